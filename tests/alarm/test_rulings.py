"""One test per ruling of RULINGS.md, section "Alarm!", each from a stacked deck.

Seat 0 is active first in every scenario (``first_player = "first_seat"``);
"left" is the next seat up (seat 0 -> 1), "right" the next seat down.
"""

from __future__ import annotations

import pytest

from game.alarm.actions import (
    GiveCard,
    PassOn,
    StartPanic,
    StealLoot,
    SweepObstacles,
    TakeCard,
    UseInformant,
    UseLawyer,
)
from game.alarm.events import (
    CardDrawn,
    CardGiven,
    CardPassed,
    Caught,
    CloverSwept,
    Countered,
    EquipmentStored,
    InformantUsed,
    LawyerUsed,
    LootStolen,
    NothingToSteal,
    OverviewDealt,
    PanicEnded,
    ShowdownUnpaid,
)
from game.alarm.spec import SPEC
from game.engine import LEFT, RIGHT, GameOver, IllegalActionError, SeatEliminated, Shuffled, TurnBegan
from tests.alarm.helpers import check, discard_kinds, drawn_kind, front, game, give, lawyer, types, variant

LOOTS = ["loot"] * 8


# ---------------------------------------------------------------- the deal
def test_deck_order_is_given_top_card_first():
    st = game(top=["panic", "keys", "police"])
    drawn = [e for e in st.opening_events if isinstance(e, CardDrawn)]
    assert [e.kind for e in drawn] == ["panic"]
    assert drawn_kind(st) == "panic"


def test_giver_chooses_any_waiting_player_including_themself():
    st = game(top=LOOTS, lawyers_per_player=0)
    assert st.pending.kind == "give" and st.pending.seat == 0
    assert sorted(a.to for a in st.pending.actions) == [0, 1, 2, 3]
    give(st, 2)
    assert sorted(a.to for a in st.pending.actions) == [0, 1, 3]
    give(st, 0)
    assert sorted(a.to for a in st.pending.actions) == [1, 3]
    with pytest.raises(IllegalActionError, match="already received a card this turn"):
        st.apply(GiveCard(2))
    check(st)


def test_each_player_gets_exactly_one_card_then_the_left_player_is_active():
    st = game(top=LOOTS, lawyers_per_player=0)
    give(st, 3)
    give(st, 1)
    events = give(st, 0)
    # the turn's last card goes by itself to the one player still waiting
    assert any(isinstance(e, CardGiven) and e.to == 2 for e in events)
    assert [front(st, s) for s in range(4)] == [["loot"]] * 4
    assert st.active == 1 and st.turn == 2 and st.served == [False] * 4
    assert any(isinstance(e, TurnBegan) and e.seat == 1 and e.turn == 2 for e in events)
    assert st.pending.seat == 1 and st.pending.kind == "give"


# ---------------------------------------------------------------- Lawyer
def test_lawyer_refuses_the_card_before_it_lands_and_it_still_counts_for_the_turn():
    st = game(top=["police", "loot", "loot", "loot"], fronts={1: ["police"]})
    st.apply(GiveCard(1))
    assert st.pending.kind == "lawyer" and st.pending.seat == 1
    assert set(st.pending.actions) == {TakeCard(), UseLawyer()}
    events = lawyer(st)
    assert types(events)[0] == "LawyerUsed"
    assert front(st, 1) == ["police"] and discard_kinds(st) == ["police"]
    assert st.alive[1] and st.served[1] and st.uses_left[1] == 0
    assert 1 not in [a.to for a in st.pending.actions]
    check(st)


def test_lawyer_is_asked_only_while_it_is_unused():
    st = game(top=["loot"] * 8)
    st.apply(GiveCard(1))
    lawyer(st)
    for to in (0, 2, 3):
        if st.pending.kind == "give":
            st.apply(GiveCard(to))
        if st.pending.kind == "lawyer":
            st.apply(TakeCard())
    # turn 2, seat 1 active: a card for seat 1 now lands without a question
    assert st.active == 1
    st.apply(GiveCard(1))
    assert st.pending.kind == "give" and front(st, 1) == ["loot"]


