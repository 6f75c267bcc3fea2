"""The fake Discord's protocol rules and rate limits, checked with raw requests and a real discord.py."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import aiohttp
import discord
import discord.gateway
import discord.http

from testkit.fake_discord import (
    FakeDiscord,
    RateLimits,
    _Limiter,
    counts_toward_global,
)
from tests.e2e.test_fake_discord import PNG, DemoBot, start_bot, stop_bot


def _error_paths(errors: dict[str, Any], prefix: str = "") -> set[str]:
    paths: set[str] = set()
    for key, value in errors.items():
        if key == "_errors":
            paths.add(prefix)
        elif isinstance(value, dict):
            paths |= _error_paths(value, f"{prefix}.{key}" if prefix else key)
    return paths


def _row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def _button(custom_id: str, label: str = "Go") -> dict[str, Any]:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label}


def _select(custom_id: str, count: int) -> dict[str, Any]:
    return {"type": 3, "custom_id": custom_id, "options": [{"label": f"O{i}", "value": str(i)} for i in range(count)]}


RULE_CASES: list[tuple[dict[str, Any], str]] = [
    ({"content": "x" * 2001}, "content"),
    ({"components": [_row(_button(f"b{i}")) for i in range(6)]}, "components"),
    ({"components": [_row(*[_button(f"b{i}") for i in range(6)])]}, "components.0.components"),
    ({"components": [_row(_select("s", 2), _button("b"))]}, "components.0.components"),
    ({"components": [_row(_select("s", 26))]}, "components.0.components.0.options"),
    ({"components": [_row(_button("c" * 101))]}, "components.0.components.0.custom_id"),
    ({"components": [_row(_button("same"), _button("same"))]}, "components.0.components.1.custom_id"),
    ({"components": [_row(_button("b", "l" * 81))]}, "components.0.components.0.label"),
    ({"embeds": [{"title": "t"}] * 11}, "embeds"),
    ({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]}, "embeds"),
]


async def test_protocol_rules_with_a_raw_client() -> None:
    """Drive the fake without discord.py: gateway handshake, interaction rules, message rules."""
    async with FakeDiscord(token="raw-token") as fake:
        alice = fake.add_user("alice")
        bob = fake.add_user("bob", blocks_dms=True)
        guild = fake.add_guild("Raw", members=[alice, bob])
        channel = guild.channels[0].id
        api = fake.api_base
        headers = {"Authorization": "Bot raw-token"}
        async with aiohttp.ClientSession(headers=headers) as http, http.ws_connect(fake.gateway_url) as ws:
            assert (await ws.receive_json())["op"] == 10
            await ws.send_json({"op": 2, "d": {"token": "raw-token", "intents": 513, "properties": {}}})
            ready = await ws.receive_json()
            assert (ready["t"], ready["s"], ready["d"]["guilds"]) == (
                "READY",
                1,
                [{"id": str(guild.id), "unavailable": True}],
            )
            created = await ws.receive_json()
            assert (created["t"], created["s"], created["d"]["member_count"]) == ("GUILD_CREATE", 2, 3)
            await ws.send_json({"op": 1, "d": 2})
            assert (await ws.receive_json())["op"] == 11

            command = {
                "name": "raw",
                "description": "Raw",
                "options": [{"type": 3, "name": "text", "description": "T"}],
            }
            async with http.put(f"{api}/applications/{fake.application_id}/commands", json=[command]) as response:
                assert (await response.json())[0]["id"] == str(fake.command_id("raw"))

            it = await fake.slash(alice.id, guild.id, channel, "raw", options={"text": "hi"})
            event = await ws.receive_json()
            assert event["t"] == "INTERACTION_CREATE" and event["d"]["data"]["options"][0]["value"] == "hi"
            assert event["d"]["member"]["user"]["id"] == str(alice.id) and event["d"]["guild_locale"] == "en-US"
            followup = f"{api}/webhooks/{fake.application_id}/{it.token}?wait=1"
            async with http.post(followup, json={"content": "too early"}) as response:
                assert (response.status, (await response.json())["code"]) == (404, 10015)
            callback = f"{api}/interactions/{it.id}/{it.token}/callback?with_response=1"
            async with http.post(callback, json={"type": 4, "data": {"content": "hello"}}) as response:
                body = await response.json()
                assert response.headers["Content-Type"] == "application/json"
                assert body["resource"]["message"]["content"] == "hello"
                assert body["interaction"]["response_message_id"] == body["resource"]["message"]["id"]
            async with http.post(callback, json={"type": 4, "data": {"content": "again"}}) as response:
                assert (response.status, (await response.json())["code"]) == (400, 40060)
            async with http.post(followup, json={"content": "later", "flags": 64}) as response:
                assert response.status == 200
            assert [m.content for m in it.ephemeral] == ["later"]
            assert [v.code for v in fake.violations] == [10015, 40060]
            fake.violations.clear()

            for payload, path in RULE_CASES:
                async with http.post(f"{api}/channels/{channel}/messages", json=payload) as response:
                    body = await response.json()
                    assert (response.status, body["code"]) == (400, 50035), payload
                    assert path in _error_paths(body["errors"]), (path, body["errors"])
            async with http.post(f"{api}/channels/{channel}/messages", json={}) as response:
                assert (response.status, (await response.json())["code"]) == (400, 50006)
            form = aiohttp.FormData(quote_fields=False)
            form.add_field("payload_json", "{}")
            for index in range(11):
                form.add_field(
                    f"files[{index}]", PNG, filename=f"f{index}.png", content_type="application/octet-stream"
                )
            async with http.post(f"{api}/channels/{channel}/messages", data=form) as response:
                assert "attachments" in _error_paths((await response.json())["errors"])
            assert len(fake.violations) == len(RULE_CASES) + 2
            fake.violations.clear()

            async with http.post(f"{api}/users/@me/channels", json={"recipient_id": str(bob.id)}) as response:
                dm_channel = (await response.json())["id"]
            async with http.post(f"{api}/channels/{dm_channel}/messages", json={"content": "hi"}) as response:
                assert (response.status, (await response.json())["code"]) == (403, 50007)
            assert fake.violations == [] and fake.messages(channel) == [it.original]
            fake.assert_clean()


# --------------------------------------------------------------------------- Discord's rate limits


class _Clock:
    """A hand-moved clock for the rate-limit model."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_channel_bucket_counts_messages_and_answers_429_with_discords_headers() -> None:
    clock = _Clock()
    limiter = _Limiter(RateLimits(global_per_second=1000, channel_messages=2, channel_window=5.0), clock)
    route = "POST /channels/{channel_id}/messages"
    first, second = limiter.check(route, {"channel_id": "7"}), limiter.check(route, {"channel_id": "7"})
    assert first[0] is None and first[1]["X-RateLimit-Remaining"] == "1" and first[1]["X-RateLimit-Limit"] == "2"
    assert second[0] is None and second[1]["X-RateLimit-Remaining"] == "0"
    assert second[1]["X-RateLimit-Bucket"] == first[1]["X-RateLimit-Bucket"]
    clock.now += 1.0
    refusal, headers = limiter.check(route, {"channel_id": "7"})
    assert refusal == {"message": "You are being rate limited.", "retry_after": 4.0, "global": False}
    assert headers["X-RateLimit-Scope"] == "user" and headers["X-RateLimit-Reset-After"] == "4.000"
    assert headers["Retry-After"] == "4"
    assert limiter.check(route, {"channel_id": "8"})[0] is None  # another channel has its own bucket
    assert limiter.check("PATCH /channels/{channel_id}/messages/{message_id}", {"channel_id": "7"}) == (None, {})
    clock.now += 4.0
    assert limiter.check(route, {"channel_id": "7"})[0] is None  # the window has passed


