"""Protocol-level fake Discord (REST + gateway on 127.0.0.1) that the real, unmodified discord.py bot talks to.

Usage:
    async with FakeDiscord() as fake:                       # random port; discord.py's REST base and gateway patched
        alice = fake.add_user("alice"); guild = fake.add_guild("Test", members=[alice])
        task = asyncio.create_task(bot.start("token")); await bot.wait_until_ready()   # real login, sync, gateway
        it = await fake.slash(alice.id, guild.id, guild.channels[0].id, "demo", subcommand="hello", options={"text": "hi"})
        reply = (await it.response()).message               # FakeMessage: content, components, attachment bytes
        click = await fake.click(alice.id, reply, "demo:0"); await click.response()
        assert fake.dms(alice.id) == [] and fake.threads() == []
        fake.assert_clean()                                 # no Discord rule broken (fake.violations), nothing unserved
        await bot.close(); await task                       # close the bot before leaving the block
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
import traceback
from collections.abc import Callable, Iterator
from typing import Any, ClassVar

import discord.gateway
import discord.http
import yarl
from aiohttp import web

from testkit.fake_discord.helpers import _ApiError, _json_response
from testkit.fake_discord.model import FakeInteraction, Violation
from testkit.fake_discord.webhooks import InteractionApi


class FakeDiscord(InteractionApi):
    """Fake Discord REST API and gateway for the real discord.py client.

    Its methods come from the layers below it (`state` up to `webhooks`, see the package's docstring);
    this one starts and stops the server and routes each request to its handler."""

    _active: ClassVar[FakeDiscord | None] = None

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> FakeDiscord:
        """Start serving and point discord.py at this fake."""
        if FakeDiscord._active is not None:
            raise RuntimeError("another FakeDiscord is active in this process (discord.py's endpoints are global)")
        self._changed = asyncio.Event()
        app = web.Application(middlewares=[self._make_middleware()], client_max_size=64 * 1024 * 1024)
        self._add_routes(app)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = int(self._runner.addresses[0][1])
        self._stack.enter_context(self.patched())
        FakeDiscord._active = self
        return self

    async def close(self) -> None:
        """Stop serving and restore discord.py's endpoints."""
        self._stack.close()
        for conn in list(self._conns):
            await conn.close(1001)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if FakeDiscord._active is self:
            FakeDiscord._active = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @contextlib.contextmanager
    def patched(self) -> Iterator[None]:
        """Point discord.http.Route.BASE and DiscordWebSocket.DEFAULT_GATEWAY here; restore on exit."""
        saved_base = discord.http.Route.BASE
        saved_gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
        discord.http.Route.BASE = self.api_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)
        try:
            yield
        finally:
            discord.http.Route.BASE = saved_base
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved_gateway

    # ------------------------------------------------------------------ HTTP plumbing

    def _make_middleware(self) -> Any:
        @web.middleware
        async def middleware(request: web.Request, handler: Callable[[web.Request], Any]) -> web.StreamResponse:
            if request.path == "/gateway":
                return await handler(request)  # type: ignore[no-any-return]
            resource = request.match_info.route.resource
            template = re.sub(r"^/api/v\d+", "", resource.canonical) if resource is not None else request.path
            route = f"{request.method} {template}"
            loop = asyncio.get_running_loop()
            self._inflight += 1
            try:
                limit = self._rate_limits.get(route)
                if limit is not None and limit[0] > 0:
                    limit[0] -= 1
                    self.rate_limited.append(route)
                    body = {"message": "You are being rate limited.", "retry_after": limit[1], "global": limit[2]}
                    response: web.StreamResponse = _json_response(
                        body,
                        429,
                        {"Via": "1.1 google", "Retry-After": str(max(1, round(limit[1]))), "X-RateLimit-Scope": "user"},
                    )
                else:
                    refusal, limit_headers = (
                        self._limiter.check(route, request.match_info) if self._limiter is not None else (None, {})
                    )
                    if refusal is not None:
                        self.rate_limited.append(route)
                        response = _json_response(refusal, 429, {"Via": "1.1 google", **limit_headers})
                    else:
                        response = await handler(request)
                        response.headers.update(limit_headers)
            except _ApiError as exc:
                record = Violation(route, exc.status, exc.code, exc.message, exc.errors)
                self.rejections.append(record)
                if exc.violation:
                    self.violations.append(record)
                interaction = self._interaction_of(request)
                if interaction is not None:
                    interaction.rejections.append(record)
                response = _json_response(exc.body(), exc.status)
            except web.HTTPException as exc:
                if exc.status not in (404, 405):
                    raise
                self.unhandled.append(f"{request.method} {request.path}")
                response = _json_response({"message": f"{exc.status}: {exc.reason}", "code": 0}, exc.status)
            except Exception as exc:
                self.errors.append(f"{route}: {exc!r}\n{traceback.format_exc()}")
                response = _json_response({"message": f"fake discord failed: {exc!r}", "code": 0}, 400)
            finally:
                self._inflight -= 1
                self._last_activity = loop.time()
            self.requests.append((request.method, template, response.status))
            self.request_log.append((time.monotonic(), request.method, template, request.path, response.status))
            self._notify()
            return response

        return middleware

    def _interaction_of(self, request: web.Request) -> FakeInteraction | None:
        token = request.match_info.get("token")
        return self._interactions_by_token.get(token) if token else None

    def _add_routes(self, app: web.Application) -> None:
        routes: list[tuple[str, str, Callable[[web.Request], Any]]] = [
            ("GET", "/users/@me", self._h_me),
            ("GET", "/users/{user_id}", self._h_user),
            ("POST", "/users/@me/channels", self._h_open_dm),
            ("GET", "/oauth2/applications/@me", self._h_application),
            ("GET", "/applications/@me", self._h_application),
            ("GET", "/gateway", self._h_gateway_info),
            ("GET", "/gateway/bot", self._h_gateway_bot),
            ("GET", "/applications/{app_id}/commands", self._h_get_commands),
            ("PUT", "/applications/{app_id}/commands", self._h_put_commands),
            ("POST", "/applications/{app_id}/commands", self._h_post_command),
            ("GET", "/applications/{app_id}/guilds/{guild_id}/commands", self._h_get_commands),
            ("PUT", "/applications/{app_id}/guilds/{guild_id}/commands", self._h_put_commands),
            ("POST", "/applications/{app_id}/guilds/{guild_id}/commands", self._h_post_command),
            ("GET", "/guilds/{guild_id}", self._h_guild),
            ("GET", "/guilds/{guild_id}/channels", self._h_guild_channels),
            ("GET", "/guilds/{guild_id}/members", self._h_guild_members),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self._h_guild_member),
            ("GET", "/channels/{channel_id}", self._h_channel),
            ("GET", "/channels/{channel_id}/messages", self._h_history),
            ("POST", "/channels/{channel_id}/messages", self._h_post_message),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self._h_get_message),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self._h_edit_message),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self._h_delete_message),
            ("POST", "/channels/{channel_id}/threads", self._h_create_thread),
            ("POST", "/channels/{channel_id}/messages/{message_id}/threads", self._h_create_thread),
            ("PUT", "/channels/{channel_id}/thread-members/@me", self._h_no_content),
            ("DELETE", "/channels/{channel_id}/thread-members/@me", self._h_no_content),
            ("POST", "/channels/{channel_id}/typing", self._h_no_content),
            ("POST", "/interactions/{interaction_id}/{token}/callback", self._h_callback),
            ("POST", "/webhooks/{app_id}/{token}", self._h_followup),
            ("GET", "/webhooks/{app_id}/{token}/messages/{message_id}", self._h_webhook_get),
            ("PATCH", "/webhooks/{app_id}/{token}/messages/{message_id}", self._h_webhook_edit),
            ("DELETE", "/webhooks/{app_id}/{token}/messages/{message_id}", self._h_webhook_delete),
        ]
        for version in (9, 10):
            for method, path, handler in routes:
                app.router.add_route(method, f"/api/v{version}{path}", handler)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", self._h_attachment)
