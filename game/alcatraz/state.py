"""The cards on the Alcatraz table, and the few moves every rule makes with them.

:class:`Tabletop` is the game's plain data (zones of card ids, scores, whose
turn, the pending decision) with the card movements that the turn rules
(:mod:`.rules`) and the Action cards (:mod:`.action_cards`) share: draw from
the Cell Block, take a face-up card, turn cards over, a plan leaving play. It
also answers what a seat may see (:meth:`Tabletop.view`) and checks its own
invariants. The rules themselves live in the two subclasses, so each reads
like its part of the rulings.

Zones (top of a pile = end of its list): ``cell_block``, ``solitary``, ``yard``,
``revealed`` (cards turned over by Cell Search), ``hand{s}``, ``play{s}``,
``foiled{s}``, ``action_deck``, ``action_discard``, ``action_active`` (the Action
card being carried out) and ``on_plans`` (Guard Help / Change in Plan lying on a
plan, which ``guard_help_on`` / ``change_on`` name).
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self, Sequence

from game.alcatraz import events as E
from game.alcatraz.cards import (
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
)
from game.alcatraz.constants import DRAW, FOILED, HAND, MAX_PLAYERS, OVER, PHASES, PLAY
from game.alcatraz.params import YARD_AFTER_START, YARD_BEFORE_START
from game.alcatraz.view import HABIT_FIELDS, AlcatrazView
from game.engine import Decision, Event, GameState, Rng, StateError, TurnBegan, Variant, Zones
from game.engine.actions import Shared
from game.engine.codec import TRANSIENT
from game.engine.memo import per_object
from game.engine.views import cut, part_type

# The events a game makes again and again (a turn begins, a seat discards, a card is revealed), each made once and
# shared (:class:`~game.engine.actions.Shared`): looking up the one made before costs a third of making a new one.
# The rules (here, :mod:`.rules` and :mod:`.action_cards`) build them through these, by their fields in order.
CARD_REVEALED = Shared(E.CardRevealed)
CARD_MOVED = Shared(E.CardMoved)
TURN_BEGAN = Shared(TurnBegan)
SENT_TO_YARD = Shared(E.EscapeeSentToYard)
CO_CONSPIRATOR_ADDED = Shared(E.CoConspiratorAdded)
DISCARDED = Shared(E.Discarded)
ACTION_DRAWN = Shared(E.ActionDrawn)
ACTION_DISCARDED = Shared(E.ActionDiscarded)
FAVOR_ASKED = Shared(E.FavorAsked)
PLAN_LEFT_PLAY = tuple(E.PlanLeftPlay(p) for p in range(NUM_PLANS))

_STANDARD_RANDBELOW = random.Random._randbelow_with_getrandbits  # type: ignore[attr-defined]
_new_view = tuple.__new__  # an AlcatrazView from its fields in order, without the named tuple's keyword parsing


def shuffle_cards(rng: Rng, cards: list[int]) -> None:
    """``rng.shuffle(cards)``, card for card and leaving ``rng`` where it would (a test holds it to that),
    at about twice the speed: a round deals from a fresh shuffle, and the hard player shuffles hidden cards
    for every deal it imagines, so Python's per-card method calls add up."""
    if type(rng)._randbelow is not _STANDARD_RANDBELOW:  # a generator of another make: its own shuffle
        rng.shuffle(cards)
        return
    bits = rng.getrandbits
    for i, n, k in _shuffle_steps(len(cards)):
        j = bits(k)
        while j >= n:
            j = bits(k)
        cards[i], cards[j] = cards[j], cards[i]


@functools.cache
def _shuffle_steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """The steps of shuffling ``size`` cards: each place from the last down to the second (``i``), the number
    of places to draw its card from (``n = i + 1``), and the random bits that draw takes (``n.bit_length()``).
    Worked out once per size rather than again for every card of every shuffle."""
    return tuple((n - 1, n, n.bit_length()) for n in range(size, 1, -1))


def count_hand(hand: Sequence[int]) -> tuple[list[int], list[int]]:
    """Cards per kind in ``hand``, and one card of each kind (the last one held, or -1)."""
    kc = [0] * NUM_KINDS
    rep = [-1] * NUM_KINDS
    for c in hand:
        k = KIND[c]
        kc[k] += 1
        rep[k] = c
    return kc, rep


