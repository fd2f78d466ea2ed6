"""The spinner (US edition) or the die (Canadian edition), animated.

The engine decides the number; this only shows it arriving: the arrow whirls a few
turns and slows down onto the number's sector (a tick as it passes each one), or the
die tumbles through faces and lands. A person clicks it, or presses Space or Enter.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable

import pygame

from game.home_alone.table import art
from game.ui import draw
from game.ui.event_player import Animate, Step
from game.ui.theme import C, Fonts
from game.ui.tween import EASE_OUT, LINEAR

SPIN_SECONDS = 1.3
ROLL_SECONDS = 1.0


class Spinner:
    def __init__(self, rect: pygame.Rect, device: str, low: int, high: int, audio: Any = None):
        self.rect = pygame.Rect(rect)
        self.device = device
        self.low, self.high = low, high
        self.audio = audio
        self.angle = art.sector_angle(low, low, high) - 180 / max(1, high - low + 1) + 12  # at rest, between numbers
        self.number: int | None = None  # the number shown after a spin
        self.face = low  # the die's face showing
        self.tilt = 0.0
        self.hop = 0.0
        self.active = False  # a person may spin now
        self.hover = False
        self.glow = 0.0
        self._rng = random.Random(5)

    @property
    def die(self) -> bool:
        return self.device == "die"

    def contains(self, pos: tuple[int, int]) -> bool:
        c = self.rect.center
        return math.hypot(pos[0] - c[0], pos[1] - c[1]) <= self.rect.width / 2

    def sound(self, name: str, volume: float = 0.6) -> None:
        if self.audio is not None:
            self.audio.play(name, volume)

    # -- animation -------------------------------------------------------------------------------
    def spin_to(self, number: int, on_done: Callable[[], None] | None = None) -> Step:
        """The steps that show ``number`` arriving."""
        return self._roll(number, on_done) if self.die else self._spin(number, on_done)

    def _spin(self, number: int, on_done: Callable[[], None] | None) -> Step:
        n = self.high - self.low + 1
        start = self.angle
        target = art.sector_angle(number, self.low, self.high) + self._rng.uniform(-0.3, 0.3) * 360 / n
        end = start + 3 * 360 + ((target - start) % 360)
        sector = 360 / n
        last = [int(start // sector)]

        def apply(t: float) -> None:
            if self.number is not None or t == 0.0:
                self.sound("shuffle", 0.4)
            self.number = None
            self.angle = start + (end - start) * t
            k = int(self.angle // sector)
            if k != last[0]:
                last[0] = k
                self.sound("tick", 0.35)

        def done() -> None:
            self.number = number
            self.sound("thud", 0.5)
            if on_done:
                on_done()

        return Animate(SPIN_SECONDS, apply, EASE_OUT, on_done=done)

    def _roll(self, number: int, on_done: Callable[[], None] | None) -> Step:
        faces = list(range(self.low, self.high + 1))
        last = [-1]

        def apply(t: float) -> None:
            if last[0] < 0:
                self.sound("shuffle", 0.4)
            self.number = None
            k = int(t * 9)
            if k != last[0] and t < 0.95:
                last[0] = k
                self.face = self._rng.choice(faces)
                self.sound("tick", 0.3)
            self.tilt = math.sin(t * math.pi * 5) * 25 * (1 - t)
            self.hop = abs(math.sin(t * math.pi * 3)) * 22 * (1 - t)
            if t >= 1.0:
                self.face = number

        def done() -> None:
            self.face = number
            self.number = number
            self.tilt = self.hop = 0.0
            self.sound("thud", 0.6)
            if on_done:
                on_done()

        return Animate(ROLL_SECONDS, apply, LINEAR, on_done=done)

    def update(self, dt: float) -> bool:
        if self.active:
            self.glow = (self.glow + dt) % 2.0
            return True
        return False

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if self.active:
            pulse = 0.5 + 0.5 * math.sin(self.glow * math.pi)
            ring = draw.mix(C.mustard, C.cream, pulse)
            pygame.draw.circle(surface, ring, r.center, r.width / 2 + 4 + 2 * pulse, 4)
        if self.die:
            size = int(r.width * 0.62)
            face = art.die_face(max(1, min(6, self.face)), size)
            if self.tilt:
                face = pygame.transform.rotate(face, self.tilt)
            surface.blit(face, face.get_rect(center=(r.centerx, r.centery - self.hop)))
        else:
            surface.blit(art.dial(r.width, self.low, self.high), r)
            art.draw_arrow(surface, r.center, r.width / 2 - 4, self.angle)
        if self.number is not None:
            badge = pygame.Rect(0, 0, 40, 40)
            badge.center = (r.right - 8, r.bottom - 10)
            pygame.draw.circle(surface, C.ink, badge.center, 21)
            pygame.draw.circle(surface, C.mustard, badge.center, 18)
            draw.text(surface, str(self.number), Fonts.title(26), C.ink, badge.center, "center")
