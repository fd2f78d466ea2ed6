"""The choice bar: a question and its answers as big buttons, with number keys.

Every table asks people things the same way ("Use your Lawyer?", "Pass left or
right?", "Which plan?"): a panel with the question and one button per answer,
keys 1-9 for the answers and Enter for the first (recommended) one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from game.ui import draw
from game.ui.theme import BODY_L, SIZE, C, Color, Fonts
from game.ui.widgets import Button, WidgetGroup


@dataclass
class Choice:
    label: str
    on_pick: Callable[[], None]
    style: str = "quiet"
    tooltip: str = ""
    icon: Callable[[pygame.Surface, pygame.Rect, Color], None] | None = None
    """Optional picture left of the label (a card, a symbol), as for :class:`~game.ui.widgets.Button`."""


class ChoiceBar:
    """Shows a question with answer buttons in ``area`` (default: bottom centre)."""

    def __init__(self, audio=None, area: pygame.Rect | None = None):
        self.group = WidgetGroup(audio)
        self.area = area or pygame.Rect(SIZE[0] // 2 - 430, SIZE[1] - 150, 860, 136)
        self.question = ""
        self.visible = False

    def show(self, question: str, choices: Sequence[Choice], *, max_per_row: int = 4, max_button_width: int = 260,
             font_size: int = 21) -> None:
        self.group.clear()
        self.question = question
        self.visible = True
        n = len(choices)
        rows = (n + max_per_row - 1) // max_per_row
        per_row = min(n, max_per_row)
        inner = self.area.inflate(-28, 0)
        bw = min(max_button_width, (inner.width - (per_row - 1) * 12) // max(1, per_row))
        bh = 52 if rows == 1 else 44
        top = self.area.y + 52
        for i, choice in enumerate(choices):
            r, c = divmod(i, max_per_row)
            count = min(per_row, n - r * max_per_row)
            x0 = self.area.centerx - (count * bw + (count - 1) * 12) // 2
            rect = pygame.Rect(x0 + c * (bw + 12), top + r * (bh + 8), bw, bh)
            key = pygame.K_1 + i if i < 9 else None
            label = f"{i + 1}  {choice.label}" if key is not None and n > 1 else choice.label
            self.group.add(Button(rect, label, choice.on_pick, style=choice.style, font_size=font_size, hotkey=key,
                                  tooltip=choice.tooltip, icon=choice.icon))
        needed = 52 + rows * (bh + 8) + 10
        if needed > self.area.height:
            self.area = pygame.Rect(self.area.x, self.area.bottom - needed, self.area.width, needed)
            self.show(question, choices, max_per_row=max_per_row, max_button_width=max_button_width,
                      font_size=font_size)

    def hide(self) -> None:
        self.visible = False
        self.group.clear()

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = self.group.focused()
            target = focused or (self.group.widgets[0] if self.group.widgets else None)
            if target is not None:
                target.activate()
                return True
        return self.group.handle(event)

    def update(self, dt: float) -> bool:
        return self.visible and self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        draw.panel(surface, self.area, C.night_lo, radius=18, border=C.mustard, border_width=3, alpha=240)
        draw.text(surface, self.question, Fonts.title(BODY_L), C.cream, (self.area.centerx, self.area.y + 12),
                  "midtop", max_width=self.area.width - 30)
        self.group.draw(surface)
