"""The hard computer player's look-ahead: the rest of a turn, played out in its head.

The hard player weighs each choice by imagining what follows: the cards still
to come this turn (sampled from what it has counted), handed out and answered
the way a normal player would (:mod:`game.alarm.tactics`), up to the start of
the next turn. It does that hundreds of times per decision, so it imagines
with counts rather than with the engine: cards of one kind are alike, a pile
is eleven numbers, nothing is logged and no question is built. The steps
follow the rules engine (:mod:`game.alarm.rules`) one for one, and a test
plays the same turns both ways and checks that they end alike
(``tests/alarm/test_lookahead.py``).

A :class:`World` is one guess at what the seat cannot see: the order of the
next cards and, under the Informant rule, who holds the secret overview
cards. :class:`Turn` is the table in the head, a :class:`~.tactics.Table`
that changes as the imagined turn goes on.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from game.alarm import tactics
from game.alarm.cards import (
    CLOVER,
    COUNTER_OF,
    DROPPED_LOOT,
    IS_OBSTACLE,
    KEYS,
    KIND_INDEX,
    LOOT,
    OBSTACLES,
    POLICE,
    caught_combo,
    pass_options,
    sweep_options,
)
from game.alarm.tactics import CAUGHT, KNOCK_OUT, OPPONENT_WEIGHT, give_to_unknown, lawyer_unknown
from game.engine import LEFT, RIGHT, Rng, Variant, next_seat, seats_from

EMPTY = (0,) * 11


class Rules:
    """The variant's values the look-ahead reads, once per variant."""

    __slots__ = ("clover_sweeps", "lawyer_in_panic", "choose_direction", "same_name", "showdown_players",
                 "showdown_cost", "store_equipment", "max_turns", "lawyers", "informant", "informant_lawyers")

    def __init__(self, variant: Variant):
        self.clover_sweeps = variant.clover_sweeps
        self.lawyer_in_panic = variant.lawyer_in_panic
        self.choose_direction = variant.panic_choose_direction
        self.same_name = variant.panic_same_name_rule
        self.showdown_players = variant.showdown_players
        self.showdown_cost = variant.showdown_cost
        self.store_equipment = variant.store_equipment
        self.max_turns = variant.max_turns
        self.lawyers = variant.lawyers_per_player
        self.informant = bool(variant.informant)
        self.informant_lawyers = variant.informant_lawyer_cards


class World:
    """One guess at the hidden part of a view: the next cards (kinds, top last) and the overview cards."""

    __slots__ = ("deck", "deck_size", "chance", "overview", "uses_left", "weight")

    def __init__(self, deck: list[int], deck_size: int, chance: list[float], overview: list[str],
                 uses_left: list[int]):
        self.deck = deck
        """The next cards' kinds, the one drawn first at the end."""
        self.deck_size = deck_size
        """How many cards the real deck holds (``deck`` may be only its top)."""
        self.chance = chance
        """Random numbers for the draws after a reshuffle, should the deck run out."""
        self.overview = overview
        self.uses_left = uses_left
        self.weight = 1


class Guesses:
    """The sampled worlds of one decision, arranged for sharing work.

    Worlds with the same overview cards form a group, and a group's decks form
    a tree: ``[weight, {kind: subtree}]``, where ``weight`` counts the worlds
    whose next cards lead there. Worlds whose deck may run out this turn are
    ``loose``: each is played on its own.
    """

    __slots__ = ("groups", "loose", "samples")

    def __init__(self, worlds: Sequence[World], samples: int):
        self.samples = samples
        self.loose = [w for w in worlds if w.chance]
        groups: dict[tuple[str, ...], tuple[World, list]] = {}
        for world in worlds:
            if world.chance:
                continue
            key = tuple(world.overview)
            got = groups.get(key)
            if got is None:
                got = groups[key] = (world, [0, {}])
            node = got[1]
            node[0] += world.weight
            for i in range(len(world.deck) - 1, -1, -1):
                kind = world.deck[i]
                child = node[1].get(kind)
                if child is None:
                    child = node[1][kind] = [0, {}]
                child[0] += world.weight
                node = child
        self.groups = list(groups.values())


