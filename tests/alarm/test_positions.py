"""Tables set up by hand (game.alarm.positions): the cards go where they are named, unreachable tables
are refused, and a position saves, loads and plays on like any game."""

from __future__ import annotations

import json

import pytest

from game.alarm.actions import GiveCard, TakeCard, UseInformant
from game.alarm.positions import deal, kinds_in_front, rules, stacked_deck
from game.alarm.spec import SPEC
from game.engine import Match, SeatInfo, StateError, make_bots, play_out, record_from_json, save_payload
from game.store import saves
from tests.alarm.helpers import discard_kinds, drawn_kind


def test_named_cards_go_to_named_seats_deck_and_discard():
    st = deal(5, fronts={1: ["police", "loot"], 3: ["guard_dog", "keys"]},
              deck=["keys", "panic", "loot"], discard=["clover", "padlock"], active=2, turn=9)
    assert kinds_in_front(st, 1) == ["police", "loot"]
    assert kinds_in_front(st, 3) == ["guard_dog", "keys"]
    assert kinds_in_front(st, 0) == kinds_in_front(st, 2) == kinds_in_front(st, 4) == []
    assert drawn_kind(st) == "keys"  # the top card is drawn as the turn begins
    assert [st.view(None).kind(c) for c in st.zones["deck"][-2:]] == ["loot", "panic"]  # then these, in order
    assert discard_kinds(st) == ["clover", "padlock"]
    assert st.active == 2 and st.turn == 9 and st.pending.seat == 2 and st.pending.kind == "give"
    st.validate()


def test_the_informant_goes_to_the_chosen_seat():
    for seat in range(4):
        st = deal(4, variant=rules(informant=True), overview={seat: "informant"})
        assert st.overview == ["informant" if s == seat else "lawyer" for s in range(4)]
        assert st.view(seat).overview[seat] == "informant"
        assert all(st.view(other).overview[seat] == "unused" for other in range(4) if other != seat)
    st = deal(4, variant=rules(informant=True), overview={2: "informant"}, deck=["police"])
    st.apply(GiveCard(2))
    assert UseInformant(1) in st.pending.actions


def test_used_overview_cards_and_players_already_out():
    st = deal(4, fronts={0: ["loot", "loot"], 2: ["loot"]}, out=[3, 1], uses_left={0: 0}, active=0, turn=12)
    assert st.alive == [True, False, True, False] and st.eliminated == [3, 1]
    assert st.showdown  # two players left after turn 11: the showdown is on
    assert kinds_in_front(st, 0) == ["loot"]  # and the active player paid for this turn
    assert st.view(2).overview[0] == "lawyer" and st.uses_left[0] == 0 and st.revealed[0]
    assert not deal(4, out=[3, 1], turn=1).showdown  # (it only begins as a turn ends)


@pytest.mark.parametrize("kwargs, message", [
    (dict(fronts={1: ["police", "police"]}), "caught"),
    (dict(fronts={1: ["guard_dog", "bone"]}), "counters|holds a Bone"),
    (dict(fronts={1: ["panic"]}), "special card"),
    (dict(deck=["police"] * 11), "only 10 Police"),
    (dict(fronts={1: ["polic"]}), "not an Alarm! card"),
    (dict(fronts={7: ["loot"]}), "no seat 7"),
    (dict(overview={1: "informant"}), "Informant rule"),
    (dict(overview={1: "joker"}), "overview card"),
    (dict(out=[0]), "active player"),
    (dict(out=[1, 2, 3]), "two players"),
    (dict(fronts={2: ["loot"]}, out=[2]), "still has cards"),
    (dict(uses_left={0: 3}), "used between"),
])
def test_a_table_the_rules_never_reach_is_refused(kwargs, message):
    with pytest.raises(StateError, match=message):
        deal(4, **kwargs)


def test_a_stacked_fresh_deal_draws_the_named_cards_first():
    v = rules(first_player="first_seat")
    st = SPEC.new_game(v, 3, 1, deck=stacked_deck(v, ["panic", "keys"]))
    assert drawn_kind(st) == "panic"
    st.apply(GiveCard(1))
    st.apply(TakeCard())
    assert drawn_kind(st) == "keys"


def test_a_position_built_by_hand_saves_loads_and_plays_on_identically(tmp_path):
    st = deal(4, variant=rules(informant=True), fronts={0: ["loot", "padlock"], 1: ["police"], 2: ["guard_dog"] * 2},
              deck=["police", "guard_dog", "loot"], discard=["bone"], overview={3: "informant"}, active=3, turn=6,
              seed=42)
    seats = [SeatInfo(f"P{i}", "bot", "normal", i) for i in range(4)]
    match = Match.from_position(SPEC, st, seats)
    match.apply(GiveCard(1))
    path = tmp_path / "position.json"
    path.write_text(json.dumps(save_payload(match.record, title="By hand")))
    loaded = saves.load_match(path)
    assert loaded.state.to_json() == match.state.to_json()
    again = Match.from_record(SPEC, record_from_json(json.loads(path.read_text()), get_spec=lambda g: SPEC))
    assert again.state.to_json() == match.state.to_json()
    for m in (match, loaded):
        play_out(m.state, make_bots(SPEC, ["normal"] * 4, 3, m.state.variant))
    assert loaded.state.to_json() == match.state.to_json() and match.state.winners is not None
