"""A tiny card game that exercises every part of the engine API in tests.

Twelve cards (values 1-6, twice). Each seat is dealt two cards. On a turn the
seat either draws the top card (hidden from others) or plays a card from hand
onto the pile. Playing a card equal to the pile's top card eliminates you.
The game ends when one seat remains or every card is on the pile; the highest
total of played cards wins.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Sequence

from game.engine import (
    Action,
    Decision,
    Event,
    GameOver,
    GameSpec,
    GameState,
    Param,
    ParamSchema,
    RandomBot,
    Rng,
    SeatEliminated,
    StateError,
    TurnBegan,
    Variant,
    Zones,
    next_seat,
)
from game.engine.codec import TRANSIENT

SCHEMA = ParamSchema("toy", (
    Param("hand_size", int, 2, "Cards dealt to each player.", min=1, max=3),
    Param("copies", int, 2, "Copies of each value in the deck.", min=2, max=3),
    Param("eliminate_on_match", bool, True, "Matching the pile's top card knocks you out."),
), checks=(lambda p: ("hand_size", "too many cards dealt for the deck") if p["hand_size"] * 4 >= 6 * p["copies"] else None,))


@dataclass(frozen=True, slots=True)
class Draw(Action):
    def describe(self, names: Sequence[str]) -> str:
        return "Draw a card"


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Play card {self.card}"


@dataclass(frozen=True, slots=True)
class Drew(Event):
    seat: int
    card: int
    reveals: ClassVar[bool] = True

    def redact(self, seat: int | None) -> Event:
        return self if seat is None or seat == self.seat else Drew(self.seat, -1)


@dataclass(frozen=True, slots=True)
class Played(Event):
    seat: int
    card: int


@dataclass
class ToyState(GameState):
    variant: Variant = field(metadata=TRANSIENT)
    num_players: int
    seed: int
    rng: Rng
    zones: Zones
    alive: list[bool]
    current: int
    turn: int = 1
    played_by: list[int] = field(default_factory=list)
    pending: Decision | None = None
    winners: tuple[int, ...] | None = None
    end_reason: str = ""
    spec_id: ClassVar[str] = "toy"

    @staticmethod
    def value(card: int) -> int:
        return card % 6 + 1

    @classmethod
    def new(cls, variant: Variant, num_players: int, seed: int, deck: Sequence[int] | None = None) -> "ToyState":
        rng = Rng(seed)
        cards = list(range(6 * variant.copies))
        if deck is None:
            rng.shuffle(cards)
        else:
            cards = list(deck)
        zones = Zones({"deck": cards, "pile": [], "out": []})
        for s in range(num_players):
            zones.add_zone(f"hand{s}")
            for _ in range(variant.hand_size):
                zones.pop("deck", f"hand{s}")
        st = cls(variant, num_players, seed, rng, zones, [True] * num_players, 0)
        st._decide()
        return st

    def _decide(self) -> None:
        hand = self.zones[f"hand{self.current}"]
        acts: list[Action] = [Play(c) for c in sorted(hand)]
        if self.zones["deck"]:
            acts.append(Draw())
        if not acts:
            acts = [Draw()] if self.zones["deck"] else []
        if not acts:
            # nothing to do: skip to next seat with something, or end
            self._end("no moves left")
            return
        self.pending = Decision(self.current, "turn", tuple(acts), private=True)

    def _end(self, reason: str) -> list[Event]:
        sc = self.scores()
        best = max(sc[s] for s in range(self.num_players) if self.alive[s])
        self.winners = tuple(s for s in range(self.num_players) if self.alive[s] and sc[s] == best)
        self.end_reason = reason
        self.pending = None
        return [GameOver(self.winners, reason)]

    def scores(self) -> list[float]:
        totals = [0.0] * self.num_players
        for card, who in zip(self.zones["pile"], self.played_by):
            totals[who] += self.value(card)
        return totals

    def _apply(self, action: Action) -> list[Event]:
        seat = self.current
        events: list[Event] = []
        if isinstance(action, Draw):
            card = self.zones.pop("deck", f"hand{seat}")
            events.append(Drew(seat, card))
        else:
            assert isinstance(action, Play)
            pile = self.zones["pile"]
            top = pile[-1] if pile else None
            self.zones.move(action.card, f"hand{seat}", "pile")
            self.played_by.append(seat)
            events.append(Played(seat, action.card))
            if top is not None and self.variant.eliminate_on_match and self.value(top) == self.value(action.card):
                self.alive[seat] = False
                for c in list(self.zones[f"hand{seat}"]):
                    self.zones.move(c, f"hand{seat}", "out")
                events.append(SeatEliminated(seat, "matched the pile"))
        if sum(self.alive) <= 1:
            return events + self._end("last one standing")
        if not self.zones["deck"] and not any(self.zones[f"hand{s}"] for s in range(self.num_players)):
            return events + self._end("all cards played")
        self.current = next_seat(seat, self.num_players, self.alive)
        self.turn += 1
        events.append(TurnBegan(self.current, self.turn))
        self._decide()
        return events

    def view(self, seat: int | None) -> dict[str, Any]:
        hands = {s: (list(self.zones[f"hand{s}"]) if seat is None or seat == s else len(self.zones[f"hand{s}"]))
                 for s in range(self.num_players)}
        return {"hands": hands, "pile": list(self.zones["pile"]), "deck": len(self.zones["deck"])}

    def validate(self) -> None:
        self.zones.check_conservation(range(6 * self.variant.copies))
        if len(self.alive) != self.num_players:
            raise StateError("alive list does not match the number of players")


SPEC = GameSpec(
    id="toy", title="Toy", min_players=2, max_players=4, schema=SCHEMA, state_class=ToyState,
    new_state=ToyState.new, action_types={"Draw": Draw, "Play": Play},
    event_types={"Drew": Drew, "Played": Played}, bots={"easy": RandomBot},
    variants_dir=Path(__file__).parent / "toy_variants",
)
