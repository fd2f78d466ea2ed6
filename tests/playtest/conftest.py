"""The toy game (and a game with rule gaps) registered like a real game, for the playtest tests."""

from __future__ import annotations

import pytest

from game.engine import registry


@pytest.fixture
def toy(monkeypatch):
    """Register ``toy`` and ``gappy`` so the command line and the variant catalog find them."""
    monkeypatch.setitem(registry.GAME_MODULES, "toy", "tests.engine.toy_game")
    monkeypatch.setitem(registry.GAME_MODULES, "gappy", "tests.playtest.gap_game")
    monkeypatch.setitem(registry.TITLES, "toy", "Toy")
    monkeypatch.setitem(registry.TITLES, "gappy", "Gappy")
    from tests.engine.toy_game import SPEC
    return SPEC
