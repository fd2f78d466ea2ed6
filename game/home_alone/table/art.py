"""Code-drawn pictures for Home Alone: the 24 marker pictures and the Kid, face-down
marker chips, the Crooks, upright Kids, the spinner dial and the die.

Everything is drawn at a large size on a 96-unit canvas and smoothed down, so the
pictures stay crisp from a 14 px chip to a rules-page picture, and is cached per size
(a frame only blits). The art is our own: simple shapes, warm colours.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

import pygame

from game.ui import draw
from game.ui.theme import C, Color, Fonts, player_style

CANVAS = 96
Painter = Callable[[pygame.Surface], None]

INK = (44, 36, 54)
STEEL = (170, 178, 190)
STEEL_DARK = (110, 118, 132)
STEEL_LIGHT = (220, 226, 234)
RED = (214, 62, 52)
RED_DARK = (150, 36, 30)
ORANGE = (246, 150, 40)
GOLD = (246, 196, 60)
GOLD_DARK = (190, 140, 30)
GREEN = (80, 160, 90)
GREEN_DARK = (50, 110, 60)
BROWN = (150, 96, 52)
BROWN_DARK = (100, 62, 32)
BLUE = (90, 150, 220)
ICE = (190, 232, 250)
WHITE = (255, 255, 255)

TRAP_ACCENT = (214, 84, 60)  # the band of a booby-trap face: good news for its owner
VALUABLE_ACCENT = (60, 132, 190)  # the band of a valuable: bad news for its owner
KID_ACCENT = (120, 70, 130)


def _ready(surface: pygame.Surface) -> pygame.Surface:
    """In the display's own pixel format when there is a display (blits several times faster)."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def _outline_poly(s, color, pts, line=INK, width=3):
    pygame.draw.polygon(s, color, pts)
    pygame.draw.polygon(s, line, pts, width)


def _outline_rect(s, color, rect, radius=6, line=INK, width=3):
    pygame.draw.rect(s, color, rect, border_radius=radius)
    pygame.draw.rect(s, line, rect, width, border_radius=radius)


def _outline_circle(s, color, center, r, line=INK, width=3):
    pygame.draw.circle(s, color, center, r)
    pygame.draw.circle(s, line, center, r, width)


# -- booby-traps ------------------------------------------------------------------------------

def _hot_iron(s):
    for i, x in enumerate((30, 46, 62)):  # heat waves
        pts = [(x + 6 * math.sin(t / 3), 8 + t * 2) for t in range(0, 12)]
        pygame.draw.lines(s, ORANGE if i != 1 else RED, False, pts, 3)
    plate = [(10, 78), (86, 78), (80, 58), (36, 50), (14, 62)]
    pygame.draw.polygon(s, (255, 120, 60), [(x, y + 6) for x, y in plate])
    _outline_poly(s, STEEL, plate)
    pygame.draw.line(s, STEEL_LIGHT, (22, 64), (70, 60), 3)
    handle = pygame.Rect(36, 34, 38, 12)
    _outline_rect(s, RED, handle, 6)
    pygame.draw.line(s, INK, (42, 46), (42, 54), 5)
    pygame.draw.line(s, INK, (68, 46), (68, 54), 5)
    pygame.draw.circle(s, ORANGE, (78, 68), 4)


def _broken_ornaments(s):
    _outline_circle(s, RED, (40, 50), 24)
    pygame.draw.circle(s, (255, 160, 150), (32, 42), 6)
    _outline_rect(s, GOLD, pygame.Rect(33, 20, 14, 9), 2)
    pygame.draw.lines(s, INK, False, [(22, 40), (34, 54), (28, 62), (42, 72)], 3)
    for pts, col in (([(64, 70), (80, 62), (76, 80)], (80, 170, 230)), ([(60, 84), (72, 80), (66, 92)], GOLD),
                     ([(78, 40), (90, 48), (80, 54)], GREEN)):
        _outline_poly(s, col, pts, width=2)


