"""Commands and clicks shared by every game: a new table, the lobby buttons, the choices from a DM or
the ephemeral hand, Undo and the vote to end. Each validates, calls one table service operation and
hands what the update owes to the deliverer (`cogs.delivery`); the messages come from `cogs.posts`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.games.base import Game, State
from bot.i18n import DEFAULT, LANGUAGES, t
from bot.tables import Clicked, TableInfo, TableService, Update, Vote
from bot.tables.errors import StaleClick
from cogs.components import BackButton, VoteButton
from cogs.delivery import Deliverer
from cogs.errors import answers_errors, reply_ephemeral
from cogs.images import Drawing
from cogs.kit import GameKit, Kits
from cogs.language import languages, user_lang
from cogs.posts import (
    NO_MENTIONS,
    clicked_label,
    clip,
    fill_menu,
    lobby_text,
    lobby_view,
    menu_view,
    png_file,
    seat_names,
    table_view,
)
from cogs.sending import table_channel, table_lang
from wording import present

log = logging.getLogger(__name__)

# How long a click on a lobby waits for its thread to be opened (Discord may hold the request back).
LOBBY_OPENING = 30.0


class TableInteractions:
    """Turns commands and clicks into table service calls, and their updates into deliveries."""

    def __init__(self, client: discord.Client, service: TableService, kits: Kits, *, lease: float = 20.0) -> None:
        self.client = client
        self.service = service
        self.kits = kits
        self.images = Drawing()
        self.delivery = Deliverer(client, service, kits, lease=lease, drawing=self.images)
        self._opening: dict[int, asyncio.Event] = {}  # lobbies posted whose thread is not recorded yet

    def kit(self, game_key: str) -> GameKit:
        """The kit of a game played here (the service refuses tables of any other)."""
        return self.kits[game_key]

    def wording(self, game_key: str) -> present.Wording:
        """The wording of a game played here."""
        return self.kit(game_key).wording

    async def table_image(self, info: TableInfo, view: dict[str, Any], lang: str = DEFAULT) -> discord.File | None:
        """The table's image for a view, drawn off the event loop, as a file to attach."""
        return png_file(await self.images.draw(self.kit(info.game).table_image, view, lang, name=f"{info.game}/table"), "table.png")

    def lobby_text(self, info: TableInfo, lang: str = DEFAULT) -> str:
        """The lobby message: game, options, seats, how to start."""
        return lobby_text(info, self.service.game(info.game), lang)

    async def publish(self, update: Update, *, interaction: discord.Interaction | None = None) -> None:
        """Deliver what the update owes: ✅ on the clicked message, the board in the thread, each seat's DM.

        The service decided who is told what and recorded it with the move (`bot.tables.outbox`);
        `cogs.delivery` sends it. `interaction`: the click the move came from (its message is edited).
        """
        await self.delivery.deliver(update, interaction)

    def when_finished(self, listener: Callable[[TableInfo], None]) -> None:
        """Have `listener` told of each game whose end this process sent (its final post with Replay)."""
        self.delivery.sender.finished.append(listener)

    async def send_hand(self, info: TableInfo, state: State, seat: int, user_id: int, *, lang: str | None = None) -> None:
        """DM a player their hand and choices now (e.g. on taking their seat back); on a refused DM, say so in the thread once."""
        await self.delivery.sender.send_hand(info, state, seat, user_id, lang=lang)

    # ---- slash commands ------------------------------------------------------------------

    @answers_errors
    async def new_table(
        self,
        interaction: discord.Interaction,
        game: Game[Any],
        options: dict[str, object],
        computers: int = 0,
        turn_limit: str | None = None,
        level: str = "normal",
    ) -> None:
        """`/<game> new`: a lobby message in a new public thread (or here, without thread rights)."""
        await interaction.response.defer(thinking=True)
        lang = (await languages(interaction, self.service)).server
        info = await self.service.create(
            game.key,
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            host_id=interaction.user.id,
            host_name=interaction.user.display_name,
            options=options,
            clock=turn_limit,
        )
        for _ in range(computers):
            info = await self.service.add_computer(info.id, interaction.user.id, level)
        text, view = self.lobby_text(info, lang), lobby_view(info, lang)

        async def send() -> discord.Message:
            return await (interaction.followup.send(text, view=view, wait=True) if view is not None else interaction.followup.send(text, wait=True))

        await self.open_lobby(info, send, interaction.channel, intro=t(lang, "table-thread-intro", table=str(info.id)), refused=t(lang, "table-no-thread"))

    async def open_lobby(
        self,
        info: TableInfo,
        send: Callable[[], Awaitable[discord.Message]],
        channel: object,
        *,
        intro: str | None = None,
        refused: str | None = None,
    ) -> tuple[discord.Message, discord.Thread | None]:
        """Post a lobby message (`send`), open the table's public thread on it (its first post `intro`; in a
        channel without thread rights, `refused` is said there) and record both. A click on the lobby meanwhile
        waits for this: a table started before its thread is known would play in the channel."""
        opening = self._opening[info.id] = asyncio.Event()
        try:
            message = await send()
            thread: discord.Thread | None = None
            if isinstance(channel, discord.TextChannel):
                try:
                    thread = await channel.create_thread(name=f"{self.service.game(info.game).title} #{info.id}", message=message, auto_archive_duration=1440)
                    if intro is not None:
                        await thread.send(intro)
                except discord.Forbidden:
                    if refused is not None:
                        await channel.send(refused)
            await self.service.set_location(info.id, thread_id=thread.id if thread is not None else None, message_id=message.id)
            return message, thread
        finally:
            opening.set()
            self._opening.pop(info.id, None)

    # ---- clicks --------------------------------------------------------------------------

    @answers_errors
    async def lobby_click(self, interaction: discord.Interaction, table_id: int, verb: str) -> None:
        """Join / Leave / Add computer / Start / Cancel."""
        await interaction.response.defer()
        opening = self._opening.get(table_id)
        if opening is not None:  # clicked as soon as the lobby showed: its thread is being opened
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(opening.wait(), LOBBY_OPENING)
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
        await interaction.edit_original_response(content=self.lobby_text(info, lang), view=lobby_view(info, lang))
        if update is not None and update.state is not None:
            await self.publish(update)

    @answers_errors
    async def act_click(self, interaction: discord.Interaction, table_id: int, version: int, actions: list[str]) -> None:
        """A choice from the DM or the ephemeral hand: apply it, then publish."""
        await interaction.response.defer()
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
        try:
            update = await self.service.act(table_id, interaction.user.id, actions[0], version, interaction.guild_id, clicked=clicked)
        except StaleClick:
            await self.answer_stale(interaction, table_id)
            return
        await self.publish(update, interaction=interaction)

    async def answer_stale(self, interaction: discord.Interaction, table_id: int) -> None:
        """A button of an earlier moment: its message loses its buttons, and the current hand and
        choices come at once (there may be no newer message to use)."""
        message = interaction.message
        lang = await user_lang(interaction, self.service)
        if message is not None:
            with contextlib.suppress(discord.HTTPException):
                await interaction.edit_original_response(view=None)
        await self.send_ephemeral_hand(interaction, table_id, note=t(lang, "table-stale-hand"))

    async def current_decision(self, interaction: discord.Interaction, table_id: int, version: int) -> tuple[TableInfo, State, int] | None:
        """The clicker's table, state and seat if `version` is their current decision; else the click is
        answered as stale (when opened, not after a choice) and None comes back."""
        info, state, seat = await self.service.seat_view(table_id, interaction.user.id, interaction.guild_id)
        if version != await self.service.prompt_version(table_id, seat) or seat not in state.to_move():
            await self.answer_stale(interaction, table_id)
            return None
        return info, state, seat

    @answers_errors
    async def group_click(self, interaction: discord.Interaction, table_id: int, version: int, group: str) -> None:
        """Second step of a large choice: that group's actions, in the same message, with a way back."""
        await interaction.response.defer()
        lang = await user_lang(interaction, self.service)
        current = await self.current_decision(interaction, table_id, version)
        if current is None:
            return
        info, state, seat = current
        actions = state.legal_actions(seat)
        view = discord.ui.View(timeout=None)
        # The group key was made in the language of the message clicked: normally the reader's,
        # but their language may have changed since, so the other languages are tried too.
        for candidate in dict.fromkeys([lang, *LANGUAGES]):
            menu = present.group_menu(self.kit(info.game).wording, actions, table_view(info, state, seat, candidate), group, candidate)
            if menu.buttons or menu.selects or menu.groups or menu.multis:
                fill_menu(view, info.id, version, menu)
                break
        if not view.children:
            await self.answer_stale(interaction, table_id)
            return
        back = BackButton(info.id, version, lang=lang)
        back.item.row = 4
        view.add_item(back)
        await interaction.edit_original_response(view=view)

    @answers_errors
    async def back_click(self, interaction: discord.Interaction, table_id: int, version: int) -> None:
        """Back from a group to the whole menu, in the same message."""
        await interaction.response.defer()
        lang = await user_lang(interaction, self.service)
        current = await self.current_decision(interaction, table_id, version)
        if current is None:
            return
        info, state, seat = current
        view = menu_view(info, state, seat, version, self.kit(info.game).wording, lang=lang)
        await interaction.edit_original_response(view=view)

    @answers_errors
    async def hand_click(self, interaction: discord.Interaction, table_id: int) -> None:
        """Show my hand: ephemeral hand image and choices."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.send_ephemeral_hand(interaction, table_id)

    async def send_ephemeral_hand(self, interaction: discord.Interaction, table_id: int, *, note: str | None = None) -> None:
        """The seat's hand and current choices as an ephemeral follow-up (after `note`, if given)."""
        lang = await user_lang(interaction, self.service)
        info, state, seat = await self.service.seat_view(table_id, interaction.user.id, interaction.guild_id)
        seat_view = table_view(info, state, seat, lang)
        version = await self.service.prompt_version(info.id, seat)
        kit = self.kit(info.game)
        prompt = present.turn_prompt(kit.wording, seat_view, seat_names(info, lang), lang)
        image = png_file(await self.images.draw(kit.hand_image, seat_view, lang, name=f"{info.game}/hand"), "hand.png")
        view = menu_view(info, state, seat, version, kit.wording, lang=lang)
        kwargs: dict[str, Any] = {"ephemeral": True, "file": image}
        if view is not None:
            kwargs["view"] = view
        text = t(lang, "table-hand-prompt", table=str(info.id), prompt=prompt)
        shown = await interaction.followup.send(clip(f"{note}\n{text}" if note else text), wait=True, **kwargs)
        if view is not None:
            self.delivery.sender.remember_hand(info.id, shown, lang)

    @answers_errors
    async def undo_click(self, interaction: discord.Interaction, table_id: int, version: int | None) -> None:
        """Undo (button or `/table undo`): take back one's last action, then show the table again."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=version is None, thinking=version is None)
        lang = await user_lang(interaction, self.service)
        update = await self.service.logbook.undo(table_id, interaction.user.id, version, interaction.guild_id)
        if version is not None and interaction.message is not None and interaction.message.flags.ephemeral is False:
            await interaction.edit_original_response(view=None, content=clip(f"{interaction.message.content}\n{t(lang, 'table-undone')}"))
        elif version is None:
            await reply_ephemeral(interaction, t(lang, "table-undone-dm"))
        await self.publish(update)

    @answers_errors
    async def vote_click(self, interaction: discord.Interaction, table_id: int) -> None:
        """Vote to end (button or `/table vote-end`)."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await user_lang(interaction, self.service)
        vote = await self.service.community.vote_end(table_id, interaction.user.id, interaction.guild_id)
        await reply_ephemeral(interaction, t(lang, "table-vote-counted", table=str(table_id), votes=vote.votes, needed=vote.needed))
        await self.announce_vote(vote, interaction.user.display_name)

    async def announce_vote(self, vote: Vote, voter: str) -> None:
        """Tell the table about a vote, with a button for the others while it is open."""
        channel = table_channel(self.client, vote.table)
        if channel is None:
            return
        lang = await table_lang(self.service, vote.table)
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
        channel = table_channel(self.client, info)
        if channel is not None:
            lang = await table_lang(self.service, info)
            await channel.send(t(lang, "table-ended-by", table=str(info.id), name=by), allowed_mentions=NO_MENTIONS)
