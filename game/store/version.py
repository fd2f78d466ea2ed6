"""Caper Night's version, kept in one place: ``version`` in ``pyproject.toml``.

Everything that shows a version asks here (``python -m game --version``, the About line in
Settings) and the build reads the same line (``build.spec``: file properties, archive names),
so a release changes one line and nothing else.

Where the version is found:

* run from a source checkout (``python -m game`` beside ``pyproject.toml``, installed editable
  or not): that ``pyproject.toml``, because an editable install's metadata keeps the version
  of the day it was installed and would go stale at the next release;
* installed (``pip install .``): the installed distribution's metadata, through
  ``importlib.metadata``;
* the frozen build: the same, because ``build.spec`` puts a ``caper_night-<version>.dist-info``
  made from ``pyproject.toml`` into the bundle, where ``importlib.metadata`` finds it.
"""

from __future__ import annotations

import functools
import importlib.metadata
import re
import sys
import tomllib
from pathlib import Path

DISTRIBUTION = "caper-night"
#: what a copy that knows no version says (PEP 440: a local version of 0)
UNKNOWN = "0+unknown"
_CHECKOUT_PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


def version_from_pyproject(path: Path) -> str | None:
    """The ``[project] version`` of ``path``, if it is Caper Night's own readable pyproject.toml."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    project = data.get("project")
    if not isinstance(project, dict) or project.get("name") != DISTRIBUTION:
        return None
    found = project.get("version")
    return found.strip() if isinstance(found, str) and found.strip() else None


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """The four numbers Windows file properties and macOS bundles want: "1.2.3rc1" -> (1, 2, 3, 0)."""
    release = re.match(r"\d+(?:\.\d+)*", version.strip())
    numbers = [int(n) for n in release.group(0).split(".")] if release else []
    a, b, c, d = (numbers + [0, 0, 0, 0])[:4]
    return a, b, c, d


def installed_version() -> str | None:
    """The version in the installed (or bundled) distribution metadata, if there is any."""
    try:
        return importlib.metadata.version(DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        return None


@functools.cache
def version() -> str:
    """This copy's version, for people to read: ``"0.1.0"``."""
    if not getattr(sys, "frozen", False):
        found = version_from_pyproject(_CHECKOUT_PYPROJECT)
        if found:
            return found
    return installed_version() or UNKNOWN
