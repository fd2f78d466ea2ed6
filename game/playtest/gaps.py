"""Rule gaps: games that no rule ended, saved so they can be watched again.

A game that stopped at a turn or round limit, or whose play raised an error,
is played once more with every move kept, and written as a save file that
``python -m game replay FILE`` opens (and the Lab's "Watch" button too).
Writing is rare, so the fast simulation loop never keeps moves.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Sequence

from game.engine.record import save_payload
from game.playtest.runner import GameResult, Job, record_game
from game.store.files import atomic_write_json


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "variant"


def gap_file_name(job: Job, result: GameResult, stamp: str = "") -> str:
    """``alarm-standard-seed1-game12-limit-20260501-213000.json``: the run's seed and time keep runs apart."""
    when = f"-{stamp}" if stamp else ""
    return f"{_slug(job.spec.id)}-{_slug(job.variant.name)}-seed{job.seed}-game{result.index}-{result.gap}{when}.json"


def _free_path(folder: Path, name: str) -> Path:
    """``name`` in ``folder``, or ``name-2``, ``name-3``... if an earlier run left a file by that name."""
    path = folder / name
    stem, suffix = path.stem, path.suffix
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}{suffix}"
        n += 1
    return path


def write_gap(job: Job, result: GameResult, folder: Path, stamp: str = "") -> Path:
    """Replay game ``result.index`` of ``job`` with its moves kept and save it in ``folder``.

    Never replaces a file: a rule gap found by an earlier run stays where it was.
    """
    record, error = record_game(job, result.index)
    reason = error or result.error or result.end_reason
    summary = {"rule_gap": result.gap, "reason": reason, "seed": result.seed, "game_number": result.index,
               "variant": job.variant.name, "bots": list(result.levels), "moves": len(record.actions)}
    title = f"Rule gap: {job.spec.title}, {job.variant.name}, game {result.index} ({reason})"
    path = _free_path(Path(folder), gap_file_name(job, result, stamp))
    atomic_write_json(path, save_payload(record, title=title, summary=summary))
    return path


def write_gaps(job: Job, results: Sequence[GameResult], folder: Path, limit: int = 20,
               stamp: str = "") -> dict[int, str]:
    """Save up to ``limit`` rule-gap games of a run; returns {game number: file}."""
    out: dict[int, str] = {}
    for r in results:
        if r.gap and len(out) < limit:
            out[r.index] = str(write_gap(job, r, folder, stamp))
    return out
