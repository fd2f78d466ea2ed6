"""The computer players' speed-ups change no decision: seeded games of easy, normal and hard bots
(2, 3 and 4 players, and a few house rules) are played move for move as before.

The digests below were recorded from the bots and rules as they were before the speed-ups
(commit 4364fad); any change to a decision, a random draw or the order of the legal actions
changes a digest."""

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
    ('standard', ('hard', 'hard'), 102): 'a4564e5799fbb0ae',
    ('standard', ('easy', 'easy', 'easy'), 103): '31f5218d5c6a1c32',
    ('standard', ('normal', 'normal', 'normal'), 104): 'e581d9f5b4ecf1d2',
    ('standard', ('hard', 'hard', 'hard'), 105): '5b63da44e0537ab0',
    ('standard', ('easy', 'easy', 'easy', 'easy'), 106): 'b9fe67039c5c7c11',
    ('standard', ('normal', 'normal', 'normal', 'normal'), 107): 'b8d1ed4b4aa516bc',
    ('standard', ('hard', 'hard', 'hard', 'hard'), 108): '8f3959afab21a4d7',
    ('standard', ('easy', 'normal'), 109): '039e1980a4d3ab15',
    ('standard', ('hard', 'normal'), 110): '3bc6f8045d54828c',
    ('standard', ('easy', 'normal', 'hard'), 111): 'f510f82e1639d278',
    ('standard', ('easy', 'hard', 'normal'), 112): 'b2761d8e9eaa4857',
    ('standard', ('easy', 'normal', 'hard', 'easy'), 113): '77c09acd79c4141a',
    ('standard', ('normal', 'easy', 'hard', 'normal'), 114): '43d5d727d78c23af',
    ('canadian', ('hard', 'normal', 'easy', 'hard'), 115): '6df9b0ecd8f55558',
    ('peek', ('hard', 'normal', 'easy', 'hard'), 116): '75d1c525c8e8361d',
    ('classic', ('hard', 'normal', 'easy', 'hard'), 117): '83d097433561f541',
    ('safe_treehouse', ('hard', 'normal', 'easy', 'hard'), 118): 'b8c933f39df2345a',
    ('us', ('hard', 'normal', 'easy', 'hard'), 119): '65b8005dd31ab37a',
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
