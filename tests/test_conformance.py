"""One contract, checked over every registered game and every built-in variant.

In the spirit of OpenSpiel's generic test over all games: whatever a game's
rules, the rest of the program (tables, bots, saves, replays, the simulator)
relies on the same promises. Random play reaches an end with exactly one
pending decision at every step; the same seed gives the same game; a JSON round
trip continues identically; each seat's view hides what it must; every listed
action applies and every other one is refused with a reason, changing nothing.
A game's own rulings are tested in its own folder.
"""

from __future__ import annotations

import dataclasses
import importlib
import json

import pytest

from game.engine import IllegalActionError, Match, RandomBot, Rng, SeatInfo, VariantCatalog, make_bots
from game.engine.actions import Action, Event, action_from_dict
from game.engine.game import GameState
from game.engine.record import record_from_json, save_payload
from game.engine.registry import available_games, get_spec
from game.engine.views import cut, view_fields_of

GAMES = available_games()
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def catalog(game_id: str) -> VariantCatalog:
    spec = get_spec(game_id)
    return VariantCatalog(spec.schema, spec.variants_dir)


CASES = [pytest.param(g, v, id=f"{g}-{v}") for g in GAMES for v in catalog(g).names()]


def scrambler(game_id: str):
    """The game's "same position, everything this seat cannot see changed" (tests/<game>/twins.py)."""
    return importlib.import_module(f"tests.{game_id}.twins").scramble_hidden


def setup(game_id: str, variant_name: str, players: int | None = None, seed: int = 1) -> GameState:
    spec = get_spec(game_id)
    variant = catalog(game_id).get(variant_name)
    lo, hi = spec.players_for(variant)
    n = players if players is not None else min(hi, max(lo, 3))
    return spec.new_game(variant, n, seed)


def random_walk(state: GameState, seed: int, steps: int | None = None) -> list[Action]:
    """Random legal actions to the end (or ``steps`` of them); returns what was played."""
    bots = [RandomBot(s, seed) for s in range(state.num_players)]
    played = []
    while not state.is_over and (steps is None or len(played) < steps):
        action = bots[state.pending.seat].choose(None, state.pending)
        state.apply(action)
        played.append(action)
    return played


def total_moves(game_id: str, variant_name: str, seed: int) -> int:
    return len(random_walk(setup(game_id, variant_name, seed=seed), seed))


def check_event(spec, event: Event, n: int) -> None:
    assert isinstance(event, tuple(spec.event_types.values())), f"{type(event).__name__} is not registered"
    assert event.describe(NAMES[:n])
    for seat in (None, *range(n)):
        shown = event.redact(seat)
        if shown is not None:
            assert type(shown) is type(event)
            assert shown.describe(NAMES[:n])


# -- the spec ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_spec_describes_the_game(game_id):
    spec = get_spec(game_id)
    assert spec.id == game_id and spec.title and spec.tagline
    assert {"easy", "normal", "hard"} <= set(spec.bots)
    assert "standard" in catalog(game_id).names()
    assert spec.min_players <= spec.players_for(spec.standard())[0] <= spec.players_for(spec.standard())[1]
    for cls in [*spec.action_types.values(), *spec.event_types.values()]:
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen, cls
    assert spec.state_class.apply is GameState.apply  # the one legality gate


@pytest.mark.parametrize("game_id, variant_name", CASES)
def test_every_player_count_starts_with_one_pending_decision(game_id, variant_name):
    spec = get_spec(game_id)
    variant = catalog(game_id).get(variant_name)
    lo, hi = spec.players_for(variant)
    for n in range(lo, hi + 1):
        state = spec.new_game(variant, n, 3)
        state.validate()
        assert state.pending is not None and state.pending.actions and 0 <= state.pending.seat < n
    for n in (lo - 1, hi + 1):
        with pytest.raises(ValueError):
            spec.new_game(variant, n, 3)


