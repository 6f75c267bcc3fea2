"""A graceful stop: `python -m bot` gets SIGTERM in the middle of a game while `hard` computers think.

It refuses what arrives during the stop ("restarting"), lets the move in flight and its messages
finish, leaves no process behind, fails its health check at once and exits 0; started again it owes
nothing and every awaited player has a current prompt.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import sqlalchemy as sa

from bot.store import Store
from testkit.bot_process import ROOT, STARTING, start_bot_process, stop_bot_process
from testkit.delivery import Table, assert_nobody_waits_unknowing, table_row
from testkit.fake_discord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser

CHOICE = ("act:", "acts:", "grp:")

def prompt_of(fake: FakeDiscord, user: FakeUser) -> FakeMessage | None:
    offers = [m for m in fake.dms(user.id) if any(c.startswith(CHOICE) for c in m.custom_ids())]
    return offers[-1] if offers else None


async def choose_first(fake: FakeDiscord, user: FakeUser, message: FakeMessage) -> FakeInteraction:
    """Make the first choice a DM offers (a button, a select's first option, or a group's first step)."""
    ids = message.custom_ids()
    if button := next((c for c in ids if c.startswith("act:")), None):
        return await fake.click(user.id, message, button)
    if select := next((c for c in ids if c.startswith("acts:")), None):
        component = message.component(select)
        assert component is not None
        return await fake.select(user.id, message, select, [component["options"][0]["value"]])
    group = await fake.click(user.id, message, next(c for c in ids if c.startswith("grp:")))
    await group.response(timeout=30)
    return await choose_first(fake, user, await group.final_message(timeout=30))


def current_prompt(fake: FakeDiscord, user: FakeUser, at_least: int) -> FakeMessage | None:
    """The user's newest prompt when it asks at version `at_least` or later."""
    message = prompt_of(fake, user)
    if message is None:
        return None
    versions = [int(c.split(":")[2]) for c in message.custom_ids() if c.startswith(CHOICE)]
    return message if versions and max(versions) >= at_least else None


async def thinking(pid: int, within: float = 1.5) -> bool:
    """Whether a search worker of the bot uses the CPU within `within` seconds (a computer thinks)."""
    until = time.monotonic() + within
    seen: dict[int, float] = {}
    while time.monotonic() < until:
        for worker in psutil.Process(pid).children():
            try:
                if "multiprocessing-fork" not in " ".join(worker.cmdline()):
                    continue
                used = sum(worker.cpu_times()[:2])
            except psutil.NoSuchProcess:
                continue
            if worker.pid in seen and used > seen[worker.pid]:
                return True
            seen.setdefault(worker.pid, used)
        await asyncio.sleep(0.05)
    return False


async def owed(database_url: str) -> int:
    store = Store(database_url)
    try:
        async with store.engine.connect() as connection:
            return int(await connection.scalar(sa.text("SELECT count(*) FROM outbox WHERE delivered_at IS NULL")) or 0)
    finally:
        await store.close()


# docker-compose.yml's stop_grace_period: a stop not over by then ends in a SIGKILL.
DOCKER_GRACE = 20


def exit_of(process: subprocess.Popen[bytes]) -> int:
    """The process's exit code, waited for as long as Docker would wait after its SIGTERM (else the test fails)."""
    return process.wait(DOCKER_GRACE)


