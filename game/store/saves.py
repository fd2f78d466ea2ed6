"""Saves on disk: named slots, the autosave behind Continue, finished games and scenarios.

A save is the engine's record (game, variant, seed, seats, actions) wrapped in
a small envelope (format, schema version, title, date, summary), written as
JSON. Loading replays the record through the engine, so a save can never put
the table into a position the rules do not allow, and the resumed game has the
same pending decision, the same hidden cards and the same random future.

Promises kept here:

* every write is atomic (temporary file, then rename, then the folder flushed):
  a crash, a kill or a full disk mid-write never destroys the previous file;
* reading never raises for a bad file: :func:`read_info` returns a
  :class:`SaveInfo` whose ``error`` is a reason a person understands, and
  :func:`load_match` raises only :class:`SaveError`; only regular files of a
  sane size are read (not ``/dev/zero``, not a pipe);
* a file changed outside the game (its checksum no longer matches) still opens
  if the rules allow its game, but says so: :attr:`SaveInfo.warning` and
  :func:`edited_warning`; a save from before checksums opens as it always did;
* no game is lost by surprise: when a different game is about to take over the
  autosave, the unfinished one is first set aside among the saved games, one per
  game (the newest replaces the last; renaming it keeps it); a finished game is
  kept among the recent finished games (for replays), and the autosave is only
  removed once the finished game is safely written;
* file names are ones every system can store (:mod:`game.store.names`).

Pure: no pygame. Pictures arrive and leave as PNG bytes (see :mod:`game.ui.thumbnails`).
"""

from __future__ import annotations

import atexit
import dataclasses
import hashlib
import json
import logging
import os
import threading
import uuid
import weakref
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Sequence

from game.engine.errors import CaperError, FileProblem, SaveError
from game.engine.game import GameSpec
from game.engine.match import Match
from game.engine.record import (
    CHANGED,
    EDITED_WARNING,
    RECORD_FORMAT,
    SAVE_FORMAT,
    SEALED,
    Record,
    SeatInfo,
    canonical,
    checksum,
    envelope_text,
    record_from_json,
    save_payload,
    seal,
    seal_status,
)
from game.engine.registry import GAME_MODULES, TITLES, UnknownGame, get_spec, module_exists
from game.engine.rng import Rng
from game.engine.textfiles import decode, parse_json, read_bytes, shown
from game.store.files import atomic_write_bytes, atomic_write_json
from game.store.names import safe_stem
from game.store.paths import autosave_path, ensure_folder, saves_dir, scenarios_dir, user_data_dir

log = logging.getLogger(__name__)

#: size of the table pictures kept beside saves (16:9, like the table)
THUMB_SIZE = (240, 135)
#: how many finished games are kept for replays
KEEP_FINISHED = 20
#: the largest save file we try to read (a real one is well under a megabyte)
MAX_FILE_BYTES = 20_000_000

KINDS = ("save", "finished", "scenario", "autosave")


