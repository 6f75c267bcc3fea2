"""Kicks, votes to end, force-ending, preferences, one's tables, statistics — on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest

from bot.tables import (
    BOT,
    AlreadyVoted,
    NotHost,
    NotManager,
    NotSeated,
    Prefs,
    Refused,
    TableNotFound,
    TableService,
    WrongStatus,
)
from tests.support.driving import finish, moved
from tests.support.log import results_in_guild

ANA, BEN, CAT = 101, 102, 103
GUILD, OTHER_GUILD, CHANNEL = 1, 2, 10


async def running(service: TableService, *, guild: int = GUILD, computer: bool = False, clock: str | None = None, seed: int = 42) -> int:
    info = await service.create("takeaway", guild_id=guild, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=seed, clock=clock)
    if computer:
        await service.add_computer(info.id, ANA)
    else:
        await service.join(info.id, BEN, "Ben", guild)
    await moved(service, await service.start(info.id, ANA))
    return info.id


async def test_the_host_hands_a_seat_to_the_computer(service: TableService) -> None:
    table = await running(service)
    with pytest.raises(NotHost):
        await service.community.kick(table, BEN, ANA)
    with pytest.raises(Refused, match="your own seat"):
        await service.community.kick(table, ANA, ANA)
    with pytest.raises(NotSeated):
        await service.community.kick(table, ANA, CAT)
    update = await service.community.kick(table, ANA, BEN, GUILD)
    assert update.notices[0].kind == "kick" and update.notices[0].seat == 1
    ben = update.table.seats[1]
    assert ben.computer == "normal" and ben.user_id is None and ben.stood_in
    assert ben.name == "Ben" and ben.handed_over, "his name stays data: no English words appended"
    await moved(service, update)
    with pytest.raises(NotSeated):
        await service.act(table, BEN, "take 1", guild_id=GUILD)
    await finish(service, table)
    results = sorted(await results_in_guild(service, GUILD), key=lambda r: r.seat)
    assert [(r.computer, r.stand_in) for r in results] == [(False, False), (True, True)]


async def test_a_majority_of_the_players_ends_a_table_by_vote(service: TableService) -> None:
    table = await running(service, clock="1h")
    vote = await service.community.vote_end(table, ANA, GUILD)
    assert (vote.votes, vote.needed, vote.ended) == (1, 2, False)
    with pytest.raises(AlreadyVoted):
        await service.community.vote_end(table, ANA)
    with pytest.raises(NotSeated):
        await service.community.vote_end(table, CAT, GUILD)
    vote = await service.community.vote_end(table, BEN)
    assert (vote.votes, vote.needed, vote.ended) == (2, 2, True)
    info = await service.get(table, BOT)
    assert info.status == "abandoned" and info.deadline is None
    with pytest.raises(WrongStatus):
        await service.community.vote_end(table, BEN)
    assert list(await results_in_guild(service, GUILD)) == [], "an ended table has no result"


async def test_only_people_playing_count_for_the_majority(service: TableService) -> None:
    table = await running(service)
    await service.leave(table, BEN)  # a computer plays Ben's seat now
    vote = await service.community.vote_end(table, ANA)
    assert (vote.votes, vote.needed, vote.ended) == (1, 1, True)


async def test_server_managers_force_end_tables_of_their_own_server_only(service: TableService) -> None:
    table = await running(service, clock="2h")
    with pytest.raises(NotManager, match="Manage Server"):
        await service.community.force_end(table, BEN, GUILD, manager=False)
    with pytest.raises(TableNotFound):
        await service.community.force_end(table, CAT, OTHER_GUILD, manager=True)
    assert (await service.get(table, BOT)).status == "running"
    info = await service.community.force_end(table, CAT, GUILD, manager=True)
    assert info.status == "abandoned" and info.deadline is None
    with pytest.raises(WrongStatus):
        await service.community.force_end(table, CAT, GUILD, manager=True)


async def test_preferences_default_on_and_change_one_at_a_time(service: TableService) -> None:
    assert await service.community.prefs(ANA) == Prefs(ANA, mention_on_turn=True, dm_on_turn=True, quiet=False)
    await service.community.set_prefs(ANA, mention=False)
    prefs = await service.community.set_prefs(ANA, dm=False)
    assert (prefs.mention_on_turn, prefs.dm_on_turn, prefs.quiet) == (False, False, False)
    both = await service.community.prefs_of([ANA, BEN])
    assert both[ANA] == prefs and both[BEN] == Prefs(BEN)
    # What the preferences mean for pings:
    assert not prefs.mention() and prefs.loud_turn_dm(None) and prefs.loud_turn_dm(3600) and not prefs.loud_turn_dm(7200)
    quiet = await service.community.set_prefs(BEN, quiet=True)
    assert not quiet.mention() and not quiet.loud_turn_dm(None) and not quiet.reminders()
    assert Prefs(CAT).mention() and Prefs(CAT).loud_turn_dm(86400) and Prefs(CAT).reminders()


async def test_my_tables_in_this_server_running_first_with_whose_turn(service: TableService) -> None:
    first = await running(service)
    lobby = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=BEN, host_name="Ben")
    await service.join(lobby.id, ANA, "Ana", GUILD)
    await running(service, guild=OTHER_GUILD)
    mine = await service.community.mine(ANA, GUILD)
    assert [(t.id, t.status) for t in mine] == [(first, "running"), (lobby.id, "lobby")]
    assert mine[0].awaited == (0,)
    assert [t.id for t in await service.community.mine(CAT, GUILD)] == []


async def test_stats_and_leaderboard_after_games(service: TableService) -> None:
    won: list[bool] = []
    for seed in (1, 2, 3):
        table = await running(service, seed=seed)
        await finish(service, table)
        won.append(next(r.winner for r in await results_in_guild(service, GUILD) if r.table_id == table and r.user_id == ANA))
    against_computer = await running(service, computer=True, seed=4)
    await finish(service, against_computer)
    elsewhere = await running(service, guild=OTHER_GUILD, seed=5)
    await finish(service, elsewhere)

    stats = await service.community.stats(ANA, GUILD)
    vs_computer_win = next(r.winner for r in await results_in_guild(service, GUILD) if r.table_id == against_computer and r.user_id == ANA)
    ana_wins = sum(won) + int(vs_computer_win)
    assert (stats.games, stats.wins, stats.stand_in_games) == (4, ana_wins, 0)
    assert [(g.game, g.games, g.wins) for g in stats.per_game] == [("takeaway", 4, ana_wins)]
    ben = await service.community.stats(BEN, GUILD)
    assert (ben.games, ben.wins) == (3, 3 - sum(won))
    assert (await service.community.stats(CAT, GUILD)).games == 0

    board = await service.community.leaderboard("takeaway", GUILD)
    assert {(s.user_id, s.wins, s.games) for s in board} == {(ANA, ana_wins, 4), (BEN, 3 - sum(won), 3)}
    assert [s.wins for s in board] == sorted((s.wins for s in board), reverse=True)
    assert all(s.user_id is not None for s in board), "computers are not on the leaderboard"
    with pytest.raises(Refused, match="Unknown game"):
        await service.community.leaderboard("chess", GUILD)