def sample_worlds(view: Any, rules: Rules, rng: Rng, samples: int,
                  deck_kinds: Sequence[int] | None = None) -> list[World]:
    """``samples`` guesses consistent with ``view``; identical guesses are merged (``weight`` counts them).

    Only the cards that can be drawn before the turn ends are sampled: one for
    each player still waiting for a card, besides the card being dealt now.
    Hidden overview cards are dealt from the ones not yet seen, as the engine
    deals them.
    """
    if deck_kinds is None:
        deck_kinds = view.deck_kinds()  # (the view's deck_kinds(), if the caller has it already)
    deck: list[int] = []  # (card ids run kind by kind, so these are in id order)
    for kind, n in enumerate(deck_kinds):
        deck += [kind] * n
    size = len(deck)
    need = sum(1 for s in range(view.num_players) if view.alive[s] and not view.served[s])
    if view.stage in ("give", "lawyer") and view.panic is None:
        need -= 1  # the card being dealt will serve one of them
    top = min(need, size)
    hidden = [s for s in range(view.num_players) if view.overview[s] == "unused"]
    pool: list[str] = []
    if hidden:
        pool = ["lawyer"] * rules.informant_lawyers + ["informant"]
        for card in view.overview:
            if card != "unused":
                pool.remove(card)
    rnd = rng.random
    shown_overview, shown_uses = list(view.overview), list(view.uses_left)
    merged: dict[Any, World] = {}
    worlds: list[World] = []
    for _ in range(samples):
        taken: list[int] = []
        while len(taken) < top:  # the top cards of a random order: distinct places in the deck
            i = int(rnd() * size)
            if i not in taken:
                taken.append(i)
        drawn = list(map(deck.__getitem__, reversed(taken)))
        chance = [rnd() for _ in range(need - top)] if need > top else []
        overview, uses = shown_overview, shown_uses  # (shared: nothing changes them, imagine() copies them)
        if hidden:
            overview, uses = list(overview), list(uses)
            deal = list(pool)
            rng.shuffle(deal)
            for s in hidden:
                overview[s] = deal.pop()
                uses[s] = rules.lawyers if overview[s] == "lawyer" else 1
        if chance:  # a reshuffle may come: every guess is its own
            worlds.append(World(drawn, size, chance, overview, uses))
            continue
        key = (*drawn, *overview) if hidden else tuple(drawn)
        same = merged.get(key)
        if same is not None:
            same.weight += 1
        else:
            merged[key] = world = World(drawn, size, chance, overview, uses)
            worlds.append(world)
    return worlds


