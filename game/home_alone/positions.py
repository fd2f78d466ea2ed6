"""Positions anyone can set up: who hid what where, the Crooks and Kids placed, the next spins.

Tests, scenarios, smoke pictures and the guided first game build their positions
here instead of reaching into a state by hand. Two ways in:

- :func:`after_hiding` plays the hiding through the engine: each player's markers
  go where you say (by name or kind), the rest on random legal squares, and the
  game waits for seat 0's first spin. Everything is as a real game would have it.
- :func:`position` writes a position in the middle of play directly: markers on
  chosen squares, the Crooks and any upright Kids where you put them, whose turn
  and which turn it is. Markers you do not place have been found already
  (``rest="found"``: traps on the Crooks, valuables in the Van, so the scores
  follow) or lie hidden at random (``rest="hidden"``).

Both take ``spins``: the numbers the next spins give, in order (then the seeded
generator takes over), so a test or a lesson knows what comes without replacing
the generator; :func:`with_spins` scripts them on any state. A position is an
ordinary state: it saves, loads and plays on like any other (the scripted spins
are part of it).

Squares are given as a square number, an ``(x, y)`` pair, or, on a board drawn as
text, a label character written on the drawing (see
:func:`~game.home_alone.board.board_from_text`).

    st = position(HOUSE, players=2, hidden={"A": [(0, "Tarantula"), (1, "valuable")]},
                  crooks=("B", "B"), kids={1: "C"}, spins=[3])
"""

from __future__ import annotations

import json
from typing import Any, Iterable, Mapping, Sequence, Union

from game.engine import Rng, Variant
from game.engine.match import Match
from game.engine.record import Record, SeatInfo
from game.engine.registry import get_spec
from game.engine.variants import make_variant
from game.home_alone.board import Board, board_from_text, default_board, labels_in
from game.home_alone.hiding import hide_problem
from game.home_alone.markers import KID, TRAP, VALUABLE, MarkerSet
from game.home_alone.params import SCHEMA
from game.home_alone.rules import SPIN, HomeAloneState, check_spins

Where = Union[int, tuple[int, int], str]
KINDS = (TRAP, VALUABLE, KID)


def make_board(board: Board | str | None) -> tuple[Board, dict[str, list[tuple[int, int]]]]:
    """The board (the shipped plan by default, or one drawn as text) and the labels drawn on it."""
    if board is None:
        get_spec("home_alone")  # the game's edge installs the floor plan's reader (the rules never import it)
        return default_board(), {}
    if isinstance(board, Board):
        return board, {}
    return board_from_text(board), labels_in(board)


def rules(variant: Variant | Mapping[str, Any] | None = None) -> Variant:
    """A variant: the family default, or it with the given parameter values."""
    if isinstance(variant, Variant):
        return variant
    return make_variant(SCHEMA, "standard" if not variant else "custom", dict(variant or {}),
                        description="The rules as written." if not variant else "Set up by hand.")


def square_of(board: Board, labels: Mapping[str, list[tuple[int, int]]], where: Where) -> int:
    """A square number from a number, an ``(x, y)`` pair or a label on a text drawing."""
    if isinstance(where, bool):
        raise ValueError(f"{where!r} is not a square")
    if isinstance(where, int):
        if not 0 <= where < len(board.kinds):
            raise ValueError(f"square {where} is not on the board")
        return where
    if isinstance(where, tuple) and len(where) == 2:
        x, y = where
        if not (0 <= x < board.width and 0 <= y < board.height):
            raise ValueError(f"({x}, {y}) is not on the board")
        return board.index(x, y)
    if isinstance(where, str):
        spots = labels.get(where)
        if not spots:
            raise ValueError(f"no square is labelled {where!r} on the drawing")
        if len(spots) > 1:
            raise ValueError(f"{len(spots)} squares are labelled {where!r}: a label must name one square")
        return board.index(*spots[0])
    raise ValueError(f"{where!r} is not a square: give a number, (x, y) or a label")


