"""The hard player's look-ahead plays a turn exactly as the engine does.

For positions from real games, each choice is played on to the start of the
next turn twice: by the engine (normal players deciding) and by the look-ahead
in counts (the same decisions), with the deck in its true order. Both must end
with the same cards in front of everyone, the same players out and the same
overview cards left.
"""

from __future__ import annotations

import pytest

from game.alarm import tactics
from game.alarm.actions import GiveCard, PassOn, StartPanic, TakeCard, UseInformant, UseLawyer
from game.alarm.bots import HardBot, counted_frequencies
from game.alarm.cards import KIND_INDEX
from game.alarm.lookahead import Rules, Turn, World, sample_worlds
from game.alarm.spec import SPEC
from game.engine import Rng, VariantCatalog, make_bots
from tests.alarm.helpers import game, give

CATALOG = VariantCatalog(SPEC.schema, SPEC.variants_dir)


def _engine_table(st, freq):
    p = st.panic
    kinds = st._kind
    return tactics.Table(st.num_players, st._counts, st.alive, st.served, st.active, st._limits, freq,
                         (p.origin, p.direction, p.holder, p.received) if p is not None else None, st.showdown,
                         st._p_showdown_players, kinds[st._drawn[-1]] if st._drawn else -1,
                         kinds[st._passing[-1]] if st._passing else -1, st.recipient, st.uses_left)


def _engine_turn(st, action, freq):
    """The engine plays ``action`` and normal players play on until the next turn begins."""
    st = st.copy()
    last = st.turn
    st.apply(action)
    while st.pending is not None and st.turn <= last:
        d = st.pending
        st.apply(d.actions[0] if len(d.actions) == 1 else tactics.choose(_engine_table(st, freq), d.seat, d))
    return st


def _imagined_turn(st, action, freq):
    """The look-ahead plays the same, with the deck in its true order and the true overview cards."""
    view = st.view(None)
    rules = Rules(st.variant)
    turn = Turn.from_view(view, freq, st.variant.showdown_players, rules=rules)
    kinds = st._kind
    deck = [kinds[c] for c in st.zones["deck"]]
    turn = turn.imagine(World(deck, len(deck), [], list(st.overview), list(st.uses_left)))
    {GiveCard: lambda: turn.give(action.to), TakeCard: turn.take, UseLawyer: turn.call_lawyer,
     UseInformant: lambda: turn.inform(action.to),
     StartPanic: lambda: turn.start_panic(KIND_INDEX[action.kind], action.direction),
     PassOn: lambda: turn.pass_on(KIND_INDEX[action.kind])}[type(action)]()
    turn.play_out()
    return turn


def _same_end(real, imagined) -> list[str]:
    problems = []
    if real.winners is not None or imagined.winners is not None:
        if real.winners != imagined.winners:
            problems.append(f"winners {real.winners} != {imagined.winners}")
        return problems
    for name, a, b in (("counts", [list(c[:8]) for c in real._counts], [list(c[:8]) for c in imagined.counts]),
                       ("alive", real.alive, imagined.alive), ("eliminated", real.eliminated, imagined.eliminated),
                       ("uses_left", real.uses_left, imagined.uses_left), ("showdown", real.showdown, imagined.showdown),
                       ("turn", real.turn, imagined.turn), ("active", real.active, imagined.active)):
        if list(a) != list(b) if isinstance(a, list) else a != b:
            problems.append(f"{name}: {a} != {b}")
    return problems


def _positions(variant_name, players, seeds):
    """Decisions of the kinds the hard player weighs, from games of normal players."""
    v = CATALOG.get(variant_name)
    for seed in seeds:
        st = SPEC.new_game(v, players, seed)
        bots = make_bots(SPEC, ["normal"] * players, seed, v)
        while st.pending is not None:
            d = st.pending
            if d.kind in ("give", "lawyer", "panic", "panic_pass") and len(d.actions) > 1 \
                    and len(st.zones["deck"]) >= players + 2:  # no reshuffle within the turn
                yield st
            st.apply(d.actions[0] if len(d.actions) == 1 else bots[d.seat].choose(st.view(d.seat), d))


@pytest.mark.parametrize("variant_name, players", [("standard", 4), ("standard", 3), ("informant", 5),
                                                   ("standard", 6)])
