"""Driving the Alarm! table in tests: start a match, click seats, answer prompts."""

from __future__ import annotations

from game.alarm.positions import stacked_deck
from game.alarm.spec import SPEC
from game.alarm.table.scene import AlarmScene
from game.engine.match import Match
from game.engine.record import SeatInfo
from tests.app.drive import click, drag, frames, key, until  # noqa: F401 - the tests import them from here


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


def start_at(app, kinds, table, *, speed="instant", autosave=False) -> AlarmScene:
    """An Alarm! table showing ``table`` (a position from :mod:`game.alarm.positions`), pushed on the app."""
    app.settings.animation_speed = speed
    seats = [SeatInfo(f"P{i}", k, "normal", i) for i, k in enumerate(kinds)]
    scene = AlarmScene(app, Match.from_position(SPEC, table, seats), autosave=autosave)
    app.scenes.push(scene)
    return scene


def human_waiting(scene) -> bool:
    d = scene.match.state.pending
    return d is not None and scene.is_human(d.seat) and scene.player.idle and scene.input.decision is d
