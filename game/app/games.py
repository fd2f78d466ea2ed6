"""Which games this build can play, and how to start one.

A game is playable when both its engine (``game.<id>.spec``) and its table
(``game.<id>.scene``) are present; the menu shows any other as unavailable.
"""

from __future__ import annotations

import importlib
import os
from typing import TYPE_CHECKING, Sequence

from game.engine.match import Match
from game.engine.record import SeatInfo
from game.engine.registry import GAME_MODULES, TITLES, get_spec, module_exists
from game.engine.variants import Variant

if TYPE_CHECKING:  # pragma: no cover
    from .main import App

SCENE_MODULES = {game_id: f"game.{game_id}.scene" for game_id in GAME_MODULES}


def is_playable(game_id: str) -> bool:
    return module_exists(GAME_MODULES[game_id]) and module_exists(SCENE_MODULES[game_id])


def title(game_id: str) -> str:
    return TITLES.get(game_id, game_id)


def new_seed() -> int:
    return int.from_bytes(os.urandom(6), "big")


def new_match(game_id: str, variant: Variant, seats: Sequence[SeatInfo], seed: int | None = None) -> Match:
    spec = get_spec(game_id)
    return Match.new(spec, variant, list(seats), new_seed() if seed is None else seed)


def scene_for(app: "App", match: Match, **kwargs):
    module = importlib.import_module(SCENE_MODULES[match.spec.id])
    return module.SCENE(app, match, **kwargs)


def start(app: "App", match: Match, *, replace: bool = True, **kwargs) -> None:
    """Open ``match`` in its game's table, on top of the main menu."""
    from .scenes.menu import MenuScene

    scene = scene_for(app, match, **kwargs)
    app.scenes.reset(MenuScene(app))
    app.scenes.push(scene)
