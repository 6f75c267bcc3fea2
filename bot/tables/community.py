"""The people around a table: kicking a seat, voting to end, force-ending, ping preferences,
one's open tables, statistics and leaderboards."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from bot.i18n import LANGUAGES, supported
from bot.store import GuildConfig, PlayerPrefs
from bot.store.status import Status
from bot.tables.access import Caller
from bot.tables.core import TableCore
from bot.tables.errors import AlreadyVoted, BadRequest, NotManager, NotSeated
from bot.tables.model import GameStats, Notice, Prefs, ServerLanguage, Standing, Stats, TableInfo, Update, Vote
from bot.tables.outbox import owe_end


def new_prefs(user_id: int) -> PlayerPrefs:
    """A user's preferences before they changed any."""
    return PlayerPrefs(user_id=user_id, mention_on_turn=True, dm_on_turn=True, quiet=False)


class Community:
    """Seats, votes, preferences and records."""

    def __init__(self, core: TableCore) -> None:
        self.core = core

    async def kick(self, table_id: int, host_id: int, user_id: int, guild_id: int | None = None) -> Update:
        """The host hands a player's seat to a computer for the rest of the game."""
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, Caller(host_id, guild_id), for_update=True)
            self.core.require_status(row, Status.RUNNING)
            self.core.require_host(row, host_id)
            if user_id == host_id:
                raise BadRequest("You cannot hand your own seat over: use `/table leave`.", code="table.kick_self")
            seat = next((s for s in row.seats if s.user_id == user_id), None)
            if seat is None:
                raise NotSeated("That user has no seat at this table.", code="table.user_not_seated", table=table_id)
            self.core.hand_to_computer(row, seat)
            await uow.repo.write_seats(row)
            return await self.core.advance(uow, row, [], expected_version=row.version, notices=[Notice("kick", seat.seat)])

    async def vote_end(self, table_id: int, user_id: int, guild_id: int | None = None) -> Vote:
        """A player votes to end the table; a majority of the people playing ends it without a result."""
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, Caller(user_id, guild_id), for_update=True)
            self.core.require_status(row, Status.RUNNING)
            info = TableInfo.of(row)
            if info.seat_of(user_id) is None:
                raise NotSeated("Only players at this table can vote to end it.", code="table.not_voter", table=table_id)
            votes = list(row.end_votes or [])
            if user_id in votes:
                raise AlreadyVoted("You have voted to end this table already.", table=table_id)
            humans = {s.user_id for s in info.humans}
            votes = [v for v in [*votes, user_id] if v in humans]
            needed = len(humans) // 2 + 1
            ended = len(votes) >= needed
            now = self.core.clock.now()
            row.end_votes = votes
            row.updated_at = now
            if ended:
                row.status, row.finished_at, row.deadline, row.reminder_at = Status.ABANDONED, now, None, None
                await owe_end(uow, row, now)
            await uow.commit()
            return Vote(TableInfo.of(row), len(votes), needed, ended)

    async def force_end(self, table_id: int, user_id: int, guild_id: int | None, *, manager: bool) -> TableInfo:
        """A member with Manage Server ends any open table of their server, without a result."""
        if not manager:
            raise NotManager(
                "Only members with the Manage Server permission can end a table. Players can `/table vote-end`.",
                code="table.not_manager_end",
                table=table_id,
            )
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            # A damaged table can be ended: that is how a manager clears it away.
            row = await self.core.load(uow, table_id, Caller(user_id, guild_id), for_update=True, damaged_ok=True)
            if guild_id is None or row.guild_id != guild_id:
                raise NotManager("A table can only be ended from its own server.", code="table.other_server", table=table_id)
            self.core.require_status(row, Status.RUNNING, Status.LOBBY, Status.DAMAGED)
            now = self.core.clock.now()
            row.status, row.finished_at, row.updated_at, row.deadline, row.reminder_at = Status.ABANDONED, now, now, None, None
            await owe_end(uow, row, now)
            await uow.commit()
            return TableInfo.of(row)

    # ---- preferences ---------------------------------------------------------------------

    async def prefs(self, user_id: int) -> Prefs:
        """A user's ping preferences (defaults if never set)."""
        async with self.core.store.unit() as uow:
            return Prefs.of(user_id, await uow.repo.prefs(user_id))

    async def prefs_of(self, user_ids: Iterable[int]) -> dict[int, Prefs]:
        """Preferences of several users."""
        ids = set(user_ids)
        async with self.core.store.unit() as uow:
            rows = await uow.repo.prefs_of(ids)
        return {uid: Prefs.of(uid, rows.get(uid)) for uid in ids}

    async def set_prefs(
        self, user_id: int, *, mention: bool | None = None, dm: bool | None = None, quiet: bool | None = None
    ) -> Prefs:
        """Change some preferences; the others keep their values."""
        async with self.core.store.unit() as uow:
            row = await uow.repo.prefs(user_id) or new_prefs(user_id)
            if mention is not None:
                row.mention_on_turn = mention
            if dm is not None:
                row.dm_on_turn = dm
            if quiet is not None:
                row.quiet = quiet
            await uow.repo.save_prefs(row)
            await uow.commit()
            return Prefs.of(user_id, row)

    # ---- languages -----------------------------------------------------------------------

    async def seen(self, user_id: int, user_locale: str | None, guild_id: int | None, guild_locale: str | None) -> tuple[str, str]:
        """Remember the Discord locales of an interaction (the user's, the server's preferred one) for
        messages sent later, e.g. a DM when it becomes the user's turn. Returns the user's language and
        the language of the server's tables. Writes only when a locale changed."""
        return await self.core.store.retrying(lambda: self._seen(user_id, user_locale, guild_id, guild_locale))

    async def _seen(self, user_id: int, user_locale: str | None, guild_id: int | None, guild_locale: str | None) -> tuple[str, str]:
        async with self.core.store.unit() as uow:
            prefs = await uow.repo.prefs(user_id)
            config = await uow.repo.guild_config(guild_id) if guild_id is not None else None
            changed = False
            if user_locale and (prefs is None or prefs.discord_locale != user_locale):
                prefs = prefs or new_prefs(user_id)
                prefs.discord_locale = user_locale
                await uow.repo.save_prefs(prefs)
                changed = True
            if guild_id is not None and guild_locale and (config is None or config.discord_locale != guild_locale):
                config = config or GuildConfig(guild_id=guild_id, turn_limit=None, updated_at=self.core.clock.now())
                config.discord_locale = guild_locale
                await uow.repo.save_guild_config(config)
                changed = True
            if changed:
                await uow.commit()
            return Prefs.of(user_id, prefs).language(), ServerLanguage.of(guild_id, config).language()

    async def set_language(self, user_id: int, language: str | None) -> Prefs:
        """A user's language for everything the bot sends them (None: follow their Discord locale)."""
        if language is not None and supported(language) is None:
            raise BadRequest(f"Unknown language {language!r} (allowed: {', '.join(LANGUAGES)}).", code="table.bad_language", language=language)
        async with self.core.store.unit() as uow:
            row = await uow.repo.prefs(user_id) or new_prefs(user_id)
            row.locale = supported(language) if language is not None else None
            await uow.repo.save_prefs(row)
            await uow.commit()
            return Prefs.of(user_id, row)

    async def server_language(self, guild_id: int | None) -> ServerLanguage:
        """How a server's tables choose their language."""
        if guild_id is None:
            return ServerLanguage(None)
        async with self.core.store.unit() as uow:
            return ServerLanguage.of(guild_id, await uow.repo.guild_config(guild_id))

    async def set_server_language(self, guild_id: int, language: str | None, *, manager: bool) -> ServerLanguage:
        """A server manager sets the language of the tables' public messages (None: the server's Discord locale)."""
        if not manager:
            raise NotManager("Only members with the Manage Server permission can change the server's settings.")
        if language is not None and supported(language) is None:
            raise BadRequest(f"Unknown language {language!r} (allowed: {', '.join(LANGUAGES)}).", code="table.bad_language", language=language)
        async with self.core.store.unit() as uow:
            config = await uow.repo.guild_config(guild_id) or GuildConfig(guild_id=guild_id, turn_limit=None)
            config.locale = supported(language) if language is not None else None
            config.updated_at = self.core.clock.now()
            await uow.repo.save_guild_config(config)
            await uow.commit()
            return ServerLanguage.of(guild_id, config)

    # ---- reading -------------------------------------------------------------------------

    async def mine(self, user_id: int, guild_id: int | None) -> list[TableInfo]:
        """The user's open tables in a server (running first, then lobbies, then damaged ones), seats the computer plays included."""
        async with self.core.store.unit() as uow:
            rows = await uow.repo.tables_of_user(user_id, guild_id, (Status.RUNNING, Status.LOBBY, Status.DAMAGED))
            tables = [TableInfo.of(r) for r in rows]
        return sorted(tables, key=lambda t: ((Status.RUNNING, Status.LOBBY, Status.DAMAGED).index(t.status), -t.id))

    async def stats(self, user_id: int, guild_id: int | None) -> Stats:
        """Games and wins of a player in a server, in all and per game."""
        async with self.core.store.unit() as uow:
            results = await uow.repo.results_of_user(user_id, guild_id)
        per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for result in results:
            per[result.game][0] += 1
            per[result.game][1] += int(result.winner)
        return Stats(
            user_id=user_id,
            games=len(results),
            wins=sum(1 for r in results if r.winner),
            stand_in_games=sum(1 for r in results if r.stand_in),
            per_game=tuple(GameStats(game, g, w) for game, (g, w) in sorted(per.items())),
        )

    async def leaderboard(self, game_key: str, guild_id: int | None, limit: int = 10) -> list[Standing]:
        """Most wins in a game in a server (people only)."""
        self.core.game(game_key)
        async with self.core.store.unit() as uow:
            rows = await uow.repo.leaderboard(game_key, guild_id, limit)
        return [Standing(user_id, wins, games) for user_id, wins, games in rows]

