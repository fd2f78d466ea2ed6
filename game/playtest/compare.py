"""Variant A against variant B on the same seeds: what changed, and is it more than luck?

Game ``i`` under A and game ``i`` under B share their seed and seat rotation
(see :mod:`game.playtest.runner`), so each statistic is compared game by game:
the difference ``B − A`` of its per-game metric, averaged, with a paired t
interval. Pairing removes the luck of the deal that both variants share,
which makes small rule changes visible with far fewer games.

Many statistics are compared at once, so the verdict uses Holm's correction:
"changed significantly" means the chance that *any* of the listed changes is
a fluke is under 5 %, not 5 % each.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from game.playtest.intervals import NONE, Estimate, holm, paired_difference, unpaired_difference
from game.playtest.labels import fmt, fmt_interval
from game.playtest.runner import GameResult
from game.playtest.stats import (
    GAPS,
    WINS,
    Metric,
    Row,
    Summary,
    best_and_worst,
    complete_rows,
    estimate,
    game_metrics,
    section_title,
    summarize,
    whole_run_metrics,
)


@dataclass
class Difference:
    metric: Metric
    a: Estimate
    b: Estimate
    diff: Estimate  # B − A, paired
    p: float
    significant: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"label": self.metric.label, "section": self.metric.section, "kind": self.metric.kind,
                "a": self.a.to_json(), "b": self.b.to_json(), "difference": self.diff.to_json(),
                "p": round(self.p, 6), "significant": self.significant}

    def sentence(self) -> str:
        m, kind = self.metric, self.metric.kind
        word = "more" if (self.diff.value or 0) > 0 else "less"
        if kind == "mean":
            word = "higher" if (self.diff.value or 0) > 0 else "lower"
        return (f"{m.label}: {word} under B, from {fmt(self.a.value, kind)} to {fmt(self.b.value, kind)} "
                f"({fmt(self.diff.value, kind, True)}; 95% interval "
                f"{fmt_interval(self.diff.low, self.diff.high, kind, True)}).")


@dataclass
class Comparison:
    a: Summary
    b: Summary
    rows: list[Difference]
    games: int

    def significant(self) -> list[Difference]:
        return [d for d in self.rows if d.significant]

    def verdict(self) -> list[str]:
        """What changed, in plain words (the first line is the headline)."""
        changed = sorted(self.significant(), key=lambda d: d.p)
        n = self.games
        if not changed:
            widest = max((d.diff.high - d.diff.low for d in self.rows if d.metric.section == WINS
                          and d.diff.low is not None and d.diff.high is not None), default=None)
            line = f"No statistic changed significantly over {n} paired games."
            if widest:
                line += (f" Win rates could still differ by up to about {widest * 50:.0f} percentage points; "
                         f"play more games to see smaller effects.")
            return [line]
        lines = [f"{len(changed)} of {len(self.rows)} statistics changed significantly over {n} paired games:"]
        lines += [d.sentence() for d in changed]
        return lines

    def sections(self) -> list[tuple[str, list[Difference]]]:
        out: dict[str, list[Difference]] = {}
        for d in self.rows:
            out.setdefault(d.metric.section, []).append(d)
        return [(section_title(k, self.a.title), v) for k, v in out.items()]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.a.game, "a": self.a.to_json(), "b": self.b.to_json(), "games": self.games,
                "paired": True, "differences": {d.metric.key: d.to_json() for d in self.rows},
                "verdict": self.verdict()}

    def table(self) -> list[tuple[str, ...]]:
        """(label, A, B, B − A, interval, mark) lines with section headings; mark is "*" when significant."""
        lines: list[tuple[str, ...]] = []
        for title, diffs in self.sections():
            lines.append((title, "", "", "", "", ""))
            for d in diffs:
                k = d.metric.kind
                lines.append((d.metric.label, fmt(d.a.value, k), fmt(d.b.value, k), fmt(d.diff.value, k, True),
                              fmt_interval(d.diff.low, d.diff.high, k, True), "*" if d.significant else ""))
        return lines


def compare(results_a: Sequence[GameResult], results_b: Sequence[GameResult], *, game: str, title: str,
            variant_a: str, variant_b: str, players: int, seed: int, bots: Sequence[str]) -> Comparison:
    """Paired comparison of two runs of the same games (same count, seeds and seats)."""
    if len(results_a) != len(results_b):
        raise ValueError("a paired comparison needs the same number of games under A and B")
    for ra, rb in zip(results_a, results_b):
        if ra.seed != rb.seed or ra.levels != rb.levels:
            raise ValueError(f"game {ra.index} was not played on the same seed and seats under A and B")
    rows_a: list[Row] = []
    rows_b: list[Row] = []
    metrics: dict[str, Metric] = {}
    for results, rows in ((results_a, rows_a), (results_b, rows_b)):
        for r in results:
            row, found = game_metrics(r, players)
            rows.append(row)
            for k, m in found.items():
                metrics.setdefault(k, m)
    complete_rows(rows_a, metrics)
    complete_rows(rows_b, metrics)
    whole_run_metrics(rows_a, metrics)
    whole_run_metrics(rows_b, metrics)
    common = dict(game=game, title=title, players=players, seed=seed, bots=bots, metrics=metrics)
    sa = summarize(results_a, variant=variant_a, rows=rows_a, **common)
    sb = summarize(results_b, variant=variant_b, rows=rows_b, **common)

    diffs: list[Difference] = []
    for m in sorted(metrics.values(), key=Metric.sort_key):
        pairs = [(ra[m.key], rb[m.key]) for ra, rb in zip(rows_a, rows_b)
                 if ra[m.key] is not None and rb[m.key] is not None]
        if not pairs and m.section not in (WINS, GAPS):
            continue
        ea, eb = estimate(m, [r[m.key] for r in rows_a]), estimate(m, [r[m.key] for r in rows_b])
        if m.whole_run:
            d, p = unpaired_difference(ea, eb)
        else:
            d, p = paired_difference([b - a for a, b in pairs])  # type: ignore[operator]
        diffs.append(Difference(m, ea, eb, d, p))
    diffs.insert(_after_wins(diffs), _balance_difference(rows_a, rows_b, players, sa, sb))
    for d, flag in zip(diffs, holm([d.p for d in diffs])):
        d.significant = flag
    return Comparison(sa, sb, diffs, len(results_a))


def _after_wins(diffs: list[Difference]) -> int:
    last = -1
    for i, d in enumerate(diffs):
        if d.metric.section == WINS:
            last = i
    return last + 1


def _balance_difference(rows_a: Sequence[Row], rows_b: Sequence[Row], players: int, sa: Summary,
                        sb: Summary) -> Difference:
    """Balance B − A, paired per game through each variant's own best-minus-worst seat gap."""
    best_a, worst_a = best_and_worst(rows_a, players)
    best_b, worst_b = best_and_worst(rows_b, players)
    diffs = []
    for ra, rb in zip(rows_a, rows_b):
        vals = (ra.get(f"seat.{best_a + 1}.win"), ra.get(f"seat.{worst_a + 1}.win"),
                rb.get(f"seat.{best_b + 1}.win"), rb.get(f"seat.{worst_b + 1}.win"))
        if None in vals:
            continue
        gap_a, gap_b = vals[0] - vals[1], vals[2] - vals[3]  # type: ignore[operator]
        diffs.append(gap_a - gap_b)  # balance = 1 − gap, so B − A = gap_A − gap_B
    d, p = paired_difference(diffs) if diffs else (NONE, 1.0)
    metric = Metric("balance", "Balance (1 − largest seat gap)", WINS, "rate", (2,))
    return Difference(metric, sa.balance, sb.balance, d, p)
