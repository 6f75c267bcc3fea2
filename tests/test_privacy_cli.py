"""`python -m bot privacy export|forget USER_ID`: the operator's side of privacy requests, on a real SQLite
file; bad input is refused in one line and changes nothing."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from bot.__main__ import main
from bot.kits import builtin_kits
from bot.store import Store
from bot.tables import TableService
from bot.tables.privacy import Privacy
from tests.conftest import TEST_GAMES, TEST_PLAYERS
from tests.support.driving import finish

ANA, BEN = 101, 102
GUILD, CHANNEL = 1, 10


async def setup(url: str) -> dict[str, int]:
    """Ana has settings, a finished take-away game with Ben and a running Spellcaster table against the computer."""
    store = Store(url)
    await store.migrate()
    try:
        service = TableService(store, games=TEST_GAMES, players=TEST_PLAYERS)
        finished = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=1)
        await service.join(finished.id, BEN, "Ben", GUILD)
        await service.start(finished.id, ANA)
        await finish(service, finished.id)
        running = await service.create("spellcaster", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=2)
        await service.add_computer(running.id, ANA, "random")
        await service.start(running.id, ANA)
        await service.community.set_language(ANA, "fa")
        return {"finished": finished.id, "running": running.id}
    finally:
        await store.close()


async def stored(url: str, user_id: int) -> dict[str, Any]:
    store = Store(url)
    try:
        kits = builtin_kits()
        service = TableService(store, games={**TEST_GAMES, **{k: kit.game for k, kit in kits.items()}}, players=TEST_PLAYERS)
        return (await Privacy(service.core, service.leave).report(user_id)).to_json()
    finally:
        await store.close()


@pytest.fixture
def url(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    database = f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}"
    monkeypatch.setenv("DATABASE_URL", database)
    return database


def test_export_prints_or_writes_everything_stored_about_a_user(url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tables = asyncio.run(setup(url))
    assert main(["privacy", "export", str(ANA)]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["user_id"] == ANA and printed["settings"]["language"] == "fa"
    assert {(s["table"], s["status"]) for s in printed["seats"]} == {(tables["finished"], "finished"), (tables["running"], "running")}
    assert [r["table"] for r in printed["results"]] == [tables["finished"]]
    out = tmp_path / "ana.json"
    assert main(["privacy", "export", str(ANA), "--out", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8")) == printed
    assert f"to {out}" in capsys.readouterr().err

    assert main(["privacy", "export", "999"]) == 0, "an export of nobody is an empty export"
    captured = capsys.readouterr()
    assert json.loads(captured.out)["seats"] == [] and "Nothing is stored about user 999." in captured.err


def test_forget_deletes_and_a_second_forget_changes_nothing(url: str, capsys: pytest.CaptureFixture[str]) -> None:
    tables = asyncio.run(setup(url))
    assert main(["privacy", "forget", str(ANA)]) == 0
    said = capsys.readouterr().out
    assert said.startswith(f"Forgot user {ANA}: left 1 running tables (a computer plays on) and 0 lobbies; 2 seats anonymised")
    after = asyncio.run(stored(url, ANA))
    assert after["seats"] == [] and after["settings"] is None and after["results"] == []
    assert asyncio.run(stored(url, BEN))["results"][0]["table"] == tables["finished"], "Ben's record stays"

    assert main(["privacy", "forget", str(ANA)]) == 1
    assert capsys.readouterr().err.strip() == f"Nothing is stored about user {ANA}: nothing was changed."


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (["privacy", "forget", "ana"], "USER_ID must be a Discord user id (a number such as 123456789012345678), not 'ana'."),
        (["privacy", "export", "-5"], "USER_ID must be a Discord user id (a number such as 123456789012345678), not '-5'."),
        (["privacy", "forget", "99999999999999999999999"], "USER_ID must be a Discord user id (a number such as 123456789012345678), not '99999999999999999999999'."),
        (["privacy", "forget", "101", "--out", "x.json"], "--out goes with 'privacy export' only."),
    ],
)
def test_bad_input_is_one_line_and_changes_nothing(url: str, argv: list[str], line: str, capsys: pytest.CaptureFixture[str]) -> None:
    asyncio.run(setup(url))
    before = asyncio.run(stored(url, ANA))
    assert main(argv) == 2
    assert capsys.readouterr().err.strip() == line
    assert asyncio.run(stored(url, ANA)) == before


def test_a_missing_sqlite_database_is_not_created(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "elsewhere.db"
    monkeypatch.setenv("DATABASE_URL", f"sqlite+aiosqlite:///{path}")
    assert main(["privacy", "forget", str(ANA)]) == 1
    assert capsys.readouterr().err.strip() == (
        f"DATABASE_URL: there is no database at {path} (sqlite+aiosqlite:///{path}); nothing was created. Run this command where the bot "
        "runs, or set DATABASE_URL to the bot's database."
    )
    assert not path.exists()
