"""The game log panel, drawn once per change instead of once per frame.

A table redraws every frame while cards fly, but its log changes only when a
line is added or the family scrolls. :class:`CachedLogPanel` is the shared
:class:`~game.ui.log_panel.LogPanel` with its picture kept in a surface and
rebuilt only then: a single blit per frame instead of a translucent panel
and a dozen lines of text.
"""

from __future__ import annotations

from typing import Callable

import pygame

from game.ui.log_panel import LogPanel

MARGIN = 10
"""Room around the panel for its drop shadow."""


class CachedLogPanel(LogPanel):
    """``under()`` (optional) returns what lies beneath the panel and never changes there (a table's
    background): the picture is then opaque, drawn over a copy of it, exactly as the panel would look."""

    def __init__(self, rect: pygame.Rect, title: str = "What happened",
                 under: Callable[[], pygame.Surface] | None = None):
        super().__init__(rect, title)
        self.under = under
        self._picture: pygame.Surface | None = None
        self._key: tuple | None = None

    def _state(self) -> tuple:
        last = self.lines[-1] if self.lines else None
        return (len(self.lines), last, self.scroll, tuple(self.rect), self.title)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        key = self._state()
        if key != self._key or self._picture is None:
            size = (self.rect.width + 2 * MARGIN, self.rect.height + 2 * MARGIN)
            area = pygame.Rect(self.rect.x - MARGIN, self.rect.y - MARGIN, *size)
            if self.under is not None:
                picture = self.under().subsurface(area.clip(self.under().get_rect())).copy()
            else:
                picture = pygame.Surface(size, pygame.SRCALPHA)
            real = self.rect
            self.rect = pygame.Rect(MARGIN, MARGIN, real.width, real.height)
            try:
                super().draw(picture)
            finally:
                self.rect = real
            if pygame.display.get_surface() is not None:
                picture = picture.convert() if self.under is not None else picture.convert_alpha()
            self._picture, self._key = picture, key
        surface.blit(self._picture, (self.rect.x - MARGIN, self.rect.y - MARGIN))
