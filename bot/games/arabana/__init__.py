"""Arabana-Opodopo: 3–4 players lay bridges between 16 islands to win majorities.

Action grammar (details in actions.py): `discard Nuridan`, `bridge Nuridan-Opodopo`,
`bridge Nuridan-Opodopo with Nuridan|Kanaloa`, `exchange Nuridan-Opodopo Nuridan Opodopo`,
`draw display 1..4`, `draw bag`, `remove A-B`, `takeback A-B`, `end`, `pass`, `next N`,
`ku N`, `take Nuridan`, `pele`, `give Nuridan`, `lono display 1..4`, `lono bag`.
Options: `gods` off | on, `second-pass-start` next | lowest-chooses.
Phases: state.py; events: events.py; view types: views.py. Map: arabana_map.json (board.py reads it).
"""

from bot.games.arabana.game import ArabanaGame

GAME = ArabanaGame()

__all__ = ["GAME", "ArabanaGame"]
