"""Where things live, from source and inside a PyInstaller bundle.

Bundled, read-only data (``assets/``, ``maps/``, ``saves/``, built-in variants)
is found next to the ``game`` package in a checkout and under ``sys._MEIPASS``
when frozen. Per-user, writable data (saves, settings, house rules, logs) lives
in the operating system's own folders through platformdirs, never next to the
program. ``CAPER_NIGHT_HOME`` points all user folders at one directory (tests,
portable installs).

This module imports no pygame, so command-line tools can use it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "CaperNight"
APP_AUTHOR = "CaperNight"


def bundle_root() -> Path:
    """The folder that holds ``assets/``, ``maps/`` and ``saves/``."""
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        return Path(meipass)
    return Path(__file__).resolve().parents[2]


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def assets_dir() -> Path:
    return bundle_root() / "assets"


def asset(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def maps_dir() -> Path:
    return bundle_root() / "maps"


def scenarios_dir() -> Path:
    """Curated scenario saves shipped with the app (read-only)."""
    return bundle_root() / "saves"


def builtin_variants_dir(game_id: str) -> Path:
    return bundle_root() / "game" / game_id / "variants"


def _home_override() -> Path | None:
    home = os.environ.get("CAPER_NIGHT_HOME")
    return Path(home) if home else None


def _user_dir(kind: str) -> Path:
    home = _home_override()
    if home is not None:
        path = home / kind
    elif kind == "data":
        path = platformdirs.user_data_path(APP_NAME, APP_AUTHOR)
    elif kind == "config":
        path = platformdirs.user_config_path(APP_NAME, APP_AUTHOR)
    elif kind == "logs":
        path = platformdirs.user_log_path(APP_NAME, APP_AUTHOR)
    else:  # pragma: no cover - programming error
        raise ValueError(kind)
    return ensure_folder(path)


def ensure_folder(path: Path) -> Path:
    """``path``, created if it can be. A folder that cannot be made (a read-only disk, a folder
    that is not ours) is returned all the same: reading from it finds nothing, writing to it
    fails with the reason, and the app says once at start-up that nothing can be saved."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return path


def user_data_dir() -> Path:
    return _user_dir("data")


def user_config_dir() -> Path:
    return _user_dir("config")


def user_log_dir() -> Path:
    return _user_dir("logs")


def saves_dir() -> Path:
    return ensure_folder(user_data_dir() / "saves")


def autosave_path() -> Path:
    return user_data_dir() / "autosave.json"


def user_variants_dir() -> Path:
    return ensure_folder(user_config_dir() / "variants")


def settings_path() -> Path:
    return user_config_dir() / "settings.toml"


def variant_catalog(game_id: str):
    """The built-in variants of a game plus the user's house rules."""
    from game.engine.registry import get_spec
    from game.engine.variants import VariantCatalog

    spec = get_spec(game_id)
    return VariantCatalog(spec.schema, spec.variants_dir, [user_variants_dir()])
