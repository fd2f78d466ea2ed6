"""The hardening probes of issue 19, as a table: damaged files, hostile command lines, kills
during writes, a full disk, a read-only data folder and names Windows cannot store.

    PYTHONPATH=. python -m tests.store.probes            # every probe, prints the table
    PYTHONPATH=. python -m tests.store.probes --quick    # fewer corpus inputs and kills

Each input ends in one outcome:

* ``valid``: a usable game, house rule or settings (the same as the file says, or flagged as
  changed outside the game);
* ``clean``: one clear error that names the file and the problem;
* ``crash``: a traceback, an exception other than the promised one, or an exit status that is
  neither 0 nor 2;
* ``unclear``: an error that does not name the file, or more than one line on the command line;
* ``hang``: no answer within the time limit (or memory without bound);
* ``loss``: a game that was safely written is gone or damaged;
* ``silent``: accepted without a word although it is wrong: a game different from the one
  written, a good file (byte-order mark) refused, a name Windows cannot store written as is, a
  read-only folder not mentioned.

The suite (tests/store/test_probes.py) runs the quick probes and requires no crash, hang, loss,
silent or unclear outcome. The probes use only the public API that existed before the fixes,
so the same table can be made for the code before and after them.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTCOMES = ("valid", "clean", "crash", "unclear", "hang", "loss", "silent")


@dataclass
class Row:
    name: str
    counts: Counter = field(default_factory=Counter)
    examples: dict[str, list[str]] = field(default_factory=dict)
    note: str = ""

    def add(self, outcome: str, label: str = "") -> None:
        assert outcome in OUTCOMES, outcome
        self.counts[outcome] += 1
        if outcome not in ("valid", "clean") and label:
            self.examples.setdefault(outcome, [])
            if len(self.examples[outcome]) < 4:
                self.examples[outcome].append(label)

    @property
    def inputs(self) -> int:
        return sum(self.counts.values())

    def bad(self) -> int:
        return sum(self.counts[o] for o in ("crash", "unclear", "hang", "loss", "silent"))


class Hung(BaseException):
    """Raised by the alarm when an in-process probe takes too long."""


@contextlib.contextmanager
def time_limit(seconds: float):
    def ring(signum, frame):
        raise Hung()
    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


@contextlib.contextmanager
def user_home(path: Path):
    old = os.environ.get("CAPER_NIGHT_HOME")
    os.environ["CAPER_NIGHT_HOME"] = str(path)
    try:
        yield path
    finally:
        if old is None:
            os.environ.pop("CAPER_NIGHT_HOME", None)
        else:
            os.environ["CAPER_NIGHT_HOME"] = old


def _edit_warning(info) -> str | None:
    """The "changed outside the game" flag of a listed save (None before that existed)."""
    return getattr(info, "warning", None)


# -- damaged saves ---------------------------------------------------------------------------------------------
def _same_game(a: bytes, b: bytes) -> bool:
    """True if two save texts hold the same game (what the Load screen and the table would show)."""
    def parse(raw):
        try:
            doc = json.loads(raw.decode("utf-8-sig"))
        except (ValueError, RecursionError):
            return None
        if isinstance(doc, dict):
            doc = {k: v for k, v in doc.items() if k not in ("checksum", "saved_at")}
        return doc
    da, db = parse(a), parse(b)
    return da is not None and da == db


def classify_save(path: Path, original: bytes | None = None, family: str = "") -> tuple[str, str]:
    """One save file through the loader, the Load list, ``replay --headless`` and the table's seats."""
    from game.commands.replay import summary_lines
    from game.engine.errors import SaveError
    from game.store import saves

    saves._info_cache.clear()
    try:
        with time_limit(20):
            try:
                match = saves.load_match_strict(path)
            except SaveError as exc:
                info = saves.read_info(path)
                if path.name not in str(exc) or info.ok:
                    return "unclear", f"{exc} / list ok={info.ok}"
                return "clean", str(exc)
            info = saves.read_info(path)
            if not info.ok:
                return "unclear", f"opens, but the list says: {info.error}"
            match.state.validate()
            summary_lines(match, moves=False)  # what replay --headless prints
            state = match.state
            for seat in range(state.num_players):  # the table names every seat of the position
                match.record.seats[seat].name
            if state.num_players != len(match.record.seats):
                raise IndexError("seat list and position disagree")
    except Hung:
        return "hang", "no answer in 20 s"
    except Exception as exc:  # noqa: BLE001 - this is what the probe looks for
        return "crash", f"{type(exc).__name__}: {str(exc)[:120]}"
    raw = path.read_bytes()
    if family == "bom":
        return "valid", ""
    if original is not None and not _same_game(raw, original) and not _edit_warning(info):
        return "silent", "loads as a different game without a word"
    return "valid", ""


