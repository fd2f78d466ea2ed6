"""Learn to play: each guided game is driven to its end headless, as a person would play it
(every note read, every asked-for move made, one wrong try per move step nudged and not played),
and can be left and carried on where it was left."""

from __future__ import annotations

import pygame
import pytest

from game.app import games
from game.table.coach import lesson_of
from game.ui.theme import SIZE
from tests.app.drive import click, frames, key, until

LESSONS = [g for g in ("alarm", "alcatraz", "home_alone") if lesson_of(g) is not None]


def _press(app, button):
    frames(app, 2)
    assert button.visible
    click(app, button.rect.center)


def read_and_close_covers(app, scene) -> bool:
    """A screen the table opened over itself (a round's summary) is read and closed with Enter, as a
    person would; the lesson's note waits under it."""
    top = app.scenes.top
    if top is not scene and top.name not in ("pause", "game-over"):
        assert not scene.coach.callout.shown, f"the lesson's note shows under {top.name}"
        frames(app, 1, dt=0.6)
        key(app, pygame.K_RETURN)
    return False


def play_part(app, scene, wrong_tries: bool = True) -> None:
    """Play one part of a lesson to its end; the Next part / Play a real game note is left on screen."""
    coach = scene.coach
    match = scene.match
    for _ in range(200):
        assert until(app, lambda: read_and_close_covers(app, scene) or coach.callout.shown, 1500), \
            f"no note at step {coach.index} of {coach.chapter.title}"
        step = coach.step
        target = coach.target()
        if step is not None and step.point is not None:
            assert target is not None and pygame.Rect((0, 0), SIZE).colliderect(target)
        if step is None:
            return
        if not step.is_move:
            _press(app, coach.callout.next_button)
            continue
        d = match.state.pending
        assert scene.is_human(d.seat)
        if getattr(scene, "plan", None) is not None:  # Home Alone's hiding: the whole tray at once
            scene.hide_random()
            scene.hide_done()
            assert coach.index > 0 and scene.plan is None
            continue
        wrong = [a for a in d.actions if not step.accepts(a)]
        if wrong and wrong_tries:
            moves = match.move_count
            assert not scene.submit(wrong[0])
            assert match.move_count == moves and coach.nudged and coach.text() == step.nudge
        good = [a for a in d.actions if step.accepts(a)]
        assert good, f"the step {step.say!r} asks for a move the table does not offer: {d.actions}"
        assert scene.submit(good[0])
        assert not coach.nudged
    raise AssertionError("the part never ended")


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_guided_game_plays_to_its_end_and_offers_a_real_game(app, game_id):
    from game.table.coach import Panel

    lesson = lesson_of(game_id)
    Panel.cut.clear()
    games.learn(app, game_id)
    for part in range(len(lesson.chapters)):
        scene = app.scenes.top
        assert scene.coach is not None and scene.coach.part == part
        assert not scene.hint_button.visible and not scene.autosave
        play_part(app, scene)
        assert app.settings.lessons.get(game_id, 0) == part
        last = part == len(lesson.chapters) - 1
        assert scene.coach.callout.next_button.label == ("Play a real game" if last else "Next part")
        _press(app, scene.coach.callout.next_button)
    real = app.scenes.top
    assert real.coach is None and real.match.names() == [s.name for s in lesson.seats]
    assert real.match.move_count == 0 and app.settings.lessons.get(game_id, 0) == 0
    cut = sorted(text for kind, text in Panel.cut if kind == "LessonCallout")
    assert not cut, f"lesson notes cut short: {cut}"


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_lesson_left_halfway_carries_on_where_it_was_left(app, game_id):
    from game.store.settings import load_settings, settings_path

    games.learn(app, game_id)
    play_part(app, app.scenes.top, wrong_tries=False)
    _press(app, app.scenes.top.coach.callout.next_button)  # on to part 2
    scene = app.scenes.top
    assert scene.coach.part == 1
    assert until(app, lambda: scene.coach.callout.shown, 1500)
    _press(app, scene.coach.callout.leave_button)
    assert app.scenes.top.name == "menu"
    assert load_settings(settings_path()).lessons == {game_id: 1}
    assert games.learn_label(app, game_id) == "Learn to play (part 2)"
    rules = app.scenes.open("rules", game_id)
    assert rules.learn_button.visible and rules.learn_button.label == "Learn to play (part 2)"
    _press(app, rules.learn_button)
    again = app.scenes.top
    assert again.coach is not None and again.coach.part == 1 and again.coach.index == 0


