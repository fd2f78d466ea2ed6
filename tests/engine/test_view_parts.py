"""A part of a seat's view (game.engine.views): just the fields a bot names, each as the whole view has it,
and nothing the view does not show.

Checked here on the toy game (whose view is a plain mapping and which gives no readers of its own, so
every part is cut from the whole view); every real game is checked by the conformance suite.
"""

from __future__ import annotations

import pytest

from game.engine import Bot, RandomBot
from game.engine.runner import play_out
from game.engine.views import cut, part_type, sight, viewer_for
from tests.engine.toy_game import SPEC as TOY_SPEC


def toy(seed: int = 3):
    return TOY_SPEC.new_game(TOY_SPEC.standard(), 3, seed)


class PileWatcher(Bot):
    """Reads only the pile of its view; remembers what it was handed."""

    level = "watcher"
    view_fields = ("pile",)

    def __init__(self, seat, seed=0, variant=None):
        super().__init__(seat, seed, variant)
        self.seen = []

    def choose(self, view, decision):
        self.seen.append(view)
        return decision.actions[0]


def test_a_part_holds_just_the_named_fields_as_the_whole_view_has_them():
    state = toy()
    for seat in range(state.num_players):
        view = state.view(seat)
        part = state.view_part(seat, ("pile", "hands"))
        assert part._fields == ("pile", "hands")
        assert part.pile == view["pile"] and part.hands == view["hands"]
        assert part == cut(view, ("pile", "hands"))


@pytest.mark.parametrize("field", ["zones", "rng", "deck_order", "__dict__", "_rules", "count"])
def test_a_part_cannot_name_what_the_view_does_not_show(field):
    state = toy()
    with pytest.raises(ValueError):
        state.view_part(0, ("pile", field))


def test_part_types_are_made_once_and_name_each_field_once():
    assert part_type(("a", "b")) is part_type(("a", "b"))
    for bad in ((), ("a", "a")):
        with pytest.raises(ValueError):
            part_type(bad)


def test_bots_are_handed_nothing_their_part_or_their_whole_view():
    state = toy()
    watcher, random_bot, whole = PileWatcher(0), RandomBot(1), PileWatcher(2)
    whole.view_fields = None
    assert viewer_for(state, random_bot) is None and sight(state, random_bot, 1) is None
    assert sight(state, watcher, 0) == state.view_part(0, ("pile",))
    assert sight(state, whole, 2) == state.view(2)


def test_play_out_hands_a_bot_just_its_part():
    bots = [PileWatcher(s) for s in range(3)]
    state = toy(5)
    play_out(state, bots)
    seen = [v for b in bots for v in b.seen]
    assert seen and all(v._fields == ("pile",) for v in seen)
    again = toy(5)  # the same game, each first action played by hand
    while again.pending is not None:
        again.apply(again.pending.actions[0])
    assert again.to_json() == state.to_json()
