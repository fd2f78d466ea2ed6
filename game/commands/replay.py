"""``python -m game replay FILE [--headless] [--moves] [--as SEAT]``: watch a saved game again.

With a window, the game opens in its own table in replay mode (step, jump, play
at speed, watch as everyone or as one player). ``--headless`` replays every
recorded move through the engine without a window, checking each one, and
prints a summary; ``--moves`` also lists the moves. A broken file (or a folder,
a pipe, a device, a file far too big) prints one line naming the file and the
problem and exits with status 2. A save changed outside the game since it was
written is replayed if the rules allow it, with one line saying so.

This module stays importable without pygame (the app is imported only when a
window is wanted).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any


def add_arguments(p: argparse.ArgumentParser, name: str) -> None:
    p.add_argument("file", help="a save (.json), a scenario, or a record written by the simulator")
    p.add_argument("--headless", action="store_true", help="replay without a window and print a summary")
    p.add_argument("--moves", action="store_true", help="with --headless: list every move")
    p.add_argument("--as", dest="viewer", metavar="SEAT", default=None,
                   help="watch through one player's eyes (a seat number from 1, or a name); default: everyone "
                        "for a finished game")


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def _viewer(arg: str | None, names: list[str]) -> Any:
    from game.commands.main import CliError

    if arg is None:
        return "auto"
    if arg.lower() in ("all", "everyone"):
        return None
    if arg.isdigit() and 1 <= int(arg) <= len(names):
        return int(arg) - 1
    lowered = [n.lower() for n in names]
    if arg.lower() in lowered:
        return lowered.index(arg.lower())
    raise CliError(f"--as {arg!r}: choose a seat from 1 to {len(names)} or one of {', '.join(names)}")


def summary_lines(match: Any, *, moves: bool = False) -> list[str]:
    """What ``--headless`` prints: the game, the players, the moves (optionally), the result."""
    record, state, spec = match.record, match.state, match.spec
    names = record.names()
    lines = [f"{spec.title} · {record.variant.name} rules · seed {record.seed} · {len(names)} players"]
    for i, seat in enumerate(record.seats):
        who = "a person" if seat.is_human else f"computer player, {seat.level}"
        lines.append(f"  seat {i + 1}: {seat.name} ({who})")
    if record.start is not None:
        lines.append("Starts from a set position (a scenario).")
    if moves:
        from game.engine.record import Record

        replay = Record(record.game, record.variant, record.seed, record.seats, [], record.deck, record.start)
        st = replay.new_state(spec)
        for i, action in enumerate(record.actions):
            seat = st.pending.seat if st.pending is not None else -1
            who = names[seat] if 0 <= seat < len(names) else "?"
            lines.append(f"  {i + 1:>4}. {who}: {_one_line(action.describe(names))}")
            st.apply(action)
    lines.append(f"{len(record.actions)} moves replayed; turn {getattr(state, 'turn', '?')}")
    if state.is_over:
        winners = " & ".join(names[w] for w in state.winners or ()) or "nobody"
        reason = f" ({state.end_reason})" if state.end_reason else ""
        lines.append(f"Finished{reason}: {winners} won")
    else:
        lines.append(f"Not finished: {names[state.pending.seat]} to decide ({state.pending.kind})")
    scores = state.scores()
    lines.append("Scores:")
    for i, n in enumerate(names):
        value = scores[i]
        lines.append(f"  {n:<16} {int(value) if float(value).is_integer() else round(value, 1)}")
    return lines


def run(args: argparse.Namespace) -> int:
    import sys

    from game.commands.main import CliError
    from game.engine.errors import SaveError
    from game.store.saves import edited_warning, load_match

    path = Path(args.file)
    try:
        match = load_match(path)
    except SaveError as exc:
        raise CliError(_one_line(f"{path}: {exc.detail}")) from None
    viewer = _viewer(args.viewer, match.names())
    warning = edited_warning(match)
    if warning:
        sys.stderr.write(f"caper-night: note: {_one_line(warning)}\n")
    if args.headless:
        try:
            print("\n".join(summary_lines(match, moves=args.moves)), flush=True)
        except BrokenPipeError:  # `... | head`: the reader has seen enough
            import os
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    from game.app import games
    from game.app.main import App
    from game.store.logs import setup_logging
    from game.table.replay import open_replay

    if not games.is_playable(match.spec.id):
        raise CliError(f"{path}: {match.spec.title} cannot be shown in this version (its table is missing)")
    setup_logging()
    app = App()
    open_replay(app, match.record, viewer=viewer)
    app.loop()
    app.shutdown()
    return 0
