"""A flat, minimal Alarm! played at random: the yardstick for the engine's own speed.

``python -m game bench`` times random games of Alarm! through the engine
(states, decisions, actions, events, the one legality gate) and through this
module, which plays the same standard rules (RULINGS.md, "Alarm!") with
nothing but lists of counts and one random generator: no events, no views, no
decision objects, no checks. The ratio of the two is what the engine's
generality costs; the budget is 3×.

It makes the same choices at the same moments as the engine with random
players (a choice is made at random among the legal options only where the
engine asks; where the engine decides by itself, so does this loop), so both
play the same number of moves per game on average; ``tests/playtest`` checks
that game lengths and move counts agree. Used only by the benchmark: the
game never imports it.
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

# kinds, in the order of game/alarm/cards.py
POLICE, DOG, CHAIN, LOCK, LOOT, BONE, CUTTERS, KEYS, CLOVER, PANIC, DROPPED = range(11)
COUNTS = (10, 14, 14, 14, 16, 8, 8, 7, 4, 4, 4)  # the standard deck, 103 cards
COUNTER = (-1, BONE, CUTTERS, KEYS, -1, DOG, CHAIN, LOCK, -1, -1, -1)
OBSTACLE = (True, True, True, True, False, False, False, False, False, False, False)
FACE_UP = (POLICE, DOG, CHAIN, LOCK, LOOT, BONE, CUTTERS, KEYS)
SWEEPS = 2
MAX_TURNS = 500
KIND = tuple(k for k, n in enumerate(COUNTS) for _ in range(n))  # card id -> kind


class Game:
    """One game of Alarm! for ``n`` players with random choices; :meth:`play` returns the moves made."""

    def __init__(self, n: int, seed: int):
        self.n = n
        self.rng = random.Random(seed)
        rnd = self.rng.random
        self.deck = list(range(len(KIND)))
        keys = {c: rnd() for c in self.deck}
        self.deck.sort(key=keys.__getitem__)
        self.discard: list[int] = []
        self.front: list[list[int]] = [[] for _ in range(n)]
        self.count = [[0] * 11 for _ in range(n)]
        self.alive = [True] * n
        self.lawyer = [1] * n
        self.eliminated: list[int] = []
        self.winner = -1
        self.active = self.rng.randrange(n)
        self.turn = 1
        self.showdown = False
        self.moves = 0

    # -- choices: random among the legal options, counted as moves ------------------------------
    def pick(self, options: int) -> int:
        """A choice the engine would ask a player for (even a choice of one, as a Panic can be)."""
        self.moves += 1
        return int(self.rng.random() * options) if options > 1 else 0

    # -- cards -----------------------------------------------------------------------------------
    def take(self, seat: int, kind: int) -> int:
        front = self.front[seat]
        for i in range(len(front) - 1, -1, -1):
            if KIND[front[i]] == kind:
                self.count[seat][kind] -= 1
                return front.pop(i)
        raise AssertionError("no such card")

    def caught(self, seat: int) -> bool:
        c = self.count[seat]
        if (c[POLICE] >= 2 or c[DOG] >= 3 or c[CHAIN] >= 4 or c[LOCK] >= 4
                or (c[DOG] >= 2 and c[CHAIN] >= 2 and c[LOCK] >= 2) or c[LOOT] >= 5):
            self.out(seat)
            return True
        return False

    def out(self, seat: int) -> None:
        self.discard.extend(self.front[seat])
        self.front[seat] = []
        self.count[seat] = [0] * 11
        self.alive[seat] = False
        self.eliminated.append(seat)
        left = [s for s in range(self.n) if self.alive[s]]
        if len(left) == 1:
            self.winner = left[0]

    def place(self, seat: int, card: int) -> bool:
        """A face-up card lands in front of ``seat``; True if they are caught."""
        kind = KIND[card]
        other = COUNTER[kind]
        c = self.count[seat]
        if other >= 0 and c[other]:
            self.discard.append(card)
            self.discard.append(self.take(seat, other))
            return False
        self.front[seat].append(card)
        c[kind] += 1
        return (OBSTACLE[kind] or kind == LOOT) and self.caught(seat)

    def refuses(self, seat: int) -> bool:
        """The recipient's Lawyer question, asked while they have one."""
        if self.lawyer[seat] and self.pick(2) == 1:
            self.lawyer[seat] -= 1
            return True
        return False

    def next_alive(self, seat: int, step: int) -> int:
        for i in range(1, self.n + 1):
            s = (seat + i * step) % self.n
            if self.alive[s]:
                return s
        return seat

    def reshuffle(self) -> bool:
        if not self.discard:
            return False
        self.deck.extend(self.discard)
        self.discard = []
        rnd = self.rng.random
        keys = {c: rnd() for c in self.deck}
        self.deck.sort(key=keys.__getitem__)
        return True

    # -- special cards ---------------------------------------------------------------------------
    def clover(self, seat: int) -> None:
        c = self.count[seat]
        have = [k for k in (POLICE, DOG, CHAIN, LOCK) if c[k]]
        total = c[POLICE] + c[DOG] + c[CHAIN] + c[LOCK]
        if total <= SWEEPS:
            kinds = [k for k in have for _ in range(c[k])]
        else:
            options = [combo for combo in combinations_with_replacement(have, SWEEPS)
                       if all(combo.count(k) <= c[k] for k in combo)]
            kinds = list(options[self.pick(len(options))] if len(options) > 1 else options[0])
        for k in kinds:
            self.discard.append(self.take(seat, k))

    def dropped_loot(self, seat: int) -> None:
        victims = [s for s in range(self.n) if s != seat and self.alive[s] and self.count[s][LOOT]]
        if victims:
            victim = victims[self.pick(len(victims))] if len(victims) > 1 else victims[0]
            card = self.take(victim, LOOT)
            self.front[seat].append(card)
            self.count[seat][LOOT] += 1
            self.caught(seat)

    def panic(self, origin: int) -> None:
        c = self.count[origin]
        if not self.front[origin]:
            return
        kinds = [k for k in FACE_UP if c[k]]
        dirs = (1, -1) if sum(self.alive) > 2 else (1,)
        choice = self.pick(len(kinds) * len(dirs))
        kind, step = kinds[choice // len(dirs)], dirs[choice % len(dirs)]
        holder = origin
        while True:
            card = self.take(holder, kind)
            holder = self.next_alive(holder, step)
            received = -1
            caught = False
            if self.refuses(holder):
                self.discard.append(card)
            else:
                caught = self.place(holder, card)
                received = KIND[card]
            if caught or holder == origin or not self.front[holder]:
                return
            c = self.count[holder]
            kinds = [k for k in FACE_UP if c[k]]
            if received >= 0 and len(kinds) > 1 and received in kinds:
                kinds.remove(received)
            kind = kinds[self.pick(len(kinds))] if len(kinds) > 1 else kinds[0]

    # -- turns -----------------------------------------------------------------------------------
    def by_loot(self) -> None:
        order = [(self.active + i) % self.n for i in range(self.n)]
        alive = [s for s in order if self.alive[s]]
        self.winner = max(alive, key=lambda s: (self.count[s][LOOT],
                                                -sum(self.count[s][k] for k in (POLICE, DOG, CHAIN, LOCK)),
                                                -order.index(s)))

    def play_turn(self) -> None:
        active = self.active
        if self.showdown:
            if self.count[active][LOOT]:
                self.discard.append(self.take(active, LOOT))
            else:
                self.out(active)
                return
        served = [False] * self.n
        while self.winner < 0 and self.alive[active]:
            waiting = [s for s in range(self.n) if self.alive[s] and not served[s]]
            if not waiting:
                return
            if not self.deck and not self.reshuffle():
                self.by_loot()
                return
            card = self.deck.pop()
            if not self.deck:
                self.reshuffle()
            to = waiting[self.pick(len(waiting))] if len(waiting) > 1 else waiting[0]
            served[to] = True
            if self.refuses(to):
                self.discard.append(card)
                continue
            kind = KIND[card]
            if kind <= KEYS:
                self.place(to, card)
                continue
            if kind == CLOVER:
                self.clover(to)
            elif kind == DROPPED:
                self.dropped_loot(to)
            else:
                self.panic(to)
            self.discard.append(card)

    def play(self) -> int:
        while True:
            self.play_turn()
            if self.winner >= 0:
                return self.moves
            if not self.showdown and sum(self.alive) <= 2:
                self.showdown = True
            self.active = self.next_alive(self.active, 1)
            self.turn += 1
            if self.turn > MAX_TURNS:
                self.by_loot()
                return self.moves


def play(n: int, seed: int) -> tuple[int, int, int]:
    """Play one game: (winner seat, turns, moves)."""
    g = Game(n, seed)
    moves = g.play()
    return g.winner, g.turn, moves
