"""Pure modules never import pygame, pytmx or the UI: that is what lets rules run
at full speed in simulations, tests and bots (DESIGN.md, "Layout")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"

# Modules that may draw: the shell, the toolkit, and each game's scenes and map loader.
UI_DIRS = {"app", "ui"}
UI_NAMES = ("scene", "layout", "tmx", "render", "sprites", "lab_")


def pure_modules() -> list[str]:
    mods = []
    for path in sorted(GAME.rglob("*.py")):
        rel = path.relative_to(ROOT)
        parts = rel.parts
        if len(parts) > 2 and parts[1] in UI_DIRS:
            continue
        if path.name == "__main__.py" or path.stem.startswith(UI_NAMES):
            continue
        if any(p in ("ui", "scenes") for p in parts[2:-1]):
            continue
        mods.append(".".join(rel.with_suffix("").parts).removesuffix(".__init__"))
    return mods


def test_pure_module_list_is_not_empty():
    mods = pure_modules()
    assert "game.engine.game" in mods and "game.engine.variants" in mods


@pytest.mark.parametrize("module", pure_modules())
def test_pure_module_imports_no_pygame(module):
    code = (
        "import sys, importlib\n"
        f"importlib.import_module({module!r})\n"
        "bad = [m for m in ('pygame', 'pytmx', 'pygame_gui', 'game.app', 'game.ui') if m in sys.modules]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "", f"{module} pulls in {out.stdout.strip()}"
