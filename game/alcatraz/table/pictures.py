"""The Escape from Alcatraz pictures of ``python -m game --smoke DIR``, each from a position set up by hand.

Every picture opens the table at a position built with :mod:`game.alcatraz.positions`,
so it shows the same busy table on every run and machine: ``alcatraz-table``
(four computer players mid-round), ``alcatraz-table-2`` and ``alcatraz-table-3``
(``-small``: scaled to a 1024x576 window, to check that nothing becomes
unreadable), a person's turn with cards selected (``alcatraz-turn``), an
Action card's question (``alcatraz-question``), the hand-off screen between
two people (``alcatraz-handoff``, ``-after``), the round summary
(``alcatraz-round-summary``) and ``alcatraz-game-over``.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.alcatraz import cards as C
from game.alcatraz.positions import FOG, GUNS, HEADS, KEYS, RAFT, SPOON, SWIM, Cards, match, position
from game.alcatraz.rules import AlcatrazState
from game.engine.record import SeatInfo
from game.table.pictures import BOT_NAMES, hurry_until, open_table, run_until

PEOPLE = ("Sam", "Alex", "Robin", "Jo")


def busy_round(players: int, *, current: int = 0, phase: str = "play", last_card: bool = False,
               totals: Sequence[int] | None = None, **more: Any) -> AlcatrazState:
    """Round 2 in full swing: plans in play in several areas (Guard Help and Change in Plan on two of them),
    Escapees in the Yard, a long Solitary, a Foiled! pile or two and last round's scores. With
    ``last_card`` the current player holds one card: their discard ends the round."""
    k = Cards()
    plans = [(GUNS, HEADS), (SPOON, RAFT), (KEYS,), (SWIM,)]
    play = [sum((k.plan(p, 2 + (s + i) % 3) for i, p in enumerate(plans[s])), []) for s in range(players)]
    foiled = [k.plan(FOG, 4) + [k.infamous(FOG)] if s == 1 else [] for s in range(players)]
    hands = []
    for s in range(players):
        if last_card and s == current:
            hands.append(k.plan(KEYS, 1))
            continue
        hand = k.plan(GUNS if s else SPOON, 2) + k.plan((SWIM, RAFT, HEADS, SPOON)[s], 2) + k.plan(FOG, 1)
        hand += k.generic(1) if s % 2 == 0 else [k.infamous((KEYS, SWIM, RAFT, HEADS)[s])]
        hands.append(hand + k.plan(HEADS if s % 2 else KEYS, 1 + s % 2))
    earlier = [[12, 4, 20, 7][:players]]
    if totals is not None:
        earlier = [list(totals)]
    return position(
        players, seed=7, current=current, phase=phase, hands=hands, play=play,
        foiled=foiled, yard=k.generic(2) + [k.infamous(SPOON)], round_points=earlier,
        guard_help_on=more.pop("guard_help_on", GUNS),
        change_on=SPOON if players > 2 else -1,
        solitary=k.plan(RAFT, 1) + k.plan(FOG, 2) + k.plan(SWIM, 2) + k.plan(HEADS, 1) + k.plan(KEYS, 1),
        action_deck=k.action(C.RETURNING_FAVORS) + k.action(C.WORK_DETAIL),
        action_discard=k.action(C.RATTED_ON, 2) + k.action(C.CELL_SEARCH), **more)


def seats(kinds: Sequence[str]) -> list[SeatInfo]:
    """Computer players named like the other pictures', people named Sam, Alex..."""
    return [SeatInfo(PEOPLE[i] if k == "human" else BOT_NAMES[i], k, "normal", i) for i, k in enumerate(kinds)]


def open_position(app, state: AlcatrazState, kinds: Sequence[str]) -> Any:
    return open_table(app, match(state, seats(kinds)))


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

    def at_rest(scene) -> None:
        run_until(app, lambda: scene.player.idle, 10)
        scene.effects.clear()

    for players, name in ((4, "alcatraz-table"), (2, "alcatraz-table-2"), (3, "alcatraz-table-3")):
        scene = open_position(app, busy_round(players, phase="draw", current=players - 1), ["bot"] * players)
        at_rest(scene)
        shoot(name, 0)
        if players != 3:
            shoot_small(f"{name}-small")

    # a person's turn: their biggest plan's cards selected, the buttons ready
    scene = open_position(app, busy_round(4), ["human", "bot", "bot", "bot"])
    if run_until(app, lambda: scene.input.active(), 10):
        by_plan: dict[int, list[int]] = {}
        for c in scene.hand.cards:
            if C.is_plan_card(c):
                by_plan.setdefault(C.PLAN_OF[c], []).append(c)
        scene.hand.select(max(by_plan.values(), key=len))
        shoot("alcatraz-turn", 0.4)

    # the hand-off screen between two people, and the table after it
    scene = open_position(app, busy_round(3, phase="draw", current=1), ["human", "human", "bot"])
    if run_until(app, lambda: isinstance(app.scenes.top, HandoffScene), 10):
        shoot("alcatraz-handoff", 0.3)
        app.scenes.top.ready()
        run_until(app, lambda: scene.input.active(), 10)
        shoot("alcatraz-handoff-after", 0.3)

    # an Action card's question: Returning Favors, just drawn
    scene = open_position(app, busy_round(4, phase=C.RETURNING_FAVORS), ["human", "bot", "bot", "bot"])
    if run_until(app, lambda: scene.input.active(), 10):
        shoot("alcatraz-question", 0.4)

    # the round summary: a computer player goes out
    scene = open_position(app, busy_round(4, last_card=True), ["bot"] * 4)
    if _hurry_to(app, scene, lambda: isinstance(app.scenes.top, RoundSummaryScene), 20):
        shoot("alcatraz-round-summary", 0.3)

    # the end of a game: the same, with Clyde already past the target
    scene = open_position(app, busy_round(4, last_card=True, totals=[60, 96, 80, 71]), ["bot"] * 4)
    _hurry_to(app, scene, lambda: isinstance(app.scenes.top, GameOverOverlay), 20, close_summaries=True)
    shoot("alcatraz-game-over", 1.2)
    app.scenes.home()


def _hurry_to(app, scene, cond: Callable[[], bool], seconds: float, close_summaries: bool = False) -> bool:
    from game.alcatraz.table.summary import RoundSummaryScene

    def close() -> None:
        if isinstance(app.scenes.top, RoundSummaryScene):
            app.scenes.top.done()
    return hurry_until(app, scene, cond, seconds, close if close_summaries else None)
