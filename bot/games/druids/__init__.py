"""Druids: 3–5 players, trick-taking; tricks build stacks of five domains, stack tops score.

Action grammar (see actions.py): `play R7`, `play SICKLE`, `play MISTLETOE`, `play GAIA R`
(sun-moon variant: `play GAIA R dark` / `play GAIA R light`), `sickle B`.
Options: `variant` basic | sun-moon, `rounds` 1–10 (default 5).
"""

from bot.games.druids.game import DruidsGame

GAME = DruidsGame()

__all__ = ["GAME", "DruidsGame"]
