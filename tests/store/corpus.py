"""The damaged-file corpus: every shipped and freshly made save, house rule and settings file,
mutated the ways real files get damaged or hand-edited.

Deterministic (one seed), so a failure names an input that comes back on the next run. Used by
the fuzz suite (tests/store/test_fuzz.py) and by the probe table (tests/store/probes.py).

Families of mutation: ``truncate``, ``bitflip`` (one bit), ``bytes`` (random bytes replaced,
inserted or cut), ``bom`` (a byte-order mark in front: the file is otherwise good), ``huge``
(numbers far beyond what the game uses, including more digits than Python converts),
``deep`` (nesting thousands deep), ``type`` (a value of the wrong type), ``seats`` (a seat
removed, added or duplicated), ``illegal`` (moves reordered, repeated, dropped or altered),
``key`` (keys renamed, dropped or added).
"""

from __future__ import annotations

import json
import random
import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BOM = b"\xef\xbb\xbf"
HUGE_DIGITS = "9" * 5000  # more digits than Python turns into an int by default (4,300)


@dataclass(frozen=True)
class Case:
    kind: str  # "save" | "variant" | "settings"
    family: str  # the mutation family (see the module docstring)
    label: str  # where it came from and what was done, for failure messages
    name: str  # the file name to write it under
    data: bytes
    original: bytes  # the file before the mutation


# -- originals -----------------------------------------------------------------------------------------
def shipped_saves() -> list[tuple[str, bytes]]:
    return [(p.name, p.read_bytes()) for p in sorted((ROOT / "saves").glob("*.json"))]


@lru_cache(maxsize=None)
def fresh_saves(game_id: str) -> tuple[tuple[str, bytes], ...]:
    """Saves written now by this build: early, middle and finished games, and a start snapshot."""
    from game.engine.registry import get_spec
    from game.store import saves
    from tests.saves.helpers import new_match, play

    spec = get_spec(game_id)
    out = []
    for moves in (3, 25, 100_000):
        m = play(new_match(spec, 17 + moves, humans=1), moves)
        out.append((f"{game_id}-after-{moves}.json", json.dumps(saves.payload(m, f"after {moves}")).encode()))
    m = play(new_match(spec, 5), 8)
    out.append((f"{game_id}-autosave.json", saves.autosave_bytes(m)))
    return tuple(out)


def fresh_snapshot(game_id: str) -> tuple[str, bytes]:
    """A save whose record starts from a position (like a scenario), made by this build."""
    from game.engine.match import Match
    from game.engine.record import Record
    from game.engine.registry import get_spec
    from game.store import saves
    from tests.saves.helpers import new_match, play

    spec = get_spec(game_id)
    m = play(new_match(spec, 5), 8)
    rec = Record(spec.id, m.record.variant, m.record.seed, list(m.record.seats), [], None,
                 json.loads(json.dumps(m.state.to_json())))
    snap = Match.from_record(spec, rec)
    return f"{game_id}-snapshot.json", json.dumps(saves.payload(snap, "snapshot")).encode()


def save_originals(games: list[str]) -> list[tuple[str, bytes]]:
    out = list(shipped_saves())
    for g in games:
        out.extend(fresh_saves(g))
        out.append(fresh_snapshot(g))
    return out


def variant_originals(games: list[str]) -> list[tuple[str, str, bytes]]:
    """(game, file name, text) of every built-in variant and a freshly written house rule per game."""
    from game.engine.registry import get_spec
    from game.engine.variants import variant_to_toml

    out = []
    for g in games:
        spec = get_spec(g)
        for p in sorted(spec.variants_dir.glob("*.toml")):
            out.append((g, p.name, p.read_bytes()))
        std = spec.standard()
        changes = {}
        for param in spec.schema:
            if param.choices:
                other = [c for c in param.choices if c != param.default]
                if other:
                    changes[param.key] = other[0]
            elif param.type is bool:
                changes[param.key] = not param.default
            if len(changes) >= 2:
                break
        try:
            fresh = std.with_params(spec.schema, name="our rules", **changes)
        except ValueError:  # a cross-check refused the pair; one change is enough
            fresh = std.with_params(spec.schema, name="our rules", **dict(list(changes.items())[:1]))
        out.append((g, "our-rules.toml", variant_to_toml(fresh, spec.schema, base=std).encode()))
    return out


def settings_originals() -> list[tuple[str, bytes]]:
    from game.store.settings import Settings

    custom = Settings()
    custom.window_width, custom.window_height = 1600, 900
    custom.animation_speed, custom.muted, custom.sound_volume = "fast", True, 0.25
    custom.player_names = ["Ann", "Bo", "Cy"] + custom.player_names[3:]
    return [("settings.toml", Settings().to_toml().encode()), ("settings.toml", custom.to_toml().encode())]


