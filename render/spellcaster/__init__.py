"""Spellcaster images: the table (four colour piles between the two mages) and a mage's hand.

The viewing mage sits at the bottom (seat 0 for the public view). Each pile shows its top card with
a tab on the side of the mage it faces (arrow, badge letter and colour), so control reads at a
glance. Pile colours carry a symbol and a name beside the hue. Card faces are drawn once per size
and language and pasted.

Every word comes from the `spellcaster` catalog in the reader's language (`lang`), card names and
texts too; texts are drawn with `draw_label` (shaped right to left for Persian, shrunk to their room)
and card texts are wrapped by their measured width. In a right-to-left language each panel and card
face is mirrored (texts anchored right, counters and bars growing from the right) and a hand's rows
read from the right; the piles on the table keep their places, red, yellow, blue, green.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.games.spellcaster.actions import Activate, ChoosePile, Play, parse_action
from bot.games.spellcaster.cards import CARDS, PILE_COLOURS, PILE_SYMBOLS, PILES
from bot.i18n import has_arabic_script, number, t
from bot.i18n.spellcaster import card_name, colour_name
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    WHITE,
    Mirror,
    badge,
    card_back,
    contrast_ink,
    draw_label,
    fixed_palette,
    font_for,
    given_name,
    new_canvas,
    player_colour,
    player_letter,
    player_name,
    to_palette,
)

SAPPHIRE = (40, 110, 200)
ENERGY = (214, 160, 0)
PANEL = (255, 252, 244)
FELT = (38, 70, 58)
SAPPHIRE_GOAL = 15

TABLE_SIZE = (1400, 860)
PILE_W, PILE_H = 260, 360
PILE_X0, PILE_GAP = 24, 18
PILE_Y = 250
HAND_CARD_W, HAND_CARD_H = 230, 280
HAND_PER_ROW = 6
CARD_FOOT = 44  # the bottom strip of a card face stays free for the pile size and the "used" stamp
MIN_BODY_SIZE = 11


def _t(lang: str, key: str, **params: Any) -> str:
    return t(lang, f"spellcaster-{key}", **params)


def text_width(text: str, size: int, bold: bool = False) -> float:
    """The drawn width of `text` (shaped as `draw_label` shapes it)."""
    fnt = font_for(text, size, bold)
    if has_arabic_script(text):
        return float(fnt.getlength(text, direction="rtl", language="fa"))
    return float(fnt.getlength(text))


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap of `text` to lines no wider than `width` pixels at `size` (measured shaped)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and text_width(trial, size, bold) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def line_height(text: str, size: int) -> int:
    """The distance between wrapped lines (Persian glyphs reach further above and below)."""
    return int(size * 1.45) if has_arabic_script(text) else size + 5


@dataclass(frozen=True)
class Body:
    """A card text laid out: font size, lines, their top and the line distance."""

    size: int
    lines: tuple[str, ...]
    top: int
    step: int

    @property
    def bottom(self) -> int:
        return self.top + len(self.lines) * self.step


def _header_heights(width: int, height: int) -> tuple[int, int, int]:
    """The colour band's height, the name's size and where the body (or the ACTIVE tag) starts."""
    band = max(40, height // 8)
    name_size = max(22, width // 10)
    return band, name_size, band + 10 + name_size + 12


def _tag_size(width: int) -> int:
    return max(15, width // 15)


def body_layout(card_id: str, width: int, height: int, lang: str) -> Body:
    """The card text of a face `width`×`height`: the largest size (down to 11) at which it fits above the foot."""
    _, _, y = _header_heights(width, height)
    if CARDS[card_id].active:
        y += _tag_size(width) + 18
    text = _t(lang, f"card-{card_id}-text")
    size = max(16, width // 10)
    while True:
        lines = wrap(text, size, width - 26)
        step = line_height(text, size)
        if y + len(lines) * step <= height - CARD_FOOT or size <= MIN_BODY_SIZE:
            return Body(size, tuple(lines), y, step)
        size -= 1


@lru_cache(maxsize=512)
def card_face(card_id: str, width: int, height: int, lang: str = "en") -> Image.Image:
    """A card face: colour band with symbol and id, name, text, and an ACTIVE mark for active spells."""
    card = CARDS[card_id]
    colour = PILE_COLOURS[card.colour]
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    flip = Mirror(draw, lang, 0, width)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=14, fill=WHITE, outline=INK, width=3)
    band, name_size, y = _header_heights(width, height)
    draw.rounded_rectangle((3, 3, width - 4, band), radius=12, fill=colour)
    draw.rectangle((3, band - 12, width - 4, band), fill=colour)
    ink = contrast_ink(colour)
    id_width = flip.label((width - 12, band // 2 + 2), card.id, band // 2 - 2, width // 3, anchor="rm", bold=True, fill=ink)
    header = f"{PILE_SYMBOLS[card.colour]} {colour_name(card.colour, lang).upper()}"
    flip.label((14, band // 2 + 2), header, band // 2, width - 40 - id_width, bold=True, fill=ink, anchor="lm")
    flip.label((12, band + 10 + name_size // 2), card_name(card_id, lang), name_size, width - 24, bold=True, anchor="lm")
    if card.active:
        tag = _t(lang, "img-active-spell")
        tag_size = _tag_size(width)
        tag_w = min(int(text_width(tag, tag_size, bold=True)) + 16, width - 24)
        draw.rounded_rectangle(flip.box((12, y, 12 + tag_w, y + tag_size + 10)), radius=8, fill=INK)
        flip.label((20, y + tag_size // 2 + 5), tag, tag_size, tag_w - 16, bold=True, fill=WHITE, anchor="lm")
    body = body_layout(card_id, width, height, lang)
    for i, line in enumerate(body.lines):
        flip.label((13, body.top + i * body.step), line, body.size, width - 26, anchor="la")
    return image


@lru_cache(maxsize=4)
def _table_background(lang: str) -> Image.Image:
    image, draw = new_canvas(TABLE_SIZE, FELT)
    draw.rounded_rectangle((8, 8, TABLE_SIZE[0] - 8, TABLE_SIZE[1] - 8), radius=24, outline=(70, 110, 90), width=4)
    for index, colour in enumerate(PILES):
        x = PILE_X0 + index * (PILE_W + PILE_GAP)
        label = _t(lang, "img-pile-header", symbol=PILE_SYMBOLS[colour], colour=colour_name(colour, lang), role=_t(lang, f"role-{colour}"))
        draw_label(draw, (x + PILE_W // 2, PILE_Y - 96), label, 21, bold=True, fill=(225, 235, 228), anchor="mm", max_width=PILE_W + PILE_GAP - 6)
    return image


def _viewer(view: dict[str, Any]) -> int:
    seat = view.get("seat")
    return seat if isinstance(seat, int) else 0


def _name(seat: int, view: dict[str, Any], lang: str) -> str:
    name = given_name(view, seat, limit=18)
    if name is not None:
        # The Discord layer passes display names; the badge beside it still shows the letter.
        return _t(lang, "img-player-you", name=name) if view.get("seat") == seat else name
    key = "img-mage-you" if view.get("seat") == seat else "img-mage"
    return _t(lang, key, letter=player_letter(seat))


def _mage_panel(draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: int, box: tuple[int, int, int, int], lang: str) -> None:
    x0, y0, x1, y1 = box
    flip = Mirror(draw, lang, x0, x1)
    to_move = seat in view.get("to_move", [])
    draw.rounded_rectangle(box, radius=18, fill=PANEL, outline=HIGHLIGHT if to_move else INK, width=6 if to_move else 2)
    mid = (y0 + y1) // 2
    badge(draw, (flip.x(x0 + 46), mid), seat, radius=30)
    flip.label((x0 + 90, mid - 22), _name(seat, view, lang), 30, 360, bold=True, anchor="lm")
    status = []
    if view.get("over"):
        status.append(_t(lang, "img-winner") if seat in view.get("winners", []) else "")
    elif view.get("turn") == seat:
        status.append(_t(lang, "img-actions-left", n=view.get("actions_left", 0)))
    if view["guard"][seat]:
        status.append(_t(lang, "img-guard", n=view["guard"][seat]))
    if view["nullify"][seat]:
        status.append(_t(lang, "img-nullify"))
    line = " · ".join(s for s in status if s)
    if line:
        flip.label((x0 + 90, mid + 20), line, 22, 360, bold=True, fill=(150, 70, 0), anchor="lm")
    # Energy counter with a bar (0 at the start; lethal at 0).
    ex = x0 + 470
    energy = view["energy"][seat]
    flip.label((ex, mid - 22), _t(lang, "img-energy", n=energy), 30, 340, bold=True, anchor="lm")
    draw.rounded_rectangle(flip.box((ex, mid + 12, ex + 300, mid + 32)), radius=8, fill=(230, 225, 210), outline=INK, width=2)
    filled = int(300 * min(energy, 20) / 20)
    if filled > 6:
        draw.rounded_rectangle(flip.box((ex, mid + 12, ex + filled, mid + 32)), radius=8, fill=ENERGY if energy > 3 else (200, 40, 40))
    # Sapphire track: 15 pips, the winning line.
    sx = x0 + 830
    hx = x1 - 136
    sapphires = view["sapphires"][seat]
    flip.label((sx, mid - 22), _t(lang, "img-sapphires", n=sapphires, goal=SAPPHIRE_GOAL), 30, hx - 12 - sx, bold=True, anchor="lm")
    for pip in range(SAPPHIRE_GOAL):
        cx = flip.x(sx + 10 + pip * 22)
        fill = SAPPHIRE if pip < sapphires else (230, 225, 210)
        draw.polygon([(cx, mid + 10), (cx + 9, mid + 22), (cx, mid + 34), (cx - 9, mid + 22)], fill=fill, outline=INK)
    # Hand size.
    card_back(draw, tuple(int(v) for v in flip.box((hx, mid - 36, hx + 50, mid + 36))))  # type: ignore[arg-type]
    flip.label((hx + 62, mid), "×" + number(lang, view["hand_sizes"][seat]), 28, 66, bold=True, anchor="lm")


def _last_pile(view: dict[str, Any]) -> str | None:
    last = view.get("last")
    if not last:
        return None
    move = parse_action(str(last["action"]))  # the view carries the move's text; the engine's parser reads it
    if isinstance(move, Play):
        return CARDS[move.card].colour
    if isinstance(move, Activate | ChoosePile):
        return PILES[move.pile]
    return None


def _pile(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], index: int, top_seat: int, highlight: bool, lang: str) -> None:
    pile = view["piles"][index]
    x = PILE_X0 + index * (PILE_W + PILE_GAP)
    y = PILE_Y
    flip = Mirror(draw, lang, x, x + PILE_W)
    box = (x, y, x + PILE_W, y + PILE_H)
    if highlight:
        draw.rounded_rectangle((x - 8, y - 8, x + PILE_W + 8, y + PILE_H + 8), radius=20, fill=HIGHLIGHT)
    if not pile["top"]:
        draw.rounded_rectangle(box, radius=14, outline=(150, 180, 165), width=3)
        centre = x + PILE_W / 2
        draw_label(draw, (centre, y + PILE_H / 2 - 16), _t(lang, "img-empty"), 30, bold=True, fill=(180, 200, 190), anchor="mm", max_width=PILE_W - 24)
        draw_label(draw, (centre, y + PILE_H / 2 + 22), _t(lang, "img-nobody"), 20, fill=(180, 200, 190), anchor="mm", max_width=PILE_W - 24)
        return
    # Cards underneath, as a shallow stack.
    for depth in range(min(pile["size"] - 1, 3), 0, -1):
        offset = depth * 5
        draw.rounded_rectangle((x + offset, y + offset, x + PILE_W + offset, y + PILE_H + offset), radius=14, fill=(210, 205, 190), outline=INK, width=2)
    face = card_face(pile["top"], PILE_W, PILE_H, lang)
    image.paste(face, (x, y), face)
    foot = y + PILE_H - 27
    used_w = 0
    if pile.get("activated"):
        used = _t(lang, "img-used")
        used_w = min(int(text_width(used, 19, bold=True)) + 20, PILE_W // 2)
        draw.rounded_rectangle(flip.box((x + PILE_W - 10 - used_w, y + PILE_H - 44, x + PILE_W - 10, y + PILE_H - 10)), radius=8, fill=(90, 90, 90))
        draw_label(draw, (flip.x(x + PILE_W - 10 - used_w / 2), foot), used, 19, bold=True, fill=WHITE, anchor="mm", max_width=used_w - 12)
    flip.label((x + 12, foot), _t(lang, "img-pile-size", n=pile["size"]), 19, PILE_W - 34 - used_w, bold=True, fill=MUTED, anchor="lm")
    # The facing tab: on the side of the controlling mage, in his colour, with an arrow and his letter.
    owner = pile["facing"]
    colour = player_colour(owner)
    up = owner == top_seat
    tab_y0, tab_y1 = (y - 50, y - 6) if up else (y + PILE_H + 12, y + PILE_H + 56)
    draw.rounded_rectangle((x + 20, tab_y0, x + PILE_W - 20, tab_y1), radius=12, fill=colour, outline=INK, width=2)
    arrow = "▲" if up else "▼"
    label = f"{arrow} {_t(lang, 'img-faces', letter=player_letter(owner))} {arrow}"
    draw_label(draw, (x + PILE_W / 2, (tab_y0 + tab_y1) / 2), label, 24, bold=True, fill=contrast_ink(colour), anchor="mm", max_width=PILE_W - 60)


def _side_panel(draw: ImageDraw.ImageDraw, view: dict[str, Any], lang: str) -> None:
    x0, y0, x1, y1 = 1136, 186, 1384, 724
    flip = Mirror(draw, lang, x0, x1)
    width = x1 - x0 - 36
    draw.rounded_rectangle((x0, y0, x1, y1), radius=16, fill=PANEL, outline=INK, width=2)
    card_back(draw, tuple(int(v) for v in flip.box((x0 + 18, y0 + 14, x0 + 72, y0 + 96))))  # type: ignore[arg-type]
    beside = x1 - x0 - 104
    flip.label((x0 + 88, y0 + 32), _t(lang, "img-deck"), 20, beside, bold=True, fill=MUTED, anchor="lm")
    flip.label((x0 + 88, y0 + 64), number(lang, view["deck_size"]), 30, beside, bold=True, anchor="lm")
    if view.get("ending"):
        flip.label((x0 + 18, y0 + 113), _t(lang, "img-deck-ending"), 17, x1 - x0 - 36, bold=True, fill=(190, 40, 40), anchor="lm")
    discard = view["discard"]
    flip.label((x0 + 20, y0 + 150), _t(lang, "img-discard", n=len(discard)), 28, width, bold=True, anchor="lm")
    for i, card_id in enumerate(reversed(discard[-4:])):
        card = CARDS[card_id]
        yy = y0 + 184 + i * 29
        chip = PILE_COLOURS[card.colour]
        draw.rounded_rectangle(flip.box((x0 + 20, yy - 13, x0 + 44, yy + 13)), radius=5, fill=chip, outline=INK)
        draw_label(draw, (flip.x(x0 + 32), yy), PILE_SYMBOLS[card.colour], 14, bold=True, fill=contrast_ink(chip), anchor="mm", max_width=22)
        flip.label((x0 + 54, yy), card_name(card_id, lang), 20, x1 - x0 - 70, anchor="lm")
    draw.line((x0 + 16, y0 + 300, x1 - 16, y0 + 300), fill=MUTED, width=2)
    if view.get("over"):
        _result(draw, view, (x0 + 10, y0 + 314, x1 - 10, y1 - 10), lang)
        return
    flip.label((x0 + 20, y0 + 324), _t(lang, "img-turn", n=view["turn_no"]), 24, width, bold=True, anchor="lm")
    if view.get("last"):
        flip.label((x0 + 20, y0 + 356), _t(lang, "img-last-move"), 18, width, fill=MUTED, anchor="lm")
        text = last_move(view, lang)
        size = 21
        while size > 15 and len(wrap(text, size, width, bold=True)) > 2:
            size -= 1
        for i, line in enumerate(wrap(text, size, width, bold=True)[:2]):
            flip.label((x0 + 20, y0 + 382 + i * 25), line, size, width, bold=True, anchor="lm")
    awaiting = view.get("awaiting")
    if awaiting:
        seat = awaiting["seat"]
        draw.rounded_rectangle((x0 + 10, y0 + 440, x1 - 10, y1 - 12), radius=10, fill=player_colour(seat), outline=INK, width=2)
        ink = contrast_ink(player_colour(seat))
        kind = awaiting["kind"] if awaiting["kind"] in QUESTION_KINDS else "other"
        question = _t(lang, f"img-question-{kind}", letter=player_letter(seat))
        flip.label((x0 + 22, y0 + 470), question, 21, width - 4, bold=True, fill=ink, anchor="lm")
        flip.label((x0 + 22, y0 + 502), card_name(awaiting["card"], lang), 21, width - 4, fill=ink, anchor="lm")


# The side panel's line for a pending question, above the card asking it: "B discards" / "Thunderclap".
QUESTION_KINDS = frozenset({"discard", "bargain", "fumble", "twist", "echo", "rewind", "keep", "order"})
LAST_MOVE_VERBS = frozenset({"draw", "play", "discard", "decline", "pile", "take", "keep", "bottom"})


def last_move(view: dict[str, Any], lang: str = "en") -> str:
    """The last decision in words: "B activated Whispered Bargain", "A played Firebolt"."""
    last = view["last"]
    letter = player_letter(last["seat"])
    verb, _, arg = str(last["action"]).partition(" ")
    if verb == "activate":
        pile = next((p for p in view["piles"] if p["colour"] == arg), None)
        card = card_name(pile["top"], lang) if pile and pile.get("top") else colour_name(arg, lang)
        return _t(lang, "last-activate", letter=letter, card=card)
    if verb not in LAST_MOVE_VERBS:
        return f"{letter} {last['action']}"
    card = card_name(arg, lang)
    colour = colour_name(arg, lang)
    return _t(lang, f"last-{verb}", letter=letter, card=card, colour=colour)


def _result(draw: ImageDraw.ImageDraw, view: dict[str, Any], box: tuple[int, int, int, int], lang: str) -> None:
    winners = view.get("winners", [])
    title = _t(lang, "img-wins", letter=player_letter(winners[0])) if len(winners) == 1 else _t(lang, "img-draw")
    draw.rounded_rectangle(box, radius=14, fill=HIGHLIGHT, outline=INK, width=3)
    cx = (box[0] + box[2]) / 2
    width = box[2] - box[0] - 20
    draw_label(draw, (cx, box[1] + 60), title, 34, bold=True, anchor="mm", max_width=width)
    reason = view.get("end_reason") or ""
    loser = player_letter(1 - winners[0]) if len(winners) == 1 else None
    if reason == "energy":
        why = _t(lang, "reason-energy-of", who=loser) if loser else _t(lang, "reason-energy")
    elif reason == "sapphires":
        why = _t(lang, "reason-sapphires", n=SAPPHIRE_GOAL)
    elif reason == "deck":
        why = _t(lang, "reason-deck")
    else:
        why = ""
    if why:
        draw_label(draw, (cx, box[1] + 118), why, 24, anchor="mm", max_width=width)
    draw_label(draw, (cx, box[1] + 160), _t(lang, "img-after-turns", n=view["turn_no"]), 20, anchor="mm", max_width=width)


def render_table(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """The table: rival at the top, the viewer (or seat 0) at the bottom, four piles between."""
    return to_palette(_draw_table(view, lang), _palette())


def render_hand(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """A mage's hand (and the cards Foresight shows him), as card faces in rows."""
    return to_palette(_draw_hand(view, lang), _palette())


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """A 256-colour palette taken from a sample table and hand that show every cue (mapping onto a fixed
    palette is ~15x faster than building one per image, and every image uses the same few inks and fills)."""
    piles = [
        {"colour": colour, "size": 3, "top": top, "facing": seat, "activated": seat == 0}
        for (colour, top), seat in zip(
            [("red", "R08"), ("yellow", "Y01"), ("blue", "B09"), ("green", "G06")], (0, 1, 0, 1), strict=True
        )
    ]
    sample: dict[str, Any] = {
        "seat": 0,
        "to_move": [0],
        "turn": 0,
        "turn_no": 9,
        "energy": [3, 12],
        "sapphires": [7, 11],
        "hand_sizes": [4, 5],
        "deck_size": 20,
        "discard": ["R01", "Y02", "B03", "G04"],
        "piles": piles,
        "guard": [1, 0],
        "nullify": [0, 1],
        "actions_left": 2,
        "last": {"seat": 0, "action": "activate red"},
        "awaiting": {"seat": 1, "card": "R07", "kind": "discard"},
        "ending": True,
        "hand": sorted(CARDS),
    }
    table = _draw_table(sample, "en")
    over = _draw_table({**sample, "over": True, "winners": [0], "end_reason": "energy"}, "en")
    hand = _draw_hand(sample, "en")
    sheet = Image.new("RGB", (table.width * 2, table.height + hand.height))
    sheet.paste(table, (0, 0))
    sheet.paste(over, (table.width, 0))
    sheet.paste(hand, (0, table.height))
    return fixed_palette(sheet)


