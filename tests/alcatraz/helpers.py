"""Chosen positions and stacked decks for the Escape from Alcatraz rule tests.

The game's own position builders (:mod:`game.alcatraz.positions`) do the work;
``position`` here keeps the rule tests' short spelling of them.
"""

from __future__ import annotations

from typing import Iterator, Sequence

from game.alcatraz import positions
from game.alcatraz.positions import FOG, GUNS, HEADS, KEYS, RAFT, SPOON, SWIM, Cards  # noqa: F401 - re-exported
from game.alcatraz.rules import AlcatrazState
from game.alcatraz.spec import SPEC
from game.engine import Action, Variant
from game.engine.runner import make_bots


def variant(**params) -> Variant:
    return SPEC.standard() if not params else SPEC.standard().with_params(SPEC.schema, "test", **params)


def position(n: int = 3, *, hands: Sequence[Sequence[int]], play: Sequence[Sequence[int]] | None = None,
             yard: Sequence[int] = (), solitary: Sequence[int] = (), cell_block: Sequence[int] = (),
             cell_block_exact: bool = False, foiled: Sequence[Sequence[int]] | None = None,
             action_deck: Sequence[int] = (), current: int = 0, phase: str = "play", played: bool = False,
             guard_help_on: int = -1, change_on: int = -1, totals: Sequence[int] | None = None,
             rules: Variant | None = None, round: int = 1) -> AlcatrazState:
    """A state with exactly these cards where they are said to be (see :func:`positions.position`);
    ``cell_block_exact``: the Cell Block holds only ``cell_block``, the other cards lie under Solitary."""
    return positions.position(n, hands=hands, play=play or (), foiled=foiled or (), yard=yard, solitary=solitary,
                              cell_block=cell_block, rest_to="solitary" if cell_block_exact else "cell_block",
                              action_deck=action_deck, current=current, phase=phase, played=played,
                              guard_help_on=guard_help_on, change_on=change_on,
                              totals=totals if totals is not None else [0] * n, round=round,
                              variant=rules or variant())


def kinds(actions: Sequence[Action], cls: type) -> list[Action]:
    return [a for a in actions if isinstance(a, cls)]


def of_type(events, cls):
    return [e for e in events if isinstance(e, cls)]


def stacked_deck(n: int, reveal: Sequence[int], hands: Sequence[Sequence[int]], then: Sequence[int] = (),
                 actions: Sequence[int] = (), hand_size: int = 10) -> list[int]:
    """A deck (top first) that reveals ``reveal``, deals ``hands`` and then lies as ``then``, the rest below."""
    return positions.stacked_deck(n, reveal=reveal, hands=hands, then=then, actions=actions, hand_size=hand_size)


def shuffle_hidden(state: AlcatrazState, seat: int, rng) -> AlcatrazState:
    """The same position as ``seat`` sees it, with everything it cannot see dealt differently (the
    conformance suite's twin maker, :func:`tests.alcatraz.twins.scramble_hidden`)."""
    from tests.alcatraz.twins import scramble_hidden

    return scramble_hidden(state, seat, rng)


def bot_game(levels: Sequence[str], seed: int) -> Iterator[tuple[int, AlcatrazState]]:
    """A standard game played by bots of ``levels``, as (moves made, state) before each move: for the
    tests that look at every position of a real game (views, the parts of them bots are handed)."""
    v = SPEC.standard()
    state = SPEC.new_game(v, len(levels), seed)
    bots = make_bots(SPEC, list(levels), seed, v)
    moves = 0
    while state.pending is not None:
        yield moves, state
        d = state.pending
        state.apply(d.actions[0] if len(d.actions) == 1 else bots[d.seat].choose(state.view(d.seat), d))
        moves += 1
