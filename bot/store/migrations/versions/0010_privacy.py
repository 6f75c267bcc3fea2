"""privacy: when the bot was removed from a server, so its data is purged after a grace period

Revision ID: 0010
Revises: 0009
Create Date: 2027-01-20
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0010'
down_revision: str | None = '0009'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('guild_config', schema=None) as batch_op:
        batch_op.add_column(sa.Column('left_at', sa.DateTime(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('guild_config', schema=None) as batch_op:
        batch_op.drop_column('left_at')
