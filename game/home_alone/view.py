"""What one seat may know of a Home Alone game: the plain data the UI draws and bots decide from."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from game.engine import Variant
from game.home_alone.board import Board
from game.home_alone.markers import MarkerSet


def winners_of(points: Sequence[float], caught: Sequence[int] = (), ties: str = "shared") -> tuple[int, ...]:
    """Who wins with these scores: the highest score; players level on it share the win, except
    that with ``ties="caught_kid_loses"`` a player whose Kid was caught loses the tie to one
    whose Kid was not."""
    best = max(points)
    top = [s for s, p in enumerate(points) if p > best - 1e-9]
    if len(top) > 1 and ties == "caught_kid_loses":
        free = [s for s in top if s not in caught]
        if free:
            top = free
    return tuple(top)


@dataclass(frozen=True)
class HomeAloneView:
    """What one seat may know (``seat=None``: an observer who sees everything).

    Hidden markers appear only by owner (``hidden``); their ids, which say what
    they are, appear in ``known`` only where the viewer may see them: an owner
    while hiding, with ``own_markers`` = "peek" on their own turn, or "known".
    """

    seat: int | None
    num_players: int
    step: str
    turn: int
    current: int
    number: int  # this turn's spin (0 before it)
    move_len: int  # how far the pending Crook or Kid move goes
    crooks: tuple[int, int]
    kids: tuple[int, ...]  # square of each seat's upright Kid, -1 while hidden
    caught: tuple[int, ...]
    hidden: dict[int, tuple[int, ...]]  # square -> owners of the markers hidden there
    known: dict[int, int]  # marker id -> square, for hidden markers the viewer may see
    to_hide: tuple[int, ...]  # the viewer's own markers not yet hidden, next first
    supply_left: tuple[int, ...]  # markers each seat has still to hide
    unrevealed: tuple[tuple[int, int, int], ...]  # per seat: (traps, valuables, kid) not yet found
    van: tuple[int, ...]
    crooks_pile: tuple[int, ...]
    scores: tuple[int, ...]
    escapes: tuple[int, ...]
    kid_queue: tuple[int, ...]
    hide_step_left: int  # markers the pending hider places before the next player hides (0 after hiding)
    pending_seat: int | None
    pending_kind: str
    markers: MarkerSet
    board: Board = field(compare=False, repr=False)
    variant: Variant = field(compare=False, repr=False)

    @classmethod
    def of(cls, fields: dict[str, object]) -> "HomeAloneView":
        """The same view as ``HomeAloneView(**fields)`` (every field given), made without the frozen
        dataclass's field-by-field ``__init__``: a view is built for every decision of every game, so
        ``fields`` (a new dict, written as a literal) becomes the view's own ``__dict__``, not copied."""
        view = object.__new__(cls)
        object.__setattr__(view, "__dict__", fields)
        return view

    # -- what ends the game, at a glance (public) ---------------------------------------------------
    @property
    def round(self) -> int:
        """The round being played (every player one turn a round; 0 while hiding)."""
        return (self.turn - 1) // self.num_players + 1 if self.turn > 0 else 0

    @property
    def round_limit(self) -> int:
        """The announced last round (0: none, only the rulebook's endings; the safety stop is not announced)."""
        limit = self.variant.round_limit
        return limit if limit and limit * self.num_players <= self.variant.turn_limit else 0

    @property
    def last_round(self) -> bool:
        return bool(self.round_limit) and self.round >= self.round_limit

    @property
    def rounds_left(self) -> int | None:
        """Rounds after this one before the announced end (``None``: no announced end)."""
        return max(0, self.round_limit - max(1, self.round)) if self.round_limit else None

    @property
    def kids_out_round(self) -> int:
        """The round after which every Kid still hidden comes out (0: never in this game)."""
        k = self.variant.kids_come_out
        limit = self.round_limit * self.num_players if self.round_limit else self.variant.turn_limit
        return k if k and k * self.num_players < limit else 0

    @property
    def hidden_left(self) -> int:
        """Booby-traps and valuables still hidden: when none are left, the game ends."""
        return sum(t + v for t, v, _k in self.unrevealed)

    @property
    def kids_up(self) -> tuple[int, ...]:
        """Seats whose Kid was found and stands on the board (a Crook that lands on it ends the game)."""
        return tuple(s for s, sq in enumerate(self.kids) if sq >= 0 and s not in self.caught)
