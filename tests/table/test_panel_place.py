"""Hints and notes placed beside what they point at keep out of a table's sidebar."""

from __future__ import annotations

import pygame

from game.alcatraz.table.layout import MAIN, RIGHT
from game.table.coach import WIDTH, place
from tests.alcatraz.scene_helpers import start
from tests.app.drive import frames, until


def test_a_panel_beside_a_target_at_the_right_edge_stays_inside_its_bounds():
    card = pygame.Rect(900, 560, 80, 120)  # the rightmost card of a hand, next to a sidebar at x >= 1000
    free = place((WIDTH, 90), card)
    kept = place((WIDTH, 90), card, bounds=MAIN)
    assert free.right > MAIN.right  # on the whole screen it reaches over the sidebar...
    assert MAIN.left <= kept.left and kept.right <= MAIN.right  # ...inside the play area it does not
    assert not kept.colliderect(card) and kept.bottom <= card.top  # still beside (above) its card
    narrow = pygame.Rect(0, 0, WIDTH - 40, 700)  # bounds too narrow for the panel are ignored
    assert place((WIDTH, 90), card, bounds=narrow) == free


def test_an_alcatraz_hint_for_the_rightmost_card_keeps_clear_of_the_side_buttons(app):
    scene = start(app, ["human", "bot", "bot"])
    assert until(app, lambda: scene.hint_seat() is not None)
    card = pygame.Rect(MAIN.right - 90, 560, 80, 120)  # as if the hinted move were about the rightmost card
    scene.hint_target = lambda action: card
    scene.request_hint()
    assert until(app, lambda: scene.hint is not None and scene.hint.state == "ready" and scene.hint.shown, 900)
    frames(app, 2)
    assert scene.hint.rect.bottom <= card.top and not scene.hint.rect.colliderect(RIGHT)


def test_a_panel_keeps_clear_of_a_part_it_must_not_cover_unless_it_points_into_it():
    card = pygame.Rect(500, 560, 80, 120)  # a card in the hand, under your row
    row = pygame.Rect(10, 460, 980, 80)  # your row: the plans in front of you
    box = place((WIDTH, 90), card, avoid=row, bounds=MAIN)
    assert not box.colliderect(row) and not box.colliderect(card) and box.bottom <= row.top
    inside = pygame.Rect(400, 470, 60, 60)  # pointing at a plan in the row itself: beside it, as before
    assert place((WIDTH, 90), inside, avoid=row, bounds=MAIN) == place((WIDTH, 90), inside, bounds=MAIN)


def test_an_alcatraz_lesson_note_about_your_hand_leaves_your_row_in_sight(app):
    """Part 2 says "add your two Spoon Tunnel cards to the plan already in front of you" and pointed at
    the hand from above it, over that very plan."""
    from game.table.coach import open_lesson

    scene = app.scenes.start(open_lesson(app, "alcatraz", 1))
    callout = scene.coach.callout
    assert until(app, lambda: callout is not None and callout.shown, 300)
    frames(app, 3)
    assert callout.target() is not None and callout.target().top >= scene.layout.hand.top - 10
    assert not callout.rect.colliderect(scene.layout.rows[scene.layout.bottom])
