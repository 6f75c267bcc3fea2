"""Pillow renderers: a view (dict) in, an image out. Pure functions, no Discord, no database."""
