"""Code-drawn illustrations shared across screens: the logo mask, game emblems.

Drawing them in code keeps the art original, crisp at any size, and free of
files that could go missing.
"""

from __future__ import annotations

import math

import pygame

from game.ui import draw
from game.ui.theme import C


def mask_icon(size: int) -> pygame.Surface:
    """The app icon: a burglar's eye mask on a mustard moon."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(s, C.mustard, (c, c), size * 0.48)
    pygame.draw.circle(s, draw.darken(C.mustard, 0.25), (c, c), size * 0.48, max(2, size // 24))
    band = pygame.Rect(0, 0, size * 0.86, size * 0.30)
    band.center = (c, c * 0.95)
    pygame.draw.ellipse(s, C.ink, band)
    for dx in (-0.2, 0.2):
        eye = pygame.Rect(0, 0, size * 0.2, size * 0.13)
        eye.center = (c + dx * size, c * 0.95)
        pygame.draw.ellipse(s, C.cream, eye)
        pygame.draw.circle(s, C.ink, (eye.centerx + size * 0.02, eye.centery), size * 0.035)
    # ribbon tails
    pygame.draw.polygon(s, C.ink, [(band.left + 2, band.centery), (band.left - size * 0.02, band.bottom + size * 0.12),
                                   (band.left + size * 0.1, band.bottom)])
    return s


def siren(surface: pygame.Surface, rect: pygame.Rect, t: float = 0.0) -> None:
    """Alarm!'s emblem: a police light with rays."""
    cx, cy = rect.center
    r = min(rect.width, rect.height) * 0.28
    for i in range(10):
        ang = i * math.pi / 5 + t
        pts = [(cx, cy), (cx + math.cos(ang - 0.12) * r * 2.4, cy + math.sin(ang - 0.12) * r * 2.4),
               (cx + math.cos(ang + 0.12) * r * 2.4, cy + math.sin(ang + 0.12) * r * 2.4)]
        pygame.draw.polygon(surface, draw.mix(C.coral, C.night, 0.45) if i % 2 else draw.mix(C.sky, C.night, 0.45), pts)
    dome = pygame.Rect(0, 0, r * 2, r * 2)
    dome.midbottom = (cx, cy + r * 0.6)
    pygame.draw.ellipse(surface, C.coral, dome)
    pygame.draw.rect(surface, C.coral, (dome.x, dome.centery, dome.width, dome.height / 2))
    pygame.draw.ellipse(surface, draw.lighten(C.coral, 0.5), dome.inflate(-r * 1.1, -r * 1.2).move(-r * 0.2, -r * 0.2))
    base = pygame.Rect(0, 0, r * 2.6, r * 0.5)
    base.midtop = (cx, dome.bottom - 2)
    pygame.draw.rect(surface, C.ink, base, border_radius=6)


def prison(surface: pygame.Surface, rect: pygame.Rect, t: float = 0.0) -> None:
    """Escape from Alcatraz's emblem: a lighthouse beam over barred windows."""
    cx, cy = rect.center
    w = min(rect.width, rect.height) * 0.7
    wall = pygame.Rect(0, 0, w, w * 0.55)
    wall.midtop = (cx, cy - w * 0.05)
    beam = [(cx, cy - w * 0.45), (rect.left + 4, cy - w * 0.75), (rect.left + 4, cy - w * 0.35)]
    pygame.draw.polygon(surface, draw.mix(C.mustard, C.night, 0.5), beam)
    tower = pygame.Rect(0, 0, w * 0.18, w * 0.5)
    tower.midbottom = (cx, wall.top + 4)
    pygame.draw.rect(surface, C.cream, tower)
    pygame.draw.rect(surface, C.coral, (tower.x, tower.y + tower.height * 0.4, tower.width, tower.height * 0.18))
    pygame.draw.circle(surface, C.mustard, (cx, tower.top), w * 0.08)
    pygame.draw.rect(surface, (150, 140, 130), wall, border_radius=6)
    for i in range(3):
        win = pygame.Rect(0, 0, w * 0.18, w * 0.26)
        win.center = (wall.x + w * (0.2 + 0.3 * i), wall.centery + 2)
        pygame.draw.rect(surface, C.night_lo, win, border_radius=4)
        for k in range(1, 4):
            x = win.x + win.width * k / 4
            pygame.draw.line(surface, (200, 200, 210), (x, win.top), (x, win.bottom), 3)


def house(surface: pygame.Surface, rect: pygame.Rect, t: float = 0.0) -> None:
    """Home Alone's emblem: a snug house with one lit window and a paint can."""
    cx, cy = rect.center
    w = min(rect.width, rect.height) * 0.72
    body = pygame.Rect(0, 0, w, w * 0.55)
    body.midtop = (cx, cy - w * 0.05)
    roof = [(body.left - w * 0.08, body.top + 2), (cx, body.top - w * 0.42), (body.right + w * 0.08, body.top + 2)]
    pygame.draw.rect(surface, C.coral, body)
    pygame.draw.polygon(surface, (110, 60, 70), roof)
    chimney = pygame.Rect(body.right - w * 0.28, body.top - w * 0.34, w * 0.1, w * 0.2)
    pygame.draw.rect(surface, (110, 60, 70), chimney)
    door = pygame.Rect(0, 0, w * 0.17, w * 0.3)
    door.midbottom = (cx, body.bottom)
    pygame.draw.rect(surface, C.ink, door, border_radius=4)
    for dx in (-0.3, 0.3):
        win = pygame.Rect(0, 0, w * 0.18, w * 0.16)
        win.center = (cx + dx * w, body.centery - w * 0.04)
        pygame.draw.rect(surface, C.mustard_hi if dx < 0 else C.night_lo, win, border_radius=3)
        pygame.draw.line(surface, C.cream, (win.centerx, win.top), (win.centerx, win.bottom), 2)
    pygame.draw.rect(surface, C.cream, (body.x - 6, body.bottom, body.width + 12, 6), border_radius=3)


EMBLEMS = {"alarm": siren, "alcatraz": prison, "home_alone": house}
