"""Helpers for taking pictures of a table headless (``--smoke``, the tests, the Rules page).

Every table's picture maker sets up a position, runs the app's frames until
something worth a picture is on screen, and hands the frame to ``shoot``. The
waiting and the start of a computer-players' game are the same for all three
games, so they live here.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from game.engine.match import Match, new_match
from game.engine.record import SeatInfo
from game.engine.registry import get_spec
from game.ui.scenes import Host

#: names for computer seats in pictures and demos
BOT_NAMES = ("Bonnie", "Clyde", "Raffles", "Lupin", "Kitty", "Ronnie")


def settle(app: Any, seconds: float = 0.6, dt: float = 1 / 30) -> None:
    """Advance the app without input so animations reach a resting frame."""
    t = 0.0
    while t < seconds:
        app.process([], dt)
        t += dt


def run_until(app: Any, cond: Callable[[], bool], seconds: float = 20.0, dt: float = 1 / 30) -> bool:
    """Run the app's frames until ``cond()`` holds or ``seconds`` of real time pass; True if it held."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        if cond():
            return True
        app.process([], dt)
    return cond()


def hurry_until(app: Any, scene: Any, cond: Callable[[], bool], seconds: float = 20.0,
                each: Callable[[], None] | None = None) -> bool:
    """Like :func:`run_until`, with every animation of ``scene`` finished at once (as if Space were
    pressed each frame); ``each()`` runs every frame too (e.g. to close a summary in the way)."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end and not cond():
        if each is not None:
            each()
        scene.skip()
        app.process([], 1 / 30)
    return cond()


def open_table(app: Host, match: Match, **kwargs: Any) -> Any:
    """Open ``match`` in its table over the main menu, as starting a game does; returns the table."""
    return app.scenes.start(app.scenes.make("table", match, **kwargs))


def start_bot_game(app: Host, game_id: str, players: int | None = None, variant: Any = None,
                   seed: int = 7) -> Any:
    """A game of computer players (normal level) at its table; returns the table."""
    spec = get_spec(game_id)
    variant = variant or spec.standard()
    lo, hi = spec.players_for(variant)
    n = players or min(hi, max(lo, 4))
    seats = [SeatInfo(name, "bot", "normal", i) for i, name in enumerate(BOT_NAMES[:n])]
    return open_table(app, new_match(game_id, variant, seats, seed=seed))
