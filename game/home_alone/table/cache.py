"""A picture redrawn only when what it shows changes (the frame budget's friend).

``Cached(rect, margin)`` keeps one surface for a screen rectangle; ``draw(surface, key,
render)`` calls ``render(picture, origin)`` only when ``key`` differs from last time, then
blits. ``origin`` is where the rectangle's top-left lies on the picture (its margin
leaves room for drop shadows).
"""

from __future__ import annotations

from typing import Any, Callable, Hashable

import pygame


class Cached:
    def __init__(self, rect: pygame.Rect, margin: int = 10):
        self.rect = pygame.Rect(rect)
        self.margin = margin
        self.key: Any = object()
        self.surface = pygame.Surface((self.rect.width + 2 * margin, self.rect.height + 2 * margin), pygame.SRCALPHA)
        if pygame.display.get_surface() is not None:
            self.surface = self.surface.convert_alpha()  # the display's own format blits fastest
        self.renders = 0

    def draw(self, target: pygame.Surface, key: Hashable, render: Callable[[pygame.Surface, tuple[int, int]], None]
             ) -> None:
        if key != self.key:
            self.key = key
            self.surface.fill((0, 0, 0, 0))
            render(self.surface, (self.margin, self.margin))
            self.renders += 1
        target.blit(self.surface, (self.rect.x - self.margin, self.rect.y - self.margin))

    def forget(self) -> None:
        self.key = object()
