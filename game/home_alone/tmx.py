"""Read a Tiled floor plan (``.tmx``) into a plain :class:`~game.home_alone.board.Board`.

The map decides what every square is; nothing is hard-coded here:

- Tile layers: every tile of the tileset carries a ``kind`` property (floor,
  wall, door, window_footprints, window, yard, handle_bar, treehouse, ladder,
  start). Where layers overlap, the topmost tile that has a ``kind`` wins, so a
  decoration layer may use tiles without one. Every square needs a kind.
- Object layers: rectangles of type/class ``room`` with a ``name`` name the
  rooms (Tiled 1.9 renamed an object's ``type`` to ``class``; both are read).
  An object of type/class ``start`` (or named ``start``) may mark the Crooks'
  start square instead of (or as well as) a ``start`` tile.

Every problem is a :class:`~game.engine.errors.MapError` that names the file
and, where there is one, the square. :func:`check_board` holds the plan to the
rules (one start square, two handle bars, a treehouse joined by one ladder...).

This module imports pytmx and is therefore not pure; only the lazy loader in
:mod:`game.home_alone.board` calls it.
"""

from __future__ import annotations

from pathlib import Path

import pytmx

from game.engine.errors import MapError
from game.home_alone.board import (
    DOOR,
    FLOOR,
    HANDLE_BAR,
    KINDS,
    LADDER,
    START,
    TREEHOUSE,
    WINDOW_FOOTPRINTS,
    YARD,
    Board,
    Room,
    default_map_path,
)
from game.home_alone.movement import CROOK, KID, mover

TILE_PX_DEFAULT = 48


def _object_class(obj: object) -> str:
    value = getattr(obj, "type", None) or obj.properties.get("class") or getattr(obj, "class", None)  # type: ignore[attr-defined]
    if not value:
        value = getattr(obj, "properties", {}).get("type")
    return str(value or "").strip().lower()


def load_board(path: Path | str, *, check: bool = True) -> Board:
    """The board of the Tiled map at ``path``; :class:`MapError` if it is unusable."""
    path = Path(path)
    file = str(path)
    if not path.is_file():
        raise MapError(file, "no such map file")
    try:
        tmx = pytmx.TiledMap(file)
    except Exception as exc:  # pytmx raises plain Exceptions for missing tilesets and bad XML
        raise MapError(file, f"cannot read the map ({exc})") from None
    if tmx.orientation != "orthogonal":
        raise MapError(file, f"the map must be orthogonal, not {tmx.orientation}")
    width, height = int(tmx.width), int(tmx.height)
    tw, th = int(tmx.tilewidth), int(tmx.tileheight)

    kinds: list[str | None] = [None] * (width * height)
    tile_layers = [layer for layer in tmx.layers if isinstance(layer, pytmx.TiledTileLayer)]
    if not tile_layers:
        raise MapError(file, "the map has no tile layer")
    for layer in tile_layers:  # later layers are drawn on top and win
        for y in range(height):
            row = layer.data[y]
            for x in range(width):
                gid = row[x]
                if not gid:
                    continue
                props = tmx.get_tile_properties_by_gid(gid) or {}
                kind = props.get("kind")
                if kind is None:
                    continue
                kind = str(kind).strip().lower()
                if kind not in KINDS:
                    raise MapError(file, f"square ({x}, {y}) in layer '{layer.name}' has unknown kind {kind!r}; "
                                         f"known kinds: {', '.join(KINDS)}")
                kinds[y * width + x] = kind
    for i, kind in enumerate(kinds):
        if kind is None:
            raise MapError(file, f"square ({i % width}, {i // width}) has no tile with a 'kind'")

    rooms: list[Room] = []
    start_objects: list[int] = []
    for group in tmx.objectgroups:
        for obj in group:
            cls = _object_class(obj)
            name = (obj.name or "").strip()
            x, y = int(round(obj.x / tw)), int(round(obj.y / th))
            if cls == "start" or (not cls and name.lower() == "start"):
                if not (0 <= x < width and 0 <= y < height):
                    raise MapError(file, f"the start object is off the map at square ({x}, {y})")
                start_objects.append(y * width + x)
            elif cls == "room" or (not cls and name):
                if not name:
                    raise MapError(file, f"a room object at square ({x}, {y}) has no name")
                w, h = int(round(obj.width / tw)), int(round(obj.height / th))
                if w < 1 or h < 1:
                    raise MapError(file, f"room '{name}' at square ({x}, {y}) is not a rectangle of whole squares")
                rooms.append(Room(name, x, y, w, h))
            elif cls:
                raise MapError(file, f"object '{name or obj.id}' at square ({x}, {y}) has unknown type {cls!r}; "
                                     f"known: room, start")

    start_tiles = [i for i, k in enumerate(kinds) if k == START]
    starts = sorted(set(start_tiles) | set(start_objects))
    if not starts:
        raise MapError(file, "the map has no start square for the Crooks (a 'start' tile or object)")
    if len(starts) > 1:
        where = ", ".join(f"({s % width}, {s // width})" for s in starts)
        raise MapError(file, f"the map has more than one start square: {where}")
    start = starts[0]
    final = [k if k is not None else FLOOR for k in kinds]
    if final[start] not in (START, YARD):
        raise MapError(file, f"the start square ({start % width}, {start // width}) must be in the yard, "
                             f"not on {final[start]}")
    final[start] = START
    default = default_map_path()
    ref = "default" if path.resolve() == default.resolve() else f"map:{path.resolve()}"
    board = Board(width, height, tuple(final), start, tuple(rooms), ref=ref, source=file)
    if check:
        check_board(board)
    return board


