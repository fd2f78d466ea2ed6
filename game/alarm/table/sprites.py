"""Cards in motion on the Alarm! table.

A :class:`TableCard` is the shared :class:`~game.ui.cards.ScaledCard` drawn from
this game's art.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.alarm.table import art as card_art
from game.alarm.table.layout import MAIN_SIZE
from game.ui.cards import ScaledCard, card_back


@lru_cache(maxsize=4)
def _back() -> pygame.Surface:
    return card_back(MAIN_SIZE)


class TableCard(ScaledCard):
    """An Alarm! card on the move: the large face of its kind (or the back), scaled."""

    def __init__(self, card_id: int, kind: str, pos: tuple[float, float], scale: float = 1.0,
                 face_up: bool = True):
        super().__init__(card_id, pos, MAIN_SIZE, scale=scale, face_up=face_up)
        self.kind = kind

    def picture(self, face_up: bool) -> pygame.Surface:
        return card_art.face(self.kind, MAIN_SIZE) if face_up else _back()


def reset_caches() -> None:
    _back.cache_clear()
