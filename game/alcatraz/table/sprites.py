"""Cards in flight and short-lived marks on the Alcatraz table (banners, speech bubbles, stamps).

A :class:`TableCard` is the shared :class:`~game.ui.cards.CardSprite` drawn
from this game's art: its picture is the face (or its deck's back) at one
size, cached, and scaled as it flies, so a card shrinking from the hand to a
play area never draws a new face per frame. Effects last a few seconds of
table time (they speed up with the animation speed) and draw over the table.
"""

from __future__ import annotations

import math

import pygame

from game.alcatraz.table import art as card_art
from game.alcatraz.table.layout import HAND_CARD
from game.ui import draw
from game.ui.cards import CardSprite
from game.ui.theme import C, Color, Fonts, player_style


class TableCard(CardSprite):
    def __init__(self, card: int, pos: tuple[float, float], size: tuple[int, int], face_up: bool = True):
        super().__init__(card, None, pos, size=HAND_CARD, face_up=face_up)
        self.scale = size[0] / HAND_CARD[0]

    def image(self) -> pygame.Surface:
        w, h = max(2, round(HAND_CARD[0] * self.scale)), max(2, round(HAND_CARD[1] * self.scale))
        base = card_art.card_image(self.card_id, HAND_CARD, self.face_up)
        if (w, h) == HAND_CARD:
            return base
        return pygame.transform.smoothscale(base, (w, h))

    def scale_for(self, size: tuple[int, int]) -> float:
        return size[0] / HAND_CARD[0]


class Effect:
    def __init__(self, seconds: float):
        self.t = 0.0
        self.seconds = seconds

    @property
    def alpha(self) -> float:
        """1 while shown, fading over the first and last tenth of a second."""
        return max(0.0, min(1.0, self.t / 0.12, (self.seconds - self.t) / 0.2))

    def update(self, dt: float) -> bool:
        self.t += dt
        return self.t < self.seconds

    def draw(self, surface: pygame.Surface) -> None:
        pass


