"""The packaged app: build.spec builds a one-folder app that runs where a family would run it.

One PyInstaller build per test session (about half a minute on the 2-core CI machine) into
a temporary folder, then the frozen executable itself is run headless: ``--smoke`` must
exit 0 with real pictures, write only to the user folders, and find the built-in data
through the same paths module as from source.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from tests.packaging import frozen

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("pyinstaller")]  # one build for both files

HAS_CONSOLE = frozen.HAS_CONSOLE


def _run(build: frozen.Build, args: list[str], env: dict[str, str], timeout: float = 300):
    return subprocess.run([str(build.exe), *args], env=env, cwd=build.output.parent,
                          capture_output=True, text=True, timeout=timeout)


def test_frozen_smoke_draws_every_scene_and_writes_only_to_user_folders(app_build, tmp_path):
    """The same check the release workflow runs on each system's build (tests/packaging/release.py)."""
    assert frozen.smoke_problems(app_build.exe, app_build.output, tmp_path) == []


def test_bundle_holds_the_data_and_not_what_the_game_never_uses(app_build):
    bundle = app_build.contents
    for pattern in frozen.DATA_PATTERNS:
        for source in frozen.ROOT.glob(pattern):
            if source.is_file() and "__pycache__" not in source.parts:
                rel = source.relative_to(frozen.ROOT)
                assert (bundle / rel).is_file(), f"{rel} is missing from the bundle"
    assert (bundle / "assets" / "fonts" / "FredokaOne-Regular.ttf").is_file()
    gui_data = bundle / "pygame_gui" / "data"
    assert (gui_data / "default_theme.json").is_file()
    assert (gui_data / "NotoSans-Regular.ttf").is_file(), "pygame-gui loads its default font at start"
    assert (gui_data / "FiraCode-Regular.ttf").is_file(), "pygame-gui loads its symbols font at start"
    cjk = [p.name for p in gui_data.glob("NotoSans[JKS]*")]
    assert not cjk, f"unused CJK fonts bundled: {cjk}"
    for unwanted in ("matplotlib", "dask", "distributed", "numpy", "tests", "PyInstaller", "yaml"):
        assert not (bundle / unwanted).exists(), f"{unwanted} should not be in the bundle"


def test_every_game_module_is_frozen_in(app_build):
    """Games, scenes and commands are imported by name, so static analysis alone misses them."""
    import pkgutil

    from PyInstaller.archive.readers import CArchiveReader

    import game

    archive = CArchiveReader(str(app_build.exe)).open_embedded_archive("PYZ.pyz")
    frozen_modules = set(archive.toc)
    source_modules = {m.name for m in pkgutil.walk_packages(game.__path__, "game.")}
    missing = sorted(source_modules - frozen_modules)
    assert not missing, f"not in the executable: {missing}"
    for unwanted in ("matplotlib", "dask", "pytest", "hypothesis", "tkinter", "unittest"):
        assert unwanted not in frozen_modules


@pytest.mark.skipif(not HAS_CONSOLE, reason="a windowed build prints nothing to read")
def test_frozen_command_line_finds_builtin_variants_and_reports_mistakes(app_build, tmp_path):
    from game.engine.registry import GAME_MODULES, module_exists

    env = frozen.headless_env(tmp_path / "home")
    proc = _run(app_build, ["variants", "no_such_game"], env, timeout=120)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "unknown game" in lines[0], proc.stderr
    for game_id, module_name in GAME_MODULES.items():
        shipped = sorted(p.stem for p in (frozen.ROOT / "game" / game_id / "variants").glob("*.toml"))
        if not module_exists(module_name) or not shipped:
            continue  # that game has not landed in this checkout yet
        proc = _run(app_build, ["variants", game_id], env, timeout=120)
        assert proc.returncode == 0, proc.stderr
        listed = {line.split()[0] for line in proc.stdout.splitlines() if "built-in" in line}
        assert set(shipped) <= listed, f"{game_id}: built-in variants {shipped}, frozen app lists {listed}"


def _load_launcher():
    path = frozen.ROOT / "tools" / "caper_night_launcher.py"
    spec = importlib.util.spec_from_file_location("caper_night_launcher", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_windowed_build_without_console_writes_errors_to_the_user_log_folder(monkeypatch, tmp_path):
    """No build needed: a windowed executable starts with sys.stdout and sys.stderr set to None."""
    launcher = _load_launcher()
    monkeypatch.setenv("CAPER_NIGHT_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    launcher._give_windowed_build_somewhere_to_write()
    opened = [sys.stdout, sys.stderr]
    try:
        print("nobody sees this")
        from game.commands.main import main as cli_main

        assert cli_main(["variants", "no_such_game"]) == 2  # writes its one line to sys.stderr
        sys.stderr.flush()
    finally:
        for stream in opened:
            stream.close()
    errors = (tmp_path / "home" / "logs" / "caper-night-errors.log").read_text(encoding="utf-8")
    assert "unknown game" in errors
