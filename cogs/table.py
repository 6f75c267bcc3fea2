"""`/table …`: commands shared by every game."""

from __future__ import annotations

import io
import json
import logging
import re
import unicodedata
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import DEFAULT, has, join, number, t
from bot.store.limits import MAX_ID
from bot.store.status import Status
from bot.tables import Caller, TableInfo
from bot.tables.errors import NotATableNumber
from bot.tables.finder import Pick
from cogs.client import Interaction, TableBot
from cogs.errors import answers_errors, private_reply, reply_ephemeral
from cogs.language import ls, user_lang
from cogs.posts import NO_MENTIONS, clip, jump_url, seat_names, table_view, when
from cogs.table_buttons import replays_of
from wording import present

TABLE_HELP = ls("cmd-option-table-desc")
TABLE_NAME = ls("cmd-option-table-name")
# A table number as typed: a whole number, with a "#" before it if you like, at most this many digits.
SHOWN = 24  # characters of a wrong value quoted back
TYPED_NUMBER = re.compile(r"\s*#?\s*(-?\d{1,20})\s*")


class TableNumberTransformer(app_commands.Transformer):
    """A `table:` option: declared to Discord as a number in the range a table id can have; whatever
    value arrives (a crafted interaction may bring text of any length) becomes a number or a refusal."""

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.integer

    @property
    def min_value(self) -> int:
        return 1

    @property
    def max_value(self) -> int:
        return MAX_ID

    async def transform(self, interaction: discord.Interaction[Any], value: object, /) -> int:
        """The number given (a number out of range is the service's to refuse as a table that does not exist)."""
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        typed = TYPED_NUMBER.fullmatch(value) if isinstance(value, str) else None
        if typed is None:
            shown = str(value) if len(str(value)) <= SHOWN else str(value)[:SHOWN] + "…"
            raise NotATableNumber(f"'{shown}' is not a table number.", value=shown)
        return int(typed.group(1))


TableNumber = app_commands.Transform[int, TableNumberTransformer]
# The commands that also look at finished and ended tables (named, suggested, or the one in its thread).
ENDED_COMMANDS = ("status", "log", "export", "replay")

log = logging.getLogger(__name__)


def is_manager(interaction: Interaction) -> bool:
    """Whether the member has Manage Server (or is an administrator) where they used the command."""
    permissions = interaction.permissions
    return bool(interaction.guild_id is not None and (permissions.manage_guild or permissions.administrator))


def mine_line(info: TableInfo, user_id: int, title: str, lang: str = DEFAULT) -> str:
    """One line of `/table mine`: the table, whose turn it is and a link."""
    link = jump_url(info)
    if info.status == Status.LOBBY:
        state = t(lang, "table-mine-lobby", seated=len(info.seats))
    elif info.status == Status.DAMAGED:
        state = t(lang, "table-mine-damaged")
    else:
        seat = info.seat_held_by(user_id)
        names = seat_names(info, lang)
        waiting = [names[s.seat] for s in info.seats if s.seat in info.awaited]
        if seat is not None and info.seats[seat].away:
            state = t(lang, "table-mine-away")
        elif seat is not None and seat in info.awaited:
            state = t(lang, "table-mine-your-turn") + (f" ⏰ {when(info.deadline)}" if info.deadline else "")
        else:
            state = t(lang, "table-mine-waiting", names=join(lang, waiting) or t(lang, "table-mine-nobody"))
    return f"#{info.id} **{title}** — {state}" + (f" — {link}" if link else "")


def pick_label(pick: Pick, user_id: int, title: str, lang: str = DEFAULT, server: str | None = None) -> str:
    """One suggestion for a `table:` option: number, game, whose turn it is, and the server when elsewhere."""
    info = pick.table
    if info.status == Status.LOBBY:
        state = t(lang, "table-mine-lobby", seated=len(info.seats))
    elif info.status != Status.RUNNING:
        key = f"table-state-{info.status}"
        state = t(lang, key) if has(DEFAULT, key) else info.status
    else:
        seat = info.seat_held_by(user_id)
        if seat is not None and info.seats[seat].away:
            state = t(lang, "finder-away")
        elif seat is not None and seat in info.awaited:
            state = t(lang, "finder-your-turn")
        else:
            names = seat_names(info, lang)
            state = t(lang, "finder-waiting", names=join(lang, [names[s] for s in info.awaited if s < len(names)]) or t(lang, "table-mine-nobody"))
    if server is None:
        return t(lang, "finder-choice", table=str(info.id), game=title, state=state)[:100]
    return t(lang, "finder-choice-elsewhere", table=str(info.id), game=title, state=state, server=server)[:100]


