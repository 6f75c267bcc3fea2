"""What a process checks and sets up before it starts its work: logging, and a free METRICS_PORT."""

from __future__ import annotations

import errno
import json
import logging
import socket
from datetime import UTC, datetime

TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class JsonFormatter(logging.Formatter):
    """One JSON object per line (`LOG_FORMAT=json`), for log shippers: time, level, logger, message,
    and the traceback when there is one."""

    def format(self, record: logging.LogRecord) -> str:
        """The record as one line of JSON."""
        entry = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False)


def setup_logging(level: str, form: str = "text") -> None:
    """Log to stderr at `level`, as text or as JSON lines."""
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter() if form == "json" else logging.Formatter(TEXT_FORMAT))
    logging.basicConfig(level=level, handlers=[handler], force=True)
    if level != "DEBUG":
        logging.getLogger("alembic").setLevel(logging.WARNING)  # its start-up chatter says nothing useful


def port_problem(port: int | None) -> str | None:
    """Why the metrics endpoint could not listen on `port`, in one line; None when it can (or no port is set).

    Checked before the bot logs in to Discord or syncs its commands, so that a second process given
    the same port stops at once, having done nothing."""
    if port is None:
        return None
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the endpoint itself does
        try:
            probe.bind(("0.0.0.0", port))
        except OSError as error:
            if error.errno == errno.EADDRINUSE:
                return (
                    f"METRICS_PORT {port} is already in use on this host (another process listens there, perhaps another "
                    "bot process): give each process its own METRICS_PORT, or leave it unset."
                )
            return f"METRICS_PORT {port} cannot be opened ({error.strerror}): choose another port (above 1023 unless run as root)."
    return None