# -- playing -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id, variant_name", CASES)
def test_random_play_reaches_an_end_with_one_pending_decision_each_step(game_id, variant_name):
    spec = get_spec(game_id)
    for seed in (1, 2):
        state = setup(game_id, variant_name, seed=seed)
        n = state.num_players
        for event in getattr(state, "opening_events", ()):
            check_event(spec, event, n)
        bots = [RandomBot(s, seed) for s in range(n)]
        steps = 0
        while not state.is_over:
            d = state.pending
            assert d is not None and d.actions and 0 <= d.seat < n and d.kind
            assert state.current_seat == d.seat and state.legal_actions() == d.actions
            action = bots[d.seat].choose(None, d)
            for event in state.apply(action):
                check_event(spec, event, n)
            steps += 1
            if steps % 97 == 0:
                state.validate()
        state.validate()
        assert state.pending is None and state.legal_actions() == ()
        assert state.winners and set(state.winners) <= set(range(n))
        assert len(state.scores()) == n
        assert all(isinstance(v, (int, float, str, bool)) for v in state.stats().values())
        with pytest.raises(IllegalActionError, match="over"):
            state.apply(action)


@pytest.mark.parametrize("game_id, variant_name", CASES)
def test_same_seed_same_game(game_id, variant_name):
    def finished(seed: int) -> dict:
        state = setup(game_id, variant_name, seed=seed)
        random_walk(state, seed)
        return state.to_json()

    assert finished(5) == finished(5)
    assert len({json.dumps(finished(s), sort_keys=True) for s in (5, 6, 7)}) > 1


