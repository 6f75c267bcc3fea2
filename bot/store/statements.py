"""The statements every move runs, built once.

Building a statement (its clauses, and SQLAlchemy's cache key over them) costs CPU on every call,
even where the compiled SQL comes from SQLAlchemy's cache: for the owed messages' query, more than
running it. Built once with bound parameters, a statement's cache key is worked out once too.
Statements on the tables themselves (`TABLES`, `OUTBOX`) skip the ORM's bulk-update and flush steps.
"""

from __future__ import annotations

from typing import Any, cast

from sqlalchemy import BindParameter, Column, Select, Table, bindparam, func, insert, literal, select, update
from sqlalchemy.orm import aliased, noload
from sqlalchemy.sql.schema import ScalarElementColumnDefault

from bot.store.models import ActionRow, GuildConfig, OutboxRow, PlayerPrefs, SeatRow, TableRow


def _owing_query() -> Select[tuple[OutboxRow]]:
    """`Repository.owing`'s query for the table `:table_id` (an alias and two subqueries: building it
    cost about 2 ms of CPU a call)."""
    table_id: BindParameter[int] = bindparam("table_id")
    newest = select(func.max(OutboxRow.id)).where(OutboxRow.table_id == table_id, OutboxRow.kind == "board").scalar_subquery()
    dm = aliased(OutboxRow)
    last_dm = select(func.max(dm.id)).where(dm.table_id == table_id, dm.kind == "dm", dm.seat == OutboxRow.seat).correlate(OutboxRow).scalar_subquery()
    news = (OutboxRow.kind == "news") & (OutboxRow.id > func.coalesce(last_dm, 0))
    return select(OutboxRow).where(OutboxRow.table_id == table_id, OutboxRow.live.is_(True) | (OutboxRow.id == newest) | news).order_by(OutboxRow.id)


OWING = _owing_query()
# `get_table`'s: the table `:table_id` without its seats, then its seats (the relationship's selectin
# loader cost more CPU than the second statement).
TABLE = select(TableRow).where(TableRow.id == bindparam("table_id")).options(noload(TableRow.seats))
TABLE_FOR_UPDATE = TABLE.with_for_update()
SEATS = select(SeatRow).where(SeatRow.table_id == bindparam("table_id")).order_by(SeatRow.seat)
# `save_progress`'s version-checked UPDATE: it sets the columns its parameters name besides
# `:table_id` and `:expected_version`.
TABLES = cast("Table", TableRow.__table__)
SAVE = update(TABLES).where(TABLES.c.id == bindparam("table_id"), TABLES.c.version == bindparam("expected_version"))
# `save_progress`'s INSERT of the actions applied (one executemany).
ADD_ACTIONS = insert(cast("Table", ActionRow.__table__))
# `mark_delivered`'s UPDATE of each row `:delivered_id` (one executemany).
OUTBOX = cast("Table", OutboxRow.__table__)
MARK = update(OUTBOX).where(OUTBOX.c.id == bindparam("delivered_id"))
# `settings`'s query: a server id of None matches no row, nor does an empty list of users.
SETTINGS = (
    select(GuildConfig, PlayerPrefs)
    .select_from(select(literal(1).label("one")).subquery())
    .outerjoin(GuildConfig, GuildConfig.guild_id == bindparam("guild_id"))
    .outerjoin(PlayerPrefs, PlayerPrefs.user_id.in_(bindparam("user_ids", expanding=True)))
)
# `add_owed`'s INSERT of every column but the id; the ids come back in the rows' order (the ORM's
# flush of the same rows cost a third more CPU).
OWED_COLUMNS = [column for column in OUTBOX.columns if column.key != "id"]
ADD_OWED = insert(OUTBOX).returning(OUTBOX.c.id, sort_by_parameter_order=True)


def value_or_default(row: OutboxRow, column: Column[Any]) -> Any:
    """The row's value for `column`, or the column's scalar default where the row leaves it unset."""
    value = getattr(row, column.key)
    if value is None and isinstance(column.default, ScalarElementColumnDefault):
        return column.default.arg
    return value