class Turn(tactics.Table):
    """The table in the head: one world, played from a decision to the start of the next turn."""

    __slots__ = ("rules", "overview", "eliminated", "turn", "last_turn", "winners", "informed_by", "deck",
                 "deck_size", "chance", "discard", "pool", "origin", "direction", "holder", "received", "waiting",
                 "scorer", "scores", "kept")

    @classmethod
    def from_view(cls, view: Any, freq: Sequence[float], showdown_players: int,  # type: ignore[override]
                  judge: tactics.Judge | None = None, rules: Rules | None = None,
                  counted: Sequence[float] | None = None) -> "Turn":
        """The table as ``view`` shows it (a world is added with :meth:`imagine`).

        The players in the head choose as normal players do, by ``freq`` (and ``judge``); how the turn
        ends is judged by ``counted``, the frequencies the hard player counted (``freq`` if not given)."""
        kinds = view.kinds
        t = cls.__new__(cls)
        t.scorer = tactics.judge_for(view.limits, counted if counted is not None else freq)
        t.__init__(view.num_players, list(view.counts), list(view.alive), list(view.served), view.active,
                view.limits, freq, view.panic, view.showdown, showdown_players,
                kinds[view.drawn] if view.drawn >= 0 else -1, kinds[view.passing] if view.passing >= 0 else -1,
                view.recipient, list(view.uses_left), judge)
        assert rules is not None
        t.rules = rules
        t.overview = list(view.overview)
        t.eliminated = list(view.eliminated)
        t.turn = view.turn
        t.last_turn = view.turn
        t.winners = view.winners
        t.informed_by = view.informed_by
        t.discard = [0] * 11
        for card in view.discard:
            t.discard[kinds[card]] += 1
        t.pool = None
        t.deck, t.deck_size, t.chance = [], view.deck_count, []
        p = view.panic
        if p is not None:
            t.origin, t.direction, t.holder = p[0], p[1], p[2]
            t.received = KIND_INDEX[p[3]] if p[3] else -1
        else:
            t.origin = t.direction = t.holder = t.received = -1
        t.waiting = None
        t.kept = _kept_table(rules.store_equipment, view.limits)
        return t

    def imagine(self, world: World) -> "Turn":
        """A copy of this table with ``world``'s hidden cards, ready to be played on."""
        t = self.fork()
        t.uses_left = list(world.uses_left)
        t.overview = list(world.overview)
        t.deck, t.deck_size, t.chance = list(world.deck), world.deck_size, list(world.chance)
        return t

    def fork(self) -> "Turn":
        """An independent copy of the table in the head."""
        t = Turn.__new__(Turn)
        t.n, t.alive, t.served, t.active = self.n, list(self.alive), list(self.served), self.active
        t.counts = list(self.counts)  # (piles are tuples: shared until changed)
        t.limits, t.freq, t.panic, t.showdown = self.limits, self.freq, self.panic, self.showdown
        t.showdown_players, t.drawn, t.passing, t.recipient = (self.showdown_players, self.drawn, self.passing,
                                                              self.recipient)
        t.uses_left = list(self.uses_left)
        t.judge, t.players_left, t.lw = self.judge, self.players_left, self.lw
        t.values, t.expected, t.choices = self.values, self.expected, self.choices
        t.scorer, t.scores = self.scorer, self.scores
        t.rules, t.overview, t.eliminated = self.rules, self.overview, list(self.eliminated)
        t.turn, t.last_turn, t.winners, t.informed_by = self.turn, self.last_turn, self.winners, self.informed_by
        t.deck, t.deck_size, t.chance = list(self.deck), self.deck_size, list(self.chance)
        t.discard, t.pool = list(self.discard), (list(self.pool) if self.pool is not None else None)
        t.origin, t.direction, t.holder, t.received = self.origin, self.direction, self.holder, self.received
        t.waiting = self.waiting
        t.kept = self.kept
        return t

    def refresh(self) -> None:
        super().refresh()
        self.scores = self.scorer.tables(self.lw, self.players_left)[0]

    def score(self, pile: tuple[int, ...]) -> float:
        """What ``pile`` is worth as the hard player judges how the turn ends (:meth:`outcome`)."""
        v = self.scores[pile] = tactics.pile_value(self.scorer, self.lw, pile)
        return v

    @property
    def paused(self) -> bool:
        """Whether the turn waits for the next card to be drawn (:meth:`deal`)."""
        return self.waiting is not None

    def deal(self, kind: int) -> None:
        """The next card off the deck is a ``kind``: it is dealt, and the turn goes on to the next draw."""
        waiting = self.waiting
        assert waiting is not None
        self.waiting = None
        self.drawn = kind
        self.deck_size -= 1
        if self.deck_size == 0:
            self.pool = None
            self._reshuffle()
        if len(waiting) == 1:
            self._give(waiting[0])
            return
        # give_to(), its remembered answer looked up here (the same key; piles are tuples in the head)
        counts = self.counts
        key = (kind, self.active, *waiting, *map(counts.__getitem__, waiting))
        to = self.choices.get(key)
        self._give(to if to is not None else give_to_unknown(self, self.active, waiting, key))

    def play_out(self) -> None:
        """Deal the world's next cards until the turn is over (after a reshuffle, by chance)."""
        while self.waiting is not None:
            if self.pool is None:
                kind = self.deck.pop()
            else:
                pool = self.pool
                pick = int(self.chance.pop() * sum(pool)) if self.chance else 0
                for kind, count in enumerate(pool):
                    if pick < count:
                        pool[kind] -= 1
                        break
                    pick -= count
            self.deal(kind)

    # ------------------------------------------------------------------ the choice being weighed
    def give(self, to: int) -> None:
        self._give(to)

    def take(self) -> None:
        if self.origin >= 0:
            self._receive_pass()
        else:
            self._receive_active()

    def call_lawyer(self) -> None:
        self._use_lawyer()

    def inform(self, to: int) -> None:
        self._use_informant(to)

    def start_panic(self, kind: int, direction: int) -> None:
        r = self.recipient
        self.origin, self.direction, self.holder, self.received = r, direction, r, -1
        self._pass(r, kind)

    def pass_on(self, kind: int) -> None:
        self._pass(self.holder, kind)

    def sweep(self, kinds: Sequence[int]) -> None:
        self._sweep(self.recipient, kinds)

    def steal(self, victim: int) -> None:
        self._steal(self.recipient, victim)

    # ------------------------------------------------------------------ how it ends, for ``me``
    def outcome(self, me: int) -> float:
        """How good the imagined end is for ``me`` (the hard player's yardstick)."""
        if self.winners is not None:
            return 20.0 if me in self.winners else CAUGHT - 2.0 + self.eliminated.index(me) * 0.5
        alive = self.alive
        if not alive[me]:
            return CAUGHT - 2.0 + self.eliminated.index(me) * 0.5
        counts, values, value = self.counts, self.scores, self.score
        score = values.get(counts[me]) or value(counts[me])
        theirs = 0.0
        others = 0
        for s in range(self.n):
            if s != me and alive[s]:
                pile = counts[s]
                theirs += values.get(pile) or value(pile)
                others += 1
        score -= OPPONENT_WEIGHT * theirs / max(1, others)
        score += KNOCK_OUT * (self.n - 1 - others)
        score += 0.15 * self.uses_left[me]
        return score

    # ------------------------------------------------------------------ the turn, as the engine plays it
    def _serve_next(self) -> None:
        alive, served = self.alive, self.served
        waiting = [s for s in range(self.n) if alive[s] and not served[s]]
        if not waiting:
            self._end_turn()
            return
        if self.deck_size == 0 and not self._reshuffle():
            self._decide_by_loot()
            return
        if self.turn > self.last_turn:  # the next turn has begun: the look-ahead stops here
            return
        self.waiting = waiting  # (paused until the card is known: see deal)

    def _reshuffle(self) -> bool:
        discard = self.discard
        size = sum(discard)
        if not size:
            return False
        self.pool = discard
        self.deck_size = size
        self.discard = [0] * 11
        return True

    def _give(self, to: int) -> None:
        self.recipient = to
        if self.uses_left[to] > 0:
            if self.overview[to] == "lawyer":
                # answer(), its remembered answer looked up here (no card is passed while one is dealt)
                key = (-1 - self.drawn, True, to, self.counts[to])
                choice = self.choices.get(key)
                if choice is None:
                    choice = lawyer_unknown(self, to, key)
            else:
                alive, served = self.alive, self.served
                informs = [s for s in range(self.n) if s != to and alive[s] and not served[s]]
                choice = tactics.answer(self, to, False, informs) if informs else tactics.TAKE
            if choice == tactics.LAWYER:
                self._use_lawyer()
            elif choice >= 0:
                self._use_informant(choice)
            else:
                self._receive_active()
        else:
            self._receive_active()

    def _use_lawyer(self) -> None:
        panic = self.origin >= 0
        who = self.holder if panic else self.recipient
        self.uses_left[who] -= 1
        if panic:
            self.discard[self.passing] += 1
            self.passing = -1
            self.received = -1
            self._panic_after(who, False)
            return
        self.discard[self.drawn] += 1
        self.drawn = -1
        self.served[who] = True
        self._card_done()

    def _use_informant(self, to: int) -> None:
        who = self.recipient
        self.uses_left[who] -= 1
        self.informed_by = who
        self.recipient = to
        if self.uses_left[to] > 0:
            if self.overview[to] == "lawyer":
                if tactics.answer(self, to, True, ()) == tactics.LAWYER:
                    self._use_lawyer()
                    return
            else:
                alive, served = self.alive, self.served
                informs = [s for s in range(self.n) if s != to and alive[s] and not served[s]]
                choice = tactics.answer(self, to, False, informs) if informs else tactics.TAKE
                if choice >= 0:
                    self._use_informant(choice)
                    return
        self._receive_active()

    def _receive_active(self) -> None:
        r = self.recipient
        self.served[r] = True
        k = self.drawn
        if k <= KEYS:
            self.drawn = -1
            self._place(r, k)
            self._card_done()
        elif k == CLOVER:
            counts = self.counts[r]
            if counts[0] + counts[1] + counts[2] + counts[3] <= self.rules.clover_sweeps:
                self._sweep(r, [o for o in OBSTACLES for _ in range(counts[o])])
                return
            options = sweep_options(counts, self.rules.clover_sweeps)
            self._sweep(r, options[0] if len(options) == 1 else options[tactics.sweep_choice(self, r, options)])
        elif k == DROPPED_LOOT:
            alive, counts = self.alive, self.counts
            victims = [s for s in range(self.n) if s != r and alive[s] and counts[s][LOOT]]
            if not victims:
                self._spend()
            elif len(victims) == 1:
                self._steal(r, victims[0])
            else:
                self._steal(r, tactics.steal_from(self, r, victims))
        else:
            if not any(self.counts[r]):
                self._spend()
            else:
                options = self._panic_starts(r)
                if len(options) == 1:
                    kind, direction = options[0]
                else:
                    kind, direction = options[tactics.pass_choice(self, r, options)]
                self.start_panic(kind, direction)

    def _panic_starts(self, seat: int) -> list[tuple[int, int]]:
        counts = self.counts[seat]
        dirs = (LEFT, RIGHT) if self.rules.choose_direction and self.players_left > 2 else (LEFT,)
        return [(k, d) for k in range(8) if counts[k] for d in dirs]

    def _card_done(self) -> None:
        if self.winners is not None:
            return
        self.recipient = -1
        self.informed_by = -1
        if not self.alive[self.active]:
            self._end_turn()
        else:
            self._serve_next()

    def _spend(self) -> None:
        self.discard[self.drawn] += 1
        self.drawn = -1
        self._card_done()

    def _end_turn(self) -> None:
        alive = self.alive
        limit = self.rules.showdown_players
        if limit and not self.showdown and self.players_left <= limit:
            self.showdown = True
            self.refresh()
        self.active = next_seat(self.active, self.n, alive)
        self.turn += 1
        self.served = [False] * self.n
        self._start_turn()

    def _start_turn(self) -> None:
        if self.turn > self.rules.max_turns:
            self._decide_by_loot()
            return
        if self.showdown:
            seat = self.active
            cost = self.rules.showdown_cost
            if self.counts[seat][LOOT] >= cost:
                self._add(seat, LOOT, -cost)
                self.discard[LOOT] += cost
            else:
                self._eliminate(seat)
                if self.winners is None:
                    self._end_turn()
                return
        # the look-ahead ends as the next turn begins (what _serve_next would find after its deck check: the
        # turn is always past ``last_turn`` here, and every player still in is waiting)
        if self.deck_size == 0 and not self._reshuffle():
            self._decide_by_loot()

    def _add(self, seat: int, kind: int, delta: int) -> tuple[int, ...]:
        """The one way a pile changes: a new tuple (piles are shared between forks)."""
        pile = list(self.counts[seat])
        pile[kind] += delta
        self.counts[seat] = pile = tuple(pile)
        return pile

    def _place(self, seat: int, kind: int) -> bool:
        other = COUNTER_OF[kind]
        if other < 0:  # Police or Loot
            pile = self._add(seat, kind, 1)
            limit = self.limits[0 if kind == POLICE else 5]
            if limit and pile[kind] >= limit:
                return self._check(seat)
            return False
        if self.counts[seat][other]:
            self._add(seat, other, -1)
            self.discard[kind] += 1
            self.discard[other] += 1
            return False
        if IS_OBSTACLE[kind]:
            self._add(seat, kind, 1)
            return self._check(seat)
        if not self.rules.store_equipment:
            self.discard[kind] += 1
            return False
        self._add(seat, kind, 1)
        return False

    def _check(self, seat: int) -> bool:
        if caught_combo(self.counts[seat], self.limits) is None:
            return False
        self._eliminate(seat)
        return True

    def _eliminate(self, seat: int) -> None:
        counts = self.counts[seat]
        discard = self.discard
        for k in range(8):
            discard[k] += counts[k]
        self.counts[seat] = EMPTY
        self.alive[seat] = False
        self.eliminated.append(seat)
        self.refresh()
        if self.players_left == 1:
            self.winners = (self.alive.index(True),)

    def _decide_by_loot(self) -> None:
        n = self.n
        order = list(seats_from(self.active, n))
        counts = self.counts
        best = max((s for s in order if self.alive[s]),
                   key=lambda s: (counts[s][LOOT], -sum(counts[s][k] for k in OBSTACLES), -order.index(s)))
        self.winners = (best,)

    def _sweep(self, seat: int, kinds: Sequence[int]) -> None:
        pile = list(self.counts[seat])
        for k in kinds:
            pile[k] -= 1
            self.discard[k] += 1
        self.counts[seat] = tuple(pile)
        self._spend()

    def _steal(self, thief: int, victim: int) -> None:
        self._add(victim, LOOT, -1)
        self._add(thief, LOOT, 1)
        self._check(thief)
        self._spend()

    def _pass(self, giver: int, kind: int) -> None:
        self._add(giver, kind, -1)
        self.passing = kind
        to = next_seat(giver, self.n, self.alive, self.direction)
        self.holder = to
        self.received = -1
        self.panic = (self.origin, self.direction, to, "")
        if self.uses_left[to] > 0 and self.rules.lawyer_in_panic and self.overview[to] == "lawyer":
            key = (-1 - kind, True, to, self.counts[to])  # (answer(), its remembered answer looked up here)
            got = self.choices.get(key)
            if (got if got is not None else lawyer_unknown(self, to, key)) == tactics.LAWYER:
                self._use_lawyer()
                return
        self._receive_pass()

    def _receive_pass(self) -> None:
        holder, kind = self.holder, self.passing
        self.passing = -1
        caught = self._place(holder, kind)
        self.received = kind
        self._panic_after(holder, caught)

    def _panic_after(self, seat: int, caught: bool) -> None:
        if caught or seat == self.origin or not any(self.counts[seat]):
            self._end_panic()
            return
        options = pass_options(self.counts[seat], self.received, self.rules.same_name)
        self.panic = (self.origin, self.direction, self.holder, "")
        if len(options) == 1:
            self._pass(seat, options[0])
        else:
            choice = tactics.pass_choice(self, seat, [(k, self.direction) for k in options])
            self._pass(seat, options[choice])

    def _end_panic(self) -> None:
        self.origin = self.direction = self.holder = self.received = -1
        self.panic = None
        self._spend()


