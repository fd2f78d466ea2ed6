"""Positions for the Alarm! ruling tests, built with the public builders of :mod:`game.alarm.positions`."""

from __future__ import annotations

from typing import Iterable

from game.alarm.actions import GiveCard, TakeCard, UseLawyer
from game.alarm.cards import KINDS
from game.alarm.params import SCHEMA
from game.alarm.positions import deal
from game.alarm.rules import AlarmState
from game.engine import make_variant


def variant(**params):
    return make_variant(SCHEMA, "test", {"first_player": "first_seat", **params})


def game(n: int = 4, top: Iterable[str] = (), fronts: dict[int, list[str]] | None = None, seed: int = 1,
         overview: dict[int, str] | None = None, uses_left: dict[int, int] | None = None, active: int = 0,
         **params) -> AlarmState:
    """A game whose deck starts with ``top`` (first drawn first), the rest in card order; seat 0 is active
    (or ``active``).

    ``fronts`` lays cards face up in front of seats before the first card is given;
    ``overview`` deals the Informant (``{2: "informant"}``); every other seat holds a Lawyer;
    ``uses_left`` says how often some seats can still use theirs (``{0: 0}``: seat 0's is used).
    """
    return deal(n, variant=variant(**params), fronts=fronts, deck=list(top), overview=overview,
                uses_left=uses_left, active=active, seed=seed, shuffle=False)


def front(st: AlarmState, seat: int) -> list[str]:
    """Kind names in front of ``seat``, sorted."""
    return sorted(KINDS[st._kind[c]] for c in st.zones[f"front{seat}"])


def discard_kinds(st: AlarmState) -> list[str]:
    return sorted(KINDS[st._kind[c]] for c in st.zones["discard"])


def drawn_kind(st: AlarmState) -> str:
    return KINDS[st._kind[st.zones["drawn"][-1]]]


def give(st: AlarmState, to: int, *, take: bool = True):
    """Give the drawn card to ``to``; if they are asked about their Lawyer, they take it."""
    events = st.apply(GiveCard(to))
    if take and st.pending is not None and st.pending.kind == "lawyer" and st.pending.seat == to:
        events += st.apply(TakeCard())
    return events


def lawyer(st: AlarmState):
    return st.apply(UseLawyer())


def types(events) -> list[str]:
    return [type(e).__name__ for e in events]


def check(st: AlarmState) -> AlarmState:
    st.validate()
    return st
