"""Druids' checks: why a play or a choice is refused now, with a translation code per reason."""

from __future__ import annotations

from bot.games.base import Action, IllegalAction
from bot.games.druids.actions import ChooseSickle, LeadGaia, Play
from bot.games.druids.cards import CARD_TEXT, COLOURS, DOMAIN_CARDS, VALUES, colour_name
from bot.games.druids.position import DruidsPosition


def check(st: DruidsPosition, seat: int, action: Action) -> None:
    """Raise IllegalAction, with the reason, unless `action` is legal for `seat` now."""
    # Fast path first: a card played to a trick in progress (most decisions).
    if type(action) is Play and not st.sickles_left and (st.trick or st.trick_no > 1):
        card = action.card
        if card in st.hands[seat]:
            led = st.led
            if led < 0 or card >= DOMAIN_CARDS or card // VALUES == led or not st.counts[seat][led]:
                return
        _refuse_play(st, seat, action)
    _check_other(st, seat, action)


def _refuse_play(st: DruidsPosition, seat: int, action: Play) -> None:
    """Raise the reason why a card may not be played now."""
    card = action.card
    hand = st.hands[seat]
    if card not in hand:
        raise IllegalAction(
            f"You cannot {action}: you do not hold {CARD_TEXT[card]}.", code="druids.not_held", card=CARD_TEXT[card]
        )
    led = st.led
    held = [CARD_TEXT[c] for c in hand if c < DOMAIN_CARDS and c // VALUES == led]
    raise IllegalAction(
        f"You cannot {action}. You must follow {colour_name(led)}: you hold {', '.join(held)}.",
        code="druids.must_follow",
        card=CARD_TEXT[card],
        colour=COLOURS[led],
        cards=held,
    )


def _check_other(st: DruidsPosition, seat: int, action: Action) -> None:
    """The rarer decisions: Sickle choices, leading Gaia, and whatever is out of place."""
    if st.sickles_left:
        choices = [f"sickle {COLOURS[c]}" for c in st.sickle_options]
        if type(action) is not ChooseSickle:
            raise IllegalAction(
                f"You cannot {action} now. First choose which stack the Sickle removes: {' or '.join(choices)}.",
                code="druids.sickle_pending",
                text=str(action),
                choices=choices,
            )
        if action.colour not in st.sickle_options:
            raise IllegalAction(
                f"You cannot {action}: the Sickle removes a stack with your highest top card, choose {' or '.join(choices)}.",
                code="druids.sickle_not_highest",
                text=str(action),
                choices=choices,
            )
        return
    if type(action) is ChooseSickle:
        raise IllegalAction(f"You cannot {action}: no Sickle awaits a choice now.", code="druids.no_sickle_choice", text=str(action))
    if not st.trick and st.trick_no == 1:
        if type(action) is not LeadGaia:
            raise IllegalAction(
                f"You cannot {action}: you hold Gaia and must lead it to trick 1, naming its colour (e.g. `play GAIA R`).",
                code="druids.must_lead_gaia",
                text=str(action),
            )
        if st.variant == "sun-moon" and not action.side:
            raise IllegalAction(
                f"You cannot {action}: name Gaia's side too, e.g. `{action} dark` or `{action} light`.",
                code="druids.gaia_side_missing",
                text=str(action),
            )
        if st.variant == "basic" and action.side:
            raise IllegalAction(
                f"You cannot {action}: Gaia's side is only chosen in the sun-moon variant; write `play GAIA {COLOURS[action.colour]}`.",
                code="druids.gaia_side_off",
                text=str(action),
            )
        return
    if type(action) is LeadGaia:
        raise IllegalAction(
            f"You cannot {action}: Gaia is only led to the first trick of a round.", code="druids.gaia_only_first", text=str(action)
        )
    raise IllegalAction(f"You cannot {action} now.", code="druids.not_allowed", text=str(action))
