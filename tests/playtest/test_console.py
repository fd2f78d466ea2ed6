"""The command line's tables and progress bar (rich): plain text off a terminal, and no side effects."""

from __future__ import annotations

import io
import sys

from game.commands.console import ProgressBar, print_table


def test_a_table_off_a_terminal_is_plain_text():
    out = io.StringIO()
    rows = [("Who wins", "", ""), ("Seat 1 wins", "25.0%", "20.0% to 30.0%"), ("x" * 80, "1.00", "0 to 2")]
    print_table(rows, ("", "standard", "95% interval"), out)
    text = out.getvalue()
    assert "\x1b[" not in text and "│" not in text and "─" not in text
    assert all(line == line.rstrip() for line in text.splitlines())
    lines = text.splitlines()
    assert lines[1].strip() == "Who wins" and "Seat 1 wins" in lines[2] and lines[2].endswith("20.0% to 30.0%")
    assert "…" in lines[3] and len(lines[3]) < 120  # long labels are cut, not wrapped


def test_the_progress_bar_draws_on_its_stream_only():
    stream = io.StringIO()
    before = sys.stdout, sys.stderr
    bar = ProgressBar(1000, stream=stream, force=True, interval=0.0)
    for done in range(0, 1001, 100):
        bar(done, 1000)
    assert (sys.stdout, sys.stderr) == before  # prints elsewhere still go where they went
    bar.close()
    text = stream.getvalue()
    assert "1,000/1,000 games" in text and "100%" in text
