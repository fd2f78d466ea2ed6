"""Logging to a rotating file in the user log folder.

A frozen, windowed build has no console, so the log file is where a parent
looks (and where a bug report starts). Rotation keeps it small. A log folder
that cannot be written (a read-only disk) costs only the file: the app still
starts, and warnings still reach the console when there is one.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys

from game.store.paths import user_log_dir

_configured = False
_path: str | None = None


class _LogFile(logging.handlers.RotatingFileHandler):
    """The log file; when the disk fills up or turns read-only later, the log goes quiet instead of
    printing a traceback for every message."""

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
        pass


def setup_logging(level: int = logging.INFO, console: bool = False) -> str | None:
    """Configure the root logger once; return the log file's path (``None`` if it cannot be written)."""
    global _configured, _path
    if _configured:
        return _path
    root = logging.getLogger()
    root.setLevel(level)
    path = user_log_dir() / "caper-night.log"
    try:
        handler: logging.Handler | None = _LogFile(path, maxBytes=512_000, backupCount=3, encoding="utf-8")
    except OSError as exc:
        handler = None
        problem = f"no log file ({path}: {exc.strerror or exc})"
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
        _path = str(path)
    if console and sys.stderr is not None:
        stream = logging.StreamHandler()
        stream.setLevel(logging.WARNING)
        stream.setFormatter(logging.Formatter("%(levelname)s: %(message)s"))
        root.addHandler(stream)
    if handler is None:
        logging.getLogger(__name__).info(problem)
    _configured = True
    return _path
