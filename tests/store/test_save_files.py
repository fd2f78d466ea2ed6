"""Save files: slots, atomic writes, pictures, rename and delete, and every kind of bad file.

A bad file is listed with a reason a person understands and never stops the
Load screen; other saves stay usable; opening it raises only SaveError.
"""

from __future__ import annotations

import json
import os

import pytest

from game.engine.errors import SaveError
from game.store import saves
from game.store.paths import saves_dir
from game.ui import thumbnails
from tests.saves.helpers import new_match, play, state_json


def _good_save(spec, name="good", moves=5, seed=3):
    m = play(new_match(spec, seed=seed, humans=1), moves)
    path = saves.save_to_slot(m, name)
    return m, path


def _payload(spec, moves=5):
    m = play(new_match(spec, seed=3), moves)
    return m, saves.payload(m, "edited")


def test_save_round_trip_lists_the_game(toy):
    m, path = _good_save(toy, "Friday night")
    assert path.parent == saves_dir() and path.name == "friday-night.json"
    (info,) = saves.list_saves()
    assert info.ok and info.title == "Friday night" and info.game == "toy" and info.variant == "standard"
    assert info.players == ["Sam", "Alex", "Robin"] and info.moves == 5 and info.turn == m.state.turn
    assert info.to_move == m.state.current_seat and info.status().endswith("to play")
    assert info.when.startswith("today")
    again = saves.load_match(path)
    assert state_json(again) == state_json(m)


def test_slots_never_collide_and_overwrite_in_place(toy):
    m, a = _good_save(toy, "Same name")
    b = saves.save_to_slot(m, "Same name")
    assert a != b and len(saves.list_saves()) == 2
    play(m, 3)
    saves.save_to_slot(m, "Same name", path=a)
    assert saves.read_info(a).moves == m.move_count
    assert len(saves.list_saves()) == 2


