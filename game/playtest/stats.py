"""Statistics of many games: who wins, how long games last, how they end, and each game's own figures.

Every statistic is the mean over games of a per-game number (a *metric*): a
win is 1 or 0 for a seat, the turns are a count, "caught by police" is 1 or 0.
That one shape gives every statistic the same treatment: a 95 % interval
here, a paired difference in :mod:`game.playtest.compare`, a column in the
CSV. :func:`game_metrics` turns one :class:`GameResult` into its metrics;
:func:`summarize` aggregates them.

A seat that shares a win (a tie) counts as a winner. Games that failed with
an error are left out of who-wins and length figures (they are listed as rule
gaps); games ended by a limit count as played (the limit rule decided them)
and are listed as rule gaps too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

from game.playtest.intervals import NONE, Estimate, mean_interval, median_interval, rate_interval, sd_interval
from game.playtest.labels import GENERIC_TWINS, LENGTH_KEYS, RATE_KEYS, fmt, fmt_interval, label_for, value_label
from game.playtest.runner import GameResult

WINS, LEVELS, LENGTH, QUALITY, ENDINGS, OWN, GAPS = ("Who wins", "Bot levels", "Game length", "Game quality",
                                                     "How games end", "own", "Rule gaps")
SECTION_ORDER = (WINS, LEVELS, LENGTH, QUALITY, ENDINGS, OWN, GAPS)


@dataclass(frozen=True)
class Metric:
    key: str
    label: str
    section: str
    kind: str  # "rate" (shown in per cent), "points" (a difference of rates) or "mean"
    order: tuple = ()
    whole_run: bool = False  # a figure of all the games together (a median, a spread), not a mean of games

    def sort_key(self) -> tuple:
        return (SECTION_ORDER.index(self.section), self.order, self.label)


Row = dict[str, float | None]


def _own_metrics(stats: Mapping[str, Any], prefix: str = "") -> Iterable[tuple[str, str, str, float | None]]:
    """(metric key, label, kind, value) for a game's own statistics, flattening tables and lists."""
    for key, value in stats.items():
        full = f"{prefix}{key}"
        if not prefix and key in GENERIC_TWINS:
            continue
        if isinstance(value, bool):
            yield f"own.{full}", label_for(full), "rate", float(value)
        elif isinstance(value, (int, float)):
            yield f"own.{full}", label_for(full), "rate" if full in RATE_KEYS else "mean", float(value)
        elif isinstance(value, str):
            yield f"own.{full}={value}", f"{label_for(full)}: {value_label(value)}", "rate", 1.0
        elif isinstance(value, Mapping):
            yield from _own_metrics(value, f"{full}.")
        elif isinstance(value, (list, tuple)):
            yield from _own_metrics({str(i + 1): v for i, v in enumerate(value)}, f"{full}.")
        # None and anything else: not measured in this game


