"""Driving the Alcatraz table in tests: start a match, and answer decisions the way a person would."""

from __future__ import annotations

import random

import pygame

from game.alcatraz import actions as A
from game.alcatraz.cards import KIND, PLAN_OF
from game.alcatraz.constants import HAND
from game.alcatraz.spec import SPEC
from game.alcatraz.table.scene import AlcatrazScene
from game.alcatraz.table.summary import RoundSummaryScene
from game.engine.match import Match
from game.engine.record import SeatInfo
from game.table.overlays import HandoffScene
from tests.app.drive import click, drag, key, until  # noqa: F401 - the tests import them from here


def variant(**params):
    return SPEC.standard().with_params(SPEC.schema, **params) if params else SPEC.standard()


def start(app, kinds, *, seed=3, speed="instant", autosave=False, **params) -> AlcatrazScene:
    """An Alcatraz table with seats of ``kinds`` ("human"/"bot"), pushed on the app."""
    app.settings.animation_speed = speed
    seats = [SeatInfo(f"P{i}", k, "normal", i) for i, k in enumerate(kinds)]
    match = Match.new(SPEC, variant(**params), seats, seed)
    scene = AlcatrazScene(app, match, autosave=autosave)
    app.scenes.push(scene)
    return scene


def human_waiting(scene) -> bool:
    return scene.app.scenes.top is scene and scene.input.active()


def card_spot(scene, card) -> tuple[int, int]:
    """A point on ``card`` in the hand that no other card covers (its left strip, low down)."""
    r = scene.hand.card_rect(card)
    return (r.x + 3, r.bottom - 12)


def hand_cards_like(scene, kind, n):
    return [c for c in scene.hand.cards if KIND[c] == kind][:n]


def point(app, pos) -> None:
    app.process([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))], 1 / 60)


def click_card(app, scene, card) -> None:
    """Move the mouse off the hand and back onto ``card`` (no other card lifted over it), and click."""
    point(app, (500, 300))
    spot = card_spot(scene, card)
    point(app, spot)
    click(app, spot)


def select(app, scene, cards) -> None:
    for c in cards:
        click_card(app, scene, c)
        app.process([], 0.5)  # no double click
    h = scene.hand
    assert sorted(h.selected) == sorted(cards), (h.selected, cards, h.cards, [h.card_rect(c) for c in cards],
                                                 h.interactive, h.face_up, h.hidden, scene.input.decision,
                                                 scene.match.state.pending, scene.viewer, h.card_at(card_spot(scene, cards[0])))


def press_choice(app, scene, action) -> None:
    """Press the question panel's button for ``action`` (its number key, or a click past nine)."""
    index = next(i for i, (a, _) in enumerate(scene.input.choices) if a == action)
    if index < 9:
        key(app, pygame.K_1 + index)
    else:
        button = scene.input.bar.group.widgets[index]
        click(app, button.rect.center)


def act_like_a_person(app, scene, action) -> None:
    """Perform ``action`` (legal now) with the mouse and keys, as a person at the table would."""
    d = scene.match.state.pending
    lay = scene.layout
    if isinstance(action, A.DrawCellBlock):
        click(app, lay.cell_block)
    elif isinstance(action, A.DrawSolitary):
        key(app, pygame.K_t)
    elif isinstance(action, (A.StartPlan, A.LayOff)):
        cards = [c for c in scene.hand.cards if PLAN_OF[c] == action.plan][:action.count]
        if isinstance(action, A.LayOff) and len(cards) % 2:
            select(app, scene, cards)
            drag(app, card_spot(scene, cards[0]), lay.columns[action.plan].center)
        else:
            select(app, scene, cards)
            key(app, pygame.K_s if isinstance(action, A.StartPlan) else pygame.K_l)
    elif isinstance(action, A.SendToYard):
        select(app, scene, hand_cards_like(scene, KIND[action.card], 1))
        key(app, pygame.K_y)
    elif isinstance(action, A.FoilPlan):
        key(app, pygame.K_f)
        if all(a != action for a, _ in scene.input.choices):  # first the plan, then the mastermind
            from game.alcatraz.cards import PLANS
            index = next(i for i, (_, c) in enumerate(scene.input.choices) if c.label == PLANS[action.plan].name)
            key(app, pygame.K_1 + index)
        press_choice(app, scene, action)
    elif isinstance(action, A.Discard):
        card = hand_cards_like(scene, KIND[action.card], 1)[0]
        click_card(app, scene, card)
        click(app, card_spot(scene, card))  # a double click
    else:
        assert d.kind not in ("draw", "play", "discard")
        press_choice(app, scene, action)


def play_as_people(app, scene, rng: random.Random, frames: int = 40000, on_frame=None) -> set[str]:
    """Answer every decision of the people at ``scene`` with a random legal action, through the table.

    Hand-offs are accepted, round summaries closed. Returns the decision kinds answered."""
    kinds: set[str] = set()
    for _ in range(frames):
        top = app.scenes.top
        if scene.match.state.is_over and scene.player.idle:
            break
        if on_frame is not None:
            on_frame()
        if isinstance(top, HandoffScene):
            top.ready()
            continue
        if isinstance(top, RoundSummaryScene):
            top.done()
            continue
        if human_waiting(scene):
            d = scene.match.state.pending
            action = rng.choice(d.actions)
            before = scene.match.move_count
            act_like_a_person(app, scene, action)
            assert scene.match.move_count == before + 1, (d.kind, action, scene.hand.selected)
            assert type(scene.match.record.actions[-1]) is type(action)
            kinds.add(d.kind)
            continue
        app.process([], 1 / 15)
    return kinds


def hand_of(scene, seat):
    return list(scene.match.state.zones[HAND[seat]])
