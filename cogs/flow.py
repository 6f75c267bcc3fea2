"""The table flow shared by every game: lobby message, thread, table images, DMs with choices.

Cogs and components call into one `TableFlow`; it calls the table service and turns updates into
Discord messages. Game-specific wording comes from `cogs.present` (and `cogs.text.<key>`).
"""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime
from typing import Any

import discord

from bot.games.base import Game, State
from bot.tables import Notice, Prefs, Reminder, TableInfo, TableService, Update, Vote
from bot.tables.clock import format_duration
from cogs import present
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
from render.registry import final_png, hand_png, table_png

log = logging.getLogger(__name__)

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


def notice_line(info: TableInfo, notice: Notice, handover_after: int) -> str:
    """The thread's line for something that happened to a seat."""
    name = info.seats[notice.seat].name.removesuffix(" (computer)") if notice.seat < len(info.seats) else f"Seat {notice.seat + 1}"
    lines = {
        "stand_in": f"⏰ {name} ran out of time: a stand-in (computer) moved for them.",
        "handover": f"🤖 {name} missed {handover_after} turns in a row: a computer plays the seat now. `/table rejoin` takes it back.",
        "rejoin": f"👋 {name} is back and plays their seat again.",
        "kick": f"🤖 The host handed {name} to a computer for the rest of the game.",
        "leave": f"🤖 {name} left: a computer plays the seat for the rest of the game.",
        "undo": f"↩️ {name} took back their last action.",
    }
    return lines.get(notice.kind, f"{name}: {notice.kind}")


def table_view(info: TableInfo, state: State, seat: int | None) -> dict[str, Any]:
    """What `seat` may see (None: the public), with the players' display names for images and labels."""
    return {**state.view(seat), "names": info.names}


def clicked_label(interaction: discord.Interaction) -> str | None:
    """The label of the button, or of the chosen select options, that the interaction came from."""
    data: dict[str, Any] = dict(interaction.data or {})  # type: ignore[arg-type]
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