# -- what the Load screen shows ---------------------------------------------------------------
@dataclass
class SaveInfo:
    """One file as the Load screen lists it. ``error`` is set (and the rest mostly empty)
    when the file cannot be used."""

    path: Path
    title: str
    kind: str = "save"
    game: str = ""
    variant: str = ""
    seats: list[SeatInfo] = field(default_factory=list)
    saved_at: str = ""
    turn: int = 0
    round: int = 0  # for a game counted in rounds (0: not one)
    moves: int = 0
    over: bool = False
    to_move: int | None = None
    winners: list[int] = field(default_factory=list)
    description: str = ""
    error: str | None = None
    #: True once every move was replayed and checked (a quick look only reads the file)
    checked: bool = False
    #: set when the file was changed outside the game since it was saved (see :data:`EDITED_WARNING`)
    warning: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def players(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def progress(self) -> str:
        """How far the game got, as its table counts: "round 8" (Home Alone), else "turn 24"."""
        return f"round {self.round}" if self.round else f"turn {self.turn}" if self.turn else ""

    @property
    def game_title(self) -> str:
        return TITLES.get(self.game, self.game)

    @property
    def thumbnail(self) -> Path:
        return thumbnail_path(self.path)

    @property
    def when(self) -> str:
        """The save's date in the reader's own time zone, short."""
        return readable_date(self.saved_at)

    def status(self) -> str:
        """"Finished: Sam won", "Sam to play", ... for the list ("Edited by hand · ..." first when the
        file was changed outside the game)."""
        if not self.ok:
            return ""
        where = self._where()
        if self.warning:
            return f"Edited by hand · {where}" if where else "Edited by hand"
        return where

    def _where(self) -> str:
        names = self.players
        if self.over:
            if not self.winners:
                return "Finished"
            who = " & ".join(names[w] for w in self.winners if 0 <= w < len(names))
            return f"Finished: {who} won"
        if self.to_move is not None and 0 <= self.to_move < len(names):
            return f"{names[self.to_move]} to play"
        return ""


def readable_date(iso: str) -> str:
    try:
        moment = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return ""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    local = moment.astimezone()
    today = datetime.now().astimezone().date()
    clock = local.strftime("%H:%M")
    if local.date() == today:
        return f"today {clock}"
    if (today - local.date()).days == 1:
        return f"yesterday {clock}"
    return f"{local.day} {local.strftime('%b %Y')}, {clock}"


# -- folders -----------------------------------------------------------------------------------
def finished_dir() -> Path:
    return ensure_folder(user_data_dir() / "finished")


def thumbnail_path(json_path: Path) -> Path:
    return Path(json_path).with_suffix(".png")


def slug(name: str) -> str:
    """The file name (without ``.json``) for a save called ``name``: one every system can store."""
    return safe_stem(name, fallback="save", max_len=48)


def new_save_path(title: str, folder: Path | None = None) -> Path:
    """A file name for a new save called ``title`` that does not exist yet."""
    folder = folder or saves_dir()
    base = folder / f"{slug(title)}.json"
    if not base.exists():
        return base
    for i in range(2, 10000):
        p = folder / f"{slug(title)}-{i}.json"
        if not p.exists():
            return p
    raise OSError("too many saves with that name")


# -- reading -----------------------------------------------------------------------------------
def spec_for(game_id: str) -> GameSpec:
    """The spec of a game named in a file; :class:`SaveError` if this build cannot play it."""
    if game_id in GAME_MODULES and not module_exists(GAME_MODULES[game_id]):
        raise SaveError(None, f"{TITLES.get(game_id, game_id)} is not part of this version of Caper Night")
    try:
        return get_spec(game_id)
    except UnknownGame:
        raise SaveError(None, f"unknown game {shown(game_id)}") from None


def read_json(path: Path) -> Any:
    """The file's JSON; :class:`SaveError` naming the problem (missing, too big, not a file, damaged...)."""
    path = Path(path)
    try:
        raw = read_bytes(path, MAX_FILE_BYTES, "save")
        if not raw.strip():
            raise SaveError(path.name, "the file is empty")
        return parse_json(decode(raw, path.name, "save"), path.name)
    except FileProblem as exc:
        raise SaveError(path.name, exc.detail) from None


def parse_record(data: Any, file: str | None = None) -> Record:
    """The record inside a save (or a bare record); raises :class:`SaveError` only."""
    if isinstance(data, dict) and data.get("format") not in (SAVE_FORMAT, RECORD_FORMAT, None):
        raise SaveError(file, f"not a Caper Night save (it says it is a {shown(data.get('format'), 40)})")
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT and "record" not in data:
        raise SaveError(file, "the save has no game in it ('record' is missing)")
    try:
        return record_from_json(data, file=file, get_spec=spec_for)
    except SaveError as exc:
        raise SaveError(file, exc.detail) from None


def replay_record(record: Record, file: str | None = None) -> Match:
    """Rebuild the match, checking every move and the final position."""
    try:
        return Match.from_record(spec_for(record.game), record, file=file)
    except SaveError as exc:
        raise SaveError(file, exc.detail) from None
    except (CaperError, ArithmeticError, LookupError, TypeError, ValueError) as exc:
        raise SaveError(file, f"the position cannot be set up ({exc})") from None
    except RecursionError:
        raise SaveError(file, "the position cannot be set up (nested too deeply)") from None


def load_match_strict(path: Path) -> Match:
    """Open a save, record or scenario. Raises :class:`SaveError`; any other exception is a bug."""
    path = Path(path)
    data = read_json(path)
    match = replay_record(parse_record(data, path.name), path.name)
    if isinstance(data, dict):
        _remember_bots(match, data.get("bots"))
    if seal_status(data) == CHANGED:
        _edited[match] = f"{path.name} was {EDITED_WARNING}"
    return match


_edited: "weakref.WeakKeyDictionary[Match, str]" = weakref.WeakKeyDictionary()


def edited_warning(match: Match) -> str | None:
    """What to tell the player when ``match`` came from a file changed outside the game (else None)."""
    return _edited.get(match)


def load_match(path: Path) -> Match:
    """Open a save, record or scenario; raises :class:`SaveError` with the reason, nothing else.

    An unexpected error inside a game's engine is logged with its traceback and
    reported as a :class:`SaveError`, so a bad file can never stop the app.
    """
    try:
        return load_match_strict(path)
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - a bad file must never crash the app
        log.exception("unexpected error while loading %s", path)
        raise SaveError(Path(path).name, f"could not be opened ({type(exc).__name__}: {exc})") from None


def load_record(path: Path) -> Record:
    """The checked record of a file (every move replayed and found legal)."""
    return load_match(path).record


_info_cache: dict[tuple[str, str, bool], tuple[tuple[int, int], SaveInfo]] = {}


def read_info(path: Path, kind: str = "save", deep: bool = True) -> SaveInfo:
    """What the Load screen shows for a file; never raises.

    ``deep``: the whole game is replayed, so a file that breaks a rule is
    listed as unreadable with the reason (a long game takes a good fraction of
    a second). Otherwise the file is only read and parsed, and where the game
    stands comes from the summary written beside the record. Results are
    cached until the file changes.
    """
    path = Path(path)
    try:
        st = path.stat()
        stamp = (st.st_mtime_ns, st.st_size)
    except OSError:
        stamp = (0, 0)
    deep_key = (str(path), kind, True)
    key = (str(path), kind, deep)
    for k in (deep_key, key):  # a checked answer serves a quick question too
        cached = _info_cache.get(k)
        if cached is not None and cached[0] == stamp and stamp != (0, 0):
            return cached[1]
    try:
        info = _read_info(path, kind, deep)
    except Exception as exc:  # noqa: BLE001 - the Load screen must never crash
        log.exception("unexpected error while reading %s", path)
        info = SaveInfo(path, path.stem, kind, error=f"could not be opened ({type(exc).__name__})")
    if len(_info_cache) > 500:
        _info_cache.clear()
    _info_cache[key] = (stamp, info)
    return info


def _text(value: Any, default: str = "", limit: int = 200) -> str:
    return value[:limit] if isinstance(value, str) else default


def _read_info(path: Path, kind: str, deep: bool) -> SaveInfo:
    try:
        data = read_json(path)
    except SaveError as exc:
        return SaveInfo(path, path.stem, kind, error=exc.detail, checked=True)
    title = path.stem
    if isinstance(data, dict):
        title = _text(data.get("title"), "", 80) or path.stem
    try:
        record = parse_record(data, path.name)
        match = replay_record(record, path.name) if deep else None
    except SaveError as exc:
        return SaveInfo(path, title, kind, error=exc.detail, checked=True)
    envelope = data if isinstance(data, dict) else {}
    warning = EDITED_WARNING if seal_status(data) == CHANGED else None
    saved_at = _text(envelope.get("saved_at"))
    if not saved_at:
        try:
            saved_at = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc).isoformat(timespec="seconds")
        except OSError:
            saved_at = ""
    info = SaveInfo(path, title, kind, game=record.game, variant=record.variant.name, seats=list(record.seats),
                    saved_at=saved_at, moves=len(record.actions), description=_text(envelope.get("description"), "", 400),
                    warning=warning)
    if match is not None:
        state = match.state
        info.turn = int(getattr(state, "turn", 0) or 0)
        info.round = int(getattr(state, "round", 0) or 0)
        info.over, info.to_move, info.winners = state.is_over, state.current_seat, list(state.winners or ())
        info.checked = True
        return info
    summary = envelope.get("summary") if isinstance(envelope.get("summary"), dict) else {}
    n = len(record.seats)

    def seat(value: Any) -> int | None:
        return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < n else None

    turn, round_ = summary.get("turn"), summary.get("round")
    info.turn = turn if isinstance(turn, int) and not isinstance(turn, bool) and turn >= 0 else 0
    info.round = round_ if isinstance(round_, int) and not isinstance(round_, bool) and round_ >= 0 else 0
    info.over = summary.get("over") is True
    info.to_move = None if info.over else seat(summary.get("to_move"))
    winners = summary.get("winners")
    info.winners = [w for w in winners if seat(w) is not None] if isinstance(winners, list) else []
    return info


