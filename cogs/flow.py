"""The table flow shared by every game: lobby message, thread, table images, DMs with choices.

Cogs and components call into one `TableFlow`; it calls the table service and turns updates into
Discord messages. Game-specific wording comes from `cogs.present` (and `cogs.text.<key>`).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord

from bot.games.base import Game, State
from bot.tables import TableInfo, TableService, Update
from cogs import present
from cogs.components import ActionButton, ActionSelect, GroupButton, HandButton, LobbyButton, MultiSelect
from cogs.errors import handle_error, reply_ephemeral
from render.registry import final_png, hand_png, table_png

log = logging.getLogger(__name__)

DM_REFUSED = 50007
NO_MENTIONS = discord.AllowedMentions.none()
USER_MENTIONS = discord.AllowedMentions(users=True, roles=False, everyone=False)


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
        status = {"lobby": f"Waiting for players ({need}). The host starts the game.", "running": "The game is running.", "cancelled": "This table was cancelled."}
        return f"**{game.title}** — table #{info.id}\nOptions: {options}\n{seats}\n{status.get(info.status, info.status.title())}"

    def lobby_view(self, info: TableInfo) -> discord.ui.View | None:
        """Lobby buttons while the lobby is open."""
        if info.status != "lobby":
            return None
        view = discord.ui.View(timeout=None)
        for verb in ("join", "leave", "computer", "start", "cancel"):
            view.add_item(LobbyButton(info.id, verb))
        return view

    def menu_view(self, info: TableInfo, state: State, seat: int, version: int, *, with_hand_button: bool = False) -> discord.ui.View | None:
        """The actions `seat` can take now, within Discord's limits."""
        view = discord.ui.View(timeout=None)
        if seat in state.to_move():
            seat_view = state.view(seat)
            actions = [str(a) for a in state.legal_actions(seat)]
            menu = present.plan_menu(info.game, actions, seat_view)
            self._fill(view, info.id, version, menu)
        if with_hand_button:
            view.add_item(HandButton(info.id))
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
        """Post the public board and lines in the table's thread, and DM each seat what is theirs."""
        info, state = update.table, update.state
        if state is None:
            return
        names = self._names(info)
        lines = [line for _, event in update.events_for(None) if (line := present.event_line(info.game, event, names))]
        public_view = state.view(None)
        waiting = update.awaited_humans()
        mentions = " ".join(f"<@{s.user_id}>" for s in waiting)
        prompt = present.turn_prompt(info.game, public_view, names)
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
                awaited = any(w.seat == seat.seat for w in waiting)
                private = [line for _, e in update.events_for(seat.seat) if e.to is not None and (line := present.event_line(info.game, e, names))]
                if awaited or private or update.started:
                    await self.send_hand(info, state, seat.seat, seat.user_id, extra=private, with_hand=awaited or update.started)

    def standings(self, info: TableInfo, update: Update) -> str:
        """Final standings as text."""
        assert update.outcome is not None
        order = sorted(range(len(info.seats)), key=lambda s: -update.outcome.scores[s])  # type: ignore[union-attr]
        rows = [f"{'🏆' if s in update.outcome.winners else '  '} {info.seats[s].name}: {update.outcome.scores[s]}" for s in order]  # type: ignore[union-attr]
        return "**Final standings**\n" + "\n".join(rows)

    def _channel(self, info: TableInfo) -> discord.abc.Messageable | None:
        target = info.home_channel_id
        if target is None:
            return None
        return self.client.get_channel(target) or self.client.get_partial_messageable(target)  # type: ignore[return-value]

    async def send_hand(self, info: TableInfo, state: State, seat: int, user_id: int, *, extra: list[str] | None = None, with_hand: bool = True) -> None:
        """DM a player their hand and choices; on a refused DM, say so in the thread once."""
        names = self._names(info)
        seat_view = state.view(seat)
        version = await self.service.prompt_version(info.id, seat)
        text = [*(extra or [])]
        if seat in state.to_move():
            text.append(f"**Your turn** at table #{info.id}: " + present.turn_prompt(info.game, seat_view, names))
        content = clip("\n".join(text) or f"Table #{info.id}")
        files = [f for f in [await self._image(hand_png, info.game, seat_view, "hand.png")] if f] if with_hand else []
        view = self.menu_view(info, state, seat, version)
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
            view = discord.ui.View(timeout=None)
            view.add_item(HandButton(info.id))
            await channel.send(
                f"<@{user_id}>, I cannot send you direct messages. Use **Show my hand** to see your cards and choose.",
                view=view,
                allowed_mentions=USER_MENTIONS,
            )

    # ---- slash commands ------------------------------------------------------------------

    async def new_table(self, interaction: discord.Interaction, game: Game[Any], options: dict[str, object], computers: int = 0) -> None:
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
            label = present.action_label(update.table.game, actions[0], update.state.view(None) if update.state else {})
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
            menu = present.group_menu(info.game, actions, state.view(seat), group)
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
        seat_view = state.view(seat)
        version = await self.service.prompt_version(info.id, seat)
        prompt = present.turn_prompt(info.game, seat_view, info.names)
        image = await self._image(hand_png, info.game, seat_view, "hand.png")
        view = self.menu_view(info, state, seat, version)
        kwargs: dict[str, Any] = {"ephemeral": True, "file": image}
        if view is not None:
            kwargs["view"] = view
        await interaction.followup.send(clip(f"Table #{info.id}: {prompt}"), **kwargs)
