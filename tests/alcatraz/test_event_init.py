"""The Alcatraz events keep the frozen-dataclass contract with their quicker ``__init__``.

:func:`game.alcatraz.events._quick_init` replaces the ``__init__`` that
``dataclass`` writes; every event must still take its fields by position and by
name, hold exactly them, refuse changes, and compare and copy as before.
"""

from __future__ import annotations

import dataclasses

import pytest

from game.alcatraz import events as E

OWN = [cls for cls in E.EVENT_TYPES.values() if cls.__module__ == E.__name__]


@pytest.mark.parametrize("cls", OWN, ids=lambda c: c.__name__)
def test_events_are_built_field_by_field_and_stay_frozen(cls):
    names = [f.name for f in dataclasses.fields(cls)]
    values = [(i + 1) * 7 for i in range(len(names))]
    by_position = cls(*values)
    by_name = cls(**dict(zip(names, values)))
    assert [getattr(by_position, n) for n in names] == values
    assert by_position == by_name and hash(by_position) == hash(by_name)
    assert repr(by_position) == repr(by_name)
    if names:
        assert dataclasses.replace(by_position, **{names[0]: -5}) == cls(-5, *values[1:])
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(by_position, names[0], 0)
        with pytest.raises(TypeError):
            cls(*values[:-1])
    with pytest.raises(TypeError):
        cls(*values, 99)
    with pytest.raises(AttributeError):
        by_position.__dict__  # noqa: B018 - slots only, as before


def test_the_quick_init_is_in_place():
    assert all(cls.__init__.__code__.co_filename == "<string>" and "_set_" in " ".join(cls.__init__.__code__.co_names)
               for cls in OWN)
