"""One test per ruling of RULINGS.md, "Home Alone" (and per ruling we decided where it is
silent), each from a chosen position that would break if the rule were broken."""

from __future__ import annotations

import pytest

from game.engine import GameOver, IllegalActionError, Match, SeatInfo, TurnBegan, VariantCatalog
from game.home_alone.board import FLOOR, START, TREEHOUSE, default_board
from game.home_alone.markers import KID, TRAP, TRAP_NAMES, VALUABLE, VALUABLE_NAMES, MarkerSet
from game.home_alone.rules import (
    CROOK_STEP,
    ESCAPE,
    ESCAPE_SPIN,
    HIDE,
    KIDS,
    OVER,
    SPIN,
    SPIN_ACTION,
    STAY,
    CrookMoved,
    HideMarker,
    HomeAloneState,
    KidCaught,
    KidEscaped,
    KidFound,
    KidMoved,
    KidOut,
    KidsComeOut,
    KidStayed,
    KidToTreehouse,
    LastRound,
    MarkerHidden,
    MarkerTaken,
    MoveCrook,
    MoveKid,
    Spun,
)
from game.home_alone.spec import SPEC
from tests.home_alone.helpers import HOUSE, first, labelled, position

CATALOG = VariantCatalog(SPEC.schema, SPEC.variants_dir)


def sq_of(st, text, label):
    x, y = labelled(text)[label]
    return st.board.index(x, y)


def spin(st):
    assert st.step in (SPIN, ESCAPE_SPIN)
    return st.apply(SPIN_ACTION)


def hide_all(st, chooser=lambda st: st.pending.actions[0]):
    while st.step == HIDE:
        st.apply(chooser(st))


# -- players and markers ------------------------------------------------------------------------

def test_two_to_four_players():
    assert (SPEC.min_players, SPEC.max_players) == (2, 4)
    for n in (2, 3, 4):
        assert SPEC.new_game(SPEC.standard(), n, 1).num_players == n
    for n in (1, 5):
        with pytest.raises(ValueError):
            SPEC.new_game(SPEC.standard(), n, 1)
        with pytest.raises(ValueError):
            HomeAloneState.new(SPEC.standard(), n, 1)


def test_each_player_has_16_traps_8_valuables_and_a_kid():
    st = SPEC.new_game(SPEC.standard(), 4, 3)
    mk = st.markers
    for seat in range(4):
        kinds = [mk.kind(m) for m in st.supply[seat]]
        assert (kinds.count(TRAP), kinds.count(VALUABLE), kinds.count(KID)) == (16, 8, 1)
        assert sorted(mk.owner(m) for m in st.supply[seat]) == [seat] * 25
    assert len(TRAP_NAMES) == 16 and TRAP_NAMES.count("Paint Can") == 2
    assert len(VALUABLE_NAMES) == 8 and "Credit Cards" in VALUABLE_NAMES
    assert MarkerSet().name(MarkerSet().kid_of(1)) == "Kid"


# -- editions ---------------------------------------------------------------------------------------

def test_editions_are_built_in_variants():
    us, std, ca, peek = (CATALOG.get(n) for n in ("us", "standard", "canadian", "peek"))
    assert dict(us.params) == dict(std.params) == dict(SPEC.standard().params)
    assert (us.randomizer, us.spin_low, us.spin_high, us.distance, us.diagonals, us.markers_per_square) == \
        ("spinner", 1, 4, "exact", True, 4)
    assert (ca.randomizer, ca.spin_low, ca.spin_high, ca.distance, ca.diagonals, ca.markers_per_square) == \
        ("die", 1, 6, "up_to", False, 3)
    assert peek.own_markers == "peek" and std.own_markers == "memory"
    assert "US" in std.description and std.name == "standard"


@pytest.mark.parametrize("name,low,high", [("us", 1, 4), ("canadian", 1, 6)])
def test_spinner_gives_1_to_4_and_die_1_to_6(name, low, high):
    v = CATALOG.get(name)
    seen = set()
    for seed in range(40):
        st = position(params=dict(v.params), crooks=("A", "A"), text=HOUSE.replace("#.........F", "#A........F"))
        st.rng.seed(seed)
        ev = spin(st)
        seen.add(first(ev, Spun).number)
        assert first(ev, Spun).device == v.randomizer
    assert seen == set(range(low, high + 1))


