"""The private look at a secret overview card (Informant rule, several people at one laptop).

Pushed after a hand-off screen, it hides the table completely and shows one
person their own card, large, until they press "Hide it".
"""

from __future__ import annotations

from typing import Callable

import pygame

from game.alarm.table import art as card_art
from game.table.overlays import PrivateScreen
from game.ui import draw
from game.ui.theme import BODY_L, SIZE, TITLE_M, C, Fonts

CARD = (200, 280)
EXPLAIN = {
    "lawyer": "You hold a Lawyer: once, you may send a card coming to you straight to the discard pile.",
    "informant": "You hold the Informant: once, you may pass a card from the dealer on to someone who has not "
                 "had a card this turn. Keep it quiet!",
}


class PeekScene(PrivateScreen):
    name = "alarm-peek"

    def __init__(self, app, player_name: str, seat: int, card: str, on_done: Callable[[], None] | None = None):
        super().__init__(app, seat, player_name, "Hide it", on_done, button_y=640, button_width=320)
        self.card = card

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.close()
            return
        super().handle(event)

    def draw_body(self, surface: pygame.Surface) -> None:
        draw.player_chip(surface, self.seat, (SIZE[0] // 2 - 190, 62), 44)
        draw.text(surface, f"{self.player_name}, your secret card", Fonts.title(TITLE_M), C.mustard,
                  (SIZE[0] // 2 + 20, 62), "center")
        face = card_art.face(self.card, CARD)
        surface.blit(face, face.get_rect(midtop=(SIZE[0] // 2, 110)))
        draw.text_block(surface, EXPLAIN.get(self.card, ""), Fonts.body(BODY_L), C.text,
                        pygame.Rect(SIZE[0] // 2 - 420, 410, 840, 120), align="center")
