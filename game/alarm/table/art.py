"""Original pictures for every Alarm! card, drawn in code on the shared card face.

Each kind has an accent colour, a picture and a short subtitle; equipment
takes a lighter shade of the obstacle it beats, so a Bone visibly belongs to
the Guard Dog. Full faces come from :func:`game.ui.cards.card_face` (cached
per size); the seats use :func:`mini_card`, a small face with the picture
only, because a 40-pixel card cannot carry a readable title.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

import pygame

from game.alarm.cards import KINDS, NAMES
from game.ui import draw
from game.ui.cards import card_face
from game.ui.theme import C, Color, Fonts

MIN_TEXT_PX = 15
"""The smallest type on the table at 1280x720 (12 px in a 1024x576 window): names on small cards are
never set smaller."""

Icon = Callable[[pygame.Surface, pygame.Rect], None]

INK = C.ink


def glyph(s: pygame.Surface, char: str, size: float, color: Color, center: tuple[float, float]) -> None:
    """A letter drawn as part of a picture (the "$" on a sack): at any size, even smaller than text may be.

    Text is never made below the legible size, so a small one is written at that size and shrunk:
    it is a drawing, not something to read."""
    font_size = max(MIN_TEXT_PX, int(size))
    picture = draw.render_text(char, Fonts.title(font_size), color)
    if size < font_size:
        scale = max(1.0, size) / font_size
        picture = pygame.transform.smoothscale(
            picture, (max(1, round(picture.get_width() * scale)), max(1, round(picture.get_height() * scale))))
    s.blit(picture, picture.get_rect(center=(round(center[0]), round(center[1]))))


def _u(r: pygame.Rect) -> float:
    return float(min(r.width, r.height))


def _lw(u: float, k: float = 0.035) -> int:
    return max(1, round(u * k))


# ---------------------------------------------------------------- obstacles
def police_badge(s: pygame.Surface, r: pygame.Rect) -> None:
    u, (cx, cy) = _u(r), r.center
    shield = [(cx - 0.42 * u, cy - 0.42 * u), (cx, cy - 0.5 * u), (cx + 0.42 * u, cy - 0.42 * u),
              (cx + 0.4 * u, cy + 0.06 * u), (cx, cy + 0.48 * u), (cx - 0.4 * u, cy + 0.06 * u)]
    pygame.draw.polygon(s, (38, 66, 140), shield)
    pygame.draw.polygon(s, (232, 184, 64), shield, _lw(u, 0.06))
    star = draw.symbol_points("star", (cx, cy - 0.02 * u), 0.52 * u)
    pygame.draw.polygon(s, (244, 200, 80), star)
    pygame.draw.polygon(s, (150, 105, 30), star, _lw(u, 0.025))
    pygame.draw.circle(s, (150, 105, 30), (cx, cy - 0.02 * u), 0.05 * u)


def guard_dog(s: pygame.Surface, r: pygame.Rect) -> None:
    u, (cx, cy) = _u(r), r.center
    fur, dark, light = (156, 102, 58), (92, 58, 34), (226, 190, 140)
    for side in (-1, 1):  # floppy ears
        pygame.draw.polygon(s, dark, [(cx + side * 0.2 * u, cy - 0.3 * u), (cx + side * 0.47 * u, cy - 0.12 * u),
                                      (cx + side * 0.4 * u, cy + 0.2 * u), (cx + side * 0.26 * u, cy + 0.02 * u)])
    pygame.draw.circle(s, fur, (cx, cy), 0.33 * u)
    pygame.draw.circle(s, INK, (cx, cy), 0.33 * u, _lw(u))
    snout = pygame.Rect(0, 0, 0.4 * u, 0.26 * u)
    snout.center = (cx, cy + 0.16 * u)
    pygame.draw.ellipse(s, light, snout)
    for side in (-1, 1):
        eye = (cx + side * 0.12 * u, cy - 0.07 * u)
        pygame.draw.circle(s, C.white, eye, 0.07 * u)
        pygame.draw.circle(s, INK, (eye[0] + side * 0.01 * u, eye[1] + 0.015 * u), 0.035 * u)
        # cross eyebrows: a guard dog is never pleased to see you
        pygame.draw.line(s, INK, (cx + side * 0.21 * u, cy - 0.2 * u), (cx + side * 0.05 * u, cy - 0.13 * u),
                         _lw(u, 0.05))
    nose = pygame.Rect(0, 0, 0.15 * u, 0.1 * u)
    nose.center = (cx, cy + 0.08 * u)
    pygame.draw.ellipse(s, INK, nose)
    for dx in (-0.08, 0.08):  # two fangs
        pygame.draw.polygon(s, C.white, [(cx + (dx - 0.03) * u, cy + 0.22 * u), (cx + (dx + 0.03) * u, cy + 0.22 * u),
                                         (cx + dx * u, cy + 0.3 * u)])
    collar = pygame.Rect(0, 0, 0.5 * u, 0.09 * u)
    collar.midtop = (cx, cy + 0.33 * u)
    pygame.draw.rect(s, C.coral, collar, border_radius=max(1, int(0.04 * u)))
    for i in range(4):
        pygame.draw.circle(s, (240, 230, 200), (collar.x + collar.width * (i + 0.5) / 4, collar.centery), 0.025 * u)


def door_chain(s: pygame.Surface, r: pygame.Rect) -> None:
    u, (cx, cy) = _u(r), r.center
    door = pygame.Rect(cx + 0.22 * u, cy - 0.5 * u, 0.26 * u, u)
    pygame.draw.rect(s, (150, 96, 60), door)
    pygame.draw.rect(s, (110, 66, 40), door, _lw(u))
    pygame.draw.circle(s, (232, 184, 64), (door.x + 0.07 * u, cy + 0.1 * u), 0.035 * u)
    plate = pygame.Rect(0, 0, 0.1 * u, 0.26 * u)
    plate.center = (cx - 0.4 * u, cy - 0.18 * u)
    pygame.draw.rect(s, (170, 176, 190), plate, border_radius=2)
    pygame.draw.rect(s, INK, plate, _lw(u, 0.02), border_radius=2)
    steel, edge = (176, 184, 200), (70, 76, 96)
    start, end = (cx - 0.36 * u, cy - 0.18 * u), (cx + 0.25 * u, cy - 0.04 * u)
    links = 4
    points = []
    for i in range(links):
        t = (i + 0.5) / links
        points.append((start[0] + (end[0] - start[0]) * t,
                       start[1] + (end[1] - start[1]) * t + math.sin(math.pi * t) * 0.14 * u))  # the chain sags
    width = max(2, int(0.05 * u))
    for i, (x, y) in enumerate(points):
        if i % 2 == 1:  # edge-on links first, so the open rings lie over them
            bar = pygame.Rect(0, 0, 0.26 * u, 0.07 * u)
            bar.center = (x, y)
            pygame.draw.rect(s, edge, bar.inflate(3, 3), border_radius=max(2, int(0.035 * u)))
            pygame.draw.rect(s, steel, bar, border_radius=max(2, int(0.035 * u)))
    for i, (x, y) in enumerate(points):
        if i % 2 == 0:
            ring = pygame.Rect(0, 0, 0.26 * u, 0.17 * u)
            ring.center = (x, y)
            pygame.draw.ellipse(s, edge, ring.inflate(3, 3), width + 2)
            pygame.draw.ellipse(s, steel, ring, width)


def padlock(s: pygame.Surface, r: pygame.Rect) -> None:
    u, (cx, cy) = _u(r), r.center
    steel, brass, dark = (170, 178, 194), (214, 164, 62), (120, 84, 30)
    shackle = pygame.Rect(0, 0, 0.44 * u, 0.56 * u)
    shackle.midtop = (cx, cy - 0.48 * u)
    w = max(2, int(0.09 * u))
    pygame.draw.arc(s, steel, shackle, 0, math.pi, w)
    for side in (-1, 1):
        x = cx + side * (shackle.width / 2 - w / 2)
        pygame.draw.line(s, steel, (x, shackle.centery), (x, cy - 0.02 * u), w)
    body = pygame.Rect(0, 0, 0.66 * u, 0.52 * u)
    body.midtop = (cx, cy - 0.06 * u)
    pygame.draw.rect(s, brass, body, border_radius=max(2, int(0.1 * u)))
    pygame.draw.rect(s, dark, body, _lw(u), border_radius=max(2, int(0.1 * u)))
    hole = (cx, body.y + 0.2 * u)
    pygame.draw.circle(s, INK, hole, 0.065 * u)
    pygame.draw.polygon(s, INK, [(hole[0] - 0.04 * u, hole[1]), (hole[0] + 0.04 * u, hole[1]),
                                 (hole[0] + 0.06 * u, hole[1] + 0.16 * u), (hole[0] - 0.06 * u, hole[1] + 0.16 * u)])


# ---------------------------------------------------------------- loot and specials
def _sack(s: pygame.Surface, r: pygame.Rect, cx: float, cy: float, u: float) -> None:
    cloth, dark, rope = (196, 156, 96), (120, 88, 48), (150, 60, 40)
    bag = pygame.Rect(0, 0, 0.74 * u, 0.62 * u)
    bag.midbottom = (cx, cy + 0.48 * u)
    neck = [(cx - 0.12 * u, bag.y + 0.06 * u), (cx + 0.12 * u, bag.y + 0.06 * u),
            (cx + 0.2 * u, cy - 0.4 * u), (cx - 0.2 * u, cy - 0.4 * u)]
    pygame.draw.polygon(s, cloth, neck)
    pygame.draw.polygon(s, dark, neck, _lw(u, 0.025))
    pygame.draw.ellipse(s, cloth, bag)
    pygame.draw.ellipse(s, dark, bag, _lw(u))
    band = pygame.Rect(0, 0, 0.3 * u, 0.08 * u)
    band.center = (cx, bag.y + 0.04 * u)
    pygame.draw.rect(s, rope, band, border_radius=max(1, int(0.04 * u)))
    glyph(s, "$", 0.36 * u, (40, 110, 60), (cx, bag.centery + 0.03 * u))


def loot(s: pygame.Surface, r: pygame.Rect) -> None:
    u, (cx, cy) = _u(r), r.center
    for i, dx in enumerate((-0.36, 0.34, 0.4)):  # a few coins around the sack
        y = cy + (0.36 - i * 0.1) * u
        pygame.draw.circle(s, (240, 196, 70), (cx + dx * u, y), 0.08 * u)
        pygame.draw.circle(s, (150, 110, 30), (cx + dx * u, y), 0.08 * u, _lw(u, 0.02))
    _sack(s, r, cx, cy, u * 0.95)


def dropped_loot(s: pygame.Surface, r: pygame.Rect) -> None:
    u, (cx, cy) = _u(r), r.center
    size = int(u)
    tmp = pygame.Surface((size, size), pygame.SRCALPHA)
    _sack(tmp, tmp.get_rect(), size / 2, size / 2, size * 0.8)
    tipped = pygame.transform.rotate(tmp, 62)
    s.blit(tipped, tipped.get_rect(center=(cx - 0.1 * u, cy - 0.04 * u)))
    for i, (dx, dy) in enumerate(((0.22, 0.3), (0.36, 0.22), (0.32, 0.4), (0.1, 0.42), (0.44, 0.36))):
        c = (cx + dx * u, cy + dy * u - (0.04 * u if i % 2 else 0))
        pygame.draw.circle(s, (240, 196, 70), c, 0.07 * u)
        pygame.draw.circle(s, (150, 110, 30), c, 0.07 * u, _lw(u, 0.02))
    for k in range(3):  # motion marks: it is falling out
        x = cx + (0.1 + 0.12 * k) * u
        pygame.draw.line(s, C.ink_soft, (x, cy + 0.04 * u), (x + 0.06 * u, cy + 0.1 * u), _lw(u, 0.025))


def clover(s: pygame.Surface, r: pygame.Rect) -> None:
    u, (cx, cy) = _u(r), (r.centerx, r.centery - 0.04 * _u(r))
    green, dark, light = (70, 166, 80), (30, 100, 44), (130, 206, 130)
    pygame.draw.arc(s, dark, pygame.Rect(cx - 0.05 * u, cy, 0.5 * u, 0.56 * u), math.pi * 0.6, math.pi,
                    max(2, int(0.05 * u)))
    for k in range(4):
        ang = math.pi / 4 + k * math.pi / 2
        base = (cx + math.cos(ang) * 0.1 * u, cy + math.sin(ang) * 0.1 * u)
        px, py = -math.sin(ang), math.cos(ang)
        tip = (cx + math.cos(ang) * 0.26 * u, cy + math.sin(ang) * 0.26 * u)
        lobes = [(tip[0] + px * side * 0.09 * u, tip[1] + py * side * 0.09 * u) for side in (-1, 1)]
        pygame.draw.polygon(s, green, [(cx, cy), *lobes])
        for lobe in lobes:
            pygame.draw.circle(s, green, lobe, 0.12 * u)
        pygame.draw.line(s, dark, (cx, cy), (cx + math.cos(ang) * 0.3 * u, cy + math.sin(ang) * 0.3 * u),
                         _lw(u, 0.025))
        pygame.draw.circle(s, light, (base[0] + math.cos(ang) * 0.1 * u - px * 0.05 * u,
                                      base[1] + math.sin(ang) * 0.1 * u - py * 0.05 * u), 0.03 * u)
    pygame.draw.circle(s, dark, (cx, cy), 0.04 * u)


def panic(s: pygame.Surface, r: pygame.Rect) -> None:
    u, (cx, cy) = _u(r), r.center
    yellow, dark = (250, 214, 80), (180, 130, 30)
    for k in range(3):  # shock lines
        ang = -math.pi * (0.75 + 0.12 * (k - 1))
        pygame.draw.line(s, C.coral, (cx + math.cos(ang) * 0.4 * u, cy + math.sin(ang) * 0.4 * u),
                         (cx + math.cos(ang) * 0.5 * u, cy + math.sin(ang) * 0.5 * u), _lw(u, 0.05))
    pygame.draw.circle(s, yellow, (cx, cy), 0.36 * u)
    pygame.draw.circle(s, dark, (cx, cy), 0.36 * u, _lw(u))
    for side in (-1, 1):
        eye = (cx + side * 0.13 * u, cy - 0.07 * u)
        pygame.draw.circle(s, C.white, eye, 0.095 * u)
        pygame.draw.circle(s, INK, eye, 0.095 * u, _lw(u, 0.02))
        pygame.draw.circle(s, INK, eye, 0.035 * u)
        brow = pygame.Rect(0, 0, 0.2 * u, 0.12 * u)
        brow.center = (eye[0], eye[1] - 0.15 * u)
        pygame.draw.arc(s, INK, brow, 0.3, math.pi - 0.3, _lw(u, 0.04))
    mouth = pygame.Rect(0, 0, 0.18 * u, 0.22 * u)
    mouth.center = (cx, cy + 0.17 * u)
    pygame.draw.ellipse(s, INK, mouth)
    drop = (cx + 0.36 * u, cy - 0.2 * u)
    pygame.draw.polygon(s, C.sky, [(drop[0], drop[1] - 0.12 * u), (drop[0] - 0.055 * u, drop[1]),
                                   (drop[0] + 0.055 * u, drop[1])])
    pygame.draw.circle(s, C.sky, drop, 0.055 * u)


# ---------------------------------------------------------------- equipment
def bone(s: pygame.Surface, r: pygame.Rect) -> None:
    u, (cx, cy) = _u(r), r.center
    size = int(u)
    tmp = pygame.Surface((size, size), pygame.SRCALPHA)
    m = size / 2
    ivory, edge = (246, 238, 214), (150, 128, 96)
    shaft = pygame.Rect(0, 0, 0.6 * size, 0.17 * size)
    shaft.center = (m, m)
    for layer, grow in ((edge, 2.5), (ivory, 0)):
        for dx in (-0.32, 0.32):
            for dy in (-0.09, 0.09):
                pygame.draw.circle(tmp, layer, (m + dx * size, m + dy * size), 0.11 * size + grow)
        pygame.draw.rect(tmp, layer, shaft.inflate(0, grow * 2))
    rotated = pygame.transform.rotate(tmp, 32)
    s.blit(rotated, rotated.get_rect(center=(cx, cy)))


def wire_cutters(s: pygame.Surface, r: pygame.Rect) -> None:
    u, (cx, cy) = _u(r), r.center
    steel, edge, grip = (176, 184, 200), (70, 76, 96), (210, 70, 56)
    pivot = (cx, cy - 0.06 * u)
    for side in (-1, 1):
        jaw = [pivot, (cx + side * 0.06 * u, cy - 0.46 * u), (cx + side * 0.16 * u, cy - 0.36 * u),
               (cx + side * 0.09 * u, cy - 0.1 * u)]
        pygame.draw.polygon(s, steel, jaw)
        pygame.draw.polygon(s, edge, jaw, _lw(u, 0.025))
    for side in (-1, 1):
        end = (cx + side * 0.32 * u, cy + 0.46 * u)
        pygame.draw.line(s, edge, pivot, end, max(3, int(0.14 * u)))
        pygame.draw.line(s, grip, (pivot[0] + side * 0.07 * u, pivot[1] + 0.14 * u), end, max(2, int(0.11 * u)))
    pygame.draw.circle(s, edge, pivot, 0.07 * u)
    pygame.draw.circle(s, steel, pivot, 0.04 * u)


def keys(s: pygame.Surface, r: pygame.Rect) -> None:
    u, (cx, cy) = _u(r), r.center
    size = int(u)
    tmp = pygame.Surface((size, size), pygame.SRCALPHA)
    m = size / 2
    gold, edge = (232, 188, 72), (140, 100, 30)
    pygame.draw.circle(tmp, (160, 166, 180), (m - 0.34 * size, m), 0.12 * size, max(2, int(0.035 * size)))
    for dy, shade in ((-0.1, draw.darken(gold, 0.15)), (0.08, gold)):
        bow = (m - 0.2 * size, m + dy * size)
        shaft = pygame.Rect(bow[0], bow[1] - 0.04 * size, 0.6 * size, 0.08 * size)
        pygame.draw.rect(tmp, shade, shaft)
        pygame.draw.rect(tmp, edge, shaft, max(1, int(0.02 * size)))
        for k in range(3):
            tooth = pygame.Rect(shaft.right - (0.08 + 0.09 * k) * size, shaft.bottom - 1, 0.05 * size,
                                (0.09 if k % 2 == 0 else 0.06) * size)
            pygame.draw.rect(tmp, shade, tooth)
            pygame.draw.rect(tmp, edge, tooth, max(1, int(0.015 * size)))
        pygame.draw.circle(tmp, shade, bow, 0.13 * size)
        pygame.draw.circle(tmp, edge, bow, 0.13 * size, max(1, int(0.025 * size)))
        pygame.draw.circle(tmp, C.cream, bow, 0.045 * size)
    rotated = pygame.transform.rotate(tmp, 28)
    s.blit(rotated, rotated.get_rect(center=(cx, cy)))


# ---------------------------------------------------------------- overview cards
def lawyer(s: pygame.Surface, r: pygame.Rect) -> None:
    u, (cx, cy) = _u(r), r.center
    leather, dark, gold = (132, 78, 42), (80, 44, 22), (232, 188, 72)
    handle = pygame.Rect(0, 0, 0.3 * u, 0.2 * u)
    handle.midbottom = (cx, cy - 0.1 * u)
    pygame.draw.rect(s, dark, handle, max(2, int(0.06 * u)), border_radius=max(2, int(0.06 * u)))
    case = pygame.Rect(0, 0, 0.86 * u, 0.58 * u)
    case.midtop = (cx, cy - 0.14 * u)
    pygame.draw.rect(s, leather, case, border_radius=max(2, int(0.08 * u)))
    pygame.draw.rect(s, dark, case, _lw(u), border_radius=max(2, int(0.08 * u)))
    pygame.draw.line(s, dark, (case.x, case.y + 0.2 * u), (case.right - 1, case.y + 0.2 * u), _lw(u, 0.03))
    for side in (-1, 1):
        clasp = pygame.Rect(0, 0, 0.1 * u, 0.08 * u)
        clasp.center = (cx + side * 0.22 * u, case.y + 0.2 * u)
        pygame.draw.rect(s, gold, clasp, border_radius=2)


def informant(s: pygame.Surface, r: pygame.Rect) -> None:
    u, (cx, cy) = _u(r), r.center
    coat, felt_c, band = (196, 160, 104), (64, 62, 76), (150, 60, 50)
    for side in (-1, 1):  # turned-up collar
        pygame.draw.polygon(s, coat, [(cx, cy + 0.48 * u), (cx + side * 0.44 * u, cy + 0.48 * u),
                                      (cx + side * 0.36 * u, cy + 0.1 * u), (cx + side * 0.1 * u, cy + 0.3 * u)])
        pygame.draw.polygon(s, draw.darken(coat, 0.35), [(cx, cy + 0.48 * u), (cx + side * 0.44 * u, cy + 0.48 * u),
                                                         (cx + side * 0.36 * u, cy + 0.1 * u),
                                                         (cx + side * 0.1 * u, cy + 0.3 * u)], _lw(u, 0.025))
    face = pygame.Rect(0, 0, 0.44 * u, 0.5 * u)
    face.center = (cx, cy + 0.02 * u)
    pygame.draw.ellipse(s, (232, 196, 160), face)
    for side in (-1, 1):  # dark glasses
        lens = pygame.Rect(0, 0, 0.19 * u, 0.12 * u)
        lens.center = (cx + side * 0.11 * u, cy + 0.02 * u)
        pygame.draw.rect(s, INK, lens, border_radius=max(2, int(0.05 * u)))
    pygame.draw.line(s, INK, (cx - 0.04 * u, cy), (cx + 0.04 * u, cy), _lw(u, 0.03))
    brim = pygame.Rect(0, 0, 0.8 * u, 0.14 * u)
    brim.center = (cx, cy - 0.16 * u)
    pygame.draw.ellipse(s, felt_c, brim)
    crown = [(cx - 0.24 * u, cy - 0.16 * u), (cx - 0.2 * u, cy - 0.44 * u), (cx, cy - 0.38 * u),
             (cx + 0.2 * u, cy - 0.44 * u), (cx + 0.24 * u, cy - 0.16 * u)]
    pygame.draw.polygon(s, felt_c, crown)
    pygame.draw.rect(s, band, (cx - 0.235 * u, cy - 0.25 * u, 0.47 * u, 0.07 * u))


def secret(s: pygame.Surface, r: pygame.Rect) -> None:
    u, (cx, cy) = _u(r), r.center
    pygame.draw.circle(s, C.night_hi, (cx, cy), 0.4 * u)
    glyph(s, "?", 0.6 * u, C.mustard, (cx, cy))


# ---------------------------------------------------------------- the catalogue
ICONS: dict[str, Icon] = {
    "police": police_badge, "guard_dog": guard_dog, "door_chain": door_chain, "padlock": padlock, "loot": loot,
    "bone": bone, "wire_cutters": wire_cutters, "keys": keys, "clover": clover, "panic": panic,
    "dropped_loot": dropped_loot, "lawyer": lawyer, "informant": informant, "unused": secret,
}

ACCENTS: dict[str, Color] = {
    "police": (45, 85, 170), "guard_dog": (134, 84, 44), "door_chain": (84, 96, 126), "padlock": (124, 72, 136),
    "loot": (214, 164, 40), "bone": (186, 138, 92), "wire_cutters": (132, 144, 176), "keys": (172, 122, 186),
    "clover": (48, 146, 76), "panic": (222, 84, 60), "dropped_loot": (226, 184, 72),
    "lawyer": (36, 132, 124), "informant": (70, 68, 92), "unused": (120, 70, 130),
}
LIGHT_ACCENTS = {"loot", "dropped_loot"}
"""Accents light enough to need dark title text."""

SUBTITLES: dict[str, str] = {
    "police": "Obstacle", "guard_dog": "Obstacle", "door_chain": "Obstacle", "padlock": "Obstacle",
    "loot": "Loot", "bone": "Beats a Guard Dog", "wire_cutters": "Beats a Door Chain", "keys": "Beats a Padlock",
    "clover": "Sweeps obstacles", "panic": "Pass a card on!", "dropped_loot": "Grab a Loot card",
    "lawyer": "Refuse one card", "informant": "Pass a card on", "unused": "Secret card",
}

TITLES: dict[str, str] = {**{k: NAMES[i] for i, k in enumerate(KINDS)}, "clover": "Clover",
                          "lawyer": "Lawyer", "informant": "Informant", "unused": "Secret"}
"""Names on the card band (the Four-Leaf Clover is "Clover", as everyone calls it)."""

SHORT: dict[str, str] = {**TITLES, "guard_dog": "Dog", "door_chain": "Chain", "wire_cutters": "Cutters",
                         "dropped_loot": "Dropped"}
"""Names short enough for a seat's little labels."""


