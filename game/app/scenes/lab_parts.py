"""Pieces shared by the Playtest lab and the house-rules editor: a scrolled area, a progress bar, tabs."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from game.ui import draw
from game.ui.theme import C, Fonts
from game.ui.widgets import Button, WidgetGroup


class ScrollView:
    """A window onto something taller: the wheel, arrows and Page Up/Down move it."""

    def __init__(self, rect: pygame.Rect, content_height: int = 0, step: int = 48):
        self.rect = pygame.Rect(rect)
        self.content_height = content_height
        self.offset = 0
        self.step = step

    @property
    def limit(self) -> int:
        return max(0, self.content_height - self.rect.height)

    def scroll_by(self, dy: float) -> None:
        self.offset = int(max(0, min(self.limit, self.offset + dy)))

    def scroll_to_show(self, top: int, bottom: int) -> None:
        """Scroll so that content rows ``top``..``bottom`` are visible."""
        if top < self.offset:
            self.offset = max(0, top)
        elif bottom > self.offset + self.rect.height:
            self.offset = min(self.limit, bottom - self.rect.height)

    def handle(self, event: pygame.event.Event, keys: bool = True) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.step)
            return True
        if keys and event.type == pygame.KEYDOWN:
            step = {pygame.K_PAGEDOWN: self.rect.height - self.step, pygame.K_PAGEUP: -(self.rect.height - self.step),
                    pygame.K_HOME: -10**9, pygame.K_END: 10**9}.get(event.key)
            if step is not None:
                self.scroll_by(step)
                return True
        return False

    def y(self, content_y: int) -> int:
        """Screen y of a content row."""
        return self.rect.y + content_y - self.offset

    def shows(self, content_top: int, content_bottom: int) -> bool:
        return content_top >= self.offset and content_bottom <= self.offset + self.rect.height

    def draw_bar(self, surface: pygame.Surface) -> None:
        if self.limit <= 0:
            return
        track = pygame.Rect(self.rect.right + 4, self.rect.y, 6, self.rect.height)
        h = max(36, track.height * self.rect.height / self.content_height)
        y = track.y + (track.height - h) * (self.offset / self.limit)
        pygame.draw.rect(surface, C.night_hi, track, border_radius=3)
        pygame.draw.rect(surface, C.mustard, (track.x, y, track.width, h), border_radius=3)


def progress_bar(surface: pygame.Surface, rect: pygame.Rect, fraction: float) -> None:
    # the track shows on the panel it lies on (the same night colour): at 3% the bar was a lone dot
    pygame.draw.rect(surface, C.night, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, draw.mix(C.night, C.text_dim, 0.35), rect, 2, border_radius=rect.height // 2)
    inner = rect.inflate(-8, -8)
    fill = inner.copy()
    fill.width = max(inner.height, int(inner.width * max(0.0, min(1.0, fraction))))
    if fraction > 0:
        pygame.draw.rect(surface, C.mustard, fill, border_radius=inner.height // 2)
    draw.text(surface, f"{fraction * 100:.0f}%", Fonts.bold(20), C.ink if fraction > 0.55 else C.cream,
              rect.center, "center")


class Tabs:
    """A row of buttons of which one is selected."""

    def __init__(self, widgets: WidgetGroup, x: int, y: int, labels: Sequence[str], on_select: Callable[[int], None],
                 width: int = 150, height: int = 44, gap: int = 8, font_size: int = 20):
        self.buttons: list[Button] = []
        self.on_select = on_select
        self.index = 0
        for i, label in enumerate(labels):
            b = Button(pygame.Rect(x + i * (width + gap), y, width, height), label, lambda i=i: self.select(i),
                       font_size=font_size, hotkey=pygame.K_1 + i if i < 9 else None,
                       tooltip=f"{label} (key {i + 1})" if i < 9 else "")
            self.buttons.append(widgets.add(b))  # type: ignore[arg-type]
        self.select(0, notify=False)

    def select(self, index: int, notify: bool = True) -> None:
        self.index = index
        for i, b in enumerate(self.buttons):
            b.selected = i == index
        if notify:
            self.on_select(index)

    def show(self, visible: bool, enabled: Sequence[bool] | None = None) -> None:
        for i, b in enumerate(self.buttons):
            b.visible = visible
            b.enabled = True if enabled is None else enabled[i]
