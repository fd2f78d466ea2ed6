"""Play many bot games of one or more variants, reproducibly, here or in parallel.

Game ``i`` of a job with base seed ``S`` always uses the seed
``derive_seed(S, i)`` and the same seat rotation of bot levels, so a game's
result depends only on ``(job, i)``: never on how many processes played it,
in which order, or on which machine (see :mod:`game.playtest.cluster`). Two
jobs that differ only in their variant therefore play *paired* games: same
deal seed, same seats, same bots.

Games that hit a limit of the rules (a turn or round limit) or whose play
raised an error are *rule gaps*: they are marked on their result and can be
replayed into a :class:`~game.engine.record.Record` by :func:`record_game`.
"""

from __future__ import annotations

import functools
import importlib
import multiprocessing
import os
import queue
import re
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from game.engine.game import GameSpec
from game.engine.record import Record, SeatInfo
from game.engine.registry import GAME_MODULES, get_spec
from game.engine.rng import derive_seed
from game.engine.runner import make_bots, play_out
from game.engine.variants import Variant, make_variant
from game.engine.views import viewer_for
from game.playtest.quality import measures

#: An end reason that mentions a limit ("the turn limit was reached") means no rule ended the game.
LIMIT_PATTERN = re.compile(r"limit", re.IGNORECASE)  # "turn limit", "turn_limit", "round limit"
MAX_ACTIONS = 200_000

Progress = Callable[[int, int], None]  # (games done, games in all)


class Cancelled(Exception):
    """The run was stopped before it finished (the Lab's Cancel button)."""


# -- which game --------------------------------------------------------------------------------

def spec_ref(spec: GameSpec | str) -> str:
    """A picklable name for a spec that any process can resolve: ``module:SPEC``.

    A game id is looked up in the registry; a spec object outside it (the
    tests' toy game) is found through the module of its state class, which
    must define ``SPEC``. Worker processes import that module, nothing else.
    """
    if isinstance(spec, str):
        if ":" in spec:
            return spec
        module = GAME_MODULES.get(spec)
        if module is None:
            get_spec(spec)  # raises UnknownGame with the list of games
        return f"{module}:SPEC"
    module = GAME_MODULES.get(spec.id)
    if module is not None and getattr(importlib.import_module(module), "SPEC", None) is spec:
        return f"{module}:SPEC"
    module = spec.state_class.__module__
    if getattr(importlib.import_module(module), "SPEC", None) is not spec:
        raise ValueError(f"cannot find the spec of {spec.title!r} again: {module}.SPEC is not it")
    return f"{module}:SPEC"


_resolved: dict[str, GameSpec] = {}


def resolve_spec(ref: str) -> GameSpec:
    spec = _resolved.get(ref)
    if spec is None:
        if ":" in ref:
            module, attr = ref.split(":", 1)
            spec = getattr(importlib.import_module(module), attr)
        else:
            spec = get_spec(ref)
        _resolved[ref] = spec
    return spec


# -- what to play ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Job:
    """One variant, played ``games`` times from a base seed with bots of the given levels."""

    game: str  # "module:SPEC", see spec_ref()
    variant: Variant
    players: int
    seed: int = 1
    levels: tuple[str, ...] = ("normal",)
    rotate: bool = True
    max_actions: int = MAX_ACTIONS

    @classmethod
    def make(cls, spec: GameSpec | str, variant: Variant, players: int, seed: int = 1,
             levels: Sequence[str] = ("normal",), **kw: Any) -> "Job":
        return cls(spec_ref(spec), variant, players, seed, tuple(levels), **kw)

    @property
    def spec(self) -> GameSpec:
        return resolve_spec(self.game)

    def check(self) -> None:
        """Raise ``ValueError`` (a plain sentence) if this job cannot be played."""
        spec = self.spec
        lo, hi = spec.players_for(self.variant)
        if not lo <= self.players <= hi:
            raise ValueError(f"{spec.title} is for {lo} to {hi} players under {self.variant.name!r}, "
                             f"not {self.players}")
        known = ["random", *spec.bots]
        for level in self.levels:
            if level not in known:
                raise ValueError(f"{spec.title} has no computer player level {level!r}; "
                                 f"choose from {', '.join(known)}")
        if not self.levels:
            raise ValueError("give at least one bot level")

    def seed_of(self, index: int) -> int:
        return derive_seed(self.seed, index)

    def levels_of(self, index: int) -> tuple[str, ...]:
        return seat_levels(self.levels, self.players, index, self.rotate)


