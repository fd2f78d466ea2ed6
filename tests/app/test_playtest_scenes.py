"""The Playtest lab and the house-rules editor under the dummy video driver."""

from __future__ import annotations

import time

import pygame
import pytest

from game.engine import registry
from tests.app.conftest import settle
from tests.app.monkey import monkey


@pytest.fixture
def toy(monkeypatch):
    from game.app import games

    monkeypatch.setitem(registry.GAME_MODULES, "toy", "tests.engine.toy_game")
    monkeypatch.setitem(registry.TITLES, "toy", "Toy")
    monkeypatch.setitem(games.SCENE_MODULES, "toy", "tests.app.toy_scene")
    from tests.engine.toy_game import SPEC
    return SPEC


def _wait(app, scene, seconds=90):
    deadline = time.monotonic() + seconds
    while scene.state in ("running", "cancelling") and time.monotonic() < deadline:
        app.process([], 1 / 30)
        time.sleep(0.01)


def test_the_lab_runs_a_small_comparison(app, toy):
    from game.app.scenes.lab import CHART_KEYS, TAB_CHARTS, TAB_TABLE, LabScene

    scene = LabScene(app, "toy")
    app.scenes.push(scene)
    settle(app, 3)
    assert scene.a_cycle.value == "standard" and scene.b_cycle.value == "three cards"  # a built-in file name, shown with a space
    scene.games_cycle.set_index(0)  # 100 games each
    frames = 0
    slow: list[float] = []
    scene.run()
    assert scene.state == "running" and scene.proc.is_alive()
    started = time.monotonic()
    while scene.state == "running" and time.monotonic() - started < 180:
        t0 = time.perf_counter()
        app.process([], 1 / 30)
        frames += 1
        if time.perf_counter() - t0 > 0.5:
            slow.append(time.perf_counter() - t0)
        time.sleep(0.01)
    took = time.monotonic() - started
    assert scene.state == "done", scene.message
    assert frames > 10  # the app kept drawing while the games ran
    # a frame that waited for the games would last most of the run; a busy machine only adds a few hiccups
    assert len(slow) <= 3 and all(s < 0.4 * took for s in slow), (slow, took)
    assert scene.house_button.enabled and scene.run_button.visible and not scene.cancel_button.visible
    c = scene.outcome.comparison
    assert c.games == 100 and c.a.variant == "standard" and c.b.variant == "three_cards"
    assert any(d.metric.key == "turns" and d.significant for d in c.rows)
    assert scene.proc is None
    try:
        import matplotlib  # noqa: F401
        assert set(scene.charts) == set(CHART_KEYS)
        assert scene.report_path.exists()
    except ImportError:
        assert not scene.charts
    for tab in (0, TAB_TABLE, TAB_CHARTS, TAB_CHARTS + 1, TAB_CHARTS + 2):
        key = pygame.K_1 + tab  # each tab has its number key
        app.process([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=str(tab + 1), scancode=0)], 1 / 30)
        assert scene.tabs.index == tab or not scene.tabs.buttons[tab].enabled
        settle(app, 2)
    # the table scrolls
    scene.tabs.select(TAB_TABLE)
    app.process([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, precise_x=0.0, precise_y=-3.0, flipped=False,
                                    which=0)], 1 / 30)
    assert scene.table_view.offset > 0
    scene.save_report()
    assert any(p.name.startswith("toy-standard-vs-three-cards") or p.name.startswith("toy-standard-vs-three_cards")
               for p in scene.report_path.parent.iterdir()) or not scene.report_path.exists()
    # watching game ``sample`` of B at the table plays exactly the game the statistics counted
    assert scene.watch_b.enabled and scene.sample is not None
    expected = scene.outcome.results[1][scene.sample]
    app.settings.animation_speed = "instant"
    scene.watch(1)
    table = app.scenes.top
    assert table is not scene and table.match.record.seed == expected.seed and not table.humans
    for _ in range(3000):
        app.process([], 1 / 15)
        if table.match.state.is_over:
            break
    state = table.match.state
    assert state.is_over and tuple(state.winners) == expected.winners and state.turn == expected.turns


