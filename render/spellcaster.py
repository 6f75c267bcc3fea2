"""Spellcaster images: the table (four colour piles between the two mages) and a mage's hand.

The viewing mage sits at the bottom (seat 0 for the public view). Each pile shows its top card with
a tab on the side of the mage it faces (arrow, badge letter and colour), so control reads at a
glance. Pile colours carry a symbol and a name beside the hue. Card faces are drawn once per size
and pasted.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.games.spellcaster.cards import CARDS, PILES
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    WHITE,
    Colour,
    badge,
    card_back,
    contrast_ink,
    draw_centered,
    fit_font,
    font,
    new_canvas,
    player_colour,
    player_letter,
)

PILE_COLOURS: dict[str, Colour] = {
    "red": (196, 52, 45),
    "yellow": (238, 196, 42),
    "blue": (52, 101, 190),
    "green": (46, 139, 74),
}
PILE_SYMBOLS = {"red": "⚔", "yellow": "✚", "blue": "◆", "green": "❦"}
PILE_ROLES = {"red": "combat", "yellow": "healing", "blue": "sorcery", "green": "conjuring"}
SAPPHIRE = (40, 110, 200)
ENERGY = (214, 160, 0)
PANEL = (255, 252, 244)
FELT = (38, 70, 58)

TABLE_SIZE = (1400, 860)
PILE_W, PILE_H = 260, 360
PILE_X0, PILE_GAP = 24, 18
PILE_Y = 250
HAND_CARD_W, HAND_CARD_H = 230, 280
HAND_PER_ROW = 6


def wrap(text: str, fnt: Any, width: int) -> list[str]:
    """Greedy word wrap of `text` to lines no wider than `width` pixels."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and fnt.getlength(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


