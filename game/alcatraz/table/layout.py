"""Where everything sits on the Escape from Alcatraz table (1280x720, for 2 to 4 players).

::

    [Menu][Undo][Skip]        status                      [Speed]
    Cell Block  Action deck  Action  Discard   Yard   Solitary ...   | log
    ----------- plan columns: symbol, name, cards in play, to foil --  |
    seat row (next player)   | cards of each plan in play, by plan  |  | scores
    ...                                                              |
    your row (bottom)                                                | buttons
    your hand, grouped by plan, Escapees apart

Play areas are drawn as one grid: a row per player, a column per plan, so
"every play area grouped by plan" and the total per plan read at a glance,
and a card dragged onto a column lays off (or starts) that plan. The person
whose hand is shown sits in the bottom row; the others follow in turn order
from the top, so the next player is always the first row.
"""

from __future__ import annotations

import pygame

from game.alcatraz.cards import NUM_PLANS
from game.engine.seats import seats_from

SCREEN = pygame.Rect(0, 0, 1280, 720)
HAND_CARD = (100, 140)
PILE_CARD = (70, 98)
SPOT_CARD = (150, 210)
REVEALED_CARD = (100, 140)
MAIN = pygame.Rect(10, 62, 980, 658)
RIGHT = pygame.Rect(1000, 62, 270, 650)

PILES_TOP = 67
PILE_CY = PILES_TOP + 22 + PILE_CARD[1] // 2
GRID_TOP = 202
GRID_BOTTOM = 546
HEADER_H = 78
TAG_H = 19
"""A plan heading: its name on two lines (the symbol before the first), its count, and a tag for a Guard
Help or Change in Plan lying on it."""
ROW_HEAD_W = 212  # a 16-letter name ("Wolfgang Amadeus") whole in its row, the plan columns still fit "Gallery Raid"
HAND_AREA = pygame.Rect(14, 552, 972, 168)

CELL_CARDS = {2: (70, 98), 3: (54, 76), 4: (42, 58)}
"""Size of the cards in the grid's cells, by number of players (bigger when there is room)."""


class TableLayout:
    def __init__(self, num_players: int, bottom_seat: int):
        self.n = num_players
        self.bottom = bottom_seat
        # top row first (the next player), you last
        self.order = [*seats_from(bottom_seat, num_players, include_start=False), bottom_seat]
        self.cell_card = CELL_CARDS.get(num_players, CELL_CARDS[4])
        # -- piles along the top
        self.cell_block = (52, PILE_CY)
        self.action_deck = (140, PILE_CY)
        self.action_active = (228, PILE_CY)
        self.action_discard = (316, PILE_CY)
        self.yard = pygame.Rect(372, PILE_CY - PILE_CARD[1] // 2, 250, PILE_CARD[1])
        self.solitary = pygame.Rect(646, PILE_CY - PILE_CARD[1] // 2, 336, PILE_CARD[1])
        self.revealed = pygame.Rect(0, 0, 3 * REVEALED_CARD[0] + 4 * 16, REVEALED_CARD[1] + 52)
        self.revealed.center = (MAIN.centerx, GRID_TOP + 88)
        # -- the grid
        self.grid = pygame.Rect(MAIN.x, GRID_TOP, MAIN.width, GRID_BOTTOM - GRID_TOP)
        col_w = (self.grid.width - ROW_HEAD_W) / NUM_PLANS
        self.columns = [pygame.Rect(round(self.grid.x + ROW_HEAD_W + p * col_w), self.grid.y, round(col_w) - 4,
                                    self.grid.height) for p in range(NUM_PLANS)]
        self.headers = [pygame.Rect(c.x, c.y, c.width, HEADER_H) for c in self.columns]
        row_h = (self.grid.height - HEADER_H - 4) / num_players
        self.rows: dict[int, pygame.Rect] = {}
        for i, seat in enumerate(self.order):
            self.rows[seat] = pygame.Rect(self.grid.x, round(self.grid.y + HEADER_H + 4 + i * row_h),
                                          self.grid.width, round(row_h) - 4)
        # -- the right column
        self.log = pygame.Rect(RIGHT.x, RIGHT.y + 4, RIGHT.width, 262)
        self.scores = pygame.Rect(RIGHT.x, self.log.bottom + 8, RIGHT.width, 40 + 28 * num_players)
        self.controls = pygame.Rect(RIGHT.x, self.scores.bottom + 10, RIGHT.width, 712 - self.scores.bottom - 10)
        self.hand = HAND_AREA
        self.speed = pygame.Rect(1000, 10, 270, 46)  # wide enough for "Speed: instant" between the arrows

    # -- cells and seat parts -----------------------------------------------------------
    def row_head(self, seat: int) -> pygame.Rect:
        r = self.rows[seat]
        return pygame.Rect(r.x, r.y, ROW_HEAD_W - 6, r.height)

    def cell(self, seat: int, plan: int) -> pygame.Rect:
        r = self.rows[seat]
        c = self.columns[plan]
        return pygame.Rect(c.x, r.y, c.width, r.height)

    def cell_card_center(self, seat: int, plan: int) -> tuple[float, float]:
        cell = self.cell(seat, plan)
        return (cell.centerx - 8, cell.centery)

    def hand_backs(self, seat: int) -> pygame.Rect:
        head = self.row_head(seat)
        h = min(head.height - 38, 44)
        return pygame.Rect(head.x + 10, head.bottom - h - 4, 70, h)

    def hand_anchor(self, seat: int) -> tuple[float, float]:
        """Where cards fly to and from a hand: the bottom seat's fan, or another seat's backs."""
        if seat == self.bottom:
            return self.hand.center
        r = self.hand_backs(seat)
        return (r.x + 20, r.centery)

    def foiled(self, seat: int) -> pygame.Rect:
        head = self.row_head(seat)
        h = min(head.height - 38, 44)
        return pygame.Rect(head.x + 84, head.bottom - h - 4, head.width - 88, h)

    def foiled_anchor(self, seat: int) -> tuple[float, float]:
        r = self.foiled(seat)
        return (r.x + 16, r.centery)

    def revealed_slot(self, index: int) -> tuple[float, float]:
        """Centre of the ``index``-th card turned over by a Cell Search."""
        r = self.revealed
        return (r.x + 16 + REVEALED_CARD[0] / 2 + index * (REVEALED_CARD[0] + 16), r.y + 38 + REVEALED_CARD[1] / 2)

    def plan_tag(self, plan: int, index: int = 0, of: int = 1) -> pygame.Rect:
        """Where the ``index``-th of ``of`` Action cards lying on ``plan`` (Guard Help, Change in Plan) is
        shown: a tag along the bottom of the plan's heading."""
        head = self.headers[plan]
        width = (head.width - 8 - 4 * (of - 1)) // of
        return pygame.Rect(head.x + 4 + index * (width + 4), head.bottom - TAG_H - 2, width, TAG_H)

    def is_bottom(self, seat: int) -> bool:
        return seat == self.bottom
