"""Spellcaster's slash commands: the shared `/spellcaster new|rules` plus `/spellcaster cards`.

`/spellcaster cards [colour]` answers (only to the caller) with one page of the card set per colour:
an embed listing each design's name, copies, whether it is an active spell, and its text. Four tab
buttons (`sccards:{page}`, persistent DynamicItems registered when the cog loads) switch the page in
place. The whole set is about 3,300 characters, so each page stays far below Discord's embed limits.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

import discord
from discord import app_commands

from bot.games.spellcaster.cards import CARDS, PILES, Card
from cogs.games import GameCog

SYMBOLS = {"red": "⚔", "yellow": "✚", "blue": "◆", "green": "❦"}
ROLES = {"red": "combat", "yellow": "healing", "blue": "sorcery", "green": "conjuring"}
EMBED_COLOURS = {"red": 0xC4342D, "yellow": 0xEEC42A, "blue": 0x3465BE, "green": 0x2E8B4A}
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


def page_embed(number: int) -> discord.Embed:
    """The embed of page `number` (0-based): a field per design."""
    pages = card_pages()
    page = pages[number]
    colour = page.colour
    embed = discord.Embed(
        title=f"{SYMBOLS[colour]} {colour.title()} — {ROLES[colour]} ({page.copies} cards)",
        description=(
            f"Played onto the {colour} pile, facing you: you control the pile while its top card faces you. "
            "An action activates a top card facing you: do its text (each card once per turn)."
        ),
        colour=EMBED_COLOURS[colour],
    )
    for card in page.cards:
        if card.active:
            name = f"{ACTIVE_MARK} {card.name} ×{card.count} · active spell"
            text = card.text.removeprefix("ACTIVE:").strip()
            value = f"At the start of your turn: {text[:1].lower()}{text[1:]}"
        else:
            name = f"{card.name} ×{card.count}"
            value = card.text
        embed.add_field(name=name[:256], value=value[:1024], inline=False)
    total = sum(p.copies for p in pages)
    active = sum(card.count for card in CARDS.values() if card.active)
    embed.set_footer(
        text=f"Page {number + 1}/{len(pages)} · {total} cards, {active} of them active spells ({ACTIVE_MARK}: "
        "triggers by itself at the start of its controller's turn; it cannot be activated)"
    )
    return embed


class CardsPageButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"sccards:(?P<page>\d+)"):
    """A colour tab of `/spellcaster cards`: shows that colour's page in the same message."""

    def __init__(self, page: int, *, current: bool = False) -> None:
        colour = PILES[page % len(PILES)]
        super().__init__(
            discord.ui.Button(
                label=colour.title(),
                style=discord.ButtonStyle.primary if current else discord.ButtonStyle.secondary,
                disabled=current,
                custom_id=f"sccards:{page}",
            )
        )
        self.page = page % len(PILES)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]) -> CardsPageButton:
        return cls(int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(embed=page_embed(self.page), view=page_view(self.page))


def page_view(number: int) -> discord.ui.View:
    """The colour tabs, the current one pressed."""
    view = discord.ui.View(timeout=None)
    for page in range(len(PILES)):
        view.add_item(CardsPageButton(page, current=page == number))
    return view


class SpellcasterCog(GameCog, name="Spellcaster"):
    """`/spellcaster new|rules|cards`; the duel itself is played from the DMs."""

    def extra_commands(self, group: app_commands.Group) -> None:
        @app_commands.command(name="cards", description="The Spellcaster card set: name, colour, active spells and text")
        @app_commands.describe(colour="the colour to show first (default red)")
        async def cards(interaction: discord.Interaction, colour: Literal["red", "yellow", "blue", "green"] | None = None) -> None:
            number = PILES.index(colour) if colour in PILES else 0
            await interaction.response.send_message(embed=page_embed(number), view=page_view(number), ephemeral=True)

        group.add_command(cards)

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(CardsPageButton)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(CardsPageButton)
        await super().cog_unload()


COG = SpellcasterCog
