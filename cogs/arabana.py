"""Arabana-Opodopo's slash commands for power users: `/arabana bridge`, `/arabana exchange`, `/arabana draw`.

Each takes one option whose autocomplete lists the caller's legal actions of that kind at the table in
this thread (filtered by what was typed, at most 25). A choice's value is the action text itself
(`bridge Lusepil-Nuridan with Nuridan`); typed text is accepted too (`Lusepil-Nuridan`, `bag`, `Iki`),
and an illegal move is refused with the engine's reason. The move goes through the table service like
a click, then the flow publishes it (board in the thread, new DMs).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.games.arabana.actions import parse_action
from bot.games.base import GameError, State
from bot.tables import Refused, TableInfo
from cogs.errors import handle_error
from cogs.flow import table_view
from cogs.games import GameCog
from cogs.text.arabana import action_label, turn_prompt

if TYPE_CHECKING:
    from bot.tables import TableService
    from cogs.flow import TableFlow

NOTHING = "-"  # the value of a hint shown instead of choices (e.g. "not your turn")
MAX_CHOICES = 25  # Discord's limit for autocomplete answers
WHAT = {"bridge": "lay a bridge", "exchange": "take over a bridge", "draw": "draw"}


def _service(interaction: discord.Interaction) -> TableService:
    return interaction.client.service  # type: ignore[attr-defined,no-any-return]


def _flow(interaction: discord.Interaction) -> TableFlow:
    return interaction.client.flow  # type: ignore[attr-defined,no-any-return]


def _plain(text: str) -> str:
    return text.lower().replace("–", "-")


def verb_actions(state: State, seat: int, verb: str) -> list[str]:
    """The seat's legal actions of one kind, as text (empty when it is not the seat's turn)."""
    return [text for text in map(str, state.legal_actions(seat)) if text.split(" ", 1)[0] == verb]


def matches(typed: str, action: str, label: str) -> bool:
    """Every word typed occurs in the action text or its label (any case, either dash)."""
    haystack = _plain(f"{action} {label}")
    return all(word in haystack for word in _plain(typed).split())


def suggestions(typed: str, actions: list[str], view: dict[str, Any]) -> list[app_commands.Choice[str]]:
    """At most 25 choices (label, action text) matching what was typed; those starting with it first."""
    labelled = [(action_label(a, view), a) for a in actions]
    found = [(label, a) for label, a in labelled if matches(typed, a, label)]
    start = _plain(typed).strip()
    found.sort(key=lambda pair: not _plain(pair[1]).split(" ", 1)[-1].startswith(start))
    return [app_commands.Choice(name=label[:100], value=a[:100]) for label, a in found[:MAX_CHOICES]]


def why_none(state: State, seat: int, verb: str, info: TableInfo) -> str:
    """Why the seat has no action of this kind now."""
    waiting = sorted(state.to_move())
    if state.is_over():
        return "The game is over."
    if seat not in waiting:
        names = ", ".join(info.names[s] for s in waiting if s < len(info.names))
        return f"It is not your turn (waiting for {names})."
    view = state.view(seat)
    phase = view.get("phase")
    if phase == "setup":
        return "First choose your card for the display (in your DM)."
    if phase != "play":
        return f"First this: {turn_prompt(view, info.names)}"
    if verb == "draw" and not view.get("bag_size") and not any(view.get("display") or []):
        return "No card is left to draw: end your turn in your DM."
    if verb == "draw":
        held = len(view.get("hand") or [])
        return f"Hand limit: play or discard down to 4 cards before drawing (you hold {held})."
    return f"You cannot {WHAT[verb]} now."


def pick(verb: str, typed: str, actions: list[str], view: dict[str, Any]) -> str | None:
    """The action meant by a choice or by typed text, or None when it is unclear.

    A chosen suggestion is its action text; typed words that fit exactly one legal action mean that
    one; otherwise typed text that reads as an action (with or without the verb) goes to the engine,
    so a refusal gives the rule's reason ("Nuridan has no free spot").
    """
    typed = typed.strip()
    if not typed or typed == NOTHING:
        return None
    if typed in actions:
        return typed
    fitting = [a for a in actions if matches(typed, a, action_label(a, view))]
    if len(fitting) == 1:
        return fitting[0]
    text = typed if _plain(typed).split(" ", 1)[0] == verb else f"{verb} {typed}"
    try:
        action = parse_action(text)
    except GameError:
        return None
    return str(action) if str(action).split(" ", 1)[0] == verb else None


class ArabanaCog(GameCog):
    """`/arabana new|rules` plus `bridge`, `exchange` and `draw` with autocomplete."""

    def extra_commands(self, group: app_commands.Group) -> None:
        act, suggest = self.act, self.suggest

        @app_commands.command(name="bridge", description="Lay a bridge on a free spot with a card from your hand")
        @app_commands.describe(spot="the bridge spot and the card paying, e.g. Lusepil-Nuridan")
        async def bridge(interaction: discord.Interaction, spot: str) -> None:
            await act(interaction, "bridge", spot)

        @bridge.autocomplete("spot")
        async def bridge_spots(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            return await suggest(interaction, "bridge", current)

        @app_commands.command(name="exchange", description="Take over an opponent's bridge with two cards of its islands")
        @app_commands.describe(spot="the bridge and the two cards, e.g. Nuridan-Opodopo Nuridan Opodopo")
        async def exchange(interaction: discord.Interaction, spot: str) -> None:
            await act(interaction, "exchange", spot)

        @exchange.autocomplete("spot")
        async def exchange_spots(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            return await suggest(interaction, "exchange", current)

        @app_commands.command(name="draw", description="Draw a display card or blind from the bag (ends your turn)")
        @app_commands.describe(card="a display card (e.g. Iki or display 2) or bag")
        async def draw(interaction: discord.Interaction, card: str) -> None:
            await act(interaction, "draw", card)

        @draw.autocomplete("card")
        async def draw_cards(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            return await suggest(interaction, "draw", current)

        group.add_command(bridge)
        group.add_command(exchange)
        group.add_command(draw)

    # ---- shared by the three commands ------------------------------------------------------

    async def table_here(self, interaction: discord.Interaction) -> TableInfo:
        """The Arabana table of this thread, else the caller's only running Arabana table."""
        service = _service(interaction)
        info = await service.table_in_channel(interaction.channel_id) if interaction.channel_id is not None else None
        if info is None:
            mine = [t for t in await service.tables_of(interaction.user.id, interaction.guild_id) if t.game == self.game.key]
            if len(mine) == 1:
                return mine[0]
            if not mine:
                raise Refused(f"No {self.game.title} table plays here. Use this command in your table's thread.", code="arabana.no_table")
            raise Refused(f"You sit at several {self.game.title} tables: use this command in the table's thread.", code="arabana.which_table")
        if info.game != self.game.key:
            raise Refused(f"The table in this thread plays {service.game(info.game).title}, not {self.game.title}.", code="arabana.other_game")
        return info

    async def suggest(self, interaction: discord.Interaction, verb: str, current: str) -> list[app_commands.Choice[str]]:
        """Autocomplete: the caller's legal actions of this kind matching `current`, or one hint why there are none."""
        try:
            info = await self.table_here(interaction)
            info, state, seat = await _service(interaction).seat_view(info.id, interaction.user.id)
        except (Refused, GameError) as error:
            return [app_commands.Choice(name=str(error)[:100], value=NOTHING)]
        actions = verb_actions(state, seat, verb)
        if not actions:
            return [app_commands.Choice(name=why_none(state, seat, verb, info)[:100], value=NOTHING)]
        return suggestions(current, actions, table_view(info, state, seat))

    async def act(self, interaction: discord.Interaction, verb: str, typed: str) -> None:
        """Apply the chosen action like a click, confirm it to the caller only, then publish the move."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        table_id: int | None = None
        try:
            info = await self.table_here(interaction)
            table_id = info.id
            service = _service(interaction)
            info, state, seat = await service.seat_view(info.id, interaction.user.id)
            view = table_view(info, state, seat)
            actions = verb_actions(state, seat, verb)
            text = pick(verb, typed, actions, view)
            if text is None:
                if not actions:
                    raise Refused(why_none(state, seat, verb, info), code="arabana.none_now")
                example = action_label(actions[0], view)
                raise Refused(f"I do not know which one you mean by {typed!r}. Pick one of the suggestions, e.g. {example}.", code="arabana.unclear")
            label = action_label(text, view) if text in actions else text
            update = await service.act(info.id, interaction.user.id, text, None, interaction.guild_id)
            await interaction.followup.send(f"✅ {label}", ephemeral=True)
            await _flow(interaction).publish(update)
        except Exception as error:
            await handle_error(interaction, error, table_id)


COG = ArabanaCog
