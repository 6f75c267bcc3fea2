"""Spellcaster's slash commands: the shared `/spellcaster new|rules` plus `/spellcaster cards`.

`/spellcaster cards [colour]` answers (only to the caller, in their language) with one page of the card
set per colour: an embed listing each design's name, copies, whether it is an active spell, and its
text, all from the `spellcaster` catalog (the card data keeps the English). Four tab
buttons (`sccards:{page}`, persistent DynamicItems registered when the cog loads) switch the page in
place. The whole set is about 3,300 characters, so each page stays far below Discord's embed limits.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from bot.games.spellcaster.cards import CARDS, PILE_COLOURS, PILE_SYMBOLS, PILES, Card
from bot.i18n import t
from cogs.client import Interaction
from cogs.games import GameCog
from cogs.language import ls, user_lang

# The embeds take the piles' colours and symbols from the images: one place for both.
EMBED_COLOURS = {colour: (r << 16) | (g << 8) | b for colour, (r, g, b) in PILE_COLOURS.items()}
ACTIVE_MARK = "⟳"


@dataclass(frozen=True)
class Page:
    """The cards of one colour."""

    colour: str
    cards: tuple[Card, ...]

    @property
    def copies(self) -> int:
        """Physical cards of this colour in the deck."""
        return sum(card.count for card in self.cards)


def card_pages() -> list[Page]:
    """One page per pile colour, in pile order, cards in the card list's order."""
    return [Page(colour, tuple(c for c in CARDS.values() if c.colour == colour)) for colour in PILES]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def colour_title(colour: str, lang: str = "en") -> str:
    """A colour as a title or tab: "Red", "Rot", "قرمز"."""
    return _capital(t(lang, f"spellcaster-colour-{colour}"))


def _active_text(card: Card, lang: str) -> str:
    text = t(lang, f"spellcaster-card-{card.id}-text")
    # English continues the sentence after the colon ("At the start of your turn: gain 1 Energy.").
    if lang == "en":
        text = text[:1].lower() + text[1:]
    return t(lang, "spellcaster-cards-active-text", text=text)


def page_embed(number: int, lang: str = "en") -> discord.Embed:
    """The embed of page `number` (0-based) in the reader's language: a field per design."""
    pages = card_pages()
    page = pages[number]
    colour = page.colour
    embed = discord.Embed(
        title=t(
            lang,
            "spellcaster-cards-title",
            symbol=PILE_SYMBOLS[colour],
            colour=colour_title(colour, lang),
            role=t(lang, f"spellcaster-role-{colour}"),
            n=page.copies,
        ),
        description=t(lang, "spellcaster-cards-description", colour=t(lang, f"spellcaster-colour-{colour}")),
        colour=EMBED_COLOURS[colour],
    )
    for card in page.cards:
        name = t(lang, f"spellcaster-card-{card.id}-name")
        if card.active:
            field = t(lang, "spellcaster-cards-field-active", mark=ACTIVE_MARK, name=name, count=card.count)
            value = _active_text(card, lang)
        else:
            field = t(lang, "spellcaster-cards-field", name=name, count=card.count)
            value = t(lang, f"spellcaster-card-{card.id}-text")
        embed.add_field(name=field[:256], value=value[:1024], inline=False)
    total = sum(p.copies for p in pages)
    active = sum(card.count for card in CARDS.values() if card.active)
    embed.set_footer(
        text=t(lang, "spellcaster-cards-footer", page=number + 1, pages=len(pages), total=total, active=active, mark=ACTIVE_MARK)
    )
    return embed


class CardsPageButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"sccards:(?P<page>\d+)"):
    """A colour tab of `/spellcaster cards`: shows that colour's page in the same message."""

    def __init__(self, page: int, *, current: bool = False, lang: str = "en") -> None:
        colour = PILES[page % len(PILES)]
        super().__init__(
            discord.ui.Button(
                label=colour_title(colour, lang),
                style=discord.ButtonStyle.primary if current else discord.ButtonStyle.secondary,
                disabled=current,
                custom_id=f"sccards:{page}",
            )
        )
        self.page = page % len(PILES)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> CardsPageButton:
        return cls(int(match["page"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        lang = await user_lang(interaction)
        await interaction.response.edit_message(embed=page_embed(self.page, lang), view=page_view(self.page, lang))


def page_view(number: int, lang: str = "en") -> discord.ui.View:
    """The colour tabs, the current one pressed."""
    view = discord.ui.View(timeout=None)
    for page in range(len(PILES)):
        view.add_item(CardsPageButton(page, current=page == number, lang=lang))
    return view


class SpellcasterCog(GameCog, name="Spellcaster"):
    """`/spellcaster new|rules|cards`; the duel itself is played from the DMs."""

    def extra_commands(self, group: app_commands.Group) -> None:
        @app_commands.command(name=ls("spellcaster-cmd-cards"), description=ls("spellcaster-cmd-cards-description"))
        @app_commands.rename(colour=ls("spellcaster-cmd-cards-colour"))
        @app_commands.describe(colour=ls("spellcaster-cmd-cards-colour-description"))
        @app_commands.choices(colour=[app_commands.Choice(name=ls(f"spellcaster-colour-{c}"), value=c) for c in PILES])
        async def cards(interaction: Interaction, colour: str | None = None) -> None:
            number = PILES.index(colour) if colour in PILES else 0
            lang = await user_lang(interaction)
            await interaction.response.send_message(embed=page_embed(number, lang), view=page_view(number, lang), ephemeral=True)

        group.add_command(cards)

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(CardsPageButton)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(CardsPageButton)
        await super().cog_unload()
