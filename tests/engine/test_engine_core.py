"""The shared engine's contract, checked on a tiny toy game."""

from __future__ import annotations

import json

import pytest

from game.engine import (
    IllegalActionError,
    Match,
    RandomBot,
    Record,
    SaveError,
    SeatInfo,
    StateError,
    Zones,
    make_bots,
    next_seat,
    play_out,
    seats_from,
)
from game.engine.record import record_from_json, save_payload
from game.engine.rng import Rng, derive_seed
from tests.engine.toy_game import SCHEMA, SPEC, Draw, Play, ToyState


def new(seed=1, n=3, **params):
    variant = SPEC.standard() if not params else SPEC.standard().with_params(SCHEMA, **params)
    return SPEC.new_game(variant, n, seed)


def seats(n):
    return [SeatInfo(f"P{i}", "bot", "easy", i) for i in range(n)]


def test_zones_move_and_conservation():
    z = Zones({"a": [1, 2, 3], "b": []})
    z.move(2, "a", "b")
    assert z["a"] == [1, 3] and z["b"] == [2]
    assert z.pop("a", "b") == 3
    z.check_conservation([1, 2, 3])
    z["b"].append(1)
    with pytest.raises(StateError, match="two places"):
        z.check_conservation([1, 2, 3])


def test_conservation_reports_missing_card():
    z = Zones({"a": [1]})
    with pytest.raises(StateError, match="missing"):
        z.check_conservation([1, 2])


def test_turn_order_skips_eliminated_seats_in_both_directions():
    alive = [True, False, True, True]
    assert next_seat(0, 4, alive) == 2
    assert next_seat(3, 4, alive) == 0
    assert next_seat(0, 4, alive, step=-1) == 3
    assert next_seat(2, 4, alive, step=-1) == 0
    assert list(seats_from(3, 4, alive)) == [3, 0, 2]
    assert list(seats_from(3, 4, alive, include_start=False)) == [0, 2]
    assert next_seat(1, 4, [False, True, False, False]) == 1


def test_exactly_one_pending_decision_until_over():
    st = new()
    bots = [RandomBot(s, 5) for s in range(3)]
    while not st.is_over:
        assert st.pending is not None and st.pending.actions
        st.apply(bots[st.pending.seat].choose(None, st.pending))
    assert st.pending is None and st.winners


def test_illegal_action_raises_and_changes_nothing():
    st = new()
    before = st.to_json()
    bad = Play(999)
    with pytest.raises(IllegalActionError, match="not allowed"):
        st.apply(bad)
    assert st.to_json() == before


def test_actions_after_game_over_are_refused():
    st = new()
    play_out(st, make_bots(SPEC, ["random"] * 3, 1, st.variant))
    with pytest.raises(IllegalActionError, match="over"):
        st.apply(Draw())


def test_same_seed_same_game():
    def run(seed):
        st = new(seed)
        play_out(st, make_bots(SPEC, ["random"] * 3, seed, st.variant))
        return st.to_json()
    assert run(7) == run(7)
    assert run(7) != run(8)


@pytest.mark.parametrize("cut", [0, 1, 3, 6])
def test_json_round_trip_continues_identically(cut):
    a = new(11)
    bots_a = make_bots(SPEC, ["random"] * 3, 11, a.variant)
    for _ in range(cut):
        if a.is_over:
            break
        a.apply(bots_a[a.pending.seat].choose(None, a.pending))
    text = json.dumps(a.to_json())
    b = ToyState.from_json(json.loads(text), a.variant, SPEC.action_types)
    assert b.to_json() == a.to_json()
    bots_b = make_bots(SPEC, ["random"] * 3, 99, b.variant)
    while not a.is_over:
        action = bots_b[a.pending.seat].choose(None, a.pending)
        ea = a.apply(action)
        eb = b.apply(action)
        assert ea == eb
    assert a.to_json() == b.to_json()


def test_rng_round_trip():
    r = Rng(3)
    r.random()
    r2 = Rng.from_json(json.loads(json.dumps(r.to_json())))
    assert [r.random() for _ in range(5)] == [r2.random() for _ in range(5)]
    assert derive_seed(1, "a") == derive_seed(1, "a") != derive_seed(1, "b")


def test_record_replays_to_identical_state_and_survives_json():
    m = Match.new(SPEC, SPEC.standard(), seats(3), seed=21)
    bots = make_bots(SPEC, ["random"] * 3, 21, m.state.variant)
    while not m.state.is_over:
        m.apply(bots[m.state.pending.seat].choose(None, m.state.pending))
    data = json.loads(json.dumps(save_payload(m.record, title="t")))
    rec = record_from_json(data, get_spec=lambda g: SPEC)
    again = Match.from_record(SPEC, rec)
    assert again.state.to_json() == m.state.to_json()


def test_stacked_deck_is_used_and_validated():
    deck = list(range(12))
    st = SPEC.new_game(SPEC.standard(), 2, 0, deck=deck)
    assert st.zones["hand0"] == [11, 10]
    bad = Record("toy", SPEC.standard(), 0, seats(2), [], deck=[0] * 12)
    with pytest.raises(SaveError, match="two places"):
        Match.from_record(SPEC, bad, file="bad.json")


def test_record_with_illegal_move_is_refused_with_move_number():
    m = Match.new(SPEC, SPEC.standard(), seats(2), seed=3)
    m.record.actions.append(Play(12345))
    with pytest.raises(SaveError, match="move 1"):
        Match.from_record(SPEC, m.record, file="x.json")


def test_future_schema_is_refused():
    m = Match.new(SPEC, SPEC.standard(), seats(2), seed=3)
    data = m.record.to_json()
    data["schema"] = 99
    with pytest.raises(SaveError, match="newer"):
        record_from_json(data, get_spec=lambda g: SPEC)


def test_old_schema_is_upgraded():
    m = Match.new(SPEC, SPEC.standard(), seats(2), seed=3)
    data = m.record.to_json()
    data["schema"] = 0
    data["players"] = data.pop("seats")
    rec = record_from_json(data, get_spec=lambda g: SPEC)
    assert [s.name for s in rec.seats] == ["P0", "P1"]


def test_undo_only_own_unrevealing_latest_action():
    m = Match.new(SPEC, SPEC.standard(), seats(2), seed=4)
    seat = m.state.pending.seat
    plays = [a for a in m.state.pending.actions if isinstance(a, Play)]
    before = m.state.to_json()
    m.apply(plays[0])
    if m.state.is_over:
        pytest.skip("game ended")
    assert m.can_undo(seat)
    assert not m.can_undo(1 - seat)
    m.undo(seat)
    assert m.state.to_json() == before
    # a draw reveals a card: no undo across it
    m.apply(Draw())
    assert not m.can_undo(seat)


def test_undo_never_crosses_another_seats_action():
    m = Match.new(SPEC, SPEC.standard(), seats(2), seed=4)
    first = m.state.pending.seat
    m.apply(next(a for a in m.state.pending.actions if isinstance(a, Play)))
    if m.state.is_over:
        pytest.skip("game ended")
    m.apply(next(a for a in m.state.pending.actions if isinstance(a, Play)))
    assert not m.can_undo(first)


def test_undo_can_be_switched_off():
    m = Match.new(SPEC, SPEC.standard(), seats(2), seed=4)
    seat = m.state.pending.seat
    m.undo_enabled = False
    m.apply(next(a for a in m.state.pending.actions if isinstance(a, Play)))
    assert not m.can_undo(seat)


def test_bot_levels_are_checked():
    with pytest.raises(ValueError, match="no computer player level"):
        make_bots(SPEC, ["grandmaster"], 1, SPEC.standard())