@dataclass
class Tally:
    """Running statistics of a game, for :meth:`Tabletop.stats`."""

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


@per_object
def rules_of(variant: Variant) -> Rules:
    """The :class:`Rules` of ``variant``, made once per variant and shared (nobody changes them): every new
    game and every computer player needs them, and each number read from a variant goes through its
    ``__getattr__``, so a simulation spent more on this than on a round's deal."""
    return Rules(variant)


@dataclass
class Tabletop(GameState):
    """A game of Escape from Alcatraz as plain data, and the card moves its rules share."""

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
    # Each seat's hand counted by kind (:func:`count_hand`: cards per kind, and the card of each kind the choices
    # name, the last one held), or None until first asked (:meth:`hand_count`). Every play decision, every view
    # and every computer player's decision needs the count, and a hand changes by a card or two between them, so
    # each move into or out of a hand (:meth:`_into_hand`, :meth:`_leave_hand`) keeps it up to date rather than
    # counting the hand again. A new deal and a copy (whose hands a look-ahead may deal again) forget them.
    hand_counts: list[tuple[list[int], list[int]] | None] = field(default_factory=list, init=False,
                                                                  metadata=TRANSIENT, repr=False, compare=False)
    # Plan cards per plan in each seat's play area (``plan_counts[seat][plan]``) and in all of them
    # (``in_play[plan]``): every play decision needs them, so every move to or from a play area keeps them
    # up to date (``_to_play``, ``_off_play``), rather than counting the table again.
    plan_counts: list[list[int]] = field(default_factory=list, init=False, metadata=TRANSIENT, repr=False,
                                         compare=False)
    in_play: list[int] = field(default_factory=list, init=False, metadata=TRANSIENT, repr=False, compare=False)
    # The zones' card lists by name: the very lists ``zones`` holds (always changed in place, never replaced),
    # read without a method call each time, since a look-ahead reads them thousands of times a second.
    piles: dict[str, list[int]] = field(default_factory=dict, init=False, metadata=TRANSIENT, repr=False,
                                        compare=False)
    # The hands and the play areas (the very lists ``piles`` holds), seat by seat: each view counts all the
    # hands, and shows all the play areas again whenever one changes.
    hand_piles: tuple[list[int], ...] = field(default=(), init=False, metadata=TRANSIENT, repr=False,
                                              compare=False)
    play_piles: tuple[list[int], ...] = field(default=(), init=False, metadata=TRANSIENT, repr=False,
                                              compare=False)
    # What :meth:`view` shows of the play areas (``play``; their counts ``plan_counts`` and ``in_play`` apart, in
    # ``shown_counts``: the normal player reads only those), of the cards known to be in hands (``known``) and of
    # the piles that change a few times a round (``foiled``, ``totals``, ``round_points``), kept as the tuples a
    # view holds until a card moves there (the moves set them back to None): every computer player's every
    # decision asks for a view, and these change far less often than once a decision (the known cards apart
    # from the rest: they change with every card taken from Solitary and every such card played).
    # :meth:`validate` checks them.
    shown_play: tuple | None = field(default=None, init=False, metadata=TRANSIENT, repr=False, compare=False)
    shown_counts: tuple | None = field(default=None, init=False, metadata=TRANSIENT, repr=False, compare=False)
    shown_known: tuple | None = field(default=None, init=False, metadata=TRANSIENT, repr=False, compare=False)
    shown_rest: tuple | None = field(default=None, init=False, metadata=TRANSIENT, repr=False, compare=False)

    spec_id: ClassVar[str] = "alcatraz"

    def __post_init__(self) -> None:
        self.piles = dict(self.zones.items())
        self.hand_piles = tuple(self.piles.get(name, []) for name in HAND[:self.num_players])
        self.play_piles = tuple(self.piles.get(name, []) for name in PLAY[:self.num_players])
        self.hand_counts = [None] * self.num_players
        self._count_play()

    def after_load(self) -> None:
        self.rules = rules_of(self.variant)

    def _count_play(self) -> None:
        """Count the play areas afresh (a new state, a new round). Cards that do not belong in a play
        area are left for :meth:`validate` to report."""
        counts = [[0] * NUM_PLANS for _ in range(self.num_players)]
        total = [0] * NUM_PLANS
        for s in range(self.num_players):
            area = self.piles.get(PLAY[s], ())
            for c in area:
                if 0 <= c < FIRST_INFAMOUS:
                    counts[s][PLAN_OF[c]] += 1
                    total[PLAN_OF[c]] += 1
        self.plan_counts, self.in_play = counts, total
        self.shown_play = self.shown_counts = self.shown_known = self.shown_rest = None

    def clone(self, rng: Rng | None = None) -> Self:
        """An independent copy, made quickly (the hard player clones positions many times a decision).

        ``rng``: the copy's random generator; by default an exact copy of this one's (a look-ahead, which
        shuffles only when the Action deck runs out, hands its copies one shared generator instead:
        copying a generator's state costs as much as the rest of the copy)."""
        new = object.__new__(type(self))
        d = dict(self.__dict__)
        d["zones"] = self.zones.copy()
        d["piles"] = piles = dict(d["zones"].items())
        d["hand_piles"] = tuple(piles[name] for name in HAND[:self.num_players])
        d["play_piles"] = tuple(piles[name] for name in PLAY[:self.num_players])
        if rng is None:
            rng = Rng.__new__(Rng)
            rng.setstate(self.rng.getstate())
        d["rng"] = rng
        d["totals"] = list(self.totals)
        d["round_points"] = [list(p) for p in self.round_points]
        d["queue"] = list(self.queue)
        d["known"] = [list(k) for k in self.known]
        d["tally"] = Tally(**{**self.tally.__dict__, "foils": list(self.tally.foils)})
        d["plan_counts"] = [list(c) for c in self.plan_counts]
        d["in_play"] = list(self.in_play)
        d["hand_counts"] = [None] * self.num_players  # (counted again if asked: a look-ahead may deal them anew)
        d["opening_events"] = []
        new.__dict__.update(d)
        return new

    def copy(self) -> Self:
        return self.clone()

    def __deepcopy__(self, memo: dict) -> Self:
        return self.clone()

    def seat_names(self) -> list[str]:
        return [f"Player {i + 1}" for i in range(self.num_players)]

    # -- small helpers ---------------------------------------------------------------------
    def hand(self, seat: int) -> list[int]:
        return self.piles[HAND[seat]]

    def play_area(self, seat: int) -> list[int]:
        return self.piles[PLAY[seat]]

    def in_play_counts(self) -> list[int]:
        """Plan cards in play per plan, all play areas together."""
        return list(self.in_play)

    def _to_play(self, seat: int, plan: int, cards: Sequence[int]) -> None:
        """Plan cards of ``plan`` go into ``seat``'s play area."""
        self.play_piles[seat].extend(cards)
        self.plan_counts[seat][plan] += len(cards)
        self.in_play[plan] += len(cards)
        self.shown_play = self.shown_counts = None

    def _off_play(self, seat: int, plan: int, card: int | None = None) -> list[int]:
        """Take ``card`` (or, by default, every card of ``plan``) out of ``seat``'s play area; returns them."""
        area = self.piles[PLAY[seat]]
        if card is not None:
            area.remove(card)
            gone = [card]
        else:
            gone = [c for c in area if PLAN_OF[c] == plan]
            if gone:
                area[:] = [c for c in area if PLAN_OF[c] != plan]
        self.plan_counts[seat][plan] -= len(gone)
        self.in_play[plan] -= len(gone)
        self.shown_play = self.shown_counts = None
        return gone

    def threshold(self, plan: int) -> int:
        r = self.rules
        return r.gh_threshold if self.guard_help_on == plan else r.threshold

    def hand_count(self, seat: int) -> tuple[list[int], list[int]]:
        """``seat``'s hand counted by kind (as :func:`count_hand`), kept up to date move by move. The lists are
        the state's own: read them (or copy them) before the next move, never change them."""
        counts = self.hand_counts[seat]
        if counts is None:
            counts = self.hand_counts[seat] = count_hand(self.hand_piles[seat])
        return counts

    def _into_hand(self, seat: int, cards: Sequence[int]) -> None:
        """``cards`` go into ``seat``'s hand, after the cards already there."""
        self.hand_piles[seat].extend(cards)
        counts = self.hand_counts[seat]
        if counts is not None:
            kc, rep = counts
            for c in cards:
                k = KIND[c]
                kc[k] += 1
                rep[k] = c

    def _leave_hand(self, seat: int, card: int) -> None:
        hand = self.hand_piles[seat]
        hand.remove(card)
        counts = self.hand_counts[seat]
        if counts is not None:
            kc, rep = counts
            k = KIND[card]
            left = kc[k] = kc[k] - 1
            if rep[k] == card:  # the card the choices named goes: the last one of its kind still held does now
                if left:
                    for c in reversed(hand):
                        if KIND[c] == k:
                            rep[k] = c
                            break
                else:
                    rep[k] = -1
        known = self.known[seat]
        if known and card in known:
            known.remove(card)
            self.shown_known = None

    def _leave_hand_kind(self, seat: int, kind: int, count: int) -> tuple[int, ...]:
        """The first ``count`` cards of ``kind`` in ``seat``'s hand leave it (a plan started or laid off), as
        :meth:`_leave_hand` would take them one by one, but in one pass: the play step's commonest move."""
        hand = self.hand_piles[seat]
        taken = []
        for c in hand:  # (a plain loop that stops at the last one taken: a comprehension would be a call)
            if KIND[c] == kind:
                taken.append(c)
                if len(taken) == count:
                    break
        cards = tuple(taken)
        for c in cards:
            hand.remove(c)
        counts = self.hand_counts[seat]
        if counts is not None:
            kc, rep = counts
            left = kc[kind] = kc[kind] - len(cards)
            if rep[kind] in cards:  # the card the choices named goes: the last one of its kind still held does now
                rep[kind] = next(c for c in reversed(hand) if KIND[c] == kind) if left else -1
        known = self.known[seat]
        if known:
            for c in cards:
                if c in known:
                    known.remove(c)
                    self.shown_known = None
        return cards

    def _draw(self, seat: int, n: int, reason: str, events: list[Event]) -> list[int]:
        """``seat`` draws up to ``n`` cards from the top of the Cell Block (fewer if it runs short)."""
        cb = self.piles["cell_block"]
        take = min(n, len(cb))
        cards = cb[len(cb) - take:]
        del cb[len(cb) - take:]
        cards.reverse()  # (the top card first)
        self._into_hand(seat, cards)
        events.append(E.Drew(seat, tuple(cards), "cell_block", reason, False))
        return cards

    def _take_public(self, seat: int, card: int, src: str, reason: str, events: list[Event]) -> None:
        """A face-up card goes into ``seat``'s hand; everyone saw it, so it is known."""
        self.piles[src].remove(card)
        self._into_hand(seat, (card,))
        self.known[seat].append(card)
        self.shown_known = None
        events.append(E.Drew(seat, (card,), "solitary" if src == "solitary" else "revealed", reason, True))

    def _reveal(self, n: int, reason: str, events: list[Event]) -> None:
        """Turn over up to ``n`` Cell Block cards: Escapees to the Yard, the rest to Solitary."""
        z = self.piles
        cb = z["cell_block"]
        for _ in range(min(n, len(cb))):
            card = cb.pop()
            to = "yard" if IS_ESCAPEE[card] else "solitary"
            z[to].append(card)
            events.append(CARD_REVEALED[card, to, reason])

    def _check_left_play(self, plan: int, events: list[Event], reason: str = "left_play") -> None:
        """If no card of ``plan`` is in play any more, it leaves play with its Guard Help / Change in Plan."""
        if self.in_play[plan]:
            return
        events.append(PLAN_LEFT_PLAY[plan])
        self._clear_plan_actions(plan, reason, events)

    def _clear_plan_actions(self, plan: int, reason: str, events: list[Event]) -> None:
        """Guard Help / Change in Plan lying on ``plan`` go to the Action discard pile."""
        z = self.zones
        if self.guard_help_on == plan:
            z.move(GUARD_HELP_CARD, "on_plans", "action_discard")
            self.guard_help_on = -1
            events.append(ACTION_DISCARDED[GUARD_HELP_CARD, reason])
        if self.change_on == plan:
            z.move(CHANGE_IN_PLAN_CARD, "on_plans", "action_discard")
            self.change_on = -1
            events.append(ACTION_DISCARDED[CHANGE_IN_PLAN_CARD, reason])

    # -- what a seat may know -------------------------------------------------------------
    def view(self, seat: int | None) -> AlcatrazView:
        """What ``seat`` may know (``None``: an observer): other hands are only counted.

        Every computer player's every decision asks for one, so the fields are filled in one step, in the
        order :class:`AlcatrazView` lists them (a test checks each field by name), and the parts that
        change a few times a round are the tuples kept in ``shown_play``, ``shown_known`` and ``shown_rest``."""
        z = self.piles
        n = self.num_players
        hands = self.hand_piles
        pending = self.pending
        if seat is None:
            shown = tuple(map(tuple, hands))
        else:
            shown = [None] * n
            shown[seat] = tuple(hands[seat])
            shown = tuple(shown)
        if seat is None:
            kinds = None
        else:
            kinds = tuple((self.hand_counts[seat] or self.hand_count(seat))[0])
        play = self.shown_play or self._show_play()
        counts = self.shown_counts or self._show_counts()
        known = self.shown_known or self._show_known()
        rest = self.shown_rest or self._show_rest()
        # (map rather than comprehensions: each comprehension is a function call of its own)
        return _new_view(AlcatrazView, (
            seat, n, self.round, self.dealer, self.current,  # seat, num_players, round, dealer, current
            pending.seat if pending is not None else -1, self.phase, self.turn, self.round_turns,  # decider ...
            shown, tuple(map(len, hands)), known,  # hands, hand_sizes, known
            len(z["cell_block"]), tuple(z["cell_block"]) if seat is None else None,  # cell_block, cell_block_cards
            tuple(z["solitary"]), tuple(z["yard"]), tuple(z["revealed"]), play, rest[0],  # ... play, foiled
            len(z["action_deck"]), tuple(z["action_discard"]), self.action_card,  # action_deck ... action_card
            self.guard_help_on, self.change_on, self.foil_plan, tuple(self.queue), self.played,  # ... played
            self.yard_sent, self.foiled_this_turn, self.foils_this_round, rest[1], rest[2],  # ... round_points
            self.winners, counts[0], counts[1], counts[0][seat] if seat is not None else None,  # ... my_plan_counts
            kinds))  # hand_kinds

    def _show_play(self) -> tuple:
        """What a view shows of the play areas, kept in ``shown_play`` until a card moves there."""
        shown = self.shown_play = tuple(map(tuple, self.play_piles))
        return shown

    def _show_counts(self) -> tuple:
        """What a view shows of the Plan cards in play per plan (``plan_counts``, ``in_play``), kept in
        ``shown_counts`` until a card moves there."""
        shown = self.shown_counts = (tuple(map(tuple, self.plan_counts)), tuple(self.in_play))
        return shown

    def _show_known(self) -> tuple:
        """What a view shows of the cards known to be in hands, kept in ``shown_known``."""
        shown = self.shown_known = tuple(map(tuple, self.known))
        return shown

    def _show_rest(self) -> tuple:
        """What a view shows of the Foiled! piles and the scores, kept in ``shown_rest``."""
        shown = self.shown_rest = (tuple(map(tuple, map(self.piles.__getitem__, FOILED[:self.num_players]))),
                                   tuple(self.totals), tuple(map(tuple, self.round_points)))
        return shown

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
        if len(self.hand_piles) != n or any(h is not self.piles[HAND[s]] for s, h in enumerate(self.hand_piles)):
            raise StateError("the hands a view counts are not the hands on the table")
        if len(self.play_piles) != n or any(a is not self.piles[PLAY[s]] for s, a in enumerate(self.play_piles)):
            raise StateError("the play areas a view shows are not the play areas on the table")
        in_play = self.in_play_counts()
        fresh = [[sum(1 for c in z[PLAY[s]] if PLAN_OF[c] == p) for p in range(NUM_PLANS)] for s in range(n)]
        if fresh != self.plan_counts or [sum(col) for col in zip(*fresh)] != in_play:
            raise StateError("the counts of Plan cards in play do not match the play areas")
        if self.shown_play is not None and self.shown_play != tuple(tuple(z[PLAY[s]]) for s in range(n)):
            raise StateError("what a view shows of the play areas is out of date")
        if self.shown_counts is not None and self.shown_counts != (tuple(map(tuple, fresh)), tuple(in_play)):
            raise StateError("what a view shows of the counts of Plan cards in play is out of date")
        if len(self.hand_counts) != n or any(
                counts is not None and counts != count_hand(z[HAND[s]]) for s, counts in enumerate(self.hand_counts)):
            raise StateError("the hands as counted by kind are not the hands on the table")
        if self.shown_known is not None and self.shown_known != tuple(map(tuple, self.known)):
            raise StateError("what a view shows of the known cards is out of date")
        if self.shown_rest is not None and self.shown_rest != (
                tuple(tuple(z[FOILED[s]]) for s in range(n)), tuple(self.totals), tuple(map(tuple, self.round_points))):
            raise StateError("what a view shows of the Foiled! piles or scores is out of date")
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
        out.update(zip(_FOIL_KEYS, t.foils))
        return out


