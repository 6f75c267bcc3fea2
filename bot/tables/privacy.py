"""Privacy requests: what is stored about a player, forgetting a player, and purging a server the bot left.

See docs/privacy.md for the policy. Forgetting a player keeps the games of the others intact: at a table
still played their seat goes to the computer by the ordinary leave (a lobby loses the seat); at tables no
longer played the seat keeps its place, scores and result but loses the user id and the name
(`FORGOTTEN_NAME`, shown as a neutral "former player"); ratings and preferences are deleted, and the
messages the bot keeps addressed to them are deleted or lose the address.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from bot.store.privacy import PrivacyRepository
from bot.store.status import Status
from bot.tables.access import BOT
from bot.tables.core import TableCore
from bot.tables.errors import Refused
from bot.tables.model import Prefs, TableInfo, Update
from bot.tables.outbox import Deliveries
from bot.tables.payloads import Where
from bot.tables.ratings.scale import display

log = logging.getLogger(__name__)

# The stored name of a forgotten player's seat: no name (the Discord layer says "former player").
FORGOTTEN_NAME = ""
# How long the data of a server the bot was removed from is kept, unless the bot comes back.
DEFAULT_GRACE = timedelta(days=30)

Leave = Callable[[int, int, int | None], Awaitable[Update]]


class NothingStored(Refused):
    """Nothing is stored about that user: there is nothing to show or delete."""

    code = "privacy.nothing_stored"


@dataclass(frozen=True)
class SeatRecord:
    """A seat the user holds or held."""

    table_id: int
    game: str
    guild_id: int | None
    status: str
    seat: int
    name: str
    away: bool  # the computer plays it for them now
    finished_at: datetime | None


@dataclass(frozen=True)
class ResultRecord:
    """The user's result at a finished table."""

    table_id: int
    game: str
    guild_id: int | None
    score: int
    rank: int
    winner: bool
    finished_at: datetime


@dataclass(frozen=True)
class RatingRecord:
    """The user's rating in one game in one server."""

    guild_id: int
    game: str
    mu: float
    sigma: float
    games: int
    wins: int
    updated_at: datetime

    @property
    def display(self) -> int:
        """On the scale players see."""
        return display(self.mu, self.sigma)


@dataclass(frozen=True)
class MessageRecord:
    """A message the bot keeps a record of, addressed to the user (a DM prompt, an end DM, a ✅ edit)."""

    id: int
    table_id: int
    kind: str
    channel_id: int | None
    message_id: int | None
    delivered: bool


@dataclass(frozen=True)
class PersonalData:
    """Everything stored about one user."""

    user_id: int
    seats: tuple[SeatRecord, ...] = ()
    hosted: tuple[int, ...] = ()  # tables they host
    votes: tuple[int, ...] = ()  # tables where they voted to end
    results: tuple[ResultRecord, ...] = ()
    rated_games: int = 0
    ratings: tuple[RatingRecord, ...] = ()
    prefs: Prefs | None = None
    messages: tuple[MessageRecord, ...] = ()
    mentions: tuple[int, ...] = ()  # outbox ids of board posts that ping them

    @property
    def empty(self) -> bool:
        """Nothing is stored about the user."""
        return not (self.seats or self.hosted or self.votes or self.results or self.rated_games or self.ratings or self.prefs or self.messages or self.mentions)

    def to_json(self) -> dict[str, Any]:
        """A JSON-safe export (datetimes as ISO text)."""

        def when(value: datetime | None) -> str | None:
            return value.isoformat() if value is not None else None

        prefs = self.prefs
        return {
            "user_id": self.user_id,
            "settings": None
            if prefs is None
            else {
                "language": prefs.locale,
                "discord_locale": prefs.discord_locale,
                "mention_on_turn": prefs.mention_on_turn,
                "dm_on_turn": prefs.dm_on_turn,
                "quiet": prefs.quiet,
            },
            "seats": [
                {"table": s.table_id, "game": s.game, "server": s.guild_id, "status": s.status, "seat": s.seat, "name": s.name,
                 "computer_plays_for_you": s.away, "finished_at": when(s.finished_at)}
                for s in self.seats
            ],
            "hosted_tables": list(self.hosted),
            "votes_to_end": list(self.votes),
            "results": [
                {"table": r.table_id, "game": r.game, "server": r.guild_id, "score": r.score, "place": r.rank, "winner": r.winner,
                 "finished_at": when(r.finished_at)}
                for r in self.results
            ],
            "rated_games": self.rated_games,
            "ratings": [
                {"server": r.guild_id, "game": r.game, "rating": r.display, "mu": r.mu, "sigma": r.sigma, "games": r.games, "wins": r.wins,
                 "updated_at": when(r.updated_at)}
                for r in self.ratings
            ],
            "messages": [
                {"id": m.id, "table": m.table_id, "kind": m.kind, "channel_id": m.channel_id, "message_id": m.message_id, "delivered": m.delivered}
                for m in self.messages
            ],
            "board_posts_pinging_you": list(self.mentions),
        }


