"""Test-wide setup: headless SDL, and per-user folders inside a temporary directory."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    """Keep the tests' saves, settings and logs out of the real user folders."""
    monkeypatch.setenv("CAPER_NIGHT_HOME", str(tmp_path / "caper-home"))
    yield
