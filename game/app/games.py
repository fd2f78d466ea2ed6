"""Which games this build can play, and how to start one.

A game is playable when both its engine (``game.<id>.spec``) and its table
(``game.<id>.scene``) are present; the menu shows any other as unavailable.
"""

from __future__ import annotations

import importlib

from game.engine.match import Match, new_match, new_seed
from game.engine.registry import GAME_MODULES, TITLES, module_exists
from game.ui.scenes import Host

SCENE_MODULES = {game_id: f"game.{game_id}.table.scene" for game_id in GAME_MODULES}


def is_playable(game_id: str) -> bool:
    return module_exists(GAME_MODULES[game_id]) and module_exists(SCENE_MODULES[game_id])


def title(game_id: str) -> str:
    return TITLES.get(game_id, game_id)


def scene_for(app: Host, match: Match, **kwargs):
    module = importlib.import_module(SCENE_MODULES[match.spec.id])
    return module.SCENE(app, match, **kwargs)


def has_lesson(game_id: str) -> bool:
    """Whether ``game_id`` has a guided first game (Learn to play)."""
    return is_playable(game_id) and module_exists(f"game.{game_id}.table.lesson")


def learn_label(app: Host, game_id: str) -> str:
    """The Learn to play button's words: where a lesson left off is carried on."""
    from game.table.coach import lesson_part
    part = lesson_part(app.settings, game_id)
    return f"Learn to play (part {part + 1})" if part else "Learn to play"


def learn(app: Host, game_id: str) -> None:
    """Open the guided first game of ``game_id``, where it was left."""
    app.scenes.start(app.scenes.make("lesson", game_id))


def start(app: Host, match: Match, **kwargs) -> None:
    """Open ``match`` in its game's table, on top of the main menu."""
    app.scenes.start(scene_for(app, match, **kwargs))


__all__ = ["GAME_MODULES", "SCENE_MODULES", "has_lesson", "is_playable", "learn", "learn_label", "new_match",
           "new_seed", "scene_for", "start", "title"]