def expected_outcome(base: Turn, play: Callable[[Turn], None], guesses: Guesses, me: int) -> float:
    """How the turn ends for ``me`` after ``play`` (a choice), on average over the guessed worlds.

    Worlds that begin with the same cards share the work: the turn is played
    once up to each card, then once more for each different card that can come
    next (the tree of :class:`Guesses`), so a card's consequences are worked
    out once for all the worlds that draw it.
    """
    total = 0.0
    for world in guesses.loose:
        turn = base.imagine(world)
        play(turn)
        turn.play_out()
        total += world.weight * turn.outcome(me)
    for world, tree in guesses.groups:
        turn = base.imagine(world)  # (the group's overview cards; its decks are dealt from the tree)
        play(turn)
        total += _branches(turn, tree, me)
    return total / guesses.samples


def _branches(turn: Turn, tree: list, me: int) -> float:
    waiting = turn.waiting
    if waiting is None:
        return tree[0] * turn.outcome(me)
    children = tree[1]
    if _last_card_is_plain(turn):
        if len(waiting) == 1:
            return _last_cards(turn, children, me)
        if turn.deck_size > len(waiting) and turn.alive[me]:
            return _plain_cards(turn, children, me)
    last = len(children) - 1
    total = 0.0
    for i, (kind, subtree) in enumerate(children.items()):
        branch = turn if i == last else turn.fork()
        branch.deal(kind)
        # (a turn that is over is a leaf: its outcome is added here rather than one call deeper)
        total += subtree[0] * branch.outcome(me) if branch.waiting is None else _branches(branch, subtree, me)
    return total


