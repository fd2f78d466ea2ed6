"""A game being played: the state, its record, and safe undo.

The app, saves and replays all hold a :class:`Match`. Every action goes through
:meth:`Match.apply`, which appends it to the record, so a save is always one
write away and a replay is always exact.

It also counts the hints each seat took (:meth:`note_hint`), which travel in
the record with the game.

Undo follows the policy of strong online platforms: a seat may take back its
own latest action while nobody else has acted since and that action revealed
nothing hidden or random (a drawn card, a shuffle, a spin).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any, Sequence

from game.engine.actions import Action, Event
from game.engine.game import GameSpec, GameState
from game.engine.record import Record, SeatInfo, checked_replay
from game.engine.variants import Variant


@dataclass(frozen=True)
class _Step:
    seat: int
    revealed: bool


class Match:
    def __init__(self, spec: GameSpec, record: Record, state: GameState, steps: list[_Step] | None = None):
        self.spec = spec
        self.record = record
        self.state = state
        self._steps: list[_Step] = steps if steps is not None else []
        self.undo_enabled = True

    @classmethod
    def new(cls, spec: GameSpec, variant: Variant, seats: Sequence[SeatInfo], seed: int,
            deck: Sequence[int] | None = None) -> "Match":
        record = Record(spec.id, variant, seed, list(seats), [], list(deck) if deck is not None else None)
        return cls(spec, record, record.new_state(spec))

    @classmethod
    def from_position(cls, spec: GameSpec, state: GameState, seats: Sequence[SeatInfo]) -> "Match":
        """A match that starts from ``state`` (a position set up by a game's ``positions`` module).

        The record keeps the position as its start, so the match saves, loads,
        undoes and replays like any other; the state's opening events (if any)
        are still shown by the table."""
        start = json.loads(json.dumps(state.to_json()))
        record = Record(spec.id, state.variant, state.seed, list(seats), [], None, start)
        return cls(spec, record, state)

    @classmethod
    def from_record(cls, spec: GameSpec, record: Record, *, file: str | None = None,
                    upto: int | None = None) -> "Match":
        """Rebuild a match; raises :class:`~game.engine.errors.SaveError` for a bad file."""
        trimmed = Record(record.game, record.variant, record.seed, record.seats,
                         list(record.actions if upto is None else record.actions[:upto]), record.deck,
                         record.start, list(record.hints))
        steps: list[_Step] = []
        state = checked_replay(spec, trimmed, file=file,
                               on_events=lambda i, seat, events: steps.append(
                                   _Step(seat, any(e.reveals for e in events))))
        return cls(spec, trimmed, state, steps)

    # -- playing --------------------------------------------------------------------
    @property
    def opening_events(self) -> list[Event]:
        return list(getattr(self.state, "opening_events", []) or [])

    def apply(self, action: Action) -> list[Event]:
        seat = self.state.pending.seat if self.state.pending is not None else -1
        events = self.state.apply(action)
        self.record.actions.append(action)
        self._steps.append(_Step(seat, any(e.reveals for e in events)))
        return events

    @property
    def move_count(self) -> int:
        return len(self.record.actions)

    # -- undo -----------------------------------------------------------------------
    def can_undo(self, seat: int) -> bool:
        if not self.undo_enabled or not self._steps:
            return False
        last = self._steps[-1]
        return last.seat == seat and not last.revealed

    def undo(self, seat: int) -> None:
        if not self.can_undo(seat):
            raise ValueError("nothing to take back")
        self.record.actions.pop()
        self._steps.pop()
        self.state = self.record.replay(self.spec)

    def names(self) -> list[str]:
        return self.record.names()

    # -- hints ----------------------------------------------------------------------
    def note_hint(self, seat: int) -> None:
        """``seat`` took a hint (kept in the record, so it is saved with the game)."""
        self.record.note_hint(seat)

    def hints_taken(self) -> list[int]:
        """How many hints each seat has taken so far."""
        return self.record.hint_counts()

    def seat_info(self, seat: int) -> SeatInfo:
        return self.record.seats[seat]

    def summary(self) -> dict[str, Any]:
        st = self.state
        return {
            "game": self.spec.id,
            "title": self.spec.title,
            "variant": self.record.variant.name,
            "players": self.names(),
            "turn": getattr(st, "turn", 0),
            "round": getattr(st, "round", 0),  # a game counted in rounds says how far by its round
            "moves": self.move_count,
            "over": st.is_over,
        }


def new_seed() -> int:
    """A fresh seed for a family's game (saved with it, so the game replays exactly)."""
    return int.from_bytes(os.urandom(6), "big")


def new_match(game_id: str, variant: Variant, seats: Sequence[SeatInfo], seed: int | None = None) -> Match:
    """A new game of ``game_id``, found through the registry."""
    from game.engine.registry import get_spec

    return Match.new(get_spec(game_id), variant, list(seats), new_seed() if seed is None else seed)