@dataclass(frozen=True)
class Forgotten:
    """What forgetting a user did: the tables they left (for the Discord layer to show), and what was erased."""

    user_id: int
    left: tuple[Update, ...] = ()  # running tables: their seat went to the computer
    lobbies: tuple[TableInfo, ...] = ()  # lobbies they left
    prompts: tuple[tuple[int, Where], ...] = ()  # their DM prompts still offering buttons (table, where), now closed
    seats: int = 0  # seats at tables no longer played, anonymised
    results: int = 0
    ratings: int = 0
    messages: int = 0
    kept: tuple[int, ...] = field(default=())  # open tables that still hold a seat of theirs (changed meanwhile)


@dataclass(frozen=True)
class Purged:
    """A server's data deleted after the bot left it."""

    guild_id: int
    tables: int


class Privacy:
    """Showing, exporting and forgetting a user's data; purging servers the bot left.

    `leave` is the service's leave (`TableService.leave`): a forgotten player leaves their open tables
    the way any player does.
    """

    def __init__(self, core: TableCore, leave: Leave) -> None:
        self.core = core
        self.leave = leave

    async def report(self, user_id: int) -> PersonalData:
        """Everything stored about a user."""
        async with self.core.store.unit() as uow:
            repo = PrivacyRepository(uow.session)
            seats = await repo.seats_of(user_id)
            hosted = await repo.hosted_by(user_id)
            votes = await repo.voted_by(user_id, sorted({t.id for t, _ in seats} | set(hosted)))
            results = await repo.results_of(user_id)
            rated = await repo.rated_of(user_id)
            ratings = await repo.ratings_of(user_id)
            prefs = await repo.prefs_of(user_id)
            messages = await repo.messages_to(user_id)
            boards = await repo.boards_naming(user_id, sorted({t.id for t, _ in seats}))
        return PersonalData(
            user_id=user_id,
            seats=tuple(
                SeatRecord(t.id, t.game, t.guild_id, str(t.status), s.seat, s.name, s.computer is not None, t.finished_at) for t, s in seats
            ),
            hosted=tuple(hosted),
            votes=tuple(votes),
            results=tuple(ResultRecord(r.table_id, r.game, r.guild_id, r.score, r.rank, bool(r.winner), r.finished_at) for r in results),
            rated_games=len(rated),
            ratings=tuple(RatingRecord(r.guild_id, r.game, r.mu, r.sigma, r.games, r.wins, r.updated_at) for r in ratings),
            prefs=Prefs.of(user_id, prefs) if prefs is not None else None,
            messages=tuple(MessageRecord(m.id, m.table_id, m.kind, m.channel_id, m.message_id, m.delivered_at is not None) for m in messages),
            mentions=tuple(b.id for b in boards),
        )

    async def forget(self, user_id: int) -> Forgotten:
        """Delete what is stored about a user (refused, changing nothing, when nothing is).

        Their open tables first, one at a time as the tables' own changes (a lobby is left, a running
        seat goes to the computer by the ordinary leave); then, in one transaction, everything else.
        """
        stored = await self.report(user_id)
        if stored.empty:
            raise NothingStored(f"Nothing is stored about user {user_id}: there is nothing to delete.", user=user_id)
        left: list[Update] = []
        lobbies: list[TableInfo] = []
        handed: list[tuple[int, int]] = []
        for seat in stored.seats:
            if seat.status not in (Status.LOBBY, Status.RUNNING):
                continue
            if seat.away:
                if await self._release(seat.table_id, user_id):
                    handed.append((seat.table_id, seat.seat))
                continue
            try:
                update = await self.leave(seat.table_id, user_id, seat.guild_id)
            except Refused as refused:  # the table changed meanwhile (it ended, or the seat went): handled below
                log.info("table %s: forgetting user %s: the leave was refused (%s)", seat.table_id, user_id, refused.code)
                continue
            if update.state is None:
                lobbies.append(update.table)
            else:
                left.append(update)
                handed.append((seat.table_id, seat.seat))
        table_ids = sorted({s.table_id for s in stored.seats} | set(stored.hosted))
        played = sorted({s.table_id for s in stored.seats if s.status in (Status.LOBBY, Status.RUNNING)})  # where prompts can be live
        prompts = [(table_id, where) for table_id in played for where in await Deliveries(self.core).close_prompts(table_id, user_id)]
        async with self.core.store.unit() as uow:
            repo = PrivacyRepository(uow.session)
            for table_id, seat_number in handed:
                await repo.rename_seat(table_id, seat_number, FORGOTTEN_NAME)
            seats = await repo.anonymise_seats(user_id, FORGOTTEN_NAME)
            await repo.drop_votes(user_id, table_ids)
            await repo.unhost(user_id)
            results, _ = await repo.unlink_results(user_id)
            ratings, _ = await repo.delete_user_rows(user_id)
            messages = await repo.forget_messages(user_id, table_ids)
            kept = sorted({t.id for t, _ in await repo.seats_of(user_id)})
            await uow.commit()
        log.info("forgot user %s: left %d tables and %d lobbies, anonymised %d seats", user_id, len(left), len(lobbies), seats)
        return Forgotten(user_id, tuple(left), tuple(lobbies), tuple(prompts), seats + len(handed), results, ratings, messages, tuple(kept))

    async def _release(self, table_id: int, user_id: int) -> bool:
        """A seat the computer already plays for the user (after missed turns) becomes the computer's for
        good, as if they had left; their vote to end and the host's role go too. Whether one was released."""
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, BOT, for_update=True, damaged_ok=True)
            seats = [s for s in row.seats if s.user_id == user_id and s.computer is not None]
            if row.status != Status.RUNNING or not seats:
                return False
            for seat in seats:
                seat.user_id, seat.dm_ok, seat.stood_in = None, False, True
            row.end_votes = [v for v in (row.end_votes or []) if v != user_id]
            if row.host_id == user_id:
                humans = [s.user_id for s in row.seats if s.computer is None and s.user_id is not None]
                row.host_id = humans[0] if humans else row.host_id
            row.updated_at = self.core.clock.now()
            await uow.commit()
            return True

    # ---- servers the bot was removed from --------------------------------------------------

    async def server_left(self, guild_id: int) -> None:
        """The bot was removed from a server: its data is purged after the grace period, unless it comes back."""
        async with self.core.store.unit() as uow:
            await PrivacyRepository(uow.session).mark_left(guild_id, self.core.clock.now())
            await uow.commit()

    async def servers_back(self, guild_ids: list[int]) -> int:
        """The bot is in these servers (again): no purge for them; the number whose purge was cancelled."""
        async with self.core.store.unit() as uow:
            cancelled = await PrivacyRepository(uow.session).mark_back(guild_ids)
            await uow.commit()
        return cancelled

    async def servers_left(self) -> list[tuple[int, datetime]]:
        """The servers the bot was removed from, and when (not back since)."""
        async with self.core.store.unit() as uow:
            return list(await PrivacyRepository(uow.session).left_servers())

    async def purge_due(self, grace: timedelta = DEFAULT_GRACE, *, present: Callable[[int], bool | None] = lambda _: False) -> list[Purged]:
        """Delete the data of every server the bot left more than `grace` ago. `present(guild_id)`: whether
        the bot is in that server after all (True: it came back unnoticed, the purge is cancelled), or
        None when this process cannot tell (another process's shard: that one decides)."""
        cutoff = self.core.clock.now() - grace
        async with self.core.store.unit() as uow:
            due = await PrivacyRepository(uow.session).left_before(cutoff)
        seen = {guild_id: present(guild_id) for guild_id in due}
        back = [g for g, there in seen.items() if there]
        if back:
            await self.servers_back(back)
        purged: list[Purged] = []
        for guild_id in (g for g, there in seen.items() if there is False):
            async with self.core.store.unit() as uow:
                tables = await PrivacyRepository(uow.session).purge_server(guild_id, cutoff)
                await uow.commit()
            if tables is not None:
                log.info("server %s: purged %d tables and its ratings and settings, %s after the bot was removed", guild_id, tables, grace)
                purged.append(Purged(guild_id, tables))
        return purged
