"""`/table …`: commands shared by every game."""

from __future__ import annotations

import io
import json
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.tables import TableInfo
from bot.tables.errors import WhichTable
from cogs import present
from cogs.errors import handle_error, reply_ephemeral
from cogs.flow import NO_MENTIONS, clip, jump_url, table_view, when

if TYPE_CHECKING:
    from bot.app import Spieltisch

TABLE_HELP = "table number (default: this thread's table)"


def is_manager(interaction: discord.Interaction) -> bool:
    """Whether the member has Manage Server (or is an administrator) where they used the command."""
    permissions = interaction.permissions
    return bool(interaction.guild_id is not None and (permissions.manage_guild or permissions.administrator))


def mine_line(info: TableInfo, user_id: int, title: str) -> str:
    """One line of `/table mine`: the table, whose turn it is and a link."""
    link = jump_url(info)
    if info.status == "lobby":
        state = f"lobby, {len(info.seats)} seated"
    else:
        seat = info.seat_held_by(user_id)
        waiting = [s for s in info.seats if s.seat in info.awaited]
        if seat is not None and info.seats[seat].away:
            state = "a computer plays your seat (`/table rejoin`)"
        elif seat is not None and seat in info.awaited:
            state = "**your turn**" + (f" ⏰ {when(info.deadline)}" if info.deadline else "")
        else:
            state = "waiting for " + (", ".join(s.name for s in waiting) or "nobody")
    return f"#{info.id} **{title}** — {state}" + (f" — {link}" if link else "")


