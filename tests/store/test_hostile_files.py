"""Files nobody meant to hand us: pipes, devices, folders, huge or deeply nested files, numbers of
thousands of digits, byte-order marks, house rules that extend each other in a circle, saves whose
seats disagree with their position. Each ends in one clear message that names the file."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from game.commands.main import main as cli
from game.engine.errors import FileProblem, SaveError, VariantError
from game.engine.registry import get_spec
from game.engine.textfiles import MAX_DEPTH, parse_json, parse_toml, read_bytes, read_text
from game.engine.variants import VariantCatalog
from game.store import saves
from game.store.paths import autosave_path, saves_dir
from game.store.settings import load_settings, save_settings
from tests.saves.helpers import new_match, play
from tests.store.probes import time_limit

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "saves").glob("*.json"))


def one_line_error(capsys, argv, must_name):
    """Run the command line in this process: exit status 2 and one line naming ``must_name``."""
    with time_limit(30):
        status = cli(argv)
    err = capsys.readouterr().err.strip()
    assert status == 2, err
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert must_name in err, err
    return err


# -- reading any file ------------------------------------------------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes need a POSIX system")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with time_limit(5), pytest.raises(FileProblem, match="named pipe"):
        read_bytes(fifo, 1000, "save")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_dev_zero_is_refused_before_a_byte_is_read():
    with time_limit(5), pytest.raises(FileProblem, match="device"):
        read_bytes("/dev/zero", 1000, "save")


def test_folders_missing_files_and_huge_files_are_named(tmp_path):
    with pytest.raises(FileProblem, match="folder"):
        read_bytes(tmp_path, 1000)
    with pytest.raises(FileProblem, match="no such file"):
        read_bytes(tmp_path / "nope.json", 1000)
    big = tmp_path / "big.json"
    with open(big, "wb") as fh:
        fh.truncate(50_000_000)  # sparse: costs no disk
    with pytest.raises(FileProblem, match="too big"):
        read_bytes(big, 20_000_000, "save")


def test_text_with_a_byte_order_mark_is_fine_and_other_encodings_are_named(tmp_path):
    p = tmp_path / "f.toml"
    p.write_bytes(b"\xef\xbb\xbfname = 'x'\n")
    assert read_text(p, 1000) == "name = 'x'\n"
    p.write_bytes("name = 'x'\n".encode("utf-16"))
    with pytest.raises(FileProblem, match="UTF-16"):
        read_text(p, 1000)
    p.write_bytes(b"\x00\x01\x02 binary")
    with pytest.raises(FileProblem, match="not text"):
        read_text(p, 1000)


@pytest.mark.parametrize("text, words", [
    ('{"seed": ' + "9" * 5000 + "}", "thousands of digits"),
    ('{"seed": NaN}', "NaN"),
    ('{"seed": -Infinity}', "Infinity"),
    ("[" * 100_000 + "]" * 100_000, "nested"),
    ("[" * (MAX_DEPTH + 2) + "]" * (MAX_DEPTH + 2), "nested"),
    ('{"a": [1, 2', "cut short"),
])
def test_json_that_python_cannot_or_should_not_take_is_one_clear_error(text, words):
    with pytest.raises(FileProblem) as err:
        parse_json(text, "x.json")
    assert words in str(err.value) and "x.json" in str(err.value)


@pytest.mark.parametrize("text", [
    "x = " + "[" * 5000 + "]" * 5000,
    "x = " + "{a = " * 5000 + "1" + "}" * 5000,
    "[" + ".".join(["a"] * 5000) + "]\nx = 1",
    ".".join(["a"] * 50_000) + " = 1",
    "x = " + "9" * 5000,
])
def test_toml_nested_5000_deep_or_with_huge_numbers_is_refused_quickly(text):
    started = time.perf_counter()
    with time_limit(10), pytest.raises(FileProblem, match="not valid TOML") as err:
        parse_toml(text, "rules.toml")
    assert "rules.toml" in str(err.value)
    assert time.perf_counter() - started < 2


def test_ordinary_toml_with_dots_and_brackets_in_strings_is_not_refused():
    text = 'name = "a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g.h"\n' \
           'description = """[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["""\n' \
           "# [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n" \
           "[params]\nodds = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, " \
           "15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 22.5, 23.5, 24.5, 25.5, 26.5, 27.5, 28.5, 29.5, 30.5, 31.5, 32.5]\n"
    assert parse_toml(text, "ok.toml")["params"]["odds"][0] == 0.5


# -- house rules -----------------------------------------------------------------------------------------------
def _catalog(folder: Path) -> VariantCatalog:
    spec = get_spec("alarm")
    return VariantCatalog(spec.schema, spec.variants_dir, [folder])


def _rule(folder: Path, file: str, name: str, extends: str | None, params: str = "") -> Path:
    p = folder / file
    p.write_text(f'name = "{name}"\ngame = "alarm"\n' + (f'extends = "{extends}"\n' if extends else "")
                 + f"[params]\n{params}")
    return p


@pytest.mark.parametrize("how", ["name", "file name", "path", "itself by path", "three by mixed"])
def test_house_rules_that_extend_each_other_in_a_circle_are_one_clear_error(tmp_path, how):
    a, b, c = tmp_path / "ours-a.toml", tmp_path / "ours-b.toml", tmp_path / "ours-c.toml"
    refs = {"name": ("B", "A"), "file name": ("ours-b.toml", "ours-a.toml"), "path": (str(b), str(a)),
            "itself by path": (str(a), None), "three by mixed": ("ours-b.toml", "C")}[how]
    _rule(tmp_path, a.name, "A", refs[0])
    _rule(tmp_path, b.name, "B", refs[1])
    _rule(tmp_path, c.name, "C", str(a))
    catalog = _catalog(tmp_path)
    for start in (str(a), "A"):
        with time_limit(10), pytest.raises(VariantError) as err:
            catalog.get(start)
        assert "circle" in str(err.value) and "ours-a.toml" in str(err.value), str(err.value)
    with time_limit(10):
        entries = {e.path.name: e for e in catalog.entries()}  # the lists of New game and the Lab
    assert entries["ours-a.toml"].variant is None and "circle" in entries["ours-a.toml"].error


def test_extends_by_file_name_finds_the_file_beside_it(tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)  # not the rules' folder: the name is read next to the file that uses it
    _rule(tmp_path, "base.toml", "base", None, "informant = true\n")
    top = _rule(tmp_path, "top.toml", "top", "base.toml")
    assert _catalog(tmp_path).get(str(top)).informant is True


def test_a_file_extended_by_a_house_rule_is_named_with_the_house_rule(tmp_path):
    broken = tmp_path / "broken.toml"
    broken.write_text("this is not TOML")
    top = _rule(tmp_path, "top.toml", "top", "broken.toml")
    with pytest.raises(VariantError) as err:
        _catalog(tmp_path).get(str(top))
    assert str(err.value).startswith(str(top)) and "broken.toml" in str(err.value)


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "9" * 400])
def test_numbers_that_are_not_numbers_are_refused_in_house_rules(tmp_path, value):
    spec = get_spec("alcatraz")
    key = next(p.key for p in spec.schema if p.type in (int, float))
    p = tmp_path / "odd.toml"
    p.write_text(f'name = "odd"\ngame = "alcatraz"\n[params]\n{key} = {value}\n')
    with pytest.raises(VariantError) as err:
        VariantCatalog(spec.schema, spec.variants_dir, [tmp_path]).get(str(p))
    assert "odd.toml" in str(err.value) and len(str(err.value)) < 400


@pytest.mark.parametrize("argv_tail, must", [
    (["x = " + "[" * 5000 + "]" * 5000], "deep.toml"),
    (["players = " + "9" * 5000], "deep.toml"),
])
def test_the_command_line_says_it_in_one_line(capsys, tmp_path, argv_tail, must):
    p = tmp_path / "deep.toml"
    p.write_text('name = "deep"\ngame = "alarm"\n' + argv_tail[0] + "\n")
    one_line_error(capsys, ["variants", "alarm", str(p)], must)
    one_line_error(capsys, ["simulate", "alarm", "--variant", str(p), "--games", "1", "--jobs", "1",
                            "--no-progress"], must)


def test_a_circle_among_the_familys_house_rules_is_one_line(capsys):
    from game.store.paths import user_variants_dir
    folder = user_variants_dir()
    _rule(folder, "ours-a.toml", "A", str(folder / "ours-b.toml"))
    _rule(folder, "ours-b.toml", "B", "ours-a.toml")
    one_line_error(capsys, ["variants", "alarm", "A"], "circle")
    assert cli(["variants", "alarm"]) == 0  # the listing shows them as broken and goes on
    assert "BROKEN" in capsys.readouterr().out


# -- settings --------------------------------------------------------------------------------------------------
def test_settings_with_a_byte_order_mark_are_read(tmp_path):
    p = tmp_path / "settings.toml"
    p.write_bytes(b"\xef\xbb\xbf" + b'animation_speed = "fast"\nmuted = true\n')
    s = load_settings(p)
    assert s.problems == [] and s.animation_speed == "fast" and s.muted is True


@pytest.mark.parametrize("content", ["deep = " + "[" * 5000 + "]" * 5000, "x = " + "9" * 5000, "\0\0\0"])
def test_unreadable_settings_are_reported_and_kept_aside_before_they_are_replaced(tmp_path, content):
    p = tmp_path / "settings.toml"
    p.write_text('animation_speed = "fast"\n' + content)
    s = load_settings(p)
    assert s.problems and "settings.toml" in s.problems[0] and s.animation_speed == "normal"
    save_settings(s, p)
    assert load_settings(p).problems == []
    assert (tmp_path / "settings.toml.damaged").read_text().startswith('animation_speed = "fast"')


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes need a POSIX system")
def test_settings_that_are_a_pipe_do_not_stop_the_start(tmp_path):
    p = tmp_path / "settings.toml"
    os.mkfifo(p)
    with time_limit(5):
        s = load_settings(p)
    assert s.problems and "named pipe" in s.problems[0]


# -- saves and replays -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
@pytest.mark.parametrize("how", ["minus", "plus"])
def test_a_seat_list_that_disagrees_with_the_start_position_is_refused_at_load(path, how, capsys):
    doc = json.loads(path.read_text())
    seats = doc["record"]["seats"]
    if how == "minus":
        seats.pop()
    else:
        seats.append({"name": "Extra", "kind": "bot", "level": "easy", "color": 5})
    bad = saves_dir() / f"{path.stem}-{how}.json"
    bad.write_text(json.dumps(doc))
    with pytest.raises(SaveError) as err:
        saves.load_match_strict(bad)
    # "... lists 3 players but its start position is for 4", or (a seat too many for the game at all)
    # "... needs 2 to 4 players, the file has 5"
    assert bad.name in str(err.value) and "players" in str(err.value), str(err.value)
    info = saves.read_info(bad)
    assert not info.ok and "players" in info.error  # the Load list says so before opening
    one_line_error(capsys, ["replay", str(bad), "--headless"], bad.name)


@pytest.mark.parametrize("make, must", [
    ("dev-zero", "/dev/zero"), ("pipe", "pipe.json"), ("folder", "folder.json"), ("huge", "huge.json"),
    ("digits", "digits.json"), ("deep", "deep.json"), ("missing", "missing.json"),
])
def test_replay_of_anything_but_a_save_is_one_line(capsys, tmp_path, make, must):
    path = tmp_path / must
    if make == "dev-zero":
        if not Path("/dev/zero").exists():
            pytest.skip("no /dev/zero here")
        path = Path("/dev/zero")
    elif make == "pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("named pipes need a POSIX system")
        os.mkfifo(path)
    elif make == "folder":
        path.mkdir()
    elif make == "huge":
        with open(path, "wb") as fh:
            fh.truncate(60_000_000)
    elif make == "digits":
        text = SCENARIOS[0].read_text()
        path.write_text(text.replace('"seed": ', '"seed": ' + "9" * 5000, 1))
    elif make == "deep":
        path.write_text("[" * 100_000 + "]" * 100_000)
    one_line_error(capsys, ["replay", str(path), "--headless"], must)


def test_replay_of_a_save_with_a_byte_order_mark_works(capsys, tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + SCENARIOS[0].read_bytes())
    assert cli(["replay", str(path), "--headless"]) == 0
    captured = capsys.readouterr()
    assert "moves replayed" in captured.out and captured.err == ""


@pytest.mark.parametrize("where", ["seed", "turn", "title"])
def test_an_autosave_with_a_5000_digit_number_does_not_stop_the_next_game(where):
    spec = get_spec("alcatraz")
    saves.write_autosave(play(new_match(spec, 3), 4))
    saves.flush_autosave()
    raw = autosave_path().read_text()
    key = f'"{where}":'
    i = raw.index(key) + len(key)
    j = i
    while raw[j] not in ",}":
        j += 1
    autosave_path().write_text(raw[:i] + "9" * 5000 + raw[j:])
    saves._autosaved_record = None
    new = play(new_match(spec, 99), 1)
    saves.write_autosave(new)  # the first move of a new game: must not raise
    saves.flush_autosave()
    kept = list(saves_dir().glob("*.json"))
    assert len(kept) == 1 and kept[0].read_text().endswith(raw[j:])  # the damaged file kept as it was
    assert saves.load_match(autosave_path()).move_count == 1
