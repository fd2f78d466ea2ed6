"""How pieces move over a :class:`~game.home_alone.board.Board`: pure and cached.

- Neighbours are the 4 orthogonal squares, plus the 4 diagonal ones when the
  variant allows diagonal steps. A diagonal step may not cut a corner: both
  squares beside it must be passable.
- A step keeps to one area (house, yard, treehouse) or crosses a bridge square
  (doors and windows with footprints join house and yard; the ladder joins yard
  and treehouse). See :func:`game.home_alone.board.step_allowed`.
- Crooks climb the ladder into the treehouse like Kids (handle bars carry only
  Kids, which the rules handle); under the old haven ruling (``haven=True``, the
  ``safe_treehouse`` variant) Crooks never enter it, though they may stand on the ladder.
- A move is a path that visits no square twice: exactly N steps (US) or 1..N
  steps (Canadian). Pieces pass over other pieces; only the end square counts.

Everything a game asks for is cached on the board, per diagonal and treehouse rule,
so bots can ask thousands of times per second: :func:`mover` returns the shared
:class:`Mover` for a board and rules.
"""

from __future__ import annotations

from typing import Any, Iterable

from game.home_alone.board import TREEHOUSE, Board, step_allowed

CROOK = 0
KID = 1
PIECES = (CROOK, KID)


