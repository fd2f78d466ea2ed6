"""Cards in flight and the Alcatraz table's own marks (a FOILED! stamp, an Action card's caption, a pulse).

A :class:`TableCard` is the shared :class:`~game.ui.cards.ScaledCard` drawn from
this game's art. The marks stand on the shared stage (:mod:`game.ui.stage`),
beside its speech bubbles and banners.
"""

from __future__ import annotations

import math

import pygame

from game.alcatraz.table import art as card_art
from game.alcatraz.table.layout import HAND_CARD
from game.ui import draw
from game.ui.cards import ScaledCard
from game.ui.stage import Effect
from game.ui.theme import C, Color, Fonts


class TableCard(ScaledCard):
    """An Alcatraz card in flight: this game's picture at the hand size, scaled to ``size``."""

    def __init__(self, card: int, pos: tuple[float, float], size: tuple[int, int], face_up: bool = True):
        super().__init__(card, pos, HAND_CARD, scale=size[0] / HAND_CARD[0], face_up=face_up)

    def picture(self, face_up: bool) -> pygame.Surface:
        return card_art.card_image(self.card_id, HAND_CARD, face_up)


def _panel_layer(size: tuple[int, int], color: Color, border: Color | None, alpha: int) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*color, 235), layer.get_rect(), border_radius=min(size[1] // 2, 24))
    if border is not None:
        pygame.draw.rect(layer, border, layer.get_rect(), 3, border_radius=min(size[1] // 2, 24))
    layer.set_alpha(alpha)
    return layer


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
