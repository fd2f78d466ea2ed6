"""Escape from Alcatraz's side of the engine contract: spec, variants, broken positions, views and events,
and computer players that play legally and in time (what every game promises: tests/test_conformance.py)."""

from __future__ import annotations

import json

import pytest

from game.alcatraz import cards as C
from game.alcatraz import events as E
from game.alcatraz.actions import ACTION_TYPES, Discard
from game.alcatraz.search import HardBot, sample_position
from game.alcatraz.spec import SPEC
from game.engine import (
    IllegalActionError,
    RandomBot,
    Rng,
    StateError,
    VariantCatalog,
    make_bots,
    play_out,
)
from tests.alcatraz.helpers import variant
from tests.alcatraz.twins import scramble_hidden


def walk(state, steps, seed=1):
    """Play ``steps`` random actions (or to the end)."""
    bots = [RandomBot(s, seed) for s in range(state.num_players)]
    for _ in range(steps):
        if state.pending is None:
            break
        state.apply(bots[state.pending.seat].choose(None, state.pending))
    return state


def test_spec_describes_the_game():
    assert SPEC.id == "alcatraz" and (SPEC.min_players, SPEC.max_players) == (2, 4)
    assert set(SPEC.bots) == {"easy", "normal", "hard"}
    assert SPEC.action_types == ACTION_TYPES and "PlanFoiled" in SPEC.event_types
    assert SPEC.has_private_info(SPEC.standard()) and SPEC.tagline
    for cls in SPEC.event_types.values():
        assert cls.__dataclass_params__.frozen


def test_every_builtin_variant_loads_and_standard_is_the_rulings():
    catalog = VariantCatalog(SPEC.schema, SPEC.variants_dir)
    names = catalog.names()
    assert {"standard", "short", "tie_break"} <= set(names)
    assert catalog.get("standard").params == SPEC.standard().params
    assert catalog.get("short").target_score == 50
    assert catalog.get("tie_break").tie_break_rounds == 1
    std = SPEC.standard()
    assert (std.target_score, std.hand_size, std.foil_threshold, std.guard_help_threshold, std.bonus_per_escapee,
            std.yard_condition) == (100, 10, 8, 5, 3, "after_start")


def test_plan_table_has_distinct_colours_and_symbols():
    assert len(C.PLANS) == 7
    assert len({p.colour for p in C.PLANS}) == 7 and len({p.symbol for p in C.PLANS}) == 7
    assert len({p.rgb for p in C.PLANS}) == 7 and C.GENERIC_LOOK["rgb"] not in {p.rgb for p in C.PLANS}
    assert [p.escapee for p in C.PLANS][:2] == ["Frank Morris", "John Anglin"]


def test_the_deck_has_129_cards_as_the_rulings_count_them():
    assert C.NUM_CARDS == 129 and len(C.PLANS_DECK) == 98 and len(C.ACTION_DECK) == 31
    assert sum(1 for c in C.PLANS_DECK if C.VALUE[c] == 2) == 84
    assert sum(1 for c in C.PLANS_DECK if C.VALUE[c] == 10) == 7
    assert sum(1 for c in C.PLANS_DECK if C.VALUE[c] == 5) == 7
    counts = {}
    for k in C.ACTION_KIND.values():
        counts[k] = counts.get(k, 0) + 1
    assert counts == dict(C.ACTION_COUNTS)


def test_exactly_one_pending_decision_until_the_end():
    state = SPEC.new_game(SPEC.standard(), 3, 2)
    bots = [RandomBot(s, 2) for s in range(3)]
    while not state.is_over:
        assert state.pending is not None and state.pending.actions
        assert state.pending.kind == state.phase
        state.apply(bots[state.pending.seat].choose(None, state.pending))
    assert state.pending is None and state.winners


def test_an_illegal_action_raises_and_changes_nothing():
    state = walk(SPEC.new_game(SPEC.standard(), 4, 3), 40)
    before = state.to_json()
    with pytest.raises(IllegalActionError):
        state.apply(Discard(C.PLANS_DECK[-1] + 1000))
    other = next(c for c in state.hand((state.current + 1) % 4) if c not in state.hand(state.current))
    with pytest.raises(IllegalActionError):
        state.apply(Discard(other))
    assert state.to_json() == before


def test_json_round_trip_and_validation_catch_broken_positions():
    state = walk(SPEC.new_game(SPEC.standard(), 3, 5), 77)
    data = json.loads(json.dumps(state.to_json()))
    again = SPEC.load_state(data, state.variant)
    assert again.to_json() == state.to_json()
    broken = json.loads(json.dumps(data))
    broken["zones"]["hand0"].append(broken["zones"]["hand1"][0])
    with pytest.raises(StateError):
        SPEC.load_state(broken, state.variant)
    broken = json.loads(json.dumps(data))
    escapee = next(c for z in ("hand0", "hand1", "hand2", "cell_block") for c in broken["zones"][z]
                   if C.IS_ESCAPEE[c])
    for z in broken["zones"].values():
        if escapee in z:
            z.remove(escapee)
    broken["zones"]["play1"].append(escapee)
    with pytest.raises(StateError, match="Escapee"):
        SPEC.load_state(broken, state.variant)