class Mover:
    """Movement on one board under one diagonal rule, with every answer cached.

    Paths are tuples of squares from the start square to the end square
    (``len(path) == steps + 1``).
    """

    def __init__(self, board: Board, diagonals: bool, haven: bool = False):
        self.board = board
        self.diagonals = diagonals
        self.haven = haven  # Crooks never enter the treehouse
        self.nb: tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]] = (
            self._neighbours(crook=True), self._neighbours(crook=False))
        # Crooks and Kids step alike unless Crooks keep out of the treehouse: then a Kid's paths are a
        # Crook's, searched once for both (the searches are most of what a new process spends on a board)
        self._walker = (CROOK, CROOK) if self.nb[CROOK] == self.nb[KID] else (CROOK, KID)
        # (piece, start) -> list indexed by n of {end: path}, computed up to len-1 steps
        self._exact: dict[tuple[int, int], list[dict[int, tuple[int, ...]]]] = {}
        self._upto: dict[tuple[int, int], tuple[int, list[dict[int, tuple[int, ...]]]]] = {}
        # free-form memo for the rules and bots (action tuples and the like)
        self.memo: dict[object, object] = {}

    # -- neighbours ---------------------------------------------------------------
    def _neighbours(self, crook: bool) -> tuple[tuple[int, ...], ...]:
        b = self.board
        w, h, kinds = b.width, b.height, b.kinds
        steps = [(0, -1), (1, 0), (0, 1), (-1, 0)]
        if self.diagonals:
            steps += [(1, -1), (1, 1), (-1, 1), (-1, -1)]
        out: list[tuple[int, ...]] = []
        for sq in range(w * h):
            x, y = sq % w, sq // w
            here = kinds[sq]
            nbs: list[int] = []
            barred = crook and self.haven
            if b.passable(sq) and not (barred and here == TREEHOUSE):
                for dx, dy in steps:
                    nx, ny = x + dx, y + dy
                    if not (0 <= nx < w and 0 <= ny < h):
                        continue
                    there = kinds[ny * w + nx]
                    if barred and there == TREEHOUSE:
                        continue
                    if not step_allowed(here, there):
                        continue
                    if dx and dy:
                        # no corner cutting: both squares beside a diagonal step must be passable
                        if not (b.passable(y * w + nx) and b.passable(ny * w + x)):
                            continue
                    nbs.append(ny * w + nx)
            out.append(tuple(nbs))
        return tuple(out)

    def neighbours(self, square: int, piece: int = CROOK) -> tuple[int, ...]:
        return self.nb[piece][square]

    # -- exact-N paths --------------------------------------------------------------
    def exact(self, piece: int, start: int, n: int) -> dict[int, tuple[int, ...]]:
        """End squares of paths of exactly ``n`` steps that visit no square twice,
        each with one such path. Empty when there is none."""
        piece = self._walker[piece]
        table = self._exact.get((piece, start))
        if table is None or len(table) <= n:
            table = self._search(piece, start, max(n, 4))
            self._exact[(piece, start)] = table
        return table[n]

    def _search(self, piece: int, start: int, depth: int) -> list[dict[int, tuple[int, ...]]]:
        nb = self.nb[piece]
        found: list[dict[int, tuple[int, ...]]] = [{} for _ in range(depth + 1)]
        found[0][start] = (start,)
        on = bytearray(len(nb))
        on[start] = 1
        path = [start]

        def walk(cur: int, d: int) -> None:
            d1 = d + 1
            level = found[d1]
            if d1 == depth:
                for q in nb[cur]:
                    if not on[q] and q not in level:
                        level[q] = (*path, q)
                return
            if d1 + 1 == depth:  # the last two steps in one loop (a call per square before the last costs more)
                last = found[depth]
                for q in nb[cur]:
                    if on[q]:
                        continue
                    if q not in level:
                        level[q] = (*path, q)
                    for r in nb[q]:  # (never q itself, so q needs no mark)
                        if not on[r] and r not in last:
                            last[r] = (*path, q, r)
                return
            for q in nb[cur]:
                if on[q]:
                    continue
                if q not in level:
                    level[q] = (*path, q)
                on[q] = 1
                path.append(q)
                walk(q, d1)
                path.pop()
                on[q] = 0

        if depth > 0:
            walk(start, 0)
        return [dict(sorted(level.items())) for level in found]

    def longest(self, piece: int, start: int, n: int) -> int:
        """The largest ``k <= n`` such that a path of exactly ``k`` steps exists (0 if stuck)."""
        for k in range(n, 0, -1):
            if self.exact(piece, start, k):
                return k
        return 0

    # -- up-to-N paths ------------------------------------------------------------------
    def ends(self, piece: int, start: int, n: int, exact: bool) -> dict[int, tuple[int, ...]]:
        """The end squares of a move for the number ``n`` under the Distance rule: exactly ``n`` steps
        (:meth:`exact`) or up to ``n`` (:meth:`within`), each with its path."""
        return self.exact(piece, start, n) if exact else self.within(piece, start, n)

    def within(self, piece: int, start: int, n: int) -> dict[int, tuple[int, ...]]:
        """End squares 1..``n`` steps away (shortest paths; a shortest path never
        visits a square twice), each with a shortest path."""
        piece = self._walker[piece]
        got = self._upto.get((piece, start))
        if got is None or got[0] < n:
            got = (max(n, 6), self._bfs(piece, start, max(n, 6)))
            self._upto[(piece, start)] = got
        return got[1][n]

    def _bfs(self, piece: int, start: int, depth: int) -> list[dict[int, tuple[int, ...]]]:
        nb = self.nb[piece]
        paths: dict[int, tuple[int, ...]] = {start: (start,)}
        frontier = [start]
        out: list[dict[int, tuple[int, ...]]] = [{}]
        acc: dict[int, tuple[int, ...]] = {}
        for _ in range(depth):
            nxt = []
            for cur in frontier:
                base = paths[cur]
                for q in nb[cur]:
                    if q not in paths:
                        paths[q] = (*base, q)
                        acc[q] = paths[q]
                        nxt.append(q)
            frontier = nxt
            out.append(dict(sorted(acc.items())))
        return out

    def distances(self, piece: int, start: int) -> dict[int, int]:
        """Fewest steps from ``start`` to every reachable square (``start`` itself 0)."""
        key = ("dist", piece, start)
        got = self.memo.get(key)
        if got is None:
            nb = self.nb[piece]
            dist = {start: 0}
            frontier = [start]
            while frontier:
                nxt = []
                for cur in frontier:
                    d = dist[cur] + 1
                    for q in nb[cur]:
                        if q not in dist:
                            dist[q] = d
                            nxt.append(q)
                frontier = nxt
            got = dist
            self.memo[key] = got
        return got  # type: ignore[return-value]

    # -- the moves of a piece under a distance rule ------------------------------------------
    def moves(self, piece: int, start: int, n: int, exact: bool) -> dict[int, tuple[int, ...]]:
        """Ends and paths of a move of ``n`` under the edition's distance rule."""
        return self.exact(piece, start, n) if exact else self.within(piece, start, n)

    def reachable(self, piece: int, start: int) -> set[int]:
        """Every square a piece could ever walk to from ``start`` (any number of moves)."""
        return set(self.distances(piece, start))


def mover(board: Board, diagonals: bool, haven: bool = False) -> Mover:
    """The shared, cached :class:`Mover` of ``board`` under a diagonal rule (and, with
    ``haven``, the old ruling that Crooks never enter the treehouse)."""
    key = ("mover", diagonals, haven)
    got = board.cache.get(key)
    if got is None:
        got = Mover(board, diagonals, haven)
        board.cache[key] = got
    return got  # type: ignore[return-value]


def mover_for(board: Board, variant: Any) -> Mover:
    """The shared :class:`Mover` of ``board`` under a variant's movement rules."""
    return mover(board, variant.diagonals, variant.safe_treehouse)


def squares_text(board: Board, squares: Iterable[int], mark: str = "*") -> str:
    """A board drawn as text with ``squares`` marked: handy in tests and debugging."""
    rows = [list(r) for r in board.rows()]
    for sq in squares:
        x, y = board.xy(sq)
        rows[y][x] = mark
    return "\n".join("".join(r) for r in rows)
