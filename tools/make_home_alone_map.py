"""Regenerate the Home Alone floor plan: tileset art, Tiled tileset and map.

    python tools/make_home_alone_map.py            # writes maps/home_alone*.{png,tsx,tmx}
    python tools/make_home_alone_map.py --preview out.png   # also a full-size picture of the plan

The plan below is drawn as text so it can be read and changed in a code review;
the script turns it into ``maps/home_alone.tmx`` (CSV tile layer + a ``rooms``
object layer + a ``start`` object), ``maps/home_alone_tiles.tsx`` (every tile has
a ``kind`` property the game reads) and ``maps/home_alone_tiles.png`` (the art,
drawn here with pygame so it can always be regenerated). The map opens in
Tiled; after editing it there, the game reads the edited map, not this script.
It also writes the tiny test map ``tests/home_alone/maps/tiny.tmx``.

This is a tool, not game code: it may import pygame.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
TILE = 48
COLUMNS = 8

# -- the plan ---------------------------------------------------------------------------
# f fence  g hedge  b bush  G garden gate      (solid, "wall")
# , grass  ' flowers  _ path stones            ("yard")
# S start square for the Crooks                ("start")
# # house wall  w window without footprints    (solid)
# D door  F window with footprints             (the only ways in and out)
# . floor (its look comes from the room it is in)   o doorway between rooms (floor)
# H handle bar  T treehouse  L ladder
PLAN = """
ffffffffffffffffffffffffffffff
fggggg,,,,,,',,,,,,,,,,,,,,,,f
fgTTTg,,,,,,b,,,,,,,,',,,,b,,f
fgTTTL,,,,,,,,,,,,,,,b,,,,,,,f
fggggg,,,_,,,,,,',,,,,,,,,,,,f
f,,,,,,,,_,,,,,,,,,,,,,,,,,,,f
f,#w#####D#w####w#####F#####,f
f,#H...#......#.....#......#,f
f,w....o......#.....o......w,f
f,######......o.....#......#,f
f,#....o......o.....#......#,f
f,#....#......#.....#......#,f
f,##########oo#####o####o###,f
f,#.....#.......#...#......#,f
f,F.....o.......#...o......F,f
f,#.....#.......o...#......#,f
f,###o###.......o...####o###,f
f,w.....#.......#...o......w,f
f,#.....#.......#...#.....H#,f
f,###w#######F#####D####w###,f
f,,,,,b,,,,,,,,,,,,S,,,,,,,b,f
f,,',,,,,,,,,,,,,,,_,,,,,',,,f
fffffffffffffffffffGffffffffff
"""

# Rooms as (name, x, y, width, height) in squares, and which floor art each uses.
ROOMS = [
    ("Laundry", 3, 7, 4, 2, "floor_laundry"),
    ("Pantry", 3, 10, 4, 2, "floor_kitchen"),
    ("Kitchen", 8, 7, 6, 5, "floor_kitchen"),
    ("Dining Room", 15, 7, 5, 5, "floor_wood"),
    ("Family Room", 21, 7, 6, 5, "floor_carpet_green"),
    ("Bedroom", 3, 13, 5, 3, "floor_carpet_blue"),
    ("Bathroom", 3, 17, 5, 2, "floor_bath"),
    ("Living Room", 9, 13, 7, 6, "floor_wood"),
    ("Hall", 17, 13, 3, 6, "floor_hall"),
    ("Study", 21, 13, 6, 3, "floor_wood_dark"),
    ("Playroom", 21, 17, 6, 2, "floor_playroom"),
]

# -- the tileset ------------------------------------------------------------------------------
# (name, kind) in tile-id order. The kind is what the game reads.
TILES = [
    ("grass", "yard"), ("flowers", "yard"), ("path", "yard"), ("start", "start"),
    ("fence", "wall"), ("hedge", "wall"), ("bush", "wall"), ("gate", "wall"),
    ("wall", "wall"), ("door", "door"), ("window_footprints_h", "window_footprints"),
    ("window_footprints_v", "window_footprints"), ("window_h", "window"), ("window_v", "window"),
    ("floor_wood", "floor"), ("floor_wood_dark", "floor"),
    ("floor_kitchen", "floor"), ("floor_carpet_blue", "floor"), ("floor_carpet_green", "floor"),
    ("floor_bath", "floor"), ("floor_hall", "floor"), ("floor_playroom", "floor"), ("floor_laundry", "floor"),
    ("doorway", "floor"), ("handle_bar", "handle_bar"), ("treehouse", "treehouse"), ("ladder", "ladder"),
    ("door_v", "door"), ("doorway_v", "floor"),
]
TILE_ID = {name: i for i, (name, _) in enumerate(TILES)}

# Warm, playful palette.
C = {
    "grass": (118, 178, 82), "grass_dark": (92, 150, 64), "grass_light": (150, 204, 104),
    "path": (214, 196, 160), "path_dark": (168, 148, 112),
    "fence": (236, 228, 208), "fence_dark": (150, 132, 104),
    "hedge": (60, 120, 64), "hedge_light": (86, 150, 82),
    "wall": (196, 92, 72), "wall_dark": (130, 56, 44), "wall_light": (226, 132, 104),
    "door": (150, 90, 44), "door_dark": (96, 56, 28), "knob": (250, 206, 80),
    "glass": (170, 220, 246), "glass_light": (228, 246, 255), "frame": (250, 244, 232),
    "foot": (70, 52, 40),
    "wood": (222, 170, 104), "wood_dark": (186, 132, 74), "wood_line": (170, 116, 62),
    "wood2": (170, 112, 70), "wood2_line": (128, 80, 48),
    "tile_a": (248, 240, 222), "tile_b": (226, 92, 82),
    "blue": (116, 150, 210), "blue_dot": (150, 182, 232),
    "green": (140, 176, 116), "green_dot": (168, 200, 140),
    "bath": (180, 226, 226), "bath_line": (140, 196, 200),
    "hall": (236, 206, 150), "hall_line": (204, 170, 112),
    "laundry": (206, 214, 230), "laundry_line": (170, 180, 204),
    "play": [(246, 196, 84), (120, 196, 226), (238, 128, 128), (150, 210, 126)],
    "bar": (214, 58, 58), "bar_dark": (140, 30, 30), "grip": (60, 60, 70),
    "plank": (176, 110, 62), "plank_dark": (120, 72, 40), "nail": (90, 60, 40),
    "ladder": (150, 98, 52), "star": (255, 214, 64), "star_dark": (214, 150, 30),
}


def _noise(surf: pygame.Surface, rng: random.Random, color, count: int, size: int = 2) -> None:
    for _ in range(count):
        x, y = rng.randrange(TILE), rng.randrange(TILE)
        pygame.draw.rect(surf, color, (x, y, size, size))


def _grass(s, rng, flowers=False):
    s.fill(C["grass"])
    for _ in range(26):
        x, y = rng.randrange(2, TILE - 2), rng.randrange(4, TILE - 2)
        col = C["grass_dark"] if rng.random() < 0.6 else C["grass_light"]
        pygame.draw.line(s, col, (x, y), (x + rng.choice((-2, -1, 1, 2)), y - 4), 2)
    if flowers:
        for cx, cy, col in ((12, 12, (255, 240, 120)), (34, 20, (255, 160, 190)), (20, 36, (255, 255, 255)),
                            (38, 40, (250, 190, 90))):
            for a in range(5):
                ang = a * 2 * math.pi / 5
                pygame.draw.circle(s, col, (cx + 3 * math.cos(ang), cy + 3 * math.sin(ang)), 2.5)
            pygame.draw.circle(s, (240, 170, 40), (cx, cy), 2)


def _path(s, rng):
    _grass(s, rng)
    for rect in ((4, 4, 18, 16), (26, 6, 18, 16), (6, 26, 17, 17), (27, 28, 16, 15)):
        pygame.draw.ellipse(s, C["path_dark"], pygame.Rect(rect).move(1, 2))
        pygame.draw.ellipse(s, C["path"], rect)


def _star(s, cx, cy, r_out, r_in, color, outline):
    pts = []
    for i in range(10):
        r = r_out if i % 2 == 0 else r_in
        ang = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + r * math.cos(ang), cy + r * math.sin(ang)))
    pygame.draw.polygon(s, color, pts)
    pygame.draw.polygon(s, outline, pts, 2)


def _start(s, rng):
    s.fill(C["path"])
    pygame.draw.rect(s, C["path_dark"], (0, 0, TILE, TILE), 2)
    _star(s, TILE / 2, TILE / 2 + 1, 19, 8, C["star"], C["star_dark"])


def _fence(s, rng):
    _grass(s, rng)
    for x in (6, 22, 38):
        pygame.draw.rect(s, C["fence_dark"], (x - 1, 5, 8, 40))
        pygame.draw.rect(s, C["fence"], (x, 4, 6, 38))
        pygame.draw.polygon(s, C["fence"], ((x, 4), (x + 3, 0), (x + 6, 4)))
    for y in (14, 32):
        pygame.draw.rect(s, C["fence_dark"], (0, y, TILE, 5))
        pygame.draw.rect(s, C["fence"], (0, y - 1, TILE, 4))


def _gate(s, rng):
    _path(s, rng)
    pygame.draw.rect(s, C["fence_dark"], (2, 12, 44, 26), 3)
    for x in range(8, 44, 8):
        pygame.draw.line(s, C["fence"], (x, 13), (x, 36), 3)
    pygame.draw.line(s, C["fence"], (3, 14), (45, 36), 3)


def _bushy(s, rng, base, light, dark_bg):
    s.fill(dark_bg)
    for _ in range(14):
        x, y = rng.randrange(6, TILE - 6), rng.randrange(6, TILE - 6)
        pygame.draw.circle(s, base, (x, y), rng.randrange(9, 14))
    for _ in range(10):
        x, y = rng.randrange(6, TILE - 6), rng.randrange(6, TILE - 10)
        pygame.draw.circle(s, light, (x, y), rng.randrange(3, 6))


def _hedge(s, rng):
    _bushy(s, rng, C["hedge"], C["hedge_light"], (48, 100, 52))


def _bush(s, rng):
    _grass(s, rng)
    for cx, cy, r in ((18, 22, 13), (30, 20, 12), (24, 30, 14)):
        pygame.draw.circle(s, (48, 100, 52), (cx + 1, cy + 2), r)
        pygame.draw.circle(s, C["hedge"], (cx, cy), r)
    for cx, cy in ((16, 18), (30, 16), (24, 28)):
        pygame.draw.circle(s, C["hedge_light"], (cx, cy), 4)
    for cx, cy in ((14, 26), (32, 26), (24, 14)):
        pygame.draw.circle(s, (230, 60, 70), (cx, cy), 2.5)


def _wall(s, rng):
    s.fill(C["wall"])
    for row in range(4):
        y = row * 12
        pygame.draw.line(s, C["wall_dark"], (0, y), (TILE, y), 1)
        off = 0 if row % 2 == 0 else 12
        for x in range(off, TILE + 24, 24):
            pygame.draw.line(s, C["wall_dark"], (x, y), (x, y + 12), 1)
    for row in range(4):
        pygame.draw.line(s, C["wall_light"], (1, row * 12 + 2), (TILE - 2, row * 12 + 2), 1)


def _door(s, rng, vertical=False):
    _wall(s, rng)
    rect = pygame.Rect(5, 2, 38, 44) if not vertical else pygame.Rect(2, 5, 44, 38)
    pygame.draw.rect(s, C["door_dark"], rect.inflate(4, 4), border_radius=4)
    pygame.draw.rect(s, C["door"], rect, border_radius=4)
    if not vertical:
        for x in (rect.x + 8, rect.x + 19, rect.x + 30):
            pygame.draw.line(s, C["door_dark"], (x, rect.y + 3), (x, rect.bottom - 3), 1)
        pygame.draw.circle(s, C["knob"], (rect.right - 7, rect.centery), 3.5)
    else:
        for y in (rect.y + 8, rect.y + 19, rect.y + 30):
            pygame.draw.line(s, C["door_dark"], (rect.x + 3, y), (rect.right - 3, y), 1)
        pygame.draw.circle(s, C["knob"], (rect.centerx, rect.bottom - 7), 3.5)
    # welcome mat stripe
    pygame.draw.rect(s, (120, 160, 90), (rect.x + 6, rect.bottom - 4, rect.w - 12, 3))


def _footprint(s, x, y, flip=False, scale=1.0):
    dx = -1 if flip else 1
    pygame.draw.ellipse(s, C["foot"], (x, y, 7 * scale, 11 * scale))
    pygame.draw.ellipse(s, C["foot"], (x + dx, y + 12 * scale, 6 * scale, 5 * scale))


def _window(s, rng, vertical=False, footprints=False):
    _wall(s, rng)
    rect = pygame.Rect(4, 12, 40, 24) if not vertical else pygame.Rect(12, 4, 24, 40)
    if footprints:  # an open window: bigger, with a sunny frame
        rect = pygame.Rect(2, 6, 44, 36) if not vertical else pygame.Rect(6, 2, 36, 44)
        pygame.draw.rect(s, C["knob"], rect.inflate(6, 6), border_radius=4)
    pygame.draw.rect(s, C["frame"], rect.inflate(6, 6) if not footprints else rect.inflate(2, 2), border_radius=3)
    pygame.draw.rect(s, C["glass"], rect)
    pygame.draw.line(s, C["glass_light"], (rect.x + 4, rect.bottom - 5), (rect.x + 12, rect.y + 4), 3)
    pygame.draw.line(s, C["frame"], rect.midtop, rect.midbottom, 3)
    pygame.draw.line(s, C["frame"], rect.midleft, rect.midright, 3)
    if footprints:
        # two little footprints on the sill: this window is a way in and out
        _footprint(s, 9, 12, scale=1.1)
        _footprint(s, 28, 20, flip=True, scale=1.1)
        pygame.draw.rect(s, C["foot"], rect.inflate(6, 6), 2, border_radius=4)


def _planks(s, rng, base, line, width=12, vertical=False):
    s.fill(base)
    for i in range(0, TILE, width):
        if vertical:
            pygame.draw.line(s, line, (i, 0), (i, TILE), 2)
            cut = rng.randrange(6, TILE - 6)
            pygame.draw.line(s, line, (i, cut), (i + width, cut), 1)
        else:
            pygame.draw.line(s, line, (0, i), (TILE, i), 2)
            cut = rng.randrange(6, TILE - 6)
            pygame.draw.line(s, line, (cut, i), (cut, i + width), 1)
    for _ in range(6):  # grain
        x, y = rng.randrange(TILE), rng.randrange(TILE)
        pygame.draw.line(s, line, (x, y), (x + 6, y), 1)


def _checker(s, a, b, n):
    step = TILE // n
    for j in range(n):
        for i in range(n):
            pygame.draw.rect(s, a if (i + j) % 2 == 0 else b, (i * step, j * step, step, step))


def _carpet(s, rng, base, dot):
    s.fill(base)
    for y in range(4, TILE, 8):
        for x in range(4 + (y // 8 % 2) * 4, TILE, 8):
            pygame.draw.circle(s, dot, (x, y), 1.5)


def _grid(s, base, line, step):
    s.fill(base)
    for i in range(0, TILE, step):
        pygame.draw.line(s, line, (i, 0), (i, TILE), 1)
        pygame.draw.line(s, line, (0, i), (TILE, i), 1)


def _playroom(s, rng):
    cols = C["play"]
    step = TILE // 2
    for j in range(2):
        for i in range(2):
            pygame.draw.rect(s, cols[(i + 2 * j) % 4], (i * step, j * step, step, step))
            # jigsaw nubs
            pygame.draw.circle(s, cols[(i + 2 * j + 1) % 4], (i * step + step // 2, j * step + 2), 4)
    pygame.draw.rect(s, (255, 255, 255), (0, 0, TILE, TILE), 1)


def _doorway(s, rng, vertical=False):
    _planks(s, rng, C["hall"], C["hall_line"], width=16, vertical=not vertical)
    strip = pygame.Rect(20, 0, 8, TILE) if vertical else pygame.Rect(0, 20, TILE, 8)
    pygame.draw.rect(s, C["wood2"], strip)
    pygame.draw.rect(s, C["wood2_line"], strip, 1)


def _handle_bar(s, rng):
    """A zip line up to the Treehouse with a grab bar hanging from it: a way out for Kids, not a sign."""
    _planks(s, rng, C["wood"], C["wood_line"])
    glow = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    pygame.draw.rect(glow, (255, 226, 120, 150), (3, 3, TILE - 6, TILE - 6), border_radius=10)
    s.blit(glow, (0, 0))
    # the line, rising to the top-left corner (where the Treehouse is), with an arrowhead
    pygame.draw.line(s, C["bar_dark"], (44, 30), (9, 9), 4)
    pygame.draw.polygon(s, C["bar_dark"], ((4, 4), (17, 7), (7, 17)))
    # the grab bar hanging from a pulley on the line
    pygame.draw.circle(s, C["bar_dark"], (28, 20), 4)
    for x in (21, 35):
        pygame.draw.line(s, C["bar_dark"], (28, 21), (x, 34), 2)
    pygame.draw.line(s, C["bar_dark"], (17, 35), (39, 35), 7)
    pygame.draw.line(s, C["bar"], (18, 34), (38, 34), 4)
    for x in (17, 39):
        pygame.draw.circle(s, C["grip"], (x, 35), 3)


def _treehouse(s, rng):
    _planks(s, rng, C["plank"], C["plank_dark"], width=12)
    for y in range(6, TILE, 12):
        for x in (4, 44):
            pygame.draw.circle(s, C["nail"], (x, y), 1.5)
    pygame.draw.rect(s, C["plank_dark"], (0, 0, TILE, TILE), 2)


def _ladder(s, rng):
    _grass(s, rng)
    pygame.draw.rect(s, C["ladder"], (10, 0, 5, TILE))
    pygame.draw.rect(s, C["ladder"], (33, 0, 5, TILE))
    for y in range(5, TILE, 10):
        pygame.draw.rect(s, C["plank_dark"], (10, y + 1, 28, 4))
        pygame.draw.rect(s, C["ladder"], (10, y, 28, 4))


def draw_tile(name: str, rng: random.Random) -> pygame.Surface:
    s = pygame.Surface((TILE, TILE))
    if name == "grass":
        _grass(s, rng)
    elif name == "flowers":
        _grass(s, rng, flowers=True)
    elif name == "path":
        _path(s, rng)
    elif name == "start":
        _start(s, rng)
    elif name == "fence":
        _fence(s, rng)
    elif name == "hedge":
        _hedge(s, rng)
    elif name == "bush":
        _bush(s, rng)
    elif name == "gate":
        _gate(s, rng)
    elif name == "wall":
        _wall(s, rng)
    elif name == "door":
        _door(s, rng)
    elif name == "door_v":
        _door(s, rng, vertical=True)
    elif name.startswith("window"):
        _window(s, rng, vertical=name.endswith("_v"), footprints="footprints" in name)
    elif name == "floor_wood":
        _planks(s, rng, C["wood"], C["wood_line"])
    elif name == "floor_wood_dark":
        _planks(s, rng, C["wood2"], C["wood2_line"], width=16)
    elif name == "floor_kitchen":
        _checker(s, C["tile_a"], C["tile_b"], 4)
    elif name == "floor_carpet_blue":
        _carpet(s, rng, C["blue"], C["blue_dot"])
    elif name == "floor_carpet_green":
        _carpet(s, rng, C["green"], C["green_dot"])
    elif name == "floor_bath":
        _grid(s, C["bath"], C["bath_line"], 8)
    elif name == "floor_hall":
        _planks(s, rng, C["hall"], C["hall_line"], width=16, vertical=True)
    elif name == "floor_laundry":
        _grid(s, C["laundry"], C["laundry_line"], 12)
    elif name == "floor_playroom":
        _playroom(s, rng)
    elif name == "doorway":
        _doorway(s, rng)
    elif name == "doorway_v":
        _doorway(s, rng, vertical=True)
    elif name == "handle_bar":
        _handle_bar(s, rng)
    elif name == "treehouse":
        _treehouse(s, rng)
    elif name == "ladder":
        _ladder(s, rng)
    else:  # pragma: no cover
        raise ValueError(name)
    return s


def make_tileset_image(path: Path) -> None:
    rows = (len(TILES) + COLUMNS - 1) // COLUMNS
    sheet = pygame.Surface((COLUMNS * TILE, rows * TILE), pygame.SRCALPHA)
    sheet.fill((0, 0, 0, 0))
    for i, (name, _) in enumerate(TILES):
        rng = random.Random(1000 + i)  # fixed seeds: the art is the same on every run
        sheet.blit(draw_tile(name, rng), ((i % COLUMNS) * TILE, (i // COLUMNS) * TILE))
    pygame.image.save(sheet, str(path))


def tileset_xml(image_name: str, name: str = "home_alone_tiles") -> str:
    rows = (len(TILES) + COLUMNS - 1) // COLUMNS
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<tileset version="1.10" tiledversion="1.10.2" name="{name}" tilewidth="{TILE}" tileheight="{TILE}" '
           f'tilecount="{len(TILES)}" columns="{COLUMNS}">',
           f' <image source="{image_name}" width="{COLUMNS * TILE}" height="{rows * TILE}"/>']
    for i, (tile_name, kind) in enumerate(TILES):
        out += [f' <tile id="{i}">', '  <properties>',
                f'   <property name="art" value="{tile_name}"/>',
                f'   <property name="kind" value="{kind}"/>',
                '  </properties>', ' </tile>']
    out.append('</tileset>')
    return "\n".join(out) + "\n"


def plan_grid(plan: str) -> list[str]:
    rows = [r for r in plan.strip("\n").splitlines()]
    width = len(rows[0])
    for y, r in enumerate(rows):
        if len(r) != width:
            raise SystemExit(f"plan row {y} has {len(r)} characters, expected {width}")
    return rows


def tile_for(ch: str, x: int, y: int, rows: list[str], room_art: dict[tuple[int, int], str]) -> str:
    h, w = len(rows), len(rows[0])

    def solid(cx: int, cy: int) -> bool:
        return 0 <= cx < w and 0 <= cy < h and rows[cy][cx] in "#wFDo"

    vertical = solid(x, y - 1) and solid(x, y + 1) and not (solid(x - 1, y) and solid(x + 1, y))
    simple = {"f": "fence", "g": "hedge", "b": "bush", "G": "gate", ",": "grass", "'": "flowers", "_": "path",
              "S": "start", "#": "wall", "H": "handle_bar", "T": "treehouse", "L": "ladder"}
    if ch in simple:
        return simple[ch]
    if ch == "o":
        return "doorway_v" if vertical else "doorway"
    if ch == "D":
        return "door_v" if vertical else "door"
    if ch == "F":
        return "window_footprints_v" if vertical else "window_footprints_h"
    if ch == "w":
        return "window_v" if vertical else "window_h"
    if ch == ".":
        art = room_art.get((x, y))
        if art is None:
            raise SystemExit(f"floor square ({x}, {y}) is in no room")
        return art
    raise SystemExit(f"unknown plan character {ch!r} at ({x}, {y})")


def map_xml(rows: list[str], rooms, tileset_source: str, start: tuple[int, int] | None) -> str:
    h, w = len(rows), len(rows[0])
    room_art = {}
    for name, rx, ry, rw, rh, art in rooms:
        for yy in range(ry, ry + rh):
            for xx in range(rx, rx + rw):
                room_art[(xx, yy)] = art
    gids = [[TILE_ID[tile_for(rows[y][x], x, y, rows, room_art)] + 1 for x in range(w)] for y in range(h)]
    csv = ",\n".join(",".join(str(g) for g in row) for row in gids)
    objects = []
    oid = 1
    for name, rx, ry, rw, rh, _art in rooms:
        objects.append(f'  <object id="{oid}" name={quoteattr(name)} class="room" type="room" x="{rx * TILE}" '
                       f'y="{ry * TILE}" width="{rw * TILE}" height="{rh * TILE}"/>')
        oid += 1
    if start is not None:
        objects.append(f'  <object id="{oid}" name="start" class="start" type="start" x="{start[0] * TILE}" '
                       f'y="{start[1] * TILE}" width="{TILE}" height="{TILE}"/>')
        oid += 1
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{w}" height="{h}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" nextlayerid="3" '
        f'nextobjectid="{oid}">',
        f' <tileset firstgid="1" source="{tileset_source}"/>',
        f' <layer id="1" name="floor plan" width="{w}" height="{h}">',
        '  <data encoding="csv">',
        csv,
        '</data>',
        ' </layer>',
        ' <objectgroup id="2" name="rooms">',
        *objects,
        ' </objectgroup>',
        '</map>',
    ]) + "\n"


# The tiny map used by the loader's tests: a two-room cottage with every feature once.
TINY_PLAN = """
fffffffff
fTTL,,,,f
fggg,,,,f
f###F#D#f
f#H..o.#f
f#...#.#f
fw.H.#.#f
f###D###f
f,,,S,,,f
fffffffff
"""
TINY_ROOMS = [("Den", 2, 4, 3, 3, "floor_wood"), ("Nook", 6, 4, 1, 3, "floor_kitchen")]


def preview(rows, path: Path, tiles_png: Path) -> None:
    sheet = pygame.image.load(str(tiles_png))
    room_art = {}
    for name, rx, ry, rw, rh, art in ROOMS:
        for yy in range(ry, ry + rh):
            for xx in range(rx, rx + rw):
                room_art[(xx, yy)] = art
    h, w = len(rows), len(rows[0])
    out = pygame.Surface((w * TILE, h * TILE))
    for y in range(h):
        for x in range(w):
            i = TILE_ID[tile_for(rows[y][x], x, y, rows, room_art)]
            out.blit(sheet, (x * TILE, y * TILE), ((i % COLUMNS) * TILE, (i // COLUMNS) * TILE, TILE, TILE))
    pygame.font.init()
    font_path = ROOT / "assets" / "fonts" / "FredokaOne-Regular.ttf"
    font = pygame.font.Font(str(font_path) if font_path.exists() else None, 20)
    for name, rx, ry, rw, rh, _ in ROOMS:
        label = font.render(name, True, (60, 40, 30))
        r = label.get_rect(center=((rx + rw / 2) * TILE, (ry + rh / 2) * TILE))
        bg = r.inflate(10, 4)
        pygame.draw.rect(out, (255, 250, 236), bg, border_radius=6)
        out.blit(label, r)
    pygame.image.save(out, str(path))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "maps", help="folder for the map files")
    ap.add_argument("--preview", type=Path, help="also save a picture of the whole plan")
    args = ap.parse_args(argv)
    pygame.init()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    png = out / "home_alone_tiles.png"
    make_tileset_image(png)
    (out / "home_alone_tiles.tsx").write_text(tileset_xml(png.name), encoding="utf-8")
    rows = plan_grid(PLAN)
    (out / "home_alone.tmx").write_text(map_xml(rows, ROOMS, "home_alone_tiles.tsx", None), encoding="utf-8")
    tiny_dir = ROOT / "tests" / "home_alone" / "maps"
    tiny_dir.mkdir(parents=True, exist_ok=True)
    rel = os.path.relpath(out / "home_alone_tiles.tsx", tiny_dir).replace(os.sep, "/")
    tiny_rows = plan_grid(TINY_PLAN)
    start = next((x, y) for y, r in enumerate(tiny_rows) for x, ch in enumerate(r) if ch == "S")
    (tiny_dir / "tiny.tmx").write_text(map_xml(tiny_rows, TINY_ROOMS, rel, start), encoding="utf-8")
    if args.preview:
        preview(rows, args.preview, png)
    print(f"wrote {png}, {out / 'home_alone_tiles.tsx'}, {out / 'home_alone.tmx'}, {tiny_dir / 'tiny.tmx'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
