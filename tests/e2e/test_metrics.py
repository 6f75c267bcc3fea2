"""The bot's metrics endpoint and health heartbeat, end to end against the fake Discord."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import aiohttp
from prometheus_client.parser import text_string_to_metric_families

from bot.metrics import check_health
from testkit.bot_process import start_bot_process, stop_bot_process
from testkit.driver import running_bot
from testkit.fake_discord import FakeDiscord
from tests.e2e.test_table_flow import GAMES


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of a Prometheus text exposition, by name and labels."""
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def total(found: dict[tuple[str, tuple[tuple[str, str], ...]], float], name: str, **labels: str) -> float:
    return sum(value for (key, have), value in found.items() if key == name and set(labels.items()) <= set(have))


async def test_metrics_endpoint_counts_moves_clicks_and_requests_and_health_is_written(tmp_path: Path) -> None:
    port, health = free_port(), str(tmp_path / "health.json")
    url = f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}"
    async with running_bot(url, GAMES, settings={"metrics_port": port, "health_file": health}) as world, aiohttp.ClientSession() as http:
        async with http.get(f"http://127.0.0.1:{port}/metrics") as response:
            before = samples(await response.text())
        lobby, _thread = await world.new_table("ana", "takeaway", pile=9)
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", world.fake.message(lobby.id), "start")
        choice = world.latest_choice("ana")
        assert choice is not None
        await world.choose("ana", choice)
        async with http.get(f"http://127.0.0.1:{port}/metrics") as response:
            assert response.headers["Content-Type"].startswith("text/plain")
            after = samples(await response.text())
        async with http.get(f"http://127.0.0.1:{port}/healthz") as response:
            assert (response.status, await response.text()) == (200, "ok\n")
        grew = {name: total(after, name) - total(before, name) for name in (
            "spieltisch_moves_total", "spieltisch_interactions_total", "spieltisch_first_response_seconds_count",
            "spieltisch_act_seconds_count", "spieltisch_publish_seconds_count", "spieltisch_render_seconds_count",
        )}
        assert grew["spieltisch_moves_total"] >= 1 and grew["spieltisch_act_seconds_count"] == 1
        assert total(after, "spieltisch_moves_total", by="human") - total(before, "spieltisch_moves_total", by="human") == 1
        # /takeaway new, join, start, the move: four interactions, each answered once
        assert grew["spieltisch_interactions_total"] == 4 and grew["spieltisch_first_response_seconds_count"] == 4
        assert grew["spieltisch_publish_seconds_count"] >= 2 and grew["spieltisch_render_seconds_count"] >= 2
        posted = total(after, "spieltisch_discord_requests_total", route="POST /channels/{id}/messages", status="200")
        assert posted - total(before, "spieltisch_discord_requests_total", route="POST /channels/{id}/messages", status="200") >= 3
        assert ("spieltisch_running_tables", ()) in after
        ok, reason = check_health(health)
        assert ok, reason
    assert check_health(health)[0] is False  # removed when the bot stopped


async def test_a_metrics_port_in_use_is_named_as_such(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = int(taken.getsockname()[1])
        async with FakeDiscord() as fake:
            bot = start_bot_process(fake, f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}", folder=tmp_path, name="second", env={"METRICS_PORT": str(port)})
            try:
                code = await asyncio.to_thread(bot.wait, 60)
            finally:
                stop_bot_process(bot)
    said = (tmp_path / "second.log").read_text()
    assert code == 1, said
    assert f"METRICS_PORT {port} is already in use" in said and "Cannot reach Discord" not in said
    assert "Traceback" not in said
