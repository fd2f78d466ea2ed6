"""The hint button and "Why not?" of every table, on the shared GameScene with the toy game.

What each game adds (where a hint points, which rule refused a move, that its hard
player's hint depends on the seat's view only) is tested per game in ``test_game_hints``.
"""

from __future__ import annotations

import json

import pytest

from game.engine.bots import Advice, Bot
from game.engine.errors import Because, IllegalActionError, SaveError
from game.engine.match import Match
from game.engine.record import SeatInfo, record_from_json
from game.table.overlays import GameOverOverlay, HandoffScene
from game.table.scene import GameScene
from tests.app.drive import click, frames, key, until
from tests.engine.toy_game import SPEC, Play


def seats(kinds):
    return [SeatInfo(f"P{i}", k, "easy", i) for i, k in enumerate(kinds)]


class Table(GameScene):
    """The toy table, with a hard player that explains itself and knows where cards are."""

    asked: list

    def hint_advisor(self, seat):
        table = self

        class Advisor(Bot):
            level = "hard"

            def choose(self, view, decision):
                return decision.actions[0]

            def advise(self, view, decision):
                table.asked.append((seat, view, decision))
                return Advice(self.choose(view, decision), "It is the first thing you can do.")

        return Advisor(seat)

    def hint_target(self, action):
        import pygame
        return pygame.Rect(500, 400, 80, 110)


def start(app, kinds, seed=2, cls=Table, **kw):
    match = Match.new(SPEC, SPEC.standard(), seats(kinds), seed=seed)
    scene = cls(app, match, **kw)
    scene.asked = []
    app.scenes.push(scene)
    return match, scene


def asked_for(app, scene):
    key(app, __import__("pygame").K_h)
    assert until(app, lambda: scene.hint is not None and scene.hint.state != "thinking", 300)


def test_hint_button_is_there_only_while_a_person_is_asked(app):
    match, scene = start(app, ["bot", "human", "bot"], autosave=False)
    seen = []
    for _ in range(400):
        frames(app, 1, 1 / 15)
        d = match.state.pending
        seen.append(scene.hint_button.visible)
        if scene.hint_button.visible:
            assert d is not None and d.seat == 1 and scene.player.idle  # the person's own question, on screen
            break
    assert scene.hint_button.visible
    assert not seen[0]  # a computer player moved first


def test_H_shows_a_legal_move_with_its_reason_and_Play_it_plays_it(app, tmp_path):
    import pygame

    match, scene = start(app, ["human", "bot"], autosave=False)
    assert until(app, lambda: scene.hint_button.visible, 200)
    asked_for(app, scene)
    hint = scene.hint
    assert hint.state == "ready" and hint.action in match.state.pending.actions
    assert hint.reason == "It is the first thing you can do."
    assert hint.target() == pygame.Rect(500, 400, 80, 110)
    assert match.hints_taken() == [1, 0]
    # asked again at the same point: the same hint, counted once
    key(app, pygame.K_h)
    assert scene.hint is None
    asked_for(app, scene)
    assert match.hints_taken() == [1, 0] and len(scene.asked) == 1
    frames(app, 20)  # a moment to read it: P is a fresh press after the question was shown
    expected = hint.action
    key(app, pygame.K_p)
    assert match.move_count == 1 and match.record.actions[0] == expected
    assert scene.hint is None


def test_hint_counts_travel_in_the_record_and_bad_counts_are_refused(app, toy):
    match, scene = start(app, ["human", "bot"], autosave=False)
    assert until(app, lambda: scene.hint_button.visible, 200)
    asked_for(app, scene)
    data = json.loads(json.dumps(match.record.to_json()))
    assert data["hints"] == [1, 0]
    again = record_from_json(data)
    assert again.hint_counts() == [1, 0]
    rebuilt = Match.from_record(SPEC, again)
    assert rebuilt.hints_taken() == [1, 0]
    fresh = Match.new(SPEC, SPEC.standard(), seats(["human", "bot"]), seed=2)
    assert "hints" not in fresh.record.to_json()  # files of games without hints stay as they were
    for bad in ([1, 2, 3], [-1, 0], ["1", 0], [True, 0], {"0": 1}):
        with pytest.raises(SaveError):
            record_from_json({**data, "hints": bad})


