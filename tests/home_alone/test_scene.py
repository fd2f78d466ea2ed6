"""The Home Alone table under the dummy driver: computer players finish a game, a person plays
by mouse and keyboard, random input never breaks it, and the smoke pictures are written."""

from __future__ import annotations

import time

import pygame
import pytest

from game.app import games
from game.engine.record import SeatInfo
from game.engine.registry import get_spec
from game.engine.variants import VariantCatalog
from game.home_alone.actions import MoveCrook, MoveKid
from game.home_alone.table.pictures import _advance
from game.home_alone.table.scene import HomeAloneScene, rules_picture, smoke_pictures
from game.table.overlays import GameOverOverlay, HandoffScene
from tests.app.drive import click, key, shown_texts, smoke_shots

SPEC = get_spec("home_alone")
CATALOG = VariantCatalog(SPEC.schema, SPEC.variants_dir)


def start(app, kinds, variant=None, seed=3, level="normal") -> HomeAloneScene:
    names = ["Sam", "Alex", "Robin", "Jo"]
    seats = [SeatInfo(names[i], kind, level, i) for i, kind in enumerate(kinds)]
    match = games.new_match("home_alone", variant or SPEC.standard(), seats, seed=seed)
    games.start(app, match, autosave=False)
    scene = app.scenes.top
    assert isinstance(scene, HomeAloneScene)
    return scene


def center(scene, square):
    x, y = scene.geo.center(square)
    return int(x), int(y)


@pytest.mark.parametrize("variant,players", [("standard", 4), ("canadian", 2)])
def test_computer_players_finish_a_game_and_the_game_over_shows_scores(app, variant, players):
    app.settings.animation_speed = "instant"
    scene = start(app, ["bot"] * players, CATALOG.get(variant))
    deadline = time.perf_counter() + 600  # only against a hang: a slow, busy machine still gets there
    while not isinstance(app.scenes.top, GameOverOverlay) and time.perf_counter() < deadline:
        app.process([], 1 / 15)
    assert scene.match.state.is_over
    overlay = app.scenes.top
    assert isinstance(overlay, GameOverOverlay)
    assert overlay.lines[0].startswith("The game ends:")
    assert all(scene.names[s] in " ".join(overlay.lines) for s in range(players))
    tallies = scene.tallies
    state = scene.match.state
    assert [t.score for t in tallies] == state.points
    assert sum(len(t.traps) for t in tallies) == len(state.crooks_pile)
    assert any("hides their markers" in line for line, _ in scene.log.lines)


def test_computer_players_hide_without_thinking_time(app):
    app.settings.animation_speed = "normal"
    scene = start(app, ["bot"] * 4)
    assert _advance(app, scene, lambda: scene.match.state.step != "hide", seconds=30, dt=1 / 60)
    # 100 markers at normal speed: no "thinking" pause per marker (that alone would be a minute)
    assert scene.match.move_count >= 100


