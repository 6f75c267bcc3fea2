"""`python -m bot` runs the bot; `python -m bot --help` explains the configuration."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from bot import privacy_cli
from bot.config import HELP, Settings, explain


def _settings() -> Settings | None:
    try:
        return Settings()
    except ValidationError as error:
        for line in explain(error):
            print(line, file=sys.stderr)
        return None


def _say(problems: list[str]) -> bool:
    """Print each problem on a line of its own (stderr); whether there were any."""
    for problem in problems:
        print(problem, file=sys.stderr)
    return bool(problems)


def _ready(*, token: bool, existing: bool = False, port: bool = False) -> Settings | int:
    """The settings, checked with the database (and METRICS_PORT when `port`), before any work; else
    the exit code, after one line per problem. `existing`: the database must exist with its schema."""
    settings = _settings()
    if settings is None:
        return 2
    if _say(settings.problems(token=token)):
        return 1
    from bot.startup import port_problem
    from bot.store.check import database_problem

    database = database_problem(settings.database_url, existing=existing)
    if _say([database] if database else []):
        return 1
    if port and _say([p] if (p := port_problem(settings.metrics_port)) else []):
        return 1
    return settings


def check_config() -> int:
    """Validate the configuration, that the database answers and METRICS_PORT is free, without connecting to Discord; 0 when fine."""
    settings = _ready(token=True, port=True)
    if isinstance(settings, int):
        return settings
    from bot.store.check import shown

    print(f"Configuration OK: database {shown(settings.database_url)}, shards {settings.shard_ids or 'all'} of {settings.shard_count or 'auto'}.")
    return 0


def health() -> int:
    """Exit code 0 when the running bot's heartbeat is fresh and it is connected (for HEALTHCHECK)."""
    settings = _settings()
    if settings is None:
        return 2
    from bot.metrics import check_health

    ok, reason = check_health(settings.health_file)
    print(reason, file=sys.stdout if ok else sys.stderr)
    return 0 if ok else 1


def recompute_ratings() -> int:
    """Recompute every rating from the stored rated games (`bot.tables.ratings.recompute`); 0 when done.
    Refuses a database that does not exist yet: it never creates one."""
    settings = _ready(token=False, existing=True)
    if isinstance(settings, int):
        return settings
    from bot.tables.ratings.recompute import main as recompute

    return recompute(settings.database_url)


def backup(target: str) -> int:
    """Copy the SQLite database to `target` while the bot runs (`bot.backup`); 0 when done."""
    settings = _ready(token=False, existing=True)
    if isinstance(settings, int):
        return settings
    from bot.backup import BackupRefused
    from bot.backup import backup as copy

    try:
        print(copy(settings.database_url, Path(target)))
    except BackupRefused as error:
        print(error, file=sys.stderr)
        return 1
    return 0


def downgrade(revision: str) -> int:
    """Take the database's schema back to `revision`, for running an older version (docs/operations.md); 0 when done."""
    settings = _ready(token=False, existing=True)
    if isinstance(settings, int):
        return settings
    from alembic.util import CommandError
    from sqlalchemy.ext.asyncio import create_async_engine

    from bot.store.check import shown
    from bot.store.db import downgrade as take_back

    async def work() -> None:
        engine = create_async_engine(settings.database_url)
        try:
            await take_back(engine, revision)
        finally:
            await engine.dispose()

    try:
        asyncio.run(work())
    except CommandError as error:
        print(f"The schema cannot be taken back to {revision!r} ({error}); nothing was changed.", file=sys.stderr)
        return 1
    print(f"The schema of {shown(settings.database_url)} is now at revision {revision}: start the version that expects it.")
    return 0


def _startable(*, port: bool) -> Settings | int:
    """Settings, database (and port) checked and logging set up; else the exit code, after saying what is wrong."""
    settings = _ready(token=True, port=port)
    if isinstance(settings, int):
        return settings
    from bot.startup import setup_logging

    setup_logging(settings.log_level, settings.log_format)
    return settings


def _with_discord(work: Callable[[], Coroutine[Any, Any, None]]) -> int:
    """Run `work` to its end: exit code 0, or 1 with one clear line when Discord refuses the token or
    cannot be reached, or the database fails after the checks passed."""
    import aiohttp
    import discord
    from alembic.util import CommandError
    from sqlalchemy.exc import DBAPIError

    from bot.metrics import PortInUse

    try:
        with contextlib.suppress(KeyboardInterrupt):  # Ctrl-C is the normal way to stop
            asyncio.run(work())
    except PortInUse as error:
        print(
            f"METRICS_PORT {error.port} is already in use on this host (another process listens there, perhaps another "
            "bot process): give each process its own METRICS_PORT, or leave it unset.",
            file=sys.stderr,
        )
        return 1
    except discord.LoginFailure:
        print("Discord refused the token in DISCORD_TOKEN: copy it again from the developer portal (Bot → Reset Token).", file=sys.stderr)
        return 1
    except DBAPIError as error:
        cause = " ".join(str(error.orig or error).split())
        print(f"DATABASE_URL: the database failed ({type(error.orig or error).__name__}: {cause}); see docs/operations.md.", file=sys.stderr)
        return 1
    except CommandError as error:
        print(
            f"DATABASE_URL: the database's schema cannot be brought to this version's ({error}). A database written by a newer "
            "version needs that version, or a restore of its backup: see docs/operations.md, 'Upgrades and rollbacks'.",
            file=sys.stderr,
        )
        return 1
    except (aiohttp.ClientError, OSError) as error:
        print(f"Cannot reach Discord: {error}. Check the network and try again.", file=sys.stderr)
        return 1
    except discord.PrivilegedIntentsRequired:
        print("Discord refused the gateway intents; this bot needs none of the privileged ones.", file=sys.stderr)
        return 1
    except discord.HTTPException as error:
        print(f"Discord refused the commands: {error}.", file=sys.stderr)
        return 1
    return 0