def test_hints_are_counted_in_the_autosave_and_on_the_game_over_screen(app, toy):
    from game.store import saves

    match, scene = start(app, ["human", "bot"], autosave=True)
    assert until(app, lambda: scene.hint_button.visible, 200)
    asked_for(app, scene)
    saves.flush_autosave()
    assert saves.load_record(saves.autosave_path()).hint_counts() == [1, 0]
    while not match.state.is_over:
        assert until(app, lambda: match.state.is_over or scene.hint_button.visible, 400)
        if not match.state.is_over:
            assert scene.submit(match.state.pending.actions[0])
            frames(app, 2)
    assert until(app, lambda: isinstance(app.scenes.top, GameOverOverlay), 400)
    assert "Hints taken: P0 1" in scene._result[1]


def test_switched_off_in_settings_there_is_no_hint_button_and_H_does_nothing(app):
    import pygame

    app.settings.hints = False
    match, scene = start(app, ["human", "bot"], autosave=False)
    assert until(app, lambda: scene._decision_shown is not None, 200)
    frames(app, 5)
    assert not scene.hint_button.visible
    key(app, pygame.K_h)
    frames(app, 5)
    assert scene.hint is None and not scene.asked and match.hints_taken() == [0, 0]
    app.settings.hints = True  # switched back on mid-game: there it is
    frames(app, 2)
    assert scene.hint_button.visible


def test_settings_scene_switches_hints_and_saves_it(app):
    from game.store.settings import load_settings, settings_path

    settings = app.scenes.open("settings")
    toggle = settings.hints_toggle
    assert toggle.value is True
    toggle.activate()
    assert app.settings.hints is False
    assert load_settings(settings_path()).hints is False


def test_hot_seat_hint_is_for_the_person_on_turn_only(app):
    """Two people with private cards: each hint is worked out from the view of the seat whose
    turn it is, shown after that person's hand-off, and gone when the turn passes."""
    import pygame

    app.settings.handoff_screens = True
    match, scene = start(app, ["human", "human"], autosave=False)
    for turn in range(4):
        assert until(app, lambda: isinstance(app.scenes.top, HandoffScene), 200)
        seat = app.scenes.top.seat
        assert seat == match.state.pending.seat
        assert not scene.hint_button.visible or app.scenes.top is not scene  # the table is hidden
        key(app, pygame.K_h)  # H at the hand-off screen asks nothing
        assert not scene.asked[turn:]
        app.scenes.top.ready()
        assert until(app, lambda: scene.hint_button.visible, 200)
        asked_for(app, scene)
        asked_seat, view, decision = scene.asked[-1]
        assert asked_seat == seat == decision.seat == scene.hint.seat
        assert view == match.state.view(seat) != match.state.view(1 - seat)
        frames(app, 20)
        scene.play_hint()
        assert scene.hint is None and not scene.hint_button.visible
    assert match.hints_taken() == [2, 2]


def test_a_late_answer_is_never_shown_to_the_next_person(app):
    import threading

    app.settings.handoff_screens = False
    gate = threading.Event()

    class Slow(Table):
        def hint_advisor(self, seat):
            advisor = super().hint_advisor(seat)
            plain = advisor.advise
            advisor.advise = lambda view, decision: (gate.wait(5), plain(view, decision))[1]
            return advisor

    match, scene = start(app, ["human", "human"], cls=Slow, autosave=False)
    assert until(app, lambda: scene.hint_button.visible, 200)
    key(app, __import__("pygame").K_h)
    frames(app, 10)
    assert scene.hint is not None and scene.hint.state == "thinking" and scene.hint.shown
    first = match.state.pending.seat
    scene.submit(match.state.pending.actions[-1])  # the person chose without waiting
    gate.set()
    assert until(app, lambda: scene.hint_button.visible and match.state.pending.seat != first, 200)
    frames(app, 10)
    assert scene.hint is None and match.hints_taken() == [0, 0]


def test_an_advice_that_is_not_legal_is_no_hint(app):
    class Wrong(Table):
        def hint_advisor(self, seat):
            class Advisor(Bot):
                def choose(self, view, decision):
                    return Play(999)

                def advise(self, view, decision):
                    return Advice(Play(999), "Nonsense")
            return Advisor(seat)

    match, scene = start(app, ["human", "bot"], cls=Wrong, autosave=False)
    assert until(app, lambda: scene.hint_button.visible, 200)
    asked_for(app, scene)
    assert scene.hint.state == "none" and not scene.hint.play_button.visible
    assert match.hints_taken() == [0, 0]


