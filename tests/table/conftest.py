"""A headless app per test (user folders in a temporary directory, as everywhere)."""

from __future__ import annotations

import pytest

from tests.saves.conftest import toy  # noqa: F401 - the toy game, known to the registry for a test


@pytest.fixture
def app():
    from game.app.main import App
    from game.store.settings import Settings

    a = App(Settings(), headless=True)
    a.settings.animation_speed = "instant"
    yield a
    a.shutdown()
