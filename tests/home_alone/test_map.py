"""The shipped floor plan: every feature present, every square reachable, opens in Tiled;
and the loader's errors name the file and the square."""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game.engine.errors import MapError
from game.home_alone.board import (
    DOOR,
    FLOOR,
    HANDLE_BAR,
    LADDER,
    START,
    TREEHOUSE,
    WINDOW,
    WINDOW_FOOTPRINTS,
    YARD,
    default_board,
    default_map_path,
)
from game.home_alone.movement import CROOK, KID, mover
from game.home_alone.tmx import load_board

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "maps"
TINY = Path(__file__).parent / "maps" / "tiny.tmx"


@pytest.fixture(scope="module")
def board():
    return default_board()


def test_map_file_is_where_the_game_looks(board):
    assert default_map_path() == MAPS / "home_alone.tmx"
    assert board.ref == "default" and board.source.endswith("home_alone.tmx")


def test_at_least_ten_named_rooms(board):
    names = [r.name for r in board.rooms]
    assert len(names) >= 10 and len(set(names)) == len(names)
    assert all(names)


def test_every_floor_square_lies_in_a_named_room_or_doorway(board):
    floor = board.squares_of(FLOOR, HANDLE_BAR)
    in_rooms = [sq for sq in floor if board.room_name(sq)]
    assert len(in_rooms) >= 0.9 * len(floor)


def test_enough_floor_for_four_players(board):
    # about 200 squares of house floor: 100 markers spread out, with room to spare
    assert 200 <= len(board.hideable) <= 260


