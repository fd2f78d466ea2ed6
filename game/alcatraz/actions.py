"""What a player can do in Escape from Alcatraz, one small frozen value per choice.

Cards of one plan are interchangeable, so playing them is ``(plan, count)``
rather than a set of card ids; choices that name a card (a discard, an Escapee)
name one card of its kind, which keeps every decision's list short.

Action values are interned (:func:`make`): the rules build the same few hundred
actions over and over, and reusing them keeps decisions cheap.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from game.alcatraz.cards import PLANS, card_name
from game.engine import Action


def _plan(p: int) -> str:
    return PLANS[p].name if 0 <= p < len(PLANS) else f"plan {p}"


# -- your turn -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DrawCellBlock(Action):
    """Draw step: two cards from the Cell Block (or what is left)."""

    def describe(self, names: Sequence[str]) -> str:
        return "Draw two cards from the Cell Block"


@dataclass(frozen=True, slots=True)
class DrawSolitary(Action):
    """Draw step: the top card of Solitary."""

    def describe(self, names: Sequence[str]) -> str:
        return "Take the top card of Solitary"


@dataclass(frozen=True, slots=True)
class StartPlan(Action):
    """Meld ``count`` Plan cards of a plan nobody has in play."""

    plan: int
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Start the {_plan(self.plan)} with {self.count} card{'' if self.count == 1 else 's'}"


@dataclass(frozen=True, slots=True)
class LayOff(Action):
    """Add ``count`` Plan cards to a plan already in play (in your own play area)."""

    plan: int
    count: int

    def describe(self, names: Sequence[str]) -> str:
        what = "a card" if self.count == 1 else f"{self.count} cards"
        return f"Lay off {what} on the {_plan(self.plan)}"


@dataclass(frozen=True, slots=True)
class SendToYard(Action):
    """Put an Escapee from your hand into the Yard (once a turn)."""

    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Send {card_name(self.card)} to the Yard"


@dataclass(frozen=True, slots=True)
class FoilPlan(Action):
    """Foil ``plan`` with ``escapee`` (from your hand, or from the Yard) as its mastermind."""

    plan: int
    escapee: int
    from_yard: bool

    def describe(self, names: Sequence[str]) -> str:
        where = "from the Yard" if self.from_yard else "from your hand"
        return f"Foil the {_plan(self.plan)} with {card_name(self.escapee)} {where}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """End the turn by putting a card on Solitary."""

    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Discard {card_name(self.card)}"


# -- Action cards -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class WorkDetailDraw(Action):
    def describe(self, names: Sequence[str]) -> str:
        return "Work Detail: draw two from the Cell Block"


@dataclass(frozen=True, slots=True)
class WorkDetailTake(Action):
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Work Detail: take {card_name(self.card)} from Solitary"


@dataclass(frozen=True, slots=True)
class CellSearchKeep(Action):
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Cell Search: keep {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class UncoverPlan(Action):
    """Plan Uncovered: take one ``plan`` card from ``from_seat``'s play area into yours."""

    from_seat: int
    plan: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Plan Uncovered: take a {_plan(self.plan)} card from {names[self.from_seat]}"


@dataclass(frozen=True, slots=True)
class AskFavor(Action):
    """Returning Favors: name the plan to ask the others for."""

    plan: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Returning Favors: ask for a {_plan(self.plan)} card"


@dataclass(frozen=True, slots=True)
class PlaceAction(Action):
    """Guard Help or Change in Plan: the plan to lay it on."""

    plan: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Place the card on the {_plan(self.plan)}"


@dataclass(frozen=True, slots=True)
class WardenToYard(Action):
    """Warden: send an Escapee to the Yard and draw a replacement."""

    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Warden: send {card_name(self.card)} to the Yard and draw a card"


@dataclass(frozen=True, slots=True)
class WardenDiscardPlan(Action):
    """Warden: discard all your cards of one plan to Solitary."""

    plan: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Warden: discard your {_plan(self.plan)} cards"


@dataclass(frozen=True, slots=True)
class AddCoConspirator(Action):
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Add {card_name(self.card)} as a co-conspirator"


@dataclass(frozen=True, slots=True)
class NoCoConspirator(Action):
    def describe(self, names: Sequence[str]) -> str:
        return "Keep your Escapees"


ACTION_TYPES: dict[str, type[Action]] = {cls.__name__: cls for cls in (
    DrawCellBlock, DrawSolitary, StartPlan, LayOff, SendToYard, FoilPlan, Discard,
    WorkDetailDraw, WorkDetailTake, CellSearchKeep, UncoverPlan, AskFavor, PlaceAction,
    WardenToYard, WardenDiscardPlan, AddCoConspirator, NoCoConspirator,
)}

_interned: dict[tuple[Any, ...], Action] = {}


def make(cls: type[Action], *args: Any) -> Action:
    """The shared instance of ``cls(*args)`` (actions are immutable, so sharing is safe)."""
    key = (cls, *args)
    action = _interned.get(key)
    if action is None:
        action = _interned[key] = cls(*args)
    return action
