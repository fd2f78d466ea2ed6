"""The Alcatraz table under the dummy driver: whole games by computers and by people, and its bookkeeping."""

from __future__ import annotations

import random

import pygame
import pytest

from game.alcatraz.table.scene import AlcatrazScene
from game.alcatraz.table.table_model import TableModel
from game.app import games
from game.table.overlays import GameOverOverlay
from tests.alcatraz.scene_helpers import key, play_as_people, start, until
from tests.app.drive import shown_texts


def _check_model_against_view(scene: AlcatrazScene, problems: list[str]) -> None:
    """After each action's animations, the animated table must equal the new view."""
    original = scene._after_events

    def checked() -> None:
        view = scene.current_view()
        m = scene.model
        fresh = TableModel.from_view(view, scene.bottom_seat(), scene.threshold, scene.gh_threshold)
        for name in ("hand_counts", "cell_block", "solitary", "yard", "revealed", "play", "foiled", "action_deck",
                     "action_discard", "active", "guard_help_on", "change_on", "round", "current"):
            mine, want = getattr(m, name), getattr(fresh, name)
            if name in ("play", "foiled"):
                mine, want = [sorted(x) for x in mine], [sorted(x) for x in want]
            if name in ("solitary", "yard", "action_discard") and sorted(mine) == sorted(want):
                continue
            if mine != want:
                problems.append(f"move {scene.match.move_count}: {name} {mine} != {want}")
        if sorted(m.hand) != sorted(fresh.hand):
            problems.append(f"move {scene.match.move_count}: hand {sorted(m.hand)} != {sorted(fresh.hand)}")
        original()
    scene._after_events = checked


def test_alcatraz_is_playable_from_the_menu():
    assert games.is_playable("alcatraz")


@pytest.mark.parametrize("players, seed", [(2, 1), (4, 2)])
def test_bot_only_game_plays_to_the_end(app, players, seed):
    scene = start(app, ["bot"] * players, seed=seed)
    problems: list[str] = []
    _check_model_against_view(scene, problems)
    assert until(app, lambda: isinstance(app.scenes.top, GameOverOverlay), 20000)
    state = scene.match.state
    assert state.is_over and max(state.totals) >= 100
    assert not problems, problems[:5]
    lines = scene.result_lines()
    assert scene.names[state.winners[0]] in lines[0]
    assert len(lines) == players + 2
    assert scene.model.totals == list(state.totals)


def test_skipping_animations_keeps_the_table_right(app):
    scene = start(app, ["bot"] * 3, seed=8, speed="normal", target_score=40)
    problems: list[str] = []
    _check_model_against_view(scene, problems)
    for i in range(20000):
        app.process([], 1 / 15)
        if i % 4 == 0 and not scene.player.idle:
            key(app, pygame.K_SPACE)
        if scene.match.state.is_over and scene.player.idle:
            break
    assert scene.match.state.is_over
    assert not problems, problems[:5]


@pytest.mark.parametrize("players, seed", [(2, 5), (3, 6)])
def test_people_answer_every_decision_with_mouse_and_keys(app, players, seed):
    """Every seat a person, each answering with a random legal move made by clicks, drags and keys."""
    scene = start(app, ["human"] * players, seed=seed, target_score=40)
    problems: list[str] = []
    _check_model_against_view(scene, problems)
    kinds = play_as_people(app, scene, random.Random(seed))
    assert scene.match.state.is_over
    assert {"draw", "play"} <= kinds
    assert not problems, problems[:5]


def test_play_again_deals_a_new_game_at_a_new_table(app):
    scene = start(app, ["bot"] * 2, seed=4, target_score=20)
    assert until(app, lambda: isinstance(app.scenes.top, GameOverOverlay), 20000)
    app.scenes.top.again()
    table = app.scenes.top
    assert isinstance(table, AlcatrazScene) and table is not scene
    assert table.match.move_count == 0 and [s.name for s in table.match.record.seats] == scene.names


@pytest.mark.parametrize("kinds", [["human", "bot", "bot"], ["human", "human"]])
def test_table_survives_monkey(app, kinds):
    from tests.app.monkey import monkey

    scene = start(app, kinds, seed=9, speed="fast")

    def keep():
        if scene not in app.scenes.stack:
            app.scenes.reset(scene)
    monkey(app, 1500, seed=4, keep=keep)


