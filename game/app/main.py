"""The app's window and main loop.

Draws at a fixed logical size (1280x720) with ``SCALED | RESIZABLE``: the GPU
scales that picture smoothly to any window from 1024x576 up, letterboxed in the
theme's night colour, and SDL maps mouse and touch positions back (see
:mod:`game.ui.viewport` for why). F11 and the Settings switch both go through
:meth:`App.set_fullscreen`, which keeps the saved setting equal to the window.
The loop caps at 60 frames a second while anything moves and sleeps in
``pygame.event.wait`` when nothing does, so an idle menu costs almost no CPU.
"""

from __future__ import annotations

import logging
import os
import time
import warnings
from typing import Callable

import pygame

from game.app.audio import Audio
from game.app.routes import provide_scenes
from game.store.settings import Settings, load_settings, save_settings
from game.store.startup import prepare_user_folders
from game.ui import draw, viewport
from game.ui.scenes import Scene, SceneManager
from game.ui.theme import BODY_M, SIZE, C, Fonts

log = logging.getLogger(__name__)

FPS = 60
IDLE_WAIT_MS = 500
ACTIVE_AFTER_INPUT = 0.35


class Toasts:
    """Short messages at the bottom of the screen ("Saved", a file problem...)."""

    def __init__(self) -> None:
        self.items: list[list] = []  # [text, seconds left, kind]

    def show(self, message: str, kind: str = "info", seconds: float = 3.5) -> None:
        self.items.append([message, seconds, kind])
        self.items = self.items[-3:]

    def update(self, dt: float) -> bool:
        for item in self.items:
            item[1] -= dt
        self.items = [i for i in self.items if i[1] > 0]
        return bool(self.items)

    def draw(self, surface: pygame.Surface) -> None:
        y = surface.get_height() - 24
        font = Fonts.body(BODY_M)
        for message, left, kind in reversed(self.items):
            lines = draw.wrap_lines(message, font, 760)
            h = len(lines) * font.get_linesize() + 18
            w = max(font.size(l)[0] for l in lines) + 40
            box = pygame.Rect(0, 0, w, h)
            box.midbottom = (surface.get_width() // 2, y)
            color = {"error": C.coral, "good": C.teal}.get(kind, C.cream)
            text_color = C.cream if kind in ("error", "good") else C.ink
            draw.panel(surface, box, color, radius=12, shadow=5)
            ty = box.y + 9
            for line in lines:
                draw.text(surface, line, font, text_color, (box.centerx, ty), "midtop")
                ty += font.get_linesize()
            y = box.top - 10


class App:
    """Owns the window, settings, sound and the scene stack."""

    def __init__(self, settings: Settings | None = None, *, headless: bool = False):
        self.headless = headless
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        # pygame's SCALED renderer scales by whole factors only (and crops below 1x) unless this
        # is set; with it, any factor, letterboxed. Smooth (linear) scaling keeps text readable.
        os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
        # Windows: size the window in the desktop's scaled points and draw at full resolution.
        os.environ.setdefault("SDL_WINDOWS_DPI_SCALING", "1")
        self.started = time.perf_counter()
        # before anything reads or writes there: leftovers of killed writes go, and a folder where
        # nothing can be saved (a read-only disk) is found now and said once, below
        self.storage_problem = prepare_user_folders()
        pygame.mixer.pre_init(22050, -16, 2, 512)
        pygame.init()
        pygame.key.set_repeat(350, 40)
        self.settings = settings or load_settings()
        self.toasts = Toasts()
        self._dirty = True
        self._was_busy = False
        pygame.display.set_caption("Caper Night")
        self._set_icon()
        flags = pygame.SCALED | pygame.RESIZABLE
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "no fast renderer" under the dummy driver
            self.screen = pygame.display.set_mode(SIZE, flags)
        self.window = self._window()
        self._apply_window_size()
        if self.settings.fullscreen and not headless:
            self.set_fullscreen(True, remember=False)
        self.audio = Audio(self.settings.sound_volume, self.settings.muted)
        self.scenes = SceneManager(on_change=self.mark_dirty)
        provide_scenes(self)
        self.clock = pygame.time.Clock()
        self.running = False
        self.first_frame_at: float | None = None
        self.first_frame_wall: float | None = None
        self.frame_times: list[float] = []
        self.record_frames = False
        self._active_until = 0.0
        if self.storage_problem:
            self.toasts.show(self.storage_problem, "error", 8)
        for problem in self.settings.problems:
            self.toasts.show(problem, "error", 6)

    # -- window -----------------------------------------------------------------------
    def _set_icon(self) -> None:
        try:
            from game.ui.art import mask_icon
            pygame.display.set_icon(mask_icon(64))
        except pygame.error:  # pragma: no cover - platform dependent
            pass

    def _window(self):
        """The window object (for its minimum size and letterbox colour); None where unavailable."""
        if self.headless:
            return None
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # from_display_module is deprecated but the only way here
                window = pygame.Window.from_display_module()
        except (pygame.error, AttributeError) as exc:  # pragma: no cover - platform dependent
            log.info("no window object: %s", exc)
            return None
        self._keep_minimum_size(window)
        self._letterbox(window)
        return window

    def _keep_minimum_size(self, window) -> None:
        """The smallest window stays 1024x576: pygame's SCALED mode sets the minimum to the whole canvas
        (1280x720) each time it toggles full screen, after which the window would not fit a 1366x768
        laptop with a task bar."""
        try:
            window.minimum_size = viewport.MIN_WINDOW
        except (pygame.error, AttributeError) as exc:  # pragma: no cover - platform dependent
            log.info("cannot set the minimum window size: %s", exc)

    def _letterbox(self, window) -> None:
        """Bars around the picture in the theme's colour instead of black."""
        try:
            from pygame._sdl2 import video
            video.Renderer.from_window(window).draw_color = pygame.Color(viewport.LETTERBOX)
        except (pygame.error, ImportError, AttributeError, TypeError) as exc:  # pragma: no cover
            log.info("letterbox colour unavailable: %s", exc)

    def window_size(self) -> tuple[int, int]:
        """The window's size in screen points (the canvas's size when headless)."""
        if self.window is None:
            return SIZE
        return tuple(self.window.size)  # type: ignore[return-value]

    def _apply_window_size(self) -> None:
        """Give the window the size chosen in Settings (shrunk to fit the screen if need be)."""
        if self.window is None or self.is_fullscreen():
            return
        try:
            desktops = pygame.display.get_desktop_sizes()
            wanted = (self.settings.window_width, self.settings.window_height)
            size = viewport.fit_window(wanted, desktops[0] if desktops else None)
            if tuple(self.window.size) != size:
                self.window.size = size
                self.window.position = pygame.WINDOWPOS_CENTERED
        except (pygame.error, AttributeError) as exc:  # pragma: no cover - platform dependent
            log.info("cannot resize window: %s", exc)

    def is_fullscreen(self) -> bool:
        if self.headless:
            return self.settings.fullscreen
        try:
            return bool(pygame.display.is_fullscreen())
        except pygame.error:  # pragma: no cover
            return False

    def set_fullscreen(self, on: bool, remember: bool = True) -> None:
        """Full screen on or off (F11 and Settings both come here); the saved setting follows
        what the window really did, so the two never disagree."""
        if not self.headless and self.is_fullscreen() != on:
            try:
                pygame.display.toggle_fullscreen()
            except pygame.error as exc:  # pragma: no cover - platform dependent
                log.info("full screen unavailable: %s", exc)
                self.toasts.show("Full screen is not available here.", "error")
            if self.window is not None:
                self._letterbox(self.window)
                self._keep_minimum_size(self.window)
                if not self.is_fullscreen():
                    self._apply_window_size()
        actual = self.is_fullscreen() if not self.headless else on
        if remember and actual != self.settings.fullscreen:
            self.settings.fullscreen = actual
            self.save_settings()
        self.mark_dirty()

    def toggle_fullscreen(self, force: bool = False) -> None:
        """F11: the other of full screen and window (``force``: without saving the choice)."""
        self.set_fullscreen(not self.is_fullscreen(), remember=not force)

    def apply_settings(self) -> None:
        self.audio.set(self.settings.sound_volume, self.settings.muted)
        self._apply_window_size()

    def save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            if self.storage_problem:  # already said at the start: nothing can be saved
                log.info("settings not saved: %s", exc)
            else:
                self.toasts.show(f"Settings could not be saved: {exc}", "error")

    # -- loop -------------------------------------------------------------------------
    def mark_dirty(self) -> None:
        self._dirty = True

    def keep_active(self, seconds: float = ACTIVE_AFTER_INPUT) -> None:
        self._active_until = max(self._active_until, time.perf_counter() + seconds)

    def quit(self) -> None:
        self.running = False

    def process(self, events: list[pygame.event.Event], dt: float) -> bool:
        """Handle events, update and draw one frame. Returns True if something moved."""
        for event in events:
            if event.type == pygame.QUIT:
                self.on_quit_request()
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                if event.key not in self.scenes.keys.held:  # not again while held down
                    self.toggle_fullscreen()
                self.scenes.keys.observe(event)
                continue
            if event.type in (pygame.WINDOWRESIZED, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN,
                              pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED):
                self._dirty = True
            self.scenes.handle(event)
        busy = self.scenes.update(dt)
        busy = self.toasts.update(dt) or busy
        # the frame in which something stopped moving changed the picture too (a piece landed, a
        # question appeared): draw it, or the screen shows the frame before until the mouse moves
        if events or busy or self._dirty or self._was_busy:
            t0 = time.perf_counter()
            self.scenes.draw(self.screen)
            self.toasts.draw(self.screen)
            if self.record_frames:
                self.frame_times.append(time.perf_counter() - t0)
            pygame.display.flip()
            self._dirty = False
            if self.first_frame_at is None:
                self.first_frame_at = time.perf_counter()
                self.first_frame_wall = time.time()
        self._was_busy = busy
        return busy

    def on_quit_request(self) -> None:
        top = self.scenes.top
        handler: Callable[[], None] | None = getattr(top, "on_window_close", None)
        if handler:
            handler()
        self.running = False

    def run(self, scene: Scene | None = None) -> None:
        """Show ``scene`` (the main menu by default) and run until the player quits."""
        self.scenes.push(scene if scene is not None else self.scenes.make("menu"))
        self.loop()
        self.shutdown()

    def loop(self, seconds: float | None = None) -> None:
        """Run frames until the app quits (or for ``seconds``, for benchmarks)."""
        self.running = True
        busy = True
        stop_at = None if seconds is None else time.perf_counter() + seconds
        while self.running:
            now = time.perf_counter()
            if stop_at is not None and now >= stop_at:
                break
            if busy or now < self._active_until or self._dirty:
                events = pygame.event.get()
                dt = self.clock.tick(FPS) / 1000.0
            else:
                wait = IDLE_WAIT_MS if stop_at is None else max(1, min(IDLE_WAIT_MS, int((stop_at - now) * 1000)))
                first = pygame.event.wait(wait)
                events = [first] if first.type != pygame.NOEVENT else []
                events += pygame.event.get()
                dt = self.clock.tick() / 1000.0
            if events:
                self.keep_active()
            busy = self.process(events, min(dt, 0.1))
            if not self.scenes.stack:
                self.running = False

    def shutdown(self) -> None:
        for scene in reversed(self.scenes.stack):
            try:
                scene.exit()
            except Exception:  # noqa: BLE001 - closing must not fail
                log.exception("error while closing %s", scene.name)
        self.scenes.stack.clear()
        from game.ui import reset_caches
        reset_caches()
        pygame.quit()
