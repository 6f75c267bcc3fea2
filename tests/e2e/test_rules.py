"""End to end: `/<game> rules` answers only the caller, in their language, with the first page and tabs;
a tab shows the other page in the same message, for a built-in game and for one handed in as a kit."""

from __future__ import annotations

from bot.games import GAMES
from cogs.rules import rules_pages
from testkit.catalog import game_catalogs
from testkit.driver import running_bot
from testkit.kits import takeaway_kit

PLAYED = {key: GAMES[key] for key in ("abracadabra", "spellcaster")}


async def test_rules_pages_by_tabs_in_the_callers_language(database_url: str) -> None:
    async with running_bot(database_url, PLAYED, users=("ana", "ben"), locales={"ben": "fa"}) as world:
        first, second, _ = rules_pages(GAMES["abracadabra"], "fa")
        reply = await world.command("ben", "abracadabra", "rules")
        assert reply.ephemeral and reply.content == first
        assert reply.custom_ids() == ["rules:abracadabra:0", "rules:abracadabra:1", "rules:abracadabra:2"]
        await world.click("ben", reply, "rules:abracadabra:1")
        shown = world.fake.message(reply.id)
        assert shown.content == second
        assert [c["custom_id"] for c in shown.walk_components() if c.get("disabled")] == ["rules:abracadabra:1"]
        english = await world.command("ana", "spellcaster", "rules")
        assert english.content == rules_pages(GAMES["spellcaster"], "en")[0]
        assert "`second-player-bonus: on`" in english.content


async def test_a_game_handed_in_as_a_kit_pages_by_tabs_too(database_url: str) -> None:
    kit = takeaway_kit()
    with game_catalogs():
        async with running_bot(database_url, {kit.key: kit}, users=("ana",), locales={"ana": "de"}) as world:
            first, second = rules_pages(kit.game, "de")
            reply = await world.command("ana", "takeaway", "rules")
            assert reply.ephemeral and reply.content == first
            assert reply.custom_ids() == ["rules:takeaway:0", "rules:takeaway:1"]
            await world.click("ana", reply, "rules:takeaway:1")
            shown = world.fake.message(reply.id)
            assert shown.content == second
            assert [c["custom_id"] for c in shown.walk_components() if c.get("disabled")] == ["rules:takeaway:1"]