def test_the_lab_cancels_and_cleans_up(app, toy):
    from game.app.scenes.lab import GAME_COUNTS, LabScene

    scene = LabScene(app, "toy")
    app.scenes.push(scene)
    scene.games_cycle.set_index(len(GAME_COUNTS) - 1)
    scene.run()
    proc = scene.proc
    while scene.eta.done == 0 and proc.is_alive():
        app.process([], 1 / 30)
        time.sleep(0.02)
    app.process([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0)], 1 / 30)
    assert scene.state == "cancelling"
    _wait(app, scene, 30)
    assert scene.state == "idle" and scene.message == "Cancelled."
    deadline = time.monotonic() + 10
    while scene.finished_procs and time.monotonic() < deadline:  # reaped without blocking a frame
        app.process([], 1 / 30)
        time.sleep(0.02)
    assert not proc.is_alive() and not scene.finished_procs
    # leaving while running stops the background process too
    scene.run()
    proc = scene.proc
    app.scenes.pop(scene)
    assert not proc.is_alive()


def test_the_lab_with_a_setup_mistake_says_so(app, toy, monkeypatch):
    from game.app.scenes.lab import LabScene

    scene = LabScene(app, "toy")
    app.scenes.push(scene)
    monkeypatch.setattr(scene, "presets", [("Geniuses", ("genius",))])
    scene.bots_cycle.options = ["Geniuses"]
    scene.bots_cycle.set_index(0)
    scene.run()
    assert scene.state == "error" and "genius" in scene.message and scene.proc is None
    settle(app, 2)


def test_monkey_in_the_lab(app, toy, monkeypatch):
    from game.app.scenes.lab import LabScene

    monkeypatch.setattr(LabScene, "run", lambda self: None)  # the real run is tested above
    make = lambda: LabScene(app, "toy")  # noqa: E731
    app.scenes.reset(make())

    def keep():
        if not isinstance(app.scenes.top, LabScene) or len(app.scenes.stack) > 3:
            app.scenes.reset(make())
    monkey(app, 600, seed=11, keep=keep)


def test_house_rules_editor_saves_a_checked_file(app, toy):
    import tomllib

    from game.app.scenes.house_rules import HouseRulesScene
    from game.store.paths import user_variants_dir

    scene = HouseRulesScene(app, "toy")
    app.scenes.push(scene)
    settle(app, 3)
    assert [e.name for e in scene.entries] == ["standard", "three_cards"]
    scene.new()
    scene.name_entry.set_text("Fast")
    scene._text_changed(scene.name_entry)
    hand = next(r for r in scene.rows if r.param.key == "hand_size")
    hand.control.set_text("x")
    scene._text_changed(hand.control)
    assert "whole number" in scene.errors["hand_size"]
    scene.save()
    assert scene.status_kind == "error" and not (user_variants_dir() / "fast.toml").exists()
    hand.control.set_text("1")
    scene._text_changed(hand.control)
    toggle = next(r for r in scene.rows if r.param.key == "eliminate_on_match")
    toggle.control.activate()
    assert scene.errors == {}
    app.process([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_CTRL, unicode="s",
                                    scancode=0)], 1 / 30)
    data = tomllib.loads((user_variants_dir() / "fast.toml").read_text())
    assert data["params"] == {"hand_size": 1, "eliminate_on_match": False} and data["extends"] == "standard"
    assert scene.entries[scene.selected].name == "Fast" and not scene.dirty()


def test_house_rules_editor_lists_a_broken_file_and_survives(app, toy):
    from game.app.scenes.house_rules import HouseRulesScene
    from game.store.paths import user_variants_dir

    (user_variants_dir() / "oops.toml").write_text('name = "oops"\ngame = "toy"\n[params]\ncopies = 9\n')
    (user_variants_dir() / "junk.toml").write_bytes(b"\xff\xfe not text")
    scene = HouseRulesScene(app, "toy")
    app.scenes.push(scene)
    names = {e.name: e for e in scene.entries}
    assert names["oops"].variant is None and "copies" in names["oops"].error
    assert names["junk"].variant is None
    scene.select([e.name for e in scene.entries].index("oops"))
    assert scene.form is None and scene.delete_button.enabled and not scene.dup_button.enabled
    settle(app, 3)

    def keep():
        if not isinstance(app.scenes.top, HouseRulesScene) or len(app.scenes.stack) > 3:
            app.scenes.reset(HouseRulesScene(app, "toy"))
    monkey(app, 600, seed=5, keep=keep)


def test_unsaved_changes_ask_before_leaving(app, toy):
    from game.app.scenes.house_rules import HouseRulesScene
    from game.ui.dialogs import ConfirmDialog

    scene = HouseRulesScene(app, "toy")
    app.scenes.push(scene)
    scene.value_changed("eliminate_on_match", False)
    assert scene.dirty()
    scene.ask_back()
    assert isinstance(app.scenes.top, ConfirmDialog)
    app.scenes.top._yes()
    assert scene not in app.scenes.stack


