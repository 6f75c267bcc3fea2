"""Checks that the database in DATABASE_URL can be used, before anything else starts: one line each.

The bot checks before it logs in to Discord, and every command before it works, so that an operator
reads what is wrong with the database (and what to do) rather than a traceback or a Discord error.
The maintenance commands (`existing=True`) also refuse a database that does not exist yet or has no
schema, and never create one: run from the wrong folder they would otherwise start a new, empty file.
"""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import asyncpg
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from bot.config import DATABASE_URL_FORMS

OPERATIONS_DOC = "docs/operations.md"


def parse(url: str) -> URL | str:
    """The parsed URL, or the line saying why it is not one."""
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError) as error:
        return f"DATABASE_URL is not a valid database URL ({_one_line(error)}): write it as {DATABASE_URL_FORMS}."
    if parsed.drivername not in {"sqlite+aiosqlite", "postgresql+asyncpg"}:
        return f"DATABASE_URL must start with sqlite+aiosqlite:// or postgresql+asyncpg:// (e.g. {DATABASE_URL_FORMS})."
    return parsed


def shown(url: str) -> str:
    """The URL as it may be logged and printed: without its password."""
    parsed = parse(url)
    return parsed.render_as_string(hide_password=True) if isinstance(parsed, URL) else "(malformed)"


def database_problem(url: str, *, existing: bool = False, timeout: float = 5.0) -> str | None:
    """Why the database at `url` cannot be used, in one line; None when it can.

    `existing`: the database must exist and hold the bot's schema already (the maintenance commands)."""
    parsed = parse(url)
    if isinstance(parsed, str):
        return parsed
    if parsed.get_backend_name() == "sqlite":
        return _sqlite_problem(parsed, existing=existing)
    return asyncio.run(_postgresql_problem(parsed, existing=existing, timeout=timeout))


def _sqlite_problem(url: URL, *, existing: bool) -> str | None:
    name = url.database or ""
    if name in {"", ":memory:"}:
        return "DATABASE_URL names an in-memory SQLite database, which holds nothing to work on: give a file." if existing else None
    path = Path(name).expanduser().resolve()
    if not path.parent.is_dir():
        return f"DATABASE_URL: the folder {path.parent} of the SQLite file does not exist."
    if not path.is_file():
        if existing:
            return (
                f"DATABASE_URL: there is no database at {path} ({shown(str(url))}); nothing was created. Run this command "
                "where the bot runs, or set DATABASE_URL to the bot's database."
            )
        return None
    try:
        connection = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)  # read-only: never creates or changes it
        try:
            has_schema = connection.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'alembic_version'").fetchone()
            revision = connection.execute("SELECT version_num FROM alembic_version").fetchone() if has_schema else None
        finally:
            connection.close()
    except sqlite3.Error as error:
        return f"DATABASE_URL: {path} cannot be read as an SQLite database ({_one_line(error)})."
    if existing and not has_schema:
        return f"DATABASE_URL: {path} is not a Spieltisch database (it has no schema); nothing was changed."
    return _newer(revision[0] if revision else None)


async def _postgresql_problem(url: URL, *, existing: bool, timeout: float) -> str | None:
    where = f"{url.host or 'localhost'}:{url.port or 5432}"
    database = url.database or url.username or "postgres"
    dsn = url.set(drivername="postgresql").render_as_string(hide_password=False)
    try:
        connection = await asyncpg.connect(dsn, timeout=timeout)
    except asyncpg.InvalidCatalogNameError:
        return f"DATABASE_URL: the PostgreSQL at {where} has no database {database!r}: create it (createdb {database}) or correct the name."
    except (asyncpg.InvalidPasswordError, asyncpg.InvalidAuthorizationSpecificationError) as error:
        return f"DATABASE_URL: the PostgreSQL at {where} refused the login of user {url.username!r} ({_one_line(error)}): check the user name and password."
    except (OSError, TimeoutError) as error:
        return (
            f"DATABASE_URL: no PostgreSQL answers at {where} ({type(error).__name__}: {_one_line(error)}): start it, or correct the "
            f"host and port (see {OPERATIONS_DOC}, 'Several shard processes')."
        )
    except (asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as error:
        return f"DATABASE_URL: the PostgreSQL at {where} refused the connection ({type(error).__name__}: {_one_line(error)})."
    try:
        has_schema = await connection.fetchval("SELECT to_regclass('alembic_version')") is not None
        if existing and not has_schema:
            return f"DATABASE_URL: the database {database!r} at {where} is not a Spieltisch database (it has no schema); nothing was changed."
        revision = await connection.fetchval("SELECT version_num FROM alembic_version") if has_schema else None
    finally:
        await connection.close()
    return _newer(revision)


def _newer(revision: str | None) -> str | None:
    """The line for a schema written by a newer version than this one (a rollback without its downgrade)."""
    from alembic.script import ScriptDirectory

    from bot.store.db import alembic_config

    scripts = ScriptDirectory.from_config(alembic_config())
    if revision is None or revision in {script.revision for script in scripts.walk_revisions()}:
        return None
    return (
        f"DATABASE_URL: the database's schema is at revision {revision}, newer than this version knows (it expects "
        f"{scripts.get_current_head()}): run the version that wrote it, or restore the backup taken before that "
        "upgrade (docs/operations.md, 'Upgrades and rollbacks')."
    )


def _one_line(error: BaseException) -> str:
    return " ".join(str(error).split()) or type(error).__name__
