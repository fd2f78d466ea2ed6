"""House rules as files: parameter schemas, variant files and their validation.

A variant is a TOML file (name, game, description, optional ``extends`` and a
``[params]`` table). Loading checks every value against the game's
:class:`ParamSchema`; a mistake is a :class:`VariantError` naming the file, the
key and what is allowed, never a silent default. The engine only ever sees the
checked, frozen :class:`Variant`.

Example::

    name = "short"
    game = "alcatraz"
    description = "A quicker evening: first to 50."
    extends = "standard"
    [params]
    target_score = 50
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

from game.engine.errors import FileProblem, VariantError
from game.engine.textfiles import finite, parse_toml, read_text, shown

_TYPE_WORDS = {int: "a whole number", float: "a number", bool: "true or false", str: "text"}

#: the largest house-rule file read (a real one is well under 2 KB)
MAX_VARIANT_BYTES = 1_000_000
#: how many variants may stand on each other through ``extends``
MAX_EXTENDS = 16

#: :attr:`Param.legacy` of a parameter whose absence from a saved game means its default
NO_LEGACY: Any = object()


@dataclass(frozen=True)
class Param:
    """One rule a family might set differently, with its meaning and allowed values."""

    key: str
    type: type
    default: Any
    help: str
    label: str = ""
    min: float | None = None
    max: float | None = None
    choices: tuple[Any, ...] | None = None
    group: str = "Rules"
    #: what a saved game written before this parameter existed played by (a ruling that changed
    #: later): a save keeps the rules it was made under, so its missing key means this, not the default
    legacy: Any = field(default=NO_LEGACY, compare=False)

    @property
    def title(self) -> str:
        return self.label or self.key.replace("_", " ").capitalize()

    def allowed(self, words: bool = False) -> str:
        """What values this rule takes. A file's author needs the spelling ("one of 'exact', 'up_to'");
        with ``words`` a menu says the values as a family reads them ("exact or up to")."""
        if self.choices is not None:
            if words:
                said = [shown_value(c) for c in self.choices]
                return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " or " + said[-1]
            return "one of " + ", ".join(repr(c) for c in self.choices)
        if words and self.type is bool:
            return "yes or no"
        word = _TYPE_WORDS.get(self.type, self.type.__name__)
        if self.min is not None and self.max is not None:
            return f"{word} from {_fmt(self.min)} to {_fmt(self.max)}"
        if self.min is not None:
            return f"{word} of at least {_fmt(self.min)}"
        if self.max is not None:
            return f"{word} of at most {_fmt(self.max)}"
        return word

    def check(self, value: Any) -> Any:
        """Return the value in canonical form, or raise ``ValueError`` saying what is allowed."""
        t = self.type
        ok: bool
        if t is bool:
            ok = isinstance(value, bool)
        elif t is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
        elif t is float:
            ok = isinstance(value, (int, float)) and not isinstance(value, bool) and finite(value)
            if ok:
                try:
                    value = float(value)
                except OverflowError:  # a whole number too big to be a float
                    ok = False
        else:
            ok = isinstance(value, t)
        if not ok:
            raise ValueError(f"must be {self.allowed()}, got {shown(value)}")
        if self.choices is not None and value not in self.choices:
            raise ValueError(f"must be {self.allowed()}, got {shown(value)}")
        if self.min is not None and value < self.min:
            raise ValueError(f"must be {self.allowed()}, got {shown(value)}")
        if self.max is not None and value > self.max:
            raise ValueError(f"must be {self.allowed()}, got {shown(value)}")
        return value


def _fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


@dataclass(frozen=True)
class ParamSchema:
    """The parameters of one game, plus checks that involve several of them.

    Each cross-check takes the full parameter dict and returns ``None`` when fine
    or ``(key, message)`` naming the key to blame.
    """

    game: str
    params: tuple[Param, ...]
    checks: tuple[Callable[[Mapping[str, Any]], tuple[str, str] | None], ...] = ()

    def __post_init__(self) -> None:
        keys = [p.key for p in self.params]
        if len(keys) != len(set(keys)):
            raise ValueError(f"duplicate parameter keys in {self.game} schema")
        for p in self.params:
            p.check(p.default)
            if p.legacy is not NO_LEGACY:
                p.check(p.legacy)

    def __iter__(self) -> Iterator[Param]:
        return iter(self.params)

    def get(self, key: str) -> Param | None:
        for p in self.params:
            if p.key == key:
                return p
        return None

    def defaults(self) -> dict[str, Any]:
        return {p.key: p.default for p in self.params}

    def validate(self, values: Mapping[str, Any], *, file: str | None = None) -> dict[str, Any]:
        """Defaults overlaid with ``values``, every value checked; raises :class:`VariantError`."""
        out = self.defaults()
        for key, value in values.items():
            p = self.get(key)
            if p is None:
                raise VariantError(
                    f"unknown parameter for {self.game}; known: {', '.join(sorted(x.key for x in self.params))}",
                    file=file, key=key)
            try:
                out[key] = p.check(value)
            except ValueError as exc:
                raise VariantError(str(exc), file=file, key=key) from None
        for check in self.checks:
            problem = check(out)
            if problem:
                key, message = problem
                raise VariantError(message, file=file, key=key)
        return out


class FrozenParams(dict):
    """A read-only dict of parameter values (still picklable for process pools)."""

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("variant parameters are frozen")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _refuse  # type: ignore[assignment]

    def __reduce__(self):
        return (FrozenParams, (dict(self),))

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(sorted(self.items())))


@dataclass(frozen=True)
class Variant:
    """A checked, frozen set of rules for one game. Read values as ``variant.key``."""

    game: str
    name: str
    description: str
    params: FrozenParams
    source: str | None = field(default=None, compare=False)
    extends: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        # Each parameter is also a plain instance attribute, so ``variant.key`` is found at once; through
        # ``__getattr__`` alone every read first failed a lookup (an AttributeError made and dropped), and
        # rules read their variant at every new game. Names the class uses (fields, methods) stay the class's.
        own = vars(self)
        for key, value in self.params.items():
            if not key.startswith("_") and not hasattr(type(self), key) and key not in own:
                own[key] = value

    def __getattr__(self, key: str) -> Any:
        if key.startswith("_") or key in ("params", "game", "name", "description", "source", "extends"):
            raise AttributeError(key)
        try:
            return self.params[key]
        except KeyError:
            raise AttributeError(f"{self.game} variant has no parameter {key!r}") from None

    def changed(self, schema: ParamSchema) -> dict[str, Any]:
        """Parameters that differ from the schema's defaults (the standard rules)."""
        return {k: v for k, v in self.params.items() if schema.get(k) is None or schema.get(k).default != v}

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "game": self.game, "description": self.description,
                "params": dict(self.params)}

    def with_params(self, schema: ParamSchema, name: str | None = None, **changes: Any) -> "Variant":
        values = dict(self.params)
        values.update(changes)
        return make_variant(schema, name or self.name, values, description=self.description)


