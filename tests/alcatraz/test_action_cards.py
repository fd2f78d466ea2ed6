"""The eight Action cards, each from a chosen position with that card on top of the Action deck."""

from __future__ import annotations

from game.alcatraz import cards as C
from game.alcatraz import events as E
from game.alcatraz.actions import (
    AskFavor,
    CellSearchKeep,
    Discard,
    FoilPlan,
    LayOff,
    PlaceAction,
    StartPlan,
    UncoverPlan,
    WardenDiscardPlan,
    WardenToYard,
    WorkDetailDraw,
    WorkDetailTake,
)
from game.alcatraz.rules import new_state
from tests.alcatraz.helpers import FOG, GUNS, HEADS, KEYS, RAFT, SPOON, SWIM, Cards, kinds, of_type, position, variant


def lay_off_table(k: Cards, action: str, **kw):
    """Seat 0 lays off one Guns card (seat 1 has started the plan), drawing ``action``."""
    if "hands" not in kw:
        kw["hands"] = [k.plan(GUNS, 1) + k.plan(SPOON, 2), k.plan(HEADS, 3), k.plan(KEYS, 3)]
    if "play" not in kw:
        kw["play"] = [[], k.plan(GUNS, 3), []]
    if "yard" not in kw:
        kw["yard"] = [k.infamous(FOG)]
    card = k.action(action)
    return position(3, action_deck=card, **kw), card[0]


# -- Work Detail ----------------------------------------------------------------------------
def test_work_detail_draw_two_from_the_cell_block():
    k = Cards()
    top = k.plan(RAFT, 2)
    st, wd = lay_off_table(k, C.WORK_DETAIL, solitary=k.plan(SWIM, 1), cell_block=top)
    events = st.apply(LayOff(GUNS, 1))
    assert of_type(events, E.ActionDrawn) == [E.ActionDrawn(0, wd)]
    assert st.pending.kind == "work_detail" and st.pending.seat == 0
    events = st.apply(WorkDetailDraw())
    assert set(top) <= set(st.hand(0))
    assert st.zones["action_discard"] == [wd] and st.pending.kind == "play"


def test_work_detail_take_any_card_from_solitary_shown_to_all():
    k = Cards()
    deep = k.infamous(SWIM)
    sol = [deep] + k.plan(RAFT, 3)
    st, wd = lay_off_table(k, C.WORK_DETAIL, solitary=sol)
    st.apply(LayOff(GUNS, 1))
    assert WorkDetailTake(deep) in st.legal_actions()  # not only the top card
    events = st.apply(WorkDetailTake(deep))
    drew = of_type(events, E.Drew)[0]
    assert drew.public and drew.redact(2).cards == (deep,)
    assert deep in st.hand(0) and deep not in st.zones["solitary"]
    assert st.view(1).known[0] == (deep,)


def test_work_detail_with_empty_solitary_just_draws():
    k = Cards()
    st, wd = lay_off_table(k, C.WORK_DETAIL)
    before = len(st.hand(0))
    st.apply(LayOff(GUNS, 1))
    assert st.pending.kind == "play" and len(st.hand(0)) == before - 1 + 2


# -- Cell Search -----------------------------------------------------------------------------
def test_cell_search_turns_over_three_keeps_one_rest_to_solitary():
    k = Cards()
    three = [k.infamous(SWIM)] + k.plan(RAFT, 1) + k.plan(HEADS, 1)
    st, cs = lay_off_table(k, C.CELL_SEARCH, cell_block=three)
    events = st.apply(LayOff(GUNS, 1))
    assert [e.card for e in of_type(events, E.CardRevealed)] == three
    assert st.pending.kind == "cell_search" and sorted(st.view(2).revealed) == sorted(three)
    st.apply(CellSearchKeep(three[1]))
    assert three[1] in st.hand(0)
    assert st.zones["solitary"][-2:] == [three[0], three[2]] and not st.zones["revealed"]
    assert st.pending.kind == "play"


# -- Plan Uncovered -------------------------------------------------------------------------
def test_plan_uncovered_takes_a_plan_card_from_another_play_area_then_reveals_three():
    k = Cards()
    keys = k.plan(KEYS, 3)
    three = [k.infamous(RAFT)] + k.plan(SWIM, 1) + [k.generic()[0]]
    st, pu = lay_off_table(k, C.PLAN_UNCOVERED, play=[[], k.plan(GUNS, 3), keys], cell_block=three)
    st.apply(LayOff(GUNS, 1))
    assert st.pending.kind == "plan_uncovered"
    assert set(st.legal_actions()) == {UncoverPlan(1, GUNS), UncoverPlan(2, KEYS)}
    events = st.apply(UncoverPlan(2, KEYS))
    taken = of_type(events, E.PlanCardTaken)[0]
    assert taken.card in keys and taken.card in st.play_area(0) and len(st.play_area(2)) == 2
    assert st.zones["yard"][-2:] == [three[0], three[2]] and st.zones["solitary"][-1] == three[1]


