"""Original pictures for every Escape from Alcatraz card, drawn in code on the shared card face.

Plan cards carry their plan's colour band, name and symbol and a "2"; an
Infamous Escapee is a portrait in his plan's colour with his name, his plan's
symbol and "10"; a Generic Escapee is a grey portrait with "5" and a grey
edge; the eight Action cards have their own pictures. Every Plans-deck card
also has an *index* down its left edge (value over symbol) because the hand
is a fan where only that edge of most cards shows: colour is never the only
signal.

Faces are built on :func:`game.ui.cards.card_face` (stock, band, picture,
border) and cached per design and size. No word on a card is smaller than
:data:`MIN_TEXT` pixels: names and foot lines go only on cards big enough to
carry them (the hand, the Cell Search, the Action card being drawn); cards
smaller than 60 pixels get a compact design (band, big symbol, value).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.alcatraz.cards import (
    ACTION_KIND,
    ACTION_NAMES,
    CELL_SEARCH,
    CHANGE_IN_PLAN,
    ESCAPEE_PLAN,
    FIRST_ACTION,
    FIRST_GENERIC,
    FIRST_INFAMOUS,
    GENERIC_LOOK,
    GUARD_HELP,
    PLAN_OF,
    PLAN_UNCOVERED,
    PLANS,
    RATTED_ON,
    RETURNING_FAVORS,
    WARDEN,
    WORK_DETAIL,
)
from game.alcatraz.table.symbols import draw_symbol
from game.ui import draw
from game.ui.cards import card_back, card_face
from game.ui.theme import C, Color, Fonts


def hex_rgb(code: str) -> Color:
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16))


PLAN_RGB: tuple[Color, ...] = tuple(hex_rgb(p.rgb) for p in PLANS)
GENERIC_RGB: Color = hex_rgb(GENERIC_LOOK["rgb"])
PLAN_SYMBOL: tuple[str, ...] = tuple(p.symbol for p in PLANS)
COMPACT_BELOW = 60
"""Cards narrower than this get the compact design."""
MIN_TEXT = 15
"""No words on a card are smaller than this many pixels (at the 1280x720 table)."""
NAMED_FROM = 90
"""Cards at least this wide carry their name (and foot line); smaller ones, on the piles and in the plan
grid, show their colour, symbol, picture and value, and are shown whole at hand size under the mouse."""


def ink_on(color: Color) -> Color:
    """Dark ink on light colours, cream on dark ones (by perceived brightness)."""
    r, g, b = color
    return C.ink if 0.299 * r + 0.587 * g + 0.114 * b > 140 else C.cream


def plan_tint(plan: int, amount: float = 0.72) -> Color:
    return draw.lighten(PLAN_RGB[plan], amount)


# ---------------------------------------------------------------- Action card pictures
def _broom(s: pygame.Surface, r: pygame.Rect) -> None:
    """Work Detail: a mop and its bucket."""
    u, cx, cy = min(r.width, r.height), r.centerx, r.centery
    pygame.draw.line(s, (150, 100, 60), (cx + 0.34 * u, cy - 0.46 * u), (cx - 0.12 * u, cy + 0.16 * u),
                     max(2, int(0.07 * u)))
    head = [(cx - 0.3 * u, cy + 0.14 * u), (cx - 0.02 * u, cy + 0.14 * u), (cx + 0.04 * u, cy + 0.3 * u),
            (cx - 0.36 * u, cy + 0.3 * u)]
    pygame.draw.polygon(s, (235, 225, 190), head)
    pygame.draw.polygon(s, C.ink, head, max(1, int(0.03 * u)))
    for i in range(5):
        x = cx - 0.32 * u + i * 0.085 * u
        pygame.draw.line(s, C.ink, (x, cy + 0.3 * u), (x - 0.02 * u, cy + 0.42 * u), max(1, int(0.025 * u)))
    bucket = [(cx + 0.08 * u, cy + 0.02 * u), (cx + 0.46 * u, cy + 0.02 * u), (cx + 0.4 * u, cy + 0.44 * u),
              (cx + 0.14 * u, cy + 0.44 * u)]
    pygame.draw.polygon(s, (120, 140, 170), bucket)
    pygame.draw.polygon(s, C.ink, bucket, max(1, int(0.03 * u)))
    handle = pygame.Rect(0, 0, 0.34 * u, 0.24 * u)
    handle.midbottom = (cx + 0.27 * u, cy + 0.1 * u)
    pygame.draw.arc(s, C.ink, handle, 0, math.pi, max(1, int(0.03 * u)))


def _flashlight(s: pygame.Surface, r: pygame.Rect) -> None:
    """Cell Search: a guard's torch sweeping the cell."""
    u, cx, cy = min(r.width, r.height), r.centerx, r.centery
    beam = [(cx - 0.12 * u, cy + 0.06 * u), (cx + 0.5 * u, cy - 0.44 * u), (cx + 0.5 * u, cy + 0.3 * u)]
    pygame.draw.polygon(s, (255, 236, 150), beam)
    body = pygame.Rect(0, 0, 0.44 * u, 0.16 * u)
    body.midright = (cx - 0.06 * u, cy + 0.1 * u)
    pygame.draw.rect(s, (70, 70, 86), body, border_radius=max(1, int(0.04 * u)))
    head = [(body.right - 2, body.top - 0.04 * u), (body.right + 0.12 * u, body.top - 0.1 * u),
            (body.right + 0.12 * u, body.bottom + 0.1 * u), (body.right - 2, body.bottom + 0.04 * u)]
    pygame.draw.polygon(s, (110, 110, 130), head)
    pygame.draw.polygon(s, C.ink, head, max(1, int(0.03 * u)))
    pygame.draw.rect(s, C.ink, body, max(1, int(0.03 * u)), border_radius=max(1, int(0.04 * u)))
    for dx in (0.2, 0.32):
        pygame.draw.line(s, (200, 60, 50), (cx + dx * u, cy - 0.3 * u), (cx + dx * u, cy + 0.2 * u),
                         max(1, int(0.025 * u)))


