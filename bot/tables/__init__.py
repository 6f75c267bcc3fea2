"""The table service: lobby, seats, turns, authorization, notifications. No Discord types."""

from bot.tables.errors import NotHost, NotSeated, Refused, StaleClick, TableNotFound, WrongStatus
from bot.tables.model import Move, SeatInfo, TableInfo, Update
from bot.tables.service import TableService

__all__ = ["Move", "NotHost", "NotSeated", "Refused", "SeatInfo", "StaleClick", "TableInfo", "TableNotFound", "TableService", "Update", "WrongStatus"]
