"""A turn: the draw, starting plans, laying off, one Escapee to the Yard, the discard, going out."""

from __future__ import annotations

import pytest

from game.alcatraz import cards as C
from game.alcatraz import events as E
from game.alcatraz.actions import Discard, DrawCellBlock, DrawSolitary, FoilPlan, LayOff, SendToYard, StartPlan
from game.engine import IllegalActionError
from tests.alcatraz.helpers import FOG, GUNS, HEADS, KEYS, RAFT, SPOON, SWIM, Cards, kinds, of_type, position, variant


def test_draw_two_from_the_cell_block():
    k = Cards()
    top = k.plan(RAFT, 2)
    st = position(3, hands=[k.plan(SPOON, 2), [], []], cell_block=top, phase="draw")
    events = st.apply(DrawCellBlock())
    assert sorted(st.hand(0)) == sorted(k.used & set(st.hand(0)))
    assert set(top) <= set(st.hand(0))
    drew = of_type(events, E.Drew)[0]
    assert drew.cards == tuple(top) and not drew.public
    assert drew.redact(1).cards == (-1, -1) and drew.redact(0).cards == tuple(top)
    assert st.pending.kind == "play"


def test_draw_takes_the_top_card_of_solitary_and_everyone_sees_it():
    k = Cards()
    sol = k.plan(RAFT, 1) + k.plan(SPOON, 1)
    st = position(3, hands=[k.plan(GUNS, 2), [], []], solitary=sol, phase="draw")
    assert DrawSolitary() in st.legal_actions()
    events = st.apply(DrawSolitary())
    assert sol[1] in st.hand(0) and st.zones["solitary"] == sol[:1]
    assert of_type(events, E.Drew)[0].redact(2).cards == (sol[1],)
    assert st.view(1).known[0] == (sol[1],)


def test_no_solitary_draw_when_solitary_is_empty():
    st = position(3, hands=[[0, 1], [], []], phase="draw")
    assert st.legal_actions() == (DrawCellBlock(),)


def test_a_short_cell_block_gives_what_it_has():
    k = Cards()
    last = k.plan(RAFT, 1)
    st = position(3, hands=[k.plan(SPOON, 2), [], []], cell_block=last, cell_block_exact=True, phase="draw")
    st.apply(DrawCellBlock())
    assert len(st.hand(0)) == 3 and not st.zones["cell_block"]


def test_you_must_draw_before_playing():
    k = Cards()
    st = position(3, hands=[k.plan(RAFT, 4), [], []], yard=[k.infamous(FOG)], phase="draw")
    with pytest.raises(IllegalActionError, match="draw first"):
        st.apply(StartPlan(RAFT, 3))


def test_starting_a_plan_needs_three_matching_cards():
    k = Cards()
    st = position(3, hands=[k.plan(RAFT, 2) + k.plan(SPOON, 3) + k.plan(GUNS, 1), [], []], yard=[k.infamous(FOG)])
    starts = kinds(st.legal_actions(), StartPlan)
    assert starts == [StartPlan(SPOON, 3)]
    with pytest.raises(IllegalActionError, match="at least 3"):
        st.apply(StartPlan(RAFT, 2))


def test_cards_to_start_a_plan_is_a_parameter():
    k = Cards()
    st = position(3, hands=[k.plan(RAFT, 2) + k.plan(GUNS, 1), [], []], yard=[k.infamous(FOG)],
                  rules=variant(start_min=2))
    assert kinds(st.legal_actions(), StartPlan) == [StartPlan(RAFT, 2)]


def test_starting_a_plan_needs_a_yard_escapee_for_every_plan_in_play_counting_the_new_one():
    k = Cards()
    hand = k.plan(RAFT, 3) + k.plan(SPOON, 1)
    other = [k.plan(GUNS, 3), []]
    st = position(3, hands=[hand, [], []], play=[[], *other], yard=[k.infamous(FOG)])
    assert not kinds(st.legal_actions(), StartPlan)  # one Escapee, one plan in play: no room for another
    with pytest.raises(IllegalActionError, match="Yard"):
        st.apply(StartPlan(RAFT, 3))
    k2 = Cards()
    st = position(3, hands=[k2.plan(RAFT, 3) + k2.plan(SPOON, 1), [], []], play=[[], k2.plan(GUNS, 3), []],
                  yard=[k2.infamous(FOG), k2.generic()[0]])
    assert kinds(st.legal_actions(), StartPlan) == [StartPlan(RAFT, 3)]


