"""Rulings audit (docs/rulings-coverage.md): Alarm! rulings that had no test able to fail.

Same conventions as test_rulings.py: a stacked deck, seat 0 active first, "left" is the
next seat up (0 -> 1), "right" the next seat down (0 -> 3).
"""

from __future__ import annotations

from collections import Counter

from game.alarm.actions import GiveCard, StartPanic, TakeCard, UseInformant, UseLawyer
from game.alarm.cards import KINDS, kind_table
from game.alarm.events import Caught, LawyerUsed, PanicEnded
from game.alarm.spec import SPEC
from game.engine import LEFT, RIGHT, TurnBegan
from tests.alarm.helpers import check, discard_kinds, front, game, give, types
from tests.alarm.test_rulings import LOOTS, informant_game


def test_the_standard_deck_holds_each_kind_in_the_ruled_number():
    # RULINGS.md "Deck (103 cards)": the sum alone would not notice two counts swapped
    ruled = {"police": 10, "guard_dog": 14, "door_chain": 14, "padlock": 14, "loot": 16, "bone": 8,
             "wire_cutters": 8, "keys": 7, "clover": 4, "panic": 4, "dropped_loot": 4}
    dealt = Counter(KINDS[k] for k in kind_table(SPEC.standard()))
    assert dict(dealt) == ruled


def test_the_turn_passes_left_to_the_next_player_still_in_the_game():
    # seat 1 is caught during seat 0's turn: the next active player is seat 2, not seat 1
    st = game(top=["police"] + LOOTS, fronts={1: ["police"]}, lawyers_per_player=0)
    give(st, 1)
    assert not st.alive[1]
    give(st, 0)
    events = give(st, 3)  # seat 2 gets the last card by itself, and the turn ends
    assert st.active == 2 and st.turn == 2
    assert [e.seat for e in events if isinstance(e, TurnBegan)] == [2]
    check(st)


def test_a_card_refused_by_a_lawyer_in_a_panic_goes_to_the_discard_pile():
    st = game(top=["panic"] + LOOTS, fronts={0: ["loot", "police"], 3: ["padlock"]})
    st.uses_left[0] = 0
    give(st, 0)
    st.apply(StartPanic("police", RIGHT))
    assert st.pending.kind == "lawyer" and st.pending.seat == 3
    events = st.apply(UseLawyer())
    refused = next(e for e in events if isinstance(e, LawyerUsed))
    assert refused.seat == 3 and refused.kind == "police" and refused.in_panic
    assert "police" not in front(st, 3) and "police" in discard_kinds(st)
    assert st.alive[3]
    check(st)


def test_the_panic_ends_when_the_originator_refuses_the_returning_card_with_a_lawyer():
    # 0 -> 1 Loot, 1 -> 2 Padlock, 2 -> 0 Door Chain: seat 0 calls its Lawyer, and that is the end
    st = game(n=3, top=["panic"] + LOOTS, fronts={0: ["loot"], 1: ["padlock"], 2: ["door_chain"]},
              uses_left={1: 0, 2: 0})
    st.apply(GiveCard(0))
    st.apply(TakeCard())
    st.apply(StartPanic("loot", LEFT))
    assert st.pending.kind == "lawyer" and st.pending.seat == 0 and st.panic is not None
    events = st.apply(UseLawyer())
    ended = [e for e in events if isinstance(e, PanicEnded)]
    assert [e.reason for e in ended] == ["returned"]
    assert st.panic is None
    assert [front(st, s) for s in range(3)] == [[], ["loot"], ["padlock"]]
    assert discard_kinds(st) == ["door_chain", "panic"]
    assert st.pending.kind == "give" and st.pending.seat == 0
    check(st)


def test_the_active_player_caught_by_a_panic_pass_ends_the_turn_at_once():
    st = game(top=["panic"] + LOOTS, fronts={0: ["police"], 1: ["police", "loot"]}, lawyers_per_player=0)
    give(st, 1)
    # seat 1 passes its Police to the right, to seat 0, the active player: caught
    events = st.apply(StartPanic("police", RIGHT))
    caught = [e for e in events if isinstance(e, Caught)]
    assert [(e.seat, e.combo) for e in caught] == [(0, "police")]
    assert [e.reason for e in events if isinstance(e, PanicEnded)] == ["caught"]
    # seats 2 and 3 never get a card this turn: it is seat 1's turn now
    assert not st.alive[0]
    assert st.active == 1 and st.turn == 2 and st.served == [False] * 4
    names = types(events)
    assert names.index("Caught") < names.index("TurnBegan")
    check(st)


def test_the_informant_works_only_once():
    st = informant_game(2, top=["police"] + LOOTS)
    st.apply(GiveCard(2))
    st.apply(UseInformant(1))
    st.apply(TakeCard())  # seat 1 keeps its Lawyer and takes the Police
    give(st, 0)
    # the next card to seat 2 lands without a question: the Informant is spent
    st.apply(GiveCard(2))
    assert front(st, 2) == ["loot"] and st.served[2]
    # (the turn's last card went to seat 3 by itself, who is asked about its own Lawyer)
    assert st.pending.kind == "lawyer" and st.pending.seat == 3
    check(st)
