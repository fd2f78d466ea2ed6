"""Where each game lives. Imported lazily so a tool that needs one game loads only that one."""

from __future__ import annotations

import importlib
import importlib.util

from game.engine.game import GameSpec

GAME_MODULES: dict[str, str] = {
    "alarm": "game.alarm.spec",
    "alcatraz": "game.alcatraz.spec",
    "home_alone": "game.home_alone.spec",
}

TITLES: dict[str, str] = {
    "alarm": "Alarm!",
    "alcatraz": "Escape from Alcatraz",
    "home_alone": "Home Alone",
}

_cache: dict[str, GameSpec] = {}


class UnknownGame(ValueError):
    pass


def get_spec(game_id: str) -> GameSpec:
    """The spec of ``game_id``; :class:`UnknownGame` for a name we do not know."""
    spec = _cache.get(game_id)
    if spec is not None:
        return spec
    module_name = GAME_MODULES.get(game_id)
    if module_name is None:
        raise UnknownGame(f"unknown game {game_id!r}; choose from {', '.join(GAME_MODULES)}")
    module = importlib.import_module(module_name)
    spec = module.SPEC
    _cache[game_id] = spec
    return spec


def module_exists(name: str) -> bool:
    """True if ``name`` can be imported (without importing it)."""
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


def available_games() -> list[str]:
    """Games whose engine is present in this build (a missing one is shown as unavailable)."""
    return [game_id for game_id, module_name in GAME_MODULES.items() if module_exists(module_name)]
