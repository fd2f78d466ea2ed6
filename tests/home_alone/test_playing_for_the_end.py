"""Computer players play for the end (RULINGS.md, "Playing for the end"): ahead, they end the game;
behind, they keep it going; and they say why (hints) from their own view only."""

from __future__ import annotations

import random

import pytest

from game.engine import Advice, make_bots
from game.home_alone.actions import STAY, MoveCrook, MoveKid
from game.home_alone.markers import TRAP, VALUABLE
from game.home_alone.reading import Reading
from game.home_alone.spec import SPEC
from game.home_alone.view import winners_of
from tests.home_alone.helpers import HOUSE, labelled, position

TEXT = HOUSE.replace("#.........F", "#.p.A.....F")
P, A = labelled(TEXT)["p"], labelled(TEXT)["A"]


def crook_choice(level, lead, kid_owner, seed=0):
    """Seat 0 to move with a 1 spun, seat ``kid_owner``'s Kid upright one step from the Crooks,
    seat 0 ``lead`` points ahead (or behind); other squares in reach are empty."""
    hidden = {"y": [(0, TRAP), (1, TRAP)], "z": [(0, "kid"), (1, "kid")]}
    st = position(TEXT, kids={kid_owner: "p"}, crooks=((2, 4), (2, 4)), spins=[1],
                  hidden={k: [x for x in v if x[0] != kid_owner or x[1] != "kid"] for k, v in hidden.items()},
                  spare=None)
    st.points[0] += lead  # only the standing matters here: shift seat 0's score by hand (not re-validated)
    st.apply(st.pending.actions[0])  # spin the 1
    bot = make_bots(SPEC, [level, level], seed, st.variant)[0]
    return st, bot


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("owner", [0, 1])
def test_a_leading_bot_catches_a_kid_in_reach_its_own_included(level, owner):
    catches = 0
    for seed in range(10):
        st, bot = crook_choice(level, +1, owner, seed)
        action = bot.choose(st.view(0), st.pending)
        catches += action.to == st.board.index(*P)
    assert catches >= (6 if level == "easy" else 10)  # easy now and then moves carelessly


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("owner", [0, 1])
def test_a_trailing_bot_never_ends_a_game_it_would_lose(level, owner):
    for seed in range(10):
        st, bot = crook_choice(level, -1, owner, seed)
        assert len(st.pending.actions) > 1
        action = bot.choose(st.view(0), st.pending)
        assert action.to != st.board.index(*P)


def test_a_leading_bot_keeps_its_kid_beside_the_crooks_and_a_trailing_one_runs():
    for lead, near in ((+1, True), (-1, False)):
        # seat 1 just moved a Crook; seat 0's Kid moves next, then it is seat 0's turn
        st = position(TEXT, kids={0: "A"}, crooks=((2, 4), (2, 4)), turn=2, spins=[2],
                      hidden={"y": [(0, TRAP), (1, TRAP)], "z": [(1, "kid")]}, spare=None)
        st.points[0] += lead
        st.apply(st.pending.actions[0])
        st.apply(st.pending.actions[0])
        assert st.pending.kind == "kids" and st.pending.seat == 0
        bot = make_bots(SPEC, ["hard", "hard"], 1, st.variant)[0]
        action = bot.choose(st.view(0), st.pending)
        to = st.kids[0] if action is STAY else action.to
        danger = Reading(st.view(0), 0, {}).reach.threat(st.crooks, to)
        assert (danger >= 0.75) if near else (danger <= 0.25), (lead, action, danger)


def test_winning_is_worked_out_like_the_rules():
    class Scores(Reading):
        def __init__(self, scores, ties):  # only what wins() and winners() read
            self.scores, self.n, self.ties = scores, len(scores), ties

    rng = random.Random(1)
    for _ in range(5000):
        n = rng.choice([2, 3, 4])
        scores = [rng.randint(0, 3) for _ in range(n)]
        delta = [rng.choice([0, 0, 1, -1, 0.5]) for _ in range(n)]
        caught = tuple(s for s in range(n) if rng.random() < 0.3)
        ties = rng.choice(["shared", "caught_kid_loses"])
        r = Scores(scores, ties)
        won = winners_of([scores[s] + delta[s] for s in range(n)], caught, ties)
        for seat in range(n):
            assert r.wins(seat, delta, caught) == (won == (seat,))


# -- hints: the hard bot's reason, from the seat's view only ------------------------------------------

def test_hard_advises_every_kind_of_decision_with_a_plain_reason():
    v = SPEC.standard()
    st = SPEC.new_game(v, 3, 4)
    bots = make_bots(SPEC, ["hard"] * 3, 4, v)
    seen: dict[str, str] = {}
    while not st.is_over and not {"hide", "spin", "crook", "kids"} <= set(seen):
        d = st.pending
        advice = bots[d.seat].advise(st.view(d.seat), d)
        assert isinstance(advice, Advice) and advice.action in d.actions
        assert advice.reason and "\n" not in advice.reason and len(advice.reason) < 160
        seen.setdefault(d.kind, advice.reason)
        st.apply(bots[d.seat].choose(st.view(d.seat), d) if not d.forced else d.actions[0])
    assert {"hide", "spin", "crook", "kids"} <= set(seen), seen
    assert seen["hide"].startswith("Hide ")
    assert seen["crook"].startswith(("Move Harry", "Move Marv"))


def test_a_hint_names_a_marker_the_seat_hid_and_nothing_it_may_not_know():
    def game(on_a, on_y):  # what seat 1 hid on A and on y: seat 0 cannot tell these apart
        st = position(TEXT, crooks=((2, 4), (2, 4)), spins=[3],
                      hidden={"A": [(0, "Tarantula"), (1, on_a)], "y": [(1, on_y)], "z": [(0, "kid"), (1, "kid")]},
                      spare=None)
        st.apply(st.pending.actions[0])
        return st

    def hint(st):
        bot = make_bots(SPEC, ["hard", "hard"], 0, st.variant)[0]
        bot.placed = {m: sq for sq, stack in st.squares.items() for m in stack if st.markers.owner(m) == 0}
        return bot.advise(st.view(0), st.pending)

    st, other = game(VALUABLE, TRAP), game(TRAP, VALUABLE)
    assert st.view(0) == other.view(0) and st.to_json() != other.to_json()
    advice = hint(st)
    assert advice.action == MoveCrook(advice.action.crook, st.board.index(*A))
    assert "booby-trap" in advice.reason  # "you hid a booby-trap there": seat 0 knows, it hid it
    assert hint(other) == advice  # the same view, the same hint: nothing of seat 1's leaks into it


def test_a_kid_move_hint_says_why():
    st = position(TEXT, kids={0: "A"}, crooks=((2, 4), (2, 4)), spins=[2], hidden={"z": [(1, "kid")]})
    st.apply(st.pending.actions[0])
    st.apply(next(a for a in st.pending.actions if isinstance(a, MoveCrook)))
    assert st.pending.kind == "kids"
    advice = make_bots(SPEC, ["hard", "hard"], 0, st.variant)[0].advise(st.view(0), st.pending)
    assert isinstance(advice.action, (MoveKid, type(STAY))) and "Kid" in advice.reason