def test_a_person_hides_by_clicking_and_plays_turns_by_mouse_and_keys(app):
    app.settings.animation_speed = "instant"
    scene = start(app, ["human", "bot"], seed=8)
    assert _advance(app, scene, lambda: scene.mode == "hide")
    plan, tray = scene.plan, scene.tray
    assert tray is not None and plan.total == 25
    # the tray offers the Kid first; click a floor square: it is placed there
    kid = tray.selected
    floor = scene.board.hideable
    click(app, center(scene, floor[0]))
    assert plan.where == {kid: floor[0]}
    assert tray.selected != kid
    # a yard square is refused, with the reason shown beside it
    yard = scene.board.squares_of("yard")[5]
    click(app, center(scene, yard))
    assert scene.bubble is not None and "yard" in scene.bubble[0]
    assert plan.placed == 1
    # pick the Kid up again from the board and move it; right-click sends a marker back to the tray
    click(app, center(scene, floor[0]))
    assert tray.selected == kid
    click(app, center(scene, floor[3]))
    assert plan.where[kid] == floor[3]
    click(app, center(scene, floor[3]), button=3)
    assert kid not in plan.where
    key(app, pygame.K_BACKSPACE)  # undo the right-click
    assert plan.where[kid] == floor[3]
    # clicking a tray item selects it
    other = plan.unplaced()[-1]
    click(app, tray.items[other].center)
    assert tray.selected == other
    # keyboard: R places the rest at random, Enter hands the plan over
    key(app, pygame.K_r)
    assert plan.complete and tray.done_button.enabled
    wanted = dict(plan.where)
    key(app, pygame.K_RETURN)
    assert scene.tray is None
    assert _advance(app, scene, lambda: scene.match.state.step != "hide" or scene.mode is not None)
    mine = {m: sq for m, sq in scene.match.state.view(0).known.items() if m in wanted}
    assert mine == wanted or scene.match.state.step != "hide"
    # turns: Space spins, then a click on a lit square moves the chosen Crook
    for _ in range(6):
        assert _advance(app, scene, lambda: scene.mode in ("spin", "crook", "kid") or scene.match.state.is_over)
        if scene.match.state.is_over:
            break
        if scene.mode == "spin":
            before = scene.match.move_count
            key(app, pygame.K_SPACE)
            assert scene.match.move_count == before + 1
        elif scene.mode == "crook":
            crook = scene.sel_crook
            targets = scene.targets[crook]
            assert targets and all(isinstance(a, MoveCrook) for a in targets.values())
            square = sorted(targets)[0]
            scene.hover_sq = square
            path = scene._hover_path()
            assert path[0] == scene.view.crooks[crook] and path[-1] == square
            before = scene.match.move_count
            click(app, center(scene, square))
            assert scene.match.move_count == before + 1
            assert scene.match.state.crooks[crook] == square or scene.match.state.is_over
        else:
            targets = scene.targets[-1]
            assert all(isinstance(a, MoveKid) for a in targets.values())
            key(app, pygame.K_s) if scene.stay_button.visible else click(app, center(scene, sorted(targets)[0]))


def _at_the_first_spin(app) -> HomeAloneScene:
    """A two-player table, you first, hidden at random, waiting for your first spin."""
    app.settings.animation_speed = "instant"
    scene = start(app, ["human", "bot"], seed=12)
    assert _advance(app, scene, lambda: scene.mode == "hide")
    scene.hide_random()
    scene.hide_done()
    assert _advance(app, scene, lambda: scene.mode == "spin", seconds=60)
    return scene


def test_keyboard_picks_a_crook_and_a_square(app):
    scene = _at_the_first_spin(app)
    key(app, pygame.K_RETURN)
    assert _advance(app, scene, lambda: scene.mode == "crook")
    wanted = 1 if scene.targets[1] else 0
    key(app, pygame.K_2 if wanted else pygame.K_1)
    assert scene.sel_crook == wanted
    key(app, pygame.K_RIGHT)
    assert scene.cursor in scene.targets[wanted]
    target = scene.cursor
    key(app, pygame.K_RETURN)
    assert scene.match.state.crooks[wanted] == target or scene.match.state.is_over


def test_undo_after_done_reopens_the_tray_as_it_was(app):
    app.settings.animation_speed = "instant"
    app.settings.handoff_screens = False
    scene = start(app, ["human", "human"], seed=4)
    assert _advance(app, scene, lambda: scene.mode == "hide")
    scene.hide_random()
    placed = dict(scene.plan.where)
    scene.hide_done()
    assert _advance(app, scene, lambda: scene.mode == "hide" and scene.plan.seat == 1)
    assert scene.can_undo_now() is False  # Alex's own tray: nothing of Alex's to take back yet
    scene.clear_prompt()
    scene.undo()
    assert scene.match.move_count == 0
    assert _advance(app, scene, lambda: scene.mode == "hide" and scene.plan.seat == 0)
    assert scene.plan.where == placed


