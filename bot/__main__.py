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
from bot.config import HELP, Settings


def _settings() -> Settings | None:
    try:
        return Settings()
    except ValidationError as error:
        for problem in error.errors():
            print(f"Configuration error: {problem['msg']}", file=sys.stderr)
        return None


def check_config() -> int:
    """Validate the configuration and that the database answers, without connecting to Discord; 0 when fine."""
    settings = _settings()
    if settings is None:
        return 2
    problems = settings.problems()
    if not problems:
        problems = _database_problems(settings.database_url)
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        database = settings.database_url.split("://", 1)[0]
        print(f"Configuration OK: database {database}, shards {settings.shard_ids or 'all'} of {settings.shard_count or 'auto'}.")
    return 1 if problems else 0


def _database_problems(url: str) -> list[str]:
    """A line saying why the database cannot be reached, if it cannot (SQLite: its folder must exist)."""
    from sqlalchemy.engine import make_url

    from bot.store.db import unreachable

    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        folder = Path(parsed.database or ".").expanduser().resolve().parent
        return [] if folder.is_dir() else [f"DATABASE_URL: the folder {folder} of the SQLite file does not exist."]
    why = asyncio.run(unreachable(url))
    if why is None:
        return []
    where = f"{parsed.host or 'localhost'}:{parsed.port or 5432}/{parsed.database or ''}"
    if why.answered:
        return [f"DATABASE_URL: the PostgreSQL at {where} refused the connection ({why.reason})."]
    return [
        f"DATABASE_URL: no PostgreSQL answers at {where} ({why.reason}). Start one first: see 'Several shard "
        "processes' in the README (docker compose, or a throw-away server for a trial)."
    ]


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
    """Recompute every rating from the stored rated games (`bot.tables.ratings.recompute`); 0 when done."""
    settings = _settings()
    if settings is None:
        return 2
    from bot.tables.ratings.recompute import main as recompute

    return recompute(settings.database_url)


def _startable() -> Settings | int:
    """Settings good enough to connect, with logging set up; else the exit code, after saying what is wrong."""
    settings = _settings()
    if settings is None:
        return 2
    problems = settings.problems()
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if settings.log_level != "DEBUG":
        logging.getLogger("alembic").setLevel(logging.WARNING)  # its start-up chatter says nothing useful
    return settings


def _with_discord(work: Callable[[], Coroutine[Any, Any, None]]) -> int:
    """Run `work` to its end: exit code 0, or 1 with one clear line when Discord refuses the token or
    cannot be reached."""
    import aiohttp
    import discord

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
    settings = _startable()
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
    settings = _startable()
    if isinstance(settings, int):
        return settings
    import discord

    from bot.app import Spieltisch

    # The bot never joins voice: the notes about missing voice libraries would only confuse.
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False

    assert settings.discord_token is not None
    token = settings.discord_token.get_secret_value()

    async def serve() -> None:
        bot = Spieltisch(settings)
        stopping: list[asyncio.Task[None]] = []

        def stop(signum: int) -> None:
            # SIGTERM (docker stop, systemd) or SIGINT (Ctrl-C): a graceful stop, asked once.
            if not stopping:
                logging.getLogger("bot").info("%s received: stopping", signal.Signals(signum).name)
                stopping.append(asyncio.create_task(bot.close(), name="spieltisch-signal-stop"))

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
    tracker (`bot.ai.remote.shutdown`), so no process outlives the bot."""
    from bot.ai import remote

    remote.shutdown()


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(
        prog="python -m bot",
        description="Spieltisch: play Arabana-Opodopo, Spellcaster, Abracadabra and Druids on Discord.",
        epilog=HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.add_parser("run", help="run the bot (the default)")
    sub.add_parser("check-config", help="validate the configuration and that the database answers, without connecting to Discord")
    sub.add_parser("sync", help="sync the slash commands with Discord now (a start syncs only when they changed)")
    sub.add_parser("health", help="exit 0 when the running bot is connected and its event loop alive")
    ratings = sub.add_parser("ratings", help="'ratings recompute': rebuild every rating from the stored rated games")
    ratings.add_argument("action", choices=["recompute"])
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
    return run()


if __name__ == "__main__":
    sys.exit(main())
