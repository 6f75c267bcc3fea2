"""Discord's numbers as the fake speaks them: intents, channel types, message flags, interaction and
callback types, permissions; and the JSON type."""

from __future__ import annotations

import re
from typing import Any

JSON = dict[str, Any]

DISCORD_EPOCH = 1420070400000

# Intents (IDENTIFY "intents" bit field).
INTENT_GUILDS = 1 << 0
INTENT_MEMBERS = 1 << 1
INTENT_PRESENCES = 1 << 8
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DM_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15
PRIVILEGED_INTENTS = INTENT_MEMBERS | INTENT_PRESENCES | INTENT_MESSAGE_CONTENT

# Channel types.
CHANNEL_TEXT = 0
CHANNEL_DM = 1
CHANNEL_PUBLIC_THREAD = 11
CHANNEL_PRIVATE_THREAD = 12
THREAD_TYPES = frozenset({10, 11, 12})

# Message flags.
FLAG_SUPPRESS_EMBEDS = 1 << 2
FLAG_HAS_THREAD = 1 << 5
FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_SUPPRESS_NOTIFICATIONS = 1 << 12
FLAG_COMPONENTS_V2 = 1 << 15

# Interaction types and callback types.
INTERACTION_COMMAND = 2
INTERACTION_COMPONENT = 3
INTERACTION_AUTOCOMPLETE = 4
INTERACTION_MODAL = 5
CALLBACK_MESSAGE = 4
CALLBACK_DEFERRED_MESSAGE = 5
CALLBACK_DEFERRED_UPDATE = 6
CALLBACK_UPDATE = 7
CALLBACK_AUTOCOMPLETE = 8
CALLBACK_MODAL = 9
_ALLOWED_CALLBACKS: dict[int, frozenset[int]] = {
    INTERACTION_COMMAND: frozenset({4, 5, 9}),
    INTERACTION_COMPONENT: frozenset({4, 5, 6, 7, 9}),
    INTERACTION_AUTOCOMPLETE: frozenset({8}),
    INTERACTION_MODAL: frozenset({4, 5, 6, 7}),
}

# Permissions.
PERM_ADMINISTRATOR = 1 << 3
PERM_MANAGE_MESSAGES = 1 << 13
PERM_MANAGE_THREADS = 1 << 34
PERM_THREADS = (1 << 35) | (1 << 36) | (1 << 38)  # create public/private threads, send messages in threads
PERM_ALL = (1 << 51) - 1
PERM_BASE = (
    (1 << 0)  # create invite
    | (1 << 6)  # add reactions
    | (1 << 10)  # view channel
    | (1 << 11)  # send messages
    | (1 << 14)  # embed links
    | (1 << 15)  # attach files
    | (1 << 16)  # read message history
    | (1 << 17)  # mention everyone
    | (1 << 18)  # use external emojis
    | (1 << 26)  # change nickname
    | (1 << 31)  # use application commands
    | PERM_THREADS
)

SELECT_TYPES = frozenset({3, 5, 6, 7, 8})
_NAME_RE = re.compile(r"^[-_'\w]{1,32}$")
_MENTION_RE = re.compile(r"<@!?(\d+)>")
