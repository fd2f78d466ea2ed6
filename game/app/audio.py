"""Sound effects with one volume and a mute, that never crash the game.

A laptop without a sound device (or a test under the dummy driver) simply
plays nothing: every failure to open the mixer or a file is logged once.
"""

from __future__ import annotations

import logging

import pygame

from game.store.paths import asset

log = logging.getLogger(__name__)

SOUND_NAMES = ("click", "flip", "slide", "thud", "coin", "siren", "fanfare", "shuffle", "boing", "step",
               "tick", "chime", "buzz", "womp")


class Audio:
    def __init__(self, volume: float = 0.7, muted: bool = False):
        self.volume = volume
        self.muted = muted
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            pygame.mixer.set_num_channels(16)
            self.available = True
        except pygame.error as exc:
            log.info("no sound device: %s", exc)

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if not self.available:
            return None
        sound = self._sounds.get(name)
        if sound is None:
            try:
                sound = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
            except (pygame.error, FileNotFoundError) as exc:
                log.warning("sound %s unavailable: %s", name, exc)
                self._sounds[name] = None  # type: ignore[assignment]
                return None
            self._sounds[name] = sound
        return sound

    def play(self, name: str, volume: float = 1.0) -> None:
        if self.muted or self.volume <= 0:
            return
        sound = self._load(name)
        if sound is not None:
            sound.set_volume(max(0.0, min(1.0, self.volume * volume)))
            sound.play()

    def set(self, volume: float, muted: bool) -> None:
        self.volume = volume
        self.muted = muted
