"""The hard computer player: Monte Carlo look-ahead over sampled hidden hands.

It never reads the true state. From its view it deals the cards it cannot see
(the others' hands apart from cards everyone saw them take, the Cell Block, the
Action deck) at random into a full position consistent with what it knows
(:func:`sample_position`), tries each sensible candidate on that position,
plays the rest of the round out (its own habits, :class:`~.tactics.CarefulHabits`,
for itself and the normal player's for the others) and scores the round's
points: its own minus the others'.

Its habits pick a default; the other candidates race against it on the same
sampled positions and drop out as soon as they look no better. A challenger is
played only when it stays clearly ahead: Monte Carlo noise alone never makes the
hard player leave a sound habit, and decisions where the habit is plainly right
cost only a few play-outs.
"""

from __future__ import annotations

import time
from typing import Any

from game.alcatraz import actions as A
from game.alcatraz.cards import ACTION_DECK, CHANGE_IN_PLAN_CARD, GUARD_HELP_CARD
from game.alcatraz.constants import FOILED, HAND, PLAY
from game.alcatraz.params import SCHEMA
from game.alcatraz.rules import AlcatrazState
from game.alcatraz.state import Rules, Tally
from game.alcatraz.tactics import CarefulHabits, Habits, Table
from game.alcatraz.view import AlcatrazView
from game.engine import Action, Bot, Decision, Rng, Zones, make_variant


def sample_position(view: AlcatrazView, variant: Any, decision: Decision, rng: Rng,
                    rules: Rules | None = None) -> AlcatrazState:
    """A full position consistent with ``view``: hidden cards dealt at random.

    Other players' hands keep the cards everyone saw them take and get random
    unseen cards for the rest; the Cell Block and the Action deck get the
    remaining cards in random order. ``decision`` becomes the pending one.
    """
    me = view.seat
    n = view.num_players
    unseen = view.unseen()
    rng.shuffle(unseen)
    zones: dict[str, list[int]] = {}
    i = 0
    for s in range(n):
        if s == me:
            zones[HAND[s]] = list(view.hands[s] or ())
        else:
            k = view.hand_sizes[s] - len(view.known[s])
            zones[HAND[s]] = list(view.known[s]) + unseen[i:i + k]
            i += k
        zones[PLAY[s]] = list(view.play[s])
        zones[FOILED[s]] = list(view.foiled[s])
    zones["cell_block"] = unseen[i:]
    on_plans = ([GUARD_HELP_CARD] if view.guard_help_on >= 0 else []) + \
               ([CHANGE_IN_PLAN_CARD] if view.change_on >= 0 else [])
    active = [view.action_card] if view.action_card >= 0 else []
    used = set(view.action_discard) | set(on_plans) | set(active)
    deck = [c for c in ACTION_DECK if c not in used]
    rng.shuffle(deck)
    zones.update({"solitary": list(view.solitary), "yard": list(view.yard), "revealed": list(view.revealed),
                  "action_deck": deck, "action_discard": list(view.action_discard), "action_active": active,
                  "on_plans": on_plans})
    st = AlcatrazState(
        variant, n, 0, Rng(rng.getrandbits(63)), Zones(zones), round=view.round, dealer=view.dealer,
        current=view.current, phase=view.phase, turn=view.turn, round_turns=view.round_turns,
        totals=list(view.totals),
        round_points=[list(p) for p in view.round_points], played=view.played, yard_sent=view.yard_sent,
        foiled_this_turn=view.foiled_this_turn, action_card=view.action_card, queue=list(view.queue),
        foil_plan=view.foil_plan, guard_help_on=view.guard_help_on, change_on=view.change_on,
        foils_this_round=view.foils_this_round, known=[list(k) for k in view.known], tally=Tally(),
        pending=decision)
    st.rules = rules or Rules(variant)
    st.halt_after_round = True
    return st


