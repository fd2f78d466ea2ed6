"""How dangerous a pile of cards is, and the sensible choice for every Alarm! decision.

The computer players all think in the same terms:

* ``risk``: for each kind of card, how many more cards of that kind would get
  a player caught (stored equipment soaks up cards first); a kind that
  catches at once weighs 1, two away 0.3, and so on, times how common the
  kind is in the deck. Opponents hand out lethal cards whenever they draw
  them, so this is roughly "how likely am I caught soon".
* ``value``: one seat's view of the table: its own risk counts against it,
  its opponents' risk for it, Loot is worth something near the showdown.

A :class:`Table` is the little that the heuristics read, built either from a
seat's view (normal and easy players) or from a sampled state inside the hard
player's look-ahead (never the true state).
"""

from __future__ import annotations

from typing import Any, Sequence

from game.alarm.actions import StartPanic, TakeCard, UseInformant, UseLawyer
from game.alarm.cards import (
    CLOVER,
    COUNTER_OF,
    DOOR_CHAIN,
    DROPPED_LOOT,
    FACE_UP,
    GUARD_DOG,
    KIND_INDEX,
    LOOT,
    OBSTACLES,
    PADLOCK,
    PANIC,
    POLICE,
    caught_combo,
    counts_per_kind,
)
from game.engine import LEFT, Action, Decision, next_seat

_DANGER_KINDS = (POLICE, GUARD_DOG, DOOR_CHAIN, PADLOCK, LOOT)
_STEP_WEIGHT = (0.0, 1.0, 0.3, 0.08, 0.02)
CAUGHT = -10.0
"""Value of being caught (for the seat itself)."""
KNOCK_OUT = 1.2
"""Value, for a seat, of an opponent being caught."""
OPPONENT_WEIGHT = 0.6


class Table:
    """What the heuristics read: counts per seat, who is in, who still waits, the Panic."""

    __slots__ = ("n", "counts", "alive", "served", "active", "limits", "freq", "panic", "showdown",
                 "showdown_players", "drawn", "passing", "recipient", "uses_left")

    def __init__(self, n: int, counts: Sequence[Sequence[int]], alive: Sequence[bool], served: Sequence[bool],
                 active: int, limits: Sequence[int], freq: Sequence[float], panic: Any, showdown: bool,
                 showdown_players: int, drawn: int, passing: int, recipient: int, uses_left: Sequence[int]):
        self.n = n
        self.counts = counts
        self.alive = alive
        self.served = served
        self.active = active
        self.limits = limits
        self.freq = freq
        self.panic = panic
        self.showdown = showdown
        self.showdown_players = showdown_players
        self.drawn = drawn
        self.passing = passing
        self.recipient = recipient
        self.uses_left = uses_left

    @classmethod
    def from_view(cls, view: Any, freq: Sequence[float], showdown_players: int) -> "Table":
        kinds = view.kinds
        return cls(view.num_players, view.counts, view.alive, view.served, view.active, view.limits, freq,
                   view.panic, view.showdown, showdown_players,
                   kinds[view.drawn] if view.drawn >= 0 else -1, kinds[view.passing] if view.passing >= 0 else -1,
                   view.recipient, view.uses_left)

    @classmethod
    def from_state(cls, st: Any, freq: Sequence[float]) -> "Table":
        """For the hard player's look-ahead on its own sampled states."""
        p = st.panic
        kinds = st._kind
        return cls(st.num_players, st._counts, st.alive, st.served, st.active, st._limits, freq,
                   (p.origin, p.direction, p.holder, p.received) if p is not None else None, st.showdown,
                   st._p_showdown_players, kinds[st._drawn[-1]] if st._drawn else -1,
                   kinds[st._passing[-1]] if st._passing else -1, st.recipient, st.uses_left)

    @property
    def players_left(self) -> int:
        return sum(self.alive)


def frequencies(variant: Any) -> tuple[float, ...]:
    counts = counts_per_kind(variant)
    total = sum(counts) or 1
    return tuple(c / total for c in counts)


def land(counts: Sequence[int], kind: int) -> list[int]:
    """Counts after a face-up kind lands (equipment and its obstacle cancel out)."""
    c = list(counts)
    other = COUNTER_OF[kind]
    if other >= 0 and c[other]:
        c[other] -= 1
    else:
        c[kind] += 1
    return c


