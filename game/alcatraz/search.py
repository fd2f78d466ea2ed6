"""The hard computer player: Monte Carlo look-ahead over sampled hidden hands.

It never reads the true state. From its view it deals the cards it cannot see
(the others' hands apart from cards everyone saw them take, the Cell Block, the
Action deck) at random into a full position consistent with what it knows
(:func:`sample_position`), tries each sensible candidate on that position,
plays on for a lap (at a table of four, until the turn it began in comes round
again), to the same turn for every candidate (its own habits,
:class:`~.tactics.CarefulHabits`, for itself and the normal player's for the
others), and scores the round's points as they then stand: its own minus the
others'.

Its habits pick a default; the other candidates race against it on the same
sampled positions and drop out as soon as they look no better (after two deals
at the earliest). A challenger is played only when it stays clearly ahead: Monte
Carlo noise alone never makes the hard player leave a sound habit, and decisions
where the habit is plainly right cost only a few play-outs. Challengers whose
wins were measured to be worth nothing (``HardBot.unraced``) are not raced at all,
nor, at a table of four, the decisions where one card is lost among four players
(``HardBot.crowd_settled``: the draw and the discards).
"""

from __future__ import annotations

import time
from typing import Any, Callable

from game.alcatraz import actions as A
from game.alcatraz import advice
from game.alcatraz.cards import ACTION_DECK, CHANGE_IN_PLAN_CARD, GUARD_HELP_CARD, PLAN_VALUE
from game.alcatraz.constants import FOILED, HAND, PLAY
from game.alcatraz.params import SCHEMA
from game.alcatraz.rules import AlcatrazState
from game.alcatraz.state import Rules, Tally, shuffle_cards
from game.alcatraz.tactics import CarefulHabits, Habits, Table
from game.alcatraz.view import AlcatrazView
from game.engine import Action, Advice, Bot, Decision, Rng, Zones, make_variant


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
    shuffle_cards(rng, unseen)
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
    shuffle_cards(rng, deck)
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


class Deals:
    """Every deal of the hidden cards that one seat's view allows, drawn one after the other.

    What the view shows is set out once per decision (:func:`sample_position`
    does the work the first time); each further deal only shuffles the unseen
    cards back into the other hands and the Cell Block of a copy.
    """

    def __init__(self, view: AlcatrazView, variant: Any, decision: Decision, rng: Rng, rules: Rules):
        self.rng = rng
        self.template = sample_position(view, variant, decision, rng, rules)
        self.slots = [(HAND[s], len(view.known[s]), view.hand_sizes[s] - len(view.known[s]))
                      for s in range(view.num_players) if s != view.seat]
        self.hidden = [c for name, known, k in self.slots for c in self.template.zones[name][known:]]
        self.hidden += self.template.zones["cell_block"]
        self.fresh = True

    def next(self) -> AlcatrazState:
        """A new deal (the first one is the template's own). Its copies share one random generator."""
        rng = self.template.rng
        if self.fresh:
            self.fresh = False
            return self.template.clone(rng)
        st = self.template.clone(rng)
        pool = list(self.hidden)
        shuffle_cards(self.rng, pool)
        z = st.zones
        i = 0
        for name, known, k in self.slots:
            z[name][known:] = pool[i:i + k]
            i += k
        z["cell_block"][:] = pool[i:]
        z["action_deck"][:] = self.template.zones["action_deck"]
        shuffle_cards(self.rng, z["action_deck"])
        return st