# -- damaged house rules --------------------------------------------------------------------------------------
def classify_variant(path: Path, game_id: str, family: str = "") -> tuple[str, str]:
    """A house-rule file as ``variants GAME FILE``, ``simulate --variant FILE`` and the lists read it."""
    from game.engine.errors import VariantError
    from game.engine.registry import get_spec
    from game.engine.variants import VariantCatalog

    spec = get_spec(game_id)
    catalog = VariantCatalog(spec.schema, spec.variants_dir, [path.parent])
    try:
        with time_limit(20):
            try:
                catalog.get(str(path))
            except VariantError as exc:
                if str(path.name) not in str(exc):
                    return "unclear", str(exc)[:160]
                entries = catalog.entries()  # the New game and Lab lists
                if any(e.path == path and e.variant is not None for e in entries):
                    return "unclear", "refused by name, listed as fine"
                return ("silent" if family == "bom" else "clean"), str(exc)[:160]
            catalog.entries()
    except Hung:
        return "hang", "no answer in 20 s"
    except Exception as exc:  # noqa: BLE001
        return "crash", f"{type(exc).__name__}: {str(exc)[:120]}"
    return "valid", ""


# -- damaged settings -----------------------------------------------------------------------------------------
def classify_settings(path: Path, family: str = "") -> tuple[str, str]:
    import tomllib

    from game.store.settings import Settings, load_settings

    try:
        with time_limit(20):
            s = load_settings(path)
    except Hung:
        return "hang", "no answer in 20 s"
    except Exception as exc:  # noqa: BLE001
        return "crash", f"{type(exc).__name__}: {str(exc)[:120]}"
    if not isinstance(s, Settings):
        return "crash", "not settings"
    if s.problems:
        if not all(path.name in p for p in s.problems):
            return "unclear", s.problems[0]
        if family == "bom":
            return "silent", "a good file with a byte-order mark was refused: " + s.problems[0][:100]
        return "clean", s.problems[0]
    try:
        data = tomllib.loads(path.read_bytes().decode("utf-8-sig"))
    except Exception:  # noqa: BLE001 - unreadable, yet no problem was reported
        return "silent", "unreadable file, defaults used without a word"
    for k, v in data.items():
        if getattr(s, k, None) != v and not (isinstance(v, list) and getattr(s, k, [])[:len(v)] == v):
            return "silent", f"{k} = {v!r} became {getattr(s, k, None)!r} without a word"
    return "valid", ""


def corpus_rows(per_original: int) -> list[Row]:
    from game.engine.registry import available_games
    from tests.store import corpus

    games = available_games()
    rows = {k: Row(f"damaged {k} files (corpus)") for k in ("save", "variant", "settings")}
    with tempfile.TemporaryDirectory() as home:
        with user_home(Path(home)):
            cases = corpus.build(games, per_original=per_original)
            work = Path(home) / "probe"
            work.mkdir()
            for case in cases:
                path = work / case.name
                path.write_bytes(case.data)
                if case.kind == "save":
                    outcome, why = classify_save(path, case.original, case.family)
                elif case.kind == "variant":
                    game_id, _, name = case.name.partition("--")
                    path.unlink()
                    path = work / name
                    path.write_bytes(case.data)
                    outcome, why = classify_variant(path, game_id, case.family)
                else:
                    outcome, why = classify_settings(path, case.family)
                rows[case.kind].add(outcome, f"{case.label}: {why}")
                path.unlink()
    return list(rows.values())


# -- the command line (run as the user would, in a child process) ------------------------------------------------
@dataclass
class Ran:
    rc: int | None
    out: str
    err: str


def run_cli(args: list[str], home: Path, timeout: float = 30, memory_mb: int = 3000) -> Ran:
    env = {**os.environ, "CAPER_NIGHT_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYTHONPATH": str(ROOT)}

    def limit():  # a runaway read must not take the machine with it
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (memory_mb * 2**20, memory_mb * 2**20))

    try:
        p = subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True,
                           text=True, timeout=timeout, preexec_fn=limit)
    except subprocess.TimeoutExpired as exc:
        return Ran(None, (exc.stdout or b"").decode(errors="replace") if isinstance(exc.stdout, bytes)
                   else exc.stdout or "", "")
    return Ran(p.returncode, p.stdout, p.stderr)


def classify_cli(ran: Ran, must_name: str | None, expect_ok: bool = False) -> tuple[str, str]:
    if ran.rc is None:
        return "hang", "still running after the time limit"
    err = ran.err.strip()
    if "Traceback" in err or ran.rc not in (0, 2) or "MemoryError" in err:
        return "crash", f"exit {ran.rc}: {err.splitlines()[-1][:140] if err else ''}"
    if ran.rc == 0:
        return ("valid", "") if expect_ok or not must_name else ("silent", "accepted: " + ran.out[:80])
    if expect_ok:
        return "silent", f"refused a good file: {err[:140]}"
    lines = [line for line in err.splitlines() if line.strip()]
    if len(lines) != 1 or (must_name and must_name not in lines[0]):
        return "unclear", err[:160]
    return "clean", lines[0]