def game_metrics(result: GameResult, players: int) -> tuple[Row, dict[str, Metric]]:
    """The metrics of one game, and their descriptions."""
    row: Row = {}
    metrics: dict[str, Metric] = {}

    def put(key: str, label: str, section: str, kind: str, value: float | None, order: tuple = ()) -> None:
        row[key] = value
        if key not in metrics:
            metrics[key] = Metric(key, label, section, kind, order)

    failed = result.gap == "error" and result.end_reason == "error"
    winners = set(result.winners)
    for s in range(players):
        put(f"seat.{s + 1}.win", f"Seat {s + 1} wins", WINS, "rate", None if failed else float(s in winners), (0, s))
    if not failed:
        wins = [float(s in winners) for s in range(players)]
        put("tie", "Shared wins (ties)", WINS, "rate", float(len(winners) > 1), (1,))
        if not winners:
            put("no_winner", "Nobody wins", WINS, "rate", 1.0, (2,))
        put("first_seat", "First-seat advantage", WINS, "points",
            wins[0] - sum(wins) / players, (3,))
        by_level: dict[str, list[float]] = {}
        for s, level in enumerate(result.levels):
            by_level.setdefault(level, []).append(wins[s])
        if len(set(result.levels)) > 1:
            for level, got in by_level.items():
                put(f"level.{level}.win", f"A {level} bot wins", LEVELS, "rate", sum(got) / len(got), (level,))
        put("turns", "Turns", LENGTH, "mean", float(result.turns), (0,))
        put("moves", "Moves (decisions made)", LENGTH, "mean", float(result.actions), (1,))
        if result.scores and any(result.scores):
            put("score_spread", "Score spread (best − worst)", LENGTH, "mean",
                max(result.scores) - min(result.scores), (9,))
        put("draw", "Drawish: no sole winner", QUALITY, "rate", float(len(winners) != 1), (0,))
        q = result.quality
        if "decided_at" in q:
            put("decided_at", "Winner in front for good from", QUALITY, "rate", q["decided_at"], (1,))
        if "lead_changes" in q:
            put("lead_changes", "Lead changes per game", QUALITY, "mean", q["lead_changes"], (2,))
        if "drama" in q:
            put("drama", "Drama: winner's average deficit", QUALITY, "rate", q["drama"], (3,))
        mean_wins = sum(wins) / players
        for s in range(players):
            put(f"seat.{s + 1}.advantage", f"Seat {s + 1} advantage", QUALITY, "points", wins[s] - mean_wins,
                (5, s))
    reason = result.end_reason or "(no reason given)"
    put(f"end={reason}", value_label(reason) if reason != "error" else "The game failed with an error", ENDINGS,
        "rate", 1.0)
    put("gap.limit", "Ended by a limit, not by the rules", GAPS, "rate", float(result.gap == "limit"), (0,))
    put("gap.error", "Failed with an error", GAPS, "rate", float(result.gap == "error"), (1,))
    for key, label, kind, value in _own_metrics(result.stats):
        raw = key[4:].split("=")[0]
        section = LENGTH if raw in LENGTH_KEYS else OWN
        put(key, label, section, kind, value, (5,) if section == LENGTH else ())
    return row, metrics


def metric_table(results: Sequence[GameResult], players: int) -> tuple[list[Row], dict[str, Metric]]:
    """Rows of per-game metrics with every key present in every row (missing: 0 for categories, else None)."""
    rows: list[Row] = []
    metrics: dict[str, Metric] = {}
    for r in results:
        row, found = game_metrics(r, players)
        rows.append(row)
        for k, m in found.items():
            metrics.setdefault(k, m)
    complete_rows(rows, metrics)
    whole_run_metrics(rows, metrics)
    return rows, metrics


def complete_rows(rows: list[Row], metrics: Mapping[str, Metric]) -> None:
    """Fill in keys a game did not produce: a category it did not fall in is 0, a figure it lacks is None."""
    for row in rows:
        played = row.get("turns") is not None
        for key in metrics:
            if key in row:
                continue
            if "=" in key:
                base = key.split("=")[0] + "="
                # 0 if this game reported the same statistic with another value
                row[key] = 0.0 if any(k.startswith(base) for k in row) else None
            elif key in ("tie", "no_winner", "first_seat") or key.startswith("level."):
                row[key] = 0.0 if played and key in ("tie", "no_winner") else None
            else:
                row[key] = None


def estimate(metric: Metric, values: Sequence[float | None]) -> Estimate:
    present = [v for v in values if v is not None]
    if not present:
        return NONE
    if metric.whole_run:
        return WHOLE_RUN[metric.key][1](present)
    return rate_interval(present) if metric.kind == "rate" else mean_interval(present)


#: figures of a whole run, each from the per-game metric it summarizes: key -> (metric, estimator, source key)
WHOLE_RUN = {
    "median_turns": (Metric("median_turns", "Median length (turns)", LENGTH, "mean", (0, 1), True),
                     median_interval, "turns"),
    "turns_spread": (Metric("turns_spread", "Length spread (standard deviation, turns)", QUALITY, "mean", (4,),
                            True), sd_interval, "turns"),
}


