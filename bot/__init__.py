"""Spieltisch: a Discord bot for playing card and board games with friends."""