# -- byte-level mutations (any kind of file) ----------------------------------------------------------------
def _truncate(rnd: random.Random, raw: bytes) -> bytes:
    return raw[:rnd.randrange(0, len(raw))]


def _bitflip(rnd: random.Random, raw: bytes) -> bytes:
    b = bytearray(raw)
    i = rnd.randrange(len(b))
    b[i] ^= 1 << rnd.randrange(8)
    return bytes(b)


def _bytes(rnd: random.Random, raw: bytes) -> bytes:
    b = bytearray(raw)
    how = rnd.choice(["replace", "insert", "cut"])
    at = rnd.randrange(len(b))
    if how == "replace":
        for _ in range(rnd.randint(1, 8)):
            b[rnd.randrange(len(b))] = rnd.randrange(256)
    elif how == "insert":
        b[at:at] = bytes(rnd.randrange(256) for _ in range(rnd.randint(1, 20)))
    else:
        del b[at:at + rnd.randint(1, 200)]
    return bytes(b)


_NUMBER = re.compile(rb"(?<![\w.\"])-?\d+(?:\.\d+)?(?![\w.\"])")


def _huge(rnd: random.Random, raw: bytes) -> bytes:
    spots = [m.span() for m in _NUMBER.finditer(raw)]
    if not spots:
        return raw + b"\n" + HUGE_DIGITS.encode()
    a, b = rnd.choice(spots)
    big = rnd.choice([HUGE_DIGITS, "9" * 4000, str(2**64), str(-2**63), "1e308", "1e999", "-1", "4294967297",
                      "0.5", str(10**100)])
    return raw[:a] + big.encode() + raw[b:]


# -- JSON structure mutations (saves) -------------------------------------------------------------------------
def json_paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from json_paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from json_paths(v, prefix + (i,))


def node_at(node, path):
    for p in path:
        node = node[p]
    return node


_WRONG = [None, True, False, 0, -1, 3.5, "", "x", "9" * 30, [], [1, 2], {}, {"a": 1}]


def _record(doc):
    return doc.get("record", doc) if isinstance(doc, dict) else None


def _type(rnd: random.Random, doc) -> object:
    paths = [p for p in json_paths(doc) if p]
    path = rnd.choice(paths)
    parent = node_at(doc, path[:-1])
    old = parent[path[-1]]
    choices = [w for w in _WRONG if type(w) is not type(old)]
    parent[path[-1]] = rnd.choice(choices)
    return doc


def _deep(rnd: random.Random, doc) -> object:
    paths = [p for p in json_paths(doc) if p]
    path = rnd.choice(paths)
    parent = node_at(doc, path[:-1])
    parent[path[-1]] = "@@DEEP@@"
    return doc


def _seats(rnd: random.Random, doc) -> object:
    rec = _record(doc)
    seats = rec.get("seats") if isinstance(rec, dict) else None
    if not isinstance(seats, list) or not seats:
        return _type(rnd, doc)
    how = rnd.choice(["remove", "add", "duplicate", "rename-all"])
    if how == "remove":
        seats.pop(rnd.randrange(len(seats)))
    elif how == "add":
        seats.append({"name": "Extra", "kind": "bot", "level": "easy", "color": len(seats) % 6})
    elif how == "duplicate":
        seats.insert(0, dict(seats[0]))
    else:
        for s in seats:
            s["name"] = "Same"
    return doc


def _illegal(rnd: random.Random, doc) -> object:
    rec = _record(doc)
    actions = rec.get("actions") if isinstance(rec, dict) else None
    if not isinstance(actions, list) or not actions:
        return _seats(rnd, doc)
    how = rnd.choice(["swap", "repeat", "drop-first", "alter", "append"])
    if how == "swap" and len(actions) > 1:
        i, j = rnd.sample(range(len(actions)), 2)
        actions[i], actions[j] = actions[j], actions[i]
    elif how == "repeat":
        i = rnd.randrange(len(actions))
        actions.insert(i, json.loads(json.dumps(actions[i])))
    elif how == "drop-first":
        actions.pop(0)
    elif how == "alter":
        a = rnd.choice(actions)
        fields = [k for k in a if k != "type"] if isinstance(a, dict) else []
        if fields:
            k = rnd.choice(fields)
            a[k] = a[k] + 1 if isinstance(a[k], int) and not isinstance(a[k], bool) else 99
        else:
            a["type"] = "NoSuchMove"
    else:
        actions.append(json.loads(json.dumps(rnd.choice(actions))))
    return doc


