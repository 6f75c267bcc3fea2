"""Configuration from the environment (and an optional .env file)."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///spieltisch.db"
DATABASE_URL_FORMS = "sqlite+aiosqlite:///path/to/spieltisch.db or postgresql+asyncpg://user:password@host:5432/database"

HELP = """\
Environment variables:
  DISCORD_TOKEN   the bot token from the Discord developer portal (required to run)
  DATABASE_URL    SQLAlchemy URL (default sqlite+aiosqlite:///spieltisch.db;
                  PostgreSQL: postgresql+asyncpg://user:password@host/db)
  SHARD_COUNT     total number of shards across all processes (default: Discord's recommendation)
  SHARD_IDS       comma-separated shard ids this process runs (default: all)
  DEV_GUILD_ID    sync slash commands to this one server only (instant; for development)
  LOG_LEVEL       DEBUG, INFO (default), WARNING, ERROR
  LOG_FORMAT      text (default) or json (one JSON object per line, for log shippers)
  METRICS_PORT    serve Prometheus metrics (/metrics) and /healthz on this port (default: off)
  HEALTH_FILE     heartbeat file that `python -m bot health` checks (default: spieltisch.health
                  in the temporary directory)
  SEARCH_WORKERS  processes for the hard computers' search (default: one per core)
  SERVER_PURGE_DAYS  days a server's data is kept after the bot was removed from it (default 30;
                  see docs/privacy.md)

Documents: README.md (setup, configuration), docs/operations.md (running, upgrades, backups),
docs/privacy.md (what is stored, seeing and deleting it).
"""


class Settings(BaseSettings):
    """Everything the bot reads from its environment."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True)

    discord_token: SecretStr | None = None
    database_url: str = DEFAULT_DATABASE_URL
    shard_count: int | None = Field(default=None, ge=1)
    shard_ids: str | None = None
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    log_format: str = "text"
    metrics_port: int | None = Field(default=None, ge=1, le=65535)
    health_file: str = Field(default_factory=lambda: str(Path(tempfile.gettempdir()) / "spieltisch.health"))
    search_workers: int | None = Field(default=None, ge=1, le=256)
    server_purge_days: int = Field(default=30, ge=1, le=3650)

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        level = value.upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {value!r}")
        return level

    @field_validator("log_format")
    @classmethod
    def _known_format(cls, value: str) -> str:
        form = value.lower()
        if form not in {"text", "json"}:
            raise ValueError(f"LOG_FORMAT must be text or json, not {value!r}")
        return form

    @field_validator("shard_ids")
    @classmethod
    def _shard_list(cls, value: str | None) -> str | None:
        if value:
            try:
                [int(part) for part in value.split(",")]
            except ValueError:
                raise ValueError(f"SHARD_IDS must be comma-separated numbers, e.g. 0,1 (got {value!r})") from None
        return value

    def shard_id_list(self) -> list[int] | None:
        """SHARD_IDS as a list of ints, or None for all shards."""
        return [int(part) for part in self.shard_ids.split(",")] if self.shard_ids else None

    def problems(self, *, token: bool = True) -> list[str]:
        """What stops the bot from running, one sentence each (empty when fine); `token`: whether a
        DISCORD_TOKEN is needed (the maintenance commands never reach Discord)."""
        found = []
        if token and (self.discord_token is None or not self.discord_token.get_secret_value().strip()):
            found.append("DISCORD_TOKEN is not set: create a bot in the Discord developer portal and export its token.")
        ids = self.shard_id_list()
        if ids is not None:
            if self.shard_count is None:
                found.append("SHARD_IDS needs SHARD_COUNT as well.")
            elif any(not 0 <= i < self.shard_count for i in ids):
                found.append(f"SHARD_IDS {self.shard_ids} must lie between 0 and SHARD_COUNT-1 ({self.shard_count - 1}).")
        if not self.database_url.startswith(("sqlite+aiosqlite://", "postgresql+asyncpg://")):
            found.append(f"DATABASE_URL must start with sqlite+aiosqlite:// or postgresql+asyncpg:// (e.g. {DATABASE_URL_FORMS}).")
        return found


def explain(error: ValidationError) -> list[str]:
    """One line per invalid setting, each naming its environment variable and the value given."""
    lines = []
    for problem in error.errors():
        variable = "_".join(str(part) for part in problem["loc"]).upper() or "configuration"
        message = str(problem["msg"]).removeprefix("Value error, ")
        if message.startswith(variable):
            lines.append(f"Configuration error: {message}.".replace("..", "."))
        else:
            lines.append(f"Configuration error: {variable}={_shown(problem.get('input'))}: {message[:1].lower()}{message[1:]}.")
    return lines


def _shown(value: Any) -> str:
    return repr(value) if isinstance(value, str) else str(value)
