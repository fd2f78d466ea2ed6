"""What an Alarm! player can do: one small frozen value per choice.

Card kinds in actions are names (``"guard_dog"``) so records stay readable.
Cards of one kind are interchangeable, so choices name kinds, not card ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from game.alarm.cards import KIND_INDEX, NAMES
from game.engine import LEFT, Action


def _name(kind: str) -> str:
    return NAMES[KIND_INDEX[kind]] if kind in KIND_INDEX else kind


def side(direction: int) -> str:
    return "left" if direction == LEFT else "right"


@dataclass(frozen=True, slots=True)
class GiveCard(Action):
    """The active player gives the drawn card to a player with no card yet this turn."""

    to: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Give it to {names[self.to]}"


@dataclass(frozen=True, slots=True)
class TakeCard(Action):
    """Let the card land (no Lawyer, no Informant)."""

    def describe(self, names: Sequence[str]) -> str:
        return "Take the card"


@dataclass(frozen=True, slots=True)
class UseLawyer(Action):
    """Send the card straight to the discard pile; it still counts as your card this turn."""

    def describe(self, names: Sequence[str]) -> str:
        return "Call your Lawyer"


@dataclass(frozen=True, slots=True)
class UseInformant(Action):
    """Pass the card on to a player who has no card yet this turn."""

    to: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Use the Informant: pass it to {names[self.to]}"


@dataclass(frozen=True, slots=True)
class SweepObstacles(Action):
    """Four-Leaf Clover: the obstacle kinds to remove (one entry per card)."""

    kinds: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return "Sweep away " + " and ".join(_name(k) for k in self.kinds)


@dataclass(frozen=True, slots=True)
class StealLoot(Action):
    """Dropped Loot: take one Loot card from this player."""

    victim: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Take a Loot card from {names[self.victim]}"


@dataclass(frozen=True, slots=True)
class StartPanic(Action):
    """Panic: pass one of your face-up cards of this kind to the neighbour on this side."""

    kind: str
    direction: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Pass a {_name(self.kind)} to your {side(self.direction)}"


@dataclass(frozen=True, slots=True)
class PassOn(Action):
    """During a Panic: pass one of your face-up cards of this kind onward."""

    kind: str

    def describe(self, names: Sequence[str]) -> str:
        return f"Pass on a {_name(self.kind)}"


ACTION_TYPES: dict[str, type[Action]] = {cls.__name__: cls for cls in (
    GiveCard, TakeCard, UseLawyer, UseInformant, SweepObstacles, StealLoot, StartPanic, PassOn)}
