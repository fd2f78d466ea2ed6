"""A part of a seat's view: just the fields a computer player reads, handed to it without the rest.

A seat's whole view (:meth:`~game.engine.game.GameState.view`) is what a table
shows and what a player that samples hidden cards needs. A player that reads a
handful of its fields, at every decision of thousands of simulated games,
spends more on building the rest of the view than on deciding. Such a bot names
the fields it reads (:attr:`~game.engine.bots.Bot.view_fields`); the loops that
seat bots hand it a :func:`part_type` of just those fields instead
(:func:`viewer_for`), every one equal to the same field of the whole view.

So a part shows nothing its view does not: by default it is cut from the whole
view itself. A game may read some fields straight from its state, faster
(:attr:`~game.engine.game.GameState.view_readers`); the conformance suite holds
every such reader to the view field by field, and checks that a seat's part is
the same in every position the seat cannot tell apart. A field the view does not
have is refused: a bot cannot ask its way past the view to the state.
"""

from __future__ import annotations

import functools
from collections import namedtuple
from typing import Any, Callable, Mapping, Sequence

#: the names a part may never carry: they are not fields of any view, but the tuple's own machinery
_RESERVED = frozenset({"count", "index"})


@functools.cache
def part_type(fields: tuple[str, ...]) -> type:
    """The immutable record of ``fields`` (a named tuple ``ViewPart``, made once per set of fields).

    A bot reads a part as it reads a whole view, by attribute (``part.yard``), so the same bot code
    runs on either: a table or a hint may still hand it the whole view.
    """
    if not fields or len(set(fields)) != len(fields):
        raise ValueError(f"a part of a view names each field once, and at least one: {fields!r}")
    bad = [f for f in fields if not f.isidentifier() or f.startswith("_") or f in _RESERVED]
    if bad:
        raise ValueError(f"{', '.join(map(repr, bad))}: not fields a view can have")
    return namedtuple("ViewPart", fields)


def view_fields_of(view: Any) -> tuple[str, ...]:
    """The fields of a whole view (a named tuple's, a dataclass's or a mapping's keys): all a part may name."""
    if isinstance(view, Mapping):
        return tuple(view)
    fields = getattr(view, "_fields", None)
    if fields is None:
        fields = tuple(getattr(view, "__dataclass_fields__", {}))
    return tuple(fields)


def cut(view: Any, fields: Sequence[str]) -> tuple:
    """The part of a whole ``view`` that names ``fields`` (a field the view does not have raises ``ValueError``)."""
    fields = tuple(fields)
    missing = set(fields) - set(view_fields_of(view))
    if missing:
        raise ValueError(f"{type(view).__name__} has no field {', '.join(sorted(missing))}: a part of a view "
                         f"shows only what the view shows")
    if isinstance(view, Mapping):
        return part_type(fields)._make([view[f] for f in fields])
    return part_type(fields)._make([getattr(view, f) for f in fields])


def viewer_for(state: Any, bot: Any) -> Callable[[int], Any] | None:
    """What ``bot`` is handed, seat by seat, to decide in ``state``: ``None`` for a bot that reads no view,
    the part it names (:attr:`~game.engine.bots.Bot.view_fields`), or else the whole view. Made once per
    game and bot, then called at every decision (``look(seat)``)."""
    if not getattr(bot, "uses_view", True):
        return None
    fields = getattr(bot, "view_fields", None)
    return state.view if fields is None else state.part_viewer(tuple(fields))


def sight(state: Any, bot: Any, seat: int) -> Any:
    """What ``bot`` is handed to decide for ``seat`` in ``state`` now (see :func:`viewer_for`)."""
    look = viewer_for(state, bot)
    return None if look is None else look(seat)


__all__ = ["cut", "part_type", "sight", "view_fields_of", "viewer_for"]
