"""Short-lived marks over a table: the effect clock, speech bubbles and banners.

Effects decorate a table without holding up the event player's queue ("Lawyer!"
over a seat, "Round 2" across the middle). They run on the animation clock, so
the family's speed setting applies to them too. Every card table keeps its
effects in one :class:`Effects` stage; a game adds its own kinds (the siren
flash, a FOILED! stamp) by subclassing :class:`Effect`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator

import pygame

from game.ui import draw
from game.ui.theme import C, Color, Fonts, player_style


class Effect:
    """Something drawn over the table for ``seconds`` of animation time."""

    #: effects with the same key replace each other (two bubbles over one seat never overlap)
    key: object = None

    def __init__(self, seconds: float):
        self.seconds = seconds
        self.t = 0.0

    @property
    def progress(self) -> float:
        """0 at the start, 1 at the end."""
        return min(1.0, self.t / self.seconds) if self.seconds > 0 else 1.0

    @property
    def alpha(self) -> float:
        """1 while shown, fading in over the first eighth of a second and out over the last fifth."""
        return max(0.0, min(1.0, self.t / 0.12, (self.seconds - self.t) / 0.2))

    def update(self, dt: float) -> bool:
        self.t += dt
        return self.t < self.seconds

    def draw(self, surface: pygame.Surface) -> None:
        pass


class Effects:
    """A table's running effects: added, advanced on the animation clock, drawn over the table."""

    def __init__(self) -> None:
        self.items: list[Effect] = []

    def add(self, effect: Effect) -> Effect:
        if effect.key is not None:
            self.items = [e for e in self.items if e.key != effect.key]
        self.items.append(effect)
        return effect

    def update(self, dt: float, speed: float = 1.0) -> bool:
        """Advance every effect by ``dt`` seconds at ``speed``; True while any is still showing."""
        if not self.items:
            return False
        step = dt * speed
        self.items = [e for e in self.items if e.update(step)]
        return True

    def draw(self, surface: pygame.Surface) -> None:
        for effect in self.items:
            effect.draw(surface)

    def clear(self) -> None:
        self.items.clear()

    def __iter__(self) -> Iterator[Effect]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __bool__(self) -> bool:
        return bool(self.items)


class Bubble(Effect):
    """A word or two by a seat ("Lawyer!", "None here").

    Without ``seat`` it is a pill that pops up at ``pos`` and rises a little; with
    ``seat`` it is a speech bubble in that player's colour, with their symbol and a
    tail, whose bottom-left corner sits at ``pos`` (kept on screen).
    """

    def __init__(self, text: str, pos: tuple[float, float], *, color: Color = C.cream, ink: Color = C.ink,
                 seconds: float = 1.4, size: int = 26, key: object = None, seat: int | None = None):
        super().__init__(seconds)
        self.text, self.pos, self.color, self.ink, self.size = text, pos, color, ink, size
        self.key = key
        self.seat = seat

    def draw(self, surface: pygame.Surface) -> None:
        if self.seat is not None:
            layer = _speech(self.text, self.seat, self.size).copy()
            layer.set_alpha(int(255 * self.alpha))
            r = layer.get_rect(bottomleft=(round(self.pos[0]), round(self.pos[1])))
            r.clamp_ip(surface.get_rect().inflate(-8, -8))
            surface.blit(layer, r)
            return
        p = self.progress
        pop = min(1.0, p * 6)
        rise = 10 * p
        alpha = 255 if p < 0.75 else int(255 * (1 - (p - 0.75) / 0.25))
        img = _pill(self.text, self.color, self.ink, self.size)
        if pop < 1.0:
            w, h = img.get_size()
            img = pygame.transform.smoothscale(img, (max(2, int(w * (0.6 + 0.4 * pop))),
                                                     max(2, int(h * (0.6 + 0.4 * pop)))))
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=(self.pos[0], self.pos[1] - rise)))


@lru_cache(maxsize=64)
def _pill(text: str, color: Color, ink: Color, size: int) -> pygame.Surface:
    font = Fonts.title(size)
    w, h = font.size(text)
    surf = pygame.Surface((w + 32, h + 16), pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, draw.darken(color, 0.4), r, border_radius=r.height // 2)
    pygame.draw.rect(surf, color, r.inflate(-4, -4), border_radius=r.height // 2)
    draw.text(surf, text, font, ink, r.center, "center")
    return surf


@lru_cache(maxsize=64)
def _speech(text: str, seat: int, size: int) -> pygame.Surface:
    font = Fonts.title(size)
    w, h = font.size(text)[0] + 50, size + 18
    layer = pygame.Surface((w, h + 10), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(layer, C.cream, body, border_radius=16)
    pygame.draw.rect(layer, player_style(seat).color, body, 3, border_radius=16)
    pygame.draw.polygon(layer, C.cream, [(22, h - 2), (34, h - 2), (22, h + 9)])
    draw.player_chip(layer, seat, (20, h // 2), 20)
    draw.text(layer, text, font, C.ink, (34, h // 2), "midleft")
    return layer


class Banner(Effect):
    """Big words across the table ("Final showdown!", "Round 2"), with an optional smaller line."""

    def __init__(self, text: str, center: tuple[float, float], *, sub: str = "", accent: Color = C.mustard,
                 seconds: float = 1.6, width: int = 0):
        super().__init__(seconds)
        self.text, self.sub, self.center, self.accent, self.width = text, sub, center, accent, width
        self._layer: pygame.Surface | None = None

    def _build(self) -> pygame.Surface:
        big, small = Fonts.title(40), Fonts.body(20)
        w = max(self.width, big.size(self.text)[0] + 80, (small.size(self.sub)[0] + 80) if self.sub else 0)
        h = 78 + (30 if self.sub else 0)
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        draw.panel(layer, layer.get_rect(), C.night_lo, radius=22, border=self.accent, border_width=4, shadow=0,
                   alpha=240)
        draw.text(layer, self.text, big, self.accent, (w // 2, 39), "center", max_width=w - 20)
        if self.sub:
            draw.text(layer, self.sub, small, C.cream, (w // 2, 70), "midtop", max_width=w - 20)
        return layer

    def draw(self, surface: pygame.Surface) -> None:
        if self._layer is None:
            self._layer = self._build()
        self._layer.set_alpha(int(255 * self.alpha))
        scale = 0.85 + 0.15 * min(1.0, self.t / 0.15)
        img = self._layer if scale > 0.995 else pygame.transform.smoothscale(
            self._layer, (int(self._layer.get_width() * scale), int(self._layer.get_height() * scale)))
        surface.blit(img, img.get_rect(center=(round(self.center[0]), round(self.center[1]))))


def reset_caches() -> None:
    _pill.cache_clear()
    _speech.cache_clear()


__all__ = ["Banner", "Bubble", "Effect", "Effects", "reset_caches"]
