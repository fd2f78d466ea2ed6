"""Plain-data state <-> JSON, driven by the dataclasses' type hints.

Game states are dataclasses of ints, strings, lists, dicts, tuples, nested
dataclasses, :class:`Zones`, :class:`Rng`, decisions and actions. One codec
serialises all of them, so saves and the "JSON round trip continues
identically" property hold for every game without per-game code. Fields marked
``field(metadata={"transient": True})`` (caches, the variant) are skipped and
rebuilt by the game.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from typing import Any, Mapping

from game.engine.actions import Action, Decision, action_from_dict
from game.engine.errors import StateError
from game.engine.rng import Rng
from game.engine.textfiles import finite, shown
from game.engine.zones import Zones

TRANSIENT = {"transient": True}

_hints_cache: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    h = _hints_cache.get(cls)
    if h is None:
        h = typing.get_type_hints(cls)
        _hints_cache[cls] = h
    return h


def dump(obj: Any) -> Any:
    """A JSON-able copy of ``obj``."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, enum.Enum):
        return obj.value
    if isinstance(obj, Zones):
        return obj.to_json()
    if isinstance(obj, Rng):
        return obj.to_json()
    if isinstance(obj, Action):
        return obj.to_dict()
    if isinstance(obj, Decision):
        return {"seat": obj.seat, "kind": obj.kind, "prompt": obj.prompt, "private": obj.private,
                "actions": [a.to_dict() for a in obj.actions]}
    if dataclasses.is_dataclass(obj):
        return {f.name: dump(getattr(obj, f.name)) for f in dataclasses.fields(obj)
                if not f.metadata.get("transient")}
    if isinstance(obj, (list, tuple)):
        return [dump(x) for x in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted(dump(x) for x in obj)
    if isinstance(obj, Mapping):
        return {str(k): dump(v) for k, v in obj.items()}
    raise TypeError(f"cannot serialise {type(obj).__name__}")


def load(tp: Any, data: Any, *, actions: Mapping[str, type[Action]] | None = None,
         path: str = "state", extra: Mapping[str, Any] | None = None) -> Any:
    """Rebuild a value of type ``tp`` from :func:`dump` output.

    Raises :class:`StateError` naming the path of the first bad value.
    ``extra`` supplies transient fields of the top-level dataclass.
    """
    try:
        return _load(tp, data, actions or {}, path, extra)
    except StateError:
        raise
    except (TypeError, ValueError, KeyError) as exc:
        raise StateError(f"{path}: {exc}") from None


def _load(tp: Any, data: Any, actions: Mapping[str, type[Action]], path: str,
          extra: Mapping[str, Any] | None = None) -> Any:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return data
    if origin in (typing.Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return _load(arg, data, actions, path)
            except (StateError, TypeError, ValueError, KeyError) as exc:
                errors.append(str(exc))
        raise StateError(f"{path}: {errors[0] if errors else 'bad value'}")
    if tp is type(None):
        if data is not None:
            raise StateError(f"{path}: expected null")
        return None
    if tp is bool:
        if not isinstance(data, bool):
            raise StateError(f"{path}: expected true/false, got {shown(data)}")
        return data
    if tp is int:
        if not isinstance(data, int) or isinstance(data, bool):
            raise StateError(f"{path}: expected a whole number, got {shown(data)}")
        return data
    if tp is float:
        if not isinstance(data, (int, float)) or isinstance(data, bool) or not finite(data):
            raise StateError(f"{path}: expected a number, got {shown(data)}")
        try:
            return float(data)
        except OverflowError:
            raise StateError(f"{path}: expected a number, got {shown(data)}") from None
    if tp is str:
        if not isinstance(data, str):
            raise StateError(f"{path}: expected text, got {shown(data)}")
        return data
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(data)
        except ValueError:
            raise StateError(f"{path}: {shown(data)} is not a valid {tp.__name__}") from None
    if tp is Zones:
        return Zones.from_json(data)
    if tp is Rng:
        try:
            return Rng.from_json(data)
        except ValueError as exc:
            raise StateError(f"{path}: {exc}") from None
    if tp is Decision:
        if not isinstance(data, Mapping):
            raise StateError(f"{path}: expected a decision object")
        acts = tuple(_action(a, actions, f"{path}.actions[{i}]") for i, a in enumerate(data.get("actions", [])))
        try:
            return Decision(int(data["seat"]), str(data["kind"]), acts, str(data.get("prompt", "")),
                            bool(data.get("private", False)))
        except (KeyError, ValueError) as exc:
            raise StateError(f"{path}: bad decision ({exc})") from None
    if isinstance(tp, type) and issubclass(tp, Action):
        return _action(data, actions, path)
    if dataclasses.is_dataclass(tp):
        if not isinstance(data, Mapping):
            raise StateError(f"{path}: expected an object for {tp.__name__}")
        hints = _hints(tp)
        kwargs: dict[str, Any] = {}
        for f in dataclasses.fields(tp):
            if f.metadata.get("transient"):
                if extra and f.name in extra:
                    kwargs[f.name] = extra[f.name]
                continue
            if f.name not in data:
                if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING:  # type: ignore[misc]
                    continue
                raise StateError(f"{path}: missing '{f.name}'")
            kwargs[f.name] = _load(hints[f.name], data[f.name], actions, f"{path}.{f.name}")
        unknown = set(data) - {f.name for f in dataclasses.fields(tp)}
        if unknown:
            raise StateError(f"{path}: unknown fields {sorted(unknown)}")
        obj = tp(**kwargs)
        return obj
    if origin in (list, typing.List):
        if not isinstance(data, list):
            raise StateError(f"{path}: expected a list")
        (item,) = args or (Any,)
        return [_load(item, x, actions, f"{path}[{i}]") for i, x in enumerate(data)]
    if origin in (set, frozenset):
        if not isinstance(data, list):
            raise StateError(f"{path}: expected a list")
        (item,) = args or (Any,)
        return origin(_load(item, x, actions, f"{path}[{i}]") for i, x in enumerate(data))
    if origin is tuple:
        if not isinstance(data, list):
            raise StateError(f"{path}: expected a list")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_load(args[0], x, actions, f"{path}[{i}]") for i, x in enumerate(data))
        if len(args) != len(data):
            raise StateError(f"{path}: expected {len(args)} items, got {len(data)}")
        return tuple(_load(a, x, actions, f"{path}[{i}]") for i, (a, x) in enumerate(zip(args, data)))
    if origin in (dict, typing.Dict) or tp is dict:
        if not isinstance(data, Mapping):
            raise StateError(f"{path}: expected an object")
        kt, vt = args or (str, Any)
        out = {}
        for k, v in data.items():
            key: Any = k
            if kt is int:
                try:
                    key = int(k)
                except ValueError:
                    raise StateError(f"{path}: key {shown(k)} is not a number") from None
            out[key] = _load(vt, v, actions, f"{path}[{shown(k, 30)}]")
        return out
    if tp is list:
        if not isinstance(data, list):
            raise StateError(f"{path}: expected a list")
        return list(data)
    raise StateError(f"{path}: cannot load type {tp!r}")


def _action(data: Any, actions: Mapping[str, type[Action]], path: str) -> Action:
    try:
        return action_from_dict(data, actions)
    except (ValueError, TypeError) as exc:
        raise StateError(f"{path}: {exc}") from None
