"""The card primitives Abracadabra's computer players share: worth, who takes a trick, what may be played."""

from __future__ import annotations

from bot.ai.abracadabra_cards import VALUES, beats, best_of, playable, takes, value

SPADE, HEART, DIAMOND = 0x00, 0x10, 0x20  # suit bases: a card is suit * 16 + rank


def test_a_trump_is_worth_more_than_any_card_of_another_suit() -> None:
    assert value(HEART | 2, trump=1) > value(SPADE | 14, trump=1)
    assert value(HEART | 2, trump=-1) < value(SPADE | 14, trump=-1)
    assert all(VALUES[t][c] == value(c, t) for t in range(-1, 4) for c in range(64))


def test_a_card_beats_a_lower_one_of_its_suit_or_any_other_suit_by_trumping() -> None:
    assert beats(SPADE | 10, SPADE | 9, trump=-1)
    assert not beats(SPADE | 9, SPADE | 10, trump=-1)
    assert not beats(HEART | 14, SPADE | 2, trump=-1)  # another suit, no trump: it never takes the trick
    assert beats(HEART | 2, SPADE | 14, trump=1)


def test_the_trick_goes_to_the_highest_card_of_the_suit_led_unless_trumped() -> None:
    trick = [(0, SPADE | 9), (1, SPADE | 12), (2, DIAMOND | 14)]
    assert best_of(trick, trump=-1) == (1, SPADE | 12)
    assert best_of(trick, trump=2) == (2, DIAMOND | 14)
    assert best_of([*trick, (3, DIAMOND | 3)], trump=2) == (2, DIAMOND | 14)  # a lower trump does not overtrump
    assert takes([SPADE | 13, SPADE | 10, HEART | 2, DIAMOND | 2], trick, trump=1) == [True, False, True, False]


def test_a_player_must_follow_the_suit_led_if_he_can() -> None:
    hand = [SPADE | 3, HEART | 5, HEART | 9]
    assert playable(hand, []) == hand
    assert playable(hand, [(1, HEART | 12)]) == [HEART | 5, HEART | 9]
    assert playable(hand, [(1, DIAMOND | 12)]) == hand
