"""rate_budget: Discord's global rate limit shared by every process of a deployment (PostgreSQL)

One row per budget: the times, by the database's clock, of the last N requests sent, oldest first. A
process may send when the oldest of them is a second old; it takes the place with one atomic UPDATE
(`bot.ratelimit.SharedLimit`). On SQLite (one process) the table stays empty.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-03
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = '0007'
down_revision: str | None = '0006'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        'rate_budget',
        sa.Column('key', sa.String(length=32), nullable=False),
        sa.Column('sent', sa.JSON().with_variant(postgresql.ARRAY(sa.Float()), 'postgresql'), nullable=False),
        sa.PrimaryKeyConstraint('key'),
    )


def downgrade() -> None:
    op.drop_table('rate_budget')
