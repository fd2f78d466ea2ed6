"""Scoring a round and ending the game: Foiled! piles, the going-out bonus, 100 points, ties."""

from __future__ import annotations

from game.alcatraz import events as E
from game.alcatraz.actions import Discard, DrawCellBlock, FoilPlan
from game.alcatraz.constants import END_ROUND_LIMIT, END_TARGET, END_TIE_BREAK
from tests.alcatraz.helpers import FOG, GUNS, HEADS, KEYS, RAFT, SPOON, SWIM, Cards, kinds, of_type, position, variant


def end_round_by_going_out(st, seat=0):
    last = st.hand(seat)
    assert len(last) == 1
    return st.apply(Discard(last[0]))


def test_the_rulebook_scoring_example_scores_33():
    # 2+2+2+2+2+2+5+2+2+2+10 = 33: nine Plan cards, a Generic and an Infamous Escapee
    k = Cards()
    pile = k.plan(GUNS, 6) + k.generic(1) + k.plan(GUNS, 3) + [k.infamous(GUNS)]
    last = k.plan(SPOON, 1)
    st = position(3, hands=[k.plan(RAFT, 2), last, k.plan(HEADS, 2)], foiled=[[], [], pile], current=1,
                  yard=[k.infamous(FOG)])
    events = end_round_by_going_out(st, 1)
    scored = of_type(events, E.RoundScored)[0]
    assert scored.plan_points[2] == 18 and scored.escapee_points[2] == 15 and scored.points[2] == 33
    assert st.totals[2] == 33


def test_going_out_bonus_is_three_per_yard_escapee_after_a_foil():
    k = Cards()
    last = k.plan(SPOON, 1)
    yard = [k.infamous(FOG), k.generic()[0], k.infamous(RAFT)]
    st = position(3, hands=[last, k.plan(RAFT, 2), k.plan(HEADS, 2)], foiled=[[], k.plan(GUNS, 2), []], yard=yard)
    events = end_round_by_going_out(st)
    scored = of_type(events, E.RoundScored)[0]
    assert scored.bonus == (9, 0, 0) and scored.points == (9, 4, 0)
    assert of_type(events, E.RoundEnded)[0].reason == "went_out"


def test_going_out_with_no_foil_in_the_round_scores_the_yard_at_face_value_for_the_goer_only():
    k = Cards()
    last = k.plan(SPOON, 1)
    yard = [k.infamous(FOG), k.generic()[0]]
    st = position(3, hands=[last, k.plan(RAFT, 2), k.plan(HEADS, 2)], yard=yard, play=[[], k.plan(GUNS, 5), []])
    events = end_round_by_going_out(st)
    scored = of_type(events, E.RoundScored)[0]
    assert scored.points == (15, 0, 0)
    assert st.tally.no_foil_rounds == 1


def test_no_foil_face_value_is_a_parameter():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 1), k.plan(RAFT, 2), []], yard=[k.infamous(FOG), k.generic()[0]],
                  rules=variant(no_foil_face_value=False, bonus_per_escapee=4))
    events = end_round_by_going_out(st)
    assert of_type(events, E.RoundScored)[0].points == (8, 0, 0)


def test_an_empty_cell_block_ends_the_round_without_a_bonus():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 3), k.plan(RAFT, 2), []], yard=[k.infamous(FOG), k.generic()[0]],
                  foiled=[k.plan(GUNS, 1), [], []], cell_block=k.plan(HEADS, 1), cell_block_exact=True,
                  phase="draw")
    st.apply(DrawCellBlock())
    events = st.apply(kinds(st.legal_actions(), Discard)[0])
    scored = of_type(events, E.RoundScored)[0]
    assert scored.bonus == (0, 0, 0) and scored.points == (2, 0, 0)


def test_hands_and_plans_still_in_play_score_nothing():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 1), k.plan(RAFT, 9) + [k.infamous(SWIM)], []],
                  play=[k.plan(GUNS, 3), k.plan(KEYS, 7), []], foiled=[[], k.plan(HEADS, 1), []],
                  yard=[k.infamous(FOG)])
    events = end_round_by_going_out(st)
    assert of_type(events, E.RoundScored)[0].points == (3, 2, 0)


def test_foiled_piles_are_cleared_and_totals_carry_over():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 1), [], []], foiled=[[], k.plan(GUNS, 3), []], yard=[k.infamous(FOG)],
                  totals=[10, 20, 30])
    end_round_by_going_out(st)
    assert st.totals == [13, 26, 30]
    assert all(not st.zones[f"foiled{s}"] for s in range(3)) and st.round == 2