class HardBot(Bot):
    """Its own habits, overruled only where play-outs on sampled deals show a clearly better choice."""

    level = "hard"
    max_candidates = 3  # its habit's choice and the two likeliest others
    # Deals before a challenger may drop out by its upper bound (``z`` standard errors over its mean). Two
    # are enough: replaying ~9,000 logged decisions (every candidate played out on twelve deals, the race
    # run on the first six and its choice judged on the other six) the choices made after two deals were
    # worth the same as after three (within a hundredth of a round point a decision) for a sixth fewer
    # play-outs. (Dropping a challenger as soon as it was not ahead after two deals was what failed.)
    min_samples = 2
    # Deals per decision at most. Nine in ten of the decisions that reach the cap are near ties between the
    # habit and a challenger, which more deals do not settle.
    max_samples = 6
    z = 1.0  # how many standard errors a challenger must clear
    margin = 0.5  # round points a challenger must be worth over the habit's choice
    # Play-out moves per decision, after which no further sample is started. Counting moves rather than
    # seconds keeps the player deterministic on any machine.
    step_budget = 8000
    # Play-outs stop after this many more turns of mine (0: at the end of the round), counted from the
    # decision, and are judged by the Foiled! piles and the Plan cards still in play (:meth:`outlook`): the next
    # lap holds most of what a choice changes, and what comes after adds more noise than knowledge.
    horizon = 1
    #: at a table of ``crowd`` players or more, the play-outs stop one turn earlier: as the turn they began in
    #: comes round again (the others' turns played, not that one). Replayed over 4,421 logged decisions of
    #: four-player games, racing on the shorter play-outs chose better than on whole laps (+0.036 ± 0.016
    #: play-out points a decision, judged by whole-lap play-outs on other deals) for 76% of the moves; with two
    #: players it chose worse (-0.045 ± 0.044 a decision), and there the lap stays whole. (With ``crowd_settled``,
    #: against the issue-day player: 42.5% of 120 four-player games, 95% interval 34.0% to 51.4%, the very
    #: figure of the player before both; it plays about 1.6 times as many four-player games a second.)
    crowd_shorter_lap = True
    #: decisions its habits get right without a look-ahead: adding a co-conspirator banks an Escapee's points
    #: at once. (The draw is searched at a small table: never searching it, and keeping the habit's draw, cost
    #: the hard player its edge against the issue-day one.)
    settled: tuple[str, ...] = ("co_conspirator",)
    #: decisions its habits are left to at a table of ``crowd`` players or more, by kind (any choice of the habit)
    #: or by kind and the type of the habit's choice: the draw, the discard after a Work Detail or an Action
    #: card, and the play step when the habit would discard (end its turn). Replayed over ~5,700 logged
    #: decisions of four-player games, searching them was worth -0.004 ± 0.011 play-out points a decision
    #: over its habits alone (nothing: what one card does is lost among four players), for three in ten of
    #: all play-outs; with two players the draw alone was worth a sixth of all the search wins, so it stays.
    crowd = 4
    crowd_settled: tuple[str | tuple[str, type], ...] = ("draw", "discard", ("play", A.Discard))
    #: challengers not worth a look-ahead, by the decision's kind and the type of its habit's choice: in the
    #: play step, discarding (ending the turn) rather than laying off, starting a plan or discarding another
    #: card, and at the draw the Cell Block when the habit takes Solitary's top. Replayed over ~9,000 logged
    #: decisions these won their race now and then, but what they won was worth nothing on fresh deals (within
    #: noise), and they cost three in ten of all play-outs.
    unraced: dict[tuple[str, type], tuple[type, ...]] = {
        ("play", A.LayOff): (A.Discard,), ("play", A.StartPlan): (A.Discard,), ("play", A.Discard): (A.Discard,),
        ("draw", A.DrawSolitary): (A.DrawCellBlock,)}

    def __init__(self, seat: int, seed: int = 0, variant: Any = None):
        super().__init__(seat, seed, variant)
        self._rules = Rules(variant if variant is not None else make_variant(SCHEMA))
        self.guide = CarefulHabits(self._rules)
        self._others = Habits(self._rules)
        self.last_time = 0.0  # seconds the last decision took (for benchmarks)
        self.last_steps = 0  # play-out moves the last look-ahead made

    def choose(self, view: AlcatrazView, decision: Decision) -> Action:
        return self.judge(view, decision)[0]

    def advise(self, view: AlcatrazView, decision: Decision) -> Advice:
        """The move it would make for ``decision`` and why, from its own judgement of the view (for hints)."""
        action, cands, diffs = self.judge(view, decision)
        t = Table.from_view(view, decision.seat, self.variant, self._rules)
        return Advice(action, advice.reason(view, t, action, cands, diffs))

    def judge(self, view: AlcatrazView, decision: Decision) -> tuple[Action, list[Action], dict[int, list[float]]]:
        """The action to play, the candidates considered (its habit's first) and, for each challenger that
        was played out, its round points over the habit's choice on each deal."""
        acts = decision.actions
        if len(acts) == 1:
            return acts[0], [acts[0]], {}
        start = time.perf_counter()
        t = Table.from_view(view, decision.seat, self.variant, self._rules)
        cands = self.candidates(t, decision)
        diffs: dict[int, list[float]] = {}
        pick = 0
        if len(cands) > 1 and self.searched(decision.kind, cands[0], view.num_players):
            pick, diffs = self.race(view, decision, cands)
        self.last_time = time.perf_counter() - start
        return cands[pick], cands, diffs

    def searched(self, kind: str, first: Action, players: int) -> bool:
        """Whether a decision of ``kind`` whose habit's choice is ``first`` is worth a look-ahead."""
        if kind in self.settled:
            return False
        crowded = self.crowd_settled
        return players < self.crowd or (kind not in crowded and (kind, type(first)) not in crowded)

    def race(self, view: AlcatrazView, decision: Decision, cands: list[Action]) -> tuple[int, dict[int, list[float]]]:
        """Index of the candidate to play (a challenger only if it is clearly better than the habit, index 0),
        and each challenger's differences to the habit, deal by deal.

        Every deal scores all the still-running candidates on the same
        position, so each challenger is judged by its difference to the habit's
        choice on identical deals. A challenger drops out as soon as it is
        unlikely to be better; sampling stops when none is left, or after
        ``max_samples`` deals or ``step_budget`` play-out moves.
        """
        players = self.playout_players(view.num_players)
        deals = Deals(view, self.variant, decision, self.rng, self._rules)
        # every candidate's play-out stops at the same turn, counted from the decision: a move that ends the
        # turn must not be judged after one more turn of the others than a move that does not
        last_turn = self.last_turn(view)

        def deal(running: list[int]) -> tuple[dict[int, float], int]:
            base = deals.next()
            values = {}
            steps = 0
            for j in running:
                st = base.clone(base.rng) if j != running[-1] else base
                st.apply(cands[j])
                values[j], n = self.playout(st, players, last_turn)
                steps += n
            return values, steps

        return self.run_race(len(cands), deal)

    def last_turn(self, view: AlcatrazView) -> int:
        """The last turn a play-out from ``view`` plays (see ``horizon`` and ``crowd_shorter_lap``)."""
        if not self.horizon:
            return 1 << 30
        n = view.num_players
        return view.turn + self.horizon * n - (1 if self.crowd_shorter_lap and n >= self.crowd else 0)

    def run_race(self, n: int, deal: Callable[[list[int]], tuple[dict[int, float], int]]
                 ) -> tuple[int, dict[int, list[float]]]:
        """The race of :meth:`race` over candidates ``0..n-1``: ``deal(running)`` scores the running ones on
        one more deal (and counts the play-out moves). Kept apart so that logged deals can be raced again
        under other settings (``tests/alcatraz/race_log.py``)."""
        alive = list(range(1, n))
        diffs: dict[int, list[float]] = {j: [] for j in alive}
        steps = 0
        for i in range(self.max_samples):
            values, moves = deal([0, *alive])
            steps += moves
            for j in alive:
                diffs[j].append(values[j] - values[0])
            if i + 1 >= self.min_samples:
                # a challenger stays in while it could be worth the margin (dropping it as soon as its total is
                # not ahead threw out, after so few deals, good challengers about as often as bad ones)
                alive = [j for j in alive if _upper(diffs[j], self.z) > self.margin]
                if not alive or steps > self.step_budget:
                    break
        self.last_steps = steps
        best, best_low = 0, 0.0
        for j in alive:
            low = _lower(diffs[j], self.z)
            if low > best_low:
                best, best_low = j, low
        return best, diffs

    def playout_players(self, n: int) -> list[Habits]:
        """Who plays each seat in a look-ahead: its own careful habits, and the normal habits for the others."""
        return [self.guide if s == self.seat else self._others for s in range(n)]

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
            discards.sort(key=lambda a: t.discard_cost(a.card))
            out += discards[:1] + sends + list(most.values()) + discards[1:2]
        elif kind == "discard":
            discards = sorted(acts, key=lambda a: t.discard_cost(a.card))
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
        unique = unique[:self.max_candidates]
        unraced = self.unraced.get((kind, type(first)))
        if unraced:
            unique = [first] + [a for a in unique[1:] if not isinstance(a, unraced)]
        return unique

    # -- play-outs --------------------------------------------------------------------------
    def playout(self, st: AlcatrazState, players: list[Habits], last_turn: int = 1 << 30) -> tuple[float, int]:
        """Play on (each seat by its ``players`` habits) until the round ends or turn ``last_turn`` is over;
        score my round points against the others'.

        Returns that score and the number of moves played.
        """
        me = self.seat
        done = len(st.round_points)
        answers = [p.answer for p in players]
        table = Table.from_state
        apply = st.apply
        moves = 0
        while moves < PLAYOUT_LIMIT:
            d = st.pending
            if d is None or st.turn > last_turn:
                break
            acts = d.actions
            if len(acts) == 1:
                apply(acts[0])
            else:
                seat = d.seat
                apply(answers[seat][d.kind](table(st, seat), acts))
            moves += 1
        if len(st.round_points) > done:
            points = st.round_points[done]
        else:  # stopped at the horizon
            points = self.outlook(st)
        others = [p for s, p in enumerate(points) if s != me]
        # Against the field and against the best of them alike.
        return points[me] - 0.5 * (sum(others) / len(others)) - 0.5 * max(others), moves


    @staticmethod
    def outlook(st: AlcatrazState) -> list[float]:
        """Each seat's round points as a play-out left them before the round ended: what its Foiled!
        pile holds, and its Plan cards in play at what they will be worth if their plan is foiled
        (likelier the nearer the plan is to being foiled)."""
        plan_pts, esc_pts, _ = st.round_score()
        rules = st.rules
        assert rules is not None
        chance = [min(1.0, n / (rules.gh_threshold if st.guard_help_on == p else rules.threshold)) ** 2
                  for p, n in enumerate(st.in_play)]
        return [plan_pts[s] + esc_pts[s] + PLAN_VALUE * sum(k * q for k, q in zip(st.plan_counts[s], chance))
                for s in range(st.num_players)]


#: moves after which a play-out stops (a round always ends long before; this only guards against a bug)
PLAYOUT_LIMIT = 2000


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


__all__ = ["Deals", "HardBot", "sample_position"]