_risk_cache: dict[tuple[Any, ...], float] = {}


def risk(counts: Sequence[int], limits: Sequence[int], freq: Sequence[float]) -> float:
    """Roughly how likely a player with these cards is caught soon (0 = safe; caught = 99)."""
    key = (tuple(counts[:8]), tuple(limits), freq)
    r = _risk_cache.get(key)
    if r is not None:
        return r
    if caught_combo(counts, limits) is not None:
        r = 99.0
    else:
        r = 0.0
        for kind in _DANGER_KINDS:
            c = list(counts)
            for step in range(1, 5):
                other = COUNTER_OF[kind]
                if other >= 0 and c[other]:
                    c[other] -= 1
                else:
                    c[kind] += 1
                if caught_combo(c, limits) is not None:
                    r += freq[kind] * _STEP_WEIGHT[step]
                    break
    if len(_risk_cache) > 200_000:
        _risk_cache.clear()
    _risk_cache[key] = r
    return r


def loot_worth(t: Table) -> float:
    """What one Loot card is worth: little early on, a lot once the showdown is near."""
    if t.showdown_players and (t.showdown or t.players_left <= t.showdown_players + 1):
        return 0.12
    return 0.01


def seat_value(t: Table, seat: int, counts: Sequence[int]) -> float:
    """How well ``seat`` stands with ``counts`` in front of it (caught: :data:`CAUGHT`)."""
    r = risk(counts, t.limits, t.freq)
    if r >= 99.0:
        return CAUGHT
    loot_cap = (t.limits[5] - 1) if t.limits[5] else counts[LOOT]
    return -r + loot_worth(t) * min(counts[LOOT], loot_cap)


def value_change(t: Table, me: int, changes: dict[int, Sequence[int]]) -> float:
    """Change in ``me``'s standing when the seats in ``changes`` get those counts."""
    total = 0.0
    others = max(1, t.players_left - 1)
    for seat, new in changes.items():
        before = seat_value(t, seat, t.counts[seat])
        after = seat_value(t, seat, new)
        if seat == me:
            total += after - before
        elif after == CAUGHT:
            total += KNOCK_OUT
        else:
            total -= OPPONENT_WEIGHT * (after - before) / others
    return total


# ---------------------------------------------------------------- what a card does to its recipient
def card_changes(t: Table, seat: int, kind: int) -> dict[int, Sequence[int]]:
    """Likely counts after ``kind`` reaches ``seat`` (special cards played the obvious way)."""
    counts = t.counts[seat]
    if kind == CLOVER:
        return {seat: best_sweep(t, seat)[1]}
    if kind == DROPPED_LOOT:
        victims = [s for s in range(t.n) if s != seat and t.alive[s] and t.counts[s][LOOT]]
        if not victims:
            return {}
        victim = max(victims, key=lambda s: t.counts[s][LOOT])
        c = list(counts)
        c[LOOT] += 1
        v = list(t.counts[victim])
        v[LOOT] -= 1
        return {seat: c, victim: v}
    if kind == PANIC:
        worst = _worst_card(t, seat, counts, None)
        if worst < 0:
            return {}
        c = list(counts)
        c[worst] -= 1
        return {seat: c}
    return {seat: land(counts, kind)}


def best_sweep(t: Table, seat: int, options: Sequence[Sequence[int]] | None = None) -> tuple[int, list[int]]:
    """The Clover sweep (index into ``options``) leaving ``seat`` safest, and the counts after."""
    counts = t.counts[seat]
    if options is None:
        pool = [k for k in OBSTACLES for _ in range(counts[k])]
        pool.sort(key=lambda k: -_danger_of(t, counts, k))
        options = [pool[:2]]
    best, best_counts, best_r = 0, list(counts), None
    for i, kinds in enumerate(options):
        c = list(counts)
        for k in kinds:
            c[k] -= 1
        r = risk(c, t.limits, t.freq)
        if best_r is None or r < best_r:
            best, best_counts, best_r = i, c, r
    return best, best_counts