def test_the_default_advisor_is_a_fresh_strong_player_seeded_for_the_point(app):
    from game.table import hints

    match = Match.new(SPEC, SPEC.standard(), seats(["human", "bot"]), seed=2)
    a, b = hints.make_advisor(SPEC, match.record, 0), hints.make_advisor(SPEC, match.record, 0)
    view, decision = match.state.view(0), match.state.pending
    assert hints.ask(a, view, decision) == hints.ask(b, view, decision)
    assert hints.legal_advice(hints.ask(a, view, decision), match.state, decision) in decision.actions


# -- Why not? ------------------------------------------------------------------------------------
def test_because_names_its_rule_and_the_error_carries_it():
    why = Because("you have no Lawyer left", rule="Your Lawyer")
    exc = IllegalActionError(why)
    assert str(exc) == "you have no Lawyer left" and exc.rule == "Your Lawyer"
    assert IllegalActionError("plain words").rule is None
    assert IllegalActionError(why, rule="Other").rule == "Other"


def test_an_illegal_move_says_why_and_Show_me_opens_the_rules_at_that_rule(app):
    from game.app.scenes import rules as rules_page
    from game.app.scenes.rules import RulesScene

    match, scene = start(app, ["human", "bot"], autosave=False)
    assert until(app, lambda: scene.hint_button.visible, 200)
    scene.refuse(Because("You cannot do that now", rule="Panic!"))  # as a table's own check would
    panel = scene.why_not
    assert panel is not None and panel.message == "You cannot do that now." and panel.rule == "Panic!"
    assert panel.show_button.visible and panel.show_button.label == "Show me"
    scene.spec = type("Spec", (), {"id": "alarm"})()  # the toy game has no rules page: borrow Alarm!'s
    frames(app, 2)
    click(app, panel.show_button.rect.center)  # by mouse, as a person would
    page = app.scenes.top
    assert isinstance(page, RulesScene) and page.current == "alarm"
    anchor = rules_page.laid_out("alarm", rules_page.PAGE.width)[1]["panic!"]
    assert page.lit == anchor and int(page.scroll) == anchor.y - 12 and page.scroll > 0
    assert scene.why_not is None
    page.back()
    assert app.scenes.top is scene


def test_the_engine_refusal_reaches_the_panel(app):
    match, scene = start(app, ["human", "bot"], autosave=False)
    assert until(app, lambda: scene.hint_button.visible, 200)
    assert not scene.submit(Play(999))
    assert scene.why_not is not None and "not allowed" in scene.why_not.message and scene.why_not.rule is None
    frames(app, int(scene.why_not.SECONDS * 30) + 30)
    assert scene.why_not is None  # it goes by itself


@pytest.mark.parametrize("game_id", ["alarm", "alcatraz", "home_alone"])
def test_the_rules_page_opens_at_every_section(app, game_id):
    import importlib

    from game.app.scenes.rules import RulesScene

    headings = [h for h, _ in importlib.import_module(f"game.{game_id}.help").SECTIONS]
    for heading in headings:
        page = RulesScene(app, game_id, heading)
        assert page.lit is not None, heading
    page = RulesScene(app, game_id, "No such rule")
    assert page.lit is None and page.scroll == 0


def test_a_long_reason_is_shown_whole(app):
    """A reason as long as a hint may be (240 letters) is never cut short with "…": its end is often
    the point of the advice (found playing: a Home Alone reason lost "for the next turns")."""
    from game.table import hints as hinting
    from game.table.coach import Panel

    class Talkative(Table):
        def hint_advisor(self, seat):
            class Advisor(Bot):
                level = "hard"

                def choose(self, view, decision):
                    return decision.actions[0]

                def advise(self, view, decision):
                    words = "Move Marv to a doorway: it brings him nearer your booby-traps for the next turns. "
                    return Advice(self.choose(view, decision), words * 4)

            return Advisor(seat)

    Panel.cut.clear()
    match, scene = start(app, ["human", "bot"], cls=Talkative, autosave=False)
    assert until(app, lambda: scene.hint_button.visible, 200)
    asked_for(app, scene)
    frames(app, 3)
    assert 235 <= len(scene.hint.reason) <= 240 and scene.hint.reason == hinting.plain(scene.hint.reason)
    assert not [text for kind, text in Panel.cut if kind == "HintCallout"]
    assert scene.hint.rect.bottom <= 720 and scene.hint.rect.top >= 0
