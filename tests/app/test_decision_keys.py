"""A key that hurried the computer players along never answers the person's question.

Found by hand: Space skipped the animations and, pressed a few times (or held), also spun,
picked a square and confirmed a whole Home Alone turn unseen. A decision needs a key press
that begins after the decision is shown; the rule lives once in the table shell
(``GameScene.admit``) and the input layer (``game.ui.keys``), and holds on every table.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import games
from game.engine.match import Match
from game.engine.record import SeatInfo
from game.engine.registry import get_spec
from game.table.scene import DECISION_SETTLE, GameScene
from game.ui.keys import KeyPresses
from tests.app.drive import frames, until
from tests.engine.toy_game import SPEC as TOY


def down(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def up(k):
    return pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


# -- the input layer ---------------------------------------------------------------------------
def test_a_held_key_repeats_the_press_it_began_with():
    keys = KeyPresses()
    first = keys.observe(down(pygame.K_SPACE))
    keys.tick(0.5)
    again = keys.observe(down(pygame.K_SPACE))
    assert not first.repeat and again.repeat and again.serial == first.serial
    keys.observe(up(pygame.K_SPACE))
    fresh = keys.observe(down(pygame.K_SPACE))
    assert not fresh.repeat and fresh.serial > first.serial
    assert first.previous is None and fresh.previous == first.began


def test_only_presses_begun_after_the_moment_count():
    keys = KeyPresses()
    held = keys.observe(down(pygame.K_RETURN))
    shown = keys.mark()
    keys.tick(1.0)
    assert not keys.began_after(keys.observe(down(pygame.K_RETURN)), shown)  # still the old press
    keys.observe(up(pygame.K_RETURN))
    assert keys.began_after(keys.observe(down(pygame.K_RETURN)), shown)
    assert held.serial <= shown[0]


def test_keys_released_while_the_window_was_away_are_forgotten():
    keys = KeyPresses()
    keys.observe(down(pygame.K_SPACE))
    keys.observe(pygame.event.Event(pygame.WINDOWFOCUSLOST, window=None))
    assert not keys.observe(down(pygame.K_SPACE)).repeat


# -- the shared table ---------------------------------------------------------------------------
class KeyTable(GameScene):
    """The toy game's table: Space or Enter plays the first choice offered."""

    def handle_table(self, event):
        d = self.match.state.pending
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN) and d is not None:
            self.submit(d.actions[0])


def toy_table(app):
    app.settings.animation_speed = "normal"
    seats = [SeatInfo("You", "human", "easy", 0), SeatInfo("Bot", "bot", "easy", 1)]
    match = Match.new(TOY, TOY.standard(), seats, seed=2)
    scene = KeyTable(app, match, autosave=False)
    app.scenes.push(scene)
    return scene


def shown(scene) -> bool:
    d = scene.match.state.pending
    return d is not None and scene.is_human(d.seat) and scene._decision_shown is not None and scene.player.idle


def test_space_held_from_before_the_question_never_answers_it(app):
    scene = toy_table(app)
    app.process([down(pygame.K_SPACE)], 1 / 60)  # pressed before anything was asked, and held
    assert until(app, lambda: shown(scene))
    moves = scene.match.move_count
    for _ in range(20):  # the key repeats while held
        app.process([down(pygame.K_SPACE)], 1 / 30)
    assert scene.match.move_count == moves
    app.process([up(pygame.K_SPACE)], 1 / 30)
    frames(app, 10)
    app.process([down(pygame.K_SPACE), up(pygame.K_SPACE)], 1 / 60)  # a new press answers
    assert scene.match.move_count == moves + 1


def hammer_until_asked(app, scene):
    """Space pressed ten times a second to hurry the computer player, until the question shows."""
    assert until(app, lambda: not scene.player.idle, dt=1 / 60)  # the computer player's move plays
    while not shown(scene):
        app.process([down(pygame.K_SPACE), up(pygame.K_SPACE)], 1 / 60)
        frames(app, 2, dt=1 / 60)  # 0.1 s a press: faster than DECISION_SETTLE


def test_hammering_space_never_answers_the_question_it_hurried_to(app):
    scene = toy_table(app)
    hammer_until_asked(app, scene)
    moves = scene.match.move_count
    for _ in range(20):  # two more seconds of hammering, the question on screen
        app.process([down(pygame.K_SPACE), up(pygame.K_SPACE)], 1 / 60)
        frames(app, 2, dt=1 / 60)
    assert scene.match.move_count == moves
    app.process([down(pygame.K_RETURN), up(pygame.K_RETURN)], 1 / 60)  # a key nobody hammered counts
    assert scene.match.move_count == moves + 1


def test_space_answers_once_the_hammering_has_stopped(app):
    scene = toy_table(app)
    hammer_until_asked(app, scene)
    moves = scene.match.move_count
    frames(app, 1, dt=DECISION_SETTLE)  # a pause: the person has stopped hurrying and looks
    app.process([down(pygame.K_SPACE), up(pygame.K_SPACE)], 1 / 60)
    assert scene.match.move_count == moves + 1


