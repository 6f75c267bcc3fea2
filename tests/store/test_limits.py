"""Numbers out of range never reach the database (issue #11, point 4), on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest

from bot.store import Store
from bot.store.limits import MAX_ID, fits_id
from bot.tables import TableNotFound, TableService

OUT_OF_RANGE = [MAX_ID + 1, 2**53, 2**63, 2**64, 0, -1]


def test_the_id_range_is_the_32_bit_column() -> None:
    assert fits_id(1) and fits_id(MAX_ID)
    assert not any(fits_id(number) for number in OUT_OF_RANGE)


@pytest.mark.parametrize("number", OUT_OF_RANGE)
async def test_a_table_id_out_of_range_finds_no_table(store: Store, number: int) -> None:
    async with store.unit() as uow:
        assert await uow.repo.get_table(number) is None
        assert await uow.repo.get_table(number, for_update=True) is None


@pytest.mark.parametrize("number", [MAX_ID + 1, 2**63])
async def test_the_service_refuses_it_like_an_unknown_table(service: TableService, number: int) -> None:
    with pytest.raises(TableNotFound) as refused:
        await service.join(number, 7, "Ana")
    assert refused.value.params == {"table": number}
