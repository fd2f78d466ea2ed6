"""House rules as files: the form behind the editor, and the folder of a family's variants.

:class:`RuleForm` holds what someone is typing: a name, a description, a base
variant and a text (or choice) for every parameter of the game's schema.
:meth:`RuleForm.errors` checks it all on every keystroke with the same
schema that checks files, so the editor shows exactly the error a file would
give. :class:`HouseRuleFolder` lists, saves, duplicates, renames and deletes
the files; they stay plain TOML that a person may edit by hand, and a file
with a mistake is listed with its reason instead of breaking anything.

Files are changed with tomlkit, which edits TOML in place: saving a house rule
that someone wrote by hand, renaming it or copying it keeps their comments,
the order of their lines and their layout; only the values that changed are
rewritten. Reading for play stays on :mod:`tomllib` (the variant catalog).

Pure: no pygame; the scene in ``game/app/scenes/house_rules.py`` draws it.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

import tomlkit
import tomlkit.exceptions
import tomlkit.items

from game.engine.errors import VariantError
from game.engine.variants import (
    Param,
    ParamSchema,
    Variant,
    VariantCatalog,
    VariantEntry,
    make_variant,
)
from game.store.files import atomic_write_text

NAME_MAX = 40


def slug(name: str) -> str:
    """The file name (without ``.toml``) for a house rule called ``name``."""
    s = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return s or "house-rule"


def _document(text: str, path: Path | str | None = None) -> tomlkit.TOMLDocument:
    """A house-rule file for editing in place; :class:`VariantError` naming the file if it is not TOML."""
    try:
        return tomlkit.parse(text)
    except (tomlkit.exceptions.TOMLKitError, RecursionError, ValueError) as exc:
        detail = "nested too deeply" if isinstance(exc, RecursionError) else " ".join(str(exc).split())
        raise VariantError(f"not valid TOML ({detail}); fix it by hand first", file=str(path) if path else None) \
            from None


def _set(table: Any, key: str, value: Any) -> None:
    """Set ``key`` where it stands, keeping the author's indent, spacing and comment on that line."""
    old = table.get(key)
    item = tomlkit.item(value)
    if isinstance(old, tomlkit.items.Item) and isinstance(item, tomlkit.items.Item):
        for part in ("indent", "comment_ws", "comment", "trail"):
            setattr(item.trivia, part, getattr(old.trivia, part))
    table[key] = item


def _plain(value: Any) -> Any:
    unwrap = getattr(value, "unwrap", None)
    return unwrap() if callable(unwrap) else value


def new_text(variant: Variant, schema: ParamSchema, base: Variant | None) -> str:
    """A new house-rule file: what it is, then only the values that differ from its base."""
    doc = tomlkit.document()
    doc.add("name", variant.name)
    doc.add("game", variant.game)
    doc.add("description", variant.description)
    if base is not None:
        doc.add("extends", base.name)
    reference = dict(base.params) if base is not None else schema.defaults()
    params = tomlkit.table()
    for key, value in variant.params.items():
        if reference.get(key) != value:
            params.add(key, value)
    doc.add(tomlkit.nl())
    doc.add("params", params)
    return tomlkit.dumps(doc)


def edited_text(text: str, variant: Variant, schema: ParamSchema, base: Variant, path: Path | None = None) -> str:
    """``text`` (a house-rule file) changed to say ``variant`` on top of ``base``, edited in place.

    Comments, the order of the lines and their layout stay as the author wrote
    them: a changed value is replaced where it stands, a value back at the
    base's is removed with its line, a newly changed one is added at the end
    of ``[params]``.
    """
    doc = _document(text, path)
    if _plain(doc.get("name")) != variant.name:
        _set(doc, "name", variant.name)
    if _plain(doc.get("description", "")) != variant.description:
        _set(doc, "description", variant.description)
    if _plain(doc.get("extends")) != base.name:
        _set(doc, "extends", base.name)
    params = doc.get("params")
    if not isinstance(params, dict):
        params = tomlkit.table()
        doc.add("params", params)
    for key in list(params):
        if key in variant.params and variant.params[key] == base.params.get(key):
            del params[key]
    for key, value in variant.params.items():
        if value == base.params.get(key):
            continue
        now = _plain(params.get(key)) if key in params else None
        if key not in params or now != value or type(now) is not type(value):
            _set(params, key, value)
    return tomlkit.dumps(doc)


def _with_name(text: str, name: str, path: Path) -> str:
    doc = _document(text, path)
    _set(doc, "name", name)
    if "name" not in doc:  # pragma: no cover - _set always adds it
        doc.add("name", name)
    return tomlkit.dumps(doc)


def param_text(param: Param, value: Any) -> str:
    """How a value is shown in a text field."""
    if param.type is float:
        text = repr(float(value))
        return text[:-2] if text.endswith(".0") else text
    return str(value)


