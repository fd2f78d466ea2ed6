"""The one legality gate's fast path: the decision's own action objects pass without comparing values."""

from __future__ import annotations

import dataclasses

import pytest

from game.engine import IllegalActionError
from game.engine.rng import Rng
from tests.engine.toy_game import SPEC, Play, ToyState


def _state(seed=3):
    return SPEC.new_game(SPEC.standard(), 3, seed)


def test_the_offered_object_and_an_equal_copy_are_both_legal():
    a, b = _state(), _state()
    offered = a.pending.actions[-1]
    copy = dataclasses.replace(offered)
    assert copy == offered and copy is not offered
    assert a.apply(offered) == b.apply(copy)
    assert a.to_json() == b.to_json()


def test_a_game_that_refines_legal_form_keeps_its_own_check():
    calls = []

    class Spelled(ToyState):
        def legal_form(self, action):
            calls.append(action)
            if isinstance(action, Play) and action.card >= 100:  # another spelling of the same card
                action = Play(action.card - 100)
            return super().legal_form(action)

    assert ToyState._listed_only and not Spelled._listed_only
    st = _state()
    st.__class__ = Spelled
    play = next(x for x in st.pending.actions if isinstance(x, Play))
    st.apply(Play(play.card + 100))
    assert calls == [Play(play.card + 100)]
    with pytest.raises(IllegalActionError):
        st.apply(Play(999))


def test_an_unlisted_action_is_still_refused():
    st = _state()
    before = st.to_json()
    unlisted = next(Play(c) for c in range(12) if Play(c) not in st.pending.actions)
    with pytest.raises(IllegalActionError, match="not allowed"):
        st.apply(unlisted)
    assert st.to_json() == before


def test_a_numbered_generator_starts_where_random_random_does():
    import random

    for seed in (0, 1, 5, 2**62 + 7, -3):
        assert Rng(seed).getstate() == random.Random(seed).getstate()
    assert Rng(None).random() != Rng(None).random()  # no number: seeded from the system, as random.Random does


def test_listed_objects_first_skips_legal_form_only_for_the_listed_object():
    calls = []

    class Spelled(ToyState):
        listed_objects_first = True

        def legal_form(self, action):
            calls.append(action)
            if isinstance(action, Play) and action.card >= 100:
                action = Play(action.card - 100)
            return super().legal_form(action)

    assert not Spelled._listed_only and Spelled._identity_first
    st = _state()
    st.__class__ = Spelled
    st.apply(next(x for x in st.pending.actions if isinstance(x, Play)))
    assert calls == []  # the decision's own object: no need to ask
    play = next(x for x in st.pending.actions if isinstance(x, Play))
    st.apply(Play(play.card + 100))  # another spelling still reaches the game's own check
    assert calls == [Play(play.card + 100)]


def test_a_bot_starts_its_generator_when_first_asked_on_the_same_stream():
    from game.engine.bots import RandomBot
    from game.engine.rng import derive_seed

    bot = RandomBot(2, 77)
    assert "rng" not in vars(bot)
    assert bot.rng.random() == Rng(derive_seed(77, 2, "random")).random()
    assert bot.rng is bot.rng
    bot.rng = Rng(5)  # a saved game hands a bot its generator back
    assert bot.rng.random() == Rng(5).random()