def test_a_failed_write_keeps_the_previous_save(toy, monkeypatch):
    m, path = _good_save(toy)
    before = path.read_bytes()
    play(m, 2)

    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", disk_full)
    with pytest.raises(OSError):
        saves.save_to_slot(m, "good", path=path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


def test_autosave_survives_a_full_disk_without_stopping_the_game(toy, monkeypatch):
    m = play(new_match(toy), 2)
    saves.write_autosave(m)
    before = saves.autosave_info()

    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", disk_full)
    play(m, 2)
    saves.write_autosave(m)  # logs, does not raise
    saves.flush_autosave()
    monkeypatch.undo()
    assert saves.read_info(before.path).moves == 2


def test_picture_is_written_beside_the_save_and_a_broken_one_is_ignored(toy):
    import pygame
    m = play(new_match(toy), 2)
    surf = pygame.Surface((1280, 720))
    surf.fill((200, 30, 30))
    path = saves.save_to_slot(m, "with picture", thumbnail=thumbnails.png_bytes(surf))
    pic = thumbnails.load_thumbnail(path)
    assert pic is not None and pic.get_size() == saves.THUMB_SIZE
    saves.thumbnail_path(path).write_bytes(b"\x89PNG broken")
    assert thumbnails.load_thumbnail(path) is None
    saves.thumbnail_path(path).unlink()
    assert thumbnails.load_thumbnail(path) is None


def test_rename_and_delete(toy):
    m, path = _good_save(toy, "old name")
    import pygame
    thumbnails.write_thumbnail(path, pygame.Surface((1280, 720)))
    saves.rename_save(path, "  New name  ")
    info = saves.read_info(path)
    assert info.title == "New name" and info.ok and info.moves == 5
    with pytest.raises(ValueError):
        saves.rename_save(path, "   ")
    saves.delete_save(path)
    assert not path.exists() and not saves.thumbnail_path(path).exists()
    assert saves.list_saves() == []


# -- bad files ------------------------------------------------------------------------------------------
def _write(name, content):
    path = saves_dir() / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return path


def _edit(data, fn):
    data = json.loads(json.dumps(data))
    fn(data)
    return data


def bad_files(spec):
    """(file name, content, words the reason must contain)"""
    m, data = _payload(spec)
    text = json.dumps(data)
    rec = lambda d: d["record"]  # noqa: E731
    state = m.record.new_state(spec).to_json()
    zones = state["zones"]
    first = next(z for z, cards in zones.items() if cards)
    other = next(z for z in zones if z != first)
    zones[other] = zones[other] + [zones[first][0]]  # the same card in two places
    return [
        ("truncated.json", text[: len(text) // 2], "ends too early"),
        ("empty.json", "", "empty"),
        ("garbage.json", bytes(range(256)) * 4, "not text"),
        ("not-json.json", "this is my shopping list", "damaged"),
        ("list.json", [1, 2, 3], "not a Caper Night"),
        ("foreign.json", {"format": "chess-pgn", "moves": "e4 e5"}, "not a Caper Night save"),
        ("future.json", _edit(data, lambda d: d.update(schema=99)), "newer"),
        ("future-record.json", _edit(data, lambda d: rec(d).update(schema=99)), "newer"),
        ("no-record.json", _edit(data, lambda d: d.pop("record")), "record"),
        ("unknown-game.json", _edit(data, lambda d: rec(d).update(game="chess")), "unknown game"),
        ("bad-seed.json", _edit(data, lambda d: rec(d).update(seed="lucky")), "seed"),
        ("bad-seats.json", _edit(data, lambda d: rec(d).update(seats=rec(d)["seats"][:1])), "players"),
        ("bad-rules.json", _edit(data, lambda d: rec(d)["variant"]["params"].update(no_such_rule=1)), "rules"),
        ("bad-move.json", _edit(data, lambda d: rec(d)["actions"].append({"type": "Teleport"})), "move 6"),
        ("illegal-move.json",
         _edit(data, lambda d: rec(d)["actions"].insert(0, {**rec(d)["actions"][0], "__x": 1})), "move 1"),
        ("two-places.json", _edit(data, lambda d: rec(d).update(start=state, actions=[])), "two places"),
    ]


def test_every_kind_of_bad_file_is_listed_with_its_reason(toy):
    good_match, good = _good_save(toy, "still fine")
    cases = bad_files(toy)
    for name, content, _ in cases:
        _write(name, content)
    infos = {i.path.name: i for i in saves.list_saves()}
    assert len(infos) == len(cases) + 1
    assert infos[good.name].ok
    for name, _, words in cases:
        info = infos[name]
        assert not info.ok, name
        assert words.lower() in info.error.lower(), (name, info.error)
        with pytest.raises(SaveError) as err:
            saves.load_match(saves_dir() / name)
        assert name in str(err.value)
    # the good save still opens and continues
    assert state_json(saves.load_match(good)) == state_json(good_match)


def test_game_missing_from_this_build_is_explained(toy, monkeypatch):
    from game.engine import registry
    _, path = _good_save(toy)
    monkeypatch.setitem(registry.GAME_MODULES, "toy", "tests.saves.no_such_module")
    info = saves.read_info(path)
    assert not info.ok and "not part of this version" in info.error


def test_old_save_version_is_upgraded(toy):
    m, data = _payload(toy)
    old = data["record"]
    old.pop("format")
    old["schema"] = 0
    old["players"] = old.pop("seats")
    path = _write("old.json", old)
    info = saves.read_info(path)
    assert info.ok, info.error
    assert state_json(saves.load_match(path)) == state_json(m)


def test_unreadable_scenarios_folder_files_do_not_hide_the_others(toy, tmp_path, monkeypatch):
    from game.store import saves as s
    folder = tmp_path / "scen"
    folder.mkdir()
    monkeypatch.setattr(s, "scenarios_dir", lambda: folder)
    m, data = _payload(toy)
    (folder / "a-good.json").write_text(json.dumps(data))
    (folder / "b-bad.json").write_text("{")
    infos = s.list_scenarios()
    assert [i.ok for i in infos] == [True, False]


def test_engine_bug_while_loading_becomes_a_clear_error(toy, monkeypatch):
    _, path = _good_save(toy)
    from tests.engine import toy_game

    def broken(self):
        raise AttributeError("engine bug")
    monkeypatch.setattr(toy_game.ToyState, "validate", broken)
    with pytest.raises(SaveError, match="could not be opened"):
        saves.load_match(path)
    saves._info_cache.clear()
    assert not saves.read_info(path).ok


def test_autosave_is_a_normal_save_even_after_undo(toy):
    """The autosave reuses the text of earlier moves; after an undo it must still be exact."""
    from tests.engine.toy_game import Play
    m = new_match(toy, 4, n=2, humans=2)
    for _ in range(6):
        saves.write_autosave(play(m, 1))
        if m.state.is_over:
            break
        full = json.loads(saves.autosave_bytes(m))
        expected = saves.payload(m, "Autosave")
        assert full["record"] == json.loads(json.dumps(expected["record"]))
        plays = [a for a in m.state.pending.actions if isinstance(a, Play)]
        if plays:
            seat = m.state.pending.seat
            m.apply(plays[0])
            saves.write_autosave(m)
            if m.can_undo(seat):
                m.undo(seat)
                saves.write_autosave(m)
        assert json.loads(saves.autosave_bytes(m))["record"]["actions"] == [a.to_dict() for a in m.record.actions]
    assert state_json(saves.load_match(saves.autosave_info().path)) == state_json(m)


def test_clearing_the_autosave_wins_over_a_late_write(toy):
    m = play(new_match(toy, 4), 3)
    for _ in range(20):
        saves.write_autosave(m)
    saves.clear_autosave()
    saves.flush_autosave()
    assert saves.autosave_info() is None


def test_computer_players_dice_are_saved_and_a_damaged_entry_is_ignored(toy):
    from game.engine.bots import RandomBot
    m = play(new_match(toy, 3), 3)
    bots = [RandomBot(s, 9) for s in range(3)]
    for b in bots:
        b.rng.random()
    path = saves.save_to_slot(m, "dice", bots=bots)
    fresh = [RandomBot(s, 9) for s in range(3)]
    saves.restore_bots(saves.load_match(path), fresh)
    assert [b.rng.random() for b in fresh] == [b.rng.random() for b in bots]
    data = json.loads(path.read_text())
    data["bots"][1] = "garbage"
    path.write_text(json.dumps(data))
    fresh = [RandomBot(s, 9) for s in range(3)]
    saves.restore_bots(saves.load_match(path), fresh)  # seat 1 keeps new dice; nothing fails
    assert saves.read_info(path).ok