#: the statistics' name for the foils of each plan, in plan order
_FOIL_KEYS = tuple("foils_" + info.name.lower().replace(" ", "_") for info in PLANS)


def _shown_hands(st: Tabletop, seat: int | None) -> tuple:
    hands = st.hand_piles
    if seat is None:
        return tuple(map(tuple, hands))
    shown: list = [None] * st.num_players
    shown[seat] = tuple(hands[seat])
    return tuple(shown)


def _hand_kinds(st: Tabletop, seat: int | None) -> tuple | None:
    if seat is None:
        return None
    return tuple((st.hand_counts[seat] or st.hand_count(seat))[0])


def _pile(name: str):
    def read(st: Tabletop, seat: int | None) -> tuple[int, ...]:
        return tuple(st.piles[name])
    return read


def _attribute(name: str):
    def read(st: Tabletop, seat: int | None) -> Any:
        return getattr(st, name)
    return read


_HABIT_PART = part_type(HABIT_FIELDS)


def _habit_part(st: Tabletop, seat: int | None) -> tuple:
    """The fields the normal player reads (:data:`~.view.HABIT_FIELDS`), read at once as :meth:`Tabletop.view`
    fills them: a simulation of normal players asks for them at every decision."""
    if seat is None:
        return cut(st.view(None), HABIT_FIELDS)
    # (the seat's own counts of Plan cards in play, and the whole table's, copied as they are: the view's tuples
    # of every seat's counts are made again after every card played, for a part that reads one row of them)
    z = st.piles
    kc = (st.hand_counts[seat] or st.hand_count(seat))[0]
    return _new_view(_HABIT_PART, (tuple(z["yard"]), tuple(z["solitary"]), st.guard_help_on,
                                   st.change_on, (st.shown_rest or st._show_rest())[1], tuple(st.plan_counts[seat]),
                                   tuple(st.in_play), tuple(kc)))


