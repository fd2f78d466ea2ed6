"""Computer players for Escape from Alcatraz, one per level (``BOTS``), each deciding from its own view only.

* **easy**: the normal player's habits, but about one decision in three is a
  random legal one (it forgets to foil, discards the wrong card...);
* **normal**: the habits of a sensible family player (:class:`~.tactics.Habits`);
* **hard**: its own careful habits, overruled where play-outs on sampled deals
  show a clearly better choice (:mod:`.search`).
"""

from __future__ import annotations

from typing import Any

from game.alcatraz.params import SCHEMA
from game.alcatraz.search import HardBot
from game.alcatraz.state import Rules, rules_of
from game.alcatraz.tactics import Habits, Table
from game.alcatraz.view import HABIT_FIELDS, AlcatrazView
from game.engine import Action, Bot, Decision, make_variant
from game.engine.memo import per_object


@per_object
def habits_of(rules: Rules) -> Habits:
    """The normal habits for ``rules``, made once and shared by every seat and game under them (they keep
    nothing between decisions): a simulation seats four new players for every game."""
    return Habits(rules)


class NormalBot(Bot):
    """Sensible heuristics, one decision at a time."""

    level = "normal"
    view_fields = HABIT_FIELDS  # all it reads of its view (a simulation hands it just these)

    def __init__(self, seat: int, seed: int = 0, variant: Any = None):
        super().__init__(seat, seed, variant)
        self.rules = rules_of(variant if variant is not None else make_variant(SCHEMA))
        self.habits = habits_of(self.rules)
        # (looked up once: a simulation asks at every decision) the habit answering each kind of decision, and
        # the one table this seat fills afresh at each decision (Table.seen)
        self.answer = self.habits.answer
        self.seen = Table.under(self.variant, self.rules).seen

    def choose(self, view: AlcatrazView, decision: Decision) -> Action:
        acts = decision.actions
        if len(acts) == 1:
            return acts[0]
        # (Habits.decide without its second look at the number of choices)
        return self.answer[decision.kind](self.seen(view, decision.seat), acts)


class EasyBot(NormalBot):
    """Plays like the normal player, but about one decision in three is a random legal one."""

    level = "easy"
    carelessness = 0.35

    def choose(self, view: AlcatrazView, decision: Decision) -> Action:
        acts = decision.actions
        if len(acts) > 1 and self.rng.random() < self.carelessness:
            return acts[int(self.rng.random() * len(acts))]
        return super().choose(view, decision)


def easy(seat: int, seed: int = 0, variant: Any = None) -> Bot:
    return EasyBot(seat, seed, variant)


def normal(seat: int, seed: int = 0, variant: Any = None) -> Bot:
    return NormalBot(seat, seed, variant)


def hard(seat: int, seed: int = 0, variant: Any = None) -> Bot:
    return HardBot(seat, seed, variant)


#: every level's factory(seat, seed, variant) -> Bot (``random`` is the engine's own)
BOTS = {"easy": easy, "normal": normal, "hard": hard}

__all__ = ["BOTS", "EasyBot", "HardBot", "NormalBot"]
