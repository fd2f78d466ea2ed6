"""How the 1280×720 picture fills a window of any size: scaled to fit, letterboxed, never cropped.

Every scene lays out on one logical canvas (:data:`game.ui.theme.SIZE`). The window
shows that canvas scaled by the same factor in both directions, as large as fits,
centred, with the rest of the window (bars above and below on 4:3, beside it on
21:9) filled with the theme's night colour. The GPU does the scaling in the app
(pygame's ``SCALED`` renderer, told here to scale smoothly and by any factor, not
only whole ones), and SDL maps mouse and touch positions back onto the canvas.

Why scale rather than lay every scene out again for each size: the three tables
place cards, boards and hands on carefully tuned 16:9 layouts; one canvas keeps
them identical everywhere, and legibility is then one rule on the canvas (see
:data:`~game.ui.theme.MIN_TEXT_PX`): text is at least 14 px on screen at 1280×720 and
at least 12 px at the smallest window, 1024×576.
"""

from __future__ import annotations

import pygame

from game.ui.theme import MIN_TEXT_PX, MIN_WINDOW, SIZE, C

__all__ = ["LETTERBOX", "MIN_TEXT_PX", "MIN_WINDOW", "fit_window", "picture_rect", "present", "scale_for",
           "to_canvas"]

def scale_for(window: tuple[int, int]) -> float:
    """The factor the canvas is drawn at in a window of this size."""
    return min(window[0] / SIZE[0], window[1] / SIZE[1])


#: The colour of the bars around the picture when the window's shape differs from 16:9.
LETTERBOX: tuple[int, int, int] = C.night_lo


def picture_rect(window: tuple[int, int]) -> pygame.Rect:
    """Where the canvas lands inside a window of this size (centred, whole, aspect kept)."""
    s = scale_for(window)
    w, h = max(1, round(SIZE[0] * s)), max(1, round(SIZE[1] * s))
    return pygame.Rect((window[0] - w) // 2, (window[1] - h) // 2, w, h)


def to_canvas(window: tuple[int, int], pos: tuple[float, float]) -> tuple[int, int]:
    """A point in the window as a point on the canvas (what SDL does for mouse events)."""
    r = picture_rect(window)
    return (int((pos[0] - r.x) * SIZE[0] / r.width), int((pos[1] - r.y) * SIZE[1] / r.height))


def present(canvas: pygame.Surface, window: tuple[int, int]) -> pygame.Surface:
    """The window as a person sees it: ``canvas`` scaled into a window of this size, with bars.

    Used for pictures of a window size (``--smoke``); on screen the GPU does the same."""
    out = pygame.Surface(window)
    out.fill(LETTERBOX)
    r = picture_rect(window)
    if r.size == canvas.get_size():
        out.blit(canvas, r)
    else:
        out.blit(pygame.transform.smoothscale(canvas.convert(32) if canvas.get_bitsize() < 24 else canvas, r.size), r)
    return out


def fit_window(wanted: tuple[int, int], desktop: tuple[int, int] | None, room: tuple[int, int] = (0, 80),
               ) -> tuple[int, int]:
    """The window size to open: ``wanted``, made smaller (16:9 kept) if it would not fit on
    the desktop with ``room`` left for a title bar and a task bar; never below :data:`MIN_WINDOW`."""
    w, h = max(MIN_WINDOW[0], wanted[0]), max(MIN_WINDOW[1], wanted[1])
    if desktop is None or desktop[0] <= 0 or desktop[1] <= 0:
        return w, h
    free_w, free_h = desktop[0] - room[0], desktop[1] - room[1]
    if w <= free_w and h <= free_h:
        return w, h
    s = min(free_w / w, free_h / h)
    return max(MIN_WINDOW[0], int(w * s)), max(MIN_WINDOW[1], int(h * s))