def test_lawyers_per_player_is_a_parameter():
    st = game(top=["loot"] * 8, lawyers_per_player=2)
    st.apply(GiveCard(1))
    lawyer(st)
    assert st.uses_left[1] == 1
    for to in (0, 2, 3):
        if st.pending.kind == "give":
            st.apply(GiveCard(to))
        if st.pending.kind == "lawyer":
            st.apply(TakeCard())
    st.apply(GiveCard(1))
    assert st.pending.kind == "lawyer" and UseLawyer() in st.pending.actions


def test_lawyer_decision_does_not_arise_without_a_lawyer():
    st = game(top=["police"], lawyers_per_player=0)
    st.apply(GiveCard(1))
    assert st.pending.kind == "give"


# ---------------------------------------------------------------- Informant (optional rule)
def informant_game(holder: int, **kw):
    return check(game(informant=True, overview={holder: "informant"}, **kw))


def test_informant_passes_the_card_to_a_player_not_yet_served_who_may_use_their_lawyer():
    st = informant_game(2, top=["police"] + LOOTS, fronts={1: ["police"]})
    st.apply(GiveCard(2))
    d = st.pending
    assert d.kind == "lawyer" and d.seat == 2 and d.private
    assert set(d.actions) == {TakeCard(), UseInformant(0), UseInformant(1), UseInformant(3)}
    events = st.apply(UseInformant(1))
    assert isinstance(events[0], InformantUsed) and events[0].to == 1
    # the new recipient may call their own Lawyer
    assert st.pending.kind == "lawyer" and st.pending.seat == 1 and UseLawyer() in st.pending.actions
    st.apply(TakeCard())
    assert not st.alive[1]
    # the Informant still gets a card later this turn; the new recipient got theirs
    assert not st.served[2]
    assert 2 in [a.to for a in st.pending.actions]
    assert st.uses_left[2] == 0 and st.revealed[2]
    check(st)


def test_informant_only_passes_to_players_still_waiting():
    st = informant_game(3, top=LOOTS)
    give(st, 0)
    give(st, 1)
    st.apply(GiveCard(3))
    assert set(st.pending.actions) == {TakeCard(), UseInformant(2)}


def test_informant_cannot_be_used_when_everyone_else_has_a_card():
    st = informant_game(3, top=LOOTS)
    give(st, 0)
    give(st, 1)
    give(st, 2)
    # the last card went to seat 3 by itself; the Informant is asked, but may only take it
    assert st.pending.kind == "lawyer" and st.pending.seat == 3
    assert st.pending.actions == (TakeCard(),)


def test_informant_never_works_during_a_panic():
    st = informant_game(1, top=["panic"] + LOOTS, fronts={0: ["loot"]})
    give(st, 0)
    st.apply(StartPanic("loot", LEFT))
    assert st.pending.kind == "lawyer" and st.pending.seat == 1
    assert st.pending.actions == (TakeCard(),)


def test_informant_stays_secret_until_used():
    st = informant_game(2, top=["police"] + LOOTS)
    seen = st.view(0)
    assert seen.overview == ("lawyer", "unused", "unused", "unused")
    assert seen.uses_left[2] == -1
    assert st.view(2).overview[2] == "informant"
    dealt = OverviewDealt(2, "informant", True)
    assert dealt.redact(0).card == "hidden" and dealt.redact(2).card == "informant"
    st.apply(GiveCard(2))
    st.apply(UseInformant(1))
    assert st.view(0).overview[2] == "informant"


def test_informant_rule_deals_one_overview_card_per_player_at_most_one_informant():
    v = variant(informant=True)
    for seed in range(40):
        st = SPEC.new_game(v, 6, seed)
        assert len(st.overview) == 6 and st.overview.count("informant") <= 1
    assert any("informant" in SPEC.new_game(v, 6, s).overview for s in range(40))


