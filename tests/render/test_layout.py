"""The layout check: every image lays out its texts whole, apart, uncovered and inside their card.

The suite checks a sample of `bench.layout`'s sweep (every game, player count and option set, a few
moments, one language and set of names per state in turn); `python -m bench.layout` checks them all.
"""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from bench.layout import check_sample, samples
from bot.games import GAMES
from render.common import font
from render.layout import Problem, problems, recording

MOMENTS = (6, 40, 10_000)
# Every few states, each with one language and set of names in turn: a few seconds a game.
STRIDE = {"abracadabra": 8, "arabana": 3, "druids": 3, "spellcaster": 1}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_image_of_a_sample_passes_the_layout_check(game: str) -> None:
    found: list[str] = []
    images: set[str] = set()
    with recording() as recorder:
        for sample in samples([game], MOMENTS, every=12, stride=STRIDE[game]):
            images.add(sample.image)
            found += [f"{sample.name}: {p.kind} {p.text!r} {p.detail}" for p in check_sample(recorder, sample)]
    assert images == {"table", "hand", *(["final"] if game != "spellcaster" else [])}
    assert not found, "\n".join(found[:30])


def kinds(found: list[Problem]) -> list[tuple[str, str]]:
    return sorted((p.kind, p.text) for p in found)


def test_the_check_finds_each_kind_of_fault() -> None:
    with recording() as recorder:
        image = Image.new("RGB", (600, 300), (255, 255, 255))
        draw = ImageDraw.Draw(image)
        big = font(24)
        draw.text((40, 10), "A label cu…", font=big, fill=0)  # a label cut
        draw.text((40, 60), "Benedikt d…", font=big, fill=0)  # a name cut with the whole image to spare
        draw.text((300, 10), "first", font=big, fill=0)
        draw.text((320, 14), "second", font=big, fill=0)  # over "first"
        draw.text((40, 120), "hidden 42", font=big, fill=0)
        draw.rectangle((70, 110, 120, 160), fill=(200, 0, 0))  # drawn after it, over its letters
        draw.rounded_rectangle((300, 100, 380, 160), radius=6, fill=(230, 230, 230))
        draw.text((310, 110), "too wide for it", font=big, fill=0)  # starts on the card, runs past it
        found = problems(recorder.marks(image), image.size, ["Benedikt der Große"])
    assert kinds(found) == [
        ("covered", "hidden 42"),
        ("label-cut", "A label cu…"),
        ("name-cut", "Benedikt d…"),
        ("outside", "too wide for it"),
        ("overlap", "first"),
    ]


def test_the_check_follows_a_cached_sprite_pasted_and_the_copies_of_an_image() -> None:
    with recording() as recorder:
        sprite = Image.new("RGBA", (100, 40), (0, 0, 0, 0))
        ImageDraw.Draw(sprite).text((5, 5), "Card 7", font=font(20), fill=(0, 0, 0, 255))
        base = Image.new("RGB", (400, 200), (255, 255, 255))
        ImageDraw.Draw(base).text((10, 10), "Title", font=font(20), fill=0)
        image = base.copy()
        image.paste(sprite, (200, 100), sprite)
        image.paste(sprite, (205, 10), sprite)  # the same sprite again, now over the title's neighbour
        ImageDraw.Draw(image).text((215, 12), "note", font=font(20), fill=0)
        shown = image.quantize(colors=16)
        marks = recorder.marks(shown)
    texts = [(m.text, m.box[:2]) for m in marks if m.kind == "text"]
    # The sprite's text where each paste put it (drawn at (5, 5) on the sprite), after the copied title.
    assert texts == [("Title", (9.0, 14.0)), ("Card 7", (205.0, 109.0)), ("Card 7", (210.0, 19.0)), ("note", (215.0, 17.0))]
    assert [(p.kind, p.text, p.detail) for p in problems(marks, shown.size)] == [("overlap", "Card 7", "note")]


def test_nothing_is_recorded_outside_the_check() -> None:
    with recording():
        pass
    image = Image.new("RGB", (100, 100))
    ImageDraw.Draw(image).text((0, 0), "x", font=font(20), fill=(255, 255, 255))
    with recording() as recorder:
        assert recorder.marks(image) == []
