"""`python -m bot privacy export USER_ID [--out FILE]` and `python -m bot privacy forget USER_ID`: a
player's data on request, for the operator (docs/privacy.md). Neither creates a database."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.config import Settings

# Discord ids are 64-bit snowflakes; the user id columns are BIGINT.
MAX_USER_ID = 2**63 - 1
USAGE = "'privacy export USER_ID [--out FILE]': a player's stored data as JSON; 'privacy forget USER_ID': delete it"


def register(commands: Any) -> None:
    """Add the `privacy` subcommand to `python -m bot`'s subcommands (an argparse subparsers object)."""
    parser: argparse.ArgumentParser = commands.add_parser("privacy", help=USAGE, description=USAGE)
    parser.add_argument("action", choices=["export", "forget"])
    parser.add_argument("user_id", metavar="USER_ID", help="the player's Discord user id (Developer Mode: right-click → Copy User ID)")
    parser.add_argument("--out", metavar="FILE", help="export: write the JSON to FILE instead of standard output")
    parser.set_defaults(handler=run)


def user_id_of(text: str) -> int | None:
    """A Discord user id typed on the command line, or None when it is not one."""
    text = text.strip()
    if not text.isascii() or not text.isdigit() or not 1 <= int(text) <= MAX_USER_ID:
        return None
    return int(text)


def run(args: argparse.Namespace, load_settings: Callable[[], Settings | None]) -> int:
    """Run `privacy export` or `privacy forget` with the settings `load_settings` reads (None: it said what
    is wrong); 0 when done, 1 when refused, 2 on bad input (each with one line saying why)."""
    user_id = user_id_of(str(args.user_id))
    if user_id is None:
        print(f"USER_ID must be a Discord user id (a number such as 123456789012345678), not {args.user_id!r}.", file=sys.stderr)
        return 2
    if args.out is not None and args.action != "export":
        print("--out goes with 'privacy export' only.", file=sys.stderr)
        return 2
    settings = load_settings()
    if settings is None:
        return 2
    missing = missing_database(settings.database_url)
    if missing is not None:
        print(missing, file=sys.stderr)
        return 1
    if args.action == "export":
        return asyncio.run(export(settings.database_url, user_id, Path(args.out) if args.out else None))
    return asyncio.run(forget(settings.database_url, user_id))


def missing_database(url: str) -> str | None:
    """Why there is no Spieltisch database to read at `url` (none there, or no schema in it), else None:
    these commands never create one."""
    from bot.store.check import database_problem

    return database_problem(url, existing=True)


async def export(url: str, user_id: int, out: Path | None) -> int:
    """Print (or write to `out`) everything stored about a user as JSON."""
    from bot.store import Store

    store = Store(url)
    try:
        await store.migrate()
        data = await _service(store).privacy.report(user_id)
    finally:
        await store.close()
    text = json.dumps(data.to_json(), indent=2, ensure_ascii=False)
    if out is None:
        print(text)
    else:
        out.write_text(text + "\n", encoding="utf-8")
        print(f"Wrote what is stored about user {user_id} to {out}.", file=sys.stderr)
    if data.empty:
        print(f"Nothing is stored about user {user_id}.", file=sys.stderr)
    return 0


async def forget(url: str, user_id: int) -> int:
    """Delete what is stored about a user, as `/privacy` does; say what was done."""
    from bot.ai import thinking
    from bot.store import Store
    from bot.tables.privacy import NothingStored

    store = Store(url)
    try:
        await store.migrate()
        service = _service(store)
        done = await service.privacy.forget(user_id)
    except NothingStored:
        print(f"Nothing is stored about user {user_id}: nothing was changed.", file=sys.stderr)
        return 1
    finally:
        await store.close()
        thinking.shutdown()  # the computers that played on at the tables they left may have started workers
    print(
        f"Forgot user {user_id}: left {len(done.left)} running tables (a computer plays on) and {len(done.lobbies)} lobbies; "
        f"{done.seats} seats anonymised, {done.results} results unlinked, {done.ratings} ratings and the settings deleted, "
        f"{done.messages} message records dropped."
    )
    if done.kept:
        print(f"Tables still holding a seat of theirs (changed meanwhile; run forget again): {', '.join(f'#{t}' for t in done.kept)}", file=sys.stderr)
    return 0


def _service(store: Any) -> Any:
    """The table service over `store` with the built-in games and their computer players."""
    from bot.kits import builtin_kits
    from bot.tables import TableService

    kits = builtin_kits()
    return TableService(store, games={k: kit.game for k, kit in kits.items()}, players={k: kit.players for k, kit in kits.items()})