def _tarantula(s):
    body = (48, 54)
    for side in (-1, 1):
        for i, (a, b) in enumerate(((-40, -70), (-10, -30), (15, 20), (40, 60))):
            ang1, ang2 = math.radians(a), math.radians(b)
            knee = (body[0] + side * 26 * math.cos(ang1), body[1] + 26 * math.sin(ang1) - 6)
            foot = (knee[0] + side * 16 * abs(math.cos(ang2)), knee[1] + 18)
            pygame.draw.lines(s, (60, 40, 30), False, [body, knee, foot], 5)
    _outline_circle(s, (90, 60, 44), (48, 64), 18)
    _outline_circle(s, (70, 46, 34), (48, 40), 12)
    for dx in (-5, 5):
        pygame.draw.circle(s, (250, 90, 70), (48 + dx, 36), 3)
    for dx, dy in ((-8, 60), (6, 68), (0, 54)):
        pygame.draw.circle(s, (140, 100, 70), (48 + dx, dy), 3)


def _trip_rope(s):
    pygame.draw.rect(s, BROWN_DARK, (6, 30, 8, 56), border_radius=3)
    pygame.draw.rect(s, BROWN_DARK, (82, 30, 8, 56), border_radius=3)
    pts = [(14, 62 + 3 * math.sin(x / 5)) for x in range(0)]
    pts = [(x, 62 + 3 * math.sin(x / 6)) for x in range(14, 83, 3)]
    pygame.draw.lines(s, (120, 80, 40), False, pts, 8)
    pygame.draw.lines(s, (222, 182, 120), False, pts, 5)
    for x in range(18, 80, 9):
        pygame.draw.line(s, (170, 120, 70), (x, 59), (x + 4, 65), 2)
    # a stumbling shoe
    _outline_poly(s, (80, 80, 96), [(30, 44), (50, 44), (60, 52), (60, 58), (28, 58)])


def _micro(s):
    box = pygame.Rect(8, 22, 80, 54)
    _outline_rect(s, (236, 236, 230), box, 8)
    door = pygame.Rect(15, 30, 50, 38)
    _outline_rect(s, (60, 70, 86), door, 5, width=2)
    pygame.draw.rect(s, (250, 200, 90), door.inflate(-14, -14), border_radius=4)
    for i in range(3):
        pygame.draw.circle(s, INK, (77, 36 + i * 11), 3)
    for x in (30, 48):  # sparks
        pygame.draw.line(s, ORANGE, (x, 8), (x + 6, 18), 3)
    pygame.draw.rect(s, INK, (14, 76, 10, 6))
    pygame.draw.rect(s, INK, (72, 76, 10, 6))


def _fan_feathers(s):
    center = (36, 46)
    for i in range(3):
        ang = math.radians(i * 120 + 20)
        tip = (center[0] + 26 * math.cos(ang), center[1] + 26 * math.sin(ang))
        side = (center[0] + 22 * math.cos(ang + 0.7), center[1] + 22 * math.sin(ang + 0.7))
        _outline_poly(s, BLUE, [center, tip, side], width=2)
    _outline_circle(s, STEEL, center, 7)
    pygame.draw.line(s, INK, (36, 53), (36, 82), 5)
    pygame.draw.rect(s, INK, (22, 80, 28, 7), border_radius=3)
    for fx, fy, ang in ((70, 28, -30), (80, 56, 20), (64, 76, -10)):
        a = math.radians(ang)
        dx, dy = math.cos(a) * 14, math.sin(a) * 14
        pts = [(fx - dx, fy - dy), (fx - dy * 0.35, fy + dx * 0.35), (fx + dx, fy + dy), (fx + dy * 0.35, fy - dx * 0.35)]
        _outline_poly(s, WHITE, pts, width=2)
        pygame.draw.line(s, (160, 160, 170), (fx - dx, fy - dy), (fx + dx, fy + dy), 2)


def _blow_torch(s):
    _outline_rect(s, RED, pygame.Rect(10, 44, 44, 30), 10)
    pygame.draw.rect(s, (255, 150, 140), (16, 48, 10, 22), border_radius=4)
    _outline_rect(s, STEEL, pygame.Rect(50, 52, 18, 12), 3)
    flame = [(68, 50), (92, 58), (68, 66)]
    pygame.draw.polygon(s, ORANGE, [(66, 44), (96, 58), (66, 72)])
    pygame.draw.polygon(s, GOLD, flame)
    pygame.draw.polygon(s, (120, 190, 250), [(68, 54), (82, 58), (68, 62)])
    _outline_rect(s, INK, pygame.Rect(24, 30, 10, 16), 3)