def _extends_cycles(home: Path) -> list[tuple[str, list[str], str]]:
    """House rules in the family's folder that extend each other by name, by file name, by path;
    one that extends itself by its path; and a circle of three."""
    folder = home / "config" / "variants"
    folder.mkdir(parents=True, exist_ok=True)
    cases = []
    for how in ("name", "file", "path", "self-path", "three"):
        a, b, c = folder / f"{how}-a.toml", folder / f"{how}-b.toml", folder / f"{how}-c.toml"
        ref = {"name": (f"{how} B", f"{how} A"), "file": (b.name, a.name), "path": (str(b), str(a)),
               "self-path": (str(a), str(a)), "three": (str(b), c.name)}[how]
        a.write_text(f'name = "{how} A"\ngame = "alarm"\nextends = "{ref[0]}"\n[params]\n')
        b.write_text(f'name = "{how} B"\ngame = "alarm"\nextends = "{ref[1]}"\n[params]\n')
        if how == "three":
            c.write_text(f'name = "{how} C"\ngame = "alarm"\nextends = "{a}"\n[params]\n')
        cases.append((f"extends cycle by {how}", [str(a)], a.name))
        cases.append((f"extends cycle by {how}, named", [f"{how} A"], a.name))
    return cases


def hostile_variant_files(folder: Path, home: Path) -> list[tuple[str, list[str], str | None, bool]]:
    """(label, ``variants``/``simulate`` arguments after the game, name the error must give, good file?)"""
    out: list[tuple[str, list[str], str | None, bool]] = []
    std = (ROOT / "game" / "alarm" / "variants" / "standard.toml").read_text()
    files = {
        "bom.toml": ("byte-order mark", b"\xef\xbb\xbf" + std.replace('"standard"', '"bom"').encode(), True),
        "deep-array.toml": ("TOML nested 5,000 deep (arrays)",
                            ("x = " + "[" * 5000 + "]" * 5000 + "\n" + std).encode(), False),
        "deep-inline.toml": ("TOML nested 5,000 deep (inline tables)",
                             ("x = " + "{a=" * 5000 + "1" + "}" * 5000 + "\n" + std).encode(), False),
        "deep-table.toml": ("TOML nested 5,000 deep (table names)",
                            (std + "\n[" + ".".join("a" * 5000) + "]\n").encode(), False),
        "huge-int.toml": ("an integer of 5,000 digits",
                          std.replace('"standard"', '"huge"').encode() + b"\n" + b"9" * 5000 + b" = 1\n", False),
        "huge-value.toml": ("a parameter of 5,000 digits",
                            std.replace("[params]", "[params]\nplayers = " + "9" * 5000).encode(), False),
        "utf16.toml": ("UTF-16 text", std.encode("utf-16"), False),
        "binary.toml": ("binary garbage", bytes(range(256)) * 8, False),
        "empty.toml": ("an empty file", b"", False),
        "nul.toml": ("NUL bytes", b"\0" * 1000, False),
        "huge-file.toml": ("a 30 MB file", b"# " + b"x" * 30_000_000 + b"\n", False),
    }
    for name, (label, data, good) in files.items():
        p = folder / name
        p.write_bytes(data)
        out.append((label, [str(p)], name, good))
    for label, args, must in _extends_cycles(home):
        out.append((label, args, must, False))
    d = folder / "a-folder.toml"
    d.mkdir()
    out.append(("a folder named like a house rule", [str(d)], d.name, False))
    fifo = folder / "pipe.toml"
    os.mkfifo(fifo)
    out.append(("a named pipe", [str(fifo)], fifo.name, False))
    out.append(("/dev/zero", ["/dev/zero"], "/dev/zero", False))
    out.append(("a file that is not there", [str(folder / "missing.toml")], "missing.toml", False))
    return out


def variant_cli_rows(home: Path) -> Row:
    row = Row("hostile house-rule files (command line)")
    folder = home / "hostile"
    folder.mkdir(parents=True)
    for label, args, must, good in hostile_variant_files(folder, home):
        for command in (["variants", "alarm", *args],
                        ["simulate", "alarm", "--variant", *args, "--games", "2", "--jobs", "1", "--no-progress"]):
            outcome, why = classify_cli(run_cli(command, home, timeout=40), must, expect_ok=good)
            row.add(outcome, f"{label} [{command[0]}]: {why}")
    # the same files among the family's house rules (with the circles already there): the list the
    # New game screen and the Lab show must still work
    user = home / "config" / "variants"
    for p in sorted(folder.glob("*.toml")):
        if p.is_file() and p.stat().st_size < 1_000_000:
            shutil.copy(p, user / p.name)
    outcome, why = classify_cli(run_cli(["variants", "alarm"], home, timeout=60), None, expect_ok=True)
    row.add(outcome, f"listing with every hostile file among the house rules: {why}")
    shutil.rmtree(user)
    return row