def test_the_game_ends_after_a_round_in_which_someone_reaches_100_and_the_highest_total_wins():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 1), [], []], foiled=[[], k.plan(GUNS, 3), k.plan(KEYS, 5)],
                  yard=[k.infamous(FOG)], totals=[50, 96, 95])
    events = end_round_by_going_out(st)
    assert st.is_over and st.winners == (2,) and st.end_reason == END_TARGET
    assert st.totals == [53, 102, 105]
    assert of_type(events, E.RoundBegan) == []


def test_below_the_target_the_game_goes_on():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 1), [], []], foiled=[[], k.plan(GUNS, 1), []],
                  yard=[k.infamous(FOG)], totals=[50, 90, 95])
    end_round_by_going_out(st)
    assert not st.is_over and st.round == 2


def test_the_target_is_a_parameter():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 1), [], []], foiled=[[], k.plan(GUNS, 1), []], yard=[k.infamous(FOG)],
                  totals=[10, 48, 0], rules=variant(target_score=50))
    end_round_by_going_out(st)
    assert st.is_over and st.winners == (1,)


def test_a_tie_at_the_top_is_a_shared_win():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 1), [], []], foiled=[[], k.plan(GUNS, 2), k.plan(KEYS, 3)],
                  yard=[k.infamous(FOG)], totals=[0, 100, 98])
    events = end_round_by_going_out(st)
    assert st.winners == (1, 2) and st.end_reason == END_TARGET
    assert of_type(events, E.GameOver)[0].winners == (1, 2)


def test_tie_break_variant_plays_another_round():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 1), [], []], foiled=[[], k.plan(GUNS, 2), k.plan(KEYS, 3)],
                  yard=[k.infamous(FOG)], totals=[0, 100, 98], rules=variant(tie_break_rounds=1))
    end_round_by_going_out(st)
    assert not st.is_over and st.round == 2 and st.tie_breaks == 1
    # the tie-break round ends: whoever leads now wins, even if still tied (shared)
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 1), [], []], foiled=[[], k.plan(GUNS, 2), k.plan(KEYS, 2)],
                  yard=[k.infamous(FOG)], totals=[0, 100, 100], rules=variant(tie_break_rounds=1), round=2)
    st.tie_breaks = 1
    end_round_by_going_out(st)
    assert st.is_over and st.end_reason == END_TIE_BREAK and st.winners == (1, 2)


def test_round_limit_stops_the_game_and_names_the_reason():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 1), [], []], foiled=[[], k.plan(GUNS, 2), []], yard=[k.infamous(FOG)],
                  rules=variant(max_rounds=3), round=3)
    end_round_by_going_out(st)
    assert st.is_over and st.end_reason == END_ROUND_LIMIT and st.winners == (1,)


def test_going_out_while_the_cell_block_is_empty_still_earns_the_bonus():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 1), [], []], yard=[k.infamous(FOG)], foiled=[[], k.plan(GUNS, 1), []],
                  cell_block=[], cell_block_exact=True)
    events = end_round_by_going_out(st)
    assert of_type(events, E.RoundEnded)[0].reason == "went_out"
    assert of_type(events, E.RoundScored)[0].bonus == (3, 0, 0)


def test_stats_count_points_by_source_foils_and_going_out():
    k = Cards()
    g = k.generic()[0]
    st = position(3, hands=[k.plan(SPOON, 1), [], []], play=[k.plan(GUNS, 4), k.plan(GUNS, 4), []], yard=[g, g + 1])
    st.apply(FoilPlan(GUNS, g, True))
    end_round_by_going_out(st)
    stats = st.stats()
    assert stats["rounds"] == 1 and stats["going_out_rate"] == 1.0
    assert stats["plan_card_points_per_round"] == 16 and stats["escapee_points_per_round"] == 5
    assert stats["going_out_bonus_per_round"] == 3 and stats["foils_gun_gallery_raid"] == 1
    assert stats["cards_dealt"] == 30 + 30  # the position's game was dealt, then round 2


def test_a_round_that_goes_on_too_long_ends_as_if_the_cell_block_were_empty():
    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 2), k.plan(RAFT, 2), []], yard=[k.infamous(FOG)],
                  foiled=[[], k.plan(GUNS, 1), []], rules=variant(max_round_turns=20))
    st.round_turns = 20
    events = st.apply(kinds(st.legal_actions(), Discard)[0])
    ended = of_type(events, E.RoundEnded)[0]
    assert ended.reason == "turn_limit" and "too long" in ended.describe(["A", "B", "C"])
    assert of_type(events, E.RoundScored)[0].points == (0, 2, 0)
    assert st.stats()["stalled_rounds"] == 1 and st.round_turns == 1
