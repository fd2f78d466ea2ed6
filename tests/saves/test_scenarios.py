"""Every curated scenario in saves/ loads, still shows the position it is about, puts the person
at the decision, and plays to the end with computer players. Made by tools/make_scenarios.py."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

from game.engine.registry import available_games
from game.engine.runner import make_bots
from game.store import saves
from game.store.paths import scenarios_dir

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("make_scenarios", ROOT / "tools" / "make_scenarios.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_scenarios"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


TOOL = _tool()
FILES = sorted(scenarios_dir().glob("*.json"))


def test_every_scenario_file_is_described_by_the_tool():
    names = {s.name for s in TOOL.SCENARIOS}
    assert {p.stem for p in FILES} <= names


#: two marks in a row ("Alarm!: the final showdown"), as no one writes them
DOUBLED = re.compile(r"[!?.:;,]\s*[:;,]")


def test_scenario_titles_and_descriptions_read_naturally():
    """A title that starts with the game's name must not stack punctuation on the name's own ("Alarm!:")."""
    for sc in TOOL.SCENARIOS:
        for text in (sc.title, sc.description):
            assert not DOUBLED.search(text), f"{sc.name}: {text!r}"
    for path in FILES:
        data = json.loads(path.read_text(encoding="utf-8"))
        sc = TOOL.by_name(path.stem)
        assert data["title"] == sc.title, f"{path.name}: retitle the file as the tool names it"
        assert not DOUBLED.search(data["title"]), path.name
        assert saves.seal_status(data) == saves.SEALED, f"{path.name}: its checksum must follow the title"


@pytest.mark.parametrize("scenario", TOOL.SCENARIOS, ids=lambda s: s.name)
def test_scenario_exists_for_every_game_in_this_build(scenario):
    if scenario.game not in available_games():
        pytest.skip(f"{scenario.game} is not in this build")
    if not (scenarios_dir() / f"{scenario.name}.json").is_file():
        # an engine that just arrived has no scenarios yet: a reminder, not a failure
        pytest.skip(f"no {scenario.name}.json yet: run tools/make_scenarios.py {scenario.name}")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario_loads_and_plays_to_the_end(path):
    sc = TOOL.by_name(path.stem)
    if sc.game not in available_games():
        pytest.skip(f"{sc.game} is not in this build")
    info = saves.read_info(path, "scenario")
    assert info.ok, info.error
    assert info.title and info.description
    match = saves.load_match(path)
    assert TOOL.check(sc) is None
    you = match.state.pending.seat
    assert match.record.seats[you].is_human and match.record.seats[you].name == "You"
    assert json.loads(path.read_text())["record"]["start"] is not None
    for level in ("random", "normal"):
        m = saves.load_match(path)
        spec = m.spec
        levels = [level if level in spec.bots or level == "random" else "random"] * m.record.num_players
        bots = make_bots(spec, levels, 1, m.record.variant)
        for _ in range(200_000):
            d = m.state.pending
            if d is None:
                break
            bot = bots[d.seat]
            m.apply(d.actions[0] if d.forced else bot.choose(m.state.view(d.seat) if bot.uses_view else None, d))
        assert m.state.is_over and m.state.winners is not None


def test_scenarios_open_from_the_load_scene(app):
    from game.app import games
    from game.app.scenes.load import LoadScene
    from tests.saves.conftest import settle
    playable = [p for p in FILES if TOOL.by_name(p.stem).game in available_games()
                and games.is_playable(TOOL.by_name(p.stem).game)]
    if not playable:
        pytest.skip("no game table in this build")
    scene = LoadScene(app, tab="scenario")
    app.scenes.push(scene)
    settle(app, 2)
    index = next(i for i, info in enumerate(scene.list.items) if info.path == playable[0])
    scene.list.select(index)
    scene.open()
    settle(app, 5)
    assert app.scenes.top is not scene and getattr(app.scenes.top, "match", None) is not None
