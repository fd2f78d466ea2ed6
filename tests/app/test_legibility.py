"""Text is big enough to read in every window, and never shows a missing-glyph box.

Legibility: at 1280×720 no text below 14 px on screen, and at 1024×576 (the smallest
window) none below 12 px. The canvas is scaled to the window, so the rule is one
minimum font size on the canvas, enforced where every font is made (``Fonts``) and
checked here on what the screens really draw.

Glyphs: every character of every string the app can show must be in the bundled
font it is drawn with: checked on the strings in the source and data files, and on
what the screens really draw.
"""

from __future__ import annotations

import ast
import json
import re
import tomllib
from pathlib import Path

import pygame
import pytest

from game.app import games
from game.engine.registry import GAME_MODULES
from game.table.pictures import hurry_until, start_bot_game
from game.ui import draw, viewport
from game.ui.theme import MIN_SCREEN_TEXT, MIN_TEXT_PX, Fonts
from tests.app.drive import frames

ROOT = Path(__file__).resolve().parents[2]


# -- the rule --------------------------------------------------------------------------------------
def test_the_minimum_font_size_keeps_every_window_legible():
    for window, px in MIN_SCREEN_TEXT.items():
        assert MIN_TEXT_PX * viewport.scale_for(window) >= px - 1e-9, window
    assert MIN_TEXT_PX * viewport.scale_for((1280, 720)) >= 14
    assert MIN_TEXT_PX * viewport.scale_for((1024, 576)) >= 12
    # any allowed window, 4:3 to 21:9, is drawn at least at the smallest window's scale
    for w, h in ((1024, 768), (1024, 576), (1344, 576), (1366, 705), (2560, 1080), (3840, 2160)):
        assert viewport.scale_for((w, h)) >= viewport.scale_for(viewport.MIN_WINDOW) - 1e-9


def test_no_font_is_made_smaller_than_the_minimum():
    pygame.font.init()
    Fonts.too_small.clear()
    for make in (Fonts.body, Fonts.bold, Fonts.title):
        assert make(9).get_height() == make(MIN_TEXT_PX).get_height()
        assert make(MIN_TEXT_PX + 5).get_height() > make(MIN_TEXT_PX).get_height()
    asked = sorted(Fonts.too_small.items())
    assert asked and all(Path(f).name == "test_legibility.py" and size == 9 for (f, _), size in asked)
    Fonts.too_small.clear()


def test_the_window_picture_is_never_cropped():
    for window in ((1024, 576), (1024, 768), (1366, 705), (1366, 585), (2560, 1440), (3440, 1440)):
        r = viewport.picture_rect(window)
        assert pygame.Rect((0, 0), window).contains(r)
        assert r.width == window[0] or r.height == window[1]  # as large as fits
        assert abs(r.width / r.height - 16 / 9) < 0.01
        x, y = viewport.to_canvas(window, r.center)
        assert abs(x - 640) <= 1 and abs(y - 360) <= 1
        assert viewport.to_canvas(window, r.topleft) == (0, 0)


def test_a_window_too_big_for_the_screen_opens_smaller_and_whole():
    assert viewport.fit_window((1280, 720), (1366, 768)) == (1223, 688)
    assert viewport.fit_window((1280, 720), (1920, 1080)) == (1280, 720)
    assert viewport.fit_window((1024, 576), (800, 600)) == (1024, 576)  # never below the minimum


# -- what the screens really draw --------------------------------------------------------------------
@pytest.fixture(scope="module")
def drawn(tmp_path_factory):
    """Every screen of the shell and a few moves at every table, with each text drawn noted."""
    import os

    old_home = os.environ.get("CAPER_NIGHT_HOME")
    os.environ["CAPER_NIGHT_HOME"] = str(tmp_path_factory.mktemp("home"))
    from game.app.main import App
    from game.store.settings import Settings

    sizes: list[tuple[int, str]] = []
    real = draw.render_text

    def noting(string, font, color):
        sizes.append((font.point_size, string))
        return real(string, font, color)

    Fonts.too_small.clear()
    Fonts.missing.clear()
    draw.render_text = noting
    app = App(Settings(), headless=True)
    app.settings.animation_speed = "fast"
    try:
        def show(name, *args):
            app.scenes.open(name, *args)
            frames(app, 6)
            app.scenes.home()

        frames(app, 6)
        show("settings")
        show("load")
        for game_id in GAME_MODULES:
            show("rules", game_id)
            show("new_game", game_id)
        for game_id in GAME_MODULES:
            if not games.is_playable(game_id):
                continue
            scene = start_bot_game(app, game_id)
            hurry_until(app, scene, lambda: scene.match.move_count >= 12 or scene.match.state.is_over, 20)
            frames(app, 10)
            scene.open_pause()
            frames(app, 4)
            app.scenes.home()
        yield {"sizes": sizes, "too_small": dict(Fonts.too_small), "missing": dict(Fonts.missing)}
    finally:
        draw.render_text = real
        app.shutdown()
        if old_home is None:
            os.environ.pop("CAPER_NIGHT_HOME", None)
        else:
            os.environ["CAPER_NIGHT_HOME"] = old_home


