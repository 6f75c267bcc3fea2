"""languages: the user's last seen Discord locale, the server's language and Discord locale

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-14
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0003'
down_revision: str | None = '0002'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('player_prefs', schema=None) as batch_op:
        batch_op.add_column(sa.Column('discord_locale', sa.String(length=16), nullable=True))

    with op.batch_alter_table('guild_config', schema=None) as batch_op:
        batch_op.add_column(sa.Column('locale', sa.String(length=16), nullable=True))
        batch_op.add_column(sa.Column('discord_locale', sa.String(length=16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('guild_config', schema=None) as batch_op:
        batch_op.drop_column('discord_locale')
        batch_op.drop_column('locale')
    with op.batch_alter_table('player_prefs', schema=None) as batch_op:
        batch_op.drop_column('discord_locale')
