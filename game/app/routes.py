"""Every screen the app can open, by name.

Scenes and tables open each other through ``app.scenes.make(name, ...)`` (see
:mod:`game.ui.scenes`), so none of them imports another; this is the one place
that knows which class stands behind each name.
"""

from __future__ import annotations

from typing import Any

from game.app import games
from game.app.scenes.house_rules import HouseRulesScene
from game.app.scenes.lab import LabScene
from game.app.scenes.load import LoadScene, SaveGameOverlay, picture_below
from game.app.scenes.menu import MenuScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.rules import RulesScene
from game.app.scenes.settings import SettingsScene
from game.engine.match import Match
from game.table.replay import replay_scene
from game.ui.scenes import Host, Scene


def provide_scenes(app: Host) -> None:
    """Teach ``app.scenes`` to make every named scene."""
    scenes = app.scenes
    scenes.provide("menu", lambda: MenuScene(app))
    scenes.provide("new_game", lambda game_id: NewGameScene(app, game_id))
    scenes.provide("load", lambda tab="save": LoadScene(app, tab))
    scenes.provide("lab", lambda game_id=None: LabScene(app, game_id))
    scenes.provide("house_rules", lambda game_id=None, folder=None: HouseRulesScene(app, game_id, folder))
    scenes.provide("settings", lambda: SettingsScene(app))
    scenes.provide("rules", lambda game_id=None: RulesScene(app, game_id))
    scenes.provide("table", lambda match, **kwargs: games.scene_for(app, match, **kwargs))
    scenes.provide("replay", lambda record, **kwargs: replay_scene(app, record, **kwargs))

    def save_game(match: Match, *, below: Scene, on_saved: Any = None, bots: Any = None) -> Scene:
        return SaveGameOverlay(app, match, picture_below(app, below), on_saved=on_saved, bots=bots)

    scenes.provide("save_game", save_game)
