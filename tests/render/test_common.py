"""The shared drawing toolkit: a block mirrored for right-to-left readers, cached labels, fixed palettes."""

from __future__ import annotations

from PIL import Image, ImageChops, ImageDraw

from render.common import BACKGROUND, INK, OKABE_ITO, WHITE, fixed_palette, new_canvas, paste_label, to_palette
from render.mirror import Mirror


def ink_box(image: Image.Image) -> tuple[int, int, int, int]:
    """The box of everything drawn on a plain background."""
    box = ImageChops.difference(image, Image.new(image.mode, image.size, BACKGROUND)).getbbox()
    assert box is not None, "nothing drawn"
    return box


def test_a_block_mirrors_positions_boxes_and_anchors_for_persian() -> None:
    _, draw = new_canvas((400, 100))
    english, persian = Mirror(draw, "en", 100, 300), Mirror(draw, "fa", 100, 300)
    assert (english.x(120), persian.x(120)) == (120, 280)
    assert (english.start(120, 50), persian.start(120, 50)) == (120, 230), "a box 50 wide starting 20 into the block"
    assert (english.span(120, 170), persian.span(120, 170)) == ((120, 170), (230, 280))
    assert persian.box((120, 5, 170, 25)) == (230, 5, 280, 25)
    assert [persian.anchor(a) for a in ("la", "rs", "mm")] == ["ra", "ls", "mm"]
    assert english.anchor("la") == "la"
    inner = persian.inner(200, 300)
    assert (inner.x(210), inner.rtl, inner.direction, english.direction) == (290, True, "rtl", "ltr")


def test_a_label_starts_at_the_readers_edge_of_its_block() -> None:
    boxes = {}
    for lang in ("en", "fa"):
        image, draw = new_canvas((400, 60))
        width = Mirror(draw, lang, 0, 400).label((10, 10), "Ana", 30, 200)
        boxes[lang] = ink_box(image)
        assert abs((boxes[lang][2] - boxes[lang][0]) - width) <= 3, "the width returned is the width drawn"
    assert boxes["en"][0] <= 14 and boxes["en"][2] < 200
    assert boxes["fa"][2] >= 386 and boxes["fa"][0] > 200, "mirrored: it ends 10 px from the right edge"


def test_a_label_in_a_placed_stretch_goes_to_its_far_end_on_request() -> None:
    image, draw = new_canvas((400, 60))
    Mirror(draw, "en", 0, 400).label_in((100, 300), 10, "Ben", 30, at_end=True)
    left, _, right, _ = ink_box(image)
    assert left > 200 and 290 <= right <= 300
    image, draw = new_canvas((400, 60))
    Mirror(draw, "fa", 0, 400).label_in((100, 300), 10, "Ben", 30, at_end=True)
    left, _, right, _ = ink_box(image)
    assert 100 <= left <= 110 and right < 200, "mirrored, the far end is the left"


def test_a_pasted_label_looks_like_a_drawn_one_and_is_cut_to_its_room() -> None:
    drawn, draw = new_canvas((400, 60))
    Mirror(draw, "fa", 0, 400).label((10, 10), "Ana", 30)
    pasted, draw = new_canvas((400, 60))
    box = Mirror(draw, "fa", 0, 400).paste(pasted, (10, 10), "Ana", 30)
    assert ink_box(pasted) == ink_box(drawn) and box[2] >= ink_box(pasted)[2]
    long = "Benedikt der Große von Wittelsbach"
    image, _ = new_canvas((400, 60))
    left, _, right, _ = paste_label(image, (0, 10), long, 30, max_width=120, minimum=20)
    assert right - left <= 120 + 2, "shrunk to the minimum, then cut with an ellipsis"


def test_a_fixed_palette_keeps_the_given_colours_exactly() -> None:
    colours = [BACKGROUND, INK, OKABE_ITO["blue"], OKABE_ITO["vermillion"]]
    palette = fixed_palette(colours=colours)
    entries = palette.getpalette() or []
    assert [tuple(entries[i : i + 3]) for i in range(0, 12, 3)] == colours
    assert len(entries) == 768
    image = Image.new("RGB", (40, 10), BACKGROUND)
    ImageDraw.Draw(image).rectangle((20, 0, 39, 9), fill=OKABE_ITO["blue"])
    mapped = to_palette(image, palette)
    assert mapped.mode == "P" and mapped.convert("RGB").getpixel((30, 5)) == OKABE_ITO["blue"]
    assert mapped.convert("RGB").getpixel((5, 5)) == BACKGROUND


def test_a_palette_from_a_sample_holds_its_colours() -> None:
    sample = Image.new("RGB", (30, 10), WHITE)
    ImageDraw.Draw(sample).rectangle((10, 0, 19, 9), fill=OKABE_ITO["green"])
    mapped = to_palette(sample, fixed_palette(sample))
    assert mapped.convert("RGB").getpixel((15, 5)) == OKABE_ITO["green"]
    assert mapped.convert("RGB").getpixel((25, 5)) == WHITE


def test_a_shade_of_the_sample_never_takes_a_given_colours_place() -> None:
    # Pillow looks colours up on a coarse grid: a sample shade a step from a given colour used to win it.
    sample = Image.new("RGB", (30, 10), (242, 238, 228))
    ImageDraw.Draw(sample).rectangle((10, 0, 19, 9), fill=(254, 254, 254))
    colours = [BACKGROUND, WHITE, INK]
    image = Image.new("RGB", (3, 1))
    image.putdata(colours)
    mapped = to_palette(image, fixed_palette(sample, colours))
    assert list(mapped.convert("RGB").get_flattened_data()) == colours
