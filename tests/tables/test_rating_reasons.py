"""Why a rating rose without a win, decided from the numbers: the uncertainty σ shrank more than the skill
estimate μ moved ("the bot is surer"), or μ rose by finishing ahead of someone rated stronger ("upset");
kept with each change through the database and the end message's payload."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.games.base import Outcome
from bot.tables import TableService
from bot.tables.ratings import RatingChange, rate_finished, table_changes
from bot.tables.ratings.scale import NEW, Skill, changes, computer_skill, rate, rise_reason

NOW = datetime(2025, 5, 1, 12, tzinfo=UTC)


def game(skills: list[Skill], ranks: list[int], computers: tuple[int, ...] = ()) -> list[RatingChange]:
    """The people's changes of one game with these ratings and places (seats in `computers` are computers)."""
    after = [old if seat in computers else new for seat, (old, new) in enumerate(zip(skills, rate(skills, ranks), strict=True))]
    return changes([(seat, None if seat in computers else 100 + seat, rank, old, new) for seat, (rank, old, new) in enumerate(zip(ranks, skills, after, strict=True))])


def test_third_of_four_new_players_gains_because_the_bot_is_surer() -> None:
    first, second, third, fourth = game([NEW] * 4, [1, 2, 3, 4])
    assert third.delta == 10 and third.why == "surer", "μ dips a little, σ shrinks more: the issue's +10 for 3rd of 4"
    assert first.why is None, "a winner's rise needs no reason"
    assert second.delta > 0 and second.why is None, "2nd of 4 equals: the place itself says why"
    assert fourth.delta < 0 and fourth.why is None


def test_a_middle_place_ahead_of_a_stronger_player_is_an_upset() -> None:
    _, _, third, fourth = game([Skill(28, 3), Skill(25, 3), Skill(20, 2), Skill(22, 3)], [1, 2, 3, 4])
    assert third.delta > 0 and third.why == "upset", "3rd ahead of a player with a higher μ"
    assert fourth.why is None


def test_second_behind_a_weak_computer_and_ahead_of_a_hard_one_is_an_upset() -> None:
    skills = [NEW, computer_skill("easy"), computer_skill("hard"), computer_skill("normal")]
    (person,) = game(skills, [2, 1, 3, 4], computers=(1, 2, 3))
    assert person.delta > 0 and person.why == "upset"


@pytest.mark.parametrize(
    ("before", "after", "rank", "beaten", "why"),
    [
        (NEW, Skill(24.7, 8.0), 3, [NEW], "surer"),  # μ −0.3, 3σ −1.0: rises by sureness alone
        (NEW, Skill(26.0, 8.3), 2, [Skill(30, 3)], "upset"),
        (NEW, Skill(26.0, 8.3), 2, [Skill(20, 3)], None),  # a μ rise over weaker players: the place says it
        (NEW, Skill(26.0, 8.3), 1, [Skill(30, 3)], None),  # winners get no reason
        (NEW, Skill(24.0, 8.33), 3, [NEW], None),  # no rise
    ],
)
def test_the_reason_from_mu_and_sigma(before: Skill, after: Skill, rank: int, beaten: list[Skill], why: str | None) -> None:
    assert rise_reason(before, after, rank, beaten) == why


def test_the_reason_travels_in_the_payload_and_old_payloads_still_read() -> None:
    change = RatingChange(2, 1500, 1510, "surer")
    assert change.to_list() == [2, 1500, 1510, "surer"]
    assert RatingChange.of_list(change.to_list()) == change
    assert RatingChange(1, 1500, 1421).to_list() == [1, 1500, 1421]
    assert RatingChange.of_list([1, 1500, 1421]) == RatingChange(1, 1500, 1421, None)


async def test_the_stored_game_gives_the_same_reasons(service: TableService) -> None:
    """Four new people at a Druids table, rated as the table stores it: the reasons read back from the
    stored seats (places, μ and σ before and after) are the ones the rating step gave."""
    info = await service.create("druids", guild_id=1, channel_id=10, host_id=101, host_name="Ana", seed=1)
    for user, name in ((102, "Ben"), (103, "Cat"), (104, "Dan")):
        await service.join(info.id, user, name, 1)
    async with service.core.store.unit() as uow:
        row = await uow.repo.get_table(info.id)
        assert row is not None
        given = await rate_finished(uow, row, Outcome(scores=[30, 20, 10, 0], winners=[0]), NOW)
        await uow.commit()
    async with service.core.store.unit() as uow:
        stored = await table_changes(uow.session, info.id)
    assert stored == given
    assert [c.why for c in stored] == [None, None, "surer", None] and stored[2].delta == 10
