"""play_out picks for uniformly random seats itself: the same games as asking each bot to choose."""

from __future__ import annotations

import copy

import pytest

from game.engine import IllegalActionError
from game.engine.bots import RandomBot
from game.engine.game import GameState
from game.engine.runner import play_out
from tests.engine.toy_game import SPEC, Play


def _stepped(seed: int, bots, state=None) -> list:
    """The moves of a game played one decision at a time through the gate (``state``, or a new game of ``seed``)."""
    state, moves = state if state is not None else SPEC.new_game(SPEC.standard(), 3, seed), []
    while state.pending is not None:
        d = state.pending
        action = d.actions[0] if len(d.actions) == 1 else bots[d.seat].choose(None, d)
        moves.append(action)
        state.apply(action)
    return moves


class _Recording:
    """Wraps a state's apply to keep every action played."""

    def __init__(self, state):
        self.moves, apply = [], state.apply

        def keep(action):
            self.moves.append(action)
            return apply(action)

        state.apply = keep


def test_random_seats_play_the_same_games_in_play_out_as_by_choose():
    for seed in range(5):
        state = SPEC.new_game(SPEC.standard(), 3, seed)
        rec = _Recording(state)
        count = play_out(state, [RandomBot(s, seed) for s in range(3)])
        assert rec.moves == _stepped(seed, [RandomBot(s, seed) for s in range(3)])
        assert count == len(rec.moves) and state.is_over


def test_a_bot_that_chooses_otherwise_is_asked_to_choose():
    calls = []

    class First(RandomBot):
        def choose(self, view, decision):
            calls.append(decision)
            return decision.actions[0]

    assert RandomBot(0, 1).uniform_draw() is not None and First(0, 1).uniform_draw() is None
    state = SPEC.new_game(SPEC.standard(), 3, 4)
    play_out(state, [First(s, 4) for s in range(3)])
    assert calls and state.is_over


def _final(state) -> dict:
    return {"state": state.to_json(), "winners": state.winners, "turn": state.turn}


def test_picks_from_the_list_skip_the_gate_and_play_the_same_games():
    """play_out hands a pick from the decision's own list straight to the game (its @rule method, or its
    ``_apply`` as here); the games are the ones the gate plays, move for move."""
    for seed in range(5):
        fast = SPEC.new_game(SPEC.standard(), 3, seed)
        count = play_out(fast, [RandomBot(s, seed) for s in range(3)])
        gated = SPEC.new_game(SPEC.standard(), 3, seed)
        assert count == len(_stepped(seed, [RandomBot(s, seed) for s in range(3)], gated))
        assert _final(fast) == _final(gated)


def test_a_bots_own_choice_still_passes_the_gate():
    class Cheat(RandomBot):
        """Plays a card nobody holds: only the gate can tell."""

        def choose(self, view, decision):
            return Play(999)

    state = SPEC.new_game(SPEC.standard(), 3, 2)
    with pytest.raises(IllegalActionError):
        play_out(state, [Cheat(s, 2) for s in range(3)])


def test_a_bots_listed_choice_skips_the_gate_and_an_equal_copy_passes_it(monkeypatch):
    """A bot that hands back the very object listed is played straight away (the gate's first look, made in the
    loop); one that hands back an equal copy goes through the gate, which accepts it: the same game."""
    gated = []
    real = GameState.apply

    def spy(self, action):
        gated.append(action)
        return real(self, action)

    monkeypatch.setattr(GameState, "apply", spy)

    class First(RandomBot):
        def choose(self, view, decision):
            return decision.actions[0]

    class FirstCopied(RandomBot):
        def choose(self, view, decision):
            return copy.copy(decision.actions[0])

    listed, copied = SPEC.new_game(SPEC.standard(), 3, 6), SPEC.new_game(SPEC.standard(), 3, 6)
    play_out(listed, [First(s, 6) for s in range(3)])
    assert gated == [] and listed.is_over
    play_out(copied, [FirstCopied(s, 6) for s in range(3)])
    assert gated and all(a is not None for a in gated)
    assert _final(copied) == _final(listed)


def test_on_turn_hears_of_every_move_that_moves_the_turn_on():
    """``on_turn`` is called after each move that changes ``state.turn`` (the last move too), with the state as
    that move left it: what the simulator's game-quality measures read, turn by turn."""
    for seed in range(4):
        heard = []
        state = SPEC.new_game(SPEC.standard(), 3, seed)
        play_out(state, [RandomBot(s, seed) for s in range(3)],
                 on_turn=lambda st: heard.append((st.turn, tuple(st.scores()))))
        stepped, expected = SPEC.new_game(SPEC.standard(), 3, seed), []
        bots, turn = [RandomBot(s, seed) for s in range(3)], stepped.turn
        while stepped.pending is not None:
            d = stepped.pending
            stepped.apply(d.actions[0] if len(d.actions) == 1 else bots[d.seat].choose(None, d))
            if stepped.turn != turn:
                turn = stepped.turn
                expected.append((turn, tuple(stepped.scores())))
        assert heard == expected and len(heard) > 3


def test_a_game_whose_legal_form_is_a_lookup_is_asked_that_instead_of_a_scan(monkeypatch):
    """A game that answers legal_form by a lookup (Home Alone: a bisect among the squares one may hide on) is
    asked that, as its gate would: a bot's choice it accepts is played straight away, the same game."""
    gated, asked = [], []
    real = GameState.apply

    def spy(self, action):
        gated.append(action)
        return real(self, action)

    monkeypatch.setattr(GameState, "apply", spy)
    base = type(SPEC.new_game(SPEC.standard(), 3, 1))

    class LookedUp(base):
        def legal_form(self, action):
            asked.append(action)
            return base.legal_form(self, action)

    assert not LookedUp._identity_first and base._identity_first

    class FirstCopied(RandomBot):
        def choose(self, view, decision):
            return copy.copy(decision.actions[0])

    plain, looked = SPEC.new_game(SPEC.standard(), 3, 6), SPEC.new_game(SPEC.standard(), 3, 6)
    looked.__class__ = LookedUp
    play_out(plain, [FirstCopied(s, 6) for s in range(3)])
    gated.clear()
    play_out(looked, [FirstCopied(s, 6) for s in range(3)])
    assert asked and gated == [] and _final(looked) == _final(plain)
