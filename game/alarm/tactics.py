"""How dangerous a pile of cards is, and the sensible choice for every Alarm! decision.

The computer players all think in the same terms:

* ``risk``: for each kind of card, how many more cards of that kind would get
  a player caught (stored equipment soaks up cards first); a kind that
  catches at once weighs 1, two away 0.3, and so on, times how common the
  kind is in the deck. Opponents hand out lethal cards whenever they draw
  them, so this is roughly "how likely am I caught soon".
* ``value``: one seat's view of the table: its own risk counts against it,
  its opponents' risk for it, Loot is worth something near the showdown.

A :class:`Table` is the little that the heuristics read, built from a seat's
view (normal and easy players), or kept up to date by the hard player's
look-ahead (:mod:`game.alarm.lookahead`) as it plays a turn out in its head
(never the true state).

The choices are made on counts and seats (:func:`give_to`, :func:`answer`,
:func:`sweep_choice`, :func:`steal_from`, :func:`pass_choice`), so the
look-ahead asks the very same questions without building actions;
:func:`choose` answers an engine :class:`Decision` with them. Values are
remembered per table (:class:`Judge`): a pile of cards is judged once, however
often the look-ahead meets it again.
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

TAKE, LAWYER = -1, -2
"""Answers to a card coming to you (:func:`answer`); a seat number means "pass it on with the Informant"."""


class Judge:
    """Remembered values for one set of thresholds and card frequencies.

    ``risks`` maps a pile (counts per kind) to its risk; ``values``,
    ``expected`` (expected changes and what one card does to a pile) and
    ``choices`` hold the rest, per Loot worth and number of players left (what
    else they depend on).
    """

    __slots__ = ("limits", "freq", "risks", "steps", "_tables")

    # (each entry of ``_tables``: seat values, expected changes, and remembered choices)

    def __init__(self, limits: Sequence[int], freq: Sequence[float]):
        self.limits = tuple(limits)
        self.freq = tuple(freq)
        self.risks: dict[tuple[int, ...], float] = {}
        self.steps = _steps_for(self.limits)
        """What :func:`_catching` found for each pile (shared by every judge of these thresholds)."""
        self._tables: dict[tuple[float, int], tuple[dict, dict, dict]] = {}

    def tables(self, lw: float, players_left: int) -> tuple[dict, dict, dict]:
        key = (lw, players_left)
        got = self._tables.get(key)
        if got is None:
            got = self._tables[key] = ({}, {}, {})
        return got


_JUDGES: dict[tuple[tuple[int, ...], tuple[float, ...]], Judge] = {}


def judge_for(limits: Sequence[int], freq: Sequence[float]) -> Judge:
    """The shared :class:`Judge` of these thresholds and frequencies (a few hundred at most per run)."""
    key = (tuple(limits), tuple(freq))
    judge = _JUDGES.get(key)
    if judge is None:
        if len(_JUDGES) > 512:
            _JUDGES.clear()
        judge = _JUDGES[key] = Judge(*key)
    return judge


class Table:
    """What the heuristics read: counts per seat, who is in, who still waits, the Panic.

    ``refresh()`` must follow any change to ``alive`` or ``showdown``: it
    recomputes the players left and what a Loot card is worth.
    """

    __slots__ = ("n", "counts", "alive", "served", "active", "limits", "freq", "panic", "showdown",
                 "showdown_players", "drawn", "passing", "recipient", "uses_left", "judge", "players_left", "lw",
                 "values", "expected", "choices")

    def __init__(self, n: int, counts: Sequence[Sequence[int]], alive: Sequence[bool], served: Sequence[bool],
                 active: int, limits: Sequence[int], freq: Sequence[float], panic: Any, showdown: bool,
                 showdown_players: int, drawn: int, passing: int, recipient: int, uses_left: Sequence[int],
                 judge: Judge | None = None):
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
        self.judge = judge if judge is not None else judge_for(limits, freq)
        self.refresh()

    @classmethod
    def from_view(cls, view: Any, freq: Sequence[float], showdown_players: int, judge: Judge | None = None
                  ) -> "Table":
        """The table as ``view`` shows it; ``judge`` (if given) must be ``judge_for(view.limits, freq)``.

        (Every decision of a normal player builds one, so its fields are set directly.)"""
        t = cls.__new__(cls)
        kinds = view.kinds
        t.n, t.counts, t.alive, t.served, t.active = (view.num_players, view.counts, view.alive, view.served,
                                                      view.active)
        t.limits, t.freq, t.panic, t.showdown, t.showdown_players = (view.limits, freq, view.panic, view.showdown,
                                                                     showdown_players)
        t.drawn = kinds[view.drawn] if view.drawn >= 0 else -1
        t.passing = kinds[view.passing] if view.passing >= 0 else -1
        t.recipient, t.uses_left = view.recipient, view.uses_left
        t.judge = judge = judge if judge is not None else judge_for(view.limits, freq)
        # (what refresh() does, inline)
        t.players_left = left = sum(view.alive)
        t.lw = lw = 0.12 if showdown_players and (view.showdown or left <= showdown_players + 1) else 0.01
        tables = judge._tables.get((lw, left))
        if tables is None:
            tables = judge.tables(lw, left)
        t.values, t.expected, t.choices = tables
        return t

    def refresh(self) -> None:
        left = sum(self.alive)
        self.players_left = left
        sp = self.showdown_players
        self.lw = lw = 0.12 if sp and (self.showdown or left <= sp + 1) else 0.01
        tables = self.judge._tables.get((lw, left))
        if tables is None:
            tables = self.judge.tables(lw, left)
        self.values, self.expected, self.choices = tables


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


_LANDED: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}


def landed(pile: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """:func:`land` of ``pile`` for every face-up kind (indexed by kind), as tuples; remembered for good, as it
    depends on nothing else."""
    got = _LANDED.get(pile)
    if got is None:
        if len(_LANDED) > 200_000:
            _LANDED.clear()
        got = _LANDED[pile] = tuple(tuple(land(pile, k)) for k in FACE_UP)
    return got


_STEPS: dict[tuple[int, ...], dict[tuple[int, ...], tuple[tuple[int, float], ...] | None]] = {}
"""Per set of thresholds: what :func:`_catching` found for each pile (it does not depend on the deck)."""


def _steps_for(limits: tuple[int, ...]) -> dict[tuple[int, ...], tuple[tuple[int, float], ...] | None]:
    steps = _STEPS.get(limits)
    if steps is None:
        steps = _STEPS[limits] = {}
    return steps


def _catching(counts: tuple[int, ...], limits: tuple[int, ...]) -> tuple[tuple[int, float], ...] | None:
    """For each kind that would catch this pile within four more cards, (kind, weight of that distance);
    None if the pile is caught already. It does not depend on the deck, so it is remembered for good."""
    steps = _steps_for(limits)
    if counts in steps:
        return steps[counts]
    if caught_combo(counts, limits) is not None:
        out = None
    else:
        found = []
        for kind in _DANGER_KINDS:
            c = list(counts)
            for step in range(1, 5):
                other = COUNTER_OF[kind]
                if other >= 0 and c[other]:
                    c[other] -= 1
                else:
                    c[kind] += 1
                if caught_combo(c, limits) is not None:
                    found.append((kind, _STEP_WEIGHT[step]))
                    break
        out = tuple(found)
    if len(steps) > 200_000:
        steps.clear()
    steps[counts] = out
    return out


def _risk(counts: tuple[int, ...], limits: tuple[int, ...], freq: Sequence[float]) -> float:
    catching = _catching(counts, limits)
    if catching is None:
        return 99.0
    r = 0.0
    for kind, weight in catching:
        r += freq[kind] * weight
    return r


def risk(counts: Sequence[int], limits: Sequence[int], freq: Sequence[float]) -> float:
    """Roughly how likely a player with these cards is caught soon (0 = safe; caught = 99)."""
    risks = judge_for(limits, freq).risks
    key = tuple(counts)
    r = risks.get(key)
    if r is None:
        r = risks[key] = _risk(key, tuple(limits), freq)
    return r


def pile_risk(t: Table, counts: Sequence[int]) -> float:
    """:func:`risk` of a pile, remembered by the table's judge."""
    key = tuple(counts)
    risks = t.judge.risks
    r = risks.get(key)
    if r is None:
        r = risks[key] = _risk(key, t.judge.limits, t.freq)
    return r