# -- hiding ---------------------------------------------------------------------------------------------

def test_markers_are_hidden_only_on_house_floor():
    st = SPEC.new_game(SPEC.standard(), 2, 5)
    board = st.board
    squares = {a.square for a in st.pending.actions}
    assert squares == set(board.hideable)
    assert all(board.kind(s) == FLOOR for s in squares)
    for bad in (board.handle_bars[0], board.doors[0], board.footprint_windows[0], board.treehouse[0], board.start):
        with pytest.raises(IllegalActionError, match="only be hidden on house floor"):
            st.apply(HideMarker(bad))


@pytest.mark.parametrize("edition,cap", [("us", 4), ("canadian", 3)])
def test_one_marker_per_player_per_square_and_the_edition_limit(edition, cap):
    v = CATALOG.get(edition).with_params(SPEC.schema, hide_batch=1)
    st = SPEC.new_game(v, 4, 5)
    target = st.board.hideable[10]
    for seat in range(4):
        assert st.pending.seat == seat
        legal = {a.square for a in st.pending.actions}
        if seat < cap:
            assert target in legal
            st.apply(HideMarker(target))
        else:
            assert target not in legal
            with pytest.raises(IllegalActionError, match="most allowed"):
                st.apply(HideMarker(target))
            st.apply(st.pending.actions[0])
    assert st.pending.seat == 0
    assert target not in {a.square for a in st.pending.actions}
    with pytest.raises(IllegalActionError, match="one per player"):
        st.apply(HideMarker(target))


def test_everyone_sees_where_markers_lie_but_not_what_they_are():
    st = SPEC.new_game(SPEC.standard(), 3, 8)
    target = st.board.hideable[0]
    marker = st.supply[0][0]
    events = st.apply(HideMarker(target))
    ev = first(events, MarkerHidden)
    assert ev.marker == marker and ev.name
    other = ev.redact(1)
    assert other.marker == -1 and other.name == "" and other.kind == "" and other.square == target
    assert ev.redact(0) == ev and ev.redact(None) == ev
    v1 = st.view(1)
    assert v1.hidden == {target: (0,)} and v1.known == {}
    assert st.view(0).known == {marker: target}


def test_each_player_hides_all_markers_in_one_private_step_by_default():
    st = SPEC.new_game(SPEC.standard(), 3, 2)
    order = []
    while st.step == HIDE:
        assert st.pending.private and st.pending.kind == HIDE
        order.append(st.pending.seat)
        st.apply(st.pending.actions[len(order) % len(st.pending.actions)])
    assert order == [0] * 25 + [1] * 25 + [2] * 25
    assert st.step == SPIN and st.turn == 1 and st.current == 0


def test_hiding_in_rounds_with_a_smaller_batch():
    st = SPEC.new_game(SPEC.standard().with_params(SPEC.schema, hide_batch=10), 2, 2)
    order = []
    while st.step == HIDE:
        order.append(st.pending.seat)
        st.apply(st.pending.actions[0])
    assert order == [0] * 10 + [1] * 10 + [0] * 10 + [1] * 10 + [0] * 5 + [1] * 5


def test_the_order_markers_are_hidden_in_is_private_and_random():
    a = SPEC.new_game(SPEC.standard(), 2, 1)
    b = SPEC.new_game(SPEC.standard(), 2, 2)
    assert a.supply[0] != b.supply[0]
    # the view of the other seat does not show it
    assert a.view(1).to_hide == tuple(a.supply[1]) and a.view(1).supply_left == (25, 25)
    assert "Hide your" in a.pending.prompt and a.markers.name(a.supply[0][0]) in a.pending.prompt


def _played_position(own_markers):
    v = SPEC.standard().with_params(SPEC.schema, own_markers=own_markers)
    st = SPEC.new_game(v, 2, 4)
    hide_all(st)
    return st


def test_memory_rule_nobody_sees_own_markers_after_hiding():
    st = _played_position("memory")
    assert st.step == SPIN
    for seat in (0, 1):
        assert st.view(seat).known == {}
    assert len(st.view(None).known) == 50  # an observer sees everything