def test_yard_condition_variants():
    def starts(rule, yard_size):
        k = Cards()
        st = position(3, hands=[k.plan(RAFT, 3) + k.plan(SPOON, 1), [], []], play=[[], k.plan(GUNS, 3), []],
                      yard=k.generic(yard_size), rules=variant(yard_condition=rule))
        return bool(kinds(st.legal_actions(), StartPlan))
    assert not starts("after_start", 1) and starts("after_start", 2)
    assert starts("before_start", 1) and not starts("before_start", 0)
    assert starts("none", 0)


def test_a_plan_in_play_cannot_be_started_again_only_laid_off():
    k = Cards()
    st = position(3, hands=[k.plan(GUNS, 3) + k.plan(SPOON, 1), [], []], play=[[], k.plan(GUNS, 3), []],
                  yard=k.generic(3))
    acts = st.legal_actions()
    assert not kinds(acts, StartPlan)
    assert kinds(acts, LayOff) == [LayOff(GUNS, 1), LayOff(GUNS, 2), LayOff(GUNS, 3)]
    with pytest.raises(IllegalActionError, match="already in play"):
        st.apply(StartPlan(GUNS, 3))


def test_lay_off_on_any_plan_in_play_goes_into_your_own_play_area():
    k = Cards()
    mine = k.plan(KEYS, 2)
    st = position(3, hands=[mine + k.plan(SPOON, 1), [], []], play=[[], [], k.plan(KEYS, 3)],
                  yard=[k.infamous(FOG)], action_deck=k.action(C.WORK_DETAIL))
    events = st.apply(LayOff(KEYS, 2))
    assert sorted(st.play_area(0)) == sorted(mine)
    assert of_type(events, E.LaidOff)[0].cards == tuple(mine)


def test_no_lay_off_on_a_plan_not_in_play():
    k = Cards()
    st = position(3, hands=[k.plan(KEYS, 2) + k.plan(SPOON, 1), [], []], yard=[k.infamous(FOG)])
    assert not kinds(st.legal_actions(), LayOff)
    with pytest.raises(IllegalActionError, match="not in play"):
        st.apply(LayOff(KEYS, 1))


def test_every_play_must_leave_a_card_in_hand():
    k = Cards()
    # only three Raft cards: starting with all three would empty the hand
    st = position(3, hands=[k.plan(RAFT, 3), [], []], yard=[k.infamous(FOG)])
    assert not kinds(st.legal_actions(), StartPlan)
    with pytest.raises(IllegalActionError, match="keep one card"):
        st.apply(StartPlan(RAFT, 3))
    # laying off all your cards is not allowed either
    k = Cards()
    st = position(3, hands=[k.plan(GUNS, 2), [], []], play=[[], k.plan(GUNS, 3), []], yard=[k.infamous(FOG)])
    assert kinds(st.legal_actions(), LayOff) == [LayOff(GUNS, 1)]
    # nor sending your last card to the Yard
    k = Cards()
    st = position(3, hands=[[k.infamous(SWIM)], [], []], yard=[k.infamous(FOG)])
    assert not kinds(st.legal_actions(), SendToYard)
    assert st.legal_actions() == (Discard(C.infamous(SWIM)),)


def test_one_escapee_to_the_yard_per_turn_and_it_draws_no_action_card():
    k = Cards()
    g = k.generic(2)
    st = position(3, hands=[g + k.plan(RAFT, 1), [], []], yard=[k.infamous(FOG)])
    events = st.apply(SendToYard(g[1]))
    assert g[1] in st.zones["yard"] and not of_type(events, E.ActionDrawn)
    assert not kinds(st.legal_actions(), SendToYard)
    with pytest.raises(IllegalActionError, match="only 1"):
        st.apply(SendToYard(g[0]))


def test_escapees_to_the_yard_per_turn_is_a_parameter():
    k = Cards()
    g = k.generic(2)
    st = position(3, hands=[g + k.plan(RAFT, 1), [], []], yard=[k.infamous(FOG)],
                  rules=variant(yard_escapees_per_turn=2))
    st.apply(SendToYard(g[1]))
    assert kinds(st.legal_actions(), SendToYard) == [SendToYard(g[0])]