# ---------------------------------------------------------------- equipment
def test_equipment_counters_a_matching_obstacle_at_once():
    st = game(top=["bone"], fronts={1: ["guard_dog", "padlock"]}, lawyers_per_player=0)
    events = give(st, 1)
    assert any(isinstance(e, Countered) and e.obstacle_kind == "guard_dog" for e in events)
    assert front(st, 1) == ["padlock"]
    assert discard_kinds(st) == ["bone", "guard_dog"]


def test_obstacle_is_countered_by_stored_equipment_later():
    st = game(top=["wire_cutters", "loot", "loot", "loot", "door_chain"], lawyers_per_player=0)
    events = give(st, 1)
    assert any(isinstance(e, EquipmentStored) for e in events)
    assert front(st, 1) == ["wire_cutters"]
    for to in (0, 2):
        give(st, to)
    assert st.active == 1
    events = give(st, 1)
    assert any(isinstance(e, Countered) and e.equipment_kind == "wire_cutters" for e in events)
    assert front(st, 1) == []


def test_several_equipment_cards_may_be_stored():
    st = game(top=["guard_dog"], fronts={1: ["bone", "bone", "keys"]}, lawyers_per_player=0)
    give(st, 1)
    assert front(st, 1) == ["bone", "keys"]


def test_equipment_can_be_discarded_instead_of_stored_by_parameter():
    st = game(top=["keys"], store_equipment=False, lawyers_per_player=0)
    give(st, 1)
    assert front(st, 1) == [] and discard_kinds(st) == ["keys"]


def test_police_has_no_counter():
    st = game(top=["police"], fronts={1: ["bone", "wire_cutters", "keys"]}, lawyers_per_player=0)
    give(st, 1)
    assert front(st, 1) == ["bone", "keys", "police", "wire_cutters"]


# ---------------------------------------------------------------- Four-Leaf Clover
def test_clover_sweeps_two_obstacles_and_is_discarded():
    st = game(top=["clover"], fronts={1: ["guard_dog", "padlock", "loot"]}, lawyers_per_player=0)
    events = give(st, 1)
    swept = next(e for e in events if isinstance(e, CloverSwept))
    assert sorted(swept.kinds) == ["guard_dog", "padlock"]
    assert front(st, 1) == ["loot"]
    assert discard_kinds(st) == ["clover", "guard_dog", "padlock"]


def test_clover_lets_the_player_choose_when_more_than_two_obstacles_lie_there():
    st = game(top=["clover"], fronts={1: ["guard_dog", "door_chain", "door_chain", "police"]},
              lawyers_per_player=0)
    give(st, 1)
    d = st.pending
    assert d.kind == "clover" and d.seat == 1
    options = {a.kinds for a in d.actions}
    assert ("door_chain", "door_chain") in options and ("police", "guard_dog") in options
    assert len(options) == 4  # police+dog, police+chain, dog+chain, chain+chain
    st.apply(SweepObstacles(("door_chain", "door_chain")))
    assert front(st, 1) == ["guard_dog", "police"]
    check(st)


def test_clover_with_fewer_than_two_obstacles_removes_what_there_is():
    st = game(top=["clover"], fronts={1: ["police", "loot", "bone"]}, lawyers_per_player=0)
    give(st, 1)
    assert front(st, 1) == ["bone", "loot"]


def test_clover_sweeps_as_many_as_the_parameter_says():
    st = game(top=["clover"], fronts={1: ["guard_dog", "door_chain", "padlock"]}, clover_sweeps=3,
              lawyers_per_player=0)
    give(st, 1)
    assert front(st, 1) == []


# ---------------------------------------------------------------- Dropped Loot
def test_dropped_loot_takes_a_loot_card_from_the_chosen_player():
    st = game(top=["dropped_loot"], fronts={1: ["loot"], 3: ["loot", "loot"]}, lawyers_per_player=0)
    give(st, 0)
    d = st.pending
    assert d.kind == "steal" and d.seat == 0 and {a.victim for a in d.actions} == {1, 3}
    events = st.apply(StealLoot(3))
    assert any(isinstance(e, LootStolen) and e.victim == 3 for e in events)
    assert front(st, 0) == ["loot"] and front(st, 3) == ["loot"]
    assert discard_kinds(st) == ["dropped_loot"]


