"""Turn order around the table: seats, elimination and direction.

Seats are numbered 0..n-1 clockwise; "left" is the next seat clockwise (+1), as
when players sit around a table. These helpers are the one place that walks the
table, so no game re-implements skipping eliminated players.
"""

from __future__ import annotations

from typing import Iterator, Sequence

LEFT = 1  # clockwise, the player to your left
RIGHT = -1  # counter-clockwise


def next_seat(seat: int, n: int, alive: Sequence[bool] | None = None, step: int = LEFT) -> int:
    """The next seat from ``seat`` in direction ``step`` that is still in the game.

    Returns ``seat`` itself if nobody else is left.
    """
    s = seat
    for _ in range(n):
        s = (s + step) % n
        if alive is None or alive[s]:
            return s
    return seat


def seats_from(start: int, n: int, alive: Sequence[bool] | None = None, step: int = LEFT,
               include_start: bool = True) -> Iterator[int]:
    """Seats in turn order beginning at ``start`` (optionally skipping it), alive only."""
    for i in range(0 if include_start else 1, n):
        s = (start + i * step) % n
        if alive is None or alive[s]:
            yield s


def alive_count(alive: Sequence[bool]) -> int:
    return sum(1 for a in alive if a)