def test_the_action_card_comes_after_the_first_play_of_the_turn_only():
    k = Cards()
    wd = k.action(C.WORK_DETAIL, 2)
    st = position(3, hands=[k.plan(RAFT, 3) + k.plan(GUNS, 2) + k.plan(SPOON, 1), [], []],
                  play=[[], k.plan(GUNS, 3), []], yard=k.generic(2), action_deck=wd)
    events = st.apply(LayOff(GUNS, 2))
    assert [e.card for e in of_type(events, E.ActionDrawn)] == [wd[0]]
    # Solitary is empty, so the Work Detail can only draw two: done without asking
    assert of_type(events, E.ActionDiscarded) == [E.ActionDiscarded(wd[0], "done")]
    assert st.pending.kind == "play"
    events = st.apply(StartPlan(RAFT, 3))
    assert not of_type(events, E.ActionDrawn)
    assert st.zones["action_deck"][-1] == wd[1]


def test_the_discard_ends_the_turn_and_play_passes_left():
    k = Cards()
    card = k.plan(SPOON, 1)[0]
    other = k.plan(HEADS, 1)[0]
    st = position(3, hands=[[other], [], [card] + k.plan(RAFT, 1)], current=2, yard=[k.infamous(FOG)])
    with pytest.raises(IllegalActionError, match="do not hold"):
        st.apply(Discard(other))  # seat 2 does not hold it
    events = st.apply(Discard(card))
    assert st.zones["solitary"][-1] == card
    assert st.current == 0 and st.pending.kind == "draw"
    assert of_type(events, E.Discarded)[0] == E.Discarded(2, card)


def test_going_out_discarding_the_last_card_ends_the_round():
    k = Cards()
    last = k.plan(SPOON, 1)[0]
    st = position(3, hands=[[last], k.plan(RAFT, 4), k.plan(GUNS, 4)], yard=[k.infamous(FOG)])
    events = st.apply(Discard(last))
    assert of_type(events, E.WentOut) == [E.WentOut(0)]
    assert of_type(events, E.RoundEnded)[0].reason == "went_out"
    assert st.round == 2 and all(len(st.hand(s)) == 10 for s in range(3))


def test_round_ends_when_the_cell_block_is_empty_at_the_end_of_a_turn_not_before():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 3), k.plan(RAFT, 4), k.plan(GUNS, 4)], yard=[k.infamous(FOG)],
                  cell_block=k.plan(HEADS, 2), cell_block_exact=True, phase="draw")
    st.apply(DrawCellBlock())
    assert not st.zones["cell_block"] and st.round == 1 and st.pending.kind == "play"
    events = st.apply(Discard(st.hand(0)[0]))
    assert of_type(events, E.RoundEnded)[0].reason == "cell_block_empty"
    assert not of_type(events, E.WentOut)
    assert st.round == 2


def test_a_plan_stays_in_play_while_any_of_its_cards_is_in_any_play_area():
    k = Cards()
    st = position(3, hands=[k.plan(GUNS, 1) + k.plan(SPOON, 1), [], []], play=[[], [], k.plan(GUNS, 1)],
                  yard=[k.infamous(FOG)])
    assert kinds(st.legal_actions(), LayOff) == [LayOff(GUNS, 1)]


def test_explain_illegal_foil_in_plain_words():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 2), [], []], play=[k.plan(GUNS, 1), k.plan(GUNS, 6), []],
                  yard=[k.infamous(FOG)])
    with pytest.raises(IllegalActionError, match="needs 8 cards"):
        st.apply(FoilPlan(GUNS, C.infamous(FOG), True))


def test_any_card_of_a_kind_names_the_listed_choice():
    k = Cards()
    spoons = k.plan(SPOON, 3)
    st = position(3, hands=[spoons + k.plan(RAFT, 1), [], []], yard=[k.infamous(FOG)])
    listed = [a.card for a in kinds(st.legal_actions(), Discard) if C.PLAN_OF[a.card] == SPOON]
    other = next(c for c in spoons if c not in listed)
    assert st.can_apply(Discard(other))
    events = st.apply(Discard(other))
    assert of_type(events, E.Discarded)[0].card in spoons
    assert len([c for c in st.hand(0) if C.PLAN_OF[c] == SPOON]) == 2
    # but not a card you do not hold
    assert not st.can_apply(Discard(k.plan(SPOON, 1)[0]))
