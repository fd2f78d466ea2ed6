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


def _preplay(match, turns: int) -> None:
    """Play computer moves straight on the engine until ``turns`` turns have passed."""
    from game.engine.runner import make_bots

    bots = make_bots(match.spec, ["normal"] * match.state.num_players, match.record.seed, match.record.variant)
    state = match.state
    while not state.is_over and (state.turn < turns or state.step == "hide"):
        d = state.pending
        match.apply(bots[d.seat].choose(state.view(d.seat), d))
        state = match.state
        if state.step != "hide" and state.turn >= turns and d.kind != "hide":
            break


def smoke_pictures(app, shoot) -> None:
    """``home-alone-hiding``: a person's hiding tray half full, with a refusal explained;
    ``home-alone-board``: computer players in the middle of a game;
    ``home-alone-turn``: a person choosing where Harry goes (lit squares, the path)."""
    from game.engine.record import SeatInfo
    from game.engine.registry import get_spec

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

    spec = get_spec("home_alone")
    seats = [SeatInfo(n, "bot", "normal", i) for i, n in enumerate(["Bonnie", "Clyde", "Raffles", "Lupin"])]
    match = new_match("home_alone", spec.standard(), seats, seed=11)
    _preplay(match, 26)
    open_table(app, match)
    scene = app.scenes.top
    _advance(app, scene, lambda: scene.match.state.turn >= 30, seconds=30)
    _advance(app, scene, lambda: scene.player.idle, seconds=10)
    shoot("home-alone-board", 0.2)
    app.scenes.home()

    scene = _person_game(app, 3, seed=5)
    _advance(app, scene, lambda: scene.mode == "hide")
    if scene.plan is not None:
        scene.hide_random()
        scene.hide_done()
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
