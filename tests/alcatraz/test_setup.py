"""Setting up a round: the Yard reveal (and its 20-card fallback), the deal, the dealer passing left."""

from __future__ import annotations

import pytest

from game.alcatraz import cards as C
from game.alcatraz import events as E
from game.alcatraz.actions import Discard, DrawCellBlock
from game.alcatraz.rules import new_state
from game.alcatraz.spec import SPEC
from game.engine import StateError
from tests.alcatraz.helpers import FOG, GUNS, RAFT, SPOON, Cards, of_type, position, stacked_deck, variant


@pytest.mark.parametrize("n", [2, 3, 4])
def test_ten_cards_dealt_to_each_player_whatever_the_count(n):
    st = new_state(variant(), n, seed=n)
    assert [len(st.hand(s)) for s in range(n)] == [10] * n
    assert st.tally.cards_dealt == 10 * n
    st.validate()


def test_yard_reveal_stops_at_the_first_escapee_and_the_rest_go_to_solitary():
    k = Cards()
    reveal = k.plan(RAFT, 2) + k.plan(SPOON, 1) + [k.infamous(GUNS)]
    st = new_state(variant(), 3, 0, deck=stacked_deck(3, reveal, []))
    assert st.zones["yard"] == [C.infamous(GUNS)]
    assert st.zones["solitary"] == reveal[:3]
    revealed = of_type(st.opening_events, E.CardRevealed)
    assert [(e.card, e.to) for e in revealed] == [(reveal[0], "solitary"), (reveal[1], "solitary"),
                                                   (reveal[2], "solitary"), (reveal[3], "yard")]


def test_no_escapee_in_twenty_revealed_cards_the_dealer_searches_the_deck():
    k = Cards()
    reveal = k.plan(RAFT, 12) + k.plan(SPOON, 8)  # twenty Plan cards, then an Escapee would come next
    st = new_state(variant(), 3, 5, deck=stacked_deck(3, reveal + [k.infamous(FOG)], []))
    assert st.zones["solitary"] == reveal
    assert len(st.zones["yard"]) == 1 and C.IS_ESCAPEE[st.zones["yard"][0]]
    searched = of_type(st.opening_events, E.YardSearched)
    assert len(searched) == 1 and searched[0].revealed == 20
    assert st.tally.yard_searches == 1
    # the deck is reshuffled after the search
    shuffles = [e for e in st.opening_events if type(e).__name__ == "Shuffled"]
    assert shuffles and shuffles[-1].zone == "Cell Block"


def test_reveal_limit_is_a_parameter():
    k = Cards()
    reveal = k.plan(RAFT, 5)
    st = new_state(variant(reveal_limit=5), 3, 5, deck=stacked_deck(3, reveal + [k.infamous(FOG)], []))
    assert st.zones["solitary"] == reveal
    assert st.tally.yard_searches == 1


def test_the_deal_goes_one_card_at_a_time_clockwise_from_the_dealers_left():
    k = Cards()
    reveal = [k.infamous(RAFT)]
    deck = stacked_deck(3, reveal, [])
    st = new_state(variant(), 3, 0, deck=deck)
    dealt = deck[1:31]
    for s in range(3):
        assert st.hand(s) == dealt[s::3]
    assert st.dealer == 2 and st.current == 0


def test_first_player_is_left_of_the_dealer_and_the_dealer_passes_left_each_round():
    st = position(3, hands=[[0, 1], [12], [24]], cell_block=[36], cell_block_exact=True, current=1,
                  phase="draw")
    assert st.dealer == 0
    st.apply(DrawCellBlock())  # takes the last card: the round ends after this turn
    st.apply(next(a for a in st.legal_actions() if isinstance(a, Discard)))
    assert st.round == 2 and st.dealer == 1 and st.current == 2
    assert [len(st.hand(s)) for s in range(3)] == [10, 10, 10]


def test_stacked_deck_must_hold_every_plans_card_once():
    with pytest.raises(StateError):
        new_state(variant(), 3, 0, deck=[0] * 98)
    with pytest.raises(StateError):
        new_state(variant(), 3, 0, deck=list(range(97)))


def test_stacked_action_deck_is_used_top_first():
    k = Cards()
    warden = k.action(C.WARDEN)
    deck = stacked_deck(3, [k.infamous(RAFT)], [], actions=warden)
    st = new_state(variant(), 3, 0, deck=deck)
    assert st.zones["action_deck"][-1] == warden[0]


def test_two_to_four_players():
    with pytest.raises(ValueError):
        SPEC.new_game(variant(), 5, 0)
    with pytest.raises(ValueError):
        SPEC.new_game(variant(), 1, 0)


def test_at_the_end_of_a_round_every_plans_card_is_gathered_and_reshuffled():
    k = Cards()
    last = k.plan(SPOON, 1)
    st = position(3, hands=[last, k.plan(RAFT, 4), k.plan(GUNS, 3)], play=[k.plan(FOG, 3), k.plan(GUNS, 2), []],
                  foiled=[[], k.plan(RAFT, 2), []], solitary=k.plan(SPOON, 2), yard=[k.infamous(FOG)])
    events = st.apply(Discard(last[0]))
    gathered = of_type(events, E.PlansGathered)
    assert gathered and gathered[0].count == 98
    assert any(type(e).__name__ == "Shuffled" and e.zone == "Cell Block" for e in events)
    assert all(not st.zones[f"{z}{s}"] for z in ("play", "foiled") for s in range(3))
    assert all(len(st.hand(s)) == 10 for s in range(3))
    setup = [e.card for e in of_type(events, E.CardRevealed)]
    assert st.zones["solitary"] == setup[:-1] and st.zones["yard"] == setup[-1:]
    assert st.known == [[], [], []]
    st.validate()