def seat_levels(levels: Sequence[str], players: int, index: int, rotate: bool = True) -> tuple[str, ...]:
    """Bot level of each seat in game ``index``.

    Seats take the levels in turn (``easy,hard`` at 4 seats: easy, hard, easy,
    hard), and the whole line moves one seat per game, so over ``players``
    games every level has sat in every seat equally often: seat advantage is
    measured rather than mixed up with bot strength.
    """
    base = [levels[i % len(levels)] for i in range(players)]
    k = index % players if rotate else 0
    return tuple(base[-k:] + base[:-k]) if k else tuple(base)


@dataclass
class GameResult:
    """What the statistics need from one finished (or failed) game."""

    index: int
    seed: int
    levels: tuple[str, ...]
    winners: tuple[int, ...]
    turns: int
    actions: int
    end_reason: str
    scores: tuple[float, ...]
    stats: dict[str, Any] = field(default_factory=dict)
    gap: str | None = None  # None, "limit" or "error"
    error: str | None = None
    quality: dict[str, float | None] = field(default_factory=dict)  # see game.playtest.quality

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "seed": self.seed, "levels": list(self.levels), "winners": list(self.winners),
                "turns": self.turns, "actions": self.actions, "end_reason": self.end_reason,
                "scores": list(self.scores), "stats": self.stats, "gap": self.gap, "error": self.error,
                "quality": self.quality}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "GameResult":
        """The inverse of :meth:`to_json` (for results that come back as plain data from a cluster).

        Checks every field's type: a result that is not what a game produces raises ``ValueError``.
        """
        try:
            result = cls(_int(data["index"]), _int(data["seed"]), tuple(_str(x) for x in data["levels"]),
                         tuple(_int(x) for x in data["winners"]), _int(data["turns"]), _int(data["actions"]),
                         _str(data["end_reason"]), tuple(_float(x) for x in data["scores"]),
                         plain(_dict(data["stats"])), _opt_str(data["gap"]), _opt_str(data["error"]),
                         {_str(k): None if v is None else _float(v) for k, v in _dict(data["quality"]).items()})
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not a game result ({exc})") from None
        if result.gap not in (None, "limit", "error"):
            raise ValueError(f"not a game result (gap {result.gap!r})")
        return result


def _int(x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"expected a whole number, got {type(x).__name__}")
    return x


def _float(x: Any) -> float:
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        raise TypeError(f"expected a number, got {type(x).__name__}")
    return float(x)


def _str(x: Any) -> str:
    if not isinstance(x, str):
        raise TypeError(f"expected text, got {type(x).__name__}")
    return x


def _opt_str(x: Any) -> str | None:
    return None if x is None else _str(x)


def _dict(x: Any) -> dict:
    if not isinstance(x, Mapping):
        raise TypeError(f"expected a table, got {type(x).__name__}")
    return dict(x)


_PLAIN = frozenset({bool, int, float, str, type(None)})


def plain(value: Any) -> Any:
    """``value`` as JSON would give it back: lists for tuples, text keys. Games' statistics go through this,
    so a result is the same whether it stayed in this process or travelled as plain data."""
    if type(value) in _PLAIN:  # (most statistics: asked first, before the slower question of a Mapping)
        return value
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"a game statistic must be plain data, not {type(value).__name__}")


def _describe_error(exc: BaseException) -> str:
    frame = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
    where = f" ({os.path.basename(frame[0].filename)}:{frame[0].lineno})" if frame else ""
    return f"{type(exc).__name__}: {exc}{where}"