def test_the_look_ahead_ends_every_turn_where_the_engine_does(variant_name, players):
    checked = 0
    kinds_seen = set()
    for st in _positions(variant_name, players, range(6)):
        freq = counted_frequencies(st.view(st.pending.seat))
        for action in st.pending.actions:
            problems = _same_end(_engine_turn(st, action, freq), _imagined_turn(st, action, freq))
            assert not problems, (st.seed, st.turn, action, problems)
            checked += 1
        kinds_seen.add(st.pending.kind)
    assert checked > 200 and {"give", "lawyer"} <= kinds_seen


def test_panics_and_specials_end_where_the_engine_ends_them():
    """Stacked tables where Panics travel, Clovers sweep and Dropped Loot is grabbed within the look-ahead."""
    tables = [
        game(top=["panic", "clover", "dropped_loot", "panic"], fronts={0: ["loot", "guard_dog"], 1: ["loot", "police"],
                                                                       2: ["padlock", "loot"], 3: ["door_chain"]}),
        game(n=5, top=["dropped_loot", "panic", "clover", "loot", "police"],
             fronts={0: ["loot", "loot"], 1: ["padlock", "padlock", "padlock"], 2: ["guard_dog", "guard_dog"],
                     3: ["loot", "bone"], 4: ["police", "door_chain", "padlock"]}, lawyer_in_panic=False),
        game(n=3, top=["panic", "panic", "loot"], fronts={0: ["loot", "loot", "loot", "loot"], 1: ["police"],
                                                           2: ["guard_dog", "guard_dog"]}, panic_same_name_rule=False),
        game(n=4, top=["clover", "panic", "loot", "keys"], fronts={0: ["police", "padlock", "guard_dog"],
                                                                   1: ["padlock", "padlock", "padlock"]},
             informant=True, overview={2: "informant"}),
    ]
    for st in tables:
        freq = counted_frequencies(st.view(0))
        for action in st.pending.actions:
            assert not _same_end(_engine_turn(st, action, freq), _imagined_turn(st, action, freq)), action


@pytest.mark.parametrize("variant_name, players", [("standard", 4), ("informant", 5), ("standard", 3)])
def test_the_turns_last_cards_weigh_as_if_played_on_copies(monkeypatch, variant_name, players):
    """The look-ahead works the turn's last cards out on the table itself (lookahead._last_cards and
    _plain_cards); played on copies of the table instead, every choice must weigh exactly the same."""
    from game.alarm import lookahead
    checked = 0
    for st in _positions(variant_name, players, range(3)):
        view = st.view(st.pending.seat)
        fast = HardBot(st.pending.seat, 7, st.variant).weigh(view, st.pending)
        with monkeypatch.context() as m:
            m.setattr(lookahead, "_last_card_is_plain", lambda turn: False)
            slow = HardBot(st.pending.seat, 7, st.variant).weigh(view, st.pending)
        assert fast == slow, (st.seed, st.turn, st.pending)
        checked += 1
    assert checked > 50


def test_sampled_worlds_agree_with_the_view_and_merge_repeats():
    st = game(n=5, top=["loot"], fronts={1: ["police"], 3: ["loot", "bone"]}, informant=True,
              overview={4: "informant"})
    view = st.view(2)
    rules = Rules(st.variant)
    worlds = sample_worlds(view, rules, Rng(3), 20)
    assert sum(w.weight for w in worlds) == 20
    deck = sorted(st._kind[c] for c in st.zones["deck"])
    for w in worlds:
        assert len(w.deck) == 4 and w.deck_size == len(deck)  # the card in play serves one of the five
        assert all(w.deck.count(k) <= deck.count(k) for k in set(w.deck))
        assert w.overview[2] == "lawyer" and w.overview.count("informant") <= 1
        assert "unused" not in w.overview and min(w.uses_left) >= 1
    late = game(n=3, top=["loot", "police"])
    give(late, 1)  # one card left to draw this turn: at most one guess per kind
    worlds = sample_worlds(late.view(0), Rules(late.variant), Rng(3), 200)
    assert len(worlds) <= 11 and sum(w.weight for w in worlds) == 200


def test_the_hard_player_decides_from_its_view_only():
    """Two tables that look the same to seat 0 (different deck order) get the same weights."""
    st = game(top=["police", "loot", "guard_dog"], fronts={1: ["police"], 2: ["guard_dog", "guard_dog"]})
    twin = SPEC.load_state(st.to_json(), st.variant)
    twin.zones["deck"].reverse()
    assert twin.view(0) == st.view(0)
    weights = [HardBot(0, 5, st.variant).weigh(t.view(0), t.pending) for t in (st, twin)]
    assert weights[0] == weights[1]
