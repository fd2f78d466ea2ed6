"""Pictures of Home Alone outside the table: the Rules page's gallery (``rules_picture``) and
the smoke run's photographs of the table (``smoke_pictures``), with the small helpers that set
up those positions (also used by the tests)."""

from __future__ import annotations

from typing import Callable

import pygame

from game.engine.match import new_match
from game.engine.rng import Rng
from game.home_alone.actions import SPIN_ACTION
from game.home_alone.table import art
from game.table.pictures import open_table, run_until
from game.ui import draw
from game.ui.theme import C, Fonts


def rules_picture(key: str, size: tuple[int, int]) -> pygame.Surface:
    """A picture for the Rules page: a marker (by name), a piece, the spinner, the die or the Van,
    on a card with its kind on a coloured band and its name underneath."""
    from game.home_alone.help import PICTURES

    title, kind = PICTURES.get(key, (key, ""))
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, w // 10)
    pygame.draw.rect(surf, C.cream, surf.get_rect(), border_radius=radius)
    band_color = art.accent(kind) if kind else C.plum
    band = pygame.Rect(0, 0, w, 26)
    pygame.draw.rect(surf, band_color, band, border_top_left_radius=radius, border_top_right_radius=radius)
    word = {"trap": "Booby-trap", "valuable": "Valuable", "kid": "Kid"}.get(
        kind, "Piece" if key in ("crooks", "kid_piece") else "Equipment")
    draw.text(surf, word, Fonts.bold(16), C.cream, band.center, "center", max_width=w - 8)
    side = min(w - 16, h - 26 - 58)
    area = pygame.Rect(0, 0, side, side)
    area.midtop = (w // 2, 32)
    if kind:
        img = art.picture(title, side)
    elif key == "crooks":
        img = art.crooks_icon(side)
    elif key == "spinner":
        img = art.dial(side, 1, 4).copy()
        art.draw_arrow(img, (side / 2, side / 2), side / 2 - 4, 135)
    elif key == "die":
        img = art.die_face(5, int(side * 0.8))
    elif key == "van":
        img = art.van_icon(side)
    else:
        img = art.kid_piece(0, side)
    surf.blit(img, img.get_rect(center=area.center))
    draw.text_block(surf, title, Fonts.bold(16), C.ink, pygame.Rect(4, area.bottom + 2, w - 8, h - area.bottom - 4),
                    align="center", max_lines=2, line_gap=0)
    pygame.draw.rect(surf, draw.darken(C.paper, 0.25), surf.get_rect(), 2, border_radius=radius)
    return surf


def _person_game(app, players: int, variant=None, seed: int = 7, people: int = 1):
    from game.engine.record import SeatInfo
    from game.engine.registry import get_spec

    spec = get_spec("home_alone")
    names = ["Sam", "Alex", "Robin", "Jo"]
    seats = [SeatInfo(names[i], "human" if i < people else "bot", "normal", i) for i in range(players)]
    match = new_match("home_alone", variant or spec.standard(), seats, seed=seed)
    return open_table(app, match)


def _advance(app, scene, until: Callable[[], bool], seconds: float = 60.0, dt: float = 1 / 15) -> bool:
    return run_until(app, until, seconds, dt)


def _in(board, room: str, k: int = 0) -> int:
    """The ``k``-th floor square of a room (positions for pictures name rooms, not numbers)."""
    return [sq for sq in board.hideable if board.room_name(sq) == room][k]


def _seats(names, people: int = 0):
    from game.engine.record import SeatInfo

    return [SeatInfo(n, "human" if i < people else "bot", "normal", i) for i, n in enumerate(names)]


def _hover(app, scene, square: int) -> None:
    """Point the mouse at ``square`` long enough for its hover box."""
    scene.hover_sq = square
    scene.hover_time = 10.0
    app.mark_dirty()


def smoke_pictures(app, shoot) -> None:
    """``home-alone-hiding``: a person's hiding tray half full, with a refusal explained;
    ``home-alone-board``: computer players in the middle of a game (a position set up by hand);
    ``home-alone-turn``: a person choosing where Harry goes (lit squares, the path);
    ``home-alone-chase``: the last round with Kids out, the hover box of a handle bar.
    Every position but the first (a real new game) is built with :mod:`game.home_alone.positions`."""
    from game.home_alone.board import default_board
    from game.home_alone.positions import after_hiding, as_match, position

    board = default_board()

    scene = _person_game(app, 4)
    _advance(app, scene, lambda: scene.mode == "hide")
    if scene.plan is not None and scene.tray is not None:
        rng = Rng(3)
        for marker in scene.plan.unplaced()[:11]:
            squares = scene.plan.allowed(marker)
            scene.tray.selected = marker
            scene._place_at(squares[int(rng.random() * len(squares))])
        yard = scene.board.squares_of("yard")
        scene._place_at(yard[len(yard) // 3])
        scene.hover_sq = scene.plan.where.get(scene.plan.order[0])
        app.mark_dirty()
    shoot("home-alone-hiding", 0.3)
    app.scenes.home()

    # computer players half-way through round 7 (traps hit, a valuable or two gone)
    st = position(players=4, rest="hidden", turn=26, spins=[3, 2, 4],
                  found={0: ["trap"] * 6 + ["Jewels"], 1: ["trap"] * 5, 2: ["trap"] * 7 + ["Money", "Watch"],
                         3: ["trap"] * 4}, crooks=(_in(board, "Kitchen", 9), _in(board, "Study", 5)))
    scene = open_table(app, as_match(st, _seats(["Bonnie", "Clyde", "Raffles", "Lupin"])))
    _advance(app, scene, lambda: scene.match.state.turn >= 28, seconds=30)
    _advance(app, scene, lambda: scene.player.idle, seconds=10)
    shoot("home-alone-board", 0.2)
    app.scenes.home()

    # a person's turn: the spin shows 4, Harry is picked, a lit square under the mouse
    st = after_hiding(players=3, seed=5, spins=[4])
    scene = open_table(app, as_match(st, _seats(["Sam", "Alex", "Robin"], people=1)))
    _advance(app, scene, lambda: scene.mode == "spin", seconds=60)
    if scene.mode == "spin":
        scene.submit(SPIN_ACTION)
    _advance(app, scene, lambda: scene.mode == "crook", seconds=30)
    if scene.mode == "crook":
        squares = sorted(scene.targets[scene.sel_crook])
        if squares:
            scene.hover_sq = squares[len(squares) // 2]
            app.mark_dirty()
    shoot("home-alone-turn", 0.2)
    app.scenes.home()

    # the last round, the Kids out, the mouse on a handle bar
    st = position(players=4, rest="hidden", turn=(st.variant.round_limit - 1) * 4 + 1,
                  kids={0: _in(board, "Hall", 4), 1: board.treehouse[1], 2: _in(board, "Bedroom", 6),
                        3: _in(board, "Family Room", 12)},
                  found={0: ["trap"] * 12 + ["Jewels", "Silver"], 1: ["trap"] * 11 + ["Money"],
                         2: ["trap"] * 13 + ["Watch", "Stereo"], 3: ["trap"] * 10},
                  crooks=(_in(board, "Living Room", 20), _in(board, "Dining Room", 3)))
    scene = open_table(app, as_match(st, _seats(["Sam", "Clyde", "Raffles", "Lupin"], people=1)))
    _advance(app, scene, lambda: scene.mode == "spin", seconds=30)
    _hover(app, scene, board.handle_bars[-1])
    shoot("home-alone-chase", 0.3)
    app.scenes.home()