def sync() -> int:
    """Sync the slash commands with Discord now, changed or not (a normal start syncs only after a change)."""
    settings = _startable(port=False)
    if isinstance(settings, int):
        return settings
    from bot.app import sync_now

    assert settings.discord_token is not None
    token = settings.discord_token.get_secret_value()

    async def work() -> None:
        count = await sync_now(settings, token)
        where = f"server {settings.dev_guild_id}" if settings.dev_guild_id else "all servers"
        print(f"Synced {count} commands ({where}).")

    return _with_discord(work)


def run() -> int:
    """Start the bot until interrupted."""
    settings = _startable(port=True)
    if isinstance(settings, int):
        return settings
    from bot.app import Spieltisch

    assert settings.discord_token is not None
    token = settings.discord_token.get_secret_value()

    async def serve() -> None:
        bot = Spieltisch(settings)
        stopping: list[asyncio.Task[None]] = []

        def stop(signum: int) -> None:
            # SIGTERM (docker stop, systemd) or SIGINT (Ctrl-C): a graceful stop, asked once.
            if not stopping:
                logging.getLogger("bot").info("%s received: stopping", signal.Signals(signum).name)
                stopping.append(bot.begin_stop())

        loop = asyncio.get_running_loop()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(signum, stop, signum)
        try:
            async with bot:
                await bot.start(token)
        finally:
            await bot.close()  # the graceful stop runs to its end, whoever began it
            await asyncio.to_thread(stop_helpers)

    return _with_discord(serve)


def stop_helpers() -> None:
    """End the processes the bot started: the computers' search workers and multiprocessing's resource
    tracker (`bot.ai.thinking.shutdown`), so no process outlives the bot."""
    from bot.ai import thinking

    thinking.shutdown()


def version() -> str:
    """The installed version and the schema revision it migrates to, e.g. `spieltisch 0.1.0 (schema 0009)`."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    from alembic.script import ScriptDirectory

    from bot.store.db import alembic_config

    try:
        number = installed("spieltisch")
    except PackageNotFoundError:
        number = "unknown"
    return f"spieltisch {number} (schema {ScriptDirectory.from_config(alembic_config()).get_current_head()})"


class _Version(argparse.Action):
    """`--version`, worked out only when asked (it reads the migrations)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any, option: str | None = None) -> None:
        print(version())
        parser.exit()


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(
        prog="python -m bot",
        description="Spieltisch: play Arabana-Opodopo, Spellcaster, Abracadabra and Druids on Discord.",
        epilog=HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    parser.add_argument("--version", action=_Version, nargs=0, help="print the version and the database schema it expects, and exit")
    sub.add_parser("run", help="run the bot (the default)")
    sub.add_parser("check-config", help="validate the configuration, that the database answers and METRICS_PORT is free, without connecting to Discord")
    sub.add_parser("sync", help="sync the slash commands with Discord now (a start syncs only when they changed)")
    sub.add_parser("health", help="exit 0 when the running bot is connected and its event loop alive")
    ratings = sub.add_parser("ratings", help="'ratings recompute': rebuild every rating from the stored rated games")
    ratings.add_argument("action", choices=["recompute"])
    copy = sub.add_parser("backup", help="copy the SQLite database to FILE while the bot runs (PostgreSQL: pg_dump)")
    copy.add_argument("file", metavar="FILE")
    back = sub.add_parser("downgrade", help="take the database's schema back to REVISION, before running an older version (back up first)")
    back.add_argument("revision", metavar="REVISION", help="e.g. 0008; `python -m bot --version` names the schema a version expects")
    privacy_cli.register(sub)
    args = parser.parse_args(argv)
    if args.command == "privacy":
        return int(args.handler(args, _settings))
    if args.command == "check-config":
        return check_config()
    if args.command == "sync":
        return sync()
    if args.command == "health":
        return health()
    if args.command == "ratings":
        return recompute_ratings()
    if args.command == "backup":
        return backup(args.file)
    if args.command == "downgrade":
        return downgrade(args.revision)
    return run()


if __name__ == "__main__":
    sys.exit(main())
