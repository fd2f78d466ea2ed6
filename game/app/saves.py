"""Saves on disk: named slots, the autosave behind Continue, and scenarios.

All writes are atomic (temporary file, then rename), so a crash mid-write never
destroys the previous save. Reading never raises for a bad file: the caller
gets a :class:`SaveInfo` with ``error`` set to a reason a person understands.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine.errors import SaveError
from game.engine.files import atomic_write_json
from game.engine.match import Match
from game.engine.record import Record, load_record_file, record_from_json, save_payload
from game.engine.registry import get_spec

from .paths import autosave_path, saves_dir, scenarios_dir

log = logging.getLogger(__name__)


@dataclass
class SaveInfo:
    path: Path
    title: str
    game: str = ""
    variant: str = ""
    players: list[str] | None = None
    saved_at: str = ""
    turn: int = 0
    moves: int = 0
    error: str | None = None
    description: str = ""

    @property
    def ok(self) -> bool:
        return self.error is None


def slug(name: str) -> str:
    s = re.sub(r"[^A-Za-z0-9_-]+", "-", name.strip()).strip("-").lower()
    return s[:48] or "save"


def write_save(match: Match, path: Path, title: str = "") -> None:
    atomic_write_json(path, save_payload(match.record, title=title, summary=match.summary()))


def write_autosave(match: Match) -> None:
    try:
        write_save(match, autosave_path(), title="Autosave")
    except OSError as exc:  # a full disk must not stop the game
        log.warning("autosave failed: %s", exc)


def clear_autosave() -> None:
    try:
        autosave_path().unlink(missing_ok=True)
    except OSError as exc:
        log.warning("could not remove autosave: %s", exc)


def read_info(path: Path) -> SaveInfo:
    """What the Load screen shows for a file; never raises."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        return SaveInfo(path, path.stem, error=f"cannot be read ({exc})")
    except json.JSONDecodeError as exc:
        return SaveInfo(path, path.stem, error=f"damaged (line {exc.lineno}: {exc.msg})")
    if not isinstance(data, dict):
        return SaveInfo(path, path.stem, error="not a Caper Night save")
    try:
        record = record_from_json(data, file=path.name)
    except SaveError as exc:
        return SaveInfo(path, str(data.get("title") or path.stem), error=exc.detail)
    summary = data.get("summary") if isinstance(data.get("summary"), dict) else {}
    turn = summary.get("turn", 0)
    return SaveInfo(path, str(data.get("title") or path.stem), game=record.game, variant=record.variant.name,
                    players=record.names(), saved_at=str(data.get("saved_at", "")),
                    turn=turn if isinstance(turn, int) else 0, moves=len(record.actions),
                    description=str(data.get("description", "")))


def load_match(path: Path) -> Match:
    """Open a save, record or scenario; raises :class:`SaveError` with the reason."""
    record = load_record_file(path)
    return Match.from_record(get_spec(record.game), record, file=path.name)


def list_saves() -> list[SaveInfo]:
    return sorted((read_info(p) for p in saves_dir().glob("*.json")), key=lambda i: i.saved_at, reverse=True)


def list_scenarios() -> list[SaveInfo]:
    d = scenarios_dir()
    return sorted((read_info(p) for p in d.glob("*.json")), key=lambda i: i.path.name) if d.is_dir() else []


def autosave_info() -> SaveInfo | None:
    path = autosave_path()
    if not path.exists():
        return None
    return read_info(path)


def new_save_path(title: str) -> Path:
    base = saves_dir() / f"{slug(title)}.json"
    if not base.exists():
        return base
    for i in range(2, 1000):
        p = saves_dir() / f"{slug(title)}-{i}.json"
        if not p.exists():
            return p
    raise OSError("too many saves with that name")


def record_of(path: Path) -> Record:
    return load_record_file(path)


def as_dict(info: SaveInfo) -> dict[str, Any]:
    return {"title": info.title, "game": info.game, "variant": info.variant, "players": info.players,
            "turn": info.turn, "error": info.error}
