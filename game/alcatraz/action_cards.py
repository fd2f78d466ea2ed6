"""The eight Action cards: drawn after the first start or lay-off of a turn, then carried out.

Each card is a short section below: how it starts (:meth:`ActionCardRules._draw_action_card`
looks it up in ``_START``) and the ``@rule`` that plays its answer. A choice
with a single possibility is made at once (a person would never want to be
asked); any real choice becomes a decision for the seat that makes it: the
current player, or, for the Warden, each player in turn from the current one
clockwise. When the card is done, :meth:`ActionCardRules._finish_action` puts
it on the Action discard pile (unless it now lies on a plan) and the turn goes
on with the play step, which the turn rules (:mod:`.rules`) build.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Callable, ClassVar

from game.alcatraz import actions as A
from game.alcatraz import events as E
from game.alcatraz.cards import (
    ACTION_KIND,
    CELL_SEARCH,
    CHANGE_IN_PLAN,
    GUARD_HELP,
    IS_ESCAPEE,
    KIND,
    NUM_PLANS,
    PLAN_OF,
    PLAN_UNCOVERED,
    PLANS_DECK,
    RATTED_ON,
    RETURNING_FAVORS,
    WARDEN,
    WORK_DETAIL,
)
from game.alcatraz.constants import HAND, MAX_PLAYERS, PLAY
from game.alcatraz.state import (
    ACTION_DISCARDED,
    ACTION_DRAWN,
    CARD_MOVED,
    CARD_REVEALED,
    FAVOR_ASKED,
    SENT_TO_YARD,
    Tabletop,
    shuffle_cards,
)
from game.engine import Action, Decision, Event, Shuffled, rule, seats_from

ASK_FAVOR = tuple(A.AskFavor(p) for p in range(NUM_PLANS))
# Each card's choices, made once (by card, plan or seat and plan) rather than looked up again at every card drawn.
WORK_DETAIL_DRAW = A.make(A.WorkDetailDraw)
WORK_DETAIL_TAKE = tuple(A.make(A.WorkDetailTake, c) for c in PLANS_DECK)
CELL_SEARCH_KEEP = tuple(A.make(A.CellSearchKeep, c) for c in PLANS_DECK)
UNCOVER_PLAN = tuple(tuple(A.make(A.UncoverPlan, s, p) for p in range(NUM_PLANS)) for s in range(MAX_PLAYERS))
PLACE_ACTION = tuple(A.make(A.PlaceAction, p) for p in range(NUM_PLANS))
WARDEN_TO_YARD = tuple(A.make(A.WardenToYard, c) for c in PLANS_DECK)
WARDEN_DISCARD_PLAN = tuple(A.make(A.WardenDiscardPlan, p) for p in range(NUM_PLANS))

#: what each card asks, as the decision's prompt (the table shows it above the answers)
PROMPTS = {
    WORK_DETAIL: "Work Detail: draw two cards from the Cell Block, or take any one card from Solitary.",
    CELL_SEARCH: "Cell Search: keep one of the turned-over cards; the others go to Solitary.",
    PLAN_UNCOVERED: "Plan Uncovered: take one Plan card from another player's play area into yours.",
    RETURNING_FAVORS: "Returning Favors: name a plan; the first player to your left holding one of its Plan "
                      "cards must give you one.",
    CHANGE_IN_PLAN: "Change in Plan: put it on a plan in play; whoever foils it may use any Escapee.",
    WARDEN: "Warden: send an Escapee from your hand to the Yard (and draw a card), or discard all your cards "
            "of one plan to Solitary.",
}


def _by_kind(cards: list[int]) -> list[int]:
    """One card of each kind among ``cards`` (the topmost one), in kind order."""
    rep: dict[int, int] = {}
    for c in cards:
        rep[KIND[c]] = c
    return [rep[k] for k in sorted(rep)]


class ActionCardRules(Tabletop):
    """The Action cards' part of the rules (the turn rules, :class:`~.rules.AlcatrazState`, extend it)."""

    @abstractmethod
    def _play_decision(self) -> None:
        """The current player's play step, after an Action card (built by the turn rules)."""

    # -- drawing and finishing ---------------------------------------------------------------
    def _draw_action_card(self, events: list[Event]) -> None:
        """Draw the top Action card (reshuffling the used ones if the deck ran out) and carry it out."""
        z = self.piles
        deck = z["action_deck"]
        if not deck:
            used = z["action_discard"]
            if not used:  # every Action card lies on a plan or is in use: nothing to draw
                self._play_decision()
                return
            deck.extend(used)
            used.clear()
            shuffle_cards(self.rng, deck)
            events.append(Shuffled("Action deck", len(deck)))
        card = deck.pop()
        z["action_active"].append(card)
        self.action_card = card
        self.tally.action_cards += 1
        events.append(ACTION_DRAWN[self.current, card])
        self._START[ACTION_KIND[card]](self, events)

    def _finish_action(self, events: list[Event]) -> None:
        active = self.piles["action_active"]
        if active:
            card = active.pop()
            self.piles["action_discard"].append(card)
            events.append(ACTION_DISCARDED[card, "done"])
        self.action_card = -1
        self._play_decision()

    def _choose(self, kind: str, seat: int, options: list[Action], prompt: str, events: list[Event]) -> None:
        """Ask ``seat`` to choose, choose the only option, or finish if there is none."""
        if not options:
            self._finish_action(events)
        elif len(options) == 1:
            events.extend(self._apply(options[0]))
        else:
            self.phase = kind
            self.pending = Decision(seat, kind, tuple(options), prompt, True)

    # -- Work Detail: draw two, or take any one card from Solitary ---------------------------
    def _work_detail(self, events: list[Event]) -> None:
        z = self.piles
        options: list[Action] = [WORK_DETAIL_DRAW] if z["cell_block"] else []
        options += map(WORK_DETAIL_TAKE.__getitem__, _by_kind(z["solitary"]))
        self._choose(WORK_DETAIL, self.current, options, PROMPTS[WORK_DETAIL], events)

    @rule(A.WorkDetailDraw)
    def work_detail_draw(self, action: A.WorkDetailDraw) -> list[Event]:
        events: list[Event] = []
        self._draw(self.current, 2, "work_detail", events)
        self._finish_action(events)
        return events

    @rule(A.WorkDetailTake)
    def work_detail_take(self, action: A.WorkDetailTake) -> list[Event]:
        events: list[Event] = []
        self._take_public(self.current, action.card, "solitary", "work_detail", events)
        self._finish_action(events)
        return events

    # -- Cell Search: turn over three, keep one, the rest to Solitary -------------------------
    def _cell_search(self, events: list[Event]) -> None:
        z = self.piles
        cb = z["cell_block"]
        for _ in range(min(3, len(cb))):
            card = cb.pop()
            z["revealed"].append(card)
            events.append(CARD_REVEALED[card, "revealed", "cell_search"])
        self._choose(CELL_SEARCH, self.current, [CELL_SEARCH_KEEP[c] for c in _by_kind(z["revealed"])],
                     PROMPTS[CELL_SEARCH], events)

    @rule(A.CellSearchKeep)
    def keep_from_cell_search(self, action: A.CellSearchKeep) -> list[Event]:
        events: list[Event] = []
        z = self.piles
        self._take_public(self.current, action.card, "revealed", "cell_search", events)
        revealed = z["revealed"]
        for card in revealed:
            events.append(CARD_MOVED[card, "revealed", "solitary", "cell_search"])
        z["solitary"].extend(revealed)
        revealed.clear()
        self._finish_action(events)
        return events

    # -- Plan Uncovered: take a Plan card from another play area, then turn over three --------
    def _plan_uncovered(self, events: list[Event]) -> None:
        z = self.piles
        options: list[Action] = []
        for s in seats_from(self.current, self.num_players, include_start=False):
            plans = sorted({PLAN_OF[c] for c in z[PLAY[s]]})
            options += [UNCOVER_PLAN[s][p] for p in plans]
        if not options:  # nobody else has a plan: draw a card instead, then turn over three
            self._draw(self.current, 1, "plan_uncovered", events)
            self._reveal(3, "plan_uncovered", events)
            self._finish_action(events)
            return
        self._choose(PLAN_UNCOVERED, self.current, options, PROMPTS[PLAN_UNCOVERED], events)

    @rule(A.UncoverPlan)
    def uncover_plan(self, action: A.UncoverPlan) -> list[Event]:
        events: list[Event] = []
        z = self.piles
        card = next(c for c in reversed(z[PLAY[action.from_seat]]) if PLAN_OF[c] == action.plan)
        self._off_play(action.from_seat, action.plan, card)
        self._to_play(self.current, action.plan, (card,))
        events.append(E.PlanCardTaken(self.current, action.from_seat, action.plan, card))
        self._reveal(3, "plan_uncovered", events)
        self._finish_action(events)
        return events

    # -- Returning Favors: name a plan, the first player to the left who has one gives one ----
    def _returning_favors(self, events: list[Event]) -> None:
        self.phase = RETURNING_FAVORS
        self.pending = Decision(self.current, RETURNING_FAVORS, ASK_FAVOR, PROMPTS[RETURNING_FAVORS], True)

    @rule(A.AskFavor)
    def ask_for_favor(self, action: A.AskFavor) -> list[Event]:
        """Each player to the left in turn is asked; the first who holds one of the plan's cards must give
        one, and draws a replacement if the Cell Block has any."""
        events: list[Event] = []
        me = self.current
        plan = action.plan
        events.append(E.FavorNamed(me, plan))
        for s in seats_from(me, self.num_players, include_start=False):
            hand = self.piles[HAND[s]]
            card = next((c for c in reversed(hand) if PLAN_OF[c] == plan), -1)
            events.append(FAVOR_ASKED[me, s, plan, card])
            if card >= 0:
                self._leave_hand(s, card)
                self._into_hand(me, (card,))
                self.known[me].append(card)
                self.shown_known = None
                if self.piles["cell_block"]:
                    self._draw(s, 1, "favor_replacement", events)
                break
        self._finish_action(events)
        return events

    # -- Ratted On: draw two, then turn over three ----------------------------------------------
    def _ratted_on(self, events: list[Event]) -> None:
        self._draw(self.current, 2, "ratted_on", events)
        self._reveal(3, "ratted_on", events)
        self._finish_action(events)

    # -- Guard Help and Change in Plan: lie on a plan in play until it is foiled -------------
    def _place_on_plan(self, events: list[Event]) -> None:
        in_play = self.in_play
        plans = [p for p in range(NUM_PLANS) if in_play[p]]
        guard = ACTION_KIND[self.action_card] == GUARD_HELP
        if not plans:  # no plan to put it on: it is used up
            card = self.piles["action_active"].pop()
            self.piles["action_discard"].append(card)
            events.append(ACTION_DISCARDED[card, "no_plan"])
            self.action_card = -1
            self._play_decision()
            return
        prompt = (f"Guard Help: put it on a plan in play; that plan can be foiled with {self.rules.gh_threshold} "
                  "cards." if guard else PROMPTS[CHANGE_IN_PLAN])
        self._choose(GUARD_HELP if guard else CHANGE_IN_PLAN, self.current,
                     [PLACE_ACTION[p] for p in plans], prompt, events)

    @rule(A.PlaceAction)
    def place_on_plan(self, action: A.PlaceAction) -> list[Event]:
        events: list[Event] = []
        card = self.action_card
        self.zones.move(card, "action_active", "on_plans")
        if ACTION_KIND[card] == GUARD_HELP:
            self.guard_help_on = action.plan
        else:
            self.change_on = action.plan
        events.append(E.ActionPlaced(self.current, card, action.plan))
        self._finish_action(events)
        return events

    # -- Warden: each player, from the current one clockwise, gives something up -------------
    def _warden(self, events: list[Event]) -> None:
        self.queue = list(seats_from(self.current, self.num_players))
        self._continue_warden(events)

    def warden_options(self, seat: int) -> list[Action]:
        """An Escapee from hand to the Yard (if a card stays in hand after the replacement), or one plan's
        cards from the play area to Solitary."""
        z = self.piles
        hand = z[HAND[seat]]
        options: list[Action] = []
        if len(hand) >= 2 or z["cell_block"]:  # the replacement keeps a card in hand
            options += [WARDEN_TO_YARD[c] for c in _by_kind([c for c in hand if IS_ESCAPEE[c]])]
        options += [WARDEN_DISCARD_PLAN[p] for p in sorted({PLAN_OF[c] for c in z[PLAY[seat]]})]
        return options

    def _continue_warden(self, events: list[Event]) -> None:
        """The next seat in the queue chooses; a seat with only one possible choice makes it at once."""
        while self.queue:
            seat = self.queue[0]
            options = self.warden_options(seat)
            if len(options) > 1:
                self.phase = WARDEN
                self.pending = Decision(seat, WARDEN, tuple(options), PROMPTS[WARDEN], True)
                return
            self.queue.pop(0)
            if options:
                self._warden_effect(seat, options[0], events)
            else:
                events.append(E.WardenPassed(seat))
        self._finish_action(events)

    def _warden_effect(self, seat: int, action: Action, events: list[Event]) -> None:
        z = self.piles
        if isinstance(action, A.WardenToYard):
            self._leave_hand(seat, action.card)
            z["yard"].append(action.card)
            events.append(SENT_TO_YARD[seat, action.card, "warden"])
            if z["cell_block"]:
                self._draw(seat, 1, "warden_replacement", events)
        else:
            assert isinstance(action, A.WardenDiscardPlan)
            cards = self._off_play(seat, action.plan)
            z["solitary"].extend(cards)
            events.append(E.WardenDiscardedPlan(seat, action.plan, tuple(cards)))
            self._check_left_play(action.plan, events)

    @rule(A.WardenToYard, A.WardenDiscardPlan)
    def answer_warden(self, action: Action) -> list[Event]:
        events: list[Event] = []
        seat = self.queue.pop(0)
        self._warden_effect(seat, action, events)
        self._continue_warden(events)
        return events

    # -- which card starts how -------------------------------------------------------------
    _START: ClassVar[dict[str, Callable[..., None]]] = {
        WORK_DETAIL: _work_detail, CELL_SEARCH: _cell_search, PLAN_UNCOVERED: _plan_uncovered,
        RETURNING_FAVORS: _returning_favors, RATTED_ON: _ratted_on, GUARD_HELP: _place_on_plan,
        CHANGE_IN_PLAN: _place_on_plan, WARDEN: _warden,
    }


__all__ = ["ActionCardRules", "PROMPTS"]