def test_front_door_with_the_start_square_outside_and_a_back_door_far_away(board):
    doors = board.doors
    assert len(doors) >= 2
    sx, sy = board.xy(board.start)
    assert board.kind(board.start) == START
    front = [d for d in doors if abs(board.xy(d)[0] - sx) + abs(board.xy(d)[1] - sy) == 1]
    assert len(front) == 1, "the start square must be just outside the front door"
    fx, fy = board.xy(front[0])
    back = [d for d in doors if abs(board.xy(d)[1] - fy) > board.height // 2]
    assert back, "a back door on the far side of the house"


def test_windows_with_and_without_footprints(board):
    assert len(board.footprint_windows) >= 4
    assert len(board.squares_of(WINDOW)) >= 4  # "several" windows stay shut


def test_exactly_two_handle_bars_far_apart(board):
    a, b = board.handle_bars
    (ax, ay), (bx, by) = board.xy(a), board.xy(b)
    assert abs(ax - bx) + abs(ay - by) >= (board.width + board.height) // 2


def test_treehouse_in_the_back_yard_joined_by_one_ladder(board):
    (ladder,) = board.ladders
    tree = board.treehouse
    assert len(tree) >= 4  # room for every Kid
    sy = board.xy(board.start)[1]
    assert all(abs(board.xy(t)[1] - sy) > board.height // 2 for t in tree), "behind the house"
    m = mover(board, True)
    # the ladder touches the treehouse and the yard; nothing else leads into the treehouse
    assert any(board.kind(q) == TREEHOUSE for q in m.neighbours(ladder, KID))
    assert any(board.kind(q) == YARD for q in m.neighbours(ladder, KID))
    for t in tree:
        for q in m.neighbours(t, KID):
            assert board.kind(q) in (TREEHOUSE, LADDER)
        x, y = board.xy(t)
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                q = board.index(x + dx, y + dy)
                assert board.kind(q) in (TREEHOUSE, LADDER) or not board.passable(q)


@pytest.mark.parametrize("diagonals", [True, False])
@pytest.mark.parametrize("haven", [False, True])
def test_every_square_reachable_from_the_start(board, diagonals, haven):
    m = mover(board, diagonals, haven)
    crook = m.reachable(CROOK, board.start)
    kid = m.reachable(KID, board.start)
    for sq, kind in enumerate(board.kinds):
        if kind in (FLOOR, HANDLE_BAR, DOOR, WINDOW_FOOTPRINTS, YARD, LADDER, START):
            assert sq in crook, f"{board.xy(sq)} ({kind})"
        if board.passable(sq):
            assert sq in kid, f"{board.xy(sq)} ({kind})"
        if kind == TREEHOUSE:  # Crooks climb the ladder, unless the Treehouse is a haven (safe_treehouse)
            assert (sq in crook) != haven


def test_the_house_is_closed_except_doors_and_footprint_windows(board):
    inside = {FLOOR, HANDLE_BAR}
    for sq, kind in enumerate(board.kinds):
        if kind not in inside:
            continue
        x, y = board.xy(sq)
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                q = board.index(x + dx, y + dy)
                assert board.kind(q) not in (YARD, START, LADDER, TREEHOUSE), \
                    f"house square {board.xy(sq)} touches {board.kind(q)} at {board.xy(q)}"


def test_nothing_may_be_hidden_off_the_house_floor(board):
    for sq in board.hideable:
        assert board.kind(sq) == FLOOR
    for kind in (HANDLE_BAR, DOOR, WINDOW_FOOTPRINTS, WINDOW, YARD, TREEHOUSE, LADDER, START):
        assert not set(board.squares_of(kind)) & set(board.hideable)


def test_kinds_come_from_the_tileset_not_from_code():
    tsx = ET.parse(MAPS / "home_alone_tiles.tsx").getroot()
    kinds = {t.get("id"): {p.get("name"): p.get("value") for p in t.iter("property")}.get("kind")
             for t in tsx.iter("tile")}
    assert int(tsx.get("tilecount")) == len(kinds) and all(kinds.values())


def test_map_opens_in_tiled_with_relative_paths():
    tmx = ET.parse(MAPS / "home_alone.tmx").getroot()
    ts = tmx.find("tileset")
    source = ts.get("source")
    assert not os.path.isabs(source) and (MAPS / source).is_file()
    tsx = ET.parse(MAPS / source).getroot()
    image = tsx.find("image").get("source")
    assert not os.path.isabs(image) and (MAPS / image).is_file()
    data = tmx.find("layer/data")
    assert data.get("encoding") in ("csv", "base64")
    objects = tmx.findall("objectgroup/object")
    assert all(o.get("name") and (o.get("class") or o.get("type")) == "room" for o in objects)


def test_map_loads_for_drawing_with_pygame():
    pygame = pytest.importorskip("pygame")
    from pytmx.util_pygame import load_pygame

    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        tmx = load_pygame(str(MAPS / "home_alone.tmx"))
        assert tmx.get_tile_image(0, 0, 0) is not None
        assert tmx.tilewidth == 48
    finally:
        pygame.display.quit()


def test_map_generator_script_is_in_the_repository():
    script = ROOT / "tools" / "make_home_alone_map.py"
    text = script.read_text()
    assert "home_alone_tiles.png" in text and "def main" in text


# -- the loader's errors ----------------------------------------------------------------------

def test_tiny_map_loads():
    b = load_board(TINY)
    assert len(b.handle_bars) == 2 and len(b.ladders) == 1 and b.kind(b.start) == START
    assert [r.name for r in b.rooms] == ["Den", "Nook"]


def _copy_tiny(tmp_path, transform):
    text = TINY.read_text()
    text = re.sub(r'source="([^"]+\.tsx)"', lambda m: f'source="{(TINY.parent / m.group(1)).resolve()}"', text)
    out = tmp_path / "broken.tmx"
    out.write_text(transform(text))
    return out


def _set_tile(text, x, y, gid):
    head, data, tail = re.split(r"(?s)(?<=<data encoding=\"csv\">)(.*?)(?=</data>)", text)[0:3]
    rows = [r.rstrip(",").split(",") for r in data.strip().splitlines()]
    rows[y][x] = str(gid)
    return head + "\n" + ",\n".join(",".join(r) for r in rows) + "\n" + tail


def _gid_of(art):
    tsx = ET.parse(MAPS / "home_alone_tiles.tsx").getroot()
    for t in tsx.iter("tile"):
        props = {p.get("name"): p.get("value") for p in t.iter("property")}
        if props.get("art") == art:
            return int(t.get("id")) + 1
    raise KeyError(art)


def test_unknown_kind_names_the_file_and_the_square(tmp_path):
    odd = tmp_path / "odd.tsx"
    odd.write_text(f'<?xml version="1.0" encoding="UTF-8"?>\n<tileset version="1.10" name="odd" tilewidth="48" '
                   f'tileheight="48" tilecount="1" columns="1">\n <image source="{MAPS / "home_alone_tiles.png"}" '
                   f'width="384" height="192"/>\n <tile id="0"><properties><property name="kind" value="lava"/>'
                   f'</properties></tile>\n</tileset>\n')
    count = int(ET.parse(MAPS / "home_alone_tiles.tsx").getroot().get("tilecount"))

    def transform(text):
        text = text.replace("<layer", f' <tileset firstgid="{count + 1}" source="{odd}"/>\n <layer', 1)
        return _set_tile(text, 3, 5, count + 1)

    path = _copy_tiny(tmp_path, transform)
    with pytest.raises(MapError) as err:
        load_board(path)
    msg = str(err.value)
    assert "broken.tmx" in msg and "(3, 5)" in msg and "lava" in msg


def test_square_without_a_kind_names_the_square(tmp_path):
    path = _copy_tiny(tmp_path, lambda t: _set_tile(t, 2, 5, 0))
    with pytest.raises(MapError, match=r"broken\.tmx.*\(2, 5\)"):
        load_board(path)


def test_missing_ladder_is_named(tmp_path):
    path = _copy_tiny(tmp_path, lambda t: _set_tile(t, 3, 1, _gid_of("grass")))
    with pytest.raises(MapError, match=r"broken\.tmx.*ladder"):
        load_board(path)


def test_third_handle_bar_is_refused_with_the_squares(tmp_path):
    path = _copy_tiny(tmp_path, lambda t: _set_tile(t, 4, 5, _gid_of("handle_bar")))
    with pytest.raises(MapError, match=r"broken\.tmx.*three|broken\.tmx.*found 3.*\(4, 5\)"):
        load_board(path)


def test_missing_start_is_named(tmp_path):
    def transform(text):
        text = re.sub(r'\s*<object [^>]*class="start"[^>]*/>', "", text)
        return _set_tile(text, 4, 8, _gid_of("grass"))

    path = _copy_tiny(tmp_path, transform)
    with pytest.raises(MapError, match=r"broken\.tmx.*no start"):
        load_board(path)


def test_hole_in_the_wall_is_named(tmp_path):
    path = _copy_tiny(tmp_path, lambda t: _set_tile(t, 5, 3, _gid_of("floor_wood")))
    with pytest.raises(MapError, match=r"broken\.tmx.*\(5, 3\) touches the yard"):
        load_board(path)


def test_unreachable_square_is_named(tmp_path):
    # wall the Nook off from the Den: its floor can no longer be reached
    def transform(text):
        text = _set_tile(text, 5, 4, _gid_of("wall"))
        return _set_tile(text, 6, 3, _gid_of("wall"))

    path = _copy_tiny(tmp_path, transform)
    with pytest.raises(MapError, match=r"broken\.tmx.*\(6, [4-6]\).*cannot be reached"):
        load_board(path)


def test_missing_map_file_is_named(tmp_path):
    with pytest.raises(MapError, match="nowhere.tmx"):
        load_board(tmp_path / "nowhere.tmx")