def test_plan_uncovered_with_no_other_cards_in_play_draws_one():
    k = Cards()
    one = k.plan(HEADS, 1)
    three = k.plan(SWIM, 3)
    st, pu = lay_off_table(k, C.PLAN_UNCOVERED, hands=[k.plan(GUNS, 3) + k.plan(SPOON, 1), [], []],
                           play=[[], [], []], cell_block=one + three)
    st.apply(StartPlan(GUNS, 3))
    assert one[0] in st.hand(0)
    assert st.zones["solitary"][-3:] == three and st.pending.kind == "play"


def test_plan_uncovered_may_take_from_a_plan_you_have_no_card_of():
    k = Cards()
    st, pu = lay_off_table(k, C.PLAN_UNCOVERED, play=[[], k.plan(GUNS, 3), []])
    st.apply(LayOff(GUNS, 1))  # the only option is seat 1's Guns plan: taken automatically
    assert len(st.play_area(0)) == 2 and len(st.play_area(1)) == 2


# -- Returning Favors -------------------------------------------------------------------------
def test_returning_favors_first_player_to_the_left_with_one_gives_it_and_draws_a_replacement():
    k = Cards()
    raft2 = k.plan(RAFT, 1)
    raft1 = k.plan(RAFT, 1)
    repl = k.plan(SWIM, 1)
    st, rf = lay_off_table(k, C.RETURNING_FAVORS, hands=[k.plan(GUNS, 1) + k.plan(SPOON, 2),
                                                         k.plan(HEADS, 2) + raft1, raft2 + k.plan(KEYS, 2)],
                           cell_block=repl)
    st.apply(LayOff(GUNS, 1))
    assert st.pending.kind == "returning_favors" and len(st.legal_actions()) == 7
    events = st.apply(AskFavor(RAFT))
    asked = of_type(events, E.FavorAsked)
    assert asked == [E.FavorAsked(0, 1, RAFT, raft1[0])]  # seat 1 is asked first and has one
    assert raft1[0] in st.hand(0) and repl[0] in st.hand(1) and raft2[0] in st.hand(2)
    assert st.view(2).known[0] == (raft1[0],)


def test_returning_favors_nobody_has_one_nothing_happens():
    k = Cards()
    st, rf = lay_off_table(k, C.RETURNING_FAVORS)
    st.apply(LayOff(GUNS, 1))
    hand = list(st.hand(0))
    events = st.apply(AskFavor(FOG))
    assert [e.card for e in of_type(events, E.FavorAsked)] == [-1, -1]
    assert st.hand(0) == hand


def test_returning_favors_giver_draws_no_replacement_from_an_empty_cell_block():
    k = Cards()
    raft = k.plan(RAFT, 1)
    st, rf = lay_off_table(k, C.RETURNING_FAVORS, hands=[k.plan(GUNS, 1) + k.plan(SPOON, 2), raft, []],
                           cell_block=[], cell_block_exact=True)
    st.apply(LayOff(GUNS, 1))
    st.apply(AskFavor(RAFT))
    assert st.hand(1) == [] and raft[0] in st.hand(0)


# -- Ratted On --------------------------------------------------------------------------------
def test_ratted_on_draw_two_then_three_revealed_escapees_to_the_yard():
    k = Cards()
    two = k.plan(RAFT, 2)
    three = k.plan(SWIM, 1) + [k.infamous(KEYS), k.generic()[0]]
    st, ro = lay_off_table(k, C.RATTED_ON, cell_block=two + three)
    events = st.apply(LayOff(GUNS, 1))
    assert set(two) <= set(st.hand(0))
    assert st.zones["yard"][-2:] == three[1:] and st.zones["solitary"][-1] == three[0]
    assert [e.to for e in of_type(events, E.CardRevealed)] == ["solitary", "yard", "yard"]
    assert st.zones["action_discard"] == [ro]


def test_a_short_cell_block_gives_what_it_has_and_the_round_ends_after_the_turn():
    k = Cards()
    one = k.plan(RAFT, 1)
    st, ro = lay_off_table(k, C.RATTED_ON, cell_block=one, cell_block_exact=True)
    st.apply(LayOff(GUNS, 1))
    assert one[0] in st.hand(0) and not st.zones["cell_block"]
    assert st.pending.kind == "play"  # the turn goes on
    events = st.apply(kinds(st.legal_actions(), Discard)[0])
    assert of_type(events, E.RoundEnded)[0].reason == "cell_block_empty"