def test_new_game_and_menu_open_the_playtest_scenes(app, toy):
    from game.app.scenes.house_rules import HouseRulesScene
    from game.app.scenes.lab import LabScene
    from game.app.scenes.new_game import NewGameScene

    ng = NewGameScene(app, "toy")
    app.scenes.push(ng)
    assert ng.house_button.enabled
    ng.house_rules()
    assert isinstance(app.scenes.top, HouseRulesScene) and app.scenes.top.game_id == "toy"
    app.scenes.pop()
    app.scenes.push(LabScene(app, "toy"))
    app.scenes.top.house_rules()
    assert isinstance(app.scenes.top, HouseRulesScene)


def test_smoke_pictures_of_the_editor(app, toy, tmp_path):
    from game.app.scenes.house_rules import smoke_pictures

    shots = []
    smoke_pictures(app, lambda name, seconds=0.6: (settle(app, 2), shots.append(name)))
    assert shots == ["house-rules", "house-rules-editing", "house-rules-broken"]


def test_the_lab_says_how_long_a_run_will_take(app, toy):
    import json

    from game.app.scenes.lab import LabScene
    from game.store.paths import user_data_dir

    scene = LabScene(app, "toy")
    assert scene.expected == ""  # no figures for the toy game anywhere: no guess
    (user_data_dir() / "pace.json").write_text(json.dumps({"toy": {"easy": {"4": {"games_per_s": 100.0}}}}))
    scene.bots_cycle.set_index(next(i for i, p in enumerate(scene.presets) if p[1] == ("easy",)))
    scene.runon_cycle.set_index(0)  # one process
    scene.games_cycle.set_index(scene.games_cycle.options.index("1,000"))
    scene.setup_changed()
    # 2 × 1,000 games at 100 games/s, four players, on one process
    assert scene.players_cycle.value == "4"
    assert scene.expected.startswith("Expected time: about 20 s with 1 process") and "reference" not in scene.expected
    scene.set_mode("tune")
    assert scene.expected.startswith("Expected time: first round about") and "at most about" in scene.expected


def test_the_lab_runs_on_as_many_processes_as_chosen_or_on_a_cluster(app, toy, monkeypatch):
    from game.app.scenes.lab import LabScene
    from game.ui.dialogs import TextPrompt

    for name in ("CAPER_NIGHT_TLS_CA", "CAPER_NIGHT_TLS_CERT"):
        monkeypatch.delenv(name, raising=False)
    scene = LabScene(app, "toy")
    app.scenes.push(scene)
    scene.runon_cycle.set_index(0)
    assert scene.plan().workers == 1 and scene.plan().dask is None
    scene.runon_cycle.set_index(1)
    assert scene.plan().workers == 2
    scene.runon_cycle.step(len(scene.runon_options) - 2)  # on to "Dask cluster…": the address is asked for
    prompt = app.scenes.top
    assert isinstance(prompt, TextPrompt)
    assert "tls://" in prompt.on_done("tls://example.org:8786")  # certificates missing: said in the prompt
    assert "inproc" in prompt.on_done("inproc://x")
    assert prompt.on_done("tcp://example.org:8786") is None
    assert scene.runon_cycle.value == "Cluster tcp://example.org:8786"
    plan = scene.plan()
    assert plan.workers is None and plan.dask.address == "tcp://example.org:8786"
    assert LabScene(app, "toy").cluster.address == "tcp://example.org:8786"  # remembered


def test_the_lab_gives_the_same_results_whatever_the_processes(app, toy, monkeypatch):
    from game.app.scenes.lab import LabScene

    monkeypatch.setattr("random.randint", lambda a, b: 4242)
    outcomes = []
    for index in (0, 1):
        scene = LabScene(app, "toy")
        app.scenes.push(scene)
        scene.games_cycle.set_index(0)
        scene.runon_cycle.set_index(index)
        scene.run()
        _wait(app, scene)
        assert scene.state == "done", scene.message
        data = scene.outcome.to_json()
        data.pop("run")
        outcomes.append(data)
        app.scenes.pop(scene)
    assert outcomes[0] == outcomes[1] and outcomes[0]["seed"] == 4242