def typed_matches(typed: str, table_id: int, label: str) -> bool:
    """Whether a suggestion fits what was typed so far: the start of its number (in any digits), else a word of it."""
    text = typed.strip().lstrip("#").strip()
    if not text:
        return True
    if text.isdecimal():  # digits of any script ("42", "۴۲"); not "²" or "⑴", which are digits but not decimals
        digits = "".join(str(unicodedata.decimal(c)) for c in text).lstrip("0") or "0"
        return str(table_id).startswith(digits)
    return text.casefold() in label.casefold()


class TableCog(commands.GroupCog, group_name=ls("cmd-table-name"), group_description=ls("cmd-table-desc")):
    """Commands for the table in this thread (or a given table number)."""

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        super().__init__()
        # Every `table:` option suggests the caller's tables; a typed number works as well.
        for command in self.walk_app_commands():
            if isinstance(command, app_commands.Command) and any(p.name == "table" for p in command.parameters):
                ended = command.callback.__name__ in ENDED_COMMANDS
                command.autocomplete("table")(self._table_choices_ended if ended else self._table_choices)

    async def _table_choices(self, interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await self.table_choices(interaction, current)

    async def _table_choices_ended(self, interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await self.table_choices(interaction, current, ended=True)

    async def table_choices(self, interaction: Interaction, current: object, *, ended: bool = False) -> list[app_commands.Choice[int]]:
        """The tables the caller may name, theirs first, filtered by what they typed (in their language)."""
        try:
            lang = await self._lang(interaction)
            picks = await self.bot.service.tables_to_pick(interaction.user.id, interaction.guild_id, ended=ended, channel_id=interaction.channel_id)
        except Exception:
            log.warning("table suggestions failed for user %s", interaction.user.id, exc_info=True)
            return []
        choices = []
        titles = self.bot.service.titles()
        for pick in picks:
            info = pick.table
            server = None
            if info.guild_id is not None and info.guild_id != interaction.guild_id:
                guild = self.bot.get_guild(info.guild_id)
                server = guild.name if guild is not None else t(lang, "finder-other-server")
            label = pick_label(pick, interaction.user.id, titles.get(info.game, info.game), lang, server)
            if typed_matches(str(current or ""), info.id, label):
                choices.append(app_commands.Choice(name=label, value=info.id))
        return choices[:25]

    async def _lang(self, interaction: Interaction) -> str:
        """The language of the reply: the user's."""
        return await user_lang(interaction, self.bot.service)

    async def _resolve(self, interaction: Interaction, table: int | None, *, ended: bool = False) -> int:
        """The table meant (the rule is the service's `table_meant`)."""
        return await self.bot.service.table_meant(interaction.user.id, interaction.guild_id, interaction.channel_id, table, ended=ended)

    async def _close_prompts(self, table_id: int, user_id: int, line: str) -> None:
        """Take the buttons off a player's prompts at a table they no longer play (a missing message is no matter)."""
        for where in await self.bot.service.deliveries.close_prompts(table_id, user_id):
            if where["channel_id"] is None or where["message_id"] is None:
                continue
            message = self.bot.get_partial_messageable(where["channel_id"]).get_partial_message(where["message_id"])
            try:
                await message.edit(content=clip(f"{where['text']}\n{line}"), view=None)
            except (discord.NotFound, discord.Forbidden):
                log.info("table %s: a prompt of user %s is gone", table_id, user_id)

    @app_commands.command(name=ls("cmd-table-hand-name"), description=ls("cmd-table-hand-desc"))
    @app_commands.describe(table=TABLE_HELP)
    @app_commands.rename(table=TABLE_NAME)
    @private_reply
    async def hand(self, interaction: Interaction, table: TableNumber | None = None) -> None:
        await self.bot.interactions.send_ephemeral_hand(interaction, await self._resolve(interaction, table))

    @app_commands.command(name=ls("cmd-table-status-name"), description=ls("cmd-table-status-desc"))
    @app_commands.describe(table=TABLE_HELP)
    @app_commands.rename(table=TABLE_NAME)
    @private_reply
    async def status(self, interaction: Interaction, table: TableNumber | None = None) -> None:
        lang = await self._lang(interaction)
        table_id = await self._resolve(interaction, table, ended=True)
        info, state = await self.bot.service.state(table_id, Caller(interaction.user.id, interaction.guild_id))
        flow = self.bot.interactions
        if state is None:
            await reply_ephemeral(interaction, flow.lobby_text(info, lang))
            return
        public = table_view(info, state, None, lang)
        image = await flow.table_image(info, public, lang)
        names = seat_names(info, lang)
        prompt = present.turn_prompt(flow.wording(info.game), public, names, lang)
        if info.deadline is not None:
            prompt += f" ⏰ {when(info.deadline)}"
        scores = join(lang, [f"{name} {number(lang, score)}" for name, score in zip(names, state.scores(), strict=True)])
        status = t(lang, f"table-state-{info.status}")
        text = t(lang, "table-status", table=str(info.id), status=status, scores=scores) + f"\n{prompt}"
        await interaction.followup.send(text, files=[image] if image is not None else [], ephemeral=True)

    @app_commands.command(name=ls("cmd-table-leave-name"), description=ls("cmd-table-leave-desc"))
    @app_commands.describe(table=TABLE_HELP)
    @app_commands.rename(table=TABLE_NAME)
    @private_reply
    async def leave(self, interaction: Interaction, table: TableNumber | None = None) -> None:
        table_id = await self._resolve(interaction, table)
        update = await self.bot.service.leave(table_id, interaction.user.id, interaction.guild_id)
        lang = await self._lang(interaction)
        await reply_ephemeral(interaction, t(lang, "table-you-left", table=str(table_id)))
        await self._close_prompts(table_id, interaction.user.id, "🚪 " + t(lang, "table-you-left", table=str(table_id)))
        if update.moves or update.state is not None:
            await self.bot.interactions.publish(update)

    @app_commands.command(name=ls("cmd-table-undo-name"), description=ls("cmd-table-undo-desc"))
    @app_commands.describe(table=TABLE_HELP)
    @app_commands.rename(table=TABLE_NAME)
    @private_reply
    async def undo(self, interaction: Interaction, table: TableNumber | None = None) -> None:
        table_id = await self._resolve(interaction, table)
        await self.bot.interactions.undo_click(interaction, table_id, None)

    @app_commands.command(name=ls("cmd-table-rejoin-name"), description=ls("cmd-table-rejoin-desc"))
    @app_commands.describe(table=TABLE_HELP)
    @app_commands.rename(table=TABLE_NAME)
    @private_reply
    async def rejoin(self, interaction: Interaction, table: TableNumber | None = None) -> None:
        table_id = await self._resolve(interaction, table)
        update = await self.bot.service.turns.rejoin(table_id, interaction.user.id, interaction.guild_id)
        lang = await self._lang(interaction)
        await reply_ephemeral(interaction, t(lang, "table-welcome-back", table=str(table_id)))
        await self.bot.interactions.publish(update)
        seat = update.table.seat_of(interaction.user.id)
        if update.state is not None and seat is not None:
            await self.bot.interactions.send_hand(update.table, update.state, seat, interaction.user.id, lang=lang)

    @app_commands.command(name=ls("cmd-table-kick-name"), description=ls("cmd-table-kick-desc"))
    @app_commands.describe(player=ls("cmd-option-player-desc"), table=TABLE_HELP)
    @app_commands.rename(player=ls("cmd-option-player-name"), table=TABLE_NAME)
    @private_reply
    async def kick(self, interaction: Interaction, player: discord.User, table: TableNumber | None = None) -> None:
        table_id = await self._resolve(interaction, table)
        update = await self.bot.service.community.kick(table_id, interaction.user.id, player.id, interaction.guild_id)
        await reply_ephemeral(interaction, t(await self._lang(interaction), "table-kicked", name=player.display_name, table=str(table_id)))
        their_lang = (await self.bot.service.community.prefs(player.id)).language()
        await self._close_prompts(table_id, player.id, "🚪 " + t(their_lang, "table-prompt-removed", table=str(table_id)))
        await self.bot.interactions.publish(update)

    @app_commands.command(name=ls("cmd-table-vote-end-name"), description=ls("cmd-table-vote-end-desc"))
    @app_commands.describe(table=TABLE_HELP)
    @app_commands.rename(table=TABLE_NAME)
    @private_reply
    async def vote_end(self, interaction: Interaction, table: TableNumber | None = None) -> None:
        table_id = await self._resolve(interaction, table)
        await self.bot.interactions.vote_click(interaction, table_id)

    @app_commands.command(name=ls("cmd-table-end-name"), description=ls("cmd-table-end-desc"))
    @app_commands.describe(table=TABLE_HELP)
    @app_commands.rename(table=TABLE_NAME)
    @private_reply
    async def end(self, interaction: Interaction, table: TableNumber | None = None) -> None:
        table_id = await self._resolve(interaction, table)
        info = await self.bot.service.community.force_end(table_id, interaction.user.id, interaction.guild_id, manager=is_manager(interaction))
        await reply_ephemeral(interaction, t(await self._lang(interaction), "table-ended", table=str(info.id)))
        await self.bot.interactions.announce_end(info, interaction.user.display_name)

    @app_commands.command(name=ls("cmd-table-mine-name"), description=ls("cmd-table-mine-desc"))
    @private_reply
    async def mine(self, interaction: Interaction) -> None:
        lang = await self._lang(interaction)
        tables = await self.bot.service.community.mine(interaction.user.id, interaction.guild_id)
        if not tables:
            await reply_ephemeral(interaction, t(lang, "table-mine-none"))
            return
        lines = [mine_line(info, interaction.user.id, self.bot.service.game(info.game).title, lang) for info in tables[:20]]
        await reply_ephemeral(interaction, clip("\n".join(lines), 1990))

    @app_commands.command(name=ls("cmd-table-log-name"), description=ls("cmd-table-log-desc"))
    @app_commands.describe(table=TABLE_HELP, moves=ls("cmd-option-moves-desc"))
    @app_commands.rename(table=TABLE_NAME, moves=ls("cmd-option-moves-name"))
    @private_reply
    async def log(self, interaction: Interaction, table: TableNumber | None = None, moves: app_commands.Range[int, 1, 60] = 15) -> None:
        lang = await self._lang(interaction)
        table_id = await self._resolve(interaction, table, ended=True)
        info, entries = await self.bot.service.logbook.history(table_id, Caller(interaction.user.id, interaction.guild_id))
        seat = info.seat_held_by(interaction.user.id)
        names = seat_names(info, lang)
        lines = []
        moves = max(1, min(moves, 60))  # the declared range, also for a crafted interaction
        for entry in entries[-moves:]:
            words = [line for e in entry.events if e.visible_to(seat) and (line := present.event_line(self.bot.interactions.wording(info.game), e, names, lang))]
            if words:
                lines.append(("🤖 " if entry.by_computer else "") + " · ".join(words))
        header = t(lang, "table-log-header", table=str(info.id), shown=min(moves, len(entries)), total=len(entries))
        text = "\n".join([header, *lines]) if lines else t(lang, "table-log-empty", table=str(info.id))
        await reply_ephemeral(interaction, clip(text, 1990))

    @app_commands.command(name=ls("cmd-table-export-name"), description=ls("cmd-table-export-desc"))
    @app_commands.describe(table=TABLE_HELP)
    @app_commands.rename(table=TABLE_NAME)
    @private_reply
    async def export(self, interaction: Interaction, table: TableNumber | None = None) -> None:
        table_id = await self._resolve(interaction, table, ended=True)
        data = await self.bot.service.logbook.export(table_id, Caller(interaction.user.id, interaction.guild_id))
        blob = json.dumps(data, indent=1, ensure_ascii=False).encode()
        file = discord.File(io.BytesIO(blob), filename=f"spieltisch-{data['game']}-{table_id}.json")
        text = t(await self._lang(interaction), "table-export", table=str(table_id), moves=len(data["actions"]))
        await interaction.followup.send(text, file=file, ephemeral=True, allowed_mentions=NO_MENTIONS)

    @app_commands.command(name=ls("cmd-table-replay-name"), description=ls("cmd-table-replay-desc"))
    @app_commands.describe(table=TABLE_HELP)
    @app_commands.rename(table=TABLE_NAME)
    @answers_errors
    async def replay(self, interaction: Interaction, table: TableNumber | None = None) -> None:
        # The replay cog finds the table: without `table:`, also the caller's last game outside its thread.
        await replays_of(self.bot).replay_command(interaction, table)


async def setup(bot: TableBot) -> None:
    """Extension entry point."""
    await bot.add_cog(TableCog(bot))
