"""Pictures of the table beside saves: drawn here with pygame, stored by :mod:`game.store.saves`.

The store keeps files and knows nothing of pygame; this module turns a surface
into the small PNG it keeps, and a kept PNG back into a surface for the Load list.
"""

from __future__ import annotations

import io
import logging
from pathlib import Path

import pygame

from game.store import saves

log = logging.getLogger(__name__)


def png_bytes(surface: pygame.Surface) -> bytes | None:
    """``surface`` shrunk to the thumbnail size, as PNG bytes (None if pygame cannot encode it)."""
    try:
        small = pygame.transform.smoothscale(surface.convert(24) if surface.get_bitsize() != 24 else surface,
                                             saves.THUMB_SIZE)
        buf = io.BytesIO()
        pygame.image.save(small, buf, "thumb.png")
    except (pygame.error, ValueError) as exc:
        log.warning("could not draw a save picture: %s", exc)
        return None
    return buf.getvalue()


def write_thumbnail(json_path: Path, surface: pygame.Surface) -> None:
    """A small PNG of ``surface`` beside the save at ``json_path``. A failure only costs the picture."""
    png = png_bytes(surface)
    if png is not None:
        saves.write_thumbnail(json_path, png)


def load_thumbnail(json_path: Path) -> pygame.Surface | None:
    """The table picture of a save, or None if it is missing or broken."""
    data = saves.thumbnail_bytes(json_path)
    if data is None:
        return None
    try:
        surf = pygame.image.load(io.BytesIO(data), "thumb.png")
    except (pygame.error, ValueError):
        return None
    if surf.get_width() < 8 or surf.get_height() < 8:
        return None
    return surf
