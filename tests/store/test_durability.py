"""Nothing the family saved is lost: writes are atomic and flushed (the folder too), leftovers of
killed writes are cleaned at start-up, a full disk loses no finished game, a read-only data folder
still lets the family play (and says so once), and a process killed mid-write leaves every file
whole."""

from __future__ import annotations

import json
import os
import time

import pytest

from game.store import files, saves
from game.store.paths import autosave_path, saves_dir, user_config_dir, user_data_dir
from tests.saves.helpers import new_match, pick, play
from tests.store import probes


# -- writes ----------------------------------------------------------------------------------------------------
def test_the_folder_is_flushed_after_the_rename(tmp_path, monkeypatch):
    events = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        import stat
        events.append("fsync folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "fsync file")
        real_fsync(fd)

    def replace(a, b):
        events.append("rename")
        real_replace(a, b)
    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    files.atomic_write_text(tmp_path / "a.json", "{}")
    if os.name == "nt":
        assert events == ["fsync file", "rename"]
    else:
        assert events == ["fsync file", "rename", "fsync folder"]


def test_a_failed_write_names_the_file_meant_not_the_temporary_one(tmp_path, monkeypatch):
    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device", args[0])
    monkeypatch.setattr(os, "replace", disk_full)
    with pytest.raises(OSError) as err:
        files.atomic_write_text(tmp_path / "friday.json", "{}")
    assert err.value.filename == str(tmp_path / "friday.json") and ".tmp" not in str(err.value)
    assert list(tmp_path.iterdir()) == []


def test_a_very_long_name_still_gets_a_temporary_file_it_can_create(tmp_path):
    name = "n" * 240 + ".json"
    files.atomic_write_text(tmp_path / name, "{}")
    assert (tmp_path / name).read_text() == "{}"


# -- leftovers of killed writes ------------------------------------------------------------------------------------
def _leftover(folder, name, age):
    p = folder / name
    p.write_bytes(b"half a save")
    t = time.time() - age
    os.utime(p, (t, t))
    return p


def test_temporary_files_older_than_a_minute_are_cleaned_and_nothing_else(tmp_path):
    (tmp_path / "saves" / "deep").mkdir(parents=True)
    old = [_leftover(tmp_path, ".autosave.json.abcd1234.tmp", 61),
           _leftover(tmp_path / "saves", ".friday.json.x_9y8z7w.tmp", 3600)]
    young = _leftover(tmp_path / "saves", ".friday.json.q1w2e3r4.tmp", 5)  # maybe a write in progress
    foreign = [_leftover(tmp_path / "saves", "notes.tmp", 9999), _leftover(tmp_path / "saves", ".hidden", 9999),
               _leftover(tmp_path / "saves", "friday.json", 9999)]
    too_deep = _leftover(tmp_path / "saves" / "deep", ".x.json.abcd1234.tmp", 9999)
    assert files.clean_temporary([tmp_path], depth=1) == 2
    assert not any(p.exists() for p in old)
    assert young.exists() and all(p.exists() for p in foreign) and too_deep.exists()


def test_the_app_cleans_leftovers_when_it_starts():
    from game.app.main import App
    from game.store.settings import Settings

    stale = [_leftover(saves_dir(), ".a.json.abcd1234.tmp", 120), _leftover(user_data_dir(), ".autosave.json."
                                                                                         "qwertyui.tmp", 120),
             _leftover(user_config_dir(), ".settings.toml.zxcvbnm_.tmp", 120)]
    fresh = _leftover(saves_dir(), ".b.json.abcd1234.tmp", 1)
    app = App(Settings(), headless=True)
    try:
        assert not any(p.exists() for p in stale) and fresh.exists()
        assert app.storage_problem is None
    finally:
        app.shutdown()


def test_the_app_start_through_the_command_cleans_leftovers(tmp_path):
    row = probes.cleanup_row(tmp_path)
    assert row.counts["valid"] == row.inputs == 7, (row.counts, row.examples)


# -- a full disk -----------------------------------------------------------------------------------------------------
def test_finishing_a_game_on_a_full_disk_keeps_it_in_the_autosave(toy, monkeypatch):
    """Simulated (everywhere): the finished game cannot be written, so the autosave keeps it."""
    n = play(new_match(toy, 8), 100_000).move_count
    m = play(new_match(toy, 8), n - 1)  # the same game (the moves depend on the position only), one move short
    saves.write_autosave(m)
    saves.flush_autosave()
    m.apply(pick(m))
    assert m.state.is_over
    real = saves.write_save

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(saves, "write_save", full)
    assert saves.finish_game(m) is None
    monkeypatch.setattr(saves, "write_save", real)
    kept = saves.load_match(autosave_path())
    assert kept.state.is_over and kept.move_count == m.move_count
    # the next game moves it among the saves, as a finished game
    saves.write_autosave(play(new_match(toy, 9), 1))
    saves.flush_autosave()
    titles = [i.title for i in saves.list_saves()]
    assert any(t.startswith("Finished Toy") for t in titles), titles


def test_a_full_disk(tmp_path):
    """Real (a 128 KB tmpfs): finishing, saving over a slot and a new slot, the autosave, settings."""
    why = probes.can_mount()
    if why:
        pytest.skip(why)
    row = probes.full_disk_row()
    assert row.bad() == 0, row.examples
    assert row.inputs >= 5


# -- a read-only data folder -------------------------------------------------------------------------------------------
def test_a_read_only_data_folder_starts_says_so_once_and_plays(tmp_path):
    if os.geteuid() == 0 and probes.can_mount():
        pytest.skip(f"a read-only folder for root needs a read-only mount: {probes.can_mount()}")
    row = probes.read_only_row(tmp_path)
    assert row.inputs == 2 and row.counts["valid"] == 2, (row.counts, row.examples)


def test_the_read_only_message_is_said_once_in_the_app(monkeypatch):
    from game.app.main import App
    from game.store import startup
    from game.store.settings import Settings

    monkeypatch.setattr(startup, "writable_problem", lambda folder: "Read-only file system")
    monkeypatch.setattr("game.app.main.save_settings", lambda s: (_ for _ in ()).throw(OSError(30, "Read-only")))
    app = App(Settings(), headless=True)
    try:
        assert "cannot save" in app.storage_problem and "you can play" in app.storage_problem
        app.save_settings()
        app.save_settings()
        assert [t[0] for t in app.toasts.items] == [app.storage_problem]
    finally:
        app.shutdown()


# -- kills during writes ---------------------------------------------------------------------------------------------
@pytest.mark.skipif(os.name == "nt", reason="SIGKILL")
def test_kills_during_writes_leave_every_file_whole(tmp_path):
    """A child writes a save slot and the autosave after every move and is killed at random moments;
    after each kill every file loads and the slot holds the newest game it was told was written."""
    row = probes.kill_row(tmp_path, kills=8, seed=int(time.time()))
    assert row.counts["valid"] == 8, row.examples
    for leftover in getattr(row, "left_over", []):  # a kill between write and rename: cleaned at start-up
        t = time.time() - 120
        os.utime(leftover, (t, t))
    files.clean_temporary([tmp_path / "kills"])
    assert probes._tmp_files(tmp_path / "kills") == []
    for p in (tmp_path / "kills").rglob("*.json"):
        json.loads(p.read_text())
