"""The public position builders: any mid-round position, a stacked deal, a stacked deck from any point,
and a position built by hand that saves, loads and plays on exactly like any game."""

from __future__ import annotations

import pytest

from game.alcatraz import actions as A
from game.alcatraz import cards as C
from game.alcatraz import events as E
from game.alcatraz.constants import FOILED, HAND, PLAY
from game.alcatraz.positions import (
    FOG,
    GUNS,
    KEYS,
    RAFT,
    SPOON,
    SWIM,
    Cards,
    deal,
    match,
    position,
    stack,
)
from game.alcatraz.spec import SPEC
from game.engine import RandomBot, SeatInfo, StateError
from game.store import saves


def mid_round():
    k = Cards()
    return k, dict(
        hands=[k.plan(GUNS, 2) + k.generic(), k.plan(RAFT, 3), k.plan(SWIM, 1) + [k.infamous(SPOON)]],
        play=[k.plan(KEYS, 3), k.plan(GUNS, 4), []], foiled=[[], [], k.plan(FOG, 5) + [k.infamous(FOG)]],
        yard=k.generic(2), solitary=k.plan(SPOON, 2), cell_block=k.plan(RAFT, 2),
        action_deck=k.action(C.WARDEN), action_discard=k.action(C.WORK_DETAIL, 2),
        guard_help_on=GUNS, round_points=[[10, 4, 0]], current=1, phase="play")


def test_a_mid_round_position_has_every_card_where_it_was_put():
    k, spec = mid_round()
    st = position(3, **spec)
    z = st.zones
    for s in range(3):
        assert z[HAND[s]] == spec["hands"][s] and z[PLAY[s]] == spec["play"][s] and z[FOILED[s]] == spec["foiled"][s]
    assert z["yard"] == spec["yard"] and z["solitary"] == spec["solitary"]
    assert z["cell_block"][-2:] == spec["cell_block"][::-1]  # top first: the next draw takes the first
    assert z["action_deck"][-1] == spec["action_deck"][0] and z["action_discard"] == spec["action_discard"]
    assert z["on_plans"] == [C.GUARD_HELP_CARD] and st.guard_help_on == GUNS
    assert (st.round, st.totals, st.round_points, st.current, st.dealer) == (2, [10, 4, 0], [[10, 4, 0]], 1, 0)
    assert st.pending.kind == "play" and st.pending.seat == 1 and st.foils_this_round == 1
    z.check_conservation(C.ALL_CARDS)
    # the Guard Help lowers the foil to five cards: Clyde's four Gun Gallery cards are not enough yet
    assert not any(isinstance(a, A.FoilPlan) for a in st.pending.actions)


def test_the_draw_step_and_the_next_draw_come_from_the_stacked_cell_block():
    k, spec = mid_round()
    st = position(3, **{**spec, "phase": "draw"})
    assert st.pending.kind == "draw" and len(st.pending.actions) == 2  # Solitary has cards: take its top too
    events = st.apply(A.DrawCellBlock())
    assert [e for e in events if isinstance(e, E.Drew)][0].cards == tuple(spec["cell_block"])


def test_a_position_may_start_with_an_action_card_being_carried_out():
    k, spec = mid_round()
    st = position(3, **{**spec, "phase": C.WARDEN, "current": 0})
    assert st.pending.kind == "warden" and st.action_card in spec["action_deck"]
    assert st.zones["action_active"] == spec["action_deck"] and st.played
    assert set(st.pending.actions) == {A.WardenToYard(spec["hands"][0][2]), A.WardenDiscardPlan(KEYS)}


def test_a_discard_step_is_the_one_after_a_foil():
    k, spec = mid_round()
    st = position(3, **{**spec, "phase": "discard"})
    assert st.pending.kind == "discard" and all(isinstance(a, A.Discard) for a in st.pending.actions)


def test_bad_positions_are_refused_in_plain_words():
    k, spec = mid_round()
    with pytest.raises(StateError, match="placed twice"):
        position(3, **{**spec, "yard": spec["yard"] + spec["hands"][0][:1]})
    with pytest.raises(ValueError, match="starts at one of"):
        position(3, **{**spec, "phase": "lunch"})
    with pytest.raises(StateError, match="Escapee"):
        position(3, **{**spec, "play": [[C.FIRST_GENERIC + 6], [], []]})
    with pytest.raises(StateError, match="no Warden"):
        position(3, **{**spec, "phase": C.WARDEN, "action_deck": [], "action_discard": spec["action_deck"]})


