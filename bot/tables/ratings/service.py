"""What the Discord layer asks of ratings: a game's leaderboard, a player's ratings, a table's changes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.games.base import Game
from bot.store import RatingRow, Store
from bot.tables.errors import UnknownGame
from bot.tables.ratings import ledger
from bot.tables.ratings.recompute import Recomputed, recompute
from bot.tables.ratings.scale import PROVISIONAL_GAMES, RatingChange, display


@dataclass(frozen=True)
class PlayerRating:
    """A person's rating in one game in one server, and their place on its leaderboard."""

    game: str
    user_id: int
    mu: float
    sigma: float
    games: int
    wins: int
    place: int
    rated: int  # people on the game's leaderboard in this server

    @classmethod
    def of(cls, row: RatingRow, place: int, rated: int) -> PlayerRating:
        """From a stored row."""
        return cls(row.game, row.user_id, row.mu, row.sigma, row.games, row.wins, place, rated)

    @property
    def display(self) -> int:
        """The rating on the display scale (μ − 3σ: 1,500 for a new player)."""
        return display(self.mu, self.sigma)

    @property
    def provisional(self) -> bool:
        """Too few rated games for the rating to say much yet."""
        return self.games < PROVISIONAL_GAMES


@dataclass(frozen=True)
class Leaderboard:
    """The top of a game's leaderboard in a server, and how many people are rated in it."""

    game: str
    rows: tuple[PlayerRating, ...]
    rated: int


class Ratings:
    """Reading ratings (they are written with each finished table, see `ledger.rate_finished`)."""

    def __init__(self, store: Store, games: Mapping[str, Game[Any]]) -> None:
        self.store = store
        self.games = games

    def _known(self, game: str) -> None:
        if game not in self.games:
            raise UnknownGame(f"Unknown game {game!r}.", game=game)

    async def leaderboard(self, game: str, guild_id: int, limit: int = 15) -> Leaderboard:
        """The `limit` best-rated people of a game in a server, by μ − 3σ."""
        self._known(game)
        async with self.store.unit() as uow:
            rows, rated = await ledger.top(uow.session, guild_id, game, limit)
        return Leaderboard(game, tuple(PlayerRating.of(r, place, rated) for place, r in enumerate(rows, start=1)), rated)

    async def of_player(self, user_id: int, guild_id: int) -> list[PlayerRating]:
        """A person's rating in every game they have rated games in, in this server."""
        async with self.store.unit() as uow:
            return [PlayerRating.of(r, place, rated) for r, place, rated in await ledger.of_player(uow.session, guild_id, user_id) if r.game in self.games]

    async def changes(self, table_id: int) -> list[RatingChange]:
        """The people's rating changes of a finished table (empty when it was not rated)."""
        async with self.store.unit() as uow:
            return await ledger.table_changes(uow.session, table_id)

    async def recompute(self, *, write: bool = False) -> Recomputed:
        """Every rating replayed from the stored rated games (see `recompute.recompute`)."""
        return await recompute(self.store, write=write)
