"""Random play gives the same games after every speed-up of the engine or the rules.

Each digest below was recorded from the code before the engine-ratio work of
issue 20 (events shared between games, a quicker set-up, variants read as plain
attributes). A digest covers the opening events, every action and every event
of a game between random players, who wins, why, after how many turns, and the
final state as saved; so a changed shuffle, a changed event or a changed
random stream fails it. One game per built-in variant and table size.

To re-record after a deliberate change of the rules, print ``digest(...)`` for
every key of :data:`EXPECTED` and say in the commit why the games changed.
"""

from __future__ import annotations

import hashlib

import pytest

from game.engine.registry import get_spec
from game.engine.rng import derive_seed
from game.engine.runner import make_bots
from game.engine.variants import VariantCatalog

GAMES = ("alarm", "alcatraz", "home_alone")


def digest(game_id: str, variant_name: str, players: int) -> str:
    spec = get_spec(game_id)
    names = sorted(p.stem for p in spec.variants_dir.glob("*.toml"))
    variant = VariantCatalog(spec.schema, spec.variants_dir).get(variant_name)
    seed = derive_seed(777, names.index(variant_name), players, 0)
    state = spec.new_game(variant, players, seed)
    bots = make_bots(spec, ["random"] * players, seed, variant)
    h = hashlib.sha256()
    for event in getattr(state, "opening_events", []):
        h.update(repr(event).encode())
    while state.pending is not None:
        decision = state.pending
        action = decision.actions[0] if len(decision.actions) == 1 else bots[decision.seat].choose(None, decision)
        h.update(repr(action).encode())
        for event in state.apply(action):
            h.update(repr(event).encode())
    h.update(repr((state.winners, state.end_reason, state.turn, state.to_json())).encode())
    return h.hexdigest()[:16]


EXPECTED: dict[str, str] = {
    "alarm/informant/3": "f59da7224f1ea453",
    "alarm/informant/4": "f377c39ac01c22e7",
    "alarm/informant/5": "d845b8d46ebf8ce4",
    "alarm/informant/6": "33d6dc3539c5a3ef",
    "alarm/standard/3": "3c8ed1e4adbdc59d",
    "alarm/standard/4": "05b96bf92b5fb362",
    "alarm/standard/5": "55323c54bbdb9463",
    "alarm/standard/6": "a33a793b5b5e466d",
    "alcatraz/easy_foils/2": "b724c06535491e05",
    "alcatraz/easy_foils/3": "469bfdde17c5afec",
    "alcatraz/easy_foils/4": "28e54f39bb4baa57",
    "alcatraz/short/2": "7a83cda8654aec4d",
    "alcatraz/short/3": "2bc65458c69658f2",
    "alcatraz/short/4": "d0187b22c49ee471",
    "alcatraz/standard/2": "f35a84b496ac0a4b",
    "alcatraz/standard/3": "43a625afedbe9c59",
    "alcatraz/standard/4": "3bff5e1f2fb44b4d",
    "alcatraz/tie_break/2": "6709e9ffbe5f1906",
    "alcatraz/tie_break/3": "1ea0c9cae9f82112",
    "alcatraz/tie_break/4": "8b6010425328e165",
    "home_alone/canadian/2": "b6abcce0ac8efe86",
    "home_alone/canadian/3": "b17bdb79947970ec",
    "home_alone/canadian/4": "5982c24b29182730",
    "home_alone/classic/2": "5f41af31475397b1",
    "home_alone/classic/3": "35658194b87fb009",
    "home_alone/classic/4": "d9f1f2bc7aa2ae92",
    "home_alone/peek/2": "1121e9cbf3436146",
    "home_alone/peek/3": "addb856505a331e1",
    "home_alone/peek/4": "f0786313cec4346a",
    "home_alone/safe_treehouse/2": "1af139ef5ca1a5fb",
    "home_alone/safe_treehouse/3": "5617a4b4231a12dd",
    "home_alone/safe_treehouse/4": "3dfed63d02de6b5b",
    "home_alone/standard/2": "92c2fe93fa9a71b5",
    "home_alone/standard/3": "69603ef0af0350f8",
    "home_alone/standard/4": "b2fa9486bf7a9219",
    "home_alone/us/2": "d6bba11390a55ef4",
    "home_alone/us/3": "79898b8a387fd8ef",
    "home_alone/us/4": "5f9b82762dd94448",
}
"""``game/variant/players`` -> digest of one random game, recorded before the speed-ups."""


def test_every_built_in_variant_and_table_size_is_pinned():
    expected = set()
    for game_id in GAMES:
        spec = get_spec(game_id)
        catalog = VariantCatalog(spec.schema, spec.variants_dir)
        for name in sorted(p.stem for p in spec.variants_dir.glob("*.toml")):
            lo, hi = spec.players_for(catalog.get(name))
            expected |= {f"{game_id}/{name}/{n}" for n in range(lo, hi + 1)}
    assert set(EXPECTED) == expected


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_random_games_play_as_before(key):
    game_id, variant_name, players = key.split("/")
    assert digest(game_id, variant_name, int(players)) == EXPECTED[key]
