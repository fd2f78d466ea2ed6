"""Tables and progress bars for the command line, drawn by rich.

On a terminal they come with colour and rules; written to a file or a pipe
they are plain text (no colour codes, no box drawing, no trailing spaces), so
the output of ``simulate`` can be mailed or diffed. ``--json`` files never
pass through here.
"""

from __future__ import annotations

import io
import sys
import time
from typing import Any, Sequence, TextIO

from rich import box
from rich.console import Console
from rich.progress import BarColumn, Progress, TaskProgressColumn, TextColumn
from rich.table import Table

from game.playtest.progress import Eta

LABEL_WIDTH = 52
PLAIN_WIDTH = 200


def _is_terminal(out: TextIO) -> bool:
    try:
        return out.isatty()
    except (AttributeError, ValueError):
        return False


def print_table(rows: Sequence[Sequence[Any]], head: Sequence[str], out: TextIO = sys.stdout,
                title: str | None = None, marks: Sequence[bool] | None = None) -> None:
    """A table whose first column is a label and the others right-aligned figures.

    A row whose other cells are all empty is a section heading. ``marks``
    (one per row) shows a row in bold (a significant change).
    """
    fancy = _is_terminal(out)
    table = Table(box=box.SIMPLE_HEAD if fancy else None, show_edge=False, pad_edge=False, title=title,
                  title_justify="left", header_style="bold" if fancy else "", show_header=any(head))
    table.add_column(head[0] if head else "", max_width=LABEL_WIDTH, overflow="ellipsis", no_wrap=True)
    for h in head[1:]:
        table.add_column(h, justify="right", no_wrap=True)
    for i, row in enumerate(rows):
        cells = [str(c) for c in row]
        if not any(cells[1:]):
            if i:
                table.add_row(*[""] * len(head))
            table.add_row(cells[0], *[""] * (len(head) - 1), style="bold yellow" if fancy else "")
            continue
        style = "bold" if fancy and marks is not None and marks[i] else ""
        table.add_row(*cells, style=style)
    if fancy:
        Console(file=out, highlight=False).print(table)
        return
    buf = io.StringIO()
    Console(file=buf, width=PLAIN_WIDTH, color_system=None, force_terminal=False, highlight=False,
            emoji=False, markup=False).print(table)
    out.write("\n".join("  " + line.rstrip() if line.strip() else "" for line in buf.getvalue().splitlines()))
    out.write("\n")


class ProgressBar:
    """``progress(done, total)`` for the runner: a rich bar with the rate and the time left.

    Redrawn at most ten times a second whatever the number of games (no
    background thread), so showing progress costs next to nothing.
    """

    def __init__(self, total: int, stream: TextIO | None = None, force: bool = False, label: str = "games",
                 interval: float = 0.1):
        self.eta = Eta(total)
        self.interval = interval
        self._last = 0.0
        console = Console(file=stream or sys.stderr, force_terminal=True if force else None, highlight=False)
        self.progress = Progress(TextColumn("{task.description}"), BarColumn(bar_width=28), TaskProgressColumn(),
                                 TextColumn("{task.fields[eta]}"), console=console, auto_refresh=False,
                                 transient=False, redirect_stdout=False, redirect_stderr=False)
        self.task = self.progress.add_task(label, total=total, eta=self.eta.text())
        self._started = False

    def __call__(self, done: int, total: int) -> None:
        self.eta.total = total
        self.eta.update(done)
        now = time.perf_counter()
        if done < total and now - self._last < self.interval:
            return
        self._last = now
        if not self._started:
            self.progress.start()
            self._started = True
        self.progress.update(self.task, completed=done, total=total, eta=self.eta.text())
        self.progress.refresh()

    def close(self) -> None:
        if self._started:
            self.progress.stop()