def test_a_family_of_four_meets_every_kind_of_question(app):
    """A whole game to 100 with four people: every decision the engine asks is answered at the table."""
    from game.alcatraz.constants import OVER, PHASES

    scene = start(app, ["human"] * 4, seed=3)
    kinds = play_as_people(app, scene, random.Random(3), frames=200000)
    assert scene.match.state.is_over
    assert kinds == set(PHASES) - {OVER}


def test_every_event_kind_has_its_animation():
    from game.alcatraz.events import EVENT_TYPES
    from game.alcatraz.table.animator import AlcatrazAnimator

    missing = [name for name, cls in EVENT_TYPES.items() if cls not in AlcatrazAnimator._shows]
    assert not missing


@pytest.mark.parametrize("name", ["alcatraz-guard-help", "alcatraz-warden"])
def test_scenarios_open_at_their_position_and_play_on(app, name):
    from game.store.paths import scenarios_dir
    from game.store.saves import load_match

    match = load_match(scenarios_dir() / f"{name}.json")
    seats = match.record.seats
    scene = AlcatrazScene(app, match, autosave=False)
    app.settings.animation_speed = "instant"
    app.scenes.push(scene)
    app.process([], 1 / 30)
    state = match.state
    assert scene.model.play == [list(p) for p in state.view(scene.viewer).play]
    assert scene.model.cell_block == len(state.zones["cell_block"])
    humans = [i for i, s in enumerate(seats) if s.is_human]
    kinds = play_as_people(app, scene, random.Random(1), frames=3000) if humans else set()
    assert scene.match.move_count > 0 or kinds


def test_a_turn_by_keyboard_alone(app):
    from game.alcatraz import actions as A
    from tests.alcatraz.scene_helpers import human_waiting

    scene = start(app, ["human", "bot"], seed=12)
    assert until(app, lambda: human_waiting(scene))
    assert scene.match.state.pending.kind == "draw"
    key(app, pygame.K_c)
    assert scene.match.record.actions[-1] == A.DrawCellBlock()
    assert until(app, lambda: human_waiting(scene))
    assert scene.match.state.pending.kind == "play"
    key(app, pygame.K_HOME)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_UP)  # selects the card under the cursor
    assert scene.hand.selected == [scene.hand.cards[1]]
    key(app, pygame.K_DOWN)  # clears the selection
    assert scene.hand.selected == []
    key(app, pygame.K_d)  # nothing selected: the question panel lists the discards
    assert scene.input.bar.visible
    first = scene.input.choices[0][0]
    key(app, pygame.K_RETURN)
    assert scene.match.record.actions[-1] == first
    assert isinstance(first, A.Discard)


def test_an_impossible_move_is_explained_in_plain_words(app):
    from tests.alcatraz.scene_helpers import human_waiting, select

    scene = start(app, ["human", "bot"], seed=12)
    assert until(app, lambda: human_waiting(scene))
    key(app, pygame.K_c)
    assert until(app, lambda: human_waiting(scene))
    messages: list[str] = []
    shown = scene.refuse  # the Why not? panel
    scene.refuse = lambda text, rule=None, near=None: (messages.append(str(text)), shown(text, rule, near))
    plan_card = next(c for c in scene.hand.cards if c < 84)
    select(app, scene, [plan_card])
    key(app, pygame.K_s)  # one card cannot start a plan
    assert scene.match.move_count == 1
    assert messages and any(w in messages[-1] for w in ("at least 3", "Yard", "already in play"))
    key(app, pygame.K_y)
    assert "Escapee" in messages[-1]


def test_a_finished_game_can_be_watched_again(app):
    from game.table.replay import open_replay

    scene = start(app, ["human", "bot"], seed=4, target_score=20)
    from tests.alcatraz.scene_helpers import play_as_people
    play_as_people(app, scene, random.Random(2))
    assert scene.match.state.is_over
    watch = open_replay(app, scene.match.record)
    assert isinstance(watch, AlcatrazScene)
    for _ in range(30):
        watch.replay.forward()
        app.process([], 1 / 15)
    watch.replay.back()
    watch.replay.to_end()
    until(app, lambda: watch.player.idle, 500)
    assert watch.model.totals == list(scene.match.state.totals)
    assert not watch.speed_button.visible