def test_table_survives_the_monkey(app):
    from tests.app.monkey import monkey

    app.settings.animation_speed = "fast"
    scene = start(app, ["human", "bot", "bot"], seed=9)

    def keep():
        if app.scenes.top is not scene:  # the monkey left a menu open or quit: put the table back
            app.scenes.reset(scene)
            scene.clear_prompt()
            scene._prompted_at = None  # and ask the person again

    monkey(app, 1200, seed=5, keep=keep)
    # then get past hiding and let the monkey loose on the turns too
    keep()
    assert _advance(app, scene, lambda: scene.plan is not None or scene.match.state.step != "hide", seconds=30)
    if scene.plan is not None:
        scene.hide_random()
        scene.hide_done()
    assert _advance(app, scene, lambda: scene.match.state.step != "hide", seconds=30)
    turn = scene.match.state.turn
    monkey(app, 1200, seed=6, keep=keep)
    assert scene.match.state.turn > turn or scene.match.state.is_over


def test_smoke_pictures_are_written(app):
    shots = smoke_shots(app, smoke_pictures)
    assert {"home-alone-hiding", "home-alone-board", "home-alone-turn"} <= set(shots)


def test_rules_pictures_for_the_whole_gallery(app):
    from game.home_alone.help import GALLERY, SECTIONS

    assert len(SECTIONS) >= 6
    for key_, _caption in GALLERY:
        img = rules_picture(key_, (110, 154))
        assert img.get_size() == (110, 154)


def test_hand_off_only_before_private_decisions(app):
    """Memory rule: people take turns without a hand-off (nothing is private); hiding always
    has one; with peek, a person's own turn does."""
    app.settings.animation_speed = "instant"
    scene = start(app, ["human", "human"], seed=6)
    assert _advance(app, scene, lambda: isinstance(app.scenes.top, HandoffScene))
    app.scenes.top.ready()
    assert _advance(app, scene, lambda: scene.mode == "hide")
    state = scene.match.state
    assert scene.needs_handoff(state.pending) is False  # handed to this person already
    scene.hide_random()
    scene.hide_done()
    assert _advance(app, scene, lambda: isinstance(app.scenes.top, HandoffScene))
    assert app.scenes.top.seat == 1
    app.scenes.top.ready()
    assert _advance(app, scene, lambda: scene.mode == "hide")
    scene.hide_random()
    scene.hide_done()
    seen = []
    for _ in range(400):
        app.process([], 1 / 15)
        top = app.scenes.top
        seen.append(isinstance(top, HandoffScene))
        if scene.mode == "spin":
            scene.submit(scene.match.state.pending.actions[0])
        elif scene.mode == "crook":
            scene.submit(next(iter(scene.targets[scene.sel_crook].values())))
        elif scene.mode == "kid":
            scene.submit(scene.decision.actions[0])
        if scene.match.state.turn >= 4:
            break
    assert scene.match.state.turn >= 4
    assert not any(seen), "turns under the memory rule need no hand-off"


def test_a_room_name_gives_way_where_a_piece_stands(app):
    """Found by hand: room names lay over the Crooks, Kids and markers standing near them. A name
    now fades where anything played is under it, and shows whole elsewhere."""
    from game.home_alone.table.board_view import room_labels
    from game.ui.theme import C

    app.settings.animation_speed = "instant"
    scene = start(app, ["bot"] * 3)
    for _ in range(30):
        app.process([], 1 / 15)
    labels = room_labels(scene.geo)
    assert len(labels) >= 10
    surface = pygame.Surface(app.screen.get_size())

    def edge_colour(label):  # the cream rim at the tag's left end, beside its name
        return surface.get_at((label.rect.x + 3, label.rect.centery - 1))[:3]

    busy = scene._busy_rects()
    free = [lb for lb in labels if lb.rect.collidelist(busy) < 0]
    assert free, "no room name is free of pieces at the start"
    label = free[0]
    scene.draw_table(surface)
    assert edge_colour(label) == tuple(C.cream[:3])
    corner = surface.get_at(label.rect.topleft)  # outside the rounded tag: the map shows through
    # a Crook steps under the name (his feet on its middle): the name fades, the Crook shows whole
    scene.crook_pos[0] = (label.rect.centerx, label.rect.bottom)
    assert label.rect.collidelist(scene._busy_rects()) >= 0
    scene.draw_table(surface)
    assert edge_colour(label) != tuple(C.cream[:3])
    # and a marker on a square under a name does the same
    scene.crook_pos[0] = scene.geo.center(0)
    under = next(sq for sq in range(scene.geo.board.width * scene.geo.board.height)
                 if scene.geo.rect(sq).colliderect(label.rect))
    scene.stacks[under] = [(0, None)]
    scene.draw_table(surface)
    assert edge_colour(label) != tuple(C.cream[:3])
    # and once nothing stands under it any more, the name shows whole again, its corners see-through
    scene.stacks[under] = []
    scene.draw_table(surface)
    assert edge_colour(label) == tuple(C.cream[:3])
    assert surface.get_at(label.rect.topleft) == corner


