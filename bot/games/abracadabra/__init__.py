"""Abracadabra (Paul Newton): 2–4 players bid to win specific tricks. Exposes `GAME`."""

from .game import AbracadabraGame

GAME = AbracadabraGame()

__all__ = ["GAME", "AbracadabraGame"]
