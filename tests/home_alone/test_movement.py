"""Movement on small boards drawn as text: exact reachable sets for N = 1..4.

In each expected drawing ``*`` marks the squares a move of exactly N steps can end on,
``A`` is where the piece starts. Rulings: a diagonal step never cuts a wall corner; a
move visits no square twice; only doors and windows with footprints lead in and out of
the house; Crooks climb the ladder into the treehouse (never with a safe treehouse); up-to moves reach everything 1..N away.
"""

from __future__ import annotations

import random

import pytest

from game.home_alone.board import (
    DOOR,
    FLOOR,
    HANDLE_BAR,
    LADDER,
    TREEHOUSE,
    WALL,
    WINDOW,
    WINDOW_FOOTPRINTS,
    YARD,
    board_from_text,
    labels_in,
    step_allowed,
)
from game.home_alone.movement import CROOK, KID, mover


def setup(text: str):
    board = board_from_text(text)
    (x, y), = labels_in(text)["A"]
    return board, board.index(x, y)


def stars(text: str) -> set[tuple[int, int]]:
    rows = [r for r in text.strip("\n").splitlines() if r.strip()]
    return {(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "*"}


def ends(board, start, n, *, diagonals=True, piece=CROOK, exact=True):
    m = mover(board, diagonals)
    got = m.exact(piece, start, n) if exact else m.within(piece, start, n)
    return {board.xy(s) for s in got}


ROOM = """
#######
#.....#
#.....#
#..A..#
#.....#
#.....#
#######
"""

ROOM_DIAG = {
    1: """
#######
#.....#
#.***.#
#.*A*.#
#.***.#
#.....#
#######
""",
    2: """
#######
#*****#
#*****#
#**A**#
#*****#
#*****#
#######
""",
}

ROOM_ORTHO = {
    1: """
#######
#.....#
#..*..#
#.*A*.#
#..*..#
#.....#
#######
""",
    # exactly two orthogonal steps never end next door: the chessboard colour alternates
    2: """
#######
#..*..#
#.*.*.#
#*.A.*#
#.*.*.#
#..*..#
#######
""",
    3: """
#######
#.*.*.#
#*.*.*#
#.*A*.#
#*.*.*#
#.*.*.#
#######
""",
    4: """
#######
#*.*.*#
#.*.*.#
#*.A.*#
#.*.*.#
#*.*.*#
#######
""",
}


@pytest.mark.parametrize("n", [1, 2])
def test_open_room_with_diagonals(n):
    board, a = setup(ROOM)
    assert ends(board, a, n) == stars(ROOM_DIAG[n])


@pytest.mark.parametrize("n", [3, 4])
def test_open_room_with_diagonals_reaches_every_other_square_for_longer_moves(n):
    board, a = setup(ROOM)
    every = {board.xy(s) for s in board.squares_of(FLOOR)} - {board.xy(a)}
    assert ends(board, a, n) == every


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_open_room_without_diagonals(n):
    board, a = setup(ROOM)
    assert ends(board, a, n, diagonals=False) == stars(ROOM_ORTHO[n])


CORNER = """
#####
#A#.#
#...#
#####
"""

CORNER_EXPECT = {
    # the diagonal to (2, 2) would cut the wall corner at (2, 1): not allowed
    1: """
#####
#A#.#
#*..#
#####
""",
    2: """
#####
#A#.#
#.*.#
#####
""",
    3: """
#####
#A#.#
#..*#
#####
""",
    4: """
#####
#A#*#
#...#
#####
""",
}


@pytest.mark.parametrize("diagonals", [True, False])
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_no_corner_cutting(n, diagonals):
    board, a = setup(CORNER)
    assert ends(board, a, n, diagonals=diagonals) == stars(CORNER_EXPECT[n])


ROOM_WITH_PILLAR = """
#####
#...#
#.#.#
#A..#
#####
"""

PILLAR_EXPECT = {
    # (2, 2) is a pillar: no diagonal step next to it is allowed (each would cut its corner)
    1: """
#####
#...#
#*#.#
#A*.#
#####
""",
    2: """
#####
#*..#
#.#.#
#A.*#
#####
""",
    3: """
#####
#.*.#
#.#*#
#A..#
#####
""",
    4: """
#####
#..*#
#.#.#
#A..#
#####
""",
}


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_diagonals_around_a_pillar(n):
    board, a = setup(ROOM_WITH_PILLAR)
    assert ends(board, a, n) == stars(PILLAR_EXPECT[n])


DOORWAY = """
,,,,,
##D##
#A..#
#####
"""

DOORWAY_EXPECT = {
    1: """
,,,,,
##D##
#A*.#
#####
""",
    2: """
,,,,,
##*##
#A.*#
#####
""",
    3: """
,,*,,
##D##
#A..#
#####
""",
    4: """
,*,*,
##D##
#A..#
#####
""",
}


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_doors_are_the_way_out_and_are_passed_straight(n):
    board, a = setup(DOORWAY)
    assert ends(board, a, n) == stars(DOORWAY_EXPECT[n])


WINDOWS = """
,,,,,,,
#w#F#.#
#A....#
#######
"""

WINDOWS_EXPECT = {
    1: """
,,,,,,,
#w#F#.#
#A*...#
#######
""",
    2: """
,,,,,,,
#w#F#.#
#A.*..#
#######
""",
    3: """
,,,,,,,
#w#*#.#
#A..*.#
#######
""",
    # through the footprint window to the yard; the window without footprints stays shut;
    # (5, 1) is five steps away: the diagonal from (4, 2) would cut the wall corner
    4: """
,,,*,,,
#w#F#.#
#A...*#
#######
""",
}


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_only_windows_with_footprints_open(n):
    board, a = setup(WINDOWS)
    assert ends(board, a, n) == stars(WINDOWS_EXPECT[n])


def test_floor_next_to_yard_without_door_is_not_a_way_out():
    board, a = setup("""
,,,
.A.
...
""")
    got = ends(board, a, 1)
    assert got == {(0, 1), (2, 1), (0, 2), (1, 2), (2, 2)}
    assert step_allowed(FLOOR, DOOR) and step_allowed(DOOR, YARD) and not step_allowed(FLOOR, YARD)
    assert step_allowed(FLOOR, WINDOW_FOOTPRINTS) and not step_allowed(FLOOR, WINDOW)
    assert step_allowed(LADDER, TREEHOUSE) and not step_allowed(YARD, TREEHOUSE)
    assert step_allowed(HANDLE_BAR, FLOOR) and not step_allowed(WALL, FLOOR)


TREE = """
TT,,,
TTLS,
,,,,,
"""


def test_crooks_climb_the_ladder_into_the_treehouse_like_kids():
    board = board_from_text(TREE)
    a = board.start
    assert (2, 1) in ends(board, a, 1, piece=CROOK)
    kid2 = ends(board, a, 2, piece=KID)
    assert (1, 1) in kid2 and (1, 0) in kid2  # Kids climb the ladder, then step in straight or diagonally
    assert ends(board, a, 2, piece=CROOK) == kid2
    m = mover(board, True)
    assert m.exact(CROOK, board.index(1, 1), 2).keys() == m.exact(KID, board.index(1, 1), 2).keys()  # and out


def test_with_a_safe_treehouse_crooks_never_enter_but_may_stand_on_the_ladder():
    board = board_from_text(TREE)
    a = board.start
    m = mover(board, True, haven=True)
    assert board.index(2, 1) in m.exact(CROOK, a, 1)
    assert not any(board.kind(sq) == TREEHOUSE for n in (1, 2, 3) for sq in m.exact(CROOK, a, n))
    kid2 = {board.xy(sq) for sq in m.exact(KID, a, 2)}
    assert (1, 1) in kid2 and (1, 0) in kid2  # Kids still go in
    assert m.exact(KID, a, 1).keys() == m.exact(CROOK, a, 1).keys()


def test_treehouse_only_by_the_ladder():
    board = board_from_text("""
TT,
TTS
,,,
""")
    a = board.start
    # no ladder: the treehouse next door cannot be entered at all
    for n in (1, 2, 3, 4):
        assert not any(board.kind(board.index(x, y)) == TREEHOUSE for x, y in ends(board, a, n, piece=KID))


CORRIDOR = """
#####
#A..#
#####
"""


def test_paths_never_visit_a_square_twice_and_the_longest_move():
    board, a = setup(CORRIDOR)
    m = mover(board, True)
    assert ends(board, a, 1) == {(2, 1)}
    assert ends(board, a, 2) == {(3, 1)}
    assert ends(board, a, 3) == set()  # no bouncing back
    assert m.longest(CROOK, a, 4) == 2
    path = m.exact(CROOK, a, 2)[board.index(3, 1)]
    assert path == (a, board.index(2, 1), board.index(3, 1))


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_up_to_moves_reach_everything_one_to_n_steps_away(n):
    board, a = setup(ROOM)
    got = ends(board, a, n, diagonals=False, exact=False)
    ax, ay = board.xy(a)
    expect = {(x, y) for x in range(1, 6) for y in range(1, 6) if 0 < abs(x - ax) + abs(y - ay) <= n}
    assert got == expect
    got_diag = ends(board, a, n, diagonals=True, exact=False)
    assert got_diag == {(x, y) for x in range(1, 6) for y in range(1, 6)
                        if 0 < max(abs(x - ax), abs(y - ay)) <= n}


def test_every_path_is_a_real_walk_of_the_right_length():
    board, a = setup(ROOM_WITH_PILLAR)
    m = mover(board, True)
    for n in range(1, 5):
        for end, path in m.exact(CROOK, a, n).items():
            assert len(path) == n + 1 and path[0] == a and path[-1] == end
            assert len(set(path)) == len(path)
            for p, q in zip(path, path[1:]):
                assert q in m.neighbours(p, CROOK)


# -- against an independent, obviously slow enumeration -------------------------------------

def brute_force(board, start, n, diagonals, piece, haven=False):
    w, h = board.width, board.height
    kinds = board.kinds

    def ok(a, b, dx, dy):
        if haven and piece == CROOK and TREEHOUSE in (kinds[a], kinds[b]):
            return False
        if not step_allowed(kinds[a], kinds[b]):
            return False
        if dx and dy:
            ax, ay = a % w, a // w
            return board.passable(ay * w + ax + dx) and board.passable((ay + dy) * w + ax)
        return True

    steps = [(1, 0), (-1, 0), (0, 1), (0, -1)] + ([(1, 1), (1, -1), (-1, 1), (-1, -1)] if diagonals else [])
    out = set()

    def walk(path):
        if len(path) == n + 1:
            out.add(path[-1])
            return
        cur = path[-1]
        x, y = cur % w, cur // w
        for dx, dy in steps:
            nx, ny = x + dx, y + dy
            if 0 <= nx < w and 0 <= ny < h:
                q = ny * w + nx
                if q not in path and ok(cur, q, dx, dy):
                    walk(path + [q])

    walk([start])
    return out


@pytest.mark.parametrize("seed", range(12))
def test_matches_a_brute_force_enumeration_on_random_boards(seed):
    rng = random.Random(seed)
    chars = "....,,#DFwHTL"
    rows = ["".join(rng.choice(chars) for _ in range(7)) for _ in range(6)]
    rows[2] = rows[2][:3] + "S" + rows[2][4:]
    board = board_from_text(rows)
    for diagonals, haven in ((True, False), (False, False), (True, True)):
        m = mover(board, diagonals, haven)
        for start in range(len(board.kinds)):
            if not board.passable(start):
                continue
            for piece in (CROOK, KID):
                if haven and piece == CROOK and board.kind(start) == TREEHOUSE:
                    continue
                for n in (1, 2, 3, 4):
                    assert set(m.exact(piece, start, n)) == brute_force(board, start, n, diagonals, piece, haven)


def test_moves_are_cached_per_board_and_rule():
    board, a = setup(ROOM)
    assert mover(board, True) is mover(board, True)
    assert mover(board, True) is not mover(board, False)
    assert mover(board, True) is not mover(board, True, haven=True)
    m = mover(board, True)
    assert m.exact(CROOK, a, 3) is m.exact(CROOK, a, 3)


def _first_paths(nb, start: int, depth: int) -> list[dict[int, tuple[int, ...]]]:
    """The plain search the movement code speeds up: every path that visits no square twice, tried in the
    order of the neighbour lists; each end keeps the first path found to it, per number of steps."""
    found: list[dict[int, tuple[int, ...]]] = [{} for _ in range(depth + 1)]

    def walk(path: tuple[int, ...]) -> None:
        found[len(path) - 1].setdefault(path[-1], path)
        if len(path) <= depth:
            for q in nb[path[-1]]:
                if q not in path:
                    walk((*path, q))

    walk((start,))
    return found


@pytest.mark.parametrize("diagonals,haven", [(True, False), (False, False), (True, True)])
def test_every_path_is_the_first_a_plain_search_finds(diagonals, haven):
    """The shipped floor plan: each end of a move of exactly 1..5 steps, with the very path a plain search
    finds first (events and replays show these paths), for Crooks and Kids alike."""
    from game.home_alone.board import default_board
    from game.home_alone.spec import SPEC  # noqa: F401  (the floor plan is read through the game's spec)

    board = default_board()
    m = mover(board, diagonals, haven)
    starts = random.Random(7).sample(range(len(board.kinds)), 40) + [board.start]
    for piece in (CROOK, KID):
        for start in starts:
            want = _first_paths(m.nb[piece], start, 5)
            for n in range(1, 6):
                got = m.exact(piece, start, n)
                assert got == want[n] and list(got) == sorted(want[n]), (piece, start, n)


def test_kids_share_the_crooks_paths_when_they_step_alike():
    """Paths are searched once for both pieces when they step alike (the same answers, from one table),
    and apart when Crooks keep out of the treehouse."""
    board = board_from_text(TREE)
    a = board.start
    alike = mover(board, True)
    assert alike.exact(KID, a, 3) is alike.exact(CROOK, a, 3)
    assert alike.within(KID, a, 2) is alike.within(CROOK, a, 2)
    apart = mover(board, True, haven=True)
    assert apart.exact(KID, a, 3) is not apart.exact(CROOK, a, 3)
