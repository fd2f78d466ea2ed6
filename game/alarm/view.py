"""What one seat may know about an Alarm! table.

Almost everything in Alarm! is face up: every card in front of every player,
the card being dealt, the discard pile (everyone saw each card go there) and
so the *contents* of the deck. Hidden are only the deck's order and, under the
optional Informant rule, which overview card each player holds until it is
used. The view is plain data (no reference to the state), so a bot that
searches can only sample what it cannot know.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from operator import sub
from typing import Any

from game.alarm.cards import EQUIPMENT, KINDS, danger


@dataclass(frozen=True, slots=True)
class AlarmView:
    seat: int | None
    """Whose view this is (None: an observer who sees everything)."""
    num_players: int
    turn: int
    active: int
    alive: tuple[bool, ...]
    served: tuple[bool, ...]
    """Who has already received a card this turn."""
    fronts: tuple[tuple[int, ...], ...]
    """Card ids face up in front of each seat (obstacles, Loot, stored equipment), oldest first."""
    counts: tuple[tuple[int, ...], ...]
    """Per seat, how many cards of each kind (index = kind number, see ``cards.KINDS``)."""
    deck_count: int
    discard: tuple[int, ...]
    """The discard pile, bottom first (everyone saw these cards go there)."""
    drawn: int
    """The active player's card being dealt with (-1: none)."""
    passing: int
    """A card on its way in a Panic (-1: none)."""
    recipient: int
    informed_by: int
    stage: str
    decider: int
    panic: tuple[int, int, int, str] | None
    """(origin, direction, holder, kind just received) of a Panic in progress."""
    showdown: bool
    overview: tuple[str, ...]
    """Each seat's overview card as this seat knows it: "lawyer", "informant", or "unused" for another
    player's card that is secret (Informant rule) and not used yet."""
    uses_left: tuple[int, ...]
    """Uses left on each overview card (-1 where the card is hidden from this seat)."""
    eliminated: tuple[int, ...]
    winners: tuple[int, ...] | None
    kinds: tuple[int, ...]
    """Kind number of every card id (the same for every seat)."""
    limits: tuple[int, ...]
    """The six caught thresholds (0: off)."""
    informant_rule: bool

    # -- helpers for the table UI and the bots -------------------------------------
    def kind(self, card: int) -> str:
        return KINDS[self.kinds[card]]

    def grouped(self, seat: int) -> dict[str, list[int]]:
        """Face-up cards in front of ``seat`` grouped by kind name, in deck-kind order."""
        out: dict[str, list[int]] = {}
        for card in self.fronts[seat]:
            out.setdefault(KINDS[self.kinds[card]], []).append(card)
        return {k: out[k] for k in KINDS if k in out}

    def stored(self, seat: int) -> tuple[int, ...]:
        """Equipment ``seat`` keeps in front of them for later."""
        return tuple(c for c in self.fronts[seat] if self.kinds[c] in EQUIPMENT)

    def danger(self, seat: int) -> dict[str, tuple[int, int]]:
        """For each caught combination that is on, (have, need) for ``seat``."""
        return danger(self.counts[seat], self.limits)

    def deck_contents(self) -> list[int]:
        """Card ids in the deck (everyone can work these out; only the order is secret)."""
        seen = set(self.discard)
        for f in self.fronts:
            seen.update(f)
        if self.drawn >= 0:
            seen.add(self.drawn)
        if self.passing >= 0:
            seen.add(self.passing)
        return [c for c in range(len(self.kinds)) if c not in seen]

    def deck_kinds(self) -> list[int]:
        """How many cards of each kind (index = kind) are in the deck: the deck's contents counted from the
        counts in front of the players rather than card by card (the hard player asks at every decision)."""
        left = list(_kind_totals(self.kinds))
        for pile in self.counts:
            left = list(map(sub, left, pile))
        kinds = self.kinds
        for card in self.discard:
            left[kinds[card]] -= 1
        if self.drawn >= 0:
            left[kinds[self.drawn]] -= 1
        if self.passing >= 0:
            left[kinds[self.passing]] -= 1
        return left

    @property
    def discard_count(self) -> int:
        return len(self.discard)

    @property
    def players_left(self) -> int:
        return sum(self.alive)


_TOTALS: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}


def _kind_totals(kinds: tuple[int, ...]) -> tuple[int, ...]:
    """How many cards of each kind the whole deck holds (kept per kind table: there are few)."""
    got = _TOTALS.get(id(kinds))
    if got is not None and got[0] is kinds:
        return got[1]
    totals = [0] * len(KINDS)
    for kind in kinds:
        totals[kind] += 1
    if len(_TOTALS) > 64:
        _TOTALS.clear()
    _TOTALS[id(kinds)] = (kinds, tuple(totals))
    return tuple(totals)


def _maker() -> Any:
    """Like a named tuple's constructor: a function written for these fields that fills a plain twin class with
    the very same slots (plain attribute stores, which Python does fastest), then makes the object an
    :class:`AlarmView`. Python allows that switch only between classes of identical layout, so the result is an
    ordinary view, frozen like any other."""
    names = [f.name for f in fields(AlarmView)]
    assert AlarmView.__slots__ == tuple(names)
    twin = type("_ViewUnderConstruction", (), {"__slots__": AlarmView.__slots__})
    scope = {"new": object.__new__, "Twin": twin, "View": AlarmView}
    body = "".join(f"    view.{name} = {name}\n" for name in names)
    exec(f"def make_view({', '.join(names)}):\n    view = new(Twin)\n{body}    view.__class__ = View\n"
         "    return view\n", scope)
    return scope["make_view"]


make_view = _maker()
"""``make_view(seat, num_players, ...)``: an :class:`AlarmView` from all its fields in order, made without the
frozen dataclass ``__init__`` (every computer decision takes a view, and that ``__init__`` was most of its cost);
the result is the very same value (four times faster than setting each frozen slot)."""
