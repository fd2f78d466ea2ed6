"""The rules of Escape from Alcatraz as RULINGS.md plays them: state, turns, foils, rounds.

A turn is a short run of decisions for the current seat:

1. ``draw``: two cards from the Cell Block, or the top of Solitary;
2. ``play`` (repeated): start a plan, lay off, send one Escapee to the Yard,
   foil one plan, or discard (which ends the turn). The first start or lay-off
   of the turn draws the Action card, whose choices (:mod:`.action_cards`) may
   go to this seat or, for the Warden and co-conspirators, to the others;
3. after a foil only ``discard`` remains.

A round ends when a discard empties the hand (going out) or, at the end of a
turn, the Cell Block is empty; it is scored and the next round is dealt inside
the same ``apply``, so the next pending decision is the new round's first draw.

Zones (top of a pile = end of its list): ``cell_block``, ``solitary``, ``yard``,
``revealed`` (cards turned over by Cell Search), ``hand{s}``, ``play{s}``,
``foiled{s}``, ``action_deck``, ``action_discard``, ``action_active`` (the Action
card being carried out) and ``on_plans`` (Guard Help / Change in Plan lying on a
plan, which ``guard_help_on`` / ``change_on`` name).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Sequence

from game.alcatraz import actions as A
from game.alcatraz import events as E
from game.alcatraz.action_cards import ActionCards
from game.alcatraz.cards import (
    ACTION_DECK,
    ALL_CARDS,
    CHANGE_IN_PLAN_CARD,
    FIRST_ACTION,
    FIRST_INFAMOUS,
    GUARD_HELP_CARD,
    IS_ESCAPEE,
    KIND,
    NUM_KINDS,
    NUM_PLANS,
    PLAN_OF,
    PLANS,
    PLANS_DECK,
    VALUE,
    card_name,
    fits_plan,
)
from game.alcatraz.constants import (
    CELL_BLOCK_EMPTY,
    CO_CONSPIRATOR,
    DISCARD,
    DRAW,
    END_ROUND_LIMIT,
    END_TARGET,
    END_TIE_BREAK,
    FOILED,
    HAND,
    MAX_PLAYERS,
    OVER,
    PHASES,
    PLAY,
    PLAY_PHASE,
    TURN_LIMIT,
    WENT_OUT,
)
from game.alcatraz.params import YARD_AFTER_START, YARD_BEFORE_START
from game.alcatraz.view import AlcatrazView
from game.engine import (
    Action,
    Decision,
    Event,
    GameOver,
    GameState,
    Rng,
    Shuffled,
    StateError,
    TurnBegan,
    Variant,
    Zones,
    seats_from,
)
from game.engine.codec import TRANSIENT

DRAW_DECISIONS = tuple(
    tuple(Decision(seat, DRAW, acts, "Draw two cards from the Cell Block, or take the top card of Solitary.", True)
          for acts in ((A.DrawCellBlock(),), (A.DrawCellBlock(), A.DrawSolitary())))
    for seat in range(MAX_PLAYERS))
DISCARD_OF = tuple(A.Discard(c) for c in PLANS_DECK)
SEND_OF = {c: A.SendToYard(c) for c in PLANS_DECK if IS_ESCAPEE[c]}
MAX_COUNT = len(PLANS_DECK)
LAYOFF_OF = tuple(tuple(A.LayOff(p, n) for n in range(MAX_COUNT + 1)) for p in range(NUM_PLANS))
START_OF = tuple(tuple(A.StartPlan(p, n) for n in range(MAX_COUNT + 1)) for p in range(NUM_PLANS))


_CARD_FIELD: dict[type, str] = {A.Discard: "card", A.SendToYard: "card", A.FoilPlan: "escapee",
                                 A.WorkDetailTake: "card", A.CellSearchKeep: "card", A.WardenToYard: "card",
                                 A.AddCoConspirator: "card"}
_CARD_ZONE: dict[type, str] = {A.WorkDetailTake: "solitary", A.CellSearchKeep: "revealed"}


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


@dataclass
class Tally:
    """Running statistics of a game, for :meth:`AlcatrazState.stats`."""

    rounds: int = 0
    went_out: int = 0
    plan_points: int = 0
    escapee_points: int = 0
    bonus_points: int = 0
    foils: list[int] = field(default_factory=lambda: [0] * NUM_PLANS)
    cards_dealt: int = 0
    action_cards: int = 0
    yard_searches: int = 0
    co_conspirators: int = 0
    no_foil_rounds: int = 0
    stalled_rounds: int = 0  # rounds stopped by the turns-per-round safety limit


class Rules:
    """The variant's numbers as plain attributes (read in the hot path, so not via ``Variant``)."""

    __slots__ = ("target", "hand_size", "reveal_limit", "start_min", "yard_extra", "yard_per_turn",
                 "threshold", "gh_threshold", "co_conspirators", "bonus", "face_value", "tie_break_rounds",
                 "max_rounds", "max_round_turns")

    def __init__(self, v: Variant):
        self.target = v.target_score
        self.hand_size = v.hand_size
        self.reveal_limit = v.reveal_limit
        self.start_min = v.start_min
        # Yard Escapees needed beyond the plans already in play to start one more.
        self.yard_extra = {YARD_AFTER_START: 1, YARD_BEFORE_START: 0}.get(v.yard_condition, -NUM_PLANS)
        self.yard_per_turn = v.yard_escapees_per_turn
        self.threshold = v.foil_threshold
        self.gh_threshold = min(v.guard_help_threshold, v.foil_threshold)
        self.co_conspirators = v.co_conspirators
        self.bonus = v.bonus_per_escapee
        self.face_value = v.no_foil_face_value
        self.tie_break_rounds = v.tie_break_rounds
        self.max_rounds = v.max_rounds
        self.max_round_turns = v.max_round_turns