def test_peek_lets_the_owner_look_during_their_own_turn_only():
    st = _played_position("peek")
    mine = {m for m in st.markers.of_seat(0)}
    assert set(st.view(0).known) == mine
    assert st.view(1).known == {}
    # after seat 0's turn it is seat 1's turn: now seat 1 may peek and seat 0 may not
    while st.current == 0 and not st.is_over:
        st.apply(st.pending.actions[0])
    assert st.view(0).known == {} or st.is_over
    if not st.is_over:
        assert set(st.view(1).known) <= set(st.markers.of_seat(1)) and st.view(1).known


def test_known_variant_always_shows_own_markers():
    st = _played_position("known")
    assert st.view(1).known and all(st.markers.owner(m) == 1 for m in st.view(1).known)


# -- a turn -------------------------------------------------------------------------------------------

CORRIDORS = """
########
#a..####
########
#b.#zy##
########
"""


def test_a_turn_is_a_spin_then_either_crook_moves_exactly_the_number():
    st = position(crooks=((6, 10), "z"), spins=[3])
    assert st.pending.kind == SPIN and st.pending.actions == (SPIN_ACTION,)
    ev = spin(st)
    assert first(ev, Spun).number == 3 and Spun.reveals
    assert st.pending.kind == CROOK_STEP and st.pending.seat == 0
    crooks = {a.crook for a in st.pending.actions}
    assert crooks == {0, 1}
    for a in st.pending.actions:
        path = st.legal_info[a.crook][a.to]
        assert len(path) == 4 and len(set(path)) == 4 and path[0] == st.crooks[a.crook]
    a = st.pending.actions[0]
    ev = st.apply(a)
    moved = first(ev, CrookMoved)
    assert moved.crook == a.crook and moved.path[-1] == a.to and len(moved.path) == 4


@pytest.mark.parametrize("share", [True, False])
def test_a_crook_decision_lists_harrys_moves_before_marvs(share):
    """The bots take each Crook's moves as one slice of the list (bots._split)."""
    st = position(crooks=((6, 10), "z"), spins=[2], params={"crooks_share_square": share})
    spin(st)
    assert [a.crook for a in st.pending.actions] == sorted(a.crook for a in st.pending.actions)


def test_canadian_edition_moves_up_to_the_number():
    st = position(params=dict(CATALOG.get("canadian").params), crooks=((6, 10), (6, 10)), spins=[3])
    spin(st)
    lengths = {len(st.legal_info[a.crook][a.to]) - 1 for a in st.pending.actions}
    assert lengths == {1, 2, 3}


def test_if_neither_crook_can_move_the_number_one_moves_as_far_as_possible():
    st = position(CORRIDORS, crooks=("a", "b"), spins=[4, 1])
    spin(st)
    assert st.pending.actions == (MoveCrook(0, sq_of(st, CORRIDORS, "a") + 2),)
    assert st.move_len == 2 and "2 squares" in st.pending.prompt
    st.apply(st.pending.actions[0])
    # next turn, a 1: both Crooks can move, so both are offered
    spin(st)
    assert {a.crook for a in st.pending.actions} == {0, 1} and st.move_len == 1


def test_crook_takes_every_marker_where_it_ends_valuables_to_the_van_traps_to_the_crooks():
    text = HOUSE.replace("#.........F", "#.A.......F")
    # the Crooks stand on the handle bar at (2, 4), one diagonal step from A at (3, 5)
    st = position(text, players=3, hidden={"A": [(0, TRAP), (1, VALUABLE), (2, TRAP)]},
                  crooks=((2, 4), (2, 4)), spins=[1])
    a = sq_of(st, text, "A")
    before = list(st.points)
    spin(st)
    ev = st.apply(MoveCrook(0, a))
    taken = [e for e in ev if isinstance(e, MarkerTaken)]
    assert {(e.owner, e.kind, e.pile) for e in taken} == {(0, TRAP, "crooks"), (1, VALUABLE, "van"),
                                                         (2, TRAP, "crooks")}
    assert all(e.reveals for e in taken)
    assert [p - b for p, b in zip(st.points, before)] == [1, -1, 1]
    assert a not in st.squares
    assert st.view(1).van[-1] in st.markers.of_seat(1)