def test_a_plan_heading_explains_itself_under_the_mouse(app):
    scene = start(app, ["bot", "bot"], seed=3, target_score=20)
    until(app, lambda: any(scene.model.in_play()) if scene.model else False, 3000)
    plan = next(p for p, n in enumerate(scene.model.in_play()) if n)
    pos = scene.layout.headers[plan].center
    app.process([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))], 1 / 60)
    assert scene.hover_plan == plan
    tip = scene.plan_tip(plan)
    assert "in play" in tip and ("more" in tip or "foiled now" in tip)


def test_a_foiled_pile_lists_its_cards_under_the_mouse(app):
    scene = start(app, ["bot", "bot"], seed=3)
    assert until(app, lambda: scene.model is not None and any(scene.model.foiled), 6000)
    seat = next(s for s, pile in enumerate(scene.model.foiled) if pile)
    pos = scene.layout.foiled(seat).move(4, 0).midleft
    app.process([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))], 1 / 60)
    assert scene.hover_foiled == seat
    assert "points" in scene.foiled_tip(seat)


def test_an_action_cards_caption_never_lies_under_the_question_it_asks(app):
    """Found by hand: after Space skipped the animations, the Warden's caption still showed, half
    under the Warden's own question panel."""
    from game.alcatraz.table.sprites import Caption
    from tests.alcatraz.scene_helpers import human_waiting

    scene = start(app, ["human", "bot", "bot"], speed="normal")
    assert until(app, lambda: human_waiting(scene))
    d = scene.match.state.pending
    scene.add_effect(Caption("The Warden", "Everyone gives something up.", (500, 412), 5.0))
    scene.on_human_decision(d)
    assert not any(isinstance(e, Caption) for e in scene.effects)


def test_row_names_are_whole_and_said_once(app, monkeypatch):
    """Found by hand: the person called "You" was labelled "You (you)", and "Raffles Bot" beside
    its "deals" mark was cut to "Raffles…"."""
    from game.engine.match import Match
    from game.engine.record import SeatInfo
    from tests.alcatraz.scene_helpers import SPEC, variant

    app.settings.animation_speed = "instant"
    seats = [SeatInfo("You", "human", "normal", 0), SeatInfo("Bonnie Bot", "bot", "normal", 1),
             SeatInfo("Raffles Bot", "bot", "normal", 2)]
    scene = AlcatrazScene(app, Match.new(SPEC, variant(), seats, 3), autosave=False)
    app.scenes.push(scene)
    for _ in range(60):
        app.process([], 1 / 15)
    shown = shown_texts(monkeypatch)
    scene.painter.current_marks = {2: "deals"}
    scene.painter.invalidate()
    scene.draw(pygame.Surface((1280, 720)))
    names = {whole: cut for whole, cut in shown if whole in ("You", "You (you)", "Bonnie Bot", "Raffles Bot")}
    assert "You (you)" not in names and "You" in names
    assert names.get("Raffles Bot") == "Raffles Bot", names


def test_taking_the_top_of_solitary_can_be_taken_back(app):
    """Everyone saw the top of Solitary, so taking it uncovers nothing: Undo was off after it, as after
    drawing two hidden cards from the Cell Block. It is offered, and puts the card back on Solitary."""
    from game.alcatraz import actions as A
    from tests.alcatraz.scene_helpers import human_waiting

    scene = start(app, ["human", "bot"], seed=12)
    assert until(app, lambda: human_waiting(scene))
    solitary = list(scene.match.state.piles["solitary"])
    assert scene.match.state.pending.kind == "draw" and solitary
    key(app, pygame.K_t)
    assert scene.match.record.actions[-1] == A.DrawSolitary()
    assert until(app, lambda: human_waiting(scene))
    assert scene.can_undo_now() and scene.undo_button.enabled
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert until(app, lambda: human_waiting(scene))
    assert scene.match.state.pending.kind == "draw" and list(scene.match.state.piles["solitary"]) == solitary
    key(app, pygame.K_c)  # two hidden cards from the Cell Block: those cannot be taken back
    assert until(app, lambda: human_waiting(scene))
    assert not scene.can_undo_now()