def _last_card_is_plain(turn: Turn) -> bool:
    """Whether the turn's last card leads straight to the next turn, whatever face-up kind it is: no reshuffle
    (the deck keeps a card), no showdown to begin or pay for, no turn limit reached."""
    rules = turn.rules
    limit = rules.showdown_players
    return (turn.deck_size > 1 and not turn.showdown and not (limit and turn.players_left <= limit)
            and turn.turn < rules.max_turns)


def _last_cards(turn: Turn, children: dict, me: int, keep: bool = False) -> float:
    """:func:`_branches` where one player still waits for the turn's last card and the turn then simply ends
    (:func:`_last_card_is_plain`): a face-up card that catches nobody, or a Four-Leaf Clover, changes one
    pile (or, refused, one Lawyer's uses), so its outcome is worked out without playing the turn on a copy.
    Panics, Dropped Loot and catching cards are played on a copy as usual. The sum is taken in the same order, with the same
    numbers, as :func:`_branches` would."""
    (r,) = turn.waiting
    counts, alive, n = turn.counts, turn.alive, turn.n
    values, value = turn.scores, turn.score
    # what the recipient's answer and the outcome read (as Turn._give and Turn.outcome read them)
    asks = turn.uses_left[r] > 0 and turn.overview[r] == "lawyer"  # (an Informant has nobody left to inform)
    choices, pile = turn.choices, counts[r]
    if not alive[me]:
        return _branches_played(turn, children, me, keep)
    mine = turn.uses_left[me]
    kept = turn.kept.get(pile) or _kept_row(turn.kept, pile, turn.rules.store_equipment, turn.limits)
    # Turn.outcome's terms for every pile as it stands, the recipient's replaced below: the others' values are
    # added in seat order, so the ones before the recipient's are summed once (``head``), the rest after it
    own = values.get(counts[me]) or value(counts[me])
    head = 0.0
    tail: list[float] = []
    others = 0
    at = -1
    for s in range(n):
        if s == me or not alive[s]:
            continue
        if s == r:
            at = others
        else:
            v = values.get(counts[s]) or value(counts[s])
            if at < 0:
                head += v
            else:
                tail.append(v)
        others += 1
    knock_out = KNOCK_OUT * (n - 1 - others)
    div = max(1, others)
    fixed = OPPONENT_WEIGHT * head / div  # (all the others' term when ``r`` is ``me``)
    bonus, bonus_refused = 0.15 * mine, 0.15 * (mine - 1 if r == me else mine)
    last = len(children) - 1
    total = 0.0
    for i, (kind, subtree) in enumerate(children.items()):
        if kind > CLOVER:
            total += _played(turn, i == last and not keep, kind, subtree, me)
            continue
        refused = False
        if asks:
            key = (-1 - kind, True, r, pile)
            got = choices.get(key)
            if got is None:
                turn.drawn = kind
                got = lawyer_unknown(turn, r, key)
                turn.drawn = -1
            refused = got == tactics.LAWYER
        if refused:
            new = pile
        elif kind == CLOVER:
            new = _swept(turn, r, pile)
        else:
            new = kept[kind]
            if new is None:  # it catches them: played on a copy
                total += _played(turn, i == last and not keep, kind, subtree, me)
                continue
        # Turn.outcome(me) with ``new`` in front of ``r`` (the same sums, in the same order)
        changed = values.get(new) or value(new)
        if at < 0:
            score = changed
            score -= fixed
        else:
            score = own
            theirs = head + changed
            for v in tail:
                theirs += v
            score -= OPPONENT_WEIGHT * theirs / div
        score += knock_out
        score += bonus_refused if refused else bonus
        total += subtree[0] * score
    return total


