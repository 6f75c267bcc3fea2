"""`python -m bot` runs the bot; `python -m bot --help` explains the configuration."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import sys

from pydantic import ValidationError

from bot.config import HELP, Settings


def _settings() -> Settings | None:
    try:
        return Settings()
    except ValidationError as error:
        for problem in error.errors():
            print(f"Configuration error: {problem['msg']}", file=sys.stderr)
        return None


def check_config() -> int:
    """Validate the configuration without connecting; exit code 0 when fine."""
    settings = _settings()
    if settings is None:
        return 2
    problems = settings.problems()
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        database = settings.database_url.split("://", 1)[0]
        print(f"Configuration OK: database {database}, shards {settings.shard_ids or 'all'} of {settings.shard_count or 'auto'}.")
    return 1 if problems else 0


def run() -> int:
    """Start the bot until interrupted."""
    settings = _settings()
    if settings is None:
        return 2
    problems = settings.problems()
    if problems:
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    from bot.app import Spieltisch

    bot = Spieltisch(settings)
    assert settings.discord_token is not None
    with contextlib.suppress(KeyboardInterrupt):  # Ctrl-C is the normal way to stop
        asyncio.run(bot.start(settings.discord_token.get_secret_value()))
    return 0


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
    sub.add_parser("check-config", help="validate the configuration without connecting")
    args = parser.parse_args(argv)
    if args.command == "check-config":
        return check_config()
    return run()


if __name__ == "__main__":
    sys.exit(main())