# -- Guard Help -------------------------------------------------------------------------------
def test_guard_help_lies_on_a_chosen_plan_which_can_then_be_foiled_with_five():
    k = Cards()
    g = k.generic()[0]
    st, gh = lay_off_table(k, C.GUARD_HELP, play=[[], k.plan(GUNS, 4), k.plan(KEYS, 5)], yard=[g, k.infamous(FOG)],
                           hands=[k.plan(GUNS, 1) + k.plan(KEYS, 1) + k.plan(SPOON, 2), [], k.plan(HEADS, 2)])
    st.apply(LayOff(KEYS, 1))
    assert st.pending.kind == "guard_help" and set(st.legal_actions()) == {PlaceAction(GUNS), PlaceAction(KEYS)}
    events = st.apply(PlaceAction(GUNS))
    assert of_type(events, E.ActionPlaced) == [E.ActionPlaced(0, gh, GUNS)]
    assert st.guard_help_on == GUNS and st.zones["on_plans"] == [gh]
    st.apply(LayOff(GUNS, 1))  # 4 + 1 = 5 Guns cards in play
    assert FoilPlan(GUNS, g, True) in st.legal_actions()
    assert not any(f.plan == KEYS for f in kinds(st.legal_actions(), FoilPlan))  # six Keys cards are not enough
    events = st.apply(FoilPlan(GUNS, g, True))
    assert E.ActionDiscarded(gh, "foiled") in events and st.guard_help_on == -1
    assert st.zones["action_discard"][-1] == gh


def test_guard_help_on_the_only_plan_in_play_is_placed_without_asking():
    k = Cards()
    st, gh = lay_off_table(k, C.GUARD_HELP)
    st.apply(LayOff(GUNS, 1))
    assert st.guard_help_on == GUNS and st.pending.kind == "play"


def test_guard_help_threshold_is_a_parameter():
    k = Cards()
    g = k.generic()[0]
    st = position(3, hands=[k.plan(SPOON, 2), [], []], play=[k.plan(GUNS, 2), k.plan(GUNS, 2), []], yard=[g],
                  guard_help_on=GUNS, rules=variant(guard_help_threshold=4))
    assert FoilPlan(GUNS, g, True) in st.legal_actions()


def test_guard_help_and_change_in_plan_go_to_the_action_discard_at_the_end_of_the_round():
    k = Cards()
    last = k.plan(SPOON, 1)[0]
    st = position(3, hands=[[last], k.plan(RAFT, 2), []], play=[k.plan(GUNS, 3), [], []], yard=[k.infamous(FOG)],
                  guard_help_on=GUNS, change_on=GUNS)
    events = st.apply(Discard(last))
    discarded = [e.card for e in of_type(events, E.ActionDiscarded)]
    assert sorted(discarded) == sorted([C.GUARD_HELP_CARD, C.CHANGE_IN_PLAN_CARD])
    assert set(discarded) <= set(st.zones["action_discard"]) and st.guard_help_on == st.change_on == -1


# -- Change in Plan ---------------------------------------------------------------------------
def test_change_in_plan_lets_the_foiler_use_any_escapee_but_not_co_conspirators():
    k = Cards()
    raft_man = k.infamous(RAFT)
    swim_man = k.infamous(SWIM)
    st, cip = lay_off_table(k, C.CHANGE_IN_PLAN, play=[[], k.plan(GUNS, 7), []],
                            hands=[k.plan(GUNS, 1) + [raft_man] + k.plan(SPOON, 2), [swim_man] + k.plan(HEADS, 2),
                                   []], yard=[k.infamous(FOG)])
    assert not kinds(st.legal_actions(), FoilPlan)
    st.apply(LayOff(GUNS, 1))
    assert st.change_on == GUNS  # the only plan in play: placed without asking
    foils = kinds(st.legal_actions(), FoilPlan)
    assert FoilPlan(GUNS, raft_man, False) in foils and FoilPlan(GUNS, C.infamous(FOG), True) in foils
    events = st.apply(FoilPlan(GUNS, raft_man, False))
    assert E.ActionDiscarded(cip, "foiled") in events
    # seat 1 holds only a non-matching Infamous Escapee: no co-conspirator offer
    assert st.pending.kind == "discard" and swim_man in st.hand(1)