def parse_value(param: Param, raw: Any) -> Any:
    """Text typed in a field -> a value for the schema; ``ValueError`` says what is allowed."""
    if not isinstance(raw, str):
        return param.check(raw)
    text = raw.strip()
    if param.type is bool:
        lowered = text.lower()
        if lowered in ("true", "yes", "on", "1"):
            return True
        if lowered in ("false", "no", "off", "0"):
            return False
        raise ValueError(f"must be {param.allowed()}")
    if param.type is int:
        try:
            value: Any = int(text)
        except ValueError:
            raise ValueError(f"must be {param.allowed()}" + (", not empty" if not text else f", not {text!r}")) \
                from None
    elif param.type is float:
        try:
            value = float(text.replace(",", "."))
        except ValueError:
            raise ValueError(f"must be {param.allowed()}" + (", not empty" if not text else f", not {text!r}")) \
                from None
    else:
        value = raw
    return param.check(value)


@dataclass
class RuleForm:
    """A house rule being edited: everything as typed, checked on demand."""

    schema: ParamSchema
    base: Variant
    name: str = ""
    description: str = ""
    raw: dict[str, Any] = field(default_factory=dict)  # key -> text (numbers, text) or value (bool, choices)
    path: Path | None = None  # the file being edited, None for a new one

    @classmethod
    def new(cls, schema: ParamSchema, base: Variant, name: str = "", description: str = "") -> "RuleForm":
        form = cls(schema, base, name, description or base.description)
        form.fill(base.params)
        return form

    @classmethod
    def edit(cls, schema: ParamSchema, variant: Variant, base: Variant, path: Path | None) -> "RuleForm":
        form = cls(schema, base, variant.name, variant.description, path=path)
        form.fill(variant.params)
        return form

    def fill(self, values: Mapping[str, Any]) -> None:
        for p in self.schema:
            v = values.get(p.key, p.default)
            self.raw[p.key] = v if (p.type is bool or p.choices is not None) else param_text(p, v)

    def set(self, key: str, raw: Any) -> None:
        if self.schema.get(key) is None:
            raise KeyError(key)
        self.raw[key] = raw

    def set_base(self, base: Variant) -> None:
        """Switch the base variant, keeping the values changed by hand."""
        mine = {}
        for p in self.schema:
            try:
                value = parse_value(p, self.raw[p.key])
            except ValueError:
                mine[p.key] = self.raw[p.key]
                continue
            if value != self.base.params[p.key]:
                mine[p.key] = self.raw[p.key]
        self.base = base
        self.fill(base.params)
        self.raw.update(mine)

    def reset(self, key: str) -> None:
        p = self.schema.get(key)
        assert p is not None
        v = self.base.params[key]
        self.raw[key] = v if (p.type is bool or p.choices is not None) else param_text(p, v)

    # -- checking --------------------------------------------------------------------------------
    def values(self) -> tuple[dict[str, Any], dict[str, str]]:
        """(parsed values, {key: problem}) field by field."""
        values: dict[str, Any] = {}
        problems: dict[str, str] = {}
        for p in self.schema:
            try:
                values[p.key] = parse_value(p, self.raw.get(p.key, p.default))
            except ValueError as exc:
                problems[p.key] = str(exc)
        return values, problems

    def errors(self, name_problem: str | None = None) -> dict[str, str]:
        """Every problem, keyed by parameter (or ``"name"``); empty when it can be saved."""
        values, problems = self.values()
        if not problems:
            try:
                self.schema.validate(values)
            except VariantError as exc:
                problems[exc.key or "params"] = exc.detail
        if name_problem:
            problems["name"] = name_problem
        elif not self.name.strip():
            problems["name"] = "Give the house rule a name."
        return problems

    def changed(self) -> dict[str, Any]:
        """Values that differ from the base variant (the lines the file will hold)."""
        values, _ = self.values()
        return {k: v for k, v in values.items() if self.base.params.get(k) != v}

    def variant(self) -> Variant:
        values, problems = self.values()
        if problems:
            key, message = next(iter(problems.items()))
            raise VariantError(message, key=key)
        return make_variant(self.schema, self.name.strip(), values, description=self.description.strip(),
                            extends=self.base.name)

    def toml(self) -> str:
        """The text of a new file for this house rule."""
        return new_text(self.variant(), self.schema, self.base)


