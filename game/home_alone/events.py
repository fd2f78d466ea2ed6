"""What happens in Home Alone, fine enough to animate every step and to tell in the log.

Events that uncover something hidden or random (a spin, a marker turned over, a
Kid found) have ``reveals = True``: undo never crosses them. ``MarkerHidden``
shows other seats only where a marker went, never what it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Sequence

from game.engine import Event, GameOver, TurnBegan
from game.engine.actions import quicken
from game.engine.naming import does, whom, whose
from game.home_alone.actions import CROOK_NAMES
from game.home_alone.markers import TRAP


@dataclass(frozen=True, slots=True)
class CrooksArrive(Event):
    """Setup: both Crooks stand on the start square by the front door."""

    square: int

    def describe(self, names: Sequence[str]) -> str:
        return "Harry and Marv wait by the front door. Hide your things!"


@dataclass(frozen=True, slots=True)
class MarkerHidden(Event):
    """A marker goes face down on a square. Others learn only where, not what."""

    seat: int
    square: int
    marker: int  # -1 when redacted
    name: str = ""
    kind: str = ""
    where: str = ""

    def describe(self, names: Sequence[str]) -> str:
        if self.marker < 0:
            return f"{does(names[self.seat], 'hides')} a marker in {self.where}."
        return f"{does(names[self.seat], 'hides')} the {self.name} ({self.kind}) in {self.where}."

    def redact(self, seat: int | None) -> Event | None:
        if seat is None or seat == self.seat:
            return self
        return MarkerHidden(self.seat, self.square, -1, "", "", self.where)


@dataclass(frozen=True, slots=True)
class HidingDone(Event):
    def describe(self, names: Sequence[str]) -> str:
        return "Everything is hidden. Here come the Crooks!"


@dataclass(frozen=True, slots=True)
class Spun(Event):
    """The spinner or die shows ``number`` (``purpose``: "turn" or "escape")."""

    seat: int
    number: int
    device: str = "spinner"
    purpose: str = "turn"
    reveals: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        verb = "spins" if self.device == "spinner" else "rolls"
        why = " for a getaway" if self.purpose == "escape" else ""
        return f"{does(names[self.seat], verb)} a {self.number}{why}."


@dataclass(frozen=True, slots=True)
class CrookMoved(Event):
    """A Crook walks ``path`` (start square first)."""

    crook: int
    path: tuple[int, ...]
    where: str = ""

    def describe(self, names: Sequence[str]) -> str:
        steps = len(self.path) - 1
        return f"{CROOK_NAMES[self.crook]} sneaks {steps} square{'s' if steps != 1 else ''} into {self.where}."


@dataclass(frozen=True, slots=True)
class CrooksStuck(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return "Neither Crook can move at all."


@dataclass(frozen=True, slots=True)
class MarkerTaken(Event):
    """A Crook turns over a marker and carries it off: valuables to the Van, traps to the Crooks."""

    crook: int
    square: int
    marker: int
    owner: int
    kind: str
    name: str
    pile: str  # "van" or "crooks"
    reveals: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        if self.kind == TRAP:
            return f"Ouch! {CROOK_NAMES[self.crook]} trips over {whose(names[self.owner], start=False)} {self.name}: +1 for " \
                   f"{whom(names[self.owner])}."
        return f"{CROOK_NAMES[self.crook]} grabs {whose(names[self.owner], start=False)} {self.name} for the Van: -1 for " \
               f"{whom(names[self.owner])}."


@dataclass(frozen=True, slots=True)
class KidFound(Event):
    """A Crook uncovers a Kid marker: the upright Kid stands on the square."""

    seat: int
    square: int
    marker: int
    crook: int
    reveals: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        return f"{CROOK_NAMES[self.crook]} finds {whose(names[self.seat], start=False)} Kid! Quick, run!"


@dataclass(frozen=True, slots=True)
class KidEscaped(Event):
    """The free getaway of a Kid that was just found."""

    seat: int
    path: tuple[int, ...]
    where: str = ""

    def describe(self, names: Sequence[str]) -> str:
        return f"{whose(names[self.seat])} Kid gets away to {self.where}."


@dataclass(frozen=True, slots=True)
class KidMoved(Event):
    seat: int
    path: tuple[int, ...]
    where: str = ""

    def describe(self, names: Sequence[str]) -> str:
        return f"{whose(names[self.seat])} Kid runs to {self.where}."


@dataclass(frozen=True, slots=True)
class KidStayed(Event):
    seat: int
    forced: bool = False

    def describe(self, names: Sequence[str]) -> str:
        if self.forced:
            return f"{whose(names[self.seat])} Kid has nowhere to go and stays put."
        return f"{whose(names[self.seat])} Kid stays put."


@dataclass(frozen=True, slots=True)
class KidToTreehouse(Event):
    """A Kid ended on a handle bar and zips straight to the Treehouse."""

    seat: int
    handle_bar: int
    square: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{whose(names[self.seat])} Kid grabs the handle bar and zips to the Treehouse!"


@dataclass(frozen=True, slots=True)
class KidCaught(Event):
    seat: int
    crook: int
    square: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{CROOK_NAMES[self.crook]} catches {whose(names[self.seat], start=False)} Kid!"


@dataclass(frozen=True, slots=True)
class LastRound(Event):
    """The announced last round begins (the family default's round limit)."""

    rounds: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Last round! The game ends after round {self.rounds}: everyone has one more turn."


@dataclass(frozen=True, slots=True)
class KidsComeOut(Event):
    """The family default's house rule: after the announced round every Kid still hidden comes out."""

    rounds: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Round {self.rounds} is over: every Kid still hiding comes out, and the chase is on!"


@dataclass(frozen=True, slots=True)
class KidOut(Event):
    """A hidden Kid comes out where its marker lay (then gets its getaway, as if found)."""

    seat: int
    square: int
    marker: int
    reveals: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        return f"{whose(names[self.seat])} Kid comes out of hiding. Run!"


EVENT_TYPES: dict[str, type[Event]] = {c.__name__: c for c in (
    CrooksArrive, MarkerHidden, HidingDone, Spun, CrookMoved, CrooksStuck, MarkerTaken, KidFound, KidEscaped,
    KidMoved, KidStayed, KidToTreehouse, KidCaught, KidsComeOut, KidOut, LastRound, TurnBegan, GameOver)}
quicken(*(c for c in EVENT_TYPES.values() if c.__module__ == __name__))


# -- shared, immutable values reused across games (the hot path makes many) ------------------

_SPUN: dict[tuple[int, int, str, str], Spun] = {}
_TURNS: dict[tuple[int, int], TurnBegan] = {}


def _spun(seat: int, number: int, device: str, purpose: str) -> Spun:
    key = (seat, number, device, purpose)
    ev = _SPUN.get(key)
    if ev is None:
        ev = _SPUN[key] = Spun(seat, number, device, purpose)
    return ev


def _turn_began(seat: int, turn: int) -> TurnBegan:
    key = (seat, turn)
    ev = _TURNS.get(key)
    if ev is None:
        ev = _TURNS[key] = TurnBegan(seat, turn)
    return ev
