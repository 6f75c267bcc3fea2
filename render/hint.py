"""A hint on the hand image: the hand as the game draws it, under a banner naming the suggested move,
with the move's card (or cards) ringed where the game's hand highlights its choices."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.i18n import is_rtl
from render.common import HIGHLIGHT, INK, draw_label

BANNER = 72


def with_hint(hand: Image.Image, text: str, lang: str = "en") -> Image.Image:
    """`hand` under a banner reading `text` (e.g. "Hint: play Red 7"), laid out for `lang`'s direction."""
    image = Image.new("RGB", (hand.width, hand.height + BANNER), INK)
    image.paste(hand.convert("RGB"), (0, BANNER))
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, BANNER - 6, hand.width, BANNER), fill=HIGHLIGHT)
    # A bulb drawn, not typed: the bundled font has no emoji.
    cx = hand.width - 44 if is_rtl(lang) else 44
    draw.ellipse((cx - 18, 12, cx + 18, 48), fill=HIGHLIGHT)
    draw.rectangle((cx - 8, 48, cx + 8, 58), fill=(200, 200, 200))
    rtl = is_rtl(lang)
    x = hand.width - 84 if rtl else 84
    draw_label(draw, (x, BANNER // 2 - 3), text, 34, bold=True, fill=HIGHLIGHT, anchor="rm" if rtl else "lm", max_width=hand.width - 110, direction="rtl" if rtl else "ltr")
    return image
