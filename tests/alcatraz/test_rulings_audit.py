"""Rulings audit (docs/rulings-coverage.md): Escape from Alcatraz rulings that had no test able to fail."""

from __future__ import annotations

from collections import Counter

from game.alcatraz import cards as C
from game.alcatraz import events as E
from game.alcatraz.actions import AskFavor, LayOff, WardenDiscardPlan
from tests.alcatraz.helpers import FOG, GUNS, HEADS, KEYS, RAFT, SPOON, SWIM, Cards, of_type, position
from tests.alcatraz.test_action_cards import lay_off_table


def test_the_action_deck_holds_each_card_in_the_ruled_number():
    # RULINGS.md lists the numbers; comparing ACTION_KIND with ACTION_COUNTS (its own source) could not fail
    ruled = {"work_detail": 12, "cell_search": 4, "plan_uncovered": 4, "returning_favors": 4, "ratted_on": 4,
             "guard_help": 1, "change_in_plan": 1, "warden": 1}
    assert dict(Counter(C.ACTION_KIND[c] for c in C.ACTION_DECK)) == ruled


def test_the_plans_deck_is_seven_plans_of_twelve_with_their_escapees():
    ruled = [("Raincoat Raft", "Frank Morris"), ("Spoon Tunnel", "John Anglin"), ("Dummy Heads", "Clarence Anglin"),
             ("Gun Gallery Raid", "Bernard Coy"), ("Stolen Keys", "Joseph Cretzer"),
             ("Bay Swim", "John Paul Scott"), ("Fog Escape", "Theodore Cole")]
    assert [(p.name, p.escapee) for p in C.PLANS] == ruled
    plan_cards = Counter(C.PLAN_OF[c] for c in C.PLANS_DECK if C.is_plan_card(c))
    assert plan_cards == {p: 12 for p in range(7)}
    assert all(C.VALUE[c] == 2 for c in C.PLANS_DECK if C.is_plan_card(c))
    for p in range(7):
        man = C.infamous(p)
        assert C.VALUE[man] == 10
        assert [q for q in range(7) if C.fits_plan(man, q)] == [p]  # usable only for that plan
    generics = [c for c in C.PLANS_DECK if C.is_escapee(c) and C.ESCAPEE_PLAN[c] == -1]
    assert len(generics) == 7
    assert all(C.VALUE[g] == 5 and all(C.fits_plan(g, q) for q in range(7)) for g in generics)


def test_returning_favors_asks_on_past_a_player_without_one_and_stops_at_the_first_giver():
    # four players: seat 1 has no Raft card, seat 2 gives one, seat 3 (holding one too) is not asked
    k = Cards()
    mine = k.plan(RAFT, 1)
    seat2 = k.plan(RAFT, 2)
    seat3 = k.plan(RAFT, 1)
    repl = k.plan(SWIM, 1)
    rf = k.action(C.RETURNING_FAVORS)
    st = position(4, hands=[k.plan(GUNS, 1) + k.plan(SPOON, 2) + mine, k.plan(HEADS, 3),
                            seat2 + k.plan(KEYS, 1), seat3 + k.plan(FOG, 2)],
                  play=[[], k.plan(GUNS, 3), [], []], yard=[k.infamous(FOG)], cell_block=repl, action_deck=rf)
    st.apply(LayOff(GUNS, 1))
    events = st.apply(AskFavor(RAFT))
    asked = of_type(events, E.FavorAsked)
    assert [(e.asked, e.card) for e in asked] == [(1, -1), (2, seat2[-1])]
    # exactly one card changes hands, and the giver draws its replacement
    assert sum(1 for c in st.hand(0) if C.PLAN_OF[c] == RAFT) == 2
    assert sum(1 for c in st.hand(2) if C.PLAN_OF[c] == RAFT) == 1 and repl[0] in st.hand(2)
    assert seat3[0] in st.hand(3)
    assert [len(st.hand(s)) for s in (1, 2, 3)] == [3, 3, 3]
    st.validate()


def test_warden_plan_leaving_play_takes_its_change_in_plan_along():
    k = Cards()
    st, _ = lay_off_table(k, C.WARDEN, play=[[], k.plan(GUNS, 3), []], change_on=GUNS)
    events = st.apply(LayOff(GUNS, 1))
    assert E.PlanLeftPlay(GUNS) in events
    assert E.ActionDiscarded(C.CHANGE_IN_PLAN_CARD, "left_play") in events
    assert st.change_on == -1 and C.CHANGE_IN_PLAN_CARD in st.zones["action_discard"]
    st.validate()


def test_warden_a_plan_keeps_its_guard_help_while_any_of_its_cards_is_still_in_play():
    k = Cards()
    st, _ = lay_off_table(k, C.WARDEN, play=[[], k.plan(GUNS, 3) + k.plan(FOG, 3), []], guard_help_on=GUNS)
    events = st.apply(LayOff(GUNS, 1))
    # seat 0 could only give up its Guns card; seat 1's Guns cards keep the plan in play
    assert [(e.seat, e.plan) for e in of_type(events, E.WardenDiscardedPlan)] == [(0, GUNS)]
    assert E.PlanLeftPlay(GUNS) not in events and st.guard_help_on == GUNS
    assert st.pending.kind == "warden" and st.pending.seat == 1
    events = st.apply(WardenDiscardPlan(FOG))
    assert E.PlanLeftPlay(FOG) in events and E.PlanLeftPlay(GUNS) not in events
    assert st.guard_help_on == GUNS and C.GUARD_HELP_CARD in st.zones["on_plans"]
    st.validate()


def test_reading_warden_a_last_card_escapee_stays_in_hand_when_no_replacement_can_be_drawn():
    # "Every play ... Escapee to the Yard ... must leave at least one card in hand", Warden included
    k = Cards()
    g = k.generic()[0]
    st, _ = lay_off_table(k, C.WARDEN, hands=[k.plan(GUNS, 1) + k.plan(SPOON, 2), [g], []],
                          play=[[], k.plan(GUNS, 3), []], cell_block=[], cell_block_exact=True)
    events = st.apply(LayOff(GUNS, 1))
    # seat 1 may not send its only card away, so its one choice is made for it: its Guns cards
    assert [(e.seat, e.plan) for e in of_type(events, E.WardenDiscardedPlan)] == [(0, GUNS), (1, GUNS)]
    assert st.hand(1) == [g] and g not in st.zones["yard"]
    assert not of_type(events, E.EscapeeSentToYard)
