"""The computer players play exactly the same games after every speed-up.

Each digest below was recorded from the code before the bots and rules were
made faster (issue 20: normal bots at least 3x faster, not a single decision
changed). A game's digest covers every action played and every event it
caused, so any changed decision, or any change in what the engine reports,
fails the test.

The games with a hard player (60 to 62) were re-recorded when the hard player
stopped weighing a Lawyer's question about a harmless card (it takes it, as
the look-ahead always did on such cards; ``HardBot.harmless``), after a
strength match against the issue-day hard player: 48.5% (41.7-55.4) of 200
games (seeds 1-100), 52.5% (45.6-59.3) of 200 more (seeds 101-200), together
50.5% (45.6-55.4) of 400. They were re-recorded again when the hard player's look-ahead began to imagine
the other players choosing by the variant's card frequencies, as normal players do (remembered across the
game), judging only the end of the turn with the cards it counted, and to sample ten deals rather than twenty
(issue 20, hard player at least 10x faster), after a strength match against the issue-day hard player:
44.0% (37.3-50.9) of 200 games (seeds 1-100), 50.0% (43.1-56.9) of 200 more (seeds 101-200), 52.5%
(45.6-59.3) on seeds 201-300 and 47.5% (40.7-54.4) on seeds 301-400: together 48.5% (45.1-52.0) of 800.

To re-record after a deliberate change of decisions (never for a speed-up), first show with
``python -m tests.alarm.strength --games 200`` that the changed player is not weaker, then print
the games whose digest changed and paste only those:

    python -c "from tests.alarm.test_bot_speedups import games, digest, EXPECTED; [print(f'    {i}: {digest(*g)!r},') for i, g in enumerate(games()) if digest(*g) != EXPECTED[i]]"
"""

from __future__ import annotations

import hashlib

import pytest

from game.alarm.spec import SPEC
from game.engine import make_variant
from game.engine.rng import derive_seed
from game.engine.runner import make_bots


def digest(levels: tuple[str, ...], seed: int, variant_name: str = "standard") -> str:
    """Play one seeded game with these bots, as the simulator does, and hash what happened."""
    variant = SPEC.standard() if variant_name == "standard" else make_variant(
        SPEC.schema, variant_name, {"informant": True})
    state = SPEC.new_game(variant, len(levels), seed)
    bots = make_bots(SPEC, list(levels), seed, variant)
    h = hashlib.sha256()
    moves = 0
    while state.pending is not None:
        decision = state.pending
        actions = decision.actions
        if len(actions) == 1:
            action = actions[0]
        else:
            bot = bots[decision.seat]
            action = bot.choose(state.view(decision.seat) if bot.uses_view else None, decision)
        events = state.apply(action)
        h.update(repr(action).encode())
        for event in events:
            h.update(repr(event).encode())
        moves += 1
        assert moves < 10_000
    h.update(repr((state.winners, state.end_reason, state.turn)).encode())
    return h.hexdigest()[:16]


def games() -> list[tuple[tuple[str, ...], int, str]]:
    out = [(("normal",) * 4, derive_seed(20, i), "standard") for i in range(30)]
    out += [(("normal",) * n, derive_seed(21, n * 10 + i), "standard") for n in (3, 5, 6) for i in range(4)]
    out += [(("normal",) * n, derive_seed(22, n * 10 + i), "informant") for n in (4, 5) for i in range(3)]
    out += [(("easy",) * 4, derive_seed(23, i), "standard") for i in range(8)]
    out += [(("easy", "normal", "easy", "normal", "easy"), derive_seed(24, i), "informant") for i in range(3)]
    out += [(("hard", "normal", "easy", "normal"), derive_seed(25, i), "standard") for i in range(2)]
    out += [(("hard",) * 4, derive_seed(26, 0), "standard"),
            (("hard", "normal", "hard"), derive_seed(26, 1), "informant")]
    return out


EXPECTED: dict[int, str] = {
    0: '6c354795acaeed51', 1: '3c78ccb4fe5b1b76', 2: 'b0aa6b66364f5fad', 3: 'c8c7fda7e7f7df12',
    4: '4a5e51d84d73dd98', 5: 'df63041bc52e20e8', 6: '1c566c1379511e95', 7: '66ec1987d6f06802',
    8: 'd5df3f16e2c008fc', 9: '68b8dddccaaaf491', 10: 'c9aec03550d05150', 11: '71397303e58370dd',
    12: 'fbfe468940adb52e', 13: 'b1563c46893911b1', 14: '96311b028bdc762d', 15: 'd06c1c4af80e6018',
    16: 'eddef49f930dcc45', 17: '15926a2b8ecbd7d5', 18: 'a6b57a808cf23397', 19: 'b4b9b0fabd4204e9',
    20: 'd3b666d5c12d5732', 21: '0e22d331e63a4e82', 22: '2a188dcb3be94709', 23: '35c02c388d91f871',
    24: '56808c866b4d215c', 25: '7b1085fc4a7e22a6', 26: '1c97b925b4d55b02', 27: '924e93eba994ead8',
    28: '91919a9129fcd9da', 29: '9a6f2fa1185e18c3', 30: 'a399fc5c988e1a60', 31: 'a916107bf050b8fa',
    32: '3fcd5b8ee49d5d16', 33: 'ab9ca9af474a2ad5', 34: '5f8d7b47d5919619', 35: '3424c1882637f08c',
    36: '6b4b832c987f38f8', 37: 'fdd1854e3f845191', 38: 'f215f05a3b824144', 39: '2000e63879f2a95a',
    40: 'ab8e3e05dfe4be48', 41: '4f32a69ba3dcca65', 42: 'ba1541aacc2ec339', 43: 'b473e2f41b8f9e41',
    44: 'e5b04cd85c2bdf06', 45: '20a0a4fc9019ba89', 46: '23060e52e9535521', 47: '02006c1e0ae9f137',
    48: '1a0612ff811f145c', 49: '00b6dbeca905ee6e', 50: 'd5d80e4a9d49e582', 51: 'fe885f63cb7f63ca',
    52: '5de909ba78c67d7d', 53: 'b85d2adf8d129581', 54: 'c9a3936e8aa4c187', 55: '9829ff2d089afb63',
    56: '018373d083b028a3', 57: '779afd4ddae771e6', 58: '8e9858414fd4c665', 59: 'ec97b40894d7db25',
    60: 'd833024dea2dfaf6', 61: '888aef78f0d8035a', 62: '567bf31a31e56497',
}
"""Digest of each game of :func:`games`, by its index, recorded before the speed-ups (hard games: see above)."""


@pytest.mark.parametrize("index", range(len(games())))
def test_same_games_as_before(index: int) -> None:
    levels, seed, variant_name = games()[index]
    assert digest(levels, seed, variant_name) == EXPECTED[index]
