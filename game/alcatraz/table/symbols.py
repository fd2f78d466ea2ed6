"""The seven plan symbols (and the Generic Escapee's silhouette), drawn in code at any size.

Every plan has a colour *and* one of these shapes, so a player who cannot
tell yellow from green still tells a raincoat umbrella from a cloud. Each
drawer fills the square centred in ``rect`` with the shape in ``fill``,
outlined in ``ink``; the shapes are chunky so they stay readable at 14 px.
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from game.ui.theme import C, Color

Drawer = Callable[[pygame.Surface, pygame.Rect, Color, Color], None]


def _geo(r: pygame.Rect) -> tuple[float, float, float]:
    u = float(min(r.width, r.height))
    return u, float(r.centerx), float(r.centery)


def _w(u: float, k: float = 0.07) -> int:
    return max(1, round(u * k))


def _poly(s: pygame.Surface, pts, fill: Color, ink: Color, width: int) -> None:
    pygame.draw.polygon(s, fill, pts)
    pygame.draw.polygon(s, ink, pts, width)


def umbrella(s: pygame.Surface, r: pygame.Rect, fill: Color, ink: Color) -> None:
    u, cx, cy = _geo(r)
    w = _w(u)
    top = cy - 0.36 * u
    rad = 0.44 * u
    base = cy + 0.02 * u
    pts = [(cx + rad * math.cos(a), base - (base - top) * math.sin(a))
           for a in [math.pi * i / 16 for i in range(17)]]
    # scalloped rim: three little arches along the bottom edge
    rim = []
    for k in range(3, 0, -1):
        x0, x1 = cx - rad + (k - 1) * 2 * rad / 3, cx - rad + k * 2 * rad / 3
        for i in range(7):
            t = i / 6
            rim.append((x1 + (x0 - x1) * t, base - math.sin(math.pi * t) * 0.08 * u))
    _poly(s, pts + rim[::-1], fill, ink, w)
    # the handle: a shaft and a hook
    shaft_top, shaft_bot = (cx, base - 0.02 * u), (cx, cy + 0.34 * u)
    pygame.draw.line(s, ink, shaft_top, shaft_bot, _w(u, 0.08))
    hook = pygame.Rect(0, 0, 0.2 * u, 0.2 * u)
    hook.midtop = (cx - 0.1 * u, shaft_bot[1] - 0.1 * u)
    pygame.draw.arc(s, ink, hook, math.pi, 2 * math.pi, _w(u, 0.08))
    pygame.draw.circle(s, ink, (cx, top), max(1, 0.04 * u))


def spoon(s: pygame.Surface, r: pygame.Rect, fill: Color, ink: Color) -> None:
    u, cx, cy = _geo(r)
    ang = math.radians(-40)  # tilted, bowl up and to the right
    dx, dy = math.cos(ang), math.sin(ang)
    nx, ny = -dy, dx

    def at(t: float, n: float = 0.0) -> tuple[float, float]:
        return (cx + dx * t * u + nx * n * u, cy + dy * t * u + ny * n * u)

    handle = [at(-0.46, -0.05), at(-0.46, 0.05), at(0.08, 0.035), at(0.08, -0.035)]
    _poly(s, handle, fill, ink, _w(u, 0.05))
    bowl = [at(0.08 + 0.2 * (1 - math.cos(a)), 0.16 * math.sin(a)) for a in [math.pi * 2 * i / 24 for i in range(24)]]
    _poly(s, bowl, fill, ink, _w(u, 0.06))
    shine = at(0.3, -0.05)
    pygame.draw.circle(s, C.white, shine, max(1, 0.04 * u))


def mask(s: pygame.Surface, r: pygame.Rect, fill: Color, ink: Color) -> None:
    """Dummy Heads: a papier-mâché head, hair on top and two dark eyes."""
    u, cx, cy = _geo(r)
    face = pygame.Rect(0, 0, 0.62 * u, 0.8 * u)
    face.center = (cx, cy + 0.04 * u)
    pygame.draw.ellipse(s, fill, face)
    pygame.draw.ellipse(s, ink, face, _w(u, 0.06))
    hair = pygame.Rect(0, 0, 0.66 * u, 0.42 * u)
    hair.midtop = (cx, face.top - 0.03 * u)
    pygame.draw.arc(s, ink, hair, 0.1, math.pi - 0.1, _w(u, 0.12))
    for side in (-1, 1):
        eye = pygame.Rect(0, 0, 0.15 * u, 0.11 * u)
        eye.center = (cx + side * 0.13 * u, cy - 0.02 * u)
        pygame.draw.ellipse(s, ink, eye)
    pygame.draw.line(s, ink, (cx - 0.1 * u, cy + 0.22 * u), (cx + 0.1 * u, cy + 0.22 * u), _w(u, 0.05))


def crosshair(s: pygame.Surface, r: pygame.Rect, fill: Color, ink: Color) -> None:
    u, cx, cy = _geo(r)
    pygame.draw.circle(s, fill, (cx, cy), 0.4 * u)
    pygame.draw.circle(s, ink, (cx, cy), 0.4 * u, _w(u, 0.08))
    pygame.draw.circle(s, ink, (cx, cy), 0.2 * u, _w(u, 0.06))
    lw = _w(u, 0.07)
    for (x0, y0, x1, y1) in ((-0.5, 0, -0.12, 0), (0.12, 0, 0.5, 0), (0, -0.5, 0, -0.12), (0, 0.12, 0, 0.5)):
        pygame.draw.line(s, ink, (cx + x0 * u, cy + y0 * u), (cx + x1 * u, cy + y1 * u), lw)
    pygame.draw.circle(s, ink, (cx, cy), max(1, 0.05 * u))


def key(s: pygame.Surface, r: pygame.Rect, fill: Color, ink: Color) -> None:
    u, cx, cy = _geo(r)
    ring = (cx - 0.24 * u, cy)
    shaft = pygame.Rect(0, 0, 0.56 * u, 0.13 * u)
    shaft.midleft = (ring[0] + 0.12 * u, cy)
    teeth = [pygame.Rect(shaft.right - 0.12 * u, cy, 0.1 * u, 0.2 * u),
             pygame.Rect(shaft.right - 0.3 * u, cy, 0.1 * u, 0.15 * u)]
    for t in teeth:
        pygame.draw.rect(s, fill, t)
        pygame.draw.rect(s, ink, t, _w(u, 0.045))
    pygame.draw.rect(s, fill, shaft)
    pygame.draw.rect(s, ink, shaft, _w(u, 0.05))
    pygame.draw.circle(s, fill, ring, 0.22 * u)
    pygame.draw.circle(s, ink, ring, 0.22 * u, _w(u, 0.06))
    pygame.draw.circle(s, ink, ring, 0.08 * u)


def wave(s: pygame.Surface, r: pygame.Rect, fill: Color, ink: Color) -> None:
    u, cx, cy = _geo(r)
    for row, dy in enumerate((-0.2, 0.16)):
        top = []
        for i in range(25):
            t = i / 24
            x = cx - 0.46 * u + t * 0.92 * u
            top.append((x, cy + dy * u - math.sin(t * math.pi * 3 + row) * 0.1 * u))
        bottom = [(x, y + 0.16 * u) for x, y in reversed(top)]
        _poly(s, top + bottom, fill, ink, _w(u, 0.05))


def cloud(s: pygame.Surface, r: pygame.Rect, fill: Color, ink: Color) -> None:
    u, cx, cy = _geo(r)
    puffs = [(-0.24, 0.06, 0.2), (0.0, -0.1, 0.26), (0.24, 0.04, 0.2), (0.06, 0.12, 0.2), (-0.1, 0.12, 0.18)]
    w = _w(u, 0.06)
    for px, py, pr in puffs:  # outlines first, then the fills over them: one outline around the whole cloud
        pygame.draw.circle(s, ink, (cx + px * u, cy + py * u), pr * u + w)
    for px, py, pr in puffs:
        pygame.draw.circle(s, fill, (cx + px * u, cy + py * u), pr * u)


def silhouette(s: pygame.Surface, r: pygame.Rect, fill: Color, ink: Color) -> None:
    """A head and shoulders: the Escapees' mark (Generic ones carry only this)."""
    u, cx, cy = _geo(r)
    body = pygame.Rect(0, 0, 0.8 * u, 0.7 * u)
    body.midtop = (cx, cy + 0.08 * u)
    clip = s.get_clip()
    s.set_clip(pygame.Rect(body.x - 4, body.y - 4, body.width + 8, int(0.42 * u) + 4).clip(clip or s.get_rect()))
    pygame.draw.ellipse(s, fill, body)
    pygame.draw.ellipse(s, ink, body, _w(u, 0.06))
    s.set_clip(clip)
    pygame.draw.line(s, ink, (body.x + 0.06 * u, cy + 0.5 * u), (body.right - 0.06 * u, cy + 0.5 * u), _w(u, 0.06))
    pygame.draw.circle(s, fill, (cx, cy - 0.16 * u), 0.22 * u)
    pygame.draw.circle(s, ink, (cx, cy - 0.16 * u), 0.22 * u, _w(u, 0.06))


SYMBOLS: dict[str, Drawer] = {
    "umbrella": umbrella, "spoon": spoon, "mask": mask, "crosshair": crosshair, "key": key, "wave": wave,
    "cloud": cloud, "silhouette": silhouette,
}


def draw_symbol(surface: pygame.Surface, name: str, rect: pygame.Rect, fill: Color, ink: Color = C.ink) -> None:
    """Draw the symbol ``name`` into ``rect`` (a square works best)."""
    SYMBOLS.get(name, silhouette)(surface, pygame.Rect(rect), fill, ink)
