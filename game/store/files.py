"""Safe file writing: a crash, a kill, a power cut or a full disk never destroys the previous file.

Everything the app writes for the user (saves, settings, house rules, reports) goes through
:func:`atomic_write_bytes`:

1. the name is checked (:mod:`game.store.names`: a name Windows cannot store is refused);
2. the bytes go to a temporary file beside the target (``.NAME.XXXXXXXX.tmp``), flushed to disk;
3. the temporary file is renamed over the target in one step, and the folder itself is flushed,
   so the rename survives a power cut too.

Until the rename the previous file is untouched; if anything fails the temporary file is removed.
Only a kill between steps 2 and 3 can leave a temporary file behind: :func:`clean_temporary`
(run at every start of the app) removes those once they are a minute old, which no write takes.

Reading what people hand us is :mod:`game.engine.textfiles` (re-exported here for the store).
"""

from __future__ import annotations

import json
import logging
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Any, Iterable

from game.engine.textfiles import decode, parse_json, parse_toml, read_bytes, read_text
from game.store.names import UnsafeName, check_name, native

__all__ = ["atomic_write_bytes", "atomic_write_text", "atomic_write_json", "clean_temporary", "fsync_folder",
           "writable_problem", "decode", "parse_json", "parse_toml", "read_bytes", "read_text"]

log = logging.getLogger(__name__)

#: temporary files older than this are leftovers of a killed write
STALE_AFTER = 60.0
#: ``.NAME.`` + 8 random characters + ``.tmp`` (what :func:`tempfile.mkstemp` makes with our prefix)
_TEMPORARY = re.compile(r"^\..+\.[a-z0-9_]{8}\.tmp$")
_PREFIX_MAX = 100  # keeps the temporary name within 255 characters however long the target's is


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, *, make_folder: bool = True) -> None:
    """Write ``data`` to ``path`` so that ``path`` holds either the old or the new bytes, never a mix.

    Raises :class:`OSError` (a :class:`~game.store.names.UnsafeName` for a name Windows cannot
    store) with the file's name in it; the previous file is then untouched.
    """
    path = Path(path)
    check_name(path)
    if make_folder:
        os.makedirs(native(path.parent), exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name[:_PREFIX_MAX]}.", suffix=".tmp", dir=native(path.parent))
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, native(path))
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError) and not isinstance(exc, UnsafeName):
            exc.filename, exc.filename2 = str(path), None  # name the file meant, not the temporary one
        raise
    fsync_folder(path.parent)


def atomic_write_text(path: str | os.PathLike[str], text: str, *, make_folder: bool = True) -> None:
    atomic_write_bytes(path, text.encode("utf-8"), make_folder=make_folder)


def atomic_write_json(path: str | os.PathLike[str], data: Any, *, make_folder: bool = True) -> None:
    atomic_write_text(path, json.dumps(data, indent=1, sort_keys=False) + "\n", make_folder=make_folder)


def fsync_folder(folder: str | os.PathLike[str]) -> None:
    """Flush a folder's entries (a rename) to disk. Windows has no such call (its renames are
    journalled by NTFS) and some file systems refuse it: then this quietly does nothing."""
    if os.name == "nt" or not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def clean_temporary(folders: Iterable[str | os.PathLike[str]], older_than: float = STALE_AFTER,
                    depth: int = 2) -> int:
    """Remove our temporary files (``.NAME.XXXXXXXX.tmp``) older than ``older_than`` seconds from
    ``folders`` and their sub-folders (``depth`` levels); returns how many. A younger one may be a
    write in progress (another copy of the app) and is left alone, as is every other file."""
    removed = 0
    now = time.time()
    for folder in folders:
        for tmp in _temporary_files(Path(folder), depth):
            try:
                if now - tmp.stat().st_mtime < older_than:
                    continue
                tmp.unlink()
                removed += 1
            except OSError as exc:
                log.info("could not remove the leftover %s: %s", tmp, exc)
    if removed:
        log.info("removed %d temporary files left by an interrupted write", removed)
    return removed


def _temporary_files(folder: Path, depth: int) -> list[Path]:
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    found = []
    for entry in entries:
        try:
            if entry.is_file(follow_symlinks=False) and _TEMPORARY.match(entry.name):
                found.append(Path(entry.path))
            elif depth > 0 and entry.is_dir(follow_symlinks=False):
                found.extend(_temporary_files(Path(entry.path), depth - 1))
        except OSError:
            continue
    return found


def writable_problem(folder: str | os.PathLike[str]) -> str | None:
    """Why nothing can be written in ``folder`` (read-only, not ours, missing and not creatable),
    or ``None`` if a file can be created there. Tries it: permissions alone do not tell (a
    read-only mount, a root user, a network share)."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".write-test.", suffix=".tmp", dir=folder)
        os.close(fd)
        os.unlink(tmp)
    except OSError as exc:
        return exc.strerror or str(exc)
    return None
