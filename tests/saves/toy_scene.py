"""A plain table for the engine's toy game, so app-side save, load and replay
features can be tested before (and independently of) the three real games."""

from __future__ import annotations

import pygame

from game.table.scene import GameScene
from game.ui import draw
from game.ui.theme import SIZE, C, Fonts


class ToyScene(GameScene):
    name = "toy-table"

    def __init__(self, app, match, **kwargs):
        super().__init__(app, match, **kwargs)
        self.synced = 0
        self.offered = []

    def sync(self) -> None:
        self.synced += 1

    def on_human_decision(self, decision) -> None:
        self.offered = list(decision.actions)

    def clear_prompt(self) -> None:
        self.offered = []

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(draw.backdrop(SIZE), (0, 0))
        y = 140
        for seat, hand in self.view["hands"].items():
            shown = hand if isinstance(hand, list) else f"{hand} hidden cards"
            draw.text(surface, f"{self.names[int(seat)]}: {shown}", Fonts.body(24), C.text, (60, y))
            y += 40
        draw.text(surface, f"pile {self.view['pile']}  deck {self.view['deck']}", Fonts.body(24), C.mustard, (60, y))


SCENE = ToyScene
