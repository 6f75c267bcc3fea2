"""Every image posted carries its alt text (the attachment's `description`), which the fake Discord
checks as Discord does: a string of at most 1,024 characters."""

from __future__ import annotations

from bot.games.druids import GAME
from testkit.driver import running_bot
from testkit.fake_discord.validation import _check_message

GAMES = {GAME.key: GAME}


async def test_the_table_and_the_hand_posted_say_in_words_what_they_show(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        lobby, thread = await world.new_table("ana", "druids", rounds=1, computers=2)
        await world.lobby("ana", lobby, "start")
        await world.settle()
        posted = [(m, a) for m in world.fake.messages(thread) for a in m.attachments if a["filename"].endswith(".png")]
        assert posted, "the table's image is posted in the thread"
        for _message, attachment in posted:
            description = attachment.get("description")
            assert isinstance(description, str) and 0 < len(description) <= 1024, attachment
            assert description.startswith("Druids table. Round 1 of 1."), description
            assert "Scores: ana 0, Computer 1 0, Computer 2 0." in description, description
        dm = world.latest_choice("ana")
        assert dm is not None
        [hand] = [a for a in dm.attachments if a["filename"] == "hand.png"]
        assert hand["description"].startswith("Hand of ana: "), hand["description"]
        assert world.fake.violations == []


def test_the_fake_refuses_a_description_too_long_or_not_a_string() -> None:
    def codes(description: object) -> list[str]:
        return [problem.code for problem in _check_message({"content": "x", "attachments": [{"id": 0, "description": description}]}, 1)]

    assert codes("a" * 1024) == [] and codes(None) == []
    assert codes("a" * 1025) == ["BASE_TYPE_MAX_LENGTH"]
    assert codes(12) == ["STRING_TYPE_CONVERT"]