def loot_worth(t: Table) -> float:
    """What one Loot card is worth: little early on, a lot once the showdown is near."""
    return t.lw


def seat_value(t: Table, seat: int, counts: Sequence[int]) -> float:
    """How well ``seat`` stands with ``counts`` in front of it (caught: :data:`CAUGHT`)."""
    key = tuple(counts)
    v = t.values.get(key)
    if v is not None:
        return v
    v = t.values[key] = pile_value(t.judge, t.lw, key)
    return v


def pile_value(judge: Judge, lw: float, pile: tuple[int, ...]) -> float:
    """:func:`seat_value` of a pile, judged by ``judge`` with Loot worth ``lw`` (not remembered here)."""
    risks = judge.risks
    r = risks.get(pile)
    if r is None:  # (_risk, with the piles' catching kinds looked up in the judge's own table)
        catching = judge.steps.get(pile, False)
        if catching is False:
            catching = _catching(pile, judge.limits)
        if catching is None:
            r = 99.0
        else:
            r = 0.0
            freq = judge.freq
            for kind, weight in catching:
                r += freq[kind] * weight
        risks[pile] = r
    if r >= 99.0:
        return CAUGHT
    limits = judge.limits
    loot_cap = (limits[5] - 1) if limits[5] else pile[LOOT]
    return -r + lw * min(pile[LOOT], loot_cap)


