"""Save, load and replay tests run on every game in this build, and on the engine's toy game."""

from __future__ import annotations

import pytest

from game.engine.registry import available_games

TOY = "toy"


@pytest.fixture
def toy(monkeypatch):
    """Make the toy game known to the registry and playable in the app (for this test only)."""
    from game.app import games
    from game.app.scenes import menu
    from game.engine import registry
    from game.ui import art

    monkeypatch.setitem(registry.GAME_MODULES, TOY, "tests.engine.toy_game")
    monkeypatch.setitem(registry.TITLES, TOY, "Toy")
    monkeypatch.setitem(games.SCENE_MODULES, TOY, "tests.saves.toy_scene")
    monkeypatch.setitem(menu.TAGLINES, TOY, "A tiny test game.")
    monkeypatch.setitem(menu.PLAYERS, TOY, "2–4 players")
    monkeypatch.setitem(art.EMBLEMS, TOY, art.EMBLEMS["alarm"])
    from tests.engine.toy_game import SPEC
    return SPEC


def all_games() -> list[str]:
    """The toy game plus every real game whose engine is in this build."""
    return [TOY, *available_games()]


@pytest.fixture(params=all_games())
def game_spec(request, toy):
    from game.engine.registry import get_spec
    return get_spec(request.param)


@pytest.fixture
def app():
    """A headless app (as in tests/app), with user folders in the test's temporary directory."""
    from game.app.main import App
    from game.app.settings import Settings

    a = App(Settings(), headless=True)
    yield a
    a.shutdown()


def settle(app, frames: int = 20, dt: float = 1 / 30) -> None:
    for _ in range(frames):
        app.process([], dt)