def whole_run_metrics(rows: list[Row], metrics: dict[str, Metric]) -> None:
    """Add the whole-run figures: each row carries its game's source value under the figure's key."""
    for key, (metric, _, source) in WHOLE_RUN.items():
        if source in metrics:
            metrics[key] = metric
            for row in rows:
                row[key] = row.get(source)


@dataclass(frozen=True)
class Gap:
    """A game that no rule ended: enough to replay it."""

    index: int
    seed: int
    kind: str  # "limit" or "error"
    reason: str
    levels: tuple[str, ...]
    file: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "seed": self.seed, "kind": self.kind, "reason": self.reason,
                "bots": list(self.levels), "file": self.file}


@dataclass
class Stat:
    metric: Metric
    estimate: Estimate

    def to_json(self) -> dict[str, Any]:
        return {"label": self.metric.label, "section": self.metric.section, "kind": self.metric.kind,
                **self.estimate.to_json()}


@dataclass
class Summary:
    """The statistics of one variant's games."""

    game: str
    title: str
    variant: str
    players: int
    games: int
    seed: int
    bots: tuple[str, ...]
    wins_by_seat: list[int]
    ties: int
    mean_turns: float | None
    balance: Estimate
    stats: list[Stat]
    gaps: list[Gap]
    own: dict[str, Any] = field(default_factory=dict)

    def get(self, key: str) -> Estimate:
        for s in self.stats:
            if s.metric.key == key:
                return s.estimate
        return NONE

    def sections(self) -> list[tuple[str, list[Stat]]]:
        out: dict[str, list[Stat]] = {}
        for s in self.stats:
            out.setdefault(s.metric.section, []).append(s)
        return [(section_title(k, self.title), v) for k, v in out.items()]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "variant": self.variant, "players": self.players, "games": self.games,
            "seed": self.seed, "bots": list(self.bots), "wins_by_seat": self.wins_by_seat, "ties": self.ties,
            "mean_turns": None if self.mean_turns is None else round(self.mean_turns, 6),
            "balance": self.balance.to_json(),
            "first_seat_advantage": self.get("first_seat").to_json(),
            "win_rate_by_seat": [self.get(f"seat.{s + 1}.win").to_json() for s in range(self.players)],
            "win_rate_by_level": {s.metric.key.split(".")[1]: s.estimate.to_json() for s in self.stats
                                  if s.metric.section == LEVELS},
            "end_reasons": {s.metric.key.split("=", 1)[1]: round(s.estimate.value * self.games)
                            for s in self.stats if s.metric.section == ENDINGS and s.estimate.value is not None},
            "rule_gaps": [g.to_json() for g in self.gaps],
            "quality": self.quality_json(),
            **self.own,
            "statistics": {s.metric.key: s.to_json() for s in self.stats},
        }

    def quality_json(self) -> dict[str, Any]:
        """The game-quality measures by their usual names (each with its 95 % interval)."""
        return {
            "decisiveness_decided_at": self.get("decided_at").to_json(),
            "lead_changes": self.get("lead_changes").to_json(),
            "drama": self.get("drama").to_json(),
            "drawishness": self.get("draw").to_json(),
            "duration_spread_turns": self.get("turns_spread").to_json(),
            "median_turns": self.get("median_turns").to_json(),
            "seat_advantage": [self.get(f"seat.{s + 1}.advantage").to_json() for s in range(self.players)],
        }

    def table(self) -> list[tuple[str, str, str]]:
        """(label, value, 95 % interval) lines, with section headings as (title, "", "")."""
        lines: list[tuple[str, str, str]] = []
        for title, stats in self.sections():
            lines.append((title, "", ""))
            for s in stats:
                e = s.estimate
                lines.append((s.metric.label, fmt(e.value, s.metric.kind), fmt_interval(e.low, e.high, s.metric.kind)))
            if stats and stats[0].metric.section == WINS:
                lines.append(("Balance (1 − largest seat gap)", fmt(self.balance.value, "rate"),
                              fmt_interval(self.balance.low, self.balance.high, "rate")))
        return lines


