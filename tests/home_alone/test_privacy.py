"""The hiding screens never show one person's markers to another: not on the board, not in
the tray, not in the log. Checked as a picture too: the second person's hiding screen is the
same pixel for pixel whatever the first person hid where."""

from __future__ import annotations

import pygame

from game.engine.rng import Rng
from game.home_alone.markers import TRAP_NAMES, VALUABLE_NAMES
from game.home_alone.table.pictures import _advance
from game.table.overlays import HandoffScene
from tests.home_alone.test_scene import CATALOG, start

NAMES = set(TRAP_NAMES) | set(VALUABLE_NAMES)


def hand_over(app, scene, seat):
    assert _advance(app, scene, lambda: isinstance(app.scenes.top, HandoffScene))
    top = app.scenes.top
    assert top.seat == seat and top.opaque  # the table is not drawn behind it
    top.ready()


def second_hiding_screen(app, swap: bool):
    """Sam hides (the same squares either way; with ``swap`` each marker on another of
    them), then Alex's hiding screen as drawn."""
    app.settings.animation_speed = "fast"
    scene = start(app, ["human", "human"], seed=21)
    hand_over(app, scene, 0)
    assert _advance(app, scene, lambda: scene.mode == "hide")
    plan = scene.plan
    plan.fill_random(Rng(1))
    if swap:
        markers = list(plan.where)
        squares = [plan.where[m] for m in markers]
        plan.where = dict(zip(markers, squares[1:] + squares[:1]))
    sams = dict(plan.where)
    scene.hide_done()
    hand_over(app, scene, 1)
    assert _advance(app, scene, lambda: scene.mode == "hide" and scene.plan.seat == 1)
    for _ in range(40):
        app.process([], 1 / 30)
    app.mark_dirty()
    app.process([], 1 / 30)
    return scene, sams, pygame.image.tobytes(app.screen, "RGB")


def test_second_person_sees_where_but_never_what(app):
    scene, sams, picture = second_hiding_screen(app, swap=False)
    # Alex's board: Sam's 25 markers are all there, all face down
    sam_tokens = [(sq, m) for sq, tokens in scene.stacks.items() for owner, m in tokens if owner == 0]
    assert sorted(sq for sq, _ in sam_tokens) == sorted(sams.values())
    assert all(m is None for _, m in sam_tokens)
    # the tray holds only Alex's markers; the view Alex's screen is drawn from knows none of Sam's
    mk = scene.view.markers
    assert all(mk.owner(m) == 1 for m in scene.tray.items)
    assert all(mk.owner(m) == 1 for m in scene.view.known)
    # the log (which stays on screen) never names a hidden marker
    text = " ".join(line for line, _ in scene.log.lines)
    assert not any(name in text for name in NAMES)
    # hovering one of Sam's squares says whose marker it is, not what
    words = " ".join(t for t, _ in scene._square_words(next(iter(sams.values()))))
    assert "Sam's marker, face down" in words and not any(name in words for name in NAMES)


def test_second_hiding_screen_is_the_same_whatever_the_first_hid(app):
    _, sams_a, picture_a = second_hiding_screen(app, swap=False)
    app.scenes.reset(app.scenes.stack[0])
    _, sams_b, picture_b = second_hiding_screen(app, swap=True)
    assert sams_a != sams_b and sorted(sams_a.values()) == sorted(sams_b.values())
    assert picture_a == picture_b


def test_memory_rule_shows_nobody_their_markers_during_turns(app):
    app.settings.animation_speed = "instant"
    scene = start(app, ["human", "bot"], seed=2)
    assert _advance(app, scene, lambda: scene.mode == "hide")
    scene.hide_random()
    scene.hide_done()
    assert _advance(app, scene, lambda: scene.mode == "spin", seconds=60)
    assert all(m is None for tokens in scene.stacks.values() for _, m in tokens)


def test_peek_shows_own_markers_only_while_deciding_on_own_turn_behind_a_hand_off(app):
    app.settings.animation_speed = "instant"
    scene = start(app, ["human", "human"], CATALOG.get("peek"), seed=5)
    for seat in (0, 1):
        hand_over(app, scene, seat)
        assert _advance(app, scene, lambda: scene.mode == "hide")
        scene.hide_random()
        scene.hide_done()
    turns_seen = set()
    for _ in range(600):
        app.process([], 1 / 15)
        top = app.scenes.top
        if isinstance(top, HandoffScene):
            assert top.seat == scene.match.state.current  # only before a person's own turn
            top.ready()
            continue
        if scene.mode is None:
            continue
        me = scene.decision.seat
        face_up = {owner for tokens in scene.stacks.values() for owner, m in tokens if m is not None}
        if me == scene.match.state.current:
            turns_seen.add(me)
            assert face_up == {me}
        else:
            assert not face_up
        action = scene.decision.actions[-1] if scene.mode != "spin" else scene.decision.actions[0]
        scene.submit(action)
        faces_after = {owner for tokens in scene.stacks.values() for owner, m in tokens if m is not None}
        assert not faces_after  # the prompt is gone: the markers are face down again
        if scene.match.state.turn >= 5 or scene.match.state.is_over:
            break
    assert turns_seen == {0, 1}


def test_taking_back_hiding_during_someone_elses_turn_hands_the_laptop_back(app):
    """Memory rule: Sam takes his turn without a hand-off; if he then undoes Alex's hiding, the
    tray with Alex's markers must wait behind a hand-off to Alex."""
    app.settings.animation_speed = "instant"
    scene = start(app, ["human", "human"], seed=13)
    for seat in (0, 1):
        hand_over(app, scene, seat)
        assert _advance(app, scene, lambda: scene.mode == "hide")
        scene.hide_random()
        scene.hide_done()
    assert _advance(app, scene, lambda: scene.mode == "spin")
    assert not isinstance(app.scenes.top, HandoffScene) and scene.decision.seat == 0
    assert scene.can_undo_now()  # Alex's hiding can still be taken back
    scene.undo()
    hand_over(app, scene, 1)
    assert _advance(app, scene, lambda: scene.mode == "hide" and scene.plan.seat == 1)
    assert scene.plan.complete  # reopened as Alex left it