def _list(folder: Path, kind: str, deep: bool) -> list[SaveInfo]:
    try:
        files = [p for p in folder.glob("*.json") if p.is_file()]
    except OSError as exc:
        log.warning("cannot list %s: %s", folder, exc)
        return []
    return [read_info(p, kind, deep) for p in files]


def list_saves(deep: bool = True) -> list[SaveInfo]:
    """The family's saved games, newest first (unreadable ones included, with their reason)."""
    return sorted(_list(saves_dir(), "save", deep), key=lambda i: (i.saved_at, i.path.name), reverse=True)


def list_finished(deep: bool = True) -> list[SaveInfo]:
    """Recently finished games, newest first (kept for replays)."""
    return sorted(_list(finished_dir(), "finished", deep), key=lambda i: (i.saved_at, i.path.name), reverse=True)


def list_scenarios(deep: bool = True) -> list[SaveInfo]:
    """The curated positions shipped in ``saves/``, in file-name order."""
    d = scenarios_dir()
    return sorted(_list(d, "scenario", deep), key=lambda i: i.path.name) if d.is_dir() else []


def autosave_info(deep: bool = False) -> SaveInfo | None:
    """The game behind Continue (read quickly: opening it checks every move anyway)."""
    _writer.flush()
    path = autosave_path()
    if not path.exists():
        return None
    return read_info(path, "autosave", deep)


