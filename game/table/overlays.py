"""The table's own overlays: the hand-off screen between people, the pause menu and the game's end.

The pause menu opens other screens by name (``settings``, ``rules``,
``save_game``, ``menu``) through the scene manager, so the table never imports
the app that provides them.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.engine.naming import is_you
from game.ui import draw
from game.ui.art import mask_icon
from game.ui.dialogs import Overlay
from game.ui.scenes import Host, Scene
from game.ui.theme import BODY_L, BODY_M, SIZE, TITLE_L, TITLE_M, C, Fonts
from game.ui.widgets import Button, WidgetGroup

#: a key pressed again this soon after its last press is still hurrying the game along
SETTLE = 0.5
#: the keys that finish a move, and so may still be hammered when the next screen appears
CONFIRM_KEYS = frozenset((pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))


class AfterShown:
    """A screen whose keys count only if pressed after it appeared, and not in a burst.

    Enter hammered (or held) to finish one's own move must not also answer the screen that
    follows: "I'm Alex: show me" would show Alex's hand to the person still at the laptop, and
    "Play again" would throw away the result before anyone read it. Call :meth:`note_shown`
    when the screen is made."""

    app: Host

    def note_shown(self) -> None:
        self._shown_at = self.app.scenes.keys.mark()

    def admit(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN or event.key in (pygame.K_TAB, pygame.K_ESCAPE):
            return True
        keys = self.app.scenes.keys
        press = keys.current
        if press is None or press.key != event.key:
            return True  # handed over directly, not typed at the keyboard
        hammered = (event.key in CONFIRM_KEYS and press.previous is not None
                    and press.began - press.previous < SETTLE)
        return keys.began_after(press, self._shown_at) and not hammered


class PrivateScreen(AfterShown, Scene):
    """A screen that hides the whole table while one person has the laptop.

    The hand-off screen ("Pass the laptop to Sam") and a game's private look
    (your secret card) are both one: an opaque backdrop, a body, and one big
    button that closes it and calls ``on_close``.
    """

    opaque = True

    def __init__(self, app: Host, seat: int, player_name: str, button: str, on_close: Callable[[], None] | None,
                 *, button_y: int = 520, button_width: int = 520):
        super().__init__(app)
        self.seat = seat
        self.player_name = player_name
        self.on_close = on_close
        self.widgets = WidgetGroup(app.audio)
        r = pygame.Rect(0, 0, button_width, 74)
        r.center = (SIZE[0] // 2, button_y)
        self.button = self.widgets.add(Button(r, button, self.close, style="primary", font_size=30,
                                              hotkey=pygame.K_RETURN))
        self.t = 0.0
        self.note_shown()

    def close(self) -> None:
        if self in self.app.scenes.stack:
            self.app.scenes.pop(self)
        if self.on_close is not None:
            self.on_close()

    def on_escape(self) -> None:
        """Esc on this screen (by default: it closes)."""
        self.close()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()
            return
        self.widgets.handle(event)

    def update(self, dt: float) -> bool:
        self.t += dt
        self.widgets.update(dt)
        return self.t < 1.0

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.backdrop(SIZE), (0, 0))
        self.draw_body(surface)
        self.widgets.draw(surface)

    def draw_body(self, surface: pygame.Surface) -> None:
        """What the person sees above the button."""


class HandoffScene(PrivateScreen):
    """'Pass the laptop to Sam': hides the table until Sam says they are ready."""

    name = "handoff"

    def __init__(self, app: Host, seat: int, name: str, on_ready: Callable[[], None], reason: str = ""):
        super().__init__(app, seat, name, "I'm here: show me" if is_you(name) else f"I'm {name}: show me", on_ready)
        self.reason = reason

    def enter(self) -> None:
        self.app.audio.play("chime", 0.8)

    def ready(self) -> None:
        self.close()

    def on_escape(self) -> None:
        """Esc pauses the game below (the hand-off itself cannot be dismissed)."""
        top = self.app.scenes.stack[-2] if len(self.app.scenes.stack) > 1 else None
        opener = getattr(top, "open_pause", None)
        if opener:
            opener()

    def draw_body(self, surface: pygame.Surface) -> None:
        icon = mask_icon(120)
        surface.blit(icon, icon.get_rect(center=(SIZE[0] // 2, 170)))
        draw.text(surface, "Pass the laptop to", Fonts.title(TITLE_M), C.text_dim, (SIZE[0] // 2, 260), "midtop")
        # the chip and the name centred together, as one line (the name alone centred left the pair lopsided)
        font, chip, gap = Fonts.title(64), 56, 18
        name = draw.fit_text(self.player_name, font, SIZE[0] - 200 - chip - gap)
        left = SIZE[0] // 2 - (chip + gap + font.size(name)[0]) // 2
        draw.player_chip(surface, self.seat, (left + chip // 2, 345), chip)
        draw.text(surface, name, font, C.mustard, (left + chip + gap, 345), "midleft")
        line = self.reason or "Everyone else, please look away: the next screen is private."
        draw.text(surface, line, Fonts.body(BODY_L), C.text, (SIZE[0] // 2, 410), "midtop", max_width=1000)


class PauseOverlay(Overlay):
    """Esc in a game: resume, save, settings, rules, back to the menu."""

    name = "pause"
    panel_size = (520, 500)
    title = "Paused"

    TOP, ROW, BOTTOM = 100, 72, 26  # title room, button pitch, margin below the last button

    def __init__(self, app: Host, game_scene: Any):
        super().__init__(app)
        self.game_scene = game_scene
        replaying = getattr(game_scene, "replay", None) is not None
        after_result = replaying and getattr(game_scene, "result_table", None) is not None
        if after_result:  # a replay of the game just finished: back to its result, or play it again
            items = [
                ("Resume", self.close, "primary"),
                ("Back to the result", self.back_to_result, "quiet"),
                ("Play again", self.play_again, "quiet"),
                ("Settings", self.settings, "quiet"),
                ("Main menu", self.quit_to_menu, "quiet"),
            ]
        else:
            items = [
                ("Resume", self.close, "primary"),
                *([] if replaying else [("Save game", self.save, "quiet")]),
                ("Settings", self.settings, "quiet"),
                ("How to play", self.rules, "quiet"),
                ("Quit to menu", self.quit_to_menu, "danger"),
            ]
        if replaying:  # (a replay that was playing stops while the menu is open, as its title says)
            self.title = "Replay paused"
            game_scene.replay.pause()
        # the panel just fits its buttons (no empty floor below them)
        self.panel.height = self.TOP + len(items) * self.ROW + self.BOTTOM
        self.panel.center = (SIZE[0] // 2, SIZE[1] // 2)
        self.column(items, top=self.panel.y + self.TOP)
        self.widgets.move_focus(1)

    def save(self) -> None:
        """Choose a slot: a new named save, or over an old one (with a picture of the table)."""
        at_rest = getattr(self.game_scene, "bots_at_rest", lambda: None)
        self.app.scenes.open("save_game", self.game_scene.match, below=self, on_saved=self.close, bots=at_rest())

    def settings(self) -> None:
        self.app.scenes.open("settings")

    def rules(self) -> None:
        self.app.scenes.open("rules", self.game_scene.spec.id)

    def quit_to_menu(self) -> None:
        self.app.scenes.home()

    def back_to_result(self) -> None:
        self.close()
        self.game_scene.back_to_result()

    def play_again(self) -> None:
        self.game_scene.play_again()

    def resume(self) -> None:
        self.game_scene.settings_changed()


class GameOverOverlay(AfterShown, Overlay):
    """The winner, a short summary, and what to do next."""

    name = "game-over"
    panel_size = (760, 560)
    closable = False
    #: where the summary starts below the panel's top, and the room the buttons take below it
    TEXT_TOP, BUTTONS = 172, 24 + 60 + 26
    MAX_LINES = 9

    def __init__(self, app: Host, game_scene: Any, headline: str, lines: Sequence[str],
                 winners: Sequence[int]):
        super().__init__(app)
        self.game_scene = game_scene
        self.headline = headline
        self.lines = list(lines)
        self.winners = list(winners)
        # as tall as what it says (wrapped, never cut), no empty floor above the buttons
        font = Fonts.body(BODY_M)
        self.rows = [row for line in self.lines[:self.MAX_LINES]
                     for row in draw.wrap_lines(line, font, self.panel.width - 60)][:self.MAX_LINES + 2]
        self.panel.height = self.TEXT_TOP + len(self.rows) * (font.get_linesize() + 4) + self.BUTTONS
        self.panel.center = (SIZE[0] // 2, SIZE[1] // 2)
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
        self.note_shown()

    def menu(self) -> None:
        self.app.scenes.home()

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
        y = p.y + self.TEXT_TOP
        font = Fonts.body(BODY_M)
        for line in self.rows:
            draw.text(surface, line, font, C.text, (p.centerx, y), "midtop", max_width=p.width - 60)
            y += font.get_linesize() + 4
        self.widgets.draw(surface)
