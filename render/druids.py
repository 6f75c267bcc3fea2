"""Druids images: the table (trick, every player's stack tops and heights, scores), a hand, the final standings.

Pure: a view (bot.games.druids state view) in, a PIL image out. Each domain card shows its colour,
its letter and its symbol (G ✚ healing, Y ☀ divination, R ♞ shapeshifting, B ★ astronomy,
V ♫ fine arts), so no cue rests on colour alone; players use their colour and letter. Card faces
are drawn once per size and pasted.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render.common import (
    BACKGROUND,
    HIGHLIGHT,
    INK,
    MUTED,
    TABLE_GREEN,
    WHITE,
    badge,
    card_back,
    contrast_ink,
    draw_centered,
    fit_font,
    font,
    player_colour,
    player_letter,
    score_chart,
)

View = dict[str, Any]
Colour = tuple[int, int, int]

DOMAIN_COLOUR: dict[str, Colour] = {
    "G": (0, 158, 115),
    "Y": (240, 228, 66),
    "R": (213, 94, 0),
    "B": (0, 114, 178),
    "V": (204, 121, 167),
}
DOMAIN_SYMBOL = {"G": "✚", "Y": "☀", "R": "♞", "B": "★", "V": "♫"}
DOMAIN_NAME = {"G": "green", "Y": "yellow", "R": "red", "B": "blue", "V": "violet"}
SPECIAL_FACE: dict[str, tuple[Colour, str, str]] = {
    "GAIA": ((236, 226, 198), "✿", "Gaia"),
    "SICKLE": ((212, 175, 55), "☾", "Sickle"),
    "MISTLETOE": ((190, 214, 182), "☘", "Mistletoe"),
}
ORDER = "GYRBV"
TABLE_SIZE = (1280, 720)
HAND_WIDTH = 1280
FOOTER_HEIGHT = 150  # your stacks and the trick, below the hand
FINAL_SIZE = (1280, 720)
FELT_LIGHT = (48, 116, 80)
ROW_FILL = (255, 252, 244)
TURN_FILL = (255, 236, 170)
WARN = (190, 30, 30)
NAME_LENGTH = 18  # longer names are cut with an ellipsis


def seat_name(seat: int, view: View | None = None) -> str:
    """How the images name a seat: the player's name when the view carries `names`, else "Player A"
    (colour + letter are the cue either way)."""
    names = (view or {}).get("names") or []
    if 0 <= seat < len(names) and names[seat]:
        name = str(names[seat])
        return name if len(name) <= NAME_LENGTH else name[: NAME_LENGTH - 1] + "…"
    return f"Player {player_letter(seat)}"


def colour_label(letter: str) -> str:
    """'red ♞' for 'R'."""
    return f"{DOMAIN_NAME[letter]} {DOMAIN_SYMBOL[letter]}"


# ---------------------------------------------------------------- one fixed palette for all images
@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """A 256-colour palette of every colour drawn here and their blends (anti-aliased edges).

    Mapping to a fixed palette is several times faster than quantising each image anew.
    """
    base: list[Colour] = [
        BACKGROUND, TABLE_GREEN, FELT_LIGHT, INK, MUTED, WHITE, HIGHLIGHT, ROW_FILL, TURN_FILL, WARN, (253, 226, 220),
        (205, 198, 180), (60, 70, 120), (200, 200, 230), (160, 110, 0), (200, 40, 40),
        *DOMAIN_COLOUR.values(), *(face[0] for face in SPECIAL_FACE.values()), *(player_colour(s) for s in range(5)),
    ]
    blends = {
        tuple(int(a * (1 - t) + b * t) for a, b in zip(first, second, strict=True))
        for first in base
        for second in base
        for t in (0.0, 0.25, 0.5, 0.75)
    }
    swatch = Image.new("RGB", (len(blends), 1))
    swatch.putdata(sorted(blends))
    # The drawn colours themselves exactly, the blends approximated in the remaining entries.
    shades = swatch.quantize(colors=256 - len(base), method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    entries = [c for colour in base for c in colour] + (shades.getpalette() or [])[: 3 * (256 - len(base))]
    palette = Image.new("P", (1, 1))
    palette.putpalette(entries + [0] * (768 - len(entries)))
    return palette


def to_palette(image: Image.Image) -> Image.Image:
    """The image mapped onto the fixed palette (mode 'P'), ready for encode_png."""
    return image.quantize(palette=_palette(), dither=Image.Dither.NONE)


# ---------------------------------------------------------------- card faces, drawn once per size
@lru_cache(maxsize=512)
def card_face(card: str, width: int, height: int, gaia_colour: str = "") -> Image.Image:
    """An RGBA card face: domain cards big value + letter/symbol corners; specials their symbol and name."""
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    box = (0, 0, width - 1, height - 1)
    radius = max(6, width // 8)
    if card in SPECIAL_FACE:
        fill, symbol, name = SPECIAL_FACE[card]
        draw.rounded_rectangle(box, radius=radius, fill=fill, outline=INK, width=3)
        ink = contrast_ink(fill)
        if card == "GAIA" and gaia_colour:
            # Gaia takes its named colour for the trick: a band of that colour with its letter.
            band = DOMAIN_COLOUR[gaia_colour]
            draw.rectangle((3, height - height // 3, width - 4, height - 4), fill=band)
            draw_centered(draw, (width / 2, height - height / 6), f"{gaia_colour}{DOMAIN_SYMBOL[gaia_colour]} 0", font(max(11, width // 5), True), contrast_ink(band))
            draw_centered(draw, (width / 2, height * 0.28), symbol, font(int(width * 0.42), True), ink)
            draw_centered(draw, (width / 2, height * 0.55), name, fit_font(draw, name, width - 10, max(11, width // 5), True), ink)
        else:
            draw_centered(draw, (width / 2, height * 0.42), symbol, font(int(width * 0.5), True), ink)
            draw_centered(draw, (width / 2, height * 0.8), name, fit_font(draw, name, width - 10, max(11, width // 5), True), ink)
        return image
    letter, value = card[0], card[1:]
    fill = DOMAIN_COLOUR[letter]
    ink = contrast_ink(fill)
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=INK, width=3)
    corner = font(max(12, width // 5), True)
    draw.text((max(5, width // 12), 3), f"{letter}{DOMAIN_SYMBOL[letter]}", font=corner, fill=ink)
    draw_centered(draw, (width / 2, height * 0.56), value, font(int(min(width * 0.55, height * 0.42)), True), ink)
    draw.text((width - max(5, width // 12), height - 4), DOMAIN_SYMBOL[letter], font=corner, fill=ink, anchor="rd")
    return image


def paste_card(image: Image.Image, card: str, xy: tuple[int, int], size: tuple[int, int], *, gaia_colour: str = "", highlight: bool = False, dim: bool = False) -> None:
    """Paste a cached card face at `xy`; a highlight ring behind it, or a pale veil over it."""
    x, y = xy
    w, h = size
    if highlight:
        ImageDraw.Draw(image).rounded_rectangle((x - 6, y - 6, x + w + 5, y + h + 5), radius=max(8, w // 7), fill=HIGHLIGHT, outline=INK, width=2)
    face = card_face(card, w, h, gaia_colour)
    image.paste(face, (x, y), face)
    if dim:
        veil = _veil(w, h)
        image.paste(veil, (x, y), veil)


@lru_cache(maxsize=32)
def _veil(width: int, height: int) -> Image.Image:
    veil = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    ImageDraw.Draw(veil).rounded_rectangle((0, 0, width - 1, height - 1), radius=max(6, width // 8), fill=(*BACKGROUND, 150))
    return veil


def empty_slot(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], letter: str, *, warn: bool = False) -> None:
    """A place for a stack not started: a thin outline in the domain colour with its letter.

    `warn` marks the fifth colour of a player holding four: taking it scores −3.
    """
    x0, y0, x1, y1 = box
    middle = (x0 + x1) / 2
    if warn:
        draw.rounded_rectangle(box, radius=8, fill=(253, 226, 220), outline=WARN, width=3)
        draw_centered(draw, (middle, (y0 + y1) / 2 - 14), f"{letter}{DOMAIN_SYMBOL[letter]}", font(18, True), MUTED)
        draw_centered(draw, (middle, (y0 + y1) / 2 + 14), "−3", font(22, True), WARN)
        return
    draw.rounded_rectangle(box, radius=8, outline=DOMAIN_COLOUR[letter], width=2)
    draw_centered(draw, (middle, (y0 + y1) / 2), f"{letter}{DOMAIN_SYMBOL[letter]}", font(18, True), MUTED)


def height_tag(draw: ImageDraw.ImageDraw, xy: tuple[int, int], height: int) -> None:
    """A small dark tag with the stack height, e.g. '×3'."""
    x, y = xy
    text = f"×{height}"
    fnt = font(17, True)
    w = int(draw.textlength(text, font=fnt)) + 10
    draw.rounded_rectangle((x - w, y - 22, x, y), radius=6, fill=INK)
    draw_centered(draw, (x - w / 2, y - 11), text, fnt, WHITE)


# ---------------------------------------------------------------- the table
@lru_cache(maxsize=8)
def _table_base(players: int) -> Image.Image:
    """The static table: background, felt for the trick, row frames for `players` seats."""
    image = Image.new("RGB", TABLE_SIZE, BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((740, 70, 1262, 640), radius=18, fill=TABLE_GREEN, outline=FELT_LIGHT, width=4)
    return image


def _row_geometry(players: int) -> tuple[int, int]:
    """Top y and height of each player row."""
    height = min(124, 570 // players)
    return 72, height


def render_table(view: View, lang: str = "en") -> Image.Image:
    """The whole table: header, one row per player (stacks, score, hand size), the trick, the status line."""
    players = int(view["players"])
    image = _table_base(players).copy()
    draw = ImageDraw.Draw(image)
    _header(draw, view)
    top, row_h = _row_geometry(players)
    to_move = set(view["to_move"])
    for seat in range(players):
        _player_row(image, draw, view, seat, (18, top + seat * row_h, 728, top + (seat + 1) * row_h - 8), seat in to_move)
    _trick_panel(image, draw, view)
    _status(draw, view)
    return to_palette(image)


def _header(draw: ImageDraw.ImageDraw, view: View) -> None:
    round_text = f"Druids · Round {view['round']}/{view['rounds']}"
    if view["phase"] != "over":
        round_text += f" · Trick {view['trick_no']}"
    draw.text((20, 14), round_text, font=font(32, True), fill=INK)
    side = view["side"]
    if view["variant"] == "sun-moon":
        side_text = "side: not chosen yet" if side is None else ("light ○: highest on top" if side == "light" else "dark ●: lowest on top")
    else:
        side_text = "lowest on top"
    aside = f"Set aside: {view['set_aside']}"
    if view["undealt"]:
        aside += f" · not dealt {view['undealt']}"
    draw.text((1262, 12), side_text, font=font(22, True), fill=INK, anchor="ra")
    draw.text((1262, 40), aside, font=font(20), fill=MUTED, anchor="ra")


def _player_row(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, seat: int, box: tuple[int, int, int, int], moving: bool) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=TURN_FILL if moving else ROW_FILL, outline=INK if moving else (205, 198, 180), width=3 if moving else 2)
    h = y1 - y0
    badge(draw, (x0 + 30, y0 + h // 2), seat, radius=20)
    name = seat_name(seat, view) + (" (you)" if view.get("seat") == seat else "")
    draw.text((x0 + 60, y0 + 8), name, font=fit_font(draw, name, 200, 24, True), fill=INK)
    history = view["round_scores"]
    score = f"{view['scores'][seat]} pts"
    if history:
        last = history[-1][seat]
        score += f" ({'+' if last >= 0 else ''}{last})"
    draw.text((x0 + 60, y0 + 38), score, font=font(22, True), fill=INK)
    tags = []
    if moving:
        tags.append("▶ to move")
    if view["phase"] != "over":
        tags.append(f"hand {view['hand_sizes'][seat]}")
    if view["dealer"] == seat:
        tags.append("dealer")
    draw.text((x0 + 60, y0 + 66), " · ".join(tags), font=fit_font(draw, " · ".join(tags), 220, 18), fill=INK if moving else MUTED)
    stacks = view["stacks"][seat]
    # With four domains, the missing colour would end the round at −3: mark its empty place.
    warn = len(stacks) == 4 and view["phase"] != "over"
    card_h = h - 14
    card_w = min(72, int(card_h * 0.7))
    slot = 84
    sx = x1 - 5 * slot - 4
    for i, letter in enumerate(ORDER):
        cx = sx + i * slot + (slot - card_w) // 2
        cy = y0 + 7
        if letter in stacks:
            paste_card(image, stacks[letter]["top"], (cx, cy), (card_w, card_h))
            height_tag(draw, (cx + card_w + 4, cy + card_h + 4), stacks[letter]["height"])
        else:
            empty_slot(draw, (cx, cy, cx + card_w, cy + card_h), letter, warn=warn)


def _trick_panel(image: Image.Image, draw: ImageDraw.ImageDraw, view: View) -> None:
    trick = view["trick"]
    gaia = view["gaia"] or ""
    last = view["last_trick"]
    cx0, cx1 = 760, 1242
    if trick:
        led = view["led"]
        title = f"Trick {view['trick_no']}" + (f" · led {colour_label(led)}" if led else " · no colour led yet")
        _trick_cards(image, draw, trick, (cx0, cx1), 150, (96, 136), gaia, view["trick_winner"])
    else:
        title = f"Trick {view['trick_no']}: {seat_name(view['leader'], view)} leads" if view["phase"] != "over" else "Game over"
    draw.text((cx0, 86), title, font=fit_font(draw, title, cx1 - cx0, 26, True), fill=WHITE)
    if view["sickle"]:
        sickle = view["sickle"]
        choices = " or ".join(colour_label(c) for c in sickle["choices"])
        text = f"{seat_name(sickle['seat'], view)}: Sickle removes {choices}?"
        draw.text((cx0, 340), text, font=fit_font(draw, text, cx1 - cx0, 22, True), fill=HIGHLIGHT)
    if view["phase"] == "over" and view["last_round"]:
        _last_round(draw, view["last_round"], (cx0, 140))
    if last:
        winner = last["winner"]
        text = f"Last trick {last['trick']}: won by {seat_name(winner, view)}"
        draw.text((cx0, 400), text, font=fit_font(draw, text, cx1 - cx0, 22, True), fill=WHITE)
        _trick_cards(image, draw, last["cards"], (cx0, cx0 + 330), 440, (58, 82), gaia, winner)
    elif view["last_round"] and view["phase"] != "over":
        _last_round(draw, view["last_round"], (cx0, 420))


def _trick_cards(image: Image.Image, draw: ImageDraw.ImageDraw, cards: list[list[Any]], span: tuple[int, int], y: int, size: tuple[int, int], gaia: str, winner: int | None) -> None:
    """Cards of a trick left to right, each with its player's badge beneath; the winner's card highlighted."""
    w, h = size
    step = min(w + 22, (span[1] - span[0]) // max(1, len(cards)))
    for i, (seat, card) in enumerate(cards):
        x = span[0] + 8 + i * step
        paste_card(image, card, (x, y), size, gaia_colour=gaia if card == "GAIA" else "", highlight=seat == winner)
        badge(draw, (x + w // 2, y + h + 26 if h > 100 else y + h + 20), seat, radius=17 if h > 100 else 13)


def _last_round(draw: ImageDraw.ImageDraw, last: dict[str, Any], xy: tuple[int, int]) -> None:
    x, y = xy
    draw.text((x, y), f"Round {last['round']} scores", font=font(22, True), fill=WHITE)
    for seat, score in enumerate(last["scores"]):
        five = " (five domains)" if last["five_domains"] == seat else ""
        badge(draw, (x + 14, y + 46 + seat * 32), seat, radius=12)
        draw.text((x + 34, y + 34 + seat * 32), f"{score}{five}", font=font(20, True), fill=WHITE)


def _status(draw: ImageDraw.ImageDraw, view: View) -> None:
    text = status_line(view)
    draw.rounded_rectangle((18, 656, 1262, 708), radius=12, fill=INK)
    draw.text((34, 682), text, font=fit_font(draw, text, 1210, 26, True), fill=WHITE, anchor="lm")


def status_line(view: View) -> str:
    """Who must do what now, in words."""
    phase = view["phase"]
    if phase == "over":
        winners = ", ".join(seat_name(s, view) for s in view["winners"])
        return f"Game over · winner: {winners}"
    seat = view["to_move"][0]
    who = "You" if view.get("seat") == seat else seat_name(seat, view)
    if phase == "sickle":
        return f"{who}: choose which stack the Sickle removes ({' or '.join(colour_label(c) for c in view['sickle']['choices'])})"
    if phase == "gaia":
        extra = " and the side (dark/light)" if view["variant"] == "sun-moon" else ""
        return f"{who}: lead Gaia to trick 1 and name its colour{extra}"
    if not view["trick"]:
        return f"{who}: lead trick {view['trick_no']}"
    led = view["led"]
    return f"{who}: play to trick {view['trick_no']}" + (f" (follow {colour_label(led)} if you can)" if led else "")


# ---------------------------------------------------------------- a hand
def render_hand(view: View, lang: str = "en") -> Image.Image:
    """The seat's hand in a row (sorted by colour and value), playable cards raised and ringed, others dimmed."""
    hand: list[str] = view.get("hand", [])
    count = max(1, len(hand))
    gap = 14
    card_w = min(96, (HAND_WIDTH - 40 - (count - 1) * gap) // count)
    card_h = int(card_w * 1.42)
    footer = 80 + card_h + 20
    image = Image.new("RGB", (HAND_WIDTH, footer + FOOTER_HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    seat = view["seat"]
    legal: list[str] = view.get("legal", [])
    playable = {text.split()[1] for text in legal if text.startswith("play ")}
    title = f"{seat_name(seat, view)} · your hand ({len(hand)})" if seat is not None else "Hand"
    draw.text((20, 12), title, font=fit_font(draw, title, 460, 30, True), fill=INK)
    draw.text((1262, 18), status_line(view), font=fit_font(draw, status_line(view), 760, 22, True), fill=INK, anchor="ra")
    x = (HAND_WIDTH - (count * card_w + (count - 1) * gap)) // 2
    for card in hand:
        able = card in playable
        y = 62 if able else 80
        paste_card(image, card, (x, y), (card_w, card_h), highlight=able and bool(legal), dim=bool(legal) and not able)
        x += card_w + gap
    if not hand:
        draw_centered(draw, (HAND_WIDTH / 2, 140), "No cards in hand", font(28, True), MUTED)
    _hand_footer(image, draw, view, footer)
    return to_palette(image)


def _hand_footer(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, y: int) -> None:
    """Your stacks and the trick so far, small, for context beside the buttons."""
    seat = view["seat"]
    draw.line((20, y - 8, 1260, y - 8), fill=(205, 198, 180), width=2)
    draw.text((20, y), "Your stacks", font=font(22, True), fill=INK)
    stacks = view["stacks"][seat] if seat is not None else {}
    sickle = view["sickle"]
    targets = sickle["choices"] if sickle and sickle["seat"] == seat else []
    for i, letter in enumerate(ORDER):
        x = 20 + i * 78
        if letter in stacks:
            paste_card(image, stacks[letter]["top"], (x, y + 32), (62, 88), highlight=letter in targets)
            height_tag(draw, (x + 66, y + 124), stacks[letter]["height"])
        else:
            empty_slot(draw, (x, y + 32, x + 62, y + 120), letter)
    trick = view["trick"]
    led = view["led"]
    title = f"Trick {view['trick_no']}" + (f" · led {colour_label(led)}" if led else "")
    draw.text((470, y), title, font=font(22, True), fill=INK)
    if not trick:
        draw.text((470, y + 40), "No cards played yet", font=font(20), fill=MUTED)
    for i, (who, card) in enumerate(trick):
        x = 470 + i * 92
        paste_card(image, card, (x, y + 32), (62, 88), gaia_colour=(view["gaia"] or "") if card == "GAIA" else "")
        badge(draw, (x + 76, y + 46), who, radius=12)
    sizes = view["hand_sizes"]
    others = "  ".join(f"{player_letter(s)}: {sizes[s]}" for s in range(len(sizes)) if s != seat)
    draw.text((1262, y), "Cards in hand", font=font(20, True), fill=INK, anchor="ra")
    draw.text((1262, y + 30), others, font=font(20), fill=MUTED, anchor="ra")
    for i in range(min(3, max(sizes, default=0))):
        card_back(draw, (1180 + i * 14, y + 62, 1220 + i * 14, y + 118))


# ---------------------------------------------------------------- final standings
def render_final(view: View, lang: str = "en") -> Image.Image:
    """Final standings (winners marked) beside the running totals per round as a chart, and the round table."""
    image = Image.new("RGB", FINAL_SIZE, BACKGROUND)
    draw = ImageDraw.Draw(image)
    players = int(view["players"])
    history: list[list[int]] = view["round_scores"]
    totals: list[int] = view["scores"]
    winners = set(view["winners"])
    draw.text((20, 14), "Druids · final standings", font=font(34, True), fill=INK)
    order = sorted(range(players), key=lambda s: (-totals[s], s))
    place = 0
    for rank, seat in enumerate(order):
        if rank == 0 or totals[seat] != totals[order[rank - 1]]:
            place = rank + 1
        y = 80 + rank * 76
        fill = TURN_FILL if seat in winners else ROW_FILL
        draw.rounded_rectangle((20, y, 470, y + 66), radius=12, fill=fill, outline=INK if seat in winners else (205, 198, 180), width=2)
        draw.text((36, y + 33), f"{place}.", font=font(28, True), fill=INK, anchor="lm")
        badge(draw, (100, y + 33), seat, radius=20)
        name = seat_name(seat, view)
        room = 150 if seat in winners else 300
        draw.text((132, y + 33), name, font=fit_font(draw, name, room, 26, True), fill=INK, anchor="lm")
        draw.text((455, y + 33), f"{totals[seat]}", font=font(30, True), fill=INK, anchor="rm")
        if seat in winners:
            draw.text((290, y + 33), "★ winner", font=font(18, True), fill=(160, 110, 0), anchor="lm")
    series = [[0] + [sum(r[s] for r in history[: i + 1]) for i in range(len(history))] for s in range(players)]
    score_chart(draw, (500, 74, 1262, 470), series, [player_letter(s) for s in range(players)], title="Points after each round")
    _round_table(draw, view, history, totals, (20, 490, 1262, 706))
    return to_palette(image)


def _round_table(draw: ImageDraw.ImageDraw, view: View, history: list[list[int]], totals: list[int], box: tuple[int, int, int, int]) -> None:
    """Per-round scores: one column per round, one row per player; −3 marks five domains."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=WHITE, outline=MUTED, width=2)
    players = len(totals)
    columns = len(history) + 1
    first = x0 + 200
    width = (x1 - 20 - first) // columns
    row_h = min(34, (y1 - y0 - 44) // players)
    fnt = font(20, True)
    for c in range(columns):
        label = f"R{c + 1}" if c < len(history) else "Total"
        draw_centered(draw, (first + c * width + width / 2, y0 + 22), label, fnt, MUTED)
    for seat in range(players):
        y = y0 + 44 + seat * row_h + row_h / 2
        badge(draw, (x0 + 26, y), seat, radius=12)
        name = seat_name(seat, view)
        draw.text((x0 + 46, y), name, font=fit_font(draw, name, first - x0 - 56, 20), fill=INK, anchor="lm")
        for c, scores in enumerate([*history, totals]):
            value = scores[seat]
            colour = (200, 40, 40) if c < len(history) and value < 0 else INK
            draw_centered(draw, (first + c * width + width / 2, y), str(value), fnt, colour)