def _plain_cards(turn: Turn, children: dict, me: int, keep: bool = False) -> float:
    """:func:`_branches` where several players wait for the turn's last cards, and the deck holds more
    (:func:`_last_card_is_plain`). A face-up card that catches nobody, or a Clover, going to a player who
    takes it or calls a Lawyer, is played on this very table (what the rules engine would change: the one
    pile, who is served, the Lawyer's uses; the discard pile is not kept, as no reshuffle can come before the
    turn ends) and taken back after the cards that follow; anything else is played on a copy as usual.
    With ``keep`` the table is left as it was found."""
    waiting = turn.waiting
    counts, served, uses_left, overview, choices = turn.counts, turn.served, turn.uses_left, turn.overview, turn.choices
    active, limits, store, kept = turn.active, turn.limits, turn.rules.store_equipment, turn.kept
    size = turn.deck_size
    asked = (active, *waiting, *map(counts.__getitem__, waiting))  # (give_to's key, but for the kind)
    last = len(children) - 1
    total = 0.0
    for i, (kind, subtree) in enumerate(children.items()):
        if kind > CLOVER:
            total += _played(turn, i == last and not keep, kind, subtree, me)
            continue
        # who gets it (Turn.deal), and their answer (Turn._give)
        turn.drawn = kind
        key = (kind, *asked)
        to = choices.get(key)
        if to is None:
            to = give_to_unknown(turn, active, waiting, key)
        uses = uses_left[to]
        refused = False
        if uses > 0:
            if overview[to] != "lawyer":  # (an Informant may pass it to the other one waiting)
                turn.drawn = -1
                total += _played(turn, i == last and not keep, kind, subtree, me)
                continue
            key = (-1 - kind, True, to, counts[to])
            got = choices.get(key)
            if got is None:
                got = lawyer_unknown(turn, to, key)
            refused = got == tactics.LAWYER
        turn.drawn = -1
        pile = counts[to]
        if refused:
            new = pile
        elif kind == CLOVER:
            new = _swept(turn, to, pile)
        else:
            new = (kept.get(pile) or _kept_row(kept, pile, store, limits))[kind]
            if new is None:  # it catches them: played on a copy
                total += _played(turn, i == last and not keep, kind, subtree, me)
                continue
        # the card is done: the other one waits for the last card
        counts[to] = new
        served[to] = True
        if refused:
            uses_left[to] = uses - 1
        turn.deck_size = size - 1
        rest = [s for s in waiting if s != to]
        turn.waiting = rest
        if len(rest) == 1:
            total += _last_cards(turn, subtree[1], me, True)
        else:
            total += _plain_cards(turn, subtree[1], me, True)
        counts[to] = pile
        served[to] = False
        uses_left[to] = uses
        turn.deck_size = size
        turn.waiting = waiting
    return total


