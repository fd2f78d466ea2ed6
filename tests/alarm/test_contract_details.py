"""Alarm!'s side of the engine contract: its spec, variants, explanations of illegal moves, decision kinds,
views and events (the promises every game keeps are in tests/test_conformance.py)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from game.alarm.actions import ACTION_TYPES, GiveCard, PassOn, StartPanic, UseInformant, UseLawyer
from game.alarm.cards import COUNT_PARAMS, KINDS, deck_size
from game.alarm.events import EVENT_TYPES
from game.alarm.spec import SPEC
from game.engine import (
    IllegalActionError,
    RandomBot,
    StateError,
    VariantCatalog,
    VariantError,
    make_bots,
    play_out,
)
from tests.alarm.helpers import game, give

CATALOG = VariantCatalog(SPEC.schema, SPEC.variants_dir)


def random_game(n=4, seed=5, variant="standard", steps=None):
    v = CATALOG.get(variant)
    st = SPEC.new_game(v, n, seed)
    bots = [RandomBot(s, seed) for s in range(n)]
    i = 0
    while not st.is_over and (steps is None or i < steps):
        st.apply(bots[st.pending.seat].choose(None, st.pending))
        i += 1
    return st


def test_spec_describes_the_game():
    assert SPEC.id == "alarm" and SPEC.title == "Alarm!" and SPEC.tagline
    assert set(SPEC.bots) == {"easy", "normal", "hard"}
    assert set(ACTION_TYPES) <= set(SPEC.action_types)
    assert {"CardDrawn", "CardGiven", "LawyerUsed", "InformantUsed", "Countered", "EquipmentStored", "CloverSwept",
            "LootStolen", "CardPassed", "Caught", "ShowdownPaid", "Shuffled", "GameOver"} <= set(SPEC.event_types)
    assert SPEC.event_types is EVENT_TYPES


def test_builtin_variants_load_and_differ_only_where_they_should():
    names = CATALOG.names()
    assert {"standard", "informant"} <= set(names)
    std, inf = CATALOG.get("standard"), CATALOG.get("informant")
    assert std.params == SPEC.schema.defaults()
    assert inf.changed(SPEC.schema) == {"informant": True}
    assert not SPEC.has_private_info(std) and SPEC.has_private_info(inf)
    assert SPEC.players_for(std) == (3, 6)
    assert sum(std.params[k] for k in COUNT_PARAMS) == 103
    assert deck_size(std) == 103


def test_bad_variant_values_are_refused_with_the_key():
    with pytest.raises(VariantError, match="min_players"):
        SPEC.standard().with_params(SPEC.schema, min_players=6, max_players=4)
    with pytest.raises(VariantError, match="caught_police"):
        SPEC.standard().with_params(SPEC.schema, caught_police=-1)


def test_illegal_action_raises_a_clear_error_and_changes_nothing():
    st = game(top=["police", "loot"], fronts={1: ["police"]})
    give(st, 2)
    before = st.to_json()
    for action, message in [
        (GiveCard(2), "already received a card"),
        (GiveCard(7), "no seat 8"),
        (UseLawyer(), "only be called when a card is coming to you"),
        (PassOn("loot"), "not allowed now"),
    ]:
        with pytest.raises(IllegalActionError, match=message):
            st.apply(action)
        assert st.to_json() == before


def test_lawyer_and_informant_explanations():
    st = game(top=["police"], informant=True)
    st.overview = ["lawyer", "informant", "lawyer", "lawyer"]
    st.apply(GiveCard(1))
    with pytest.raises(IllegalActionError, match="no Lawyer left"):
        st.apply(UseLawyer())
    st = game(top=["police"])
    st.apply(GiveCard(1))
    with pytest.raises(IllegalActionError, match="Informant"):
        st.apply(UseInformant(2))
    st = game(top=["panic"], fronts={0: ["loot"]}, lawyers_per_player=0, panic_choose_direction=False)
    give(st, 0)
    with pytest.raises(IllegalActionError, match="left"):
        st.apply(StartPanic("loot", -1))
    with pytest.raises(IllegalActionError, match="no such card"):
        st.apply(StartPanic("police", 1))


def test_decision_kinds_are_stable_names():
    kinds = set()
    for seed in range(30):
        st = SPEC.new_game(CATALOG.get("informant"), 5, seed)
        bots = [RandomBot(s, seed) for s in range(5)]
        while not st.is_over:
            kinds.add(st.pending.kind)
            assert st.pending.prompt
            st.apply(bots[st.pending.seat].choose(None, st.pending))
    assert kinds <= {"give", "lawyer", "clover", "steal", "panic", "panic_pass"}
    assert {"give", "lawyer", "panic"} <= kinds


def test_view_gives_the_table_ui_what_it_draws():
    st = game(top=["loot"], fronts={1: ["bone", "padlock", "padlock", "loot"], 2: ["keys"]})
    v = st.view(3)
    assert v.grouped(1) == {"padlock": list(v.fronts[1][1:3]), "loot": [v.fronts[1][3]], "bone": [v.fronts[1][0]]}
    assert list(v.grouped(1)) == ["padlock", "loot", "bone"]
    assert [v.kind(c) for c in v.stored(1)] == ["bone"] and len(v.stored(2)) == 1
    assert v.deck_count == 103 - 6 and v.discard_count == 0
    assert v.kind(v.drawn) == "loot" and v.active == 0 and v.stage == "give" and v.decider == 0
    assert v.served == (False,) * 4 and v.eliminated == () and not v.showdown
    assert v.danger(1)["padlocks"] == (2, 4)
    assert len(v.deck_contents()) == v.deck_count
    # views are plain data: no reference back to the state
    for f in dataclasses.fields(v):
        assert not hasattr(getattr(v, f.name), "zones")


def test_every_event_describes_itself_and_is_public_except_the_overview_deal():
    names = [f"P{i}" for i in range(6)]
    seen = set()
    for seed in range(60):
        v = CATALOG.get("informant" if seed % 2 else "standard")
        st = SPEC.new_game(v, 3 + seed % 4, seed)
        bots = [RandomBot(s, seed) for s in range(st.num_players)]
        events = list(st.opening_events)
        while not st.is_over:
            events += st.apply(bots[st.pending.seat].choose(None, st.pending))
        for e in events:
            seen.add(type(e).__name__)
            assert e.describe(names)
            if type(e).__name__ != "OverviewDealt":
                assert e.redact(0) is e
    assert {"CardDrawn", "CardGiven", "CardPlaced", "Caught", "SeatEliminated", "GameOver", "TurnBegan",
            "PanicStarted", "CardPassed", "LawyerUsed", "CloverSwept", "Countered", "OverviewDealt"} <= seen


def test_opening_events_tell_the_deal():
    st = SPEC.new_game(SPEC.standard(), 4, 3)
    names = [type(e).__name__ for e in st.opening_events]
    assert names[0] == "Shuffled" and names.count("OverviewDealt") == 4
    assert names[-2:] == ["TurnBegan", "CardDrawn"]


def test_stacked_deck_must_hold_every_card_once():
    with pytest.raises(StateError, match="exactly once"):
        SPEC.new_game(SPEC.standard(), 4, 1, deck=[0] * 103)


def test_a_fresh_deal_passes_every_table_check_it_is_spared():
    """A new game skips the table check as it deals (every card in the deck, nothing in front of
    anyone, so it passes by construction): prove that for every built-in variant and table size."""
    for name in CATALOG.names():
        v = CATALOG.get(name)
        lo, hi = SPEC.players_for(v)
        for n in range(lo, hi + 1):
            for seed in range(3):
                SPEC.new_game(v, n, seed).validate()


def test_validate_catches_broken_positions():
    st = random_game(steps=10)
    st.validate()
    broken = SPEC.load_state(st.to_json(), st.variant)
    broken.zones["deck"].append(broken.zones["deck"][0])
    with pytest.raises(StateError, match="two places"):
        broken.validate()
    data = st.to_json()
    data["zones"]["front1"] = data["zones"]["front1"] + [c for c in data["zones"]["deck"]
                                                         if KINDS[st._kind[c]] == "police"][:2]
    data["zones"]["deck"] = [c for c in data["zones"]["deck"] if c not in data["zones"]["front1"]]
    if st.alive[1]:
        with pytest.raises(StateError, match="caught"):
            SPEC.load_state(data, st.variant)
    with pytest.raises(StateError):
        game(fronts={1: ["police", "police"]})


def test_random_bots_finish_many_games_in_every_player_count():
    for n in range(3, 7):
        for seed in range(20):
            st = SPEC.new_game(SPEC.standard(), n, seed)
            play_out(st, make_bots(SPEC, ["random"] * n, seed, st.variant))
            assert st.winners is not None
            stats = st.stats()
            assert {"turns", "cards_dealt", "showdown", "lawyers_used", "informant_used", "caught_police",
                    "caught_mixed", "caught_loot"} <= set(stats)
            assert stats["cards_dealt"] >= stats["turns"] - 1
            assert len(st.scores()) == n and max(st.scores()) == st.scores()[st.winners[0]]


def test_round_trip_in_the_middle_of_a_panic_continues_identically():
    from game.engine import LEFT

    st = game(top=["panic"] + ["loot"] * 6, fronts={0: ["loot"], 1: ["loot", "door_chain", "padlock"],
                                                    2: ["keys"]})
    st.uses_left[0] = 0
    give(st, 0)
    st.apply(StartPanic("loot", LEFT))
    assert st.pending.kind == "lawyer"  # seat 1 may refuse the passed Loot
    for _ in range(2):
        loaded = SPEC.load_state(json.loads(json.dumps(st.to_json())), st.variant)
        assert loaded.pending == st.pending and loaded.view(None) == st.view(None)
        action = st.pending.actions[-1]
        assert loaded.apply(action) == st.apply(action)
        assert loaded.to_json() == st.to_json()


def test_only_informant_questions_are_private():
    for variant, private in (("standard", False), ("informant", True)):
        for seed in range(10):
            st = SPEC.new_game(CATALOG.get(variant), 4, seed)
            bots = [RandomBot(s, seed) for s in range(4)]
            while not st.is_over:
                d = st.pending
                assert d.private == (private and d.kind == "lawyer")
                st.apply(bots[d.seat].choose(None, d))