def _draw_table(view: dict[str, Any], lang: str) -> Image.Image:
    image = _table_background(lang).copy()
    draw = ImageDraw.Draw(image)
    viewer = _viewer(view)
    rival = 1 - viewer
    _mage_panel(draw, view, rival, (20, 20, TABLE_SIZE[0] - 20, 120), lang)
    _mage_panel(draw, view, viewer, (20, TABLE_SIZE[1] - 120, TABLE_SIZE[0] - 20, TABLE_SIZE[1] - 20), lang)
    lit = _last_pile(view)
    for index, colour in enumerate(PILES):
        _pile(image, draw, view, index, rival, lit == colour, lang)
    _side_panel(draw, view, lang)
    return image


def _card_x(flip: Mirror, index: int) -> int:
    """The left edge of the `index`th card of a row: rows read from the right in a right-to-left language."""
    left = 24 + index * (HAND_CARD_W + 16)
    return int(flip.start(left, HAND_CARD_W))


def _draw_hand(view: dict[str, Any], lang: str) -> Image.Image:
    # In pile order (red, yellow, blue, green), as the DM's buttons list them; from the right in Persian.
    hand: list[str] = sorted(view.get("hand", []), key=lambda c: (CARDS[c].pile, c))
    awaiting = view.get("awaiting") or {}
    foreseen: list[str] = list(awaiting.get("cards", [])) if awaiting.get("seat") == view.get("seat") else []
    rows = [hand[i : i + HAND_PER_ROW] for i in range(0, len(hand), HAND_PER_ROW)] or [[]]
    title_h = 76
    row_h = HAND_CARD_H + 24
    height = title_h + row_h * len(rows) + (title_h + row_h if foreseen else 0) + 10
    width = 24 + HAND_PER_ROW * (HAND_CARD_W + 16) + 8
    image, draw = new_canvas((width, height))
    flip = Mirror(draw, lang, 0, width)
    seat = _viewer(view)
    badge(draw, (flip.x(44), 38), seat, radius=24)
    counters = f"⚡ {number(lang, view['energy'][seat])}   ◆ {number(lang, view['sapphires'][seat])}/{number(lang, SAPPHIRE_GOAL)}"
    counters_w = flip.label((width - 24, 38), counters, 30, 320, anchor="rm", bold=True)
    who = player_name(view, seat, 18, lang, fallback="spellcaster-img-mage")
    title = _t(lang, "img-hand-title", who=who, n=len(hand))
    flip.label((82, 38), title, 32, width - 82 - 24 - counters_w - 30, bold=True, anchor="lm")
    y = title_h
    if not hand:
        flip.label((40, y + 60), _t(lang, "img-no-cards"), 30, width - 80, anchor="la", fill=MUTED)
    for row in rows:
        for i, card_id in enumerate(row):
            face = card_face(card_id, HAND_CARD_W, HAND_CARD_H, lang)
            image.paste(face, (_card_x(flip, i), y), face)
        y += row_h
    if foreseen:
        note = _t(lang, "img-foresight", card=card_name(str(awaiting.get("card", "G08")), lang))
        flip.label((24, y + 38), note, 30, width - 48, bold=True, fill=(170, 60, 0), anchor="lm")
        y += title_h
        for i, card_id in enumerate(foreseen):
            x = _card_x(flip, i)
            draw.rounded_rectangle((x - 6, y - 6, x + HAND_CARD_W + 6, y + HAND_CARD_H + 6), radius=16, fill=HIGHLIGHT)
            face = card_face(card_id, HAND_CARD_W, HAND_CARD_H, lang)
            image.paste(face, (x, y), face)
    return image
