"""Every string the bot writes fits its column, with worst-case values, on SQLite and PostgreSQL.

SQLite does not enforce a VARCHAR's length; PostgreSQL refuses a longer value and the move fails. So
each bounded column has a worst case worked out from what can reach it (Discord's limits on names,
the longest host name, 100 shard ids, every game's longest action), and PostgreSQL stores it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import discord
import pytest
import sqlalchemy as sa

from bot.ai.levels import LEVELS
from bot.clock import ManualClock
from bot.command_sync import meta_key
from bot.games import GAMES
from bot.i18n import LANGUAGES
from bot.owner import OWNER_LENGTH, owner_name, process_home
from bot.ratelimit import BUDGET_KEY
from bot.store import Store
from bot.store.models import Base
from bot.store.status import Status
from bot.tables import BOT, TableService
from bot.tables.payloads import OwedKind
from tests.conftest import TEST_GAMES, TEST_PLAYERS

LONGEST_HOST = "ip-172-31-22-33." + ".".join(["eu-central-1-compute-internal-zone"] * 7)[:236]  # 253, DNS's limit
HUNDRED_SHARDS = list(range(900, 1000))
LONGEST_DISPLAY_NAME = "𝔄𝔫𝔞" * 10 + "𝔞𝔞"  # Discord: nick, global name and username are 32 at most; astral letters
NOW = datetime(2026, 12, 1, tzinfo=UTC)


def longest_action() -> str:
    """The longest action text met in seeded random games of every built-in game."""
    found = ""
    for game in GAMES.values():
        for players in range(game.min_players, game.max_players + 1):
            rng = random.Random(players)
            state = game.new(players=players, seed=players, options={})
            while not state.is_over():
                seat = min(state.to_move())
                actions = state.legal_actions(seat)
                found = max([found, *map(str, actions)], key=len)
                state.apply(seat, rng.choice(actions))
    return found


WORST: dict[str, Callable[[], str]] = {
    "tables.game": lambda: max(TEST_GAMES, key=len),
    "tables.status": lambda: max((s.value for s in Status), key=len),
    "seats.name": lambda: LONGEST_DISPLAY_NAME,
    "seats.computer": lambda: max([*LEVELS, "random"], key=len),
    "actions.action": longest_action,
    "results.game": lambda: max(TEST_GAMES, key=len),
    "player_prefs.locale": lambda: max(LANGUAGES, key=len),
    "player_prefs.discord_locale": lambda: max((locale.value for locale in discord.Locale), key=len),
    "guild_config.locale": lambda: max(LANGUAGES, key=len),
    "guild_config.discord_locale": lambda: max((locale.value for locale in discord.Locale), key=len),
    "bot_meta.key": lambda: meta_key(2**64 - 1, 2**64 - 1),
    "outbox.kind": lambda: max((kind.value for kind in OwedKind), key=len),
    "outbox.claimed_by": lambda: owner_name(process_home(LONGEST_HOST, HUNDRED_SHARDS), pid=4_194_304),
    "rate_budget.key": lambda: BUDGET_KEY,
    "ratings.game": lambda: max(TEST_GAMES, key=len),
    "rated_results.game": lambda: max(TEST_GAMES, key=len),
    "rated_results.level": lambda: max(LEVELS, key=len),
    "hints.action": longest_action,
    "replay_posts.claimed_by": lambda: owner_name(process_home(LONGEST_HOST, HUNDRED_SHARDS), pid=4_194_304),
}


def bounded_columns() -> dict[str, int]:
    """Every string column with a length, as "table.column" → length."""
    return {
        f"{table.name}.{column.name}": column.type.length
        for table in Base.metadata.sorted_tables
        for column in table.columns
        if isinstance(column.type, sa.String) and column.type.length is not None
    }


def test_every_bounded_string_column_has_a_worst_case() -> None:
    assert set(bounded_columns()) == set(WORST), "a new bounded column needs its worst case here"


@pytest.mark.parametrize("column", sorted(WORST))
def test_the_worst_case_fits_the_column(column: str) -> None:
    value = WORST[column]()
    assert len(value) <= bounded_columns()[column], f"{column}: {value!r}"


def test_the_owner_name_is_bounded_whatever_the_host_and_shards() -> None:
    for host in ("a", LONGEST_HOST):
        for shards in (None, [0], HUNDRED_SHARDS, [10**12, 10**15 + 1]):
            name = owner_name(process_home(host, shards), pid=2**31)
            assert len(name) <= OWNER_LENGTH, name
    assert process_home(LONGEST_HOST, [0, 1]) == process_home(LONGEST_HOST, [1, 0]), "the same shards, the same home"
    assert process_home(LONGEST_HOST, [0, 2]) != process_home(LONGEST_HOST, [0, 1, 2]), "a gap is another home"
    assert process_home(LONGEST_HOST, HUNDRED_SHARDS).endswith("/900-999")


async def test_worst_case_values_are_stored(store: Store) -> None:
    values = {column: WORST[column]() for column in WORST}
    rows: dict[str, dict[str, object]] = {
        "tables": {"id": 1, "host_id": 1, "options": {}, "seed": 1, "prompts": {}, "created_at": NOW, "updated_at": NOW},
        "seats": {"table_id": 1, "seat": 0},
        "actions": {"table_id": 1, "seq": 1, "seat": 0, "created_at": NOW},
        "results": {"table_id": 1, "seat": 0, "score": 0, "rank": 1, "winner": True, "finished_at": NOW},
        "player_prefs": {"user_id": 1},
        "guild_config": {"guild_id": 1, "updated_at": NOW},
        "bot_meta": {"value": "x", "updated_at": NOW},
        "outbox": {"table_id": 1, "version": 0, "payload": {}, "created_at": NOW},
        "rate_budget": {"sent": [0.0, 1.5]},
        "ratings": {"guild_id": 1, "user_id": 1, "mu": 25.0, "sigma": 8.3, "conservative": 0.1, "games": 1, "wins": 0, "updated_at": NOW},
        "rated_results": {"table_id": 1, "seat": 0, "guild_id": 1, "rank": 1, "mu_before": 25.0, "sigma_before": 8.3, "mu_after": 26.0, "sigma_after": 8.0, "rated_at": NOW},
        "hints": {"table_id": 1, "seat": 0, "version": 0, "created_at": NOW},
        "replay_posts": {"table_id": 1},
    }
    for column, value in values.items():
        table, name = column.split(".")
        rows[table][name] = value
    async with store.engine.begin() as connection:
        for table in Base.metadata.sorted_tables:
            await connection.execute(table.insert(), [rows[table.name]])
    async with store.engine.connect() as connection:
        for column, value in values.items():
            table, name = column.split(".")
            stored = await connection.scalar(sa.select(Base.metadata.tables[table].c[name]))
            assert stored == value, column


async def test_long_names_and_the_longest_owner_go_through_the_service(store: Store) -> None:
    clock = ManualClock()
    service = TableService(store, games=TEST_GAMES, players=TEST_PLAYERS, clock=clock)
    service.core.outbox_owner = WORST["outbox.claimed_by"]()
    info = await service.create("takeaway", guild_id=1, channel_id=2, host_id=11, host_name=LONGEST_DISPLAY_NAME, seed=7)
    await service.join(info.id, 12, LONGEST_DISPLAY_NAME[::-1], 1)
    await service.start(info.id, 11, 1)
    clock.advance(seconds=60)
    owed = await service.deliveries.claim_owed(timedelta(seconds=20))
    assert owed, "the start's messages were recorded and claimed again under the longest name"
    assert [seat.name for seat in (await service.get(info.id, BOT)).seats] == [LONGEST_DISPLAY_NAME, LONGEST_DISPLAY_NAME[::-1]]