@pytest.mark.parametrize("game_id, variant_name", CASES)
def test_json_round_trip_continues_identically(game_id, variant_name):
    spec = get_spec(game_id)
    length = total_moves(game_id, variant_name, 9)
    for cut in (0, length // 3, 2 * length // 3):
        a = setup(game_id, variant_name, seed=9)
        random_walk(a, 9, steps=cut)
        b = spec.load_state(json.loads(json.dumps(a.to_json())), a.variant)
        assert b.to_json() == a.to_json()
        assert b.pending == a.pending
        bots = [RandomBot(s, 77) for s in range(a.num_players)]
        while not a.is_over:
            action = bots[a.pending.seat].choose(None, a.pending)
            assert a.apply(action) == b.apply(action)
        assert b.is_over and a.to_json() == b.to_json()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_saved_record_replays_to_the_same_game(game_id):
    spec = get_spec(game_id)
    variant = spec.standard()
    n = min(spec.players_for(variant)[1], 3)
    seats = [SeatInfo(NAMES[i], "human" if i == 0 else "bot", "normal", i) for i in range(n)]
    match = Match.new(spec, variant, seats, seed=8)
    bots = make_bots(spec, ["random"] * n, 8, variant)
    for _ in range(150):
        if match.state.is_over:
            break
        match.apply(bots[match.state.pending.seat].choose(None, match.state.pending))
    data = json.loads(json.dumps(save_payload(match.record, title="t")))
    again = Match.from_record(spec, record_from_json(data, get_spec=lambda g: spec))
    assert again.state.to_json() == match.state.to_json()


@pytest.mark.parametrize("game_id, variant_name", CASES)
def test_every_listed_action_applies_and_everything_else_is_refused_with_a_reason(game_id, variant_name):
    spec = get_spec(game_id)
    length = total_moves(game_id, variant_name, 4)
    seen: dict[str, list[Action]] = {}  # actions met at other moments, by decision kind
    state = setup(game_id, variant_name, seed=4)
    bots = [RandomBot(s, 4) for s in range(state.num_players)]
    checks = 0
    step = 0
    while not state.is_over:
        d = state.pending
        if step % max(1, length // 12) == 0 or d.kind not in seen:
            before = json.dumps(state.to_json(), sort_keys=True)
            listed = set(d.actions)
            for action in d.actions[:25]:
                assert state.legal_form(action) == action and state.can_apply(action)
                assert action_from_dict(action.to_dict(), spec.action_types) == action
                trial = spec.load_state(json.loads(before), state.variant)
                assert isinstance(trial.apply(action), list)
            foreign = [a for kind in seen.values() for a in kind[:8] if a not in listed]
            for action in foreign[:25]:
                if state.legal_form(action) is not None:
                    continue  # another spelling of a listed action (a card of the same kind)
                with pytest.raises(IllegalActionError) as refused:
                    state.apply(action)
                assert str(refused.value).strip()
                assert json.dumps(state.to_json(), sort_keys=True) == before
                checks += 1
            seen.setdefault(d.kind, []).extend(d.actions[:8])
        state.apply(bots[d.seat].choose(None, d))
        step += 1
    assert checks > 0, "no action from another moment was ever tried"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_copy_is_independent(game_id):
    state = setup(game_id, "standard", seed=6)
    random_walk(state, 6, steps=total_moves(game_id, "standard", 6) // 2)
    before = state.to_json()
    twin = state.copy()
    random_walk(twin, 1)
    assert twin.is_over and state.to_json() == before
    state.validate()


# -- what each seat may know ---------------------------------------------------------------------------
@pytest.mark.parametrize("game_id, variant_name", CASES)
def test_each_seat_s_view_hides_what_it_must(game_id, variant_name):
    """The view of a seat is the same for every position it cannot tell apart."""
    scramble = scrambler(game_id)
    rng = Rng(3)
    length = total_moves(game_id, variant_name, 11)
    spec = get_spec(game_id)
    most = spec.players_for(catalog(game_id).get(variant_name))[1]
    for seed, players in ((11, most), (12, None)):
        state = setup(game_id, variant_name, players=players, seed=seed)
        bots = [RandomBot(s, seed) for s in range(state.num_players)]
        step = 0
        while not state.is_over:
            if step % max(1, length // 6) == 0:
                for seat in range(state.num_players):
                    twin = scramble(state, seat, rng)
                    assert twin.view(seat) == state.view(seat), (seat, step)
                state.view(None)  # an observer sees everything
            state.apply(bots[state.pending.seat].choose(None, state.pending))
            step += 1


def part_field_sets(state: GameState, view) -> list[tuple[str, ...]]:
    """Every way a bot may ask for a part of ``view`` that the game answers on its own: each field it reads
    alone, each part it reads at once, and all the view's fields (cut from the view)."""
    readers = type(state).view_readers
    return [*((k,) for k in readers if isinstance(k, str)), *(k for k in readers if isinstance(k, tuple)),
            view_fields_of(view)]


@pytest.mark.parametrize("game_id, variant_name", CASES)
def test_each_seat_s_view_parts_are_its_view_s_fields_and_hide_what_it_must(game_id, variant_name):
    """A part of a seat's view (what a bot that names a few fields is handed) holds each field as the whole
    view has it, is the same for every position the seat cannot tell apart, and names nothing else."""
    scramble = scrambler(game_id)
    rng = Rng(4)
    length = total_moves(game_id, variant_name, 11)
    state = setup(game_id, variant_name, seed=13)
    bots = [RandomBot(s, 13) for s in range(state.num_players)]
    step = 0
    while not state.is_over:
        if step % max(1, length // 4) == 0:
            for seat in (None, *range(state.num_players)):
                view = state.view(seat)
                twin = scramble(state, seat, rng) if seat is not None else None
                for fields in part_field_sets(state, view):
                    part = state.view_part(seat, fields)
                    assert part == cut(view, fields), (seat, step, fields)
                    if twin is not None:
                        assert twin.view_part(seat, fields) == part, (seat, step, fields)
                with pytest.raises(ValueError):
                    state.view_part(seat, ("zones",))
        state.apply(bots[state.pending.seat].choose(None, state.pending))
        step += 1


@pytest.mark.parametrize("game_id", GAMES)
def test_computer_players_of_every_level_play_legally_from_their_view_and_repeat_themselves(game_id):
    spec = get_spec(game_id)
    variant = spec.standard()
    n = spec.players_for(variant)[0]
    levels = ["easy", "normal", "hard"]

    def moves(seed: int) -> list[Action]:
        state = spec.new_game(variant, max(n, 3) if spec.players_for(variant)[1] >= 3 else n, seed)
        bots = make_bots(spec, [levels[s % 3] for s in range(state.num_players)], seed, variant)
        played = []
        for _ in range(60):
            if state.is_over:
                break
            d = state.pending
            bot = bots[d.seat]
            action = bot.choose(state.view(d.seat) if bot.uses_view else None, d)
            assert state.legal_form(action) is not None, (bot.level, d.kind, action)
            state.apply(action)
            played.append(action)
        return played

    assert moves(21) == moves(21)
