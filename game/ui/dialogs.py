"""Dialogs pushed on top of any scene: the dimmed panel they share, a yes/no question and
a short text entry (save names, house-rule names).

They dim what is beneath and take all input until closed.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame
import pygame_gui

from game.ui import draw
from game.ui.gui import GuiManager
from game.ui.scenes import Host, Scene
from game.ui.theme import BODY_M, SIZE, TITLE_M, C, Fonts
from game.ui.widgets import Button, TextField, WidgetGroup


class Overlay(Scene):
    """A centred panel over the dimmed scene below."""

    opaque = False
    name = "overlay"
    panel_size = (560, 420)
    title = ""
    closable = True

    def __init__(self, app: Host):
        super().__init__(app)
        self.widgets = WidgetGroup(app.audio)
        self.panel = pygame.Rect(0, 0, *self.panel_size)
        self.panel.center = (SIZE[0] // 2, SIZE[1] // 2)

    def close(self) -> None:
        if self in self.app.scenes.stack:
            self.app.scenes.pop(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.closable:
            self.close()
            return
        self.widgets.handle(event)

    def update(self, dt: float) -> bool:
        return self.widgets.update(dt)

    def draw_panel(self, surface: pygame.Surface) -> None:
        draw.dim(surface, 160)
        draw.panel(surface, self.panel, C.night, radius=22, border=C.mustard, border_width=3, shadow=10)
        if self.title:
            draw.text(surface, self.title, Fonts.title(TITLE_M), C.mustard, (self.panel.centerx, self.panel.y + 26),
                      "midtop", max_width=self.panel.width - 40)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)
        self.widgets.draw(surface)

    def column(self, labels: Sequence[tuple[str, Callable[[], Any], str]], top: int, width: int = 360,
               height: int = 58, gap: int = 14) -> list[Button]:
        out = []
        for i, (label, fn, style) in enumerate(labels):
            r = pygame.Rect(0, 0, width, height)
            r.midtop = (self.panel.centerx, top + i * (height + gap))
            out.append(self.widgets.add(Button(r, label, fn, style=style, font_size=26)))  # type: ignore[arg-type]
        return out


class ConfirmDialog(Overlay):
    name = "confirm"
    panel_size = (620, 300)

    def __init__(self, app: Host, title: str, message: str, on_yes: Callable[[], None], yes: str = "Yes",
                 no: str = "Cancel", danger: bool = False):
        super().__init__(app)
        self.title = title
        self.message = message
        self.on_yes = on_yes
        w = 240
        y = self.panel.bottom - 90
        self.widgets.add(Button(pygame.Rect(self.panel.centerx - w - 12, y, w, 60), no, self.close, style="quiet",
                                hotkey=pygame.K_n))
        self.widgets.add(Button(pygame.Rect(self.panel.centerx + 12, y, w, 60), yes, self._yes,
                                style="danger" if danger else "primary", hotkey=pygame.K_y))

    def _yes(self) -> None:
        self.close()
        self.on_yes()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)
        body = pygame.Rect(self.panel.x + 40, self.panel.y + 90, self.panel.width - 80, 100)
        draw.text_block(surface, self.message, Fonts.body(BODY_M), C.text, body, align="center")
        self.widgets.draw(surface)


class TextPrompt(Overlay):
    """Ask for a short name (save names, house-rule names), with clipboard paste."""

    name = "text-prompt"
    panel_size = (640, 320)

    def __init__(self, app: Host, title: str, initial: str, on_done: Callable[[str], str | None],
                 ok: str = "Save", hint: str = ""):
        super().__init__(app)
        self.title = title
        self.on_done = on_done
        self.hint = hint
        self.error = ""
        self.gui = GuiManager()
        self.entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(self.panel.x + 50, self.panel.y + 100, self.panel.width - 100, 54), manager=self.gui)
        self.entry.set_text(initial)
        self.entry.length_limit = 40
        self.widgets.add(TextField(self.entry))  # in the Tab order: name, Cancel, Save
        self.gui.set_focus_set(self.entry)
        w = 220
        y = self.panel.bottom - 84
        self.widgets.add(Button(pygame.Rect(self.panel.centerx - w - 12, y, w, 58), "Cancel", self.close))
        self.widgets.add(Button(pygame.Rect(self.panel.centerx + 12, y, w, 58), ok, self.submit, style="primary"))

    def submit(self) -> None:
        text = self.entry.get_text().strip()
        if not text:
            self.error = "Please type a name."
            return
        problem = self.on_done(text)
        if problem:
            self.error = problem
            return
        self.close()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if self.gui.process_events(event):
            return
        self.widgets.handle(event)

    def update(self, dt: float) -> bool:
        self.gui.update(dt)
        self.widgets.update(dt)
        return True  # the text cursor blinks

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)
        self.gui.draw_ui(surface)
        msg, color = (self.error, C.coral_hi) if self.error else (self.hint, C.text_dim)
        if msg:
            draw.text(surface, msg, Fonts.body(18), color, (self.panel.centerx, self.panel.y + 166), "midtop",
                      max_width=self.panel.width - 60)
        self.widgets.draw(surface)
