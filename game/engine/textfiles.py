"""Reading the files a person hands us (saves, records, house rules, settings).

Whatever the file is, reading it ends in its text or one :class:`FileProblem` that says what is
wrong in words a person understands, and never in a hang, a flood of memory or a traceback:

* only a regular file is opened: a folder, ``/dev/zero``, a named pipe or a terminal is refused
  before it is read (a pipe is opened without waiting for a writer);
* at most ``limit`` bytes are read, whatever the file claims its size is;
* a UTF-8 byte-order mark (as Notepad writes) is fine; UTF-16 and binary files are named as such;
* JSON and TOML are parsed with their nesting bounded (deeply nested files make Python's
  parsers recurse without end, or take minutes on long dotted keys), numbers too long for
  Python to convert, and ``NaN``/``Infinity``, refused with the reason.

Pure (no pygame); the engine's house-rule catalog and the store's saves and settings share it.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import tomllib
from pathlib import Path
from typing import Any

from game.engine.errors import FileProblem

#: the deepest nesting of lists and objects a file may have (real files stay under 12)
MAX_DEPTH = 48
#: the most parts a dotted TOML key may have (``a.b.c`` has three)
MAX_KEY_PARTS = 32

_UTF8_BOM = b"\xef\xbb\xbf"
_OTHER_BOMS = {b"\xff\xfe\x00\x00": "UTF-32", b"\x00\x00\xfe\xff": "UTF-32", b"\xff\xfe": "UTF-16",
               b"\xfe\xff": "UTF-16"}


def _size(n: int) -> str:
    return f"{n / 1_000_000:.0f} MB" if n >= 1_000_000 else f"{max(1, n // 1000)} KB"


def read_bytes(path: str | os.PathLike[str], limit: int, what: str = "file") -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; :class:`FileProblem` otherwise."""
    name = str(path)
    try:
        st = os.stat(path)  # stat does not open: a pipe cannot make us wait here
    except FileNotFoundError:
        raise FileProblem(name, "no such file") from None
    except OSError as exc:
        raise FileProblem(name, f"cannot be read ({exc.strerror or exc})") from None
    _check_kind(name, st.st_mode, what)
    if st.st_size > limit:
        raise FileProblem(name, f"too big to be a {what} ({_size(st.st_size)}; at most {_size(limit)})")
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise FileProblem(name, f"cannot be read ({exc.strerror or exc})") from None
    try:
        _check_kind(name, os.fstat(fd).st_mode, what)  # it may have been swapped since the stat
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise FileProblem(name, f"cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    if total > limit:
        raise FileProblem(name, f"too big to be a {what} (more than {_size(limit)})")
    return b"".join(chunks)


def _check_kind(name: str, mode: int, what: str) -> None:
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise FileProblem(name, f"is a folder, not a {what}")
    kind = "a named pipe" if stat.S_ISFIFO(mode) else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) \
        else "a socket" if stat.S_ISSOCK(mode) else "not a regular file"
    raise FileProblem(name, f"is {kind}, not a {what}")