def make_variant(schema: ParamSchema, name: str = "standard", values: Mapping[str, Any] | None = None,
                 description: str = "", source: str | None = None, extends: str | None = None) -> Variant:
    checked = schema.validate(values or {}, file=source)
    return Variant(schema.game, name, description, FrozenParams(checked), source, extends)


def variant_from_json(schema: ParamSchema, data: Any, *, file: str | None = None) -> Variant:
    """Rebuild a variant stored inside a save or record (full parameter values)."""
    if not isinstance(data, Mapping):
        raise VariantError("the variant must be an object", file=file)
    if data.get("game", schema.game) != schema.game:
        raise VariantError(f"variant is for {shown(data.get('game'))}, not {schema.game!r}", file=file, key="game")
    params = data.get("params", {})
    if not isinstance(params, Mapping):
        raise VariantError("must be a table of values", file=file, key="params")
    name = data.get("name", "custom")
    if not isinstance(name, str):
        raise VariantError("must be text", file=file, key="name")
    description = data.get("description", "")
    if not isinstance(description, str):
        raise VariantError("must be text", file=file, key="description")
    missing = {p.key: p.legacy for p in schema if p.legacy is not NO_LEGACY and p.key not in params}
    if missing:
        params = {**params, **missing}
    return make_variant(schema, name, params, description=description, source=file)


