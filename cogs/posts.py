"""Pure message building for the tables: each function returns text or a `Post` (content, files, view)
from the table's facts, with no I/O, so that it can be tested without Discord.

Every text comes from the catalogs: DMs and ephemeral replies in the reader's language, the table's
public messages in the server's (see `cogs.language`). Game-specific wording comes from the game's
`wording.present.Wording`; images come in as PNG bytes, drawn beforehand (`cogs.images`).
"""

from __future__ import annotations

import io
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import discord

from bot.games.base import Event, Game, Outcome, State
from bot.i18n import DEFAULT, digits, has, join, number, t
from bot.store.status import Status
from bot.tables import Notice, TableInfo
from bot.tables.ratings import RatingChange
from bot.tables.turn_clock import UNITS
from cogs.components import ActionButton, ActionSelect, GroupButton, HandButton, LobbyButton, MultiSelect, UndoButton
from cogs.table_buttons import HintButton, HintsToggle, final_view
from wording import present
from wording.ratings import end_lines

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()
USER_MENTIONS = discord.AllowedMentions(users=True, roles=False, everyone=False)


def when(moment: datetime | None) -> str:
    """A Discord timestamp that each reader sees in their own time zone, e.g. "in 3 hours"."""
    return f"<t:{int(moment.timestamp())}:R>" if moment is not None else ""


def jump_url(info: TableInfo) -> str | None:
    """A link to the table's thread (or its lobby message when it plays in a channel)."""
    if info.guild_id is None:
        return None
    if info.thread_id:
        return f"https://discord.com/channels/{info.guild_id}/{info.thread_id}"
    if info.channel_id and info.message_id:
        return f"https://discord.com/channels/{info.guild_id}/{info.channel_id}/{info.message_id}"
    if info.channel_id:
        return f"https://discord.com/channels/{info.guild_id}/{info.channel_id}"
    return None


def duration_text(lang: str, seconds: int | None) -> str:
    """A turn limit in words: "off", "30m", "1h30m" (German, Persian: with their unit words)."""
    if not seconds:
        return t(lang, "common-clock-off")
    days, rest = divmod(seconds, UNITS["d"])
    hours, rest = divmod(rest, UNITS["h"])
    minutes = rest // UNITS["m"]
    return t(lang, "common-duration", days=days, hours=hours, minutes=minutes).strip() or t(lang, "common-duration", days=0, hours=0, minutes=1)


def seat_name(info: TableInfo, seat: int, lang: str = DEFAULT) -> str:
    """A seat's display name in `lang`: a computer is numbered among the table's computers, a seat
    handed to the computer shows whose it was."""
    if seat >= len(info.seats):
        return t(lang, "table-seat", number=seat + 1)
    sitter = info.seats[seat]
    if sitter.computer and not sitter.name:
        number = 1 + sum(1 for other in info.seats[:seat] if other.computer and not other.name)
        return t(lang, "common-computer-name", number=number)
    if sitter.handed_over:
        return t(lang, "common-away-name", name=sitter.name)
    if not sitter.name:  # a player who asked to be forgotten (`bot.tables.privacy`)
        return t(lang, "privacy-former-player", number=seat + 1)
    return sitter.name


def seat_names(info: TableInfo, lang: str = DEFAULT) -> list[str]:
    """Display names in seat order, in `lang`."""
    return [seat_name(info, seat.seat, lang) for seat in info.seats]


def level_mark(level: str | None, lang: str = DEFAULT) -> str:
    """' 🤖 hard' after a computer seat in the lobby (its level in the reader's language); '' for a person."""
    if not level:
        return ""
    key = f"table-level-{level}"
    return f" 🤖 {t(lang, key) if has(DEFAULT, key) else level}"


def notice_line(info: TableInfo, notice: Notice, handover_after: int, lang: str = DEFAULT) -> str:
    """The thread's line for something that happened to a seat."""
    if notice.seat < len(info.seats):
        name = info.seats[notice.seat].name or seat_name(info, notice.seat, lang)
    else:
        name = t(lang, "table-seat", number=notice.seat + 1)
    key = f"table-notice-{notice.kind.replace('_', '-')}"
    if not has(DEFAULT, key):
        return f"{name}: {notice.kind}"
    return t(lang, key, name=name, turns=handover_after)