def replay_cli_rows(home: Path) -> Row:
    row = Row("hostile files and bad command lines (replay, variants)")
    folder = home / "replay"
    folder.mkdir(parents=True)
    scen = ROOT / "saves" / "alcatraz-warden.json"
    big = folder / "huge-int.json"
    big.write_text(scen.read_text().replace('"seed": ', '"seed": ' + "9" * 5000 + "0 * ", 1)
                   .replace("0 * ", "", 1))
    bom = folder / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + scen.read_bytes())
    deep = folder / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    fifo = folder / "pipe.json"
    os.mkfifo(fifo)
    d = folder / "folder.json"
    d.mkdir()
    huge = folder / "huge.json"
    with open(huge, "wb") as fh:
        fh.truncate(60_000_000)
    cases: list[tuple[str, list[str], str | None, bool]] = [
        ("replay /dev/zero", ["replay", "/dev/zero", "--headless"], "/dev/zero", False),
        ("replay a named pipe", ["replay", str(fifo), "--headless"], fifo.name, False),
        ("replay a folder", ["replay", str(d), "--headless"], d.name, False),
        ("replay a 60 MB file", ["replay", str(huge), "--headless"], huge.name, False),
        ("replay a missing file", ["replay", str(folder / "nope.json"), "--headless"], "nope.json", False),
        ("replay a 5,000-digit seed", ["replay", str(big), "--headless"], big.name, False),
        ("replay JSON nested 100,000 deep", ["replay", str(deep), "--headless"], deep.name, False),
        ("replay a save with a byte-order mark", ["replay", str(bom), "--headless"], None, True),
        ("replay --as a seat that is not there", ["replay", str(scen), "--headless", "--as", "9"], "--as", False),
        ("replay with no file", ["replay"], None, False),
        ("variants of an unknown game", ["variants", "chess"], "chess", False),
        ("variants: an unknown variant", ["variants", "alarm", "no-such-rules"], "no-such-rules", False),
        ("an unknown command", ["fly"], "fly", False),
        ("an unknown option", ["--fly"], "--fly", False),
    ]
    for label, args, must, good in cases:
        outcome, why = classify_cli(run_cli(args, home, timeout=30), must, expect_ok=good)
        row.add(outcome, f"{label}: {why}")
    return row


# -- seats that disagree with the start position ---------------------------------------------------------------------
def seat_rows(home: Path) -> Row:
    """Every shipped scenario with a seat removed and with one added: the loader, the Load list,
    ``replay --headless`` and the table itself."""
    row = Row("seat list disagrees with the start position")
    folder = home / "seats"
    folder.mkdir(parents=True)
    files = []
    for scen in sorted((ROOT / "saves").glob("*.json")):
        for how in ("minus", "plus"):
            doc = json.loads(scen.read_text())
            seats = doc["record"]["seats"]
            if how == "minus":
                seats.pop(0)
            else:
                seats.append({"name": "Extra", "kind": "bot", "level": "easy", "color": 5})
            p = folder / f"{scen.stem}-{how}.json"
            p.write_text(json.dumps(doc))
            files.append(p)
    with user_home(home):
        for p in files:
            outcome, why = classify_save(p)
            if outcome == "valid":
                outcome, why = _open_table(p)
            row.add(outcome, f"{p.name}: {why}")
    for p in files[:4]:
        outcome, why = classify_cli(run_cli(["replay", str(p), "--headless"], home), p.name)
        row.add(outcome, f"replay --headless {p.name}: {why}")
    return row


_app = None


def _headless_app():
    global _app
    if _app is None:
        from game.app.main import App
        from game.store.settings import Settings
        s = Settings()
        s.animation_speed = "instant"
        _app = App(s, headless=True)
    return _app


def _open_table(path: Path) -> tuple[str, str]:
    """Open the save in its table, as the Load screen does, and let the computer players move."""
    from game.app import games
    from game.store import saves

    app = _headless_app()
    try:
        match = saves.load_match(path)
        games.start(app, match, autosave=False)
        for _ in range(40):
            app.process([], 1 / 10)
    except Exception as exc:  # noqa: BLE001
        return "crash", f"the table: {type(exc).__name__}: {str(exc)[:100]}"
    finally:
        app.scenes.stack.clear()
    return "valid", ""


