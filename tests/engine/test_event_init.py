"""Events and decisions keep the frozen-dataclass contract with their quicker ``__init__``.

:func:`game.engine.actions.quicken` replaces the ``__init__`` that ``dataclass``
writes, for the engine's decision and shared events and every game's events.
Each must still take its fields by position and by name (defaults included),
hold exactly them, refuse changes, run its ``__post_init__`` checks, and compare
and copy as before.
"""

from __future__ import annotations

import dataclasses

import pytest

from game.alarm import events as alarm_events
from game.alcatraz import events as alcatraz_events
from game.engine.actions import COMMON_EVENTS, Decision, quicken
from game.home_alone import events as home_alone_events

EVENTS = sorted({cls for module in (alarm_events, alcatraz_events, home_alone_events)
                 for cls in module.EVENT_TYPES.values()} | set(COMMON_EVENTS), key=lambda c: c.__qualname__)


def _quick(cls: type) -> bool:
    return not dataclasses.fields(cls) or "_set_" in " ".join(cls.__init__.__code__.co_names)


@pytest.mark.parametrize("cls", EVENTS, ids=lambda c: c.__name__)
def test_events_are_built_field_by_field_and_stay_frozen(cls):
    assert _quick(cls), f"{cls.__name__} kept the slow dataclass __init__"
    names = [f.name for f in dataclasses.fields(cls)]
    values = [(i + 1) * 7 for i in range(len(names))]
    by_position = cls(*values)
    by_name = cls(**dict(zip(names, values)))
    assert [getattr(by_position, n) for n in names] == values
    assert by_position == by_name and hash(by_position) == hash(by_name)
    assert repr(by_position) == repr(by_name)
    if names:
        assert dataclasses.replace(by_position, **{names[0]: -5}) == cls(-5, *values[1:])
        with pytest.raises((dataclasses.FrozenInstanceError, TypeError)):
            setattr(by_position, names[0], 0)
        required = sum(f.default is dataclasses.MISSING for f in dataclasses.fields(cls))
        with pytest.raises(TypeError):
            cls(*values[:required - 1])
    with pytest.raises(TypeError):
        cls(*values, 99)
    with pytest.raises(AttributeError):
        by_position.__dict__  # noqa: B018 - slots only, as before


def test_a_decision_keeps_its_defaults_and_its_check():
    assert _quick(Decision)
    d = Decision(2, "give", ("a", "b"))
    assert (d.prompt, d.private) == ("", False)
    assert Decision(2, "give", ("a",), private=True).private
    assert d == Decision(seat=2, kind="give", actions=("a", "b"), prompt="", private=False)
    with pytest.raises(ValueError, match="no legal actions"):
        Decision(0, "give", ())


def test_classes_it_cannot_speed_up_keep_their_own_init():
    @dataclasses.dataclass(frozen=True, slots=True)
    class WithFactory:
        items: list = dataclasses.field(default_factory=list)

    before = WithFactory.__init__
    quicken(WithFactory)
    assert WithFactory.__init__ is before and WithFactory().items == []


def test_shared_events_are_the_same_values_made_once():
    from game.alarm.events import CardDrawn
    from game.engine.actions import Shared

    table = Shared(CardDrawn)
    first = table[2, 40, "loot"]
    assert first == CardDrawn(2, 40, "loot") and repr(first) == repr(CardDrawn(2, 40, "loot"))
    assert table[2, 40, "loot"] is first and table[2, 41, "loot"] == CardDrawn(2, 41, "loot")
    assert len(table) == 2


def test_a_shared_table_forgets_rather_than_grows_past_its_limit():
    from game.engine.actions import Shared, TurnBegan

    class Small(Shared):
        __slots__ = ()
        LIMIT = 3

    table = Small(TurnBegan)
    for turn in range(1, 8):
        assert table[0, turn] == TurnBegan(0, turn)
        assert len(table) <= 3
    assert table[0, 7] is table[0, 7]