# -- writing -------------------------------------------------------------------------------------
def summary(match: Match) -> dict[str, Any]:
    """The lines beside the record that let the Load list show a save without replaying it."""
    state = match.state
    return {**match.summary(), "to_move": state.current_seat, "winners": list(state.winners or ())}


def payload(match: Match, title: str, description: str = "", bots: Sequence[Any] | None = None) -> dict[str, Any]:
    """The save of ``match``, sealed with its checksum."""
    states = bot_states(bots)
    return save_payload(match.record, title=title, summary=summary(match), description=description,
                        extra={"bots": states} if states is not None else None)


def write_save(match: Match, path: Path, title: str = "", *, description: str = "",
               thumbnail: bytes | None = None, bots: Sequence[Any] | None = None) -> Path:
    """Write ``match`` to ``path`` atomically (and its table picture, PNG bytes, beside it if given)."""
    path = Path(path)
    atomic_write_json(path, payload(match, title or path.stem, description, bots))
    if thumbnail is not None:
        write_thumbnail(path, thumbnail)
    else:
        _remove(thumbnail_path(path))  # an old picture would show another position
    return path


def save_to_slot(match: Match, title: str, path: Path | None = None,
                 thumbnail: bytes | None = None, bots: Sequence[Any] | None = None) -> Path:
    """Save into a new slot called ``title`` or over the slot at ``path``."""
    return write_save(match, path or new_save_path(title), title, thumbnail=thumbnail, bots=bots)


# -- the computer players' dice ---------------------------------------------------------------------
# A game's own randomness lives in its state, so the record alone resumes it exactly. The computer
# players roll their own dice (each bot's generator); saving those too means that after Continue
# they choose exactly what they would have chosen had the game never stopped.
_bots_of: "weakref.WeakKeyDictionary[Match, list[Any]]" = weakref.WeakKeyDictionary()


def bot_states(bots: Sequence[Any] | None) -> list[Any] | None:
    if bots is None:
        return None
    return [b.rng.to_json() if isinstance(getattr(b, "rng", None), Rng) else None for b in bots]


def _remember_bots(match: Match, states: Any) -> None:
    if isinstance(states, list) and len(states) == match.record.num_players:
        _bots_of[match] = states


