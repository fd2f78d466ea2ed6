"""The house plan holds: layers, independent games, pure rules and no import cycles.

Why it matters: the rules run in simulations, tests and bots at full speed only
while they never load pygame, and a newcomer can find anything only while each
folder keeps to its layer (README, "Code map"; DESIGN.md, "Layout"). The
contracts live in ``pyproject.toml`` (import-linter); the graph here is grimp's,
which counts imports inside functions and under ``TYPE_CHECKING`` too.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("alarm", "alcatraz", "home_alone")
#: what no pure module may reach, directly or through others
DRAWING = ("pygame", "pytmx", "pygame_gui")
UPPER = ("game.ui", "game.table", "game.app", "game.commands")
#: a game's modules outside its ``table/`` that are allowed to reach the map library, and why
EDGES = {
    "game.home_alone.tmx": "reads the Tiled floor plan with pytmx into a plain Board",
    "game.home_alone.spec": "the game's edge: installs that reader for the rules",
}


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("game", include_external_packages=True, cache_dir=None)


def pure_modules(graph: grimp.ImportGraph) -> list[str]:
    """Judged by folder: the engine, the store, the workbench, and every game module outside its table."""
    out = []
    for m in sorted(graph.modules):
        parts = m.split(".")
        if parts[0] != "game" or len(parts) < 2:
            continue
        if parts[1] in ("engine", "store", "playtest"):
            out.append(m)
        elif parts[1] in GAMES and (len(parts) < 3 or parts[2] != "table") and m not in EDGES:
            out.append(m)
    return out


def test_import_linter_contracts_are_kept():
    """Layers from commands down to the engine, independent games, pure engine/store/playtest."""
    out = subprocess.run([sys.executable, "-c", "import sys; from importlinter.cli import lint_imports; "
                          "sys.exit(lint_imports(no_cache=True, no_logo=True))"],
                         cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout[-4000:] + out.stderr[-2000:]
    assert "BROKEN" not in out.stdout


def test_the_import_graph_has_no_cycle(graph):
    cycles = _cycles(graph, [m for m in graph.modules if m.startswith("game")])
    assert cycles == [], "import cycles: " + "; ".join(" <-> ".join(c) for c in cycles)


def test_the_cycle_check_would_catch_a_back_import(graph):
    """The check above can fail: one import from the engine back up to the app makes a cycle."""
    graph.add_import(importer="game.engine.game", imported="game.app.main")
    try:
        assert _cycles(graph, [m for m in graph.modules if m.startswith("game")])
    finally:
        graph.remove_import(importer="game.engine.game", imported="game.app.main")


def test_the_pure_module_list_covers_every_folder(graph):
    mods = pure_modules(graph)
    for expected in ("game.engine.game", "game.store.saves", "game.playtest.runner", "game.alarm.rules",
                     "game.alcatraz.rules", "game.home_alone.rules", "game.home_alone.movement"):
        assert expected in mods
    assert not any(".table" in m for m in mods)


def test_pure_modules_reach_no_drawing_library_and_no_upper_layer(graph):
    bad = {}
    for module in pure_modules(graph):
        reached = graph.find_upstream_modules(module)
        hits = sorted(m for m in reached if m.split(".")[0] in DRAWING or m.startswith(UPPER))
        if hits:
            bad[module] = hits[:4]
    assert bad == {}, f"pure modules that reach pygame, pytmx or the UI: {bad}"


def test_pure_modules_load_nothing_drawing_at_run_time(graph):
    """Imports done at run time by name (importlib) are invisible to the graph; load every pure
    module in a fresh interpreter and look at what came in."""
    mods = pure_modules(graph)
    code = ("import sys, importlib\n"
            f"mods = {mods!r}\n"
            "for m in mods:\n"
            "    importlib.import_module(m)\n"
            f"    bad = [b for b in {DRAWING + UPPER!r} if b in sys.modules]\n"
            "    if bad:\n"
            "        print(m, bad)\n"
            "        break\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "", f"this pure module pulls in: {out.stdout.strip()}"


def test_rules_never_bypass_the_engines_legality_gate():
    """Every game plays through GameState.apply, which checks legality first; fast paths live behind it."""
    from game.engine.game import GameState
    from game.engine.registry import get_spec

    for game_id in GAMES:
        state_class = get_spec(game_id).state_class
        assert state_class.apply is GameState.apply, f"{game_id} overrides apply()"


def _cycles(graph: grimp.ImportGraph, modules: list[str]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan, iterative)."""
    inside = set(modules)
    edges = {m: [w for w in graph.find_modules_directly_imported_by(m) if w in inside] for m in modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in sorted(modules):
        if root in index:
            continue
        work = [(root, iter(edges[root]))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(edges[w])))
                    advanced = True
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                group = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    group.append(w)
                    if w == v:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found
