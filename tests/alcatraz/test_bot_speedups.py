"""The computer players' speed-ups change no decision: seeded games are played move for move as before.

Each game is played through the engine's public API (``new_game``, ``make_bots``,
``view``, ``apply``), and a digest of every action played (and the final totals)
is compared with the digest recorded from the code before the speed-ups. A
faster path that picks another move, lists the actions in another order, or
deals differently changes the digest.

The games with a hard player were re-recorded each time its look-ahead was
changed on purpose (the draw searched, a challenger dropped only by its upper
bound, every play-out stopped at the same turn; later: a challenger may drop
after two deals, and a few kinds of challenger are not raced), after a strength
match against the issue-day hard player (``tests/alcatraz/old_hard.py``). To
re-record after a deliberate change of decisions (never for a speed-up), first
show with ``python -m tests.alcatraz.strength`` that the changed player is not
weaker, then print the hard games and paste them into ``HARD_GAMES``:

    python -c "from tests.alcatraz.test_bot_speedups import HARD_GAMES, play_digest; [print(f'    ({l!r}, {s}, {play_digest(l, s)[0]!r}, {play_digest(l, s)[1]}),') for l, s, *_ in HARD_GAMES]"
"""

from __future__ import annotations

import hashlib

import pytest

from game.alcatraz.spec import SPEC
from game.engine.runner import make_bots
from game.engine.views import viewer_for

#: (levels by seat, seed, digest of the moves, number of moves), recorded before the speed-ups
GAMES = [
    (('easy', 'easy'), 1000, '2b373966329beeba', 227),
    (('normal', 'normal', 'normal'), 1001, '53821e88c9515ca1', 204),
    (('easy', 'normal', 'random', 'normal'), 1002, 'a8d7dad9e82ce81b', 258),
    (('easy', 'normal'), 1003, '104e96eadc974f7b', 237),
    (('easy', 'easy', 'easy'), 1004, '50df51111ebad0d1', 160),
    (('normal', 'normal', 'normal', 'normal'), 1005, '371f1a01044e708c', 291),
    (('easy', 'normal'), 1006, '1c15bfede9849adb', 137),
    (('easy', 'normal', 'random'), 1007, '97ccddb25c4445f6', 223),
    (('easy', 'easy', 'easy', 'easy'), 1008, '0478241b1a03a97f', 360),
    (('normal', 'normal'), 1009, 'cd0ba5a63768e65d', 167),
    (('easy', 'normal', 'random'), 1010, '1fc81d0e5a46939c', 269),
    (('easy', 'normal', 'random', 'normal'), 1011, 'f32d736f496ecd96', 265),
    (('easy', 'easy'), 1012, '02ba758a998aef29', 165),
    (('normal', 'normal', 'normal'), 1013, 'db668f944d434fe1', 209),
    (('easy', 'normal', 'random', 'normal'), 1014, '830c0ca3d84a9943', 314),
    (('easy', 'normal'), 1015, 'c0e7088db73015b3', 194),
    (('easy', 'easy', 'easy'), 1016, '98aec8937b43be79', 284),
    (('normal', 'normal', 'normal', 'normal'), 1017, '5729fbc757facef0', 252),
    (('easy', 'normal'), 1018, '9afd3926bba991c6', 196),
    (('easy', 'normal', 'random'), 1019, 'f8781f2fd1a80194', 105),
]
HARD_GAMES = [
    (('hard', 'normal'), 7, 'aa74736357c32a2f', 168),
    (('hard', 'easy', 'normal'), 8, '22702ce69bba62ba', 257),
]


def play_digest(levels: tuple[str, ...], seed: int, parts: bool = False) -> tuple[str, int]:
    """``parts``: each bot is handed what a simulation hands it (just the fields of its view it names, if it
    names them: :func:`~game.engine.views.viewer_for`), not its whole view."""
    variant = SPEC.standard()
    state = SPEC.new_game(variant, len(levels), seed)
    bots = make_bots(SPEC, list(levels), seed, variant)
    looks = [viewer_for(state, bot) if parts else state.view for bot in bots]
    h = hashlib.sha256()
    moves = 0
    while state.pending is not None:
        d = state.pending
        look = looks[d.seat]
        action = d.actions[0] if len(d.actions) == 1 else bots[d.seat].choose(look and look(d.seat), d)
        h.update(repr(action).encode())
        h.update(b";")
        state.apply(action)
        moves += 1
    h.update(repr((state.winners, state.totals)).encode())
    return h.hexdigest()[:16], moves


@pytest.mark.parametrize("levels, seed, digest, moves", GAMES)
def test_easy_and_normal_play_the_same_games(levels, seed, digest, moves):
    assert play_digest(levels, seed) == (digest, moves)


@pytest.mark.parametrize("levels, seed, digest, moves", GAMES[:8])
def test_easy_and_normal_handed_just_their_part_of_the_view_play_the_same_games(levels, seed, digest, moves):
    assert play_digest(levels, seed, parts=True) == (digest, moves)


@pytest.mark.parametrize("levels, seed, digest, moves", HARD_GAMES)
def test_hard_plays_the_same_games(levels, seed, digest, moves):
    assert play_digest(levels, seed) == (digest, moves)
