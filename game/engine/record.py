"""Records and saves: the actions of a game, from which the game is rebuilt.

A record is (game, variant, seed, seats, actions), optionally with a stacked
deck or a start position for scenarios. Replaying it gives the identical state,
which is what saves, Continue, replays and undo stand on. A save is a record
plus a schema version and a few lines for the Load screen, written as JSON.

Loading never trusts the file: every action is checked by the engine as it is
replayed, a start position is validated (and must be for as many players as the
record has seats), and any problem becomes a :class:`SaveError` naming the file
and what is wrong.

A save carries a checksum of everything in it (:func:`seal`), so a file changed
outside the game (a flipped bit on a failing disk, an edit by hand) is noticed:
:func:`seal_status` tells a sealed file from a changed one and from an old one
written before saves had checksums (those still load).
"""

from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Mapping

from game.engine.actions import Action, Event, action_from_dict
from game.engine.errors import CaperError, FileProblem, IllegalActionError, SaveError, StateError, VariantError
from game.engine.game import GameSpec, GameState
from game.engine.textfiles import parse_json, read_text, shown
from game.engine.variants import Variant, variant_from_json

SAVE_FORMAT = "caper-night-save"
RECORD_FORMAT = "caper-night-record"
SCHEMA_VERSION = 1

SEAT_KINDS = ("human", "bot")
#: the longest name a seat may have in a file (the app lets people type 16 letters)
MAX_NAME = 100

#: the most hints a seat can be counted as taking (far more than moves in any game)
MAX_HINTS = 1_000_000

#: the largest record file :func:`load_record_file` reads (a real one is well under a megabyte)
MAX_RECORD_BYTES = 20_000_000


@dataclass(frozen=True)
class SeatInfo:
    """Who sits in a seat: a person or a computer player of some level."""

    name: str
    kind: str = "bot"
    level: str = "normal"
    color: int = 0

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "color": self.color}

    @classmethod
    def from_json(cls, data: Any) -> "SeatInfo":
        if not isinstance(data, Mapping):
            raise ValueError("each seat must be an object")
        name = data.get("name")
        kind = data.get("kind", "bot")
        level = data.get("level", "normal")
        color = data.get("color", 0)
        if not isinstance(name, str) or not name:
            raise ValueError("a seat needs a name")
        if len(name) > MAX_NAME or not name.isprintable():
            raise ValueError(f"a seat's name must be one line of at most {MAX_NAME} letters, got {shown(name, 40)}")
        if kind not in SEAT_KINDS:
            raise ValueError(f"seat kind must be one of {SEAT_KINDS}, got {kind!r}")
        if not isinstance(level, str) or len(level) > MAX_NAME:
            raise ValueError("seat level must be a short text")
        if not isinstance(color, int) or isinstance(color, bool) or not 0 <= color < 64:
            raise ValueError("seat colour must be a small whole number")
        return cls(name, kind, level, color)


@dataclass
class Record:
    """Everything needed to rebuild a game exactly."""

    game: str
    variant: Variant
    seed: int
    seats: list[SeatInfo]
    actions: list[Action] = field(default_factory=list)
    deck: list[int] | None = None
    start: dict[str, Any] | None = None
    #: how many hints each seat took (the hint button); empty until the first hint. Not part of the
    #: game itself: replaying ignores it, and a file without it (older saves) means none were taken
    hints: list[int] = field(default_factory=list)

    @property
    def num_players(self) -> int:
        return len(self.seats)

    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def hint_counts(self) -> list[int]:
        """Hints taken by each seat, one number per seat."""
        return [self.hints[i] if i < len(self.hints) else 0 for i in range(self.num_players)]

    def note_hint(self, seat: int) -> None:
        """Count one more hint for ``seat``."""
        counts = self.hint_counts()
        counts[seat] += 1
        self.hints = counts

    def to_json(self) -> dict[str, Any]:
        data = {
            "format": RECORD_FORMAT,
            "schema": SCHEMA_VERSION,
            "game": self.game,
            "variant": self.variant.to_json(),
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "deck": self.deck,
            "start": self.start,
            "actions": [a.to_dict() for a in self.actions],
        }
        if any(self.hint_counts()):  # written only once a hint is taken: other files stay as they were
            data["hints"] = self.hint_counts()
        return data

    def new_state(self, spec: GameSpec) -> GameState:
        """The state before the first action (fresh deal, stacked deck or start position)."""
        if self.start is not None:
            state = spec.load_state(self.start, self.variant)
            players = getattr(state, "num_players", None)
            if players != self.num_players:
                raise SaveError(None, f"it lists {self.num_players} players but its start position is for "
                                      f"{shown(players)}")
            return state
        return spec.new_game(self.variant, self.num_players, self.seed, deck=self.deck)

    def replay(self, spec: GameSpec, upto: int | None = None,
               on_events: Callable[[int, int, list[Event]], None] | None = None) -> GameState:
        """The state after the first ``upto`` actions (all by default)."""
        state = self.new_state(spec)
        actions = self.actions if upto is None else self.actions[:upto]
        names = self.names()
        for i, action in enumerate(actions):
            seat = state.pending.seat if state.pending is not None else -1
            try:
                events = state.apply(action)
            except IllegalActionError as exc:
                raise SaveError(None, f"move {i + 1} ({action.describe(names)}) is not legal: {exc}") from None
            if on_events is not None:
                on_events(i, seat, events)
        return state


_UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    # 0 -> 1: early development files had no "format" key and called seats "players".
    0: lambda d: {**{k: v for k, v in d.items() if k != "players"},
                  "seats": d.get("seats", d.get("players", [])), "schema": 1},
}


def upgrade(data: dict[str, Any], *, file: str | None = None) -> dict[str, Any]:
    """Bring an older save or record up to :data:`SCHEMA_VERSION`."""
    version = data.get("schema", 0)
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise SaveError(file, f"'schema' must be a version number, got {shown(version)}")
    if version > SCHEMA_VERSION:
        raise SaveError(file, f"made by a newer Caper Night (file version {shown(version)}; this one reads up to "
                              f"{SCHEMA_VERSION})")
    while version < SCHEMA_VERSION:
        data = _UPGRADES[version](data)
        version = data["schema"]
    return data


def record_from_json(data: Any, *, file: str | None = None,
                     get_spec: Callable[[str], GameSpec] | None = None) -> Record:
    """Parse a record (or the record inside a save); raises :class:`SaveError`."""
    from game.engine.registry import UnknownGame
    from game.engine.registry import get_spec as default_get_spec

    get_spec = get_spec or default_get_spec
    if not isinstance(data, dict):
        raise SaveError(file, "not a Caper Night record (expected a JSON object)")
    if "record" in data and data.get("format") == SAVE_FORMAT:
        data = upgrade(data, file=file)
        data = data["record"]
        if not isinstance(data, dict):
            raise SaveError(file, "the save has no usable 'record'")
    fmt = data.get("format")
    if fmt not in (RECORD_FORMAT, None):
        raise SaveError(file, f"not a Caper Night record (format {shown(fmt)})")
    data = upgrade(data, file=file)
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise SaveError(file, "it does not say which game it is ('game' is missing)")
    try:
        spec = get_spec(game_id)
    except UnknownGame:
        raise SaveError(file, f"unknown game {shown(game_id)}") from None
    try:
        variant = variant_from_json(spec.schema, data.get("variant", {}), file=None)
    except VariantError as exc:
        raise SaveError(file, f"its rules are not valid: {exc}") from None
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(file, "'seed' must be a whole number")
    seats_raw = data.get("seats")
    if not isinstance(seats_raw, list):
        raise SaveError(file, "'seats' must be a list")
    try:
        seats = [SeatInfo.from_json(s) for s in seats_raw]
    except ValueError as exc:
        raise SaveError(file, f"bad seat: {exc}") from None
    lo, hi = spec.players_for(variant)
    if not lo <= len(seats) <= hi:
        raise SaveError(file, f"{spec.title} needs {lo} to {hi} players, the file has {len(seats)}")
    deck = data.get("deck")
    if deck is not None and (not isinstance(deck, list) or not all(isinstance(c, int) and not isinstance(c, bool)
                                                                   for c in deck)):
        raise SaveError(file, "'deck' must be a list of card numbers")
    start = data.get("start")
    if start is not None and not isinstance(start, dict):
        raise SaveError(file, "'start' must be an object")
    hints = data.get("hints", [])
    if not (isinstance(hints, list) and len(hints) <= len(seats)
            and all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= MAX_HINTS for n in hints)):
        raise SaveError(file, f"'hints' must list how many hints each seat took (whole numbers from 0 to "
                              f"{MAX_HINTS}, one per seat), got {shown(hints, 60)}")
    raw_actions = data.get("actions", [])
    if not isinstance(raw_actions, list):
        raise SaveError(file, "'actions' must be a list")
    actions = []
    for i, a in enumerate(raw_actions):
        try:
            actions.append(action_from_dict(a, spec.action_types))
        except (ValueError, TypeError) as exc:
            raise SaveError(file, f"move {i + 1} is not readable: {exc}") from None
    return Record(game_id, variant, seed, seats, actions, deck, start, list(hints))