def table_view(info: TableInfo, state: State, seat: int | None, lang: str = DEFAULT) -> dict[str, Any]:
    """What `seat` may see (None: the public), with the players' display names for images and labels."""
    return {**state.view(seat), "names": seat_names(info, lang)}


def clicked_label(interaction: discord.Interaction) -> str | None:
    """The label of the button, or of the chosen select options, that the interaction came from."""
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id, values = data.get("custom_id"), list(data.get("values") or [])
    if interaction.message is None:
        return None
    for row in interaction.message.components:
        for child in getattr(row, "children", []):
            if getattr(child, "custom_id", None) != custom_id:
                continue
            if isinstance(child, discord.Button):
                return child.label
            options = {option.value: option.label for option in getattr(child, "options", [])}
            return ", ".join(options.get(value, value) for value in values) or None
    return None


def clip(text: str, limit: int = 1900) -> str:
    """Keep a message under Discord's 2000 characters, dropping the oldest lines first."""
    if len(text) <= limit:
        return text
    lines = text.splitlines()
    while lines and len("\n".join(lines)) > limit - 2:
        lines.pop(0)
    return "…\n" + "\n".join(lines)


def option_text(game_key: str, name: str, value: object, lang: str = DEFAULT) -> str:
    """A table option as the lobby shows it, e.g. "variant: sun-moon" ("Variante: Sonne und Mond")."""
    label_key, value_key = f"opt-{game_key}-{name}-name", f"opt-{game_key}-{name}-choice-{value}"
    if not has(DEFAULT, label_key):  # a table's own option (e.g. hints), worded once for every game
        label_key, value_key = f"opt-{name}-name", f"opt-{name}-choice-{value}"
    label = t(lang, label_key) if has(DEFAULT, label_key) else name
    shown = t(lang, value_key) if has(DEFAULT, value_key) else digits(lang, value)
    return t(lang, "table-lobby-option", name=label, value=shown)


@dataclass
class Post:
    """A message to send: its text, attached images and components (None: no components)."""

    content: str
    files: list[discord.File] = field(default_factory=list)
    view: discord.ui.View | None = None

    def send_kwargs(self, **extra: Any) -> dict[str, Any]:
        """Keyword arguments for `send`: the files, and the view only when there is one."""
        kwargs: dict[str, Any] = {"files": self.files, **extra}
        if self.view is not None:
            kwargs["view"] = self.view
        return kwargs


def png_file(data: bytes | None, filename: str) -> discord.File | None:
    """Image bytes as a file to attach (None stays None), described by their alt text when they carry one (`cogs.images.Png`)."""
    return None if data is None else discord.File(io.BytesIO(data), filename=filename, description=getattr(data, "description", None))


def lobby_text(info: TableInfo, game: Game[Any], lang: str = DEFAULT) -> str:
    """The lobby message: game, options, seats, how to start."""
    options = join(lang, [option_text(info.game, k, v, lang) for k, v in game.options_in_play(info.options, len(info.seats)).items()]) or t(lang, "table-lobby-no-options")
    names = seat_names(info, lang)
    seats = "\n".join(
        f"{digits(lang, s.seat + 1)}. {names[s.seat]}{level_mark(s.computer, lang)}" + (" " + t(lang, "table-lobby-host") if s.user_id == info.host_id else "")
        for s in info.seats
    )
    need = digits(lang, f"{game.min_players}–{game.max_players}" if game.min_players != game.max_players else game.min_players)
    status_key = f"table-lobby-{info.status}"
    status = t(lang, status_key, need=need) if has(DEFAULT, status_key) else info.status.title()
    lines = [
        t(lang, "table-lobby-title", game=game.title, table=str(info.id)),
        t(lang, "table-lobby-options", options=options),
        t(lang, "table-lobby-clock", clock=duration_text(lang, info.turn_limit)),
        seats,
        status,
    ]
    return "\n".join(lines)