def _branches_played(turn: Turn, children: dict, me: int, keep: bool = False) -> float:
    last = len(children) - 1
    total = 0.0
    for i, (kind, subtree) in enumerate(children.items()):
        total += _played(turn, i == last and not keep, kind, subtree, me)
    return total


def _played(turn: Turn, last: bool, kind: int, subtree: list, me: int) -> float:
    branch = turn if last else turn.fork()
    branch.deal(kind)
    return subtree[0] * branch.outcome(me) if branch.waiting is None else _branches(branch, subtree, me)


_KEPT: dict[tuple[bool, tuple[int, ...]], dict[tuple[int, ...], list]] = {}


def _kept_table(store: bool, limits: Sequence[int]) -> dict[tuple[int, ...], list]:
    """The piles kept after each face-up card, remembered for good per rules (:func:`_kept_row`)."""
    key = (store, tuple(limits))
    table = _KEPT.get(key)
    if table is None:
        table = _KEPT[key] = {}
    return table


def _kept_row(table: dict, pile: tuple[int, ...], store: bool, limits: Sequence[int]) -> list:
    """For each face-up kind, the pile a player keeps on taking a card of it (a card meets its counter,
    equipment stays only when the rules store it), or None when the card catches them: the turn's last cards
    are worked out on the table itself, and only a catch needs the rules' copy. (A Clover's sweep is the
    player's choice: :func:`_swept`.)"""
    row: list[tuple[int, ...] | None] = []
    for kind in range(CLOVER):
        other = COUNTER_OF[kind]
        if other >= 0 and pile[other]:
            row.append(_with(pile, other, -1))
        elif other >= 0 and not IS_OBSTACLE[kind] and not store:
            row.append(pile)
        else:
            new = _with(pile, kind, 1)
            row.append(None if caught_combo(new, limits) is not None else new)
    if len(table) > 100_000:
        table.clear()
    table[pile] = row
    return row


def _swept(turn: Turn, seat: int, pile: tuple[int, ...]) -> tuple[int, ...]:
    """``seat``'s pile after its Four-Leaf Clover sweeps (as Turn._receive_active sweeps)."""
    sweeps = turn.rules.clover_sweeps
    if pile[0] + pile[1] + pile[2] + pile[3] <= sweeps:
        kinds: Sequence[int] = [o for o in OBSTACLES for _ in range(pile[o])]
    else:
        options = sweep_options(pile, sweeps)
        kinds = options[0] if len(options) == 1 else options[tactics.sweep_choice(turn, seat, options)]
    c = list(pile)
    for k in kinds:
        c[k] -= 1
    return tuple(c)


def _with(pile: tuple[int, ...], kind: int, delta: int) -> tuple[int, ...]:
    c = list(pile)
    c[kind] += delta
    return tuple(c)


__all__ = ["Guesses", "Rules", "Turn", "World", "expected_outcome", "sample_worlds"]