# -- an autosave with an enormous number, then a new game -------------------------------------------------------------
def huge_autosave_row(home: Path) -> Row:
    row = Row("autosave with a 5,000-digit number, then a new game")
    from game.engine.registry import get_spec
    from game.store import saves
    from game.store.paths import autosave_path
    from tests.saves.helpers import new_match, play

    with user_home(home / "huge-autosave"):
        for where in ("seed", "turn", "title"):
            autosave_path().unlink(missing_ok=True)
            saves._autosaved_record = None
            spec = get_spec("alcatraz")
            old = play(new_match(spec, 3), 4)
            saves.write_autosave(old)
            saves.flush_autosave()
            raw = autosave_path().read_text()
            key = {"seed": '"seed":', "turn": '"turn":', "title": '"title":'}[where]
            i = raw.index(key) + len(key)
            j = i
            while raw[j] not in ",}":
                j += 1
            autosave_path().write_text(raw[:i] + "9" * 5000 + raw[j:])
            saves._autosaved_record = None
            try:
                with time_limit(20):
                    new = play(new_match(spec, 99), 1)
                    saves.write_autosave(new)  # the first move of any new game
                    saves.flush_autosave()
            except Hung:
                row.add("hang", where)
                continue
            except Exception as exc:  # noqa: BLE001
                row.add("crash", f"{where}: {type(exc).__name__}: {str(exc)[:100]}")
                continue
            kept = [p for p in saves.saves_dir().glob("*.json")]
            if not kept or not autosave_path().exists():
                row.add("loss", f"{where}: the damaged game was not kept aside")
            else:
                row.add("clean", "")
            for p in kept:
                p.unlink()
    return row


# -- kills during writes ------------------------------------------------------------------------------------------------
KILL_CHILD = r"""
import json, sys, time
from game.engine.registry import get_spec
from game.store import saves
from tests.saves.helpers import new_match, play
log = open(sys.argv[1], "a")
spec = get_spec("alcatraz")
m = new_match(spec, int(sys.argv[2]), n=4)
slot = saves.saves_dir() / "slot.json"
print("ready", flush=True)
while True:
    play(m, 1)
    if m.state.is_over:
        m = new_match(spec, m.record.seed + 1, n=4)
    saves.save_to_slot(m, "slot", path=slot)
    log.write(f"slot {m.record.seed} {m.move_count}\n"); log.flush()
    saves.write_autosave(m)
    saves.flush_autosave()
"""


def _tmp_files(home: Path) -> list[Path]:
    return [p for p in home.rglob(".*.tmp") if p.is_file()]


def kill_row(home: Path, kills: int, seed: int = 7) -> Row:
    """A child writes a save slot and the autosave after every move; it is killed at a random moment,
    then every file is checked: the slot holds the last game it was told was written (or a later one)."""
    row = Row("kills during writes")
    rnd = random.Random(seed)
    home = home / "kills"
    home.mkdir(parents=True)
    log = home / "writes.log"
    env = {**os.environ, "CAPER_NIGHT_HOME": str(home), "PYTHONPATH": str(ROOT)}
    from game.engine.errors import SaveError
    from game.store import saves

    for k in range(kills):
        child = subprocess.Popen([sys.executable, "-c", KILL_CHILD, str(log), str(100 + k)], cwd=ROOT, env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        child.stdout.readline()
        time.sleep(rnd.uniform(0.0, 0.4))
        child.send_signal(signal.SIGKILL)
        child.wait(10)
        child.stdout.close()
        child.stderr.close()
        written = [line.split() for line in log.read_text().splitlines() if line.startswith("slot ")]
        last = written[-1] if written else None
        with user_home(home):
            saves._info_cache.clear()
            bad = []
            for p in list(home.rglob("*.json")):
                try:
                    saves.load_match_strict(p)
                except SaveError as exc:
                    bad.append(f"{p.name}: {exc.detail}")
            slot = saves.saves_dir() / "slot.json"
            if last is not None:
                try:
                    got = saves.load_match_strict(slot)
                    if (got.record.seed, got.move_count) < (int(last[1]), int(last[2])):
                        bad.append(f"slot went back to move {got.move_count} of game {got.record.seed}")
                except SaveError as exc:
                    bad.append(f"slot: {exc.detail}")
        row.add("loss" if bad else "valid", f"kill {k}: {'; '.join(bad)}")
        log.write_text("")
    left = _tmp_files(home)
    row.note = (f"{len(left)} temporary files left behind ({sum(p.stat().st_size for p in left) // 1000} KB)"
                if left else "no temporary files left behind")
    row.left_over = left  # type: ignore[attr-defined]
    return row


def cleanup_row(home: Path) -> Row:
    """Temporary files older than a minute, left by a killed write: the app's start-up removes them."""
    row = Row("start-up cleans temporary files older than a minute")
    home = home / "cleanup"
    from game.store.paths import saves_dir, user_config_dir
    with user_home(home):
        folders = [saves_dir(), user_config_dir(), saves_dir().parent]
    old, young = [], []
    for i, folder in enumerate(folders):
        for age, bucket in ((300, old), (5, young)):
            p = folder / f".thing-{i}.json.k{i}x{age:03d}ab.tmp"  # as tempfile names them: 8 random letters
            p.write_bytes(b"half a save")
            t = time.time() - age
            os.utime(p, (t, t))
            bucket.append(p)
    keep = folders[0] / "keep.json.tmp"  # not one of ours: never touched
    keep.write_text("x")
    os.utime(keep, (time.time() - 999, time.time() - 999))
    ran = _run_py(APP_CHILD, home, timeout=180)  # the app's own start-up path (caper-night)
    if ran.rc != 0:
        row.add("crash", f"app start: exit {ran.rc} {ran.err[-200:]}")
        return row
    for p in old:
        row.add("valid" if not p.exists() else "silent", f"{p.name} older than a minute was left")
    for p in young:
        row.add("valid" if p.exists() else "loss", f"{p.name} (a write in progress?) was removed")
    row.add("valid" if keep.exists() else "loss", "a file that is not ours was removed")
    return row


# -- a full disk ------------------------------------------------------------------------------------------------------
def can_mount() -> str | None:
    """None if this process can mount a small tmpfs, else the reason it cannot."""
    if sys.platform != "linux":
        return "tmpfs mounts need Linux"
    if os.geteuid() != 0:
        return "mounting a tmpfs needs root (run the suite as root, or in a container that allows it)"
    if shutil.which("mount") is None:
        return "no mount command"
    d = tempfile.mkdtemp()
    try:
        r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", d], capture_output=True, text=True)
        if r.returncode != 0:
            return f"mount refused: {r.stderr.strip()[:100]}"
        subprocess.run(["umount", d], check=False)
        return None
    finally:
        os.rmdir(d)


@contextlib.contextmanager
def small_disk(size_kb: int = 64, read_only: bool = False, fill: Path | None = None):
    """A tmpfs of ``size_kb``; ``fill`` is copied in first, then it is made read-only if asked."""
    d = Path(tempfile.mkdtemp())
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_kb}k", "tmpfs", str(d)], check=True)
    try:
        if fill is not None:
            shutil.copytree(fill, d, dirs_exist_ok=True)
        if read_only:
            subprocess.run(["mount", "-o", "remount,ro", str(d)], check=True)
        yield d
    finally:
        subprocess.run(["umount", "-l", str(d)], check=False)
        os.rmdir(d)