_TOP_KEYS = {"name", "game", "description", "extends", "params"}


def parse_variant_text(text: str, schema: ParamSchema, *, file: str,
                       resolve: Callable[[str, frozenset[str]], Variant] | None = None,
                       _seen: frozenset[str] = frozenset()) -> Variant:
    """Parse and validate the TOML text of a variant file.

    ``resolve(name, seen)`` returns the variant that ``extends`` names; ``seen`` holds the names
    (and files) already on the way, so a chain that comes back to one of them is an error
    instead of a recursion without end.
    """
    try:
        data = parse_toml(text, file)
    except FileProblem as exc:
        raise VariantError(exc.detail, file=file) from None
    unknown = set(data) - _TOP_KEYS
    if unknown:
        key = sorted(unknown)[0][:60]
        hint = " (parameters belong in the [params] table)" if schema.get(key) else ""
        raise VariantError(f"unknown top-level key; allowed: {', '.join(sorted(_TOP_KEYS))}{hint}",
                           file=file, key=key)
    for key in ("name", "game", "description", "extends"):
        if key in data and not isinstance(data[key], str):
            raise VariantError("must be text", file=file, key=key)
    name = data.get("name")
    if not name:
        raise VariantError("a variant needs a name", file=file, key="name")
    if data.get("game") != schema.game:
        raise VariantError(f"must be {schema.game!r} (this file is read as a {schema.game} variant), "
                           f"got {shown(data.get('game'))}", file=file, key="game")
    params = data.get("params", {})
    if not isinstance(params, dict):
        raise VariantError("must be a table: [params]", file=file, key="params")
    base: dict[str, Any] = {}
    extends = data.get("extends")
    if extends:
        if resolve is None:
            raise VariantError("cannot follow 'extends' here", file=file, key="extends")
        if extends in _seen or extends == name:
            raise VariantError(f"'extends' goes round in a circle through {extends!r}", file=file, key="extends")
        if len(_seen) > 2 * MAX_EXTENDS:
            raise VariantError(f"more than {MAX_EXTENDS} variants extend each other in a row", file=file,
                               key="extends")
        try:
            parent = resolve(extends, _seen | {name})
        except VariantError as exc:
            why = exc.detail if exc.file is None or exc.file == file else str(exc)
            raise VariantError(f"cannot extend {extends!r}: {why}", file=file, key="extends") from None
        base = dict(parent.params)
    for key in params:
        if schema.get(key) is None:
            raise VariantError(
                f"unknown parameter for {schema.game}; known: {', '.join(sorted(p.key for p in schema))}",
                file=file, key=key[:60])
    merged = {**base, **params}
    return make_variant(schema, name, merged, description=data.get("description", ""), source=file,
                        extends=extends)


