"""The Alarm! table's own effects (the siren flash, the Clover's sweep, prison bars) and arrows.

They stand on the shared stage (:mod:`game.ui.stage`), as the speech bubbles
and banners do: decorations over the table that never hold up the queue.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import draw
from game.ui.stage import Effect
from game.ui.theme import C, Color


class SirenFlash(Effect):
    """Red and blue light sweeping over a caught player's seat."""

    def __init__(self, rect: pygame.Rect, seconds: float = 1.1):
        super().__init__(seconds)
        self.rect = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface) -> None:
        p = self.progress
        phase = int(self.t * 8) % 2
        color = (230, 50, 50) if phase == 0 else (60, 110, 240)
        layer = _tint(self.rect.size, color)
        layer.set_alpha(int(120 * (1 - p) + 40))
        surface.blit(layer, self.rect.topleft)
        pygame.draw.rect(surface, color, self.rect.inflate(8, 8), 5, border_radius=16)
        cx, cy = self.rect.midtop
        for i in range(6):  # rays from a little light on top
            ang = math.pi * (i / 5) + self.t * 6
            end = (cx + math.cos(ang) * 60, cy - abs(math.sin(ang)) * 40)
            pygame.draw.line(surface, color, (cx, cy), end, 3)
        pygame.draw.circle(surface, color, (cx, cy), 12)
        pygame.draw.circle(surface, C.cream, (cx, cy), 12, 2)


@lru_cache(maxsize=16)
def _tint(size: tuple[int, int], color: Color) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*color, 255), surf.get_rect(), border_radius=14)
    return surf


class Sweep(Effect):
    """The Four-Leaf Clover's sweep: a green swoosh across a seat's obstacle slots."""

    def __init__(self, start: tuple[float, float], end: tuple[float, float], seconds: float = 0.6):
        super().__init__(seconds)
        self.start, self.end = start, end

    def draw(self, surface: pygame.Surface) -> None:
        p = self.progress
        n = 14
        for i in range(n):
            t = p * i / (n - 1)
            x = self.start[0] + (self.end[0] - self.start[0]) * t
            y = self.start[1] + (self.end[1] - self.start[1]) * t - math.sin(math.pi * t) * 26
            r = 4 + 8 * (i / n)
            pygame.draw.circle(surface, draw.mix((70, 166, 80), C.cream, 1 - i / n), (x, y), r)


class Bars(Effect):
    """Prison bars dropping over a seat."""

    def __init__(self, rect: pygame.Rect, seconds: float = 0.5):
        super().__init__(seconds)
        self.rect = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface) -> None:
        drop = min(1.0, self.progress * 1.2)
        bottom = self.rect.y + int(self.rect.height * drop)
        for x in range(self.rect.x + 24, self.rect.right - 6, 30):
            pygame.draw.line(surface, (150, 152, 168), (x, self.rect.y), (x, bottom), 5)
        pygame.draw.line(surface, (150, 152, 168), (self.rect.x + 8, bottom), (self.rect.right - 8, bottom), 6)


def arrow(surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float], color: Color,
          width: int = 6) -> None:
    """A thick arrow with a dark outline, pointing at ``end``."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 8:
        return
    ux, uy = dx / length, dy / length
    head = min(22.0, length * 0.5)
    base = (end[0] - ux * head, end[1] - uy * head)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pygame.draw.line(surface, C.ink, start, base, width + 4)
    pygame.draw.polygon(surface, C.ink, [end, left, right])
    pygame.draw.line(surface, color, start, base, width)
    inner = [(end[0] - ux * 3, end[1] - uy * 3), (left[0] + ux * 1.5 + uy * 1.5, left[1] + uy * 1.5 - ux * 1.5),
             (right[0] + ux * 1.5 - uy * 1.5, right[1] + uy * 1.5 + ux * 1.5)]
    pygame.draw.polygon(surface, color, inner)


def seat_arrow(surface: pygame.Surface, card: pygame.Rect, seat: pygame.Rect, color: Color) -> None:
    """An arrow from a card in the centre to the near edge of a seat box above or below it.

    It leaves the card through its top or bottom edge, so it passes above or
    below the piles beside the card, never over their counts."""
    x = max(seat.left + 40, min(seat.right - 40, card.centerx))
    above = seat.centery < card.centery
    end = (x, seat.bottom + 6) if above else (x, seat.top - 6)
    start_x = max(card.left + 24, min(card.right - 24, x))
    arrow(surface, (start_x, card.top - 4 if above else card.bottom + 4), end, color)


def reset_caches() -> None:
    _tint.cache_clear()
