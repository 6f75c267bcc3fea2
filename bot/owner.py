"""The name a bot process goes by in the database's claims (`outbox.claimed_by`), bounded by construction.

A name is `home#pid:token`. The home stands for the host and the shards the process runs: a short hash
of both plus the shard range to read. A process started again on the same host for the same shards has
the same home, so it knows the claims of the one before it (dead, as it held the same shards) and takes
them over at once. Host names (up to 253 characters) and shard lists (any length) never reach the column
whole; the full facts are logged once at start-up.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import socket
from collections.abc import Iterable

OWNER_LENGTH = 64  # the width of `outbox.claimed_by`
_SPAN_LENGTH = 15  # "12345678-9999999" at most, cut beyond


def shard_span(shard_ids: Iterable[int] | None) -> str:
    """The shards as a short range to read: "all", "3", "0-5" (the hash tells gaps apart)."""
    ids = sorted(shard_ids or [])
    if not ids:
        return "all"
    low, high = ids[0], ids[-1]
    return (str(low) if low == high else f"{low}-{high}")[:_SPAN_LENGTH]


def process_home(host: str, shard_ids: Iterable[int] | None) -> str:
    """The same for every process on `host` running exactly these shards; at most 26 characters."""
    ids = sorted(shard_ids or [])
    shards = ",".join(map(str, ids)) if ids else "all"
    tag = hashlib.blake2b(f"{host}/{shards}".encode(), digest_size=5).hexdigest()
    return f"{tag}/{shard_span(ids)}"


def owner_name(home: str, pid: int | None = None, token: str | None = None) -> str:
    """`home#pid:token`, at most `OWNER_LENGTH` characters (the home and the token keep their place)."""
    token = token if token is not None else secrets.token_hex(4)
    pid_text = str(os.getpid() if pid is None else pid)
    room = OWNER_LENGTH - len(home) - len(token) - 2
    return f"{home}#{pid_text[-room:]}:{token}"


def this_host() -> str:
    """The host name as the operating system tells it."""
    return socket.gethostname()