def _key(rnd: random.Random, doc) -> object:
    paths = [p for p in json_paths(doc) if p and isinstance(node_at(doc, p[:-1]), dict)]
    path = rnd.choice(paths)
    parent = node_at(doc, path[:-1])
    how = rnd.choice(["drop", "rename", "add"])
    if how == "drop":
        del parent[path[-1]]
    elif how == "rename":
        parent[path[-1] + "x"] = parent.pop(path[-1])
    else:
        parent["extra"] = 1
    return doc


def _dump_json(doc, rnd: random.Random) -> bytes:
    text = json.dumps(doc)
    depth = rnd.choice([5000, 100_000, 900])
    return text.replace('"@@DEEP@@"', "[" * depth + "1" + "]" * depth).encode()


JSON_FAMILIES = {"type": _type, "deep": _deep, "seats": _seats, "illegal": _illegal, "key": _key}
BYTE_FAMILIES = {"truncate": _truncate, "bitflip": _bitflip, "bytes": _bytes, "huge": _huge}


def mutate_json(rnd: random.Random, family: str, raw: bytes) -> bytes:
    if family in BYTE_FAMILIES:
        return BYTE_FAMILIES[family](rnd, raw)
    if family == "bom":
        return BOM + raw
    doc = json.loads(raw)
    return _dump_json(JSON_FAMILIES[family](rnd, doc), rnd)


# -- TOML mutations (house rules and settings) ---------------------------------------------------------------
def _toml_deep(rnd: random.Random, raw: bytes) -> bytes:
    n = rnd.choice([5000, 50_000, 400])
    how = rnd.choice(["array", "inline", "header"])
    if how == "array":
        extra = "deep = " + "[" * n + "1" + "]" * n
    elif how == "inline":
        extra = "deep = " + "{a = " * n + "1" + "}" * n
    else:
        extra = "[" + ".".join(["a"] * n) + "]\nx = 1"
    return (extra + "\n").encode() + raw if how != "header" else raw + b"\n" + extra.encode()


def _toml_tree(rnd: random.Random, raw: bytes, family: str) -> bytes:
    import tomli_w

    doc = tomllib.loads(raw.decode("utf-8"))
    if family == "type":
        doc = _type(rnd, doc)
    elif family == "key":
        doc = _key(rnd, doc)
    else:  # "extends": follow something that is not there, or itself
        doc["extends"] = rnd.choice(["no-such-rules", doc.get("name", "x"), "../../../etc/passwd", ""])
    try:
        return tomli_w.dumps(doc).encode()
    except (TypeError, ValueError):  # TOML cannot say null: write something else wrong instead
        return raw + b"\nnothing = \n"


def mutate_toml(rnd: random.Random, family: str, raw: bytes) -> bytes:
    if family in BYTE_FAMILIES:
        return BYTE_FAMILIES[family](rnd, raw)
    if family == "bom":
        return BOM + raw
    if family == "deep":
        return _toml_deep(rnd, raw)
    return _toml_tree(rnd, raw, family)


SAVE_FAMILIES = ["truncate", "bitflip", "bytes", "huge", "bom", "type", "deep", "seats", "illegal", "key"]
TOML_FAMILIES = ["truncate", "bitflip", "bytes", "huge", "bom", "type", "deep", "key", "extends"]


def build(games: list[str], per_original: int = 30, seed: int = 19) -> list[Case]:
    """The whole corpus: ``per_original`` mutations of each original (families in turn)."""
    rnd = random.Random(seed)
    cases: list[Case] = []
    for name, raw in save_originals(games):
        for i in range(per_original):
            family = SAVE_FAMILIES[i % len(SAVE_FAMILIES)]
            data = mutate_json(rnd, family, raw)
            cases.append(Case("save", family, f"{name} #{i} {family}", name, data, raw))
    for game, name, raw in variant_originals(games):
        for i in range(per_original):
            family = TOML_FAMILIES[i % len(TOML_FAMILIES)]
            cases.append(Case("variant", family, f"{game}/{name} #{i} {family}", f"{game}--{name}",
                              mutate_toml(rnd, family, raw), raw))
    for j, (name, raw) in enumerate(settings_originals()):
        for i in range(per_original):
            family = TOML_FAMILIES[i % len(TOML_FAMILIES)]
            if family == "extends":
                family = "key"
            cases.append(Case("settings", family, f"settings {j} #{i} {family}", name,
                              mutate_toml(rnd, family, raw), raw))
    return cases
