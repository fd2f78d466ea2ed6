"""The app shell: scenes render, the stack behaves, settings survive bad files."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scenes import Scene, SceneManager
from tests.app.conftest import settle
from tests.app.monkey import monkey


class Probe(Scene):
    def __init__(self, app, name, opaque=True):
        super().__init__(app)
        self.name = name
        self.opaque = opaque
        self.calls = []
        self.drawn = 0

    def enter(self): self.calls.append("enter")
    def exit(self): self.calls.append("exit")
    def pause(self): self.calls.append("pause")
    def resume(self): self.calls.append("resume")
    def draw(self, surface): self.drawn += 1


def test_scene_stack_push_pop_replace_reset():
    m = SceneManager()
    a, b, c = Probe(None, "a"), Probe(None, "b"), Probe(None, "c")
    m.push(a)
    m.push(b)
    assert a.calls == ["enter", "pause"] and m.top is b
    m.replace(c)
    assert b.calls == ["enter", "exit"] and m.top is c
    m.pop()
    assert a.calls[-1] == "resume" and m.top is a
    m.reset(b)
    assert a.calls[-1] == "exit" and m.stack == [b]


def test_overlay_draws_scene_below_and_opaque_hides_it():
    m = SceneManager()
    a, over = Probe(None, "a"), Probe(None, "over", opaque=False)
    m.push(a)
    m.push(over)
    surf = pygame.Surface((10, 10))
    m.draw(surf)
    assert a.drawn == 1 and over.drawn == 1
    cover = Probe(None, "cover")
    m.push(cover)
    m.draw(surf)
    assert a.drawn == 1 and cover.drawn == 1


def test_pop_to_a_scene_removes_everything_above():
    m = SceneManager()
    a, b, c = Probe(None, "a"), Probe(None, "b"), Probe(None, "c")
    for s in (a, b, c):
        m.push(s)
    m.pop(b)
    assert m.stack == [a]


def _scenes(app):
    from game.app.scenes.menu import MenuScene
    from game.app.scenes.new_game import NewGameScene
    from game.app.scenes.rules import RulesScene
    from game.app.scenes.settings import SettingsScene
    from game.engine.registry import GAME_MODULES, module_exists

    out = [("menu", lambda: MenuScene(app)), ("settings", lambda: SettingsScene(app))]
    for g in GAME_MODULES:
        out.append((f"rules-{g}", lambda g=g: RulesScene(app, g)))
        if module_exists(GAME_MODULES[g]):
            out.append((f"new-game-{g}", lambda g=g: NewGameScene(app, g)))
    return out


def test_every_shell_scene_renders(app):
    for name, make in _scenes(app):
        app.scenes.reset(make())
        settle(app, 5)
        # something other than one flat colour was drawn
        surf = app.screen
        colors = {surf.get_at((x, y))[:3] for x in range(0, 1280, 97) for y in range(0, 720, 61)}
        assert len(colors) > 5, name


@pytest.mark.parametrize("which", ["menu", "settings", "rules", "new-game"])
def test_monkey_shell_scenes(app, which):
    from game.app.scenes.menu import MenuScene
    from game.app.scenes.new_game import NewGameScene
    from game.app.scenes.rules import RulesScene
    from game.app.scenes.settings import SettingsScene
    from game.engine.registry import available_games

    if which == "new-game" and not available_games():
        pytest.skip("no game engine in this build yet")
    make = {"menu": lambda: MenuScene(app), "settings": lambda: SettingsScene(app),
            "rules": lambda: RulesScene(app),
            "new-game": lambda: NewGameScene(app, available_games()[0])}[which]
    app.scenes.reset(make())

    def keep():
        if not app.scenes.stack or not app.running and False:
            app.scenes.reset(make())
        if len(app.scenes.stack) > 4:
            app.scenes.reset(make())
    monkey(app, 1500, seed=hash(which) % 1000, keep=keep)


def test_settings_survive_a_broken_file(tmp_path):
    from game.store.settings import load_settings, save_settings

    p = tmp_path / "settings.toml"
    p.write_text("this is = = not toml")
    s = load_settings(p)
    assert s.sound_volume == 0.7 and "could not be read" in s.problems[0]
    p.write_text('sound_volume = 5\nanimation_speed = "warp"\nmystery = 1\nmuted = true\n')
    s = load_settings(p)
    assert s.sound_volume == 0.7 and s.animation_speed == "normal" and s.muted is True
    assert any("sound_volume" in m for m in s.problems) and any("mystery" in m for m in s.problems)
    s.sound_volume = 0.3
    save_settings(s, p)
    assert load_settings(p).sound_volume == 0.3


def test_every_offered_window_size_is_accepted_by_the_settings_file(tmp_path):
    from game.store.settings import WINDOW_SIZES, load_settings

    p = tmp_path / "settings.toml"
    for w, h in WINDOW_SIZES:
        p.write_text(f"window_width = {w}\nwindow_height = {h}\n")
        s = load_settings(p)
        assert (s.window_width, s.window_height) == (w, h) and not s.problems
    p.write_text("window_width = 100\nwindow_height = 100\n")
    s = load_settings(p)
    assert len(s.problems) == 2


def test_user_folders_follow_override(tmp_path, monkeypatch):
    from game.store import paths
    monkeypatch.setenv("CAPER_NIGHT_HOME", str(tmp_path / "h"))
    assert paths.saves_dir().is_relative_to(tmp_path)
    assert paths.settings_path().parent.is_relative_to(tmp_path)
    assert (paths.assets_dir() / "fonts").is_dir()


def test_atomic_write_keeps_old_file_when_writing_fails(tmp_path, monkeypatch):
    import os

    from game.store.files import atomic_write_text

    p = tmp_path / "save.json"
    atomic_write_text(p, "old")

    def boom(*a, **k):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        atomic_write_text(p, "new")
    assert p.read_text() == "old"
    assert [x.name for x in tmp_path.iterdir()] == ["save.json"]


def test_idle_app_does_not_redraw(app):
    from game.app.scenes.settings import SettingsScene

    app.scenes.reset(SettingsScene(app))
    settle(app, 30)
    drawn = []
    original = app.scenes.draw
    app.scenes.draw = lambda surf: (drawn.append(1), original(surf))
    for _ in range(10):
        app.process([], 1 / 30)
    assert not drawn


def test_the_frame_where_an_animation_ends_is_drawn(app):
    """The last frame of an animation changes the picture too (a question appears, a piece lands):
    it must reach the screen even though nothing moves after it, or the table looks stuck on
    "… is next" until the mouse moves."""

    class Ending(Scene):
        name = "ending"

        def __init__(self, app):
            super().__init__(app)
            self.left = 3
            self.shown = None

        def update(self, dt):
            self.left -= 1
            return self.left > 0  # on the last frame the state changes and nothing moves any more

        def draw(self, surface):
            self.shown = self.left

    scene = Ending(app)
    app.scenes.reset(scene)
    for _ in range(6):
        app.process([], 1 / 30)
    assert scene.left <= 0
    assert scene.shown == 0, "the frame in which the animation ended was never drawn"
