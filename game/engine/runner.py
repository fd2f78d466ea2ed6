"""Playing games with bots: the loop shared by the simulator, benchmarks and tests."""

from __future__ import annotations

from typing import Any, Sequence

from game.engine.bots import Bot, RandomBot
from game.engine.game import GameSpec, GameState
from game.engine.rng import derive_seed
from game.engine.views import viewer_for


def make_bots(spec: GameSpec, levels: Sequence[str], seed: int, variant: Any) -> list[Bot]:
    bots: list[Bot] = []
    for seat, level in enumerate(levels):
        if level == "random":
            bots.append(RandomBot(seat, derive_seed(seed, "bots"), variant))
            continue
        factory = spec.bots.get(level)
        if factory is None:
            raise ValueError(f"{spec.title} has no computer player level {level!r}; "
                             f"choose from {', '.join(['random', *spec.bots])}")
        bots.append(factory(seat, derive_seed(seed, "bots"), variant))
    return bots


def play_out(state: GameState, bots: Sequence[Bot], max_actions: int = 1_000_000) -> int:
    """Let the bots play ``state`` to the end; return the number of actions applied."""
    count = 0
    apply = state.apply
    # each seat's choose, and what of its view it reads, looked up once rather than at every move; a seat
    # that picks uniformly at random is picked for here, from its own generator, as its choose would
    choosers = [bot.choose for bot in bots]
    looks = [viewer_for(state, bot) for bot in bots]
    draws = [bot.uniform_draw() for bot in bots]
    while True:
        decision = state.pending
        if decision is None:
            return count
        if count >= max_actions:
            raise RuntimeError(f"game did not end within {max_actions} actions (seed {state.seed})")
        actions = decision.actions
        if len(actions) == 1:
            apply(actions[0])
        else:
            seat = decision.seat
            draw = draws[seat]
            if draw is not None:
                apply(actions[int(draw() * len(actions))])
            else:
                look = looks[seat]
                apply(choosers[seat](look(seat) if look is not None else None, decision))
        count += 1