#: the fields of :class:`AlcatrazView` a computer player may ask for alone (:meth:`GameState.part_viewer`), each
#: read as :meth:`Tabletop.view` fills it (``tests/alcatraz/test_view_parts.py`` holds them to the view)
Tabletop.view_readers = {
    **{name: _attribute(name) for name in ("num_players", "round", "dealer", "current", "phase", "turn",
                                           "round_turns", "action_card", "guard_help_on", "change_on",
                                           "foil_plan", "played", "yard_sent", "foiled_this_turn",
                                           "foils_this_round", "winners")},
    "seat": lambda st, seat: seat,
    "decider": lambda st, seat: st.pending.seat if st.pending is not None else -1,
    "hands": _shown_hands,
    "hand_sizes": lambda st, seat: tuple(map(len, st.hand_piles)),
    "known": lambda st, seat: st.shown_known or st._show_known(),
    "cell_block": lambda st, seat: len(st.piles["cell_block"]),
    **{name: _pile(name) for name in ("solitary", "yard", "revealed", "action_discard")},
    "play": lambda st, seat: st.shown_play or st._show_play(),
    "plan_counts": lambda st, seat: (st.shown_counts or st._show_counts())[0],
    "in_play": lambda st, seat: (st.shown_counts or st._show_counts())[1],
    "my_plan_counts": lambda st, seat: None if seat is None else (st.shown_counts or st._show_counts())[0][seat],
    "foiled": lambda st, seat: (st.shown_rest or st._show_rest())[0],
    "totals": lambda st, seat: (st.shown_rest or st._show_rest())[1],
    "round_points": lambda st, seat: (st.shown_rest or st._show_rest())[2],
    "action_deck": lambda st, seat: len(st.piles["action_deck"]),
    "queue": lambda st, seat: tuple(st.queue),
    "hand_kinds": _hand_kinds,
    HABIT_FIELDS: _habit_part,
}

__all__ = ["Rules", "Tabletop", "Tally", "count_hand", "rules_of", "shuffle_cards"]
