"""The shared table machinery (GameScene) on the toy game: bots, people, hand-off, undo."""

from __future__ import annotations

from game.engine.match import Match
from game.engine.record import SeatInfo
from game.table.overlays import GameOverOverlay, HandoffScene
from game.table.scene import GameScene
from tests.engine.toy_game import SPEC, Play


def seats(kinds):
    return [SeatInfo(f"P{i}", k, "easy", i) for i, k in enumerate(kinds)]


def run_frames(app, n=400, dt=1 / 15):
    for _ in range(n):
        app.process([], dt)


def test_bot_only_game_plays_to_the_end_and_shows_game_over(app):
    app.settings.animation_speed = "instant"
    match = Match.new(SPEC, SPEC.standard(), seats(["bot"] * 3), seed=5)
    scene = GameScene(app, match, autosave=False)
    app.scenes.push(scene)
    for _ in range(2000):
        app.process([], 1 / 15)
        if isinstance(app.scenes.top, GameOverOverlay):
            break
    assert match.state.is_over
    assert isinstance(app.scenes.top, GameOverOverlay)
    assert scene.log.lines  # the log told the story


def test_computer_players_wait_while_the_pause_menu_is_open(app):
    app.settings.animation_speed = "instant"
    match = Match.new(SPEC, SPEC.standard(), seats(["bot"] * 3), seed=5)
    scene = GameScene(app, match, autosave=False)
    app.scenes.push(scene)
    run_frames(app, 20)
    scene.open_pause()
    moves = match.move_count
    run_frames(app, 200)
    assert match.move_count == moves and not match.state.is_over
    app.scenes.pop()
    run_frames(app, 200)
    assert match.move_count > moves


def test_person_is_offered_the_decision_and_can_play(app):
    app.settings.animation_speed = "instant"
    offered = []

    class Table(GameScene):
        def on_human_decision(self, decision):
            offered.append(decision)

    match = Match.new(SPEC, SPEC.standard(), seats(["human", "bot"]), seed=2)
    scene = Table(app, match, autosave=False)
    app.scenes.push(scene)
    run_frames(app, 60)
    assert offered and offered[-1].seat == 0
    play = next(a for a in offered[-1].actions if isinstance(a, Play))
    assert scene.submit(play)
    assert match.move_count == 1


def test_illegal_choice_is_explained_not_applied(app):
    match = Match.new(SPEC, SPEC.standard(), seats(["human", "bot"]), seed=2)
    scene = GameScene(app, match, autosave=False)
    app.scenes.push(scene)
    run_frames(app, 10)
    assert not scene.submit(Play(999))
    assert match.move_count == 0
    assert scene.why_not is not None and "not allowed" in scene.why_not.message  # the Why not? panel


def test_two_people_with_private_cards_get_a_handoff_screen(app):
    app.settings.animation_speed = "instant"
    match = Match.new(SPEC, SPEC.standard(), seats(["human", "human"]), seed=2)
    scene = GameScene(app, match, autosave=False)
    app.scenes.push(scene)
    run_frames(app, 30)
    assert isinstance(app.scenes.top, HandoffScene)
    assert app.scenes.top.seat == match.state.pending.seat
    app.scenes.top.ready()
    assert scene.viewer == match.state.pending.seat


def test_one_person_with_bots_never_sees_a_handoff(app):
    app.settings.animation_speed = "instant"
    match = Match.new(SPEC, SPEC.standard(), seats(["human", "bot", "bot"]), seed=3)
    scene = GameScene(app, match, autosave=False)
    app.scenes.push(scene)
    for _ in range(300):
        app.process([], 1 / 15)
        assert not isinstance(app.scenes.top, HandoffScene)
        d = match.state.pending
        if d is None:
            break
        if d.seat == 0 and scene.player.idle:
            scene.submit(d.actions[0])


def test_undo_takes_back_own_move(app):
    app.settings.animation_speed = "instant"
    match = Match.new(SPEC, SPEC.standard(), seats(["human", "human"]), seed=4)
    app.settings.handoff_screens = False
    scene = GameScene(app, match, autosave=False)
    app.scenes.push(scene)
    run_frames(app, 20)
    before = match.state.to_json()
    play = next(a for a in match.state.pending.actions if isinstance(a, Play))
    scene.submit(play)
    run_frames(app, 20)
    assert scene.can_undo_now()
    scene.undo()
    assert match.state.to_json() == before


def test_game_scene_survives_monkey(app):
    from tests.app.monkey import monkey

    app.settings.animation_speed = "fast"
    match = Match.new(SPEC, SPEC.standard(), seats(["human", "bot", "bot"]), seed=9)
    scene = GameScene(app, match, autosave=False)
    app.scenes.push(scene)

    def keep():
        if scene not in app.scenes.stack:
            app.scenes.reset(scene)
    monkey(app, 1500, seed=4, keep=keep)


def test_a_long_prompt_never_covers_undo_skip_or_hint(app, monkeypatch):
    """Found by hand: a long Home Alone prompt covered the Skip button (hints off: no Hint button)."""
    import pygame

    from game.table import scene as scene_module

    app.settings.animation_speed = "instant"
    app.settings.hints = False
    match = Match.new(SPEC, SPEC.standard(), seats(["human", "bot"]), seed=4)
    scene = GameScene(app, match, autosave=False)
    app.scenes.push(scene)
    run_frames(app, 20)
    monkeypatch.setattr(scene, "status_text", lambda: "A very long prompt that says a great deal " * 3)
    boxes = []
    real = scene_module.draw.panel
    monkeypatch.setattr(scene_module.draw, "panel", lambda surface, rect, *a, **k: (boxes.append(pygame.Rect(rect)),
                                                                                     real(surface, rect, *a, **k)))
    scene.draw_status(pygame.Surface((1280, 720)))
    status = boxes[0]
    for button in (scene.undo_button, scene.skip_button, scene.hint_button):
        if button.visible:
            assert not status.colliderect(button.rect), button.label


def test_a_tooltip_is_not_left_drawn_under_the_pause_menu(app):
    """Found by hand: the Menu button's tooltip stayed drawn over the pause dialog."""
    import pygame

    match = Match.new(SPEC, SPEC.standard(), seats(["human", "bot"]), seed=4)
    scene = GameScene(app, match, autosave=False)
    app.scenes.push(scene)
    run_frames(app, 5)
    menu = scene.menu_button
    app.process([pygame.event.Event(pygame.MOUSEMOTION, pos=menu.rect.center, rel=(0, 0), buttons=(0, 0, 0))], 1 / 30)
    run_frames(app, 30)
    assert scene.widgets.tooltip_widget() is menu
    scene.open_pause()
    assert scene.widgets.tooltip_widget() is None
