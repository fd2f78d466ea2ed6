"""Undo takes back a person's own latest action, never across another seat's action or
across a revealed hidden card or random result; the table shows when it is possible."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.store import saves
from tests.saves.helpers import new_match, pick, state_json


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32), undo_rate=st.floats(0.05, 0.6))
def test_undo_never_crosses_a_reveal_or_another_seat(game_spec, seed, undo_rate):
    m = new_match(game_spec, seed)
    n = m.record.num_players
    rnd = random.Random(seed)
    history: list[tuple[int, bool, str]] = []  # (seat, revealed, state before) per action still on record
    for _ in range(250):
        if m.state.is_over:
            break
        seat = m.state.pending.seat
        before = state_json(m)
        events = m.apply(pick(m, rnd.randrange(1000)))
        history.append((seat, any(e.reveals for e in events), before))
        while history:
            last_seat, revealed, before = history[-1]
            for t in range(n):
                assert m.can_undo(t) == (t == last_seat and not revealed), (t, history[-1][:2])
            if not m.can_undo(last_seat) or rnd.random() > undo_rate:
                break
            m.undo(last_seat)
            history.pop()
            assert state_json(m) == before


def test_undo_is_refused_after_another_seat_acted(game_spec):
    m = new_match(game_spec, 2)
    for _ in range(300):
        if m.state.is_over:
            return
        first = m.state.pending.seat
        m.apply(pick(m))
        if m.state.is_over:
            return
        if m.state.pending.seat != first:
            m.apply(pick(m))
            assert not m.can_undo(first)


def test_undo_off_as_a_house_rule(game_spec):
    m = new_match(game_spec, 2)
    m.undo_enabled = False
    for _ in range(30):
        if m.state.is_over:
            break
        m.apply(pick(m))
        assert not any(m.can_undo(s) for s in range(m.record.num_players))


def test_undo_survives_save_and_load(toy):
    """After Continue, the person who moved last may still take it back (if the rule allows)."""
    from tests.engine.toy_game import Play
    m = new_match(toy, 4, n=2, humans=2)
    seat = m.state.pending.seat
    m.apply(next(a for a in m.state.pending.actions if isinstance(a, Play)))
    saves.write_autosave(m)
    again = saves.load_match(saves.autosave_info().path)
    assert again.can_undo(seat) == m.can_undo(seat) is True


def test_table_shows_when_undo_is_possible(app, toy):
    from tests.engine.toy_game import Draw, Play
    from tests.saves.conftest import settle
    from tests.saves.toy_scene import ToyScene
    m = new_match(toy, 4, n=2, humans=2)
    app.settings.handoff_screens = False
    scene = ToyScene(app, m)
    app.scenes.reset(scene)
    settle(app, 10)
    assert not scene.undo_button.enabled and scene.undo_button.visible
    seat = m.state.pending.seat
    assert scene.submit(next(a for a in m.state.pending.actions if isinstance(a, Play)))
    scene.player.skip()
    settle(app, 3)
    if m.state.is_over:
        return
    assert scene.undo_button.enabled and "Take back" in scene.undo_button.tooltip
    scene.undo()
    assert m.move_count == 0 and m.state.pending.seat == seat
    settle(app, 3)
    assert not scene.undo_button.enabled
    # a drawn card is a revealed secret: no undo across it
    scene.submit(Draw())
    scene.player.skip()
    settle(app, 3)
    assert not scene.undo_button.enabled and "until another player" in scene.undo_button.tooltip
    # the house rule hides the button
    app.settings.undo_allowed = False
    scene.settings_changed()
    settle(app, 2)
    assert not scene.undo_button.visible
