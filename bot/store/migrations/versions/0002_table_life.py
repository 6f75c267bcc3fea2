"""table life: turn clock, stand-ins, votes, stand-in results, server settings

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-07
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = '0002'
down_revision: str | None = '0001'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), 'postgresql')


def upgrade() -> None:
    with op.batch_alter_table('tables', schema=None) as batch_op:
        batch_op.add_column(sa.Column('turn_limit', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('deadline', sa.DateTime(), nullable=True))
        batch_op.add_column(sa.Column('reminder_at', sa.DateTime(), nullable=True))
        batch_op.add_column(sa.Column('end_votes', JSON, nullable=True))
        batch_op.create_index(batch_op.f('ix_tables_deadline'), ['deadline'], unique=False)
        batch_op.create_index(batch_op.f('ix_tables_reminder_at'), ['reminder_at'], unique=False)

    with op.batch_alter_table('seats', schema=None) as batch_op:
        batch_op.add_column(sa.Column('missed', sa.Integer(), nullable=False, server_default=sa.text('0')))
        batch_op.add_column(sa.Column('stood_in', sa.Boolean(), nullable=False, server_default=sa.false()))

    with op.batch_alter_table('results', schema=None) as batch_op:
        batch_op.add_column(sa.Column('stand_in', sa.Boolean(), nullable=False, server_default=sa.false()))

    op.create_table('guild_config',
    sa.Column('guild_id', sa.BigInteger(), nullable=False),
    sa.Column('turn_limit', sa.Integer(), nullable=True),
    sa.Column('updated_at', sa.DateTime(), nullable=False),
    sa.PrimaryKeyConstraint('guild_id')
    )


def downgrade() -> None:
    op.drop_table('guild_config')
    with op.batch_alter_table('results', schema=None) as batch_op:
        batch_op.drop_column('stand_in')
    with op.batch_alter_table('seats', schema=None) as batch_op:
        batch_op.drop_column('stood_in')
        batch_op.drop_column('missed')
    with op.batch_alter_table('tables', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_tables_reminder_at'))
        batch_op.drop_index(batch_op.f('ix_tables_deadline'))
        batch_op.drop_column('end_votes')
        batch_op.drop_column('reminder_at')
        batch_op.drop_column('deadline')
        batch_op.drop_column('turn_limit')
