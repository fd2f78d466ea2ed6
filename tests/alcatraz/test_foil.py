"""Foiling: eight cards in play (five with Guard Help), a card in front of you, a fitting mastermind,
co-conspirators clockwise, one foil a turn and then only the discard."""

from __future__ import annotations

import pytest

from game.alcatraz import cards as C
from game.alcatraz import events as E
from game.alcatraz.actions import AddCoConspirator, Discard, FoilPlan, LayOff, NoCoConspirator, SendToYard, StartPlan
from game.engine import IllegalActionError
from tests.alcatraz.helpers import FOG, GUNS, HEADS, KEYS, RAFT, SPOON, SWIM, Cards, kinds, of_type, position, variant


def foil_table(k: Cards, mine: int = 3, theirs: int = 5, hand_extra=(), yard=None, **kw):
    """Seat 0 has ``mine`` Guns cards in front, seat 1 ``theirs``; seat 0 holds two Spoon cards."""
    return position(3, hands=[k.plan(SPOON, 2) + list(hand_extra), k.plan(HEADS, 2), k.plan(KEYS, 2)],
                    play=[k.plan(GUNS, mine), k.plan(GUNS, theirs), []],
                    yard=yard if yard is not None else [k.generic()[0]], **kw)


def test_foil_needs_eight_plan_cards_in_play():
    k = Cards()
    st = foil_table(k, mine=3, theirs=4)
    assert not kinds(st.legal_actions(), FoilPlan)
    k = Cards()
    st = foil_table(k, mine=3, theirs=5)
    assert kinds(st.legal_actions(), FoilPlan)


def test_foil_threshold_is_a_parameter():
    k = Cards()
    st = foil_table(k, mine=2, theirs=4, rules=variant(foil_threshold=6))
    assert kinds(st.legal_actions(), FoilPlan)


def test_foil_needs_one_of_its_plan_cards_in_front_of_you():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 2), [], []], play=[[], k.plan(GUNS, 8), []], yard=[k.generic()[0]])
    assert not kinds(st.legal_actions(), FoilPlan)
    with pytest.raises(IllegalActionError, match="in front of you"):
        st.apply(FoilPlan(GUNS, st.zones["yard"][0], True))


def test_infamous_escapees_fit_only_their_own_plan_generic_ones_any():
    k = Cards()
    wrong = k.infamous(RAFT)
    right = k.infamous(GUNS)
    st = foil_table(k, hand_extra=[wrong, right], yard=[k.infamous(FOG)])
    foils = kinds(st.legal_actions(), FoilPlan)
    assert foils == [FoilPlan(GUNS, right, False)]
    with pytest.raises(IllegalActionError, match="his own plan"):
        st.apply(FoilPlan(GUNS, wrong, False))


def test_no_fitting_escapee_no_foil():
    k = Cards()
    st = foil_table(k, hand_extra=[k.infamous(RAFT)], yard=[k.infamous(FOG)])
    assert not kinds(st.legal_actions(), FoilPlan)


def test_the_mastermind_may_come_from_hand_or_yard():
    k = Cards()
    g_hand = k.generic()[0]
    g_yard = k.generic()[0]
    st = foil_table(k, hand_extra=[g_hand], yard=[g_yard, k.infamous(GUNS)])
    foils = kinds(st.legal_actions(), FoilPlan)
    assert FoilPlan(GUNS, g_hand, False) in foils
    assert FoilPlan(GUNS, g_yard, True) in foils
    assert FoilPlan(GUNS, C.infamous(GUNS), True) in foils


def test_the_mastermind_from_hand_must_not_be_your_last_card():
    k = Cards()
    g = k.generic()[0]
    st = position(3, hands=[[g], k.plan(HEADS, 2), []], play=[k.plan(GUNS, 3), k.plan(GUNS, 5), []],
                  yard=[k.infamous(FOG)])
    assert not kinds(st.legal_actions(), FoilPlan)
    with pytest.raises(IllegalActionError, match="keep one card"):
        st.apply(FoilPlan(GUNS, g, False))


def test_foiling_files_the_mastermind_and_every_players_cards_clockwise():
    k = Cards()
    mine = k.plan(GUNS, 3)
    left = k.plan(GUNS, 2)
    right = k.plan(GUNS, 3)
    master = k.infamous(GUNS)
    st = position(3, hands=[k.plan(SPOON, 2), k.plan(HEADS, 2), k.plan(KEYS, 2)], play=[mine, left, right],
                  yard=[master], current=2)
    # seat 2 (right of seat 0) foils: seat 0 then seat 1 follow, clockwise from the foiler
    events = st.apply(FoilPlan(GUNS, master, True))
    foiled = of_type(events, E.PlanFoiled)[0]
    assert (foiled.seat, foiled.escapee, foiled.cards) == (2, master, tuple(right))
    added = of_type(events, E.FoiledCardsAdded)
    assert [(e.seat, e.cards) for e in added] == [(0, tuple(mine)), (1, tuple(left))]
    assert sorted(st.zones["foiled2"]) == sorted(right + [master])
    assert sorted(st.zones["foiled0"]) == sorted(mine) and sorted(st.zones["foiled1"]) == sorted(left)
    assert not st.zones["yard"]
    assert of_type(events, E.PlanLeftPlay) == [E.PlanLeftPlay(GUNS)]
    assert st.tally.foils[GUNS] == 1


