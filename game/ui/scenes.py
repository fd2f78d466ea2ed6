"""Scenes and the scene stack.

Like Tuxemon's state stack: the app holds a stack of scenes; the top one gets
input, and drawing starts at the highest opaque scene so overlays (pause menu,
dialogs, the hand-off screen) show what lies beneath, dimmed. A scene reports
from ``update`` whether it is still moving, so the main loop can sleep when
nothing moves.

Scenes never import the app, nor each other to open one: the app gives the
scene manager a *maker* per scene name (``menu``, ``settings``, ``rules``,
``save_game``, ``table``...) and a scene asks ``app.scenes.make(name, ...)``,
as Tuxemon's state manager builds states by name. What a scene may use of the
app is the small :class:`Host` protocol below.
"""

from __future__ import annotations

import logging
from typing import Any, Callable, Protocol

import pygame

from game.store.settings import Settings
from game.ui.keys import KeyPresses

log = logging.getLogger(__name__)


class Host(Protocol):
    """What a scene may use of the app that runs it (``game.app.main.App`` is one)."""

    screen: pygame.Surface
    settings: Settings
    audio: Any  # play(name, volume), set(volume, muted)
    toasts: Any  # show(message, kind="info", seconds=3.5)
    scenes: "SceneManager"
    headless: bool

    def keep_active(self, seconds: float = ...) -> None: ...
    def mark_dirty(self) -> None: ...
    def quit(self) -> None: ...
    def save_settings(self) -> None: ...
    def apply_settings(self) -> None: ...
    def toggle_fullscreen(self, force: bool = False) -> None: ...
    def set_fullscreen(self, on: bool, remember: bool = True) -> None: ...
    def is_fullscreen(self) -> bool: ...


class Scene:
    """Base of every screen. Override what you need."""

    #: An overlay sets this False: the scenes below stay visible.
    opaque: bool = True
    #: Name used for screenshots (``--smoke``) and logs.
    name: str = "scene"

    def __init__(self, app: Host):
        self.app = app

    # life cycle
    def enter(self) -> None:
        """Pushed onto the stack (or replaced into it)."""

    def exit(self) -> None:
        """Removed from the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    # frame
    def handle(self, event: pygame.event.Event) -> None:
        """One input event (only the top scene receives them)."""

    def update(self, dt: float) -> bool:
        """Advance animations by ``dt`` seconds; return True while something moves."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene (or, for an overlay, itself over what is there)."""

    def admit(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` reaches :meth:`handle` at all (a table holds back stale key presses)."""
        return True


class UnknownScene(KeyError):
    """No maker was given for a scene name (a bug in the app's wiring, never a player's doing)."""


class SceneManager:
    def __init__(self, on_change=None) -> None:
        self.stack: list[Scene] = []
        self.on_change = on_change  # the app redraws after any change of scene
        self._makers: dict[str, Callable[..., Scene]] = {}
        self.keys = KeyPresses()  # which key presses are new (see game.ui.keys)

    # -- scenes by name ------------------------------------------------------------------
    def provide(self, name: str, maker: Callable[..., Scene]) -> None:
        """``make(name, ...)`` will call ``maker(...)``."""
        self._makers[name] = maker

    def make(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """A new scene of the kind called ``name``."""
        try:
            maker = self._makers[name]
        except KeyError:
            raise UnknownScene(name) from None
        return maker(*args, **kwargs)

    def open(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Make the scene called ``name`` and push it."""
        scene = self.make(name, *args, **kwargs)
        self.push(scene)
        return scene

    def home(self) -> Scene:
        """Back to the main menu, with everything above it closed."""
        scene = self.make("menu")
        self.reset(scene)
        return scene

    def start(self, scene: Scene) -> Scene:
        """Open ``scene`` (a table) on top of a fresh main menu, so leaving it goes home."""
        self.home()
        self.push(scene)
        return scene

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            covered = self.stack[-1]
            widgets = getattr(covered, "widgets", None)
            if hasattr(widgets, "unhover"):
                widgets.unhover()
            covered.pause()
        self.stack.append(scene)
        log.debug("push %s", scene.name)
        scene.enter()
        self._changed()

    def pop(self, scene: Scene | None = None) -> Scene | None:
        """Remove the top scene (or ``scene`` and everything above it)."""
        if not self.stack:
            return None
        if scene is not None and scene in self.stack:
            while self.stack and self.stack[-1] is not scene:
                self._pop_one()
        popped = self._pop_one()
        if self.stack:
            self.stack[-1].resume()
        self._changed()
        return popped

    def _pop_one(self) -> Scene:
        scene = self.stack.pop()
        log.debug("pop %s", scene.name)
        scene.exit()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.stack:
            self._pop_one()
        self.stack.append(scene)
        scene.enter()
        self._changed()

    def reset(self, scene: Scene) -> None:
        """Clear the whole stack and start over with ``scene`` (back to the menu)."""
        while self.stack:
            self._pop_one()
        self.stack.append(scene)
        scene.enter()
        self._changed()

    def handle(self, event: pygame.event.Event) -> None:
        self.keys.observe(event)
        if self.stack and self.stack[-1].admit(event):
            self.stack[-1].handle(event)

    def update(self, dt: float) -> bool:
        self.keys.tick(dt)
        busy = False
        # Scenes under an overlay keep animating (a table behind a dialog).
        for scene in list(self.stack):
            if scene in self.stack:
                busy = scene.update(dt) or busy
        return busy

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        for scene in self.stack[start:]:
            scene.draw(surface)
