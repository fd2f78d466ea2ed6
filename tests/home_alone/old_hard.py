"""The hard Home Alone player as it was when issue 20 was written (commit 794e38d): a fixture for the
strength match only.

A frozen copy of that day's ``game/home_alone/bots.py`` (its shared judgement ``HomeAloneBot`` and
its ``HardBot`` numbers; easy and normal are left out), so the faster hard player can be seated
against it on the same seats and seeds (``test_hard_strength.py`` and ``strength.py``). Nothing in
the game imports it. Its thinking is unchanged; it does not know today's endings (the announced
last round, the Kids coming out, the tie rule) nor that Crooks climb the ladder, and plays as it did.

What today's code forced, and nothing else:

- Imports: ``HomeAloneView`` lives in ``game.home_alone.view`` and the moves in
  ``game.home_alone.actions`` (both were re-exported by ``rules`` then); absolute imports.
- ``mover(board, diagonals)`` meant, that day, the moves of a board where Crooks never enter the
  Treehouse; the movement module now takes that as ``haven=True`` (the ``safe_treehouse`` ruling),
  so the local :func:`mover` passes it and the old player reckons danger, traffic and replies as
  it did. The rules still move the Crooks by today's ruling.
- Its two caches (``("square_info", ...)`` on the board, ``("to_safety", square)`` on the mover)
  are keyed ``"old_hard_..."``, so they never share an entry with today's bots, which cache on
  the same objects.
- :class:`OldHardBot` wraps the old ``choose``: an answer that is not among the decision's legal
  actions (today's rules refusing it) is replaced by the first legal action and counted in
  ``fallbacks``, so a match never stops on an illegal move. Spin decisions (one action) are
  answered by the old code's one-action shortcut as they were.

The field names of the view it reads (``hidden``, ``known``, ``unrevealed``, ``kids``, ``crooks``,
``scores``, ``caught``, ``to_hide``, ``markers``, ``board``, ``variant``, ``current``,
``num_players``) and the variant fields (``diagonals``, ``distance``, ``spin_low``, ``spin_high``)
are as they were, so its body reads them unchanged.
"""

from __future__ import annotations

import math
from typing import Any

from game.engine import Action, Bot, Decision
from game.home_alone import movement
from game.home_alone.actions import MoveCrook, MoveKid, StayPut
from game.home_alone.board import HANDLE_BAR, LADDER, TREEHOUSE
from game.home_alone.markers import KID as KID_MARKER
from game.home_alone.markers import TRAP, VALUABLE
from game.home_alone.movement import CROOK, KID
from game.home_alone.view import HomeAloneView


def mover(board: Any, diagonals: bool) -> movement.Mover:
    """The moves as the old player knew them: Crooks never enter the Treehouse (see the docstring)."""
    return movement.mover(board, diagonals, haven=True)


BIG = 12.0  # the value of ending the game in the lead