def test_dropped_loot_with_nobody_holding_loot_does_nothing():
    st = game(top=["dropped_loot"], fronts={0: ["loot"]}, lawyers_per_player=0)
    events = give(st, 0)
    assert any(isinstance(e, NothingToSteal) for e in events)
    assert front(st, 0) == ["loot"] and discard_kinds(st) == ["dropped_loot"]


def test_dropped_loot_can_get_the_thief_caught_with_five_loot():
    st = game(top=["dropped_loot"] + LOOTS, fronts={0: ["loot"] * 4, 2: ["loot"]}, lawyers_per_player=0)
    events = give(st, 0)
    assert any(isinstance(e, Caught) and e.seat == 0 and e.combo == "loot" for e in events)
    # the active player was caught: the turn ends at once
    assert st.active == 1 and st.turn == 2


# ---------------------------------------------------------------- Panic
def test_panic_passes_round_in_the_chosen_direction_until_it_returns():
    st = game(top=["panic"], fronts={0: ["loot", "police"], 1: ["guard_dog"], 2: ["padlock"],
                                     3: ["door_chain"]}, lawyers_per_player=0)
    give(st, 0)
    d = st.pending
    assert d.kind == "panic" and d.seat == 0
    assert set(d.actions) == {StartPanic(k, s) for k in ("police", "loot") for s in (LEFT, RIGHT)}
    events = st.apply(StartPanic("police", RIGHT))
    passes = [(e.giver, e.to, e.kind) for e in events if isinstance(e, CardPassed)]
    assert passes == [(0, 3, "police"), (3, 2, "door_chain"), (2, 1, "padlock"), (1, 0, "guard_dog")]
    assert any(isinstance(e, PanicEnded) and e.reason == "returned" for e in events)
    assert [front(st, s) for s in range(4)] == [["guard_dog", "loot"], ["padlock"], ["door_chain"], ["police"]]
    # passes are not the turn's card: only the Panic's recipient has been served
    assert st.served == [True, False, False, False]
    assert "panic" in discard_kinds(st)
    check(st)


def test_panic_may_not_pass_on_the_name_just_received():
    st = game(top=["panic"], fronts={0: ["loot"], 1: ["loot", "door_chain", "padlock"]}, lawyers_per_player=0)
    give(st, 0)
    st.apply(StartPanic("loot", LEFT))
    d = st.pending
    assert d.kind == "panic_pass" and d.seat == 1
    assert {a.kind for a in d.actions} == {"door_chain", "padlock"}
    with pytest.raises(IllegalActionError, match="same name"):
        st.apply(PassOn("loot"))


def test_panic_passes_the_same_name_when_only_that_name_is_left():
    st = game(top=["panic"], fronts={0: ["loot", "padlock"], 1: ["loot"], 2: ["bone"]}, lawyers_per_player=0)
    give(st, 0)
    events = st.apply(StartPanic("loot", LEFT))
    passes = [(e.giver, e.to, e.kind) for e in events if isinstance(e, CardPassed)]
    assert passes[:2] == [(0, 1, "loot"), (1, 2, "loot")]


def test_panic_same_name_rule_can_be_switched_off():
    st = game(top=["panic"], fronts={0: ["loot"], 1: ["loot", "door_chain"]}, panic_same_name_rule=False,
              lawyers_per_player=0)
    give(st, 0)
    st.apply(StartPanic("loot", LEFT))
    assert {a.kind for a in st.pending.actions} == {"loot", "door_chain"}


def test_panic_direction_can_be_fixed_by_parameter():
    st = game(top=["panic"], fronts={0: ["loot"]}, panic_choose_direction=False, lawyers_per_player=0)
    give(st, 0)
    assert st.pending.kind == "panic" and {a.direction for a in st.pending.actions} == {LEFT}


