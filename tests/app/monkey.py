"""Random clicks and keys thrown at a scene: it must never crash."""

from __future__ import annotations

import random

import pygame

KEYS = [pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
        pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_a, pygame.K_z, pygame.K_PAGEDOWN, pygame.K_BACKSPACE,
        pygame.K_ESCAPE, pygame.K_c, pygame.K_l, pygame.K_s]


def random_event(rnd: random.Random, allow_escape: bool = True) -> pygame.event.Event:
    kind = rnd.random()
    pos = (rnd.randrange(1280), rnd.randrange(720))
    if kind < 0.35:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    if kind < 0.55:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rnd.choice((1, 1, 1, 3)))
    if kind < 0.8:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rnd.choice((1, 1, 1, 3)))
    if kind < 0.85:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rnd.choice((-1, 1)), precise_x=0.0, precise_y=0.0,
                                  flipped=False, which=0)
    keys = KEYS if allow_escape else [k for k in KEYS if k != pygame.K_ESCAPE]
    key = rnd.choice(keys)
    kind = pygame.KEYDOWN if rnd.random() < 0.7 else pygame.KEYUP  # presses, releases, and now and then a repeat
    return pygame.event.Event(kind, key=key, mod=0, unicode=pygame.key.name(key)[:1], scancode=0)


def monkey(app, events: int = 2000, seed: int = 0, allow_escape: bool = True, keep=None) -> None:
    """Throw ``events`` random events at the app; ``keep()`` may restore the scene under test."""
    rnd = random.Random(seed)
    for i in range(events):
        ev = random_event(rnd, allow_escape)
        app.process([ev] + pygame.event.get(), 1 / 30)
        if keep is not None and i % 50 == 0:
            keep()
