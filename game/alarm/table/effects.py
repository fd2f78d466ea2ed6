"""Small pieces of animation for the Alarm! table: extra step types and passing effects.

``Lazy`` and ``Seq`` fill two gaps of the shared event player for this
table: a step can only fly a card that exists when the step *starts* (the
card is often created by the step before), and staggered flights need a
little sequence inside a ``Together``. Effects (speech bubbles, banners,
the siren flash, the Clover's sweep) decorate the table without holding up
the queue; they run on the animation clock, so the speed setting applies.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable, Sequence

import pygame

from game.ui import draw
from game.ui.event_player import Step
from game.ui.theme import C, Color, Fonts


class Lazy(Step):
    """A step built only when it starts (so it can use sprites made by earlier steps)."""

    def __init__(self, factory: Callable[[], Step | None]):
        self.factory = factory
        self.inner: Step | None = None
        self._started = False

    def start(self) -> None:
        if not self._started:
            self._started = True
            self.inner = self.factory()
            if self.inner is not None:
                self.inner.start()

    def update(self, dt: float) -> bool:
        return self.inner.update(dt) if self.inner is not None else False

    def finish(self) -> None:
        self.start()
        if self.inner is not None:
            self.inner.finish()

    def draw(self, surface: pygame.Surface) -> None:
        if self.inner is not None:
            self.inner.draw(surface)


class Seq(Step):
    """Steps one after another, as one step (for staggered flights inside a ``Together``)."""

    def __init__(self, steps: Sequence[Step]):
        self.steps = list(steps)
        self.i = 0
        self._started = False

    def _begin(self) -> None:
        if self.i < len(self.steps):
            self.steps[self.i].start()

    def start(self) -> None:
        if not self._started:
            self._started = True
            self._begin()

    def update(self, dt: float) -> bool:
        while self.i < len(self.steps):
            if self.steps[self.i].update(dt):
                return True
            dt = 0.0
            self.i += 1
            self._begin()
        return False

    def finish(self) -> None:
        self.start()
        while self.i < len(self.steps):
            self.steps[self.i].finish()
            self.i += 1
            if self.i < len(self.steps):
                self.steps[self.i].start()

    def draw(self, surface: pygame.Surface) -> None:
        if self.i < len(self.steps):
            self.steps[self.i].draw(surface)


# ---------------------------------------------------------------- effects
class Effect:
    def __init__(self, seconds: float):
        self.seconds = seconds
        self.t = 0.0

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.seconds) if self.seconds > 0 else 1.0

    def update(self, dt: float) -> bool:
        self.t += dt
        return self.t < self.seconds

    def draw(self, surface: pygame.Surface) -> None:
        pass


class Bubble(Effect):
    """A word or two popping up over a seat ("Lawyer!", "Caught!"). A newer bubble at the same
    place (``key``) replaces an older one, so two never overlap."""

    def __init__(self, text: str, pos: tuple[float, float], color: Color = C.cream, ink: Color = C.ink,
                 seconds: float = 1.4, size: int = 26, key: object = None):
        super().__init__(seconds)
        self.text, self.pos, self.color, self.ink, self.size = text, pos, color, ink, size
        self.key = key

    def draw(self, surface: pygame.Surface) -> None:
        p = self.progress
        pop = min(1.0, p * 6)
        rise = 10 * p
        alpha = 255 if p < 0.75 else int(255 * (1 - (p - 0.75) / 0.25))
        img = _bubble(self.text, self.color, self.ink, self.size)
        if pop < 1.0:
            w, h = img.get_size()
            img = pygame.transform.smoothscale(img, (max(2, int(w * (0.6 + 0.4 * pop))),
                                                     max(2, int(h * (0.6 + 0.4 * pop)))))
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=(self.pos[0], self.pos[1] - rise)))


@lru_cache(maxsize=64)
def _bubble(text: str, color: Color, ink: Color, size: int) -> pygame.Surface:
    font = Fonts.title(size)
    w, h = font.size(text)
    surf = pygame.Surface((w + 32, h + 16), pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, draw.darken(color, 0.4), r, border_radius=r.height // 2)
    pygame.draw.rect(surf, color, r.inflate(-4, -4), border_radius=r.height // 2)
    draw.text(surf, text, font, ink, r.center, "center")
    return surf


class Banner(Effect):
    """Big words across the middle of the table ("Final showdown!")."""

    def __init__(self, text: str, center: tuple[float, float], color: Color = C.mustard, seconds: float = 1.6,
                 width: int = 560):
        super().__init__(seconds)
        self.text, self.center, self.color, self.width = text, center, color, width

    def draw(self, surface: pygame.Surface) -> None:
        p = self.progress
        grow = min(1.0, p * 5)
        alpha = 240 if p < 0.8 else int(240 * (1 - (p - 0.8) / 0.2))
        box = pygame.Rect(0, 0, int(self.width * (0.7 + 0.3 * grow)), 78)
        box.center = (round(self.center[0]), round(self.center[1]))
        draw.panel(surface, box, C.night_lo, radius=22, border=self.color, border_width=4, alpha=alpha, shadow=0)
        draw.text(surface, self.text, Fonts.title(40), self.color, box.center, "center", max_width=box.width - 20)


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
    """An arrow from a card in the centre to the near edge of a seat box above or below it."""
    x = max(seat.left + 40, min(seat.right - 40, card.centerx))
    end = (x, seat.bottom + 6) if seat.centery < card.centery else (x, seat.top - 6)
    arrow(surface, edge_point(card, end, 4), end, color)


def edge_point(rect: pygame.Rect, toward: tuple[float, float], pad: float = 0.0) -> tuple[float, float]:
    """Where the line from ``rect``'s centre towards ``toward`` leaves the rectangle (plus ``pad``)."""
    cx, cy = rect.center
    dx, dy = toward[0] - cx, toward[1] - cy
    if dx == 0 and dy == 0:
        return (cx, cy)
    sx = (rect.width / 2) / abs(dx) if dx else float("inf")
    sy = (rect.height / 2) / abs(dy) if dy else float("inf")
    s = min(sx, sy)
    length = math.hypot(dx, dy)
    extra = pad / length if length else 0
    return (cx + dx * (s + extra), cy + dy * (s + extra))


def reset_caches() -> None:
    _bubble.cache_clear()
    _tint.cache_clear()
