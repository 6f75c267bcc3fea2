"""The table flow shared by every game: lobby message, thread, table images, DMs with choices.

Cogs and components call into one `TableFlow`; it calls the table service and turns updates into
Discord messages. Game-specific wording comes from `wording.present` (and `wording.text.<key>`).
Every text comes from the catalogs: DMs and ephemeral replies in the reader's language, the table's
public messages in the server's (see `cogs.language`).
"""

from __future__ import annotations

import asyncio
import functools
import io
import logging
import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from typing import Any

import discord

from bot.games.base import Game, Outcome, State
from bot.i18n import DEFAULT, LANGUAGES, digits, has, join, number, t
from bot.tables import Clicked, Notice, Prefs, Reminder, TableInfo, TableService, Update, Vote
from bot.tables.clock import UNITS
from cogs.components import (
    ActionButton,
    ActionSelect,
    GroupButton,
    HandButton,
    LobbyButton,
    MultiSelect,
    UndoButton,
    VoteButton,
)
from cogs.errors import handle_error, reply_ephemeral
from cogs.kit import GameKit, Kits
from cogs.language import languages, user_lang
from wording import present

log = logging.getLogger(__name__)
RENDERING = ThreadPoolExecutor(max_workers=os.cpu_count() or 2, thread_name_prefix="render")

DM_REFUSED = 50007
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
    """A turn clock in words: "off", "30m", "1h30m" (German, Persian: with their unit words)."""
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
    label = t(lang, label_key) if has(DEFAULT, label_key) else name
    shown = t(lang, value_key) if has(DEFAULT, value_key) else digits(lang, value)
    return t(lang, "table-lobby-option", name=label, value=shown)


