"""The REST routes of interactions: the callback, follow-ups and the webhook's @original."""

from __future__ import annotations

import copy
import time

from aiohttp import web

from testkit.fake_discord.constants import (
    _ALLOWED_CALLBACKS,
    CALLBACK_AUTOCOMPLETE,
    CALLBACK_DEFERRED_MESSAGE,
    CALLBACK_DEFERRED_UPDATE,
    CALLBACK_MESSAGE,
    CALLBACK_MODAL,
    CALLBACK_UPDATE,
    FLAG_EPHEMERAL,
    JSON,
)
from testkit.fake_discord.helpers import _ApiError, _json_response, _jsonable, _Problem, _raise_problems
from testkit.fake_discord.model import FakeCallback, FakeInteraction, FakeMessage
from testkit.fake_discord.rest import RestApi
from testkit.fake_discord.validation import _check_choices, _check_modal


class InteractionApi(RestApi):
    """Interaction callbacks and the interaction's webhook."""

    async def _h_callback(self, request: web.Request) -> web.Response:
        interaction = self._interactions_by_id.get(int(request.match_info["interaction_id"]))
        if interaction is None or interaction.token != request.match_info["token"]:
            raise _ApiError(404, 10062, "Unknown interaction", violation=True)
        body, uploads = await self._read_body(request)
        if interaction.callback is not None:
            raise _ApiError(400, 40060, "Interaction has already been acknowledged.", violation=True)
        if self.callback_deadline is not None and time.monotonic() - interaction.created_at > self.callback_deadline:
            raise _ApiError(404, 10062, "Unknown interaction", violation=True)
        kind = int(body.get("type") or 0)
        data = body.get("data") or {}
        allowed = _ALLOWED_CALLBACKS.get(interaction.type, frozenset())
        if kind not in allowed or (kind in (6, 7) and interaction.message_id is None):
            _raise_problems(
                [
                    _Problem(
                        ("type",),
                        "INTERACTION_RESPONSE_TYPE_INVALID",
                        f"Callback type {kind} is not valid for interaction type {interaction.type}",
                    )
                ]
            )
        self._check_size(uploads)
        channel = self.channels[interaction.channel_id]
        message: FakeMessage | None = None
        if kind == CALLBACK_MESSAGE:
            ephemeral = bool(int(data.get("flags") or 0) & FLAG_EPHEMERAL)
            message = self._new_message(
                channel, self.bot_user, data, uploads, interaction=interaction, ephemeral=ephemeral, prefix=("data",)
            )
            interaction.original_id = message.id
        elif kind == CALLBACK_DEFERRED_MESSAGE:
            flags = int(data.get("flags") or 0)
            if flags & ~FLAG_EPHEMERAL:
                _raise_problems(
                    [
                        _Problem(
                            ("data", "flags"),
                            "INTERACTION_DEFER_FLAGS_INVALID",
                            "Only EPHEMERAL may be set when deferring",
                        )
                    ]
                )
            message = self._new_message(
                channel,
                self.bot_user,
                {},
                {},
                interaction=interaction,
                ephemeral=bool(flags & FLAG_EPHEMERAL),
                loading=True,
            )
            interaction.original_id = message.id
        elif kind in (CALLBACK_DEFERRED_UPDATE, CALLBACK_UPDATE):
            assert interaction.message_id is not None
            target = self._messages[interaction.message_id]
            if target.deleted:
                raise _ApiError(404, 10008, "Unknown Message", violation=True)
            if kind == CALLBACK_UPDATE:
                self._edit_message(target, data, uploads, prefix=("data",))
                message = target
            interaction.original_id = target.id
        elif kind == CALLBACK_AUTOCOMPLETE:
            _raise_problems(_check_choices(data.get("choices")), ("data",))
            interaction.choices = list(data.get("choices") or [])
        elif kind == CALLBACK_MODAL:
            _raise_problems(_check_modal(data), ("data",))
            interaction.modal = copy.deepcopy(data)
        interaction.callback = FakeCallback(type=kind, data=_jsonable(data), message=message)
        interaction.events.append(("callback", kind))
        info: JSON = {"id": str(interaction.id), "type": interaction.type}
        original = interaction.original
        if original is not None and kind in (4, 5, 7):
            info.update(
                response_message_id=str(original.id),
                response_message_loading=original.loading,
                response_message_ephemeral=original.ephemeral,
            )
        result: JSON = {"interaction": info, "resource": {"type": kind}}
        if message is not None and kind in (4, 7):
            result["resource"]["message"] = message.data
        if request.query.get("with_response", "").lower() in ("1", "true"):
            return _json_response(result)
        return web.Response(status=204)

    def _webhook_interaction(self, request: web.Request) -> FakeInteraction:
        interaction = self._interactions_by_token.get(request.match_info["token"])
        if interaction is None or int(request.match_info["app_id"]) != self.application_id:
            raise _ApiError(404, 10015, "Unknown Webhook", violation=True)
        if interaction.callback is None:
            raise _ApiError(404, 10015, "Unknown Webhook (the interaction has no initial response yet)", violation=True)
        return interaction

    def _webhook_message(self, request: web.Request, interaction: FakeInteraction) -> FakeMessage:
        raw = request.match_info["message_id"]
        if raw == "@original":
            if interaction.original_id is None:
                raise _ApiError(404, 10008, "Unknown Message", violation=True)
            msg = self._messages[interaction.original_id]
        else:
            msg_or_none = self._messages.get(int(raw))
            if (
                msg_or_none is None
                or msg_or_none.channel_id != interaction.channel_id
                or msg_or_none.author_id != self.bot_user.id
            ):
                raise _ApiError(404, 10008, "Unknown Message", violation=True)
            msg = msg_or_none
        if msg.deleted:
            raise _ApiError(404, 10008, "Unknown Message", violation=True)
        return msg

    async def _h_followup(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        body, uploads = await self._read_body(request)
        self._check_size(uploads)
        original = interaction.original
        if (
            interaction.callback is not None
            and interaction.callback.type == CALLBACK_DEFERRED_MESSAGE
            and original is not None
            and original.loading
        ):
            # Discord: the first follow-up after a deferred response edits the loading message (ephemerality kept).
            body = {k: v for k, v in body.items() if k != "flags"} | {
                "flags": int(body.get("flags") or 0) & ~FLAG_EPHEMERAL
            }
            self._edit_message(original, body, uploads)
            interaction.events.append(("edit", original.id))
            msg = original
        else:
            channel = self.channels[interaction.channel_id]
            if request.query.get("thread_id"):
                channel = self.channels[int(request.query["thread_id"])]
            ephemeral = bool(int(body.get("flags") or 0) & FLAG_EPHEMERAL)
            msg = self._new_message(
                channel, self.bot_user, body, uploads, interaction=interaction, ephemeral=ephemeral, followup=True
            )
            interaction.followup_ids.append(msg.id)
            interaction.events.append(("followup", msg.id))
        if request.query.get("wait", "").lower() in ("1", "true"):
            return _json_response(msg.data)
        return web.Response(status=204)

    async def _h_webhook_get(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        return _json_response(self._webhook_message(request, interaction).data)

    async def _h_webhook_edit(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        msg = self._webhook_message(request, interaction)
        body, uploads = await self._read_body(request)
        self._check_size(uploads)
        self._edit_message(msg, body, uploads)
        interaction.events.append(("edit", msg.id))
        return _json_response(msg.data)

    async def _h_webhook_delete(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        msg = self._webhook_message(request, interaction)
        self._delete_message(msg)
        interaction.events.append(("delete", msg.id))
        return web.Response(status=204)
