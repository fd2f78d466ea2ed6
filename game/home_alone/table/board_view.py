"""The floor plan on screen: the Tiled map drawn once, scaled to fit, with room names.

The map is read through ``pytmx.util_pygame.load_pygame`` (which needs the display,
so this runs when a table opens), drawn at its own tile size into one surface,
smoothed down to the square size that fits the board area, and kept: a frame blits
one surface, with the room names drawn over it. A plain ring of wall round the whole
map (the garden fence) is trimmed to a sliver, so the squares people play on get the
room. Room names sit on a wall beside their room where one is free, and fade where a
piece or a marker stands under them.

Boards that come from no map file (boards drawn as text, in tests) get flat colours.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.home_alone.board import SOLID, Board
from game.ui import draw
from game.ui.theme import C, Fonts

log = logging.getLogger(__name__)

FENCE_KEEP = 0.25  # how much of a trimmed outer ring stays visible, in squares

FLAT = {"floor": (222, 190, 140), "wall": (190, 90, 70), "door": (150, 90, 44), "window_footprints": (170, 220, 246),
        "window": (150, 190, 220), "yard": (118, 178, 82), "handle_bar": (214, 58, 58), "treehouse": (176, 110, 62),
        "ladder": (150, 98, 52), "start": (214, 196, 160)}


@dataclass(frozen=True)
class Geometry:
    """Where the board's squares are on screen."""

    board: Board
    tile: int  # square size in px
    origin: tuple[float, float]  # screen position of square (0, 0)'s top-left corner
    view: pygame.Rect  # the screen rectangle the map occupies

    def rect(self, square: int) -> pygame.Rect:
        x, y = self.board.xy(square)
        return pygame.Rect(round(self.origin[0] + x * self.tile), round(self.origin[1] + y * self.tile),
                           self.tile, self.tile)

    def center(self, square: int) -> tuple[float, float]:
        x, y = self.board.xy(square)
        return (self.origin[0] + (x + 0.5) * self.tile, self.origin[1] + (y + 0.5) * self.tile)

    def square_at(self, pos: tuple[int, int]) -> int | None:
        if not self.view.collidepoint(pos):
            return None
        x = math.floor((pos[0] - self.origin[0]) / self.tile)
        y = math.floor((pos[1] - self.origin[1]) / self.tile)
        if 0 <= x < self.board.width and 0 <= y < self.board.height:
            return self.board.index(x, y)
        return None


def _ring_is_solid(board: Board) -> bool:
    w, h = board.width, board.height
    ring = [board.index(x, 0) for x in range(w)] + [board.index(x, h - 1) for x in range(w)]
    ring += [board.index(0, y) for y in range(h)] + [board.index(w - 1, y) for y in range(h)]
    return w > 4 and h > 4 and all(board.kinds[i] in SOLID for i in ring)


def fit(board: Board, area: pygame.Rect) -> Geometry:
    """The largest whole-pixel square size at which the board fits ``area`` (centred)."""
    trim = (1 - FENCE_KEEP) if _ring_is_solid(board) else 0.0
    cols, rows = board.width - 2 * trim, board.height - 2 * trim
    tile = max(8, int(min(area.width / cols, area.height / rows)))
    w, h = round(cols * tile), round(rows * tile)
    view = pygame.Rect(0, 0, w, h)
    view.midtop = (area.centerx, area.top)
    view.left = area.left  # the board hugs the left edge; the side panels get the rest
    origin = (view.left - trim * tile, view.top - trim * tile)
    return Geometry(board, tile, origin, view)


# -- the map picture ---------------------------------------------------------------------------

_maps: dict[tuple, pygame.Surface] = {}


def map_surface(geo: Geometry) -> pygame.Surface:
    """The board's picture for ``geo`` (the visible part only, room names on), cached."""
    board = geo.board
    path = Path(board.source) if board.source and not board.source.startswith("<") else None
    stamp = path.stat().st_mtime_ns if path is not None and path.is_file() else 0
    key = (board.ref, str(path), stamp, geo.tile, geo.view.size)
    surf = _maps.get(key)
    if surf is None:
        full = None
        if path is not None and path.is_file():
            try:
                full = _tiled_picture(path, board, geo.tile)
            except Exception:  # noqa: BLE001 - a map pytmx cannot draw still plays, in flat colours
                log.exception("cannot draw the map %s; using flat colours", path)
        if full is None:
            full = _flat_picture(board, geo.tile)
        offset = (geo.view.left - geo.origin[0], geo.view.top - geo.origin[1])
        surf = pygame.Surface(geo.view.size)
        surf.blit(full, (-round(offset[0]), -round(offset[1])))
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        if len(_maps) > 6:
            _maps.clear()
        _maps[key] = surf
    return surf


