"""What one seat makes of its view: who is ahead, what a landing is worth, where a Kid is in danger.

The computer players (and the hint button, through them) judge every move with a
:class:`Reading`, built once per decision from the seat's
:class:`~game.home_alone.view.HomeAloneView` and what the seat remembers hiding,
never from the true state:

- **Beliefs.** A face-down marker of another player is a booby-trap, a valuable or
  that player's Kid with the odds of what that player has not lost yet
  (``view.unrevealed``) spread over its hidden markers. One's own markers are what
  one remembers hiding them as (or the same odds where memory fails).
- **Standing.** The game ends the moment a Kid is caught, so whoever is ahead wants
  it to end and whoever is behind wants it to go on (RULINGS.md, "Playing for the
  end"). A seat is *ahead* by its score plus what it can still expect to score
  before the end: its booby-traps minus its valuables not found yet, times the share
  of hidden markers the Crooks will likely reach in the turns left.
- **Reach.** Where a Crook can end with each number of the spinner, as sets cached
  per board, so "can a Crook catch this Kid next turn?" is a few set lookups.

Pure: no drawing, no true state; the numbers are tuned with ``python -m game simulate``.
"""

from __future__ import annotations

import math
from collections import Counter
from functools import cache, cached_property
from itertools import chain, repeat
from operator import sub
from typing import Any, Callable, Sequence

from game.home_alone.board import Board
from game.home_alone.markers import KID as KID_MARKER
from game.home_alone.markers import TRAP, VALUABLE
from game.home_alone.movement import CROOK, KID, Mover, mover_for
from game.home_alone.view import HomeAloneView, winners_of

#: scoring markers the Crooks find in a turn, on average (measured: about one every two turns)
FINDS_PER_TURN = 0.5
#: how far ahead a seat looks when it has no announced end to count down to
HORIZON_TURNS = 40
#: nothing still hidden is sure to be found: a marker in hand is worth more than one in the house
MAX_SHARE = 0.6

WIN, TIE, LOSS = 1.0, 0.15, 0.0
SPREAD = 1.7  # how sharply a lead in expected points turns into a chance to win


class Reach:
    """Where a piece can end a move of each number, on one board under one variant (cached per board)."""

    def __init__(self, mv: Mover, exact: bool, spins: Sequence[int]):
        self.mv = mv
        self.exact = exact
        self.spins = tuple(spins)
        self._sets: dict[tuple[int, int, int], frozenset[int]] = {}
        self._threats: dict[tuple[int, int], dict[int, float]] = {}
        self._by_spin: dict[int, tuple[frozenset[int], ...]] = {}
        share = 1.0 / len(self.spins)
        self._sums = [0.0]  # k shares added up one by one
        for _ in self.spins:
            self._sums.append(self._sums[-1] + share)

    def ends(self, piece: int, square: int, n: int) -> frozenset[int]:
        key = (piece, square, n)
        got = self._sets.get(key)
        if got is None:
            mv = self.mv
            got = self._sets[key] = frozenset(mv.ends(piece, square, n, self.exact))
        return got

    def crook_ends(self, crooks: Sequence[int], n: int) -> frozenset[int]:
        """Squares either Crook can end on with the number ``n``."""
        a, b = crooks[0], crooks[1]
        if a == b:
            return self.ends(CROOK, a, n)
        key = (-1, min(a, b) * 4096 + max(a, b), n)
        got = self._sets.get(key)
        if got is None:
            got = self._sets[key] = self.ends(CROOK, a, n) | self.ends(CROOK, b, n)
        return got

    def crook_ends_by_spin(self, crooks: Sequence[int]) -> tuple[frozenset[int], ...]:
        """``crook_ends(crooks, n)`` for every number ``n`` of the spinner, in order (kept per place of
        the two Crooks, a few thousand at most)."""
        a, b = crooks[0], crooks[1]
        key = a * 4096 + b if a < b else b * 4096 + a
        got = self._by_spin.get(key)
        if got is None:
            if len(self._by_spin) > 20_000:
                self._by_spin.clear()
            got = self._by_spin[key] = tuple([self.crook_ends(crooks, n) for n in self.spins])
        return got

    def threat(self, crooks: Sequence[int], square: int) -> float:
        """The chance that a Crook can end on ``square`` with the next spin."""
        return self.threats(crooks).get(square, 0.0)

    def threat_at(self, crooks: Sequence[int]) -> Callable[[int, float], float]:
        """``threats(crooks).get`` for asking about a few squares: the same numbers, without building
        the whole table when it is not kept already."""
        a, b = crooks[0], crooks[1]
        got = self._threats.get((min(a, b), max(a, b)))
        if got is not None:
            return got.get
        sets = self.crook_ends_by_spin(crooks)
        sums = self._sums

        def get(square: int, default: float = 0.0) -> float:
            k = 0
            for ends in sets:
                if square in ends:
                    k += 1
            return sums[k] if k else default

        return get

    def threats(self, crooks: Sequence[int]) -> dict[int, float]:
        """Square -> the chance that a Crook can end there with the next spin (squares out of reach
        are left out), per place of the two Crooks, kept for reuse (a few hundred at most)."""
        a, b = crooks[0], crooks[1]
        key = (min(a, b), max(a, b))
        got = self._threats.get(key)
        if got is None:
            if len(self._threats) > 3000:
                self._threats.clear()
            # how many numbers reach each square (counted in C), then that many shares added up one by
            # one, as a plain loop would (the very same floats)
            counts = Counter(chain.from_iterable(self.crook_ends_by_spin(crooks)))
            sums = self._sums
            got = dict(zip(counts, map(sums.__getitem__, counts.values())))  # (square -> sums[count], in C)
            self._threats[key] = got
        return got