def _fill_disk(folder: Path) -> None:
    for name, block in (("filler", 1024), ("filler2", 16)):
        with open(folder / name, "wb", buffering=0) as fh:
            try:
                while True:
                    fh.write(b"\0" * block)
            except OSError:
                pass


def full_disk_row() -> Row:
    row = Row("full disk")
    why = can_mount()
    if why:
        row.note = f"skipped: {why}"
        return row
    from game.engine.errors import SaveError
    from game.engine.registry import get_spec
    from game.store import saves
    from game.store.paths import autosave_path
    from game.store.settings import Settings, load_settings, save_settings
    from tests.saves.helpers import new_match, pick, play

    spec = get_spec("alcatraz")
    full = play(new_match(spec, 11, n=4), 100_000)
    n = full.move_count
    # 1. finishing a game on a full disk
    with small_disk(128) as home, user_home(home):
        saves._autosaved_record = None
        m = play(new_match(spec, 11, n=4), n - 1)
        saves.write_autosave(m)
        saves.flush_autosave()
        _fill_disk(home)
        m.apply(pick(m))
        assert m.state.is_over
        try:
            saves.finish_game(m)
        except Exception as exc:  # noqa: BLE001
            row.add("crash", f"finish_game: {type(exc).__name__}: {exc}")
        saves._info_cache.clear()
        kept = [p for p in (home / "data").rglob("*.json") if p.name != "autosave.json"]
        candidates = kept + ([autosave_path()] if autosave_path().exists() else [])
        ok = False
        for p in candidates:
            try:
                ok = ok or saves.load_match_strict(p).move_count >= n - 1
            except SaveError:
                pass
        row.add("valid" if ok else "loss", "finishing a game: neither the finished game nor the autosave is left")
    # 2. saving over a slot, and a new slot, on a full disk
    with small_disk(128) as home, user_home(home):
        m = play(new_match(spec, 12, n=4), 30)
        slot = saves.save_to_slot(m, "slot")
        before = slot.read_bytes()
        _fill_disk(home)
        play(m, 200)
        for label, call in (("over the slot", lambda: saves.save_to_slot(m, "slot", path=slot)),
                            ("a new slot", lambda: saves.save_to_slot(m, "another"))):
            try:
                call()
                row.add("silent", f"{label}: no error although the disk is full")
            except OSError as exc:
                row.add("clean" if slot.read_bytes() == before else "loss", f"{label}: {exc}")
            except Exception as exc:  # noqa: BLE001
                row.add("crash", f"{label}: {type(exc).__name__}: {exc}")
        leftovers = _tmp_files(home)
        if leftovers:
            row.add("silent", f"{len(leftovers)} temporary files left on the full disk")
        # 3. the autosave on a full disk keeps the previous one
        saves.write_autosave(m)
        saves.flush_autosave()
        row.add("valid", "")
        # 4. settings
        s = Settings()
        s.animation_speed = "fast"
        try:
            save_settings(s)
            row.add("valid" if load_settings().animation_speed == "fast" else "silent", "settings not written")
        except OSError as exc:
            row.add("clean", str(exc))
        except Exception as exc:  # noqa: BLE001
            row.add("crash", f"settings: {type(exc).__name__}: {exc}")
    return row