def _ice(s):
    pygame.draw.ellipse(s, ICE, (4, 58, 88, 30))
    pygame.draw.ellipse(s, (120, 190, 230), (4, 58, 88, 30), 3)
    pygame.draw.line(s, WHITE, (20, 70), (46, 66), 4)
    for rect in ((18, 30, 28, 28), (50, 22, 28, 28)):
        r = pygame.Rect(rect)
        _outline_rect(s, (200, 240, 255), r, 6, line=(90, 160, 210))
        pygame.draw.line(s, WHITE, (r.x + 6, r.y + 8), (r.x + 14, r.y + 6), 3)
    for x, y in ((84, 20), (12, 22)):
        for a in range(3):
            ang = math.radians(a * 60)
            pygame.draw.line(s, (120, 190, 230), (x - 7 * math.cos(ang), y - 7 * math.sin(ang)),
                             (x + 7 * math.cos(ang), y + 7 * math.sin(ang)), 2)


def _big_nail(s):
    shaft = [(24, 26), (32, 18), (80, 70), (84, 84), (70, 80)]
    _outline_poly(s, STEEL, shaft)
    pygame.draw.line(s, STEEL_LIGHT, (30, 24), (76, 70), 3)
    head = [(10, 24), (26, 8), (36, 18), (20, 34)]
    _outline_poly(s, STEEL_DARK, head)
    for k in range(3):
        pygame.draw.line(s, STEEL_DARK, (44 + k * 10, 38 + k * 10), (50 + k * 10, 32 + k * 10), 2)


def _snow_shovel(s):
    pygame.draw.line(s, BROWN_DARK, (24, 12), (56, 60), 9)
    pygame.draw.line(s, BROWN, (24, 12), (56, 60), 5)
    _outline_rect(s, INK, pygame.Rect(14, 6, 22, 10), 4)
    blade = [(40, 56), (76, 44), (90, 78), (54, 90)]
    _outline_poly(s, (90, 130, 210), blade)
    pygame.draw.line(s, (150, 190, 240), (48, 62), (76, 52), 3)
    for x, y in ((10, 80), (24, 70), (18, 88)):
        pygame.draw.circle(s, WHITE, (x, y), 5)
        pygame.draw.circle(s, (170, 200, 230), (x, y), 5, 1)


def _paint_can(s):
    pygame.draw.arc(s, INK, pygame.Rect(22, 8, 52, 44), 0, math.pi, 3)
    body = pygame.Rect(20, 30, 56, 54)
    _outline_rect(s, STEEL, body, 6)
    pygame.draw.rect(s, (236, 120, 170), (20, 46, 56, 22))
    pygame.draw.rect(s, INK, (20, 46, 56, 22), 2)
    pygame.draw.ellipse(s, (236, 120, 170), (18, 24, 60, 14))
    pygame.draw.ellipse(s, INK, (18, 24, 60, 14), 2)
    for x, h in ((30, 18), (46, 28), (62, 14)):  # drips
        pygame.draw.rect(s, (236, 120, 170), (x, 34, 8, h), border_radius=4)


def _bb_gun(s):
    stock = [(6, 58), (30, 50), (34, 62), (12, 76)]
    _outline_poly(s, BROWN, stock)
    _outline_rect(s, (80, 84, 96), pygame.Rect(28, 46, 60, 10), 3)
    _outline_rect(s, BROWN, pygame.Rect(30, 54, 30, 8), 3)
    pygame.draw.arc(s, INK, pygame.Rect(36, 56, 14, 14), math.pi, 2 * math.pi, 3)
    for i, x in enumerate((70, 80, 90)):
        pygame.draw.circle(s, GOLD, (x - 6, 30 - i * 6), 3)


def _hot_wire(s):
    pts = [(6, 70), (20, 50), (32, 66), (46, 42), (58, 62), (72, 38), (86, 56)]
    pygame.draw.lines(s, INK, False, pts, 7)
    pygame.draw.lines(s, ORANGE, False, pts, 3)
    _outline_circle(s, GOLD, (80, 26), 12)
    pygame.draw.circle(s, WHITE, (76, 22), 3)
    for ang in range(0, 360, 45):
        a = math.radians(ang)
        pygame.draw.line(s, ORANGE, (80 + 15 * math.cos(a), 26 + 15 * math.sin(a)),
                         (80 + 21 * math.cos(a), 26 + 21 * math.sin(a)), 3)


