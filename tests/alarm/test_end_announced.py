"""The end of a game is announced once, as the last event of the move that ends it, however it ends.

The rules announce it where a game stops (the card that decided it is done, a showdown that leaves one
player, the turn limit, the cards running out) rather than after every move, so each way is played here.
"""

from __future__ import annotations

import pytest

from game.alarm.spec import SPEC
from game.engine import GameOver, RandomBot
from game.engine.rng import derive_seed
from tests.alarm.helpers import variant

NO_CATCH = {f"caught_{c}": 0 for c in ("police", "guard_dogs", "door_chains", "padlocks", "mixed", "loot")}
ENDINGS = {
    "last player standing": {},
    "showdown": {"showdown_players": 3, "showdown_cost": 2},
    "turn limit": {**NO_CATCH, "showdown_players": 0, "max_turns": 20},
    "cards ran out": {**NO_CATCH, "showdown_players": 0, "max_turns": 10_000,
                      **{f"{k}_cards": 0 for k in ("bone", "wire_cutters", "keys", "clover", "panic", "dropped_loot")}},
}


@pytest.mark.parametrize("ending", ENDINGS)
def test_the_move_that_ends_the_game_ends_with_game_over(ending):
    reasons = set()
    for i in range(12):
        seed = derive_seed(31, i)
        state = SPEC.new_game(variant(**ENDINGS[ending]), 4, seed)
        bots = [RandomBot(s, seed) for s in range(4)]
        assert not any(isinstance(e, GameOver) for e in state.opening_events)
        while state.pending is not None:
            d = state.pending
            events = state.apply(d.actions[0] if len(d.actions) == 1 else bots[d.seat].choose(None, d))
            overs = [e for e in events if isinstance(e, GameOver)]
            if state.pending is None:
                assert overs == [events[-1]] and events[-1] == GameOver(state.winners, state.end_reason)
            else:
                assert not overs
        reasons.add(state.end_reason)
    expected = {"last player standing": "last player standing", "showdown": "last player standing",
                "turn limit": "the turn limit was reached", "cards ran out": "the cards ran out"}[ending]
    assert expected in reasons