def test_pieces_pass_over_markers_and_kids_only_the_end_square_counts():
    # a corridor: four steps from a end at e, over b (a hidden valuable) and c (an upright Kid)
    text = """
#########
#a.bce###
#########
#yz######
#########
"""
    st = position(text, hidden={"b": [(1, VALUABLE)]}, kids={1: "c"}, crooks=("a", "a"), spins=[4])
    spin(st)
    a, b, c, e = (sq_of(st, text, x) for x in "abce")
    assert st.pending.actions == (MoveCrook(0, e), MoveCrook(1, e))
    ev = st.apply(MoveCrook(0, e))
    assert b in first(ev, CrookMoved).path and c in first(ev, CrookMoved).path
    assert st.squares.get(b), "the marker passed over stays hidden"
    assert st.kids[1] == c and not st.caught and not any(isinstance(x, MarkerTaken) for x in ev)


def test_kid_found_stands_up_and_its_owner_spins_again_to_get_away():
    text = HOUSE.replace("#.........F", "#.A.......F")
    st = position(text, hidden={"A": [(1, KID), (0, TRAP)]}, crooks=((2, 4), (2, 4)), spins=[1, 2])
    a = sq_of(st, text, "A")
    spin(st)
    ev = st.apply(MoveCrook(0, a))
    found = first(ev, KidFound)
    assert (found.seat, found.square) == (1, a) and found.reveals
    assert st.kids[1] == a
    assert st.pending.kind == ESCAPE_SPIN and st.pending.seat == 1
    ev = spin(st)
    assert first(ev, Spun).purpose == "escape" and first(ev, Spun).number == 2
    assert st.pending.kind == ESCAPE and st.pending.seat == 1
    assert STAY not in st.pending.actions  # getting away is not optional
    assert all(len(st.legal_info[0][x.to]) == 3 for x in st.pending.actions)
    ev = st.apply(st.pending.actions[0])
    assert isinstance(ev[0], KidEscaped)
    assert st.kids[1] not in st.crooks


def test_kids_move_after_the_crook_current_player_first_then_in_turn_order():
    text = HOUSE.replace("#.........F", "#.p.q.r...F")
    st = position(text, players=3, kids={0: "p", 1: "q", 2: "r"}, crooks=((6, 10), (6, 10)), current=1, turn=2,
                  spins=[2])
    spin(st)
    st.apply(st.pending.actions[0])
    order = []
    while st.pending.kind == KIDS:
        order.append(st.pending.seat)
        assert st.pending.actions[0] is STAY and st.move_len == 2
        assert all(isinstance(a, MoveKid) for a in st.pending.actions[1:])
        for a in st.pending.actions[1:]:
            assert len(st.legal_info[0][a.to]) == 3
        ev = st.apply(st.pending.actions[-1])
        assert isinstance(ev[0], (KidMoved, KidToTreehouse))
    assert order == [1, 2, 0]
    assert st.pending.kind == SPIN and st.current == 2


def test_a_kid_may_stay_put():
    text = HOUSE.replace("#.........F", "#.p.......F")
    st = position(text, kids={0: "p"}, crooks=((6, 10), (6, 10)), spins=[2])
    spin(st)
    st.apply(st.pending.actions[0])
    where = st.kids[0]
    ev = st.apply(STAY)
    assert isinstance(ev[0], KidStayed) and st.kids[0] == where


def test_a_kid_never_ends_on_a_crooks_square():
    text = """
#######
#zy...#
#.p.c.#
#.....#
#######
"""
    st = position(text, kids={0: "p"}, crooks=("c", (1, 3)), spins=[2])
    spin(st)
    c = sq_of(st, text, "c")
    # move the other Crook somewhere harmless, keeping c where it is
    st.apply(MoveCrook(1, st.board.index(3, 3)))
    assert st.pending.kind == KIDS
    ends = {a.to for a in st.pending.actions[1:]}
    assert c not in ends and st.crooks[1] not in ends
    with pytest.raises(IllegalActionError, match="never ends on a Crook"):
        st.apply(MoveKid(c))


def test_a_kid_passes_over_a_crook():
    text = """
#######
#zy...#
#.pcq.#
#.....#
#######
"""
    st = position(text, kids={0: "p"}, crooks=("c", "c"), spins=[2])
    spin(st)
    st.apply(MoveCrook(1, sq_of(st, text, "c") + 7 + 1))  # crook 1 steps away two squares down-right
    q = sq_of(st, text, "q")
    assert MoveKid(q) in st.pending.actions  # p -> c -> q, over the Crook on c