def _tar(s):
    for y in (30, 50, 70):  # steps
        pygame.draw.rect(s, (196, 150, 100), (6, y, 84, 20))
        pygame.draw.rect(s, BROWN_DARK, (6, y, 84, 20), 2)
    blob = [(18, 40), (40, 34), (66, 42), (78, 56), (70, 74), (52, 82), (28, 78), (16, 60)]
    _outline_poly(s, (34, 30, 36), blob, line=(10, 10, 14))
    for x, y, r in ((38, 50, 5), (58, 62, 4), (46, 70, 3)):
        pygame.draw.circle(s, (90, 86, 100), (x, y), r, 2)


def _firecrackers(s):
    for i, (x, col) in enumerate(((22, RED), (38, (230, 80, 60)), (54, RED), (70, (200, 50, 50)))):
        r = pygame.Rect(x - 7, 40 + (i % 2) * 4, 14, 44)
        _outline_rect(s, col, r, 4)
        pygame.draw.line(s, GOLD, (r.x + 2, r.y + 10), (r.right - 2, r.y + 10), 2)
    pygame.draw.lines(s, INK, False, [(46, 42), (50, 28), (60, 22)], 3)
    for ang in range(0, 360, 40):
        a = math.radians(ang)
        pygame.draw.line(s, GOLD, (62 + 4 * math.cos(a), 18 + 4 * math.sin(a)),
                         (62 + 12 * math.cos(a), 18 + 12 * math.sin(a)), 3)


# -- valuables ----------------------------------------------------------------------------

def _tv(s):
    pygame.draw.line(s, INK, (48, 26), (30, 6), 3)
    pygame.draw.line(s, INK, (48, 26), (66, 8), 3)
    box = pygame.Rect(8, 24, 80, 56)
    _outline_rect(s, BROWN, box, 10)
    screen = pygame.Rect(16, 32, 52, 40)
    _outline_rect(s, (120, 190, 220), screen, 8, width=2)
    pygame.draw.line(s, WHITE, (22, 60), (34, 40), 3)
    for i in range(2):
        pygame.draw.circle(s, GOLD, (78, 42 + i * 16), 5)
    pygame.draw.rect(s, INK, (18, 80, 10, 8))
    pygame.draw.rect(s, INK, (68, 80, 10, 8))


def _jewels(s):
    pygame.draw.arc(s, GOLD_DARK, pygame.Rect(10, 6, 76, 60), math.pi * 1.05, math.pi * 1.95, 4)
    for i in range(7):
        a = math.pi * (1.1 + i * 0.12)
        pygame.draw.circle(s, (240, 240, 255), (48 + 37 * math.cos(a), 36 - 29 * math.sin(a) * -1 + 0), 4)
    gem = [(28, 54), (40, 42), (56, 42), (68, 54), (48, 84)]
    _outline_poly(s, (90, 200, 230), gem)
    pygame.draw.line(s, INK, (28, 54), (68, 54), 2)
    pygame.draw.line(s, INK, (40, 42), (48, 84), 2)
    pygame.draw.line(s, INK, (56, 42), (48, 84), 2)
    pygame.draw.polygon(s, WHITE, [(42, 46), (48, 46), (44, 52)])


def _money(s):
    for i, col in enumerate(((80, 150, 90), (100, 170, 100), (120, 190, 110))):
        r = pygame.Rect(8 + i * 4, 28 + i * 10, 76, 38)
        _outline_rect(s, col, r, 5)
    top = pygame.Rect(16, 48, 76, 38)
    pygame.draw.circle(s, (220, 240, 200), top.center, 13)
    pygame.draw.circle(s, GREEN_DARK, top.center, 13, 2)
    f = pygame.font.Font(None, 34)
    t = f.render("$", True, GREEN_DARK)
    s.blit(t, t.get_rect(center=top.center))


def _stereo(s):
    pygame.draw.arc(s, INK, pygame.Rect(26, 8, 44, 34), 0, math.pi, 4)
    box = pygame.Rect(6, 26, 84, 54)
    _outline_rect(s, (90, 94, 110), box, 10)
    for cx in (26, 70):
        _outline_circle(s, (60, 60, 70), (cx, 58), 14, line=STEEL_LIGHT, width=3)
        pygame.draw.circle(s, STEEL, (cx, 58), 5)
    pygame.draw.rect(s, (120, 200, 230), (38, 34, 20, 10), border_radius=2)
    for i in range(3):
        pygame.draw.rect(s, GOLD, (40 + i * 7, 50, 4, 4))


