"""One playtest from start to finish: play, save rule gaps, summarize, compare.

Shared by the command line (``simulate``, ``compare``) and the Lab, so both
give the same numbers for the same request. A :class:`Plan` holds checked
:class:`~game.engine.variants.Variant` objects; resolving names and files
is the caller's business.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from game.engine.game import GameSpec
from game.engine.variants import Variant
from game.playtest.compare import Comparison, compare
from game.playtest.runner import GameResult, Job, Progress, Tally, run
from game.playtest.stats import Summary, summarize


@dataclass
class Plan:
    spec: GameSpec | str
    variants: list[Variant]  # one (simulate) or two (compare: A, B)
    players: int
    games: int
    seed: int = 1
    bots: tuple[str, ...] = ("normal",)
    workers: int | None = None
    dask: Any = None  # a checked ClusterAddress (game.playtest.cluster), or an open dask Client
    max_actions: int | None = None

    def jobs(self) -> list[Job]:
        extra = {} if self.max_actions is None else {"max_actions": self.max_actions}
        return [Job.make(self.spec, v, self.players, self.seed, self.bots, **extra) for v in self.variants]

    def check(self) -> None:
        if self.games < 1:
            raise ValueError("play at least one game")
        for job in self.jobs():
            job.check()


@dataclass
class Outcome:
    plan: Plan
    results: list[list[GameResult]]
    summaries: list[Summary]
    comparison: Comparison | None
    seconds: float = 0.0
    gap_files: list[dict[int, str]] = field(default_factory=list)
    work_s: float = 0.0  # the seconds the games took, added up over the workers

    @property
    def spec(self) -> GameSpec:
        return self.plan.jobs()[0].spec

    def named_results(self) -> dict[str, Sequence[GameResult]]:
        names = [s.variant for s in self.summaries]
        if len(set(names)) < len(names):  # the same name twice: tell them apart
            names = [f"{n} ({'AB'[i]})" for i, n in enumerate(names)]
        return dict(zip(names, self.results))

    def to_json(self) -> dict[str, Any]:
        games_played = sum(len(r) for r in self.results)
        run_info = {"seconds": round(self.seconds, 3),
                    "games_per_second": round(games_played / self.seconds, 1) if self.seconds else None}
        if self.comparison is not None:
            c = self.comparison.to_json()
            head = {"game": c["game"], "variant_a": self.summaries[0].variant, "variant_b": self.summaries[1].variant,
                    "players": self.plan.players, "games": self.plan.games, "seed": self.plan.seed,
                    "bots": list(self.plan.bots)}
            return {**head, **c, "run": run_info}
        return {**self.summaries[0].to_json(), "run": run_info}


def play(plan: Plan, progress: Progress | None = None, should_stop: Callable[[], bool] | None = None,
         mp_context: str | None = None, tally: Tally | None = None) -> list[list[GameResult]]:
    """Play the plan's games here, in worker processes, or on its Dask cluster (the same results)."""
    jobs = plan.jobs()
    if plan.dask is not None:
        from game.playtest.cluster import run_dask
        return run_dask(jobs, plan.games, plan.dask, progress=progress, should_stop=should_stop,  # type: ignore
                        tally=tally)
    return run(jobs, plan.games, plan.workers, progress=progress, should_stop=should_stop,  # type: ignore
               mp_context=mp_context, tally=tally)


def conclude(plan: Plan, results: list[list[GameResult]], gaps_folder: Path | None = None,
             seconds: float = 0.0, work_s: float = 0.0) -> Outcome:
    """Save the rule gaps (if a folder is given) and work out the statistics."""
    jobs = plan.jobs()
    spec = jobs[0].spec
    gap_files: list[dict[int, str]] = []
    stamp = run_stamp()
    for job, rs in zip(jobs, results):
        if gaps_folder is not None and any(r.gap for r in rs):
            from game.playtest.gaps import write_gaps
            gap_files.append(write_gaps(job, rs, gaps_folder, stamp=stamp))
        else:
            gap_files.append({})
    common = dict(game=spec.id, title=spec.title, players=plan.players, seed=plan.seed, bots=plan.bots)
    if len(results) == 2:
        comparison = compare(results[0], results[1], variant_a=plan.variants[0].name,
                             variant_b=plan.variants[1].name, **common)  # type: ignore[arg-type]
        summaries = [comparison.a, comparison.b]
        for s, files in zip(summaries, gap_files):
            s.gaps = [g.__class__(g.index, g.seed, g.kind, g.reason, g.levels, files.get(g.index)) for g in s.gaps]
    else:
        comparison = None
        summaries = [summarize(rs, variant=v.name, gap_files=files, **common)  # type: ignore[arg-type]
                     for rs, v, files in zip(results, plan.variants, gap_files)]
    return Outcome(plan, results, summaries, comparison, seconds, gap_files, work_s)


def run_stamp() -> str:
    """When a run ended, for the names of the files it leaves (rule gaps), so runs never overwrite each other."""
    import time
    return time.strftime("%Y%m%d-%H%M%S")


def remember_pace(plan: Plan, outcome: Outcome, book_path: Path | None) -> None:
    """Add what this run saw to the pace book the Lab forecasts from (see :mod:`game.playtest.pace`)."""
    if book_path is None or not outcome.work_s:
        return
    from game.playtest.pace import PaceBook, learn
    book = PaceBook(book_path)
    spec = outcome.spec
    learn(book, spec.id, plan.bots, plan.players, sum(len(r) for r in outcome.results), outcome.work_s)
    book.save()


def default_players(spec: GameSpec, variant: Variant) -> int:
    lo, hi = spec.players_for(variant)
    return min(hi, max(lo, 4))


def default_bots(spec: GameSpec) -> tuple[str, ...]:
    if "normal" in spec.bots:
        return ("normal",)
    return (next(iter(spec.bots)),) if spec.bots else ("random",)


__all__ = ["Outcome", "Plan", "conclude", "default_bots", "default_players", "play", "remember_pace", "run_stamp"]