@dataclass
class AlcatrazState(ActionCards, GameState):
    """A game of Escape from Alcatraz: plain data plus the pending decision."""

    variant: Variant = field(metadata=TRANSIENT)
    num_players: int
    seed: int
    rng: Rng
    zones: Zones
    round: int = 1
    dealer: int = 0
    current: int = 0
    phase: str = DRAW
    turn: int = 0
    round_turns: int = 0  # turns begun in this round
    totals: list[int] = field(default_factory=list)
    round_points: list[list[int]] = field(default_factory=list)
    played: bool = False  # this turn's Action card has been drawn
    yard_sent: int = 0  # Escapees sent to the Yard this turn
    foiled_this_turn: bool = False
    action_card: int = -1  # the Action card being carried out
    queue: list[int] = field(default_factory=list)  # seats still to answer the Warden / a foil
    foil_plan: int = -1
    guard_help_on: int = -1
    change_on: int = -1
    foils_this_round: int = 0
    known: list[list[int]] = field(default_factory=list)  # cards everyone saw go into each hand
    tie_breaks: int = 0
    tally: Tally = field(default_factory=Tally)
    pending: Decision | None = None
    winners: tuple[int, ...] | None = None
    end_reason: str = ""
    opening_events: list[Event] = field(default_factory=list, metadata=TRANSIENT)
    rules: Rules | None = field(default=None, metadata=TRANSIENT, repr=False, compare=False)
    # Look-ahead only: stop once the round is scored instead of dealing the next one (pending becomes None).
    halt_after_round: bool = field(default=False, metadata=TRANSIENT, repr=False, compare=False)
    # The card counts behind the pending play decision (its Decision, then count_cards' answer), so a
    # computer player deciding it in a look-ahead need not count again.
    counted: tuple | None = field(default=None, metadata=TRANSIENT, repr=False, compare=False)

    spec_id: ClassVar[str] = "alcatraz"

    # -- creating a game -------------------------------------------------------------------
    @classmethod
    def new(cls, variant: Variant, num_players: int, seed: int, deck: Sequence[int] | None = None,
            ) -> "AlcatrazState":
        """A new game, dealt and waiting for the first player's draw.

        ``deck`` stacks the cards for tests and lessons: card ids listed **top
        first**. Its Plans-deck cards are the first round's Cell Block in that
        order (the Yard reveal takes from the top, then the deal goes one card
        at a time clockwise from the dealer's left); its Action cards, if it has
        any, are the Action deck in that order. It must hold every Plans-deck
        card once, and either every Action card once or none (then the Action
        deck is shuffled). The first dealer is the last seat, so seat 0 plays first.
        """
        if not 2 <= num_players <= MAX_PLAYERS:
            raise ValueError(f"Escape from Alcatraz needs 2 to {MAX_PLAYERS} players, not {num_players}")
        rng = Rng(seed)
        plans = list(PLANS_DECK)
        acts = list(ACTION_DECK)
        stacked = deck is not None
        if deck is not None:
            deck = list(deck)
            plans = [c for c in deck if c < FIRST_ACTION]
            given_acts = [c for c in deck if c >= FIRST_ACTION]
            if sorted(plans) != list(PLANS_DECK) or (given_acts and sorted(given_acts) != list(ACTION_DECK)):
                raise StateError("a stacked deck must list every Plans-deck card once (0-97), and every Action "
                                 "card once (98-128) or none")
            plans.reverse()
            if given_acts:
                acts = given_acts[::-1]
            else:
                rng.shuffle(acts)
        else:
            rng.shuffle(acts)
        zones = Zones({"cell_block": plans, "solitary": [], "yard": [], "revealed": [], "action_deck": acts,
                       "action_discard": [], "action_active": [], "on_plans": []})
        for s in range(num_players):
            zones.add_zone(HAND[s])
            zones.add_zone(PLAY[s])
            zones.add_zone(FOILED[s])
        st = cls(variant, num_players, seed, rng, zones, dealer=num_players - 1, totals=[0] * num_players,
                 known=[[] for _ in range(num_players)])
        st.rules = Rules(variant)
        events: list[Event] = []
        st._deal_round(events, shuffle=not stacked)
        st.opening_events = events
        return st

    def after_load(self) -> None:
        self.rules = Rules(self.variant)

    def clone(self) -> "AlcatrazState":
        """An independent copy, made quickly (the hard player clones positions many times a decision)."""
        new = object.__new__(AlcatrazState)
        d = dict(self.__dict__)
        d["zones"] = self.zones.copy()
        rng = Rng(0)
        rng.setstate(self.rng.getstate())
        d["rng"] = rng
        d["totals"] = list(self.totals)
        d["round_points"] = [list(p) for p in self.round_points]
        d["queue"] = list(self.queue)
        d["known"] = [list(k) for k in self.known]
        d["tally"] = Tally(**{**self.tally.__dict__, "foils": list(self.tally.foils)})
        d["opening_events"] = []
        new.__dict__.update(d)
        return new

    def copy(self) -> "AlcatrazState":
        return self.clone()

    def __deepcopy__(self, memo: dict) -> "AlcatrazState":
        return self.clone()

    def seat_names(self) -> list[str]:
        return [f"Player {i + 1}" for i in range(self.num_players)]

    # -- small helpers ---------------------------------------------------------------------
    def hand(self, seat: int) -> list[int]:
        return self.zones[HAND[seat]]

    def play_area(self, seat: int) -> list[int]:
        return self.zones[PLAY[seat]]

    def in_play_counts(self) -> list[int]:
        """Plan cards in play per plan, all play areas together."""
        counts = [0] * NUM_PLANS
        z = self.zones
        for s in range(self.num_players):
            for c in z[PLAY[s]]:
                counts[PLAN_OF[c]] += 1
        return counts

    def threshold(self, plan: int) -> int:
        r = self.rules
        return r.gh_threshold if self.guard_help_on == plan else r.threshold

    def _leave_hand(self, seat: int, card: int) -> None:
        self.zones[HAND[seat]].remove(card)
        known = self.known[seat]
        if known and card in known:
            known.remove(card)

    def _draw(self, seat: int, n: int, reason: str, events: list[Event]) -> list[int]:
        """``seat`` draws up to ``n`` cards from the top of the Cell Block (fewer if it runs short)."""
        cb = self.zones["cell_block"]
        take = min(n, len(cb))
        cards = cb[len(cb) - take:][::-1]
        del cb[len(cb) - take:]
        self.zones[HAND[seat]].extend(cards)
        events.append(E.Drew(seat, tuple(cards), "cell_block", reason, False))
        return cards

    def _take_public(self, seat: int, card: int, src: str, reason: str, events: list[Event]) -> None:
        """A face-up card goes into ``seat``'s hand; everyone saw it, so it is known."""
        self.zones[src].remove(card)
        self.zones[HAND[seat]].append(card)
        self.known[seat].append(card)
        events.append(E.Drew(seat, (card,), "solitary" if src == "solitary" else "revealed", reason, True))

    def _reveal(self, n: int, reason: str, events: list[Event]) -> None:
        """Turn over up to ``n`` Cell Block cards: Escapees to the Yard, the rest to Solitary."""
        z = self.zones
        cb = z["cell_block"]
        for _ in range(min(n, len(cb))):
            card = cb.pop()
            to = "yard" if IS_ESCAPEE[card] else "solitary"
            z[to].append(card)
            events.append(E.CardRevealed(card, to, reason))

    def _check_left_play(self, plan: int, events: list[Event], reason: str = "left_play") -> None:
        """If no card of ``plan`` is in play any more, it leaves play with its Guard Help / Change in Plan."""
        z = self.zones
        for s in range(self.num_players):
            for c in z[PLAY[s]]:
                if PLAN_OF[c] == plan:
                    return
        events.append(E.PlanLeftPlay(plan))
        self._clear_plan_actions(plan, reason, events)

    def _clear_plan_actions(self, plan: int, reason: str, events: list[Event]) -> None:
        """Guard Help / Change in Plan lying on ``plan`` go to the Action discard pile."""
        z = self.zones
        if self.guard_help_on == plan:
            z.move(GUARD_HELP_CARD, "on_plans", "action_discard")
            self.guard_help_on = -1
            events.append(E.ActionDiscarded(GUARD_HELP_CARD, reason))
        if self.change_on == plan:
            z.move(CHANGE_IN_PLAN_CARD, "on_plans", "action_discard")
            self.change_on = -1
            events.append(E.ActionDiscarded(CHANGE_IN_PLAN_CARD, reason))

    # -- rounds ----------------------------------------------------------------------------
    def _deal_round(self, events: list[Event], shuffle: bool = True) -> None:
        """Gather, shuffle, reveal the first Yard Escapee, deal, and start the first turn."""
        z = self.zones
        r = self.rules
        n = self.num_players
        events.append(E.RoundBegan(self.round, self.dealer))
        cb = z["cell_block"]
        gathered = 0
        for name in ("solitary", "yard", "revealed", *HAND[:n], *PLAY[:n], *FOILED[:n]):
            cards = z[name]
            gathered += len(cards)
            cb.extend(cards)
            cards.clear()
        for plan in {self.guard_help_on, self.change_on} - {-1}:
            self._clear_plan_actions(plan, "round_end", events)
        if gathered:
            events.append(E.PlansGathered(len(cb)))
        if shuffle:
            self.rng.shuffle(cb)
            events.append(Shuffled("Cell Block", len(cb)))
        self.known = [[] for _ in range(n)]
        self.foils_this_round = 0
        self.round_turns = 0
        # The Yard: reveal until an Escapee; after the limit, search the deck for one.
        revealed = 0
        while True:
            if revealed >= r.reveal_limit:
                idx = max(i for i, c in enumerate(cb) if IS_ESCAPEE[c])
                card = cb.pop(idx)
                z["yard"].append(card)
                self.tally.yard_searches += 1
                events.append(E.YardSearched(self.dealer, card, revealed))
                self.rng.shuffle(cb)
                events.append(Shuffled("Cell Block", len(cb)))
                break
            card = cb.pop()
            revealed += 1
            if IS_ESCAPEE[card]:
                z["yard"].append(card)
                events.append(E.CardRevealed(card, "yard", "setup"))
                break
            z["solitary"].append(card)
            events.append(E.CardRevealed(card, "solitary", "setup"))
        # The deal, one card at a time from the dealer's left.
        order = list(seats_from(self.dealer, n, include_start=False)) + [self.dealer]
        dealt: dict[int, list[int]] = {s: [] for s in order}
        for _ in range(r.hand_size):
            for s in order:
                dealt[s].append(cb.pop())
        for s in order:
            z[HAND[s]].extend(dealt[s])
            events.append(E.Dealt(s, tuple(dealt[s])))
        self.tally.cards_dealt += r.hand_size * n
        self._begin_turn((self.dealer + 1) % n, events)

    def _begin_turn(self, seat: int, events: list[Event]) -> None:
        self.current = seat
        self.turn += 1
        self.round_turns += 1
        self.played = False
        self.yard_sent = 0
        self.foiled_this_turn = False
        events.append(TurnBegan(seat, self.turn))
        self.phase = DRAW
        self.pending = DRAW_DECISIONS[seat][bool(self.zones["solitary"])]

    def _end_turn(self, events: list[Event]) -> None:
        seat = self.current
        z = self.zones
        if not z[HAND[seat]]:
            events.append(E.WentOut(seat))
            self._end_round(WENT_OUT, seat, events)
        elif not z["cell_block"]:
            self._end_round(CELL_BLOCK_EMPTY, -1, events)
        elif self.round_turns >= self.rules.max_round_turns:
            self.tally.stalled_rounds += 1
            self._end_round(TURN_LIMIT, -1, events)
        else:
            self._begin_turn((seat + 1) % self.num_players, events)

    def round_score(self, goer: int = -1) -> tuple[list[int], list[int], list[int]]:
        """(plan-card points, Escapee points, going-out bonus) per seat if the round ended now."""
        n = self.num_players
        r = self.rules
        z = self.zones
        plan_pts = [0] * n
        esc_pts = [0] * n
        bonus = [0] * n
        for s in range(n):
            for c in z[FOILED[s]]:
                if c < FIRST_INFAMOUS:
                    plan_pts[s] += VALUE[c]
                else:
                    esc_pts[s] += VALUE[c]
        if goer >= 0:
            yard = z["yard"]
            if self.foils_this_round == 0 and r.face_value:
                bonus[goer] = sum(VALUE[c] for c in yard)
            else:
                bonus[goer] = r.bonus * len(yard)
        return plan_pts, esc_pts, bonus

    def _end_round(self, reason: str, goer: int, events: list[Event]) -> None:
        r = self.rules
        n = self.num_players
        events.append(E.RoundEnded(self.round, reason))
        plan_pts, esc_pts, bonus = self.round_score(goer)
        if goer >= 0 and self.foils_this_round == 0:
            self.tally.no_foil_rounds += 1
        points = [plan_pts[s] + esc_pts[s] + bonus[s] for s in range(n)]
        for s in range(n):
            self.totals[s] += points[s]
        self.round_points.append(points)
        t = self.tally
        t.rounds += 1
        t.went_out += goer >= 0
        t.plan_points += sum(plan_pts)
        t.escapee_points += sum(esc_pts)
        t.bonus_points += sum(bonus)
        events.append(E.RoundScored(self.round, tuple(plan_pts), tuple(esc_pts), tuple(bonus), tuple(points),
                                    tuple(self.totals)))
        if self.halt_after_round:
            self.pending = None
            self.phase = OVER
            return
        top = max(self.totals)
        leaders = tuple(s for s in range(n) if self.totals[s] == top)
        if top >= r.target:
            if len(leaders) == 1 or self.tie_breaks >= r.tie_break_rounds:
                return self._game_over(leaders, END_TIE_BREAK if self.tie_breaks else END_TARGET, events)
            self.tie_breaks += 1
        if self.round >= r.max_rounds:
            return self._game_over(leaders, END_ROUND_LIMIT, events)
        self.round += 1
        self.dealer = (self.dealer + 1) % n
        self._deal_round(events)

    def _game_over(self, winners: tuple[int, ...], reason: str, events: list[Event]) -> None:
        self.winners = winners
        self.end_reason = reason
        self.phase = OVER
        self.pending = None
        events.append(GameOver(winners, reason))

    # -- the play decision -----------------------------------------------------------------
    def _play_decision(self) -> None:
        self.phase = PLAY_PHASE
        counts = count_cards(self.zones[HAND[self.current]],
                             [self.zones[PLAY[s]] for s in range(self.num_players)], self.current)
        self.pending = Decision(self.current, PLAY_PHASE, self._play_actions(counts),
                                "Start or add to plans, send an Escapee to the Yard, foil a plan, "
                                "or discard a card to end your turn.", True)
        self.counted = (self.pending, counts)

    def _discard_decision(self) -> None:
        self.phase = DISCARD
        hand = self.zones[HAND[self.current]]
        self.pending = Decision(self.current, DISCARD, self._discards(hand),
                                "You foiled a plan: discard a card to end your turn.", True)

    @staticmethod
    def _discards(hand: list[int]) -> tuple[Action, ...]:
        rep = [-1] * NUM_KINDS
        for c in hand:
            rep[KIND[c]] = c
        return tuple(DISCARD_OF[c] for c in rep if c >= 0)

    def _play_actions(self, counts: tuple[list[int], list[int], list[int], list[int]]) -> tuple[Action, ...]:
        """Every legal choice of the play step (discards first: the commonest choice)."""
        z = self.zones
        r = self.rules
        keep = len(z[HAND[self.current]]) - 1
        kc, rep, in_play, mine = counts
        acts: list[Action] = [DISCARD_OF[c] for c in rep if c >= 0]
        yard = z["yard"]
        if keep > 0:
            can_start = len(yard) >= NUM_PLANS - in_play.count(0) + r.yard_extra
            for p in range(NUM_PLANS):
                k = kc[p]
                if k:
                    top = k if k < keep else keep
                    if in_play[p]:
                        acts += LAYOFF_OF[p][1:top + 1]
                    elif can_start and top >= r.start_min:
                        acts += START_OF[p][r.start_min:top + 1]
            if self.yard_sent < r.yard_per_turn:
                for k in range(NUM_PLANS, NUM_KINDS):
                    if kc[k]:
                        acts.append(SEND_OF[rep[k]])
        for p in range(NUM_PLANS):
            if mine[p] and in_play[p] >= (r.gh_threshold if self.guard_help_on == p else r.threshold):
                acts += self._foil_actions(p, rep if keep > 0 else None, yard)
        return tuple(acts)

    def _foil_actions(self, plan: int, hand_rep: list[int] | None, yard: list[int]) -> list[Action]:
        """Foils of ``plan`` with each fitting kind of Escapee from hand (if one may be spared) or Yard."""
        any_plan = self.change_on == plan
        out: list[Action] = []
        if hand_rep is not None:
            for k in range(NUM_PLANS, NUM_KINDS):
                c = hand_rep[k]
                if c >= 0 and fits_plan(c, plan, any_plan):
                    out.append(A.make(A.FoilPlan, plan, c, False))
        seen = set()
        for c in yard:
            k = KIND[c]
            if k not in seen and fits_plan(c, plan, any_plan):
                seen.add(k)
                out.append(A.make(A.FoilPlan, plan, c, True))
        return out

    # -- applying actions -----------------------------------------------------------------
    def legal_form(self, action: Action) -> Action | None:
        """The listed action ``action`` means: a card may be named by any card of its kind.

        Decisions list one card per kind (cards of a plan are interchangeable,
        and so are Generic Escapees), so a table that lets a player click the
        card they mean may send any card of that kind they really hold.
        """
        pending = self.pending
        if pending is None:
            return None
        if action in pending.actions:
            return action
        return self._same_kind(action)

    def _same_kind(self, action: Action) -> Action | None:
        """The listed action that ``action`` means, if it names another card of the same kind in the right place."""
        field_name = _CARD_FIELD.get(type(action))
        pending = self.pending
        if field_name is None or pending is None:
            return None
        card = getattr(action, field_name)
        if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card < FIRST_ACTION:
            return None
        z = self.zones
        if isinstance(action, A.FoilPlan) and action.from_yard:
            where = z["yard"]
        else:
            where = z[_CARD_ZONE.get(type(action)) or HAND[pending.seat]]
        if card not in where:
            return None
        kind = KIND[card]
        for listed in pending.actions:
            if type(listed) is type(action) and KIND[getattr(listed, field_name)] == kind and all(
                    getattr(listed, f) == getattr(action, f) for f in listed.__slots__ if f != field_name):
                return listed
        return None

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        self._HANDLERS[type(action)](self, action, events)
        return events

    def _do_draw_cell_block(self, action: A.DrawCellBlock, events: list[Event]) -> None:
        self._draw(self.current, 2, "draw", events)
        self._play_decision()

    def _do_draw_solitary(self, action: A.DrawSolitary, events: list[Event]) -> None:
        self._take_public(self.current, self.zones["solitary"][-1], "solitary", "draw", events)
        self._play_decision()

    def _do_start(self, action: A.StartPlan, events: list[Event]) -> None:
        cards = self._meld(action.plan, action.count)
        events.append(E.PlanStarted(self.current, action.plan, cards))
        self._after_play(events)

    def _do_lay_off(self, action: A.LayOff, events: list[Event]) -> None:
        cards = self._meld(action.plan, action.count)
        events.append(E.LaidOff(self.current, action.plan, cards))
        self._after_play(events)

    def _meld(self, plan: int, count: int) -> tuple[int, ...]:
        seat = self.current
        hand = self.zones[HAND[seat]]
        cards = [c for c in hand if PLAN_OF[c] == plan][:count]
        for c in cards:
            self._leave_hand(seat, c)
        self.zones[PLAY[seat]].extend(cards)
        return tuple(cards)

    def _after_play(self, events: list[Event]) -> None:
        """The first start or lay-off of a turn draws the Action card."""
        if self.played:
            self._play_decision()
            return
        self.played = True
        self._draw_action_card(events)

    def _do_send(self, action: A.SendToYard, events: list[Event]) -> None:
        self._leave_hand(self.current, action.card)
        self.zones["yard"].append(action.card)
        self.yard_sent += 1
        events.append(E.EscapeeSentToYard(self.current, action.card, "turn"))
        self._play_decision()

    def _do_foil(self, action: A.FoilPlan, events: list[Event]) -> None:
        seat = self.current
        plan = action.plan
        z = self.zones
        if action.from_yard:
            z["yard"].remove(action.escapee)
        else:
            self._leave_hand(seat, action.escapee)
        play = z[PLAY[seat]]
        mine = [c for c in play if PLAN_OF[c] == plan]
        play[:] = [c for c in play if PLAN_OF[c] != plan]
        z[FOILED[seat]].extend(mine)
        z[FOILED[seat]].append(action.escapee)
        events.append(E.PlanFoiled(seat, plan, action.escapee, action.from_yard, tuple(mine)))
        self.foiled_this_turn = True
        self.foils_this_round += 1
        self.tally.foils[plan] += 1
        self._clear_plan_actions(plan, "foiled", events)
        self.foil_plan = plan
        self.queue = [s for s in seats_from(seat, self.num_players, include_start=False)
                      if any(PLAN_OF[c] == plan for c in z[PLAY[s]])]
        self._continue_foil(events)

    def _continue_foil(self, events: list[Event]) -> None:
        """Each other player in the plan, clockwise, files their cards and may add a co-conspirator."""
        z = self.zones
        plan = self.foil_plan
        while self.queue:
            s = self.queue[0]
            play = z[PLAY[s]]
            theirs = [c for c in play if PLAN_OF[c] == plan]
            if theirs:
                play[:] = [c for c in play if PLAN_OF[c] != plan]
                z[FOILED[s]].extend(theirs)
                events.append(E.FoiledCardsAdded(s, plan, tuple(theirs)))
            options = self._co_conspirator_options(s, plan)
            if options:
                self.phase = CO_CONSPIRATOR
                self.pending = Decision(s, CO_CONSPIRATOR, options,
                                        f"The {PLANS[plan].name} is foiled. Add a fitting Escapee from your hand "
                                        f"as a co-conspirator?", True)
                return
            self.queue.pop(0)
        self.foil_plan = -1
        events.append(E.PlanLeftPlay(plan))
        self._discard_decision()

    def _co_conspirator_options(self, seat: int, plan: int) -> tuple[Action, ...]:
        if not self.rules.co_conspirators:
            return ()
        hand = self.zones[HAND[seat]]
        if len(hand) < 2:
            return ()
        seen = set()
        out: list[Action] = []
        for c in hand:
            if IS_ESCAPEE[c] and fits_plan(c, plan) and KIND[c] not in seen:
                seen.add(KIND[c])
                out.append(A.make(A.AddCoConspirator, c))
        if out:
            out.append(A.make(A.NoCoConspirator))
        return tuple(out)

    def _do_co_conspirator(self, action: A.AddCoConspirator, events: list[Event]) -> None:
        s = self.queue.pop(0)
        self._leave_hand(s, action.card)
        self.zones[FOILED[s]].append(action.card)
        self.tally.co_conspirators += 1
        events.append(E.CoConspiratorAdded(s, self.foil_plan, action.card))
        self._continue_foil(events)

    def _do_no_co_conspirator(self, action: A.NoCoConspirator, events: list[Event]) -> None:
        s = self.queue.pop(0)
        events.append(E.CoConspiratorDeclined(s))
        self._continue_foil(events)

    def _do_discard(self, action: A.Discard, events: list[Event]) -> None:
        self._leave_hand(self.current, action.card)
        self.zones["solitary"].append(action.card)
        events.append(E.Discarded(self.current, action.card))
        self._end_turn(events)

    _HANDLERS: ClassVar[dict[type, Callable[..., None]]] = {}

    # -- explaining refusals -------------------------------------------------------------
    def explain_illegal(self, action: Action) -> str:
        pending = self.pending
        assert pending is not None
        names = self.seat_names()
        values = [getattr(action, f) for f in getattr(action, "__slots__", ())]
        if any(not isinstance(x, int) for x in values):
            return f"{type(action).__name__} with {values} is not a move of this game."
        if any(x < 0 or (f in ("card", "escapee") and x >= len(ALL_CARDS)) or (f in ("plan",) and x >= NUM_PLANS)
               or (f == "from_seat" and x >= self.num_players)
               for f, x in zip(getattr(action, "__slots__", ()), values)):
            return f"{type(action).__name__} names a card, plan or seat that does not exist."
        label = action.describe(names)
        turn_actions = (A.StartPlan, A.LayOff, A.SendToYard, A.FoilPlan, A.Discard)
        if pending.kind == DRAW and isinstance(action, turn_actions):
            return f"{label}: draw first (two from the Cell Block or the top of Solitary)."
        if pending.kind not in (PLAY_PHASE, DISCARD) or not isinstance(action, turn_actions):
            return (f"{label} is not possible now: {names[pending.seat]} must decide ({pending.kind}). "
                    f"{pending.prompt}")
        if pending.kind == DISCARD and not isinstance(action, A.Discard):
            return f"{label}: after foiling a plan you can only discard to end your turn."
        hand = self.zones[HAND[self.current]]
        in_play = self.in_play_counts()
        if isinstance(action, (A.StartPlan, A.LayOff)):
            have = sum(1 for c in hand if PLAN_OF[c] == action.plan)
            if action.count < 1 or have < action.count:
                held = f"only {have}" if have else "no"
                return f"{label}: you hold {held} {PLANS[action.plan].name} card{'' if have == 1 else 's'}."
            if action.count >= len(hand):
                return f"{label}: you must keep one card in hand to discard."
            if isinstance(action, A.StartPlan):
                if in_play[action.plan]:
                    return f"{label}: that plan is already in play, so lay off on it instead."
                if action.count < self.rules.start_min:
                    return f"{label}: a new plan needs at least {self.rules.start_min} matching cards."
                return (f"{label}: the Yard needs at least as many Escapees as plans in play "
                        f"(counting the new one) before a plan can start.")
            return f"{label}: that plan is not in play yet; start it with {self.rules.start_min} or more cards."
        if isinstance(action, A.SendToYard):
            if not IS_ESCAPEE[action.card]:
                return f"{label}: only Escapees go to the Yard."
            if action.card not in hand:
                return f"{label}: you do not hold that Escapee."
            if self.yard_sent >= self.rules.yard_per_turn:
                return f"{label}: only {self.rules.yard_per_turn} Escapee(s) may go to the Yard each turn."
            return f"{label}: you must keep one card in hand to discard."
        if isinstance(action, A.FoilPlan):
            plan = action.plan
            if not any(PLAN_OF[c] == plan for c in self.zones[PLAY[self.current]]):
                return f"{label}: you need at least one {PLANS[plan].name} card in front of you."
            if in_play[plan] < self.threshold(plan):
                return (f"{label}: the plan needs {self.threshold(plan)} cards in play "
                        f"and has {in_play[plan]}.")
            if IS_ESCAPEE[action.escapee] and not fits_plan(action.escapee, plan, self.change_on == plan):
                return f"{label}: {card_name(action.escapee)} can only be the mastermind of his own plan."
            src = self.zones["yard"] if action.from_yard else hand
            if action.escapee not in src:
                return f"{label}: that Escapee is not {'in the Yard' if action.from_yard else 'in your hand'}."
            return f"{label}: you must keep one card in hand to discard."
        return f"{label}: you do not hold that card."

    # -- what a seat may know -------------------------------------------------------------
    def view(self, seat: int | None) -> AlcatrazView:
        """What ``seat`` may know (``None``: an observer): other hands are only counted."""
        st = self
        z = st.zones
        n = st.num_players
        hands = tuple(tuple(z[HAND[s]]) if seat is None or s == seat else None for s in range(n))
        return AlcatrazView(
            seat=seat, num_players=n, round=st.round, dealer=st.dealer, current=st.current,
            decider=st.pending.seat if st.pending is not None else -1, phase=st.phase, turn=st.turn,
            round_turns=st.round_turns,
            hands=hands, hand_sizes=tuple(len(z[HAND[s]]) for s in range(n)),
            known=tuple(tuple(k) for k in st.known),
            cell_block=len(z["cell_block"]), cell_block_cards=tuple(z["cell_block"]) if seat is None else None,
            solitary=tuple(z["solitary"]), yard=tuple(z["yard"]), revealed=tuple(z["revealed"]),
            play=tuple(tuple(z[PLAY[s]]) for s in range(n)), foiled=tuple(tuple(z[FOILED[s]]) for s in range(n)),
            action_deck=len(z["action_deck"]), action_discard=tuple(z["action_discard"]), action_card=st.action_card,
            guard_help_on=st.guard_help_on, change_on=st.change_on, foil_plan=st.foil_plan, queue=tuple(st.queue),
            played=st.played,
            yard_sent=st.yard_sent, foiled_this_turn=st.foiled_this_turn, foils_this_round=st.foils_this_round,
            totals=tuple(st.totals), round_points=tuple(tuple(p) for p in st.round_points), winners=st.winners,
        )

    # -- invariants ------------------------------------------------------------------------
    def validate(self) -> None:
        z = self.zones
        n = self.num_players
        if not 2 <= n <= MAX_PLAYERS:
            raise StateError(f"{n} players; Escape from Alcatraz needs 2 to {MAX_PLAYERS}")
        expected = {"cell_block", "solitary", "yard", "revealed", "action_deck", "action_discard", "action_active",
                    "on_plans", *HAND[:n], *PLAY[:n], *FOILED[:n]}
        if set(z) != expected:
            raise StateError(f"zones {sorted(set(z) ^ expected)} do not belong to a {n}-player game")
        z.check_conservation(ALL_CARDS)
        for name in ("cell_block", "solitary", "yard", "revealed", *HAND[:n], *PLAY[:n], *FOILED[:n]):
            if any(c >= FIRST_ACTION for c in z[name]):
                raise StateError(f"an Action card is in {name}")
        for name in ("action_deck", "action_discard", "action_active", "on_plans"):
            if any(c < FIRST_ACTION for c in z[name]):
                raise StateError(f"a Plans-deck card is in {name}")
        for s in range(n):
            if any(c >= FIRST_INFAMOUS for c in z[PLAY[s]]):
                raise StateError(f"an Escapee lies in seat {s + 1}'s play area")
            if any(c not in z[HAND[s]] for c in self.known[s]):
                raise StateError(f"seat {s + 1}'s known cards are not in their hand")
        if any(not IS_ESCAPEE[c] for c in z["yard"]):
            raise StateError("a card that is not an Escapee is in the Yard")
        in_play = self.in_play_counts()
        on = sorted(z["on_plans"])
        want = sorted(([GUARD_HELP_CARD] if self.guard_help_on >= 0 else [])
                      + ([CHANGE_IN_PLAN_CARD] if self.change_on >= 0 else []))
        if on != want:
            raise StateError("the Action cards lying on plans do not match guard_help_on / change_on")
        for attr in ("guard_help_on", "change_on"):
            plan = getattr(self, attr)
            if plan >= 0 and (plan >= NUM_PLANS or not in_play[plan]):
                raise StateError(f"{attr} names a plan that is not in play")
        active = z["action_active"]
        if len(active) > 1 or (active[0] if active else -1) != self.action_card:
            raise StateError("the Action card being carried out is out of place")
        if len(self.totals) != n or len(self.known) != n:
            raise StateError("per-seat lists do not match the number of players")
        if not (0 <= self.current < n and 0 <= self.dealer < n):
            raise StateError("current seat or dealer out of range")
        if self.phase not in PHASES:
            raise StateError(f"unknown phase {self.phase!r}")
        if (self.pending is None) != (self.phase == OVER):
            raise StateError("a game that is not over needs exactly one pending decision")
        if self.pending is not None and not 0 <= self.pending.seat < n:
            raise StateError("the pending decision names a seat that is not at the table")

    # -- results ---------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(t) for t in self.totals]

    def stats(self) -> dict[str, Any]:
        t = self.tally
        rounds = max(1, t.rounds)
        out: dict[str, Any] = {
            "rounds": t.rounds,
            "turns": self.turn,
            "turns_per_round": self.turn / rounds,
            "going_out_rate": t.went_out / rounds,
            "no_foil_going_out_rate": t.no_foil_rounds / rounds,
            "points_per_round": (t.plan_points + t.escapee_points + t.bonus_points) / rounds,
            "plan_card_points_per_round": t.plan_points / rounds,
            "escapee_points_per_round": t.escapee_points / rounds,
            "going_out_bonus_per_round": t.bonus_points / rounds,
            "foils": sum(t.foils),
            "foils_per_round": sum(t.foils) / rounds,
            "cards_dealt": t.cards_dealt,
            "action_cards": t.action_cards,
            "co_conspirators": t.co_conspirators,
            "yard_searches": t.yard_searches,
            "stalled_rounds": t.stalled_rounds,
            "winning_total": max(self.totals) if self.totals else 0,
        }
        for p, info in enumerate(PLANS):
            out["foils_" + info.name.lower().replace(" ", "_")] = t.foils[p]
        return out


AlcatrazState._HANDLERS.update({
    A.DrawCellBlock: AlcatrazState._do_draw_cell_block,
    A.DrawSolitary: AlcatrazState._do_draw_solitary,
    A.StartPlan: AlcatrazState._do_start,
    A.LayOff: AlcatrazState._do_lay_off,
    A.SendToYard: AlcatrazState._do_send,
    A.FoilPlan: AlcatrazState._do_foil,
    A.Discard: AlcatrazState._do_discard,
    A.AddCoConspirator: AlcatrazState._do_co_conspirator,
    A.NoCoConspirator: AlcatrazState._do_no_co_conspirator,
    **ActionCards.handlers(),
})


def new_state(variant: Variant, num_players: int, seed: int, deck: Sequence[int] | None = None) -> AlcatrazState:
    return AlcatrazState.new(variant, num_players, seed, deck)


#: the state class of this game (read by :meth:`GameSpec.assemble`)
STATE = AlcatrazState

__all__ = ["AlcatrazState", "Rules", "Tally", "count_cards", "new_state"]