class VariantRules:
    """A variant's values the bots read on every decision, read once (a Variant's values are slow to
    look up one by one) with the board's shared :class:`Reach`."""

    def __init__(self, view: HomeAloneView):
        v = view.variant
        self.ties = v.ties
        self.round_limit = view.round_limit
        self.reach = reach_for(view)


# (variant, players, board, rules): the last asked, asked again and again (one tuple, read at once: threads)
_last_rules: list[tuple[Any, int, Any, Any]] = [(None, 0, None, None)]


def rules_for(view: HomeAloneView) -> VariantRules:
    last = _last_rules[0]
    variant, n, board = view.variant, view.num_players, view.board
    if last[0] is variant and last[1] == n and last[2] is board:
        return last[3]  # type: ignore[no-any-return]
    key = (id(variant), n)
    cache = board.cache
    got = cache.get(("variant_rules", key))
    if got is None or got[0] is not variant:
        got = cache[("variant_rules", key)] = (variant, VariantRules(view))
    _last_rules[0] = (variant, n, board, got[1])
    return got[1]  # type: ignore[no-any-return]


def reach_for(view: HomeAloneView) -> Reach:
    """The shared :class:`Reach` of a view's board and movement rules."""
    v = view.variant
    key = ("reach", v.diagonals, v.safe_treehouse, v.distance, v.spin_low, v.spin_high)
    cache = view.board.cache
    got = cache.get(key)
    if got is None:
        got = cache[key] = Reach(mover_for(view.board, v), v.distance == "exact", range(v.spin_low, v.spin_high + 1))
    return got  # type: ignore[return-value]


