"""Hints: the hard player's move and its reason in plain words, for every kind of decision, from the view only."""

from __future__ import annotations

import pytest

from game.alcatraz import actions as A
from game.alcatraz import cards as C
from game.alcatraz.positions import FOG, GUNS, HEADS, KEYS, RAFT, SPOON, SWIM, Cards, position
from game.alcatraz.search import HardBot
from game.engine import Rng
from tests.alcatraz.helpers import shuffle_hidden


def table(phase: str, **more):
    """A lively three-player table at ``phase`` for seat 0, with a choice to make."""
    k = Cards()
    spec = dict(
        hands=[k.plan(SPOON, 3) + k.plan(RAFT, 1) + k.plan(SWIM, 1) + k.generic(1) + [k.infamous(GUNS)],
               k.plan(GUNS, 2) + k.plan(FOG, 2) + k.generic(1),
               k.plan(HEADS, 2) + k.plan(KEYS, 3) + [k.infamous(FOG)]],
        play=[k.plan(GUNS, 4), k.plan(GUNS, 4) + k.plan(KEYS, 3), k.plan(FOG, 4)],
        yard=k.generic(2) + [k.infamous(RAFT)], solitary=k.plan(SWIM, 2) + k.plan(HEADS, 1) + k.plan(SPOON, 1),
        cell_block=[k.plan(RAFT, 1)[0], k.infamous(SWIM), k.plan(FOG, 1)[0]],
        action_discard=k.action(C.RATTED_ON, 2), round_points=[[6, 14, 2]], phase=phase)
    spec.update(more)
    return position(3, **spec)


def co_conspirator_question():
    st = table("play")
    foil = next(a for a in st.pending.actions if isinstance(a, A.FoilPlan) and a.plan == GUNS)
    st.apply(foil)
    return st


POSITIONS = {
    "draw": lambda: table("draw"),
    "play": lambda: table("play"),
    "discard": lambda: table("discard"),
    "work_detail": lambda: table(C.WORK_DETAIL),
    "cell_search": lambda: table(C.CELL_SEARCH),
    "plan_uncovered": lambda: table(C.PLAN_UNCOVERED),
    "returning_favors": lambda: table(C.RETURNING_FAVORS),
    "guard_help": lambda: table(C.GUARD_HELP),
    "change_in_plan": lambda: table(C.CHANGE_IN_PLAN),
    "warden": lambda: table(C.WARDEN),
    "co_conspirator": co_conspirator_question,
}


@pytest.mark.parametrize("kind", sorted(POSITIONS))
def test_every_decision_gets_the_hard_players_move_and_a_plain_reason(kind):
    st = POSITIONS[kind]()
    d = st.pending
    assert d.kind == kind and len(d.actions) > 1
    seat = d.seat
    advice = HardBot(seat, 7, st.variant).advise(st.view(seat), d)
    assert st.can_apply(advice.action)
    assert advice.action == HardBot(seat, 7, st.variant).choose(st.view(seat), d)  # the move it really makes
    text = advice.reason
    assert text.endswith(".") and "\n" not in text and 20 < len(text) < 220, text
    assert "Player" not in text and "seat" not in text.lower(), text  # players are named by where they sit
    # the same view, whatever lies hidden, gives the same advice
    for salt in range(3):
        twin = shuffle_hidden(st, seat, Rng(salt))
        assert twin.view(seat) == st.view(seat)
        assert HardBot(seat, 7, twin.variant).advise(twin.view(seat), twin.pending) == advice


def test_a_foil_hint_says_what_it_banks_and_who_else_is_in_the_plan():
    st = table("play")
    d = st.pending
    foil = next(a for a in d.actions if isinstance(a, A.FoilPlan) and a.plan == GUNS and not a.from_yard
                and a.escapee == C.infamous(GUNS))
    from game.alcatraz import advice
    from game.alcatraz.tactics import Table

    bot = HardBot(0, 7, st.variant)
    t = Table.from_view(st.view(0), 0, st.variant, bot._rules)
    text = advice.reason(st.view(0), t, foil, [foil], {})
    assert text == ("Foil the Gun Gallery Raid with Bernard Coy from your hand: that banks 18 points for you "
                    "before the player on your left can foil it.")


def test_the_hint_says_when_its_look_ahead_overruled_its_habit():
    from game.alcatraz import advice
    from game.alcatraz.tactics import Table

    st = table("play")
    bot = HardBot(0, 7, st.variant)
    t = Table.from_view(st.view(0), 0, st.variant, bot._rules)
    habit, other = A.Discard(st.hand(0)[4]), A.StartPlan(SPOON, 3)
    text = advice.reason(st.view(0), t, other, [habit, other], {1: [6.0, 3.0, 4.5]})
    assert text.startswith("Start the Spoon Tunnel with 3 cards: ")
    assert text.endswith("(in my tries it beat discarding a Bay Swim card by about 4 points).")


def test_the_hard_player_takes_solitarys_top_when_it_foils_a_plan_this_turn():
    """Its habits take the top of Solitary when that card, laid off with the others of its plan, reaches a foil
    and a fitting mastermind is to spare; the hint says so."""
    k = Cards()
    top = k.plan(KEYS, 1)
    st = position(2, phase="draw", hands=[k.plan(KEYS, 1) + k.plan(SPOON, 2) + k.generic(1), k.plan(FOG, 4)],
                  play=[k.plan(KEYS, 3), k.plan(KEYS, 3)], solitary=k.plan(SWIM, 1) + top)
    advice = HardBot(0, 3, st.variant).advise(st.view(0), st.pending)
    assert advice.action == A.DrawSolitary()
    assert advice.reason.startswith("Take a Stolen Keys card from Solitary: lay off your Stolen Keys cards with it")

    from game.alcatraz.tactics import CarefulHabits, Table

    bot = HardBot(0, 3, st.variant)
    t = Table.from_view(st.view(0), 0, st.variant, bot._rules)
    assert CarefulHabits(bot._rules).decide(t, "draw", st.pending.actions) == A.DrawSolitary()
    # without an Escapee to be its mastermind, the card does not foil anything this turn
    j = Cards()
    st = position(2, phase="draw", hands=[j.plan(KEYS, 1) + j.plan(SPOON, 3), j.plan(FOG, 4)],
                  play=[j.plan(KEYS, 3), j.plan(KEYS, 3)], solitary=j.plan(KEYS, 1))
    t = Table.from_view(st.view(0), 0, st.variant, bot._rules)
    assert CarefulHabits(bot._rules).decide(t, "draw", st.pending.actions) == A.DrawCellBlock()