def _one_change(t: Table, me: int, seat: int, new: Sequence[int]) -> float:
    """Change in ``me``'s standing when ``seat`` alone gets the counts ``new``."""
    before = seat_value(t, seat, t.counts[seat])
    after = seat_value(t, seat, new)
    if seat == me:
        return 0.0 + (after - before)
    if after == CAUGHT:
        return 0.0 + KNOCK_OUT
    return 0.0 - OPPONENT_WEIGHT * (after - before) / max(1, t.players_left - 1)


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


def card_value(t: Table, me: int, seat: int, kind: int) -> float:
    """Change in ``me``'s standing when a card of ``kind`` reaches ``seat``."""
    if kind < CLOVER:  # (it depends on that seat's pile alone: remembered)
        pile = tuple(t.counts[seat])
        key = (pile, kind, seat == me)
        got = t.expected.get(key)
        if got is None:
            got = t.expected[key] = _one_change(t, me, seat, landed(pile)[kind])
        return got
    if kind != DROPPED_LOOT:  # (a Clover or a Panic changes that seat's pile alone, too: remembered)
        pile = tuple(t.counts[seat])
        key = (pile, kind, seat == me)
        got = t.expected.get(key)
        if got is None:
            got = t.expected[key] = value_change(t, me, card_changes(t, seat, kind))
        return got
    return value_change(t, me, card_changes(t, seat, kind))


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
        r = pile_risk(t, c)
        if best_r is None or r < best_r:
            best, best_counts, best_r = i, c, r
    return best, best_counts


def _danger_of(t: Table, counts: Sequence[int], kind: int) -> float:
    """How much safer ``counts`` gets without one card of ``kind``."""
    c = list(counts)
    c[kind] -= 1
    return pile_risk(t, counts) - pile_risk(t, c) - (t.lw if kind == LOOT else 0.0)


def _worst_card(t: Table, seat: int, counts: Sequence[int], allowed: Sequence[int] | None) -> int:
    kinds = allowed if allowed is not None else [k for k in FACE_UP if counts[k]]
    if not kinds:
        return -1
    return max(kinds, key=lambda k: _danger_of(t, counts, k))


# ---------------------------------------------------------------- the choices, on counts and seats
def _remember(memo: dict, key: Any, value: int) -> int:
    if len(memo) > 100_000:  # (long simulations meet ever new tables)
        memo.clear()
    memo[key] = value
    return value


def give_to(t: Table, me: int, waiting: Sequence[int]) -> int:
    """Who gets the drawn card (``t.drawn``): whoever it hurts most, or helps me most."""
    kind = t.drawn
    if kind == DROPPED_LOOT:  # (it depends on every seat's Loot)
        return _give_to(t, me, waiting, kind)
    counts = t.counts
    key = (kind, me, *waiting, *[tuple(counts[r]) for r in waiting])
    got = t.choices.get(key)
    if got is None:
        got = _remember(t.choices, key, _give_to(t, me, waiting, kind))
    return got


def give_to_unknown(t: Table, me: int, waiting: Sequence[int], key: tuple) -> int:
    """:func:`give_to` when its key (``key``) was built and looked up already, and not found."""
    kind = t.drawn
    if kind == DROPPED_LOOT:
        return _give_to(t, me, waiting, kind)
    return _remember(t.choices, key, _give_to(t, me, waiting, kind))


