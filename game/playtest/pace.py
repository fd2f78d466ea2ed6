"""How fast each game is played by each level of computer player: measured, kept, and used to forecast.

``python -m game bench`` measures games per second on one core for every
game and bot level (:func:`measure_rate`: the same :func:`~game.playtest.runner.play_one`
that ``simulate`` runs, four players, start-up excluded) and keeps the figures
in a small file in the user's data folder (:class:`PaceBook`). Every finished
playtest adds what it saw. The Lab reads the same book to say how long a run
will take before it starts (:func:`forecast`); where nothing was measured on
this machine yet it falls back on :data:`REFERENCE`, figures measured on the
two-core build machine.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from game.engine.rng import derive_seed

#: games per second on one core, four players, standard rules, before the bots were made faster: easy,
#: normal and hard as issue 20 measured them on main, random from ``python -m game bench --figures levels``
#: on the two-core build machine. A starting point for forecasts until this computer has measured its own.
REFERENCE: dict[str, dict[str, float]] = {
    "alarm": {"random": 850.0, "easy": 217.0, "normal": 63.0, "hard": 1.4},
    "alcatraz": {"random": 37.0, "easy": 73.0, "normal": 104.0, "hard": 0.2},
    "home_alone": {"random": 180.0, "easy": 20.0, "normal": 18.0, "hard": 3.4},
}
#: seconds to start worker processes and import a game in them (a run with --jobs 2 on the build machine)
POOL_START_S = 0.6
#: what a second process adds, as a share of a full core (the two cores are never perfectly shared)
SECOND_CORE = 0.85


@dataclass(frozen=True)
class Rate:
    """A measured speed: ``games`` games in ``cpu_s`` seconds of one core."""

    games: int
    cpu_s: float
    wall_s: float

    @property
    def games_per_s(self) -> float:
        return self.games / self.cpu_s if self.cpu_s > 0 else float("inf")

    def to_json(self) -> dict[str, Any]:
        return {"games_per_s": round(self.games_per_s, 3), "games": self.games, "cpu_s": round(self.cpu_s, 3),
                "wall_s": round(self.wall_s, 3)}


def measure_rate(game: str, level: str, players: int = 4, seconds: float = 3.0, min_games: int = 1,
                 seed: int = 20_240) -> Rate:
    """Games per second of one core for ``level`` in every seat, as ``simulate`` plays them.

    Start-up is left out: the game's module is imported and games of the same
    level on other seeds are played first, untimed, for a third of ``seconds``
    (at most one second, at least one game). A simulation plays its games in
    one process, so what it runs at is the rate once the per-process caches
    (a floor plan's paths, a variant's numbers, the events every game repeats)
    have filled, not the first games' rate while they fill; measured on Home
    Alone hard, a game's instructions fall by about a fifth once 100 other
    games have been played (the warm-up takes the first, steepest part). Then games are played until ``seconds`` of CPU time have
    passed (at least ``min_games``). The same seeds every time, so two
    measurements play the same games.
    """
    from game.playtest.runner import Job, play_one, resolve_spec, spec_ref

    spec = resolve_spec(spec_ref(game))
    variant = spec.standard()
    job = Job.make(spec, variant, players, seed, (level,))
    job.check()
    warm_up = Job.make(spec, variant, players, derive_seed(seed, "warm-up"), (level,))
    cpu0 = time.process_time()
    played = 0
    while played == 0 or time.process_time() - cpu0 < min(1.0, seconds / 3):
        play_one(warm_up, played)
        played += 1
    games = 0
    cpu0, wall0 = time.process_time(), time.perf_counter()
    while True:
        play_one(job, games)
        games += 1
        cpu = time.process_time() - cpu0
        if games >= min_games and cpu >= seconds:
            break
    return Rate(games, cpu, time.perf_counter() - wall0)


class PaceBook:
    """Games per second by game, bot level and number of players, kept in a JSON file.

    ``{"alarm": {"normal": {"4": {"games_per_s": 63.0, "when": "2026-05-01", "source": "bench"}}}}``.
    A broken or missing file is an empty book: forecasts are a convenience, never a reason to fail.
    """

    def __init__(self, path: Path | None):
        self.path = Path(path) if path is not None else None
        self.data: dict[str, Any] = {}
        if self.path is not None:
            try:
                loaded = json.loads(self.path.read_text(encoding="utf-8"))
                if isinstance(loaded, dict):
                    self.data = loaded
            except (OSError, ValueError):
                pass

    def get(self, game: str, level: str, players: int) -> float | None:
        entry = self.data.get(game, {}).get(level, {})
        if not isinstance(entry, dict):
            return None
        exact = entry.get(str(players))
        if isinstance(exact, dict) and _positive(exact.get("games_per_s")):
            return float(exact["games_per_s"])
        # another table size: games take about as long as there are seats to play
        for count, figure in sorted(entry.items()):
            if isinstance(figure, dict) and _positive(figure.get("games_per_s")) and str(count).isdigit():
                return float(figure["games_per_s"]) * int(count) / players
        return None

    def put(self, game: str, level: str, players: int, games_per_s: float, source: str) -> None:
        if not _positive(games_per_s):
            return
        self.data.setdefault(game, {}).setdefault(level, {})[str(players)] = {
            "games_per_s": round(games_per_s, 3), "when": time.strftime("%Y-%m-%d %H:%M"), "source": source}

    def save(self) -> None:
        if self.path is None:
            return
        from game.store.files import atomic_write_json
        try:
            atomic_write_json(self.path, self.data)
        except OSError:
            pass  # a read-only data folder: forecasts just stay on the reference figures


def _positive(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and x > 0 and x != float("inf")


def rate_for(book: PaceBook | None, game: str, level: str, players: int) -> tuple[float | None, str]:
    """Games per second of one core for ``level`` in every seat: (figure, where it came from)."""
    if book is not None:
        mine = book.get(game, level, players)
        if mine is not None:
            return mine, "measured here"
    ref = REFERENCE.get(game, {}).get(level)
    if ref is None:
        return None, "unknown"
    return ref * 4 / players, "reference"


def seconds_per_game(book: PaceBook | None, game: str, levels: Sequence[str], players: int) -> tuple[float | None, str]:
    """Seconds of one core for one game with these levels taking turns in the seats.

    Each seat's share of the work is taken from the game as its level plays it
    alone (a mixed table is the average of the seats' all-alike tables).
    """
    seats = [levels[i % len(levels)] for i in range(players)]
    total = 0.0
    sources = set()
    for level in seats:
        rate, source = rate_for(book, game, level, players)
        if rate is None:
            return None, source
        total += 1.0 / rate
        sources.add(source)
    return total / players, "measured here" if sources == {"measured here"} else "reference"


@dataclass(frozen=True)
class Forecast:
    seconds: float
    source: str  # "measured here" or "reference"
    workers: str  # "1 process", "2 processes", "a Dask cluster"

    def text(self) -> str:
        from game.playtest.progress import duration
        where = "on one core of yours" if self.workers == "a Dask cluster" else f"with {self.workers}"
        guess = "" if self.source == "measured here" else " (from reference figures until you run some here)"
        return f"about {duration(self.seconds)} {where}{guess}"


def forecast(book: PaceBook | None, game: str, levels: Sequence[str], players: int, games: int, variants: int,
             workers: int | None, cluster: bool = False) -> Forecast | None:
    """How long ``games`` games of each of ``variants`` variants should take on this machine."""
    per_game, source = seconds_per_game(book, game, levels, players)
    if per_game is None:
        return None
    work = per_game * games * variants
    if cluster:
        return Forecast(work, source, "a Dask cluster")
    from game.playtest.runner import default_jobs
    n = max(1, workers or default_jobs())
    cores = min(n, default_jobs())
    speed = 1.0 + SECOND_CORE * (cores - 1)
    start = POOL_START_S if n > 1 and games * variants > 1 else 0.0
    return Forecast(work / speed + start, source, "1 process" if n == 1 else f"{n} processes")


def learn(book: PaceBook, game: str, levels: Sequence[str], players: int, games: int, cpu_s: float,
          source: str = "run") -> None:
    """Record what a finished run saw, when all its seats had one level (mixed tables say less)."""
    if len(set(levels)) == 1 and games > 0 and cpu_s > 0:
        book.put(game, levels[0], players, games / cpu_s, source)


__all__ = ["Forecast", "PaceBook", "REFERENCE", "Rate", "forecast", "learn", "measure_rate", "rate_for",
           "seconds_per_game"]
