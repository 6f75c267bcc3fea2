"""`python -m bot backup FILE`: a consistent copy of the SQLite database, taken while the bot runs.

SQLite's online backup API copies the database page by page under a read transaction: the copy is
the database as of one moment, moves committed during the copy included or not but never half.
The bot keeps running and writing meanwhile (WAL mode lets readers and the writer proceed together).
PostgreSQL is backed up with its own tool, `pg_dump` (docs/operations.md, "Backups").
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from sqlalchemy.engine import make_url


class BackupRefused(Exception):
    """The backup cannot be made; the message says why and what to do instead."""


def backup(database_url: str, target: Path) -> str:
    """Copy the SQLite database of `database_url` to `target` (replaced atomically if it exists); what was done, in one line."""
    url = make_url(database_url)
    if url.get_backend_name() != "sqlite":
        where = url.set(drivername="postgresql").render_as_string(hide_password=True)
        raise BackupRefused(
            f"DATABASE_URL is a PostgreSQL database: back it up with pg_dump, e.g. pg_dump --format=custom --file={target} '{where}' "
            "(docs/operations.md, 'Backups')."
        )
    source_path = Path(url.database or "").expanduser().resolve()
    target = target.expanduser().resolve()
    if target == source_path:
        raise BackupRefused(f"The backup file {target} is the database itself: name another file.")
    if not target.parent.is_dir():
        raise BackupRefused(f"The folder {target.parent} for the backup does not exist.")
    partial = target.with_name(f".{target.name}.partial")
    source = sqlite3.connect(f"{source_path.as_uri()}?mode=ro", uri=True, timeout=30)
    try:
        destination = sqlite3.connect(partial)
        try:
            source.backup(destination)
            (check,) = destination.execute("PRAGMA quick_check").fetchone()
            (revision,) = destination.execute("SELECT version_num FROM alembic_version").fetchone()
        finally:
            destination.close()
    except sqlite3.Error as error:
        partial.unlink(missing_ok=True)
        raise BackupRefused(f"The backup of {source_path} failed ({error}); nothing was written to {target}.") from None
    finally:
        source.close()
    if check != "ok":
        partial.unlink(missing_ok=True)
        raise BackupRefused(f"The copy of {source_path} does not pass SQLite's check ({check}); nothing was written to {target}.")
    os.replace(partial, target)
    return f"Backed up {source_path} to {target} ({target.stat().st_size:,} bytes, schema {revision})."