class HouseRuleFolder:
    """A family's house rules for one game, in the user's variants folder."""

    def __init__(self, catalog: VariantCatalog, folder: Path):
        self.catalog = catalog
        self.folder = Path(folder)
        self.game = catalog.schema.game

    def entries(self) -> list[VariantEntry]:
        """Built-ins first, then house rules (broken ones too, with their reason)."""
        return self.catalog.entries()

    def builtins(self) -> list[VariantEntry]:
        return [e for e in self.entries() if e.builtin and e.variant is not None]

    def house_rules(self) -> list[VariantEntry]:
        return [e for e in self.entries() if not e.builtin]

    def base_of(self, entry: VariantEntry) -> Variant:
        """The variant a house rule was made from (its ``extends``), or the standard rules."""
        assert entry.variant is not None
        name = entry.variant.extends
        if name:
            try:
                return self.catalog.get(name)
            except VariantError:
                pass
        return make_variant(self.catalog.schema, "standard", {}, description="The rules as written.")

    def name_problem(self, name: str, editing: Path | None = None) -> str | None:
        """Why ``name`` cannot be used for a house rule (``None`` if it can)."""
        name = name.strip()
        if not name:
            return "Give the house rule a name."
        if len(name) > NAME_MAX:
            return f"Names can be at most {NAME_MAX} letters long."
        target = self.folder / f"{slug(name)}.toml"
        for e in self.entries():
            same_file = editing is not None and e.path.resolve() == Path(editing).resolve()
            if same_file:
                continue
            if e.builtin and (e.name.lower() == name.lower() or e.path.stem == slug(name)):
                return f"{name!r} is a built-in variant: choose another name."
            if not e.builtin and (e.name.lower() == name.lower() or e.path.resolve() == target.resolve()):
                return f"There is already a house rule called {e.name!r}."
        if target.exists() and (editing is None or target.resolve() != Path(editing).resolve()):
            return f"The file {target.name} already exists (for another game?): choose another name."
        return None

    def path_for(self, name: str) -> Path:
        return self.folder / f"{slug(name)}.toml"

    def save(self, form: RuleForm) -> Path:
        """Write the form as a file (renaming the old file if the name changed); returns the path."""
        problem = self.name_problem(form.name, form.path)
        if problem:
            raise VariantError(problem, key="name")
        old = form.path
        text = form.toml()
        if old is not None and Path(old).is_file():
            try:
                written = Path(old).read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                written = None
            if written is not None:  # the author's file, edited in place
                text = edited_text(written, form.variant(), self.catalog.schema, form.base, Path(old))
        target = self.path_for(form.name)
        atomic_write_text(target, text)
        if old is not None and Path(old).resolve() != target.resolve():
            old_name = self._name_in(Path(old))
            Path(old).unlink(missing_ok=True)
            if old_name and old_name != form.name.strip():
                self._retarget_extends(old_name, form.name.strip())
        form.path = target
        return target

    def _name_in(self, path: Path) -> str | None:
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            return None
        name = data.get("name")
        return name if isinstance(name, str) else None

    def unused_name(self, wanted: str) -> str:
        if self.name_problem(wanted) is None:
            return wanted
        for i in range(2, 1000):
            candidate = f"{wanted[:NAME_MAX - 4]} {i}"
            if self.name_problem(candidate) is None:
                return candidate
        raise VariantError("too many copies", key="name")

    def duplicate(self, entry: VariantEntry) -> Path:
        """A copy of ``entry`` (built-in or house rule) under a new name; the text is kept as written."""
        if entry.variant is None:
            raise VariantError(f"cannot copy a broken file: {entry.error}", file=str(entry.path))
        name = self.unused_name(f"{entry.name} copy")
        text = _with_name(entry.path.read_text(encoding="utf-8"), name, entry.path)
        target = self.path_for(name)
        atomic_write_text(target, text)
        return target

    def rename(self, entry: VariantEntry, new_name: str) -> Path:
        """Give a house rule a new name (and file name); house rules that extend it follow."""
        if entry.builtin:
            raise VariantError("built-in variants cannot be renamed; duplicate one instead", key="name")
        new_name = new_name.strip()
        problem = self.name_problem(new_name, entry.path)
        if problem:
            raise VariantError(problem, key="name")
        text = _with_name(entry.path.read_text(encoding="utf-8"), new_name, entry.path)
        target = self.path_for(new_name)
        atomic_write_text(target, text)
        if target.resolve() != entry.path.resolve():
            entry.path.unlink(missing_ok=True)
        if entry.variant is not None and entry.variant.name != new_name:
            self._retarget_extends(entry.variant.name, new_name)
        return target

    def dependents(self, name: str) -> list[str]:
        """House rules that extend ``name``."""
        return [e.name for e in self.house_rules() if e.variant is not None and e.variant.extends == name]

    def delete(self, entry: VariantEntry) -> None:
        if entry.builtin:
            raise VariantError("built-in variants cannot be deleted", key="name")
        entry.path.unlink(missing_ok=True)

    def _retarget_extends(self, old: str, new: str) -> None:
        for e in self.house_rules():
            try:
                doc = _document(e.path.read_text(encoding="utf-8"), e.path)
            except (OSError, UnicodeDecodeError, VariantError):
                continue
            if doc.get("extends") == old:
                _set(doc, "extends", new)
                atomic_write_text(e.path, tomlkit.dumps(doc))
