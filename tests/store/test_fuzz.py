"""Fuzz: real saves, house rules and settings files mutated at random (values, structure, raw bytes).

Every input must end in a valid game (house rule, settings) or one clear error that names the
file, never a traceback, a hang or a silently different game: a save changed since it was
written either fails to load or loads flagged as edited (its checksum no longer matches).

Two halves, at least 2,000 inputs per run (``FUZZ_EXAMPLES`` and ``FUZZ_CORPUS`` scale them;
the count and the time are printed at the end of the run):

* hypothesis mutations of freshly made saves of every game, and of house-rule and settings files;
* the corpus of tests/store/corpus.py: every shipped and freshly made save, variant and settings
  file, truncated, bit-flipped, with a byte-order mark, huge numbers, deep nesting, wrong types,
  mismatched seats and illegal moves.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.errors import SaveError
from game.engine.registry import available_games
from game.store import saves
from game.store.paths import saves_dir
from tests.saves.helpers import new_match, play
from tests.store import corpus, probes

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "60"))
#: mutations of each original file in the corpus
PER_ORIGINAL = {"save": int(os.environ.get("FUZZ_CORPUS", "45")), "variant": 30, "settings": 40}
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,  # the same inputs every run
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
#: inputs tried and seconds spent, by test (printed by tests/store/conftest.py at the end of the run)
TALLY: Counter = Counter()
SECONDS: Counter = Counter()

JSON_SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-3, 60), st.integers(-2**70, 2**70),
                         st.floats(allow_nan=False), st.text(max_size=12))
JSON_VALUES = st.recursive(JSON_SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                                 st.dictionaries(st.text(max_size=6), inner, max_size=4)),
                           max_leaves=8)


@lru_cache(maxsize=None)
def originals(game_id: str) -> tuple[str, ...]:
    """Save texts of one game: early, middle, finished, and a position given as a start snapshot."""
    from game.engine.registry import get_spec
    spec = get_spec(game_id)
    out = []
    for moves in (3, 25, 100_000):
        m = play(new_match(spec, 17 + moves), moves)
        out.append(json.dumps(saves.payload(m, f"after {moves}")))
    m = play(new_match(spec, 5), 8)
    snap = saves.payload(m, "snapshot")
    snap["record"]["start"] = m.state.to_json()
    snap["record"]["actions"] = []
    out.append(json.dumps(snap))
    return tuple(out)


def mutate(data, draw):
    """One random change somewhere in the JSON tree."""
    paths = list(corpus.json_paths(data))
    path = draw(st.sampled_from(paths))
    kind = draw(st.sampled_from(["replace", "delete", "add", "duplicate", "swap", "number"]))
    if not path:
        return draw(JSON_VALUES) if kind == "replace" else data
    parent, key = corpus.node_at(data, path[:-1]), path[-1]
    if kind == "replace":
        parent[key] = draw(JSON_VALUES)
    elif kind == "delete":
        del parent[key]
    elif kind == "add" and isinstance(parent, dict):
        parent[draw(st.text(max_size=8))] = draw(JSON_VALUES)
    elif kind == "duplicate" and isinstance(parent, list):
        parent.insert(key, json.loads(json.dumps(parent[key])))
    elif kind == "swap" and isinstance(parent, list) and len(parent) > 1:
        other = draw(st.integers(0, len(parent) - 1))
        parent[key], parent[other] = parent[other], parent[key]
    elif kind == "number" and isinstance(parent[key], int) and not isinstance(parent[key], bool):
        parent[key] += draw(st.sampled_from([-1, 1, 2, 7, -100, 10**6]))
    return data


def check(path, original: bytes | None = None):
    """The contract: a valid game or SaveError; the listing agrees and never raises; a game that
    differs from the one written is flagged as edited."""
    TALLY["hypothesis: saves"] += 1
    try:
        match = saves.load_match_strict(path)
    except SaveError as exc:
        assert exc.detail and path.name in str(exc)
        loaded = False
    else:
        match.state.validate()
        assert match.state.is_over or match.state.pending.actions
        loaded = True
    saves._info_cache.clear()
    info = saves.read_info(path)
    assert info.ok == loaded, info.error
    if loaded and original is not None and not probes._same_game(path.read_bytes(), original):
        if unsealed(path):  # the checksum itself was cut out: it opens as a save from before checksums did
            return
        assert info.warning and saves.edited_warning(match), "a different game loaded without a word"


def unsealed(path) -> bool:
    from game.engine.record import UNSEALED, seal_status
    try:
        return seal_status(json.loads(path.read_bytes())) == UNSEALED
    except ValueError:
        return False


@FUZZ
@given(data=st.data())
def test_mutated_json_gives_a_valid_game_or_a_clear_error(game_spec, data):
    text = data.draw(st.sampled_from(originals(game_spec.id)))
    doc = json.loads(text)
    for _ in range(data.draw(st.integers(1, 3))):
        doc = mutate(doc, data.draw)
    path = saves_dir() / "fuzzed.json"
    path.write_text(json.dumps(doc))
    check(path, text.encode())


@FUZZ
@given(data=st.data())
def test_damaged_bytes_give_a_valid_game_or_a_clear_error(game_spec, data):
    original = data.draw(st.sampled_from(originals(game_spec.id))).encode()
    raw = bytearray(original)
    how = data.draw(st.sampled_from(["truncate", "flip", "insert", "cut_middle"]))
    at = data.draw(st.integers(0, len(raw) - 1))
    if how == "truncate":
        raw = raw[:at]
    elif how == "flip":
        for _ in range(data.draw(st.integers(1, 8))):
            i = data.draw(st.integers(0, len(raw) - 1))
            raw[i] = data.draw(st.integers(0, 255))
    elif how == "insert":
        raw[at:at] = data.draw(st.binary(min_size=1, max_size=20))
    else:
        raw = raw[:at] + raw[at + data.draw(st.integers(1, 200)):]
    path = saves_dir() / "fuzzed.json"
    path.write_bytes(bytes(raw))
    check(path, original)


# -- house rules and settings under hypothesis ----------------------------------------------------------------
@lru_cache(maxsize=None)
def toml_originals() -> tuple[tuple[str, str, bytes], ...]:
    """(kind, game, text): every built-in variant, a fresh house rule per game, and settings files."""
    out = [("variant", g, raw) for g, _, raw in corpus.variant_originals(available_games())]
    out += [("settings", "", raw) for _, raw in corpus.settings_originals()]
    return tuple(out)


def _damage(data, raw: bytes) -> bytes:
    how = data.draw(st.sampled_from(["truncate", "flip", "insert", "cut_middle", "bom", "line"]))
    b = bytearray(raw)
    at = data.draw(st.integers(0, max(0, len(b) - 1)))
    if how == "truncate":
        return bytes(b[:at])
    if how == "flip":
        for _ in range(data.draw(st.integers(1, 8))):
            b[data.draw(st.integers(0, len(b) - 1))] ^= 1 << data.draw(st.integers(0, 7))
        return bytes(b)
    if how == "insert":
        b[at:at] = data.draw(st.binary(min_size=1, max_size=20))
        return bytes(b)
    if how == "cut_middle":
        return bytes(b[:at] + b[at + data.draw(st.integers(1, 200)):])
    if how == "bom":
        return corpus.BOM + raw
    line = data.draw(st.sampled_from([
        "x = " + "[" * 3000 + "]" * 3000, "[" + ".".join(["a"] * 4000) + "]", "extends = 'self.toml'",
        "players = " + "9" * 4400, "target_score = nan", "target_score = inf", "params = 3", "name = []",
        "game = 'chess'", "[params]\n[params]", "\x00", "extends = '" + "../" * 40 + "x.toml'"]))
    return raw + b"\n" + line.encode() + b"\n"


@settings(FUZZ, max_examples=2 * EXAMPLES)
@given(data=st.data())
def test_damaged_house_rules_and_settings_give_a_value_or_a_clear_error(tmp_path_factory, data):
    kind, game_id, raw = data.draw(st.sampled_from(toml_originals()))
    folder = tmp_path_factory.mktemp("toml")
    path = folder / ("self.toml" if kind == "variant" else "settings.toml")
    path.write_bytes(_damage(data, raw))
    TALLY[f"hypothesis: {kind}"] += 1
    if kind == "variant":
        outcome, why = probes.classify_variant(path, game_id)
    else:
        outcome, why = probes.classify_settings(path)
    assert outcome in ("valid", "clean"), (outcome, why)


# -- the corpus -------------------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def corpus_cases() -> tuple[corpus.Case, ...]:
    cases: list[corpus.Case] = []
    for kind, n in PER_ORIGINAL.items():
        cases += [c for c in corpus.build(available_games(), per_original=n) if c.kind == kind]
    return tuple(cases)


FAMILIES = sorted({("save", f) for f in corpus.SAVE_FAMILIES} | {("variant", f) for f in corpus.TOML_FAMILIES}
                  | {("settings", f) for f in corpus.TOML_FAMILIES if f != "extends"})


@pytest.mark.parametrize("kind, family", FAMILIES, ids=lambda x: x)
def test_corpus_of_damaged_files(kind, family, tmp_path):
    """Each mutation of each shipped and fresh file: a valid game (rule, settings) or one clear error."""
    import logging
    logging.disable(logging.WARNING)  # each bad file is logged; thousands of lines say nothing more
    try:
        failures = []
        started = time.perf_counter()
        for case in corpus_cases():
            if case.kind != kind or case.family != family:
                continue
            if kind == "variant":
                game_id, _, name = case.name.partition("--")
                path = tmp_path / name
                path.write_bytes(case.data)
                outcome, why = probes.classify_variant(path, game_id, family)
            else:
                path = tmp_path / case.name
                path.write_bytes(case.data)
                outcome, why = (probes.classify_save(path, case.original, family) if kind == "save"
                                else probes.classify_settings(path, family))
            TALLY[f"corpus: {kind}"] += 1
            path.unlink()
            if outcome not in ("valid", "clean"):
                failures.append(f"{case.label}: {outcome}: {why}")
            if family == "bom" and outcome != "valid":
                failures.append(f"{case.label}: a good file with a byte-order mark was refused: {why}")
        SECONDS[f"corpus: {kind}"] += time.perf_counter() - started
    finally:
        logging.disable(logging.NOTSET)
    assert not failures, "\n".join(failures[:12])


def test_the_fuzz_suite_tries_at_least_2000_inputs_per_run():
    """The plan, counted before anything runs (hypothesis never stops early on these strategies)."""
    specs = 1 + len(available_games())  # the toy game and every game in this build
    planned = 2 * specs * EXAMPLES + 2 * EXAMPLES + len(corpus_cases())
    assert planned >= 2000, planned
