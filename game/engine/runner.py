"""Playing games with bots: the loop shared by the simulator, benchmarks and tests."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from game.engine.bots import Bot, RandomBot
from game.engine.game import GameSpec, GameState
from game.engine.rng import derive_seed
from game.engine.views import viewer_for


def make_bots(spec: GameSpec, levels: Sequence[str], seed: int, variant: Any) -> list[Bot]:
    bots: list[Bot] = []
    for seat, level in enumerate(levels):
        if level == "random":
            bots.append(RandomBot(seat, derive_seed(seed, "bots"), variant))
            continue
        factory = spec.bots.get(level)
        if factory is None:
            raise ValueError(f"{spec.title} has no computer player level {level!r}; "
                             f"choose from {', '.join(['random', *spec.bots])}")
        bots.append(factory(seat, derive_seed(seed, "bots"), variant))
    return bots


def play_out(state: GameState, bots: Sequence[Bot], max_actions: int = 1_000_000,
             on_turn: Callable[[GameState], Any] | None = None) -> int:
    """Let the bots play ``state`` to the end; return the number of actions applied.

    ``on_turn``, if given, is called with the state after each move that moves ``state.turn`` on (what the
    simulator's game-quality measures read: the scores turn by turn)."""
    apply = state.apply
    # An action this loop picks from the decision's own list (a forced move, a uniformly random seat's pick)
    # is legal by construction: the legality gate (GameState.apply) would let that very object through
    # unchecked. So it goes straight to the @rule method that plays it (or to ``_apply``, which plays what
    # is already known legal), two calls fewer a move. So does a bot's own choice once the gate's own check,
    # made here, finds it listed (the very object, or for a game whose legal_form is a lookup, the listed
    # action it means); any other choice passes the gate, which accepts another spelling of a listed move or
    # refuses it, and so does every move of a state whose ``apply`` is not the engine's (a subclass's, or one
    # wrapped to record).
    direct = getattr(apply, "__func__", None) is GameState.apply
    plays = state._plays if direct else {}
    settle = state._apply if direct else apply
    # A game whose legal_form is a lookup (no scan of the listed actions, which can be long: every square one
    # may hide a marker on) is asked that, as its gate would ask it; the others are scanned for the object.
    lookup = state.legal_form if direct and not state._identity_first else None
    # each seat's choose, and what of its view it reads, looked up once rather than at every move; a seat
    # that picks uniformly at random is picked for here, from its own generator, as its choose would
    choosers = [bot.choose for bot in bots]
    looks = [viewer_for(state, bot) for bot in bots]
    draws = [bot.uniform_draw() for bot in bots]
    turn = state.turn
    for count in range(max_actions):  # (counted by the loop itself: this runs at every move of every simulation)
        if on_turn is not None and state.turn != turn:
            turn = state.turn
            on_turn(state)
        decision = state.pending
        if decision is None:
            return count
        actions = decision.actions
        if len(actions) == 1:
            action = actions[0]
        else:
            seat = decision.seat
            draw = draws[seat]
            if draw is None:
                look = looks[seat]
                action = choosers[seat](look(seat) if look is not None else None, decision)
                if lookup is not None:  # (the gate's own check, made here: the listed action meant, or None)
                    legal = lookup(action)
                    if legal is None:
                        apply(action)  # (refused, saying why)
                        continue
                    action = legal
                else:
                    for offered in actions if direct else ():  # (the gate's own first look, made here)
                        if offered is action:
                            break
                    else:
                        apply(action)
                        continue
            else:
                action = actions[int(draw() * len(actions))]
        play = plays.get(type(action))
        if play is not None:
            play(state, action)
        else:
            settle(action)
    if on_turn is not None and state.turn != turn:
        on_turn(state)
    if state.pending is None:
        return max_actions
    raise RuntimeError(f"game did not end within {max_actions} actions (seed {state.seed})")
