"""Properties of many random games (hypothesis): cards conserved, nobody caught stays in,
exactly one winner, same seed same game, and a JSON round trip at any point continues identically."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.alarm.cards import caught_combo, deck_size
from game.alarm.spec import SPEC
from game.engine import RandomBot, VariantCatalog

CATALOG = VariantCatalog(SPEC.schema, SPEC.variants_dir)
VARIANTS = {name: CATALOG.get(name) for name in ("standard", "informant")}


def bots(n, seed):
    return [RandomBot(s, seed * 7 + s) for s in range(n)]


def play(state, players, limit=None):
    """Play with random bots; return the actions played."""
    actions = []
    while not state.is_over and (limit is None or len(actions) < limit):
        d = state.pending
        action = players[d.seat].choose(None, d)
        state.apply(action)
        actions.append(action)
    return actions


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(3, 6), variant=st.sampled_from(sorted(VARIANTS)), seed=st.integers(0, 2**31 - 1),
       cut=st.floats(0.0, 1.0))
def test_random_games_keep_every_ruling_invariant(n, variant, seed, cut):
    v = VARIANTS[variant]
    game = SPEC.new_game(v, n, seed)
    players = bots(n, seed)
    cards = range(deck_size(v))
    history = []
    while not game.is_over:
        d = game.pending
        # exactly one pending decision, for a seat still in the game, with legal options
        assert d is not None and d.actions and game.alive[d.seat]
        action = players[d.seat].choose(None, d)
        game.apply(action)
        history.append(action)
        # every card in exactly one zone; nobody still in the game is caught
        game.zones.check_conservation(cards)
        for s in range(n):
            if game.alive[s]:
                assert caught_combo(game._counts[s], game._limits) is None
            else:
                assert not game.zones[f"front{s}"]
        assert len(history) < 5000
    game.validate()
    assert game.winners is not None and len(game.winners) == 1
    assert sum(game.alive) == 1 and game.alive[game.winners[0]]

    # same seed, same actions: the same game; and a JSON round trip at a random
    # point continues identically, event for event
    again = SPEC.new_game(v, n, seed)
    k = int(cut * len(history))
    for action in history[:k]:
        again.apply(action)
    loaded = SPEC.load_state(json.loads(json.dumps(again.to_json())), v)
    assert loaded.to_json() == again.to_json()
    for action in history[k:]:
        assert loaded.apply(action) == again.apply(action)
    assert again.to_json() == game.to_json()
    assert loaded.to_json() == game.to_json()


def test_same_seed_same_game_with_the_same_bots():
    for variant in VARIANTS.values():
        for n in (3, 6):
            a = SPEC.new_game(variant, n, 42)
            b = SPEC.new_game(variant, n, 42)
            play(a, bots(n, 42))
            play(b, bots(n, 42))
            assert a.to_json() == b.to_json()
            c = SPEC.new_game(variant, n, 43)
            play(c, bots(n, 42))
            assert c.to_json() != a.to_json()
