"""Arabana-Opodopo's slash commands for power users: `/arabana bridge`, `/arabana exchange`, `/arabana draw`.

Each takes one option whose autocomplete lists the caller's legal actions of that kind at the table in
this thread (filtered by what was typed, at most 25). A choice's value is the action text itself
(`bridge Lusepil-Nuridan with Nuridan`); typed text is accepted too (`Lusepil-Nuridan`, `bag`, `Iki`),
and an illegal move is refused with the engine's reason. The move goes through the table service like
a click, then the flow publishes it (board in the thread, new DMs).
"""

from __future__ import annotations

import inspect
from typing import Any

from discord import app_commands

from bot.games.arabana.actions import Bridge, Draw, Exchange, parse_action
from bot.games.arabana.views import ArabanaView, as_view
from bot.games.base import Action, GameError, State
from bot.i18n import DEFAULT, t
from bot.tables import Refused, TableInfo, WhichTable
from cogs.client import Interaction
from cogs.errors import error_key, private_reply, refusal_text
from cogs.games import GameCog
from cogs.language import ls, user_lang
from cogs.posts import seat_names, table_view
from wording.text.arabana import action_label, join, turn_prompt

NOTHING = "-"  # the value of a hint shown instead of choices (e.g. "not your turn")
MAX_CHOICES = 25  # Discord's limit for autocomplete answers


def _plain(text: str) -> str:
    return text.lower().replace("–", "-")


# The option of each command (its name in the catalog keys `cmd-arabana-<verb>-<option>-…`).
OPTIONS = {"bridge": "spot", "exchange": "spot", "draw": "card"}
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


def suggestions(typed: str, actions: list[Action], view: ArabanaView, lang: str = DEFAULT) -> list[app_commands.Choice[str]]:
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
    view = as_view(state.view(seat))
    phase = view["phase"]
    if phase == "setup":
        return "arabana.setup_first", {}
    if phase != "play":
        return "arabana.first_this", {"prompt": turn_prompt(view, names, lang)}
    if verb == "draw" and not view["bag_size"] and not any(view["display"]):
        return "arabana.nothing_to_draw", {}
    if verb == "draw":
        return "arabana.draw_limit", {"hand": len(view.get("hand") or [])}
    return f"arabana.cannot_{verb}", {}


def why_none(state: State, seat: int, verb: str, info: TableInfo, lang: str = DEFAULT) -> str:
    """Why the seat has no action of this kind now, in `lang`."""
    code, params = reason_none(state, seat, verb, info, lang)
    return t(lang, error_key(code), **params)


def pick(verb: str, typed: str, actions: list[Action], view: ArabanaView, lang: str = DEFAULT) -> str | None:
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
        for verb, option in OPTIONS.items():
            group.add_command(self.verb_command(verb, option))

    def verb_command(self, verb: str, option: str) -> app_commands.Command[Any, ..., None]:
        """`/arabana <verb> <option>`: its one option suggests the caller's legal actions of that kind."""

        async def run(interaction: Interaction, **values: str) -> None:
            await self.act(interaction, verb, values[option])

        async def suggest(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
            return await self.suggest(interaction, verb, current)

        # The option's Python name is the one the catalog names it by (`spot`, `card`), so it is built here.
        run.__dict__.update(
            __signature__=inspect.Signature(
                [
                    inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=Interaction),
                    inspect.Parameter(option, inspect.Parameter.KEYWORD_ONLY, annotation=str),
                ]
            ),
            __discord_app_commands_param_rename__={option: ls(f"cmd-arabana-{verb}-{option}-name")},
            __discord_app_commands_param_description__={option: ls(f"cmd-arabana-{verb}-{option}-desc")},
        )
        command: app_commands.Command[Any, ..., None] = app_commands.Command(
            name=ls(f"cmd-arabana-{verb}-name"), description=ls(f"cmd-arabana-{verb}-desc"), callback=run
        )
        command.autocomplete(option)(suggest)
        return command

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
        return suggestions(current, actions, as_view(table_view(info, state, seat, lang)), lang)

    @private_reply
    async def act(self, interaction: Interaction, verb: str, typed: str) -> None:
        """Apply the chosen action like a click, confirm it to the caller only, then publish the move."""
        lang = await user_lang(interaction)
        info = await self.table_here(interaction)
        service = interaction.client.service
        info, state, seat = await service.seat_view(info.id, interaction.user.id, interaction.guild_id)
        view = as_view(table_view(info, state, seat, lang))
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
        await interaction.client.interactions.publish(update)
