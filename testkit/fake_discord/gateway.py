"""The gateway: websocket connections, sessions (IDENTIFY, RESUME), shards and event dispatch."""

from __future__ import annotations

import json
import secrets

from aiohttp import WSMsgType, web

from testkit.fake_discord.constants import JSON, PRIVILEGED_INTENTS
from testkit.fake_discord.payloads import Payloads
from testkit.fake_discord.sessions import _Connection, _Session


class Gateway(Payloads):
    """The gateway websocket: sessions per shard and the events dispatched to them."""

    def _live_sessions(self, guild_id: int | None) -> list[_Session]:
        return [s for s in self._sessions.values() if not s.invalid and s.owns(guild_id)]

    def _live_sessions_for_shard(self, shard_id: int) -> list[_Session]:
        return [s for s in self._sessions.values() if not s.invalid and s.shard_id == shard_id]

    def _dispatch(self, event: str, data: JSON, *, guild_id: int | None = None, intent: int | None = None) -> int:
        count = 0
        for session in self._live_sessions(guild_id):
            if intent is None or session.intents & intent:
                session.dispatch(event, data)
                count += 1
        return count

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        conn = _Connection(ws)
        self._conns.add(conn)
        session: _Session | None = None
        conn.send({"op": 10, "d": {"heartbeat_interval": int(self.heartbeat_interval * 1000)}, "s": None, "t": None})
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    continue
                packet = json.loads(msg.data)
                op, data = packet.get("op"), packet.get("d")
                if op == 1:
                    conn.send({"op": 11, "d": None, "s": None, "t": None})
                elif op == 2:
                    session = self._identify(conn, data or {})
                elif op == 6:
                    session = self._resume(conn, data or {})
                elif op == 8 and session is not None:
                    self._request_members(session, data or {})
                elif op not in (3, 4):
                    self.unhandled.append(f"gateway op {op}")
                self._notify()
        finally:
            if session is not None and session.conn is conn:
                session.conn = None
                if ws.close_code in (1000, 1001):
                    session.invalid = True
            self._conns.discard(conn)
            conn.writer.cancel()
            self._notify()
        return ws

    def _identify(self, conn: _Connection, data: JSON) -> _Session | None:
        token = str(data.get("token") or "")
        if self.token is not None and token != self.token:
            conn.send((4004, "Authentication failed."))
            return None
        shard = data.get("shard") or [0, 1]
        shard_id, shard_count = int(shard[0]), int(shard[1])
        if shard_count < 1 or not 0 <= shard_id < shard_count:
            conn.send((4010, "Invalid shard."))
            return None
        intents = int(data.get("intents") or 0)
        if intents & PRIVILEGED_INTENTS and not self.privileged_intents:
            conn.send((4014, "Disallowed intent(s)."))
            return None
        session = _Session(
            id=secrets.token_hex(16),
            shard_id=shard_id,
            shard_count=shard_count,
            intents=intents,
            token=token,
            conn=conn,
        )
        self._sessions[session.id] = session
        self.identifies += 1
        guilds = [g for g in self.guilds.values() if session.owns(g.id)]
        ready: JSON = {
            "v": 10,
            "user": {
                **self.bot_user.payload(),
                "verified": True,
                "mfa_enabled": True,
                "email": None,
                "locale": "en-US",
                "premium_type": 0,
            },
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "auth_session_id_hash": secrets.token_hex(8),
            "_trace": ["fake-discord"],
        }
        if "shard" in data:
            ready["shard"] = [shard_id, shard_count]
        session.dispatch("READY", ready)
        for guild in guilds:
            session.dispatch("GUILD_CREATE", self._guild_payload(guild, intents, available=True))
        return session

    def _resume(self, conn: _Connection, data: JSON) -> _Session | None:
        session = self._sessions.get(str(data.get("session_id")))
        if session is None or session.invalid or session.token != data.get("token"):
            conn.send({"op": 9, "d": False, "s": None, "t": None})
            return None
        if session.conn is not None and session.conn is not conn:
            old = session.conn
            old.send((4000, "Session resumed elsewhere."))
        session.conn = conn
        seq = int(data.get("seq") or 0)
        for payload in session.sent:
            if payload["s"] > seq:
                conn.send(payload)
        self.resumes += 1
        session.dispatch("RESUMED", {"_trace": ["fake-discord"]})
        return session

    def _request_members(self, session: _Session, data: JSON) -> None:
        guild_ids = data.get("guild_id")
        for raw_id in guild_ids if isinstance(guild_ids, list) else [guild_ids]:
            guild = self.guilds.get(int(raw_id or 0))
            if guild is None:
                continue
            query = str(data.get("query") or "").lower()
            limit = int(data.get("limit") or 0)
            wanted = {int(u) for u in data.get("user_ids") or []}
            members = [
                m
                for m in guild.members.values()
                if (not wanted or m.user_id in wanted) and self.users[m.user_id].name.lower().startswith(query)
            ]
            if limit:
                members = members[:limit]
            chunk: JSON = {
                "guild_id": str(guild.id),
                "members": [self._member_payload(guild, m) for m in members],
                "chunk_index": 0,
                "chunk_count": 1,
                "not_found": [str(u) for u in wanted - {m.user_id for m in members}],
            }
            if data.get("nonce") is not None:
                chunk["nonce"] = data["nonce"]
            session.dispatch("GUILD_MEMBERS_CHUNK", chunk)