def _blueprint(s: pygame.Surface, r: pygame.Rect) -> None:
    """Plan Uncovered: the escape plan found, under a magnifying glass."""
    u, cx, cy = min(r.width, r.height), r.centerx, r.centery
    paper = pygame.Rect(0, 0, 0.78 * u, 0.62 * u)
    paper.center = (cx - 0.06 * u, cy - 0.04 * u)
    pygame.draw.rect(s, (54, 98, 168), paper, border_radius=max(1, int(0.04 * u)))
    for i in range(1, 4):
        x = paper.x + paper.width * i / 4
        pygame.draw.line(s, (120, 160, 220), (x, paper.top + 3), (x, paper.bottom - 3), 1)
        y = paper.y + paper.height * i / 4
        pygame.draw.line(s, (120, 160, 220), (paper.x + 3, y), (paper.right - 3, y), 1)
    pygame.draw.line(s, C.cream, (paper.x + 0.1 * u, paper.bottom - 0.12 * u),
                     (paper.right - 0.2 * u, paper.y + 0.14 * u), max(1, int(0.03 * u)))
    pygame.draw.circle(s, C.cream, (paper.right - 0.2 * u, paper.y + 0.14 * u), 0.04 * u)
    glass = (cx + 0.16 * u, cy + 0.14 * u)
    pygame.draw.line(s, (110, 70, 40), glass, (glass[0] + 0.26 * u, glass[1] + 0.26 * u), max(2, int(0.08 * u)))
    pygame.draw.circle(s, (220, 240, 250), glass, 0.18 * u)
    pygame.draw.circle(s, C.ink, glass, 0.18 * u, max(1, int(0.05 * u)))