def test_global_limit_spares_interaction_endpoints() -> None:
    clock = _Clock()
    limiter = _Limiter(RateLimits(global_per_second=3), clock)
    for _ in range(3):
        assert limiter.check("GET /users/{user_id}", {})[0] is None
    callback = "POST /interactions/{interaction_id}/{token}/callback"
    followup = "POST /webhooks/{app_id}/{token}"
    assert limiter.check(callback, {}) == (None, {}) and limiter.check(followup, {}) == (None, {})
    assert not counts_toward_global(callback) and counts_toward_global("POST /users/@me/channels")
    clock.now += 0.25
    refusal, headers = limiter.check("POST /channels/{channel_id}/messages", {"channel_id": "1"})
    assert refusal == {"message": "You are being rate limited.", "retry_after": 0.75, "global": True}
    assert headers == {"Retry-After": "1", "X-RateLimit-Global": "true", "X-RateLimit-Scope": "global"}
    clock.now += 0.75
    assert limiter.check("GET /users/{user_id}", {})[0] is None


async def test_discord_py_waits_for_the_modelled_limits(discord_errors: list[logging.LogRecord]) -> None:
    limits = RateLimits(global_per_second=4, channel_messages=2, channel_window=0.4)
    async with FakeDiscord(rate_limits=limits) as fake:
        alice = fake.add_user("alice")
        guild = fake.add_guild("Busy", channels=["one", "two", "three"], members=[alice])
        bot = DemoBot(guild.id)
        task = await start_bot(fake, bot)
        try:
            await fake.idle()
            fake.requests.clear()
            one = bot.get_channel(guild.channel("one").id)
            assert isinstance(one, discord.TextChannel)
            await asyncio.gather(*(one.send(f"burst {n}") for n in range(5)))
            sent = fake.messages(one.id)
            assert sorted(m.content for m in sent) == [f"burst {n}" for n in range(5)]
            times = fake.admitted(one.id)
            assert len(times) == 5
            # never more than 2 messages accepted within one 0.4 s window of the channel
            assert all(later - earlier >= 0.4 for earlier, later in zip(times, times[2:], strict=False))
            others = [bot.get_channel(guild.channel(name).id) for name in ("two", "three")]
            assert all(isinstance(c, discord.TextChannel) for c in others)
            await asyncio.gather(*(c.send(f"spread {n}") for n in range(2) for c in others))  # type: ignore[union-attr]
            assert sum(len(fake.messages(c.id)) for c in others if c is not None) == 4  # 429s retried, nothing lost
            assert "POST /channels/{channel_id}/messages" in fake.rate_limited  # the bot met 429s and waited
            assert [r.getMessage() for r in discord_errors] == []
            fake.assert_clean()
        finally:
            await stop_bot(bot, task)
