"""The rules of Escape from Alcatraz as RULINGS.md plays them: state, turns, foils, rounds.

A turn is a short run of decisions for the current seat:

1. ``draw``: two cards from the Cell Block, or the top of Solitary;
2. ``play`` (repeated): start a plan, lay off, send one Escapee to the Yard,
   foil one plan, or discard (which ends the turn). The first start or lay-off
   of the turn draws the Action card, whose choices (:mod:`.action_cards`) may
   go to this seat or, for the Warden, to the others;
3. after a foil only ``discard`` remains.

A round ends when a discard empties the hand (going out) or, at the end of a
turn, the Cell Block is empty; it is scored and the next round is dealt inside
the same ``apply``, so the next pending decision is the new round's first draw.

The zones and the card moves both parts share are in :mod:`.state`.
"""

from __future__ import annotations

from itertools import compress
from typing import ClassVar, Mapping, Sequence

from game.alcatraz import actions as A
from game.alcatraz import events as E
from game.alcatraz.action_cards import ActionCardRules
from game.alcatraz.cards import (
    ACTION_DECK,
    ACTION_KIND,
    ALL_CARDS,
    FIRST_ACTION,
    FIRST_INFAMOUS,
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
    PLAY,
    PLAY_PHASE,
    TURN_LIMIT,
    WENT_OUT,
)
from game.alcatraz.state import (
    CARD_REVEALED,
    CO_CONSPIRATOR_ADDED,
    DISCARDED,
    PLAN_LEFT_PLAY,
    SENT_TO_YARD,
    TURN_BEGAN,
    rules_of,
    shuffle_cards,
)
from game.engine import (
    Action,
    Decision,
    Event,
    GameOver,
    Rng,
    Shuffled,
    StateError,
    Variant,
    Zones,
    next_seat,
    rule,
    seats_from,
)

DRAW_DECISIONS = tuple(
    tuple(Decision(seat, DRAW, acts, "Draw two cards from the Cell Block, or take the top card of Solitary.", True)
          for acts in ((A.make(A.DrawCellBlock),), (A.make(A.DrawCellBlock), A.make(A.DrawSolitary))))
    for seat in range(MAX_PLAYERS))
DISCARD_OF = tuple(A.Discard(c) for c in PLANS_DECK)
SEND_OF = {c: A.SendToYard(c) for c in PLANS_DECK if IS_ESCAPEE[c]}
SEND_AT = tuple(SEND_OF.get(c) for c in PLANS_DECK)  # (by card number: a tuple's index is read faster than a dict)
MAX_COUNT = len(PLANS_DECK)
LAYOFF_OF = tuple(tuple(A.LayOff(p, n) for n in range(MAX_COUNT + 1)) for p in range(NUM_PLANS))
#: ``FOIL_OF[plan][escapee]``: the foil of ``plan`` with that Escapee from hand, and from the Yard
FOIL_OF = tuple(tuple((A.make(A.FoilPlan, p, c, False), A.make(A.FoilPlan, p, c, True)) if IS_ESCAPEE[c] else None
                      for c in PLANS_DECK) for p in range(NUM_PLANS))
START_OF = tuple(tuple(A.StartPlan(p, n) for n in range(MAX_COUNT + 1)) for p in range(NUM_PLANS))
#: ``LAYOFFS_UP_TO[plan][top]``: laying off 1, 2 ... ``top`` cards of ``plan``, as the play step lists them
LAYOFFS_UP_TO = tuple(tuple(row[1:top + 1] for top in range(MAX_COUNT + 1)) for row in LAYOFF_OF)
_PLAN_IDS = tuple(range(NUM_PLANS))
_KIND_IDS = tuple(range(NUM_KINDS))
ADD_CO_CONSPIRATOR = {c: A.make(A.AddCoConspirator, c) for c in PLANS_DECK if IS_ESCAPEE[c]}
NO_CO_CONSPIRATOR = A.make(A.NoCoConspirator)


