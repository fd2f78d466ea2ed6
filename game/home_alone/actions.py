"""The moves of Home Alone: small frozen values a player (or bot) hands to ``apply``.

Actions are interned: ``MoveCrook(0, 57) is MoveCrook(0, 57)``, equality is identity,
and every way of making one (the constructor, records, ``copy``, ``pickle``) gives the
shared object. Checking an action against a decision's list is then a fast identity
scan, while equal values still mean the same move for records and replays.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Sequence

from game.engine import Action

CROOK_NAMES = ("Harry", "Marv")

def _interned(cls):
    """Make equal actions the same object, with identity equality (fast ``in`` checks)."""
    names = tuple(f.name for f in dataclasses.fields(cls))
    pool: dict[tuple[Any, ...], Any] = {}

    def __new__(klass, *args, **kwargs):
        if kwargs:
            rest = names[len(args):]
            if not set(kwargs) <= set(rest):
                raise TypeError(f"{klass.__name__} takes only {', '.join(names)}")
            try:
                args = args + tuple(kwargs[n] for n in rest)
            except KeyError:
                raise TypeError(f"{klass.__name__} needs {', '.join(names)}") from None
        obj = pool.get(args)
        if obj is None:
            if len(args) != len(names):
                raise TypeError(f"{klass.__name__} needs {', '.join(names)}")
            obj = object.__new__(klass)
            for name, value in zip(names, args):
                object.__setattr__(obj, name, value)  # (frozen: set once, here)
            pool[args] = obj
        return obj

    cls.__new__ = __new__
    # the fields are set once, when the shared object is made: asking for it again (the rules and bots make
    # actions by the thousand) runs no initialiser (object's own, with __new__ overridden, takes any arguments)
    cls.__init__ = object.__init__
    cls.__eq__ = object.__eq__
    cls.__hash__ = object.__hash__
    cls.__reduce__ = lambda self: (cls, tuple(getattr(self, n) for n in names))
    cls.__copy__ = lambda self: self
    cls.__deepcopy__ = lambda self, memo: self
    return cls


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class HideMarker(Action):
    """Hide your next marker face down on ``square``."""

    square: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Hide the marker on square {self.square}"


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class Spin(Action):
    """Spin the spinner (or roll the die)."""

    def describe(self, names: Sequence[str]) -> str:
        return "Spin"


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class MoveCrook(Action):
    """Move Crook ``crook`` (0 or 1) to ``to``."""

    crook: int
    to: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Move {CROOK_NAMES[self.crook]} to square {self.to}"


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class MoveKid(Action):
    """Move your upright Kid to ``to``."""

    to: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Move your Kid to square {self.to}"


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class StayPut(Action):
    """Leave your Kid where it is."""

    def describe(self, names: Sequence[str]) -> str:
        return "Leave your Kid where it is"


SPIN_ACTION = Spin()
STAY = StayPut()
ACTION_TYPES: dict[str, type[Action]] = {c.__name__: c for c in (HideMarker, Spin, MoveCrook, MoveKid, StayPut)}



__all__ = ["ACTION_TYPES", "HideMarker", "MoveCrook", "MoveKid", "SPIN_ACTION", "STAY", "Spin", "StayPut"]