def _exchange(s: pygame.Surface, r: pygame.Rect) -> None:
    """Returning Favors: two arrows going round, a card passing from hand to hand."""
    u, cx, cy = min(r.width, r.height), r.centerx, r.centery
    box = pygame.Rect(0, 0, 0.76 * u, 0.76 * u)
    box.center = (cx, cy)
    w = max(2, int(0.08 * u))
    for start, color in ((0.3, (40, 150, 130)), (math.pi + 0.3, (230, 120, 60))):
        pygame.draw.arc(s, color, box, start, start + math.pi - 0.6, w)
        end = start + math.pi - 0.6
        tip = (cx + math.cos(end) * box.width / 2, cy - math.sin(end) * box.height / 2)
        d = 0.13 * u
        pygame.draw.polygon(s, color, [(tip[0] - d, tip[1] - d * 0.3), (tip[0] + d * 0.3, tip[1] - d),
                                       (tip[0] + d * 0.1, tip[1] + d * 0.6)])
    card = pygame.Rect(0, 0, 0.24 * u, 0.32 * u)
    card.center = (cx, cy)
    pygame.draw.rect(s, C.cream, card, border_radius=3)
    pygame.draw.rect(s, C.ink, card, max(1, int(0.03 * u)), border_radius=3)


def _rat(s: pygame.Surface, r: pygame.Rect) -> None:
    """Ratted On: a rat with a long tail."""
    u, cx, cy = min(r.width, r.height), r.centerx, r.centery
    fur, dark = (150, 146, 150), (90, 86, 96)
    tail = [(cx + 0.3 * u + i * 0.03 * u, cy + 0.2 * u - math.sin(i * 0.6) * 0.12 * u) for i in range(8)]
    pygame.draw.lines(s, (220, 150, 150), False, tail, max(2, int(0.04 * u)))
    body = pygame.Rect(0, 0, 0.62 * u, 0.4 * u)
    body.center = (cx + 0.04 * u, cy + 0.1 * u)
    pygame.draw.ellipse(s, fur, body)
    pygame.draw.ellipse(s, dark, body, max(1, int(0.03 * u)))
    head = [(cx - 0.46 * u, cy + 0.12 * u), (cx - 0.18 * u, cy - 0.08 * u), (cx - 0.12 * u, cy + 0.24 * u)]
    pygame.draw.polygon(s, fur, head)
    pygame.draw.polygon(s, dark, head, max(1, int(0.03 * u)))
    pygame.draw.circle(s, (220, 150, 150), (cx - 0.2 * u, cy - 0.08 * u), 0.08 * u)
    pygame.draw.circle(s, dark, (cx - 0.2 * u, cy - 0.08 * u), 0.08 * u, max(1, int(0.025 * u)))
    pygame.draw.circle(s, C.ink, (cx - 0.28 * u, cy + 0.06 * u), max(1, 0.03 * u))
    pygame.draw.circle(s, (230, 120, 140), (cx - 0.46 * u, cy + 0.12 * u), max(1, 0.035 * u))
    for dx in (-0.08, 0.16):
        pygame.draw.line(s, dark, (cx + dx * u, cy + 0.28 * u), (cx + dx * u, cy + 0.36 * u), max(1, int(0.04 * u)))


def _guard_cap(s: pygame.Surface, r: pygame.Rect) -> None:
    """Guard Help: a guard's peaked cap with its badge."""
    u, cx, cy = min(r.width, r.height), r.centerx, r.centery
    crown = [(cx - 0.42 * u, cy - 0.16 * u), (cx - 0.3 * u, cy - 0.36 * u), (cx + 0.3 * u, cy - 0.36 * u),
             (cx + 0.42 * u, cy - 0.16 * u), (cx + 0.34 * u, cy + 0.08 * u), (cx - 0.34 * u, cy + 0.08 * u)]
    pygame.draw.polygon(s, (40, 56, 100), crown)
    pygame.draw.polygon(s, C.ink, crown, max(1, int(0.03 * u)))
    band = pygame.Rect(0, 0, 0.68 * u, 0.1 * u)
    band.midtop = (cx, cy + 0.0 * u)
    pygame.draw.rect(s, C.ink, band)
    visor = pygame.Rect(0, 0, 0.74 * u, 0.24 * u)
    visor.midtop = (cx, cy + 0.04 * u)
    pygame.draw.arc(s, C.ink, visor, math.pi, 2 * math.pi, max(2, int(0.08 * u)))
    star = draw.symbol_points("star", (cx, cy - 0.16 * u), 0.22 * u)
    pygame.draw.polygon(s, (240, 196, 70), star)


