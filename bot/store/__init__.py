"""Persistence: SQLAlchemy models, repository, unit of work, Alembic migrations."""

from bot.store.models import ActionRow, PlayerPrefs, ResultRow, SeatRow, TableRow
from bot.store.repository import Repository, StaleVersion, Store, UnitOfWork

__all__ = ["ActionRow", "PlayerPrefs", "Repository", "ResultRow", "SeatRow", "StaleVersion", "Store", "TableRow", "UnitOfWork"]