# -- every game's table -------------------------------------------------------------------------
# keys that, pressed afresh at the first question a person gets, make a decision; the last is
# the one held down from before
DECIDING_KEYS = {
    "alarm": [pygame.K_1],
    "alcatraz": [pygame.K_c],
    "home_alone": [pygame.K_r, pygame.K_d],
}


@pytest.mark.parametrize("game_id", sorted(DECIDING_KEYS))
def test_on_every_table_a_key_held_from_before_never_decides(app, game_id):
    app.settings.animation_speed = "fast"
    spec = get_spec(game_id)
    n = max(3, spec.players_for(spec.standard())[0])
    names = ["You", "Bonnie", "Clyde", "Kitty"]
    seats = [SeatInfo(names[i], "human" if i == 0 else "bot", "easy", i) for i in range(n)]
    match = games.new_match(game_id, spec.standard(), seats, seed=5)
    *first, held = DECIDING_KEYS[game_id]
    app.process([down(held)], 1 / 60)  # pressed while the table was still being dealt, and held
    games.start(app, match, autosave=False)
    scene = app.scenes.top
    assert until(app, lambda: shown(scene) or scene.match.state.is_over)
    assert shown(scene), f"{game_id}: no question for the person"
    moves = match.move_count
    frames(app, 10)
    for k in first:  # fresh presses that only prepare the answer
        app.process([down(k), up(k)], 1 / 60)
    for _ in range(15):
        app.process([down(held)], 1 / 30)  # held: it repeats
    assert match.move_count == moves, f"{game_id}: a held key made a decision"
    app.process([up(held)], 1 / 30)
    app.process([down(held), up(held)], 1 / 60)
    assert match.move_count > moves, f"{game_id}: the fresh press of {pygame.key.name(held)} decided nothing"


# -- the screens between turns --------------------------------------------------------------------
def hammer(app, k, seconds):
    """``k`` pressed ten times a second for ``seconds``."""
    for _ in range(int(seconds * 10)):
        app.process([down(k), up(k)], 1 / 60)
        frames(app, 2, dt=1 / 60)


def test_enter_hammered_after_ones_own_move_never_passes_the_hand_off(app):
    """Found by hand (Alcatraz, two people): Enter pressed a few times to finish Sam's turn also
    said "I'm Alex: show me", and Alex's hand lay open in front of Sam."""
    from game.table.overlays import HandoffScene

    shown_to = []
    app.process([down(pygame.K_RETURN), up(pygame.K_RETURN)], 1 / 60)  # Sam's last move
    app.scenes.push(HandoffScene(app, 1, "Alex", lambda: shown_to.append("Alex")))
    hammer(app, pygame.K_RETURN, 2.0)
    app.process([down(pygame.K_RETURN)], 1 / 60)
    for _ in range(15):
        app.process([down(pygame.K_RETURN)], 1 / 30)  # held: it repeats
    app.process([up(pygame.K_RETURN)], 1 / 60)
    assert not shown_to
    frames(app, 1, dt=0.6)  # Alex has the laptop now, and presses Enter once
    app.process([down(pygame.K_RETURN), up(pygame.K_RETURN)], 1 / 60)
    assert shown_to == ["Alex"]


def test_enter_hammered_at_the_end_never_starts_another_game(app):
    from game.table.overlays import GameOverOverlay

    class Table:
        again = 0

        def play_again(self):
            self.again += 1

    table = Table()
    app.process([down(pygame.K_RETURN), up(pygame.K_RETURN)], 1 / 60)
    app.scenes.push(GameOverOverlay(app, table, "Sam wins!", ["Sam: 3"], [0]))
    hammer(app, pygame.K_RETURN, 1.5)
    assert table.again == 0
    frames(app, 1, dt=0.6)
    app.process([down(pygame.K_RETURN), up(pygame.K_RETURN)], 1 / 60)
    assert table.again == 1


def test_space_hammered_at_the_end_of_a_round_never_closes_its_summary_unread(app):
    """Found by hand (Alcatraz): Space pressed to hurry the bots through the last moves of a round also
    pressed "Next round", and the round's scores went by unseen."""
    from game.alcatraz.table.summary import RoundSummary, RoundSummaryScene, SeatScore

    closed = []
    summary = RoundSummary(2, "went_out", 0, [], False, [SeatScore(s, {}, [], 0, 0, 0, 0, 0) for s in range(2)],
                           False)
    app.process([down(pygame.K_SPACE), up(pygame.K_SPACE)], 1 / 60)  # hurrying the last move along
    app.scenes.push(RoundSummaryScene(app, summary, ["Sam", "Alex"], [0, 1], lambda: closed.append(1)))
    hammer(app, pygame.K_SPACE, 1.5)
    assert not closed
    frames(app, 1, dt=0.6)
    app.process([down(pygame.K_SPACE), up(pygame.K_SPACE)], 1 / 60)  # read it, then Space once
    assert closed == [1]
