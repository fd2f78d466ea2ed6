"""Where markers may be hidden, and a person's hiding plan (PURE).

The engine asks for one marker at a time, in the order the hider drew them from
their pile (``view.to_hide``). People at the table do not hide that way: they
pick up any marker and put it anywhere. :class:`HidingPlan` lets them: markers
are placed, moved, lifted and undone in any order on the plan, which checks
every placement with the same rule the engine uses (:func:`hide_problem`), and
:meth:`HidingPlan.actions` then hands the engine one ``HideMarker`` per marker in
the engine's own order. Every plan the checks accept is legal in that order,
because during one hider's step only the hider's own markers are added.
"""

from __future__ import annotations

from random import Random
from typing import Iterable

from game.home_alone.actions import HideMarker
from game.home_alone.board import FLOOR, Board
from game.home_alone.markers import KID, TRAP, VALUABLE, MarkerSet

# Where a marker may not go, in words a family understands.
_NOT_HERE = {
    "wall": "on a wall",
    "window": "on a window",
    "window_footprints": "on a window",
    "door": "in a door",
    "yard": "in the yard",
    "start": "on the Crooks' start square",
    "handle_bar": "on a handle bar (it is the Kids' quick escape)",
    "treehouse": "in the Treehouse",
    "ladder": "on the ladder",
}


def hide_problem(board: Board, cap: int, owners_here: Iterable[int], seat: int, square: int) -> str | None:
    """Why ``seat`` may not hide a marker on ``square``, where markers of ``owners_here``
    already lie; ``None`` when it may. The one rule behind the engine's refusals and the
    hiding screen's explanations."""
    if not 0 <= square < len(board.kinds):
        return f"square {square} is not on the board"
    kind = board.kinds[square]
    if kind != FLOOR:
        return f"markers may only be hidden on house floor, not {_NOT_HERE.get(kind, kind.replace('_', ' '))}"
    owners = list(owners_here)
    if seat in owners:
        return "you already have a marker on that square (one per player per square)"
    if len(owners) >= cap:
        return f"that square already holds {len(owners)} markers, the most allowed"
    return None


def tray_order(markers: MarkerSet, ids: Iterable[int]) -> list[int]:
    """Markers as a hiding tray lists them: the Kid, then valuables, then booby-traps."""
    rank = {KID: 0, VALUABLE: 1, TRAP: 2}
    return sorted(ids, key=lambda m: (rank[markers.kind(m)], m))


class HidingPlan:
    """One hider's placements for their current hiding step, made in any order.

    Built from the hider's own view while it is their turn to hide. ``order`` is the
    engine's order for this step (the first ``hide_step_left`` markers of
    ``to_hide``); ``where`` maps each placed marker to its square.
    """

    def __init__(self, view) -> None:
        if view.seat is None:
            raise ValueError("a hiding plan belongs to one seat")
        self.seat: int = view.seat
        self.board: Board = view.board
        self.markers: MarkerSet = view.markers
        self.cap: int = view.variant.markers_per_square
        count = min(view.hide_step_left, len(view.to_hide))
        self.order: tuple[int, ...] = tuple(view.to_hide[:count])
        self.later: tuple[int, ...] = tuple(view.to_hide[count:])  # hidden in a later round
        self.before: dict[int, tuple[int, ...]] = {sq: tuple(o) for sq, o in view.hidden.items()}
        self.where: dict[int, int] = {}
        self._history: list[list[tuple[int, int | None]]] = []  # per change: (marker, square before)

    # -- asking ------------------------------------------------------------------------------
    @property
    def placed(self) -> int:
        return len(self.where)

    @property
    def total(self) -> int:
        return len(self.order)

    @property
    def complete(self) -> bool:
        return len(self.where) == len(self.order)

    @property
    def can_undo(self) -> bool:
        return bool(self._history)

    def unplaced(self) -> list[int]:
        return [m for m in tray_order(self.markers, self.order) if m not in self.where]

    def at(self, square: int) -> int | None:
        """My planned marker on ``square``, if any."""
        for m, sq in self.where.items():
            if sq == square:
                return m
        return None

    def owners(self, square: int) -> tuple[int, ...]:
        """Owners of the markers on ``square`` once this plan is carried out."""
        mine = (self.seat,) if self.at(square) is not None else ()
        return self.before.get(square, ()) + mine

    def problem(self, square: int, marker: int | None = None) -> str | None:
        """Why ``marker`` (or any marker of mine) may not go on ``square`` now."""
        here = self.at(square)
        owners = list(self.before.get(square, ()))
        if here is not None and here != marker:
            owners.append(self.seat)
        return hide_problem(self.board, self.cap, owners, self.seat, square)

    def allowed(self, marker: int | None = None) -> list[int]:
        return [sq for sq in self.board.hideable if self.problem(sq, marker) is None]

    # -- changing ----------------------------------------------------------------------------
    def place(self, marker: int, square: int) -> str | None:
        """Put ``marker`` on ``square`` (moving it if it was placed); the reason if not allowed."""
        if marker not in self.order:
            return "that marker is not yours to hide now"
        why = self.problem(square, marker)
        if why is not None:
            return why
        if self.where.get(marker) == square:
            return None
        self._history.append([(marker, self.where.get(marker))])
        self.where[marker] = square
        return None

    def lift(self, marker: int) -> bool:
        """Take ``marker`` back into the tray."""
        if marker not in self.where:
            return False
        self._history.append([(marker, self.where.pop(marker))])
        return True

    def undo(self) -> bool:
        """Take back the last change (a placement, a move, a lift, or a whole random fill)."""
        if not self._history:
            return False
        for marker, square in reversed(self._history.pop()):
            if square is None:
                self.where.pop(marker, None)
            else:
                self.where[marker] = square
        return True

    def fill_random(self, rng: Random) -> int:
        """Place every marker still in the tray on a legal square chosen uniformly at random
        (one change for undo). Returns how many were placed."""
        change: list[tuple[int, int | None]] = []
        for marker in self.unplaced():
            squares = self.allowed(marker)
            if not squares:
                break
            square = squares[int(rng.random() * len(squares))]
            change.append((marker, None))
            self.where[marker] = square
        if change:
            self._history.append(change)
        return len(change)

    # -- handing over -------------------------------------------------------------------------
    def actions(self) -> list[HideMarker]:
        """The engine's decisions for this step, in the engine's order."""
        if not self.complete:
            raise ValueError(f"{self.total - self.placed} markers are not placed yet")
        return [HideMarker(self.where[m]) for m in self.order]

    def restore(self, where: dict[int, int]) -> None:
        """Start from earlier placements (after a take-back), as one change for undo."""
        change: list[tuple[int, int | None]] = []
        for marker, square in where.items():
            if marker in self.order and self.problem(square, marker) is None:
                change.append((marker, self.where.get(marker)))
                self.where[marker] = square
        if change:
            self._history.append(change)


__all__ = ["HidingPlan", "hide_problem", "tray_order"]
