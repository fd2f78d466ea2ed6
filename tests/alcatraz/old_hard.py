"""The hard computer player as it was before it was made faster: a fixture for the strength match only.

A frozen copy (its habits, its look-ahead and its sampling), so the new hard
player can be seated against it on the same seats and seeds
(``test_hard_strength.py`` and the full match in the report). It uses only the
engine's public state API; nothing in the game imports it.
"""

from __future__ import annotations

import time
from typing import Any, Sequence

from game.alcatraz import actions as A
from game.alcatraz.cards import (
    ACTION_DECK,
    CHANGE_IN_PLAN_CARD,
    ESCAPEE_PLAN,
    GENERIC_KIND,
    GUARD_HELP_CARD,
    IS_ESCAPEE,
    KIND,
    NUM_KINDS,
    NUM_PLANS,
    PLAN_OF,
    VALUE,
    fits_plan,
)
from game.alcatraz.constants import FOILED, HAND, PLAY
from game.alcatraz.params import SCHEMA
from game.alcatraz.rules import AlcatrazState
from game.alcatraz.state import Rules, Tally
from game.alcatraz.view import AlcatrazView
from game.engine import Action, Bot, Decision, Rng, Zones, make_variant


def count_cards(hand: Sequence[int], areas: Sequence[Sequence[int]], me: int
                ) -> tuple[list[int], list[int], list[int], list[int]]:
    """What a seat counts before playing: cards per kind in ``hand``, one card of each kind (or -1),
    Plan cards in play per plan (all ``areas`` together) and in its own area ``areas[me]``."""
    kc = [0] * NUM_KINDS
    rep = [-1] * NUM_KINDS
    for c in hand:
        k = KIND[c]
        kc[k] += 1
        rep[k] = c
    in_play = [0] * NUM_PLANS
    mine = [0] * NUM_PLANS
    for s, area in enumerate(areas):
        counts = mine if s == me else in_play
        for c in area:
            counts[PLAN_OF[c]] += 1
    for p in range(NUM_PLANS):
        in_play[p] += mine[p]
    return kc, rep, in_play, mine



class Table:
    """The table as one seat may see it, counted once per decision.

    Built from a seat's view (:meth:`from_view`) or, inside the hard player's
    look-ahead on a sampled position, straight from that position's zones
    (:meth:`from_state`); the heuristics read only what a view would show.
    """

    __slots__ = ("me", "hand", "kc", "rep", "in_play", "mine", "yard", "solitary", "variant", "rules",
                 "change_on", "guard_help_on", "totals")

    def __init__(self, me: int, hand, play, yard, solitary, guard_help_on: int, change_on: int, totals,
                 variant: Any, rules: Any, counts: tuple | None = None):
        self.me = me
        self.variant = variant
        self.rules = rules
        self.hand = hand
        self.kc, self.rep, self.in_play, self.mine = counts or count_cards(hand, play, me)
        self.yard = yard
        self.solitary = solitary
        self.guard_help_on = guard_help_on
        self.change_on = change_on
        self.totals = totals

    @classmethod
    def from_view(cls, view: AlcatrazView, me: int, variant: Any, rules: Any) -> "Table":
        return cls(me, view.hands[me] or (), view.play, view.yard, view.solitary, view.guard_help_on,
                   view.change_on, view.totals, variant, rules)

    @classmethod
    def from_state(cls, st: Any, me: int) -> "Table":
        z = st.zones
        return cls(me, z[HAND[me]], [z[PLAY[s]] for s in range(st.num_players)], z["yard"], z["solitary"],
                   st.guard_help_on, st.change_on, st.totals, st.variant, st.rules)

    def threshold(self, plan: int) -> int:
        r = self.rules
        return r.gh_threshold if self.guard_help_on == plan else r.threshold

    def can_start(self, extra_yard: int = 0) -> bool:
        """Whether the Yard lets one more plan start (with ``extra_yard`` more Escapees in it)."""
        return len(self.yard) + extra_yard >= NUM_PLANS - self.in_play.count(0) + self.rules.yard_extra

    def fitting_escapees(self, plan: int, any_plan: bool = False) -> list[int]:
        """Escapees in my hand or the Yard that could be the mastermind of ``plan``."""
        return [c for c in (*self.hand, *self.yard) if IS_ESCAPEE[c] and fits_plan(c, plan, any_plan)]

    def keep_value(self, card: int) -> float:
        """How much I want to keep ``card`` (low = discard it)."""
        k = KIND[card]
        if k < NUM_PLANS:
            if self.in_play[k]:
                return 3.0 + 0.5 * self.mine[k]
            n = self.kc[k]
            return 1.0 + n + (2.0 if n >= 2 else 0.0)
        if k == GENERIC_KIND:
            return 12.0
        p = k - NUM_PLANS
        return 14.0 if self.in_play[p] or self.kc[p] >= 2 else 10.0

    def gift_value(self, card: int) -> float:
        """How much a card on Solitary would help the next players (they may take the top card)."""
        k = KIND[card]
        if k < NUM_PLANS:
            return 1.0 if self.in_play[k] else 0.3
        return 5.0


