"""Abracadabra's slash-command group (`/abracadabra new`, `/abracadabra rules`).

Everything is the shared `GameCog`; this subclass exists so that the cog has a name of its own
("Abracadabra"): discord.py keys cogs by name, and several games sharing the plain `GameCog` name
would replace one another when the bot adds them.
"""

from __future__ import annotations

from cogs.games import GameCog


class AbracadabraCog(GameCog, name="Abracadabra"):
    """`/abracadabra …`: the bidding, the bid cards and the play all happen from the DMs."""


COG = AbracadabraCog
