"""Spellcaster's table image: the two mages' panels, the four piles with their tabs, and the side panel."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.spellcaster.cards import CARDS, PILE_COLOURS, PILE_SYMBOLS, PILES
from bot.games.spellcaster.views import SpellcasterView
from bot.i18n import number
from bot.i18n.spellcaster import card_name
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    WHITE,
    badge,
    card_back,
    contrast_ink,
    draw_label,
    floor_of,
    given_name,
    new_canvas,
    player_colour,
    player_letter,
)
from render.mirror import Mirror
from render.names import name_fitted
from render.spellcaster import faces
from render.spellcaster.words import QUESTION_KINDS, img_text, last_move, text_width, viewer_seat, wrap

SAPPHIRE = (40, 110, 200)
ENERGY = (214, 160, 0)
PANEL = (255, 252, 244)
FELT = (38, 70, 58)
SAPPHIRE_GOAL = 15
TABLE_SIZE = (1400, 860)
PILE_W, PILE_H = 230, 360  # four across leave the side panel room for its lines at the phone's floor
PILE_X0, PILE_GAP = 24, 18
PILE_Y = 250


@lru_cache(maxsize=4)
def _table_background(lang: str) -> Image.Image:
    image, draw = new_canvas(TABLE_SIZE, FELT)
    draw.rounded_rectangle((8, 8, TABLE_SIZE[0] - 8, TABLE_SIZE[1] - 8), radius=24, outline=(70, 110, 90), width=4)
    for index, colour in enumerate(PILES):
        x = PILE_X0 + index * (PILE_W + PILE_GAP)
        # The symbol and the role: the colour's name is on the card's band below.
        label = f"{PILE_SYMBOLS[colour]} {img_text(lang, f'role-{colour}')}"
        if not Mirror(draw, lang).fits(label, 21, PILE_W + PILE_GAP - 2, bold=True):
            label = img_text(lang, f"role-{colour}")  # the symbol is on the card's band too
        draw_label(draw, (x + PILE_W // 2, PILE_Y - 96), label, 21, bold=True, fill=(225, 235, 228), anchor="mm", max_width=PILE_W + PILE_GAP - 2)
    return image


def _whole(box: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
    """A box in whole pixels (truncated, as `int` does)."""
    return int(box[0]), int(box[1]), int(box[2]), int(box[3])


def _name(seat: int, view: SpellcasterView, lang: str, fits: Callable[[str], bool] = lambda _: True) -> str:
    name = given_name(view, seat, limit=None)
    if name is not None:
        # The Discord layer passes display names; the badge beside it still shows the letter.
        return name_fitted(lambda n: img_text(lang, "img-player-you", name=n) if view.get("seat") == seat else n, name, fits)
    key = "img-mage-you" if view.get("seat") == seat else "img-mage"
    return img_text(lang, key, letter=player_letter(seat))


def _mage_panel(draw: ImageDraw.ImageDraw, view: SpellcasterView, seat: int, box: tuple[int, int, int, int], lang: str) -> None:
    x0, y0, x1, y1 = box
    mirror = Mirror(draw, lang, x0, x1)
    to_move = seat in view.get("to_move", [])
    draw.rounded_rectangle(box, radius=18, fill=PANEL, outline=HIGHLIGHT if to_move else INK, width=6 if to_move else 2)
    mid = (y0 + y1) // 2
    badge(draw, (mirror.x(x0 + 46), mid), seat, radius=30)
    mirror.label((x0 + 90, mid - 22), _name(seat, view, lang, lambda text: mirror.fits(text, 30, 370, bold=True)), 30, 370, bold=True, anchor="lm")
    status = []
    if view.get("over"):
        status.append(img_text(lang, "img-winner") if seat in view.get("winners", []) else "")
    elif view.get("turn") == seat:
        status.append(img_text(lang, "img-actions-left", n=view.get("actions_left", 0)))
    if view["guard"][seat]:
        status.append(img_text(lang, "img-guard", n=view["guard"][seat]))
    if view["nullify"][seat]:
        status.append(img_text(lang, "img-nullify"))
    line = " · ".join(s for s in status if s)
    if line:
        mirror.label((x0 + 90, mid + 20), line, 22, 370, bold=True, fill=(150, 70, 0), anchor="lm")
    # Energy counter with a bar (0 at the start; lethal at 0).
    ex = x0 + 470
    energy = view["energy"][seat]
    worded = img_text(lang, "img-energy", n=energy)
    # The word where it fits, else the symbol and the number, as on the hand.
    mirror.label((ex, mid - 22), worded if mirror.fits(worded, 30, 340, bold=True) else f"⚡ {number(lang, energy)}", 30, 340, bold=True, anchor="lm")
    draw.rounded_rectangle(mirror.box((ex, mid + 12, ex + 300, mid + 32)), radius=8, fill=(230, 225, 210), outline=INK, width=2)
    filled = int(300 * min(energy, 20) / 20)
    if filled > 6:
        draw.rounded_rectangle(mirror.box((ex, mid + 12, ex + filled, mid + 32)), radius=8, fill=ENERGY if energy > 3 else (200, 40, 40))
    # Sapphire track: 15 pips, the winning line.
    sx = x0 + 830
    hx = x1 - 136
    sapphires = view["sapphires"][seat]
    worded = img_text(lang, "img-sapphires", n=sapphires, goal=SAPPHIRE_GOAL)
    if not mirror.fits(worded, 30, hx - 12 - sx, bold=True):
        worded = f"◆ {number(lang, sapphires)}/{number(lang, SAPPHIRE_GOAL)}"
    mirror.label((sx, mid - 22), worded, 30, hx - 12 - sx, bold=True, anchor="lm")
    for pip in range(SAPPHIRE_GOAL):
        cx = mirror.x(sx + 10 + pip * 22)
        fill = SAPPHIRE if pip < sapphires else (230, 225, 210)
        draw.polygon([(cx, mid + 10), (cx + 9, mid + 22), (cx, mid + 34), (cx - 9, mid + 22)], fill=fill, outline=INK)
    # Hand size.
    card_back(draw, _whole(mirror.box((hx, mid - 36, hx + 50, mid + 36))))
    mirror.label((hx + 62, mid), "×" + number(lang, view["hand_sizes"][seat]), 28, 66, bold=True, anchor="lm")


def _last_pile(view: SpellcasterView) -> str | None:
    """The colour of the pile the last decision played on, activated or chose (None for any other)."""
    move = view["last_move"]
    return move["pile"] if move is not None else None


def _pile(image: Image.Image, draw: ImageDraw.ImageDraw, view: SpellcasterView, index: int, top_seat: int, highlight: bool, lang: str) -> None:
    pile = view["piles"][index]
    x = PILE_X0 + index * (PILE_W + PILE_GAP)
    y = PILE_Y
    mirror = Mirror(draw, lang, x, x + PILE_W)
    box = (x, y, x + PILE_W, y + PILE_H)
    if highlight:
        draw.rounded_rectangle((x - 8, y - 8, x + PILE_W + 8, y + PILE_H + 8), radius=20, fill=HIGHLIGHT)
    if not pile["top"]:
        draw.rounded_rectangle(box, radius=14, outline=(150, 180, 165), width=3)
        centre = x + PILE_W / 2
        draw_label(draw, (centre, y + PILE_H / 2 - 16), img_text(lang, "img-empty"), 30, bold=True, fill=(180, 200, 190), anchor="mm", max_width=PILE_W - 24)
        for k, line in enumerate(wrap(img_text(lang, "img-nobody"), max(20, floor_of(draw)), PILE_W - 24, hyphenate=True)[:3]):
            draw_label(draw, (centre, y + PILE_H / 2 + 22 + k * (floor_of(draw) + 8)), line, 20, fill=(180, 200, 190), anchor="mm", max_width=PILE_W - 24)
        return
    # Cards underneath, as a shallow stack.
    for depth in range(min(pile["size"] - 1, 3), 0, -1):
        offset = depth * 5
        draw.rounded_rectangle((x + offset, y + offset, x + PILE_W + offset, y + PILE_H + offset), radius=14, fill=(210, 205, 190), outline=INK, width=2)
    face = faces.card_face(pile["top"], PILE_W, PILE_H, lang, floor_of(draw))
    image.paste(face, (x, y), face)
    foot = y + PILE_H - 27
    used_w = 0
    size_text = img_text(lang, "img-pile-size", n=pile["size"])
    if pile.get("activated"):
        used = img_text(lang, "img-used")
        used_w = min(int(text_width(used, max(19, floor_of(draw)), bold=True)) + 20, PILE_W - 20)
        if used_w + mirror.measure(size_text, 19, bold=True) + 34 > PILE_W:
            size_text = ""  # the stamp takes the foot; the stack drawn under the card still shows there are more
        draw.rounded_rectangle(mirror.box((x + PILE_W - 10 - used_w, y + PILE_H - 44, x + PILE_W - 10, y + PILE_H - 10)), radius=8, fill=(90, 90, 90))
        draw_label(draw, (mirror.x(x + PILE_W - 10 - used_w / 2), foot), used, 19, bold=True, fill=WHITE, anchor="mm", max_width=used_w - 12)
    if size_text:
        mirror.label((x + 12, foot), size_text, 19, PILE_W - 34 - used_w, bold=True, fill=MUTED, anchor="lm")
    # The facing tab: on the side of the controlling mage, in his colour, with an arrow and his letter.
    owner = pile["facing"]
    colour = player_colour(owner)
    up = owner == top_seat
    tab_y0, tab_y1 = (y - 50, y - 6) if up else (y + PILE_H + 12, y + PILE_H + 56)
    draw.rounded_rectangle((x + 20, tab_y0, x + PILE_W - 20, tab_y1), radius=12, fill=colour, outline=INK, width=2)
    arrow = "▲" if up else "▼"
    label = f"{arrow} {img_text(lang, 'img-faces', letter=player_letter(owner))} {arrow}"
    if not Mirror(draw, lang).fits(label, 24, PILE_W - 60, bold=True):  # the arrow and the letter say it too
        label = f"{arrow} {player_letter(owner)} {arrow}"
    draw_label(draw, (x + PILE_W / 2, (tab_y0 + tab_y1) / 2), label, 24, bold=True, fill=contrast_ink(colour), anchor="mm", max_width=PILE_W - 60)


def _side_panel(draw: ImageDraw.ImageDraw, view: SpellcasterView, lang: str) -> None:
    x0, y0, x1, y1 = PILE_X0 + 4 * (PILE_W + PILE_GAP) + 8, 186, TABLE_SIZE[0] - 16, 724
    mirror = Mirror(draw, lang, x0, x1)
    width = x1 - x0 - 36
    draw.rounded_rectangle((x0, y0, x1, y1), radius=16, fill=PANEL, outline=INK, width=2)
    card_back(draw, _whole(mirror.box((x0 + 18, y0 + 14, x0 + 72, y0 + 96))))
    beside = x1 - x0 - 104
    mirror.label((x0 + 88, y0 + 34), img_text(lang, "img-deck"), 20, beside, fill=MUTED, anchor="lm")
    mirror.label((x0 + 88, y0 + 74), number(lang, view["deck_size"]), 30, beside, bold=True, anchor="lm")
    if view.get("ending"):
        mirror.label((x0 + 18, y0 + 113), img_text(lang, "img-deck-ending"), 17, x1 - x0 - 36, bold=True, fill=(190, 40, 40), anchor="lm")
    discard = view["discard"]
    floor = floor_of(draw)
    pitch = max(29, floor + 8)
    mirror.label((x0 + 20, y0 + 134), img_text(lang, "img-discard", n=len(discard)), 28, width, bold=True, anchor="lm")
    chip_r = max(13, floor // 2 + 4)
    row = 0  # the latest discards on three lines, a long name on two (broken between syllables)
    name_w = x1 - x0 - 46 - 2 * chip_r
    for card_id in reversed(discard[-3:]):
        card = CARDS[card_id]
        names = wrap(card_name(card_id, lang), max(20, floor), name_w, hyphenate=True)
        if row + len(names) > 3:
            break
        yy = y0 + 134 + (row + 1) * pitch
        chip = PILE_COLOURS[card.colour]
        draw.rounded_rectangle(mirror.box((x0 + 20, yy - chip_r, x0 + 20 + 2 * chip_r, yy + chip_r)), radius=5, fill=chip, outline=INK)
        draw_label(draw, (mirror.x(x0 + 20 + chip_r), yy), PILE_SYMBOLS[card.colour], 14, bold=True, fill=contrast_ink(chip), anchor="mm", max_width=2 * chip_r)
        for k, line in enumerate(names):
            mirror.label((x0 + 30 + 2 * chip_r, yy + k * pitch), line, 20, name_w, anchor="lm")
        row += len(names)
    rule = y0 + 134 + 3 * pitch + pitch // 2 + 6
    draw.line((x0 + 16, rule, x1 - 16, rule), fill=MUTED, width=2)
    if view.get("over"):
        _result(draw, view, (x0 + 10, rule + 14, x1 - 10, y1 - 10), lang)
        return
    y = rule + 10 + pitch // 2
    mirror.label((x0 + 20, y), img_text(lang, "img-turn", n=view["turn_no"]), 24, width, bold=True, anchor="lm")
    awaiting = view["awaiting"]
    if view.get("last") and not awaiting:  # a pending question takes the place of the last move
        mirror.label((x0 + 20, y + pitch), img_text(lang, "img-last-move"), 18, width, fill=MUTED, anchor="lm")
        size = max(21, floor)
        for i, line in enumerate(wrap(last_move(view, lang), size, width, bold=True)[:3]):
            mirror.label((x0 + 20, y + (i + 2) * pitch), line, size, width, bold=True, anchor="lm")
    if awaiting:
        seat = awaiting["seat"]
        draw.rounded_rectangle((x0 + 10, y + pitch // 2 + 6, x1 - 10, y1 - 12), radius=10, fill=player_colour(seat), outline=INK, width=2)
        ink = contrast_ink(player_colour(seat))
        kind = awaiting["kind"] if awaiting["kind"] in QUESTION_KINDS else "other"
        question = img_text(lang, f"img-question-{kind}", letter=player_letter(seat))
        size = max(21, floor)
        lines = [*wrap(question, size, width - 4, bold=True)[:2], *wrap(card_name(awaiting["card"], lang), size, width - 4)[:2]]
        for i, line in enumerate(lines):
            mirror.label((x0 + 22, y + (i + 1) * pitch + 14), line, size, width - 4, bold=i < len(lines) - 1, fill=ink, anchor="lm")


def _result(draw: ImageDraw.ImageDraw, view: SpellcasterView, box: tuple[int, int, int, int], lang: str) -> None:
    winners = view.get("winners", [])
    title = img_text(lang, "img-wins", letter=player_letter(winners[0])) if len(winners) == 1 else img_text(lang, "img-draw")
    draw.rounded_rectangle(box, radius=14, fill=HIGHLIGHT, outline=INK, width=3)
    cx = (box[0] + box[2]) / 2
    width = box[2] - box[0] - 20
    floor = floor_of(draw)
    draw_label(draw, (cx, box[1] + 40), title, 34, bold=True, anchor="mm", max_width=width)
    reason = view.get("end_reason") or ""
    loser = player_letter(1 - winners[0]) if len(winners) == 1 else None
    if reason == "energy":
        why = img_text(lang, "reason-energy-of", who=loser) if loser else img_text(lang, "reason-energy")
    elif reason == "sapphires":
        why = img_text(lang, "reason-sapphires", n=SAPPHIRE_GOAL)
    elif reason == "deck":
        why = img_text(lang, "reason-deck")
    else:
        why = ""
    # Wrapped, not cut: "A has no Energy crystals left" is the game's last word.
    lines = [*wrap(why, max(24, floor), width), *wrap(img_text(lang, "img-after-turns", n=view["turn_no"]), max(20, floor), width)]
    for i, line in enumerate(lines[:5]):
        draw_label(draw, (cx, box[1] + 90 + i * (floor + 8)), line, max(24, floor) if i < len(lines) - 1 else max(20, floor), anchor="mm", max_width=width)


def draw_table(view: SpellcasterView, lang: str) -> Image.Image:
    """The table image in full colour (render_table maps it onto the palette)."""
    image = _table_background(lang).copy()
    draw = ImageDraw.Draw(image)
    viewer = viewer_seat(view)
    rival = 1 - viewer
    _mage_panel(draw, view, rival, (20, 20, TABLE_SIZE[0] - 20, 120), lang)
    _mage_panel(draw, view, viewer, (20, TABLE_SIZE[1] - 120, TABLE_SIZE[0] - 20, TABLE_SIZE[1] - 20), lang)
    lit = _last_pile(view)
    for index, colour in enumerate(PILES):
        _pile(image, draw, view, index, rival, lit == colour, lang)
    _side_panel(draw, view, lang)
    return image
