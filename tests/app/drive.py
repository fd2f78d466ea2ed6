"""Driving the app in tests the way a person does: frames, clicks, keys, drags, smoke pictures.

Every table's tests play through these, so a change in how events reach the
scenes (or how pictures are taken) is made once.
"""

from __future__ import annotations

from typing import Callable

import pygame


def frames(app, n: int = 1, dt: float = 1 / 30) -> None:
    for _ in range(n):
        app.process([], dt)


def until(app, cond: Callable[[], bool], limit: int = 3000, dt: float = 1 / 15) -> bool:
    """Run up to ``limit`` frames until ``cond()`` holds; True if it did."""
    for _ in range(limit):
        if cond():
            return True
        app.process([], dt)
    return cond()


def click(app, pos, button: int = 1) -> None:
    """Move there, press and release (two frames, as a real click spans at least one)."""
    app.process([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                 pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)], 1 / 60)
    app.process([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)], 1 / 60)


def key(app, k: int, mod: int = 0) -> None:
    """Press and release ``k`` (a fresh press: a key still held down would only repeat)."""
    app.process([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0),
                 pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)], 1 / 60)


def drag(app, start, end, steps: int = 6) -> None:
    app.process([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)], 1 / 60)
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)
        app.process([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))], 1 / 60)
    app.process([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)], 1 / 60)


def smoke_shots(app, smoke_pictures: Callable) -> dict[str, pygame.Surface]:
    """Run a game's ``smoke_pictures(app, shoot)`` as ``--smoke`` does; return each picture taken.

    Every picture must be the full logical window and show more than the bare backdrop (which
    alone samples to about 32 colours on this grid)."""
    from game.table.pictures import settle

    shots: dict[str, pygame.Surface] = {}

    def shoot(name: str, seconds: float = 0.6) -> None:
        settle(app, seconds)
        assert app.screen.get_size() == (1280, 720), name
        shots[name] = app.screen.copy()

    smoke_pictures(app, shoot)
    for name, picture in shots.items():
        colours = {picture.get_at((x, y))[:3] for x in range(0, 1280, 37) for y in range(0, 720, 23)}
        assert len(colours) > 40, f"{name} shows almost nothing ({len(colours)} colours)"
    assert pygame.display.get_surface() is not None
    return shots


def shown_texts(monkeypatch) -> list[tuple[str, str]]:
    """Record every line ``draw.text`` writes as (asked, shown), where a cut line ends in "…".

    For the tests that a name or a label is written whole (long names were cut in
    many places, each found playing by hand).
    """
    from game.ui import draw

    shown: list[tuple[str, str]] = []
    real_text = draw.text

    def text(surface, string, font, color, pos, anchor="topleft", max_width=None, shadow=False):
        shown.append((string, draw.fit_text(string, font, max_width) if max_width is not None else string))
        return real_text(surface, string, font, color, pos, anchor, max_width, shadow)

    monkeypatch.setattr(draw, "text", text)
    return shown