def decode(data: bytes, name: str, what: str = "file") -> str:
    """UTF-8 text (a leading byte-order mark is dropped); :class:`FileProblem` for anything else."""
    if data.startswith(_UTF8_BOM):
        data = data[len(_UTF8_BOM):]
    for mark, encoding in _OTHER_BOMS.items():
        if data.startswith(mark):
            raise FileProblem(name, f"saved as {encoding} text; save it as UTF-8 instead")
    if b"\0" in data:
        raise FileProblem(name, f"not a Caper Night {what} (it is not text)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileProblem(name, f"not a Caper Night {what} (it is not UTF-8 text: a strange byte "
                                f"at position {exc.start})") from None


def read_text(path: str | os.PathLike[str], limit: int, what: str = "file") -> str:
    return decode(read_bytes(path, limit, what), str(path), what)


def depth(value: Any) -> int:
    """How deeply lists and objects nest in ``value`` (without recursing: any depth is fine)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        node, d = stack.pop()
        if isinstance(node, dict):
            children = node.values()
        elif isinstance(node, list):
            children = node
        else:
            continue
        deepest = max(deepest, d)
        if d > MAX_DEPTH:
            return d
        stack.extend((c, d + 1) for c in children)
    return deepest


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number a Caper Night file can hold")


def parse_json(text: str, name: str | None = None) -> Any:
    """JSON from ``text``; :class:`FileProblem` (with ``name``) saying what is wrong."""
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        where = "it ends too early; was it cut short?" if cut_short(text) else f"line {exc.lineno}: {exc.msg}"
        raise FileProblem(name, f"damaged ({where})") from None
    except RecursionError:
        raise FileProblem(name, "damaged (nested too deeply)") from None
    except ValueError as exc:  # more digits than Python converts, NaN, Infinity
        raise FileProblem(name, f"damaged ({_number_problem(exc)})") from None
    if depth(data) > MAX_DEPTH:
        raise FileProblem(name, f"damaged (nested more than {MAX_DEPTH} deep)")
    return data


def _number_problem(exc: ValueError) -> str:
    text = str(exc)
    if "digits" in text:
        return "a number in it has thousands of digits"
    return text.split(";")[0][:80]


def cut_short(text: str) -> bool:
    """True if the JSON text stops with a string, object or list still open."""
    open_, in_string, escaped = 0, False, False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            open_ += 1
        elif ch in "]}":
            open_ -= 1
    return in_string or open_ > 0


# Strings and comments first (so brackets and dots inside them do not count), then what is left.
# Each alternative also ends at the end of the text (or line), so an unclosed string costs no more
# than a closed one: the scan stays linear whatever the file holds.
_TOML_STRINGS = re.compile(r'"""[\s\S]*?(?:"""|\Z)|\'\'\'[\s\S]*?(?:\'\'\'|\Z)|"(?:\\.|[^"\\\n])*(?:"|$)'
                           r"|'[^'\n]*(?:'|$)|#[^\n]*", re.MULTILINE)
_NOT_IN_KEY = re.compile(r"[^A-Za-z0-9_\-. \t]+")
_BRACKETS = re.compile(r"[\[\]{}]")


def toml_shape_problem(text: str) -> str | None:
    """Why ``text`` is too deep for the TOML parser to read safely (``None`` if it is fine).

    Python's TOML parser recurses once per level of nested arrays and inline tables, and takes
    time that grows with the square of the parts of a dotted key; so both are bounded before it
    sees the text.
    """
    skeleton = _TOML_STRINGS.sub(lambda m: "" if m.group().startswith("#") else "s", text)
    level = deepest = 0
    for m in _BRACKETS.finditer(skeleton):
        level += 1 if m.group() in "[{" else -1
        deepest = max(deepest, level)
        if deepest > MAX_DEPTH:
            return f"nested more than {MAX_DEPTH} deep"
    if max(piece.count(".") for piece in _NOT_IN_KEY.split(skeleton)) >= MAX_KEY_PARTS:
        return f"a dotted name with more than {MAX_KEY_PARTS} parts"
    return None


def parse_toml(text: str, name: str | None = None) -> dict[str, Any]:
    """TOML from ``text``; :class:`FileProblem` (with ``name``) saying what is wrong."""
    shape = toml_shape_problem(text)
    if shape:
        raise FileProblem(name, f"not valid TOML ({shape})")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise FileProblem(name, f"not valid TOML ({exc})") from None
    except RecursionError:
        raise FileProblem(name, "not valid TOML (nested too deeply)") from None
    except ValueError as exc:  # an integer with more digits than Python converts
        raise FileProblem(name, f"not valid TOML ({_number_problem(exc)})") from None
    if depth(data) > MAX_DEPTH:
        raise FileProblem(name, f"not valid TOML (nested more than {MAX_DEPTH} deep)")
    return data


def finite(value: Any) -> bool:
    """False for the floats ``nan``, ``inf`` and ``-inf`` (which TOML allows)."""
    return not isinstance(value, float) or math.isfinite(value)


def shown(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters, for error messages (a value may be huge)."""
    try:
        text = repr(value)
    except ValueError:  # an int too long to turn into text
        return "a number with thousands of digits"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def file_name(path: str | os.PathLike[str]) -> str:
    return Path(path).name