def restore_bots(match: Match, bots: Sequence[Any]) -> None:
    """Put each computer player's generator where it was when ``match`` was saved (if it was saved
    with them). A damaged entry only costs that player its old dice."""
    states = _bots_of.pop(match, None)
    if states is None:
        return
    for bot, state in zip(bots, states):
        rng = getattr(bot, "rng", None)
        if state is None or not isinstance(rng, Rng):
            continue
        try:
            rng.setstate(Rng.from_json(state).getstate())
        except (ValueError, TypeError, OverflowError) as exc:
            log.info("a computer player's saved dice were not usable: %s", exc)


def write_thumbnail(json_path: Path, png: bytes) -> None:
    """Keep ``png`` (a small picture of the table) beside the save. A failure only costs the picture."""
    try:
        atomic_write_bytes(thumbnail_path(json_path), png)
    except OSError as exc:
        log.warning("could not write the picture of %s: %s", json_path.name, exc)


def thumbnail_bytes(json_path: Path) -> bytes | None:
    """The stored picture of a save, or None if it is missing or implausibly large."""
    path = thumbnail_path(json_path)
    try:
        if not path.is_file() or path.stat().st_size > 2_000_000:
            return None
        return path.read_bytes()
    except OSError:
        return None


def rename_save(path: Path, title: str) -> None:
    """Give a save a new title (the file keeps its name, so nothing can collide)."""
    title = title.strip()[:80]
    if not title:
        raise ValueError("a save needs a name")
    data = read_json(Path(path))
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(Path(path).name, "only saved games can be renamed")
    _retitle(data, title)
    atomic_write_json(path, data)


def _retitle(data: dict[str, Any], title: str, description: str | None = None) -> None:
    """Change a save's title (and description); its checksum follows only if it matched (an edited
    file stays flagged)."""
    sealed = seal_status(data) == SEALED
    data["title"] = title
    if description is not None:
        data["description"] = description
    if sealed:
        seal(data)


def delete_save(path: Path) -> None:
    """Remove a save and its picture."""
    Path(path).unlink(missing_ok=True)
    _remove(thumbnail_path(path))