def section_title(section: str, game_title: str) -> str:
    return f"{game_title} only" if section == OWN else section


def seat_gap(rows: Sequence[Row], players: int, best: int, worst: int) -> list[float]:
    """Per game: did the best seat win minus did the worst seat win."""
    out = []
    for row in rows:
        a, b = row.get(f"seat.{best + 1}.win"), row.get(f"seat.{worst + 1}.win")
        if a is not None and b is not None:
            out.append(a - b)
    return out


def best_and_worst(rows: Sequence[Row], players: int) -> tuple[int, int]:
    rates = []
    for s in range(players):
        vals = [r[f"seat.{s + 1}.win"] for r in rows if r.get(f"seat.{s + 1}.win") is not None]
        rates.append(sum(vals) / len(vals) if vals else 0.0)  # type: ignore[arg-type]
    best = max(range(players), key=lambda s: (rates[s], -s))
    worst = min(range(players), key=lambda s: (rates[s], s))
    return best, worst


def balance(rows: Sequence[Row], players: int) -> Estimate:
    """1 − (win rate of the best seat − win rate of the worst seat), with a t interval.

    The interval is that of the gap between the two seats that came out best
    and worst here (so it is a little optimistic about which seats those are).
    """
    best, worst = best_and_worst(rows, players)
    gaps = seat_gap(rows, players, best, worst)
    if not gaps:
        return NONE
    e = mean_interval(gaps)
    if e.low is None or e.high is None:
        return Estimate(1 - e.value, None, None, e.n)  # type: ignore[operator]
    return Estimate(1 - e.value, max(0.0, 1 - e.high), min(1.0, 1 - e.low), e.n)  # type: ignore[operator]


def _own_summary(results: Sequence[GameResult]) -> dict[str, Any]:
    """The game's own statistics in their own shape for ``--json``: means, or shares of each value."""
    numbers: dict[str, list[float]] = {}
    categories: dict[str, dict[str, int]] = {}
    for r in results:
        if r.gap == "error":
            continue
        for key, _, kind, value in _own_metrics(r.stats):
            raw = key[4:]
            if "=" in raw:
                name, val = raw.split("=", 1)
                categories.setdefault(name, {}).setdefault(val, 0)
                categories[name][val] += 1
            elif value is not None:
                numbers.setdefault(raw, []).append(value)
    out: dict[str, Any] = {k: round(sum(v) / len(v), 6) for k, v in numbers.items()}
    for name, counts in categories.items():
        total = sum(counts.values())
        out[name] = {val: round(c / total, 6) for val, c in sorted(counts.items(), key=lambda kv: -kv[1])}
    return out


def summarize(results: Sequence[GameResult], *, game: str, title: str, variant: str, players: int, seed: int,
              bots: Sequence[str], rows: list[Row] | None = None,
              metrics: Mapping[str, Metric] | None = None, gap_files: Mapping[int, str] | None = None) -> Summary:
    """Aggregate the results of one variant. ``rows``/``metrics`` may be shared with a comparison."""
    if rows is None or metrics is None:
        rows, metrics = metric_table(results, players)
    ordered = sorted(metrics.values(), key=Metric.sort_key)
    stats = [Stat(m, estimate(m, [row.get(m.key) for row in rows])) for m in ordered]
    stats = [s for s in stats if s.estimate.n > 0 or s.metric.section in (WINS, GAPS)]
    played = [r for r in results if not (r.gap == "error" and r.end_reason == "error")]
    wins = [sum(1 for r in played if s in r.winners) for s in range(players)]
    ties = sum(1 for r in played if len(r.winners) > 1)
    mean_turns = sum(r.turns for r in played) / len(played) if played else None
    gaps = [Gap(r.index, r.seed, r.gap, r.error or r.end_reason, r.levels, (gap_files or {}).get(r.index))
            for r in results if r.gap]
    own = {"game_stats": _own_summary(results)}
    return Summary(game, title, variant, players, len(results), seed, tuple(bots), wins, ties, mean_turns,
                   balance(rows, players), stats, gaps, own)