def _swap(s: pygame.Surface, r: pygame.Rect) -> None:
    """Change in Plan: two crossing arrows."""
    u, cx, cy = min(r.width, r.height), r.centerx, r.centery
    w = max(2, int(0.09 * u))
    for (a, b), color in ((((-0.4, 0.3), (0.3, -0.3)), (190, 70, 130)), (((-0.4, -0.3), (0.3, 0.3)), C.ink)):
        p0 = (cx + a[0] * u, cy + a[1] * u)
        p1 = (cx + b[0] * u, cy + b[1] * u)
        pygame.draw.line(s, color, p0, p1, w)
        ang = math.atan2(p1[1] - p0[1], p1[0] - p0[0])
        d = 0.16 * u
        tip = (p1[0] + math.cos(ang) * d * 0.6, p1[1] + math.sin(ang) * d * 0.6)
        pygame.draw.polygon(s, color, [tip, (p1[0] + math.cos(ang + 2.3) * d, p1[1] + math.sin(ang + 2.3) * d),
                                       (p1[0] + math.cos(ang - 2.3) * d, p1[1] + math.sin(ang - 2.3) * d)])


def _gavel(s: pygame.Surface, r: pygame.Rect) -> None:
    """Warden: the gavel comes down on everyone."""
    u, cx, cy = min(r.width, r.height), r.centerx, r.centery
    block = pygame.Rect(0, 0, 0.56 * u, 0.14 * u)
    block.midtop = (cx, cy + 0.28 * u)
    pygame.draw.rect(s, (120, 70, 40), block, border_radius=3)
    pygame.draw.rect(s, C.ink, block, max(1, int(0.03 * u)), border_radius=3)
    handle_a, handle_b = (cx - 0.02 * u, cy - 0.08 * u), (cx + 0.42 * u, cy + 0.24 * u)
    pygame.draw.line(s, (150, 96, 56), handle_a, handle_b, max(2, int(0.08 * u)))
    head = pygame.Surface((int(0.5 * u) + 2, int(0.24 * u) + 2), pygame.SRCALPHA)
    pygame.draw.rect(head, (150, 90, 50), head.get_rect(), border_radius=max(1, int(0.05 * u)))
    pygame.draw.rect(head, C.ink, head.get_rect(), max(1, int(0.03 * u)), border_radius=max(1, int(0.05 * u)))
    head = pygame.transform.rotate(head, -36)
    s.blit(head, head.get_rect(center=(cx - 0.12 * u, cy - 0.2 * u)))
    for i, dx in enumerate((-0.36, 0.0)):
        pygame.draw.line(s, (240, 196, 70), (cx + dx * u - 0.04 * u, cy + 0.2 * u - i * 0.02 * u),
                         (cx + dx * u - 0.12 * u, cy + 0.12 * u), max(1, int(0.03 * u)))


ACTION_LOOK: dict[str, tuple[Color, object, str]] = {
    WORK_DETAIL: ((104, 116, 140), _broom, "Draw 2 or take from Solitary"),
    CELL_SEARCH: ((118, 78, 160), _flashlight, "Turn over 3, keep 1"),
    PLAN_UNCOVERED: ((52, 104, 168), _blueprint, "Take a card from a plan"),
    RETURNING_FAVORS: ((34, 138, 120), _exchange, "Ask around for a card"),
    RATTED_ON: ((134, 94, 64), _rat, "Draw 2, turn over 3"),
    GUARD_HELP: ((44, 62, 112), _guard_cap, "Foil this plan at 5"),
    CHANGE_IN_PLAN: ((176, 64, 124), _swap, "Any Escapee may foil"),
    WARDEN: ((156, 46, 46), _gavel, "Everyone gives something up"),
}
"""Accent, picture and a short reminder of each Action card (the prompts explain them in full)."""

ACTION_BLURB: dict[str, str] = {
    WORK_DETAIL: "Draw two cards from the Cell Block, or take any one card from Solitary.",
    CELL_SEARCH: "Turn over three cards from the Cell Block; keep one, the rest go to Solitary.",
    PLAN_UNCOVERED: "Take one Plan card from another player's play area into yours, then three cards are "
                    "turned over.",
    RETURNING_FAVORS: "Name a plan: the first player to your left who holds one of its cards gives you one.",
    RATTED_ON: "Draw two cards, then three more are turned over from the Cell Block.",
    GUARD_HELP: "Lay it on a plan in play: that plan can be foiled with only five cards.",
    CHANGE_IN_PLAN: "Lay it on a plan in play: whoever foils it may use any Escapee as mastermind.",
    WARDEN: "Everyone, starting with you, sends an Escapee to the Yard or discards one of their plans.",
}
"""What each Action card does, in a sentence (the spotlight and the Rules page use it)."""