# -- a read-only data folder ------------------------------------------------------------------------------------------
APP_CHILD = r"""
import json, sys
from game.app import main as app_main
from game.app.main import Toasts
from game.commands import main as cli
shown = []
real_show = Toasts.show
def show(self, message, kind="info", seconds=3.5):
    shown.append(message)
    real_show(self, message, kind, seconds)
Toasts.show = show
def run(self, scene=None):
    from game.app import games
    from game.engine.registry import get_spec
    from tests.saves.helpers import new_match
    self.scenes.push(scene if scene is not None else self.scenes.make("menu"))
    for _ in range(5):
        self.process([], 1 / 30)
    self.settings.animation_speed = "instant"
    games.start(self, new_match(get_spec("alarm"), 3, n=4))
    table = self.scenes.top
    for _ in range(200):
        self.process([], 1 / 5)
        getattr(getattr(self.scenes.top, "player", None), "skip", lambda: None)()
    self.save_settings()
    print("MOVES", table.match.move_count)
    print("SHOWN", json.dumps(shown))
    self.shutdown()
app_main.App.run = run
sys.exit(cli.main([]))
"""


def read_only_row(home: Path) -> Row:
    row = Row("read-only data folder (app start, play, save settings)")
    why = can_mount()
    if why and os.geteuid() == 0:
        row.note = f"skipped: {why}"
        return row
    seed_home = home / "ro-seed"
    with user_home(seed_home):
        from game.engine.registry import get_spec
        from game.store import saves
        from game.store.settings import Settings, save_settings
        from tests.saves.helpers import new_match, play
        save_settings(Settings())
        saves.save_to_slot(play(new_match(get_spec("alarm"), 3, n=4), 3), "older game")
    for label, fill in (("empty read-only folder", None), ("read-only folder with saves and settings", seed_home)):
        with _read_only(home / label.replace(" ", "-"), fill) as ro:
            env_home = ro
            ran = _run_py(APP_CHILD, env_home, timeout=180)
            if ran.rc is None:
                row.add("hang", label)
                continue
            if ran.rc != 0 or "Traceback" in ran.err:
                last = ran.err.strip().splitlines()[-1] if ran.err.strip() else ""
                row.add("crash", f"{label}: exit {ran.rc}: {last[:140]}")
                continue
            shown = json.loads(ran.out.split("SHOWN", 1)[1]) if "SHOWN" in ran.out else []
            about = [s for s in shown if re.search(r"sav|read-only|write", s, re.I)]
            if len(about) == 1:
                row.add("valid", "")
            elif not about:
                row.add("silent", f"{label}: started and played, but never said that nothing can be saved")
            else:
                row.add("unclear", f"{label}: said it {len(about)} times: {about[:3]}")
    return row


@contextlib.contextmanager
def _read_only(path: Path, fill: Path | None):
    if os.geteuid() == 0:
        with small_disk(4096, read_only=True, fill=fill) as d:
            yield d
        return
    path.mkdir(parents=True)
    if fill is not None:
        shutil.copytree(fill, path, dirs_exist_ok=True)
    for p in [path, *path.rglob("*")]:
        p.chmod(0o555 if p.is_dir() else 0o444)
    try:
        yield path
    finally:
        for p in [path, *path.rglob("*")]:
            p.chmod(0o755 if p.is_dir() else 0o644)


def _run_py(code: str, home: Path, timeout: float) -> Ran:
    env = {**os.environ, "CAPER_NIGHT_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYTHONPATH": str(ROOT)}
    try:
        p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return Ran(None, "", "")
    return Ran(p.returncode, p.stdout, p.stderr)


# -- names Windows cannot store -----------------------------------------------------------------------------------------
WINDOWS_BAD = ["con", "CON", "aux", "nul", "prn", "com1", "COM9", "lpt1", "lpt9", "con.txt", "name.", "name ",
               "a<b", "a>b", 'a"b', "a:b", "a|b", "a?b", "a*b", "nul.tar.gz", "..."]
_RESERVED = re.compile(r"^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(\..*)?$", re.I)


def windows_can_store(name: str) -> bool:
    """A file name Windows accepts (this probe's own statement of the rule, independent of the code)."""
    return bool(name) and not _RESERVED.match(name) and not re.search(r'[<>:"|?*\x00-\x1f\\/]', name) \
        and not name.endswith((".", " ")) and len(name) <= 255


