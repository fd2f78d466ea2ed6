"""Actions and decisions: the only way anything happens in a game.

An action is a small frozen value (like python-chess's ``Move``); a decision is
"seat S must pick one of these actions now". Every game state has exactly one
pending decision until it is over, so the UI, bots, saves, replays and the
simulator all drive a game the same way.

Actions serialise to plain dicts (``{"type": "GiveCard", "to": 2}``) so that
records stay readable and hand-editable.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Mapping, Sequence

from game.engine.naming import does, verb_for


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every game action. Subclasses add fields and a ``describe``."""

    def describe(self, names: Sequence[str]) -> str:
        """A short readable label, e.g. ``"Give the card to Sam"``."""
        fields = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"{type(self).__name__}({fields})"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": type(self).__name__}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out


def action_from_dict(data: Mapping[str, Any], types: Mapping[str, type[Action]]) -> Action:
    """Rebuild an action from :meth:`Action.to_dict` output; ``ValueError`` if it is not one."""
    if not isinstance(data, Mapping) or "type" not in data:
        raise ValueError(f"an action must be an object with a 'type', got {data!r}")
    cls = types.get(data["type"])
    if cls is None:
        raise ValueError(f"unknown action type {data['type']!r}")
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            raise ValueError(f"action {data['type']} is missing '{f.name}'")
        value = data[f.name]
        if isinstance(value, list):
            value = tuple(tuple(v) if isinstance(v, list) else v for v in value)
        kwargs[f.name] = value
    extra = set(data) - {"type"} - set(kwargs)
    if extra:
        raise ValueError(f"action {data['type']} has unknown fields {sorted(extra)}")
    return cls(**kwargs)


def quicken(*classes: type) -> None:
    """Give frozen, slotted dataclasses an ``__init__`` that fills each slot through its descriptor.

    The ``__init__`` that ``dataclass`` writes for a frozen class sets every field with
    ``object.__setattr__`` by name (its way round ``frozen``). Games build an event or a
    decision for nearly every move, so in simulations and look-aheads that was a
    sixth of a game's time. The class stays the same frozen dataclass (fields, order,
    defaults, equality, ``replace``, ``__post_init__``); a class with keyword-only
    fields or default factories keeps the generated ``__init__``.
    """
    for cls in classes:
        fields = dataclasses.fields(cls)
        if any(f.kw_only or not f.init or f.default_factory is not dataclasses.MISSING for f in fields):
            continue
        scope: dict[str, Any] = {f"_set_{f.name}": getattr(cls, f.name).__set__ for f in fields}
        params = []
        for f in fields:
            if f.default is dataclasses.MISSING:
                params.append(f.name)
            else:
                scope[f"_default_{f.name}"] = f.default
                params.append(f"{f.name}=_default_{f.name}")
        body = "".join(f"\n    _set_{f.name}(self, {f.name})" for f in fields)
        if hasattr(cls, "__post_init__"):
            body += "\n    self.__post_init__()"
        namespace: dict[str, Any] = {}
        exec(f"def __init__(self, {', '.join(params)}):{body or chr(10) + '    pass'}", scope,  # noqa: S102
             namespace)  # the names are the class's own field names
        init = namespace["__init__"]
        init.__qualname__ = f"{cls.__qualname__}.__init__"
        init.__doc__ = cls.__init__.__doc__
        cls.__init__ = init


class Shared(dict):
    """Equal values as one shared object: ``Shared(CardDrawn)[seat, card, kind]`` is ``CardDrawn(seat, card, kind)``.

    Events are immutable values, and a game makes the same few hundred of them (a seat draws a card, a
    card lands in front of a seat) again and again: built anew each time, a frozen dataclass set field
    by field from Python was the largest part of a simulated move's work, where looking up the one
    made before is a dictionary read. Meant for values of a few small fields (seats, cards, kinds,
    turns); the table forgets everything if it ever grows past :attr:`LIMIT` all the same.
    """

    __slots__ = ("make",)
    LIMIT = 200_000

    def __init__(self, make: Callable[..., Any]):
        super().__init__()
        self.make = make

    def __missing__(self, key: tuple[Any, ...]) -> Any:
        if len(self) >= self.LIMIT:
            self.clear()
        value = self[key] = self.make(*key)
        return value


def grid(make: Callable[..., Any], *sizes: int) -> list[Any]:
    """Every ``make(i, j, ...)`` for indices below ``sizes``, made once, as nested lists: ``grid(TurnBegan, 4, 50)``
    gives ``table[seat][turn]``, the very ``TurnBegan(seat, turn)`` every time.

    :class:`Shared` for values keyed by a few small numbers (seats, card ids) that a game hands out at nearly
    every move: reading one is a list index per number, where a :class:`Shared` key is a tuple to build, hash
    and compare, which in a simulated Alarm! move cost more than the move's own bookkeeping. Every value is
    made up front, so keep it to tables of some thousands.
    """
    def fill(head: tuple[int, ...], rest: tuple[int, ...]) -> Any:
        if not rest:
            return make(*head)
        return [fill((*head, i), rest[1:]) for i in range(rest[0])]

    return fill((), sizes)


@dataclass(frozen=True, slots=True)
class Decision:
    """Seat ``seat`` must choose one of ``actions`` (never empty).

    ``kind`` names the decision for the UI and bots (``"give"``, ``"lawyer"``...).
    ``private`` is True when deciding shows that seat something the others must
    not see; the UI uses it to decide on hand-off screens.
    """

    seat: int
    kind: str
    actions: tuple[Action, ...]
    prompt: str = ""
    private: bool = False

    def __post_init__(self) -> None:
        if not self.actions:
            raise ValueError(f"decision {self.kind!r} for seat {self.seat} has no legal actions")

    @property
    def forced(self) -> bool:
        return len(self.actions) == 1


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the UI to animate and the log to tell.

    ``reveals`` marks events that uncover a hidden card or a random result; undo
    never crosses one.
    """

    reveals: ClassVar[bool] = False

    def describe(self, names: Sequence[str]) -> str:
        return type(self).__name__

    def redact(self, seat: int | None) -> "Event | None":
        """The event as ``seat`` may see it (``None`` = observer sees all).

        Return ``None`` to hide the event from that seat entirely.
        """
        return self


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    seat: int
    turn: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Turn {self.turn}: {does(names[self.seat], 'is')} up."


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    zone: str
    size: int
    reveals: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        return f"The {self.zone} is shuffled ({self.size} cards)."


@dataclass(frozen=True, slots=True)
class SeatEliminated(Event):
    seat: int
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{does(names[self.seat], 'is')} out: {self.reason}."


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        who = " and ".join(names[w] for w in self.winners) or "Nobody"
        verb = "win" if len(self.winners) > 1 else verb_for(who, "wins")
        return f"{who} {verb}! ({self.reason})"


COMMON_EVENTS: tuple[type[Event], ...] = (TurnBegan, Shuffled, SeatEliminated, GameOver)


quicken(Decision, *COMMON_EVENTS)