def _tiled_picture(path: Path, board: Board, tile: int) -> pygame.Surface:
    """Every visible tile layer of the Tiled map, at its own size, then smoothed to ``tile``."""
    from pytmx import TiledTileLayer
    from pytmx.util_pygame import load_pygame

    tmx = load_pygame(str(path))
    tw, th = int(tmx.tilewidth), int(tmx.tileheight)
    big = pygame.Surface((tmx.width * tw, tmx.height * th), pygame.SRCALPHA)
    for layer in tmx.visible_layers:
        if isinstance(layer, TiledTileLayer):
            for x, y, image in layer.tiles():
                big.blit(image, (x * tw, y * th))
    size = (board.width * tile, board.height * tile)
    return pygame.transform.smoothscale(big, size)


def _flat_picture(board: Board, tile: int) -> pygame.Surface:
    surf = pygame.Surface((board.width * tile, board.height * tile))
    for sq, kind in enumerate(board.kinds):
        x, y = board.xy(sq)
        r = pygame.Rect(x * tile, y * tile, tile, tile)
        pygame.draw.rect(surf, FLAT.get(kind, (128, 128, 128)), r)
        pygame.draw.rect(surf, draw.darken(FLAT.get(kind, (128, 128, 128)), 0.15), r, 1)
    return surf


def _labels(board: Board) -> list[tuple[str, int, int, int, int]]:
    """(name, x, y, w, h) of each room and of the Treehouse."""
    out = [(r.name, r.x, r.y, r.w, r.h) for r in board.rooms]
    tree = board.treehouse
    if tree:
        xs = [board.xy(s)[0] for s in tree]
        ys = [board.xy(s)[1] for s in tree]
        out.append(("Treehouse", min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))
    return out


def label_spot(board: Board, x: int, y: int, w: int, h: int, span: float) -> tuple[float, float, bool]:
    """Where a room's name goes, in square units (centre x, centre y) and whether it sits on
    a wall: on the wall row above the room, else below, where every square the label
    covers is solid; otherwise in the middle of the room."""
    need = max(1, math.ceil(span))
    cx = x + w / 2
    for row in (y - 1, y + h):
        if not 0 <= row < board.height:
            continue
        best = None
        for start in range(x - 1, x + w + 1 - need + 1):
            cols = range(start, start + need)
            if all(0 <= c < board.width and board.kinds[board.index(c, row)] in SOLID for c in cols):
                mid = start + need / 2
                if best is None or abs(mid - cx) < abs(best - cx):
                    best = mid
        if best is not None and x - 0.5 <= best <= x + w + 0.5:
            return best, row + 0.5, True
    return cx, y + h / 2, False


@dataclass(frozen=True)
class RoomLabel:
    """A room's name tag: its picture and where it lies on screen."""

    name: str
    rect: pygame.Rect
    picture: pygame.Surface


#: how much of a name tag shows while a piece, a marker or a lit square lies under it
YIELD_ALPHA = 70

_label_cache: dict[tuple, list[RoomLabel]] = {}


def room_labels(geo: Geometry) -> list[RoomLabel]:
    """The room names of ``geo``'s board, each on a wall beside its room where one is free.

    They are drawn over the board on their own (not into the map picture), so that the table can
    let a name give way where a Crook, a Kid or a marker stands under it (:func:`draw_labels`)."""
    board, tile = geo.board, geo.tile
    key = (board.ref, tile, geo.origin)
    cached = _label_cache.get(key)
    if cached is not None:
        return cached
    out = []
    top = max(16, min(20, int(tile * 0.6)))
    for name, x, y, w, h in _labels(board):
        for size in range(top, 15, -1):  # a smaller name that fits on a wall beats one on the floor
            font = Fonts.title(size)
            tw = font.size(name)[0] + 10
            cx, cy, on_wall = label_spot(board, x, y, w, h, tw / tile)
            if on_wall:
                break
        else:
            cy = y + 0.5  # no wall free: the room's top row, where it hides the fewest squares
        box = pygame.Rect(0, 0, tw, font.get_height() + 2)
        picture = pygame.Surface((box.width, box.height + 2), pygame.SRCALPHA)
        pygame.draw.rect(picture, (60, 40, 30), box.move(0, 2), border_radius=box.height // 2)
        pygame.draw.rect(picture, C.cream, box, border_radius=box.height // 2)
        draw.text(picture, name, font, (60, 40, 30), box.center, "center")
        rect = picture.get_rect(center=(round(geo.origin[0] + cx * tile), round(geo.origin[1] + cy * tile + 1)))
        out.append(RoomLabel(name, rect, picture))
    if len(_label_cache) > 6:
        _label_cache.clear()
    _label_cache[key] = out
    return out


def draw_labels(surface: pygame.Surface, geo: Geometry, busy: list[pygame.Rect]) -> None:
    """The room names, each faded to :data:`YIELD_ALPHA` where it touches one of ``busy`` (the
    pieces, markers and lit squares on the board): a name never hides what is played."""
    for label in room_labels(geo):
        if label.rect.collidelist(busy) >= 0:
            label.picture.set_alpha(YIELD_ALPHA)
            surface.blit(label.picture, label.rect)
            label.picture.set_alpha(255)  # (not None: that would drop the tag's own transparency too)
        else:
            surface.blit(label.picture, label.rect)


def clear() -> None:
    _maps.clear()
    _label_cache.clear()
