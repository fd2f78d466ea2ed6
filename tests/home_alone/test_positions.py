"""Public position builders (game.home_alone.positions): chosen markers on chosen squares, the
Crooks and Kids placed, scripted spins, and positions that save, load and play on."""

from __future__ import annotations

import json

import pytest

from game.engine import IllegalActionError, Match, SeatInfo
from game.engine.record import Record
from game.engine.runner import make_bots
from game.home_alone.actions import SPIN_ACTION, MoveCrook
from game.home_alone.events import KidFound, MarkerTaken
from game.home_alone.positions import after_hiding, as_match, position, with_spins
from game.home_alone.spec import SPEC
from game.store.saves import load_match_strict, write_save
from tests.home_alone.helpers import HOUSE, first, labelled

BOARD = HOUSE.replace("#.........F", "#.A..B....F")
A, B = labelled(BOARD)["A"], labelled(BOARD)["B"]


def test_markers_go_where_they_are_told_by_name_or_kind():
    st = position(BOARD, players=2, hidden={"A": [(0, "Tarantula")], "B": [(0, "kid"), (1, "Jewels")]},
                  crooks=((2, 4), (6, 10)), kids={1: (3, 7)}, rest="found")
    mk = st.markers
    a, b = st.board.index(*A), st.board.index(*B)
    assert [mk.name(m) for m in st.squares[a]] == ["Tarantula"]
    assert [(mk.owner(m), mk.name(m)) for m in st.squares[b]] == [(0, "Kid"), (1, "Jewels")]
    assert st.crooks == [st.board.index(2, 4), st.board.index(6, 10)]
    assert st.kids == [-1, st.board.index(3, 7)]
    # everything not placed was found already: the scores follow from the piles
    assert st.points == [15 - 8, 16 - 7] and st.hidden_left == 2
    assert position(BOARD, players=2, hidden={"A": [(0, "kid"), (1, "kid")]}, rest="hidden").hidden_left == 48


def test_one_kid_per_player_so_placing_it_twice_is_refused():
    with pytest.raises(ValueError, match="no 'kid' left"):
        position(BOARD, players=2, hidden={"A": [(0, "kid")], "B": [(0, "kid")]})
    with pytest.raises(ValueError, match="one per player"):
        position(BOARD, players=2, hidden={"A": [(0, "trap"), (0, "trap")], "B": [(0, "kid"), (1, "kid")]})
    with pytest.raises(ValueError, match="seat 0 opens every round"):
        position(BOARD, players=2, hidden={"A": [(0, "kid"), (1, "kid")]}, turn=3, current=1)


def test_scripted_spins_give_those_numbers_then_the_seeded_generator_goes_on():
    st = position(BOARD, players=2, hidden={"A": [(0, "kid"), (1, "kid")], "B": [(0, "trap")]}, crooks=((6, 10), (6, 10)),
                  spins=[3, 1])
    first_spin = st.apply(SPIN_ACTION)[0]
    assert first_spin.number == 3 and st.move_len == 3
    st.apply(st.pending.actions[0])
    assert st.apply(SPIN_ACTION)[0].number == 1 and st.spins == []
    with pytest.raises(ValueError, match="from 1 to 4"):
        with_spins(st, [5])
    with_spins(st, [2])
    assert st.spins == [2]


def test_after_hiding_plays_the_hiding_through_the_engine_with_chosen_squares():
    board = SPEC.new_game(SPEC.standard(), 2, 1).board
    kitchen = next(sq for sq in board.hideable if board.room_name(sq) == "Kitchen")
    st = after_hiding(players=2, seed=4, where={0: {"kid": kitchen, "T.V. Set": kitchen + 1}, 1: {"Ice": kitchen}},
                      spins=[4])
    mk = st.markers
    assert st.step == "spin" and st.turn == 1 and not any(st.supply)
    assert {mk.name(m) for m in st.squares[kitchen]} == {"Kid", "Ice"}
    assert [mk.name(m) for m in st.squares[kitchen + 1]] == ["T.V. Set"]
    assert st.apply(SPIN_ACTION)[0].number == 4


def test_new_game_takes_a_stacked_order_of_spins_or_refuses_it_clearly():
    a = SPEC.new_game(SPEC.standard(), 2, 5, deck=[4, 4, 1])
    assert a.spins == [4, 4, 1]
    for bad in ([0], [5], ["3"], [True]):
        with pytest.raises(ValueError, match="stacked order is the numbers the next spins give"):
            SPEC.new_game(SPEC.standard(), 2, 5, deck=bad)
    die = SPEC.standard().with_params(SPEC.schema, randomizer="die", spin_high=6)
    assert SPEC.new_game(die, 2, 5, deck=[6]).spins == [6]
    # a record with a stacked order replays the same spins
    seats = [SeatInfo("A", "bot", "normal", 0), SeatInfo("B", "bot", "normal", 1)]
    record = Record("home_alone", SPEC.standard(), 5, seats, [], [2, 3])
    st = record.new_state(SPEC)
    while st.step == "hide":
        st.apply(st.pending.actions[0])
    assert st.apply(SPIN_ACTION)[0].number == 2


def test_a_position_built_by_hand_is_saved_loaded_and_plays_on_identically(tmp_path):
    st = position(BOARD, players=3, hidden={"A": [(0, "kid"), (1, "Money")], "B": [(2, "kid"), (1, "kid")]},
                  crooks=((2, 4), (2, 4)), spins=[1, 3, 2, 4, 1])
    match = as_match(st, [SeatInfo("You", "human", "normal", 0), SeatInfo("Bonnie", "bot", "hard", 1),
                          SeatInfo("Clyde", "bot", "easy", 2)])
    path = write_save(match, tmp_path / "by-hand.json", "By hand")
    loaded = load_match_strict(path)
    assert loaded.state.to_json() == st.to_json() and loaded.record.names() == ["You", "Bonnie", "Clyde"]
    assert json.loads(path.read_text())["record"]["start"]["spins"] == [1, 3, 2, 4, 1]
    # both play on alike: the scripted spins travelled with the position
    for m in (match, loaded):
        m.apply(SPIN_ACTION)
        ev = m.apply(MoveCrook(0, m.state.board.index(*A)))
        assert first(ev, KidFound).seat == 0 and first(ev, MarkerTaken).name == "Money"
    assert match.state.to_json() == loaded.state.to_json()
    bots = make_bots(SPEC, ["normal"] * 3, 9, st.variant)
    for m in (match, loaded):
        while not m.state.is_over:
            d = m.state.pending
            m.apply(bots[d.seat].choose(m.state.view(d.seat), d) if not d.forced else d.actions[0])
        bots = make_bots(SPEC, ["normal"] * 3, 9, st.variant)
    assert match.state.to_json() == loaded.state.to_json()
    assert Match.from_record(SPEC, loaded.record).state.to_json() == loaded.state.to_json()


def test_a_position_refuses_an_illegal_move_like_any_game():
    st = position(BOARD, players=2, hidden={"A": [(0, "kid"), (1, "kid")]}, crooks=((2, 4), (2, 4)), spins=[1])
    with pytest.raises(IllegalActionError):
        st.apply(MoveCrook(0, st.board.index(*A)))  # the spin comes first