def test_co_conspirators_are_offered_clockwise_and_must_fit():
    k = Cards()
    g1 = k.generic()[0]
    wrong = k.infamous(RAFT)
    right = k.infamous(GUNS)
    st = position(3, hands=[k.plan(SPOON, 2), [g1] + k.plan(HEADS, 1), [wrong, right] + k.plan(KEYS, 1)],
                  play=[k.plan(GUNS, 3), k.plan(GUNS, 3), k.plan(GUNS, 2)], yard=[k.generic()[0]])
    st.apply(FoilPlan(GUNS, st.zones["yard"][0], True))
    assert st.pending.seat == 1 and st.pending.kind == "co_conspirator" and st.pending.private
    assert set(st.legal_actions()) == {AddCoConspirator(g1), NoCoConspirator()}
    events = st.apply(AddCoConspirator(g1))
    assert of_type(events, E.CoConspiratorAdded) == [E.CoConspiratorAdded(1, GUNS, g1)]
    assert st.pending.seat == 2
    assert set(st.legal_actions()) == {AddCoConspirator(right), NoCoConspirator()}
    events = st.apply(NoCoConspirator())
    assert of_type(events, E.CoConspiratorDeclined)[0].redact(0) is None  # the others do not learn it
    assert st.pending.seat == 0 and st.pending.kind == "discard"
    assert g1 in st.zones["foiled1"] and right in st.hand(2)


def test_a_co_conspirator_must_not_be_your_last_card_and_needs_cards_in_the_plan():
    k = Cards()
    g1, g2 = k.generic(2)
    st = position(3, hands=[k.plan(SPOON, 2), [g1], [g2] + k.plan(KEYS, 1)],
                  play=[k.plan(GUNS, 4), k.plan(GUNS, 4), []], yard=[k.generic()[0]])
    st.apply(FoilPlan(GUNS, st.zones["yard"][0], True))
    # seat 1 holds only the Escapee; seat 2 has no Guns cards in front: nobody is asked
    assert st.pending.seat == 0 and st.pending.kind == "discard"


def test_co_conspirators_can_be_switched_off():
    k = Cards()
    g1 = k.generic()[0]
    st = position(3, hands=[k.plan(SPOON, 2), [g1] + k.plan(HEADS, 1), []],
                  play=[k.plan(GUNS, 4), k.plan(GUNS, 4), []], yard=[k.generic()[0]],
                  rules=variant(co_conspirators=False))
    st.apply(FoilPlan(GUNS, st.zones["yard"][0], True))
    assert st.pending.kind == "discard"


def test_one_foil_per_turn_and_afterwards_only_the_discard():
    k = Cards()
    g = k.generic(2)
    st = position(3, hands=[k.plan(SPOON, 2) + k.plan(HEADS, 3) + [k.infamous(SWIM)], [], []],
                  play=[k.plan(GUNS, 4) + k.plan(KEYS, 4), k.plan(GUNS, 4) + k.plan(KEYS, 4), []], yard=g)
    foils = kinds(st.legal_actions(), FoilPlan)
    assert {f.plan for f in foils} == {GUNS, KEYS}
    st.apply(FoilPlan(GUNS, g[0], True))
    assert st.pending.kind == "discard"
    assert all(isinstance(a, Discard) for a in st.legal_actions())
    with pytest.raises(IllegalActionError, match="only discard"):
        st.apply(FoilPlan(KEYS, g[1], True))
    with pytest.raises(IllegalActionError, match="only discard"):
        st.apply(SendToYard(C.infamous(SWIM)))


def test_a_plan_may_be_foiled_the_turn_it_was_started_or_laid_off():
    k = Cards()
    g = k.generic(2)
    st = position(3, hands=[k.plan(GUNS, 8) + k.plan(SPOON, 1), [], []], yard=g,
                  action_deck=k.action(C.RATTED_ON))
    st.apply(StartPlan(GUNS, 8))
    assert FoilPlan(GUNS, g[0], True) in st.legal_actions()


def test_a_foiled_plan_can_be_started_again():
    k = Cards()
    g = k.generic(2)
    st = position(3, hands=[k.plan(SPOON, 2), k.plan(GUNS, 3) + k.plan(HEADS, 1), []],
                  play=[k.plan(GUNS, 4), [], []], yard=g, rules=variant(foil_threshold=4))
    st.apply(FoilPlan(GUNS, g[0], True))
    st.apply(Discard(st.hand(0)[0]))
    st.apply(st.legal_actions()[0])  # seat 1 draws
    assert StartPlan(GUNS, 3) in st.legal_actions()


def test_foiling_after_laying_off_more_cards_files_them_too():
    k = Cards()
    g = k.generic()[0]
    extra = k.plan(GUNS, 2)
    st = position(3, hands=[extra + k.plan(SPOON, 1), [], []], play=[k.plan(GUNS, 1), k.plan(GUNS, 5), []],
                  yard=[g], action_deck=k.action(C.WORK_DETAIL))
    st.apply(LayOff(GUNS, 2))  # the Work Detail draws two by itself (Solitary is empty)
    st.apply(FoilPlan(GUNS, g, True))
    assert set(extra) <= set(st.zones["foiled0"])
