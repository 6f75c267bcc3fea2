"""rate_budget_take: the shared rate budget's grant in one call (PostgreSQL)

Locking the budget's row, reading the clock and taking the places were three statements in a
transaction (five round trips with BEGIN and COMMIT) for every grant. The function does them in that
order in one call; it also says how long it waited for the row, so that the process can tell when the
clock was read (`bot.ratelimit.SharedLimit`). On SQLite (one process, no shared budget) nothing changes.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-04
"""

from collections.abc import Sequence

from alembic import op

revision: str = '0012'
down_revision: str | None = '0011'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The places are stamped `ahead` seconds later than the clock reads once the row is locked; up to `want`
# of them are taken, those sent more than a second ago. Returns the places granted, the seconds until
# the next frees, the stamp, and the seconds spent waiting for the row.
TAKE = """
CREATE FUNCTION rate_budget_take(budget_key varchar, want integer, ahead float8)
RETURNS TABLE (granted integer, wait float8, stamp float8, locked_for float8)
LANGUAGE plpgsql AS $$
DECLARE
    asked float8 := extract(epoch FROM clock_timestamp());
    now float8;
    places float8[];
    free integer;
    at float8;
BEGIN
    SELECT rate_budget.sent INTO places FROM rate_budget WHERE rate_budget.key = budget_key FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no rate budget named %', budget_key;
    END IF;
    now := extract(epoch FROM clock_timestamp());
    at := greatest(now + ahead, places[cardinality(places)]);
    free := least(want, (SELECT count(*) FROM unnest(places) AS t WHERE t <= now - 1.0))::integer;
    IF free > 0 THEN
        UPDATE rate_budget SET sent = places[free + 1:] || array_fill(at, ARRAY[free]) WHERE rate_budget.key = budget_key;
    END IF;
    RETURN QUERY SELECT free, places[free + 1] + 1.0 - now, at, now - asked;
END $$
"""


def upgrade() -> None:
    if op.get_bind().dialect.name == 'postgresql':
        op.execute(TAKE)


def downgrade() -> None:
    if op.get_bind().dialect.name == 'postgresql':
        op.execute('DROP FUNCTION rate_budget_take(varchar, integer, float8)')
