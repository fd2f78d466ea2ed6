"""The computer players' speed-ups change no decision: seeded games of easy, normal and hard bots
(2, 3 and 4 players, and a few house rules) are played move for move as before.

The digests below were recorded from the bots and rules as they were before the speed-ups
(commit 4364fad); any change to a decision, a random draw or the order of the legal actions
changes a digest. The games with a hard player were re-recorded when its look-ahead was made
cheaper on purpose (only the two best moves, when close; the next player's answer by kinds of
stack), after a strength match against the hard players before and on the day of issue 20.

To re-record after a deliberate change of decisions (never for a speed-up), first show with
``python -m tests.home_alone.strength`` that the changed player is not weaker, then print the
games whose digest changed and paste only those:

    python -c "from tests.home_alone.test_bot_speedups import GAMES, digest; [print(f'    {k!r}: {digest(*k)!r},') for k in GAMES if digest(*k) != GAMES[k]]"
"""

from __future__ import annotations

import hashlib

import pytest

from game.engine import VariantCatalog, make_bots
from game.home_alone.spec import SPEC

CATALOG = VariantCatalog(SPEC.schema, SPEC.variants_dir)

# (variant, levels, seed) -> digest of every action played, the end and the score
GAMES: dict[tuple[str, tuple[str, ...], int], str] = {
    ('standard', ('easy', 'easy'), 100): '94212bf781e015e4',
    ('standard', ('normal', 'normal'), 101): '5a1c67fd7ed3d92c',
    ('standard', ('hard', 'hard'), 102): 'ce0d853a89bdff1a',
    ('standard', ('easy', 'easy', 'easy'), 103): '31f5218d5c6a1c32',
    ('standard', ('normal', 'normal', 'normal'), 104): 'e581d9f5b4ecf1d2',
    ('standard', ('hard', 'hard', 'hard'), 105): 'b2a6677e6971b75f',
    ('standard', ('easy', 'easy', 'easy', 'easy'), 106): 'b9fe67039c5c7c11',
    ('standard', ('normal', 'normal', 'normal', 'normal'), 107): 'b8d1ed4b4aa516bc',
    ('standard', ('hard', 'hard', 'hard', 'hard'), 108): '6dcf6cf144812231',
    ('standard', ('easy', 'normal'), 109): '039e1980a4d3ab15',
    ('standard', ('hard', 'normal'), 110): '803add3050ae93f1',
    ('standard', ('easy', 'normal', 'hard'), 111): 'a768fb5a9ae9bfc8',
    ('standard', ('easy', 'hard', 'normal'), 112): '301f9210bfd27a42',
    ('standard', ('easy', 'normal', 'hard', 'easy'), 113): 'f0c197e415d7c2ea',
    ('standard', ('normal', 'easy', 'hard', 'normal'), 114): '43d5d727d78c23af',
    ('canadian', ('hard', 'normal', 'easy', 'hard'), 115): '82df611825c1da8b',
    ('peek', ('hard', 'normal', 'easy', 'hard'), 116): '042260cd84f03b92',
    ('classic', ('hard', 'normal', 'easy', 'hard'), 117): '6440e815241f3436',
    ('safe_treehouse', ('hard', 'normal', 'easy', 'hard'), 118): 'b1cc80e5a3117979',
    ('us', ('hard', 'normal', 'easy', 'hard'), 119): 'a328f075145b8a1b',
}


def digest(variant_name: str, levels: tuple[str, ...], seed: int) -> str:
    variant = CATALOG.get(variant_name)
    st = SPEC.new_game(variant, len(levels), seed)
    bots = make_bots(SPEC, levels, seed, variant)
    h = hashlib.sha256()
    while not st.is_over:
        d = st.pending
        action = bots[d.seat].choose(st.view(d.seat), d)
        h.update(f"{d.seat}:{action!r};".encode())
        st.apply(action)
    h.update(f"{st.end_reason}|{st.points}|{st.winners}|{st.turn}".encode())
    return h.hexdigest()[:16]


@pytest.mark.parametrize("key", list(GAMES), ids=lambda k: f"{k[0]}-{'-'.join(k[1])}-{k[2]}")
def test_the_same_seeds_play_the_same_games(key):
    assert digest(*key) == GAMES[key]
