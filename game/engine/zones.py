"""Zones of card ids: every card is in exactly one zone at every moment.

Card games keep their deck, discard pile, hands, tableaus and so on here, so a
single check (:meth:`Zones.check_conservation`) proves no card was lost or
duplicated, and saves can be validated the same way for every game.
"""

from __future__ import annotations

from itertools import chain
from typing import Iterable, Iterator

from game.engine.errors import StateError


class Zones:
    """A mapping from zone name to an ordered list of card ids (top = end)."""

    __slots__ = ("_zones",)

    def __init__(self, zones: dict[str, Iterable[int]] | None = None):
        self._zones: dict[str, list[int]] = {k: list(v) for k, v in (zones or {}).items()}

    def add_zone(self, name: str, cards: Iterable[int] = ()) -> None:
        if name in self._zones:
            raise ValueError(f"zone {name!r} exists already")
        self._zones[name] = list(cards)

    def __getitem__(self, name: str) -> list[int]:
        return self._zones[name]

    def __contains__(self, name: object) -> bool:
        return name in self._zones

    def __iter__(self) -> Iterator[str]:
        return iter(self._zones)

    def items(self):
        return self._zones.items()

    def move(self, card: int, src: str, dst: str, *, to_bottom: bool = False) -> None:
        """Move one card; ``ValueError`` if it is not in ``src``."""
        self._zones[src].remove(card)
        if to_bottom:
            self._zones[dst].insert(0, card)
        else:
            self._zones[dst].append(card)

    def pop(self, src: str, dst: str) -> int:
        """Move the top card of ``src`` to ``dst`` and return it."""
        card = self._zones[src].pop()
        self._zones[dst].append(card)
        return card

    def move_all(self, src: str, dst: str) -> list[int]:
        cards = self._zones[src]
        self._zones[dst].extend(cards)
        self._zones[src] = []
        return cards

    def where(self, card: int) -> str:
        for name, cards in self._zones.items():
            if card in cards:
                return name
        raise KeyError(card)

    def total(self) -> int:
        return sum(len(c) for c in self._zones.values())

    def check_conservation(self, all_cards: Iterable[int]) -> None:
        """Raise :class:`StateError` unless each card of ``all_cards`` is in exactly one zone."""
        expected = sorted(all_cards)
        if sorted(chain.from_iterable(self._zones.values())) == expected:
            return  # each card once (the usual answer, found without naming zones: every new game checks this)
        seen: dict[int, str] = {}
        for name, cards in self._zones.items():
            for card in cards:
                if card in seen:
                    raise StateError(f"card {card} is in two places: {seen[card]} and {name}")
                seen[card] = name
        if sorted(seen) != expected:
            missing = sorted(set(expected) - set(seen))
            extra = sorted(set(seen) - set(expected))
            parts = []
            if missing:
                parts.append(f"missing cards {missing[:10]}")
            if extra:
                parts.append(f"unknown cards {extra[:10]}")
            raise StateError("; ".join(parts))

    def to_json(self) -> dict[str, list[int]]:
        return {k: list(v) for k, v in self._zones.items()}

    @classmethod
    def from_json(cls, data: dict[str, list[int]]) -> "Zones":
        if not isinstance(data, dict):
            raise StateError("zones must be an object of lists")
        zones = {}
        for name, cards in data.items():
            if not isinstance(cards, list) or not all(isinstance(c, int) and not isinstance(c, bool) for c in cards):
                raise StateError(f"zone {name!r} must be a list of card numbers")
            zones[str(name)] = list(cards)
        return cls(zones)

    def copy(self) -> "Zones":
        return Zones(self._zones)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Zones) and self._zones == other._zones

    def __repr__(self) -> str:
        return "Zones(" + ", ".join(f"{k}={len(v)}" for k, v in self._zones.items()) + ")"
