"""``python -m game replay FILE [--headless]``: open a save or record.

Headless, the record is replayed to its end without a window and a summary is
printed; a broken file gives one line and exit status 2.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from game.engine.match import Match
from game.engine.record import load_record_file
from game.engine.registry import get_spec


def add_arguments(p: argparse.ArgumentParser, name: str) -> None:
    p.add_argument("file", help="a save (.json) or a record written by the simulator")
    p.add_argument("--headless", action="store_true", help="replay without a window and print a summary")


def run(args: argparse.Namespace) -> int:
    path = Path(args.file)
    record = load_record_file(path)
    spec = get_spec(record.game)
    match = Match.from_record(spec, record, file=path.name)
    if args.headless:
        state = match.state
        names = record.names()
        print(f"{spec.title} · variant {record.variant.name} · seed {record.seed} · {len(names)} players")
        print(f"{len(record.actions)} moves replayed; turn {getattr(state, 'turn', '?')}")
        if state.is_over:
            winners = ", ".join(names[w] for w in state.winners or ()) or "nobody"
            print(f"Finished: {state.end_reason or 'game over'}; winner: {winners}")
        else:
            print(f"Not finished: {names[state.pending.seat]} to decide ({state.pending.kind})")
        scores = state.scores()
        for i, n in enumerate(names):
            print(f"  {n:<16} {scores[i]:g}")
        return 0
    from game.app import games
    from game.app.logs import setup_logging
    from game.app.main import App
    from game.app.scenes.menu import MenuScene

    setup_logging()
    app = App()
    scene = games.scene_for(app, match, autosave=False)
    app.scenes.push(MenuScene(app))
    app.run(scene)
    return 0