def _play(job: Job, index: int, keep: list | None = None,
          scores: list | None = None) -> tuple[Any, int, BaseException | None]:
    """Play game ``index`` with its bots: (final state or None, moves made, error or None).

    ``keep``, if given, receives every move, for a record of the game;
    ``scores`` receives ``state.scores()`` after each turn (whenever
    ``state.turn`` moves on) and once more at the end, for the game-quality
    measures (:mod:`game.playtest.quality`).
    """
    spec = job.spec
    seed = job.seed_of(index)
    state = None
    count = 0
    try:
        state = spec.new_game(job.variant, job.players, seed)
        bots = make_bots(spec, job.levels_of(index), seed, job.variant)
        apply, limit = state.apply, job.max_actions
        looks = [viewer_for(state, bot) for bot in bots]  # what each seat's bot reads of its view
        turn = state.turn
        while True:
            decision = state.pending
            if decision is None:
                if scores is not None:
                    _keep_scores(scores, state)
                return state, count, None
            if count >= limit:
                raise RuntimeError(f"the game did not end within {limit} moves")
            actions = decision.actions
            if len(actions) == 1:
                action = actions[0]
            else:
                seat = decision.seat
                look = looks[seat]
                action = bots[seat].choose(look(seat) if look is not None else None, decision)
            apply(action)
            count += 1
            if keep is not None:
                keep.append(action)
            if scores is not None and state.turn != turn:
                turn = state.turn
                _keep_scores(scores, state)
    except Exception as exc:  # noqa: BLE001 - a broken game is a finding, not a crash of the run
        return state, count, exc


def _play_fast(job: Job, index: int, scores: list) -> tuple[Any, int]:
    """Play game ``index`` by the engine's own loop (:func:`~game.engine.runner.play_out`, the one that plays a
    listed choice without a second look): the final state and the moves made. ``scores`` as :func:`_play`
    keeps them. Raises whatever the game raised."""
    seed = job.seed_of(index)
    state = job.spec.new_game(job.variant, job.players, seed)
    count = play_out(state, make_bots(job.spec, job.levels_of(index), seed, job.variant), job.max_actions,
                     on_turn=functools.partial(_keep_scores, scores))
    _keep_scores(scores, state)
    return state, count


def _keep_scores(scores: list, state: Any) -> None:
    """Add ``state``'s scores to ``scores``; the very tuple of the turn before when they did not change (most
    turns score nothing), so the game-quality measures work each distinct standing out once."""
    now = tuple(state.scores())
    scores.append(scores[-1] if scores and scores[-1] == now else now)


def play_one(job: Job, index: int) -> GameResult:
    """Play game ``index`` of ``job`` to its end. Never raises for a failing game: it becomes a rule gap.

    The game is played by the engine's loop; one that fails is played again move by move (:func:`_play`, the
    same game) to say how many moves it made and where it stopped."""
    snapshots: list[tuple[float, ...]] = []
    try:
        state, count = _play_fast(job, index, snapshots)
        error = None
    except Exception:  # noqa: BLE001 - the move-by-move replay below reports it
        snapshots = []
        state, count, error = _play(job, index, scores=snapshots)
    seed, levels = job.seed_of(index), job.levels_of(index)
    if error is not None:
        turns = int(getattr(state, "turn", 0) or 0) if state is not None else 0
        return GameResult(index, seed, levels, (), turns, count, "error", (0.0,) * job.players, {},
                          "error", _describe_error(error))
    reason = state.end_reason or ""
    winners = tuple(state.winners or ())
    turns = int(getattr(state, "turn", 0))
    quality = measures(snapshots, winners)
    try:
        stats = plain(dict(state.stats()))
    except Exception as exc:  # noqa: BLE001 - a failing stats() must not hide the game's result
        return GameResult(index, seed, levels, winners, turns, count, reason,
                          tuple(float(s) for s in state.scores()), {}, "error",
                          "stats() failed: " + _describe_error(exc), quality)
    return GameResult(index, seed, levels, winners, turns, count, reason, tuple(float(s) for s in state.scores()),
                      stats, "limit" if LIMIT_PATTERN.search(reason) else None, None, quality)


