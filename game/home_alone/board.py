"""The floor plan as plain data: what each square is, the rooms, the start square.

The shipped plan lives in ``maps/home_alone.tmx`` (made for Tiled) and is read by
:mod:`game.home_alone.tmx`; nothing here hard-codes the house. Tests draw small
boards as text instead (:func:`board_from_text`). Squares are numbered
``y * width + x`` so that paths and marker positions are plain ints.

A board is immutable and shared: movement caches hang off it
(:attr:`Board.cache`), so every game on the same board reuses them.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

# What a square can be (the ``kind`` property of a tile in the Tiled map).
FLOOR = "floor"
WALL = "wall"
DOOR = "door"
WINDOW_FOOTPRINTS = "window_footprints"
WINDOW = "window"  # a window without footprints: as solid as a wall
YARD = "yard"
HANDLE_BAR = "handle_bar"
TREEHOUSE = "treehouse"
LADDER = "ladder"
START = "start"

KINDS: tuple[str, ...] = (FLOOR, WALL, DOOR, WINDOW_FOOTPRINTS, WINDOW, YARD, HANDLE_BAR, TREEHOUSE, LADDER,
                          START)
SOLID = frozenset({WALL, WINDOW})

# Areas a piece walks in. A step must stay in one area or pass a bridge square:
# doors and windows with footprints join the house and the yard, the ladder joins
# the yard and the treehouse. So the only ways in and out of the house are the
# doors and footprint windows, whatever the map's walls look like.
INSIDE = "inside"
OUTSIDE = "outside"
TREE = "tree"
_AREA = {FLOOR: INSIDE, HANDLE_BAR: INSIDE, YARD: OUTSIDE, START: OUTSIDE, TREEHOUSE: TREE}
_BRIDGES = {DOOR: frozenset({INSIDE, OUTSIDE}), WINDOW_FOOTPRINTS: frozenset({INSIDE, OUTSIDE}),
            LADDER: frozenset({OUTSIDE, TREE})}

# One character per kind, for boards drawn as text in tests and in board_ref strings.
TEXT_KINDS = {".": FLOOR, "#": WALL, "D": DOOR, "F": WINDOW_FOOTPRINTS, "w": WINDOW, ",": YARD,
              "H": HANDLE_BAR, "T": TREEHOUSE, "L": LADDER, "S": START}
KIND_CHARS = {kind: ch for ch, kind in TEXT_KINDS.items()}


def step_allowed(a: str, b: str) -> bool:
    """May a piece step from a square of kind ``a`` to a neighbour of kind ``b``?

    Both must be passable, and the step must keep to one area or use a bridge
    (door, footprint window, ladder) that joins the two areas.
    """
    if a in SOLID or b in SOLID:
        return False
    area_a, area_b = _AREA.get(a), _AREA.get(b)
    if area_a is not None and area_b is not None:
        return area_a == area_b
    if area_a is None and area_b is None:  # bridge next to bridge: only of the same kind
        return _BRIDGES[a] == _BRIDGES[b]
    bridge, area = (a, area_b) if area_a is None else (b, area_a)
    return area in _BRIDGES[bridge]


@dataclass(frozen=True)
class Room:
    """A named room: a rectangle of squares (``x``, ``y``, ``w``, ``h`` in squares)."""

    name: str
    x: int
    y: int
    w: int
    h: int

    def contains(self, x: int, y: int) -> bool:
        return self.x <= x < self.x + self.w and self.y <= y < self.y + self.h


@dataclass(frozen=True, eq=False)
class Board:
    """An immutable floor plan. ``kinds[i]`` says what square ``i`` is."""

    width: int
    height: int
    kinds: tuple[str, ...]
    start: int
    rooms: tuple[Room, ...] = ()
    ref: str = ""  # how to find this board again ("default", "text:...", "map:<path>")
    source: str = ""  # the file it came from, for messages
    cache: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        if len(self.kinds) != self.width * self.height:
            raise ValueError(f"board has {len(self.kinds)} squares, expected {self.width}x{self.height}")
        room_of = [-1] * len(self.kinds)
        for r, room in enumerate(self.rooms):
            for y in range(room.y, room.y + room.h):
                for x in range(room.x, room.x + room.w):
                    if 0 <= x < self.width and 0 <= y < self.height and room_of[y * self.width + x] == -1:
                        room_of[y * self.width + x] = r
        object.__setattr__(self, "room_of", tuple(room_of))

    room_of: tuple[int, ...] = field(init=False, repr=False, compare=False, default=())

    # -- coordinates ------------------------------------------------------------
    def index(self, x: int, y: int) -> int:
        return y * self.width + x

    def xy(self, square: int) -> tuple[int, int]:
        return square % self.width, square // self.width

    def kind(self, square: int) -> str:
        return self.kinds[square]

    def room_name(self, square: int) -> str:
        r = self.room_of[square]
        return self.rooms[r].name if r >= 0 else ""

    def where(self, square: int) -> str:
        """Plain words for a square: ``"the Kitchen"`` or ``"square (4, 7)"``."""
        words = self.cache.get("where")
        if words is None:
            words = self.cache["where"] = tuple(self._where(i) for i in range(len(self.kinds)))
        return words[square]

    def _where(self, square: int) -> str:
        name = self.room_name(square)
        if name:
            return f"the {name}"
        kind = self.kinds[square]
        x, y = self.xy(square)
        label = {YARD: "the yard", START: "the start square", DOOR: "a doorway", WINDOW_FOOTPRINTS: "a window",
                 LADDER: "the ladder", TREEHOUSE: "the Treehouse", HANDLE_BAR: "a handle bar",
                 FLOOR: "a doorway"}.get(kind)
        return label or f"square ({x}, {y})"

    # -- features (computed once) ------------------------------------------------
    def squares_of(self, *kinds: str) -> tuple[int, ...]:
        key = ("squares_of", kinds)
        got = self.cache.get(key)
        if got is None:
            got = tuple(i for i, k in enumerate(self.kinds) if k in kinds)
            self.cache[key] = got
        return got

    @property
    def hideable(self) -> tuple[int, ...]:
        """Squares where markers may be hidden: house floor only (never handle bars, doors,
        windows, yard or treehouse)."""
        return self.squares_of(FLOOR)

    @property
    def handle_bars(self) -> tuple[int, ...]:
        return self.squares_of(HANDLE_BAR)

    @property
    def treehouse(self) -> tuple[int, ...]:
        return self.squares_of(TREEHOUSE)

    @property
    def ladders(self) -> tuple[int, ...]:
        return self.squares_of(LADDER)

    @property
    def doors(self) -> tuple[int, ...]:
        return self.squares_of(DOOR)

    @property
    def footprint_windows(self) -> tuple[int, ...]:
        return self.squares_of(WINDOW_FOOTPRINTS)

    @property
    def ways_out(self) -> tuple[int, ...]:
        """Doors and windows with footprints: the only ways in and out of the house."""
        return self.squares_of(DOOR, WINDOW_FOOTPRINTS)

    def passable(self, square: int) -> bool:
        return self.kinds[square] not in SOLID

    # -- text form ------------------------------------------------------------------
    def rows(self) -> list[str]:
        """The board as text rows (see :data:`TEXT_KINDS`)."""
        return ["".join(KIND_CHARS[self.kinds[y * self.width + x]] for x in range(self.width))
                for y in range(self.height)]

    def to_json(self) -> dict[str, Any]:
        """A JSON-able copy of the whole plan (kinds as text rows, rooms, start)."""
        return {"rows": self.rows(), "start": list(self.xy(self.start)),
                "rooms": [[r.name, r.x, r.y, r.w, r.h] for r in self.rooms]}


def board_from_text(text: str | Sequence[str], *, rooms: Iterable[Room] = (), ref: str | None = None,
                    start: tuple[int, int] | None = None) -> Board:
    """A board drawn as text rows (tests, scenarios). ``S`` marks the start square;
    ``start`` may say where the Crooks begin instead; without either, the first
    passable square is used (boards that only test movement need no start).

    Characters other than those of :data:`TEXT_KINDS` are read as floor, so that a
    test can label squares (``A``, ``b``...) on the drawing itself.
    """
    rows = text.strip("\n").splitlines() if isinstance(text, str) else list(text)
    rows = [r.rstrip() for r in rows if r.strip()] if isinstance(text, str) else rows
    width = max(len(r) for r in rows)
    kinds: list[str] = []
    start_sq = -1
    for y, row in enumerate(rows):
        for x in range(width):
            ch = row[x] if x < len(row) else "#"
            if ch == " ":
                ch = "#"
            kinds.append(TEXT_KINDS.get(ch, FLOOR))
            if ch == "S":
                start_sq = y * width + x
    if start is not None:
        start_sq = start[1] * width + start[0]
    if start_sq < 0:
        start_sq = next((i for i, k in enumerate(kinds) if k not in SOLID), -1)
    if start_sq < 0:
        raise ValueError("the board has no square a piece can stand on")
    plain = ["".join(KIND_CHARS[kinds[y * width + x]] for x in range(width)) for y in range(len(rows))]
    if ref is None:
        ref = "text:" + "/".join(plain) + f"@{start_sq % width},{start_sq // width}"
    return Board(width, len(rows), tuple(kinds), start_sq, tuple(rooms), ref=ref, source="<text>")


def labels_in(text: str) -> dict[str, list[tuple[int, int]]]:
    """Where each non-kind character stands in a text drawing: ``{"A": [(x, y)], ...}``."""
    out: dict[str, list[tuple[int, int]]] = {}
    rows = [r.rstrip() for r in text.strip("\n").splitlines() if r.strip()]
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch not in TEXT_KINDS and ch != " ":
                out.setdefault(ch, []).append((x, y))
    return out


# -- the shipped floor plan -------------------------------------------------------------

_map_override: Path | None = None


def default_map_path() -> Path:
    """Where the shipped floor plan is: the one place to change when the app is bundled
    (or call :func:`use_map_path`)."""
    if _map_override is not None:
        return _map_override
    return Path(__file__).resolve().parents[2] / "maps" / "home_alone.tmx"


def use_map_path(path: Path | str | None) -> None:
    """Point the default floor plan somewhere else (``None``: back to the shipped one)."""
    global _map_override, _default
    _map_override = Path(path) if path is not None else None
    _default = None
    board_from_ref.cache_clear()


#: reads a Tiled map file into a Board; installed by :mod:`game.home_alone.spec` (the game's edge),
#: so that these rules never import the map library themselves
_map_reader: Callable[[Path], Board] | None = None


def install_map_reader(reader: Callable[[Path], Board]) -> None:
    """Let :func:`load_map` read map files with ``reader`` (:func:`game.home_alone.tmx.load_board`)."""
    global _map_reader
    _map_reader = reader
    load_map.cache_clear()


@functools.lru_cache(maxsize=8)
def load_map(path: str) -> Board:
    """The board of a Tiled map file (read once per process)."""
    if _map_reader is None:
        from game.engine.errors import MapError
        raise MapError(path, "no map reader is installed: load the game through game.home_alone.spec")
    return _map_reader(Path(path))


_default: Board | None = None


def default_board() -> Board:
    """The shipped floor plan, loaded lazily on first use and then shared."""
    global _default
    if _default is None:
        _default = load_map(str(default_map_path()))
    return _default


@functools.lru_cache(maxsize=64)
def board_from_ref(ref: str) -> Board:
    """Rebuild a board from its :attr:`Board.ref` (used when loading a saved state)."""
    if ref == "default":
        return default_board()
    if ref.startswith("map:"):
        return load_map(ref[4:])
    if ref.startswith("text:"):
        body, _, at = ref[5:].rpartition("@")
        x, y = (int(v) for v in at.split(","))
        return board_from_text(body.split("/"), ref=ref, start=(x, y))
    raise ValueError(f"unknown board reference {ref!r}")