def test_the_lab_tunes_a_rule(app, toy):
    from game.app.scenes.lab import LabScene

    scene = LabScene(app, "toy")
    app.scenes.push(scene)
    scene.set_mode("tune")
    assert scene.values_button.visible and not scene.b_cycle.visible and not scene.house_button.visible
    names = [p.key for p in scene.tune.params]
    scene.param_cycle.set_index(names.index("hand_size"))
    scene.param_changed()
    assert scene.tune.values_text == "1, 2, 3"
    assert scene._values_done("1, 2, 9") and scene.tune.values_text == "1, 2, 3"  # refused, with the reason
    assert scene._values_done("1, 2") is None and scene.values_button.label == "1, 2"
    scene.target_cycle.set_index([t for t, _ in scene.tune.targets].index("mean-length"))
    scene.target_changed()
    assert scene.goal_button.label == "Choose a goal…"
    scene.run()
    assert scene.state == "error" and "goal" in scene.message
    assert scene._goal_done("max") is None
    scene.tune_games_cycle.set_index(0)
    scene.run()
    assert scene.state == "running"
    _wait(app, scene, 120)
    assert scene.state == "done", scene.message
    t = scene.tuning
    assert t.param.key == "hand_size" and [r.value for r in t.rows] == [1, 2] and t.best is not None
    assert "python -m game tune toy hand_size --values 1,2 --target mean-length --goal max" in scene.tune_command
    assert scene.tune_tabs.buttons[0].visible and not scene.tabs.buttons[0].visible
    settle(app, 3)
    scene.tune_tabs.select(1)
    settle(app, 3)
    try:
        import matplotlib  # noqa: F401
        assert scene.tune_chart is not None and scene.report_path.exists()
    except ImportError:
        assert scene.tune_chart is None
    scene.set_mode("compare")
    assert scene.state == "idle" and scene.b_cycle.visible


def test_no_lab_text_is_smaller_than_14_pixels(app, toy, monkeypatch):
    """Issue 16: at 1280×720 every text the Lab draws is at least 14 px (the charts are checked with them)."""
    from game.app.scenes.lab import LabScene
    from game.ui import draw

    sizes = []
    real_text, real_block = draw.text, draw.text_block

    def text(surface, string, font, *a, **kw):
        sizes.append((font.get_height(), font.point_size if hasattr(font, "point_size") else None, string))
        return real_text(surface, string, font, *a, **kw)

    def block(surface, string, font, *a, **kw):
        sizes.append((font.get_height(), font.point_size if hasattr(font, "point_size") else None, string))
        return real_block(surface, string, font, *a, **kw)

    monkeypatch.setattr(draw, "text", text)
    monkeypatch.setattr(draw, "text_block", block)
    scene = LabScene(app, "toy")
    app.scenes.push(scene)
    scene.games_cycle.set_index(0)
    scene.run()
    _wait(app, scene)
    for tab in range(5):
        scene.tabs.select(tab)
        settle(app, 2)
    scene.set_mode("tune")
    settle(app, 2)
    small = [(size, s) for _, size, s in sizes if size is not None and size < 14]
    assert sizes and not small, small[:5]


def test_house_rules_editor_keeps_a_hand_written_files_comments(app, toy):
    from game.app.scenes.house_rules import HouseRulesScene
    from game.store.paths import user_variants_dir

    path = user_variants_dir() / "friday.toml"
    original = ('# Friday rules, from Grandma\nname = "Friday"\ngame = "toy"   # the card game\n'
                'extends = "standard"\n\n[params]\ncopies   = 3   # more of each card\n')
    path.write_text(original)
    scene = HouseRulesScene(app, "toy")
    app.scenes.push(scene)
    scene.select([e.name for e in scene.entries].index("Friday"))
    hand = next(r for r in scene.rows if r.param.key == "hand_size")
    hand.control.set_text("3")
    scene._text_changed(hand.control)
    assert scene.errors == {}
    scene.save()
    assert scene.status.startswith("Saved; the file's own comments and layout are kept")
    assert path.read_text() == original + "hand_size = 3\n"


def test_a_long_mistake_beside_a_rule_is_written_whole(app, toy, monkeypatch):
    """"must be a whole number from 1 to …, got 99999" was cut at the row's end (found playing by hand);
    it now takes two lines of a smaller type."""
    from game.app.scenes.house_rules import HouseRulesScene
    from game.ui import draw

    scene = HouseRulesScene(app, "toy")
    app.scenes.push(scene)
    settle(app, 3)
    scene.new()
    hand = next(r for r in scene.rows if r.param.key == "hand_size")
    hand.control.set_text("99999")
    scene._text_changed(hand.control)
    error = scene.errors["hand_size"]
    assert error.endswith("got 99999")
    lines: list[str] = []
    real = draw.render_text
    monkeypatch.setattr(draw, "render_text", lambda s, font, color: (lines.append(s), real(s, font, color))[1])
    scene.draw(app.screen)
    assert " ".join(line for line in lines if line and line in error) == error
