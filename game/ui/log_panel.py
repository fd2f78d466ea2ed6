"""The game log: what happened, in plain words, newest at the bottom.

Lines are added as their animation starts (so the log never spoils what is
about to be shown). The wheel scrolls back through the whole game.
"""

from __future__ import annotations

import pygame

from game.ui import draw
from game.ui.theme import BODY_S, BODY_XS, C, Fonts, player_style


class LogPanel:
    def __init__(self, rect: pygame.Rect, title: str = "What happened"):
        self.rect = pygame.Rect(rect)
        self.title = title
        self.lines: list[tuple[str, int | None]] = []
        self.scroll = 0  # lines scrolled up from the bottom
        self._wrapped: list[tuple[str, int | None]] = []
        self._wrap_width = -1
        self.visible = True

    def add(self, text: str, seat: int | None = None) -> None:
        self.lines.append((text, seat))
        if len(self.lines) > 2000:
            self.lines = self.lines[-1500:]
            self._wrap_width = -1
        elif self._wrap_width >= 0:  # wrap just the new line: rewrapping a long game's log every time is slow
            self._wrapped.extend(self._wrap_one(text, seat, Fonts.body(BODY_S), self._wrap_width))
        self.scroll = 0

    def clear(self) -> None:
        self.lines.clear()
        self._wrapped = []
        self._wrap_width = -1

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                self.scroll = max(0, min(max(0, len(self._wrapped) - 3), self.scroll + event.y))
                return True
        return False

    @staticmethod
    def _wrap_one(text: str, seat: int | None, font: pygame.font.Font, width: int) -> list[tuple[str, int | None]]:
        return [(line, seat if i == 0 else -1) for i, line in enumerate(draw.wrap_lines(text, font, width))]

    def _wrap(self, font: pygame.font.Font, width: int) -> list[tuple[str, int | None]]:
        if width != self._wrap_width:
            out = []
            for text, seat in self.lines:
                out.extend(self._wrap_one(text, seat, font, width))
            self._wrapped = out
            self._wrap_width = width
        return self._wrapped

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        r = self.rect
        draw.panel(surface, r, C.night_lo, radius=14, alpha=225, shadow=4)
        draw.text(surface, self.title, Fonts.title(20), C.mustard, (r.x + 14, r.y + 8))
        font = Fonts.body(BODY_S)
        inner = pygame.Rect(r.x + 14, r.y + 40, r.width - 28, r.height - 50)
        lines = self._wrap(font, inner.width - 18)
        lh = font.get_linesize()
        visible = max(1, inner.height // lh)
        end = len(lines) - self.scroll
        start = max(0, end - visible)
        y = inner.y
        clip = surface.get_clip()
        surface.set_clip(inner)
        for idx in range(start, end):
            line, seat = lines[idx]
            x = inner.x
            if seat is not None and seat >= 0:
                pygame.draw.circle(surface, player_style(seat).color, (x + 6, y + lh // 2), 5)
            color = C.text if idx == len(lines) - 1 - self.scroll and self.scroll == 0 else C.text_dim
            draw.text(surface, line, font, color, (x + 18, y))
            y += lh
        surface.set_clip(clip)
        if self.scroll:
            more = f"{self.scroll} newer below"
            font = Fonts.body(BODY_XS)
            box = draw.text(surface, more, font, C.mustard, (r.right - 12, r.bottom - 4), "bottomright")
            tip = (box.x - 12, box.centery + 4)  # a small arrow pointing down to them, drawn (no font has one)
            pygame.draw.polygon(surface, C.mustard, [(tip[0] - 6, tip[1] - 8), (tip[0] + 6, tip[1] - 8), tip])