def _silver(s):
    _outline_poly(s, STEEL_LIGHT, [(30, 84), (66, 84), (58, 72), (38, 72)])
    pygame.draw.rect(s, STEEL_LIGHT, (44, 30, 8, 44))
    pygame.draw.rect(s, INK, (44, 30, 8, 44), 2)
    arms = [(18, 40), (30, 56), (48, 60), (66, 56), (78, 40)]
    pygame.draw.lines(s, INK, False, arms, 7)
    pygame.draw.lines(s, STEEL_LIGHT, False, arms, 3)
    for x, y in ((18, 40), (48, 30), (78, 40)):
        _outline_rect(s, WHITE, pygame.Rect(x - 5, y - 18, 10, 18), 2, width=2)
        pygame.draw.circle(s, ORANGE, (x, y - 24), 4)
    pygame.draw.line(s, WHITE, (36, 78), (44, 76), 2)


def _computer(s):
    screen = pygame.Rect(14, 8, 68, 50)
    _outline_rect(s, (236, 230, 214), screen, 6)
    pygame.draw.rect(s, (70, 130, 190), screen.inflate(-14, -14), border_radius=3)
    pygame.draw.line(s, (140, 220, 160), (26, 24), (44, 24), 3)
    pygame.draw.line(s, (140, 220, 160), (26, 34), (56, 34), 3)
    pygame.draw.rect(s, (200, 194, 180), (40, 58, 16, 8))
    kb = [(8, 72), (88, 72), (92, 88), (4, 88)]
    _outline_poly(s, (236, 230, 214), kb)
    for row in range(2):
        for k in range(7):
            pygame.draw.rect(s, (160, 154, 140), (14 + k * 10 + row * 3, 75 + row * 6, 7, 4))


def _watch(s):
    pygame.draw.rect(s, BROWN, (36, 4, 24, 88), border_radius=8)
    pygame.draw.rect(s, INK, (36, 4, 24, 88), 3, border_radius=8)
    _outline_circle(s, GOLD, (48, 48), 24)
    pygame.draw.circle(s, WHITE, (48, 48), 18)
    pygame.draw.line(s, INK, (48, 48), (48, 36), 3)
    pygame.draw.line(s, INK, (48, 48), (58, 52), 3)
    for a in range(12):
        ang = math.radians(a * 30)
        pygame.draw.circle(s, INK, (48 + 15 * math.cos(ang), 48 + 15 * math.sin(ang)), 1)


def _credit_cards(s):
    back = pygame.Rect(8, 18, 66, 44)
    _outline_rect(s, (120, 90, 200), back, 6)
    front = pygame.Rect(22, 38, 66, 44)
    _outline_rect(s, GOLD, front, 6)
    pygame.draw.rect(s, INK, (22, 46, 66, 8))
    pygame.draw.rect(s, (240, 220, 150), (30, 60, 14, 10), border_radius=2)
    for k in range(4):
        pygame.draw.rect(s, BROWN_DARK, (50 + k * 8, 70, 6, 3))


# -- the Kid ----------------------------------------------------------------------------------

def kid_face(s: pygame.Surface, shirt: Color = (230, 90, 70)) -> None:
    """A Kid with hands on cheeks, surprised (our own drawing)."""
    pygame.draw.rect(s, shirt, (22, 70, 52, 26), border_top_left_radius=18, border_top_right_radius=18)
    pygame.draw.rect(s, INK, (22, 70, 52, 26), 3, border_top_left_radius=18, border_top_right_radius=18)
    _outline_circle(s, (250, 210, 170), (48, 44), 26)
    pygame.draw.ellipse(s, (236, 180, 80), (22, 14, 52, 24))
    pygame.draw.ellipse(s, INK, (22, 14, 52, 24), 3)
    pygame.draw.rect(s, (250, 210, 170), (26, 28, 44, 12))
    for dx in (-10, 10):
        pygame.draw.circle(s, WHITE, (48 + dx, 44), 6)
        pygame.draw.circle(s, INK, (48 + dx, 45), 3)
    pygame.draw.ellipse(s, (150, 40, 40), (42, 54, 12, 14))
    for dx in (-1, 1):  # hands on the cheeks
        _outline_circle(s, (250, 210, 170), (48 + dx * 27, 56), 9, width=2)


