"""Ratings per game and server: openskill's Plackett–Luce model, updated with every rated finished table.

`scale` holds the model and the display scale (pure), `ledger` reads and writes ratings in a unit of
work, `recompute` rebuilds them from the stored rated games, and `service.Ratings` is what the Discord
layer reads.
"""

from bot.tables.ratings.ledger import rate_finished, table_changes, unrated
from bot.tables.ratings.scale import PROVISIONAL_GAMES, RatingChange, Skill, display, hints_on
from bot.tables.ratings.service import Leaderboard, PlayerRating, Ratings

__all__ = [
    "PROVISIONAL_GAMES",
    "Leaderboard",
    "PlayerRating",
    "RatingChange",
    "Ratings",
    "Skill",
    "display",
    "hints_on",
    "rate_finished",
    "table_changes",
    "unrated",
]
