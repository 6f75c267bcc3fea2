"""ratings: the seats of rated games (what ratings are recomputed from) and each person's rating per game and server

Games finished before this revision stored no computer levels, so ratings start from the games rated
after it.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-03
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0008'
down_revision: str | None = '0007'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        'rated_results',
        sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
        sa.Column('table_id', sa.Integer(), nullable=False),
        sa.Column('seat', sa.Integer(), nullable=False),
        sa.Column('game', sa.String(length=32), nullable=False),
        sa.Column('guild_id', sa.BigInteger(), nullable=False),
        sa.Column('user_id', sa.BigInteger(), nullable=True),
        sa.Column('level', sa.String(length=16), nullable=True),
        sa.Column('rank', sa.Integer(), nullable=False),
        sa.Column('mu_before', sa.Double(), nullable=False),
        sa.Column('sigma_before', sa.Double(), nullable=False),
        sa.Column('mu_after', sa.Double(), nullable=False),
        sa.Column('sigma_after', sa.Double(), nullable=False),
        sa.Column('rated_at', sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(['table_id'], ['tables.id'], ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id'),
        sa.UniqueConstraint('table_id', 'seat', name='uq_rated_results_table_seat'),
    )
    op.create_index(op.f('ix_rated_results_table_id'), 'rated_results', ['table_id'], unique=False)
    op.create_table(
        'ratings',
        sa.Column('guild_id', sa.BigInteger(), nullable=False),
        sa.Column('game', sa.String(length=32), nullable=False),
        sa.Column('user_id', sa.BigInteger(), nullable=False),
        sa.Column('mu', sa.Double(), nullable=False),
        sa.Column('sigma', sa.Double(), nullable=False),
        sa.Column('conservative', sa.Double(), nullable=False),
        sa.Column('games', sa.Integer(), nullable=False),
        sa.Column('wins', sa.Integer(), nullable=False),
        sa.Column('updated_at', sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint('guild_id', 'game', 'user_id'),
    )
    op.create_index('ix_ratings_board', 'ratings', ['guild_id', 'game', 'conservative'], unique=False)


def downgrade() -> None:
    op.drop_index('ix_ratings_board', table_name='ratings')
    op.drop_table('ratings')
    op.drop_index(op.f('ix_rated_results_table_id'), table_name='rated_results')
    op.drop_table('rated_results')