def test_a_kid_on_a_handle_bar_goes_straight_to_the_treehouse():
    text = HOUSE.replace("#H........#", "#Hp.......#")
    st = position(text, kids={1: "p"}, crooks=((6, 10), (6, 10)), spins=[1])
    spin(st)
    st.apply(st.pending.actions[0])
    assert st.pending.kind == KIDS and st.pending.seat == 1
    bar = st.board.index(2, 4)
    ev = st.apply(MoveKid(bar))
    jump = first(ev, KidToTreehouse)
    assert jump.handle_bar == bar and st.board.kind(st.kids[1]) == TREEHOUSE == st.board.kind(jump.square)


def test_kids_and_crooks_alike_walk_in_and_out_of_the_treehouse_by_the_ladder():
    st = position(crooks=((5, 1), (5, 1)), kids={0: (2, 1)}, spins=[2, 2])
    spin(st)
    ends = {a.to for a in st.pending.actions}
    ladder = st.board.ladders[0]
    assert ladder in ends  # Crooks may stand on the ladder
    st.apply(MoveCrook(0, ladder))
    assert st.pending.kind == KIDS
    out = {st.board.kind(a.to) for a in st.pending.actions[1:]}
    assert "yard" in out  # down the ladder and off across the yard (past the Crook on the ladder)
    with pytest.raises(IllegalActionError):
        st.apply(MoveKid(ladder))


def test_a_crook_climbs_the_ladder_and_catches_a_kid_in_the_treehouse():
    st = position(crooks=((5, 1), (5, 2)), kids={1: (1, 1)}, spins=[4])
    spin(st)
    kid = st.board.index(1, 1)
    assert st.board.kind(kid) == TREEHOUSE and MoveCrook(0, kid) in st.pending.actions
    ev = st.apply(MoveCrook(0, kid))
    path = first(ev, CrookMoved).path
    assert st.board.ladders[0] in path  # up the ladder: the only way in
    assert first(ev, KidCaught).seat == 1 and st.is_over and st.end_reason == "caught"


def test_safe_treehouse_keeps_the_old_haven_crooks_never_enter():
    st = position(params={"safe_treehouse": True}, crooks=((5, 1), (5, 2)), kids={1: (1, 1)}, spins=[4, 2])
    spin(st)
    kid = st.board.index(1, 1)
    assert not any(st.board.kind(a.to) == TREEHOUSE for a in st.pending.actions)
    with pytest.raises(IllegalActionError, match="never enter the Treehouse"):
        st.apply(MoveCrook(0, kid))
    st.apply(MoveCrook(0, st.board.ladders[0]))  # the ladder itself is fine
    assert not st.is_over


def test_a_kid_may_be_caught_by_its_own_player_and_catching_is_never_compulsory():
    text = HOUSE.replace("#.........F", "#.p.......F")
    st = position(text, kids={0: "p"}, crooks=((2, 4), (2, 4)), spins=[1])
    spin(st)
    p = sq_of(st, text, "p")
    others = [a for a in st.pending.actions if a.to != p]
    assert MoveCrook(0, p) in st.pending.actions and others  # own Kid in reach, other moves as well
    st.apply(others[0])
    assert not st.is_over
    st = position(text, kids={0: "p"}, crooks=((2, 4), (2, 4)), spins=[1])
    spin(st)
    ev = st.apply(MoveCrook(1, p))
    assert first(ev, KidCaught).seat == 0 and st.is_over and st.end_reason == "caught"


def test_a_crook_on_a_handle_bar_is_not_carried_to_the_treehouse():
    text = HOUSE.replace("#H........#", "#Hc.......#")
    st = position(text, crooks=("c", "c"), spins=[1])
    spin(st)
    bar = st.board.index(2, 4)
    ev = st.apply(MoveCrook(0, bar))
    assert st.crooks[0] == bar and not any(isinstance(e, KidToTreehouse) for e in ev)


def test_a_kid_zipping_to_the_treehouse_never_lands_on_a_crook_there():
    text = HOUSE.replace("#H........#", "#Hp.......#")
    st = position(text, kids={1: "p"}, crooks=((1, 1), (6, 10)), spins=[1])
    spin(st)
    st.apply(MoveCrook(1, st.pending.actions[-1].to))
    ev = st.apply(MoveKid(st.board.index(2, 4)))
    jump = first(ev, KidToTreehouse)
    assert jump.square == st.board.index(2, 1) != st.crooks[0]


