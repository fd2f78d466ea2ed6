"""The tuner: which value of one house rule brings a figure nearest its goal?

``python -m game tune home_alone turn_limit --values 60:200:20 --target first-seat``
plays the same deals under every value (game *i* has the same seed and seats
whatever the value, so the values are compared game by game, as A and B are),
in rounds:

1. a coarse round of ``games`` games under every value;
2. values that are clearly worse than the best so far are dropped: their 95 %
   interval lies wholly farther from the goal than the best value's interval
   (for ``max``/``min`` goals: wholly below/above it), or a condition
   (``where``) clearly fails for them;
3. while more than one value is left, the games are doubled for those
   values only (up to ``max_games``), so the effort goes where the answer is
   undecided.

It then recommends the value whose figure is nearest the goal, with its
interval, or says that no value reaches the goal (none has the goal inside its
interval) and which came nearest. Everything depends only on the seed and
the values: the same answer with any number of processes or on a cluster.

Targets are the playtest's statistics, by a short name (:data:`TARGETS`:
first-seat advantage, balance, median length, shared wins, the game-quality
measures) or by their key in ``--json``'s ``statistics`` (``own.rounds``,
``seat.2.win``...), so a game's own figures can be tuned as well.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from game.engine.errors import VariantError
from game.engine.game import GameSpec
from game.engine.variants import Param, Variant, shown_value
from game.playtest.intervals import NONE, Estimate
from game.playtest.labels import fmt, fmt_interval
from game.playtest.runner import GameResult, Job, Progress, Tally, run
from game.playtest.stats import Summary, summarize

FIRST_GAMES = 100
MAX_GAMES = 1600


@dataclass(frozen=True)
class Goal:
    """``target`` (nearest to ``value``), ``max`` or ``min``."""

    kind: str
    value: float = 0.0

    def text(self, kind: str) -> str:
        if self.kind == "max":
            return "as high as possible"
        if self.kind == "min":
            return "as low as possible"
        return f"nearest {fmt(self.value, kind)}"

    def distance(self, e: Estimate) -> tuple[float, float, float] | None:
        """(point, best case, worst case) distance from the goal; smaller is better."""
        if e.value is None:
            return None
        lo = e.low if e.low is not None else e.value
        hi = e.high if e.high is not None else e.value
        if self.kind == "max":
            return -e.value, -hi, -lo
        if self.kind == "min":
            return e.value, lo, hi
        g = self.value
        near = 0.0 if lo <= g <= hi else min(abs(lo - g), abs(hi - g))
        return abs(e.value - g), near, max(abs(lo - g), abs(hi - g))

    def reached(self, e: Estimate) -> bool:
        if self.kind != "target" or e.value is None:
            return True
        lo = e.low if e.low is not None else e.value
        hi = e.high if e.high is not None else e.value
        return lo <= self.value <= hi


@dataclass(frozen=True)
class Target:
    name: str  # what the user typed
    key: str  # the statistic's key ("balance" is the balance estimate)
    default_goal: Goal | None
    kind: str = ""  # filled in from the statistic: rate, points, mean


#: short name -> (statistic key, its goal when none is given)
TARGETS: dict[str, tuple[str, Goal | None]] = {
    "first-seat": ("first_seat", Goal("target", 0.0)),
    "balance": ("balance", Goal("max")),
    "median-length": ("median_turns", None),
    "mean-length": ("turns", None),
    "shared-wins": ("tie", Goal("min")),
    "drawishness": ("draw", Goal("min")),
    "decisiveness": ("decided_at", None),
    "lead-changes": ("lead_changes", Goal("max")),
    "drama": ("drama", None),
    "length-spread": ("turns_spread", Goal("min")),
    "limit-endings": ("gap.limit", Goal("min")),
}

_WHERE = re.compile(r"^\s*([A-Za-z0-9_.=\- ]+?)\s*(<=|>=)\s*(-?[0-9.]+%?)\s*$")


def target(name: str) -> Target:
    if name in TARGETS:
        key, goal = TARGETS[name]
        return Target(name, key, goal)
    return Target(name, name, None)  # a statistic key; checked once the first games are played


def parse_number(text: str, kind: str = "mean") -> float:
    """``"5%"`` -> 0.05; a plain number is taken as it is (rates are fractions: 0.05 is 5 %)."""
    t = text.strip()
    try:
        return float(t[:-1]) / 100 if t.endswith("%") else float(t)
    except ValueError:
        raise ValueError(f"{text!r} is not a number") from None


def parse_goal(text: str | None, t: Target) -> Goal:
    if text is None or not text.strip():
        if t.default_goal is None:
            raise ValueError(f"give a --goal for {t.name}: a number, max or min")
        return t.default_goal
    word = text.strip().lower()
    if word in ("max", "min"):
        return Goal(word)
    return Goal("target", parse_number(word))


@dataclass(frozen=True)
class Condition:
    """``median-length<=60``: a figure a recommended value must keep to."""

    target: Target
    op: str
    limit: float

    @classmethod
    def parse(cls, text: str) -> "Condition":
        m = _WHERE.match(text)
        if not m:
            raise ValueError(f"--where {text!r}: write it as NAME<=NUMBER or NAME>=NUMBER, e.g. median-length<=60")
        return cls(target(m.group(1).strip()), m.group(2), parse_number(m.group(3)))

    def text(self) -> str:
        return f"{self.target.name} {'≤' if self.op == '<=' else '≥'} {self.limit:g}"

    def holds(self, e: Estimate) -> bool:
        if e.value is None:
            return False
        return e.value <= self.limit if self.op == "<=" else e.value >= self.limit

    def clearly_fails(self, e: Estimate) -> bool:
        if e.value is None:
            return False
        if self.op == "<=":
            return e.low is not None and e.low > self.limit
        return e.high is not None and e.high < self.limit


def parse_values(param: Param, text: str) -> list[Any]:
    """``"10,20,30"`` or ``"10:40:10"`` (from, to, step; numbers only) -> checked values, in order, no repeats."""
    from game.playtest.house_rules import parse_value

    text = text.strip()
    if not text:
        raise ValueError("give the values to try, e.g. --values 10,20,30 or --values 10:40:5")
    raw: list[Any]
    if ":" in text and param.type in (int, float):
        parts = text.split(":")
        if len(parts) != 3:
            raise ValueError(f"--values {text}: a range is FROM:TO:STEP")
        try:
            lo, hi, step = (param.type(p) if param.type is int else float(p) for p in parts)
        except ValueError:
            raise ValueError(f"--values {text}: FROM, TO and STEP must be {param.allowed().split(' from')[0]}s") \
                from None
        if step <= 0 or hi < lo:
            raise ValueError(f"--values {text}: the step must be more than 0 and TO at least FROM")
        if (hi - lo) / step > 200:
            raise ValueError(f"--values {text}: that is more than 200 values; take a bigger step")
        raw, x = [], lo
        while x <= hi + 1e-9:
            raw.append(round(x, 10) if param.type is float else x)
            x += step
    else:
        raw = [p for p in (s.strip() for s in text.split(",")) if p]
    values: list[Any] = []
    for r in raw:
        try:
            v = parse_value(param, r) if isinstance(r, str) else param.check(r)
        except ValueError as exc:
            raise ValueError(f"{param.key} = {r}: {exc}") from None
        if v not in values:
            values.append(v)
    if len(values) < 2:
        raise ValueError("give at least two different values to compare")
    return values


def suggested_values(param: Param, current: Any) -> list[Any]:
    """A first spread of values to try for the Lab: both choices, every option, or five numbers around the current."""
    if param.type is bool:
        return [False, True]
    if param.choices is not None:
        return list(param.choices)
    if param.type is str:
        return [current]
    step = max(1, round(abs(current) * 0.25)) if param.type is int else (abs(current) * 0.25 or 1.0)
    lo = param.min if param.min is not None else float("-inf")
    hi = param.max if param.max is not None else float("inf")
    raw = [current + k * step for k in range(-2, 3)]
    if param.type is int:
        out = sorted({int(min(hi, max(lo, v))) for v in raw})
    else:
        out = sorted({round(min(hi, max(lo, v)), 4) for v in raw})
    return out


def value_text(value: Any) -> str:
    """A tried value as menus say it, but a choice keeps its file spelling ("up_to"): it is typed back into --values."""
    return value if isinstance(value, str) else shown_value(value)


@dataclass
class ValueRow:
    value: Any
    variant: Variant
    results: list[GameResult] = field(default_factory=list)
    summary: Summary | None = None
    estimate: Estimate = NONE
    conditions: list[Estimate] = field(default_factory=list)
    dropped: str = ""  # why this value was left behind, "" while it is in the running
    dropped_at: int = 0  # games played when it was dropped

    @property
    def label(self) -> str:
        return value_text(self.value)

    @property
    def games(self) -> int:
        return len(self.results)

    def to_json(self, kind: str) -> dict[str, Any]:
        return {"value": self.value, "games": self.games, "estimate": self.estimate.to_json(),
                "shown": fmt(self.estimate.value, kind), "interval": fmt_interval(self.estimate.low,
                                                                                 self.estimate.high, kind),
                "conditions": [c.to_json() for c in self.conditions], "dropped": self.dropped or None}


@dataclass
class Tuning:
    """What the tuner found."""

    game: str
    title: str
    param: Param
    base: str
    target: Target
    label: str
    kind: str
    goal: Goal
    conditions: list[Condition]
    rows: list[ValueRow]
    rounds: list[tuple[int, list[str]]]  # (games per value after the round, values still in the running)
    best: ValueRow | None
    reached: bool
    players: int
    seed: int
    bots: tuple[str, ...]
    seconds: float = 0.0

    def verdict(self) -> str:
        """The recommendation (or the lack of one) in one or two sentences."""
        p, kind = self.param.key, self.kind
        if self.best is None:
            conds = " and ".join(c.text() for c in self.conditions)
            return f"No value of {p} keeps {conds}; nothing to recommend."
        e = self.best.estimate
        figure = (f"{self.label} {fmt(e.value, kind)} (95% interval {fmt_interval(e.low, e.high, kind)}, "
                  f"{self.best.games} games)")
        if self.goal.kind == "target" and not self.reached:
            return (f"No value reaches the goal ({self.label} {self.goal.text(kind)}): the nearest is "
                    f"{p} = {self.best.label}, with {figure}.")
        within = " Its interval includes the goal." if self.goal.kind == "target" else ""
        return f"Recommended: {p} = {self.best.label}, with {figure}.{within}"

    def table(self) -> list[tuple[str, ...]]:
        """(value, games, figure, interval, status) rows."""
        out = []
        for r in self.rows:
            status = "recommended" if r is self.best else (r.dropped or "in the running")
            out.append((r.label, str(r.games), fmt(r.estimate.value, self.kind),
                        fmt_interval(r.estimate.low, r.estimate.high, self.kind), status))
        return out

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "parameter": self.param.key, "base_variant": self.base, "target": self.target.name,
                "statistic": self.target.key, "label": self.label, "goal": {"kind": self.goal.kind,
                                                                            "value": self.goal.value},
                "conditions": [c.text() for c in self.conditions], "players": self.players, "seed": self.seed,
                "bots": list(self.bots), "rounds": [{"games": g, "values": v} for g, v in self.rounds],
                "values": [r.to_json(self.kind) for r in self.rows],
                "recommended": None if self.best is None else self.best.value, "reaches_goal": self.reached,
                "verdict": self.verdict(), "run": {"seconds": round(self.seconds, 3)}}


@dataclass(frozen=True)
class TuneRequest:
    """A whole tuning as plain values, for a background process or another machine."""

    game: str  # "module:SPEC" (see game.playtest.runner.spec_ref)
    base: Variant
    key: str
    values: tuple[Any, ...]
    target: str
    goal: Goal | None
    players: int
    bots: tuple[str, ...]
    seed: int = 1
    games: int = FIRST_GAMES
    max_games: int = MAX_GAMES
    conditions: tuple[Condition, ...] = ()
    workers: int | None = None
    dask: Any = None

    def run(self, **kw: Any) -> "Tuning":
        from game.playtest.runner import resolve_spec
        return tune(resolve_spec(self.game), self.base, self.key, self.values, target(self.target), self.goal,
                    self.players, self.bots, self.seed, self.games, self.max_games, self.conditions,
                    self.workers, self.dask, **kw)


def estimate_of(summary: Summary, key: str) -> Estimate:
    return summary.balance if key == "balance" else summary.get(key)


def _kind_and_label(summary: Summary, key: str) -> tuple[str, str] | None:
    if key == "balance":
        return "rate", "Balance"
    for s in summary.stats:
        if s.metric.key == key:
            return s.metric.kind, s.metric.label
    return None


def tune(spec: GameSpec, base: Variant, key: str, values: Sequence[Any], target_: Target, goal: Goal | None,
         players: int, bots: Sequence[str], seed: int = 1, games: int = FIRST_GAMES, max_games: int = MAX_GAMES,
         conditions: Sequence[Condition] = (), workers: int | None = None, dask: Any = None,
         progress: Progress | None = None, should_stop: Callable[[], bool] | None = None,
         tally: Tally | None = None, mp_context: str | None = None) -> Tuning:
    """Play paired games under every value of ``key`` in rounds and recommend one (see the module's help)."""
    import time

    param = spec.schema.get(key)
    if param is None:
        raise ValueError(f"{spec.title} has no rule {key!r}; known: {', '.join(p.key for p in spec.schema)}")
    if games < 2 or max_games < games:
        raise ValueError("play at least 2 games per value, and --max-games no fewer than --games")
    goal = goal if goal is not None else target_.default_goal
    if goal is None:
        raise ValueError(f"give a goal for {target_.name}: a number, max or min")
    rows = []
    for v in values:
        try:
            variant = base.with_params(spec.schema, f"{base.name}, {key}={value_text(v)}", **{key: v})
        except VariantError as exc:
            raise ValueError(f"{key} = {value_text(v)}: {exc.detail}") from None
        rows.append(ValueRow(v, variant))
    jobs = {id(r): Job.make(spec, r.variant, players, seed, tuple(bots)) for r in rows}
    for job in jobs.values():
        job.check()
    start_time = time.perf_counter()
    rounds: list[tuple[int, list[str]]] = []
    kind, label = "mean", target_.name
    played, n = 0, games
    alive = list(rows)
    done_before = 0
    while True:
        batch = list(alive)  # the values still running this round (alive shrinks as values drop)
        planned = done_before + (n - played) * len(batch)

        def report(done: int, total: int, base_done: int = done_before, planned: int = planned) -> None:
            if progress is not None:
                progress(base_done + done, planned)

        batch_jobs = [jobs[id(r)] for r in batch]
        if dask is not None:
            from game.playtest.cluster import run_dask
            results = run_dask(batch_jobs, n, dask, progress=report, should_stop=should_stop, start=played,
                               tally=tally)
        else:
            results = run(batch_jobs, n, workers, progress=report, should_stop=should_stop, start=played,
                          tally=tally, mp_context=mp_context)
        done_before = planned
        for r, new in zip(batch, results):  # type: ignore[arg-type]
            r.results.extend(new)
            r.summary = summarize(r.results, game=spec.id, title=spec.title, variant=r.variant.name,
                                  players=players, seed=seed, bots=bots)
        played = n
        first = alive[0].summary
        assert first is not None
        for name, key_ in [(target_.name, target_.key), *((c.target.name, c.target.key) for c in conditions)]:
            if _kind_and_label(first, key_) is None:
                known = sorted({"balance", *(s.metric.key for s in first.stats)})
                raise ValueError(f"{spec.title} has no statistic {name!r}; use one of "
                                 f"{', '.join(TARGETS)} or a key such as {', '.join(known[:12])}…")
        kind, label = _kind_and_label(first, target_.key)  # type: ignore[misc]
        for r in alive:
            assert r.summary is not None
            r.estimate = estimate_of(r.summary, target_.key)
            r.conditions = [estimate_of(r.summary, c.target.key) for c in conditions]
        _drop(alive, goal, conditions, played, kind)
        alive = [r for r in alive if not r.dropped]
        rounds.append((played, [r.label for r in alive]))
        if len(alive) <= 1 or n >= max_games:
            break
        n = min(max_games, n * 2)
    eligible = [r for r in alive if all(c.holds(e) for c, e in zip(conditions, r.conditions))]
    best = min(eligible, key=lambda r: (goal.distance(r.estimate) or (float("inf"),))[0], default=None)
    reached = best is not None and goal.reached(best.estimate)
    return Tuning(spec.id, spec.title, param, base.name, target_, label, kind, goal, list(conditions), rows, rounds,
                  best, reached, players, seed, tuple(bots), time.perf_counter() - start_time)


def _drop(alive: list[ValueRow], goal: Goal, conditions: Sequence[Condition], games: int, kind: str) -> None:
    """Mark the values that are clearly out: a condition clearly fails, or clearly farther from the goal."""
    for r in alive:
        for c, e in zip(conditions, r.conditions):
            if c.clearly_fails(e):
                limit = c.text()[len(c.target.name) + 1:]
                r.dropped = f"dropped after {games} games: {c.target.name} {fmt(e.value, 'mean')}, not {limit}"
                r.dropped_at = games
    running = [r for r in alive if not r.dropped and goal.distance(r.estimate) is not None]
    if not running:
        return
    leader = min(running, key=lambda r: goal.distance(r.estimate)[0])  # type: ignore[index]
    worst_case = goal.distance(leader.estimate)[2]  # type: ignore[index]
    for r in running:
        if r is leader:
            continue
        best_case = goal.distance(r.estimate)[1]  # type: ignore[index]
        if best_case > worst_case:
            r.dropped = f"dropped after {games} games: clearly worse than {leader.label}"
            r.dropped_at = games


__all__ = ["Condition", "Goal", "TARGETS", "Target", "TuneRequest", "Tuning", "ValueRow", "parse_goal", "parse_values",
           "suggested_values", "target", "tune", "value_text"]