def record_game(job: Job, index: int) -> tuple[Record, str | None]:
    """Play game ``index`` again, keeping every move, for a replay of it.

    Returns the record (up to the move that failed, if one did) and the error
    message or ``None``. Deterministic: the same moves as :func:`play_one`.
    """
    levels = job.levels_of(index)
    seats = [SeatInfo(f"{level.capitalize()} bot {i + 1}", "bot", level, i) for i, level in enumerate(levels)]
    moves: list = []
    _, _, error = _play(job, index, moves)
    record = Record(job.spec.id, job.variant, job.seed_of(index), seats, moves)
    return record, None if error is None else _describe_error(error)


# -- how to play many ----------------------------------------------------------------------------

_worker_jobs: Sequence[Job] = ()


def _init_worker(jobs: Sequence[Job]) -> None:
    global _worker_jobs
    _worker_jobs = jobs
    for job in jobs:  # import each game once per worker, not once per chunk
        job.spec


def play_chunk(job: Job, start: int, stop: int) -> tuple[list[GameResult], float]:
    """Games ``start`` to ``stop - 1`` of ``job``, and the seconds they took (what a worker runs)."""
    t0 = time.perf_counter()
    results = [play_one(job, i) for i in range(start, stop)]
    return results, time.perf_counter() - t0


def _play_chunk(task: tuple[int, int, int]) -> tuple[int, list[GameResult], float]:
    j, start, stop = task
    results, seconds = play_chunk(_worker_jobs[j], start, stop)
    return j, results, seconds


# -- jobs as plain data, for machines that should not see more (a Dask cluster) ----------------------

def job_to_plain(job: Job) -> dict[str, Any]:
    """What a remote worker needs to play ``job``: the game, the variant's name and rule values, the seats.

    Never the variant's file or anything else of the user's machine; the
    worker checks the values against the game's schema again.
    """
    return {"game": job.game, "variant": {"name": job.variant.name, "params": plain(dict(job.variant.params))},
            "players": job.players, "seed": job.seed, "levels": list(job.levels), "rotate": job.rotate,
            "max_actions": job.max_actions}


def job_from_plain(data: Mapping[str, Any]) -> Job:
    spec = resolve_spec(_str(data["game"]))
    v = _dict(data["variant"])
    variant = make_variant(spec.schema, _str(v["name"]), _dict(v["params"]))
    return Job(_str(data["game"]), variant, _int(data["players"]), _int(data["seed"]),
               tuple(_str(x) for x in data["levels"]), bool(data["rotate"]), _int(data["max_actions"]))


def play_chunk_plain(job: Mapping[str, Any], start: int, stop: int) -> str:
    """:func:`play_chunk` from and to plain data: a JSON text ``{"results": [...], "seconds": s}``.

    What a Dask worker runs: the answer needs no pickle to read, so the
    client can refuse every pickle from the cluster.
    """
    import json
    results, seconds = play_chunk(job_from_plain(job), start, stop)
    return json.dumps({"results": [r.to_json() for r in results], "seconds": seconds})


def chunk_from_plain(text: Any) -> tuple[list[GameResult], float]:
    """Read what :func:`play_chunk_plain` returned; ``ValueError`` if it is anything else."""
    import json
    if not isinstance(text, str):
        raise ValueError(f"expected the results as text, got {type(text).__name__}")
    data = json.loads(text)
    if not isinstance(data, dict) or not isinstance(data.get("results"), list):
        raise ValueError("expected a table of results")
    return [GameResult.from_json(r) for r in data["results"]], _float(data.get("seconds", 0.0))