def chebyshev(board: Board, a: int, b: int) -> int:
    """Steps between two squares for a piece that may step diagonally, walls ignored (a quick guess)."""
    w = board.width
    return max(abs(a % w - b % w), abs(a // w - b // w))


def coordinates(board: Board) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Every square's x and y, cached on the board (distances in the bots' inner loops)."""
    got = board.cache.get("xy")
    if got is None:
        w = board.width
        got = board.cache["xy"] = (tuple(i % w for i in range(len(board.kinds))),
                                   tuple(i // w for i in range(len(board.kinds))))
    return got  # type: ignore[return-value]


class _Rows(dict):
    """Square -> its Chebyshev distance to every square (a tuple indexed by square), made as asked:
    the bots' "how near is the nearest target" becomes ``min(map(row.__getitem__, targets))``."""

    def __init__(self, board: Board):
        super().__init__()
        self.xy = coordinates(board)
        self.width = board.width
        self.height = len(self.xy[0]) // board.width if board.width else 0
        self._bands: dict[tuple[int, int], tuple[int, ...]] = {}  # (x, dy) -> one board row of distances

    def __missing__(self, sq: int) -> tuple[int, ...]:
        X, Y = self.xy
        n = len(X)
        w, h = self.width, self.height
        if w * h == n:  # a row of the board at a time: max(dy, |dx|), the same for every row dy away
            x0, y0 = X[sq], Y[sq]
            bands = self._bands
            parts = []
            for y in range(h):
                dy = y - y0 if y >= y0 else y0 - y
                band = bands.get((x0, dy))
                if band is None:
                    band = bands[(x0, dy)] = tuple([max(dy, x - x0 if x >= x0 else x0 - x) for x in range(w)])
                parts.append(band)
            row = tuple(chain.from_iterable(parts))
        else:
            row = tuple(map(max, map(abs, map(sub, X, repeat(X[sq], n))),
                            map(abs, map(sub, Y, repeat(Y[sq], n)))))
        self[sq] = row
        return row


def chebyshev_rows(board: Board) -> dict[int, tuple[int, ...]]:
    """Per square, the :func:`chebyshev` distances to every square, cached on the board."""
    got = board.cache.get("cheb_rows")
    if got is None:
        got = board.cache["cheb_rows"] = _Rows(board)
    return got  # type: ignore[return-value]


def kid_steps(view: HomeAloneView, square: int, n: int) -> frozenset[int]:
    """Where a Kid on ``square`` may end a move of ``n`` (never on a Crook)."""
    ends = rules_for(view).reach.ends(KID, square, n)  # (the same Reach as reach_for's, found quicker)
    c0, c1 = view.crooks
    if c0 in ends or c1 in ends:
        return ends - {c0, c1}
    return ends


# (hidden, unrevealed, odds) of the last layout asked about: the same for every seat
_last_odds: list[tuple[Any, Any, Any]] = [(None, None, None)]


def _odds(view: HomeAloneView) -> list[tuple[float, float, float]]:
    """Per seat, the chance that one of its face-down markers is a booby-trap, a valuable, its Kid
    (what it has not lost yet, spread over its markers still hidden); every seat's bot asks in turn."""
    last = _last_odds[0]
    hidden, unrevealed = view.hidden, view.unrevealed
    if last[0] is hidden and last[1] is unrevealed:
        return last[2]  # type: ignore[no-any-return]
    # markers of each seat still hidden (a list's count() per seat: a Counter's set-up costs more, every layout)
    owners = list(chain.from_iterable(hidden.values()))
    odds = []
    for s in range(view.num_players):
        t, v, k = unrevealed[s]
        c = owners.count(s) or 1
        odds.append((t / c, v / c, k / c))
    _last_odds[0] = (hidden, unrevealed, odds)
    return odds


class Beliefs:
    """What ``me`` believes lies face down, while the markers lie as they do (``view.hidden``, which
    views share until a marker is hidden, taken or a Kid found): the odds of each seat's markers,
    and what a Crook landing on each square would turn over (filled in as asked)."""

    def __init__(self, view: HomeAloneView, me: int, mine: dict[int, str | None]):
        self.hidden = view.hidden
        self.mine = mine
        self.odds = _odds(view)
        # my own markers whose kind I do not remember: the odds of what I have not lost yet
        t, v, k = view.unrevealed[me]
        kinds = list(mine.values())  # (counted in C: a Counter's set-up costs more, at every new layout)
        known_t, known_v, known_k = kinds.count(TRAP), kinds.count(VALUABLE), kinds.count(KID_MARKER)
        unknown = kinds.count(None)
        if unknown:
            ut, uv, uk = max(0, t - known_t), max(0, v - known_v), max(0, k - known_k)
            total = max(1, ut + uv + uk)
            self.unknown = (ut / total, uv / total, uk / total)
        else:
            self.unknown = (0.0, 0.0, 0.0)
        self.gains: dict[int, tuple[list[float], float, float, float]] = {}
        self.found: dict[int, list[float]] = {}
        self.memo: dict[object, Any] = {}  # the bots' own per-layout figures


# (unrevealed, rules, turn, scores, standing) of the last position asked about: the same for every seat
_last_standing: list[tuple[Any, Any, int, Any, Any]] = [(None, None, -1, None, None)]


def _standing(view: HomeAloneView, rules: VariantRules) -> tuple[int, int, float, list[tuple[float, float, int]],
                                                                   list[float], dict[int, tuple[Any, Any, bool, bool]]]:
    """(scoring markers still hidden, turns left, the share of them the Crooks will likely find before the
    end, per seat what :meth:`Reading.chance` starts from, per seat the score expected by the end, and
    seat -> (the best other score now, and expected; ahead by either), filled in as asked): the same
    for every seat's reading of a position, and every seat's bot asks in turn. Views share ``unrevealed``
    while the markers lie as they do; the scores and the turn say the rest."""
    last = _last_standing[0]
    unrevealed, scores, turn = view.unrevealed, view.scores, view.turn
    if last[0] is unrevealed and last[1] is rules and last[2] == turn and last[3] == scores:
        return last[4]  # type: ignore[no-any-return]
    hidden_left = 0
    for t, v, _k in unrevealed:
        hidden_left += t + v
    left = max(0, rules.round_limit * view.num_players - turn) if rules.round_limit else HORIZON_TURNS
    share = min(MAX_SHARE, left * FINDS_PER_TURN / max(1, hidden_left))
    base = []
    expected = []
    for s, (t, v, _k) in enumerate(unrevealed):
        net = share * (t - v)
        base.append((net, share * (t + v), t + v))
        expected.append(scores[s] + net)
    got = (hidden_left, left, share, base, expected, {})
    _last_standing[0] = (unrevealed, rules, turn, scores, got)
    return got


@cache
def _others(n: int, me: int) -> tuple[int, ...]:
    """The seats other than ``me``, in order (asked at every reading)."""
    return tuple(s for s in range(n) if s != me)


class Reading:
    """Seat ``me``'s judgement of a position: beliefs about hidden markers, standings, values.

    ``mine`` maps each square where ``me`` hid a marker still there to what it believes
    that marker is (``None``: forgotten)."""

    def __init__(self, view: HomeAloneView, me: int, mine: dict[int, str | None], opponent_weight: float = 0.6,
                 beliefs: "Beliefs | None" = None):
        # (built for every decision of every bot: plain loops, and what only the hints read is made
        # when asked, see the properties below)
        self.view = view
        self.me = me
        rules = rules_for(view)
        self.ties = rules.ties
        self.reach = rules.reach
        self.n = n = view.num_players
        self.scores = scores = list(view.scores)
        self.mine = mine
        if beliefs is None or beliefs.hidden is not view.hidden:
            beliefs = Beliefs(view, me, mine)
        self.beliefs = beliefs
        self.odds = beliefs.odds
        self.unknown = beliefs.unknown
        self._opponent_weight = opponent_weight
        # standings: score now, and score expected by the end (shared by every seat's reading of the position)
        hidden_left, left, share, base, expected, per_seat = _standing(view, rules)
        self.hidden_left = hidden_left
        self.round_limit = rules.round_limit  # the announced last round (0: none)
        self.turns_left = left
        self.share = share  # the part of what is still hidden the Crooks will likely find before the end
        # what chance() starts from: per seat, share x (traps - valuables), share x (traps + valuables), count
        self._base = base
        self.expected = expected
        got = per_seat.get(me)
        if got is None:
            best_other = best_other_expected = None
            for s in range(n):
                if s != me:
                    if best_other is None or scores[s] > best_other:
                        best_other = scores[s]
                    e = expected[s]
                    if best_other_expected is None or e > best_other_expected:
                        best_other_expected = e
            # ahead by score now: ending the game now would win; ahead by what it expects: plays for the end
            winning = scores[me] > best_other
            mine_expected = expected[me]
            ahead = mine_expected > best_other_expected or (winning and mine_expected >= best_other_expected)
            got = per_seat[me] = (best_other, best_other_expected, winning, ahead)
        #: the best other score now and expected, ahead by score now (ending the game now would win),
        #: ahead by what it expects (plays for the end)
        self.best_other, self.best_other_expected, self.winning, self.ahead = got
        self._gains = beliefs.gains
        self._found = beliefs.found
        self._others = _others(n, me)

    @property
    def left(self) -> list[tuple[int, int]]:
        """Per seat, (booby-traps, valuables) not found yet."""
        return [(u[0], u[1]) for u in self.view.unrevealed]

    @property
    def leader(self) -> int | None:
        """The seat that would win if the game ended now (None when the top is shared)."""
        scores = self.scores
        top = max(scores)
        tops = [s for s in range(self.n) if scores[s] == top]
        return tops[0] if len(tops) == 1 else None

    @cached_property
    def weights(self) -> list[float]:
        """How much each other player's gain counts against mine: the closest rivals count most."""
        n, me, expected = self.n, self.me, self.expected
        raw = [0.0] * n
        for s in range(n):
            if s != me:
                gap = expected[s] - expected[me]
                raw[s] = 1.0 if gap >= -1 else 0.5 if gap >= -4 else 0.25
        total = sum(raw) or 1.0
        scale = self._opponent_weight * (1.0 if n == 2 else 1.5)
        return [scale * r / total for r in raw]

    # -- what a Crook landing on a square turns over ----------------------------------------------------
    def gains(self, square: int) -> tuple[list[float], float, float, float]:
        """(expected score change per seat, markers that score, chance a Kid of mine stands up,
        chance another seat's Kid stands up) for a Crook landing on ``square``; :meth:`found` says
        how many scoring markers of each seat it turns over."""
        got = self._gains.get(square)
        if got is not None:
            return got
        delta = [0.0] * self.n
        found = [0.0] * self.n
        scored = my_kid = other_kid = 0.0
        me = self.me
        for owner in self.view.hidden.get(square, ()):
            if owner == me:
                kind = self.mine.get(square, None) if square in self.mine else None
                if kind == TRAP:
                    delta[me] += 1.0
                    found[me] += 1.0
                elif kind == VALUABLE:
                    delta[me] -= 1.0
                    found[me] += 1.0
                elif kind == KID_MARKER:
                    my_kid = 1.0
                else:
                    pt, pv, pk = self.unknown
                    delta[me] += pt - pv
                    found[me] += pt + pv
                    my_kid += pk
            else:
                pt, pv, pk = self.odds[owner]
                delta[owner] += pt - pv
                found[owner] += pt + pv
                other_kid += pk
        scored = sum(found)
        self._found[square] = found
        got = self._gains[square] = (delta, scored, my_kid, other_kid)
        return got

    def found(self, square: int) -> list[float]:
        """Expected scoring markers of each seat a Crook landing on ``square`` turns over."""
        if square not in self._found:
            self.gains(square)
        return self._found[square]

    def utility(self, delta: Sequence[float]) -> float:
        """My gain minus the weighted gains of my rivals."""
        w = self.weights
        return delta[self.me] - sum(w[s] * delta[s] for s in range(self.n) if s != self.me)

    def outcome(self, delta: Sequence[float], caught: Sequence[int] = ()) -> float:
        """What the game ending now is worth to me, after ``delta`` and with the Kids of ``caught``
        caught: WIN, LOSS, or for a shared win a part of TIE (shared with two beats three)."""
        won = self.winners(delta, caught)
        if self.me not in won:
            return LOSS
        return WIN if len(won) == 1 else TIE / (len(won) - 1)

    def winners(self, delta: Sequence[float], caught: Sequence[int] = ()) -> tuple[int, ...]:
        return winners_of([self.scores[s] + delta[s] for s in range(self.n)], caught, self.ties)

    def wins(self, seat: int, delta: Sequence[float], caught: Sequence[int] = ()) -> bool:
        """Would ``seat`` win outright if the game ended now (after ``delta``, ``caught``)? The same
        answer as ``winners(delta, caught) == (seat,)``, without building lists (asked very often)."""
        scores = self.scores
        mine = scores[seat] + delta[seat]
        level = False
        for s in range(self.n):
            if s != seat:
                x = scores[s] + delta[s]
                if x > mine + 1e-9:
                    return False
                if x > mine - 1e-9:
                    if self.ties != "caught_kid_loses" or seat in caught or s not in caught:
                        return False
                    level = True
        return not level or seat not in caught

    def chance(self, delta: Sequence[float] | None = None, found: Sequence[float] | None = None) -> float:
        """My chance to win if the game goes on, after score changes ``delta`` and with ``found[s]``
        of seat s's scoring markers turned over: each seat ends near its score plus its share of
        what is still hidden (booby-traps minus valuables), give or take that share's spread."""
        # (asked for every kind of landing of every move: my own expectation first, then each rival's
        # factor at once, with no lists; the same sums in the same order as seat by seat)
        scores, base, me = self.scores, self._base, self.me
        net, spread, count = base[me]
        if found is not None and count:
            f = found[me]
            if f:
                k = 1.0 - f / count
                if not k > 0.0:  # max(0.0, k)
                    k = 0.0
                net, spread = net * k, spread * k
        m = scores[me] + (delta[me] if delta is not None else 0.0) + net
        v = spread + 0.35
        p = 1.0
        exp, sqrt = math.exp, math.sqrt
        for s in self._others:
            net, spread, count = base[s]
            if found is not None and count:
                f = found[s]
                if f:
                    k = 1.0 - f / count
                    if not k > 0.0:
                        k = 0.0
                    net, spread = net * k, spread * k
            x = SPREAD * (m - (scores[s] + (delta[s] if delta is not None else 0.0) + net)) / sqrt(v + spread)
            if x < -30:
                return 0.0
            p /= 1.0 + exp(-x)
        return p

    def kids_on(self, square: int) -> tuple[int, ...]:
        """Seats whose upright Kid stands on ``square`` (a Crook landing there catches them)."""
        view = self.view
        return tuple(s for s, sq in enumerate(view.kids) if sq == square and s not in view.caught)

    def ends_game(self, square: int, scored: float | None = None) -> bool:
        """Would a Crook landing on ``square`` end the game (an upright Kid, or the last hidden scores)?
        ``scored``: what :meth:`gains` gives for the square as its second number, if the caller has it."""
        view = self.view
        if square in view.kids:  # (seldom: most squares have no Kid on them)
            for s, sq in enumerate(view.kids):
                if sq == square and s not in view.caught:
                    return True
        if self.hidden_left <= 0:
            return False
        return (self.gains(square)[1] if scored is None else scored) >= self.hidden_left - 1e-9

    def upright_kids(self) -> list[tuple[int, int]]:
        """(seat, square) of every Kid standing on the board."""
        view = self.view
        return [(s, sq) for s, sq in enumerate(view.kids) if sq >= 0 and s not in view.caught]


def kid_names(view: HomeAloneView, names: Sequence[str] | None, seat: int, me: int) -> str:
    """"your Kid" or "Sam's Kid", for the reasons a bot gives."""
    if seat == me:
        return "your Kid"
    who = names[seat] if names and seat < len(names) else f"Player {seat + 1}"
    return f"{who}'s Kid"


__all__ = ["Beliefs", "Reach", "Reading", "reach_for", "kid_steps", "chebyshev", "chebyshev_rows", "kid_names", "WIN", "TIE", "LOSS"]