def _remove(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("could not remove %s: %s", path, exc)


# -- the autosave and finished games ---------------------------------------------------------------
_IDENTITY_KEYS = ("game", "variant", "seed", "seats", "deck", "start")


def identity(record_json: Any) -> str:
    """A fingerprint of *which game* a record is (not how far it got)."""
    if not isinstance(record_json, dict):
        return ""
    parts = [record_json.get(k) for k in _IDENTITY_KEYS]
    try:
        text = json.dumps(parts, sort_keys=True, default=str)
    except (TypeError, ValueError):
        return ""
    return hashlib.sha1(text.encode()).hexdigest()


def record_identity(record: Record) -> str:
    return identity({"game": record.game, "variant": record.variant.to_json(), "seed": record.seed,
                     "seats": [s.to_json() for s in record.seats], "deck": record.deck, "start": record.start})


_autosaved_record: "weakref.ref[Record] | None" = None  # the record the autosave belongs to


def write_autosave(match: Match, bots: Sequence[Any] | None = None) -> None:
    """Keep the current game behind Continue. Never raises; never loses another game.

    The first time a match (a new game, a loaded save, Continue) writes the
    autosave, whatever the autosave held is checked: unless it is an earlier
    point of this very game, it is moved into the saved games first.
    """
    global _autosaved_record
    try:
        rec = match.record
        if _autosaved_record is None or _autosaved_record() is not rec:
            _writer.flush()
            _keep_other_autosave(rec)
            _autosaved_record = weakref.ref(rec)
        _writer.submit(autosave_path(), autosave_bytes(match, bots))
    except OSError as exc:  # a full disk or a read-only folder must not stop the game
        _writer.failed(exc)
    except Exception:  # noqa: BLE001 - whatever the old autosave holds, the new game goes on
        log.exception("autosave failed")


def flush_autosave(timeout: float = 10.0) -> None:
    """Wait until the latest autosave is on disk (leaving a game, closing the app)."""
    _writer.flush(timeout)


class _BackgroundWriter:
    """Writes files on one worker thread, newest content wins.

    Writing a save (with its flush to disk) takes milliseconds that a frame
    cannot spare after every move, so the autosave's bytes are made on the
    caller's thread (a snapshot of the game at that moment) and written here.
    If a newer autosave arrives before the older one was written, only the
    newer one is written. A kill can therefore lose at most the last few
    milliseconds; it can never leave a half-written file (the write is atomic).
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: tuple[Path, bytes] | None = None
        self._busy = False
        self._thread: threading.Thread | None = None
        self._failing: str | None = None  # the reason of the last failure, until a write succeeds

    def failed(self, exc: BaseException) -> None:
        """Log a failed write once (a read-only folder fails after every move), then quietly."""
        reason = f"{type(exc).__name__}: {getattr(exc, 'strerror', None) or exc}"
        if reason != self._failing:
            log.warning("autosave failed (%s); the game goes on without it", exc)
        else:
            log.debug("autosave failed again: %s", exc)
        self._failing = reason

    def submit(self, path: Path, data: bytes) -> None:
        with self._cond:
            self._pending = (path, data)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._pending is None:
                    self._cond.wait()
                path, data = self._pending
                self._pending = None
                self._busy = True
            try:
                atomic_write_bytes(path, data)
                self._failing = None
            except OSError as exc:
                self.failed(exc)
            except Exception:  # noqa: BLE001 - the writer must survive anything
                log.exception("autosave failed")
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> None:
        with self._cond:
            self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def cancel(self, timeout: float = 10.0) -> None:
        """Drop what is waiting and wait for a write in progress to finish."""
        with self._cond:
            self._pending = None
            self._cond.wait_for(lambda: not self._busy, timeout)


_writer = _BackgroundWriter()
atexit.register(flush_autosave, 5.0)

_action_text: tuple["weakref.ref[Record] | None", list[tuple[Any, str]]] = (None, [])


def _actions_json(record: Record) -> str:
    """The record's actions as JSON, reusing the text of actions serialised for earlier autosaves."""
    global _action_text
    ref, items = _action_text
    if ref is None or ref() is not record:
        items = []
    actions = record.actions
    n = 0
    while n < len(items) and n < len(actions) and items[n][0] is actions[n]:
        n += 1
    del items[n:]
    items.extend((a, canonical(a.to_dict())) for a in actions[n:])
    _action_text = (weakref.ref(record), items)
    return "[" + ",".join(text for _, text in items) + "]"


def autosave_bytes(match: Match, bots: Sequence[Any] | None = None) -> bytes:
    """The autosave file: a normal save with its checksum, written compactly, built in about a
    millisecond even for a long game (only the newest moves are serialised; the rest is reused).

    The record is written in its :func:`~game.engine.record.canonical` form, which puts
    ``actions`` first, so its text (and the checksum over it) is the reused actions' text plus
    the short rest of the record."""
    rec = match.record
    states = bot_states(bots)
    envelope = save_payload(dataclasses.replace(rec, actions=[]), title="Autosave", summary=summary(match),
                            extra={"bots": states} if states is not None else None, sealed=False)
    head = envelope.pop("record")
    del head["actions"]
    assert min(head) > "actions", "the record's keys must sort after 'actions'"
    record_text = '{"actions":' + _actions_json(rec) + "," + canonical(head)[1:]
    envelope["checksum"] = checksum(envelope_text(envelope), record_text)
    mark = f"@@record-{uuid.uuid4().hex}@@"
    envelope["record"] = mark
    text = json.dumps(envelope, separators=(",", ":"))
    return text.replace(json.dumps(mark), record_text, 1).encode("utf-8")


def _is_earlier_point(old: Any, record: Record) -> bool:
    """True if the record JSON ``old`` is the same game as ``record``, at or before its last move."""
    if identity(old) != record_identity(record):
        return False
    old_actions = old.get("actions")
    if not isinstance(old_actions, list) or len(old_actions) > len(record.actions):
        return False
    try:
        return all(json.dumps(a, sort_keys=True) == json.dumps(b.to_dict(), sort_keys=True)
                   for a, b in zip(old_actions, record.actions))
    except (TypeError, ValueError):
        return False


def _keep_other_autosave(record: Record) -> None:
    """If the autosave holds another game (or a later point of this one), move it into the saves."""
    path = autosave_path()
    if not path.exists():
        return
    try:
        data = read_json(path)
    except SaveError as exc:
        log.warning("keeping an unreadable autosave among the saves: %s", exc)
        os.replace(path, new_save_path("unreadable autosave"))
        return
    inner = data.get("record") if isinstance(data, dict) and data.get("format") == SAVE_FORMAT else data
    if _is_earlier_point(inner, record):
        return
    game = inner.get("game") if isinstance(inner, dict) else None
    summary_ = data.get("summary") if isinstance(data, dict) else None
    over = isinstance(summary_, dict) and summary_.get("over") is True  # kept because finishing failed
    title = f"{'Finished' if over else 'Unfinished'} {TITLES.get(game, 'game') if isinstance(game, str) else 'game'}"
    stamp = readable_date(data.get("saved_at", "")) if isinstance(data, dict) else ""
    if stamp:
        title += f" ({stamp})"
    if not isinstance(data, dict):  # a bare record: keep the file exactly as it is
        os.replace(path, new_save_path(title))
        return
    if over:  # finishing failed (a full disk): keep it among the saves, never in the one-per-game slot
        target = new_save_path(title)
        _retitle(data, title)
    else:
        _retitle(data, title, UNFINISHED_NOTE)
        target = unfinished_path(game if isinstance(game, str) else "game")
        if target.exists() and not _is_set_aside(target):
            target = new_save_path(title)  # the family renamed the last one: it is theirs to keep
    atomic_write_json(target, data)
    _remove(thumbnail_path(target))  # the picture of the game it replaced
    _remove(path)
    log.info("kept the previous %s game as %s", "finished" if over else "unfinished", target.name)


#: What the Load screen says of an unfinished game set aside from the autosave.
UNFINISHED_NOTE = "Kept when a new game began; the next one replaces it. Rename it (F2) to keep it."


def unfinished_path(game: str) -> Path:
    """Where an unfinished game is set aside when another game takes over Continue: one file
    per game, so each game keeps only its newest unfinished one (the Load screen says so)."""
    return saves_dir() / f"unfinished-{slug(game)}.json"


def _is_set_aside(path: Path) -> bool:
    """True if ``path`` still holds a game set aside automatically (not one renamed to keep)."""
    try:
        data = read_json(path)
    except SaveError:
        return True  # a damaged leftover: replacing it loses nothing
    return isinstance(data, dict) and str(data.get("title", "")).startswith("Unfinished ")


def clear_autosave() -> None:
    _writer.cancel()
    try:
        autosave_path().unlink(missing_ok=True)
    except OSError as exc:
        log.warning("could not remove autosave: %s", exc)


def finish_game(match: Match) -> Path | None:
    """The game is over: keep it among the recent finished games, then clear the autosave.

    The autosave is removed only once the finished game is safely written. If it cannot be
    (a full disk), the finished game goes into the autosave instead (or, if even that fails,
    the autosave keeps the game up to its last move): the family's game is never lost.
    """
    try:
        now = datetime.now()
        part = "night" if now.hour < 5 else "morning" if now.hour < 12 else "afternoon" if now.hour < 18 else \
            "evening" if now.hour < 22 else "night"
        title = f"{match.spec.title}: {now.strftime('%A')} {part} game"
        stamp = now.strftime("%Y%m%d-%H%M%S")
        path = new_save_path(f"{stamp}-{match.spec.id}", finished_dir())
        write_save(match, path, title)
    except OSError as exc:
        log.warning("could not keep the finished game among the finished games: %s", exc)
        _writer.cancel()
        try:
            atomic_write_bytes(autosave_path(), autosave_bytes(match))
        except OSError as again:
            log.warning("could not keep the finished game in the autosave either (%s); the autosave keeps "
                        "the game up to its last move", again)
        return None
    try:
        _prune_finished()
    except OSError as exc:
        log.warning("could not remove the oldest finished games: %s", exc)
    clear_autosave()
    return path


def _prune_finished() -> None:
    files = sorted(finished_dir().glob("*.json"), key=lambda p: p.name, reverse=True)
    for old in files[KEEP_FINISHED:]:
        delete_save(old)


def as_dict(info: SaveInfo) -> dict[str, Any]:
    return {"title": info.title, "kind": info.kind, "game": info.game, "variant": info.variant,
            "players": info.players, "turn": info.turn, "moves": info.moves, "over": info.over,
            "error": info.error, "warning": info.warning}