class HomeAloneBot(Bot):
    """The shared machinery; levels differ in the numbers below (and hard's lookahead)."""

    level = "normal"
    memory_keep = 0.8  # chance to remember a marker's kind
    memory_swap = 0.3  # share of the forgotten ones that are mixed up rather than blank
    randomness = 0.0  # chance of a careless move
    noise = 0.15  # random jitter added to move values
    hide_skill = 1.0  # 0: hide at random
    lookahead = 0  # determinized samples of the next player's reply (hard)
    candidates = 8  # how many of the best moves the lookahead examines
    reply_weight = 1.0  # how much the next player's reply counts
    opponent_weight = 0.6  # how much other players' gains count against us
    pull = 0.08  # value of each square closer to one of my booby-traps

    def __init__(self, seat: int, seed: int = 0, variant: Any = None):
        super().__init__(seat, seed, variant)
        self.plan: dict[int, int] = {}  # marker -> square, while hiding
        self.placed: dict[int, int] = {}  # my marker -> square where I hid it
        self.memory: dict[int, str | None] | None = None  # my marker -> kind I believe (None: forgotten)

    # -- the entry point ---------------------------------------------------------------
    def choose(self, view: HomeAloneView, decision: Decision) -> Action:
        kind = decision.kind
        actions = decision.actions
        if len(actions) == 1:
            return actions[0]
        if kind == "hide":
            return self._hide(view, decision)
        self._remember(view)
        if self.randomness and self.rng.random() < self.randomness:
            return actions[int(self.rng.random() * len(actions))]
        if kind == "crook":
            return self._move_crook(view, decision)
        if kind in ("kids", "escape"):
            return self._move_kid(view, decision)
        return actions[0]

    # -- memory -----------------------------------------------------------------------------
    def _remember(self, view: HomeAloneView) -> None:
        mk = view.markers
        if view.known:  # we may look (peek, or no memory rule): perfect knowledge now
            self.memory = {m: mk.kind(m) for m in view.known if mk.owner(m) == self.seat}
            for m, sq in view.known.items():
                if mk.owner(m) == self.seat:
                    self.placed[m] = sq
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
        for m, sq in self.placed.items():
            owners = hidden.get(sq)
            if owners and self.seat in owners:
                out[sq] = memory.get(m)
        # markers of mine whose square I do not know at all (a bot made after a reload)
        for sq, owners in hidden.items():
            if self.seat in owners and sq not in out:
                out[sq] = None
        return out

    # -- beliefs about hidden markers ---------------------------------------------------------
    @staticmethod
    def _odds(view: HomeAloneView) -> list[tuple[float, float, float]]:
        """Per seat: chance that one of its hidden markers is a trap, a valuable, its Kid."""
        counts = [0] * view.num_players
        for owners in view.hidden.values():
            for o in owners:
                counts[o] += 1
        out = []
        for s in range(view.num_players):
            t, v, k = view.unrevealed[s]
            n = counts[s] or 1
            out.append((t / n, v / n, k / n))
        return out

    def _my_unknown_odds(self, view: HomeAloneView, mine: dict[int, str | None]) -> tuple[float, float]:
        t, v, _k = view.unrevealed[self.seat]
        known_t = sum(1 for k in mine.values() if k == TRAP)
        known_v = sum(1 for k in mine.values() if k == VALUABLE)
        unknown = sum(1 for k in mine.values() if k is None)
        if not unknown:
            return 0.0, 0.0
        ut, uv = max(0, t - known_t), max(0, v - known_v)
        total = max(1, ut + uv + (1 if view.kids[self.seat] < 0 and KID_MARKER not in mine.values() else 0))
        return ut / total, uv / total

    # -- standings --------------------------------------------------------------------------------
    def _weights(self, view: HomeAloneView) -> list[float]:
        """How much each other player's gain counts against us: the leader counts most."""
        n = view.num_players
        scores = view.scores
        others = [s for s in range(n) if s != self.seat]
        best = max(scores[s] for s in others)
        raw = [0.0] * n
        for s in others:
            raw[s] = 1.0 if scores[s] == best else 0.5
        total = sum(raw) or 1.0
        return [self.opponent_weight * w / total * (1 if n == 2 else 1.5) for w in raw]

    def _end_value(self, scores: list[float]) -> float:
        """Value of the game ending now with these (expected) scores."""
        me = scores[self.seat]
        best_other = max(s for i, s in enumerate(scores) if i != self.seat)
        if me > best_other + 0.25:
            return BIG
        if me >= best_other - 0.25:
            return BIG / 4
        return -BIG

    def _leading(self, view: HomeAloneView) -> bool:
        me = view.scores[self.seat]
        return all(me > s for i, s in enumerate(view.scores) if i != self.seat)

    # -- moving a Crook ------------------------------------------------------------------------
    def _evaluate(self, view: HomeAloneView, square: int, mine: dict[int, str | None],
                  odds: list[tuple[float, float, float]], unknown: tuple[float, float],
                  weights: list[float], hidden_left: int) -> tuple[float, list[float]]:
        """(value of a Crook ending on ``square``, expected score change per seat)."""
        n = view.num_players
        delta = [0.0] * n
        value = 0.0
        collected = 0.0
        for owner in view.hidden.get(square, ()):
            if owner == self.seat:
                kind = mine.get(square)
                if kind == TRAP:
                    delta[owner] += 1.0
                    collected += 1
                elif kind == VALUABLE:
                    delta[owner] -= 1.0
                    collected += 1
                elif kind == KID_MARKER:
                    value -= 0.2 if self._leading(view) else 0.8  # my Kid would be out in the open
                else:
                    delta[owner] += unknown[0] - unknown[1]
                    collected += unknown[0] + unknown[1]
            else:
                pt, pv, pk = odds[owner]
                delta[owner] += pt - pv
                collected += pt + pv
                value += pk * (0.3 if self._leading(view) else -0.1)
        value += delta[self.seat] - sum(weights[s] * delta[s] for s in range(n))
        kid_here = [s for s in range(n) if view.kids[s] == square and s not in view.caught]
        if kid_here or collected >= hidden_left - 1e-9:
            value += self._end_value([view.scores[s] + delta[s] for s in range(n)])
        return value, delta

    def _move_crook(self, view: HomeAloneView, decision: Decision) -> Action:
        mine = self._my_squares(view)
        odds = self._odds(view)
        unknown = self._my_unknown_odds(view, mine)
        weights = self._weights(view)
        hidden_left = sum(view.unrevealed[s][0] + view.unrevealed[s][1] for s in range(view.num_players))
        scored: list[tuple[float, Action]] = []
        cache: dict[int, float] = {}
        w = view.board.width
        targets = [(sq % w, sq // w) for sq, kind in mine.items() if kind == TRAP]
        for action in decision.actions:
            to = action.to  # type: ignore[attr-defined]
            value = cache.get(to)
            if value is None:
                value = self._evaluate(view, to, mine, odds, unknown, weights, hidden_left)[0]
                if targets:  # a small pull towards my booby-traps, so Crooks do not idle in the yard
                    x, y = to % w, to // w
                    value -= self.pull * min(max(abs(x - tx), abs(y - ty)) for tx, ty in targets)
                cache[to] = value
            scored.append((value + self.noise * self.rng.random(), action))
        scored.sort(key=lambda x: -x[0])
        if self.lookahead and len(scored) > 1:
            return self._look_ahead(view, scored, mine, odds, unknown, weights, hidden_left)
        return scored[0][1]

    def _look_ahead(self, view: HomeAloneView, scored: list[tuple[float, Action]], mine: dict[int, str | None],
                    odds: list[tuple[float, float, float]], unknown: tuple[float, float], weights: list[float],
                    hidden_left: int) -> Action:
        """Re-rank the best few moves by the next player's likely reply (sampled worlds)."""
        look = _Lookahead(self, view, mine, odds, weights)
        worlds = [look._reply_values(look._sample()) for _ in range(self.lookahead)]
        best, best_value = scored[0][1], -math.inf
        seen: set[tuple[int, int]] = set()
        for value, action in scored[: self.candidates]:
            crooks = list(view.crooks)
            crooks[action.crook] = action.to  # type: ignore[attr-defined]
            key = (min(crooks), max(crooks))
            if key in seen:
                continue
            seen.add(key)
            ends_game = any(view.kids[s] == action.to for s in range(view.num_players))  # type: ignore[attr-defined]
            total = value + (0.0 if ends_game else self.reply_weight * look.reply_cost((crooks[0], crooks[1]), worlds))
            if total > best_value:
                best, best_value = action, total
        return best

    # -- moving a Kid ------------------------------------------------------------------------
    def _danger_map(self, view: HomeAloneView) -> dict[int, float]:
        """Chance that one of the Crooks could end on each square after the next spin."""
        v = view.variant
        mv = mover(view.board, v.diagonals)
        exact = v.distance == "exact"
        spins = range(v.spin_low, v.spin_high + 1)
        hits: dict[int, int] = {}
        for v_ in spins:
            seen: set[int] = set()
            for c in set(view.crooks):
                seen.update(mv.exact(CROOK, c, v_) if exact else mv.within(CROOK, c, v_))
            for sq in seen:
                hits[sq] = hits.get(sq, 0) + 1
        total = len(spins)
        return {sq: h / total for sq, h in hits.items()}

    def _move_kid(self, view: HomeAloneView, decision: Decision) -> Action:
        board = view.board
        start = view.kids[self.seat]
        if board.kind(start) == TREEHOUSE and any(a for a in decision.actions if isinstance(a, StayPut)):
            return next(a for a in decision.actions if isinstance(a, StayPut))
        danger = self._danger_map(view)
        care = 0.15 if self._leading(view) else 1.0
        mv = mover(board, view.variant.diagonals)
        best, best_value = decision.actions[0], -math.inf
        for action in decision.actions:
            to = start if isinstance(action, StayPut) else action.to  # type: ignore[attr-defined]
            kind = board.kind(to)
            if kind in (TREEHOUSE, HANDLE_BAR):
                value = 10.0
            else:
                value = -care * 5 * danger.get(to, 0.0)
                value -= 0.05 * self._to_safety(mv, to)
                if kind == LADDER:
                    value += 1.0
            value += self.noise * self.rng.random()
            if value > best_value:
                best, best_value = action, value
        return best

    @staticmethod
    def _to_safety(mv: Any, square: int) -> int:
        """Steps from ``square`` to the nearest handle bar or the treehouse ladder."""
        key = ("old_hard_to_safety", square)
        got = mv.memo.get(key)
        if got is None:
            dist = mv.distances(KID, square)
            targets = mv.board.squares_of(HANDLE_BAR, LADDER, TREEHOUSE)
            got = min((dist[t] for t in targets if t in dist), default=99)
            mv.memo[key] = got
        return got  # type: ignore[return-value]

    # -- hiding ----------------------------------------------------------------------------------
    def _hide(self, view: HomeAloneView, decision: Decision) -> Action:
        for m, sq in view.known.items():
            if view.markers.owner(m) == self.seat:
                self.placed[m] = sq
        marker = view.to_hide[0]
        legal = {a.square: a for a in decision.actions}  # type: ignore[attr-defined]
        sq = self.plan.get(marker)
        if sq is None or sq not in legal:
            self.plan = self._plan(view, legal)
            sq = self.plan.get(marker)
        if sq is None or sq not in legal:
            sq = next(iter(legal))
        self.placed[marker] = sq
        return legal[sq]

    def _plan(self, view: HomeAloneView, legal: dict[int, Action]) -> dict[int, int]:
        """Where each of my markers still in hand should go (a full placement)."""
        mk = view.markers
        todo = list(view.to_hide)
        free = set(legal)
        if self.hide_skill <= 0:
            squares = list(free)
            self.rng.shuffle(squares)
            return dict(zip(todo, squares))
        info = _square_info(view)
        plan: dict[int, int] = {}
        kids = [m for m in todo if mk.kind(m) == KID_MARKER]
        vals = [m for m in todo if mk.kind(m) == VALUABLE]
        traps = [m for m in todo if mk.kind(m) == TRAP]
        spread = 1.0 - self.hide_skill + 0.15
        rand = self.rng.random
        others = {sq: len([o for o in owners if o != self.seat]) for sq, owners in view.hidden.items()}
        traffic, escape = info.traffic, info.escape
        for m in kids:
            best = max(free, key=lambda s: escape[s] - 0.8 * traffic[s] - 0.3 * others.get(s, 0) + spread * rand())
            plan[m] = best
            free.discard(best)
        # valuables: quiet squares without other players' markers, apart from each other
        apart = dict.fromkeys(free, 6)  # distance to the nearest valuable chosen so far (6 when none yet)
        first = True
        for m in vals:
            best = max(free, key=lambda s: -traffic[s] - 0.6 * others.get(s, 0) + 0.08 * apart[s] + spread * rand())
            plan[m] = best
            free.discard(best)
            for s in free:
                apart[s] = info.gap(s, best) if first else min(apart[s], info.gap(s, best))
            first = False
        near_valuable = {s: 0.3 * sum(1 for m in vals if info.gap(s, plan[m]) <= 1) for s in free}
        # traps: busy squares and squares other players will want to land on, spread out
        apart = dict.fromkeys(free, 6)
        first = True
        for m in traps:
            best = max(free, key=lambda s: traffic[s] + 0.5 * others.get(s, 0) + 0.12 * apart[s]
                       - near_valuable[s] + spread * rand())
            plan[m] = best
            free.discard(best)
            for s in free:
                apart[s] = info.gap(s, best) if first else min(apart[s], info.gap(s, best))
            first = False
        return plan


class _SquareInfo:
    """Static facts about the hiding squares of a board, computed once per board and rule."""

    def __init__(self, view: HomeAloneView):
        board = view.board
        v = view.variant
        mv = mover(board, v.diagonals)
        exact = v.distance == "exact"
        spins = range(v.spin_low, v.spin_high + 1)
        self.mv = mv
        hide = board.hideable
        # traffic: how many squares a Crook could come from to stop here (paths run both
        # ways, so count the squares each hiding square reaches), plus nearness to the start
        count = {}
        for s in hide:
            count[s] = sum(len(mv.exact(CROOK, s, n) if exact else mv.within(CROOK, s, n)) for n in spins)
        top = max(count.values()) or 1
        start_dist = mv.distances(CROOK, board.start)
        far = max(start_dist.get(s, 0) for s in hide) or 1
        self.traffic = {s: 0.6 * count[s] / top + 0.4 * (1 - start_dist.get(s, far) / far) for s in hide}
        bars = set(board.squares_of(HANDLE_BAR, LADDER))
        self.escape = {}
        for s in hide:
            ways = sum(1 for n in spins if bars & set(mv.exact(KID, s, n) if exact else mv.within(KID, s, n)))
            self.escape[s] = ways / len(spins)
        self.width = board.width

    def gap(self, a: int, b: int) -> int:
        w = self.width
        return max(abs(a % w - b % w), abs(a // w - b // w))


def _square_info(view: HomeAloneView) -> _SquareInfo:
    key = ("old_hard_square_info", view.variant.diagonals, view.variant.distance, view.variant.spin_low,
           view.variant.spin_high)
    cache = view.board.cache
    got = cache.get(key)
    if got is None:
        got = cache[key] = _SquareInfo(view)
    return got  # type: ignore[return-value]


class _Lookahead:
    """Hard's one-turn lookahead: what will the next player do after each candidate move?

    The hidden part (what each other player's markers are) is sampled from the view:
    for every player, its unrevealed booby-traps, valuables and Kid are dealt at random
    over its hidden markers (its own beliefs about them). The next player then answers
    each possible spin with its best landing, as a greedy player who knows its own
    markers would; we score what that answer does to us and to them.
    """

    def __init__(self, bot: "HomeAloneBot", view: HomeAloneView, mine: dict[int, str | None],
                 odds: list[tuple[float, float, float]], weights: list[float]):
        self.bot = bot
        self.view = view
        self.mine = mine
        self.odds = odds
        self.weights = weights
        v = view.variant
        self.mv = mover(view.board, v.diagonals)
        self.exact = v.distance == "exact"
        self.spins = list(range(v.spin_low, v.spin_high + 1))
        self.next_seat = (view.current + 1) % view.num_players

    def _sample(self) -> dict[int, dict[int, str]]:
        """One determinization: per other seat, square -> kind of its hidden marker there."""
        view = self.view
        rng = self.bot.rng
        by_seat: dict[int, list[int]] = {}
        for sq, owners in view.hidden.items():
            for o in owners:
                if o != self.bot.seat:
                    by_seat.setdefault(o, []).append(sq)
        out: dict[int, dict[int, str]] = {}
        for o, squares in by_seat.items():
            t, v, k = view.unrevealed[o]
            kinds = [TRAP] * t + [VALUABLE] * v + [KID_MARKER] * k
            kinds += [TRAP] * (len(squares) - len(kinds))
            rng.shuffle(kinds)
            out[o] = dict(zip(sorted(squares), kinds))
        return out

    def _reply_values(self, world: dict[int, dict[int, str]]) -> dict[int, tuple[float, float, float]]:
        """For each square with markers: (next player's own gain, our gain, others' gain)."""
        q = self.next_seat
        me = self.bot.seat
        out = {}
        for sq, owners in self.view.hidden.items():
            theirs = ours = rest = 0.0
            for o in owners:
                if o == me:
                    kind = self.mine.get(sq)
                    ours += 1.0 if kind == TRAP else -1.0 if kind == VALUABLE else 0.0
                else:
                    kind = world[o].get(sq)
                    g = 1.0 if kind == TRAP else -1.0 if kind == VALUABLE else 0.0
                    if o == q:
                        theirs += g
                    else:
                        rest += g
            out[sq] = (theirs, ours, rest)
        return out

    def _ends(self, square: int, n: int) -> Any:
        return self.mv.exact(CROOK, square, n) if self.exact else self.mv.within(CROOK, square, n)

    def reply_cost(self, crooks: tuple[int, int], worlds: list[dict[int, tuple[float, float, float]]]) -> float:
        """Expected (our gain - weighted their gain) from the next player's best reply."""
        q = self.next_seat
        if q == self.bot.seat:
            return 0.0
        w_q = self.weights[q]
        total = 0.0
        for n in self.spins:
            ends = set(self._ends(crooks[0], n))
            ends.update(self._ends(crooks[1], n))
            for values in worlds:
                best, best_ours = 0.0, 0.0
                found = False
                for sq in ends:
                    val = values.get(sq)
                    if val is None:
                        continue
                    mine = val[0] - 0.3 * (val[1] + val[2])  # the next player likes its own gains
                    if not found or mine > best:
                        best, best_ours, found = mine, val[1] - w_q * val[0], True
                total += best_ours if found and best > 0 else 0.0
        return total / (len(self.spins) * len(worlds))


class HardBot(HomeAloneBot):
    """Remembers everything, hides with care, and looks one turn ahead by sampling the
    other players' hidden markers from its view (determinization)."""

    level = "hard"
    memory_keep = 1.0
    memory_swap = 0.0
    noise = 0.02
    hide_skill = 1.0
    lookahead = 6
    candidates = 10
    opponent_weight = 0.7
    pull = 0.03




class OldHardBot(HardBot):
    """The old hard player, held to today's legal moves (its answers are counted, never trusted)."""

    def __init__(self, seat: int, seed: int = 0, variant: Any = None):
        super().__init__(seat, seed, variant)
        self.fallbacks = 0  # answers today's rules refused, replaced by the first legal action

    def choose(self, view: HomeAloneView, decision: Decision) -> Action:
        action = super().choose(view, decision)
        if action in decision.actions:
            return action
        self.fallbacks += 1
        return decision.actions[0]


def old_hard(seat: int, seed: int = 0, variant: Any = None) -> OldHardBot:
    """A factory like ``BOTS['hard']``."""
    return OldHardBot(seat, seed, variant)


__all__ = ["HardBot", "HomeAloneBot", "MoveCrook", "MoveKid", "OldHardBot", "old_hard"]
