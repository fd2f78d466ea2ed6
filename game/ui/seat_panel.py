"""A seat's name plate: colour, symbol, name, person or computer, and status.

Shared by the card tables (and the Home Alone scoreboard) so that a player looks
the same in every game: their colour *and* symbol, a glow when it is their
move, a badge saying who plays the seat, and a grey "out" look when eliminated.
"""

from __future__ import annotations

import pygame

from game.engine.record import SeatInfo
from game.ui import draw
from game.ui.theme import BODY_S, C, Fonts, player_style

LEVEL_LABELS = {"easy": "Computer · easy", "normal": "Computer · normal", "hard": "Computer · hard",
                "random": "Computer · random"}


def seat_label(seat: SeatInfo) -> str:
    return "Person" if seat.is_human else LEVEL_LABELS.get(seat.level, "Computer")


def draw_seat_plate(surface: pygame.Surface, rect: pygame.Rect, seat: SeatInfo, *, active: bool = False,
                    out: bool = False, status: str = "", t: float = 0.0) -> None:
    """Draw the plate in ``rect`` (at least 200 x 56)."""
    style = player_style(seat.color)
    base = (70, 72, 90) if out else C.night_lo
    if active and not out:
        glow = rect.inflate(10, 10)
        pulse = 0.5 + 0.5 * abs(((t * 1.4) % 2) - 1)
        pygame.draw.rect(surface, draw.mix(C.mustard, C.mustard_hi, pulse), glow, border_radius=18)
    draw.panel(surface, rect, base, radius=14, alpha=235, shadow=4)
    stripe = pygame.Rect(rect.x, rect.y, 10, rect.height)
    pygame.draw.rect(surface, (120, 120, 130) if out else style.color, stripe,
                     border_top_left_radius=14, border_bottom_left_radius=14)
    chip_c = (rect.x + 38, rect.y + 28)
    draw.player_chip(surface, seat.color, chip_c, 38)
    name_color = C.text_dim if out else C.cream
    draw.text(surface, seat.name, Fonts.title(22), name_color, (rect.x + 64, rect.y + 6), max_width=rect.width - 74)
    sub = status or seat_label(seat)
    draw.text(surface, sub, Fonts.body(BODY_S - 2), C.text_dim if not active else C.mustard_hi,
              (rect.x + 64, rect.y + 33), max_width=rect.width - 74)
    if out:
        # prison bars over the plate
        for x in range(rect.x + 20, rect.right - 6, 22):
            pygame.draw.line(surface, (150, 150, 165), (x, rect.y + 4), (x, rect.bottom - 4), 3)