# ---------------------------------------------------------------- faces
def design_of(card: int) -> tuple:
    """What a card looks like, independent of its id (cards of one kind share a face)."""
    if card < FIRST_INFAMOUS:
        return ("plan", PLAN_OF[card])
    if card < FIRST_GENERIC:
        return ("infamous", ESCAPEE_PLAN[card])
    if card < FIRST_ACTION:
        return ("generic",)
    return ("action", ACTION_KIND[card])


def face(card: int, size: tuple[int, int]) -> pygame.Surface:
    """The face of ``card`` at ``size`` (cached)."""
    return design_face(design_of(card), (int(size[0]), int(size[1])))


@lru_cache(maxsize=256)
def design_face(design: tuple, size: tuple[int, int]) -> pygame.Surface:
    kind = design[0]
    if kind == "plan":
        surf = _plan_face(design[1], size)
    elif kind == "infamous":
        surf = _escapee_face(design[1], size)
    elif kind == "generic":
        surf = _escapee_face(-1, size)
    else:
        surf = _action_face(design[1], size)
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


def _title_lines(text: str, w: int, h: int) -> tuple[pygame.font.Font, list[str]] | None:
    """The type and lines (one to three) that carry a card's name across a card ``w`` wide, at
    :data:`MIN_TEXT` pixels or more; ``None`` on a card too narrow for names."""
    if w < NAMED_FROM:
        return None
    words = text.split()
    for size in range(max(MIN_TEXT, int(h * 0.118)), MIN_TEXT - 1, -1):
        font = Fonts.title(size)
        for count in range(1, min(3, len(words)) + 1):
            lines = _split(words, count, font)
            if max(font.size(line)[0] for line in lines) <= w - 8:
                return font, lines
    return None


def _split(words: list[str], count: int, font: pygame.font.Font) -> list[str]:
    """``words`` in ``count`` lines, as even as can be (the widest line as narrow as can be)."""
    if count == 1:
        return [" ".join(words)]
    best: list[str] = []
    for cut in range(1, len(words) - count + 2):
        rest = _split(words[cut:], count - 1, font)
        lines = [" ".join(words[:cut]), *rest]
        if not best or max(font.size(x)[0] for x in lines) < max(font.size(x)[0] for x in best):
            best = lines
    return best


