"""The window keeps its smallest size, 1024x576, through full screen and back."""

from __future__ import annotations

import pygame

from game.ui.viewport import MIN_WINDOW


class FakeWindow:
    """A window as pygame gives it: its SCALED mode sets the minimum to the whole canvas on each toggle."""

    def __init__(self):
        self.minimum_size = MIN_WINDOW
        self.size = (1280, 720)
        self.position = None
        self.full = False

    def toggle(self):
        self.full = not self.full
        self.minimum_size = (1280, 720)
        return 1


def test_the_window_can_shrink_to_the_smallest_size_after_full_screen_and_back(app, monkeypatch):
    """After F11 twice the window could no longer be made smaller than 1280x720 (too tall for a
    1366x768 laptop with a task bar), though the README promises 1024x576."""
    win = FakeWindow()
    monkeypatch.setattr(app, "headless", False)
    monkeypatch.setattr(app, "window", win)
    monkeypatch.setattr(app, "_letterbox", lambda window: None)
    monkeypatch.setattr(app, "is_fullscreen", lambda: win.full)
    monkeypatch.setattr(pygame.display, "toggle_fullscreen", win.toggle)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    app.set_fullscreen(True, remember=False)
    assert win.full and win.minimum_size == MIN_WINDOW
    app.set_fullscreen(False, remember=False)
    assert not win.full and win.minimum_size == MIN_WINDOW