class ChunkPlanner:
    """Hands out chunks of consecutive games, sized so that each takes about ``target`` seconds.

    Every message between processes costs a little, so quick games go out by
    the hundred and slow ones a few at a time; the first chunks are small, to
    learn the pace and to show progress early. Near the end chunks shrink so
    the workers finish together. The jobs advance side by side (A and B of a
    comparison finish together). Sizes change only the speed: every game's
    result depends on its job and number alone.
    """

    def __init__(self, jobs: int, games: int, workers: int, target: float = 0.25, first: int = 2,
                 largest: int = 5000, start: int = 0):
        self.next = [start] * jobs
        self.games = games
        self.workers = max(1, workers)
        self.target = target
        self.first = first
        self.largest = largest
        self.seconds_per_game: float | None = None

    def remaining(self) -> int:
        return sum(self.games - n for n in self.next)

    def take(self) -> tuple[int, int, int] | None:
        open_jobs = [j for j, n in enumerate(self.next) if n < self.games]
        if not open_jobs:
            return None
        j = min(open_jobs, key=lambda k: self.next[k])
        if self.seconds_per_game is None:
            size = self.first
        else:
            size = int(self.target / max(self.seconds_per_game, 1e-6))
        size = max(1, min(size, self.largest, -(-self.remaining() // (2 * self.workers))))
        start = self.next[j]
        stop = min(self.games, start + size)
        self.next[j] = stop
        return j, start, stop

    def learn(self, games: int, seconds: float) -> None:
        if games <= 0:
            return
        pace = seconds / games
        old = self.seconds_per_game
        self.seconds_per_game = pace if old is None else 0.7 * old + 0.3 * pace


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - macOS, Windows
        return max(1, os.cpu_count() or 1)


class Tally:
    """What a run cost: the seconds the games took, added up over the workers (one core's worth of work)."""

    def __init__(self) -> None:
        self.work_s = 0.0
        self.games = 0

    def add(self, games: int, seconds: float) -> None:
        self.games += games
        self.work_s += seconds


def run(jobs: Sequence[Job] | Job, games: int, workers: int | None = None, *,
        progress: Progress | None = None, should_stop: Callable[[], bool] | None = None,
        mp_context: str | None = None, start: int = 0,
        tally: Tally | None = None) -> list[list[GameResult]] | list[GameResult]:
    """Play games ``start`` to ``games - 1`` of each job; results in game order, one list per job.

    ``workers`` processes (default: one per core; 1 plays in this process).
    ``progress(done, total)`` is called as games finish; ``should_stop()`` is
    polled between chunks and raises :class:`Cancelled` when it says so.
    ``tally`` (optional) adds up the seconds the games took. Passing a single
    :class:`Job` returns a single list.
    """
    single = isinstance(jobs, Job)
    job_list: list[Job] = [jobs] if single else list(jobs)  # type: ignore[list-item]
    for job in job_list:
        job.check()
    workers = default_jobs() if workers is None else max(1, workers)
    count = max(0, games - start)
    total = count * len(job_list)
    results: list[list[GameResult | None]] = [[None] * count for _ in job_list]
    done = 0
    if workers == 1 or total <= 1:
        for j, job in enumerate(job_list):
            for i in range(start, games):
                if should_stop is not None and should_stop():
                    raise Cancelled()
                t0 = time.perf_counter()
                results[j][i - start] = play_one(job, i)
                if tally is not None:
                    tally.add(1, time.perf_counter() - t0)
                done += 1
                if progress is not None:
                    progress(done, total)
    else:
        ctx = multiprocessing.get_context(mp_context)
        planner = ChunkPlanner(len(job_list), games, workers, start=start)
        finished: queue.SimpleQueue = queue.SimpleQueue()
        pool = ctx.Pool(workers, initializer=_init_worker, initargs=(job_list,))
        in_flight = 0

        def submit() -> bool:
            nonlocal in_flight
            task = planner.take()
            if task is None:
                return False
            pool.apply_async(_play_chunk, (task,), callback=finished.put, error_callback=finished.put)
            in_flight += 1
            return True

        try:
            while in_flight < 2 * workers and submit():
                pass
            while in_flight:
                if should_stop is not None and should_stop():
                    raise Cancelled()
                try:
                    item = finished.get(timeout=0.2)
                except queue.Empty:
                    continue
                in_flight -= 1
                if isinstance(item, BaseException):
                    raise item
                j, chunk, seconds = item
                planner.learn(len(chunk), seconds)
                if tally is not None:
                    tally.add(len(chunk), seconds)
                for r in chunk:
                    results[j][r.index - start] = r
                done += len(chunk)
                if progress is not None:
                    progress(done, total)
                while in_flight < 2 * workers and submit():
                    pass
            pool.close()
        finally:
            pool.terminate()
            pool.join()
    out = [list(r) for r in results]  # type: ignore[arg-type]
    return out[0] if single else out  # type: ignore[return-value]