def test_every_text_drawn_is_at_least_the_minimum_size(drawn):
    small = sorted({(size, text) for size, text in drawn["sizes"] if size < MIN_TEXT_PX})
    assert not small, f"text drawn below {MIN_TEXT_PX} px: {small[:10]}"


AREAS = {
    "shell": ("game/ui/", "game/table/", "game/app/"),
    "alarm": ("game/alarm/",),
    "alcatraz": ("game/alcatraz/",),
    "home_alone": ("game/home_alone/",),
}


@pytest.mark.parametrize("area", list(AREAS))
def test_no_screen_asks_for_text_below_the_minimum(drawn, area):
    """The fonts are raised to the minimum anyway; a layout that asked for less may now overflow."""
    mine = sorted(f"{Path(f).relative_to(ROOT)}:{line} asked for {size} px"
                  for (f, line), size in drawn["too_small"].items()
                  if str(Path(f).resolve().relative_to(ROOT)).startswith(AREAS[area]))
    assert not mine, "\n".join(mine)


def test_no_text_drawn_lacks_a_glyph(drawn):
    assert not drawn["missing"], f"characters with no glyph in their font: {drawn['missing']}"


# -- every string the app can show ---------------------------------------------------------------------
FONT_FILES = [ROOT / "assets" / "fonts" / name for name in Fonts.FILES]
NOT_SHOWN = ("game/commands/", "game/playtest/")  # terminal output and report files, not drawn


def _shown_strings() -> list[tuple[str, str]]:
    """(where, text) for every non-ASCII string in the source (docstrings and logs left out) and data."""
    out: list[tuple[str, str]] = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        rel = str(path.relative_to(ROOT))
        if rel.startswith(NOT_SHOWN):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                      and node.body and isinstance(node.body[0], ast.Expr)
                      and isinstance(node.body[0].value, ast.Constant)}
        stand_ins = {id(key) for node in ast.walk(tree) if isinstance(node, ast.Assign)
                     and any(isinstance(t, ast.Name) and t.id == "GLYPH_STAND_INS" for t in node.targets)
                     for key in node.value.keys}  # what is drawn *instead* of those
        logged = {id(arg) for node in ast.walk(tree) if isinstance(node, ast.Call)
                  and isinstance(node.func, ast.Attribute) and node.func.attr in ("debug", "info", "warning",
                                                                                 "exception", "error")
                  for arg in node.args}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str) and not node.value.isascii()
                    and id(node) not in docstrings | logged | stand_ins):
                out.append((f"{rel}:{node.lineno}", node.value))
    for path in sorted((ROOT / "game").rglob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        out += [(str(path.relative_to(ROOT)), v) for v in _strings(data) if not v.isascii()]
    for path in sorted((ROOT / "saves").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        out += [(str(path.relative_to(ROOT)), v) for v in _strings(data) if not v.isascii()]
    for path in sorted((ROOT / "maps").glob("*.tmx")):
        out += [(str(path.relative_to(ROOT)), v) for v in re.findall(r'name="([^"]*)"', path.read_text("utf-8"))
                if not v.isascii()]
    return out


def _strings(data):
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for v in data.values():
            yield from _strings(v)
    elif isinstance(data, list):
        for v in data:
            yield from _strings(v)


def test_every_character_the_app_can_show_is_in_every_bundled_font():
    import pygame.freetype

    pygame.freetype.init()
    fonts = {path.name: pygame.freetype.Font(str(path), 16) for path in FONT_FILES}
    strings = _shown_strings()
    assert any("…" in text for _, text in strings)  # the scan sees the strings it must
    chars = {ch for _, text in strings for ch in text if not ch.isascii() and ch not in "\n\t"}
    lacking = {}
    for name, font in fonts.items():
        for ch in sorted(chars):
            if font.get_metrics(ch)[0] is None:
                where = next(w for w, text in strings if ch in text)
                lacking.setdefault(ch, []).append(f"{name} (first used at {where})")
    assert not lacking, "\n".join(f"{ch!r} U+{ord(ch):04X}: {', '.join(v)}" for ch, v in lacking.items())


def test_a_missing_glyph_is_drawn_as_a_stand_in_never_a_box():
    pygame.font.init()
    font = Fonts.body(20)
    Fonts.missing.clear()
    assert Fonts.printable("Skip ▸ 3 ▲ ok…", font) == "Skip » 3 ^ ok…"
    assert Fonts.printable("a ☃ b", font) == "a ? b"
    assert set(Fonts.missing) == {"▸", "▲", "☃"}
    Fonts.missing.clear()