def lobby_view(info: TableInfo, lang: str = DEFAULT) -> discord.ui.View | None:
    """Lobby buttons while the lobby is open."""
    if info.status != Status.LOBBY:
        return None
    view = discord.ui.View(timeout=None)
    # Seats and computers first, then the table's settings (hints), then Start and Cancel on a row of their own.
    for verb in ("join", "leave", "computer", "easy", "hard"):
        view.add_item(LobbyButton(info.id, verb, lang=lang))
    hints = HintsToggle(info.id, info.options.get("hints") == "on", lang=lang)
    hints.item.row = 1
    view.add_item(hints)
    for verb in ("start", "cancel"):
        button = LobbyButton(info.id, verb, lang=lang)
        button.item.row = 2
        view.add_item(button)
    return view


def menu_view(
    info: TableInfo,
    state: State,
    seat: int,
    version: int,
    words: present.Wording,
    *,
    with_hand_button: bool = False,
    undo_version: int | None = None,
    lang: str = DEFAULT,
) -> discord.ui.View | None:
    """The actions `seat` can take now, within Discord's limits (and Undo after an undoable action)."""
    view = discord.ui.View(timeout=None)
    if seat in state.to_move():
        seat_view = table_view(info, state, seat, lang)
        menu = present.plan_menu(words, state.legal_actions(seat), seat_view, lang)
        fill_menu(view, info.id, version, menu)
    extras: list[discord.ui.Item[Any]] = [HandButton(info.id, lang=lang)] if with_hand_button else []
    if info.options.get("hints") == "on" and seat in state.to_move():
        extras.append(HintButton(info.id, version, lang=lang))
    if undo_version is not None:
        extras.append(UndoButton(info.id, undo_version, lang=lang))
    for extra in extras:
        try:
            view.add_item(extra)
        except ValueError:
            log.info("table %s: no room left for %s", info.id, type(extra).__name__)  # `/table undo` still works
    return view if view.children else None


def fill_menu(view: discord.ui.View, table_id: int, version: int, menu: present.Menu) -> None:
    """Add a menu's selects and buttons to a view: multi-selects and selects take a row each, buttons fill the rows after them."""
    row = 0
    for multi in menu.multis:
        item = MultiSelect(table_id, version, multi.prefix, multi.options, multi.placeholder, multi.min_values, multi.max_values)
        item.item.row = row
        view.add_item(item)
        row += 1
    for index, (placeholder, options) in enumerate(menu.selects):
        select = ActionSelect(table_id, version, index, options, placeholder)
        select.item.row = row
        view.add_item(select)
        row += 1
    for index, (label, action) in enumerate(menu.buttons):
        action_button = ActionButton(table_id, version, action, label)
        action_button.item.row = min(4, row + index // 5)
        view.add_item(action_button)
    for index, group in enumerate(menu.groups):
        button = GroupButton(table_id, version, group)
        button.item.row = index // 5
        view.add_item(button)


def hand_view(info: TableInfo, lang: str = DEFAULT) -> discord.ui.View:
    """The thread's Show my hand button."""
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(info.id, lang=lang))
    return view


def unreached_lines(info: TableInfo, outcome: Outcome, seats: Sequence[int], lang: str = DEFAULT) -> str:
    """For each person no DM reaches (who gets no end DM), their place, mentioning them."""
    lines = []
    for seat in seats:
        user = info.seats[seat].user_id if seat < len(info.seats) else None
        if user is None:
            continue
        place = 1 if seat in outcome.winners else max(2, 1 + sum(1 for other in outcome.scores if other > outcome.scores[seat]))
        lines.append(t(lang, "table-result-unreached", user=f"<@{user}>", place=number(lang, place)))
    return "\n".join(lines)


def standings(info: TableInfo, outcome: Outcome, lang: str = DEFAULT) -> str:
    """Final standings as text."""
    order = sorted(range(len(info.seats)), key=lambda s: -outcome.scores[s])
    names = seat_names(info, lang)
    rows = [
        f"{'🏆' if s in outcome.winners else '  '} {names[s]}: {number(lang, outcome.scores[s])}"
        + (" " + t(lang, "table-standings-stand-in") if info.seats[s].stood_in else "")
        for s in order
    ]
    return t(lang, "table-standings") + "\n" + "\n".join(rows)


