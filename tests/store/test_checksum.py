"""Saves carry a checksum: a file changed outside the game (a flipped bit, an edit by hand) is either
refused by the rules or opened with a clear "edited by hand" flag, never silently as another game.
Saves from before checksums still open, as they always did."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.engine.errors import SaveError
from game.engine.record import CHANGED, EDITED_WARNING, SEALED, UNSEALED, seal_status
from game.store import saves
from game.store.paths import autosave_path
from tests.saves.helpers import new_match, play, state_json

ROOT = Path(__file__).resolve().parents[2]


def _save(spec, moves=12, **kw):
    m = play(new_match(spec, seed=5, humans=1), moves)
    return m, saves.save_to_slot(m, "checked", **kw)


def test_every_save_the_app_writes_is_sealed(toy):
    from game.engine.bots import RandomBot
    m, path = _save(toy, bots=[RandomBot(s, 1) for s in range(3)])
    assert seal_status(json.loads(path.read_text())) == SEALED
    info = saves.read_info(path)
    assert info.ok and info.warning is None and not info.status().startswith("Edited")
    assert saves.edited_warning(saves.load_match(path)) is None
    saves.write_autosave(m)
    saves.flush_autosave()
    assert seal_status(json.loads(autosave_path().read_text())) == SEALED
    finished = saves.finish_game(play(m, 100_000))
    assert seal_status(json.loads(finished.read_text())) == SEALED


@pytest.mark.parametrize("path", sorted((ROOT / "saves").glob("*.json")), ids=lambda p: p.stem)
def test_shipped_scenarios_are_sealed(path):
    assert seal_status(json.loads(path.read_text())) == SEALED


def test_the_autosave_checksum_is_the_full_files_even_after_undo(toy):
    """The autosave builds its checksum from reused pieces; it must equal a fresh computation."""
    from tests.engine.toy_game import Play
    m = new_match(toy, 4, n=2, humans=2)
    for _ in range(8):
        play(m, 1)
        if m.state.is_over:
            break
        assert seal_status(json.loads(saves.autosave_bytes(m))) == SEALED
        plays = [a for a in m.state.pending.actions if isinstance(a, Play)]
        if plays:
            seat = m.state.pending.seat
            m.apply(plays[0])
            assert seal_status(json.loads(saves.autosave_bytes(m))) == SEALED
            if m.can_undo(seat):
                m.undo(seat)
        assert seal_status(json.loads(saves.autosave_bytes(m))) == SEALED


def test_reformatting_a_save_keeps_it_sealed(toy):
    _, path = _save(toy)
    data = json.loads(path.read_text())
    path.write_text(json.dumps(dict(reversed(list(data.items()))), indent=7, ensure_ascii=False))
    assert saves.read_info(path).warning is None


@pytest.mark.parametrize("edit", ["seed", "name", "move", "title", "checksum-key", "checksum-value", "extra-key"])
def test_a_save_edited_by_hand_opens_flagged(toy, edit, capsys):
    from game.commands.main import main as cli
    m, path = _save(toy, moves=0 if edit == "seed" else 12)  # another seed: the same moves would be illegal
    data = json.loads(path.read_text())
    rec = data["record"]
    if edit == "seed":
        rec["seed"] += 1
    elif edit == "name":
        rec["seats"][1]["name"] = "Mallory"
    elif edit == "move":
        rec["actions"] = rec["actions"][:-1]
    elif edit == "title":
        data["title"] = "Mine now"
    elif edit == "checksum-key":
        data["checksun"] = data.pop("checksum")
    elif edit == "checksum-value":
        data["checksum"] = data["checksum"][:-1] + ("0" if data["checksum"][-1] != "0" else "1")
    else:
        data["note"] = "hello"
    path.write_text(json.dumps(data))
    assert seal_status(data) == CHANGED
    saves._info_cache.clear()
    info = saves.read_info(path)
    assert info.ok and info.warning == EDITED_WARNING and info.status().startswith("Edited by hand · ")
    assert saves.read_info(path, deep=False).warning == EDITED_WARNING
    match = saves.load_match(path)
    assert path.name in saves.edited_warning(match)
    assert cli(["replay", str(path), "--headless"]) == 0
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "changed outside Caper Night" in err and path.name in err


def test_an_old_save_without_a_checksum_opens_without_a_flag(toy):
    m, path = _save(toy)
    data = json.loads(path.read_text())
    del data["checksum"]
    path.write_text(json.dumps(data))
    assert seal_status(data) == UNSEALED
    saves._info_cache.clear()
    info = saves.read_info(path)
    assert info.ok and info.warning is None
    assert state_json(saves.load_match(path)) == state_json(m)


def test_renaming_keeps_the_seal_but_never_launders_an_edit(toy):
    _, path = _save(toy)
    saves.rename_save(path, "New name")
    assert seal_status(json.loads(path.read_text())) == SEALED
    data = json.loads(path.read_text())
    data["record"]["seed"] += 1
    path.write_text(json.dumps(data))
    saves.rename_save(path, "Newer name")
    assert seal_status(json.loads(path.read_text())) == CHANGED


def test_bit_flips_in_a_sealed_save_are_refused_or_flagged(game_spec):
    """Every flipped bit (a sample of positions across the whole file): a clear error, or the same
    game as written, or a game flagged as edited."""
    from tests.store.probes import classify_save
    m = play(new_match(game_spec, seed=9, humans=1), 30)
    path = saves.save_to_slot(m, "flips")
    original = path.read_bytes()
    rnd = random.Random(game_spec.id)
    outcomes = []
    for _ in range(60):
        raw = bytearray(original)
        raw[rnd.randrange(len(raw))] ^= 1 << rnd.randrange(8)
        path.write_bytes(bytes(raw))
        outcome, why = classify_save(path, original)
        assert outcome in ("valid", "clean"), (outcome, why)
        outcomes.append(outcome)
    assert "clean" in outcomes


def test_a_bit_flip_that_the_rules_allow_is_flagged(toy):
    """The case the checksum exists for: a flipped digit of the seed gives a legal, different game."""
    _, path = _save(toy, moves=0)
    data = json.loads(path.read_text())
    text = path.read_text()
    seed = str(data["record"]["seed"])
    flipped = text.replace(f'"seed": {seed}', f'"seed": {seed[:-1]}{(int(seed[-1]) ^ 1)}', 1)
    assert flipped != text
    path.write_text(flipped)
    saves._info_cache.clear()
    info = saves.read_info(path)
    assert info.ok and info.warning == EDITED_WARNING


def test_a_damaged_checksum_field_is_not_trusted(toy):
    _, path = _save(toy)
    data = json.loads(path.read_text())
    for bad in (None, 7, [], {"sha": 1}, ""):
        data["checksum"] = bad
        assert seal_status(data) in (CHANGED, UNSEALED)
        if bad is None:
            continue
        path.write_text(json.dumps(data))
        saves._info_cache.clear()
        assert saves.read_info(path).warning == EDITED_WARNING


def test_a_flagged_file_that_breaks_a_rule_is_still_refused(toy):
    _, path = _save(toy)
    data = json.loads(path.read_text())
    data["record"]["actions"].insert(0, {"type": "Teleport"})
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="move 1"):
        saves.load_match(path)
