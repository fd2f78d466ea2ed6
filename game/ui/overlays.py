"""Overlays pushed on top of a scene: hand-off, pause, game over, confirm, save name.

Overlays dim what is beneath and take all input until closed. The hand-off
screen is the exception: it is opaque, because its whole job is to hide the
table until the right person has the laptop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame
import pygame_gui

from game.app.scene import Scene

from . import draw
from .art import mask_icon
from .gui import GuiManager
from .theme import BODY_L, BODY_M, C, SIZE, TITLE_L, TITLE_M, Fonts
from .widgets import Button, WidgetGroup

if TYPE_CHECKING:  # pragma: no cover
    from game.app.main import App


class Overlay(Scene):
    """A centred panel over the dimmed scene below."""

    opaque = False
    name = "overlay"
    panel_size = (560, 420)
    title = ""
    closable = True

    def __init__(self, app: "App"):
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


class HandoffScene(Scene):
    """'Pass the laptop to Sam': hides the table until Sam says they are ready."""

    opaque = True
    name = "handoff"

    def __init__(self, app: "App", seat: int, name: str, on_ready: Callable[[], None], reason: str = ""):
        super().__init__(app)
        self.seat = seat
        self.player_name = name
        self.on_ready = on_ready
        self.reason = reason
        self.widgets = WidgetGroup(app.audio)
        r = pygame.Rect(0, 0, 520, 74)
        r.center = (SIZE[0] // 2, 520)
        self.button = self.widgets.add(Button(r, f"I'm {name}: show me", self.ready, style="primary",
                                              font_size=30, hotkey=pygame.K_RETURN))
        self.t = 0.0

    def enter(self) -> None:
        self.app.audio.play("chime", 0.8)

    def ready(self) -> None:
        if self in self.app.scenes.stack:
            self.app.scenes.pop(self)
        self.on_ready()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            top = self.app.scenes.stack[-2] if len(self.app.scenes.stack) > 1 else None
            opener = getattr(top, "open_pause", None)
            if opener:
                opener()
            return
        self.widgets.handle(event)

    def update(self, dt: float) -> bool:
        self.t += dt
        self.widgets.update(dt)
        return self.t < 1.0

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.backdrop(SIZE), (0, 0))
        icon = mask_icon(120)
        surface.blit(icon, icon.get_rect(center=(SIZE[0] // 2, 170)))
        draw.text(surface, "Pass the laptop to", Fonts.title(TITLE_M), C.text_dim, (SIZE[0] // 2, 260), "midtop")
        draw.player_chip(surface, self.seat, (SIZE[0] // 2 - Fonts.title(64).size(self.player_name)[0] // 2 - 46, 345), 56)
        draw.text(surface, self.player_name, Fonts.title(64), C.mustard, (SIZE[0] // 2, 345), "center")
        line = self.reason or "Everyone else, please look away: the next screen is private."
        draw.text(surface, line, Fonts.body(BODY_L), C.text, (SIZE[0] // 2, 410), "midtop", max_width=1000)
        self.widgets.draw(surface)


class ConfirmDialog(Overlay):
    name = "confirm"
    panel_size = (620, 300)

    def __init__(self, app: "App", title: str, message: str, on_yes: Callable[[], None], yes: str = "Yes",
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

    def __init__(self, app: "App", title: str, initial: str, on_done: Callable[[str], str | None],
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
        self.entry.focus()
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


class PauseOverlay(Overlay):
    """Esc in a game: resume, save, settings, rules, back to the menu."""

    name = "pause"
    panel_size = (520, 560)
    title = "Paused"

    def __init__(self, app: "App", game_scene: Any):
        super().__init__(app)
        self.game_scene = game_scene
        replaying = getattr(game_scene, "replay", None) is not None
        self.column([
            ("Resume", self.close, "primary"),
            *([] if replaying else [("Save game", self.save, "quiet")]),
            ("Settings", self.settings, "quiet"),
            ("How to play", self.rules, "quiet"),
            ("Quit to menu", self.quit_to_menu, "danger"),
        ], top=self.panel.y + 100)
        self.widgets.move_focus(1)

    def save(self) -> None:
        """Choose a slot: a new named save, or over an old one (with a picture of the table)."""
        from game.app.scenes.load import SaveGameOverlay, picture_below

        at_rest = getattr(self.game_scene, "bots_at_rest", lambda: None)
        self.app.scenes.push(SaveGameOverlay(self.app, self.game_scene.match, picture_below(self.app, self),
                                             on_saved=self.close, bots=at_rest()))

    def settings(self) -> None:
        from game.app.scenes.settings import SettingsScene
        self.app.scenes.push(SettingsScene(self.app))

    def rules(self) -> None:
        from game.app.scenes.rules import RulesScene
        self.app.scenes.push(RulesScene(self.app, self.game_scene.spec.id))

    def quit_to_menu(self) -> None:
        from game.app.scenes.menu import MenuScene
        self.app.scenes.reset(MenuScene(self.app))

    def resume(self) -> None:
        self.game_scene.settings_changed()


class GameOverOverlay(Overlay):
    """The winner, a short summary, and what to do next."""

    name = "game-over"
    panel_size = (760, 560)
    closable = False

    def __init__(self, app: "App", game_scene: Any, headline: str, lines: Sequence[str],
                 winners: Sequence[int]):
        super().__init__(app)
        self.game_scene = game_scene
        self.headline = headline
        self.lines = list(lines)
        self.winners = list(winners)
        w, gap = 166, 12
        y = self.panel.bottom - 86
        x = self.panel.centerx - (4 * w + 3 * gap) / 2
        for label, fn, style, key in (("Look at table", self.close, "quiet", pygame.K_t),
                                      ("Watch replay", self.watch, "quiet", pygame.K_w),
                                      ("Main menu", self.menu, "quiet", pygame.K_m),
                                      ("Play again", self.again, "primary", pygame.K_RETURN)):
            self.widgets.add(Button(pygame.Rect(x, y, w, 60), label, fn, style=style, hotkey=key, font_size=22))
            x += w + gap
        self.t = 0.0

    def menu(self) -> None:
        from game.app.scenes.menu import MenuScene
        self.app.scenes.reset(MenuScene(self.app))

    def again(self) -> None:
        self.game_scene.play_again()

    def watch(self) -> None:
        self.game_scene.watch_replay()

    def update(self, dt: float) -> bool:
        self.t += dt
        self.widgets.update(dt)
        return self.t < 2.0

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)
        p = self.panel
        # confetti of player symbols around the headline
        for i, seat in enumerate(self.winners[:4]):
            x = p.centerx + (i - (len(self.winners[:4]) - 1) / 2) * 70
            draw.player_chip(surface, seat, (x, p.y + 62 - min(1.0, self.t * 2) * 8), 52)
        draw.text(surface, self.headline, Fonts.title(TITLE_L), C.mustard, (p.centerx, p.y + 100), "midtop",
                  max_width=p.width - 40)
        y = p.y + 172
        font = Fonts.body(BODY_M)
        for line in self.lines[:9]:
            draw.text(surface, line, font, C.text, (p.centerx, y), "midtop", max_width=p.width - 60)
            y += font.get_linesize() + 4
        self.widgets.draw(surface)