def hand_post(
    info: TableInfo,
    state: State,
    seat: int,
    version: int,
    words: present.Wording,
    hand_png: bytes | None,
    *,
    extra: list[str] | None = None,
    undo_version: int | None = None,
    lang: str = DEFAULT,
) -> Post:
    """A seat's DM: lines for them, whose turn, their hand image (if drawn) and their choices (buttons carry `version`)."""
    names = seat_names(info, lang)
    text = [*(extra or [])]
    if seat in state.to_move():
        prompt = present.turn_prompt(words, table_view(info, state, seat, lang), names, lang)
        if info.deadline is not None:
            text.append(t(lang, "table-your-turn-deadline", table=str(info.id), deadline=when(info.deadline), prompt=prompt))
        else:
            text.append(t(lang, "table-your-turn", table=str(info.id), prompt=prompt))
    content = clip("\n".join(text) or t(lang, "table-dm-header", table=str(info.id)))
    files = [f for f in [png_file(hand_png, "hand.png")] if f]
    return Post(content, files, menu_view(info, state, seat, version, words, undo_version=undo_version, lang=lang))


def awaited_users(info: TableInfo, state: State) -> set[int]:
    """The people whose decision the table awaits now."""
    return {s.user_id for s in info.seats if s.is_human and s.user_id is not None and not state.is_over() and s.seat in state.to_move()}


def thinking_seats(info: TableInfo, state: State) -> list[int]:
    """The computer seats whose move the table awaits now (they think; the board says so)."""
    if state.is_over():
        return []
    return [s.seat for s in info.seats if s.computer and s.seat in state.to_move()]


def board_post(
    info: TableInfo,
    state: State,
    words: present.Wording,
    *,
    title: str,
    events: list[Event],
    notices: list[Notice],
    handover_after: int,
    mentions: list[int],
    started: bool,
    table_png: bytes | None,
    final_png: bytes | None,
    lang: str = DEFAULT,
    result: bool = True,
    ratings: Sequence[RatingChange] = (),
    unreached: Sequence[int] = (),
    unrated: str | None = None,
    hints_used: int = 0,
    hand_button: bool = True,
) -> Post:
    """The thread's post after a move: what happened, the board image, whose turn (with pings). The post
    that shows the result (`result`; the last trick's post before it has none) adds the standings, the
    people's rating changes or why the game was not rated, and how many hints were used. Show my hand
    comes with it unless `hand_button` is False (a summary post after it is the current one)."""
    names = seat_names(info, lang)
    lines = [line for e in events if (line := present.event_line(words, e, names, lang))]
    before = [notice_line(info, n, handover_after, lang) for n in notices if n.kind != "handover"]
    after = [notice_line(info, n, handover_after, lang) for n in notices if n.kind == "handover"]
    lines = [*before, *lines, *after]
    public_view = table_view(info, state, None, lang)
    waiting = bool(awaited_users(info, state))
    thinking = thinking_seats(info, state)
    prompt = join(lang, [t(lang, "table-thinking", name=names[s]) for s in thinking]) if thinking else present.turn_prompt(words, public_view, names, lang)
    if waiting and info.deadline is not None:
        prompt += f" ⏰ {when(info.deadline)}"
    if started:
        lines.insert(0, t(lang, "table-begins", game=title))
    pings = " ".join(f"<@{u}>" for u in mentions)
    outcome = state.outcome()
    tail = [] if outcome is not None and not result else [f"{prompt} {pings}".strip()]
    content = clip("\n".join([*lines[-25:], *tail]))
    files = [f for f in [png_file(table_png, "table.png")] if f]
    view: discord.ui.View | None = hand_view(info, lang) if hand_button else None
    if outcome is not None and not result:
        view = None
    elif outcome is not None:
        final = png_file(final_png, "final.png")
        if final is not None:
            files.append(final)
        rated = end_lines(names, ratings, unrated, lang)
        hinted = t(lang, "replay-hints-used", count=hints_used) if hints_used else ""
        told = unreached_lines(info, outcome, unreached, lang)
        content = clip("\n".join(line for line in (content, standings(info, outcome, lang), told, rated, hinted) if line))
        view = final_view(info, lang)
    return Post(content, files, view)


def dm_refused_post(info: TableInfo, user_id: int, lang: str = DEFAULT) -> Post:
    """The thread's line when a player's DMs are closed: Show my hand is on the table's newest post."""
    return Post(t(lang, "table-dm-refused", user=str(user_id)))