def _give_to(t: Table, me: int, waiting: Sequence[int], kind: int) -> int:
    if kind == DROPPED_LOOT:
        scores = [card_value(t, me, r, kind) for r in waiting]
    else:  # (card_value's remembered values, looked up here)
        memo, counts = t.expected, t.counts
        scores = []
        for r in waiting:
            got = memo.get((tuple(counts[r]), kind, r == me))
            scores.append(got if got is not None else card_value(t, me, r, kind))
    if me in waiting and len(waiting) > 1:
        # Keeping this card means the next unknown card goes to someone else, and the reverse.
        # (expected()'s remembered values looked up here; the sum taken as sum() takes it, from 0)
        memo, counts = t.expected, t.counts
        got = memo.get((tuple(counts[me]), True))
        mine_later = got if got is not None else expected(t, me, me)
        theirs = 0
        for r in waiting:
            if r != me:
                got = memo.get((tuple(counts[r]), False))
                theirs += got if got is not None else expected(t, me, r)
        theirs_later = theirs / (len(waiting) - 1)
        scores = [s + (theirs_later if r == me else mine_later) for r, s in zip(waiting, scores)]
    # the best score, then keeping it myself, then the first in ``waiting`` (as max() with that key)
    best, best_score, best_mine = waiting[0], scores[0], waiting[0] == me
    for i in range(1, len(waiting)):
        r, s = waiting[i], scores[i]
        if s > best_score or (s == best_score and r == me and not best_mine):
            best, best_score, best_mine = r, s, r == me
    return best


def expected(t: Table, me: int, seat: int) -> float:
    """Expected change in ``me``'s standing when ``seat`` receives a random face-up card."""
    pile = tuple(t.counts[seat])
    mine = seat == me
    key = (pile, mine)
    got = t.expected.get(key)
    if got is not None:
        return got
    # (what _one_change works out for each kind, with the pile's own value looked up once)
    before = seat_value(t, seat, pile)
    others = max(1, t.players_left - 1)
    freq = t.freq
    total = 0.0
    lands = landed(pile)
    for k in FACE_UP:
        f = freq[k]
        if f:
            after = seat_value(t, seat, lands[k])
            if mine:
                change = 0.0 + (after - before)
            elif after == CAUGHT:
                change = 0.0 + KNOCK_OUT
            else:
                change = 0.0 - OPPONENT_WEIGHT * (after - before) / others
            total += f * change
    t.expected[key] = total
    return total


def answer(t: Table, me: int, lawyer: bool, informs: Sequence[int]) -> int:
    """A card is coming to ``me``: :data:`TAKE` it, call the :data:`LAWYER`, or pass it to a seat in
    ``informs`` with the Informant. The card is ``t.passing`` in a Panic, else ``t.drawn``."""
    kind = t.passing if t.passing >= 0 else t.drawn
    if kind == DROPPED_LOOT:  # (it depends on every seat's Loot)
        return _answer(t, me, lawyer, informs, kind)
    counts = t.counts
    if informs:
        key = (-1 - kind, lawyer, me, tuple(counts[me]), *informs, *[tuple(counts[s]) for s in informs])
    else:  # (a Lawyer's question, the usual one: the same key without the empty parts)
        key = (-1 - kind, lawyer, me, tuple(counts[me]))
    got = t.choices.get(key)
    if got is None:
        got = _remember(t.choices, key, _answer(t, me, lawyer, informs, kind))
    return got


def lawyer_unknown(t: Table, me: int, key: tuple) -> int:
    """:func:`answer` to a Lawyer's question (no Informant) when its key (``key``) was built and looked up
    already, and not found."""
    kind = t.passing if t.passing >= 0 else t.drawn
    if kind == DROPPED_LOOT:
        return _answer(t, me, True, (), kind)
    return _remember(t.choices, key, _answer(t, me, True, (), kind))


def _answer(t: Table, me: int, lawyer: bool, informs: Sequence[int], kind: int) -> int:
    change = card_value(t, me, me, kind)
    bad = change <= CAUGHT / 2 or (t.players_left <= 2 and change < -0.12)
    if informs and (bad or change < -0.06):
        return max(informs, key=lambda s: card_value(t, me, s, kind))
    if bad and lawyer:
        return LAWYER
    return TAKE


def sweep_choice(t: Table, me: int, options: Sequence[Sequence[int]]) -> int:
    """Which of the Clover's possible sweeps (kind lists) to make."""
    return best_sweep(t, me, options)[0]


def steal_from(t: Table, me: int, victims: Sequence[int]) -> int:
    """Whose Loot to grab with Dropped Loot."""
    def steal_value(victim: int) -> float:
        c = list(t.counts[me])
        c[LOOT] += 1
        v = list(t.counts[victim])
        v[LOOT] -= 1
        return value_change(t, me, {me: c, victim: v})
    return max(victims, key=steal_value)


