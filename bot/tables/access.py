"""Who may see a table: the one rule every service call passes through (`TableCore.load`).

A table's public parts (board, log, export, lobby actions) go to members of its server: a call from a
server reaches only that server's tables. A call from a DM (no server) reaches only tables where the
user is seated or has been (a seat, also one the computer plays for them, or a result). A hand goes
only to its seat's player (the seat checks of the service). A table the caller may not see is refused
exactly like one that does not exist, so table numbers cannot be probed.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Caller:
    """Who asks: a user from a server (`guild_id`) or from a DM (`guild_id` None), or the bot itself.

    `Caller.bot()` is for the bot's own work (publishing, the turn clock, start-up checks), never for
    anything a user asked.
    """

    user_id: int | None
    guild_id: int | None = None
    internal: bool = False

    @classmethod
    def bot(cls) -> Caller:
        """The bot's own work: sees every table."""
        return cls(None, None, internal=True)

    def may_see(self, guild_id: int | None, seated: bool) -> bool:
        """The rule, given the table's server and whether the caller is or was seated there."""
        if self.internal:
            return True
        if self.guild_id is not None:
            return guild_id == self.guild_id
        return self.user_id is not None and seated


BOT = Caller.bot()
