"""Where everything sits on the Alarm! table at the 1280x720 logical size.

Seats are boxes in a top and a bottom row (up to three each) around a
centre band that holds the deck, the card on its way (large), the discard
pile, the prompt panel (left) and the log (right), so neither covers a seat.
The first person sits at the bottom centre and the others follow clockwise:
bottom left, top left, top centre, top right, bottom right. Passing "left"
(the engine's LEFT, the next seat clockwise) moves a card that way on screen.
With four or fewer seats the bottom corners are free and the prompt and log
grow down into them.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.seats import seats_from
from game.ui.theme import SIZE

SEAT_W, SEAT_H = 410, 172
TOP_Y = 64
BOTTOM_Y = SIZE[1] - 6 - SEAT_H
BAND = pygame.Rect(0, TOP_Y + SEAT_H, SIZE[0], BOTTOM_Y - TOP_Y - SEAT_H)

_X3 = (12, 435, 858)
_X2 = (215, 655)
_SLOTS = {
    "bl": (_X3[0], BOTTOM_Y), "bc": (_X3[1], BOTTOM_Y), "br": (_X3[2], BOTTOM_Y),
    "tl": (_X3[0], TOP_Y), "tc": (_X3[1], TOP_Y), "tr": (_X3[2], TOP_Y),
    "tl2": (_X2[0], TOP_Y), "tr2": (_X2[1], TOP_Y),
}
_ORDER = {
    2: ("bc", "tc"),
    3: ("bc", "tl2", "tr2"),
    4: ("bc", "tl", "tc", "tr"),
    5: ("bc", "bl", "tl2", "tr2", "br"),
    6: ("bc", "bl", "tl", "tc", "tr", "br"),
}

# Card sizes: the large card in the centre is the sprites' base size; the others are scales of it.
MAIN_SIZE = (140, 196)
PILE_SIZE = (84, 118)
SIDE_SIZE = (56, 78)
SLOT_SIZE = (40, 54)
PILE_SCALE = PILE_SIZE[0] / MAIN_SIZE[0]
SIDE_SCALE = SIDE_SIZE[0] / MAIN_SIZE[0]
SLOT_SCALE = SLOT_SIZE[0] / MAIN_SIZE[0]

# Inside a seat box (relative to its top-left corner).
HEADER_H = 48
SLOT_Y = 50
SLOT_PITCH = 48
SLOT_X0 = 12
EQUIPMENT_GAP = 8
COUNT_Y = SLOT_Y + SLOT_SIZE[1] + 2
FOOTER_Y = 134
BADGE = pygame.Rect(SEAT_W - 118, 6, 110, 28)
"""The overview card badge (Lawyer / Informant / secret) in the header."""


def slot_offset(kind: int) -> tuple[int, int]:
    """Top-left of the little card of ``kind`` (0-7: obstacles, Loot, equipment) inside a seat box."""
    x = SLOT_X0 + kind * SLOT_PITCH + (EQUIPMENT_GAP if kind >= 5 else 0)
    return x, SLOT_Y


@dataclass
class TableLayout:
    n: int
    home: int = 0
    """The seat drawn at the bottom centre (the first person, or seat 0)."""

    def __post_init__(self) -> None:
        places = _ORDER[max(2, min(6, self.n))]
        self.seats: list[pygame.Rect] = [pygame.Rect(0, 0, SEAT_W, SEAT_H)] * self.n
        for place, seat in zip(places, seats_from(self.home, self.n)):  # clockwise from the home seat
            self.seats[seat] = pygame.Rect(*_SLOTS[place], SEAT_W, SEAT_H)
        crowded = self.n >= 5
        bottom = BAND.bottom - 8 if crowded else SIZE[1] - 6
        self.prompt = pygame.Rect(12, BAND.y + 8, 438 if crowded else SEAT_W, bottom - BAND.y - 8)
        log_x = 850 if crowded else _X3[2]
        self.log = pygame.Rect(log_x, BAND.y + 8, SIZE[0] - 12 - log_x, bottom - BAND.y - 8)
        cy = BAND.centery + 6
        self.main = (SIZE[0] // 2, cy)
        self.deck = (SIZE[0] // 2 - 140, cy)
        self.discard = (SIZE[0] // 2 + 140, cy)
        self.side = (self.deck[0], self.deck[1] - PILE_SIZE[1] // 2 - SIDE_SIZE[1] // 2 - 8)
        self.turn_line = (self.discard[0], BAND.y + 14)

    def is_top(self, seat: int) -> bool:
        return self.seats[seat].y == TOP_Y

    def slot_rect(self, seat: int, kind: int) -> pygame.Rect:
        box = self.seats[seat]
        x, y = slot_offset(kind)
        return pygame.Rect(box.x + x, box.y + y, *SLOT_SIZE)

    def slot_center(self, seat: int, kind: int) -> tuple[float, float]:
        return self.slot_rect(seat, kind).center

    def main_rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, *MAIN_SIZE)
        r.center = self.main
        return r

    def badge_rect(self, seat: int) -> pygame.Rect:
        return BADGE.move(self.seats[seat].topleft)