def test_lawyer_may_refuse_a_card_passed_in_a_panic_then_any_card_is_passed():
    st = game(top=["panic"] + LOOTS, fronts={0: ["loot", "police"], 3: ["loot", "padlock"]})
    st.uses_left[0] = 0
    give(st, 0)
    st.apply(StartPanic("loot", RIGHT))
    assert st.pending.kind == "lawyer" and st.pending.seat == 3
    events = st.apply(UseLawyer())
    assert isinstance(events[0], LawyerUsed) and events[0].in_panic
    # having refused the loot, seat 3 may pass any card, loot included
    assert st.pending.kind == "panic_pass" and {a.kind for a in st.pending.actions} == {"loot", "padlock"}
    st.apply(PassOn("padlock"))
    # a Lawyer used in a Panic is not the turn's card: seat 3 still gets one, with no question
    assert not st.served[3] and st.uses_left[3] == 0
    check(st)


def test_lawyer_in_panic_can_be_forbidden_by_parameter():
    st = game(top=["panic"] + LOOTS, fronts={0: ["loot"], 1: ["padlock"]}, lawyer_in_panic=False)
    st.uses_left[0] = 0
    give(st, 0)
    events = st.apply(StartPanic("loot", LEFT))
    assert any(isinstance(e, CardPassed) and e.giver == 1 for e in events)


def test_panic_ends_when_the_next_player_has_no_card_to_pass():
    st = game(top=["panic"], fronts={0: ["guard_dog", "loot"], 1: ["bone"]}, lawyers_per_player=0)
    give(st, 0)
    events = st.apply(StartPanic("guard_dog", LEFT))
    assert any(isinstance(e, Countered) and e.seat == 1 for e in events)
    assert any(isinstance(e, PanicEnded) and e.reason == "empty" for e in events)
    assert st.panic is None and st.pending.kind == "give" and st.pending.seat == 0


def test_panic_ends_when_anyone_is_caught():
    st = game(top=["panic"], fronts={0: ["police"], 1: ["police", "loot"]}, lawyers_per_player=0)
    give(st, 0)
    events = st.apply(StartPanic("police", LEFT))
    assert any(isinstance(e, Caught) and e.seat == 1 and e.combo == "police" for e in events)
    ended = next(e for e in events if isinstance(e, PanicEnded))
    assert ended.reason == "caught"
    assert not st.alive[1] and front(st, 2) == []


def test_panic_with_no_other_face_up_card_starts_nothing():
    st = game(top=["panic"], fronts={1: ["police"]}, lawyers_per_player=0)
    events = give(st, 0)
    assert any(isinstance(e, PanicEnded) and e.reason == "no_cards" for e in events)
    assert discard_kinds(st) == ["panic"] and front(st, 1) == ["police"]
    assert st.pending.kind == "give"


def test_panic_skips_players_out_of_the_game():
    st = game(top=["police", "panic"], fronts={3: ["police"], 0: ["loot"]}, lawyers_per_player=0)
    give(st, 3)
    assert not st.alive[3]
    give(st, 0)
    events = st.apply(StartPanic("loot", RIGHT))
    assert next(e for e in events if isinstance(e, CardPassed)).to == 2


def test_panic_card_can_be_refused_by_lawyer():
    st = game(top=["panic"], fronts={1: ["loot"]})
    st.apply(GiveCard(1))
    events = lawyer(st)
    assert isinstance(events[0], LawyerUsed) and events[0].kind == "panic"
    assert front(st, 1) == ["loot"] and st.panic is None


# ---------------------------------------------------------------- caught
CAUGHT = [
    ("police", ["police"], "police"),
    ("guard_dogs", ["guard_dog", "guard_dog"], "guard_dog"),
    ("door_chains", ["door_chain"] * 3, "door_chain"),
    ("padlocks", ["padlock"] * 3, "padlock"),
    ("mixed", ["guard_dog", "guard_dog", "door_chain", "door_chain", "padlock"], "padlock"),
    ("loot", ["loot"] * 4, "loot"),
]


