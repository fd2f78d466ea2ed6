"""A headless app per test, with user folders in a temporary directory."""

from __future__ import annotations

import pytest


@pytest.fixture
def app():
    from game.app.main import App
    from game.store.settings import Settings

    a = App(Settings(), headless=True)
    yield a
    a.shutdown()


def settle(app, frames: int = 20, dt: float = 1 / 30) -> None:
    for _ in range(frames):
        app.process([], dt)
