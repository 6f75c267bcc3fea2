"""Spellcaster's card and pile names in the reader's language, the same in the images and the messages."""

from __future__ import annotations

from bot.games.spellcaster.cards import CARDS, PILES
from bot.i18n import t


def card_name(card_id: str, lang: str = "en") -> str:
    """A card's name in the reader's language (the id itself if unknown)."""
    return t(lang, f"spellcaster-card-{card_id}-name") if card_id in CARDS else card_id


def colour_name(colour: str, lang: str = "en") -> str:
    """A pile colour in the reader's language ("red", "Rot", "قرمز"); an unknown one as it is."""
    return t(lang, f"spellcaster-colour-{colour}") if colour in PILES else colour
