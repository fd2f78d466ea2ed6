"""Chosen positions for the ruling tests: small boards drawn as text, markers placed by hand,
and the next spins decided by the test (all through game.home_alone.positions)."""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from game.engine import TurnBegan
from game.home_alone import positions
from game.home_alone.board import Board, labels_in
from game.home_alone.markers import KID, TRAP, MarkerSet
from game.home_alone.rules import HomeAloneState, rules_of
from game.home_alone.spec import SPEC

# A small house: yard all round, a front door by the start square, a back door, a footprint
# window (F), a plain window (w), two handle bars and a treehouse reached by one ladder.
HOUSE = """
,,,,,,,,,,,,,
,TTL,,,,,,,,,
,,,,,,,,,,,,,
,#####D#####,
,#H........#,
,#.........F,
,#.........#,
,#zy.......w,
,#........H#,
,#####D#####,
,,,,,,S,,,,,,
"""


def variant(**params):
    base = SPEC.standard()
    return base.with_params(SPEC.schema, **params) if params else base


def square(board: Board, text: str, label: str) -> int:
    (x, y), = labels_in(text)[label]
    return board.index(x, y)


def position(text: str = HOUSE, *, players: int = 2, params: Mapping | None = None,
             hidden: Mapping[str, Sequence[tuple[int, str]]] | None = None,
             crooks: tuple[str | tuple[int, int], str | tuple[int, int]] | None = None,
             kids: Mapping[int, str | tuple[int, int]] | None = None, current: int | None = None, turn: int = 1,
             spins: Iterable[int] = (), spare: tuple[str, str] | None = ("z", "y")) -> HomeAloneState:
    """A game in the middle of play, at the start of turn ``turn`` (the spin step), built with
    the public :func:`game.home_alone.positions.position`.

    ``hidden`` maps a label on the drawing to the markers hidden there, as (seat, kind).
    ``kids`` stands seats' Kids up on labelled squares. Markers not placed go to the
    Crooks' pile (traps) and the Van (valuables); Kid markers not placed are hidden on
    ``spare[0]``, and one trap of each seat is kept back and hidden on ``spare[1]``, so
    that the game does not end at once for lack of hidden markers (``spare=None``: neither).
    """
    placed = {label: list(markers) for label, markers in (hidden or {}).items()}
    if spare is not None:
        for seat in range(players):
            if seat not in (kids or {}) and not any(s == seat and k == KID for ms in placed.values() for s, k in ms):
                placed.setdefault(spare[0], []).append((seat, KID))
            placed.setdefault(spare[1], []).append((seat, TRAP))
    return positions.position(text, players=players, variant=variant(**dict(params or {})), seed=7, hidden=placed,
                              crooks=crooks, kids=kids, current=current, turn=turn, spins=list(spins))


def labelled(text: str) -> dict[str, tuple[int, int]]:
    return {k: v[0] for k, v in labels_in(text).items()}


def drawn(board: Board, squares: Iterable[int]) -> set[tuple[int, int]]:
    return {board.xy(s) for s in squares}


def first(events, cls):
    return next(e for e in events if isinstance(e, cls))


def turn_began(events) -> bool:
    return any(isinstance(e, TurnBegan) for e in events)


__all__ = ["HOUSE", "variant", "position", "square", "labelled", "drawn", "first", "turn_began",
           "MarkerSet", "rules_of"]