class TableFlow:
    """Turns service updates into messages, and clicks into service calls."""

    def __init__(self, client: discord.Client, service: TableService, kits: Kits, *, lease: float = 20.0) -> None:
        # Imported here: the deliverer builds its messages with this module's helpers.
        from cogs.delivery import Deliverer

        self.client = client
        self.service = service
        self.kits = kits
        self.delivery = Deliverer(self, lease=lease)

    def kit(self, game_key: str) -> GameKit:
        """The kit of a game played here (the service refuses tables of any other)."""
        return self.kits[game_key]

    async def table_lang(self, info: TableInfo) -> str:
        """The language of the table's public messages: its server's."""
        return (await self.service.server_language(info.guild_id)).language()

    # ---- building messages ---------------------------------------------------------------

    def lobby_text(self, info: TableInfo, lang: str = DEFAULT) -> str:
        """The lobby message: game, options, seats, how to start."""
        game = self.service.game(info.game)
        options = join(lang, [option_text(info.game, k, v, lang) for k, v in info.options.items()]) or t(lang, "table-lobby-no-options")
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

    def lobby_view(self, info: TableInfo, lang: str = DEFAULT) -> discord.ui.View | None:
        """Lobby buttons while the lobby is open."""
        if info.status != "lobby":
            return None
        view = discord.ui.View(timeout=None)
        for verb in ("join", "leave", "computer", "start", "cancel", "easy", "hard"):
            view.add_item(LobbyButton(info.id, verb, lang=lang))
        return view

    def menu_view(
        self,
        info: TableInfo,
        state: State,
        seat: int,
        version: int,
        *,
        with_hand_button: bool = False,
        undo_version: int | None = None,
        lang: str = DEFAULT,
    ) -> discord.ui.View | None:
        """The actions `seat` can take now, within Discord's limits (and Undo after an undoable action)."""
        view = discord.ui.View(timeout=None)
        if seat in state.to_move():
            seat_view = table_view(info, state, seat, lang)
            menu = present.plan_menu(self.kit(info.game).wording, state.legal_actions(seat), seat_view, lang)
            self._fill(view, info.id, version, menu)
        extras: list[discord.ui.Item[Any]] = [HandButton(info.id, lang=lang)] if with_hand_button else []
        if undo_version is not None:
            extras.append(UndoButton(info.id, undo_version, lang=lang))
        for extra in extras:
            try:
                view.add_item(extra)
            except ValueError:
                log.info("table %s: no room left for %s", info.id, type(extra).__name__)  # `/table undo` still works
        return view if view.children else None

    @staticmethod
    def _fill(view: discord.ui.View, table_id: int, version: int, menu: present.Menu) -> None:
        # Rows: multi-selects and selects take a row each, buttons fill the rows after them.
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

    async def image(self, render: Callable[[dict[str, Any], str], bytes | None], view: dict[str, Any], filename: str, lang: str = DEFAULT) -> discord.File | None:
        """An image drawn by `render` (e.g. a kit's `table_image`) as a file to attach, drawn off the event loop."""
        # Rendering is CPU work: keep it off the event loop, on as many threads as there are cores
        # (more only hold more images in memory at once: with the default pool a burst of moves
        # doubled the bot's peak memory, for no gain in speed).
        data = await asyncio.get_running_loop().run_in_executor(RENDERING, functools.partial(render, view, lang))
        if data is None:
            return None
        return discord.File(io.BytesIO(data), filename=filename)

    # ---- publishing updates -------------------------------------------------------------

    async def publish(self, update: Update, *, interaction: discord.Interaction | None = None) -> None:
        """Deliver what the update owes: ✅ on the clicked message, the board in the thread, each seat's DM.

        The service decided who is told what and recorded it with the move (`bot.tables.outbox`);
        `cogs.delivery` sends it. `interaction`: the click the move came from (its message is edited).
        """
        await self.delivery.deliver(update, interaction)

    def hand_view(self, info: TableInfo, lang: str = DEFAULT) -> discord.ui.View:
        """The thread's Show my hand button."""
        view = discord.ui.View(timeout=None)
        view.add_item(HandButton(info.id, lang=lang))
        return view

    def standings(self, info: TableInfo, outcome: Outcome, lang: str = DEFAULT) -> str:
        """Final standings as text."""
        order = sorted(range(len(info.seats)), key=lambda s: -outcome.scores[s])
        names = seat_names(info, lang)
        rows = [
            f"{'🏆' if s in outcome.winners else '  '} {names[s]}: {number(lang, outcome.scores[s])}"
            + (" " + t(lang, "table-standings-stand-in") if info.seats[s].stood_in else "")
            for s in order
        ]
        return t(lang, "table-standings") + "\n" + "\n".join(rows)

    def _channel(self, info: TableInfo) -> discord.abc.Messageable | None:
        target = info.home_channel_id
        if target is None:
            return None
        return self.client.get_channel(target) or self.client.get_partial_messageable(target)  # type: ignore[return-value]

    async def hand_message(
        self,
        info: TableInfo,
        state: State,
        seat: int,
        version: int,
        *,
        extra: list[str] | None = None,
        with_hand: bool = True,
        undo_version: int | None = None,
        lang: str = DEFAULT,
    ) -> tuple[str, list[discord.File], discord.ui.View | None]:
        """A seat's DM: lines for them, whose turn, their hand image and their choices (buttons carry `version`)."""
        names = seat_names(info, lang)
        seat_view = table_view(info, state, seat, lang)
        text = [*(extra or [])]
        if seat in state.to_move():
            prompt = present.turn_prompt(self.kit(info.game).wording, seat_view, names, lang)
            if info.deadline is not None:
                text.append(t(lang, "table-your-turn-deadline", table=str(info.id), deadline=when(info.deadline), prompt=prompt))
            else:
                text.append(t(lang, "table-your-turn", table=str(info.id), prompt=prompt))
        content = clip("\n".join(text) or t(lang, "table-dm-header", table=str(info.id)))
        files = [f for f in [await self.image(self.kit(info.game).hand_image, seat_view, "hand.png", lang)] if f] if with_hand else []
        return content, files, self.menu_view(info, state, seat, version, undo_version=undo_version, lang=lang)

    async def send_hand(self, info: TableInfo, state: State, seat: int, user_id: int, *, lang: str | None = None) -> None:
        """DM a player their hand and choices now (e.g. on taking their seat back); on a refused DM, say so in the thread once."""
        if lang is None:
            lang = (await self.service.prefs(user_id)).language()
        version = await self.service.prompt_version(info.id, seat)
        content, files, view = await self.hand_message(info, state, seat, version, lang=lang)
        try:
            channel = await self.client.create_dm(discord.Object(id=user_id))
            await channel.send(content, files=files, view=view, allowed_mentions=NO_MENTIONS)  # type: ignore[arg-type]
        except discord.Forbidden as error:
            if error.code != DM_REFUSED and error.status != 403:
                raise
            await self._dm_refused(info, seat, user_id)
        else:
            if not info.seats[seat].dm_ok:
                await self.service.set_dm_ok(info.id, seat, True)

    async def _dm_refused(self, info: TableInfo, seat: int, user_id: int) -> None:
        if not info.seats[seat].dm_ok:
            return  # said once already
        await self.service.set_dm_ok(info.id, seat, False)
        channel = self._channel(info)
        if channel is not None:
            lang = await self.table_lang(info)
            view = discord.ui.View(timeout=None)
            view.add_item(HandButton(info.id, lang=lang))
            await channel.send(
                t(lang, "table-dm-refused", user=str(user_id)),
                view=view,
                allowed_mentions=USER_MENTIONS,
            )

    # ---- slash commands ------------------------------------------------------------------

    async def new_table(
        self,
        interaction: discord.Interaction,
        game: Game[Any],
        options: dict[str, object],
        computers: int = 0,
        clock: str | None = None,
        level: str = "normal",
    ) -> None:
        """`/<game> new`: a lobby message in a new public thread (or here, without thread rights)."""
        await interaction.response.defer(thinking=True)
        lang = (await languages(interaction, self.service)).server
        try:
            info = await self.service.create(
                game.key,
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                host_id=interaction.user.id,
                host_name=interaction.user.display_name,
                options=options,
                clock=clock,
            )
            for _ in range(computers):
                info = await self.service.add_computer(info.id, interaction.user.id, level)
        except Exception as error:
            await handle_error(interaction, error)
            return
        text, view = self.lobby_text(info, lang), self.lobby_view(info, lang)
        message = await (interaction.followup.send(text, view=view, wait=True) if view is not None else interaction.followup.send(text, wait=True))
        thread_id: int | None = None
        channel = interaction.channel
        if isinstance(channel, discord.TextChannel):
            try:
                thread = await channel.create_thread(name=f"{game.title} #{info.id}", message=message, auto_archive_duration=1440)
                thread_id = thread.id
                await thread.send(t(lang, "table-thread-intro", table=str(info.id)))
            except discord.Forbidden:
                await channel.send(t(lang, "table-no-thread"))
        await self.service.set_location(info.id, thread_id=thread_id, message_id=message.id)

    # ---- clicks --------------------------------------------------------------------------

    async def lobby_click(self, interaction: discord.Interaction, table_id: int, verb: str) -> None:
        """Join / Leave / Add computer / Start / Cancel."""
        await interaction.response.defer()
        try:
            lang = (await languages(interaction, self.service)).server
            user = interaction.user
            guild = interaction.guild_id
            update: Update | None = None
            if verb == "join":
                info = await self.service.join(table_id, user.id, user.display_name, guild)
            elif verb == "leave":
                update = await self.service.leave(table_id, user.id, guild)
                info = update.table
            elif verb in ("computer", "easy", "hard"):  # "computer" adds a normal one (older lobby messages too)
                level = "normal" if verb == "computer" else verb
                info = await self.service.add_computer(table_id, user.id, level, guild_id=guild)
            elif verb == "start":
                update = await self.service.start(table_id, user.id, guild)
                info = update.table
            elif verb == "cancel":
                info = await self.service.cancel(table_id, user.id, guild)
            else:
                await reply_ephemeral(interaction, t(await user_lang(interaction, self.service), "table-button-unused"))
                return
            await interaction.edit_original_response(content=self.lobby_text(info, lang), view=self.lobby_view(info, lang))
            if update is not None and update.state is not None:
                await self.publish(update)
        except Exception as error:
            await handle_error(interaction, error, table_id)

    async def act_click(self, interaction: discord.Interaction, table_id: int, version: int, actions: list[str]) -> None:
        """A choice from the DM or the ephemeral hand: apply it, then publish."""
        await interaction.response.defer()
        try:
            if len(actions) != 1:
                await reply_ephemeral(interaction, t(await user_lang(interaction, self.service), "table-choose-one"))
                return
            # The label the player clicked, taken before the move: a label made from the view after
            # it could describe the new situation (e.g. the card that replaced the one taken).
            label = clicked_label(interaction) or actions[0]
            message = interaction.message
            if message is not None and message.flags.ephemeral is False:
                clicked = Clicked(label, message.content, message.channel.id, message.id)
            else:
                clicked = Clicked(label, "")
            update = await self.service.act(table_id, interaction.user.id, actions[0], version, interaction.guild_id, clicked=clicked)
            await self.publish(update, interaction=interaction)
        except Exception as error:
            await handle_error(interaction, error, table_id)

    async def group_click(self, interaction: discord.Interaction, table_id: int, version: int, group: str) -> None:
        """Second step of a large choice: that group's actions, ephemeral."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            lang = await user_lang(interaction, self.service)
            info, state, seat = await self.service.seat_view(table_id, interaction.user.id, interaction.guild_id)
            actions = state.legal_actions(seat)
            view = discord.ui.View(timeout=None)
            # The group key was made in the language of the message clicked: normally the reader's,
            # but their language may have changed since, so the other languages are tried too.
            for candidate in dict.fromkeys([lang, *LANGUAGES]):
                menu = present.group_menu(self.kit(info.game).wording, actions, table_view(info, state, seat, candidate), group, candidate)
                if menu.buttons or menu.selects or menu.groups or menu.multis:
                    self._fill(view, info.id, version, menu)
                    break
            if not view.children:
                await interaction.followup.send(t(lang, "table-nothing-left"), ephemeral=True)
                return
            await interaction.followup.send(f"{group}:", view=view, ephemeral=True)
        except Exception as error:
            await handle_error(interaction, error, table_id)

    async def hand_click(self, interaction: discord.Interaction, table_id: int) -> None:
        """Show my hand: ephemeral hand image and choices."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            await self.send_ephemeral_hand(interaction, table_id)
        except Exception as error:
            await handle_error(interaction, error, table_id)

    async def send_ephemeral_hand(self, interaction: discord.Interaction, table_id: int) -> None:
        """The seat's hand and current choices as an ephemeral follow-up."""
        lang = await user_lang(interaction, self.service)
        info, state, seat = await self.service.seat_view(table_id, interaction.user.id, interaction.guild_id)
        seat_view = table_view(info, state, seat, lang)
        version = await self.service.prompt_version(info.id, seat)
        prompt = present.turn_prompt(self.kit(info.game).wording, seat_view, seat_names(info, lang), lang)
        image = await self.image(self.kit(info.game).hand_image, seat_view, "hand.png", lang)
        view = self.menu_view(info, state, seat, version, lang=lang)
        kwargs: dict[str, Any] = {"ephemeral": True, "file": image}
        if view is not None:
            kwargs["view"] = view
        await interaction.followup.send(clip(t(lang, "table-hand-prompt", table=str(info.id), prompt=prompt)), **kwargs)

    async def undo_click(self, interaction: discord.Interaction, table_id: int, version: int | None) -> None:
        """Undo (button or `/table undo`): take back one's last action, then show the table again."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=version is None, thinking=version is None)
        try:
            lang = await user_lang(interaction, self.service)
            update = await self.service.undo(table_id, interaction.user.id, version, interaction.guild_id)
            if version is not None and interaction.message is not None and interaction.message.flags.ephemeral is False:
                await interaction.edit_original_response(view=None, content=clip(f"{interaction.message.content}\n{t(lang, 'table-undone')}"))
            elif version is None:
                await reply_ephemeral(interaction, t(lang, "table-undone-dm"))
            await self.publish(update)
        except Exception as error:
            await handle_error(interaction, error, table_id)

    async def vote_click(self, interaction: discord.Interaction, table_id: int) -> None:
        """Vote to end (button or `/table vote-end`)."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            lang = await user_lang(interaction, self.service)
            vote = await self.service.vote_end(table_id, interaction.user.id, interaction.guild_id)
            await reply_ephemeral(interaction, t(lang, "table-vote-counted", table=str(table_id), votes=vote.votes, needed=vote.needed))
            await self.announce_vote(vote, interaction.user.display_name)
        except Exception as error:
            await handle_error(interaction, error, table_id)

    async def announce_vote(self, vote: Vote, voter: str) -> None:
        """Tell the table about a vote, with a button for the others while it is open."""
        channel = self._channel(vote.table)
        if channel is None:
            return
        lang = await self.table_lang(vote.table)
        table = str(vote.table.id)
        if vote.ended:
            await channel.send(t(lang, "table-vote-ended", table=table, votes=vote.votes, needed=vote.needed))
            self.delivery.poke()  # the end's edits of the last prompts are owed
            return
        view = discord.ui.View(timeout=None)
        view.add_item(VoteButton(vote.table.id, lang=lang))
        await channel.send(
            t(lang, "table-vote-open", voter=voter, table=table, votes=vote.votes, needed=vote.needed), view=view, allowed_mentions=NO_MENTIONS
        )

    async def announce_end(self, info: TableInfo, by: str) -> None:
        """Tell the table it was ended by a server manager (or its host)."""
        self.delivery.poke()  # the end's edits of the last prompts are owed
        channel = self._channel(info)
        if channel is not None:
            lang = await self.table_lang(info)
            await channel.send(t(lang, "table-ended-by", table=str(info.id), name=by), allowed_mentions=NO_MENTIONS)

    # ---- the turn clock ------------------------------------------------------------------

    async def tick(self) -> None:
        """Run the service's turn clock once: send due reminders, publish stand-in moves."""
        report = await self.service.tick()
        for reminder in report.reminders:
            await self.remind(reminder)
        for update in report.updates:
            try:
                await self.publish(update)
            except discord.HTTPException:
                log.warning("table %s: could not publish the stand-in moves", update.table.id, exc_info=True)

    async def remind(self, reminder: Reminder) -> None:
        """Half the turn time is gone: a DM to each awaited player (unless they asked for quiet)."""
        info = reminder.table
        prefs: dict[int, Prefs] = await self.service.prefs_of(s.user_id for s in reminder.seats if s.user_id is not None)
        link = jump_url(info)
        title = self.service.game(info.game).title
        for seat in reminder.seats:
            if seat.user_id is None or not prefs[seat.user_id].reminders():
                continue
            lang = prefs[seat.user_id].language()
            text = t(lang, "table-reminder", table=str(info.id), game=title, deadline=when(info.deadline)) + (f" {link}" if link else "")
            try:
                channel = await self.client.create_dm(discord.Object(id=seat.user_id))
                await channel.send(text, allowed_mentions=NO_MENTIONS)
            except discord.HTTPException:
                log.info("table %s: reminder for seat %s not delivered", info.id, seat.seat)
