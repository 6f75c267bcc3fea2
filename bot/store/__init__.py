"""Persistence: SQLAlchemy models, repository, unit of work, Alembic migrations."""

from bot.store.models import (
    ActionRow,
    GuildConfig,
    OutboxRow,
    PlayerPrefs,
    RatedResultRow,
    RatingRow,
    ResultRow,
    SeatRow,
    TableRow,
)
from bot.store.repository import Repository, StaleVersion, Store, UnitOfWork

__all__ = [
    "ActionRow",
    "GuildConfig",
    "OutboxRow",
    "PlayerPrefs",
    "RatedResultRow",
    "RatingRow",
    "Repository",
    "ResultRow",
    "SeatRow",
    "StaleVersion",
    "Store",
    "TableRow",
    "UnitOfWork",
]
