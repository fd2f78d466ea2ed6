"""`python -m game`: the app, or one of the command-line tools (see README)."""

import sys


def main(argv: list[str] | None = None) -> int:
    from game.commands.main import main as cli_main

    return cli_main(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