def test_the_setup_screen_offers_the_lesson(app):
    for game_id in ("alarm", "alcatraz", "home_alone"):
        setup = app.scenes.open("new_game", game_id)
        assert setup.learn_button.visible == (game_id in LESSONS)
        app.scenes.pop(setup)
    setup = app.scenes.open("new_game", LESSONS[0])
    _press(app, setup.learn_button)
    assert app.scenes.top.coach is not None


def test_a_damaged_lesson_place_in_the_settings_file_starts_the_lesson_over(tmp_path):
    from game.store.settings import load_settings

    path = tmp_path / "settings.toml"
    path.write_text('lessons = { alarm = "two" }\nhints = false\n', encoding="utf-8")
    settings = load_settings(path)
    assert settings.lessons == {} and settings.problems and settings.hints is False
    path.write_text("lessons = { alarm = 2 }\n", encoding="utf-8")
    assert load_settings(path).lessons == {"alarm": 2}


def _part(app, game_id, title):
    lesson = lesson_of(game_id)
    part = next(i for i, c in enumerate(lesson.chapters) if c.title == title)
    scene = app.scenes.start(app.scenes.make("lesson", game_id, part))
    return scene


def test_the_learner_ends_an_alcatraz_round_by_going_out(app):
    """Found by hand: the lesson told how a round ends; now the learner discards their last card, and
    the round ends and is scored in front of them."""
    from game.alcatraz.actions import Discard

    scene = _part(app, "alcatraz", "Scoring a round")
    assert scene.match.state.round == 1 and len(scene.match.state.view(0).hand) == 1
    play_part(app, scene)
    first = scene.match.record.actions[0]
    assert isinstance(first, Discard)  # the learner's own move ended the round
    assert scene.match.state.round == 2 and scene.match.state.totals[0] >= 20


def test_the_learner_plays_the_memory_and_valuables_rules_in_home_alone(app):
    """Found by hand: the lesson told the valuables and memory rules; now the learner picks their own
    booby-trap among their own face-down markers (+1) and sends a Crook onto another player's
    valuable (-1 to its owner)."""
    from game.home_alone.actions import MoveCrook
    from game.home_alone.table import lesson as ha

    scene = _part(app, "home_alone", "Moving a Crook")
    state = scene.match.state
    mk = state.markers
    own = [state.squares.get(sq, []) for sq in (ha.HALL, ha.HALL_RIGHT)]
    assert [mk.owner(m) for stack in own for m in stack] == [0, 0]  # two of the learner's, side by side
    play_part(app, scene)
    moves = [a for a in scene.match.record.actions if isinstance(a, MoveCrook)]
    assert [moves[0].to, moves[-1].to] == [ha.HALL, ha.LIVING_ROOM]  # the learner's two moves
    assert scene.match.state.points == [1, -1]
    # Bonnie's turn waits for the learner: the pill does not say she is thinking
    assert not scene.is_human(scene.match.state.pending.seat)
    assert scene.status_text() == "Bonnie Bot is next"


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_move_the_table_refuses_in_a_lesson_gets_the_lessons_nudge(app, game_id):
    """Found by hand: a move the table itself refused during a lesson showed "Why not?" with a rule,
    not the lesson's own nudge."""
    games.learn(app, game_id)
    scene = app.scenes.top
    coach = scene.coach
    while not coach.step.is_move:
        assert until(app, lambda: coach.callout.shown, 1500)
        _press(app, coach.callout.next_button)
    assert until(app, lambda: coach.callout.shown, 1500)
    scene.refuse("That square is too far away.", "moving")
    assert scene.why_not is None and coach.nudged and coach.text() == coach.step.nudge


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_part_starts_with_something_in_what_happened(app, game_id):
    """Part 2 of a lesson opened on a prepared position with an empty "What happened" panel: the
    log now names the part and says who is to play."""
    from game.table.coach import open_lesson

    for part in range(1, len(lesson_of(game_id).chapters)):
        scene = app.scenes.start(open_lesson(app, game_id, part))
        frames(app, 3)
        lines = [text for text, _ in scene.log.lines]
        assert lines, (game_id, part)
        if scene.match.record.start is not None and not scene.match.opening_events:
            assert lines[0].startswith(f"Learn to play, part {part + 1} of "), lines