def _panel_layer(size: tuple[int, int], color: Color, border: Color | None, alpha: int) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*color, 235), layer.get_rect(), border_radius=min(size[1] // 2, 24))
    if border is not None:
        pygame.draw.rect(layer, border, layer.get_rect(), 3, border_radius=min(size[1] // 2, 24))
    layer.set_alpha(alpha)
    return layer


class Banner(Effect):
    """A big line across the middle of the table ("Round 2", "Sam goes out!")."""

    def __init__(self, text: str, sub: str = "", seconds: float = 1.4, center: tuple[int, int] = (500, 330),
                 color: Color = C.night_lo):
        super().__init__(seconds)
        self.text, self.sub, self.center, self.color = text, sub, center, color
        self._layer: pygame.Surface | None = None

    def _build(self) -> pygame.Surface:
        big, small = Fonts.title(40), Fonts.body(20)
        w = max(big.size(self.text)[0], small.size(self.sub)[0] if self.sub else 0) + 80
        h = 70 + (30 if self.sub else 0)
        layer = _panel_layer((w, h), self.color, C.mustard, 255)
        draw.text(layer, self.text, big, C.mustard_hi, (w // 2, 10), "midtop")
        if self.sub:
            draw.text(layer, self.sub, small, C.cream, (w // 2, 62), "midtop")
        return layer

    def draw(self, surface: pygame.Surface) -> None:
        if self._layer is None:
            self._layer = self._build()
        self._layer.set_alpha(int(255 * self.alpha))
        scale = 0.85 + 0.15 * min(1.0, self.t / 0.15)
        img = self._layer if scale > 0.995 else pygame.transform.smoothscale(
            self._layer, (int(self._layer.get_width() * scale), int(self._layer.get_height() * scale)))
        surface.blit(img, img.get_rect(center=self.center))


class Bubble(Effect):
    """A speech bubble by a seat ("Any Spoon Tunnel cards?", "None here")."""

    def __init__(self, anchor: tuple[int, int], text: str, color_index: int, seconds: float = 1.2):
        super().__init__(seconds)
        self.anchor, self.text, self.color_index = anchor, text, color_index
        self._layer: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface) -> None:
        if self._layer is None:
            font = Fonts.title(20)
            w, h = font.size(self.text)[0] + 50, 38
            layer = pygame.Surface((w, h + 10), pygame.SRCALPHA)
            body = pygame.Rect(0, 0, w, h)
            pygame.draw.rect(layer, C.cream, body, border_radius=16)
            pygame.draw.rect(layer, player_style(self.color_index).color, body, 3, border_radius=16)
            pygame.draw.polygon(layer, C.cream, [(22, h - 2), (34, h - 2), (22, h + 9)])
            draw.player_chip(layer, self.color_index, (20, h // 2), 20)
            draw.text(layer, self.text, font, C.ink, (34, h // 2), "midleft")
            self._layer = layer
        self._layer.set_alpha(int(255 * self.alpha))
        r = self._layer.get_rect(bottomleft=self.anchor)
        r.clamp_ip(surface.get_rect().inflate(-8, -8))
        surface.blit(self._layer, r)


class Stamp(Effect):
    """"FOILED!" slammed across a plan, rotated like an ink stamp."""

    def __init__(self, text: str, center: tuple[int, int], color: Color = C.coral, seconds: float = 1.3):
        super().__init__(seconds)
        self.text, self.center, self.color = text, center, color
        font = Fonts.title(44)
        w, h = font.size(text)[0] + 36, 64
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(layer, (*C.cream, 230), layer.get_rect(), border_radius=10)
        pygame.draw.rect(layer, color, layer.get_rect(), 5, border_radius=10)
        draw.text(layer, text, font, color, (w // 2, h // 2), "center")
        self.layer = pygame.transform.rotate(layer, 12)

    def draw(self, surface: pygame.Surface) -> None:
        grow = 1.0 + 0.6 * max(0.0, 1 - self.t / 0.18)
        img = self.layer
        if grow > 1.01:
            img = pygame.transform.smoothscale(img, (int(img.get_width() * grow), int(img.get_height() * grow)))
        img.set_alpha(int(255 * self.alpha))
        surface.blit(img, img.get_rect(center=self.center))


class Caption(Effect):
    """A few lines of text in a panel (what the Action card in the spotlight does)."""

    def __init__(self, title: str, text: str, center: tuple[int, int], seconds: float, width: int = 420):
        super().__init__(seconds)
        font = Fonts.body(20)
        lines = draw.wrap_lines(text, font, width - 30)
        h = 44 + len(lines) * font.get_linesize() + 10
        layer = _panel_layer((width, h), C.night_lo, C.mustard, 255)
        draw.text(layer, title, Fonts.title(26), C.mustard_hi, (width // 2, 8), "midtop")
        y = 44
        for line in lines:
            draw.text(layer, line, font, C.cream, (width // 2, y), "midtop")
            y += font.get_linesize()
        self.layer = layer
        self.center = center

    def draw(self, surface: pygame.Surface) -> None:
        self.layer.set_alpha(int(255 * self.alpha))
        surface.blit(self.layer, self.layer.get_rect(midtop=self.center))


class Pulse(Effect):
    """A ring that flashes around a rect (a plan leaving play, a pile being shuffled)."""

    def __init__(self, rect: pygame.Rect, color: Color = C.mustard_hi, seconds: float = 0.6):
        super().__init__(seconds)
        self.rect, self.color = pygame.Rect(rect), color

    def draw(self, surface: pygame.Surface) -> None:
        k = math.sin(min(1.0, self.t / self.seconds) * math.pi)
        pygame.draw.rect(surface, self.color, self.rect.inflate(6 + 10 * k, 6 + 10 * k), 3, border_radius=12)
