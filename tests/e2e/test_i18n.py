"""Languages end to end: the real bot against the fake Discord.

At one Druids table Ana plays in English, Ben's Discord speaks German and Cat chose Persian with
`/settings language`: each gets DMs, buttons and replies in their own language, also DMs sent after
someone else's click. The thread speaks the server's language until `/config language de` switches it.
"""

from __future__ import annotations

from bot.games.druids import GAME
from bot.i18n import t
from render.common import has_arabic_script
from testkit.driver import World, running_bot
from testkit.fake_discord import FakeMessage
from testkit.takeaway import GAME as TAKEAWAY

GAMES = {GAME.key: GAME, TAKEAWAY.key: TAKEAWAY}
PLAYERS = ("ana", "ben", "cat")
LANGUAGE = {"ana": "en", "ben": "de", "cat": "fa"}
YOUR_TURN = {lang: t(lang, "table-your-turn", table="1", prompt="").split("#")[0] for lang in ("en", "de", "fa")}


def labels(message: FakeMessage) -> list[str]:
    """The labels of a message's buttons and select options."""
    found = []
    for component in message.walk_components():
        if component.get("label"):
            found.append(str(component["label"]))
        found += [str(option["label"]) for option in component.get("options") or []]
    return found


async def move_once(world: World) -> str:
    """Whoever holds an open choice in a DM makes it; returns who moved."""
    for name in PLAYERS:
        message = world.latest_choice(name)
        if message is not None:
            await world.choose(name, message)
            return name
    raise AssertionError("nobody holds a choice")


async def test_each_player_reads_their_own_language_and_the_thread_the_servers(database_url: str) -> None:
    async with running_bot(database_url, GAMES, users=PLAYERS, locales={"ben": "de", "cat": "en-US"}) as world:
        fake = world.fake
        assert fake.command("table")["name_localizations"]["de"] == "tisch", "German command names"

        chosen = await world.command("cat", "settings", language="fa")
        assert chosen.content.startswith(t("fa", "settings-title")) and "فارسی" in chosen.content

        lobby, thread = await world.new_table("ana", "druids")
        assert t("en", "table-lobby-title", game="Druids", table="1") in lobby.content, "the lobby speaks the server's language"
        assert t("en", "table-button-join") in labels(lobby)
        await world.lobby("ben", lobby, "join")
        await world.lobby("cat", lobby, "join")
        refused = await world.click("ben", fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start")))
        assert any(m.content == t("de", "err-table-not-host") for m in refused.ephemeral), "Ben's refusal is German"
        await world.lobby("ana", fake.message(lobby.id), "start")

        started = fake.messages(thread)[-1]
        assert t("en", "table-begins", game="Druids") in started.content
        assert t("en", "table-button-hand") in labels(started)

        # Everyone's first DM: their hand, in their language (the one to lead also gets "your turn").
        for name, lang in LANGUAGE.items():
            first = fake.dms(world.users[name].id)[0]
            header, turn = t(lang, "table-dm-header", table="1"), YOUR_TURN[lang]
            assert first.content.startswith((header, turn)) or turn in first.content, (name, first.content)
            assert first.attachment("hand.png")
        # Play until Ben and Cat have each been told it is their turn, after another player's click.
        told = {name: False for name in PLAYERS}
        for _ in range(12):
            for name, lang in LANGUAGE.items():
                told[name] |= any(YOUR_TURN[lang] in m.content for m in fake.dms(world.users[name].id))
            if all(told.values()):
                break
            await move_once(world)
        assert all(told.values()), told
        for name, lang in LANGUAGE.items():
            for message in fake.dms(world.users[name].id):
                if lang != "en":
                    assert YOUR_TURN["en"] not in message.content, message.content
                if lang == "fa":
                    assert has_arabic_script(message.content), message.content
        ben_choice = world.latest_choice("ben")
        if ben_choice is not None:
            assert all(not label.startswith("druids-") for label in labels(ben_choice))

        # Show my hand answers in the clicker's language.
        newest = fake.messages(thread)[-1]
        shown = await world.click("cat", newest, next(c for c in newest.custom_ids() if c.startswith("hand:")))
        assert any(m.content.startswith(t("fa", "table-hand-prompt", table="1", prompt="").strip()) for m in shown.ephemeral)

        # The server switches its tables to German: the next thread message speaks German.
        switched = await world.command("ana", "config", "language", value="de")
        assert switched.content == t("en", "settings-config-language-set", language="Deutsch")
        await move_once(world)
        newest = fake.messages(thread)[-1]  # the trick's post, edited by the move (or a new trick's)
        assert t("de", "table-button-hand") in labels(newest) and t("en", "table-button-hand") not in labels(newest)
        # Ana's own DMs stay English.
        assert all(not has_arabic_script(m.content) and "Du bist dran" not in m.content for m in fake.dms(world.users["ana"].id))


async def test_a_german_server_gets_a_german_lobby_and_thread(database_url: str) -> None:
    async with running_bot(database_url, GAMES, users=("ana", "ben"), guild_locale="de") as world:
        lobby, thread = await world.new_table("ana", "takeaway")
        assert t("de", "table-lobby-title", game="Take-away", table="1") in lobby.content
        assert t("de", "table-button-start") in labels(lobby)
        assert world.fake.messages(thread)[0].content == t("de", "table-thread-intro", table="1")
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", world.fake.message(lobby.id), "start")
        assert t("de", "table-begins", game="Take-away") in world.fake.messages(thread)[-1].content
        # Ana's and Ben's clients speak English: their DMs do too.
        assert any(YOUR_TURN["en"] in m.content for name in ("ana", "ben") for m in world.fake.dms(world.users[name].id))
        back = await world.command("ana", "config", "language", value="auto")
        assert back.content == t("en", "settings-config-language-auto", language="Deutsch")
        persian = await world.command("ana", "config", "language", value="fa")
        assert persian.content == t("en", "settings-config-language-set", language="فارسی")
        status = await world.command("ben", "config", "language")
        assert status.content == t("en", "settings-config-language-current", language="فارسی", source=t("en", "settings-config-language-source-set"))