def windows_row(home: Path) -> Row:
    row = Row("names Windows cannot store (saves, house rules, reports)")
    from game.engine.registry import get_spec
    from game.engine.variants import VariantCatalog
    from game.playtest.house_rules import HouseRuleFolder, RuleForm
    from game.store import saves
    from tests.saves.helpers import new_match, play

    with user_home(home / "windows"):
        m = play(new_match(get_spec("alarm"), 3, n=4), 2)
        for title in WINDOWS_BAD:
            try:
                p = saves.save_to_slot(m, title)
            except OSError as exc:
                row.add("clean", str(exc))
                continue
            except Exception as exc:  # noqa: BLE001
                row.add("crash", f"save {title!r}: {type(exc).__name__}: {exc}")
                continue
            row.add("valid" if windows_can_store(p.name) else "silent", f"save {title!r} written as {p.name}")
        spec = get_spec("alarm")
        folder = home / "windows" / "rules"
        folder.mkdir(parents=True)
        rules = HouseRuleFolder(VariantCatalog(spec.schema, spec.variants_dir, [folder]), folder)
        for name in WINDOWS_BAD:
            form = RuleForm.new(spec.schema, spec.standard(), name=name)
            try:
                p = rules.save(form)
            except (OSError, ValueError) as exc:
                row.add("clean", str(exc))
                continue
            except Exception as exc:  # noqa: BLE001
                row.add("crash", f"house rule {name!r}: {type(exc).__name__}: {exc}")
                continue
            row.add("valid" if windows_can_store(p.name) else "silent", f"house rule {name!r} written as {p.name}")
            p.unlink()
        from game.store.files import atomic_write_text
        for name in ("con.html", "aux.md", "nul.csv", "report.html.", "a:b.json", "com1.json"):
            target = home / "windows" / "reports" / name
            try:
                atomic_write_text(target, "report")  # what --report, --json and --csv write through
            except OSError as exc:
                row.add("clean" if name in str(exc) or "Windows" in str(exc) else "unclear", str(exc))
                continue
            row.add("silent", f"report written as {name}")
    return row


# -- the table -----------------------------------------------------------------------------------------------------------
def run_all(quick: bool = False, only: set[str] | None = None) -> list[Row]:
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        probes = {
            "corpus": lambda: corpus_rows(per_original=10 if quick else 30),
            "variants": lambda: [variant_cli_rows(home / "cli")],
            "replay": lambda: [replay_cli_rows(home / "cli2")],
            "seats": lambda: [seat_rows(home / "seats")],
            "huge": lambda: [huge_autosave_row(home)],
            "windows": lambda: [windows_row(home)],
            "disk": lambda: [full_disk_row()],
            "readonly": lambda: [read_only_row(home)],
            "kills": lambda: [kill_row(home, kills=12 if quick else 60)],
            "cleanup": lambda: [cleanup_row(home)],
        }
        with user_home(home / "main"):
            for name, probe in probes.items():
                if only is not None and name not in only:
                    continue
                try:
                    rows += probe()
                except Exception as exc:  # noqa: BLE001 - a probe that breaks is a crash of what it probes
                    import traceback
                    row = Row(f"{name} (the probe itself stopped)")
                    row.add("crash", f"{type(exc).__name__}: {str(exc)[:160]} at "
                                     f"{traceback.extract_tb(exc.__traceback__)[-1].filename.split('/')[-1]}:"
                                     f"{traceback.extract_tb(exc.__traceback__)[-1].lineno}")
                    rows.append(row)
    return rows


def table(rows: list[Row]) -> str:
    head = "| probe | inputs | " + " | ".join(OUTCOMES) + " | notes |"
    lines = [head, "|" + "---|" * (len(OUTCOMES) + 3)]
    total = Counter()
    for r in rows:
        total += r.counts
        lines.append(f"| {r.name} | {r.inputs} | " + " | ".join(str(r.counts[o]) for o in OUTCOMES)
                     + f" | {r.note} |")
    lines.append(f"| **all** | {sum(total.values())} | " + " | ".join(str(total[o]) for o in OUTCOMES) + " | |")
    return "\n".join(lines)


def examples(rows: list[Row]) -> str:
    out = []
    for r in rows:
        for outcome, labels in r.examples.items():
            for label in labels:
                out.append(f"- {r.name} / {outcome}: {label[:220]}")
    return "\n".join(out)


def main(argv: list[str]) -> int:
    import argparse
    import logging

    logging.disable(logging.CRITICAL)  # the loader logs every bad file; the table says it all
    p = argparse.ArgumentParser()
    p.add_argument("--quick", action="store_true")
    p.add_argument("--only", help="comma-separated: corpus,variants,replay,seats,huge,windows,disk,readonly,"
                                  "kills,cleanup")
    args = p.parse_args(argv)
    t0 = time.time()
    rows = run_all(args.quick, set(args.only.split(",")) if args.only else None)
    print(table(rows))
    print()
    print(examples(rows))
    print(f"\n({time.time() - t0:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
