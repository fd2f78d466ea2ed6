"""The command line: the app by default, and the tools beside it.

``python -m game`` (or ``caper-night``) starts the app. Sub-commands:
``simulate``, ``compare``, ``bench``, ``replay``, ``variants``. Mistakes of the
user's making (an unknown game, a broken variant or save file, a bad option)
print one line naming the problem and exit with status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import sys
from typing import Callable, Sequence

from game.engine.errors import CaperError
from game.engine.registry import UnknownGame
from game.store.version import version

EXIT_USAGE = 2
#: an error message longer than this is cut (a file may hold a name thousands of letters long)
MAX_MESSAGE = 400


class CliError(Exception):
    """A mistake the user can fix; printed as one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"{self.prog}: error: {message}\n")
        raise SystemExit(EXIT_USAGE)


# name -> (module, help); each module has add_arguments(parser) and run(args) -> int
COMMANDS: dict[str, tuple[str, str]] = {
    "simulate": ("game.commands.playtest", "play many computer games and print statistics"),
    "compare": ("game.commands.playtest", "play the same seeds under two variants and compare"),
    "tune": ("game.commands.tune", "find the value of a house rule that brings a figure to its goal"),
    "bench": ("game.commands.bench", "measure the performance budgets"),
    "replay": ("game.commands.replay", "open a saved game or record (or replay it headless)"),
    "variants": ("game.commands.variants", "list or show a game's variants"),
}


def build_parser() -> Parser:
    parser = Parser(prog="caper-night", description="Caper Night: three crook-themed tabletop games.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    parser.add_argument("--smoke", metavar="DIR", help="start headless, visit every scene, save PNGs in DIR")
    parser.add_argument("--windowed", action="store_true", help="start in a window even if full screen is set")
    parser.add_argument("--debug", action="store_true", help="log more detail")
    sub = parser.add_subparsers(dest="command", parser_class=Parser)
    for name, (module_name, help_text) in COMMANDS.items():
        p = sub.add_parser(name, help=help_text, description=help_text)
        module = importlib.import_module(module_name)
        adder: Callable[[argparse.ArgumentParser, str], None] = module.add_arguments
        adder(p, name)
    return parser


def main(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(list(argv))
    try:
        if args.command:
            module = importlib.import_module(COMMANDS[args.command][0])
            return int(module.run(args) or 0)
        if args.smoke:
            from game.app.smoke import run_smoke
            return run_smoke(args.smoke)
        return run_app(args)
    except (CliError, CaperError, UnknownGame) as exc:
        return _fail(str(exc))
    except BrokenPipeError:  # `caper-night variants alarm | head`: the reader has seen enough
        import os
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        except (OSError, ValueError):
            pass
        return 0
    except OSError as exc:  # a file named on the command line that cannot be read or written
        where = f"{exc.filename}: " if exc.filename else ""
        return _fail(f"{where}{exc.strerror or exc}")
    except KeyboardInterrupt:
        sys.stderr.write("caper-night: interrupted\n")
        return 130


def _fail(message: str) -> int:
    """Print ``message`` as the one line of a user's mistake; the exit status for it."""
    line = " ".join(message.split())
    if len(line) > MAX_MESSAGE:
        line = line[:MAX_MESSAGE - 1] + "…"
    try:
        sys.stderr.write(f"caper-night: error: {line}\n")
    except (OSError, ValueError):  # no console at all (a windowed build): the exit status says it
        pass
    return EXIT_USAGE


def run_app(args: argparse.Namespace) -> int:
    from game.store.logs import setup_logging

    setup_logging(logging.DEBUG if args.debug else logging.INFO, console=True)
    log = logging.getLogger("caper-night")
    from game.app.main import App
    from game.app.scenes.menu import MenuScene

    app = App()
    if args.windowed and app.settings.fullscreen:
        app.toggle_fullscreen(force=True)
    try:
        app.run(MenuScene(app))
    except Exception:
        log.exception("the app stopped because of an error")
        raise
    return 0
