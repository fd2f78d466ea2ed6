"""File names every system can store (game/store/names.py), and every writer following them."""

from __future__ import annotations

from pathlib import Path, PureWindowsPath

import pytest

from game.store import names
from game.store.files import atomic_write_text

DEVICE_NAMES = ["con", "CON", "Con", "prn", "aux", "nul", "NUL", "com1", "COM9", "com0", "lpt1", "LPT9", "com¹",
                "conin$", "CONOUT$", "con.txt", "nul.tar.gz", "aux.json", "con .txt"]
BAD_CHARACTERS = ['a<b', 'a>b', 'a"b', "a:b", "a|b", "a?b", "a*b", "a\\b", "a/b", "tab\there", "bell\x07"]
BAD_ENDINGS = ["name.", "name ", "name. ", "...", "report.html."]
FINE = ["con-save.json", "console.json", "com10.json", "lpt.json", "aux_rules.toml", "friday-night.json",
        ".settings.toml.abc.tmp", "Sam's game.json", "Ünïcødé.toml", "a" * 250 + ".json"]


@pytest.mark.parametrize("name", DEVICE_NAMES + BAD_CHARACTERS + BAD_ENDINGS + ["", ".", "..", "x" * 256])
def test_names_windows_cannot_store_are_refused_with_the_reason(name):
    assert names.name_problem(name), name
    if name and "/" not in name and "\\" not in name and name not in (".", ".."):
        with pytest.raises(names.UnsafeName) as err:
            names.check_name("C:\\Users\\sam\\saves\\" + name)
        with pytest.raises(names.UnsafeName):
            names.check_name(PureWindowsPath("C:/Users/sam/saves", name) if ":" not in name else "/home/sam/" + name)
        assert isinstance(err.value, OSError)  # reported wherever a failed write already is


@pytest.mark.parametrize("name", FINE)
def test_ordinary_names_are_fine(name):
    assert names.name_problem(name) is None
    names.check_name(Path("/tmp") / name)


def test_a_name_longer_than_255_bytes_is_refused_even_when_short_in_letters():
    assert names.name_problem("ü" * 200 + ".json")  # 400 bytes in UTF-8
    assert names.name_problem("ü" * 100 + ".json") is None


@pytest.mark.parametrize("typed, stem", [("Friday night", "friday-night"), ("con", "con-save"), ("AUX", "aux-save"),
                                         ("Com1", "com1-save"), ("nul.", "nul-save"), ("name.", "name"),
                                         ("  a<b>c:d  ", "a-b-c-d"), ("...", "save"), ("", "save"),
                                         ("Zoë's café", "zoe-s-cafe"), ("x" * 200, "x" * 48)])
def test_names_made_from_what_a_person_typed_are_rewritten(typed, stem):
    got = names.safe_stem(typed, fallback="save")
    assert got == stem
    assert names.name_problem(got + ".json") is None


def test_windows_long_paths_get_the_prefix_that_lifts_the_limit():
    short = PureWindowsPath("C:/Users/sam/AppData/Local/CaperNight/saves/friday.json")
    assert names.windows_long_path(short) == str(short)
    deep = PureWindowsPath("C:/Users/sam/" + "/".join(["folder-" + "x" * 20] * 12) + "/friday.json")
    assert len(str(deep)) >= 260
    got = names.windows_long_path(deep)
    assert got.startswith("\\\\?\\C:\\Users\\sam\\") and got.endswith("\\friday.json")
    unc = PureWindowsPath("//server/share/" + "y" * 300 + ".json")
    assert names.windows_long_path(unc).startswith("\\\\?\\UNC\\server\\share\\")
    already = "\\\\?\\C:\\" + "z" * 300
    assert names.windows_long_path(already) == already
    assert names.windows_long_path("relative\\" + "r" * 300) == "relative\\" + "r" * 300


def test_native_paths_only_change_on_windows():
    p = "/home/sam/" + "d" * 300
    assert names.native(p, system="posix") == p


@pytest.mark.parametrize("name", ["con.html", "aux.md", "nul.csv", "report.html.", "a:b.json", "com1.json"])
def test_every_write_refuses_such_a_name_and_leaves_nothing_behind(tmp_path, name):
    with pytest.raises(OSError) as err:
        atomic_write_text(tmp_path / name, "report")
    assert name.rstrip(".") in str(err.value) and ("Windows" in str(err.value))
    assert list(tmp_path.iterdir()) == []


def test_saves_get_windows_proof_names(toy):
    from game.store import saves
    from tests.saves.helpers import new_match, play

    m = play(new_match(toy, 3), 2)
    for title in ["con", "AUX", "nul.", "com1", "Lpt9", "a<b>c", "what?", "a|b", "   ", "..."]:
        path = saves.save_to_slot(m, title)
        assert names.name_problem(path.name) is None, (title, path.name)
        assert saves.read_info(path).title == (title.strip() or path.stem) or title.strip() == ""
