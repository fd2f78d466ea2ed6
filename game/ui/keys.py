"""Which key presses are new: the input layer's memory of keys held down.

A key held down repeats (pygame sends the same ``KEYDOWN`` again and again), and
a key pressed to hurry one thing along may still be down, or pressed again a
moment later, when the next thing appears. :class:`KeyPresses` numbers every
press as it begins (a repeat keeps the number of the press it repeats), so a
screen can ask whether a key press began after something was shown. The scene
manager feeds it every event before the top scene sees it.

Time here is the app's own clock (the sum of frame times), so tests that drive
frames see the same behaviour as a person at the keyboard.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Press:
    """One press of a key: its serial number, when it began, whether this event repeats it, and
    when the same key's press before it began (``None``: never pressed before)."""

    key: int
    serial: int
    began: float
    repeat: bool
    previous: float | None = None


class KeyPresses:
    def __init__(self) -> None:
        self.clock = 0.0
        self.serial = 0
        self.held: dict[int, Press] = {}
        self.last_began: dict[int, float] = {}
        self.current: Press | None = None  # the press of the KEYDOWN being delivered

    def tick(self, dt: float) -> None:
        self.clock += dt

    def observe(self, event: pygame.event.Event) -> Press | None:
        """Note ``event``; for a ``KEYDOWN``, return its press (new or repeated)."""
        if event.type == pygame.KEYDOWN:
            key = event.key
            held = self.held.get(key)
            if held is not None:
                press = Press(key, held.serial, held.began, True, held.previous)
            else:
                self.serial += 1
                press = Press(key, self.serial, self.clock, False, self.last_began.get(key))
                self.held[key] = press
                self.last_began[key] = self.clock
            self.current = press
            return press
        if event.type == pygame.KEYUP:
            self.held.pop(event.key, None)
        elif event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWHIDDEN):
            self.held.clear()  # the key-ups of keys released elsewhere never arrive
        self.current = None
        return None

    def mark(self) -> tuple[int, float]:
        """A moment to compare presses with (say, when a question was shown)."""
        return self.serial, self.clock

    def began_after(self, press: Press, moment: tuple[int, float]) -> bool:
        """True if ``press`` is a fresh press (not a repeat) that began after ``moment``."""
        return not press.repeat and press.serial > moment[0]
