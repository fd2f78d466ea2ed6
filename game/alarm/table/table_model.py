"""What the Alarm! table shows right now: the last view, moved on by the events being animated.

The engine applies a whole action at once; the table shows its events one
by one. This model starts as a copy of a view (``from_view``) and each
animation step changes it the way its event says (a card lands: one more in
that slot), so the seats, piles and meters always agree with what has been
shown so far. After the last event the scene builds it again from the new
view, and the two agree. It is plain data; drawing lives elsewhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.alarm.cards import KINDS

PUBLIC = -1
"""The view seat of "nobody in particular": every secret overview card reads "unused"."""


@dataclass
class TableModel:
    n: int
    kinds: tuple[int, ...]
    limits: tuple[int, ...]
    counts: list[list[int]]
    alive: list[bool]
    served: list[bool]
    active: int
    overview: list[str]
    uses: list[int]
    eliminated: list[int]
    deck_count: int
    discard: list[int]
    turn: int
    showdown: bool
    winners: tuple[int, ...] | None = None
    drawn: int = -1
    """The turn's card while it is being dealt with (-1: none)."""
    main_card: int = -1
    """The card shown large in the centre (the drawn card, or a card passed in a Panic)."""
    main_for: int = -1
    """Who the centre card is on its way to (-1: nobody yet)."""
    side_card: int = -1
    """A special card whose effect is playing out (the Panic during its chain)."""
    panic: tuple[int, int] | None = None
    """(origin, direction) of a Panic in progress."""
    rev: list[int] = field(default_factory=list)
    """A number per seat that changes whenever that seat must be drawn again."""

    @classmethod
    def from_view(cls, view: Any) -> "TableModel":
        n = view.num_players
        m = cls(n=n, kinds=view.kinds, limits=view.limits, counts=[list(c) for c in view.counts],
                alive=list(view.alive), served=list(view.served), active=view.active,
                overview=list(view.overview), uses=list(view.uses_left), eliminated=list(view.eliminated),
                deck_count=view.deck_count, discard=list(view.discard), turn=view.turn, showdown=view.showdown,
                winners=view.winners, rev=[0] * n)
        if view.winners is not None:
            return m
        m.drawn = view.drawn
        if view.passing >= 0:  # a card passed in a Panic waits for its receiver's Lawyer
            m.main_card, m.main_for, m.side_card = view.passing, view.panic[2], view.drawn
            m.panic = (view.panic[0], view.panic[1])
        elif view.panic is not None:  # someone must pass a card on
            m.side_card = view.drawn
            m.panic = (view.panic[0], view.panic[1])
        else:
            m.main_card = view.drawn
            m.main_for = view.recipient if view.stage != "give" else -1
        return m

    # -- reading ----------------------------------------------------------------------
    def kind(self, card: int) -> str:
        return KINDS[self.kinds[card]]

    def place_of(self, seat: int) -> int:
        """1 for the first player out, 2 for the second..."""
        return self.eliminated.index(seat) + 1 if seat in self.eliminated else 0

    # -- changing (from animation steps) ------------------------------------------------
    def touch(self, *seats: int) -> None:
        for s in seats:
            if 0 <= s < self.n:
                self.rev[s] += 1

    def touch_all(self) -> None:
        self.touch(*range(self.n))

    def add(self, seat: int, kind: int, delta: int = 1) -> None:
        self.counts[seat][kind] = max(0, self.counts[seat][kind] + delta)
        self.touch(seat)