def _sq(board: Board, square: int) -> str:
    x, y = board.xy(square)
    return f"({x}, {y})"


def check_board(board: Board) -> None:
    """Raise :class:`MapError` unless the plan is playable under the rulings."""
    file = board.source or "<board>"
    kinds = board.kinds
    if not board.hideable:
        raise MapError(file, "the house has no floor squares to hide markers on")
    bars = board.handle_bars
    if len(bars) != 2:
        raise MapError(file, f"the map needs exactly two handle bar squares, found {len(bars)}"
                             + (f" at {', '.join(_sq(board, b) for b in bars)}" if bars else ""))
    if not board.treehouse:
        raise MapError(file, "the map has no treehouse squares")
    ladders = board.ladders
    if len(ladders) != 1:
        raise MapError(file, f"the treehouse must be joined to the yard by exactly one ladder square, found "
                             f"{len(ladders)}" + (f" at {', '.join(_sq(board, s) for s in ladders)}" if ladders else ""))
    if not board.doors:
        raise MapError(file, "the house has no door")
    for piece in (CROOK, KID):
        for diagonals in (True, False):
            m = mover(board, diagonals)
            reach = m.reachable(piece, board.start)
            targets = board.squares_of(FLOOR, HANDLE_BAR, DOOR, WINDOW_FOOTPRINTS, YARD, LADDER)
            if piece == KID:
                targets = targets + board.treehouse
            for sq in targets:
                if sq not in reach:
                    what = "a Kid" if piece == KID else "a Crook"
                    raise MapError(file, f"square {_sq(board, sq)} ({kinds[sq]}) cannot be reached by {what} "
                                         f"from the start square{'' if diagonals else ' without diagonal steps'}")
    # what touches what (all eight neighbours): the house is closed but for doors and
    # footprint windows, and the treehouse is entered only by the ladder
    inside = {FLOOR, HANDLE_BAR}
    outside = {YARD, START, LADDER, TREEHOUSE}
    for sq, kind in enumerate(kinds):
        if kind not in inside and kind != TREEHOUSE:
            continue
        x, y = board.xy(sq)
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                nx, ny = x + dx, y + dy
                if (dx or dy) and 0 <= nx < board.width and 0 <= ny < board.height:
                    other = kinds[ny * board.width + nx]
                    if kind in inside and other in outside:
                        raise MapError(file, f"house square {_sq(board, sq)} touches the {other.replace('_', ' ')} "
                                             f"at ({nx}, {ny}): put a wall, a door or a window between them")
                    if kind == TREEHOUSE and other not in (TREEHOUSE, LADDER) and board.passable(ny * board.width + nx):
                        raise MapError(file, f"treehouse square {_sq(board, sq)} touches {other.replace('_', ' ')} "
                                             f"at ({nx}, {ny}); only the ladder may lead into the treehouse")
