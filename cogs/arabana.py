"""Arabana-Opodopo's slash commands for power users: `/arabana bridge`, `/arabana exchange`, `/arabana draw`.

Each takes one option whose autocomplete lists the caller's legal actions of that kind at the table in
this thread (filtered by what was typed, at most 25). A choice's value is the action text itself
(`bridge Lusepil-Nuridan with Nuridan`); typed text is accepted too (`Lusepil-Nuridan`, `bag`, `Iki`),
and an illegal move is refused with the engine's reason. The move goes through the table service like
a click, then the flow publishes it (board in the thread, new DMs).
"""

from __future__ import annotations

from typing import Any

from discord import app_commands

from bot.games.arabana.actions import Bridge, Draw, Exchange, parse_action
from bot.games.base import Action, GameError, State
from bot.i18n import DEFAULT, t
from bot.tables import Refused, TableInfo, WhichTable
from cogs.client import Interaction
from cogs.errors import error_key, handle_error, refusal_text
from cogs.games import GameCog
from cogs.language import ls, user_lang
from cogs.posts import seat_names, table_view
from wording.text.arabana import action_label, join, turn_prompt

NOTHING = "-"  # the value of a hint shown instead of choices (e.g. "not your turn")
MAX_CHOICES = 25  # Discord's limit for autocomplete answers


def _plain(text: str) -> str:
    return text.lower().replace("–", "-")


# The kind of action each command offers.
VERBS: dict[str, type[Action]] = {"bridge": Bridge, "exchange": Exchange, "draw": Draw}


def verb_actions(state: State, seat: int, verb: str) -> list[Action]:
    """The seat's legal actions of one kind (empty when it is not the seat's turn)."""
    kind = VERBS.get(verb)
    return [a for a in state.legal_actions(seat) if kind is not None and isinstance(a, kind)]


def matches(typed: str, action: str, label: str) -> bool:
    """Every word typed occurs in the action text or its label (any case, either dash)."""
    haystack = _plain(f"{action} {label}")
    return all(word in haystack for word in _plain(typed).split())


def suggestions(typed: str, actions: list[Action], view: dict[str, Any], lang: str = DEFAULT) -> list[app_commands.Choice[str]]:
    """At most 25 choices (label, action text) matching what was typed; those starting with it first."""
    labelled = [(action_label(a, view, lang), str(a)) for a in actions]
    found = [(label, a) for label, a in labelled if matches(typed, a, label)]
    start = _plain(typed).strip()
    found.sort(key=lambda pair: not _plain(pair[1]).split(" ", 1)[-1].startswith(start))
    return [app_commands.Choice(name=label[:100], value=a[:100]) for label, a in found[:MAX_CHOICES]]


def reason_none(state: State, seat: int, verb: str, info: TableInfo, lang: str = DEFAULT) -> tuple[str, dict[str, Any]]:
    """Why the seat has no action of this kind now: a refusal code and its parameters (names in `lang`)."""
    waiting = sorted(state.to_move())
    if state.is_over():
        return "arabana.over", {}
    names = seat_names(info, lang)
    if seat not in waiting:
        return "arabana.waiting", {"names": join([names[s] for s in waiting if s < len(names)], lang)}
    view = state.view(seat)
    phase = view.get("phase")
    if phase == "setup":
        return "arabana.setup_first", {}
    if phase != "play":
        return "arabana.first_this", {"prompt": turn_prompt(view, names, lang)}
    if verb == "draw" and not view.get("bag_size") and not any(view.get("display") or []):
        return "arabana.nothing_to_draw", {}
    if verb == "draw":
        return "arabana.draw_limit", {"hand": len(view.get("hand") or [])}
    return f"arabana.cannot_{verb}", {}


def why_none(state: State, seat: int, verb: str, info: TableInfo, lang: str = DEFAULT) -> str:
    """Why the seat has no action of this kind now, in `lang`."""
    code, params = reason_none(state, seat, verb, info, lang)
    return t(lang, error_key(code), **params)


def pick(verb: str, typed: str, actions: list[Action], view: dict[str, Any], lang: str = DEFAULT) -> str | None:
    """The action meant by a choice or by typed text, or None when it is unclear.

    A chosen suggestion is its action text; typed words that fit exactly one legal action (its text or
    its label in `lang`) mean that one; otherwise typed text that reads as an action (with or without
    the verb) goes to the engine, so a refusal gives the rule's reason ("Nuridan has no free spot").
    """
    typed = typed.strip()
    if not typed or typed == NOTHING:
        return None
    if typed in map(str, actions):
        return typed
    fitting = [str(a) for a in actions if matches(typed, str(a), action_label(a, view, lang))]
    if len(fitting) == 1:
        return fitting[0]
    text = typed if _plain(typed).split(" ", 1)[0] == verb else f"{verb} {typed}"
    try:
        action = parse_action(text)
    except GameError:
        return None
    return str(action) if isinstance(action, VERBS[verb]) else None


