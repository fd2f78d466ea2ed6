"""Home Alone's side of the engine contract: spec, explanations, actions, broken positions, the fast
legality check, events and statistics (what every game promises: tests/test_conformance.py)."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import IllegalActionError, RandomBot, StateError, VariantCatalog
from game.home_alone.markers import KID
from game.home_alone.rules import (
    ACTION_TYPES,
    EVENT_TYPES,
    HIDE,
    SPIN_ACTION,
    STAY,
    HideMarker,
    MoveCrook,
    MoveKid,
    Spin,
    StayPut,
)
from game.home_alone.spec import SPEC

CATALOG = VariantCatalog(SPEC.schema, SPEC.variants_dir)
EDITIONS = ["standard", "canadian"]


def play(st, seed, upto=None):
    bots = [RandomBot(s, seed) for s in range(st.num_players)]
    n = 0
    while not st.is_over and (upto is None or n < upto):
        st.apply(bots[st.pending.seat].choose(None, st.pending))
        n += 1
    return st


def test_spec_describes_the_game():
    assert SPEC.id == "home_alone" and SPEC.title == "Home Alone" and SPEC.tagline
    assert set(SPEC.bots) == {"easy", "normal", "hard"}
    assert set(SPEC.action_types) == {"HideMarker", "Spin", "MoveCrook", "MoveKid", "StayPut"}
    assert {"MarkerHidden", "Spun", "CrookMoved", "MarkerTaken", "KidFound", "KidEscaped", "KidMoved",
            "KidToTreehouse", "KidCaught", "GameOver"} <= set(SPEC.event_types)
    assert SPEC.has_private_info(SPEC.standard())
    assert set(CATALOG.names()) >= {"standard", "us", "canadian", "peek"}
    for name in CATALOG.names():
        CATALOG.get(name)


def test_illegal_actions_raise_and_change_nothing():
    st = play(SPEC.new_game(SPEC.standard(), 3, 9), 9, upto=140)
    for bad in (HideMarker(0), MoveCrook(0, 0), MoveKid(0), STAY, SPIN_ACTION, MoveCrook(5, 3)):
        if bad in st.pending.actions:
            continue
        before = json.dumps(st.to_json(), sort_keys=True)
        with pytest.raises(IllegalActionError) as err:
            st.apply(bad)
        assert str(err.value)
        assert json.dumps(st.to_json(), sort_keys=True) == before


def test_explanations_name_the_rule():
    st = SPEC.new_game(SPEC.standard(), 2, 1)
    with pytest.raises(IllegalActionError, match="hidden on house floor"):
        st.apply(HideMarker(st.board.start))
    with pytest.raises(IllegalActionError, match="only after the spin"):
        st.apply(MoveCrook(0, st.board.hideable[0]))
    with pytest.raises(IllegalActionError, match="not time to spin"):
        st.apply(SPIN_ACTION)


def test_actions_survive_their_text_form_and_are_interned():
    for action in (HideMarker(12), Spin(), MoveCrook(1, 40), MoveKid(7), StayPut()):
        again = SPEC.action_types[type(action).__name__](**{k: v for k, v in action.to_dict().items()
                                                              if k != "type"})
        assert again is action and again == action
        assert action.describe(["A", "B"])
    import copy
    import pickle
    assert pickle.loads(pickle.dumps(MoveCrook(1, 40))) is MoveCrook(1, 40)
    assert copy.deepcopy(MoveKid(3)) is MoveKid(3)
    assert MoveCrook(0, 1) != MoveCrook(1, 0)
    assert MoveCrook(crook=1, to=40) is MoveCrook(1, to=40) is MoveCrook(1, 40)


@pytest.mark.parametrize("make", [lambda: MoveCrook(0), lambda: MoveCrook(0, 1, 2), lambda: MoveCrook(0, to=1, x=3),
                                  lambda: MoveCrook(0, crook=1), lambda: MoveKid(to=1, by=2), lambda: HideMarker()])
def test_an_action_with_a_field_missing_or_unknown_is_refused(make):
    """Interned actions are made without the dataclass initialiser: its checks are kept."""
    with pytest.raises(TypeError):
        make()


def test_validate_catches_broken_positions():
    st = play(SPEC.new_game(SPEC.standard(), 2, 4), 4, upto=80)
    st.validate()
    sq, stack = next(iter(st.squares.items()))
    broken = st.copy()
    broken.van.append(stack[0])
    with pytest.raises(StateError, match="two places"):
        broken.validate()
    broken = st.copy()
    broken.points[0] += 1
    with pytest.raises(StateError, match="points"):
        broken.validate()
    broken = st.copy()
    broken.squares[broken.board.start] = broken.squares.pop(sq)
    with pytest.raises(StateError, match="not house floor"):
        broken.validate()
    broken = st.copy()
    broken.crooks[0] = broken.board.treehouse[0]
    broken.validate()  # Crooks climb the ladder into the Treehouse (the revised ruling)
    with pytest.raises(StateError, match="Crook"):  # ... unless the Treehouse is a haven
        SPEC.load_state(broken.to_json(), CATALOG.get("safe_treehouse"))
    data = st.to_json()
    data["supply"][0].append(0)
    with pytest.raises(StateError):
        SPEC.load_state(data, st.variant)


# -- the fast legality check equals the list ------------------------------------------------------

def _candidates(st):
    n = len(st.board.kinds)
    yield from (HideMarker(i) for i in range(n))
    yield from (MoveCrook(c, i) for c in (0, 1) for i in range(n))
    yield from (MoveKid(i) for i in range(n))
    yield STAY
    yield SPIN_ACTION


@pytest.mark.parametrize("edition", EDITIONS + ["peek"])
def test_fast_legality_check_agrees_with_the_decision_list(edition):
    v = CATALOG.get(edition).with_params(SPEC.schema, crooks_share_square=edition != "canadian")
    rng = random.Random(edition)
    checked = set()
    for seed in range(6):
        st = SPEC.new_game(v, 2 + seed % 3, seed)
        bots = [RandomBot(s, seed) for s in range(st.num_players)]
        while not st.is_over:
            if rng.random() < 0.08 or st.pending.kind not in checked:
                checked.add(st.pending.kind)
                acts = set(st.pending.actions)
                for a in _candidates(st):
                    assert st._is_legal(a) == (a in acts), (st.pending.kind, a)
                # and just after a save and load, when the shortcut is not set up yet
                again = SPEC.load_state(json.loads(json.dumps(st.to_json())), v)
                for a in list(acts)[:20]:
                    assert again._is_legal(a)
            st.apply(bots[st.pending.seat].choose(None, st.pending))
    assert {"hide", "spin", "crook", "kids"} <= checked


# -- views leak nothing ----------------------------------------------------------------------------

def test_hidden_event_details_are_redacted_for_others():
    st = SPEC.new_game(SPEC.standard(), 2, 3)
    events = st.apply(st.pending.actions[0])
    for e in events:
        seen = e.redact(1)
        if seen is not None and hasattr(seen, "marker"):
            assert seen.marker == -1 and not seen.name


def test_stats_of_a_finished_game():
    st = play(SPEC.new_game(SPEC.standard(), 4, 2), 2)
    stats = st.stats()
    for key in ("end_reason", "turns", "traps_found", "valuables_found", "kids_found", "kids_caught",
                "score_spread", "markers_left"):
        assert key in stats
    assert stats["end_reason"] in ("caught", "cleared", "turn_limit")
    assert stats["score_spread"] == max(st.points) - min(st.points)
    assert all(isinstance(v, (int, float, str)) for v in stats.values())


def test_kid_markers_are_not_scored():
    st = play(SPEC.new_game(SPEC.standard(), 2, 8), 8)
    for s in range(2):
        assert st.markers.kind(st.markers.kid_of(s)) == KID


def test_event_types_cover_everything_the_engine_emits():
    st = SPEC.new_game(SPEC.standard(), 4, 12)
    seen = set(type(e).__name__ for e in st.opening_events)
    bots = [RandomBot(s, 12) for s in range(4)]
    while not st.is_over:
        seen |= {type(e).__name__ for e in st.apply(bots[st.pending.seat].choose(None, st.pending))}
    assert seen <= set(EVENT_TYPES) and set(ACTION_TYPES) == set(SPEC.action_types)
    assert HIDE  # noqa: the hiding step exists


def test_shared_event_caches_respect_each_variants_marker_counts():
    from game.home_alone.rules import MarkerHidden, MarkerTaken

    few = SPEC.standard().with_params(SPEC.schema, traps=5, valuables=2)
    for v in (few, SPEC.standard(), few):
        st = SPEC.new_game(v, 2, 31)
        bots = [RandomBot(s, 31) for s in range(2)]
        while not st.is_over:
            for e in st.apply(bots[st.pending.seat].choose(None, st.pending)):
                if isinstance(e, (MarkerHidden, MarkerTaken)):
                    assert e.kind == st.markers.kind(e.marker) and e.name == st.markers.name(e.marker)
            if st.pending is not None and st.pending.kind == HIDE:
                assert st.markers.name(st.supply[st.pending.seat][0]) in st.pending.prompt
