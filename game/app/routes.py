"""Every screen the app can open, by name.

Scenes and tables open each other through ``app.scenes.make(name, ...)`` (see
:mod:`game.ui.scenes`), so none of them imports another; this is the one place
that knows which class stands behind each name. Each screen's module is
imported the first time it is opened, so the first menu frame does not wait for
the Lab or the editor to load.
"""

from __future__ import annotations

from typing import Any

from game.ui.scenes import Host, Scene


def provide_scenes(app: Host) -> None:
    """Teach ``app.scenes`` to make every named scene."""
    scenes = app.scenes

    def menu() -> Scene:
        from game.app.scenes.menu import MenuScene
        return MenuScene(app)

    def new_game(game_id: str) -> Scene:
        from game.app.scenes.new_game import NewGameScene
        return NewGameScene(app, game_id)

    def load(tab: str = "save") -> Scene:
        from game.app.scenes.load import LoadScene
        return LoadScene(app, tab)

    def lab(game_id: str | None = None) -> Scene:
        from game.app.scenes.lab import LabScene
        return LabScene(app, game_id)

    def house_rules(game_id: str | None = None, folder: Any = None) -> Scene:
        from game.app.scenes.house_rules import HouseRulesScene
        return HouseRulesScene(app, game_id, folder)

    def settings() -> Scene:
        from game.app.scenes.settings import SettingsScene
        return SettingsScene(app)

    def rules(game_id: str | None = None, section: str | None = None) -> Scene:
        from game.app.scenes.rules import RulesScene
        return RulesScene(app, game_id, section)

    def lesson(game_id: str, part: int | None = None) -> Scene:
        from game.table.coach import open_lesson
        return open_lesson(app, game_id, part)

    def table(match: Any, **kwargs: Any) -> Scene:
        from game.app import games
        return games.scene_for(app, match, **kwargs)

    def replay(record: Any, **kwargs: Any) -> Scene:
        from game.table.replay import replay_scene
        return replay_scene(app, record, **kwargs)

    def save_game(match: Any, *, below: Scene, on_saved: Any = None, bots: Any = None) -> Scene:
        from game.app.scenes.load import SaveGameOverlay, picture_below
        return SaveGameOverlay(app, match, picture_below(app, below), on_saved=on_saved, bots=bots)

    for name, maker in (("menu", menu), ("new_game", new_game), ("load", load), ("lab", lab),
                        ("house_rules", house_rules), ("settings", settings), ("rules", rules),
                        ("lesson", lesson), ("table", table), ("replay", replay), ("save_game", save_game)):
        scenes.provide(name, maker)