def load_record_file(path: str | Path) -> Record:
    """The record in a save or record file (not yet replayed); :class:`SaveError` naming the file."""
    path = Path(path)
    try:
        data = parse_json(read_text(path, MAX_RECORD_BYTES, "save"), str(path))
    except FileProblem as exc:
        raise SaveError(str(path), exc.detail) from None
    return record_from_json(data, file=str(path))


# -- the envelope of a save, and its checksum --------------------------------------------------------
#: every key a save's envelope may have; another one means the file was changed by hand
ENVELOPE_KEYS = frozenset({"format", "schema", "title", "saved_at", "summary", "record", "description", "bots",
                           "checksum"})
CHECKSUM_KEY = "checksum"


def save_payload(record: Record, *, title: str = "", summary: Mapping[str, Any] | None = None,
                 description: str = "", saved_at: str | None = None,
                 extra: Mapping[str, Any] | None = None, sealed: bool = True) -> dict[str, Any]:
    """A save of ``record``, sealed with its checksum (change nothing after this; see :func:`seal`).
    ``sealed=False`` leaves the sealing to a caller that builds the file's text itself."""
    data: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "schema": SCHEMA_VERSION,
        "title": title,
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds") if saved_at is None else saved_at,
        "summary": dict(summary or {}),
    }
    if description:
        data["description"] = description
    data.update(extra or {})
    data["record"] = record.to_json()
    return seal(data) if sealed else data


def canonical(value: Any) -> str:
    """One text for one value, whatever the spacing and key order of the file it came from."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def checksum(envelope_text: str, record_text: str) -> str:
    """The checksum of a save from the :func:`canonical` texts of its envelope (without the record
    and the checksum) and of its record. Split in two so a long game's autosave can build the
    record's text from pieces it already has."""
    digest = hashlib.sha256(envelope_text.encode("utf-8") + b"\n" + record_text.encode("utf-8"))
    return "sha256:" + digest.hexdigest()


def envelope_text(data: Mapping[str, Any]) -> str:
    return canonical({k: v for k, v in data.items() if k not in (CHECKSUM_KEY, "record")})


def seal(data: dict[str, Any]) -> dict[str, Any]:
    """Put the checksum of everything in the save ``data`` into it (in place; returns it)."""
    data.pop(CHECKSUM_KEY, None)
    data[CHECKSUM_KEY] = checksum(envelope_text(data), canonical(data.get("record")))
    return data


SEALED, UNSEALED, CHANGED = "sealed", "unsealed", "changed"
EDITED_WARNING = "changed outside Caper Night (edited by hand, or damaged): it may not be the game that was saved"


def seal_status(data: Any) -> str:
    """:data:`SEALED` (as written), :data:`CHANGED` (edited by hand or damaged since) or
    :data:`UNSEALED` (an older save, or a bare record, without a checksum)."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        return UNSEALED
    written = data.get(CHECKSUM_KEY)
    if written is None:
        return CHANGED if set(data) - ENVELOPE_KEYS else UNSEALED
    if not isinstance(written, str):
        return CHANGED
    try:
        expected = checksum(envelope_text(data), canonical(data.get("record")))
    except (TypeError, ValueError, RecursionError):
        return CHANGED
    return SEALED if hmac.compare_digest(written, expected) else CHANGED


def checked_replay(spec: GameSpec, record: Record, *, file: str | None = None,
                   on_events: Callable[[int, int, list[Event]], None] | None = None) -> GameState:
    """Replay and validate; any rule broken by the file becomes a :class:`SaveError`."""
    try:
        state = record.replay(spec, on_events=on_events)
        state.validate()
    except SaveError as exc:
        raise SaveError(file, exc.detail) from None
    except StateError as exc:
        raise SaveError(file, f"the position breaks a rule: {exc}") from None
    except CaperError as exc:
        raise SaveError(file, str(exc)) from None
    except (ValueError, TypeError, KeyError, IndexError) as exc:
        raise SaveError(file, f"the position cannot be set up ({type(exc).__name__}: {exc})") from None
    return state