# -- what each marker looks like ---------------------------------------------------------------

PAINTERS: dict[str, Painter] = {
    "Hot Iron": _hot_iron, "Broken Ornaments": _broken_ornaments, "Tarantula": _tarantula,
    "Trip Rope": _trip_rope, "Micro": _micro, "Fan & Feathers": _fan_feathers, "Blow Torch": _blow_torch,
    "Ice": _ice, "Big Nail": _big_nail, "Snow Shovel": _snow_shovel, "Paint Can": _paint_can,
    "B.B. Gun": _bb_gun, "Hot Wire": _hot_wire, "Tar": _tar, "Firecrackers": _firecrackers,
    "T.V. Set": _tv, "Jewels": _jewels, "Money": _money, "Stereo": _stereo, "Silver": _silver,
    "Computer": _computer, "Watch": _watch, "Credit Cards": _credit_cards, "Kid": kid_face,
}


@lru_cache(maxsize=512)
def picture(name: str, size: int) -> pygame.Surface:
    """The picture of a marker (by name) on a transparent square of ``size`` px."""
    canvas = pygame.Surface((CANVAS, CANVAS), pygame.SRCALPHA)
    PAINTERS.get(name, _unknown)(canvas)
    return _ready(pygame.transform.smoothscale(canvas, (size, size)))


def _unknown(s: pygame.Surface) -> None:
    _outline_circle(s, C.paper, (48, 48), 36)
    f = pygame.font.Font(None, 70)
    t = f.render("?", True, INK)
    s.blit(t, t.get_rect(center=(48, 50)))


def accent(kind: str) -> Color:
    return {"trap": TRAP_ACCENT, "valuable": VALUABLE_ACCENT}.get(kind, KID_ACCENT)


