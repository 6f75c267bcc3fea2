"""Every image of the fixed set of `bench.pixels` reads on a phone: at a display width of 360 px each text is
at least 8 px high (its font at least a 45th of the image's width), and no name is cut to fewer than 8 letters."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from bench.pixels import SHOWN_NAMES, drawings, kind
from bot.games import GAMES
from bot.i18n import LANGUAGES
from render.common import font
from render.legibility import cut_names, recording, smallest_font, too_small

# Every kind of image of every game is in these positions of the set: an early one (table and hands, with
# the players' display names too) and the last (the final standings); the others only repeat kinds.
STEPS = (7, 10_000)


def problems(game: str) -> tuple[list[str], set[str]]:
    """What is wrong with the game's images of the set, and the kinds of image (game, image, language) seen."""
    found: list[str] = []
    kinds: set[str] = set()
    for name, draw in drawings([game], STEPS):
        with recording() as drawn:
            image = draw()
        kinds.add(kind(name))
        small = too_small(drawn, image.width)
        if small:
            found.append(f"{name}: {len(small)} texts below {smallest_font(image.width)} px, e.g. {small[0]}")
        found.extend(f"{name}: name cut short in {text!r}" for text in cut_names(drawn, SHOWN_NAMES))
    return found, kinds


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_text_is_legible_on_a_phone_and_no_name_is_cut_short(game: str) -> None:
    found, kinds = problems(game)
    images = {"table", "hand", *(["final"] if game != "spellcaster" else [])}
    assert kinds == {f"{game} {image} {lang}" for image in images for lang in LANGUAGES}
    assert not found, "\n".join(found[:20])


def test_the_check_sees_a_small_text_and_a_name_cut_short() -> None:
    with recording() as drawn:
        draw = ImageDraw.Draw(Image.new("RGB", (900, 100)))
        draw.text((0, 0), "Benedi… 12", font=font(19))
        draw.text((0, 40), "Benedikt d… 12", font=font(20))
    # 900 px shown 360 px wide: a 20 px font is 8 px high, a 19 px one less.
    assert [text.text for text in too_small(drawn, 900)] == ["Benedi… 12"]
    assert cut_names(drawn, ["Benedikt der Große"]) == ["Benedi… 12"]
