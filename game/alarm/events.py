"""What happens in Alarm!, step by step, for the table to animate and the log to tell.

Everything in Alarm! is played face up, so events are public; the one secret
is which overview card (Lawyer or Informant) a player was dealt under the
optional Informant rule, which :class:`OverviewDealt` hides from the others.
Card kinds are names (``"guard_dog"``) and every event that moves a card
names the card id, so the UI can fly exactly that card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Sequence

from game.alarm.actions import side
from game.alarm.cards import COMBO_NAMES, KIND_INDEX, NAMES
from game.engine import COMMON_EVENTS, Event
from game.engine.actions import quicken
from game.engine.naming import does, their, whom, whose


def _n(kind: str) -> str:
    return NAMES[KIND_INDEX[kind]] if kind in KIND_INDEX else kind


def _a(kind: str) -> str:
    name = _n(kind)
    if kind in ("loot", "police", "keys", "wire_cutters", "dropped_loot"):
        return name
    return ("an " if name[0] in "AEIOU" else "a ") + name


@dataclass(frozen=True, slots=True)
class OverviewDealt(Event):
    """A player's overview card: ``"lawyer"``, ``"informant"`` or, as others see it, ``"hidden"``."""

    seat: int
    card: str
    secret: bool = False

    def redact(self, seat: int | None) -> Event | None:
        if self.secret and seat is not None and seat != self.seat:
            return OverviewDealt(self.seat, "hidden", True)
        return self

    def describe(self, names: Sequence[str]) -> str:
        if self.card == "hidden":
            return f"{does(names[self.seat], 'gets')} a secret overview card."
        return f"{does(names[self.seat], 'gets')} {'the Informant' if self.card == 'informant' else 'a Lawyer'}."


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    seat: int
    card: int
    kind: str
    reveals: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'draws')} {_a(self.kind)}."


@dataclass(frozen=True, slots=True)
class CardGiven(Event):
    giver: int
    to: int
    card: int
    kind: str

    def describe(self, names: Sequence[str]) -> str:
        if self.giver == self.to:
            return f"{does(names[self.giver], 'keeps')} the {_n(self.kind)}."
        return f"{does(names[self.giver], 'gives')} the {_n(self.kind)} to {whom(names[self.to])}."


@dataclass(frozen=True, slots=True)
class LawyerUsed(Event):
    """The card was refused and goes to the discard pile."""

    seat: int
    card: int
    kind: str
    in_panic: bool = False
    uses_left: int = 0

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'calls')} {their(names[self.seat])} Lawyer: the {_n(self.kind)} goes to the discard pile."


@dataclass(frozen=True, slots=True)
class InformantUsed(Event):
    seat: int
    to: int
    card: int
    kind: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'was')} the Informant! The {_n(self.kind)} goes to {whom(names[self.to])} instead."


@dataclass(frozen=True, slots=True)
class CardPlaced(Event):
    """An obstacle or Loot card lands face up in front of a player."""

    seat: int
    card: int
    kind: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_a(self.kind)[0].upper()}{_a(self.kind)[1:]} lands in front of {whom(names[self.seat])}."


@dataclass(frozen=True, slots=True)
class EquipmentStored(Event):
    seat: int
    card: int
    kind: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'keeps')} the {_n(self.kind)} for later."


@dataclass(frozen=True, slots=True)
class Countered(Event):
    """Equipment and the obstacle it beats both go to the discard pile."""

    seat: int
    equipment: int
    obstacle: int
    equipment_kind: str
    obstacle_kind: str

    def describe(self, names: Sequence[str]) -> str:
        return (f"{whose(names[self.seat])} {_n(self.equipment_kind)} deals with the {_n(self.obstacle_kind)}: "
                f"both go to the discard pile.")


@dataclass(frozen=True, slots=True)
class CloverSwept(Event):
    seat: int
    clover: int
    cards: tuple[int, ...]
    kinds: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        if not self.cards:
            return f"{whose(names[self.seat])} Four-Leaf Clover finds nothing to sweep away."
        what = " and ".join(_n(k) for k in self.kinds)
        return f"{whose(names[self.seat])} Four-Leaf Clover sweeps away {what}."


@dataclass(frozen=True, slots=True)
class LootStolen(Event):
    thief: int
    victim: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.thief], 'grabs')} a Loot card from {whom(names[self.victim])}."


@dataclass(frozen=True, slots=True)
class NothingToSteal(Event):
    seat: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Nobody else has any Loot for {whom(names[self.seat])} to grab."


@dataclass(frozen=True, slots=True)
class PanicStarted(Event):
    seat: int
    direction: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Panic! {does(names[self.seat], 'passes')} a card to the {side(self.direction)}."


@dataclass(frozen=True, slots=True)
class CardPassed(Event):
    """A face-up card passed in a Panic (it does not count as the turn's card)."""

    giver: int
    to: int
    card: int
    kind: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.giver], 'passes')} {_a(self.kind)} to {whom(names[self.to])}."


@dataclass(frozen=True, slots=True)
class PanicEnded(Event):
    origin: int
    reason: str  # "returned", "empty", "caught", "no_cards"

    def describe(self, names: Sequence[str]) -> str:
        why = {"returned": f"a card came back to {whom(names[self.origin])}",
               "empty": "the next player has no card to pass",
               "caught": "someone was caught",
               "no_cards": f"{does(names[self.origin], 'has')} no other card to pass"}.get(self.reason, self.reason)
        return f"The Panic is over: {why}."


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    """A special card (Clover, Panic, Dropped Loot) has done its work."""

    seat: int
    card: int
    kind: str

    def describe(self, names: Sequence[str]) -> str:
        return f"The {_n(self.kind)} goes to the discard pile."


@dataclass(frozen=True, slots=True)
class Caught(Event):
    """Caught: all of the player's cards go to the discard pile."""

    seat: int
    combo: str
    cards: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'is')} caught with too many {COMBO_NAMES.get(self.combo, self.combo)}!"


@dataclass(frozen=True, slots=True)
class ShowdownBegan(Event):
    seats: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return "Final showdown! " + " and ".join(names[s] for s in self.seats) + \
            " must pay Loot at the start of each turn."


@dataclass(frozen=True, slots=True)
class ShowdownPaid(Event):
    seat: int
    cards: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        n = len(self.cards)
        return f"{does(names[self.seat], 'pays')} {n} Loot card{'s' if n != 1 else ''} to stay in."


@dataclass(frozen=True, slots=True)
class ShowdownUnpaid(Event):
    """The active player cannot pay in the showdown: out, cards to the discard pile."""

    seat: int
    cards: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'has')} no Loot left to pay."


@dataclass(frozen=True, slots=True)
class CardsRanOut(Event):
    """Only in odd house rules: nothing left to draw, the game is decided by Loot."""

    def describe(self, names: Sequence[str]) -> str:
        return "There are no cards left to draw."


GAME_EVENTS: tuple[type[Event], ...] = (
    OverviewDealt, CardDrawn, CardGiven, LawyerUsed, InformantUsed, CardPlaced, EquipmentStored, Countered,
    CloverSwept, LootStolen, NothingToSteal, PanicStarted, CardPassed, PanicEnded, CardDiscarded, Caught,
    ShowdownBegan, ShowdownPaid, ShowdownUnpaid, CardsRanOut)

EVENT_TYPES: dict[str, type[Event]] = {cls.__name__: cls for cls in GAME_EVENTS + COMMON_EVENTS}

quicken(*GAME_EVENTS)