def health(folder: Path, name: str = "bot") -> subprocess.CompletedProcess[str]:
    """`python -m bot health` for the bot process started under `name`."""
    env = {**os.environ, "HEALTH_FILE": str(folder / f"{name}.health"), "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "bot", "health"], env=env, capture_output=True, text=True, timeout=60)


async def test_sigterm_while_hard_computers_think_stops_cleanly_and_loses_nothing(db_url: str, tmp_path: Path) -> None:
    async with FakeDiscord() as fake:
        ana = fake.add_user("ana")
        guild = fake.add_guild("Club", members=[ana])
        general = guild.channel("general").id
        bot = start_bot_process(fake, db_url, folder=tmp_path, name="bot")
        try:
            await fake.wait_for(lambda: fake.connected_shards() and fake.commands, timeout=STARTING, what="the bot to connect")
            await fake.wait_for(lambda: health(tmp_path).returncode == 0, timeout=30, what="a healthy heartbeat")
            new = await fake.slash(ana.id, guild.id, general, "druids", subcommand="new", options={"computers": 2, "level": "hard", "rounds": 1})
            lobby = await new.final_message(timeout=30)
            start = await fake.click(ana.id, lobby, next(c for c in lobby.custom_ids() if c.endswith(":start")))
            await start.response(timeout=30)
            await fake.wait_for(lambda: fake.threads(general), timeout=30, what="the table's thread")
            table = Table(fake, guild, {"ana": ana}, fake.threads(general)[0].id)
            for _ in range(12):  # Ana plays until a move of hers has the computers think after it
                version = (await table_row(db_url))[0]
                prompt = await fake.wait_for(lambda v=version: current_prompt(fake, ana, v), timeout=60, what="ana's prompt")
                move = await choose_first(fake, ana, prompt)
                await move.response(timeout=30)
                if await thinking(bot.pid):
                    break
                await fake.wait_for(lambda v=version: current_prompt(fake, ana, v + 1), timeout=60, what="ana's next prompt")
            else:
                raise AssertionError("the hard computers never thought")
            helpers = psutil.Process(bot.pid).children(recursive=True)  # the search workers and the resource tracker

            bot.send_signal(signal.SIGTERM)
            ended = asyncio.create_task(asyncio.to_thread(exit_of, bot))
            # Once the bot has taken the signal (not after a guessed delay: a busy machine may not run it
            # for a while), every interaction is answered "restarting".
            log_file = tmp_path / "bot.log"
            await fake.wait_for(lambda: "SIGTERM received: stopping" in log_file.read_text(), timeout=30, what="the bot to take the signal")
            late = await fake.slash(ana.id, guild.id, general, "table", subcommand="status")
            await late.wait_for(lambda it: bool(it.messages), timeout=10)
            assert "restarting" in late.messages[0].content and late.messages[0].ephemeral
            code = await ended  # within Docker's grace period
            checked = health(tmp_path)

            assert code == 0, (tmp_path / "bot.log").read_text()
            assert (await move.response()).type in (5, 6, 7), "the move in flight was answered"
            assert checked.returncode == 1 and "not running" in checked.stderr, checked
            left = [p for p in helpers if p.is_running() and p.status() != psutil.STATUS_ZOMBIE]
            assert not left, f"left behind: {left}"
            log = (tmp_path / "bot.log").read_text()
            # The stop waited for the computers thinking after Ana's move (each move of theirs is its own
            # transaction): those that finished in the grace period are applied and told, one cut off committed nothing.
            assert "SIGTERM received: stopping" in log and "waiting for the computers of 1 tables" in log and "stopped" in log
            assert not [line for line in log.splitlines() if " ERROR " in line or "Traceback" in line], log
            after, prompts, _ = await table_row(db_url)
            assert after >= version + 1, "Ana's move was applied and kept"
            assert await owed(db_url) == 0, "every message owed was sent before the stop"

            bot = start_bot_process(fake, db_url, folder=tmp_path, name="again")
            await fake.wait_for(lambda: health(tmp_path, "again").returncode == 0, timeout=STARTING, what="the restarted bot")
            # A computer cut off thinks again after the start; then Ana is asked, and nothing was applied twice.
            await fake.wait_for(lambda: current_prompt(fake, ana, after), timeout=STARTING, what="ana's prompt after the restart")
            again, prompts, _ = await table_row(db_url)
            assert prompts == {"0": again} and again >= after and await owed(db_url) == 0
            await assert_nobody_waits_unknowing(table, db_url)
            fake.assert_clean()
            assert await asyncio.to_thread(stop_bot_process, bot) == 0
            log = (tmp_path / "again.log").read_text()
            assert "stopped" in log and not [line for line in log.splitlines() if " ERROR " in line or "Traceback" in line], log
        finally:
            stop_bot_process(bot)
