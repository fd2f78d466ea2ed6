"""Save and load at random points of random games of every game: the loaded game is the same
game (same pending decision, same hidden cards, same random future) and continues identically."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.store import saves
from game.store.paths import saves_dir
from tests.saves.helpers import new_match, pick, play, state_json

SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@SETTINGS
@given(seed=st.integers(0, 2**40), cut=st.floats(0, 1), players=st.integers(0, 9))
def test_save_load_continues_identically(game_spec, seed, cut, players):
    lo, hi = game_spec.players_for(game_spec.standard())
    n = lo + players % (hi - lo + 1)
    full = play(new_match(game_spec, seed, n), 100_000)  # how long is this game?
    k = int(cut * full.move_count)
    a = play(new_match(game_spec, seed, n), k)
    path = saves.save_to_slot(a, f"cut at {k}")
    b = saves.load_match(path)
    assert state_json(b) == state_json(a)
    assert b.state.pending == a.state.pending
    for seat in range(n):
        assert json.dumps(b.state.view(seat), sort_keys=True, default=str) == \
            json.dumps(a.state.view(seat), sort_keys=True, default=str)
    while not a.state.is_over:  # the same choices give the same events, cards and dice from here on
        action = pick(a)
        assert a.apply(action) == b.apply(action)
    assert b.state.is_over and state_json(b) == state_json(a) == state_json(full)
    path.unlink()


def test_a_finished_game_round_trips(game_spec):
    m = play(new_match(game_spec, 5), 100_000)
    assert m.state.is_over
    path = saves.finish_game(m)
    info = saves.read_info(path, "finished")
    assert info.ok and info.over and info.moves == m.move_count
    assert state_json(saves.load_match(path)) == state_json(m)


def test_autosave_after_every_move_always_resumes_the_latest_position(game_spec):
    m = new_match(game_spec, 9, humans=1)
    rnd = random.Random(4)
    for _ in range(60):
        if m.state.is_over:
            break
        m.apply(pick(m))
        saves.write_autosave(m)
        if rnd.random() < 0.2:
            assert state_json(saves.load_match(saves.autosave_info().path)) == state_json(m)
    assert not list(saves_dir().glob("*.json")), "the game's own autosave was kept as another game"
