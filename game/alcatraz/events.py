"""What happened, step by step, so the table can animate it and the log can tell it.

Every event names the cards it moves and where they came from and went, so the
UI never has to compare states. Hidden cards (a draw from the Cell Block, a
deal) are shown to their owner and replaced by ``-1`` for everybody else
(:meth:`redact`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Sequence

from game.alcatraz.cards import ACTION_KIND, ACTION_NAMES, PLANS, capitalized, card_name, cards_text
from game.engine import Event, GameOver, Shuffled, TurnBegan
from game.engine.actions import quicken
from game.engine.naming import does, their, whom, whose

HIDDEN = -1


def _plan(p: int) -> str:
    return PLANS[p].name


def _s(n: int) -> str:
    return "" if n == 1 else "s"


@dataclass(frozen=True, slots=True)
class RoundBegan(Event):
    round: int
    dealer: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Round {self.round} begins; {does(names[self.dealer], 'deals')}."


@dataclass(frozen=True, slots=True)
class PlansGathered(Event):
    """Every Plans-deck card goes back to the Cell Block before the shuffle."""

    count: int

    def describe(self, names: Sequence[str]) -> str:
        return f"All {self.count} Plans-deck cards are gathered up."


@dataclass(frozen=True, slots=True)
class CardRevealed(Event):
    """A card turned face up from the Cell Block; ``to`` is 'solitary', 'yard' or 'revealed'."""

    card: int
    to: str
    reason: str
    reveals: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        where = {"solitary": "goes to Solitary", "yard": "goes to the Yard", "revealed": "is turned over"}[self.to]
        return f"{capitalized(card_name(self.card))} {where}."


@dataclass(frozen=True, slots=True)
class YardSearched(Event):
    """No Escapee among the first cards revealed: the dealer fetched one from the deck."""

    dealer: int
    card: int
    revealed: int
    reveals: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        return (f"No Escapee in {self.revealed} cards: {does(names[self.dealer], 'finds')} {card_name(self.card)} "
                f"in the Cell Block for the Yard.")


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    seat: int
    cards: tuple[int, ...]
    reveals: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'is')} dealt {len(self.cards)} cards."

    def redact(self, seat: int | None) -> Event:
        if seat is None or seat == self.seat:
            return self
        return Dealt(self.seat, (HIDDEN,) * len(self.cards))


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """Cards into ``seat``'s hand from ``src`` ('cell_block', 'solitary' or 'revealed').

    ``reason`` says why (the draw step, an Action card, a replacement); ``public``
    cards are shown to everyone, the rest only to the drawer.
    """

    seat: int
    cards: tuple[int, ...]
    src: str
    reason: str
    public: bool

    @property
    def reveals(self) -> bool:  # type: ignore[override]
        """A card everyone saw (the top of Solitary) uncovers nothing, so the move may be taken back:
        Undo was off after taking the top of Solitary, as if a hidden card had been drawn."""
        return not self.public

    def describe(self, names: Sequence[str]) -> str:
        if not self.cards:
            return f"{does(names[self.seat], 'finds')} no card to draw."
        n = len(self.cards)
        what = f"{n} card{_s(n)}" if HIDDEN in self.cards else cards_text(self.cards)
        where = {"cell_block": "from the Cell Block", "solitary": "from Solitary",
                 "revealed": "from the turned-over cards"}[self.src]
        return f"{does(names[self.seat], 'takes')} {what} {where}."

    def redact(self, seat: int | None) -> Event:
        if self.public or seat is None or seat == self.seat:
            return self
        return Drew(self.seat, (HIDDEN,) * len(self.cards), self.src, self.reason, False)


@dataclass(frozen=True, slots=True)
class PlanStarted(Event):
    seat: int
    plan: int
    cards: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'starts')} the {_plan(self.plan)} with {len(self.cards)} cards."


@dataclass(frozen=True, slots=True)
class LaidOff(Event):
    seat: int
    plan: int
    cards: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        n = len(self.cards)
        return f"{does(names[self.seat], 'lays')} off {n} card{_s(n)} on the {_plan(self.plan)}."


@dataclass(frozen=True, slots=True)
class EscapeeSentToYard(Event):
    seat: int
    card: int
    reason: str  # 'turn' or 'warden'

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'sends')} {card_name(self.card)} to the Yard."


@dataclass(frozen=True, slots=True)
class ActionDrawn(Event):
    seat: int
    card: int
    reveals: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'draws')} the Action card {ACTION_NAMES[ACTION_KIND[self.card]]}."


@dataclass(frozen=True, slots=True)
class ActionPlaced(Event):
    """Guard Help or Change in Plan laid on a plan."""

    seat: int
    card: int
    plan: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'puts')} {card_name(self.card)} on the {_plan(self.plan)}."


@dataclass(frozen=True, slots=True)
class ActionDiscarded(Event):
    """An Action card goes to the Action discard pile (``reason``: 'done', 'no_plan', 'foiled', 'left_play',
    'round_end')."""

    card: int
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        why = {"done": "", "no_plan": " (no plan to put it on)", "foiled": " (its plan was foiled)",
               "left_play": " (its plan left play)", "round_end": " (end of round)"}.get(self.reason, "")
        return f"{card_name(self.card)} goes to the Action discard pile{why}."


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """A face-up card moving between public places (e.g. Cell Search leftovers to Solitary)."""

    card: int
    src: str
    dst: str
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        where = {"solitary": "Solitary", "yard": "the Yard"}.get(self.dst, self.dst)
        return f"{capitalized(card_name(self.card))} goes to {where}."


@dataclass(frozen=True, slots=True)
class PlanCardTaken(Event):
    """Plan Uncovered: a Plan card moves from ``from_seat``'s play area to ``seat``'s."""

    seat: int
    from_seat: int
    plan: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return (f"{does(names[self.seat], 'takes')} a {_plan(self.plan)} card from "
                f"{whose(names[self.from_seat], start=False)} play area.")


@dataclass(frozen=True, slots=True)
class FavorAsked(Event):
    """Returning Favors: ``asked`` is asked for a ``plan`` card; ``card`` is the one given, or -1."""

    asker: int
    asked: int
    plan: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        if self.card < 0:
            return f"{does(names[self.asked], 'has')} no {_plan(self.plan)} card for {whom(names[self.asker])}."
        return f"{does(names[self.asked], 'gives')} {whom(names[self.asker])} a {_plan(self.plan)} card."


@dataclass(frozen=True, slots=True)
class FavorNamed(Event):
    seat: int
    plan: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'asks')} around for a {_plan(self.plan)} card."


@dataclass(frozen=True, slots=True)
class WardenDiscardedPlan(Event):
    seat: int
    plan: int
    cards: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        n = len(self.cards)
        return f"Warden: {does(names[self.seat], 'discards')} {n} {_plan(self.plan)} card{_s(n)} to Solitary."


@dataclass(frozen=True, slots=True)
class WardenPassed(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Warden: {does(names[self.seat], 'has')} nothing to give up."


@dataclass(frozen=True, slots=True)
class PlanFoiled(Event):
    """``seat`` foils ``plan``: the mastermind and their own cards of it go under their Foiled! card."""

    seat: int
    plan: int
    escapee: int
    from_yard: bool
    cards: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        where = "from the Yard" if self.from_yard else f"from {their(names[self.seat])} hand"
        return (f"{does(names[self.seat], 'foils')} the {_plan(self.plan)}! "
                f"Mastermind: {card_name(self.escapee)} {where}, "
                f"with {len(self.cards)} plan card{_s(len(self.cards))}.")


@dataclass(frozen=True, slots=True)
class FoiledCardsAdded(Event):
    """Another player in the foiled plan puts their cards of it under their own Foiled! card."""

    seat: int
    plan: int
    cards: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        n = len(self.cards)
        who = names[self.seat]
        return f"{does(who, 'adds')} {n} {_plan(self.plan)} card{_s(n)} to {their(who)} Foiled! pile."


@dataclass(frozen=True, slots=True)
class CoConspiratorAdded(Event):
    seat: int
    plan: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'adds')} {card_name(self.card)} as a co-conspirator."


@dataclass(frozen=True, slots=True)
class CoConspiratorDeclined(Event):
    """Only the decider sees this: telling the others would say they hold a fitting Escapee."""

    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'keeps')} {their(names[self.seat])} Escapees."

    def redact(self, seat: int | None) -> Event | None:
        return self if seat is None or seat == self.seat else None


@dataclass(frozen=True, slots=True)
class PlanLeftPlay(Event):
    plan: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The {_plan(self.plan)} is no longer in play."


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    seat: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'discards')} {card_name(self.card)}."


@dataclass(frozen=True, slots=True)
class WentOut(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'goes')} out!"


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    round: int
    reason: str  # 'went_out', 'cell_block_empty' or 'turn_limit'

    def describe(self, names: Sequence[str]) -> str:
        why = {"went_out": "someone went out", "cell_block_empty": "the Cell Block is empty"}.get(
            self.reason, "it has gone on too long")
        return f"Round {self.round} is over: {why}."


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    """Points of the round per seat, by source, and the new totals."""

    round: int
    plan_points: tuple[int, ...]
    escapee_points: tuple[int, ...]
    bonus: tuple[int, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        parts = [f"{names[s]} +{p} ({t})" for s, (p, t) in enumerate(zip(self.points, self.totals))]
        return f"Round {self.round} scores: " + ", ".join(parts) + "."


EVENT_TYPES: dict[str, type[Event]] = {cls.__name__: cls for cls in (
    RoundBegan, PlansGathered, CardRevealed, YardSearched, Dealt, Drew, PlanStarted, LaidOff, EscapeeSentToYard,
    ActionDrawn, ActionPlaced, ActionDiscarded, CardMoved, PlanCardTaken, FavorNamed, FavorAsked,
    WardenDiscardedPlan, WardenPassed, PlanFoiled, FoiledCardsAdded, CoConspiratorAdded, CoConspiratorDeclined,
    PlanLeftPlay, Discarded, WentOut, RoundEnded, RoundScored,
    TurnBegan, Shuffled, GameOver,
)}
quicken(*(cls for cls in EVENT_TYPES.values() if cls.__module__ == __name__))
