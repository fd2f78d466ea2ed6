"""One way to say "this method deals with that kind of value", for rules and tables alike.

A game's state marks the method that plays each action type with
:func:`rule`; a table's animator marks the method that shows each event type
with ``shows`` (in :mod:`game.table.animator`). Both tables are built once per
class from the marks, so dispatch is a dictionary lookup, a forgotten type is
an error that names it, and every game reads the same way::

    class AlarmState(GameState):
        @rule(GiveCard)
        def give_card(self, action: GiveCard) -> list[Event]: ...
"""

from __future__ import annotations

from typing import Any, Callable, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


def marker(tag: str) -> Callable[..., Callable[[F], F]]:
    """A decorator factory that marks a method as the one for some types, under ``tag``."""

    def for_types(*types: type) -> Callable[[F], F]:
        if not types:
            raise TypeError("name at least one type")

        def mark(fn: F) -> F:
            marks = dict(getattr(fn, "__dispatch__", {}))
            marks[tag] = tuple(marks.get(tag, ())) + types
            fn.__dispatch__ = marks  # type: ignore[attr-defined]
            return fn

        return mark

    return for_types


def collect(cls: type, tag: str) -> dict[type, Callable[..., Any]]:
    """Type -> method for every method of ``cls`` (and its bases) marked under ``tag``.

    A subclass's mark wins over its base's, as overriding a method would."""
    table: dict[type, Callable[..., Any]] = {}
    for klass in reversed(cls.__mro__):
        for value in vars(klass).values():
            for t in getattr(value, "__dispatch__", {}).get(tag, ()):
                table[t] = value
    return table


#: marks a state's method as the rule that plays an action type
rule = marker("rule")

__all__ = ["collect", "marker", "rule"]