class TableFlow:
    """Turns service updates into messages, and clicks into service calls."""

    def __init__(self, client: discord.Client, service: TableService) -> None:
        self.client = client
        self.service = service

    # ---- building messages ---------------------------------------------------------------

    def lobby_text(self, info: TableInfo) -> str:
        """The lobby message: game, options, seats, how to start."""
        game = self.service.game(info.game)
        options = ", ".join(f"{k}: {v}" for k, v in info.options.items()) or "none"
        seats = "\n".join(
            f"{s.seat + 1}. {s.name}{' 🤖' if s.computer else ''}{' (host)' if s.user_id == info.host_id else ''}" for s in info.seats
        )
        need = f"{game.min_players}–{game.max_players}" if game.min_players != game.max_players else str(game.min_players)
        status = {
            "lobby": f"Waiting for players ({need}). The host starts the game.",
            "running": "The game is running.",
            "cancelled": "This table was cancelled.",
            "abandoned": "This table was ended.",
        }
        clock = f"Turn clock: {format_duration(info.turn_limit)}"
        return f"**{game.title}** — table #{info.id}\nOptions: {options}\n{clock}\n{seats}\n{status.get(info.status, info.status.title())}"

    def lobby_view(self, info: TableInfo) -> discord.ui.View | None:
        """Lobby buttons while the lobby is open."""
        if info.status != "lobby":
            return None
        view = discord.ui.View(timeout=None)
        for verb in ("join", "leave", "computer", "start", "cancel"):
            view.add_item(LobbyButton(info.id, verb))
        return view

    def menu_view(
        self, info: TableInfo, state: State, seat: int, version: int, *, with_hand_button: bool = False, undo_version: int | None = None
    ) -> discord.ui.View | None:
        """The actions `seat` can take now, within Discord's limits (and Undo after an undoable action)."""
        view = discord.ui.View(timeout=None)
        if seat in state.to_move():
            seat_view = table_view(info, state, seat)
            actions = [str(a) for a in state.legal_actions(seat)]
            menu = present.plan_menu(info.game, actions, seat_view)
            self._fill(view, info.id, version, menu)
        for extra in ([HandButton(info.id)] if with_hand_button else []) + ([UndoButton(info.id, undo_version)] if undo_version is not None else []):
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
            item = ActionButton(table_id, version, action, label)
            item.item.row = min(4, row + index // 5)
            view.add_item(item)
        for index, group in enumerate(menu.groups):
            button = GroupButton(table_id, version, group)
            button.item.row = index // 5
            view.add_item(button)

    async def _image(self, render: Any, game_key: str, view: dict[str, Any], filename: str) -> discord.File | None:
        # Rendering is CPU work: keep it off the event loop.
        data = await asyncio.to_thread(render, game_key, view)
        if data is None:
            return None
        import io

        return discord.File(io.BytesIO(data), filename=filename)

    def _names(self, info: TableInfo) -> list[str]:
        return info.names

    # ---- publishing updates -------------------------------------------------------------

    async def publish(self, update: Update, *, skip_dm_for: int | None = None) -> None:
        """Post the public board and lines in the table's thread, and DM each seat what is theirs.

        Pings follow each player's preferences: a mention in the thread, a notifying or silent DM.
        """
        info, state = update.table, update.state
        if state is None:
            return
        names = self._names(info)
        lines = [line for _, event in update.events_for(None) if (line := present.event_line(info.game, event, names))]
        before = [notice_line(info, n, self.service.handover_after) for n in update.notices if n.kind != "handover"]
        after = [notice_line(info, n, self.service.handover_after) for n in update.notices if n.kind == "handover"]
        lines = [*before, *lines, *after]
        public_view = table_view(info, state, None)
        waiting = update.awaited_humans()
        # Only a new decision pings (an update without moves, e.g. a rejoin, leaves the turn as it was),
        # and not the player who just acted and goes on (they are here).
        fresh = bool(update.moves) or update.started
        acted = {m.seat for m in update.moves if not m.by_computer}
        prefs = await self.service.prefs_of(s.user_id for s in info.seats if s.is_human and s.user_id is not None)
        mentions = " ".join(
            f"<@{s.user_id}>" for s in waiting if fresh and s.seat not in acted and s.user_id is not None and prefs[s.user_id].mention()
        )
        prompt = present.turn_prompt(info.game, public_view, names)
        if waiting and info.deadline is not None:
            prompt += f" ⏰ {when(info.deadline)}"
        if update.started:
            lines.insert(0, f"**{self.service.game(info.game).title}** begins! Your hands come by DM.")
        content = clip("\n".join([*lines[-25:], f"{prompt} {mentions}".strip()]))
        channel = self._channel(info)
        if channel is not None:
            files = [f for f in [await self._image(table_png, info.game, public_view, "table.png")] if f]
            view = discord.ui.View(timeout=None)
            view.add_item(HandButton(info.id))
            if update.finished:
                final = await self._image(final_png, info.game, public_view, "final.png")
                if final is not None:
                    files.append(final)
                content = clip(content + "\n" + self.standings(info, update))
                view = None  # type: ignore[assignment]
            await channel.send(content, files=files, view=view, allowed_mentions=USER_MENTIONS)  # type: ignore[arg-type]
        for seat in info.seats:
            if seat.is_human and seat.user_id is not None and seat.seat != skip_dm_for:
                awaited = fresh and any(w.seat == seat.seat for w in waiting)
                private = [line for _, e in update.events_for(seat.seat) if e.to is not None and (line := present.event_line(info.game, e, names))]
                private += [
                    f"↩️ You took back: {present.action_label(info.game, n.detail, state.view(seat.seat))}"
                    for n in update.notices
                    if n.kind == "undo" and n.seat == seat.seat and n.detail
                ]
                if awaited or private or update.started:
                    loud = update.started or (awaited and prefs[seat.user_id].loud_turn_dm(info.turn_limit))
                    await self.send_hand(
                        info,
                        state,
                        seat.seat,
                        seat.user_id,
                        extra=private,
                        with_hand=awaited or update.started,
                        silent=not loud,
                        undo_version=info.version if update.undo_seat == seat.seat else None,
                    )

    def standings(self, info: TableInfo, update: Update) -> str:
        """Final standings as text."""
        assert update.outcome is not None
        order = sorted(range(len(info.seats)), key=lambda s: -update.outcome.scores[s])  # type: ignore[union-attr]
        rows = [
            f"{'🏆' if s in update.outcome.winners else '  '} {info.seats[s].name}: {update.outcome.scores[s]}"  # type: ignore[union-attr]
            + (" (with stand-in)" if info.seats[s].stood_in else "")
            for s in order
        ]
        return "**Final standings**\n" + "\n".join(rows)

    def _channel(self, info: TableInfo) -> discord.abc.Messageable | None:
        target = info.home_channel_id
        if target is None:
            return None
        return self.client.get_channel(target) or self.client.get_partial_messageable(target)  # type: ignore[return-value]

    async def send_hand(
        self,
        info: TableInfo,
        state: State,
        seat: int,
        user_id: int,
        *,
        extra: list[str] | None = None,
        with_hand: bool = True,
        silent: bool = False,
        undo_version: int | None = None,
    ) -> None:
        """DM a player their hand and choices; on a refused DM, say so in the thread once."""
        names = self._names(info)
        seat_view = table_view(info, state, seat)
        version = await self.service.prompt_version(info.id, seat)
        text = [*(extra or [])]
        if seat in state.to_move():
            deadline = f" (⏰ {when(info.deadline)})" if info.deadline is not None else ""
            text.append(f"**Your turn** at table #{info.id}{deadline}: " + present.turn_prompt(info.game, seat_view, names))
        content = clip("\n".join(text) or f"Table #{info.id}")
        files = [f for f in [await self._image(hand_png, info.game, seat_view, "hand.png")] if f] if with_hand else []
        view = self.menu_view(info, state, seat, version, undo_version=undo_version)
        try:
            channel = await self.client.create_dm(discord.Object(id=user_id))
            await channel.send(content, files=files, view=view, allowed_mentions=NO_MENTIONS, silent=silent)  # type: ignore[arg-type]
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
            view = discord.ui.View(timeout=None)
            view.add_item(HandButton(info.id))
            await channel.send(
                f"<@{user_id}>, I cannot send you direct messages. Use **Show my hand** to see your cards and choose.",
                view=view,
                allowed_mentions=USER_MENTIONS,
            )

    # ---- slash commands ------------------------------------------------------------------

    async def new_table(
        self, interaction: discord.Interaction, game: Game[Any], options: dict[str, object], computers: int = 0, clock: str | None = None
    ) -> None:
        """`/<game> new`: a lobby message in a new public thread (or here, without thread rights)."""
        await interaction.response.defer(thinking=True)
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
                info = await self.service.add_computer(info.id, interaction.user.id)
        except Exception as error:
            await handle_error(interaction, error)
            return
        message = await interaction.followup.send(self.lobby_text(info), view=self.lobby_view(info), wait=True)  # type: ignore[arg-type]
        thread_id: int | None = None
        channel = interaction.channel
        if isinstance(channel, discord.TextChannel):
            try:
                thread = await channel.create_thread(name=f"{game.title} #{info.id}", message=message, auto_archive_duration=1440)
                thread_id = thread.id
                await thread.send(f"Table #{info.id} plays here. Join with the buttons above.")
            except discord.Forbidden:
                await channel.send("I may not create threads here, so this table plays in this channel.")
        await self.service.set_location(info.id, thread_id=thread_id, message_id=message.id)

    async def rules(self, interaction: discord.Interaction, game: Game[Any]) -> None:
        """`/<game> rules`."""
        await reply_ephemeral(interaction, clip(game.rules_summary(), 1990))

    # ---- clicks --------------------------------------------------------------------------

    async def lobby_click(self, interaction: discord.Interaction, table_id: int, verb: str) -> None:
        """Join / Leave / Add computer / Start / Cancel."""
        await interaction.response.defer()
        try:
            user = interaction.user
            guild = interaction.guild_id
            update: Update | None = None
            if verb == "join":
                info = await self.service.join(table_id, user.id, user.display_name, guild)
            elif verb == "leave":
                update = await self.service.leave(table_id, user.id, guild)
                info = update.table
            elif verb == "computer":
                info = await self.service.add_computer(table_id, user.id, guild_id=guild)
            elif verb == "start":
                update = await self.service.start(table_id, user.id, guild)
                info = update.table
            elif verb == "cancel":
                info = await self.service.cancel(table_id, user.id, guild)
            else:
                await reply_ephemeral(interaction, "That button is no longer in use.")
                return
            await interaction.edit_original_response(content=self.lobby_text(info), view=self.lobby_view(info))
            if update is not None and update.state is not None:
                await self.publish(update)
        except Exception as error:
            await handle_error(interaction, error, table_id)

    async def act_click(self, interaction: discord.Interaction, table_id: int, version: int, actions: list[str]) -> None:
        """A choice from the DM or the ephemeral hand: apply it, then publish."""
        await interaction.response.defer()
        try:
            if len(actions) != 1:
                await reply_ephemeral(interaction, "Choose exactly one option.")
                return
            update = await self.service.act(table_id, interaction.user.id, actions[0], version, interaction.guild_id)
            # The label the player clicked: a label made from the view after the move could
            # describe the new situation (e.g. the card that replaced the one taken).
            label = clicked_label(interaction) or actions[0]
            if interaction.message is not None and interaction.message.flags.ephemeral is False:
                await interaction.edit_original_response(view=None, content=clip(f"{interaction.message.content}\n✅ {label}"))
            else:
                await interaction.edit_original_response(view=None, content=f"✅ {label}", attachments=[])
            await self.publish(update)
        except Exception as error:
            await handle_error(interaction, error, table_id)

    async def group_click(self, interaction: discord.Interaction, table_id: int, version: int, group: str) -> None:
        """Second step of a large choice: that group's actions, ephemeral."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            info, state, seat = await self.service.seat_view(table_id, interaction.user.id)
            actions = [str(a) for a in state.legal_actions(seat)]
            menu = present.group_menu(info.game, actions, table_view(info, state, seat), group)
            view = discord.ui.View(timeout=None)
            self._fill(view, info.id, version, menu)
            if not view.children:
                await interaction.followup.send("Nothing to choose there any more.", ephemeral=True)
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
        info, state, seat = await self.service.seat_view(table_id, interaction.user.id)
        seat_view = table_view(info, state, seat)
        version = await self.service.prompt_version(info.id, seat)
        prompt = present.turn_prompt(info.game, seat_view, info.names)
        image = await self._image(hand_png, info.game, seat_view, "hand.png")
        view = self.menu_view(info, state, seat, version)
        kwargs: dict[str, Any] = {"ephemeral": True, "file": image}
        if view is not None:
            kwargs["view"] = view
        await interaction.followup.send(clip(f"Table #{info.id}: {prompt}"), **kwargs)

    async def undo_click(self, interaction: discord.Interaction, table_id: int, version: int | None) -> None:
        """Undo (button or `/table undo`): take back one's last action, then show the table again."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=version is None, thinking=version is None)
        try:
            update = await self.service.undo(table_id, interaction.user.id, version, interaction.guild_id)
            if version is not None and interaction.message is not None and interaction.message.flags.ephemeral is False:
                await interaction.edit_original_response(view=None, content=clip(f"{interaction.message.content}\n↩️ Taken back."))
            elif version is None:
                await reply_ephemeral(interaction, "↩️ Taken back. Your choices come again by DM.")
            await self.publish(update)
        except Exception as error:
            await handle_error(interaction, error, table_id)

    async def vote_click(self, interaction: discord.Interaction, table_id: int) -> None:
        """Vote to end (button or `/table vote-end`)."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            vote = await self.service.vote_end(table_id, interaction.user.id, interaction.guild_id)
            await reply_ephemeral(interaction, f"Your vote to end table #{table_id} counts ({vote.votes} of {vote.needed}).")
            await self.announce_vote(vote, interaction.user.display_name)
        except Exception as error:
            await handle_error(interaction, error, table_id)

    async def announce_vote(self, vote: Vote, voter: str) -> None:
        """Tell the table about a vote, with a button for the others while it is open."""
        channel = self._channel(vote.table)
        if channel is None:
            return
        if vote.ended:
            await channel.send(f"🛑 Table #{vote.table.id} ends by vote ({vote.votes} of {vote.needed}). No result is recorded.")
            return
        view = discord.ui.View(timeout=None)
        view.add_item(VoteButton(vote.table.id))
        await channel.send(
            f"🗳️ {voter} votes to end table #{vote.table.id}: {vote.votes} of {vote.needed} votes needed.", view=view, allowed_mentions=NO_MENTIONS
        )

    async def announce_end(self, info: TableInfo, by: str) -> None:
        """Tell the table it was ended by a server manager."""
        channel = self._channel(info)
        if channel is not None:
            await channel.send(f"🛑 Table #{info.id} was ended by {by} (server manager). No result is recorded.", allowed_mentions=NO_MENTIONS)

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
            text = (
                f"⏰ Half your time is gone at table #{info.id} ({title}): it is your turn, and a stand-in moves for you "
                f"{when(info.deadline)}." + (f" {link}" if link else "")
            )
            try:
                channel = await self.client.create_dm(discord.Object(id=seat.user_id))
                await channel.send(text, allowed_mentions=NO_MENTIONS)
            except discord.HTTPException:
                log.info("table %s: reminder for seat %s not delivered", info.id, seat.seat)
