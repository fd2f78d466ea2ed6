"""Computer players for Home Alone: easy, normal and hard, who play for the end.

Every bot decides from its seat's :class:`~game.home_alone.view.HomeAloneView` and
its own memory of what it hid, never from the true state; its judgement of a
position is a :class:`~game.home_alone.reading.Reading` (beliefs, standings, what a
landing is worth).

- **Playing for the end** (RULINGS.md). The game ends the moment a Kid is caught. A
  bot that would win if the game ended now lands a Crook on any upright Kid in reach
  (its own included), hunts its own Kid marker (it remembers where it hid it) and
  keeps its own upright Kid beside the Crooks, where it can catch it on its own turn;
  a bot that would not keeps its Kid out of the Crooks' reach and never ends a game it
  would lose. Hard looks ahead over the spinner's numbers when its two best moves are
  close: after each it plays out the Kids' moves and the next player's best answer to
  every number (what that player lands on: the best kind of marker stack in reach, by
  its own gain first). Normal follows
  the rule without looking ahead; easy barely (it catches a Kid in reach when it leads,
  and otherwise just runs).
- **Crooks.** Land on your own booby-traps, off your own valuables; a rival's marker
  is worth what its owner has not lost yet, the closest rivals counting most.
- **Hiding.** A bot plans all its markers when first asked (one quick computation
  over per-board facts, cached). Booby-traps go where Crooks stop often and beside
  other players' markers (likely traps the others will steer onto), valuables on quiet
  squares away from everyone, the Kid on a quiet square nobody else uses but that a
  Crook can reach, so its owner can stand it up when ahead. Easy hides at random.
- **Memory.** Under the memory rule nobody sees their markers after hiding: easy and
  normal forget or mix up some, hard remembers all; with ``peek`` they refresh on
  their own turn.
- **Hints.** :meth:`HomeAloneBot.advise` gives the move with its reason in one line,
  from the same evaluation and the same view.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections import Counter
from itertools import chain, compress, repeat
from operator import attrgetter, itemgetter
from typing import Any, Sequence

from game.engine import Action, Advice, Bot, Decision
from game.engine.seats import next_seat
from game.home_alone.actions import CROOK_NAMES, SPIN_ACTION, STAY, HideMarker, MoveCrook, MoveKid
from game.home_alone.board import HANDLE_BAR, LADDER
from game.home_alone.markers import KID as KID_MARKER
from game.home_alone.markers import TRAP, VALUABLE
from game.home_alone.movement import CROOK, KID, mover_for
from game.home_alone.reading import (
    WIN,
    Beliefs,
    Reading,
    chebyshev,
    chebyshev_rows,
    kid_steps,
    reach_for,
)
from game.home_alone.view import HomeAloneView

_CROOK_OF = attrgetter("crook")
_TO = attrgetter("to")
SCALE = 10.0  # a whole chance to win, in the units of the small pulls and the noise below


class HomeAloneBot(Bot):
    """The shared judgement; the levels differ in the numbers below (and hard's lookahead)."""

    level = "normal"
    memory_keep = 0.8  # chance to remember a marker's kind
    memory_swap = 0.3  # share of the forgotten ones that are mixed up rather than blank
    randomness = 0.0  # chance of a careless move
    noise = 0.15  # random jitter added to move values
    hide_skill = 1.0  # 0: hide at random
    opponent_weight = 0.6  # how much other players' gains count against us
    pull = 0.08  # value of each square a Crook stands closer to one of my booby-traps
    plays_for_end = 1.0  # 0: ignores the standings (easy), 1: plays for the end
    kid_hunt = 0.25  # value of each square a Crook stands closer to my hidden Kid, when ahead
    lookahead = False  # hard: the next player's answer to every number
    candidates = 2  # how many of the best moves the lookahead examines, at most
    clear_choice = 0.3  # a move this much better than another needs no lookahead to be preferred to it
    reply_weight = 0.8  # how much the next player's answer counts
    trap_sharing = 0.0  # > 0: booby-traps beside other players' markers (they draw the Crooks); < 0: apart

    def __init__(self, seat: int, seed: int = 0, variant: Any = None):
        super().__init__(seat, seed, variant)
        self.plan: dict[int, int] = {}  # marker -> square, while hiding
        self.placed: dict[int, int] = {}  # my marker -> square where I hid it
        self.memory: dict[int, str | None] | None = None  # my marker -> kind I believe (None: forgotten)
        self.names: Sequence[str] | None = None  # seat names for the reasons the hint button shows
        self._beliefs: Beliefs | None = None  # kept while the markers lie as they do
        self._memory_seen: Any = None
        self._settled = False  # all my markers were hidden when my squares were last listed

    # -- the entry points ----------------------------------------------------------------------
    def choose(self, view: HomeAloneView, decision: Decision) -> Action:
        actions = decision.actions
        if len(actions) == 1:
            return actions[0]
        return self._decide(view, decision, False)[0]

    def advise(self, view: HomeAloneView, decision: Decision) -> Advice:
        """The move this bot would make, with its reason in one plain line (the hint button)."""
        action, reason = self._decide(view, decision, True)
        return Advice(action, reason)

    def watch(self, view: HomeAloneView) -> None:
        """Take in what the seat sees without deciding (a hint bot watching its person hide)."""
        self._note_known(view)

    def _decide(self, view: HomeAloneView, decision: Decision, explain: bool) -> tuple[Action, str]:
        kind = decision.kind
        actions = decision.actions
        if kind == "hide":
            return self._hide(view, decision, explain)
        if kind in ("spin", "escape_spin"):
            return SPIN_ACTION, ("Spin: your Kid was found and gets a free getaway." if kind == "escape_spin"
                                 else "Spin to see how far a Crook goes.")
        self._remember(view)
        if not explain and self.randomness and self.rng.random() < self.randomness:
            return actions[int(self.rng.random() * len(actions))], ""
        if kind == "crook":
            return self._move_crook(view, decision, explain)
        if kind in ("kids", "escape"):
            return self._move_kid(view, decision, explain)
        return actions[0], ""

    # -- memory ---------------------------------------------------------------------------------------
    def _note_known(self, view: HomeAloneView) -> None:
        """Where my markers are hidden, as far as my view shows them (at every hide: my own seat's view
        shows only my markers, taken in at once)."""
        if view.seat == self.seat:
            self.placed.update(view.known)
            return
        per = view.markers.per_seat
        for m, sq in view.known.items():
            if m // per == self.seat:
                self.placed[m] = sq

    def _remember(self, view: HomeAloneView) -> None:
        mk = view.markers
        if view.known:  # we may look (peek, or no memory rule): perfect knowledge now
            self._note_known(view)
            self.memory = {m: mk.kind(m) for m in view.known if mk.owner(m) == self.seat}
            return
        if self.memory is not None:
            return
        # first decision after hiding: fix what we remember of what we hid, once
        self.memory = {}
        kinds = (TRAP, VALUABLE)
        for m in self.placed:
            kind = mk.kind(m)
            if kind == KID_MARKER or self.rng.random() < self.memory_keep:
                self.memory[m] = kind
            elif self.rng.random() < self.memory_swap:
                self.memory[m] = kinds[1 - kinds.index(kind)]  # mixed up
            else:
                self.memory[m] = None

    def _my_squares(self, view: HomeAloneView) -> dict[int, str | None]:
        """Square -> what I believe my hidden marker there is (None: I don't remember)."""
        out: dict[int, str | None] = {}
        memory = self.memory or {}
        hidden = view.hidden
        seat = self.seat
        for m, sq in self.placed.items():
            owners = hidden.get(sq)
            if owners and seat in owners:
                out[sq] = memory.get(m)
        if len(self.placed) < view.markers.per_seat:
            # markers of mine whose square I do not know at all (a bot made after a reload)
            for sq, owners in hidden.items():
                if seat in owners and sq not in out:
                    out[sq] = None
        return out

    def _reading(self, view: HomeAloneView) -> Reading:
        """My judgement of ``view``; what I believe of the markers is kept while they lie as they do.
        Once all mine are hidden, a new layout only takes markers away: my squares are then the last
        ones less those taken (the same dict, in the same order, as :meth:`_my_squares` would build)."""
        beliefs = self._beliefs
        if beliefs is None or self._memory_seen is not self.memory:
            beliefs = None
            mine = self._my_squares(view)
            self._settled = not view.to_hide
        elif beliefs.hidden is view.hidden:
            mine = beliefs.mine
        elif self._settled:
            hidden, seat = view.hidden, self.seat
            mine = {sq: k for sq, k in beliefs.mine.items() if seat in hidden.get(sq, ())}
            beliefs = None
        else:
            beliefs = None
            mine = self._my_squares(view)
            self._settled = not view.to_hide
        r = Reading(view, self.seat, mine, self.opponent_weight, beliefs)
        self._beliefs = r.beliefs
        self._memory_seen = self.memory
        return r

    # -- moving a Crook ---------------------------------------------------------------------------
    def _targets(self, r: Reading) -> list[int]:
        """Squares worth steering a Crook towards: my booby-traps, and other players' markers that
        are most likely valuables (once the booby-traps run out, that is where the points are)."""
        b = r.beliefs
        got = b.memo.get("targets")
        if got is None:
            me = self.seat
            odds = r.odds
            traps = [sq for sq, k in r.mine.items() if k == TRAP]
            hidden = r.view.hidden
            # alike stacks sort alike: sort the few kinds of stack (owners), then pick their squares out
            # of the layout in C, in its order
            safe_owners: set[tuple[int, ...]] = set()
            risky_owners: set[tuple[int, ...]] = set()
            for owners in dict.fromkeys(hidden.values()):
                if me in owners:
                    continue
                worth = kid = 0.0
                for o in owners:
                    worth += odds[o][1] - odds[o][0]
                    kid += odds[o][2]
                if worth > 0.3:
                    (safe_owners if kid < 0.3 else risky_owners).add(owners)
            safe = list(compress(hidden, map(safe_owners.__contains__, hidden.values()))) if safe_owners else []
            risky = list(compress(hidden, map(risky_owners.__contains__, hidden.values()))) if risky_owners else []
            got = b.memo["targets"] = (traps + safe, traps + safe + risky)
        bold = r.scores[self.seat] >= r.best_other  # a Kid standing up does not scare whoever is not behind
        return got[1] if bold else got[0]

    def _move_crook(self, view: HomeAloneView, decision: Decision, explain: bool) -> tuple[Action, str]:
        r = self._reading(view)
        rows = chebyshev_rows(view.board)
        mine = r.mine
        me = self.seat
        # what pulls a Crook (each a list of (weight, squares): the nearest square counts), so that
        # the Crooks stand where the next spins are worth something
        pulls: list[tuple[float, list[int]]] = []
        targets = self._targets(r)
        if targets:
            pulls.append((self.pull, targets))
        none = [0.0] * r.n
        if view.kids[me] < 0 and (r.wins(me, none, (me,)) or (r.ahead and r.scores[me] >= r.best_other)):
            my_kid = [sq for sq, k in mine.items() if k == KID_MARKER]
            if my_kid:  # ahead: bring the Crooks to my hidden Kid, to stand it up and catch it
                pulls.append((self.kid_hunt * self.plays_for_end, my_kid))
        keep_off: list[int] = []  # Kids whose catch would win the game for someone else
        if self.plays_for_end:
            for seat, sq in r.upright_kids():
                if r.wins(me, none, (seat,)):  # a Kid whose catch wins me the game: go after it
                    pulls.append(((1.0 if seat == me else 0.5) * self.kid_hunt, [sq]))
                elif any(r.wins(s, none, (seat,)) for s in range(r.n) if s != me):
                    keep_off.append(sq)
        crooks = view.crooks
        # a Crook moves at most a few squares: the squares nearest where each stands now are the
        # only ones that can be nearest after the move (a close guess, and much quicker)
        for i, (weight, squares) in enumerate(pulls):
            if len(squares) > 8:
                near: set[int] = set()
                for c in set(crooks):
                    near.update(sorted(squares, key=rows[c].__getitem__)[:6])
                pulls[i] = (weight, list(near))
        # per pull: the steps from where each Crook stands to its nearest square
        row0, row1 = rows[crooks[0]], rows[crooks[1]]
        nearest = [(w, squares, min(map(row0.__getitem__, squares)), min(map(row1.__getitem__, squares)))
                   for w, squares in pulls]
        guard = 0.4 * self.plays_for_end
        empty = None  # every empty square is worth the same to land on: work it out once
        # a bot that looks ahead weighs the best few moves again, so it keeps every move's value; the others
        # keep just the best move (no list of pairs to sort: a few percent of a normal game)
        lookahead = self.lookahead
        scored: list[tuple[float, Action]] = []
        best: Action | None = None
        best_value = -math.inf
        noise, rand, hidden, kids = self.noise, self.rng.random, view.hidden, view.kids
        # destination (and stack of markers) -> what landing there is worth (either Crook)
        landings: dict[Any, float] = {}
        split = self._split(decision)
        for c in (0, 1):
            moves = decision.actions[:split] if c == 0 else decision.actions[split:]  # (one per destination)
            if not moves:
                continue
            dests = list(map(_TO, moves))
            row_c, row_other = rows[crooks[c]], rows[crooks[1 - c]]
            reach = max(map(row_c.__getitem__, dests))  # (a destination's steps from the Crook, at most)
            held = self._pull_steps(rows, row_c, dests, reach, nearest, c)
            # (Kid's square, steps from the other Crook), for the Kids either Crook may end 4 steps from or fewer
            guarded = [(sq, row_other[sq]) for sq in keep_off if row_other[sq] <= 4 or row_c[sq] - reach <= 4]
            for action in moves:
                q = action.to  # type: ignore[attr-defined]
                if q in hidden or q in kids:
                    value = landings.get(q)  # both Crooks often reach the same squares
                    if value is None:
                        if q in kids:
                            value = landings[q] = self._landing(r, q)
                        else:  # what lies there, by my beliefs, is all that counts: alike stacks alike
                            alike = (hidden[q], mine.get(q))
                            value = landings.get(alike)  # type: ignore[call-overload]
                            if value is None:
                                value = landings[alike] = self._landing(r, q)  # type: ignore[index]
                            landings[q] = value
                else:
                    if empty is None:
                        empty = self._landing(r, q)
                    value = empty
                for w, memo, d_other in held:  # (the innermost loop)
                    if memo is None:  # (the other Crook is nearer than any destination)
                        value -= w * d_other
                    else:
                        d = memo[q]
                        value -= w * (d if d < d_other else d_other)
                if guarded:
                    row = rows[q]
                    for sq, d_other in guarded:
                        d = row[sq]
                        if d_other < d:
                            d = d_other
                        if d <= 4:
                            value -= guard * (5 - d)
                value += noise * rand()
                if lookahead:
                    scored.append((value, action))
                elif value > best_value:  # (the first of the best, as a stable sort would put it)
                    best, best_value = action, value
        if not lookahead:
            return best, (self._crook_reason(r, best) if explain else "")  # type: ignore[arg-type]
        scored.sort(key=itemgetter(0), reverse=True)  # (stable: equal values keep their order)
        best = scored[0][1]
        if len(scored) > 1 and scored[0][0] - scored[1][0] < self.clear_choice:
            # only the moves nearly as good as the best are worth looking ahead for (measured: a move
            # further behind, or the third best, hardly ever won the look-ahead)
            floor = scored[0][0] - self.clear_choice
            few = [m for m in scored[: self.candidates] if m[0] > floor]
            best = self._look_ahead(r, few)
        return best, (self._crook_reason(r, best) if explain else "")

    @staticmethod
    def _pull_steps(rows: dict[int, tuple[int, ...]], row: tuple[int, ...], dests: list[int], reach: int,
                    nearest: list[tuple[float, list[int], int, int]], c: int
                    ) -> list[tuple[float, dict[int, int] | None, int]]:
        """Per pull, for the moves of Crook ``c`` to ``dests`` (``row``: the steps from where he stands, at
        most ``reach`` to a destination): (its weight, destination -> steps to the pull's nearest square
        or ``None``, the steps from the other Crook to it). A move counts the fewer of the two, so a
        destination's steps are only needed where they are fewer than the other Crook's; they are worked
        out for every destination at once (a column of each square's row of distances, then the least of
        each destination's: the costliest part of a Crook move).

        Every destination lies at most ``reach`` steps from the Crook, so only the squares fewer than
        ``own + 2 * reach`` steps from him can be nearest to one (``own``: the nearest square's steps),
        and only those fewer than ``other + reach`` can be nearer to one than the other Crook is. The
        rest are left out: the fewer of the two steps stays the same for every move, from fewer columns
        (none at all when the other Crook is nearer than any destination: ``None``)."""
        column: Any = None
        held: list[tuple[float, dict[int, int] | None, int]] = []
        for w, squares, d0, d1 in nearest:
            own, other = (d0, d1) if c == 0 else (d1, d0)
            limit = own + 2 * reach
            if other + reach < limit:
                limit = other + reach
            near = [sq for sq in squares if row[sq] < limit]
            if not near:
                held.append((w, None, other))
                continue
            if column is None:
                column = itemgetter(*dests) if len(dests) > 1 else (lambda r, q=dests[0]: (r[q],))
            if len(near) == 1:
                memo = dict(zip(dests, column(rows[near[0]])))
            else:
                memo = dict(zip(dests, map(min, *[column(rows[sq]) for sq in near])))
            held.append((w, memo, other))
        return held

    @staticmethod
    def _split(decision: Decision) -> int:
        """Where Marv's moves start in the decision's list. The rules list Harry's moves before
        Marv's, so each Crook's moves are one slice of the list, found by bisection (a filter of
        every action was a few percent of a normal game)."""
        return bisect_left(decision.actions, 1, key=_CROOK_OF)

    def _landing(self, r: Reading, q: int) -> float:
        """What a Crook ending on ``q`` is worth to me now: my chance to win afterwards."""
        delta, scored, my_kid, other_kid = r.gains(q)
        if r.ends_game(q, scored):
            return SCALE * r.outcome(delta, r.kids_on(q))
        value = r.chance(delta, r.found(q))
        kid = my_kid + other_kid
        if kid and self.plays_for_end:
            # a Kid stands up: whoever would win if the game ended may catch it soon
            now = r.outcome(delta)
            soon = (0.7 if my_kid and now == 1.0 else 0.35) * self.plays_for_end
            value += min(1.0, kid) * soon * (now - value)
        return SCALE * value

    def _look_ahead(self, r: Reading, scored: list[tuple[float, Action]]) -> Action:
        """Re-rank the best few moves by what follows: the Kids' moves, then the next player's best
        answer to each number of the spinner (a one-turn expectimax over the spin)."""
        view = r.view
        n = r.n
        nxt = next_seat(view.current, n)
        if r.round_limit and view.turn >= r.round_limit * n:
            return scored[0][1]  # the last turn of the game: nobody answers
        b = r.beliefs
        hidden = b.memo.get("squares")
        if hidden is None:
            hidden = b.memo["squares"] = set(view.hidden)
        ranked = b.memo.get(("ranked", nxt))
        if ranked is None:  # (kept while the markers lie as they do)
            ranked = b.memo[("ranked", nxt)] = _answers(r, nxt)
        kids = [self._kid_options(r, seat, sq, nxt) for seat, sq in r.upright_kids()]
        best, best_value = scored[0][1], -1e9
        done: set[tuple[int, int]] = set()
        chances: dict[int, dict[int, float]] = {}  # landing (-1: empty) -> answer square -> my chance
        for value, action in scored[: self.candidates]:
            q = action.to  # type: ignore[attr-defined]
            crooks = list(view.crooks)
            crooks[action.crook] = q  # type: ignore[attr-defined]
            key = (min(crooks), max(crooks))
            if key in done:
                continue
            done.add(key)
            if r.ends_game(q):
                total = value
            else:
                spots = self._kids_after(r, crooks, [k for k in kids if k[1] != q])
                after = self._answer(r, q, crooks, spots, nxt, ranked, hidden, chances)
                total = value + self.reply_weight * (SCALE * after - value)
            if total > best_value:
                best, best_value = action, total
        return best

    def _kid_options(self, r: Reading, seat: int, sq: int, nxt: int) -> tuple[int, int, list[int], bool, list[int]]:
        """(seat, square, squares where the next player's catch wins it for ``seat``, whether it has a
        square where the next player would not catch it, squares where that catch loses for ``seat``)
        for an upright Kid about to move this turn's number. Which of them the next player can reach
        depends on where the Crooks stand: :meth:`_kids_after` settles that per move."""
        view = r.view
        options = [sq]
        if view.number:
            options += list(kid_steps(view, sq, view.number))
        # what lies under a square changes a score by one at most: far enough behind, the next player
        # never catches; far enough ahead, always
        scores = r.scores
        margin = scores[nxt] - max(scores[s] for s in range(r.n) if s != nxt)
        if margin <= -2:
            return seat, sq, [], True, []
        if margin >= 2:
            return (seat, sq, options, False, []) if seat == nxt else (seat, sq, [], False, options)
        good: list[int] = []
        bad: list[int] = []
        safe = False
        hidden = view.hidden
        caught = (seat,)
        empty = -1  # what a catch on an empty square means (every one alike): 0 no catch, 1 good, 2 bad
        for t in options:
            if t in hidden:
                delta = r.gains(t)[0]
                kind = 0 if not r.wins(nxt, delta, caught) else 1 if r.wins(seat, delta, caught) else 2
            else:
                if empty < 0:
                    none = [0.0] * r.n
                    empty = 0 if not r.wins(nxt, none, caught) else 1 if r.wins(seat, none, caught) else 2
                kind = empty
            if kind == 0:
                safe = True
            elif kind == 1:
                good.append(t)
            else:
                bad.append(t)
        return seat, sq, good, safe, bad

    def _kids_after(self, r: Reading, crooks: Sequence[int], kids: list[tuple[int, int, list[int], bool, list[int]]]
                    ) -> dict[int, int]:
        """Where each upright Kid that the next player would catch stands after the Kids' moves, its
        owner doing what suits it: a square where that catch wins it the game if one is in reach,
        else anywhere the catch does not happen (not listed), else the least reachable square."""
        out: dict[int, int] = {}
        threat = None  # r.reach.threats(crooks).get, made only when a Kid has squares to weigh
        for seat, _sq, good, safe, bad in kids:
            if safe and not good:
                continue
            free = [t for t in good if t != crooks[0] and t != crooks[1]]
            if free or not safe:
                if threat is None:
                    threat = r.reach.threat_at(crooks)
            if free:
                t = max(free, key=lambda x: threat(x, 0.0))
                if threat(t, 0.0) > 0:
                    out[t] = seat
                    continue
            if safe:
                continue
            free = [t for t in bad if t != crooks[0] and t != crooks[1]]
            if free:
                out[min(free, key=lambda x: threat(x, 0.0))] = seat
        return out

    def _answer(self, r: Reading, q: int, crooks: Sequence[int], kids: dict[int, int], nxt: int,
                ranked: list[tuple[int, frozenset[int]]], hidden: set[int], chances: dict[int, dict[int, float]]) -> float:
        """My chance to win after my landing on ``q`` and the next player's best answer, averaged
        over the spinner's numbers. ``ranked``: the kinds of stack worth something to the next player,
        best first (see :func:`_answers`); their answer to a number is the first a Crook can reach."""
        d1, f1 = r.gains(q)[0], r.found(q)
        n = r.n
        total = 0.0
        spins = r.reach.spins
        # every empty landing leaves the same scores: their answers' chances are shared
        memo = chances.setdefault(q if q in hidden else -1, {})
        # (where each Crook can end, number by number: the pair's own sets would be new to build)
        ends_of = r.reach.ends
        a, b = crooks[0], crooks[1]
        for k in spins:
            ends_a, ends_b = ends_of(CROOK, a, k), ends_of(CROOK, b, k)
            if kids:
                caught = None
                for sq, seat in kids.items():
                    if sq in ends_a or sq in ends_b:
                        d2 = r.gains(sq)[0] if sq in hidden and sq != q else None
                        both = [d1[s] + (d2[s] if d2 else 0.0) for s in range(n)]
                        if r.wins(nxt, both, (seat,)):
                            caught = r.outcome(both, (seat,))
                            break
                if caught is not None:
                    total += caught
                    continue
            best_q = -1
            for x, squares in ranked:  # the first kind of stack in reach (not the one just turned over)
                if squares.isdisjoint(ends_a) and squares.isdisjoint(ends_b):
                    continue
                if q in squares:
                    rest = squares - {q}
                    if rest.isdisjoint(ends_a) and rest.isdisjoint(ends_b):
                        continue
                best_q = x
                break
            got = memo.get(best_q)
            if got is None:
                if best_q < 0:
                    got = r.chance(d1, f1)
                else:
                    d2, f2 = r.gains(best_q)[0], r.found(best_q)
                    got = r.chance([d1[s] + d2[s] for s in range(n)], [f1[s] + f2[s] for s in range(n)])
                memo[best_q] = got
            total += got
        return total / len(spins)

    # -- moving a Kid ---------------------------------------------------------------------------------------
    def _move_kid(self, view: HomeAloneView, decision: Decision, explain: bool) -> tuple[Action, str]:
        """Where my Kid goes: the next player to move a Crook catches it only if that wins them the
        game (the game ends with the scores as they stand, plus what lies under the Kid). So it goes
        where that catch would win me the game (beside a Crook, on one of my booby-traps, before my
        turn), or else where that player cannot reach it or would not want to."""
        r = self._reading(view)
        board = view.board
        rows = chebyshev_rows(board)
        start = view.kids[self.seat]
        crooks = view.crooks
        c0, c1 = crooks
        danger = r.reach.threats(crooks).get
        n = r.n
        nxt = next_seat(view.current, n)
        scores = r.scores
        tree = board.treehouse
        plays = self.plays_for_end >= 0.5
        cont = r.chance() if plays else 0.0  # (easy never asks)
        row0, row1 = rows[c0], rows[c1]
        # not behind: a Kid standing on one of my booby-traps can be caught with a +1, which wins
        traps = [sq for sq, k in r.mine.items() if k == TRAP] if plays and scores[self.seat] >= r.best_other else []
        if len(traps) > 6:
            traps = sorted(traps, key=rows[start].__getitem__)[:6]
        to_traps = itemgetter(*traps) if len(traps) > 1 else None  # a row of distances -> those to my booby-traps
        # the next player catches my Kid only if that wins them the game: two points behind, never
        far_behind = scores[nxt] - max(scores[s] for s in range(n) if s != nxt) <= -2 and not traps
        best, best_value, best_win = decision.actions[0], -1e9, False
        rand = self.rng.random
        me, caught, hidden, none = self.seat, (self.seat,), view.hidden, [0.0] * n
        win_empty = None
        caught_empty = None  # would the next player catch it on an empty square (the same for all)
        kinds = board.kinds
        jitter = self.noise * 0.3
        for action in decision.actions:
            to = start if action is STAY else action.to  # type: ignore[attr-defined]
            if kinds[to] == HANDLE_BAR and tree:
                to = next((t for t in tree if t not in crooks and t not in view.kids), tree[0])  # zips up
            p = danger(to, 0.0)
            near = row0[to]
            if row1[to] < near:
                near = row1[to]
            capped = near if near < 8 else 8  # min(near, 8)
            if not plays:  # easy: just run
                value, win = -p + 0.01 * capped, False
            elif far_behind:  # nobody I could lose to wants the game to end: stay where I please
                value, win = 0.005 * capped, False
            else:
                value = 0.0
                if to in hidden:
                    delta = r.gains(to)[0]
                    win = r.wins(me, delta, caught)
                    if p and r.wins(nxt, delta, caught):  # the next player would catch it here
                        value = p * ((1.0 if win else r.outcome(delta, caught)) - cont)
                else:  # nothing under the Kid: the same for every empty square
                    if win_empty is None:
                        win_empty = r.wins(me, none, caught)
                    win = win_empty
                    if p:
                        if caught_empty is None:
                            caught_empty = r.wins(nxt, none, caught)
                        if caught_empty:
                            value = p * ((1.0 if win else r.outcome(none, caught)) - cont)
                value += -0.01 * near if win else 0.005 * capped
                if traps:  # (the steps to the nearest)
                    row = rows[to]
                    value -= 0.006 * (min(to_traps(row)) if to_traps else row[traps[0]])
            value = SCALE * value + jitter * rand()
            if value > best_value:
                best, best_value, best_win = action, value, win
        return best, (self._kid_reason(r, best, best_win and nxt == self.seat) if explain else "")

    # -- hiding ----------------------------------------------------------------------------------------------
    def _hide(self, view: HomeAloneView, decision: Decision, explain: bool) -> tuple[Action, str]:
        self._note_known(view)
        marker = view.to_hide[0]
        actions = decision.actions
        sq = self.plan.get(marker)
        # (actions are interned: the planned square's action is the decision's own, when legal)
        action = HideMarker(sq) if sq is not None else None
        if action is None or action not in actions:
            legal = {a.square: a for a in actions}  # type: ignore[attr-defined]
            self.plan = self._plan(view, legal)
            sq = self.plan.get(marker)
            if sq is None or sq not in legal:
                sq = next(iter(legal))
            action = legal[sq]
        self.placed[marker] = sq
        return action, (self._hide_reason(view, marker, sq) if explain else "")

    def _plan(self, view: HomeAloneView, legal: dict[int, Action]) -> dict[int, int]:
        """Where each of my markers still in hand should go (a full placement)."""
        mk = view.markers
        in_hand = list(view.to_hide)
        free = list(legal)
        rand = self.rng.random
        if self.hide_skill <= 0:
            self.rng.shuffle(free)
            return dict(zip(in_hand, free))
        info = square_info(view)
        seat = self.seat
        others = {sq: sum(1 for o in owners if o != seat) for sq, owners in view.hidden.items()}
        spread = 1.0 - self.hide_skill + 0.12
        traffic, escape, reachable = info.traffic, info.escape, info.reachable
        kinds = {KID_MARKER: [], VALUABLE: [], TRAP: []}
        for m in in_hand:
            kinds[mk.kind(m)].append(m)
        plan: dict[int, int] = {}
        used: set[int] = set()

        def place(markers: list[int], keys: list[float], gap: int) -> None:
            """``keys``: each free square's worth plus its jitter, negated (in ``free``'s order; the
            callers work out the worth and draw the jitter square by square, in one pass)."""
            if not markers:
                return
            # (a stable sort of the squares by key: as sorted(free, key=...) did)
            ranked = list(map(free.__getitem__, sorted(range(len(free)), key=keys.__getitem__)))
            chosen: list[int] = []
            apart: set[int] = set()  # squares within ``gap`` of a chosen one
            for s in ranked:
                if s in used:
                    continue
                if gap:
                    if s in apart:
                        continue
                    apart.update(info.around(s, gap))
                chosen.append(s)
                used.add(s)
                if len(chosen) == len(markers):
                    break
            for s in ranked:  # not enough room apart: fill from the top of the list
                if len(chosen) == len(markers):
                    break
                if s not in used:
                    chosen.append(s)
                    used.add(s)
            plan.update(zip(markers, chosen))

        near_others = list(map(others.get, free, repeat(0)))  # (others.get(s, 0) per free square, in C)
        # the Kid: a quiet square nobody else uses, near a way out, that a Crook can still reach
        if kinds[KID_MARKER]:
            # (on a square beside nobody's markers, o = 0: its worth is the board's own, worked out once; the
            # same float, as taking 0.6 * 0 away changes nothing)
            lone = info.kid_spot
            place(kinds[KID_MARKER], [-(lone[s] + spread * rand()) if not o else
                                      -(0.6 * escape[s] - 1.0 * traffic[s] - 0.6 * o + 0.3 * reachable[s]
                                        + spread * rand()) for s, o in zip(free, near_others)], 0)
        # valuables: quiet squares away from everyone's markers, apart from each other
        if kinds[VALUABLE]:
            place(kinds[VALUABLE], [-(-traffic[s] + spread * rand()) if not o else
                                    -(-traffic[s] - 0.5 * o + spread * rand()) for s, o in zip(free, near_others)], 1)
        # booby-traps: busy squares nobody else uses (a trap under another player's marker scores for
        # both of us alike, which gains me nothing on them), away from my valuables
        if kinds[TRAP]:
            vals = [plan[m] for m in kinds[VALUABLE] if m in plan]
            share = self.trap_sharing
            beside = Counter(chain.from_iterable([info.around(v, 1) for v in vals]))  # square -> valuables beside it
            # (where nothing is shared and no valuable is beside, the worth is the square's traffic alone: the
            # same float, as terms of 0.0 change nothing; likewise a valuable's beside nobody's markers)
            place(kinds[TRAP], [-(traffic[s] + spread * rand()) if not (o and share) and s not in beside else
                                -(traffic[s] + share * o - 0.25 * beside[s] + spread * rand())
                                for s, o in zip(free, near_others)], 1)
        return plan

    # -- reasons in plain words (the hint button) --------------------------------------------------------------
    def _name(self, seat: int) -> str:
        if seat == self.seat:
            return "your"
        names = self.names
        return f"{names[seat]}'s" if names and seat < len(names) else f"Player {seat + 1}'s"

    def _crook_reason(self, r: Reading, action: Action) -> str:
        view = r.view
        c, q = action.crook, action.to  # type: ignore[attr-defined]
        where = view.board.where(q)
        head = f"Move {CROOK_NAMES[c]} to {where}"
        kid = next((s for s, sq in r.upright_kids() if sq == q), None)
        delta, scored, my_kid, other_kid = r.gains(q)
        if kid is not None:
            outcome = r.outcome(delta, r.kids_on(q))
            who = "your own Kid" if kid == self.seat else f"{self._name(kid)} Kid"
            if outcome == WIN:
                return f"{head}: he catches {who}, the game ends and you are ahead, so you win."
            return f"{head}: he catches {who} and the game ends."
        kind = r.mine.get(q) if q in r.mine else None
        if kind == TRAP:
            return f"{head}: you hid a booby-trap there, +1 for you."
        if kind == KID_MARKER:
            return f"{head}: your Kid is hidden there; you are ahead, so stand it up and catch it to win."
        mine_here = self.seat in view.hidden.get(q, ())
        theirs = [o for o in view.hidden.get(q, ()) if o != self.seat]
        if mine_here and kind is None and delta[self.seat] > 0:
            return f"{head}: one of your markers is there, more likely a booby-trap than a valuable."
        valuables = [sq for sq, k in r.mine.items() if k == VALUABLE]
        near_val = [sq for sq in valuables if min(chebyshev(view.board, sq, x) for x in view.crooks) <= 2]
        if theirs and r.utility(delta) > 0.05:
            return f"{head}: {self._name(theirs[0])} marker there is likely a valuable of theirs."
        if r.winning and view.kids[self.seat] < 0 and any(k == KID_MARKER for k in r.mine.values()):
            return f"{head}: you are ahead, so bring the Crooks towards your hidden Kid to end the game."
        if not r.winning and r.upright_kids():
            return f"{head}: it keeps the Crooks away from the Kids that are out, so the game goes on."
        traps = [sq for sq, k in r.mine.items() if k == TRAP]
        if traps:
            return f"{head}: it brings him nearer your booby-traps for the next turns."
        if near_val:
            return f"{head}: it keeps the Crooks off your valuables."
        return f"{head}: nothing of yours is in reach, and this gives the others the least."

    def _kid_reason(self, r: Reading, action: Action, want: bool) -> str:
        view = r.view
        to = view.kids[self.seat] if action is STAY else action.to  # type: ignore[attr-defined]
        where = view.board.where(to)
        verb = "Keep your Kid where it is" if action is STAY else f"Move your Kid to {where}"
        if view.board.kinds[to] == HANDLE_BAR:
            return f"{verb}: the handle bar zips it up to the Treehouse, far from the Crooks."
        danger = r.reach.threat(view.crooks, to)
        if want:
            return (f"{verb}: you are ahead, so keep it where a Crook can catch it on your turn "
                    f"and end the game ({round(danger * 4)} of 4 numbers reach it).")
        if danger == 0:
            return f"{verb}: no number on the spinner brings a Crook there next turn."
        return f"{verb}: it is the safest square you can reach ({round(danger * 4)} of 4 numbers reach it)."

    def _hide_reason(self, view: HomeAloneView, marker: int, square: int) -> str:
        mk = view.markers
        where = view.board.where(square)
        name = mk.name(marker)
        kind = mk.kind(marker)
        if kind == TRAP:
            return f"Hide the {name} in {where}: the Crooks often stop there, and every booby-trap they hit is +1."
        if kind == VALUABLE:
            return f"Hide the {name} in {where}: a quiet square the Crooks seldom reach, so it stays safe."
        return (f"Hide your Kid in {where}: out of the Crooks' usual way, yet reachable, so you can stand it "
                f"up and end the game when you are ahead.")


def _answers(r: Reading, nxt: int) -> list[tuple[int, frozenset[int]]]:
    """What the next player ``nxt`` would land a Crook on, by my beliefs: the kinds of stack (alike
    owners, alike in what I believe of mine) whose landing is worth something to them (their own gain
    first), best first, as (one square of the kind, every square of it). Alike stacks turn over alike
    scores, so which square of a kind they pick changes nothing for me."""
    mine, me = r.mine, r.me
    kinds: list[frozenset[int]] = []
    for owners, squares in _stacks(r.view).items():
        if me not in owners:
            kinds.append(squares)
            continue
        by: dict[Any, list[int]] = {}  # what I believe lies in mine
        for sq in squares:
            key = mine.get(sq)
            got = by.get(key)
            if got is None:
                by[key] = [sq]
            else:
                got.append(sq)
        kinds.extend(map(frozenset, by.values()))
    rated: list[tuple[float, int, frozenset[int]]] = []
    for squares in kinds:
        x = next(iter(squares))
        delta = r.gains(x)[0]
        worth = 1.4 * delta[nxt] - 0.4 * sum(delta)
        if worth > 0.0:
            rated.append((worth, x, squares))
    rated.sort(key=itemgetter(0), reverse=True)  # (stable)
    return [(x, squares) for _w, x, squares in rated]


def _stacks(view: HomeAloneView) -> dict[tuple[int, ...], frozenset[int]]:
    """Owners of a stack of markers -> the squares where such stacks lie (every seat's views share
    the layout's ``hidden``: the last one is kept on the board)."""
    hidden = view.hidden
    cache = view.board.cache
    got = cache.get("stacks")
    if got is not None and got[0] is hidden:
        return got[1]
    lists: dict[tuple[int, ...], list[int]] = {}
    for sq, owners in hidden.items():
        squares = lists.get(owners)
        if squares is None:
            lists[owners] = [sq]
        else:
            squares.append(sq)
    out = {owners: frozenset(squares) for owners, squares in lists.items()}
    cache["stacks"] = (hidden, out)
    return out


class SquareInfo:
    """Static facts about the hiding squares of a board under a variant, computed once and cached."""

    def __init__(self, view: HomeAloneView):
        board = view.board
        v = view.variant
        reach = reach_for(view)
        mv = mover_for(board, v)
        spins = reach.spins
        hide = board.hideable
        # traffic: how many squares a Crook could come from to stop here (paths run both ways, so
        # count the squares each hiding square reaches), plus nearness to the start
        count = {s: sum(len(reach.ends(CROOK, s, n)) for n in spins) for s in hide}
        top = max(count.values()) or 1
        start_dist = mv.distances(CROOK, board.start)
        far = max(start_dist.get(s, 0) for s in hide) or 1
        self.traffic = {s: 0.6 * count[s] / top + 0.4 * (1 - start_dist.get(s, far) / far) for s in hide}
        self.reachable = {s: 1 - start_dist.get(s, far) / far for s in hide}
        bars = set(board.squares_of(HANDLE_BAR, LADDER))
        self.escape = {s: sum(1 for n in spins if bars & reach.ends(KID, s, n)) / len(spins) for s in hide}
        # what a square is worth to a hidden Kid with no other player's markers beside it (see _plan)
        self.kid_spot = {s: 0.6 * self.escape[s] - 1.0 * self.traffic[s] + 0.3 * self.reachable[s] for s in hide}
        self.width = board.width
        self._around: dict[tuple[int, int], tuple[int, ...]] = {}

    def near(self, a: int, b: int, gap: int) -> bool:
        w = self.width
        return abs(a % w - b % w) <= gap and abs(a // w - b // w) <= gap

    def around(self, a: int, gap: int) -> tuple[int, ...]:
        """Every square ``b`` with ``near(a, b, gap)`` (cached)."""
        key = (a, gap)
        got = self._around.get(key)
        if got is None:
            w = self.width
            x, y = a % w, a // w
            got = self._around[key] = tuple(ny * w + nx for ny in range(max(0, y - gap), y + gap + 1)
                                            for nx in range(max(0, x - gap), min(w, x + gap + 1)))
        return got


def square_info(view: HomeAloneView) -> SquareInfo:
    v = view.variant
    key = ("square_info", v.diagonals, v.safe_treehouse, v.distance, v.spin_low, v.spin_high)
    cache = view.board.cache
    got = cache.get(key)
    if got is None:
        got = cache[key] = SquareInfo(view)
    return got  # type: ignore[return-value]


class EasyBot(HomeAloneBot):
    """Hides at random, forgets much, moves carelessly now and then, and barely plays for the end."""

    level = "easy"
    memory_keep = 0.55
    memory_swap = 0.4
    randomness = 0.3
    noise = 0.8
    hide_skill = 0.0
    opponent_weight = 0.0
    plays_for_end = 0.3
    kid_hunt = 0.0


class NormalBot(HomeAloneBot):
    """Sensible hiding, greedy moves and the simple rule for the end, with a person's imperfect memory."""

    level = "normal"
    memory_keep = 0.8
    memory_swap = 0.3
    noise = 0.2
    hide_skill = 0.6
    opponent_weight = 0.5
    plays_for_end = 1.0
    kid_hunt = 0.15


class HardBot(HomeAloneBot):
    """Remembers everything, hides with care, and looks ahead over the spinner's numbers."""

    level = "hard"
    memory_keep = 1.0
    memory_swap = 0.0
    noise = 0.02
    hide_skill = 1.0
    opponent_weight = 0.7
    pull = 0.15
    plays_for_end = 1.0
    kid_hunt = 0.25
    lookahead = True
    trap_sharing = 0.0


def make_easy(seat: int, seed: int = 0, variant: Any = None) -> HomeAloneBot:
    return EasyBot(seat, seed, variant)


def make_normal(seat: int, seed: int = 0, variant: Any = None) -> HomeAloneBot:
    return NormalBot(seat, seed, variant)


def make_hard(seat: int, seed: int = 0, variant: Any = None) -> HomeAloneBot:
    return HardBot(seat, seed, variant)


BOTS = {"easy": make_easy, "normal": make_normal, "hard": make_hard}

__all__ = ["BOTS", "EasyBot", "NormalBot", "HardBot", "HomeAloneBot", "MoveCrook", "MoveKid", "square_info"]
