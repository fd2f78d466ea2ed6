"""File names that every system can store: the one place that knows the rules.

A family may copy their saves and house rules from a Linux laptop to a Windows one, and the
Windows build writes to the same kinds of names, so every name the app creates follows the
strictest rules (Windows'), on every system:

* not a device name: ``CON``, ``PRN``, ``AUX``, ``NUL``, ``COM0``-``COM9``, ``LPT0``-``LPT9`` (also
  with superscript digits, and ``CONIN$``/``CONOUT$``), in any case and with any extension
  (``nul.tar.gz`` is the device too);
* none of ``< > : " / \\ | ? *`` and no control characters;
* no trailing dot or space (Windows silently drops them, so the file would get another name);
* at most 255 characters (and bytes, for Linux and macOS).

Names the app makes up from what a person typed (a save's title, a house rule's name) are
*rewritten* by :func:`safe_stem`; names a person gives outright (``--report con.html``) are
*refused* by :func:`check_name`, with the reason. Every write in :mod:`game.store.files` checks
the name of the file it creates, so saves, house rules, settings, rule-gap games and reports
all follow the same rules.

Paths longer than Windows' classic limit (260 characters) are written through the
``\\\\?\\`` prefix there (:func:`windows_long_path`), which lifts the limit to about 32,000.

Pure: no I/O, and the rules can be checked on any system with :class:`~pathlib.PureWindowsPath`.
"""

from __future__ import annotations

import errno
import os
import re
import unicodedata
from pathlib import PureWindowsPath

#: the longest file name (one path component) any of our systems stores
MAX_NAME = 255
#: Windows' classic path limit, counting the drive and the final NUL
WINDOWS_MAX_PATH = 260

_DEVICES = {"con", "prn", "aux", "nul", "conin$", "conout$"} | {
    f"{port}{n}" for port in ("com", "lpt") for n in (*"0123456789", "¹", "²", "³")}
_FORBIDDEN = re.compile(r'[<>:"/\\|?*\x00-\x1f]')


class UnsafeName(OSError):
    """A file name some system cannot store. An :class:`OSError`, so every place that already
    reports a failed write (a full disk, a read-only folder) reports this one the same way."""

    def __init__(self, name: str, problem: str):
        super().__init__(errno.EINVAL, problem, name)
        self.name = name
        self.problem = problem

    def __str__(self) -> str:
        return f"{self.name}: {self.problem}"


def name_problem(name: str) -> str | None:
    """Why a file called ``name`` cannot be stored on every system; ``None`` if it can."""
    if not name or name in (".", ".."):
        return "a file needs a name"
    bad = _FORBIDDEN.search(name)
    if bad:
        ch = bad.group()
        shown = repr(ch) if ch.isprintable() else f"control character {ord(ch)}"
        return f"Windows cannot store a name containing {shown}"
    if name[-1] in ". ":
        return "Windows cannot store a name ending in a dot or a space"
    stem = name.split(".", 1)[0].rstrip(" ").lower()
    if stem in _DEVICES:
        return f"{stem.upper()} is a device name on Windows and cannot be a file name"
    if len(name) > MAX_NAME or len(name.encode("utf-8")) > MAX_NAME:
        return f"the name is too long (at most {MAX_NAME} characters)"
    return None


def check_name(path: str | os.PathLike[str]) -> None:
    """Raise :class:`UnsafeName` if the last part of ``path`` cannot be stored everywhere."""
    name = re.split(r"[\\/]", os.fspath(path))[-1]  # not PurePath(...).name: Windows reads "a:b" as a drive
    problem = name_problem(name)
    if problem:
        raise UnsafeName(name, problem)


def safe_stem(text: str, fallback: str = "file", max_len: int = 48) -> str:
    """A file name stem made from what a person typed: lower-case letters, digits and dashes,
    never a device name, at most ``max_len`` characters. A device name gets ``fallback`` added
    (``"Con"`` becomes ``"con-save"`` for a save), so it still reads as what was typed."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    stem = re.sub(r"[^a-z0-9_]+", "-", folded.lower()).strip("-_")[:max_len].strip("-_")
    if not stem:
        stem = fallback
    if stem.split(".", 1)[0] in _DEVICES:
        stem = f"{stem[:max_len - 5]}-{fallback}"
    return stem


def windows_long_path(path: str | PureWindowsPath) -> str:
    """``path`` as Windows must be given it: with the ``\\\\?\\`` prefix once it reaches the classic
    limit (an absolute path only; ``\\\\server\\share`` becomes ``\\\\?\\UNC\\server\\share``)."""
    text = str(PureWindowsPath(path))
    if len(text) < WINDOWS_MAX_PATH - 1 or text.startswith("\\\\?\\"):
        return text
    if not PureWindowsPath(text).is_absolute():
        return text  # only an absolute path can take the prefix; the caller makes it absolute first
    if text.startswith("\\\\"):
        return "\\\\?\\UNC\\" + text[2:]
    return "\\\\?\\" + text


def native(path: str | os.PathLike[str], system: str = os.name) -> str:
    """The path to hand to ``open``/``os.replace`` on this system (long paths work on Windows)."""
    if system != "nt":
        return os.fspath(path)
    return windows_long_path(os.path.abspath(os.fspath(path)))
