"""Logging to a rotating file in the user log folder.

A frozen, windowed build has no console, so the log file is where a parent
looks (and where a bug report starts). Rotation keeps it small.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys

from game.store.paths import user_log_dir

_configured = False


def setup_logging(level: int = logging.INFO, console: bool = False) -> str:
    """Configure the root logger once; return the log file's path."""
    global _configured
    path = user_log_dir() / "caper-night.log"
    if _configured:
        return str(path)
    root = logging.getLogger()
    root.setLevel(level)
    handler = logging.handlers.RotatingFileHandler(path, maxBytes=512_000, backupCount=3, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if console and sys.stderr is not None:
        stream = logging.StreamHandler()
        stream.setLevel(logging.WARNING)
        stream.setFormatter(logging.Formatter("%(levelname)s: %(message)s"))
        root.addHandler(stream)
    _configured = True
    return str(path)