SUBTITLE_MIN_HEIGHT = 177
"""Faces shorter than this leave the subtitle off: it would be below the legible size (the name stays)."""


@lru_cache(maxsize=256)
def face(name: str, size: tuple[int, int]) -> pygame.Surface:
    """The full face of a card kind (or of an overview card: "lawyer", "informant", "unused").

    The shared face template draws the picture and, on faces tall enough to
    read it, the subtitle; the name is written here, in the largest type that
    fits and never below the legible size (a shorter name on a small card), so
    "Dropped Loot" is never cut.
    """
    accent = ACCENTS[name]
    ink = C.ink if name in LIGHT_ACCENTS else C.cream
    w, h = size
    subtitle = SUBTITLES[name] if h >= SUBTITLE_MIN_HEIGHT else ""
    surf = card_face(size, "", accent, ICONS[name], subtitle=subtitle, key=("alarm", name, bool(subtitle))).copy()
    band_h = max(18, int(h * 0.2))
    font_size = max(MIN_TEXT_PX, int(h * 0.105))
    title = TITLES[name]
    while font_size > MIN_TEXT_PX and Fonts.title(font_size).size(title)[0] > w - 10:
        font_size -= 1
    if Fonts.title(font_size).size(title)[0] > w - 6:
        title = SHORT[name]
    draw.text(surf, title, Fonts.title(font_size), ink, (w // 2, band_h // 2), "center", max_width=w - 4)
    return surf


@lru_cache(maxsize=128)
def mini_card(name: str, size: tuple[int, int], faded: bool = False) -> pygame.Surface:
    """A small face for the seats: cream stock, the accent as a top band, the picture only."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, w // 7)
    pygame.draw.rect(surf, C.cream, surf.get_rect(), border_radius=radius)
    band = pygame.Rect(0, 0, w, max(5, h // 7))
    pygame.draw.rect(surf, ACCENTS[name], band, border_top_left_radius=radius, border_top_right_radius=radius)
    art = pygame.Rect(2, band.bottom + 1, w - 4, h - band.bottom - 3)
    surf.set_clip(art)
    ICONS[name](surf, art)
    surf.set_clip(None)
    pygame.draw.rect(surf, draw.darken(C.paper, 0.3), surf.get_rect(), 1, border_radius=radius)
    if faded:
        surf.set_alpha(70)
        out = pygame.Surface(size, pygame.SRCALPHA)
        out.blit(surf, (0, 0))
        return out
    return surf


@lru_cache(maxsize=64)
def icon(name: str, size: int) -> pygame.Surface:
    """Just the picture, on a transparent square (for badges and buttons)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    ICONS[name](surf, surf.get_rect())
    return surf


def prewarm() -> None:
    """Draw every face the table uses once, ahead of time (a few tens of milliseconds)."""
    from game.alarm.table.layout import MAIN_SIZE, PILE_SIZE, SLOT_SIZE

    for name in KINDS:
        face(name, MAIN_SIZE)
        face(name, PILE_SIZE)
        mini_card(name, SLOT_SIZE)
        mini_card(name, SLOT_SIZE, True)
        icon(name, 22)
    for name in ("lawyer", "informant", "unused"):
        icon(name, 24)


def reset_caches() -> None:
    face.cache_clear()
    mini_card.cache_clear()
    icon.cache_clear()