def test_crooks_start_on_the_start_square_by_the_front_door():
    st = SPEC.new_game(SPEC.standard(), 2, 1)
    board = default_board()
    assert st.crooks == [board.start, board.start] and board.kind(board.start) == START
    assert any(abs(board.xy(d)[0] - board.xy(board.start)[0]) + abs(board.xy(d)[1] - board.xy(board.start)[1]) == 1
               for d in board.doors)


# -- the end -----------------------------------------------------------------------------------------------

def test_a_crook_ending_on_an_upright_kid_catches_it_and_the_game_ends():
    text = HOUSE.replace("#.........F", "#.p.......F")
    st = position(text, kids={1: "p"}, crooks=((2, 4), (2, 4)), spins=[1])
    p = sq_of(st, text, "p")
    spin(st)
    ev = st.apply(MoveCrook(0, p))
    caught = first(ev, KidCaught)
    assert (caught.seat, caught.square) == (1, p)
    over = first(ev, GameOver)
    assert st.is_over and st.end_reason == "caught" and st.step == OVER and "caught" in over.reason
    assert st.stats()["kids_caught"] == 1


def test_the_game_ends_when_no_valuables_or_traps_remain_hidden():
    text = HOUSE.replace("#.........F", "#.A......BF")
    # the Kids are still hidden on B, but no score can change any more
    st = position(text, hidden={"A": [(0, VALUABLE)], "B": [(0, KID), (1, KID)]}, crooks=((2, 4), (2, 4)),
                  spins=[1], spare=None)
    assert st.hidden_left == 1
    spin(st)
    ev = st.apply(MoveCrook(0, sq_of(st, text, "A")))
    assert st.is_over and st.end_reason == "cleared"
    assert isinstance(ev[-1], GameOver)


def play_turn(st):
    """Spin, move the first Crook listed, keep every Kid where it is."""
    events = spin(st)
    events += st.apply(st.pending.actions[0])
    while st.pending is not None and st.pending.kind == KIDS:
        events += st.apply(STAY)
    return events


def test_the_family_default_announces_a_round_limit_with_a_last_round_warning():
    v = SPEC.standard()
    assert v.round_limit > 0 and CATALOG.get("us").round_limit == v.round_limit
    st = position(players=3, params={"round_limit": 4}, crooks=((6, 10), (6, 10)), turn=9, spins=[1] * 6)
    assert st.current == 2 and st.view(0).round == 3 and st.view(0).round_limit == 4
    assert st.view(0).rounds_left == 1 and not st.view(0).last_round
    warned = [e for e in play_turn(st) if isinstance(e, LastRound)]  # turn 9 ends round 3
    assert st.view(1).round == 4 and st.view(1).last_round and st.view(1).rounds_left == 0
    assert [e.rounds for e in warned] == [4] and "Last round" in warned[0].describe(["A", "B", "C"])
    for _ in range(2):
        assert not any(isinstance(e, LastRound) for e in play_turn(st)) and not st.is_over
    ev = play_turn(st)
    assert st.is_over and st.end_reason == "last_round" and st.turn == 12 and st.round == 4
    assert isinstance(ev[-1], GameOver) and "last round" in ev[-1].reason


def test_a_kid_may_still_be_caught_in_the_last_round():
    text = HOUSE.replace("#.........F", "#.p.......F")
    st = position(text, kids={1: "p"}, crooks=((2, 4), (2, 4)), params={"round_limit": 3}, turn=6, spins=[1])
    spin(st)
    st.apply(MoveCrook(0, sq_of(st, text, "p")))
    assert st.is_over and st.end_reason == "caught"


def test_classic_has_only_the_rulebooks_endings_and_a_safety_stop():
    classic = CATALOG.get("classic")
    assert classic.round_limit == 0 and not classic.safe_treehouse and classic.turn_limit >= 400
    st = position(params={"round_limit": 0, "turn_limit": 12}, crooks=((6, 10), (6, 10)), turn=11, spins=[1, 1])
    assert st.view(0).round_limit == 0 and st.view(0).rounds_left is None
    ev = play_turn(st)
    assert any(isinstance(e, TurnBegan) and e.turn == 12 for e in ev) and not st.is_over
    ev = play_turn(st)
    assert st.is_over and st.end_reason == "turn_limit" and st.turn == 12
    assert isinstance(ev[-1], GameOver) and "no rule ended the game" in ev[-1].reason


