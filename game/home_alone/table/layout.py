"""Where everything goes on the 1280x720 table: the board as large as the screen allows on
the left, and beside it the turn box (spinner and choices), the strip that says what ends the
game (the round of the announced last one, the Kids, what is still hidden), the Crooks & Van
scoreboard and the log (or, while a person hides, their tray)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.home_alone.board import Board
from game.home_alone.table.board_view import Geometry, fit
from game.ui.theme import SIZE

TOP = 62  # below the shared top bar (Menu, Undo, Skip, the status pill)
MARGIN = 8
GAP = 8
BOARD_AREA = pygame.Rect(MARGIN, TOP, 870, SIZE[1] - TOP - 6)
TURN_BOX_H = 150
ENDING_H = 58
ROW_H = {2: 58, 3: 54, 4: 50}  # one scoreboard row per player
SCORE_HEAD_H = 58


@dataclass(frozen=True)
class Layout:
    geo: Geometry
    side: pygame.Rect  # the whole column beside the board
    turn_box: pygame.Rect
    ending: pygame.Rect  # what ends the game, at a glance
    scoreboard: pygame.Rect
    log: pygame.Rect
    tray: pygame.Rect


def make_layout(board: Board, players: int) -> Layout:
    geo = fit(board, BOARD_AREA)
    left = geo.view.right + GAP + 2
    side = pygame.Rect(left, TOP, SIZE[0] - MARGIN - left, geo.view.height)
    turn_box = pygame.Rect(side.x, side.y, side.width, TURN_BOX_H)
    ending = pygame.Rect(side.x, turn_box.bottom + GAP, side.width, ENDING_H)
    rows = SCORE_HEAD_H + ROW_H.get(players, 50) * players + 10
    scoreboard = pygame.Rect(side.x, ending.bottom + GAP, side.width, rows)
    log = pygame.Rect(side.x, scoreboard.bottom + GAP, side.width, side.bottom - scoreboard.bottom - GAP)
    return Layout(geo, side, turn_box, ending, scoreboard, log, side.copy())
