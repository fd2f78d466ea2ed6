"""One version everywhere: pyproject.toml's line is what the command line and Settings show."""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys
import tomllib

import pytest

from game.store import version as v

ROOT = v._CHECKOUT_PYPROJECT.parent


def _pyproject_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


@pytest.fixture
def fresh(monkeypatch):
    """version() forgets what it found, before and after the test."""
    v.version.cache_clear()
    yield monkeypatch
    v.version.cache_clear()


def test_the_version_is_pyproject_tomls():
    assert v.version() == _pyproject_version()


def test_python_m_game_version_prints_it():
    proc = subprocess.run([sys.executable, "-m", "game", "--version"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"caper-night {_pyproject_version()}"


def test_a_source_checkout_reads_its_own_pyproject_not_stale_install_metadata(fresh, tmp_path):
    project = tmp_path / "pyproject.toml"
    project.write_text('[project]\nname = "caper-night"\nversion = "7.8.9"\n', encoding="utf-8")
    fresh.setattr(v, "_CHECKOUT_PYPROJECT", project)
    fresh.setattr(v, "installed_version", lambda: "0.0.1")
    assert v.version() == "7.8.9"


def test_an_installed_copy_reads_the_installed_metadata(fresh, tmp_path):
    fresh.setattr(v, "_CHECKOUT_PYPROJECT", tmp_path / "no-such" / "pyproject.toml")
    fresh.setattr(importlib.metadata, "version", lambda name: "3.2.1" if name == "caper-night" else None)
    assert v.version() == "3.2.1"


def test_the_frozen_build_reads_its_bundled_metadata_even_beside_a_pyproject(fresh, tmp_path):
    project = tmp_path / "pyproject.toml"
    project.write_text('[project]\nname = "caper-night"\nversion = "7.8.9"\n', encoding="utf-8")
    fresh.setattr(v, "_CHECKOUT_PYPROJECT", project)
    fresh.setattr(sys, "frozen", True, raising=False)
    fresh.setattr(v, "installed_version", lambda: "1.0.0")
    assert v.version() == "1.0.0"


def test_a_copy_that_knows_no_version_says_so(fresh, tmp_path):
    fresh.setattr(v, "_CHECKOUT_PYPROJECT", tmp_path / "pyproject.toml")

    def missing(name):
        raise importlib.metadata.PackageNotFoundError(name)

    fresh.setattr(importlib.metadata, "version", missing)
    assert v.version() == v.UNKNOWN == "0+unknown"


@pytest.mark.parametrize("text", [
    '[project]\nname = "something-else"\nversion = "1.0"\n',  # another project's file
    '[project]\nname = "caper-night"\nversion = ""\n',
    '[project]\nname = "caper-night"\n',
    '[project\nname = "caper-night"\n',  # broken TOML
    "project = 3\n",
])
def test_a_pyproject_that_is_not_ours_or_is_broken_gives_no_version(tmp_path, text):
    path = tmp_path / "pyproject.toml"
    path.write_text(text, encoding="utf-8")
    assert v.version_from_pyproject(path) is None
    assert v.version_from_pyproject(tmp_path / "missing.toml") is None


@pytest.mark.parametrize("given, numbers", [
    ("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)), ("2.0.1rc1", (2, 0, 1, 0)),
    ("1.2.3.4.5", (1, 2, 3, 4)), ("0+unknown", (0, 0, 0, 0)), ("nonsense", (0, 0, 0, 0)),
])
def test_file_property_numbers(given, numbers):
    assert v.version_numbers(given) == numbers


def test_settings_shows_the_version_in_its_about_line(monkeypatch):
    from game.app.main import App
    from game.store.settings import Settings
    from game.ui import draw

    drawn: list[str] = []
    real_text = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, string, *a, **k: drawn.append(string) or real_text(
        surface, string, *a, **k))
    app = App(Settings(), headless=True)
    try:
        app.scenes.open("settings")
        app.process([], 1 / 30)
        app.scenes.draw(app.screen)
    finally:
        app.shutdown()
    about = {s for s in drawn if s.startswith("About")}
    assert about == {f"About: Caper Night, version {_pyproject_version()}"}