@pytest.mark.parametrize("combo,before,last", CAUGHT, ids=[c[0] for c in CAUGHT])
def test_each_caught_combination_eliminates_at_once(combo, before, last):
    st = game(top=[last], fronts={1: before}, lawyers_per_player=0)
    events = give(st, 1)
    caught = next(e for e in events if isinstance(e, Caught))
    assert caught.seat == 1 and caught.combo == combo
    assert any(isinstance(e, SeatEliminated) and e.seat == 1 for e in events)
    assert not st.alive[1] and front(st, 1) == []
    assert discard_kinds(st) == sorted(before + [last])
    assert st.tally.caught == {combo: 1}
    # the game goes on: the others still get their card
    assert sorted(a.to for a in st.pending.actions) == [0, 2, 3]
    check(st)


@pytest.mark.parametrize("combo,before,last", CAUGHT, ids=[c[0] for c in CAUGHT])
def test_one_card_short_of_a_combination_is_safe(combo, before, last):
    st = game(top=[last], fronts={1: before[1:]}, lawyers_per_player=0)
    give(st, 1)
    assert st.alive[1]


def test_caught_thresholds_are_parameters():
    st = game(top=["police"], fronts={1: ["police"]}, caught_police=3, lawyers_per_player=0)
    give(st, 1)
    assert st.alive[1] and front(st, 1) == ["police", "police"]
    st = game(top=["padlock"], fronts={1: ["guard_dog", "door_chain"]}, caught_mixed=1, lawyers_per_player=0)
    give(st, 1)
    assert not st.alive[1] and st.tally.caught == {"mixed": 1}
    st = game(top=["loot"], fronts={1: ["loot"] * 6}, caught_loot=0, lawyers_per_player=0)
    give(st, 1)
    assert st.alive[1] and len(front(st, 1)) == 7


def test_danger_reports_have_and_need_for_each_combination():
    st = game(fronts={1: ["guard_dog", "guard_dog", "door_chain", "padlock", "padlock", "loot"]})
    d = st.view(0).danger(1)
    assert d == {"police": (0, 2), "guard_dogs": (2, 3), "door_chains": (1, 4), "padlocks": (2, 4),
                 "mixed": (5, 6), "loot": (1, 5)}


def test_active_player_caught_ends_the_turn_at_once():
    st = game(top=["police"] + LOOTS, fronts={0: ["police"]}, lawyers_per_player=0)
    events = give(st, 0)
    assert not st.alive[0]
    assert st.active == 1 and st.turn == 2 and st.served == [False] * 4
    assert any(isinstance(e, TurnBegan) and e.seat == 1 for e in events)


def test_another_player_caught_the_active_player_goes_on_serving():
    st = game(top=["police"] + LOOTS, fronts={2: ["police"]}, lawyers_per_player=0)
    give(st, 2)
    assert st.active == 0 and st.turn == 1
    assert sorted(a.to for a in st.pending.actions) == [0, 1, 3]


# ---------------------------------------------------------------- deck
def test_deck_running_out_shuffles_the_discard_pile_at_once():
    st = game(top=["loot", "loot"], lawyers_per_player=0)
    deck, discard = st.zones["deck"], st.zones["discard"]
    discard.extend(deck[:-1])
    del deck[:-1]
    check(st)
    moved = len(discard)
    events = give(st, 1)
    shuffled = [e for e in events if isinstance(e, Shuffled)]
    assert shuffled and shuffled[0].size == moved
    assert len(st.zones["deck"]) == moved and st.zones["discard"] == []
    assert st.tally.reshuffles == 1
    check(st)


def test_cards_running_out_completely_ends_the_game_by_loot():
    st = game(n=3, top=[], loot_cards=10, police_cards=0, guard_dog_cards=0, door_chain_cards=0,
              padlock_cards=0, bone_cards=0, wire_cutters_cards=0, keys_cards=0, clover_cards=0, panic_cards=0,
              dropped_loot_cards=0, caught_loot=0, lawyers_per_player=0)
    while not st.is_over:
        st.apply(st.pending.actions[0])
    assert st.winners is not None and len(st.winners) == 1
    assert st.end_reason == "the cards ran out"


# ---------------------------------------------------------------- showdown and winner
def showdown_game(**params):
    st = game(n=3, top=["police", "padlock", "guard_dog", "door_chain", "wire_cutters"],
              fronts={2: ["police"], 1: ["loot"]}, lawyers_per_player=0, **params)
    give(st, 2)
    assert not st.alive[2] and not st.showdown  # it begins only when the turn ends
    give(st, 0)
    return st