class HardBot(Bot):
    """Its own habits, overruled only where play-outs on sampled deals show a clearly better choice."""

    level = "hard"
    max_candidates = 6
    min_samples = 3
    max_samples = 16
    z = 1.0  # how many standard errors a challenger must clear
    margin = 0.5  # round points a challenger must be worth over the habit's choice
    # Play-out moves per decision, after which no further sample is started. Counting moves rather than
    # seconds keeps the player deterministic on any machine.
    step_budget = 8000

    def __init__(self, seat: int, seed: int = 0, variant: Any = None):
        super().__init__(seat, seed, variant)
        self._rules = Rules(variant if variant is not None else make_variant(SCHEMA))
        self.guide = CarefulHabits(self._rules)
        self.last_time = 0.0  # seconds the last decision took (for benchmarks)
        self.last_steps = 0  # play-out moves the last look-ahead made

    def choose(self, view: AlcatrazView, decision: Decision) -> Action:
        acts = decision.actions
        if len(acts) == 1:
            return acts[0]
        start = time.perf_counter()
        t = Table.from_view(view, decision.seat, self.variant, self._rules)
        cands = self.candidates(t, decision)
        if len(cands) > 1:
            cands = [cands[self.race(view, decision, cands)]]
        self.last_time = time.perf_counter() - start
        return cands[0]

    def race(self, view: AlcatrazView, decision: Decision, cands: list[Action]) -> int:
        """Index of the candidate to play: a challenger only if it is clearly better than the habit (index 0).

        Every sample scores all the still-running candidates on the same
        position, so each challenger is judged by its difference to the habit's
        choice on identical deals. A challenger drops out as soon as it is
        unlikely to be better; sampling stops when none is left, or after
        ``max_samples`` or ``step_budget`` play-out moves.
        """
        players: list[Habits] = [Habits(self._rules) for s in range(view.num_players)]
        players[self.seat] = self.guide
        alive = list(range(1, len(cands)))
        diffs: dict[int, list[float]] = {j: [] for j in alive}
        steps = 0
        for i in range(self.max_samples):
            base = sample_position(view, self.variant, decision, self.rng, self._rules)
            values = {}
            for j in [0, *alive]:
                st = base.clone()
                st.apply(cands[j])
                values[j], n = self.playout(st, players)
                steps += n
            for j in alive:
                diffs[j].append(values[j] - values[0])
            if i + 1 >= self.min_samples:
                alive = [j for j in alive if _upper(diffs[j], self.z) > self.margin]
                if not alive or steps > self.step_budget:
                    break
        self.last_steps = steps
        best, best_low = 0, 0.0
        for j in alive:
            low = _lower(diffs[j], self.z)
            if low > best_low:
                best, best_low = j, low
        return best

    # -- what to consider -------------------------------------------------------------------
    def candidates(self, t: Table, decision: Decision) -> list[Action]:
        """The choices worth a look-ahead: its habits' pick first, then the other sensible ones."""
        acts = decision.actions
        guide = self.guide
        kind = decision.kind
        first = guide.decide(t, kind, acts)
        out: list[Action] = [first]
        if kind == "play":
            most: dict[tuple[type, int], Action] = {}
            sends = []
            for a in acts:
                if isinstance(a, (A.StartPlan, A.LayOff)):
                    most[(type(a), a.plan)] = a  # listed by count: the last is the most cards
                elif isinstance(a, A.FoilPlan):
                    out.append(a)
                elif isinstance(a, A.SendToYard):
                    sends.append(a)
            discards = [a for a in acts if isinstance(a, A.Discard)]
            discards.sort(key=lambda a: t.keep_value(a.card) + t.gift_value(a.card))
            out += discards[:1] + sends + list(most.values()) + discards[1:2]
        elif kind == "discard":
            discards = sorted(acts, key=lambda a: t.keep_value(a.card) + t.gift_value(a.card))
            out += discards[:3]
        elif kind == "work_detail":
            takes = [a for a in acts if isinstance(a, A.WorkDetailTake)]
            takes.sort(key=lambda a: -guide.card_gain(t, a.card))
            out += [a for a in acts if isinstance(a, A.WorkDetailDraw)] + takes[:3]
        else:
            out += acts
        seen = set()
        unique = []
        for a in out:
            if a not in seen:
                seen.add(a)
                unique.append(a)
        return unique[:self.max_candidates]

    # -- play-outs --------------------------------------------------------------------------
    def playout(self, st: AlcatrazState, players: list[Habits]) -> tuple[float, int]:
        """Play the round out (each seat by its ``players`` habits); score my round points against the others'.

        Returns that score and the number of moves played.
        """
        me = self.seat
        done = len(st.round_points)
        limit = budget = 2000
        while st.pending is not None and limit:
            d = st.pending
            acts = d.actions
            action = acts[0] if len(acts) == 1 else players[d.seat].decide(Table.from_state(st, d.seat), d.kind,
                                                                             acts)
            st.apply(action)
            limit -= 1
        if len(st.round_points) > done:
            points = st.round_points[done]
        else:  # pragma: no cover - a round always ends; the limit is a guard
            plan_pts, esc_pts, bonus = st.round_score()
            points = [a + b for a, b in zip(plan_pts, esc_pts)]
        others = [p for s, p in enumerate(points) if s != me]
        # Against the field and against the best of them alike.
        return points[me] - 0.5 * (sum(others) / len(others)) - 0.5 * max(others), budget - limit


def _mean_se(xs: list[float]) -> tuple[float, float]:
    n = len(xs)
    m = sum(xs) / n
    var = sum((x - m) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    return m, (var / n) ** 0.5


def _upper(xs: list[float], z: float) -> float:
    m, se = _mean_se(xs)
    return m + z * se


def _lower(xs: list[float], z: float) -> float:
    m, se = _mean_se(xs)
    return m - z * se


__all__ = ["HardBot", "sample_position"]