def shown_value(value: Any) -> str:
    """A rule's value as a menu says it: "yes", not True; "up to", not the file's "up_to"."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, str):
        return value.replace("_", " ")
    return str(value)


@dataclass
class VariantEntry:
    """One variant file as listed to the user: usable, or broken with the reason."""

    name: str
    path: Path
    builtin: bool
    variant: Variant | None
    error: str | None

    @property
    def shown(self) -> str:
        """The name as a family reads it: a built-in is named like its file ("safe_treehouse"),
        which the command line needs, but a menu says "safe treehouse"."""
        return self.name.replace("_", " ") if self.builtin else self.name


class VariantCatalog:
    """The built-in variants of one game plus the user's own house rules.

    Names are looked up among the user's files first only when no built-in has
    that name, so a house rule can never silently replace a built-in.
    """

    def __init__(self, schema: ParamSchema, builtin_dir: Path, user_dirs: Sequence[Path] = ()):
        self.schema = schema
        self.builtin_dir = Path(builtin_dir)
        self.user_dirs = [Path(d) for d in user_dirs]

    def _files(self) -> Iterable[tuple[Path, bool]]:
        if self.builtin_dir.is_dir():
            for p in sorted(self.builtin_dir.glob("*.toml")):
                yield p, True
        for d in self.user_dirs:
            if d.is_dir():
                for p in sorted(d.glob("*.toml")):
                    yield p, False

    def _user_file_for_game(self, path: Path) -> bool:
        data = _peek(path)
        if data is None:
            return True  # broken files are listed (with their error) under every game
        return data.get("game") == self.schema.game

    def entries(self) -> list[VariantEntry]:
        out = []
        for path, builtin in self._files():
            if not builtin and not self._user_file_for_game(path):
                continue
            try:
                v = self.load_file(path)
                out.append(VariantEntry(v.name, path, builtin, v, None))
            except VariantError as exc:
                out.append(VariantEntry(path.stem, path, builtin, None, str(exc)))
        return out

    def names(self) -> list[str]:
        return [e.name for e in self.entries() if e.variant is not None]

    def load_file(self, path: Path, _seen: frozenset[str] = frozenset()) -> Variant:
        path = Path(path)
        me = _file_key(path)
        if me in _seen:
            raise VariantError("'extends' goes round in a circle back to this file", file=str(path), key="extends")
        try:
            text = read_text(path, MAX_VARIANT_BYTES, "house-rule file")
        except FileProblem as exc:
            raise VariantError(exc.detail, file=str(path)) from None
        return parse_variant_text(text, self.schema, file=str(path),
                                  resolve=lambda name, seen: self._extended(name, path, seen), _seen=_seen | {me})

    def _extended(self, name: str, child: Path, seen: frozenset[str]) -> Variant:
        """The variant that ``child`` extends: a file (next to ``child`` unless the path is absolute)
        or a name."""
        if _looks_like_path(name):
            target = Path(name)
            return self.load_file(target if target.is_absolute() else child.parent / target, seen)
        return self.get(name, seen)

    def get(self, name_or_path: str, _seen: frozenset[str] = frozenset()) -> Variant:
        """A variant by built-in name, user variant name, or file path."""
        candidate = Path(name_or_path)
        if _looks_like_path(name_or_path) or candidate.is_file():
            return self.load_file(candidate, _seen)
        builtin = self.builtin_dir / f"{name_or_path}.toml"
        if builtin.is_file():
            return self.load_file(builtin, _seen)
        for d in self.user_dirs:
            p = d / f"{name_or_path}.toml"
            if p.is_file():
                return self.load_file(p, _seen)
        # fall back to the 'name' inside user files
        for d in self.user_dirs:
            if d.is_dir():
                for p in sorted(d.glob("*.toml")):
                    data = _peek(p)
                    if data is not None and data.get("name") == name_or_path and data.get("game") == self.schema.game:
                        return self.load_file(p, _seen)
        known = ", ".join(sorted({p.stem for p, _ in self._files()})) or "none"
        raise VariantError(f"no {self.schema.game} variant called {shown(name_or_path)} (known: {known})")


def _looks_like_path(name: str) -> bool:
    return name.endswith(".toml") or "/" in name or "\\" in name


def _file_key(path: Path) -> str:
    """The same text for every way of naming one file (by name, relative or absolute path, link)."""
    try:
        real = os.path.realpath(path)
    except (OSError, ValueError):
        real = os.path.abspath(path)
    return "\0file:" + os.path.normcase(real)


def _peek(path: Path) -> dict[str, Any] | None:
    """The TOML of a house-rule file, or ``None`` if it cannot be read (its error shows elsewhere)."""
    try:
        return parse_toml(read_text(path, MAX_VARIANT_BYTES, "house-rule file"), str(path))
    except FileProblem:
        return None


def variant_to_toml(variant: Variant, schema: ParamSchema, *, base: Variant | None = None) -> str:
    """TOML text for a variant that lists only what differs from ``base`` (or the standard rules)."""
    import tomli_w

    reference = dict(base.params) if base is not None else schema.defaults()
    data: dict[str, Any] = {"name": variant.name, "game": variant.game, "description": variant.description}
    if base is not None:
        data["extends"] = base.name
    data["params"] = {k: v for k, v in variant.params.items() if reference.get(k) != v}
    return tomli_w.dumps(data)
