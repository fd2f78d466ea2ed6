"""Hints and "Why not?" at each game's own table: where the hint points, that it depends on
nothing but the asking seat's view, that a hot-seat hint is for the person on turn only, that
the counts are saved, that Settings can hide it, and that a refused move opens the rules at its
rule."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.app import games
from game.engine.bots import RandomBot
from game.engine.match import Match
from game.engine.record import SeatInfo
from game.engine.registry import get_spec
from game.engine.rng import Rng
from game.table.overlays import HandoffScene
from game.ui.theme import SIZE
from tests.app.drive import click, frames, key, until

GAMES = ["alarm", "alcatraz", "home_alone"]


KINDS = {"alarm": "give", "home_alone": "crook"}  # a question each table asks (never answers by itself)


def position(game_id: str, seed: int = 4):
    """A position in the middle of a game where seat 0 has a real choice (two or more moves)."""
    spec = get_spec(game_id)
    if game_id == "home_alone":
        from game.home_alone.positions import after_hiding
        state = after_hiding(players=3, seed=seed, spins=[3, 4, 2, 1, 3, 4])
    else:
        state = spec.new_game(spec.standard(), 3, seed)
    bot = RandomBot(0, seed)
    for moves in range(400):
        d = state.pending
        if d.seat == 0 and len(d.actions) >= 2 and KINDS.get(game_id, d.kind) == d.kind and moves > 2:
            return state
        state.apply(bot.choose(None, d))
    raise AssertionError("no position found")


def seats(kinds):
    names = ["Sam", "Alex", "Robin"]
    return [SeatInfo(names[i], k, "normal", i) for i, k in enumerate(kinds)]


def open_table(app, match):
    games.start(app, match, autosave=False)
    scene = app.scenes.top
    assert until(app, lambda: scene.hint_button.visible, 600), "the person's question never came"
    frames(app, 5)
    return scene


def take_hint(app, scene):
    seat = scene.hint_seat()
    key(app, pygame.K_h)
    top = app.scenes.top
    if isinstance(top, HandoffScene):  # others at the laptop could see it: hand it over first
        assert top.seat == seat and "hint" in top.reason.lower()
        top.ready()
    assert until(app, lambda: scene.hint is not None and scene.hint.state != "thinking", 900)
    assert scene.hint.state == "ready"
    return scene.hint


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_uses_only_the_seats_view(app, game_id):
    """Two tables that differ only in what seat 0 cannot see get the same hint, outlined on the table."""
    spec = get_spec(game_id)
    scramble = importlib.import_module(f"tests.{game_id}.twins").scramble_hidden
    state = position(game_id)
    twin = scramble(state, 0, Rng(11))
    assert twin.to_json() != state.to_json(), "the twin must differ in hidden things"
    assert twin.view(0) == state.view(0)
    answers = []
    for st in (state, twin):
        app.settings.animation_speed = "instant"
        scene = open_table(app, Match.from_position(spec, st, seats(["human", "bot", "bot"])))
        assert scene.match.move_count == 0  # the position's own question
        hint = take_hint(app, scene)
        assert hint.action in scene.match.state.pending.actions and hint.reason
        target = hint.target()
        assert target is not None and pygame.Rect((0, 0), SIZE).colliderect(target)
        answers.append((hint.action, hint.reason, hint.label))
        moves = scene.match.move_count
        scene.play_hint()
        assert scene.match.record.actions[moves:moves + 1] == [hint.action]
        app.scenes.home()
    assert answers[0] == answers[1]


def _on_turn_advisor(scene, seen):
    made = scene.hint_advisor

    def advisor(seat):
        bot = made(seat)
        plain = bot.advise
        bot.advise = lambda view, decision: (seen.append((seat, view, decision)), plain(view, decision))[1]
        return bot
    scene.hint_advisor = advisor


@pytest.mark.parametrize("game_id", GAMES)
def test_hot_seat_hints_go_to_the_person_on_turn_and_are_saved(app, game_id):
    from game.store import saves

    spec = get_spec(game_id)
    app.settings.handoff_screens = True
    match = Match.from_position(spec, position(game_id, seed=6), seats(["human", "human", "bot"]))
    games.start(app, match, autosave=False)
    scene = app.scenes.top
    seen: list = []
    _on_turn_advisor(scene, seen)
    hints = 0
    for _ in range(3000):
        if hints == 4 or match.state.is_over:
            break
        top = app.scenes.top
        if isinstance(top, HandoffScene):
            assert not scene.hint_button.visible or scene.hint is None
            top.ready()
        elif top is scene and scene.hint_button.visible:
            d = match.state.pending
            assert scene.is_human(d.seat)
            hint = take_hint(app, scene)
            seat, view, decision = seen[-1]
            assert seat == d.seat == hint.seat and decision == d
            assert view == match.state.view(d.seat)
            assert scene.screen_is_private_to(d.seat)
            hints += 1
            frames(app, 3)
            scene.play_hint()
            if game_id == "home_alone" and scene.plan is not None:
                break
        frames(app, 1, 1 / 15)
    assert hints >= 2
    path = saves.write_save(match, saves.new_save_path("hinted"), "hinted")
    assert saves.load_record(path).hint_counts() == match.hints_taken() and sum(match.hints_taken()) == hints


@pytest.mark.parametrize("game_id", GAMES)
def test_no_hint_button_when_hints_are_off(app, game_id):
    app.settings.hints = False
    spec = get_spec(game_id)
    match = Match.from_position(spec, position(game_id), seats(["human", "bot", "bot"]))
    games.start(app, match, autosave=False)
    scene = app.scenes.top
    assert until(app, lambda: scene._decision_shown is not None, 600)
    frames(app, 5)
    assert not scene.hint_button.visible
    key(app, pygame.K_h)
    frames(app, 5)
    assert scene.hint is None and match.hints_taken() == [0, 0, 0]


ILLEGAL = {  # a move the rules refuse at the position above, and the rule that says so
    "alarm": (lambda: __import__("game.alarm.actions", fromlist=["x"]).GiveCard(99), "A turn"),
    "alcatraz": (lambda: __import__("game.alcatraz.actions", fromlist=["x"]).FoilPlan(0, 98, True),
                 "Foiling a plan"),
    "home_alone": (lambda: __import__("game.home_alone.actions", fromlist=["x"]).MoveKid(0), "Kids"),
}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_refused_move_says_why_and_Show_me_opens_its_rule(app, game_id):
    from game.app.scenes.rules import RulesScene

    spec = get_spec(game_id)
    match = Match.from_position(spec, position(game_id), seats(["human", "bot", "bot"]))
    scene = open_table(app, match)
    make, rule = ILLEGAL[game_id]
    moves = match.move_count
    assert not scene.submit(make())
    assert match.move_count == moves
    panel = scene.why_not
    assert panel is not None and panel.rule == rule and panel.message
    frames(app, 2)
    click(app, panel.show_button.rect.center)
    page = app.scenes.top
    assert isinstance(page, RulesScene) and page.current == game_id and page.lit is not None
    heading = importlib.import_module("game.app.scenes.rules").laid_out(game_id, 940)[1][rule.casefold()]
    assert page.lit == heading
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene


def test_every_rule_a_game_names_is_a_heading_of_its_rules_page():
    for game_id in GAMES:
        state_type = type(get_spec(game_id).new_game(get_spec(game_id).standard(), 3, 1))
        headings = {h for h, _ in importlib.import_module(f"game.{game_id}.help").SECTIONS}
        assert state_type.action_rules and set(state_type.action_rules.values()) <= headings, game_id
        assert set(state_type.action_rules) <= set(get_spec(game_id).action_types), game_id


def test_a_home_alone_hiding_hint_goes_on_the_tray_plan(app):
    """While hiding, Play it puts the marker the hint is about on the hinted square of the plan (Done
    still hands the whole plan over), and the hint only says where: "the lit square"."""
    spec = get_spec("home_alone")
    match = Match.new(spec, spec.standard(), seats(["human", "bot"]), seed=3)
    scene = open_table(app, match)
    assert scene.plan is not None and scene.plan.placed == 0
    hint = take_hint(app, scene)
    assert hint.label == "Hide it on the lit square" and hint.target() == scene.geo.rect(hint.action.square)
    scene.play_hint()
    assert match.move_count == 0 and scene.plan.where == {scene.plan.order[0]: hint.action.square}
    assert match.hints_taken() == [1, 0]
