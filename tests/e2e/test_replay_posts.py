"""A table's replay is built once and posted once in its thread; every other press gets a private link
to that post. The real bot against the fake Discord, playing take-away to the end."""

from __future__ import annotations

import asyncio

import pytest

from bot.tables.replays import ReplayPost, ReplayPosts
from cogs.kit import GameKit
from cogs.replay import ReplayCog
from cogs.replay_builds import ReplayOrder, build
from render.replay import Replay
from testkit.driver import World, running_bot
from testkit.fake_discord import FakeInteraction, FakeMessage
from testkit.kits import takeaway_kit
from tests.e2e.test_replay_rematch import play_to_the_end, webp_frames

KIT = takeaway_kit()
GAMES = {KIT.key: KIT}


class GatedWorker:
    """A replay worker that counts its builds and builds (in a thread) once `go` is set; `fail` makes
    the build fail instead."""

    def __init__(self, *, fail: bool = False, go: bool = False) -> None:
        self.builds = 0
        self.fail = fail
        self.started = asyncio.Event()
        self.go = asyncio.Event()
        if go:
            self.go.set()

    async def build(self, kit: GameKit, order: ReplayOrder) -> Replay:
        self.builds += 1
        self.started.set()
        await self.go.wait()
        if self.fail:
            raise RuntimeError("the encoder ran out of memory")
        return await asyncio.to_thread(build, order, kit.renderer)

    def warm(self) -> None:
        pass

    def close(self) -> None:
        pass


class CountedPosts(ReplayPosts):
    """The replay records, telling when `find` has answered `expected` times (every press looked)."""

    def __init__(self, posts: ReplayPosts, expected: int) -> None:
        super().__init__(posts.store, posts.clock, owner=posts.owner)
        self.looked = 0
        self.expected = expected
        self.all_looked = asyncio.Event()

    async def find(self, table_id: int) -> ReplayPost | None:
        found = await super().find(table_id)
        self.looked += 1
        if self.looked >= self.expected:
            self.all_looked.set()
        return found


def replay_cog(world: World, worker: GatedWorker | None = None) -> ReplayCog:
    """The bot's replay cog; with `worker`, building in that stand-in (in a thread) instead of the worker
    processes, which `tests/cogs/test_replay_builds.py` and the replay test of `test_replay_rematch.py` use."""
    cog = world.bot.get_cog("ReplayCog")
    assert isinstance(cog, ReplayCog)
    if worker is not None:
        cog.worker.close()  # the processes the game's end started: nothing else would stop them
        cog.worker = worker  # type: ignore[assignment]
    return cog


def replays_in(world: World, channel: int) -> list[FakeMessage]:
    """The replay posts of a channel or thread."""
    return [m for m in world.fake.messages(channel) if "Replay of table #" in m.content]


async def finished(world: World) -> tuple[FakeMessage, int]:
    """Ana and Ben play table #1 to its end: its final post, and its thread."""
    lobby, thread = await world.new_table("ana", "takeaway", pile=6)
    await world.lobby("ben", lobby, "join")
    await world.lobby("ana", lobby, "start")
    return await play_to_the_end(world, thread, ["ana", "ben"]), thread


def private_lines(interaction: FakeInteraction) -> list[str]:
    """What the presser alone was shown in the end (a deleted 'thinking…' is nothing)."""
    return [m.content for m in interaction.ephemeral if not m.deleted]


async def test_pressing_replay_twice_posts_it_once_and_links_to_it_the_second_time(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        final, thread = await finished(world)
        worker = GatedWorker(go=True)
        replay_cog(world, worker)
        first = await world.click("ana", final, "replay:1")
        [post] = replays_in(world, thread)
        assert webp_frames(post) > 1
        assert private_lines(first) == []  # Ana played and pressed in the thread: she sees the post appear
        second = await world.click("ana", world.fake.message(final.id), "replay:1")
        assert replays_in(world, thread) == [post] and worker.builds == 1
        assert private_lines(second) == [f"🎞️ The replay of table #1 is here: https://discord.com/channels/{world.guild.id}/{thread}/{post.id}"]


async def test_someone_who_did_not_play_gets_the_replay_as_a_private_link(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        final, thread = await finished(world)
        replay_cog(world, GatedWorker(go=True))
        pressed = await world.click("cat", final, "replay:1")
        [post] = replays_in(world, thread)  # posted in the thread all the same, once
        assert private_lines(pressed) == [f"🎞️ The replay of table #1 is here: https://discord.com/channels/{world.guild.id}/{thread}/{post.id}"]
        assert not [m for m in world.fake.messages(thread) if m.interaction_id == pressed.id and not m.ephemeral]


@pytest.mark.parametrize("order", [("ben", "cat"), ("cat", "ben")])
async def test_two_presses_at_once_wait_for_one_build(database_url: str, order: tuple[str, str]) -> None:
    """Whichever press starts the build, the player who pressed in the thread sees the post come there
    and the other, who did not play, gets its link."""
    async with running_bot(database_url, GAMES) as world:
        final, thread = await finished(world)
        worker = GatedWorker()
        cog = replay_cog(world, worker)
        posts = CountedPosts(cog.posts, expected=2)
        cog.posts = posts
        pressed = {name: await world.fake.click(world.users[name].id, final, "replay:1") for name in order}
        presses = [pressed["ben"], pressed["cat"]]
        await asyncio.wait_for(worker.started.wait(), 15)
        await asyncio.wait_for(posts.all_looked.wait(), 15)  # both presses found no post: both wait for the build
        worker.go.set()
        await world.settle()
        assert worker.builds == 1
        [post] = replays_in(world, thread)
        link = f"https://discord.com/channels/{world.guild.id}/{thread}/{post.id}"
        assert private_lines(presses[0]) == []  # Ben played and pressed in the thread
        assert private_lines(presses[1]) == [f"🎞️ The replay of table #1 is here: {link}"]


async def test_table_replay_outside_the_thread_finds_the_last_finished_game(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        replay_cog(world, GatedWorker(go=True))
        nothing = await world.command("ana", "table", "replay")  # in #general, before any game ended
        assert nothing.ephemeral and "no finished game" in nothing.content
        _, thread = await finished(world)
        mine = await world.command("ana", "table", "replay")  # in #general, no table named
        [post] = replays_in(world, thread)
        assert not replays_in(world, world.channel_id)  # posted in the game's thread, not here
        assert mine.ephemeral and f"/{thread}/{post.id}" in mine.content
        named = await world.command("cat", "table", "replay", table=1)  # Cat never played: named, it is found
        assert named.ephemeral and f"/{thread}/{post.id}" in named.content
        assert replays_in(world, thread) == [post]


async def test_a_failed_build_says_so_in_one_line_and_the_next_press_builds_again(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        final, thread = await finished(world)
        cog = replay_cog(world, GatedWorker(fail=True, go=True))
        failed = await world.click("ana", final, "replay:1")
        assert private_lines(failed) == ["🎞️ The replay of table #1 could not be made this time: press Replay again to try once more."]
        assert replays_in(world, thread) == []
        cog.worker = GatedWorker(go=True)  # type: ignore[assignment]
        again = await world.click("ana", world.fake.message(final.id), "replay:1")
        [post] = replays_in(world, thread)
        assert private_lines(again) == [] and webp_frames(post) > 1