def pass_choice(t: Table, me: int, options: Sequence[tuple[int, int]]) -> int:
    """Which (kind, direction) to pass in a Panic (index into ``options``)."""
    n, alive, counts = t.n, t.alive, t.counts
    ahead: dict[int, int] = {}  # (the seat each way, found once)
    targets = []
    for _, direction in options:
        to = ahead.get(direction)
        if to is None:
            to = ahead[direction] = next_seat(me, n, alive, direction)
        targets.append(to)
    key = ("pass", me, *options, *targets, tuple(counts[me]), *[tuple(counts[s]) for s in targets])
    got = t.choices.get(key)
    if got is None:
        got = _remember(t.choices, key, _pass_choice(t, me, options, targets))
    return got


def _pass_choice(t: Table, me: int, options: Sequence[tuple[int, int]], targets: Sequence[int]) -> int:
    # value_change(t, me, {me: mine, to: theirs}) for each option, with the piles as they stand valued once
    # and each kind's loss to ``me`` once (the same sums in the same order)
    counts, values = t.counts, t.values
    now = tuple(counts[me])
    before = values.get(now)
    if before is None:
        before = seat_value(t, me, now)
    others = max(1, t.players_left - 1)
    best, best_score = 0, None
    lost: dict[int, float] = {}
    for i, (kind, direction) in enumerate(options):
        to = targets[i]
        loss = lost.get(kind)
        if loss is None:
            mine = list(now)
            mine[kind] -= 1
            mine = tuple(mine)
            v = values.get(mine)
            loss = lost[kind] = (v if v is not None else seat_value(t, me, mine)) - before
        score = 0.0
        score += loss
        if to != me:
            pile = tuple(counts[to])
            new = landed(pile)[kind]
            after = values.get(new)
            if after is None:
                after = seat_value(t, to, new)
            if after == CAUGHT:
                score += KNOCK_OUT
            else:
                now_to = values.get(pile)
                if now_to is None:
                    now_to = seat_value(t, to, pile)
                score -= OPPONENT_WEIGHT * (after - now_to) / others
        if best_score is None or score > best_score:
            best, best_score = i, score
    return best


# ---------------------------------------------------------------- answering the engine's decisions
def choose(t: Table, me: int, decision: Decision) -> Action:
    """The normal computer player's choice for ``decision``.

    (One decision per table: the look-ahead's memory of choices would only cost here.)"""
    kind = decision.kind
    acts = decision.actions
    if kind == "give":
        waiting = [a.to for a in acts]  # type: ignore[attr-defined]
        return acts[waiting.index(_give_to(t, me, waiting, t.drawn))]
    if kind == "lawyer":
        card = t.passing if t.passing >= 0 else t.drawn
        if len(acts) == 2 and type(acts[1]) is UseLawyer:  # take it, or call the Lawyer
            return acts[1] if _answer(t, me, True, (), card) == LAWYER else acts[0]
        informs = [a.to for a in acts if type(a) is UseInformant]  # type: ignore[attr-defined]
        choice = _answer(t, me, any(type(a) is UseLawyer for a in acts), informs, card)
        if choice == TAKE:
            return next(a for a in acts if type(a) is TakeCard)
        if choice == LAWYER:
            return next(a for a in acts if type(a) is UseLawyer)
        return next(a for a in acts if type(a) is UseInformant and a.to == choice)  # type: ignore[attr-defined]
    if kind == "clover":
        return acts[sweep_choice(t, me, [[KIND_INDEX[x] for x in a.kinds] for a in acts])]  # type: ignore
    if kind == "steal":
        victim = steal_from(t, me, [a.victim for a in acts])  # type: ignore[attr-defined]
        return next(a for a in acts if a.victim == victim)  # type: ignore[attr-defined]
    if kind in ("panic", "panic_pass"):
        side = t.panic[1] if t.panic else LEFT
        options = [(KIND_INDEX[a.kind], a.direction if type(a) is StartPanic else side)  # type: ignore
                   for a in acts]
        return acts[_pass_choice(t, me, options, [next_seat(me, t.n, t.alive, d) for _, d in options])]
    return acts[0]


__all__ = ["Table", "Judge", "judge_for", "choose", "give_to", "answer", "sweep_choice", "steal_from", "pass_choice", "risk",
           "frequencies", "land", "landed", "seat_value", "pile_value", "value_change", "card_value", "expected", "CAUGHT", "KNOCK_OUT",
           "OPPONENT_WEIGHT", "TAKE", "LAWYER"]
