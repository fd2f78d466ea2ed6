"""The computer players: legal, deterministic, deciding from their view only, and ranked easy < normal < hard."""

from __future__ import annotations

import time

import pytest

from game.alarm.bots import HardBot, NormalBot, counted_frequencies
from game.alarm.spec import SPEC
from game.engine import Rng, VariantCatalog, derive_seed
from tests.alarm.helpers import game
from tests.alarm.old_hard_bot import sample_state
from tests.alarm.strength import match

CATALOG = VariantCatalog(SPEC.schema, SPEC.variants_dir)


def play(levels, seed, variant="standard"):
    v = CATALOG.get(variant)
    st = SPEC.new_game(v, len(levels), seed)
    bots = [SPEC.bots[level](s, derive_seed(seed, "bots", s), v) for s, level in enumerate(levels)]
    worst = 0.0
    while not st.is_over:
        d = st.pending
        t = time.process_time()  # CPU time: a busy machine does not make the bot slower
        action = bots[d.seat].choose(st.view(d.seat), d)
        worst = max(worst, time.process_time() - t)
        assert action in d.actions
        st.apply(action)
    return st, worst


@pytest.mark.parametrize("variant", ["standard", "informant"])
def test_every_level_plays_legal_games_in_every_player_count(variant):
    for n in range(3, 7):
        levels = (["easy", "normal", "hard"] * 2)[:n]
        st, worst = play(levels, seed=n, variant=variant)
        assert st.winners is not None
        st.validate()


def test_bots_are_deterministic_given_their_seed():
    a, _ = play(["easy", "normal", "hard", "normal"], seed=11)
    b, _ = play(["easy", "normal", "hard", "normal"], seed=11)
    assert a.to_json() == b.to_json()


def test_hard_bot_decides_from_its_view_only():
    """Two tables that look the same to seat 1 (different deck order) get the same choice."""
    st = game(top=["police", "loot", "guard_dog"], fronts={1: ["police"], 2: ["guard_dog", "guard_dog"]})
    twin = SPEC.load_state(st.to_json(), st.variant)
    twin.zones["deck"].reverse()
    assert twin.view(0) == st.view(0)
    choices = []
    for table in (st, twin):
        bot = HardBot(0, 5, st.variant)
        choices.append(bot.choose(table.view(0), table.pending))
    assert choices[0] == choices[1]


def test_sampled_states_agree_with_the_view():
    st = game(n=5, top=["loot"], fronts={1: ["police"], 3: ["loot", "bone"]}, informant=True)
    view = st.view(2)
    for seed in range(10):
        sample = sample_state(view, st.variant, Rng(seed))
        sample.validate()
        assert sample.view(2) == view
        assert sample.pending.actions == st.pending.actions
        assert sample.overview[2] == st.overview[2]
        assert sample.overview.count("informant") <= 1


def test_normal_bot_hands_a_catching_card_to_the_player_it_catches():
    st = game(top=["police"], fronts={2: ["police"]}, lawyers_per_player=0)
    action = NormalBot(0, 1, st.variant).choose(st.view(0), st.pending)
    assert action.to == 2


def test_normal_bot_calls_its_lawyer_on_a_card_that_would_catch_it():
    from game.alarm.actions import GiveCard, TakeCard, UseLawyer
    st = game(top=["police", "loot"], fronts={1: ["police"]})
    st.apply(GiveCard(1))
    assert NormalBot(1, 1, st.variant).choose(st.view(1), st.pending) == UseLawyer()
    st = game(top=["loot"], fronts={1: ["police"]})
    st.apply(GiveCard(1))
    assert NormalBot(1, 1, st.variant).choose(st.view(1), st.pending) == TakeCard()


def test_hard_bot_takes_a_harmless_card_without_weighing_it_and_weighs_a_dangerous_one(monkeypatch):
    from game.alarm.actions import GiveCard, TakeCard, UseLawyer
    weighed = []
    monkeypatch.setattr(HardBot, "weigh", lambda self, view, d: weighed.append(d) or [0.0, 1.0])
    st = game(top=["bone", "loot"], fronts={1: ["guard_dog"]})  # the Bone counters its Guard Dog
    st.apply(GiveCard(1))
    assert HardBot(1, 1, st.variant).choose(st.view(1), st.pending) == TakeCard() and not weighed
    st = game(top=["police", "loot"], fronts={1: ["police"]})  # a second Police catches it
    st.apply(GiveCard(1))
    assert HardBot(1, 1, st.variant).choose(st.view(1), st.pending) == UseLawyer() and len(weighed) == 1


def test_card_counting_sees_the_deck_contents():
    st = game(top=["loot"], fronts={1: ["police"]})
    freq = counted_frequencies(st.view(0))
    assert abs(sum(freq) - 1.0) < 0.01 and freq[0] < 10 / 103


def test_hard_bot_decides_within_a_second():
    _, worst = play(["hard", "normal", "hard", "normal", "hard"], seed=3)
    assert worst < 1.0


def _share(a, b, games, n=4):
    """Share of the wins taken by level ``a``, half the seats each, positions rotated."""
    wins = 0
    for seed in range(games):
        levels = [a if (i + seed) % 2 == 0 else b for i in range(n)]
        st, _ = play(levels, seed=1000 + seed)
        wins += levels[st.winners[0]] == a
    return wins / games


def test_normal_beats_easy():
    assert _share("normal", "easy", 200) > 0.6


def test_hard_beats_normal():
    assert _share("hard", "normal", 60) > 0.5


def test_new_hard_player_holds_its_own_against_the_old_one():
    """A few seeded games of the strength match (tests/alarm/strength.py plays hundreds): the same deals
    with the seats swapped; the rewritten look-ahead must not lose its share."""
    won, played = match(range(1, 5))
    assert played == 8 and won >= 4


def test_a_view_built_fast_is_the_ordinary_value():
    import dataclasses

    from game.alarm.view import AlarmView

    st = game(n=5, top=["loot"], fronts={1: ["police"], 3: ["loot", "bone"]}, informant=True,
              overview={4: "informant"})
    for seat in (None, 0, 4, -1):
        fast = st.view(seat)
        slow = AlarmView(**{f.name: getattr(fast, f.name) for f in dataclasses.fields(AlarmView)})
        assert type(fast) is AlarmView and fast == slow and hash(fast) == hash(slow) and repr(fast) == repr(slow)
        with pytest.raises((dataclasses.FrozenInstanceError, TypeError, AttributeError)):
            fast.turn = 3
