"""The player's settings, kept as a small TOML file in the user config folder.

A hand-edited or damaged file never stops the app: each bad value is replaced
by its default, the problem is logged and reported once to the player, and the
file is only rewritten when the player changes a setting. A file that could not
be read at all is then kept beside the new one as ``settings.toml.damaged``
(nothing a person wrote is deleted). Reading goes through
:mod:`game.engine.textfiles`: a byte-order mark is fine, and a pipe, a device,
a huge or deeply nested file is refused with the reason instead of hanging or
crashing the start.
"""

from __future__ import annotations

import logging
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import tomli_w

from game.engine.errors import FileProblem
from game.engine.textfiles import finite, parse_toml, read_text
from game.store.files import atomic_write_text
from game.store.paths import settings_path

log = logging.getLogger(__name__)

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (1024, 576))
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
LAWYER_PROMPTS = ("always", "when dangerous", "never")
HANDOFF_MODES = ("on", "off")
SEAT_KINDS = ("human", "bot")
SEAT_LEVELS = ("easy", "normal", "hard")

SPEED_FACTORS = {"slow": 0.6, "normal": 1.0, "fast": 2.2, "instant": 50.0}

#: the largest settings file read (a real one is under 1 KB)
MAX_SETTINGS_BYTES = 256_000
_damaged: set[str] = set()  # settings files that could not be read: kept aside before the first rewrite


@dataclass
class Settings:
    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    animation_speed: str = "normal"
    sound_volume: float = 0.7
    muted: bool = False
    handoff_screens: bool = True
    lawyer_prompt: str = "when dangerous"
    undo_allowed: bool = True
    #: the hint button (and key H) at every table, for a person whose turn it is
    hints: bool = True
    #: Learn to play: the part of each game's guided game to carry on at ({game: part}, 0 = from the start)
    lessons: dict[str, int] = field(default_factory=dict)
    player_names: list[str] = field(default_factory=lambda: ["Sam", "Alex", "Robin", "Jo", "Max", "Kim"])
    #: the seats of the last game started, per game: {game: [{name, kind, level, colour}, ...]}
    last_seats: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list, repr=False, compare=False)

    @property
    def speed_factor(self) -> float:
        return SPEED_FACTORS.get(self.animation_speed, 1.0)

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.muted else self.sound_volume

    def to_toml(self) -> str:
        data = {k: v for k, v in asdict(self).items() if k != "problems"}
        return tomli_w.dumps(data)


def _check(name: str, value: Any, default: Any) -> Any:
    if name == "window_width" or name == "window_height":
        low = 640 if name == "window_width" else 480
        if isinstance(value, int) and not isinstance(value, bool) and low <= value <= 7680:
            return value
        raise ValueError(f"must be a whole number from {low} to 7680")
    if name == "animation_speed":
        if value in ANIMATION_SPEEDS:
            return value
        raise ValueError(f"must be one of {', '.join(ANIMATION_SPEEDS)}")
    if name == "lawyer_prompt":
        if value in LAWYER_PROMPTS:
            return value
        raise ValueError(f"must be one of {', '.join(LAWYER_PROMPTS)}")
    if name == "sound_volume":
        if isinstance(value, (int, float)) and not isinstance(value, bool) and finite(value) and 0 <= value <= 1:
            return float(value)
        raise ValueError("must be a number from 0 to 1")
    if name == "player_names":
        if isinstance(value, list) and all(isinstance(v, str) and 0 < len(v) <= 16 for v in value) and value:
            return value[:6] + default[len(value):]
        raise ValueError("must be a list of names of 1 to 16 letters")
    if name == "last_seats":
        return _check_last_seats(value)
    if name == "lessons":
        if isinstance(value, dict) and all(isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
                                           and 0 <= v < 100 for k, v in value.items()):
            return dict(value)
        raise ValueError("must be a table of games and part numbers")
    if isinstance(default, bool):
        if isinstance(value, bool):
            return value
        raise ValueError("must be true or false")
    return value


def _check_last_seats(value: Any) -> dict[str, list[dict[str, Any]]]:
    """Remembered seats, kept only where every seat of a game is whole and sensible."""
    if not isinstance(value, dict):
        raise ValueError("must be a table of games")
    out: dict[str, list[dict[str, Any]]] = {}
    for game, seats in value.items():
        if not (isinstance(game, str) and isinstance(seats, list) and 1 <= len(seats) <= 6):
            raise ValueError(f"has a bad entry for {game!r}")
        clean = []
        for seat in seats:
            ok = (isinstance(seat, dict) and isinstance(seat.get("name"), str) and 0 < len(seat["name"]) <= 16
                  and seat.get("kind") in SEAT_KINDS and seat.get("level") in SEAT_LEVELS
                  and isinstance(seat.get("colour"), int) and not isinstance(seat.get("colour"), bool)
                  and 0 <= seat["colour"] < 6)
            if not ok:
                raise ValueError(f"has a bad seat for {game!r}")
            clean.append({k: seat[k] for k in ("name", "kind", "level", "colour")})
        out[game] = clean
    return out


def load_settings(path: Path | None = None) -> Settings:
    path = path or settings_path()
    settings = Settings()
    if not os.path.lexists(path):
        return settings
    try:
        data = parse_toml(read_text(path, MAX_SETTINGS_BYTES, "settings file"), path.name)
    except FileProblem as exc:
        msg = f"{path.name}: could not be read ({exc.detail}); using default settings"
        log.warning(msg)
        settings.problems.append(msg)
        _damaged.add(str(path))
        return settings
    known = {f.name: f for f in fields(Settings) if f.name != "problems"}
    for key, value in data.items():
        if key not in known:
            msg = f"{path.name}: unknown setting '{key}' ignored"
            log.warning(msg)
            settings.problems.append(msg)
            continue
        default = getattr(settings, key)
        try:
            setattr(settings, key, _check(key, value, default))
        except ValueError as exc:
            msg = f"{path.name}: setting '{key}' {exc}; using {default!r}"
            log.warning(msg)
            settings.problems.append(msg)
    return settings


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings (atomically). A file that could not be read when the settings were
    loaded is first kept as ``settings.toml.damaged``, so a person's edits are never lost."""
    path = path or settings_path()
    text = settings.to_toml()
    if str(path) in _damaged:
        keep = path.with_name(path.name + ".damaged")
        try:
            if os.path.isfile(path):
                os.replace(path, keep)
        except OSError as exc:
            log.warning("could not keep the damaged %s aside: %s", path.name, exc)
            raise
        _damaged.discard(str(path))
    atomic_write_text(path, text)
