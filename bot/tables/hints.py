"""Hints at the table: the host allows them in the lobby (table option `hints`), a player to move asks for
one, and every hint is recorded: the table's log and end message count them, and ratings leave a hinted
table out. What the hint is comes from `bot.ai.hints`, thought from the player's own view.
"""

from __future__ import annotations

from sqlalchemy import func, select

from bot.games.base import State
from bot.store.models import HintRow
from bot.store.status import Status
from bot.tables.access import Caller
from bot.tables.core import TableCore
from bot.tables.errors import NotSeated, Refused, StaleClick
from bot.tables.model import TableInfo


class HintsOff(Refused):
    """The table does not allow hints."""

    code = "table.hints_off"


def hints_allowed(info: TableInfo) -> bool:
    """Whether the table's host allowed hints."""
    return info.options.get("hints") == "on"


class Hints:
    """Allowing hints in the lobby, checking a request for one, and recording it."""

    def __init__(self, core: TableCore) -> None:
        self.core = core

    async def toggle(self, table_id: int, user_id: int, guild_id: int | None = None) -> TableInfo:
        """The host allows hints at their lobby, or takes that back."""
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, Caller(user_id, guild_id), for_update=True)
            self.core.require_status(row, Status.LOBBY)
            self.core.require_host(row, user_id)
            allowed = dict(row.options).get("hints") == "on"
            row.options = {**dict(row.options), "hints": "off" if allowed else "on"}
            await uow.commit()
            return TableInfo.of(row)

    async def request(self, table_id: int, user_id: int, version: int, guild_id: int | None = None) -> tuple[TableInfo, State, int]:
        """A player's request for a hint on the decision of `version`: the table, its state and their seat."""
        async with self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, Caller(user_id, guild_id))
            info = TableInfo.of(row)
            self.core.require_status(row, Status.RUNNING)
            if not hints_allowed(info):
                raise HintsOff("Hints are not allowed at this table.", table=table_id)
            seat = info.seat_of(user_id)
            if seat is None:
                raise NotSeated("You have no seat at this table.", table=table_id)
            state = self.core.state_of(row)
            current = int(row.prompts.get(str(seat), row.version)) if isinstance(row.prompts, dict) else row.version
            if seat not in state.to_move() or version != current:
                raise StaleClick("That Hint button is from an earlier moment: the table moved on.", code="table.stale_button", table=table_id)
            return info, state, seat

    async def record(self, table_id: int, seat: int, version: int, action: str) -> int:
        """Keep a hint given; the number of hints given at the table so far."""
        async with self.core.store.unit() as uow:
            uow.repo.session.add(HintRow(table_id=table_id, seat=seat, version=version, action=action[:100], created_at=self.core.clock.now()))
            await uow.commit()
        return await self.count(table_id)

    async def count(self, table_id: int) -> int:
        """How many hints were given at the table."""
        async with self.core.store.unit() as uow:
            return int((await uow.repo.session.execute(select(func.count()).select_from(HintRow).where(HintRow.table_id == table_id))).scalar_one())