def _band_title(surf: pygame.Surface, text: str, color: Color, accent: Color) -> None:
    """The card's name across its band, on as many lines as it needs (the band grows to hold them);
    left out on cards too small to show it at a readable size."""
    w, h = surf.get_size()
    fit = _title_lines(text, w, h)
    if fit is None:
        return
    font, lines = fit
    band_h = max(18, int(h * 0.2))
    lh = font.get_linesize() - 4
    need = len(lines) * lh + 6
    if need > band_h:  # a taller band, squared off below so it meets the stock
        pygame.draw.rect(surf, accent, (0, band_h - 6, w, need - band_h + 6))
        pygame.draw.rect(surf, draw.darken(C.paper, 0.25), surf.get_rect(), 2, border_radius=max(6, w // 10))
    top = max(band_h, need) // 2 - len(lines) * lh // 2
    for i, line in enumerate(lines):
        draw.text(surf, line, font, color, (w // 2, top + i * lh + lh // 2 + 1), "center")


def band_height(surf_h: int, text: str, w: int) -> int:
    """How tall the band of a card named ``text`` ends up (the index goes below it)."""
    band_h = max(18, int(surf_h * 0.2))
    fit = _title_lines(text, w, surf_h)
    if fit is None:
        return band_h
    font, lines = fit
    return max(band_h, len(lines) * (font.get_linesize() - 4) + 6)


def _footer(surf: pygame.Surface, *texts: str) -> None:
    """A short line at the foot of the card: the first of ``texts`` that fits on one line at a readable
    size (none on a card too small for one)."""
    w, h = surf.get_size()
    if w < NAMED_FROM:
        return
    font = Fonts.bold(max(MIN_TEXT, int(h * 0.08)))
    for text in texts:
        if font.size(text)[0] <= w - 10:
            draw.text(surf, text, font, C.ink_soft, (w // 2, h - 4), "midbottom")
            return


def _index(surf: pygame.Surface, value: str, symbol: str, fill: Color, top: int) -> None:
    """The left-edge index (value over symbol) that stays visible in a fanned hand."""
    w, h = surf.get_size()
    strip = max(18, int(w * 0.26))
    font = Fonts.title(max(MIN_TEXT, int(h * 0.14)))
    cx = max(10, strip // 2 + 1)
    r = draw.text(surf, value, font, C.ink, (cx, top + 1), "midtop")
    sym = pygame.Rect(0, 0, strip - 2, strip - 2)
    sym.midtop = (cx, r.bottom)
    draw_symbol(surf, symbol, sym, fill)


def _plan_face(plan: int, size: tuple[int, int]) -> pygame.Surface:
    color = PLAN_RGB[plan]
    symbol = PLAN_SYMBOL[plan]
    w, h = size
    compact = w < COMPACT_BELOW

    def icon(s: pygame.Surface, art: pygame.Rect) -> None:
        if compact:
            r = pygame.Rect(0, 0, min(art.width, art.height) + 6, min(art.width, art.height) + 6)
            r.center = (art.centerx, art.centery + 2)
        else:
            u = min(art.width - w * 0.12, art.height)
            r = pygame.Rect(0, 0, u, u)
            r.center = (art.centerx + w * 0.08, art.centery)
        pygame.draw.circle(s, plan_tint(plan, 0.6), r.center, r.width * 0.5)
        draw_symbol(s, symbol, r.inflate(-r.width * 0.14, -r.height * 0.14), color)

    surf = card_face(size, "", color, icon, key=("alcatraz-plan", plan, compact), title_color=ink_on(color)).copy()
    if compact:
        return surf
    name = PLANS[plan].name
    _band_title(surf, name, ink_on(color), color)
    _index(surf, "2", symbol, color, band_height(h, name, w))
    _footer(surf, "2 points")
    return surf


def portrait(s: pygame.Surface, r: pygame.Rect, color: Color, stripes: bool = True) -> None:
    """A prisoner's head and shoulders in ``color``, in a striped shirt."""
    u = min(r.width, r.height)
    cx, cy = r.centerx, r.centery
    frame = pygame.Rect(0, 0, u * 0.96, u * 0.96)
    frame.center = (cx, cy)
    pygame.draw.ellipse(s, draw.lighten(color, 0.75), frame)
    clip = s.get_clip()
    s.set_clip(frame.clip(clip) if clip else frame)
    body = pygame.Rect(0, 0, u * 0.86, u * 0.7)
    body.midtop = (cx, cy + u * 0.12)
    pygame.draw.ellipse(s, color, body)
    if stripes:
        for i in range(1, 4):
            y = body.y + i * u * 0.09
            pygame.draw.line(s, draw.lighten(color, 0.55), (body.x, y), (body.right, y), max(1, int(u * 0.04)))
    pygame.draw.ellipse(s, C.ink, body, max(1, int(u * 0.035)))
    pygame.draw.circle(s, color, (cx, cy - u * 0.12), u * 0.22)
    pygame.draw.circle(s, C.ink, (cx, cy - u * 0.12), u * 0.22, max(1, int(u * 0.035)))
    s.set_clip(clip)
    pygame.draw.ellipse(s, C.ink, frame, max(1, int(u * 0.035)))


def _escapee_face(plan: int, size: tuple[int, int]) -> pygame.Surface:
    """An Infamous Escapee (``plan`` >= 0) or a Generic one (``plan`` = -1)."""
    generic = plan < 0
    color = GENERIC_RGB if generic else PLAN_RGB[plan]
    symbol = "silhouette" if generic else PLAN_SYMBOL[plan]
    w, h = size
    compact = w < COMPACT_BELOW

    def icon(s: pygame.Surface, art: pygame.Rect) -> None:
        if compact:
            u = min(art.width, art.height) + 6
            r = pygame.Rect(0, 0, u, u)
            r.center = (art.centerx, art.centery + 2)
        else:
            u = min(art.width - w * 0.12, art.height)
            r = pygame.Rect(0, 0, u, u)
            r.center = (art.centerx + w * 0.08, art.centery)
        portrait(s, r, color)
        if not generic and not compact:  # his plan's symbol on his chest, as a badge
            badge = pygame.Rect(0, 0, u * 0.34, u * 0.34)
            badge.center = (r.right - u * 0.16, r.bottom - u * 0.16)
            pygame.draw.circle(s, C.cream, badge.center, badge.width * 0.56)
            draw_symbol(s, symbol, badge, color)

    band_color = draw.darken(color, 0.05)
    key = ("alcatraz-escapee", plan, compact)
    surf = card_face(size, "", band_color, icon, key=key).copy()
    if generic:
        edge = max(3, w // 16)
        pygame.draw.rect(surf, draw.darken(GENERIC_RGB, 0.2), surf.get_rect(), edge, border_radius=max(6, w // 10))
    if compact:
        value = Fonts.title(max(MIN_TEXT, int(h * 0.2)))
        tag = draw.render_text("5" if generic else "10", value, C.ink)
        box = tag.get_rect(bottomright=(w - 3, h - 2)).inflate(6, 0)
        pygame.draw.rect(surf, C.cream, box, border_radius=4)
        surf.blit(tag, tag.get_rect(center=box.center))
        return surf
    name = "Escapee" if generic else PLANS[plan].escapee
    _band_title(surf, name, ink_on(band_color), band_color)
    _index(surf, "5" if generic else "10", symbol, color, band_height(h, name, w))
    _footer(surf, *(("Fits any plan", "Any plan") if generic else (f"{PLANS[plan].name} only", "Only his plan",
                                                                    "Own plan")))
    return surf


def _action_face(kind: str, size: tuple[int, int]) -> pygame.Surface:
    accent, picture, blurb = ACTION_LOOK[kind]
    w, h = size
    compact = w < COMPACT_BELOW
    # the shared face writes the blurb at 8.5% of the card's height: only big cards carry it readably
    subtitle = blurb if h * 0.085 >= MIN_TEXT else ""
    surf = card_face(size, "", accent, picture, key=("alcatraz-action", kind, bool(subtitle)), subtitle=subtitle,
                     title_color=ink_on(accent)).copy()
    if not compact:
        _band_title(surf, ACTION_NAMES[kind], ink_on(accent), accent)
    return surf


# ---------------------------------------------------------------- backs
PLANS_BACK = (40, 64, 108)
ACTION_BACK = (150, 58, 48)


@lru_cache(maxsize=32)
def back(deck: str, size: tuple[int, int]) -> pygame.Surface:
    """The back of a Plans-deck card (``deck`` = "plans") or an Action card ("action")."""
    w, h = size
    surf = card_back(size, PLANS_BACK if deck == "plans" else ACTION_BACK).copy()
    label = "ESCAPE" if deck == "plans" else "ACTION"
    font = Fonts.title(max(MIN_TEXT, int(w * 0.15)))
    if font.size(label)[0] + 10 <= w - max(6, w // 6):  # (small backs go without the word)
        ribbon = pygame.Rect(0, 0, w - max(6, w // 6), font.get_linesize())
        ribbon.midbottom = (w // 2, h - max(5, h // 14))
        pygame.draw.rect(surf, C.cream, ribbon, border_radius=ribbon.height // 2)
        draw.text(surf, label, font, PLANS_BACK if deck == "plans" else ACTION_BACK, ribbon.center, "center")
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


def card_image(card: int, size: tuple[int, int], face_up: bool = True) -> pygame.Surface:
    """A card's face, or its deck's back (``card`` < 0 is a hidden Plans-deck card)."""
    if face_up and card >= 0:
        return face(card, size)
    return back("action" if card >= FIRST_ACTION else "plans", (int(size[0]), int(size[1])))


def reset_caches() -> None:
    design_face.cache_clear()
    back.cache_clear()
