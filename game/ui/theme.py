"""One warm, playful, readable look for all three games.

Colours are chosen for a dim living room at night (deep blue background, warm
cream cards, mustard highlights). Player colours come from the Okabe-Ito set,
which colour-blind players can tell apart, and each also has its own symbol.
Type is large: the smallest text a player must read is 18 px at 1280x720.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.store.paths import asset

WIDTH, HEIGHT = 1280, 720
SIZE = (WIDTH, HEIGHT)

Color = tuple[int, int, int]


class C:
    """The palette."""

    night: Color = (28, 36, 64)
    night_hi: Color = (44, 56, 96)
    night_lo: Color = (18, 23, 42)
    felt: Color = (38, 98, 84)
    felt_hi: Color = (52, 122, 104)
    felt_lo: Color = (26, 70, 60)
    cream: Color = (255, 246, 228)
    paper: Color = (250, 236, 206)
    ink: Color = (44, 36, 54)
    ink_soft: Color = (98, 86, 104)
    mustard: Color = (244, 180, 54)
    mustard_hi: Color = (255, 205, 96)
    coral: Color = (230, 90, 60)
    coral_hi: Color = (246, 122, 92)
    teal: Color = (40, 160, 146)
    sky: Color = (120, 180, 230)
    plum: Color = (120, 70, 130)
    white: Color = (255, 255, 255)
    shadow: Color = (8, 10, 22)
    text: Color = (250, 242, 226)
    text_dim: Color = (190, 184, 200)
    good: Color = (90, 190, 110)
    warn: Color = (244, 180, 54)
    bad: Color = (230, 90, 60)


@dataclass(frozen=True)
class PlayerStyle:
    name: str
    color: Color
    symbol: str


PLAYER_STYLES: tuple[PlayerStyle, ...] = (
    PlayerStyle("Orange", (230, 120, 30), "circle"),
    PlayerStyle("Sky", (86, 180, 233), "square"),
    PlayerStyle("Green", (0, 170, 125), "triangle"),
    PlayerStyle("Yellow", (240, 220, 60), "star"),
    PlayerStyle("Pink", (214, 130, 180), "diamond"),
    PlayerStyle("Blue", (40, 110, 200), "hexagon"),
)


def player_style(index: int) -> PlayerStyle:
    return PLAYER_STYLES[index % len(PLAYER_STYLES)]


class Fonts:
    """Cached fonts: ``title`` (Fredoka One, playful) and ``body``/``bold`` (Noto Sans)."""

    TITLE = "FredokaOne-Regular.ttf"
    BODY = "NotoSans-Regular.ttf"
    BOLD = "NotoSans-Bold.ttf"

    @staticmethod
    @lru_cache(maxsize=64)
    def _font(name: str, size: int) -> pygame.font.Font:
        try:
            return pygame.font.Font(str(asset("fonts", name)), size)
        except (FileNotFoundError, OSError, pygame.error):
            return pygame.font.Font(None, int(size * 1.3))

    @classmethod
    def title(cls, size: int) -> pygame.font.Font:
        return cls._font(cls.TITLE, size)

    @classmethod
    def body(cls, size: int) -> pygame.font.Font:
        return cls._font(cls.BODY, size)

    @classmethod
    def bold(cls, size: int) -> pygame.font.Font:
        return cls._font(cls.BOLD, size)


# Type scale (px at 1280x720).
TITLE_XL = 72
TITLE_L = 48
TITLE_M = 34
TITLE_S = 26
BODY_L = 24
BODY_M = 20
BODY_S = 18
