"""Chosen positions for the ruling tests: small boards drawn as text, markers placed by hand,
and a generator whose next spins the test decides."""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from game.engine import Rng, TurnBegan
from game.home_alone.board import Board, board_from_text, labels_in
from game.home_alone.markers import KID, TRAP, VALUABLE, MarkerSet
from game.home_alone.rules import SPIN, HomeAloneState, rules_of
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


class StackedRng(Rng):
    """An Rng whose next ``random()`` values give chosen spins, then behaves normally."""

    def __init__(self, spins: Iterable[int] = (), low: int = 1, high: int = 4, seed: int = 0):
        super().__init__(seed)
        self.queue = [(n - low + 0.5) / (high - low + 1) for n in spins]

    def random(self) -> float:  # type: ignore[override]
        if self.queue:
            return self.queue.pop(0)
        return super().random()


def variant(**params):
    base = SPEC.standard()
    return base.with_params(SPEC.schema, **params) if params else base


def square(board: Board, text: str, label: str) -> int:
    (x, y), = labels_in(text)[label]
    return board.index(x, y)


def position(text: str = HOUSE, *, players: int = 2, params: Mapping | None = None,
             hidden: Mapping[str, Sequence[tuple[int, str]]] | None = None,
             crooks: tuple[str | tuple[int, int], str | tuple[int, int]] | None = None,
             kids: Mapping[int, str | tuple[int, int]] | None = None, current: int = 0, turn: int = 1,
             spins: Iterable[int] = (), spare: tuple[str, str] | None = ("z", "y")) -> HomeAloneState:
    """A game in the middle of play, at the start of ``current``'s turn (the spin step).

    ``hidden`` maps a label on the drawing to the markers hidden there, as (seat, kind).
    ``kids`` stands seats' Kids up on labelled squares. Markers not placed go to the
    Crooks' pile (traps) and the Van (valuables); Kid markers not placed are hidden on
    ``spare[0]``, and one trap of each seat is kept back and hidden on ``spare[1]``, so
    that the game does not end at once for lack of hidden markers (``spare=None``: neither).
    """
    v = variant(**dict(params or {}))
    board = board_from_text(text)
    st = HomeAloneState.new(v, players, 7, board=board, check_room=False)
    mk = st.markers
    labels = labels_in(text)

    def sq(where: str | tuple[int, int]) -> int:
        if isinstance(where, tuple):
            return board.index(*where)
        (x, y), = labels[where]
        return board.index(x, y)

    used: set[int] = set()
    st.supply = [[] for _ in range(players)]
    st.squares = {}

    def take(seat: int, kind: str) -> int:
        for m in mk.of_seat(seat):
            if m not in used and mk.kind(m) == kind:
                used.add(m)
                return m
        raise ValueError(f"seat {seat} has no more {kind} markers")

    for label, markers in (hidden or {}).items():
        for seat, kind in markers:
            st.squares.setdefault(sq(label), []).append(take(seat, kind))
    st.kids = [-1] * players
    st.found = []
    for seat, where in (kids or {}).items():
        m = take(seat, KID)
        st.found.append(m)
        st.kids[seat] = sq(where)
    if spare is not None:
        for seat in range(players):
            if mk.kid_of(seat) not in used:
                st.squares.setdefault(sq(spare[0]), []).append(take(seat, KID))
            if any(m not in used and mk.kind(m) == TRAP for m in mk.of_seat(seat)):
                st.squares.setdefault(sq(spare[1]), []).append(take(seat, TRAP))
    st.van, st.crooks_pile = [], []
    st.points = [0] * players
    for m in mk.all(players):
        if m in used:
            continue
        kind = mk.kind(m)
        if kind == TRAP:
            st.crooks_pile.append(m)
            st.points[m // mk.per_seat] += 1
        elif kind == VALUABLE:
            st.van.append(m)
            st.points[m // mk.per_seat] -= 1
        else:
            raise ValueError(f"seat {m // mk.per_seat}'s Kid must be placed (hidden, standing, or a spare square)")
    st.hidden_left = sum(1 for stack in st.squares.values() for m in stack if mk.kind(m) != KID)
    if crooks is not None:
        st.crooks = [sq(crooks[0]), sq(crooks[1])]
    st.step = SPIN
    st.turn = turn
    st.current = current
    st.hide_sq, st.hide_legal = [], []
    if spins:
        st.rng = StackedRng(spins, v.spin_low, v.spin_high)
    st.pending = st.spin_decisions[current]
    st.validate()
    return st


def labelled(text: str) -> dict[str, tuple[int, int]]:
    return {k: v[0] for k, v in labels_in(text).items()}


def drawn(board: Board, squares: Iterable[int]) -> set[tuple[int, int]]:
    return {board.xy(s) for s in squares}


def first(events, cls):
    return next(e for e in events if isinstance(e, cls))


def turn_began(events) -> bool:
    return any(isinstance(e, TurnBegan) for e in events)


__all__ = ["HOUSE", "StackedRng", "variant", "position", "square", "labelled", "drawn", "first", "turn_began",
           "MarkerSet", "rules_of"]
