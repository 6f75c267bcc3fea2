"""The rating model and its display scale: pure functions over openskill's Plackett–Luce model.

Every person starts at openskill's defaults (μ = 25, σ = 25/3). Players are ranked by the
conservative estimate μ − 3σ (a new player's is 0) and shown on an Elo-like scale:
`display = 1500 + 24 × (μ − 3σ)`, so a new player shows 1,500 and one starting σ is 200 points.
Computers take part at a fixed rating per level and are never updated, so beating `hard` moves a
person further than beating `easy`. A person with fewer than `PROVISIONAL_GAMES` rated games is
marked provisional. Since σ shrinks with every game, a person can rise without winning (3rd of 4
new players: +10); `rise_reason` tells why, for the end message.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
DISPLAY_BASE = 1500
DISPLAY_PER_POINT = 24  # display points per point of μ − 3σ: 200 / (25/3)
PROVISIONAL_GAMES = 5
# What each computer level plays like, on the same scale as people (μ, σ). A small σ: their strength is
# known and fixed, so a result against them teaches about the person only.
COMPUTER_SKILL: Mapping[str, tuple[float, float]] = {"easy": (18.0, 1.0), "normal": (25.0, 1.0), "hard": (32.0, 1.0)}


@dataclass(frozen=True)
class Skill:
    """A rating: mean μ and uncertainty σ."""

    mu: float
    sigma: float

    @property
    def conservative(self) -> float:
        """μ − 3σ: the skill the player has with high confidence; what rankings use."""
        return self.mu - 3 * self.sigma

    @property
    def display(self) -> int:
        """The rating as players see it (1,500 for a new player)."""
        return display(self.mu, self.sigma)


NEW = Skill(MODEL.mu, MODEL.sigma)


def display(mu: float, sigma: float) -> int:
    """μ and σ on the display scale: 1500 + 24 × (μ − 3σ), rounded."""
    return round(DISPLAY_BASE + DISPLAY_PER_POINT * (mu - 3 * sigma))


def computer_skill(level: str | None) -> Skill:
    """The fixed rating of a computer level (an unknown level plays like `normal`)."""
    mu, sigma = COMPUTER_SKILL.get(level or "normal", COMPUTER_SKILL["normal"])
    return Skill(mu, sigma)


def ranks_of(scores: Sequence[int], winners: Sequence[int]) -> list[int]:
    """Places from an outcome (1 is best; equal scores share a place): the winners first, then by score."""
    return [1 if seat in winners else max(2, 1 + sum(1 for other in scores if other > score)) for seat, score in enumerate(scores)]


def rate(skills: Sequence[Skill], ranks: Sequence[int]) -> list[Skill]:
    """Each seat's rating after a game in which they took `ranks` (1 best, ties share a place)."""
    teams = [[MODEL.rating(mu=s.mu, sigma=s.sigma)] for s in skills]
    rated = MODEL.rate(teams, ranks=[float(r) for r in ranks])
    return [Skill(float(team[0].mu), float(team[0].sigma)) for team in rated]


def hints_on(options: Mapping[str, Any]) -> bool:
    """Whether a table allows hints (its `hints` option; missing means off)."""
    value = options.get("hints")
    return bool(value) and str(value).strip().lower() not in ("off", "no", "false", "0", "without")


def unrated_reason(options: Mapping[str, Any], guild_id: int | None, seats: Sequence[tuple[int | None, str | None, bool]]) -> str | None:
    """Why a finished table does not count for ratings, or None when it does. `seats`: (user id, computer
    level, whether a stand-in ever played it) per seat. Reasons: `hints` (allowed at the table),
    `stand-in` (a computer played for a person), `outside` (not in a server), `no-people`, `same-person`
    (one person in two seats)."""
    if guild_id is None:
        return "outside"
    if hints_on(options):
        return "hints"
    if any(stood_in or (user is not None and level is not None) for user, level, stood_in in seats):
        return "stand-in"
    people = [user for user, level, _ in seats if user is not None and level is None]
    if not people or len(seats) < 2:
        return "no-people"
    return "same-person" if len(set(people)) != len(people) else None


def rise_reason(before: Skill, after: Skill, rank: int, beaten: Sequence[Skill]) -> str | None:
    """Why a person's displayed rating rose although they did not win (None when it did not rise, or
    they won). `beaten`: the ratings before the game of the seats they finished ahead of.

    The rise is the sum of two parts: μ moving (the estimate of their skill) and 3σ shrinking (the model
    is surer of it). `surer` when the shrinking σ carries it (3rd of 4 new players: μ dips, σ shrinks
    more); `upset` when μ's part is the larger and they finished ahead of someone the model rated
    stronger (a higher μ). A μ-driven rise over players no stronger is what the place itself says (2nd
    of 4 equals): None."""
    if rank == 1 or after.display <= before.display:
        return None
    skill, sureness = after.mu - before.mu, 3 * (before.sigma - after.sigma)
    if skill <= sureness:
        return "surer"
    return "upset" if any(other.mu > before.mu for other in beaten) else None


@dataclass(frozen=True)
class RatingChange:
    """One person's rating around a finished game, on the display scale, and why it rose without a win
    (`rise_reason`: `surer`, `upset`, or None)."""

    seat: int
    before: int
    after: int
    why: str | None = None

    @property
    def delta(self) -> int:
        """Points won (negative: lost)."""
        return self.after - self.before

    def to_list(self) -> list[Any]:
        """The JSON form kept in the end message's payload."""
        return [self.seat, self.before, self.after, *([self.why] if self.why else [])]

    @classmethod
    def of_list(cls, data: Sequence[Any]) -> RatingChange:
        """Back from `to_list` (a payload stored before reasons were kept has three items)."""
        seat, before, after, *why = data
        return cls(int(seat), int(before), int(after), str(why[0]) if why and why[0] else None)


def changes(seats: Sequence[tuple[int, int | None, int, Skill, Skill]]) -> list[RatingChange]:
    """The people's changes for a finished table, in seat order. `seats`: (seat, user id, place, before,
    after) of every rated seat; computers (no user id) are left out, but count as opponents."""
    return [
        RatingChange(seat, before.display, after.display, rise_reason(before, after, rank, [s[3] for s in seats if s[2] > rank]))
        for seat, user, rank, before, after in sorted(seats, key=lambda s: s[0])
        if user is not None
    ]
