"""Game-quality measures from the score after each turn: is the winner clear early, does the lead change hands?

Designers of games measure more than who wins (Browne's "Automatic
generation and evaluation of recombination games", the Ludii system's game
metrics): how early the eventual winner pulls ahead for good
(*decisiveness*), how often the leader changes (*lead changes*), how far
behind the eventual winner was along the way (*drama*), how often nobody wins
alone (*drawishness*), how much game lengths vary (*duration spread*) and
what each seat is worth (*seat advantage*).

The per-game ones come from one list: ``state.scores()`` after each turn and
once at the end, read through the engine's API the same way for every game
(:func:`game.playtest.runner.play_one` keeps it while the game is played, and
only the measures below leave the worker). The leader after a turn is the one
seat with the highest score; a tie has no leader.
"""

from __future__ import annotations

from typing import Sequence

Scores = Sequence[float]


def leader(scores: Scores) -> int | None:
    """The seat with the highest score, or ``None`` when several share it (or there are none)."""
    if not scores:
        return None
    best = max(scores)
    return scores.index(best) if scores.count(best) == 1 else None


def lead_changes(snapshots: Sequence[Scores]) -> int:
    """How many times the lead passed from one seat to another (a tie in between is not a change)."""
    return _changes(_leaders(snapshots))


def _leaders(snapshots: Sequence[Scores]) -> list[int | None]:
    """The leader after each turn, worked out once for a run of turns that hand on the very same scores (the
    simulator keeps one tuple while the scores stay as they are)."""
    leaders: list[int | None] = []
    last: Scores | None = None
    now: int | None = None
    for scores in snapshots:
        if scores is not last:
            now, last = leader(scores), scores
        leaders.append(now)
    return leaders


def _changes(leaders: Sequence[int | None]) -> int:
    changes = 0
    last: int | None = None
    for now in leaders:
        if now is None:
            continue
        if last is not None and now != last:
            changes += 1
        last = now
    return changes


def decided_at(snapshots: Sequence[Scores], winner: int) -> float:
    """Share of the game (0 to 1) after which ``winner`` led at every later turn.

    0: in front from the first turn to the end; 0.9: took the lead for good
    only in the last tenth; 1: never led alone, not even at the end.
    """
    return _decided(_leaders(snapshots), winner)


def _decided(leaders: Sequence[int | None], winner: int) -> float:
    n = len(leaders)
    if n == 0:
        return 1.0
    last_not_leading = -1
    for i, now in enumerate(leaders):
        if now != winner:
            last_not_leading = i
    return (last_not_leading + 1) / n


def drama(snapshots: Sequence[Scores], winner: int) -> float:
    """How far behind the eventual winner was, on average over the turns before the end (0 to 1).

    After each turn: the winner's gap to the leader as a share of that turn's
    spread of scores (0 when in front or level, 1 when last). The final scores
    are left out: there the winner is in front by definition.
    """
    turns = snapshots[:-1]
    if not turns:
        return 0.0
    total = 0.0
    last: Scores | None = None
    gap = 0.0
    for scores in turns:
        if scores is not last:  # (the same tuple for a run of turns that scored nothing: worked out once)
            last = scores
            top, bottom = max(scores), min(scores)
            gap = (top - scores[winner]) / (top - bottom) if top > bottom else 0.0
        total += gap
    return total / len(turns)


def measures(snapshots: Sequence[Scores], winners: Sequence[int]) -> dict[str, float | None]:
    """The per-game measures of one game: ``lead_changes``, and, with one winner, ``decided_at`` and ``drama``."""
    leaders = _leaders(snapshots)  # (worked out once for both measures)
    out: dict[str, float | None] = {"lead_changes": float(_changes(leaders))}
    if len(winners) == 1 and snapshots and 0 <= winners[0] < len(snapshots[0]):
        out["decided_at"] = _decided(leaders, winners[0])
        out["drama"] = drama(snapshots, winners[0])
    else:
        out["decided_at"] = None
        out["drama"] = None
    return out


__all__ = ["decided_at", "drama", "lead_changes", "leader", "measures"]