def test_a_stacked_deal_puts_the_chosen_cards_in_the_chosen_hands():
    k = Cards()
    yard = k.infamous(RAFT)
    mine = k.plan(SPOON, 4) + [k.infamous(SPOON)]
    then = k.plan(SPOON, 2)
    turned = k.plan(GUNS, 2)
    st = deal(3, reveal=turned + [yard], hands=[mine], then=then, seed=4)
    assert st.zones["yard"] == [yard] and st.zones["solitary"] == turned
    assert set(mine) <= set(st.hand(0)) and len(st.hand(0)) == 10 and st.pending.seat == 0
    st.apply(A.DrawCellBlock())
    assert st.hand(0)[-2:] == then


def test_a_stacked_deck_from_any_point_of_a_game():
    st = SPEC.new_game(SPEC.standard(), 3, 8)
    bots = [RandomBot(s, 8) for s in range(3)]
    while st.pending.kind != "draw" or st.turn < 7:
        st.apply(bots[st.pending.seat].choose(None, st.pending))
    cb = st.zones["cell_block"]
    wanted = [cb[0], cb[3]]  # from deep down
    warden = next(c for c in st.zones["action_deck"] if C.ACTION_KIND[c] == C.WARDEN) \
        if any(C.ACTION_KIND[c] == C.WARDEN for c in st.zones["action_deck"]) else None
    stack(st, cell_block=wanted, action_deck=[warden] if warden is not None else [])
    events = st.apply(A.DrawCellBlock())
    assert [e for e in events if isinstance(e, E.Drew)][0].cards == tuple(wanted)
    if warden is not None:
        assert st.zones["action_deck"][-1] == warden
    with pytest.raises(StateError, match="not in the cell block"):
        stack(st, cell_block=[st.hand(0)[0]])


def test_a_position_built_by_hand_saves_loads_and_plays_on_identically(tmp_path):
    k, spec = mid_round()
    st = position(3, **spec, seed=11)
    seats = [SeatInfo(n, kind, "normal", i) for i, (n, kind) in enumerate([("You", "human"), ("Bo", "bot"),
                                                                             ("Cy", "bot")])]
    m = match(st, seats)
    path = saves.write_save(m, tmp_path / "hand-built.json", "By hand")
    again = saves.load_match(path)
    assert again.state.to_json() == st.to_json() and again.record.names() == ["You", "Bo", "Cy"]
    bots = [RandomBot(s, 3) for s in range(3)]
    for _ in range(60):
        if m.state.is_over:
            break
        d = m.state.pending
        action = bots[d.seat].choose(None, d)
        assert m.apply(action) == again.apply(action)
    assert again.state.to_json() == m.state.to_json()


def test_a_view_shows_each_field_from_the_position():
    """Views are filled field by field in order (``AlcatrazView.build``): each must hold what its name says."""
    k, spec = mid_round()
    st = position(3, **spec)
    v = st.view(2)
    z = st.zones
    assert (v.seat, v.num_players, v.round, v.dealer, v.current, v.decider, v.phase) == (2, 3, 2, 0, 1, 1, "play")
    assert v.hands == (None, None, tuple(z[HAND[2]])) and v.hand_sizes == (3, 3, 2) and v.hand == tuple(z[HAND[2]])
    assert v.play == tuple(tuple(z[PLAY[s]]) for s in range(3)) and v.foiled[2] == tuple(z[FOILED[2]])
    assert (v.cell_block, v.cell_block_cards, v.action_deck) == (len(z["cell_block"]), None, len(z["action_deck"]))
    assert (v.solitary, v.yard, v.revealed) == (tuple(spec["solitary"]), tuple(spec["yard"]), ())
    assert (v.action_discard, v.action_card, v.guard_help_on, v.change_on, v.foil_plan) == (
        tuple(spec["action_discard"]), -1, GUNS, -1, -1)
    assert (v.queue, v.played, v.yard_sent, v.foiled_this_turn, v.foils_this_round) == ((), False, 0, False, 1)
    assert (v.totals, v.round_points, v.winners) == ((10, 4, 0), ((10, 4, 0),), None)
    assert v.plan_counts[1][GUNS] == 4 and v.plan_counts[0][KEYS] == 3 and sum(map(sum, v.plan_counts)) == 7
    assert st.view(None).cell_block_cards == tuple(z["cell_block"]) and st.view(None).hands[0] == tuple(z[HAND[0]])
    with pytest.raises(AttributeError):
        v.round = 3  # a view is a value: nobody can change it