def best(actions, key):
    """The action with the highest ``key`` (first one on ties, so choices are stable)."""
    top = None
    top_score = float("-inf")
    for a in actions:
        s = key(a)
        if s > top_score:
            top, top_score = a, s
    return top


class Habits:
    """The normal player's habits: one sensible choice per decision, from a :class:`Table`."""

    def __init__(self, rules: Rules):
        self.rules = rules
        self.start_min = rules.start_min

    def decide(self, t: Table, kind: str, acts: tuple[Action, ...]) -> Action:
        """The heuristic choice among ``acts`` for a decision of ``kind``."""
        if len(acts) == 1:
            return acts[0]
        return getattr(self, "_" + kind)(t, acts)

    # -- the draw -------------------------------------------------------------------------
    def _draw(self, t: Table, acts: tuple[Action, ...]) -> Action:
        top = t.solitary[-1]
        take = A.make(A.DrawSolitary)
        if IS_ESCAPEE[top]:
            # ... unless I hold nothing but Escapees: then only Plan cards from the Cell Block help
            # (and two such players would otherwise pass one Escapee back and forth for ever).
            return take if any(not IS_ESCAPEE[c] for c in t.hand) else A.make(A.DrawCellBlock)
        p = PLAN_OF[top]
        # A card that lets me start a plan at once (keeping a card in hand to discard).
        if not t.in_play[p] and t.kc[p] + 1 >= self.start_min and len(t.hand) >= self.start_min and t.can_start():
            return take
        return A.make(A.DrawCellBlock)

    # -- the play step --------------------------------------------------------------------
    def _play(self, t: Table, acts: tuple[Action, ...]) -> Action:
        foils = [a for a in acts if isinstance(a, A.FoilPlan)]
        lay = {a.plan: a for a in acts if isinstance(a, A.LayOff)}  # the last one is the most cards
        starts = {a.plan: a for a in acts if isinstance(a, A.StartPlan)}
        if foils:
            target = self.foil_target(t, foils)
            if target in lay:
                return lay[target]
            return self.pick_foil(t, [a for a in foils if a.plan == target])
        if starts:
            return starts[max(starts, key=lambda p: (starts[p].count, -p))]
        if lay:
            return lay[max(lay, key=lambda p: (lay[p].count, t.mine[p], -p))]
        sends = [a for a in acts if isinstance(a, A.SendToYard)]
        if sends:
            send = self._useful_send(t, sends)
            if send is not None:
                return send
        return self.pick_discard(t, [a for a in acts if isinstance(a, A.Discard)])

    def _discard(self, t: Table, acts: tuple[Action, ...]) -> Action:
        return self.pick_discard(t, list(acts))

    @staticmethod
    def foil_target(t: Table, foils: list[A.FoilPlan]) -> int:
        """The plan worth foiling most: my cards of it (in front and in hand), then how big it is."""
        return max({a.plan for a in foils}, key=lambda p: 2 * (t.mine[p] + t.kc[p]) + 0.1 * t.in_play[p])

    def pick_foil(self, t: Table, foils: list[A.FoilPlan]) -> Action:
        return best(foils, lambda a: VALUE[a.escapee] + (0.5 if a.from_yard else 0.0))

    def _useful_send(self, t: Table, sends: list[A.SendToYard]) -> Action | None:
        cheapest = min(sends, key=lambda a: self._escapee_worth(t, a.card))
        # Open a plan that the Yard holds back.
        start_min = self.start_min
        if not t.can_start() and t.can_start(1):
            if any(t.kc[p] >= start_min and not t.in_play[p] for p in range(NUM_PLANS)) and len(t.hand) > start_min:
                return cheapest
        # Go out with a bonus: an Escapee and one last card.
        if len(t.hand) == 2:
            return cheapest
        return None

    def _escapee_worth(self, t: Table, card: int) -> float:
        p = ESCAPEE_PLAN[card]
        if p < 0:
            return 6.0
        return 10.0 if t.in_play[p] or t.kc[p] else 4.0

    def pick_discard(self, t: Table, discards: list[A.Discard]) -> Action:
        return best(discards, lambda a: -(t.keep_value(a.card) + t.gift_value(a.card)))

    # -- Action cards -----------------------------------------------------------------------
    def card_gain(self, t: Table, card: int) -> float:
        """How much a known card would be worth in my hand now."""
        k = KIND[card]
        if IS_ESCAPEE[card]:
            p = ESCAPEE_PLAN[card]
            return 9.0 if p < 0 else (12.0 if t.in_play[p] or t.kc[p] else 6.0)
        if t.in_play[k]:
            return 4.0
        n = t.kc[k]
        return 5.0 if n + 1 >= self.start_min else 1.0 + n

    def _work_detail(self, t: Table, acts: tuple[Action, ...]) -> Action:
        takes = [a for a in acts if isinstance(a, A.WorkDetailTake)]
        draw = next((a for a in acts if isinstance(a, A.WorkDetailDraw)), None)
        pick = best(takes, lambda a: self.card_gain(t, a.card))
        if draw is None or (pick is not None and self.card_gain(t, pick.card) >= 5.0):
            return pick
        return draw

    def _cell_search(self, t: Table, acts: tuple[Action, ...]) -> Action:
        return best(acts, lambda a: self.card_gain(t, a.card))

    def _plan_uncovered(self, t: Table, acts: tuple[Action, ...]) -> Action:
        def score(a: A.UncoverPlan) -> float:
            p = a.plan
            can = bool(t.fitting_escapees(p, t.change_on == p))
            near = t.in_play[p] / t.threshold(p)
            return 3.0 * can + near + 0.01 * t.totals[a.from_seat]
        return best(acts, score)

    def _returning_favors(self, t: Table, acts: tuple[Action, ...]) -> Action:
        start_min = self.start_min

        def score(a: A.AskFavor) -> float:
            p = a.plan
            if not t.in_play[p]:
                return 5.0 if t.kc[p] + 1 >= start_min else t.kc[p]
            return 2.0 + t.mine[p] * 0.5
        return best(acts, score)

    def _guard_help(self, t: Table, acts: tuple[Action, ...]) -> Action:
        gh = self.rules.gh_threshold

        def score(a: A.PlaceAction) -> float:
            p = a.plan
            can = bool(t.fitting_escapees(p, t.change_on == p))
            return t.mine[p] + t.kc[p] + (4.0 if can else 0.0) + (2.0 if t.in_play[p] + t.kc[p] >= gh else 0.0)
        return best(acts, score)

    def _change_in_plan(self, t: Table, acts: tuple[Action, ...]) -> Action:
        infamous = {ESCAPEE_PLAN[c] for c in (*t.hand, *t.yard) if IS_ESCAPEE[c] and ESCAPEE_PLAN[c] >= 0}

        def score(a: A.PlaceAction) -> float:
            p = a.plan
            helps = bool(infamous - {p})
            return t.mine[p] + t.kc[p] + (4.0 if helps else 0.0) + t.in_play[p] * 0.1
        return best(acts, score)

    def _warden(self, t: Table, acts: tuple[Action, ...]) -> Action:
        def cost(a: Action) -> float:
            if isinstance(a, A.WardenToYard):
                return self._escapee_worth(t, a.card) * 0.6 - 1.0
            assert isinstance(a, A.WardenDiscardPlan)
            return 2.0 * t.mine[a.plan]
        return best(acts, lambda a: -cost(a))

    def _co_conspirator(self, t: Table, acts: tuple[Action, ...]) -> Action:
        adds = [a for a in acts if isinstance(a, A.AddCoConspirator)]
        return best(adds, lambda a: VALUE[a.card])


class CarefulHabits(Habits):
    """The hard player's own habits (used as its guide and in its look-ahead).

    The one lesson the normal player misses: a foil ends the playing part of
    the turn, so first play every other start and lay-off (keeping two cards if
    the mastermind comes from the hand), and foil last.
    """

    def _play(self, t: Table, acts: tuple[Action, ...]) -> Action:
        foils = [a for a in acts if isinstance(a, A.FoilPlan)]
        if not foils:
            return super()._play(t, acts)
        target = self.foil_target(t, foils)
        foil = self.pick_foil(t, [a for a in foils if a.plan == target])
        room = len(t.hand) - (1 if foil.from_yard else 2)
        plays = []
        for a in acts:
            if isinstance(a, (A.StartPlan, A.LayOff)) and a.count <= room:
                plays.append(a)
        if plays:
            return best(plays, lambda a: (a.count + (100 if isinstance(a, A.StartPlan) else 0)
                                          + (50 if a.plan == target else 0)))
        return foil



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



def old_hard(seat: int, seed: int = 0, variant: Any = None) -> Bot:
    return HardBot(seat, seed, variant)