def _refused(code: str, **params: Any) -> Refused:
    """A refusal of this cog; the error handler shows it in the user's language."""
    return Refused(t(DEFAULT, error_key(code), **params), code=code, **params)


class ArabanaCog(GameCog):
    """`/arabana new|rules` plus `bridge`, `exchange` and `draw` with autocomplete."""

    def extra_commands(self, group: app_commands.Group) -> None:
        act, suggest = self.act, self.suggest

        @app_commands.command(name=ls("cmd-arabana-bridge-name"), description=ls("cmd-arabana-bridge-desc"))
        @app_commands.rename(spot=ls("cmd-arabana-bridge-spot-name"))
        @app_commands.describe(spot=ls("cmd-arabana-bridge-spot-desc"))
        async def bridge(interaction: Interaction, spot: str) -> None:
            await act(interaction, "bridge", spot)

        @bridge.autocomplete("spot")
        async def bridge_spots(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
            return await suggest(interaction, "bridge", current)

        @app_commands.command(name=ls("cmd-arabana-exchange-name"), description=ls("cmd-arabana-exchange-desc"))
        @app_commands.rename(spot=ls("cmd-arabana-exchange-spot-name"))
        @app_commands.describe(spot=ls("cmd-arabana-exchange-spot-desc"))
        async def exchange(interaction: Interaction, spot: str) -> None:
            await act(interaction, "exchange", spot)

        @exchange.autocomplete("spot")
        async def exchange_spots(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
            return await suggest(interaction, "exchange", current)

        @app_commands.command(name=ls("cmd-arabana-draw-name"), description=ls("cmd-arabana-draw-desc"))
        @app_commands.rename(card=ls("cmd-arabana-draw-card-name"))
        @app_commands.describe(card=ls("cmd-arabana-draw-card-desc"))
        async def draw(interaction: Interaction, card: str) -> None:
            await act(interaction, "draw", card)

        @draw.autocomplete("card")
        async def draw_cards(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
            return await suggest(interaction, "draw", current)

        group.add_command(bridge)
        group.add_command(exchange)
        group.add_command(draw)

    # ---- shared by the three commands ------------------------------------------------------

    async def table_here(self, interaction: Interaction) -> TableInfo:
        """The Arabana table of this thread, else the caller's only running Arabana table."""
        service = interaction.client.service
        try:
            info = await service.table_here(interaction.user.id, interaction.guild_id, interaction.channel_id, game=self.game.key)
        except WhichTable as unclear:
            raise _refused("arabana.which_table" if unclear.code == "table.which" else "arabana.no_table") from None
        if info.game != self.game.key:
            raise _refused("arabana.other_game", game=service.game(info.game).title)
        return info

    async def suggest(self, interaction: Interaction, verb: str, current: str) -> list[app_commands.Choice[str]]:
        """Autocomplete in the caller's language: their legal actions of this kind matching `current`,
        or one hint why there are none."""
        lang = await user_lang(interaction)
        try:
            info = await self.table_here(interaction)
            info, state, seat = await interaction.client.service.seat_view(info.id, interaction.user.id, interaction.guild_id)
        except (Refused, GameError) as error:
            return [app_commands.Choice(name=(refusal_text(error, lang) or str(error))[:100], value=NOTHING)]
        actions = verb_actions(state, seat, verb)
        if not actions:
            return [app_commands.Choice(name=why_none(state, seat, verb, info, lang)[:100], value=NOTHING)]
        return suggestions(current, actions, table_view(info, state, seat, lang), lang)

    async def act(self, interaction: Interaction, verb: str, typed: str) -> None:
        """Apply the chosen action like a click, confirm it to the caller only, then publish the move."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        table_id: int | None = None
        try:
            lang = await user_lang(interaction)
            info = await self.table_here(interaction)
            table_id = info.id
            service = interaction.client.service
            info, state, seat = await service.seat_view(info.id, interaction.user.id, interaction.guild_id)
            view = table_view(info, state, seat, lang)
            actions = verb_actions(state, seat, verb)
            text = pick(verb, typed, actions, view, lang)
            if text is None:
                if not actions:
                    code, params = reason_none(state, seat, verb, info, lang)
                    raise _refused(code, **params)
                raise _refused("arabana.unclear", typed=typed, example=action_label(actions[0], view, lang))
            chosen = next((a for a in actions if str(a) == text), None)
            label = action_label(chosen, view, lang) if chosen is not None else text
            update = await service.act(info.id, interaction.user.id, text, None, interaction.guild_id)
            await interaction.followup.send(t(lang, "arabana-done", label=label), ephemeral=True)
            await interaction.client.flow.publish(update)
        except Exception as error:
            await handle_error(interaction, error, table_id)