def test_showdown_begins_at_the_end_of_the_turn_with_two_left_and_costs_loot():
    st = showdown_game()
    assert st.showdown and st.active == 1
    # seat 1 paid its Loot card at the start of its turn
    assert front(st, 1) == ["guard_dog"] and "loot" in discard_kinds(st)
    give(st, 1)
    # seat 0 has no Loot at the start of its turn: out, and seat 1 wins
    assert st.is_over and st.winners == (1,)
    assert st.stats()["showdown"] == 1 and st.stats()["showdown_out"] == 1


def test_showdown_events():
    st = game(n=3, top=["police", "padlock", "guard_dog", "door_chain", "wire_cutters"],
              fronts={2: ["police"], 1: ["loot"]}, lawyers_per_player=0)
    give(st, 2)
    events = give(st, 0)
    names = types(events)
    assert names.index("ShowdownBegan") < names.index("TurnBegan") < names.index("ShowdownPaid")
    events = give(st, 1)
    assert any(isinstance(e, ShowdownUnpaid) and e.seat == 0 for e in events)
    assert isinstance(events[-1], GameOver) and events[-1].winners == (1,)


def test_no_showdown_when_switched_off():
    st = showdown_game(showdown_players=0)
    assert not st.showdown and front(st, 1) == ["guard_dog", "loot"]


def test_showdown_cost_is_a_parameter():
    st = showdown_game(showdown_cost=2)
    # seat 1 holds only one Loot: it cannot pay two
    assert st.is_over and st.winners == (0,)


def test_last_player_standing_wins():
    st = game(n=3, top=["police", "police"], fronts={1: ["police"], 2: ["police"]}, lawyers_per_player=0)
    give(st, 1)
    events = give(st, 2)
    assert st.is_over and st.winners == (0,) and st.pending is None
    assert isinstance(events[-1], GameOver) and events[-1].winners == (0,)
    with pytest.raises(IllegalActionError, match="over"):
        st.apply(GiveCard(0))
    check(st)


def test_stats_of_a_finished_game():
    st = game(n=3, top=["police", "police"], fronts={1: ["police"], 2: ["police"]})
    st.apply(GiveCard(1))
    st.apply(TakeCard())
    st.apply(GiveCard(2))
    st.apply(UseLawyer())
    stats = st.stats()
    # the third card went to seat 0 by itself
    assert stats["caught_police"] == 1 and stats["lawyers_used"] == 1 and stats["cards_dealt"] == 3
    assert stats["informant_used"] == 0 and stats["turns"] == 1


def test_informant_can_pass_a_panic_which_then_starts_from_the_new_recipient():
    st = informant_game(1, top=["panic"] + LOOTS, fronts={3: ["loot"]}, uses_left={0: 0, 2: 0, 3: 0})
    st.apply(GiveCard(1))
    st.apply(UseInformant(3))
    assert st.pending.kind == "panic" and st.pending.seat == 3 and st.served == [False, False, False, True]


def test_informant_can_pass_the_card_to_the_active_player_still_waiting():
    st = informant_game(2, top=["police"] + LOOTS)
    st.apply(GiveCard(2))
    assert UseInformant(0) in st.pending.actions


def test_first_player_is_random_by_default_and_told_in_the_opening():
    firsts = set()
    for seed in range(20):
        st = SPEC.new_game(SPEC.standard(), 5, seed)
        began = next(e for e in st.opening_events if isinstance(e, TurnBegan))
        assert began.seat == st.active and began.turn == 1
        firsts.add(st.active)
    assert len(firsts) > 2


def test_showdown_can_start_with_more_players_left_by_parameter():
    st = game(n=4, top=["police"] + LOOTS, fronts={3: ["police"]}, showdown_players=3, lawyers_per_player=0)
    give(st, 3)
    give(st, 0)
    give(st, 1)
    assert st.showdown and st.active == 1