@lru_cache(maxsize=512)
def marker_face(name: str, kind: str, owner: int, size: int) -> pygame.Surface:
    """A face-up marker: cream tile, the picture, a band in the kind's colour and the
    owner's colour-and-symbol in the corner."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(3, size // 6)
    rect = surf.get_rect()
    style = player_style(owner)
    pygame.draw.rect(surf, style.color, rect, border_radius=radius)
    inner = rect.inflate(-max(2, size // 10) * 2, -max(2, size // 10) * 2)
    pygame.draw.rect(surf, C.cream, inner, border_radius=max(2, radius - 2))
    pic = picture(name, max(6, int(inner.width * 0.92)))
    surf.blit(pic, pic.get_rect(center=inner.center))
    if size >= 26:
        mark = max(8, size // 4)
        draw.symbol(surf, style.symbol, (rect.right - mark * 0.62, rect.bottom - mark * 0.62), mark, style.color,
                    outline=C.ink, width=1)
    pygame.draw.rect(surf, draw.darken(style.color, 0.45), rect, max(1, size // 24), border_radius=radius)
    return _ready(surf)


@lru_cache(maxsize=64)
def chip(owner: int, size: int) -> pygame.Surface:
    """A face-down marker: the owner's colour and symbol (``draw.player_chip``) with a rim."""
    pad = 2
    surf = pygame.Surface((size + pad * 2, size + pad * 2 + 2), pygame.SRCALPHA)
    center = (size / 2 + pad, size / 2 + pad)
    pygame.draw.circle(surf, (20, 16, 28, 150), (center[0], center[1] + 2), size / 2 + 1)
    draw.player_chip(surf, owner, center, size)
    pygame.draw.circle(surf, C.ink, center, size / 2, max(1, size // 14))
    return _ready(surf)


# -- pieces ------------------------------------------------------------------------------------

CROOK_LOOKS = (
    # coat, hat, skin, height share
    ((70, 74, 92), (120, 76, 44), (236, 196, 160), 0.86),  # Harry: shorter, brown hat
    ((96, 70, 60), (70, 140, 90), (244, 206, 170), 1.0),  # Marv: taller, green woolly hat
)


@lru_cache(maxsize=32)
def crook(index: int, height: int) -> pygame.Surface:
    """A Crook standing on a black stand, ``height`` px tall (Harry 0, Marv 1), with his initial."""
    coat, hat, skin, share = CROOK_LOOKS[index]
    w, h = 60, 100
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(s, (20, 20, 26), (6, 84, 48, 14))
    pygame.draw.ellipse(s, (60, 60, 70), (6, 84, 48, 14), 2)
    top = int(100 - 86 * share)
    body = pygame.Rect(14, top + 30, 32, 88 - top - 30)
    pygame.draw.rect(s, coat, body, border_top_left_radius=12, border_top_right_radius=12)
    pygame.draw.rect(s, INK, body, 3, border_top_left_radius=12, border_top_right_radius=12)
    pygame.draw.line(s, INK, (30, body.y + 6), (30, body.bottom - 4), 2)
    for y in (body.y + 14, body.y + 26):
        pygame.draw.circle(s, GOLD, (34, y), 2)
    _outline_circle(s, skin, (30, top + 18), 14)
    pygame.draw.rect(s, (40, 36, 44), (18, top + 14, 24, 6), border_radius=3)  # burglar's mask
    pygame.draw.circle(s, WHITE, (25, top + 17), 2)
    pygame.draw.circle(s, WHITE, (35, top + 17), 2)
    if index == 0:
        pygame.draw.ellipse(s, hat, (10, top + 4, 40, 8))
        pygame.draw.rect(s, hat, (18, top - 6, 24, 14), border_radius=5)
        pygame.draw.rect(s, INK, (18, top - 6, 24, 14), 2, border_radius=5)
    else:
        pygame.draw.ellipse(s, hat, (15, top - 6, 30, 22))
        pygame.draw.ellipse(s, INK, (15, top - 6, 30, 22), 2)
        pygame.draw.circle(s, (230, 230, 230), (30, top - 6), 4)
        pygame.draw.rect(s, hat, (15, top + 6, 30, 5))
    f = Fonts.title(28)
    t = f.render("H" if index == 0 else "M", True, C.cream)
    s.blit(t, t.get_rect(center=(30, body.centery + 6)))
    return _standee(s, height)


@lru_cache(maxsize=32)
def kid_piece(seat: int, height: int) -> pygame.Surface:
    """An upright Kid: a standee in the player's colour on a stand that carries their symbol."""
    style = player_style(seat)
    w, h = 60, 100
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    stand = pygame.Rect(4, 80, 52, 18)
    pygame.draw.ellipse(s, draw.darken(style.color, 0.3), stand)
    pygame.draw.ellipse(s, C.ink, stand, 2)
    board = pygame.Rect(8, 10, 44, 76)
    pygame.draw.rect(s, style.color, board, border_radius=10)
    pygame.draw.rect(s, C.ink, board, 3, border_radius=10)
    face = pygame.Surface((CANVAS, CANVAS), pygame.SRCALPHA)
    kid_face(face, shirt=draw.lighten(style.color, 0.35))
    face = pygame.transform.smoothscale(face, (40, 40))
    s.blit(face, face.get_rect(center=(30, 36)))
    draw.symbol(s, style.symbol, (30, 68), 18, C.cream, outline=C.ink, width=2)
    return _standee(s, height)


def _standee(s: pygame.Surface, height: int) -> pygame.Surface:
    """Scale a piece to ``height`` with a light outline, so it stands out on any floor."""
    w, h = s.get_size()
    small = pygame.transform.smoothscale(s, (max(4, int(w * height / h)), height))
    out = pygame.Surface((small.get_width() + 4, height + 4), pygame.SRCALPHA)
    halo = pygame.mask.from_surface(small, 60).to_surface(setcolor=(255, 246, 228, 235), unsetcolor=(0, 0, 0, 0))
    for dx, dy in ((0, 2), (4, 2), (2, 0), (2, 4), (1, 1), (3, 1), (1, 3), (3, 3)):
        out.blit(halo, (dx, dy))
    out.blit(small, (2, 2))
    return _ready(out)


# -- spinner and die -------------------------------------------------------------------------

SECTOR_COLORS = ((244, 180, 54), (230, 90, 60), (40, 160, 146), (120, 180, 230), (214, 130, 180), (150, 210, 126))


def sector_angle(number: int, low: int, high: int) -> float:
    """The angle (degrees, 0 = up, clockwise) of the middle of ``number``'s sector."""
    n = high - low + 1
    return (number - low + 0.5) * 360.0 / n


@lru_cache(maxsize=16)
def dial(size: int, low: int, high: int) -> pygame.Surface:
    """The spinner's face: one coloured sector per number, numbers large."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    r = size / 2 - 3
    n = high - low + 1
    pygame.draw.circle(s, C.ink, (c, c + 3), r + 2)
    for i in range(n):
        a0 = math.radians(i * 360 / n - 90)
        a1 = math.radians((i + 1) * 360 / n - 90)
        pts = [(c, c)] + [(c + r * math.cos(a0 + (a1 - a0) * t / 16), c + r * math.sin(a0 + (a1 - a0) * t / 16))
                          for t in range(17)]
        pygame.draw.polygon(s, SECTOR_COLORS[i % len(SECTOR_COLORS)], pts)
        pygame.draw.line(s, C.ink, (c, c), pts[1], 2)
    pygame.draw.circle(s, C.ink, (c, c), r, 3)
    font = Fonts.title(max(16, int(size * (0.2 if n <= 4 else 0.16))))
    for i in range(n):
        ang = math.radians(sector_angle(low + i, low, high) - 90)
        pos = (c + r * 0.66 * math.cos(ang), c + r * 0.66 * math.sin(ang))
        draw.text(s, str(low + i), font, C.ink, (pos[0] + 1, pos[1] + 2), "center")
        draw.text(s, str(low + i), font, C.cream, pos, "center")
    return s


def draw_arrow(surface: pygame.Surface, center: tuple[float, float], radius: float, angle_deg: float) -> None:
    """The spinner's arrow pointing at ``angle_deg`` (0 = up, clockwise)."""
    a = math.radians(angle_deg - 90)
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    cx, cy = center
    tip = (cx + ux * radius * 0.86, cy + uy * radius * 0.86)
    back = (cx - ux * radius * 0.34, cy - uy * radius * 0.34)
    w = radius * 0.13
    pts = [tip, (cx + px * w, cy + py * w), back, (cx - px * w, cy - py * w)]
    shadow = [(x + 2, y + 3) for x, y in pts]
    pygame.draw.polygon(surface, (20, 16, 28), shadow)
    pygame.draw.polygon(surface, C.cream, pts)
    pygame.draw.polygon(surface, C.ink, pts, 2)
    pygame.draw.circle(surface, C.ink, center, radius * 0.12)
    pygame.draw.circle(surface, C.mustard, center, radius * 0.07)


PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


@lru_cache(maxsize=32)
def die_face(value: int, size: int) -> pygame.Surface:
    """A die showing ``value`` (1-6) as pips."""
    s = pygame.Surface((size, size + 4), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, size, size)
    radius = size // 5
    pygame.draw.rect(s, (170, 150, 130), r.move(0, 4), border_radius=radius)
    pygame.draw.rect(s, C.cream, r, border_radius=radius)
    pygame.draw.rect(s, C.ink, r, 3, border_radius=radius)
    step = size * 0.27
    for dx, dy in PIPS.get(value, []):
        pygame.draw.circle(s, C.ink, (size / 2 + dx * step, size / 2 + dy * step), size * 0.09)
    return s


# -- scoreboard emblems ---------------------------------------------------------------------------

@lru_cache(maxsize=8)
def van_icon(size: int) -> pygame.Surface:
    s = pygame.Surface((CANVAS, CANVAS), pygame.SRCALPHA)
    body = pygame.Rect(6, 30, 74, 40)
    _outline_rect(s, (90, 110, 150), body, 8)
    cab = [(80, 46), (90, 50), (92, 70), (78, 70)]
    _outline_poly(s, (90, 110, 150), cab)
    pygame.draw.rect(s, (170, 210, 240), (12, 36, 20, 14), border_radius=3)
    for x in (24, 72):
        _outline_circle(s, (40, 40, 48), (x, 72), 10)
        pygame.draw.circle(s, STEEL, (x, 72), 4)
    return pygame.transform.smoothscale(s, (size, size))


@lru_cache(maxsize=8)
def crooks_icon(size: int) -> pygame.Surface:
    s = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    a = crook(0, int(size * 1.8))
    b = crook(1, int(size * 2))
    s.blit(b, (size * 2 - b.get_width(), 0))
    s.blit(a, (0, size * 2 - a.get_height()))
    return pygame.transform.smoothscale(s, (size, size))


def clear() -> None:
    """Forget the cached pictures."""
    for fn in (picture, marker_face, chip, crook, kid_piece, dial, die_face, van_icon, crooks_icon):
        fn.cache_clear()