_CARD_FIELD: dict[type, str] = {A.Discard: "card", A.SendToYard: "card", A.FoilPlan: "escapee",
                                 A.WorkDetailTake: "card", A.CellSearchKeep: "card", A.WardenToYard: "card",
                                 A.AddCoConspirator: "card"}
_CARD_ZONE: dict[type, str] = {A.WorkDetailTake: "solitary", A.CellSearchKeep: "revealed"}


class AlcatrazState(ActionCardRules):
    """A game of Escape from Alcatraz: the turn, foils and rounds (the data and card moves are
    :class:`~.state.Tabletop`'s, the Action cards :class:`~.action_cards.ActionCardRules`')."""

    action_rules: ClassVar[Mapping[str, str]] = {  # where "Why not? Show me" opens the rules
        "DrawCellBlock": "A turn", "DrawSolitary": "A turn", "StartPlan": "A turn", "LayOff": "A turn",
        "SendToYard": "A turn", "Discard": "A turn", "FoilPlan": "Foiling a plan",
        "AddCoConspirator": "Foiling a plan", "NoCoConspirator": "Foiling a plan",
        **{name: "Action cards" for name in ("WorkDetailDraw", "WorkDetailTake", "CellSearchKeep", "UncoverPlan",
                                             "AskFavor", "PlaceAction", "WardenToYard", "WardenDiscardPlan")}}
    #: bots and the table hand back the listed action itself; only a clicked card may be another of its kind
    listed_objects_first = True

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
                shuffle_cards(rng, acts)
        else:
            shuffle_cards(rng, acts)
        zones = Zones({"cell_block": plans, "solitary": [], "yard": [], "revealed": [], "action_deck": acts,
                       "action_discard": [], "action_active": [], "on_plans": []})
        for s in range(num_players):
            zones.add_zone(HAND[s])
            zones.add_zone(PLAY[s])
            zones.add_zone(FOILED[s])
        st = cls(variant, num_players, seed, rng, zones, dealer=num_players - 1, totals=[0] * num_players,
                 known=[[] for _ in range(num_players)])
        st.rules = rules_of(variant)
        events: list[Event] = []
        st._deal_round(events, shuffle=not stacked)
        st.opening_events = events
        return st

    # -- rounds ----------------------------------------------------------------------------
    def _deal_round(self, events: list[Event], shuffle: bool = True) -> None:
        """Gather, shuffle, reveal the first Yard Escapee, deal, and start the first turn."""
        z = self.piles
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
        self.hand_counts = [None] * n  # (counted afresh once the new hands are dealt)
        for plan in {self.guard_help_on, self.change_on} - {-1}:
            self._clear_plan_actions(plan, "round_end", events)
        self._count_play()
        if gathered:
            events.append(E.PlansGathered(len(cb)))
        if shuffle:
            shuffle_cards(self.rng, cb)
            events.append(Shuffled("Cell Block", len(cb)))
        self.known = [[] for _ in range(n)]
        self.shown_known = None
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
                shuffle_cards(self.rng, cb)
                events.append(Shuffled("Cell Block", len(cb)))
                break
            card = cb.pop()
            revealed += 1
            if IS_ESCAPEE[card]:
                z["yard"].append(card)
                events.append(CARD_REVEALED[card, "yard", "setup"])
                break
            z["solitary"].append(card)
            events.append(CARD_REVEALED[card, "solitary", "setup"])
        # The deal, one card at a time from the dealer's left.
        order = list(seats_from(self.dealer, n, include_start=False)) + [self.dealer]
        # (the cards as they come off the top, one round of the table at a time: seat i of the order gets
        # every n-th card from the i-th)
        size = r.hand_size * n
        top = cb[len(cb) - size:][::-1]
        del cb[len(cb) - size:]
        for i, s in enumerate(order):
            dealt = top[i::n]
            z[HAND[s]].extend(dealt)
            events.append(E.Dealt(s, tuple(dealt)))
        self.tally.cards_dealt += r.hand_size * n
        self._begin_turn(next_seat(self.dealer, n), events)

    def _begin_turn(self, seat: int, events: list[Event]) -> None:
        self.current = seat
        self.turn += 1
        self.round_turns += 1
        self.played = False
        self.yard_sent = 0
        self.foiled_this_turn = False
        events.append(TURN_BEGAN[seat, self.turn])
        self.phase = DRAW
        self.pending = DRAW_DECISIONS[seat][bool(self.piles["solitary"])]

    def round_score(self, goer: int = -1) -> tuple[list[int], list[int], list[int]]:
        """(plan-card points, Escapee points, going-out bonus) per seat if the round ended now."""
        n = self.num_players
        r = self.rules
        z = self.piles
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
        self.shown_rest = None
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
        self.dealer = next_seat(self.dealer, n)
        self._deal_round(events)

    def _game_over(self, winners: tuple[int, ...], reason: str, events: list[Event]) -> None:
        self.winners = winners
        self.end_reason = reason
        self.phase = OVER
        self.pending = None
        events.append(GameOver(winners, reason))

    # -- a position set up by hand --------------------------------------------------------
    def start_step(self, phase: str) -> list[Event]:
        """Offer the current seat the decision of ``phase`` in a position set up by hand (:mod:`.positions`):
        ``draw``, ``play``, ``discard``, or an Action card kind, whose card (``action_card``) is carried
        out now. Returns the events that carrying it out caused."""
        events: list[Event] = []
        if phase == DRAW:
            self.phase = DRAW
            self.pending = DRAW_DECISIONS[self.current][bool(self.piles["solitary"])]
        elif phase == PLAY_PHASE:
            self._play_decision()
        elif phase == DISCARD:
            self._discard_decision()
        elif self.action_card >= 0 and ACTION_KIND[self.action_card] == phase:
            self._START[phase](self, events)
        else:
            raise StateError(f"cannot start a position at {phase!r}")
        return events

    # -- the play decision -----------------------------------------------------------------
    def _play_decision(self) -> None:
        """Offer the current seat the play step: every legal choice (discards first: the commonest choice).
        (Listed here rather than in a function of its own: asked after every draw and play, the call added up.)"""
        self.phase = PLAY_PHASE
        seat = self.current
        kc, rep = self.hand_counts[seat] or self.hand_count(seat)
        in_play = self.in_play
        r = self.rules
        keep = len(self.hand_piles[seat]) - 1
        yard = self.piles["yard"]
        # One pass through the kinds I hold (a loop of its own, not a comprehension: that would be a call of its
        # own), gathering the three parts of the list in their order: a discard of each kind; the starts and
        # lay-offs of each plan I hold cards of; each Escapee (the kinds after the plans') to the Yard. The
        # plays are offered only if a card is kept.
        acts: list[Action] = []
        plays: list[Action] = []
        sends: list[Action] = []
        can_start = None  # (whether the Yard lets a plan start: asked only of a plan I could start)
        start_min = r.start_min
        for k in compress(_KIND_IDS, kc):
            c = rep[k]
            acts.append(DISCARD_OF[c])
            if k < NUM_PLANS:
                n = kc[k]
                top = n if n < keep else keep
                if in_play[k]:
                    plays += LAYOFFS_UP_TO[k][top]
                elif top >= start_min:
                    if can_start is None:
                        can_start = len(yard) >= NUM_PLANS - in_play.count(0) + r.yard_extra
                    if can_start:
                        plays += START_OF[k][start_min:top + 1]
            else:
                sends.append(SEND_AT[c])
        if keep > 0:
            acts += plays
            if sends and self.yard_sent < r.yard_per_turn:
                acts += sends
        for p in compress(_PLAN_IDS, self.plan_counts[seat]):  # (the plans I have cards of in front of me)
            if in_play[p] >= (r.gh_threshold if self.guard_help_on == p else r.threshold):
                acts += self._foil_actions(p, rep if keep > 0 else None, yard)
        self.pending = Decision(seat, PLAY_PHASE, tuple(acts), "Start or add to plans, send an Escapee to the "
                                "Yard, foil a plan, or discard a card to end your turn.", True)

    def _discard_decision(self) -> None:
        self.phase = DISCARD
        rep = self.hand_count(self.current)[1]
        self.pending = Decision(self.current, DISCARD, tuple([DISCARD_OF[c] for c in rep if c >= 0]),
                                "You foiled a plan: discard a card to end your turn.", True)

    def _foil_actions(self, plan: int, hand_rep: list[int] | None, yard: list[int]) -> list[Action]:
        """Foils of ``plan`` with each fitting kind of Escapee from hand (if one may be spared) or Yard."""
        any_plan = self.change_on == plan
        out: list[Action] = []
        if hand_rep is not None:
            for k in range(NUM_PLANS, NUM_KINDS):
                c = hand_rep[k]
                if c >= 0 and fits_plan(c, plan, any_plan):
                    out.append(FOIL_OF[plan][c][0])
        seen = set()
        for c in yard:
            k = KIND[c]
            if k not in seen and fits_plan(c, plan, any_plan):
                seen.add(k)
                out.append(FOIL_OF[plan][c][1])
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
        acts = pending.actions
        if action in acts:  # (the gate has already looked for the listed object itself: listed_objects_first)
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
        z = self.piles
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

    # -- the draw --------------------------------------------------------------------------
    @rule(A.DrawCellBlock)
    def draw_from_cell_block(self, action: A.DrawCellBlock) -> list[Event]:
        events: list[Event] = []
        self._draw(self.current, 2, "draw", events)
        self._play_decision()
        return events

    @rule(A.DrawSolitary)
    def take_top_of_solitary(self, action: A.DrawSolitary) -> list[Event]:
        events: list[Event] = []
        self._take_public(self.current, self.piles["solitary"][-1], "solitary", "draw", events)
        self._play_decision()
        return events

    # -- plays ---------------------------------------------------------------------------
    @rule(A.StartPlan)
    def start_plan(self, action: A.StartPlan) -> list[Event]:
        return self._meld(action.plan, action.count, E.PlanStarted)

    @rule(A.LayOff)
    def lay_off(self, action: A.LayOff) -> list[Event]:
        return self._meld(action.plan, action.count, E.LaidOff)

    def _meld(self, plan: int, count: int, told: type[E.PlanStarted] | type[E.LaidOff]) -> list[Event]:
        """``count`` Plan cards of ``plan`` go from hand into the play area (the event ``told`` says so); the
        first start or lay-off of a turn draws the Action card. (One call for the whole play: the commonest.)"""
        seat = self.current
        cards = self._leave_hand_kind(seat, plan, count)  # (a plan's Plan cards are the kind of that number)
        self._to_play(seat, plan, cards)
        events: list[Event] = [told(seat, plan, cards)]
        if self.played:
            self._play_decision()
        else:
            self.played = True
            self._draw_action_card(events)
        return events

    @rule(A.SendToYard)
    def send_to_yard(self, action: A.SendToYard) -> list[Event]:
        self._leave_hand(self.current, action.card)
        self.piles["yard"].append(action.card)
        self.yard_sent += 1
        events: list[Event] = [SENT_TO_YARD[self.current, action.card, "turn"]]
        self._play_decision()
        return events

    # -- foiling ---------------------------------------------------------------------------
    @rule(A.FoilPlan)
    def foil(self, action: A.FoilPlan) -> list[Event]:
        """The mastermind and the foiler's own cards of the plan go to their Foiled! pile; then each other
        player in the plan, clockwise, does the same and may add a co-conspirator; then only a discard."""
        seat = self.current
        plan = action.plan
        z = self.piles
        if action.from_yard:
            z["yard"].remove(action.escapee)
        else:
            self._leave_hand(seat, action.escapee)
        mine = self._off_play(seat, plan)
        z[FOILED[seat]].extend(mine)
        z[FOILED[seat]].append(action.escapee)
        self.shown_rest = None
        events: list[Event] = [E.PlanFoiled(seat, plan, action.escapee, action.from_yard, tuple(mine))]
        self.foiled_this_turn = True
        self.foils_this_round += 1
        self.tally.foils[plan] += 1
        self._clear_plan_actions(plan, "foiled", events)
        self.foil_plan = plan
        self.queue = [s for s in seats_from(seat, self.num_players, include_start=False)
                      if self.plan_counts[s][plan]]
        self._continue_foil(events)
        return events

    def _continue_foil(self, events: list[Event]) -> None:
        """Each other player in the plan, clockwise, files their cards and may add a co-conspirator."""
        z = self.piles
        plan = self.foil_plan
        while self.queue:
            s = self.queue[0]
            theirs = self._off_play(s, plan)
            if theirs:
                z[FOILED[s]].extend(theirs)
                self.shown_rest = None
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
        events.append(PLAN_LEFT_PLAY[plan])
        self._discard_decision()

    def _co_conspirator_options(self, seat: int, plan: int) -> tuple[Action, ...]:
        if not self.rules.co_conspirators:
            return ()
        hand = self.piles[HAND[seat]]
        if len(hand) < 2:
            return ()
        seen = set()
        out: list[Action] = []
        for c in hand:
            if IS_ESCAPEE[c] and fits_plan(c, plan) and KIND[c] not in seen:
                seen.add(KIND[c])
                out.append(ADD_CO_CONSPIRATOR[c])
        if out:
            out.append(NO_CO_CONSPIRATOR)
        return tuple(out)

    @rule(A.AddCoConspirator)
    def add_co_conspirator(self, action: A.AddCoConspirator) -> list[Event]:
        s = self.queue.pop(0)
        self._leave_hand(s, action.card)
        self.piles[FOILED[s]].append(action.card)
        self.shown_rest = None
        self.tally.co_conspirators += 1
        events: list[Event] = [CO_CONSPIRATOR_ADDED[s, self.foil_plan, action.card]]
        self._continue_foil(events)
        return events

    @rule(A.NoCoConspirator)
    def keep_escapees(self, action: A.NoCoConspirator) -> list[Event]:
        s = self.queue.pop(0)
        events: list[Event] = [E.CoConspiratorDeclined(s)]
        self._continue_foil(events)
        return events

    # -- the discard ends the turn ---------------------------------------------------------
    @rule(A.Discard)
    def discard(self, action: A.Discard) -> list[Event]:
        seat = self.current
        z = self.piles
        self._leave_hand(seat, action.card)
        z["solitary"].append(action.card)
        events: list[Event] = [DISCARDED[seat, action.card]]
        # The turn ends: the round with it if the hand is empty, the Cell Block too, or the round went on too long.
        if not z[HAND[seat]]:
            events.append(E.WentOut(seat))
            self._end_round(WENT_OUT, seat, events)
        elif not z["cell_block"]:
            self._end_round(CELL_BLOCK_EMPTY, -1, events)
        elif self.round_turns >= self.rules.max_round_turns:
            self.tally.stalled_rounds += 1
            self._end_round(TURN_LIMIT, -1, events)
        else:
            self._begin_turn(next_seat(seat, self.num_players), events)
        return events

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
        hand = self.piles[HAND[self.current]]
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
            if not self.plan_counts[self.current][plan]:
                return f"{label}: you need at least one {PLANS[plan].name} card in front of you."
            if in_play[plan] < self.threshold(plan):
                return (f"{label}: the plan needs {self.threshold(plan)} cards in play "
                        f"and has {in_play[plan]}.")
            if IS_ESCAPEE[action.escapee] and not fits_plan(action.escapee, plan, self.change_on == plan):
                return f"{label}: {card_name(action.escapee)} can only be the mastermind of his own plan."
            src = self.piles["yard"] if action.from_yard else hand
            if action.escapee not in src:
                return f"{label}: that Escapee is not {'in the Yard' if action.from_yard else 'in your hand'}."
            return f"{label}: you must keep one card in hand to discard."
        return f"{label}: you do not hold that card."

def new_state(variant: Variant, num_players: int, seed: int, deck: Sequence[int] | None = None) -> AlcatrazState:
    return AlcatrazState.new(variant, num_players, seed, deck)


#: the state class of this game (read by :meth:`GameSpec.assemble`)
STATE = AlcatrazState

__all__ = ["AlcatrazState", "STATE", "new_state"]
