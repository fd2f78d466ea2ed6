"""Things a family noticed by playing the tables by hand: stray focus rings, a replay with no way
back to the result, a result dialog with an empty floor."""

from __future__ import annotations

import pygame
import pytest

from game.app import games
from game.engine.record import SeatInfo
from game.engine.registry import get_spec
from tests.app.drive import frames

ARROWS = (pygame.K_DOWN, pygame.K_UP, pygame.K_LEFT, pygame.K_RIGHT)


def down(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def up(k):
    return pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def table(app, game_id, you_at=-1, speed="normal"):
    app.settings.animation_speed = speed
    spec = get_spec(game_id)
    n = max(3, spec.players_for(spec.standard())[0])
    names = ["Bonnie", "Clyde", "Kitty", "Raffles"][:n]
    you = range(n)[you_at]
    names[you] = "You"
    seats = [SeatInfo(names[i], "human" if i == you else "bot", "easy", i) for i in range(n)]
    games.start(app, games.new_match(game_id, spec.standard(), seats, seed=5), autosave=False)
    return app.scenes.top


@pytest.mark.parametrize("game_id", ["alarm", "alcatraz", "home_alone"])
def test_arrows_pressed_while_the_cards_move_leave_no_focus_ring(app, game_id):
    """Found by hand: arrows pressed while an animation ran put a focus ring on the Menu button."""
    scene = table(app, game_id)
    pressed = 0
    for _ in range(400):
        frames(app, 1, dt=1 / 30)
        if not scene._human_to_move() and not scene.match.state.is_over:
            for k in ARROWS:
                app.process([down(k), up(k)], 1 / 60)
                pressed += 1
            assert scene.widgets.focused() is None, f"{game_id}: {pygame.key.name(k)} focused a button"
        if pressed >= 40:
            break
    assert pressed >= 40, f"{game_id}: the computer players never moved"
    # Tab still reaches the buttons on purpose, and then the arrows move on among them
    app.process([down(pygame.K_TAB), up(pygame.K_TAB)], 1 / 60)
    assert scene.widgets.focused() is not None

