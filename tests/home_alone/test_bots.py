"""Computer players: always legal, reproducible, deciding from views only, quick, and
ranked (hard beats normal beats easy)."""

from __future__ import annotations

import dataclasses
import json
import time

import pytest

from game.engine import VariantCatalog, make_bots
from game.home_alone.markers import KID, TRAP, VALUABLE
from game.home_alone.rules import HIDE, HomeAloneState, HomeAloneView
from game.home_alone.spec import SPEC

CATALOG = VariantCatalog(SPEC.schema, SPEC.variants_dir)


def play(variant, levels, seed, *, check=None):
    st = SPEC.new_game(variant, len(levels), seed)
    bots = make_bots(SPEC, levels, seed, variant)
    while not st.is_over:
        d = st.pending
        view = st.view(d.seat)
        action = bots[d.seat].choose(view, d)
        assert action in d.actions
        if check:
            check(st, bots, d, action)
        st.apply(action)
    return st, bots


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("edition", ["standard", "canadian", "peek"])
def test_bots_play_legal_games_to_the_end(level, edition):
    v = CATALOG.get(edition)
    st, _ = play(v, [level, "normal", level], 3)
    st.validate()


def test_bots_cope_with_hiding_in_rounds_and_fewer_markers():
    v = SPEC.standard().with_params(SPEC.schema, hide_batch=4, traps=6, valuables=3, markers_per_square=2)
    st, _ = play(v, ["hard", "easy", "normal", "hard"], 5)
    st.validate()


def test_bots_are_reproducible():
    v = SPEC.standard()
    a, _ = play(v, ["hard", "normal", "easy"], 11)
    b, _ = play(v, ["hard", "normal", "easy"], 11)
    assert a.to_json() == b.to_json()


def test_views_give_bots_no_way_to_the_true_state():
    st = SPEC.new_game(SPEC.standard(), 3, 1)
    view = st.view(0)
    assert isinstance(view, HomeAloneView)
    for f in dataclasses.fields(view):
        assert not isinstance(getattr(view, f.name), HomeAloneState)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.turn = 3  # type: ignore[misc]


def test_memory_is_imperfect_for_easy_and_normal_and_perfect_for_hard():
    v = SPEC.standard()
    wrong = {}
    for level in ("easy", "normal", "hard"):
        st = SPEC.new_game(v, 2, 8)
        bots = make_bots(SPEC, [level, level], 8, v)
        while st.step == HIDE:
            d = st.pending
            st.apply(bots[d.seat].choose(st.view(d.seat), d))
        d = st.pending
        st.apply(bots[d.seat].choose(st.view(d.seat), d))  # the spin
        d = st.pending
        bot = bots[d.seat]
        bot.choose(st.view(d.seat), d)
        assert bot.memory is not None and len(bot.memory) == 25
        assert all(bot.placed[m] in st.squares and m in st.squares[bot.placed[m]] for m in bot.placed)
        wrong[level] = sum(1 for m, k in bot.memory.items() if k != st.markers.kind(m))
        assert all(bot.memory[m] == KID for m in bot.memory if st.markers.kind(m) == KID)
    assert wrong["hard"] == 0
    assert wrong["easy"] > wrong["normal"] > 0 or wrong["easy"] > 0 < wrong["normal"]


def test_peek_refreshes_memory_on_the_bots_own_turn():
    v = CATALOG.get("peek")
    seen = []

    def check(st, bots, d, action):
        if d.kind == "crook":
            bot = bots[d.seat]
            seen.append(all(bot.memory[m] == st.markers.kind(m) for sq, stack in st.squares.items()
                            for m in stack if st.markers.owner(m) == d.seat))

    play(v, ["normal", "easy"], 4, check=check)
    assert seen and all(seen)


def test_a_bot_joining_after_a_reload_still_plays():
    v = SPEC.standard()
    st = SPEC.new_game(v, 2, 9)
    bots = make_bots(SPEC, ["hard", "normal"], 9, v)
    for _ in range(30):
        d = st.pending
        st.apply(bots[d.seat].choose(st.view(d.seat), d))
    assert not st.is_over
    st = SPEC.load_state(json.loads(json.dumps(st.to_json())), v)
    fresh = make_bots(SPEC, ["hard", "normal"], 10, v)
    while not st.is_over:
        d = st.pending
        action = fresh[d.seat].choose(st.view(d.seat), d)
        assert action in d.actions
        st.apply(action)


def test_hard_decides_well_within_a_second():
    v = SPEC.standard()
    slowest = 0.0

    def check(st, bots, d, action):
        nonlocal slowest
        if len(d.actions) > 1:
            t = time.perf_counter()
            bots[d.seat].choose(st.view(d.seat), d)
            slowest = max(slowest, time.perf_counter() - t)

    play(v, ["hard", "hard", "hard", "hard"], 2, check=check)
    assert slowest < 1.0


def test_hard_hides_traps_where_crooks_stop_and_valuables_and_its_kid_out_of_the_way():
    from game.home_alone.bots import square_info

    v = SPEC.standard()
    st = SPEC.new_game(v, 2, 3)
    bots = make_bots(SPEC, ["easy", "hard"], 3, v)  # hard hides second, seeing where easy's markers lie
    while st.step == HIDE:
        d = st.pending
        st.apply(bots[d.seat].choose(st.view(d.seat), d))
    info = square_info(st.view(1))
    mk = st.markers
    where = {m: sq for sq, stack in st.squares.items() for m in stack}

    def mean_traffic(seat, kind):
        sqs = [where[m] for m in mk.of_seat(seat) if mk.kind(m) == kind]
        return sum(info.traffic[s] for s in sqs) / len(sqs)

    assert mean_traffic(1, TRAP) > mean_traffic(1, VALUABLE) + 0.1
    kid = where[mk.kid_of(1)]
    quiet = sorted(info.traffic.values())
    assert info.traffic[kid] < quiet[len(quiet) // 4]  # where the Crooks are unlikely to find it early
    assert len(st.squares[kid]) == 1  # on a square no other player uses


@pytest.mark.slow
@pytest.mark.parametrize("strong,weak", [("hard", "normal"), ("normal", "easy")])
def test_stronger_level_wins_more_often(strong, weak):
    v = SPEC.standard()
    share = 0.0
    games = 24
    for seed in range(games):
        levels = [strong, weak] if seed % 2 == 0 else [weak, strong]
        st, _ = play(v, levels, 100 + seed)
        winners = st.winners or ()
        if levels.index(strong) in winners:
            share += 1 / len(winners)
    assert share / games > 0.55
