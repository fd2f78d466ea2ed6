"""``python -m game --smoke DIR``: visit every scene headless and photograph it.

Used by CI (every scene must render) and by developers to *look* at what they
built. Each picture is named after its scene (``menu.png``,
``alarm-table.png``...). A game's table module may define
``smoke_pictures(app, shoot)`` to add its own pictures (game over, hand-off,
round summary); otherwise a bot-only game is played a little and shot.

Each table is also shown as a window of each size in :data:`WINDOW_SIZES` shows
it (scaled and letterboxed as on screen): ``window-1024x576-alarm-table.png``...
"""

from __future__ import annotations

import importlib
import logging
import os
import sys
import time
from pathlib import Path
from typing import Callable

import pygame

from game.table.pictures import settle, start_bot_game

log = logging.getLogger(__name__)

#: window sizes every table is pictured at: the smallest window, a 1366x768 laptop's
#: window under a title bar and task bar, and a high-DPI 1440p screen
WINDOW_SIZES = ((1024, 576), (1366, 705), (2560, 1440))


def run_smoke(out_dir: str) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)

    from game.store.logs import setup_logging
    setup_logging()
    from game.app import games
    from game.app.main import App
    from game.engine.registry import GAME_MODULES

    app = App(headless=True)
    app.settings.animation_speed = "fast"
    written: list[str] = []
    failures: list[str] = []

    pictures: dict[str, pygame.Surface] = {}

    def shoot(name: str, seconds: float = 0.6) -> None:
        settle(app, seconds)
        path = out / f"{name}.png"
        pygame.image.save(app.screen, str(path))
        written.append(path.name)
        pictures[name] = app.screen.copy()

    def window_sizes(name: str) -> None:
        """``name``'s picture as windows of every size in WINDOW_SIZES show it."""
        from game.ui.viewport import present
        for w, h in WINDOW_SIZES:
            path = out / f"window-{w}x{h}-{name}.png"
            pygame.image.save(present(pictures[name], (w, h)), str(path))
            written.append(path.name)

    def visit(name: str, fn: Callable[[], None]) -> None:
        try:
            fn()
        except Exception as exc:  # noqa: BLE001 - report every broken scene, not just the first
            log.exception("smoke: %s failed", name)
            failures.append(f"{name}: {type(exc).__name__}: {exc}")

    app.scenes.open("menu")
    visit("menu", lambda: shoot("menu", 1.4))

    def settings() -> None:
        app.scenes.open("settings")
        shoot("settings")
        app.scenes.pop()
    visit("settings", settings)

    for game_id in GAME_MODULES:
        def rules(game_id=game_id) -> None:
            app.scenes.open("rules", game_id)
            shoot(f"rules-{game_id.replace('_', '-')}")
            app.scenes.pop()
        visit(f"rules-{game_id}", rules)

    for game_id in GAME_MODULES:
        def new_game(game_id=game_id) -> None:
            try:
                importlib.import_module(GAME_MODULES[game_id])
            except ModuleNotFoundError:
                return
            app.scenes.open("new_game", game_id)
            shoot(f"new-game-{game_id.replace('_', '-')}")
            app.scenes.pop()
        visit(f"new-game-{game_id}", new_game)

    for extra in ("load", "lab", "house_rules"):
        def other(extra=extra) -> None:
            try:
                module = importlib.import_module(f"game.app.scenes.{extra}")
            except ModuleNotFoundError:
                return
            hook = getattr(module, "smoke_pictures", None)
            if hook is not None:
                hook(app, shoot)
        visit(extra, other)

    for game_id in GAME_MODULES:
        if not games.is_playable(game_id):
            continue

        def table(game_id=game_id) -> None:
            module = importlib.import_module(f"game.{game_id}.table.scene")
            hook = getattr(module, "smoke_pictures", None)
            before = set(pictures)
            if hook is not None:
                hook(app, shoot)
            else:
                _generic_table(app, game_id, shoot)
            app.scenes.home()
            slug = game_id.replace("_", "-")
            taken = [n for n in pictures if n not in before]
            main = next((n for n in (f"{slug}-table", f"{slug}-board", f"{slug}-turn") if n in taken),
                        taken[0] if taken else None)
            if main is not None:
                window_sizes(main)
        visit(f"{game_id}-table", table)

    def pause() -> None:
        for game_id in GAME_MODULES:
            if games.is_playable(game_id):
                start_bot_game(app, game_id)
                settle(app, 1.0)
                app.scenes.top.open_pause()
                shoot("pause")
                app.scenes.home()
                return
    visit("pause", pause)

    app.shutdown()
    print(f"smoke: wrote {len(written)} pictures to {out}")
    for name in written:
        print(f"  {name}")
    if failures:
        for f in failures:
            print(f"smoke: FAILED {f}", file=sys.stderr)
        return 1
    return 0


def _generic_table(app, game_id: str, shoot) -> None:
    scene = start_bot_game(app, game_id)
    deadline = time.perf_counter() + 20
    moves = 0
    while moves < 12 and time.perf_counter() < deadline and not scene.match.state.is_over:
        app.process([], 1 / 15)
        moves = scene.match.move_count
    shoot(f"{game_id.replace('_', '-')}-table")
