"""The store's tests use the same games (the toy game plus every game in this build) and the same
headless app as the save tests."""

from tests.app.conftest import app, settle  # noqa: F401,E402
from tests.saves.conftest import all_games, game_spec, toy  # noqa: F401


def pytest_terminal_summary(terminalreporter):
    """How many damaged files the fuzz suite tried in this run (issue 19 asks for at least 2,000)."""
    import sys

    fuzz = sys.modules.get("tests.store.test_fuzz")
    if fuzz is None or not fuzz.TALLY:
        return
    total = sum(fuzz.TALLY.values())
    parts = ", ".join(f"{k} {v}" for k, v in sorted(fuzz.TALLY.items()))
    terminalreporter.write_line(f"fuzz suite: {total} inputs ({parts})")
