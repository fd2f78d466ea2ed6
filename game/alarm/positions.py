"""Alarm! tables set up by hand, card by card: for tests, teaching scenarios and pictures.

Everything is named as a player would name it: cards by kind (``"police"``,
``"guard_dog"``...), seats by number (0 is the first seat). :func:`deal` lays
out a table just before a turn begins:

- ``fronts``: the cards face up in front of each seat;
- ``deck``: the first cards of the deck, top first (the rest follow,
  shuffled by ``seed``, or in card order with ``shuffle=False``);
- ``discard``: the discard pile, bottom first;
- ``active``: whose turn begins; ``turn``: its number;
- ``overview``: a seat's overview card (``"informant"`` deals the Informant
  to that seat; every other seat holds a Lawyer), and ``uses_left``;
- ``out``: seats already out of the game, in the order they went.

Then the turn begins through the engine (the showdown payment, if due, and
the first card drawn), so the position is an ordinary state: it plays on,
saves and loads like any other. A table the rules could never reach (a
player already caught, a Bone lying beside a Guard Dog, more Police than the
deck holds) is refused with a :class:`~game.engine.errors.StateError` that
says why.

    table = deal(4, fronts={1: ["police"], 2: ["loot"] * 3}, deck=["police"], active=0,
                 overview={2: "informant"}, variant=rules(informant=True))

Play through the engine from there: ``table.apply(GiveCard(1))`` puts the
Police on its way to seat 1, whose Lawyer question is then pending.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from game.alarm.cards import KIND_INDEX, KINDS, NAMES, kind_table
from game.alarm.params import SCHEMA
from game.alarm.rules import AlarmState
from game.alarm.rules import shuffle as shuffle_cards
from game.engine import Rng, StateError, Variant, make_variant


def rules(variant: Variant | None = None, **params: Any) -> Variant:
    """The rules as written (or ``variant``) with the given parameter values changed."""
    base = variant if variant is not None else make_variant(SCHEMA, "standard", {}, description="The rules as written.")
    return base.with_params(SCHEMA, "custom", **params) if params else base


class _Cards:
    """The deck's card ids by kind, handed out lowest id first."""

    def __init__(self, variant: Variant):
        self.table = kind_table(variant)
        self.free: dict[int, list[int]] = {}
        for card, kind in enumerate(self.table):
            self.free.setdefault(kind, []).append(card)

    def take(self, name: str, where: str) -> int:
        kind = KIND_INDEX.get(name)
        if kind is None:
            raise StateError(f"{name!r} ({where}) is not an Alarm! card; the kinds are {', '.join(KINDS)}")
        free = self.free.get(kind)
        if not free:
            have = self.table.count(kind)
            raise StateError(f"the deck has only {have} {NAMES[kind]} card{'s' if have != 1 else ''}; "
                             f"one more is wanted {where}")
        return free.pop(0)

    def rest(self) -> list[int]:
        return sorted(card for cards in self.free.values() for card in cards)


def stacked_deck(variant: Variant, top: Iterable[str]) -> list[int]:
    """A full deck order (top card first) whose first cards have the given kinds, the rest in card order.

    ``stacked_deck(v, ["police", "loot"])`` makes the first card drawn a
    Police and the second a Loot; ``SPEC.new_game(v, n, seed, deck=...)``
    deals from it.
    """
    cards = _Cards(variant)
    order = [cards.take(name, f"at place {i + 1} of the deck") for i, name in enumerate(top)]
    return order + cards.rest()


def deal(players: int = 4, *, variant: Variant | None = None, fronts: Mapping[int, Sequence[str]] | None = None,
         deck: Sequence[str] = (), discard: Sequence[str] = (), active: int = 0,
         overview: Mapping[int, str] | None = None, uses_left: Mapping[int, int] | None = None,
         out: Sequence[int] = (), turn: int = 1, seed: int = 1, shuffle: bool = True) -> AlarmState:
    """A table laid out as described (see the module's notes), with ``active``'s turn begun."""
    variant = variant if variant is not None else rules()
    if not 2 <= players <= 6:
        raise ValueError(f"Alarm! is played by 2 to 6 players, not {players}")
    seats = range(players)
    for what, mapping in (("fronts", fronts or {}), ("overview", overview or {}), ("uses_left", uses_left or {})):
        wrong = [s for s in mapping if s not in seats]
        if wrong:
            raise StateError(f"{what}: there is no seat {wrong[0]} at a table of {players} (seats count from 0)")
    cards = _Cards(variant)
    front_ids = [[cards.take(name, f"in front of seat {s}") for name in (fronts or {}).get(s, ())] for s in seats]
    top = [cards.take(name, f"at place {i + 1} of the deck") for i, name in enumerate(deck)]
    pile = [cards.take(name, "on the discard pile") for name in discard]
    rest = cards.rest()
    rng = Rng(seed)
    if shuffle:
        shuffle_cards(rng, rest)
    cards_overview = [(overview or {}).get(s, "lawyer") for s in seats]
    unknown = [c for c in cards_overview if c not in ("lawyer", "informant")]
    if unknown:
        raise StateError(f"an overview card is a 'lawyer' or the 'informant', not {unknown[0]!r}")
    uses = None
    if uses_left:
        full = [variant.lawyers_per_player if c == "lawyer" else 1 for c in cards_overview]
        uses = [uses_left.get(s, full[s]) for s in seats]
    return AlarmState.set_up(variant, players, seed, deck=top + rest, fronts=front_ids, discard=pile,
                             overview=cards_overview, uses_left=uses, active=active, out=list(out), turn=turn,
                             rng=rng)


def kinds_in_front(state: AlarmState, seat: int) -> list[str]:
    """The kinds face up in front of ``seat``, oldest first (for checking a position)."""
    view = state.view(None)
    return [view.kind(card) for card in view.fronts[seat]]


__all__ = ["deal", "kinds_in_front", "rules", "stacked_deck"]