# -- Warden -----------------------------------------------------------------------------------
def test_warden_each_player_clockwise_from_the_current_one_chooses():
    k = Cards()
    g0 = k.generic()[0]
    swim_man = k.infamous(SWIM)
    repl = k.plan(FOG, 2)
    keys1 = k.plan(KEYS, 3)
    st, w = lay_off_table(
        k, C.WARDEN,
        hands=[k.plan(GUNS, 1) + [g0] + k.plan(SPOON, 2), [swim_man] + k.plan(HEADS, 2), k.plan(RAFT, 2)],
        play=[k.plan(HEADS, 3), keys1 + k.plan(GUNS, 3), []], cell_block=repl, yard=[k.generic()[0]])
    st.apply(LayOff(GUNS, 1))
    # seat 0: an Escapee, or its Heads or Guns cards
    assert st.pending.kind == "warden" and st.pending.seat == 0
    assert set(st.legal_actions()) == {WardenToYard(g0), WardenDiscardPlan(HEADS), WardenDiscardPlan(GUNS)}
    events = st.apply(WardenToYard(g0))
    assert g0 in st.zones["yard"] and repl[0] in st.hand(0)
    assert of_type(events, E.EscapeeSentToYard)[0].reason == "warden"
    # seat 1 next
    assert st.pending.seat == 1 and st.pending.private
    events = st.apply(WardenDiscardPlan(KEYS))
    assert st.zones["solitary"][-3:] == keys1
    assert E.PlanLeftPlay(KEYS) in events
    # seat 2 has nothing in play and no Escapee: passes, and the Warden is done
    assert E.WardenPassed(2) in events
    assert st.pending.kind == "play" and st.zones["action_discard"] == [w]


def test_warden_with_a_single_possibility_makes_it_without_asking():
    k = Cards()
    st, w = lay_off_table(k, C.WARDEN, play=[[], k.plan(GUNS, 3), []])
    events = st.apply(LayOff(GUNS, 1))
    # seat 0 can only discard its Guns card, seat 1 only its Guns cards; seat 2 passes
    discards = of_type(events, E.WardenDiscardedPlan)
    assert [(e.seat, e.plan) for e in discards] == [(0, GUNS), (1, GUNS)]
    assert E.PlanLeftPlay(GUNS) in events and st.pending.kind == "play"


def test_warden_plan_leaving_play_takes_its_guard_help_along():
    k = Cards()
    st, w = lay_off_table(k, C.WARDEN, play=[[], k.plan(GUNS, 3), []], guard_help_on=GUNS)
    events = st.apply(LayOff(GUNS, 1))
    assert E.ActionDiscarded(C.GUARD_HELP_CARD, "left_play") in events and st.guard_help_on == -1


def test_warden_escapee_with_empty_cell_block_goes_without_replacement():
    k = Cards()
    g = k.generic()[0]
    st, w = lay_off_table(k, C.WARDEN, hands=[k.plan(GUNS, 1) + k.plan(SPOON, 2), [g] + k.plan(HEADS, 1), []],
                          play=[[], [], k.plan(GUNS, 3)], cell_block=[], cell_block_exact=True)
    st.apply(LayOff(GUNS, 1))
    # seat 0 only has its Guns card: discarded; seat 1: only the Escapee; seat 2: its Guns cards
    assert g in st.zones["yard"] and len(st.hand(1)) == 1


# -- the Action deck -------------------------------------------------------------------------
def test_the_action_deck_carries_over_between_rounds_and_is_reshuffled_only_when_exhausted():
    st = new_state(variant(), 3, 11)
    deck_before = list(st.zones["action_deck"])
    # play a round to its end with simple moves: draw, discard
    while st.round == 1:
        st.apply(st.legal_actions()[0] if st.pending.kind != "play" else kinds(st.legal_actions(), Discard)[0])
    assert st.zones["action_deck"] == deck_before  # untouched, not reshuffled

    k = Cards()
    rest = list(C.ACTION_DECK)
    st = position(3, hands=[k.plan(GUNS, 1) + k.plan(SPOON, 2), [], []], play=[[], k.plan(GUNS, 3), []],
                  yard=[k.infamous(FOG)])
    st.zones["action_discard"].extend(st.zones["action_deck"])
    st.zones["action_deck"].clear()
    events = st.apply(LayOff(GUNS, 1))
    shuffled = [e for e in events if type(e).__name__ == "Shuffled"]
    assert shuffled and shuffled[0].zone == "Action deck" and shuffled[0].size == len(rest)
    assert len(st.zones["action_deck"]) + len(st.zones["action_discard"]) + len(st.zones["on_plans"]) \
        + len(st.zones["action_active"]) == len(rest)
