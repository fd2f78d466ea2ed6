"""Play many bot games of one variant, reproducibly and in parallel.

Game ``i`` of a run with base seed ``S`` always uses the seed
``derive_seed(S, i)`` and the same seat rotation, so the results do not depend
on how many processes played them.
"""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator, Sequence

from game.engine.registry import get_spec
from game.engine.rng import derive_seed
from game.engine.runner import make_bots, play_out
from game.engine.variants import Variant


@dataclass
class GameResult:
    index: int
    seed: int
    levels: list[str]
    winners: list[int]
    turns: int
    actions: int
    end_reason: str
    scores: list[float]
    stats: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Job:
    game: str
    variant: Variant
    players: int
    seed: int
    levels: tuple[str, ...]


def game_seed(base: int, index: int) -> int:
    return derive_seed(base, index)


def seat_levels(levels: Sequence[str], players: int, index: int, rotate: bool = True) -> list[str]:
    """Bot level of each seat in game ``index``: the list rotates a seat per game so no level keeps seat 1."""
    base = [levels[i % len(levels)] for i in range(players)]
    if not rotate:
        return base
    k = index % players
    return base[-k:] + base[:-k] if k else base


def play_one(job: Job, index: int) -> GameResult:
    spec = get_spec(job.game)
    seed = game_seed(job.seed, index)
    levels = seat_levels(job.levels, job.players, index)
    state = spec.new_game(job.variant, job.players, seed)
    bots = make_bots(spec, levels, seed, job.variant)
    actions = play_out(state, bots)
    return GameResult(index, seed, levels, list(state.winners or ()), int(getattr(state, "turn", 0)), actions,
                      state.end_reason, [float(s) for s in state.scores()], dict(state.stats()))


def _play_chunk(args: tuple[Job, list[int]]) -> list[GameResult]:
    job, indices = args
    return [play_one(job, i) for i in indices]


def _chunks(n: int, size: int) -> Iterator[list[int]]:
    for start in range(0, n, size):
        yield list(range(start, min(n, start + size)))


def run(job: Job, games: int, jobs: int | None = None, chunk: int = 25) -> Iterable[GameResult]:
    """Yield results in order of game index."""
    jobs = jobs or os.cpu_count() or 1
    if jobs <= 1 or games < chunk:
        for i in range(games):
            yield play_one(job, i)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for results in pool.map(_play_chunk, ((job, c) for c in _chunks(games, chunk))):
            yield from results