def test_score_is_traps_hit_minus_own_valuables_stolen_and_ties_share_the_win():
    text = HOUSE.replace("#.........F", "#.A.......F")
    st = position(text, players=3, hidden={"A": [(2, TRAP)]}, crooks=((2, 4), (2, 4)), spins=[1])
    mk = st.markers
    for s in range(3):
        assert st.points[s] == sum(1 for m in st.crooks_pile if mk.owner(m) == s) - \
            sum(1 for m in st.van if mk.owner(m) == s)
    # seats 0 and 1 are level; seat 2 is one behind, and its trap at A is about to be hit
    assert st.points[0] == st.points[1] == st.points[2] + 1
    spin(st)
    st.apply(MoveCrook(0, sq_of(st, text, "A")))
    assert st.points[2] == st.points[0]
    st._end("turn_limit")
    assert st.winners == (0, 1, 2)
    assert st.scores() == [float(p) for p in st.points]


# -- rulings we decided -------------------------------------------------------------------------------------

def test_decided_a_kid_that_cannot_move_the_full_number_moves_shorter_or_stays():
    # the Kid stands at the end of a two-square cupboard: it cannot move 3
    text = """
#########
#p.######
#########
#zy.....#
#########
"""
    for rule in ("shorter", "stay"):
        st = position(text, params={"kid_short_move": rule}, kids={0: "p"}, crooks=("z", "z"), spins=[3])
        spin(st)
        ev = st.apply(st.pending.actions[0])
        p = sq_of(st, text, "p")
        if rule == "shorter":
            assert st.pending.kind == KIDS and st.move_len == 1
            assert st.pending.actions == (STAY, MoveKid(p + 1))
        else:
            assert st.pending.kind == SPIN and st.kids[0] == p
            assert first(ev, KidStayed).forced


def test_decided_a_kid_that_just_escaped_also_moves_at_the_end_of_the_turn():
    text = HOUSE.replace("#.........F", "#.A.......F")
    for rule in (True, False):
        st = position(text, params={"escaped_kid_moves": rule}, hidden={"A": [(1, KID)]},
                      crooks=((2, 4), (2, 4)), spins=[1, 2], spare=("z", "y"))
        spin(st)
        st.apply(MoveCrook(0, sq_of(st, text, "A")))
        spin(st)
        st.apply(st.pending.actions[0])
        if rule:
            assert st.pending.kind == KIDS and st.pending.seat == 1
        else:
            assert st.pending.kind == SPIN and st.current == 1


def test_decided_crooks_may_share_a_square_unless_the_variant_says_no():
    text = HOUSE.replace("#.........F", "#.a.b.....F")
    for share in (True, False):
        st = position(text, params={"crooks_share_square": share}, crooks=("a", "b"), spins=[2])
        spin(st)
        b = sq_of(st, text, "b")
        assert (MoveCrook(0, b) in st.pending.actions) == share
        if not share:
            with pytest.raises(IllegalActionError, match="other Crook"):
                st.apply(MoveCrook(0, b))


def test_decided_kids_may_share_a_square():
    text = HOUSE.replace("#.........F", "#.p.q.....F")
    st = position(text, kids={0: "p", 1: "q"}, crooks=((6, 10), (6, 10)), spins=[2])
    spin(st)
    st.apply(st.pending.actions[0])
    assert MoveKid(sq_of(st, text, "q")) in st.pending.actions


def test_decided_a_found_kid_with_nowhere_to_go_stays():
    # A's only neighbour is z, where the other Crook stands (y is a diagonal past a wall corner)
    text = """
#####
#zy##
#A###
#####
"""
    st = position(text, hidden={"A": [(1, KID)]}, crooks=("z", "z"), spins=[1, 1])
    spin(st)
    a = sq_of(st, text, "A")
    st.apply(MoveCrook(0, a))
    ev = spin(st)
    assert first(ev, KidStayed).forced and st.kids[1] == a


# -- undo and events -----------------------------------------------------------------------------------------