def _danger_of(t: Table, counts: Sequence[int], kind: int) -> float:
    """How much safer ``counts`` gets without one card of ``kind``."""
    c = list(counts)
    c[kind] -= 1
    return risk(counts, t.limits, t.freq) - risk(c, t.limits, t.freq) - (loot_worth(t) if kind == LOOT else 0.0)


def _worst_card(t: Table, seat: int, counts: Sequence[int], allowed: Sequence[int] | None) -> int:
    kinds = allowed if allowed is not None else [k for k in FACE_UP if counts[k]]
    if not kinds:
        return -1
    return max(kinds, key=lambda k: _danger_of(t, counts, k))


# ---------------------------------------------------------------- decisions
def choose(t: Table, me: int, decision: Decision, overview: str = "lawyer") -> Action:
    """The normal computer player's choice for ``decision``."""
    kind = decision.kind
    acts = decision.actions
    if kind == "give":
        return _give(t, me, acts)
    if kind == "lawyer":
        return _lawyer(t, me, acts)
    if kind == "clover":
        options = [[KIND_INDEX[x] for x in a.kinds] for a in acts]  # type: ignore[attr-defined]
        return acts[best_sweep(t, me, options)[0]]
    if kind == "steal":
        def steal_value(a: Any) -> float:
            c = list(t.counts[me])
            c[LOOT] += 1
            v = list(t.counts[a.victim])
            v[LOOT] -= 1
            return value_change(t, me, {me: c, a.victim: v})
        return max(acts, key=steal_value)
    if kind in ("panic", "panic_pass"):
        return _panic(t, me, acts)
    return acts[0]


def _give(t: Table, me: int, acts: Sequence[Action]) -> Action:
    kind = t.drawn
    waiting = [a.to for a in acts]  # type: ignore[attr-defined]
    scores = {}
    for r in waiting:
        scores[r] = value_change(t, me, card_changes(t, r, kind))
    if me in waiting and len(waiting) > 1:
        # Keeping this card means the next unknown card goes to someone else, and the reverse.
        mine_later = _expected(t, me, me)
        theirs_later = sum(_expected(t, me, r) for r in waiting if r != me) / (len(waiting) - 1)
        for r in waiting:
            scores[r] += theirs_later if r == me else mine_later
    best = max(waiting, key=lambda r: (scores[r], r == me))
    return next(a for a in acts if a.to == best)  # type: ignore[attr-defined]


def _expected(t: Table, me: int, seat: int) -> float:
    """Expected change in ``me``'s standing when ``seat`` receives a random face-up card."""
    total = 0.0
    counts = t.counts[seat]
    for k in FACE_UP:
        f = t.freq[k]
        if f:
            total += f * value_change(t, me, {seat: land(counts, k)})
    return total


def _lawyer(t: Table, me: int, acts: Sequence[Action]) -> Action:
    kind = t.passing if t.passing >= 0 else t.drawn
    change = value_change(t, me, card_changes(t, me, kind))
    bad = change <= CAUGHT / 2 or (t.players_left <= 2 and change < -0.12)
    informs = [a for a in acts if type(a) is UseInformant]
    if informs and (bad or change < -0.06):
        return max(informs, key=lambda a: value_change(t, me, card_changes(t, a.to, kind)))  # type: ignore
    if bad:
        for a in acts:
            if type(a) is UseLawyer:
                return a
    return next(a for a in acts if type(a) is TakeCard)


def _panic(t: Table, me: int, acts: Sequence[Action]) -> Action:
    panic = t.panic
    best, best_score = acts[0], None
    for a in acts:
        kind = KIND_INDEX[a.kind]  # type: ignore[attr-defined]
        direction = a.direction if type(a) is StartPanic else (panic[1] if panic else LEFT)  # type: ignore
        to = next_seat(me, t.n, t.alive, direction)
        mine = list(t.counts[me])
        mine[kind] -= 1
        changes = {me: mine}
        if to != me:
            changes[to] = land(t.counts[to], kind)
        score = value_change(t, me, changes)
        if best_score is None or score > best_score:
            best, best_score = a, score
    return best


__all__ = ["Table", "choose", "risk", "frequencies", "land", "seat_value", "value_change", "CAUGHT", "KNOCK_OUT",
           "OPPONENT_WEIGHT"]
