"""The hard player's hints: the move it would make, a plain reason, and nothing the player may not know."""

from __future__ import annotations

import pytest

from game.alarm.actions import GiveCard, TakeCard
from game.alarm.bots import HardBot
from game.alarm.spec import SPEC
from game.engine import Advice
from tests.alarm.helpers import game

NAMES = ["You", "Bonnie", "Raffles", "Clyde", "Lupin"]


def _advice(st, seed=5):
    d = st.pending
    bot = HardBot(d.seat, seed, st.variant)
    bot.names = NAMES[:st.num_players]
    return bot.advise(st.view(d.seat), d)


def _twin(st, **overview):
    """The same table as the deciding seat sees it, with what it cannot see changed: the deck's order,
    and (Informant rule) who holds the secret overview cards it has not seen used."""
    twin = SPEC.load_state(st.to_json(), st.variant)
    twin.zones["deck"].reverse()
    for seat, card in overview.items():
        twin.overview[int(seat[1:])] = card
    twin.validate()
    assert twin.view(st.pending.seat) == st.view(st.pending.seat)
    assert twin.to_json() != st.to_json()
    return twin


def _positions():
    """One position per kind of decision Alarm! has, each with a twin that looks the same to the decider."""
    give = game(5, top=["guard_dog", "loot", "police"], fronts={2: ["guard_dog", "guard_dog"], 3: ["police"]},
                informant=True, overview={3: "informant"})
    yield "give", give, _twin(give, s3="lawyer", s4="informant")
    lawyer = game(top=["police", "loot", "padlock"], fronts={0: ["police", "loot"]}, active=1)
    lawyer.apply(GiveCard(0))
    yield "lawyer", lawyer, _twin(lawyer)
    informant = game(top=["police", "loot", "padlock"], fronts={0: ["police"], 2: ["police"]}, active=1,
                     informant=True, overview={0: "informant"})
    informant.apply(GiveCard(0))
    yield "informant", informant, _twin(informant)
    clover = game(3, top=["clover", "loot"], fronts={0: ["police", "guard_dog", "guard_dog", "padlock"]},
                  lawyers_per_player=0)
    clover.apply(GiveCard(0))
    yield "clover", clover, _twin(clover)
    steal = game(4, top=["dropped_loot", "loot"], fronts={1: ["loot", "loot"], 2: ["loot"], 3: ["loot", "padlock"]},
                 lawyers_per_player=0)
    steal.apply(GiveCard(0))
    yield "steal", steal, _twin(steal)
    panic = game(4, top=["panic", "loot"], fronts={0: ["guard_dog", "loot"], 1: ["guard_dog", "guard_dog"],
                                                   3: ["police"]}, lawyers_per_player=0)
    panic.apply(GiveCard(0))
    yield "panic", panic, _twin(panic)
    chain = game(3, top=["panic", "loot"], fronts={0: ["loot"], 1: ["padlock", "door_chain"], 2: ["guard_dog"]},
                 lawyers_per_player=0, panic_choose_direction=False)
    chain.apply(GiveCard(0))
    chain.apply(chain.pending.actions[0])
    yield "panic_pass", chain, _twin(chain)


@pytest.mark.parametrize("kind, st, twin", list(_positions()), ids=lambda x: x if isinstance(x, str) else "")
def test_advice_depends_on_the_view_only(kind, st, twin):
    assert st.pending.kind == kind.replace("informant", "lawyer") and len(st.pending.actions) > 1
    advice = _advice(st)
    assert isinstance(advice, Advice) and advice.action in st.pending.actions
    assert advice == _advice(twin)
    assert advice.reason and advice.reason[0].isupper() and advice.reason[-1] in ".!" and len(advice.reason) < 120


def test_advice_is_the_move_the_hard_player_makes():
    for _, st, _ in _positions():
        d = st.pending
        assert _advice(st).action == HardBot(d.seat, 5, st.variant).choose(st.view(d.seat), d)


def test_the_reason_says_what_the_move_does():
    st = game(top=["guard_dog", "loot", "loot"], fronts={2: ["guard_dog", "guard_dog"]}, lawyers_per_player=0)
    assert _advice(st) == Advice(GiveCard(2), "Give the Guard Dog to Raffles: with three Guard Dogs, Raffles is caught!")
    st = game(top=["police", "loot", "loot"], fronts={0: ["police"]}, active=1)
    st.apply(GiveCard(0))
    assert _advice(st).reason == "Call your Lawyer: taking the Police would get you caught."
    st = game(top=["bone", "loot", "loot"], fronts={0: ["guard_dog"]}, active=1)
    st.apply(GiveCard(0))
    assert _advice(st) == Advice(TakeCard(), "Take the Bone: it chases away your Guard Dog.")
