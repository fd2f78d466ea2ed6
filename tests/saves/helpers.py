"""Small helpers shared by the save, load and replay tests."""

from __future__ import annotations

import json
import random

from game.engine.game import GameSpec
from game.engine.match import Match
from game.engine.record import SeatInfo

NAMES = ["Sam", "Alex", "Robin", "Jo", "Max", "Kim"]


def seats(spec: GameSpec, n: int | None = None, humans: int = 0) -> list[SeatInfo]:
    lo, hi = spec.players_for(spec.standard())
    n = n or max(lo, min(hi, 3))
    return [SeatInfo(NAMES[i], "human" if i < humans else "bot", "normal" if i < humans else "random", i)
            for i in range(n)]


def new_match(spec: GameSpec, seed: int = 1, n: int | None = None, humans: int = 0) -> Match:
    return Match.new(spec, spec.standard(), seats(spec, n, humans), seed)


def pick(match: Match, salt: int = 0):
    """A legal action chosen from the position alone (so two copies of a game choose alike)."""
    decision = match.state.pending
    rnd = random.Random(f"{match.record.seed}-{match.move_count}-{salt}")
    return decision.actions[rnd.randrange(len(decision.actions))]


def play(match: Match, moves: int, salt: int = 0) -> Match:
    for _ in range(moves):
        if match.state.is_over:
            break
        match.apply(pick(match, salt))
    return match


def play_to_end(match: Match, salt: int = 0, limit: int = 200_000) -> Match:
    for _ in range(limit):
        if match.state.is_over:
            return match
        match.apply(pick(match, salt))
    raise AssertionError("the game did not end")


def state_json(match: Match) -> str:
    return json.dumps(match.state.to_json(), sort_keys=True)
