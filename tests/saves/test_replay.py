"""Replays: move by move in the game's own table, forward, back, jump, play at speed, as everyone
or as one seat; no computer player acts and nothing is autosaved. And the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.commands.main import main as cli_main
from game.store import saves
from game.table.replay import SPEEDS, Replay
from game.ui import thumbnails
from tests.saves.conftest import settle
from tests.saves.helpers import new_match, play, play_to_end, state_json

ROOT = Path(__file__).resolve().parents[2]


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _finished(spec, seed=6, humans=1):
    return play_to_end(new_match(spec, seed, n=3, humans=humans))


def _open(app, record, **kw):
    from game.table.replay import open_replay
    scene = open_replay(app, record, **kw)
    settle(app, 3)
    return scene


def test_replay_steps_jumps_and_matches_the_game_at_every_move(app, toy):
    full = _finished(toy)
    scene = _open(app, full.record)
    r = scene.replay
    assert r.position == 0 and r.total == full.move_count and scene.viewer is None
    app.process([key(pygame.K_RIGHT)], 1 / 30)
    app.process([key(pygame.K_RIGHT)], 1 / 30)
    assert r.position == 2
    assert state_json(scene.match) == state_json(play(new_match(toy, 6, n=3, humans=1), 2))
    app.process([key(pygame.K_LEFT)], 1 / 30)
    assert r.position == 1
    assert state_json(scene.match) == state_json(play(new_match(toy, 6, n=3, humans=1), 1))
    app.process([key(pygame.K_END)], 1 / 30)
    assert r.position == r.total and state_json(scene.match) == state_json(full)
    assert "won" in r.status() or "game over" in r.status()
    app.process([key(pygame.K_HOME)], 1 / 30)
    assert r.position == 0 and r.headline() == "The start of the game"
    r.jump(5)
    assert state_json(scene.match) == state_json(play(new_match(toy, 6, n=3, humans=1), 5))
    assert scene.log.lines, "the log tells the moves so far"


def test_play_at_speed_reaches_the_end_without_bots_or_autosave(app, toy):
    full = _finished(toy)
    scene = _open(app, full.record)
    assert not scene.humans and not scene.autosave
    app.process([key(pygame.K_SPACE)], 1 / 30)
    assert scene.replay.playing
    scene.replay.speed_index = len(SPEEDS) - 1
    for _ in range(3000):
        app.process([], 1 / 10)
        if scene.replay.at_end and not scene.replay.playing:
            break
    assert scene.replay.at_end and state_json(scene.match) == state_json(full)
    assert scene.match.move_count == full.move_count, "nobody acted beyond the record"
    assert saves.autosave_info() is None
    assert all(s.name != "game-over" for s in app.scenes.stack)


def test_watching_as_one_seat_hides_the_others_cards(app, toy):
    full = _finished(toy)
    scene = _open(app, full.record, viewer=1)
    r = scene.replay
    r.jump(3)
    hands = scene.view["hands"]
    assert isinstance(hands[1], list) and not isinstance(hands[0], list)
    r.set_viewer(None)
    assert all(isinstance(h, list) for h in scene.view["hands"].values())
    assert r.position == 3 and r.viewer_cycle.index == 0


def test_unfinished_game_opens_through_a_persons_eyes_and_asks_before_showing_everything(app, toy):
    m = play(new_match(toy, 6, n=3, humans=1), 4)
    if m.state.is_over:
        pytest.skip("the game ended early")
    scene = _open(app, m.record)
    assert scene.viewer == 0
    scene.replay.viewer_cycle.step(-1)  # to "Everyone": asks first
    assert app.scenes.top.name == "confirm" and scene.viewer == 0
    app.scenes.top._yes()
    assert scene.viewer is None


def test_watch_replay_from_the_game_over_screen(app, toy):
    from tests.saves.toy_scene import ToyScene
    m = play(new_match(toy, 6, n=3), 100_000)
    scene = ToyScene(app, play(new_match(toy, 6, n=3), m.move_count - 1))
    app.settings.animation_speed = "instant"
    app.scenes.reset(scene)
    for _ in range(200):
        settle(app, 1)
        if app.scenes.top.name == "game-over":
            break
    assert app.scenes.top.name == "game-over"
    info = saves.list_finished()[0]
    assert info.ok and info.over and thumbnails.load_thumbnail(info.path) is not None
    app.scenes.top.watch()
    settle(app, 2)
    top = app.scenes.top
    assert top.replay is not None and top.replay.total == m.move_count and top.viewer is None


def test_monkey_on_a_replay(app, toy):
    from tests.app.monkey import monkey
    full = _finished(toy)
    scene = _open(app, full.record)

    def keep():
        if scene not in app.scenes.stack or len(app.scenes.stack) > 4:
            app.scenes.reset(scene)
    monkey(app, 600, seed=5, keep=keep)


# -- command line ------------------------------------------------------------------------------------
def test_headless_replay_prints_a_summary(toy, capsys):
    full = _finished(toy)
    path = saves.finish_game(full)
    assert cli_main(["replay", str(path), "--headless", "--moves"]) == 0
    out = capsys.readouterr().out
    assert "Toy · standard rules" in out and f"{full.move_count} moves replayed" in out
    assert "Finished" in out and "  1. " in out


@pytest.mark.parametrize("content", ['{"format": "caper-night-save", "schema": 1, "rec', "not json at all",
                                     json.dumps({"format": "caper-night-save", "schema": 42, "record": {}})])
def test_broken_file_gives_one_line_and_status_2(tmp_path, content):
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    out = subprocess.run([sys.executable, "-m", "game", "replay", str(bad), "--headless"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and "bad.json" in lines[0] and "Traceback" not in out.stderr
    assert out.stdout == ""


def test_missing_file_and_bad_seat(toy, tmp_path, capsys):
    assert cli_main(["replay", str(tmp_path / "nope.json"), "--headless"]) == 2
    assert "no such file" in capsys.readouterr().err
    path = saves.finish_game(_finished(toy))
    assert cli_main(["replay", str(path), "--headless", "--as", "9"]) == 2


def test_jumping_around_a_long_replay_gives_the_exact_positions(app, game_spec):
    """Kept copies make jumps quick; they must never change what a position is (every game)."""
    import random

    from game.engine.match import Match
    from game.table.scene import GameScene
    full = play_to_end(new_match(game_spec, 21, humans=1))
    rec = full.record
    scene = GameScene(app, Match.from_record(game_spec, rec, upto=0), autosave=False, observer=True)
    r = Replay(scene, rec, None)
    scene.enable_replay(r)
    app.scenes.push(scene)
    rnd = random.Random(2)
    targets = [r.total, r.total - 1, 0, *(rnd.randrange(r.total + 1) for _ in range(6)), r.total // 2 + 1]
    for k in targets:
        r.jump(k)
        assert r.position == k
        assert state_json(scene.match) == state_json(play(new_match(game_spec, 21, humans=1), k)), k
        if not r.at_end:
            r.forward()
            scene.player.skip()
            assert state_json(scene.match) == state_json(play(new_match(game_spec, 21, humans=1), k + 1))
    assert len(scene.log.lines) <= 400


@pytest.mark.parametrize("game_id", [g for g in __import__("game.engine.registry", fromlist=["x"]).available_games()])
def test_every_table_replays_a_whole_game_forward_back_and_by_jumps(app, game_id):
    """The replay bar drives each game's own table (not only the base scene): every step draws and
    shows exactly the recorded position, for an observer and through one person's eyes."""
    from game.app import games
    from game.engine.registry import get_spec
    from game.table.scene import GameScene

    if not games.is_playable(game_id):
        pytest.skip(f"{game_id} has no table in this build yet")
    spec = get_spec(game_id)
    app.settings.animation_speed = "instant"
    full = play_to_end(new_match(spec, 4, humans=1))
    rec = full.record
    for viewer in ("auto", 0):
        scene = _open(app, rec, viewer=viewer)
        assert isinstance(scene, GameScene) and type(scene) is not GameScene  # the game's own table
        r = scene.replay
        checkpoints = sorted({1, 2, r.total // 3, r.total // 2, r.total - 1, r.total})
        for k in checkpoints:
            r.jump(k)
            settle(app, 2)
            assert state_json(scene.match) == state_json(play(new_match(spec, 4, humans=1), k)), (viewer, k)
        for _ in range(3):
            r.back()
            settle(app, 2)
        r.forward()
        scene.player.skip()
        settle(app, 2)
        assert r.position == r.total - 2
        r.to_end()
        settle(app, 3)
        assert scene.match.state.is_over
        picture = pygame.Surface((1280, 720))
        app.scenes.draw(picture)


def test_the_everyone_view_promises_what_the_table_shows(app, toy):
    """Alcatraz lays out one hand face up, so its "Everyone" view may not promise every card (found by hand)."""
    from game.alcatraz.table.scene import AlcatrazScene
    from game.table.scene import GameScene

    scene = _open(app, _finished(toy).record)
    assert scene.replay.viewer_cycle.tooltip == scene.observer_tip == GameScene.observer_tip
    assert "every card" in GameScene.observer_tip and "every card" not in AlcatrazScene.observer_tip
    assert "one hand" in AlcatrazScene.observer_tip
