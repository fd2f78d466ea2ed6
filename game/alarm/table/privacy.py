"""The private look at a secret overview card (Informant rule, several people at one laptop).

Pushed after a hand-off screen, it hides the table completely and shows one
person their own card, large, until they press "Hide it".
"""

from __future__ import annotations

from typing import Callable

import pygame

from game.alarm.table import art as card_art
from game.ui import draw
from game.ui.scenes import Scene
from game.ui.theme import BODY_L, SIZE, TITLE_M, C, Fonts
from game.ui.widgets import Button, WidgetGroup

CARD = (200, 280)
EXPLAIN = {
    "lawyer": "You hold a Lawyer: once, you may send a card coming to you straight to the discard pile.",
    "informant": "You hold the Informant: once, you may pass a card from the dealer on to someone who has not "
                 "had a card this turn. Keep it quiet!",
}


class PeekScene(Scene):
    opaque = True
    name = "alarm-peek"

    def __init__(self, app, player_name: str, seat: int, card: str, on_done: Callable[[], None] | None = None):
        super().__init__(app)
        self.player_name = player_name
        self.seat = seat
        self.card = card
        self.on_done = on_done
        self.widgets = WidgetGroup(app.audio)
        r = pygame.Rect(0, 0, 320, 66)
        r.center = (SIZE[0] // 2, 640)
        self.widgets.add(Button(r, "Hide it", self.done, style="primary", font_size=28, hotkey=pygame.K_RETURN))

    def done(self) -> None:
        if self in self.app.scenes.stack:
            self.app.scenes.pop(self)
        if self.on_done is not None:
            self.on_done()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_SPACE):
            self.done()
            return
        self.widgets.handle(event)

    def update(self, dt: float) -> bool:
        return self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.backdrop(SIZE), (0, 0))
        draw.player_chip(surface, self.seat, (SIZE[0] // 2 - 190, 62), 44)
        draw.text(surface, f"{self.player_name}, your secret card", Fonts.title(TITLE_M), C.mustard,
                  (SIZE[0] // 2 + 20, 62), "center")
        face = card_art.face(self.card, CARD)
        surface.blit(face, face.get_rect(midtop=(SIZE[0] // 2, 110)))
        draw.text_block(surface, EXPLAIN.get(self.card, ""), Fonts.body(BODY_L), C.text,
                        pygame.Rect(SIZE[0] // 2 - 420, 410, 840, 120), align="center")
        self.widgets.draw(surface)
