"""Where seats go around a table, and how cards fan out in a hand or a row.

Pure geometry (no drawing), shared by the card tables so each game places its
players the same way: the person whose view is shown sits at the bottom, the
others clockwise around an ellipse.
"""

from __future__ import annotations

import math

import pygame


def seat_anchors(n: int, table: pygame.Rect, bottom_seat: int = 0) -> list[tuple[float, float]]:
    """Centre points of ``n`` seats around ``table``, ``bottom_seat`` at the bottom, clockwise."""
    cx, cy = table.center
    rx, ry = table.width / 2, table.height / 2
    out: list[tuple[float, float]] = [(0.0, 0.0)] * n
    for i in range(n):
        k = (i - bottom_seat) % n
        ang = math.pi / 2 + k * 2 * math.pi / n  # clockwise on screen: bottom, left, top, right
        out[i] = (cx + rx * math.cos(ang), cy + ry * math.sin(ang))
    return out


def fan(n: int, center: tuple[float, float], max_width: float, card_w: float, *, max_gap: float | None = None,
        arc: float = 0.0) -> list[tuple[float, float, float]]:
    """Positions and angles (x, y, degrees) of ``n`` cards spread over at most ``max_width``."""
    if n <= 0:
        return []
    gap = card_w * 0.9 if max_gap is None else max_gap
    if n > 1:
        gap = min(gap, (max_width - card_w) / (n - 1))
    total = gap * (n - 1)
    out = []
    for i in range(n):
        t = (i - (n - 1) / 2) / max(1, (n - 1) / 2) if n > 1 else 0.0
        x = center[0] - total / 2 + i * gap
        y = center[1] + arc * t * t
        out.append((x, y, -t * arc * 0.25))
    return out


def grid(n: int, rect: pygame.Rect, cell: tuple[int, int], gap: int = 8) -> list[tuple[int, int]]:
    """Centres of ``n`` cells packed left-to-right, top-to-bottom inside ``rect``."""
    cols = max(1, (rect.width + gap) // (cell[0] + gap))
    out = []
    for i in range(n):
        r, c = divmod(i, cols)
        out.append((rect.x + c * (cell[0] + gap) + cell[0] // 2, rect.y + r * (cell[1] + gap) + cell[1] // 2))
    return out