def test_undo_stops_at_the_spin_but_hiding_can_be_taken_back():
    seats = [SeatInfo("A", "human"), SeatInfo("B", "bot", "easy")]
    m = Match.new(SPEC, SPEC.standard(), seats, seed=3)
    m.apply(m.state.pending.actions[5])
    assert m.can_undo(0)
    m.undo(0)
    while m.state.step == HIDE:
        m.apply(m.state.pending.actions[0])
    m.apply(SPIN_ACTION)
    assert not m.can_undo(0)


def test_every_event_describes_itself_in_plain_words():
    st = SPEC.new_game(SPEC.standard(), 3, 11)
    names = ["Ann", "Ben", "Cy"]
    from game.engine import RandomBot
    bots = [RandomBot(s, 1) for s in range(3)]
    kinds = set()
    while not st.is_over:
        for e in st.apply(bots[st.pending.seat].choose(None, st.pending)):
            text = e.describe(names)
            assert text and "None" not in text and "{" not in text
            kinds.add(type(e).__name__)
    assert {"MarkerHidden", "Spun", "CrookMoved", "GameOver", "TurnBegan"} <= kinds


# -- the family default's house rules (each a parameter; classic keeps the box's rules) ----------------

def test_house_rule_the_kids_come_out_after_the_announced_round_and_get_their_getaway():
    text = HOUSE.replace("#.........F", "#.A...B...F")
    st = position(text, players=3, params={"kids_come_out": 2}, hidden={"A": [(1, KID)], "B": [(2, KID), (0, KID)]},
                  crooks=((6, 10), (6, 10)), turn=5, spins=[1, 1])
    assert st.view(0).kids_out_round == 2
    play_turn(st)  # turn 5: round 2 goes on
    assert st.kids == [-1, -1, -1]
    spin(st)  # turn 6 closes round 2: after the Crook's move the Kids come out
    ev = st.apply(st.pending.actions[0])
    assert any(isinstance(e, KidsComeOut) for e in ev)
    assert {e.seat for e in ev if isinstance(e, KidOut)} == {0, 1, 2}
    assert st.kids == [sq_of(st, text, "B"), sq_of(st, text, "A"), sq_of(st, text, "B")]
    # each gets its getaway as if found, in turn order from the player whose turn it is (seat 2)
    assert st.escapes == [2, 0, 1] and st.pending.kind == "escape_spin" and st.pending.seat == 2
    assert not any(KID == st.markers.kind(m) for stack in st.squares.values() for m in stack)
    classic = position(text, players=3, params={"kids_come_out": 0}, hidden={"A": [(1, KID)], "B": [(2, KID), (0, KID)]},
                       crooks=((6, 10), (6, 10)), turn=6, spins=[1])
    assert classic.view(0).kids_out_round == 0 and CATALOG.get("classic").kids_come_out == 0
    play_turn(classic)
    assert classic.kids == [-1, -1, -1]


def test_house_rule_a_tied_player_whose_kid_was_caught_loses_the_tie():
    text = HOUSE.replace("#.........F", "#.p.......F")

    st = position(text, kids={1: "p"}, crooks=((2, 4), (2, 4)), params={"ties": "caught_kid_loses"}, spins=[1])
    assert st.points[0] == st.points[1]
    spin(st)
    st.apply(MoveCrook(0, sq_of(st, text, "p")))
    assert st.is_over and st.caught == [1] and st.winners == (0,)
    st = position(text, kids={1: "p"}, crooks=((2, 4), (2, 4)), params={"ties": "shared"}, spins=[1])
    spin(st)
    st.apply(MoveCrook(0, sq_of(st, text, "p")))
    assert st.is_over and st.winners == (0, 1)
    assert CATALOG.get("classic").ties == "shared" and SPEC.standard().ties == "caught_kid_loses"


def test_why_not_says_one_square_not_one_squares():
    """Found playing by hand: after a spin of 1, "Why not?" read "exactly 1 squares"."""
    st = position(crooks=((5, 1), (5, 2)), kids={1: (1, 1)}, spins=[1])
    spin(st)
    far = st.board.index(1, 1)
    with pytest.raises(IllegalActionError, match="must move exactly 1 square along"):
        st.apply(MoveCrook(0, far))
    st = position(crooks=((5, 1), (5, 2)), kids={1: (1, 1)}, spins=[2])
    spin(st)
    with pytest.raises(IllegalActionError, match="must move exactly 2 squares along"):
        st.apply(MoveCrook(0, far))