def test_the_first_lesson_note_leaves_the_whole_house_free_while_you_hide(app):
    """Learn to play, part 1: the note about hiding floated beside the tall tray, in the middle of the house,
    over the squares the person had to click. It now lies on the lawn above the house, and still fits."""
    from game.table.coach import Panel
    from tests.app.drive import frames, until

    Panel.cut.clear()
    games.learn(app, "home_alone")
    scene = app.scenes.top
    coach = scene.coach
    house = [scene.geo.rect(scene.board.index(x, y)) for room in scene.board.rooms
             for y in range(room.y, room.y + room.h) for x in range(room.x, room.x + room.w)]
    seen = 0
    for _ in range(2):
        assert until(app, lambda: coach.callout.shown, 1500)
        frames(app, 2)
        assert scene.plan is not None
        note = coach.callout.rect
        covered = [r for r in house if r.colliderect(note)]
        assert not covered, f"the note {note} covers {len(covered)} squares of the house at step {coach.index}"
        seen += 1
        if coach.step.is_move:
            break
        click(app, coach.callout.next_button.rect.center)
    assert seen == 2 and coach.step.is_move
    assert not [t for kind, t in Panel.cut if kind == "LessonCallout"]


def test_the_side_panel_counts_a_move_in_squares_as_the_pill_does(app):
    """The pill says "Move a Crook 3 squares"; the turn box said "3 steps" (found playing by hand):
    one word for one thing."""
    scene = _at_the_first_spin(app)
    key(app, pygame.K_RETURN)
    assert _advance(app, scene, lambda: scene.mode == "crook")
    n = scene.view.move_len
    unit = "square" if n == 1 else "squares"
    assert f"{n} {unit}" in scene.status_text()
    assert f"{n} {unit}" in scene._turn_words() and "step" not in scene._turn_words()


def test_after_the_game_the_strip_says_whose_kid_was_caught():
    """In a replay or after the game, "A Kid was caught" left the family asking whose."""
    from dataclasses import replace

    from game.home_alone.positions import position
    from game.home_alone.table.painter import ending_words

    board = SPEC.new_game(SPEC.standard(), 2, 1).board
    v = position(players=3, rest="hidden", turn=40, kids={1: board.hideable[10]}).view(0)
    names = ["Sam", "Wolfgang Amadeus", "Clyde"]
    over = replace(v, step="over", caught=(1,))
    assert ending_words(over, names)[3] == f"Wolfgang Amadeus's Kid was caught in round {v.round}"
    assert ending_words(over, names, short=True)[3] == "Wolfgang Amadeus's Kid was caught"
    assert ending_words(replace(over, caught=(0, 2)), ["You", "Bonnie", "Clyde"])[3].startswith(
        "Your and Clyde's Kids were caught")


def test_a_hint_to_spin_leaves_the_spinner_and_the_side_column_in_sight(app):
    """The spin hint points at the spinner: it sat over the round strip under it (found playing)."""
    from tests.table.test_game_hints import take_hint

    scene = _at_the_first_spin(app)
    hint = take_hint(app, scene)
    assert hint.target() == scene.spinner.rect
    assert not hint.rect.colliderect(scene.layout.side), (hint.rect, scene.layout.side)
    assert scene.geo.view.contains(hint.rect)


