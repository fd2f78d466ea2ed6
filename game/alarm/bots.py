"""Alarm! computer players: easy, normal and hard.

* **easy**: legal and a little careless: often the sensible move, but one
  decision in three is a random legal one.
* **normal**: the heuristics of :mod:`tactics`: hand dangerous cards to whoever
  they hurt most (best of all, to someone they catch), keep good cards, spend
  the Lawyer on a card that would get it caught.
* **hard**: looks ahead. From its own view it samples what it cannot know (the
  order of the deck and, under the Informant rule, who holds which overview
  card), tries each choice in every sample, lets normal players play on to
  the end of the next turn, and keeps the choice that did best on average.
  It never reads the true state: it only ever receives its view.
"""

from __future__ import annotations

from typing import Any

from game.alarm import tactics
from game.alarm.cards import KINDS
from game.alarm.params import SCHEMA
from game.alarm.rules import FRONT, AlarmState, PanicChain, Tally
from game.alarm.view import AlarmView
from game.engine import Action, Bot, Decision, Rng, Zones


class NormalBot(Bot):
    """Sensible heuristics, no look-ahead."""

    level = "normal"

    def __init__(self, seat: int, seed: int = 0, variant: Any = None):
        super().__init__(seat, seed, variant)
        self.variant = variant if variant is not None else _standard()
        self.freq = tactics.frequencies(self.variant)

    def table(self, view: AlarmView) -> tactics.Table:
        return tactics.Table.from_view(view, self.freq, self.variant.showdown_players)

    def choose(self, view: AlarmView, decision: Decision) -> Action:
        if len(decision.actions) == 1:
            return decision.actions[0]
        return tactics.choose(self.table(view), self.seat, decision)


class EasyBot(NormalBot):
    """Like normal, but careless: a third of its choices are random."""

    level = "easy"
    careless = 0.35

    def choose(self, view: AlarmView, decision: Decision) -> Action:
        actions = decision.actions
        if len(actions) == 1:
            return actions[0]
        if self.rng.random() < self.careless:
            return actions[int(self.rng.random() * len(actions))]
        return tactics.choose(self.table(view), self.seat, decision)


class HardBot(NormalBot):
    """Flat Monte Carlo over sampled deals, with normal play as the look-ahead."""

    level = "hard"
    samples = 20
    """Sampled deals per decision (the same ones for every choice, so choices are compared fairly)."""
    horizon = 0
    """Turns played on after the current one in each look-ahead (0: to the end of this turn)."""

    def choose(self, view: AlarmView, decision: Decision) -> Action:
        actions = decision.actions
        if len(actions) == 1:
            return actions[0]
        if decision.kind in ("clover", "steal"):
            return tactics.choose(self.table(view), self.seat, decision)
        self.freq = counted_frequencies(view)
        worlds = [sample_state(view, self.variant, self.rng) for _ in range(self.samples)]
        totals = [0.0] * len(actions)
        for world in worlds:
            seed = int(self.rng.random() * 2**31)
            for i, action in enumerate(actions):
                st = world.copy()
                st.rng.seed(seed)
                st.apply(action)
                totals[i] += self._play_on(st, view.turn + self.horizon)
        best = max(range(len(actions)), key=lambda i: totals[i])
        return actions[best]

    def _play_on(self, st: AlarmState, last_turn: int) -> float:
        freq = self.freq
        me = self.seat
        steps = 0
        while st.pending is not None and st.turn <= last_turn and steps < 400:
            d = st.pending
            if len(d.actions) == 1:
                action = d.actions[0]
            else:
                action = tactics.choose(tactics.Table.from_state(st, freq), d.seat, d)
            st.apply(action)
            steps += 1
        return _outcome(st, me, freq)


def counted_frequencies(view: AlarmView) -> tuple[float, ...]:
    """How common each kind is in the cards still to come: the deck now, the discard pile later.

    Every card was seen face up, so a careful player can count them.
    """
    weights = [0.0] * len(KINDS)
    kinds = view.kinds
    for card in view.deck_contents():
        weights[kinds[card]] += 1.0
    for card in view.discard:
        weights[kinds[card]] += 0.3
    total = sum(weights) or 1.0
    return tuple(round(w / total, 3) for w in weights)


def _outcome(st: AlarmState, me: int, freq: Any) -> float:
    """How good the end of a look-ahead is for ``me``."""
    if st.winners is not None:
        return 20.0 if me in st.winners else tactics.CAUGHT - 2.0 + st.eliminated.index(me) * 0.5
    if not st.alive[me]:
        return tactics.CAUGHT - 2.0 + st.eliminated.index(me) * 0.5
    t = tactics.Table.from_state(st, freq)
    others = [s for s in range(st.num_players) if s != me and st.alive[s]]
    score = tactics.seat_value(t, me, st._counts[me])
    theirs = sum(tactics.seat_value(t, s, st._counts[s]) for s in others)
    score -= tactics.OPPONENT_WEIGHT * theirs / max(1, len(others))
    score += tactics.KNOCK_OUT * (st.num_players - 1 - len(others))
    score += 0.15 * st.uses_left[me]
    return score


def sample_state(view: AlarmView, variant: Any, rng: Rng) -> AlarmState:
    """A full state consistent with ``view``: the hidden parts drawn at random.

    Hidden are the deck's order and, under the Informant rule, the overview
    cards still unused by other players.
    """
    n = view.num_players
    deck = view.deck_contents()
    rng.shuffle(deck)
    zones = Zones({"deck": deck, "discard": list(view.discard),
                   "drawn": [view.drawn] if view.drawn >= 0 else [],
                   "passing": [view.passing] if view.passing >= 0 else []})
    for s in range(n):
        zones.add_zone(FRONT[s], view.fronts[s])
    overview = list(view.overview)
    uses = list(view.uses_left)
    revealed = [overview[s] != "unused" and uses[s] < _full_uses(variant, overview[s]) for s in range(n)]
    hidden = [s for s in range(n) if overview[s] == "unused"]
    if hidden:
        pool = ["lawyer"] * variant.informant_lawyer_cards + ["informant"]
        for s in range(n):
            if overview[s] != "unused":
                pool.remove(overview[s])
        rng.shuffle(pool)
        for s in hidden:
            overview[s] = pool.pop()
            uses[s] = variant.lawyers_per_player if overview[s] == "lawyer" else 1
    p = view.panic
    st = AlarmState(variant, n, 0, Rng(int(rng.random() * 2**31)), zones, list(view.alive), view.active,
                    list(view.served), overview, uses, revealed, view.showdown, view.turn, view.stage,
                    view.recipient, view.informed_by,
                    PanicChain(p[0], p[1], p[2], p[3]) if p is not None else None,
                    list(view.eliminated), Tally(), None, view.winners, "")
    st.after_load()
    if view.winners is None:
        st.pending = st._decision()
    return st


def _full_uses(variant: Any, card: str) -> int:
    return variant.lawyers_per_player if card == "lawyer" else 1


def _standard() -> Any:
    from game.engine import make_variant
    return make_variant(SCHEMA, "standard")


def easy(seat: int, seed: int = 0, variant: Any = None) -> EasyBot:
    return EasyBot(seat, seed, variant)


def normal(seat: int, seed: int = 0, variant: Any = None) -> NormalBot:
    return NormalBot(seat, seed, variant)


def hard(seat: int, seed: int = 0, variant: Any = None) -> HardBot:
    return HardBot(seat, seed, variant)


BOTS = {"easy": easy, "normal": normal, "hard": hard}

__all__ = ["EasyBot", "NormalBot", "HardBot", "BOTS", "sample_state", "counted_frequencies"]