def test_a_view_reveals_no_other_hand_nor_the_cell_block():
    rng = Rng(3)
    for seed in range(30):
        state = walk(SPEC.new_game(SPEC.standard(), 2 + seed % 3, seed), 25 + 7 * seed, seed)
        if state.is_over:
            continue
        for seat in range(state.num_players):
            twin = scramble_hidden(state, seat, rng)
            assert twin.view(seat) == state.view(seat)
            v = state.view(seat)
            assert v.cell_block_cards is None
            assert all(h is None for s, h in enumerate(v.hands) if s != seat)
            hidden = {c for s in range(state.num_players) if s != seat for c in state.hand(s)} - \
                {c for s in range(state.num_players) for c in state.known[s]}
            assert hidden <= set(v.unseen())
        assert state.view(None).cell_block_cards is not None


def test_events_hide_drawn_and_dealt_cards_from_the_others():
    state = SPEC.new_game(SPEC.standard(), 3, 9)
    dealt = [e for e in state.opening_events if isinstance(e, E.Dealt)]
    assert dealt[0].redact(1).cards == (-1,) * 10 and dealt[0].redact(0) == dealt[0]
    assert dealt[0].redact(None) == dealt[0]
    events = state.apply(state.legal_actions()[0])
    drew = [e for e in events if isinstance(e, E.Drew)][0]
    assert drew.redact(2).cards == (-1, -1)
    names = ["Ann", "Bo", "Cy"]
    assert "2 cards" in drew.redact(2).describe(names) and "Ann" in drew.describe(names)


def test_every_event_describes_itself_in_words():
    state = SPEC.new_game(SPEC.standard(), 4, 12)
    bots = [RandomBot(s, 12) for s in range(4)]
    seen = set()
    names = ["Ann", "Bo", "Cy", "Di"]
    for e in state.opening_events:
        assert e.describe(names)
    while not state.is_over:
        for e in state.apply(bots[state.pending.seat].choose(None, state.pending)):
            text = e.describe(names)
            assert text and "Player" not in text
            seen.add(type(e).__name__)
            for s in range(4):
                r = e.redact(s)
                if r is not None:
                    assert r.describe(names)
    assert {"PlanStarted", "LaidOff", "PlanFoiled", "Discarded", "ActionDrawn", "RoundScored", "GameOver"} <= seen


def test_decisions_have_kinds_prompts_and_are_private():
    state = walk(SPEC.new_game(SPEC.standard(), 3, 13), 60)
    d = state.pending
    assert d.prompt and d.private and d.kind in ("draw", "play", "discard", "work_detail", "cell_search",
                                                 "plan_uncovered", "returning_favors", "guard_help",
                                                 "change_in_plan", "warden", "co_conspirator")
    for a in d.actions:
        assert a.describe(["A", "B", "C"])


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_play_legal_moves_and_are_deterministic(level):
    def game(seed):
        v = variant(target_score=30)
        state = SPEC.new_game(v, 3, seed)
        bots = make_bots(SPEC, [level, "normal", "easy"], seed, v)
        play_out(state, bots)
        return state.to_json()
    assert game(21) == game(21)


def test_hard_bot_look_ahead_stays_within_its_move_budget():
    # Its time is measured by benchmarks (about 0.1 s a decision, worst well under 1 s); here the
    # deterministic part: the look-ahead stops sampling once its budget of play-out moves is spent.
    v = SPEC.standard()
    state = SPEC.new_game(v, 4, 31)
    bots = make_bots(SPEC, ["hard", "normal", "normal", "normal"], 31, v)
    most = 0
    decisions = 0
    while not state.is_over and decisions < 40:
        d = state.pending
        action = bots[d.seat].choose(state.view(d.seat), d) if len(d.actions) > 1 else d.actions[0]
        if d.seat == 0 and len(d.actions) > 1:
            most = max(most, bots[0].last_steps)
            decisions += 1
        state.apply(action)
    assert 0 < most <= HardBot.step_budget + HardBot.max_candidates * 300


def test_hard_bot_choice_depends_only_on_its_view():
    state = walk(SPEC.new_game(SPEC.standard(), 3, 41), 30, 41)
    while state.pending.seat != 0 or len(state.pending.actions) < 2:
        walk(state, 1, 41)
    twin = scramble_hidden(state, 0, Rng(5))
    a = HardBot(0, 9, state.variant).choose(state.view(0), state.pending)
    b = HardBot(0, 9, twin.variant).choose(twin.view(0), twin.pending)
    assert a == b


def test_sampled_positions_agree_with_the_view():
    rng = Rng(1)
    for seed in range(10):
        state = walk(SPEC.new_game(SPEC.standard(), 4, seed), 50 + seed * 5, seed)
        if state.is_over:
            continue
        seat = state.pending.seat
        sample = sample_position(state.view(seat), state.variant, state.pending, rng)
        sample.validate()
        assert sample.view(seat) == state.view(seat)


@pytest.mark.parametrize("seed", [50008, 50059])
def test_normal_players_do_not_pass_one_card_back_and_forth_for_ever(seed):
    # Two positions where, in two-player "easy_foils", both players once kept swapping an Escapee
    # (or a card that could not start a plan) through Solitary until the turn limit stopped the round.
    v = VariantCatalog(SPEC.schema, SPEC.variants_dir).get("easy_foils")
    state = SPEC.new_game(v, 2, seed)
    play_out(state, make_bots(SPEC, ["normal", "normal"], 0, v))
    assert state.stats()["stalled_rounds"] == 0 and state.end_reason == "target reached"


def test_a_one_card_start_is_refused_in_good_english():
    from game.alcatraz.actions import StartPlan

    assert StartPlan(0, 1).describe(["A", "B"]) == "Start the Raincoat Raft with 1 card"
    assert StartPlan(0, 3).describe(["A", "B"]).endswith("with 3 cards")
