"""The question panel beside the deck: what the person must decide, and big answer buttons.

Like the shared :class:`~game.ui.prompt.ChoiceBar` (number keys for the
answers, Enter for the first or focused one), but shaped for the narrow
space between a seat row and the deck: the question wraps onto several
lines, a second line explains what is at stake, and the buttons sit in two
columns, shrinking a little when there are many. Arrow keys move the focus.
"""

from __future__ import annotations

from typing import Sequence

import pygame

from game.ui import draw
from game.ui.prompt import Choice
from game.ui.theme import C, Fonts
from game.ui.widgets import Button, WidgetGroup

QUESTION_SIZE = 22
DETAIL_SIZE = 18


class PromptPanel:
    def __init__(self, audio, area: pygame.Rect):
        self.group = WidgetGroup(audio)
        self.area = pygame.Rect(area)
        self.question = ""
        self.detail = ""
        self.detail_color = C.text_dim
        self.visible = False
        self.box = pygame.Rect(area)

    def show(self, question: str, choices: Sequence[Choice], *, detail: str = "", detail_color=C.text_dim,
             cols: int = 2) -> None:
        self.group.clear()
        self.question, self.detail, self.detail_color = question, detail, detail_color
        self.visible = True
        inner = self.area.inflate(-24, -20)
        q_lines = draw.wrap_lines(question, Fonts.title(QUESTION_SIZE), inner.width)[:3]
        d_lines = draw.wrap_lines(detail, Fonts.body(DETAIL_SIZE), inner.width)[:3] if detail else []
        text_h = len(q_lines) * Fonts.title(QUESTION_SIZE).get_linesize() + \
            len(d_lines) * Fonts.body(DETAIL_SIZE).get_linesize() + 10
        n = len(choices)
        room = inner.height - text_h
        cols, font, bh, rows = self._grid(choices, inner.width, room, max(1, min(cols, n)))
        bw = (inner.width - (cols - 1) * 10) // cols
        used = text_h + rows * bh + (rows - 1) * 8
        self.box = pygame.Rect(self.area.x, self.area.y, self.area.width, min(self.area.height, used + 26))
        top = self.box.y + 10 + text_h
        for i, choice in enumerate(choices):
            r, c = divmod(i, cols)
            rect = pygame.Rect(inner.x + c * (bw + 10), top + r * (bh + 8), bw, bh)
            key = pygame.K_1 + i if i < 9 else None
            label = f"{i + 1}  {choice.label}" if key is not None and n > 1 else choice.label
            self.group.add(Button(rect, label, choice.on_pick, style=choice.style, font_size=font, hotkey=key,
                                  tooltip=choice.tooltip))
        self._q_lines, self._d_lines = q_lines, d_lines

    @staticmethod
    def _grid(choices: Sequence[Choice], width: int, room: int, cols: int) -> tuple[int, int, int, int]:
        """(columns, font size, button height, rows): the largest type whose answers fit, in two columns
        when they fit side by side, else one, with the buttons as tall as the room allows (34 to 50)."""
        n = len(choices)
        labels = [f"{i + 1}  {c.label}" if n > 1 else c.label for i, c in enumerate(choices)]
        for size in (20, 18, 16):
            for c in sorted({cols, 1}, reverse=True):
                col_w = (width - (c - 1) * 10) // c - 20
                if max(Fonts.title(size).size(label)[0] for label in labels) > col_w:
                    continue
                rows = (n + c - 1) // c
                bh = min(50, (room - (rows - 1) * 8) // rows)
                if bh >= 34:
                    return c, size, bh, rows
        rows = (n + cols - 1) // cols
        return cols, 16, 34, rows

    def hide(self) -> None:
        self.visible = False
        self.group.clear()

    @property
    def buttons(self) -> list[Button]:
        return [w for w in self.group.widgets if isinstance(w, Button)]

    def focus_next(self, delta: int) -> None:
        self.group.move_focus(delta)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                target = self.group.focused() or (self.buttons[0] if self.buttons else None)
                if target is not None:
                    target.activate()
                    return True
            if event.key in (pygame.K_LEFT, pygame.K_UP):
                self.group.move_focus(-1)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_DOWN):
                self.group.move_focus(1)
                return True
        return self.group.handle(event)

    def update(self, dt: float) -> bool:
        return self.visible and self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        draw.panel(surface, self.box, C.night_lo, radius=18, border=C.mustard, border_width=3, alpha=245, shadow=4)
        y = self.box.y + 10
        qf, df = Fonts.title(QUESTION_SIZE), Fonts.body(DETAIL_SIZE)
        for line in self._q_lines:
            draw.text(surface, line, qf, C.cream, (self.box.x + 12, y))
            y += qf.get_linesize()
        for line in self._d_lines:
            draw.text(surface, line, df, self.detail_color, (self.box.x + 12, y))
            y += df.get_linesize()
        self.group.draw(surface)
