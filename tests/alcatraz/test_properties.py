"""Properties over many random games (hypothesis): cards conserved, plays keep a card in hand, totals only
grow, games end, same seed same game, and a JSON round trip at any point continues identically."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st_

from game.alcatraz import actions as A
from game.alcatraz.cards import ALL_CARDS
from game.alcatraz.constants import HAND
from game.alcatraz.spec import SPEC
from game.engine import RandomBot, VariantCatalog

CATALOG = VariantCatalog(SPEC.schema, SPEC.variants_dir)
VARIANTS = {name: CATALOG.get(name) for name in CATALOG.names()}
KEEPS_A_CARD = (A.StartPlan, A.LayOff, A.SendToYard, A.FoilPlan, A.AddCoConspirator, A.WardenToYard)
N_CARDS = len(ALL_CARDS)


def play_checked(variant, players, seed, bot_seed):
    state = SPEC.new_game(variant, players, seed)
    bots = [RandomBot(s, bot_seed) for s in range(players)]
    zones = state.zones
    names = list(zones)
    totals = list(state.totals)
    steps = 0
    while state.pending is not None:
        decision = state.pending
        assert decision.actions and 0 <= decision.seat < players
        action = bots[decision.seat].choose(None, decision)
        round_before = state.round
        state.apply(action)
        steps += 1
        assert steps < 200_000
        # every card in exactly one zone
        everything = [c for name in names for c in zones[name]]
        assert len(everything) == N_CARDS and len(set(everything)) == N_CARDS
        # totals only grow
        assert all(b >= a for a, b in zip(totals, state.totals))
        totals = list(state.totals)
        # every play leaves the player a card in hand (going out is only by discarding)
        if isinstance(action, KEEPS_A_CARD) and state.round == round_before:
            assert zones[HAND[decision.seat]], f"{action} emptied the hand"
        if state.pending is not None and state.pending.kind in ("play", "discard"):
            assert zones[HAND[state.current]]
    assert state.winners and state.end_reason
    return state


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st_.integers(2, 4), seed=st_.integers(0, 2**32), bot_seed=st_.integers(0, 1000),
       variant=st_.sampled_from(sorted(VARIANTS)))
def test_random_games_keep_every_invariant_and_end(players, seed, bot_seed, variant):
    state = play_checked(VARIANTS[variant], players, seed, bot_seed)
    state.validate()
    assert max(state.totals) >= VARIANTS[variant].target_score or state.end_reason == "round limit"


def run(variant, players, seed, bot_seed, cut=None):
    state = SPEC.new_game(variant, players, seed)
    bots = [RandomBot(s, bot_seed) for s in range(players)]
    log = []
    n = 0
    while state.pending is not None:
        if cut is not None and n == cut:
            text = json.dumps(state.to_json())
            state = SPEC.load_state(json.loads(text), variant)
        action = bots[state.pending.seat].choose(None, state.pending)
        log.append(state.apply(action))
        n += 1
    return state, log


@settings(max_examples=30, deadline=None)
@given(players=st_.integers(2, 4), seed=st_.integers(0, 2**32), bot_seed=st_.integers(0, 1000),
       cut=st_.integers(0, 600), variant=st_.sampled_from(sorted(VARIANTS)))
def test_same_seed_same_game_and_json_round_trip_continues_identically(players, seed, bot_seed, cut, variant):
    v = VARIANTS[variant]
    a, log_a = run(v, players, seed, bot_seed)
    b, log_b = run(v, players, seed, bot_seed)
    assert a.to_json() == b.to_json() and log_a == log_b
    c, log_c = run(v, players, seed, bot_seed, cut=cut)
    assert c.to_json() == a.to_json() and log_c == log_a