def pick_marker(markers: MarkerSet, seat: int, what: str | int, used: set[int]) -> int:
    """The id of ``seat``'s marker ``what`` (a kind, a marker's name, or an id) not used yet."""
    if isinstance(what, int) and not isinstance(what, bool):
        if markers.owner(what) != seat or not 0 <= what < (seat + 1) * markers.per_seat:
            raise ValueError(f"marker {what} is not seat {seat}'s")
        if what in used:
            raise ValueError(f"marker {what} ({markers.name(what)}) is placed twice")
        used.add(what)
        return what
    word = str(what).strip().lower()
    for m in markers.of_seat(seat):
        if m not in used and word in (markers.kind(m), markers.name(m).lower()):
            used.add(m)
            return m
    raise ValueError(f"seat {seat} has no {what!r} left to place (kinds: trap, valuable, kid, or a marker's name)")


def with_spins(state: HomeAloneState, spins: Iterable[int]) -> HomeAloneState:
    """Script the numbers ``state``'s next spins give (replacing any scripted before); returns ``state``."""
    state.spins = check_spins(state.variant, list(spins))
    return state


def after_hiding(variant: Variant | Mapping[str, Any] | None = None, players: int = 4, seed: int = 1, *,
                 board: Board | str | None = None, where: Mapping[int, Mapping[str | int, Where]] | None = None,
                 spins: Sequence[int] = ()) -> HomeAloneState:
    """A new game played through its hiding: ``where[seat]`` puts that seat's markers (a name, a kind
    or an id) on chosen squares; every other marker goes on a random legal square (seeded). The
    game waits for the first spin; ``spins`` are the numbers the next spins give."""
    v = rules(variant)
    b, labels = make_board(board)
    st = HomeAloneState.new(v, players, seed, deck=list(spins), board=b)
    mk = st.markers
    chosen: dict[int, int] = {}
    for seat, places in (where or {}).items():
        if not 0 <= seat < players:
            raise ValueError(f"there is no seat {seat} in a game of {players}")
        used: set[int] = set()
        for what, sq in places.items():
            chosen[pick_marker(mk, seat, what, used)] = square_of(b, labels, sq)
    rng = Rng(seed ^ 0x5EED)
    while st.step == "hide":
        seat = st.pending.seat
        marker = st.supply[seat][0]
        sq = chosen.get(marker)
        legal = {a.square: a for a in st.pending.actions}  # type: ignore[attr-defined]
        if sq is None:
            free = sorted(set(legal) - set(chosen.values()))
            pool = free or sorted(legal)
            sq = pool[int(rng.random() * len(pool))]
        elif sq not in legal:
            owners = [o // mk.per_seat for o in st.squares.get(sq, ())]
            why = hide_problem(b, st.cfg.cap, owners, seat, sq) or "it is taken"
            raise ValueError(f"seat {seat}'s {mk.name(marker)} cannot go on square {sq}: {why}")
        st.apply(legal[sq])
    return st


def position(board: Board | str | None = None, *, players: int = 2,
             variant: Variant | Mapping[str, Any] | None = None, seed: int = 7,
             hidden: Mapping[Where, Sequence[tuple[int, str | int]]] | None = None,
             crooks: tuple[Where, Where] | None = None, kids: Mapping[int, Where] | None = None,
             found: Mapping[int, Sequence[str | int]] | None = None, rest: str = "found", turn: int = 1,
             current: int | None = None, spins: Sequence[int] = ()) -> HomeAloneState:
    """A game in the middle of play, at the start of turn ``turn`` (the spin). Seat 0 opens every
    round, so the turn says whose it is; ``current``, if given, must agree.

    ``hidden`` maps a square to the markers hidden there, as ``(seat, what)`` with ``what`` a kind
    (``"trap"``, ``"valuable"``, ``"kid"``), a marker's name or its id. ``kids`` stands seats' Kids up
    on squares (their Kid markers count as found). ``crooks`` places Harry and Marv (default: the
    start square). Every other marker has been found (``rest="found"``; a Kid must then be hidden or
    standing) or lies hidden on a random legal square (``rest="hidden"``); ``found[seat]`` lists markers
    (names, kinds or ids) the Crooks have turned over already, whatever ``rest`` says."""
    if rest not in ("found", "hidden"):
        raise ValueError(f"rest must be 'found' or 'hidden', not {rest!r}")
    v = rules(variant)
    b, labels = make_board(board)
    st = HomeAloneState.new(v, players, seed, board=b, check_room=rest == "hidden")
    mk = st.markers
    used: set[int] = set()
    squares: dict[int, list[int]] = {}
    for where, markers in (hidden or {}).items():
        sq = square_of(b, labels, where)
        for seat, what in markers:
            if not 0 <= seat < players:
                raise ValueError(f"there is no seat {seat} in a game of {players}")
            m = pick_marker(mk, seat, what, used)
            owners = [o // mk.per_seat for o in squares.get(sq, ())]
            why = hide_problem(b, st.cfg.cap, owners, seat, sq)
            if why is not None:
                raise ValueError(f"seat {seat}'s {mk.name(m)} cannot be hidden on square {sq}: {why}")
            squares.setdefault(sq, []).append(m)
    st.kids = [-1] * players
    st.found = []
    for seat, where in (kids or {}).items():
        m = pick_marker(mk, seat, KID, used)
        st.found.append(m)
        st.kids[seat] = square_of(b, labels, where)
    st.van, st.crooks_pile = [], []
    st.points = [0] * players
    taken: set[int] = set()
    for seat, whats in (found or {}).items():
        for what in whats:
            m = pick_marker(mk, seat, what, used)
            if mk.kind(m) == KID:
                raise ValueError(f"seat {seat}'s Kid is found by standing it up: use kids={{{seat}: square}}")
            taken.add(m)
    rng = Rng(seed ^ 0x5EED)
    for m in mk.all(players):
        if m in used and m not in taken:
            continue
        kind, seat = mk.kind(m), mk.owner(m)
        if rest == "hidden" and m not in taken:
            room = [sq for sq in b.hideable
                    if hide_problem(b, st.cfg.cap, [o // mk.per_seat for o in squares.get(sq, ())], seat, sq) is None]
            if not room:
                raise ValueError(f"no room left to hide seat {seat}'s {mk.name(m)}")
            squares.setdefault(room[int(rng.random() * len(room))], []).append(m)
        elif kind == TRAP:
            st.crooks_pile.append(m)
            st.points[seat] += 1
        elif kind == VALUABLE:
            st.van.append(m)
            st.points[seat] -= 1
        else:
            raise ValueError(f"seat {seat}'s Kid must be hidden or standing somewhere (or use rest='hidden')")
    st.squares = squares
    st.supply = [[] for _ in range(players)]
    st.hidden_left = sum(1 for stack in squares.values() for m in stack if mk.kind(m) != KID)
    if crooks is not None:
        st.crooks = [square_of(b, labels, crooks[0]), square_of(b, labels, crooks[1])]
    if not 1 <= turn <= st.last_turn:
        raise ValueError(f"turn {turn} is not between 1 and the last turn, {st.last_turn}")
    whose = (turn - 1) % players
    if current is not None and current != whose:
        raise ValueError(f"turn {turn} is seat {whose}'s (seat 0 opens every round), not seat {current}'s")
    current = whose
    st.step = SPIN
    st.turn = turn
    st.current = current
    st._attach(b)  # rebuild what is derived from the fields just set
    with_spins(st, spins)
    st.pending = st.spin_decisions[current]
    st.validate()
    return st


def as_match(state: HomeAloneState, seats: Sequence[SeatInfo] | None = None, seed: int | None = None) -> Match:
    """A match that starts from ``state`` (its record keeps the position as ``start``), ready to be
    played at a table, saved and loaded like any other. ``seats`` default to one person (seat 0)
    and computer players."""
    if seats is None:
        seats = [SeatInfo("You" if s == 0 else f"Computer {s}", "human" if s == 0 else "bot", "normal", s)
                 for s in range(state.num_players)]
    if len(seats) != state.num_players:
        raise ValueError(f"the position has {state.num_players} players, not {len(seats)} seats")
    record = Record("home_alone", state.variant, state.seed if seed is None else seed, list(seats), [],
                    None, json.loads(json.dumps(state.to_json())))
    return Match.from_record(get_spec("home_alone"), record)


__all__ = ["after_hiding", "as_match", "position", "with_spins", "square_of", "make_board", "rules"]