@lru_cache(maxsize=256)
def card_face(card_id: str, width: int, height: int) -> Image.Image:
    """A card face: colour band with symbol and id, name, text, and an ACTIVE mark for active spells."""
    card = CARDS[card_id]
    colour = PILE_COLOURS[card.colour]
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=14, fill=WHITE, outline=INK, width=3)
    band = max(40, height // 8)
    draw.rounded_rectangle((3, 3, width - 4, band), radius=12, fill=colour)
    draw.rectangle((3, band - 12, width - 4, band), fill=colour)
    ink = contrast_ink(colour)
    header = f"{PILE_SYMBOLS[card.colour]} {card.colour.upper()}"
    draw.text((14, band // 2 + 2), header, font=font(band // 2, bold=True), fill=ink, anchor="lm")
    draw.text((width - 12, band // 2 + 2), card.id, font=font(band // 2 - 2, bold=True), fill=ink, anchor="rm")
    y = band + 10
    name_font = fit_font(draw, card.name, width - 24, max(22, width // 10), bold=True, minimum=16)
    draw.text((12, y), card.name, font=name_font, fill=INK)
    y += int(name_font.size) + 12
    text = card.text
    if card.active:
        text = text.removeprefix("ACTIVE:").strip()
        tag = "⟳ ACTIVE SPELL"
        tag_font = font(max(15, width // 15), bold=True)
        tag_w = int(tag_font.getlength(tag)) + 16
        draw.rounded_rectangle((12, y, 12 + tag_w, y + tag_font.size + 10), radius=8, fill=INK)
        draw.text((20, y + 5), tag, font=tag_font, fill=WHITE)
        y += int(tag_font.size) + 18
    size = max(16, width // 10)
    while size > 12:
        body_font = font(size)
        lines = wrap(text, body_font, width - 26)
        # The bottom strip stays free for the pile size and the "used" stamp.
        if y + len(lines) * (size + 5) <= height - 44:
            break
        size -= 1
    for line in lines:
        draw.text((13, y), line, font=body_font, fill=INK)
        y += size + 5
    return image


@lru_cache(maxsize=1)
def _table_background() -> Image.Image:
    image, draw = new_canvas(TABLE_SIZE, FELT)
    draw.rounded_rectangle((8, 8, TABLE_SIZE[0] - 8, TABLE_SIZE[1] - 8), radius=24, outline=(70, 110, 90), width=4)
    for index, colour in enumerate(PILES):
        x = PILE_X0 + index * (PILE_W + PILE_GAP)
        label = f"{PILE_SYMBOLS[colour]} {colour} · {PILE_ROLES[colour]}"
        draw.text((x + PILE_W // 2, PILE_Y - 96), label, font=font(21, bold=True), fill=(225, 235, 228), anchor="mm")
    return image


def _viewer(view: dict[str, Any]) -> int:
    seat = view.get("seat")
    return seat if isinstance(seat, int) else 0


def _name(seat: int, viewer: int, view: dict[str, Any]) -> str:
    you = " (you)" if view.get("seat") == seat else ""
    return f"Mage {player_letter(seat)}{you}"


def _mage_panel(draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: int, viewer: int, box: tuple[int, int, int, int]) -> None:
    x0, y0, x1, y1 = box
    to_move = seat in view.get("to_move", [])
    draw.rounded_rectangle(box, radius=18, fill=PANEL, outline=HIGHLIGHT if to_move else INK, width=6 if to_move else 2)
    mid = (y0 + y1) // 2
    badge(draw, (x0 + 46, mid), seat, radius=30)
    draw.text((x0 + 90, mid - 22), _name(seat, viewer, view), font=font(30, bold=True), fill=INK, anchor="lm")
    status = []
    if view.get("over"):
        status.append("WINNER" if seat in view.get("winners", []) else "")
    elif view.get("turn") == seat:
        left = view.get("actions_left", 0)
        status.append(f"{left} action{'s' if left != 1 else ''} left")
    if view["guard"][seat]:
        status.append(f"guard −{view['guard'][seat]}")
    if view["nullify"][seat]:
        status.append("nullify")
    line = " · ".join(s for s in status if s)
    draw.text((x0 + 90, mid + 20), line, font=fit_font(draw, line, 350, 22, bold=True), fill=(150, 70, 0), anchor="lm")
    # Energy counter with a bar (0 at the left edge; lethal at 0).
    ex = x0 + 470
    energy = view["energy"][seat]
    draw.text((ex, mid - 22), f"⚡ Energy {energy}", font=font(30, bold=True), fill=INK, anchor="lm")
    bar = (ex, mid + 12, ex + 300, mid + 32)
    draw.rounded_rectangle(bar, radius=8, fill=(230, 225, 210), outline=INK, width=2)
    filled = int(300 * min(energy, 20) / 20)
    if filled > 6:
        draw.rounded_rectangle((ex, mid + 12, ex + filled, mid + 32), radius=8, fill=ENERGY if energy > 3 else (200, 40, 40))
    # Sapphire track: 15 pips, the winning line.
    sx = x0 + 830
    sapphires = view["sapphires"][seat]
    draw.text((sx, mid - 22), f"◆ Sapphires {sapphires}/15", font=font(30, bold=True), fill=INK, anchor="lm")
    for pip in range(15):
        cx = sx + 10 + pip * 22
        fill = SAPPHIRE if pip < sapphires else (230, 225, 210)
        draw.polygon([(cx, mid + 10), (cx + 9, mid + 22), (cx, mid + 34), (cx - 9, mid + 22)], fill=fill, outline=INK)
    # Hand size.
    hx = x1 - 136
    card_back(draw, (hx, mid - 36, hx + 50, mid + 36))
    draw.text((hx + 62, mid), f"×{view['hand_sizes'][seat]}", font=font(28, bold=True), fill=INK, anchor="lm")


def _last_pile(view: dict[str, Any]) -> str | None:
    last = view.get("last")
    if not last:
        return None
    words = str(last["action"]).split()
    if words[0] == "play" and words[1] in CARDS:
        return CARDS[words[1]].colour
    if words[0] in ("activate", "pile"):
        return words[1]
    return None


def _pile(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], index: int, top_seat: int, highlight: bool) -> None:
    pile = view["piles"][index]
    x = PILE_X0 + index * (PILE_W + PILE_GAP)
    y = PILE_Y
    box = (x, y, x + PILE_W, y + PILE_H)
    if highlight:
        draw.rounded_rectangle((x - 8, y - 8, x + PILE_W + 8, y + PILE_H + 8), radius=20, fill=HIGHLIGHT)
    if not pile["top"]:
        draw.rounded_rectangle(box, radius=14, outline=(150, 180, 165), width=3)
        draw_centered(draw, (x + PILE_W / 2, y + PILE_H / 2 - 16), "empty", font(30, bold=True), (180, 200, 190))
        draw_centered(draw, (x + PILE_W / 2, y + PILE_H / 2 + 22), "nobody controls", font(20), (180, 200, 190))
        return
    # Cards underneath, as a shallow stack.
    for depth in range(min(pile["size"] - 1, 3), 0, -1):
        offset = depth * 5
        draw.rounded_rectangle((x + offset, y + offset, x + PILE_W + offset, y + PILE_H + offset), radius=14, fill=(210, 205, 190), outline=INK, width=2)
    face = card_face(pile["top"], PILE_W, PILE_H)
    image.paste(face, (x, y), face)
    if pile.get("activated"):
        draw.rounded_rectangle((x + PILE_W - 108, y + PILE_H - 44, x + PILE_W - 10, y + PILE_H - 10), radius=8, fill=(90, 90, 90))
        draw_centered(draw, (x + PILE_W - 59, y + PILE_H - 27), "✓ used", font(19, bold=True), WHITE)
    draw.text((x + 12, y + PILE_H - 27), f"{pile['size']} card{'s' if pile['size'] != 1 else ''}", font=font(19, bold=True), fill=MUTED, anchor="lm")
    # The facing tab: on the side of the controlling mage, in his colour, with an arrow and his letter.
    owner = pile["facing"]
    colour = player_colour(owner)
    up = owner == top_seat
    tab_y0, tab_y1 = (y - 50, y - 6) if up else (y + PILE_H + 12, y + PILE_H + 56)
    draw.rounded_rectangle((x + 20, tab_y0, x + PILE_W - 20, tab_y1), radius=12, fill=colour, outline=INK, width=2)
    arrow = "▲" if up else "▼"
    label = f"{arrow} faces {player_letter(owner)} {arrow}"
    draw_centered(draw, (x + PILE_W / 2, (tab_y0 + tab_y1) / 2), label, font(24, bold=True), contrast_ink(colour))


def _side_panel(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    x0, y0, x1, y1 = 1136, 186, 1384, 724
    draw.rounded_rectangle((x0, y0, x1, y1), radius=16, fill=PANEL, outline=INK, width=2)
    card_back(draw, (x0 + 20, y0 + 18, x0 + 84, y0 + 108))
    draw.text((x0 + 100, y0 + 40), f"Deck {view['deck_size']}", font=font(28, bold=True), fill=INK, anchor="lm")
    if view.get("ending"):
        draw.text((x0 + 100, y0 + 80), "ends after this turn", font=font(18, bold=True), fill=(190, 40, 40), anchor="lm")
    discard = view["discard"]
    draw.text((x0 + 20, y0 + 138), f"Discard {len(discard)}", font=font(28, bold=True), fill=INK, anchor="lm")
    for i, card_id in enumerate(reversed(discard[-4:])):
        card = CARDS[card_id]
        yy = y0 + 176 + i * 32
        draw.rounded_rectangle((x0 + 20, yy - 13, x0 + 44, yy + 13), radius=5, fill=PILE_COLOURS[card.colour], outline=INK)
        draw.text((x0 + 32, yy), PILE_SYMBOLS[card.colour], font=font(14, bold=True), fill=contrast_ink(PILE_COLOURS[card.colour]), anchor="mm")
        draw.text((x0 + 54, yy), card.name, font=fit_font(draw, card.name, x1 - x0 - 70, 20), fill=INK, anchor="lm")
    draw.line((x0 + 16, y0 + 300, x1 - 16, y0 + 300), fill=MUTED, width=2)
    if view.get("over"):
        _result(draw, view, (x0 + 10, y0 + 314, x1 - 10, y1 - 10))
        return
    draw.text((x0 + 20, y0 + 324), f"Turn {view['turn_no']}", font=font(24, bold=True), fill=INK, anchor="lm")
    width = x1 - x0 - 36
    last = view.get("last")
    if last:
        draw.text((x0 + 20, y0 + 356), "Last move", font=font(18), fill=MUTED, anchor="lm")
        text = last_move(view)
        size = 21
        while size > 15 and len(wrap(text, font(size, bold=True), width)) > 2:
            size -= 1
        for i, line in enumerate(wrap(text, font(size, bold=True), width)[:2]):
            draw.text((x0 + 20, y0 + 382 + i * 25), line, font=fit_font(draw, line, width, size, bold=True), fill=INK, anchor="lm")
    awaiting = view.get("awaiting")
    if awaiting:
        seat = awaiting["seat"]
        box = (x0 + 10, y0 + 440, x1 - 10, y1 - 12)
        draw.rounded_rectangle(box, radius=10, fill=player_colour(seat), outline=INK, width=2)
        ink = contrast_ink(player_colour(seat))
        question = f"{player_letter(seat)} {QUESTIONS.get(awaiting['kind'], 'chooses')}"
        asking = CARDS[awaiting["card"]].name
        draw.text((x0 + 22, y0 + 470), question, font=fit_font(draw, question, width - 4, 21, bold=True), fill=ink, anchor="lm")
        draw.text((x0 + 22, y0 + 502), asking, font=fit_font(draw, asking, width - 4, 21), fill=ink, anchor="lm")


# The side panel's line for a pending question, above the card asking it: "B discards" / "Thunderclap".
QUESTIONS = {
    "discard": "discards",
    "bargain": "discards or not",
    "fumble": "picks a pile",
    "twist": "picks a pile",
    "echo": "picks a spell",
    "rewind": "takes a card",
    "keep": "keeps a card",
    "order": "orders cards",
}


def last_move(view: dict[str, Any]) -> str:
    """The last decision in words: "B activated Whispered Bargain", "A played Firebolt"."""
    last = view["last"]
    who = player_letter(last["seat"])
    verb, _, arg = str(last["action"]).partition(" ")
    name = CARDS[arg].name if arg in CARDS else arg
    if verb == "activate":
        pile = next((p for p in view["piles"] if p["colour"] == arg), None)
        return f"{who} activated {CARDS[pile['top']].name if pile and pile.get('top') else arg}"
    words = {
        "draw": "drew a card",
        "play": f"played {name}",
        "discard": f"discarded {name}",
        "decline": "declined to discard",
        "pile": f"chose the {arg} pile",
        "take": f"took back {name}",
        "keep": "kept a card",
        "bottom": "ordered the deck bottom",
    }
    return f"{who} {words.get(verb, str(last['action']))}"


def _result(draw: ImageDraw.ImageDraw, view: dict[str, Any], box: tuple[int, int, int, int]) -> None:
    winners = view.get("winners", [])
    reasons = {"energy": "Energy ran out", "sapphires": "15 Sapphires", "deck": "deck ran out"}
    title = f"Mage {player_letter(winners[0])} wins" if len(winners) == 1 else "A draw"
    draw.rounded_rectangle(box, radius=14, fill=HIGHLIGHT, outline=INK, width=3)
    cx = (box[0] + box[2]) / 2
    width = box[2] - box[0] - 20
    draw_centered(draw, (cx, box[1] + 60), title, fit_font(draw, title, width, 34, bold=True), INK)
    reason = reasons.get(view.get("end_reason") or "", "")
    if view.get("end_reason") == "energy" and len(winners) == 1:
        reason = f"{player_letter(1 - winners[0])}'s Energy ran out"
    draw_centered(draw, (cx, box[1] + 118), reason, fit_font(draw, reason, width, 24), INK)
    turns = f"after {view['turn_no']} turns"
    draw_centered(draw, (cx, box[1] + 160), turns, font(20), INK)


def render_table(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """The table: rival at the top, the viewer (or seat 0) at the bottom, four piles between."""
    return _to_palette(_draw_table(view))


def render_hand(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """A mage's hand (and the cards Foresight shows him), as card faces in rows."""
    return _to_palette(_draw_hand(view))


def _to_palette(image: Image.Image) -> Image.Image:
    # Mapping onto a fixed palette is ~15x faster than building one per image, and every image
    # uses the same few inks and fills anyway.
    return image.quantize(palette=_palette(), dither=Image.Dither.NONE)


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """A 256-colour palette taken from a sample table and hand that show every cue."""
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
    table = _draw_table(sample)
    over = _draw_table({**sample, "over": True, "winners": [0], "end_reason": "energy"})
    hand = _draw_hand(sample)
    sheet = Image.new("RGB", (table.width * 2, table.height + hand.height))
    sheet.paste(table, (0, 0))
    sheet.paste(over, (table.width, 0))
    sheet.paste(hand, (0, table.height))
    return sheet.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def _draw_table(view: dict[str, Any]) -> Image.Image:
    image = _table_background().copy()
    draw = ImageDraw.Draw(image)
    viewer = _viewer(view)
    rival = 1 - viewer
    _mage_panel(draw, view, rival, viewer, (20, 20, TABLE_SIZE[0] - 20, 120))
    _mage_panel(draw, view, viewer, viewer, (20, TABLE_SIZE[1] - 120, TABLE_SIZE[0] - 20, TABLE_SIZE[1] - 20))
    lit = _last_pile(view)
    for index, colour in enumerate(PILES):
        _pile(image, draw, view, index, rival, lit == colour)
    _side_panel(image, draw, view)
    return image


def _draw_hand(view: dict[str, Any]) -> Image.Image:
    # In pile order (red, yellow, blue, green), as the DM's buttons list them.
    hand: list[str] = sorted(view.get("hand", []), key=lambda c: (CARDS[c].pile, c))
    awaiting = view.get("awaiting") or {}
    foreseen: list[str] = list(awaiting.get("cards", [])) if awaiting.get("seat") == view.get("seat") else []
    rows = [hand[i : i + HAND_PER_ROW] for i in range(0, len(hand), HAND_PER_ROW)] or [[]]
    title_h = 76
    row_h = HAND_CARD_H + 24
    height = title_h + row_h * len(rows) + (title_h + row_h if foreseen else 0) + 10
    width = 24 + HAND_PER_ROW * (HAND_CARD_W + 16) + 8
    image, draw = new_canvas((width, height))
    seat = _viewer(view)
    badge(draw, (44, 38), seat, radius=24)
    title = f"Mage {player_letter(seat)} — your hand ({len(hand)} card{'s' if len(hand) != 1 else ''})"
    draw.text((82, 38), title, font=font(32, bold=True), fill=INK, anchor="lm")
    counters = f"⚡ {view['energy'][seat]}   ◆ {view['sapphires'][seat]}/15"
    draw.text((width - 24, 38), counters, font=font(30, bold=True), fill=INK, anchor="rm")
    y = title_h
    if not hand:
        draw.text((40, y + 60), "No cards in hand.", font=font(30), fill=MUTED)
    for row in rows:
        for i, card_id in enumerate(row):
            face = card_face(card_id, HAND_CARD_W, HAND_CARD_H)
            image.paste(face, (24 + i * (HAND_CARD_W + 16), y), face)
        y += row_h
    if foreseen:
        draw.text((24, y + 38), "Foresight — keep one (the rest go under the deck):", font=font(30, bold=True), fill=(170, 60, 0), anchor="lm")
        y += title_h
        for i, card_id in enumerate(foreseen):
            x = 24 + i * (HAND_CARD_W + 16)
            draw.rounded_rectangle((x - 6, y - 6, x + HAND_CARD_W + 6, y + HAND_CARD_H + 6), radius=16, fill=HIGHLIGHT)
            face = card_face(card_id, HAND_CARD_W, HAND_CARD_H)
            image.paste(face, (x, y), face)
    return image
