"""How the computer players of Escape from Alcatraz judge a position: their habits, decision by decision.

:class:`Table` is what one seat sees, counted once per decision; :class:`Habits`
are the normal player's choices, those of a sensible family player:

* foil whenever it can, after laying off its own cards of that plan, with the
  most valuable fitting Escapee (from the Yard when it is as good as one in hand);
* start every plan it can and lay off every card it can (a card in front of you
  scores when anybody foils the plan; a card in hand never scores);
* send an Escapee to the Yard only to open a new plan or to go out with a bonus;
* discard what it needs least and what helps the others least;
* always add a co-conspirator.

:class:`CarefulHabits` add the one lesson the hard player knows (foil last).
Nothing here is a player by itself: :mod:`.bots` seats them, and the hard
player's look-ahead (:mod:`.search`) plays them out.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, Sequence

from game.alcatraz import actions as A
from game.alcatraz.cards import ESCAPEE_PLAN, GENERIC_KIND, IS_ESCAPEE, KIND, NUM_PLANS, PLAN_OF, VALUE, fits_plan
from game.alcatraz.constants import HAND, OVER, PHASES
from game.alcatraz.state import Rules, count_hand
from game.alcatraz.view import HABIT_FIELDS, AlcatrazView
from game.engine import Action
from game.engine.views import part_type


#: the fields of a seat's view a :class:`Table` holds (:data:`~.view.HABIT_FIELDS`, and from a whole view the hand
#: too), read in one call from a whole view or from the part of one that names just them
_TABLE_FIELDS = attrgetter(*HABIT_FIELDS)
_HABIT_PART = part_type(HABIT_FIELDS)  # (the part itself holds them in that order)
_new_table = object.__new__
_NO_PLAN_CARDS = (0,) * NUM_PLANS


class Table:
    """The table as one seat may see it, counted once per decision.

    Built from a seat's view (:meth:`from_view`) or, inside the hard player's
    look-ahead on a sampled position, straight from that position's zones
    (:meth:`from_state`); the heuristics read only what a view would show.
    """

    __slots__ = ("me", "hand", "kc", "in_play", "mine", "yard", "solitary", "variant", "rules",
                 "change_on", "guard_help_on", "totals")

    def __init__(self, me: int, hand, yard, solitary, guard_help_on: int, change_on: int, totals, variant: Any,
                 rules: Any, counts: tuple):
        self.me = me
        self.variant = variant
        self.rules = rules
        self.hand = hand
        # cards per kind in hand, Plan cards in play per plan, and in my own area
        self.kc, self.in_play, self.mine = counts
        self.yard = yard
        self.solitary = solitary
        self.guard_help_on = guard_help_on
        self.change_on = change_on
        self.totals = totals

    @classmethod
    def from_view(cls, view: AlcatrazView, me: int, variant: Any, rules: Any) -> "Table":
        return cls.under(variant, rules).seen(view, me)

    @classmethod
    def under(cls, variant: Any, rules: Any) -> "Table":
        """A table of a game under ``variant`` (its :class:`~.state.Rules` ``rules``), to be filled by :meth:`seen`."""
        t = _new_table(cls)
        t.variant = variant
        t.rules = rules
        return t

    def seen(self, view: AlcatrazView, me: int) -> "Table":
        """This table filled afresh from ``me``'s view (or the part of it that names :data:`~.view.HABIT_FIELDS`).

        A computer player that decides often keeps one table (:meth:`under` its game's rules) and fills it at
        each decision (nothing keeps a table beyond its decision): making and freeing one cost half as much
        again as filling it."""
        # (the view's fields are read in one call, and the slots filled here rather than through ``__init__``'s
        # call and its packed counts)
        if type(view) is _HABIT_PART:
            yard, solitary, guard_help_on, change_on, totals, mine, in_play, kinds = view
            hand = None  # (a part leaves the cards out: the habits read the hand by kind)
        else:
            yard, solitary, guard_help_on, change_on, totals, mine, in_play, kinds = _TABLE_FIELDS(view)
            hand = view.hands[me] or ()
            counts = view.plan_counts
            if counts:  # (``me``'s row, also in a view seen by all; and the sums, in a view made without them)
                mine = counts[me]
                in_play = in_play or tuple(map(sum, zip(*counts)))
        t = self
        t.me = me
        t.hand = hand
        t.in_play = in_play or _NO_PLAN_CARDS
        t.mine = mine or _NO_PLAN_CARDS
        t.kc = kinds if kinds is not None else count_hand(hand)[0]
        t.yard = yard
        t.solitary = solitary
        t.guard_help_on = guard_help_on
        t.change_on = change_on
        t.totals = totals
        return t

    @classmethod
    def from_state(cls, st: Any, me: int) -> "Table":
        """From a (sampled) position's zones and the counts it keeps (read only, during one decision)."""
        z = st.piles
        hand = z[HAND[me]]
        counts = (st.hand_count(me)[0], st.in_play, st.plan_counts[me])
        return cls(me, hand, z["yard"], z["solitary"], st.guard_help_on, st.change_on, st.totals, st.variant,
                   st.rules, counts)

    def threshold(self, plan: int) -> int:
        r = self.rules
        return r.gh_threshold if self.guard_help_on == plan else r.threshold

    def can_start(self, extra_yard: int = 0) -> bool:
        """Whether the Yard lets one more plan start (with ``extra_yard`` more Escapees in it)."""
        return len(self.yard) + extra_yard >= NUM_PLANS - self.in_play.count(0) + self.rules.yard_extra

    def size(self) -> int:
        """Cards in my hand (counted by kind: :attr:`hand` is None in a table filled from a part of a view)."""
        return sum(self.kc)

    def has_mastermind(self, plan: int, any_plan: bool = False) -> bool:
        """Whether an Escapee in my hand or the Yard could be the mastermind of ``plan`` (my hand read by kind:
        a Generic Escapee, the plan's own Infamous one, or with ``any_plan`` any Infamous one)."""
        kc = self.kc
        if kc[GENERIC_KIND] or kc[NUM_PLANS + plan] or (any_plan and any(kc[NUM_PLANS:GENERIC_KIND])):
            return True
        return any(fits_plan(c, plan, any_plan) for c in self.yard)

    def fitting_escapees(self, plan: int, any_plan: bool = False) -> list[int]:
        """Escapees in my hand or the Yard that could be the mastermind of ``plan``."""
        return [c for c in (*self.hand, *self.yard) if IS_ESCAPEE[c] and fits_plan(c, plan, any_plan)]

    def discard_cost(self, card: int) -> int:
        """What discarding ``card`` costs me, in tenths of a point (the lowest is the card to discard): how much
        I want to keep it, plus how much it would help the next players, who may take Solitary's top card.
        (Whole tenths, not fractions of a point: the same order, without a new number for every sum. Written
        out again in :meth:`Habits.pick_discard`: keep the two alike.)"""
        k = KIND[card]
        if k < NUM_PLANS:
            if self.in_play[k]:
                return (30 + 5 * self.mine[k]) + 10
            n = self.kc[k]
            return (10 + 10 * n + (20 if n >= 2 else 0)) + 3
        if k == GENERIC_KIND:
            return 120 + 50
        p = k - NUM_PLANS
        return (140 if self.in_play[p] or self.kc[p] >= 2 else 100) + 50


def best(actions, key):
    """The action with the highest ``key`` (first one on ties, so choices are stable)."""
    top = None
    top_score = float("-inf")
    for a in actions:
        s = key(a)
        if s > top_score:
            top, top_score = a, s
    return top


_DISCARD, _LAY_OFF, _START, _FOIL = A.Discard, A.LayOff, A.StartPlan, A.FoilPlan
_TAKE, _WORK_DETAIL_DRAW = A.WorkDetailTake, A.WorkDetailDraw
_NO_GAIN = float("-inf")
_MAX_COST = 1 << 30  # (above any discard's cost, in tenths of a point)

#: the two draws, the very objects the draw decision lists (the engine's gate finds those without comparing)
DRAW_CELL_BLOCK = A.make(A.DrawCellBlock)
TAKE_SOLITARY = A.make(A.DrawSolitary)

#: every kind of decision a player may face (the phases, but for the end of the game)
DECISION_KINDS = tuple(p for p in PHASES if p != OVER)


class Habits:
    """The normal player's habits: one sensible choice per decision, from a :class:`Table`."""

    def __init__(self, rules: Rules):
        self.rules = rules
        self.start_min = rules.start_min
        #: decision kind -> the method that answers it (looked up once: look-aheads ask thousands of times)
        self.answer = {kind: getattr(self, "_" + kind) for kind in DECISION_KINDS}

    def decide(self, t: Table, kind: str, acts: tuple[Action, ...]) -> Action:
        """The heuristic choice among ``acts`` for a decision of ``kind``."""
        if len(acts) == 1:
            return acts[0]
        return self.answer[kind](t, acts)

    # -- the draw -------------------------------------------------------------------------
    def _draw(self, t: Table, acts: tuple[Action, ...]) -> Action:
        top = t.solitary[-1]
        take = TAKE_SOLITARY
        if IS_ESCAPEE[top]:
            # ... unless I hold nothing but Escapees: then only Plan cards from the Cell Block help
            # (and two such players would otherwise pass one Escapee back and forth for ever).
            return take if any(t.kc[:NUM_PLANS]) else DRAW_CELL_BLOCK
        p = PLAN_OF[top]
        # A card that lets me start a plan at once (keeping a card in hand to discard).
        if not t.in_play[p] and t.kc[p] + 1 >= self.start_min and t.size() >= self.start_min and t.can_start():
            return take
        return DRAW_CELL_BLOCK

    # -- the play step --------------------------------------------------------------------
    def _play(self, t: Table, acts: tuple[Action, ...]) -> Action:
        foils: list[A.FoilPlan] = []
        lay: dict[int, A.LayOff] = {}  # the last one listed is the most cards
        starts: dict[int, A.StartPlan] = {}
        sends: list[A.SendToYard] = []
        # One pass, by exact type (the play step lists these five kinds only), from the end back to the first
        # discard: the rules list the discards first, and they are gathered below only if no other choice wins.
        # (So the last lay-off or start of a plan listed, the most cards, is the first met; foils and sendings
        # are turned back into the listed order.)
        for a in reversed(acts):
            tp = type(a)
            if tp is _DISCARD:
                break
            if tp is _LAY_OFF:
                if a.plan not in lay:  # type: ignore[attr-defined]
                    lay[a.plan] = a  # type: ignore[attr-defined, assignment]
            elif tp is _START:
                if a.plan not in starts:  # type: ignore[attr-defined]
                    starts[a.plan] = a  # type: ignore[attr-defined, assignment]
            elif tp is _FOIL:
                foils.append(a)  # type: ignore[arg-type]
            else:
                sends.append(a)  # type: ignore[arg-type]
        if foils:
            foils.reverse()
            target = self.foil_target(t, foils)
            if target in lay:
                return lay[target]
            return self.pick_foil(t, [a for a in foils if a.plan == target])
        if starts:
            if len(starts) == 1:
                return starts.popitem()[1]
            return starts[max(starts, key=lambda p: (starts[p].count, -p))]
        if lay:
            if len(lay) == 1:  # (mostly: one plan to lay off on)
                return lay.popitem()[1]
            return lay[max(lay, key=lambda p: (lay[p].count, t.mine[p], -p))]
        if sends:
            sends.reverse()
            send = self._useful_send(t, sends)
            if send is not None:
                return send
        return self.pick_discard(t, acts)

    def _discard(self, t: Table, acts: tuple[Action, ...]) -> Action:
        return self.pick_discard(t, acts)

    @staticmethod
    def foil_target(t: Table, foils: list[A.FoilPlan]) -> int:
        """The plan worth foiling most: my cards of it (in front and in hand), then how big it is."""
        return max({a.plan for a in foils}, key=lambda p: 2 * (t.mine[p] + t.kc[p]) + 0.1 * t.in_play[p])

    def pick_foil(self, t: Table, foils: list[A.FoilPlan]) -> Action:
        return best(foils, lambda a: VALUE[a.escapee] + (0.5 if a.from_yard else 0.0))

    def _useful_send(self, t: Table, sends: list[A.SendToYard]) -> Action | None:
        """The cheapest Escapee to send to the Yard if that opens a plan the Yard holds back (one I could start
        at once, keeping a card), or lets me go out with a bonus (an Escapee and one last card); else None."""
        size = t.size()
        if size != 2:  # (not going out: the plan it would open is looked for last, the dearest question)
            start_min = self.start_min
            if size <= start_min or t.can_start() or not t.can_start(1):
                return None
            kc, in_play = t.kc, t.in_play
            for p in range(NUM_PLANS):
                if kc[p] >= start_min and not in_play[p]:
                    break
            else:
                return None
        return min(sends, key=lambda a: self._escapee_worth(t, a.card))

    def _escapee_worth(self, t: Table, card: int) -> float:
        p = ESCAPEE_PLAN[card]
        if p < 0:
            return 6.0
        return 10.0 if t.in_play[p] or t.kc[p] else 4.0

    def pick_discard(self, t: Table, acts: Sequence[Action]) -> Action:
        """The discard among ``acts`` (other choices are passed over) that costs least (the first of equals)."""
        # (Table.discard_cost written out in the loop: nearly every turn ends here, so its calls added up)
        in_play, mine, kc = t.in_play, t.mine, t.kc
        pick = None
        low = _MAX_COST
        for a in acts:
            if type(a) is not _DISCARD:
                continue
            k = KIND[a.card]
            if k < NUM_PLANS:
                if in_play[k]:
                    cost = (30 + 5 * mine[k]) + 10
                else:
                    n = kc[k]
                    cost = (10 + 10 * n + (20 if n >= 2 else 0)) + 3
            elif k == GENERIC_KIND:
                cost = 120 + 50
            else:
                p = k - NUM_PLANS
                cost = (140 if in_play[p] or kc[p] >= 2 else 100) + 50
            if cost < low:
                pick, low = a, cost
        return pick

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
        """The card of Solitary worth most to me (the first of equals) if it is worth a good deal, else the draw."""
        draw = pick = None
        gain = _NO_GAIN
        for a in acts:  # (one pass: a Work Detail comes most turns)
            if type(a) is _TAKE:
                g = self.card_gain(t, a.card)  # type: ignore[attr-defined]
                if g > gain:
                    pick, gain = a, g
            elif draw is None and type(a) is _WORK_DETAIL_DRAW:
                draw = a
        if draw is None or (pick is not None and gain >= 5.0):
            return pick
        return draw

    def _cell_search(self, t: Table, acts: tuple[Action, ...]) -> Action:
        return best(acts, lambda a: self.card_gain(t, a.card))

    def _plan_uncovered(self, t: Table, acts: tuple[Action, ...]) -> Action:
        def score(a: A.UncoverPlan) -> float:
            p = a.plan
            can = t.has_mastermind(p, t.change_on == p)
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
            can = t.has_mastermind(p, t.change_on == p)
            return t.mine[p] + t.kc[p] + (4.0 if can else 0.0) + (2.0 if t.in_play[p] + t.kc[p] >= gh else 0.0)
        return best(acts, score)

    def _change_in_plan(self, t: Table, acts: tuple[Action, ...]) -> Action:
        infamous = {p for p in range(NUM_PLANS) if t.kc[NUM_PLANS + p]}  # (held, or in the Yard)
        infamous.update(ESCAPEE_PLAN[c] for c in t.yard if ESCAPEE_PLAN[c] >= 0)

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


def completes_foil(t: Table, card: int) -> bool:
    """Whether taking ``card`` lets me foil its plan this turn: with every card of the plan laid off, the plan
    has enough cards in play, and a fitting mastermind is to spare (keeping a card to discard)."""
    p = PLAN_OF[card]
    if p < 0 or not t.in_play[p] or t.in_play[p] + t.kc[p] + 1 < t.threshold(p):
        return False
    left = len(t.hand) - t.kc[p]  # cards in hand after taking it and laying them all off
    return any(left >= (2 if c in t.hand else 1) for c in t.fitting_escapees(p, t.change_on == p))


class CarefulHabits(Habits):
    """The hard player's own habits (used as its guide and in its look-ahead).

    Two lessons the normal player misses: a foil ends the playing part of the
    turn, so first play every other start and lay-off (keeping two cards if the
    mastermind comes from the hand), and foil last; and the top of Solitary is
    worth taking when it lets me foil a plan this very turn.
    """

    def _draw(self, t: Table, acts: tuple[Action, ...]) -> Action:
        if completes_foil(t, t.solitary[-1]):
            return TAKE_SOLITARY
        return super()._draw(t, acts)

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


__all__ = ["CarefulHabits", "Habits", "Table", "best", "completes_foil"]
