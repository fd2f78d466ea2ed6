"""The Escape from Alcatraz pictures of ``python -m game --smoke DIR``.

``alcatraz-table`` (4 computer players mid-game), ``alcatraz-table-2`` and
``alcatraz-table-3`` (``-small``: scaled to a 1024x576 window, to check that
nothing becomes unreadable), a person's turn with cards selected
(``alcatraz-turn``), a question from an Action card when one comes up
(``alcatraz-question``), the hand-off screen between two people
(``alcatraz-handoff``), the round summary (``alcatraz-round-summary``) and
``alcatraz-game-over``.
"""

from __future__ import annotations

import time
from typing import Callable

import pygame

from game.table.pictures import hurry_until, open_table, run_until

NAMES = ["Bonnie", "Clyde", "Raffles", "Lupin"]
PEOPLE = ["Sam", "Alex", "Robin", "Jo"]


def _start(app, kinds: list[str], *, seed: int = 7, **params):
    from game.engine.match import Match
    from game.engine.record import SeatInfo
    from game.engine.registry import get_spec

    spec = get_spec("alcatraz")
    variant = spec.standard().with_params(spec.schema, **params) if params else spec.standard()
    seats = [SeatInfo(NAMES[i] if k == "bot" else PEOPLE[i], k, "normal", i) for i, k in enumerate(kinds)]
    match = Match.new(spec, variant, seats, seed)
    return open_table(app, match)


def take_pictures(app, shoot) -> None:
    from game.alcatraz.table.summary import RoundSummaryScene
    from game.table.overlays import GameOverOverlay, HandoffScene

    def shoot_small(name: str) -> None:
        """The picture scaled to a 1024x576 window, in the middle of a black screen."""
        small = pygame.transform.smoothscale(app.screen, (1024, 576))
        saved = app.screen.copy()
        app.screen.fill((0, 0, 0))
        app.screen.blit(small, small.get_rect(center=app.screen.get_rect().center))
        shoot(name, 0)
        app.screen.blit(saved, (0, 0))

    def bot_table(players: int, name: str, moves: int, small: bool = False) -> None:
        scene = _start(app, ["bot"] * players, seed=5 + players)
        _hurry_to(app, scene, lambda: scene.match.move_count >= moves or scene.match.state.is_over, 30,
                  close_summaries=True)
        _hurry_to(app, scene, lambda: scene.player.idle and app.scenes.top is scene, 10, close_summaries=True)
        scene.effects.clear()
        app.process([], 1 / 30)
        shoot(name, 0)  # this very frame: the table at rest between two moves
        if small:
            shoot_small(f"{name}-small")

    bot_table(4, "alcatraz-table", 60, small=True)
    bot_table(2, "alcatraz-table-2", 40, small=True)
    bot_table(3, "alcatraz-table-3", 50)

    # a person's turn: cards of their biggest plan selected, the buttons ready
    scene = _start(app, ["human", "bot", "bot", "bot"], seed=12)
    if run_until(app, lambda: scene.input.active(), 20):
        scene.input.draw_two()
        if run_until(app, lambda: scene.input.active() and scene.match.state.pending.kind == "play", 20):
            by_plan: dict[int, list[int]] = {}
            for c in scene.hand.cards:
                if c < 84:
                    by_plan.setdefault(c // 12, []).append(c)
            if by_plan:
                scene.hand.select(max(by_plan.values(), key=len))
            shoot("alcatraz-turn", 0.4)

    # the hand-off screen between two people
    scene = _start(app, ["human", "human", "bot"], seed=3)
    if run_until(app, lambda: isinstance(app.scenes.top, HandoffScene), 20):
        shoot("alcatraz-handoff", 0.3)
        app.scenes.top.ready()
        run_until(app, lambda: scene.input.active(), 10)
        shoot("alcatraz-handoff-after", 0.3)

    # a question from an Action card (the first one a person is asked)
    scene = _start(app, ["human", "bot"], seed=4)
    asked = False
    end = time.perf_counter() + 40
    while time.perf_counter() < end and not scene.match.state.is_over:
        d = scene.match.state.pending
        if scene.input.active() and d is not None and d.seat == 0:
            if d.kind not in ("draw", "play", "discard"):
                asked = True
                break
            _auto_turn(scene, d)
        scene.skip()
        if isinstance(app.scenes.top, RoundSummaryScene):
            app.scenes.top.done()
        app.process([], 1 / 30)
    if asked:
        shoot("alcatraz-question", 0.4)

    # the round summary and the end of a game, among computer players (a short game)
    scene = _start(app, ["bot"] * 4, seed=21, target_score=30)
    if _hurry_to(app, scene, lambda: isinstance(app.scenes.top, RoundSummaryScene), 60):
        shoot("alcatraz-round-summary", 0.3)
    _hurry_to(app, scene, lambda: isinstance(app.scenes.top, GameOverOverlay), 90, close_summaries=True)
    shoot("alcatraz-game-over", 1.2)
    app.scenes.home()


def _auto_turn(scene, d) -> None:
    """A quick sensible move for a person in the smoke run: lay off or start when possible, else discard."""
    from game.alcatraz import actions as A

    plays = [a for a in d.actions if isinstance(a, (A.StartPlan, A.LayOff))]
    if d.kind == "draw":
        scene.input.draw_two()
    elif plays:
        scene.submit(plays[-1])
    else:
        scene.submit(d.actions[0])


def _hurry_to(app, scene, cond: Callable[[], bool], seconds: float, close_summaries: bool = False) -> bool:
    from game.alcatraz.table.summary import RoundSummaryScene

    def close() -> None:
        if isinstance(app.scenes.top, RoundSummaryScene):
            app.scenes.top.done()
    return hurry_until(app, scene, cond, seconds, close if close_summaries else None)
