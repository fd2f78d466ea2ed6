"""Settings: window, full screen, animation speed, sound, hand-off screens,
the Lawyer question, undo and hints. Each change is saved at once (atomically)."""

from __future__ import annotations

import pygame

from game.store.settings import ANIMATION_SPEEDS, LAWYER_PROMPTS, WINDOW_SIZES
from game.store.version import version
from game.ui import draw
from game.ui.scenes import Scene
from game.ui.theme import BODY_S, SIZE, TITLE_L, C, Fonts
from game.ui.widgets import Button, Cycle, Slider, Toggle, WidgetGroup

SPEED_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
LAWYER_LABELS = {"always": "Every card", "when dangerous": "Only when it matters", "never": "Never (use the button)"}


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        self.widgets = WidgetGroup(app.audio)
        x, w, h, gap = 240, 800, 52, 8
        y = 124
        sizes = [f"{a} × {b}" for a, b in WINDOW_SIZES]
        current = (s.window_width, s.window_height)
        size_index = WINDOW_SIZES.index(current) if current in WINDOW_SIZES else 0

        def row() -> pygame.Rect:
            nonlocal y
            r = pygame.Rect(x, y, w, h)
            y += h + gap
            return r

        r = row()
        self.size_cycle = self.widgets.add(Cycle(pygame.Rect(r.right - 330, r.y, 330, h), sizes, size_index,
                                                 on_change=self.size_changed, font_size=22,
                                                 tooltip="Window size when not in full screen"))
        self.size_row = r
        self.fullscreen_toggle = self.widgets.add(Toggle(row(), "Full screen (F11)", app.is_fullscreen(),
                                                         self.fullscreen_changed))
        r = row()
        self.speed_row = r
        self.widgets.add(Cycle(pygame.Rect(r.right - 330, r.y, 330, h), [SPEED_LABELS[k] for k in ANIMATION_SPEEDS],
                               ANIMATION_SPEEDS.index(s.animation_speed), on_change=self.speed_changed, font_size=22,
                               tooltip="How fast cards fly and computer players move"))
        self.widgets.add(Slider(row(), "Sound volume", s.sound_volume, self.volume_changed))
        self.widgets.add(Toggle(row(), "Mute all sounds", s.muted, self.mute_changed))
        self.widgets.add(Toggle(row(), "Hand-off screens between players", s.handoff_screens, self.handoff_changed,
                                tooltip="Hide the table until the next person is ready, when cards are private"))
        r = row()
        self.lawyer_row = r
        self.widgets.add(Cycle(pygame.Rect(r.right - 330, r.y, 330, h), [LAWYER_LABELS[k] for k in LAWYER_PROMPTS],
                               LAWYER_PROMPTS.index(s.lawyer_prompt), on_change=self.lawyer_changed, font_size=20,
                               tooltip="In Alarm!, when to ask whether you want your Lawyer"))
        self.widgets.add(Toggle(row(), "Allow taking back a move (undo)", s.undo_allowed, self.undo_changed))
        self.hints_toggle = self.widgets.add(Toggle(row(), "Hint button in games (H)", s.hints, self.hints_changed,
                                                    tooltip="A person whose turn it is may ask what a strong "
                                                            "computer player would do, and why"))
        self.widgets.add(Button(pygame.Rect(40, 640, 200, 60), "Back", self.back, font_size=26,
                                hotkey=pygame.K_ESCAPE))

    def _changed(self) -> None:
        self.app.apply_settings()
        self.app.save_settings()

    def size_changed(self, i: int) -> None:
        self.app.settings.window_width, self.app.settings.window_height = WINDOW_SIZES[i]
        self._changed()

    def fullscreen_changed(self, value: bool) -> None:
        self.app.set_fullscreen(value)
        self.fullscreen_toggle.value = self.app.is_fullscreen()  # what the window really did

    def speed_changed(self, i: int) -> None:
        self.app.settings.animation_speed = ANIMATION_SPEEDS[i]
        self._changed()

    def volume_changed(self, v: float) -> None:
        self.app.settings.sound_volume = round(v, 2)
        self.app.apply_settings()

    def mute_changed(self, v: bool) -> None:
        self.app.settings.muted = v
        self._changed()

    def handoff_changed(self, v: bool) -> None:
        self.app.settings.handoff_screens = v
        self._changed()

    def lawyer_changed(self, i: int) -> None:
        self.app.settings.lawyer_prompt = LAWYER_PROMPTS[i]
        self._changed()

    def undo_changed(self, v: bool) -> None:
        self.app.settings.undo_allowed = v
        self._changed()

    def hints_changed(self, v: bool) -> None:
        self.app.settings.hints = v
        self._changed()

    def back(self) -> None:
        self.app.save_settings()
        self.app.scenes.pop(self)

    def handle(self, event: pygame.event.Event) -> None:
        self.widgets.handle(event)
        if event.type == pygame.MOUSEBUTTONUP:  # the volume slider saves when released
            self.app.save_settings()

    def update(self, dt: float) -> bool:
        self.fullscreen_toggle.value = self.app.is_fullscreen()  # F11 may have switched it meanwhile
        return self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.backdrop(SIZE), (0, 0))
        draw.text(surface, "Settings", Fonts.title(TITLE_L), C.mustard, (SIZE[0] // 2, 40), "midtop")
        font = Fonts.body(22)
        for r, label in ((self.size_row, "Window size"), (self.speed_row, "Animation speed"),
                         (self.lawyer_row, "Lawyer question (Alarm!)")):
            draw.text(surface, label, font, C.text, (r.x + 14, r.centery), "midleft")
        self.widgets.draw(surface)
        draw.text(surface, "Changes are saved at once.", Fonts.body(BODY_S), C.text_dim, (SIZE[0] - 40, 670),
                  "midright")
        draw.text(surface, f"About: Caper Night, version {version()}", Fonts.body(BODY_S), C.text_dim,
                  (SIZE[0] - 40, 698), "midright")
