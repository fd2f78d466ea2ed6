"""Driving the Alarm! table in tests: start a match, click seats, answer prompts."""

from __future__ import annotations

import pygame

from game.alarm.cards import stacked_deck
from game.alarm.scene import AlarmScene
from game.alarm.spec import SPEC
from game.engine.match import Match
from game.engine.record import SeatInfo


def variant(**params):
    return SPEC.standard().with_params(SPEC.schema, **params) if params else SPEC.standard()


def start(app, kinds, *, seed=3, top=None, speed="instant", autosave=False, **params) -> AlarmScene:
    """An Alarm! table with seats of ``kinds`` ("human"/"bot"), pushed on the app."""
    app.settings.animation_speed = speed
    v = variant(**params)
    seats = [SeatInfo(f"P{i}", k, "normal", i) for i, k in enumerate(kinds)]
    deck = stacked_deck(v, top) if top else None
    match = Match.new(SPEC, v, seats, seed, deck=deck)
    scene = AlarmScene(app, match, autosave=autosave)
    app.scenes.push(scene)
    return scene


def frames(app, n=1, dt=1 / 30) -> None:
    for _ in range(n):
        app.process([], dt)


def until(app, cond, limit=3000, dt=1 / 15) -> bool:
    for _ in range(limit):
        if cond():
            return True
        app.process([], dt)
    return cond()


def click(app, pos) -> None:
    app.process([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], 1 / 60)
    app.process([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 1 / 60)


def key(app, k) -> None:
    app.process([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)], 1 / 60)


def drag(app, start, end, steps=6) -> None:
    app.process([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)], 1 / 60)
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)
        app.process([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))], 1 / 60)
    app.process([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)], 1 / 60)


def human_waiting(scene) -> bool:
    d = scene.match.state.pending
    return d is not None and scene.is_human(d.seat) and scene.player.idle and scene.input.decision is d