def test_the_hover_box_leaves_the_lit_squares_in_sight(app):
    """Pointing at a lit square with markers on it opened a box to its right, over the lit squares
    beside it: the very squares you were choosing between (found playing by hand)."""
    from game.home_alone.table.painter import tooltip_place

    screen = pygame.Rect(0, 0, 1280, 720)
    square = pygame.Rect(400, 300, 28, 28)
    right = [square.move(28 * i, 0) for i in range(1, 4)]
    box = tooltip_place((200, 64), square, right, screen)
    assert not box.colliderect(square) and not any(box.colliderect(r) for r in right)

    app.settings.animation_speed = "instant"
    scene = start(app, ["human", "bot"], seed=12)
    assert _advance(app, scene, lambda: scene.mode == "hide")
    scene.hide_random()
    scene.hide_done()
    shown = 0
    for _ in range(8):
        assert _advance(app, scene, lambda: scene.mode in ("spin", "crook", "kid") or scene.match.state.is_over)
        if scene.match.state.is_over:
            break
        if scene.mode == "spin":
            key(app, pygame.K_SPACE)
            continue
        lit = list(scene.targets.get(scene._target_key(), {}))
        for sq in lit:
            scene.hover_sq, scene.hover_time = sq, 1.0
            box = scene.tooltip_rect()
            if box is not None:
                shown += 1
                assert not any(box.colliderect(scene.geo.rect(s)) for s in lit), (sq, box, [scene.geo.rect(s) for s in lit], scene._square_words(sq))
        scene.hover_sq = None
        click(app, center(scene, lit[0])) if scene.mode == "crook" else key(app, pygame.K_s) \
            if scene.stay_button.visible else click(app, center(scene, lit[0]))
    assert shown


def test_long_names_stay_whole_on_the_scoreboard_and_the_tray(app, monkeypatch):
    """16 letters is the most a name has: "Wolfgang Amadeus" was cut to "Wolfgang…" on the scoreboard and
    the tray said "Wolfgang Amadeus, hide y…" (found playing by hand)."""
    from game.home_alone.table.scoreboard import Tally

    app.settings.animation_speed = "instant"
    names = ["Wolfgang Amadeus", "Christopher Lees", "Maximiliana Wolf", "Jo"]
    seats = [SeatInfo(n, "human" if i == 0 else "bot", "normal", i) for i, n in enumerate(names)]
    games.start(app, games.new_match("home_alone", SPEC.standard(), seats, seed=3), autosave=False)
    scene = app.scenes.top
    assert _advance(app, scene, lambda: scene.mode == "hide")
    shown = shown_texts(monkeypatch)
    scene.tray.draw(pygame.Surface((1280, 720)))
    assert not [cut for _, cut in shown if cut.endswith("…")], shown
    shown.clear()
    tallies = [Tally(traps=list(range(k * 3))) for k in range(4)]
    scene.scoreboard.draw(pygame.Surface((1280, 720)), tallies, 0)
    assert all((name, name) in shown for name in names), shown


def test_the_last_log_line_says_whose_kid_was_caught_and_a_nil_score_is_0(app):
    """After a game: "What happened" ended on "Clyde Bot wins! (a Kid was caught)", and the result said
    "Sam: +0" (found playing by hand)."""
    from game.engine.actions import GameOver
    from game.home_alone.actions import MoveCrook, Spin
    from game.home_alone.positions import as_match, position

    match = as_match(position(players=2, rest="hidden", seed=11, kids={1: 528}, spins=[3]),
                     [SeatInfo("You", "human", "normal", 0), SeatInfo("Bonnie", "bot", "normal", 1)])
    match.apply(next(a for a in match.state.pending.actions if isinstance(a, Spin)))
    events = match.apply(next(a for a in match.state.pending.actions if isinstance(a, MoveCrook) and a.to == 528))
    scene = HomeAloneScene(app, match, autosave=False)
    over = next(e for e in events if isinstance(e, GameOver))
    line = scene.log_text(over)
    assert "Bonnie's Kid was caught" in line and "a Kid was caught" not in line, line
    for s, points in enumerate(match.state.points):
        result = next(r for r in scene.result_lines() if r.startswith(f"{scene.names[s]}:"))
        assert ("+0" not in result) and (result.startswith(f"{scene.names[s]}: 0 ") == (points == 0)), result
