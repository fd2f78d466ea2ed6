"""Continue resumes the autosaved game exactly, in a fresh app, also after the app was killed."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.store import saves
from game.store.paths import autosave_path
from tests.saves.conftest import settle
from tests.saves.helpers import new_match, state_json

ROOT = Path(__file__).resolve().parents[2]


def _continue_in_fresh_app():
    from game.app.main import App
    from game.app.scenes.menu import MenuScene
    from game.store.settings import Settings

    app = App(Settings(), headless=True)
    menu = MenuScene(app)
    app.scenes.reset(menu)
    settle(app, 2)
    assert menu.buttons["Continue"].enabled
    menu.continue_game()
    return app, app.scenes.top


def test_continue_in_a_fresh_app_resumes_exactly(toy):
    from game.app.main import App
    from game.store.settings import Settings
    from tests.saves.toy_scene import ToyScene
    app = App(Settings(), headless=True)
    m = new_match(toy, 12, n=3, humans=1)
    app.settings.animation_speed = "instant"
    scene = ToyScene(app, m)
    app.scenes.reset(scene)
    for _ in range(400):  # the person always takes the first option; the bots play as they like
        settle(app, 1)
        d = m.state.pending
        if d is None or m.move_count >= 9:
            break
        if d.seat == 0 and scene.player.idle:
            scene.submit(d.actions[0])
    assert 0 < m.move_count and not m.state.is_over
    expected, pending = state_json(m), m.state.pending
    app.shutdown()
    fresh, resumed = _continue_in_fresh_app()
    try:
        assert resumed.match is not m and state_json(resumed.match) == expected
        assert resumed.match.state.pending == pending
    finally:
        fresh.shutdown()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_continue_after_the_app_was_killed(tmp_path, toy):
    log = tmp_path / "states.log"
    child = subprocess.Popen([sys.executable, "-m", "tests.saves.kill_child", str(log), "31"], cwd=ROOT,
                             env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if log.exists() and log.read_text().count("\n") >= 25:
                break
            if child.poll() is not None:
                pytest.fail(f"the game stopped by itself: {child.stderr.read().decode()[-2000:]}")
            time.sleep(0.05)
        else:
            pytest.fail("the game made no progress")
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(10)
        child.stderr.close()
    states: dict[int, set[str]] = {}  # moves made -> every state logged at that point (games restart)
    for line in log.read_text().splitlines():
        moves, _, state = line.partition("\t")
        try:
            json.loads(state)
        except ValueError:
            continue  # the line being written when the kill came
        states.setdefault(int(moves), set()).add(state)
    info = saves.autosave_info()
    assert info is not None and info.ok, info and info.error
    resumed = saves.load_match(autosave_path())
    got = json.dumps(resumed.state.to_json(), sort_keys=True)
    assert got in states.get(resumed.move_count, set())
    # and the app's Continue button opens exactly that game
    fresh, scene = _continue_in_fresh_app()
    try:
        assert state_json(scene.match) == got
    finally:
        fresh.shutdown()


def test_computer_players_choose_the_same_after_continue(toy):
    """Bots are seeded from the position, so a resumed game goes on exactly as it would have."""
    from game.app.main import App
    from game.store.settings import Settings
    from tests.saves.toy_scene import ToyScene

    def run(scene_app, scene, until=None):
        scene_app.scenes.reset(scene)
        for _ in range(3000):
            scene_app.process([], 1 / 10)
            scene.player.skip()
            if scene.match.state.is_over or (until is not None and scene.match.move_count >= until):
                break
        return scene.match

    settings = Settings()
    settings.animation_speed = "instant"
    app = App(settings, headless=True)
    try:
        straight = run(app, ToyScene(app, new_match(toy, 44, n=4), autosave=False))
        first = run(app, ToyScene(app, new_match(toy, 44, n=4)), until=5)
        saves.flush_autosave()
        resumed = saves.load_match(autosave_path())
        assert resumed.move_count >= 5
        finished = run(app, ToyScene(app, resumed))
        assert first.move_count >= 5 and finished.state.is_over
        assert state_json(finished) == state_json(straight)
    finally:
        app.shutdown()
