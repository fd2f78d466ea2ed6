"""Cards in motion on the Alarm! table.

A :class:`TableCard` is the shared :class:`~game.ui.cards.CardSprite` with one
change for speed: its picture is always the large face (or back), cached
once, and scaled as it flies, instead of a new face drawn for every size a
shrinking card passes through.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.alarm.table import art as card_art
from game.alarm.table.layout import MAIN_SIZE
from game.ui.cards import CardSprite, card_back


@lru_cache(maxsize=4)
def _back() -> pygame.Surface:
    return card_back(MAIN_SIZE)


class TableCard(CardSprite):
    def __init__(self, card_id: int, kind: str, pos: tuple[float, float], scale: float = 1.0,
                 face_up: bool = True):
        super().__init__(card_id, None, pos, size=MAIN_SIZE, face_up=face_up)
        self.kind = kind
        self.scale = scale

    def image(self) -> pygame.Surface:
        base = card_art.face(self.kind, MAIN_SIZE) if self.face_up else _back()
        w, h = max(2, round(MAIN_SIZE[0] * self.scale)), max(2, round(MAIN_SIZE[1] * self.scale))
        if (w, h) == MAIN_SIZE:
            return base
        return pygame.transform.smoothscale(base, (w, h))


def reset_caches() -> None:
    _back.cache_clear()
