"""seat names as data: a computer seat stores no name, a seat handed to the computer keeps its player's

Until 0005 the service stored English words in `seats.name` ("Computer 2"; "Ana (computer)" for a
player's seat a computer took over after a leave or a kick) for the Discord layer to parse back. From
0006 the name is the player's name only: a computer seat has none (the Discord layer numbers computers
in seat order, in the reader's language), and a seat handed over is told apart by `user_id` being
empty while `computer` is set.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0006'
down_revision: str | None = '0005'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SUFFIX = " (computer)"


def upgrade() -> None:
    # A seat handed to the computer for good (a leave or a kick): drop the suffix, keep the player's name.
    op.execute(
        sa.text(
            "UPDATE seats SET name = substr(name, 1, length(name) - :n)"
            " WHERE user_id IS NULL AND computer IS NOT NULL AND stood_in AND name LIKE :pattern"
        ).bindparams(n=len(SUFFIX), pattern=f"%{SUFFIX}")
    )
    # A computer added in the lobby: no name of its own.
    op.execute(
        sa.text(
            "UPDATE seats SET name = '' WHERE user_id IS NULL AND computer IS NOT NULL"
            " AND (stood_in IS NULL OR NOT stood_in) AND name LIKE 'Computer %'"
        )
    )


def downgrade() -> None:
    op.execute(
        sa.text(
            "UPDATE seats SET name = name || :suffix WHERE user_id IS NULL AND computer IS NOT NULL AND stood_in AND name <> ''"
        ).bindparams(suffix=SUFFIX)
    )
    # Computers are numbered in seat order among a table's lobby computers, as the bot shows them (counted
    # by `stood_in`, not by name, since SQLite's subquery may see the rows this statement renamed).
    op.execute(
        sa.text(
            "UPDATE seats SET name = 'Computer ' || CAST((SELECT COUNT(*) FROM seats AS earlier"
            " WHERE earlier.table_id = seats.table_id AND earlier.seat <= seats.seat"
            " AND earlier.user_id IS NULL AND earlier.computer IS NOT NULL AND (earlier.stood_in IS NULL OR NOT earlier.stood_in)) AS VARCHAR)"
            " WHERE user_id IS NULL AND computer IS NOT NULL AND name = ''"
        )
    )
