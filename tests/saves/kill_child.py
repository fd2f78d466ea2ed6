"""A game played by computer players in a headless app until it is killed (see test_continue).

Before each autosave it appends ``moves<TAB>state JSON`` to the log file, so the
test knows exactly what the autosave it finds must resume.
"""

from __future__ import annotations

import json
import sys


def main(log_path: str) -> None:
    from game.app import games
    from game.app.main import App
    from game.app.scenes import menu
    from game.engine import registry
    from game.store import saves
    from game.store.settings import Settings
    from game.ui import art

    registry.GAME_MODULES["toy"] = "tests.engine.toy_game"
    registry.TITLES["toy"] = "Toy"
    games.SCENE_MODULES["toy"] = "tests.saves.toy_scene"
    menu.TAGLINES["toy"] = menu.PLAYERS["toy"] = "toy"
    art.EMBLEMS["toy"] = art.EMBLEMS["alarm"]
    from tests.saves.helpers import new_match

    log = open(log_path, "a", encoding="utf-8")
    real = saves.write_autosave

    def logged(match, bots=None):
        log.write(f"{match.move_count}\t{json.dumps(match.state.to_json(), sort_keys=True)}\n")
        log.flush()
        real(match, bots)
    saves.write_autosave = logged

    settings = Settings()
    settings.animation_speed = "fast"
    app = App(settings, headless=True)
    match = new_match(registry.get_spec("toy"), seed=int(sys.argv[2]) if len(sys.argv) > 2 else 8, n=4)
    games.start(app, match)
    while True:  # until SIGKILL; a finished game starts again so there is always something to kill
        app.process([], 1 / 30)
        if match.state.is_over:
            match = new_match(registry.get_spec("toy"), seed=match.record.seed + 1, n=4)
            games.start(app, match)


if __name__ == "__main__":
    main(sys.argv[1])