class TableCog(commands.GroupCog, group_name="table", group_description="Your game tables"):
    """Commands for the table in this thread (or a given table number)."""

    def __init__(self, bot: Spieltisch) -> None:
        self.bot = bot
        super().__init__()

    async def _resolve(self, interaction: discord.Interaction, table: int | None, *, ended: bool = False) -> int:
        """The table meant: the number given, the one in this thread, or the user's only open table."""
        service = self.bot.service
        if table is not None:
            return table
        if interaction.channel_id is not None:
            here = await service.table_in_channel(interaction.channel_id, ended=ended)
            if here is not None:
                return here.id
        mine = await service.tables_of(interaction.user.id, interaction.guild_id)
        if len(mine) == 1:
            return mine[0].id
        if not mine:
            raise WhichTable("You have no open table. Start one with `/<game> new`.", code="table.none_open")
        raise WhichTable(
            "You sit at several tables: name one with `table:` (" + ", ".join(f"#{t.id}" for t in mine[:10]) + ").",
            code="table.which",
        )

    @app_commands.command(name="hand", description="Show your hand and choices (only you see it)")
    @app_commands.describe(table=TABLE_HELP)
    async def hand(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            await self.bot.flow.send_ephemeral_hand(interaction, await self._resolve(interaction, table))
        except Exception as error:
            await handle_error(interaction, error, table)

    @app_commands.command(name="status", description="Show the table and whose turn it is")
    @app_commands.describe(table=TABLE_HELP)
    async def status(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            table_id = await self._resolve(interaction, table)
            info, state = await self.bot.service.state(table_id, interaction.guild_id)
            flow = self.bot.flow
            if state is None:
                await reply_ephemeral(interaction, flow.lobby_text(info))
                return
            from render.registry import table_png

            public = table_view(info, state, None)
            image = await flow._image(table_png, info.game, public, "table.png")
            prompt = present.turn_prompt(info.game, public, info.names)
            if info.deadline is not None:
                prompt += f" ⏰ {when(info.deadline)}"
            scores = ", ".join(f"{s.name} {score}" for s, score in zip(info.seats, state.scores(), strict=True))
            await interaction.followup.send(f"Table #{info.id} ({info.status}) — {scores}\n{prompt}", file=image, ephemeral=True)  # type: ignore[arg-type]
        except Exception as error:
            await handle_error(interaction, error, table)

    @app_commands.command(name="leave", description="Leave a table (a computer player takes over a running seat)")
    @app_commands.describe(table=TABLE_HELP)
    async def leave(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            table_id = await self._resolve(interaction, table)
            update = await self.bot.service.leave(table_id, interaction.user.id, interaction.guild_id)
            await reply_ephemeral(interaction, f"You left table #{table_id}.")
            if update.moves or update.state is not None:
                await self.bot.flow.publish(update)
        except Exception as error:
            await handle_error(interaction, error, table)

    @app_commands.command(name="undo", description="Take back your last action (within your turn, if it revealed nothing)")
    @app_commands.describe(table=TABLE_HELP)
    async def undo(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            table_id = await self._resolve(interaction, table)
        except Exception as error:
            await handle_error(interaction, error, table)
            return
        await self.bot.flow.undo_click(interaction, table_id, None)

    @app_commands.command(name="rejoin", description="Take your seat back from the computer after missed turns")
    @app_commands.describe(table=TABLE_HELP)
    async def rejoin(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            table_id = await self._resolve(interaction, table)
            update = await self.bot.service.rejoin(table_id, interaction.user.id, interaction.guild_id)
            await reply_ephemeral(interaction, f"Welcome back: you play your seat at table #{table_id} again.")
            await self.bot.flow.publish(update)
            seat = update.table.seat_of(interaction.user.id)
            if update.state is not None and seat is not None:
                await self.bot.flow.send_hand(update.table, update.state, seat, interaction.user.id)
        except Exception as error:
            await handle_error(interaction, error, table)

    @app_commands.command(name="kick", description="Host: hand a player's seat to a computer for the rest of the game")
    @app_commands.describe(player="the player whose seat a computer takes over", table=TABLE_HELP)
    async def kick(self, interaction: discord.Interaction, player: discord.User, table: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            table_id = await self._resolve(interaction, table)
            update = await self.bot.service.kick(table_id, interaction.user.id, player.id, interaction.guild_id)
            await reply_ephemeral(interaction, f"A computer plays {player.display_name}'s seat at table #{table_id} now.")
            await self.bot.flow.publish(update)
        except Exception as error:
            await handle_error(interaction, error, table)

    @app_commands.command(name="vote-end", description="Vote to end the table (a majority of the players ends it)")
    @app_commands.describe(table=TABLE_HELP)
    async def vote_end(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            table_id = await self._resolve(interaction, table)
        except Exception as error:
            await handle_error(interaction, error, table)
            return
        await self.bot.flow.vote_click(interaction, table_id)

    @app_commands.command(name="end", description="Server managers: end any table of this server at once")
    @app_commands.describe(table=TABLE_HELP)
    async def end(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            table_id = await self._resolve(interaction, table)
            info = await self.bot.service.force_end(table_id, interaction.user.id, interaction.guild_id, manager=is_manager(interaction))
            await reply_ephemeral(interaction, f"Table #{info.id} is ended.")
            await self.bot.flow.announce_end(info, interaction.user.display_name)
        except Exception as error:
            await handle_error(interaction, error, table)

    @app_commands.command(name="mine", description="Your open tables in this server: whose turn it is, with links")
    async def mine(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            tables = await self.bot.service.mine(interaction.user.id, interaction.guild_id)
            if not tables:
                await reply_ephemeral(interaction, "You have no open table here. Start one with `/<game> new`.")
                return
            lines = [mine_line(t, interaction.user.id, self.bot.service.game(t.game).title) for t in tables[:20]]
            await reply_ephemeral(interaction, clip("\n".join(lines), 1990))
        except Exception as error:
            await handle_error(interaction, error)

    @app_commands.command(name="log", description="The last moves in words (your own secrets included, only for you)")
    @app_commands.describe(table=TABLE_HELP, moves="how many moves to show (default 15)")
    async def log(self, interaction: discord.Interaction, table: int | None = None, moves: app_commands.Range[int, 1, 60] = 15) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            table_id = await self._resolve(interaction, table, ended=True)
            info, entries = await self.bot.service.history(table_id, interaction.guild_id)
            seat = info.seat_held_by(interaction.user.id)
            lines = []
            for entry in entries[-moves:]:
                words = [line for e in entry.events if e.visible_to(seat) and (line := present.event_line(info.game, e, info.names))]
                if words:
                    lines.append(("🤖 " if entry.by_computer else "") + " · ".join(words))
            header = f"**Table #{info.id}** — last {min(moves, len(entries))} of {len(entries)} moves"
            await reply_ephemeral(interaction, clip("\n".join([header, *lines]) if lines else f"Table #{info.id}: no moves yet.", 1990))
        except Exception as error:
            await handle_error(interaction, error, table)

    @app_commands.command(name="export", description="The whole game as a JSON file that replays exactly (once it is over)")
    @app_commands.describe(table=TABLE_HELP)
    async def export(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            table_id = await self._resolve(interaction, table, ended=True)
            data = await self.bot.service.export(table_id, interaction.guild_id)
            blob = json.dumps(data, indent=1, ensure_ascii=False).encode()
            file = discord.File(io.BytesIO(blob), filename=f"spieltisch-{data['game']}-{table_id}.json")
            await interaction.followup.send(
                f"Table #{table_id}: {len(data['actions'])} moves.", file=file, ephemeral=True, allowed_mentions=NO_MENTIONS
            )
        except Exception as error:
            await handle_error(interaction, error, table)


async def setup(bot: Spieltisch) -> None:
    """Extension entry point."""
    await bot.add_cog(TableCog(bot))
