"""The log panel wraps each new line once, and its lines match a full rewrap."""

from __future__ import annotations

import pygame

from game.ui.log_panel import LogPanel
from game.ui.theme import BODY_S, Fonts


def test_new_lines_are_wrapped_once_and_match_a_full_rewrap(app):
    log = LogPanel(pygame.Rect(0, 0, 300, 300))
    surface = pygame.Surface((400, 400))
    log.add("First line.", 0)
    log.draw(surface)
    for i in range(50):
        log.add(f"Line {i}: a longer line that certainly needs wrapping in a narrow panel like this one.", i % 3)
    incremental = list(log._wrapped)
    log._wrap_width = -1
    assert log._wrap(Fonts.body(BODY_S), 300 - 28 - 18) == incremental
    log.clear()
    log.draw(surface)
    assert log._wrapped == []
