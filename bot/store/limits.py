"""The ranges numbers must keep to before they reach the database."""

from __future__ import annotations

# Table ids (and versions, seat numbers …) are 32-bit INTEGER columns on PostgreSQL; SQLite stops at
# 2**63. Discord lets people type integers up to 2**53, so every id from outside is checked first.
MAX_ID = 2**31 - 1


def fits_id(value: int) -> bool:
    """Whether `value` can be a table id (1 … 2**31-1): anything else names no table."""
    return 1 <= value <= MAX_ID
