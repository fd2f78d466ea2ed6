"""One warm, playful, readable look for all three games.

Colours are chosen for a dim living room at night (deep blue background, warm
cream cards, mustard highlights). Player colours come from the Okabe-Ito set,
which colour-blind players can tell apart, and each also has its own symbol.
Type is large: the smallest text a player must read is 18 px at 1280x720, and no text
at all is drawn below :data:`MIN_TEXT_PX` (every font is made through :class:`Fonts`,
which enforces it).
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.store.paths import asset

WIDTH, HEIGHT = 1280, 720
SIZE = (WIDTH, HEIGHT)

Color = tuple[int, int, int]

#: The smallest window the app allows (a 1366x768 laptop with a title bar and task bar fits it).
MIN_WINDOW = (1024, 576)

#: Legibility: the smallest text on screen, in screen pixels, in a window of each named size.
MIN_SCREEN_TEXT = {(1280, 720): 14, MIN_WINDOW: 12}


def _min_text_px() -> int:
    """The smallest font size on the 1280x720 canvas that keeps every rule of MIN_SCREEN_TEXT
    once the canvas is scaled to fit each window (see :mod:`game.ui.viewport`)."""
    return max(math.ceil(px / min(w / WIDTH, h / HEIGHT) - 1e-9) for (w, h), px in MIN_SCREEN_TEXT.items())


#: No font is made smaller than this (15 px: 15 x 0.8 = 12 px in a 1024x576 window).
MIN_TEXT_PX = _min_text_px()


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
    """Cached fonts: ``title`` (Fredoka One, playful) and ``body``/``bold`` (Noto Sans).

    A size below :data:`MIN_TEXT_PX` is raised to it, so nothing is ever drawn too small
    to read; each place that asked for less is noted in :attr:`too_small` (file, line,
    size asked), which the legibility test reads, so the layout gets fixed for real."""

    TITLE = "FredokaOne-Regular.ttf"
    BODY = "NotoSans-Regular.ttf"
    BOLD = "NotoSans-Bold.ttf"
    FILES = (TITLE, BODY, BOLD)

    too_small: dict[tuple[str, int], int] = {}
    #: characters some text asked for that its font has no glyph for (char -> the text)
    missing: dict[str, str] = {}
    _paths: dict[int, str] = {}  # id(font) -> its file, for glyph look-ups
    _covered: dict[tuple[str, str], bool] = {}

    @classmethod
    def _sized(cls, name: str, size: int) -> pygame.font.Font:
        if size < MIN_TEXT_PX:
            caller = sys._getframe(2)
            cls.too_small[(caller.f_code.co_filename, caller.f_lineno)] = size
            size = MIN_TEXT_PX
        return cls._font(name, int(size))

    @staticmethod
    @lru_cache(maxsize=64)
    def _font(name: str, size: int) -> pygame.font.Font:
        try:
            path = str(asset("fonts", name))
            font = pygame.font.Font(path, size)
        except (FileNotFoundError, OSError, pygame.error):
            return pygame.font.Font(None, int(size * 1.3))
        Fonts._paths[id(font)] = path
        return font

    @classmethod
    def has_glyph(cls, path: str, char: str) -> bool:
        """Whether the font file ``path`` draws ``char`` (rather than an empty box)."""
        key = (path, char)
        known = cls._covered.get(key)
        if known is None:
            known = char in "\n\t" or _glyph_font(path).get_metrics(char)[0] is not None
            cls._covered[key] = known
        return known

    @classmethod
    def printable(cls, text: str, font: pygame.font.Font) -> str:
        """``text`` with every character ``font`` cannot draw replaced by one it can (an arrow by a
        plain one, anything else by "?"); each replaced character is noted in :attr:`missing`."""
        path = cls._paths.get(id(font))
        if path is None or text.isascii():
            return text
        out = []
        for ch in text:
            if ch.isascii() or cls.has_glyph(path, ch):
                out.append(ch)
                continue
            cls.missing.setdefault(ch, text)
            out.append(next((s for s in GLYPH_STAND_INS.get(ch, "") if cls.has_glyph(path, s)), "?"))
        return "".join(out)

    @classmethod
    def title(cls, size: int) -> pygame.font.Font:
        return cls._sized(cls.TITLE, size)

    @classmethod
    def body(cls, size: int) -> pygame.font.Font:
        return cls._sized(cls.BODY, size)

    @classmethod
    def bold(cls, size: int) -> pygame.font.Font:
        return cls._sized(cls.BOLD, size)


#: What to draw instead of a character the fonts lack (the first one the font has).
GLYPH_STAND_INS = {"▲": "^", "▼": "v", "▸": "»", "◂": "«", "▶": "»", "◀": "«", "→": "›", "←": "‹",
                   "↑": "^", "↓": "v", "✓": "+", "✔": "+", "✗": "x", "✘": "x", "★": "*", "☆": "*"}


@lru_cache(maxsize=8)
def _glyph_font(path: str):
    import pygame.freetype  # only for glyph look-ups (pygame.font cannot tell a missing glyph)

    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(path, 16)


# Type scale (px at 1280x720).
TITLE_XL = 72
TITLE_L = 48
TITLE_M = 34
TITLE_S = 26
BODY_L = 24
BODY_M = 20
BODY_S = 18
BODY_XS = 15  # the smallest type: notes and counters (MIN_TEXT_PX)
