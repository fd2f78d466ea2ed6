"""Fuzz: real saves mutated at random (values, structure, raw bytes). The loader must return a
valid game or raise SaveError with a reason, nothing else, and the Load list must never fail."""

from __future__ import annotations

import json
from functools import lru_cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.errors import SaveError
from game.store import saves
from game.store.paths import saves_dir
from tests.saves.helpers import new_match, play

FUZZ = settings(max_examples=int(__import__("os").environ.get("FUZZ_EXAMPLES", "60")), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                       HealthCheck.too_slow])

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


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, prefix + (i,))


def _get(node, path):
    for p in path:
        node = node[p]
    return node


def mutate(data, draw):
    """One random change somewhere in the JSON tree."""
    paths = list(_paths(data))
    path = draw(st.sampled_from(paths))
    kind = draw(st.sampled_from(["replace", "delete", "add", "duplicate", "swap", "number"]))
    if not path:
        return draw(JSON_VALUES) if kind == "replace" else data
    parent, key = _get(data, path[:-1]), path[-1]
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


def check(path):
    """The contract: a valid game or SaveError; the listing agrees and never raises."""
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


@FUZZ
@given(data=st.data())
def test_mutated_json_gives_a_valid_game_or_a_clear_error(game_spec, data):
    text = data.draw(st.sampled_from(originals(game_spec.id)))
    doc = json.loads(text)
    for _ in range(data.draw(st.integers(1, 3))):
        doc = mutate(doc, data.draw)
    path = saves_dir() / "fuzzed.json"
    path.write_text(json.dumps(doc))
    check(path)


@FUZZ
@given(data=st.data())
def test_damaged_bytes_give_a_valid_game_or_a_clear_error(game_spec, data):
    raw = bytearray(data.draw(st.sampled_from(originals(game_spec.id))).encode())
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
    check(path)
