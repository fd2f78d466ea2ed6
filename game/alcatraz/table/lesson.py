"""Learn to play Escape from Alcatraz: a guided first game in four short parts
(see :mod:`game.table.coach`).

Each part is a moment of a round laid out with :func:`game.alcatraz.positions.position`,
so the cards in your hand are the ones the notes talk about: drawing, starting a
plan and its Action card, sending an Escapee to the Yard and discarding; laying
off and foiling; an Action card you lay on a plan; and going out, which ends and scores a round.
The person is seat 0 ("You"). Every note is one or two short sentences: what to
do, and why.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.alcatraz import actions as A
from game.alcatraz import cards as C
from game.alcatraz.positions import FOG, GUNS, HEADS, RAFT, SPOON, Cards, match, position
from game.engine.match import Match
from game.engine.record import SeatInfo
from game.table.coach import Chapter, Lesson, Step

SEATS = (SeatInfo("You", "human", "normal", 0), SeatInfo("Bonnie Bot", "bot", "normal", 1),
         SeatInfo("Clyde Bot", "bot", "normal", 2))


def _table(make: Callable[[Cards], dict[str, Any]]):
    def build(seats: Sequence[SeatInfo]) -> Match:
        return match(position(3, seed=5, **make(Cards())), list(seats))
    return build


# -- where the notes point -------------------------------------------------------------------------
def like(action: Any):
    """Where the table shows ``action`` (the cards of your hand it uses, the pile, the plan)."""
    return lambda scene: scene.hint_target(action)


def your_hand(scene: Any) -> pygame.Rect:
    return scene.layout.hand


def the_yard(scene: Any) -> pygame.Rect:
    return scene.layout.yard


def your_foiled(scene: Any) -> pygame.Rect:
    return scene.layout.foiled(0)


def plan_heading(plan: int):
    return lambda scene: scene.layout.headers[plan]


# -- what the person is asked to do -----------------------------------------------------------------
def is_a(kind: type, **fields: Any):
    return lambda a: isinstance(a, kind) and all(getattr(a, k) == v for k, v in fields.items())


def _first(k: Cards) -> dict[str, Any]:
    return dict(hands=[k.plan(SPOON, 2) + k.plan(RAFT, 2) + [k.infamous(FOG)] + k.plan(HEADS, 2),
                       k.plan(RAFT, 3) + k.plan(FOG, 2) + k.plan(GUNS, 2), k.plan(HEADS, 4) + k.plan(GUNS, 3)],
                yard=k.generic(), solitary=k.plan(SPOON, 1), action_deck=k.action(C.RATTED_ON), phase="draw")


def _foil(k: Cards) -> dict[str, Any]:
    return dict(hands=[k.plan(SPOON, 2) + k.generic() + k.plan(RAFT, 2), k.plan(RAFT, 3) + k.plan(SPOON, 1),
                       k.plan(HEADS, 4)],
                play=[k.plan(SPOON, 3), k.plan(SPOON, 3), []], yard=k.generic(), phase="play", played=True)


def _guard_help(k: Cards) -> dict[str, Any]:
    return dict(hands=[k.plan(GUNS, 2) + k.generic() + k.plan(RAFT, 2), k.plan(RAFT, 3), k.plan(HEADS, 4)],
                play=[k.plan(GUNS, 3), [], k.plan(HEADS, 3)], yard=k.generic(2), phase=C.GUARD_HELP)


def _scoring(k: Cards) -> dict[str, Any]:
    return dict(hands=[k.plan(RAFT, 1), k.plan(FOG, 3), k.plan(HEADS, 4)],
                foiled=[k.plan(SPOON, 5) + [k.infamous(SPOON)], k.plan(GUNS, 4) + k.generic(), []],
                yard=k.generic(2), phase="play", played=True)


CHAPTERS = [
    Chapter("A turn", _table(_first), [
        Step("You are the guards! Collect the clues of an escape plan, then catch its mastermind to foil it. "
             "Foiled plans score.", point=your_hand),
        Step("First, draw. Take the top card of Solitary: it is the Spoon Tunnel card you need.",
             is_a(A.DrawSolitary), lambda s: s.layout.solitary, "Take the top card of Solitary, on the right."),
        Step("Now you have three Spoon Tunnel cards. Select them, then press Start plan.",
             is_a(A.StartPlan, plan=SPOON), like(A.StartPlan(SPOON, 3)), "Start the Spoon Tunnel with your "
             "three Spoon Tunnel cards."),
        Step("Starting a plan gave you an Action card: Ratted On let you draw two cards. You get one the first "
             "time each turn you start a plan or lay off.", point=your_hand),
        Step("Send Theodore Cole to the Yard (select him, press To the Yard). More Escapees in the Yard let "
             "more plans start.", is_a(A.SendToYard), the_yard, "Send an Escapee to the Yard."),
        Step("End your turn: select one card and press Discard. It goes onto Solitary.", is_a(A.Discard),
             lambda s: s.layout.solitary, "Discard one card to end your turn."),
    ]),
    Chapter("Foiling a plan", _table(_foil), [
        Step("Lay off: add your two Spoon Tunnel cards to the plan already in front of you.",
             is_a(A.LayOff, plan=SPOON, count=2), like(A.LayOff(SPOON, 2)), "Lay off both Spoon Tunnel cards."),
        Step("Eight Spoon Tunnel cards are in play now, so the plan can be foiled. Press Foil and use your "
             "Generic Escapee as its mastermind.", is_a(A.FoilPlan, plan=SPOON), plan_heading(SPOON),
             "Foil the Spoon Tunnel."),
        Step("Foiled! Your Spoon Tunnel cards and the mastermind went under your Foiled! card. Bonnie's cards of "
             "the plan went under hers.", point=your_foiled),
        Step("After a foil you can only discard. Discard your last Raincoat Raft card.", is_a(A.Discard),
             lambda s: s.layout.solitary, "Discard to end your turn."),
    ]),
    Chapter("Action cards", _table(_guard_help), [
        Step("You drew Guard Help! Lay it on your Gun Gallery Raid: that plan can then be foiled with just five "
             "cards.", is_a(A.PlaceAction, plan=GUNS), plan_heading(GUNS), "Put it on the Gun Gallery Raid."),
        Step("Lay off your two Gun Gallery Raid cards: that makes five.", is_a(A.LayOff, plan=GUNS, count=2),
             like(A.LayOff(GUNS, 2)), "Lay off both Gun Gallery Raid cards."),
        Step("Five is enough with Guard Help: foil the Gun Gallery Raid with a Generic Escapee.",
             is_a(A.FoilPlan, plan=GUNS), plan_heading(GUNS), "Foil the Gun Gallery Raid."),
        Step("Discard one card to end your turn.", is_a(A.Discard), lambda s: s.layout.solitary,
             "Discard to end your turn."),
    ]),
    Chapter("Scoring a round", _table(_scoring), [
        Step("At the end of a round your Foiled! pile scores: 2 points a Plan card, 10 an Infamous Escapee, 5 a "
             "Generic one. Yours is worth 20 now.", point=your_foiled),
        Step("A round ends when someone discards their last card. You have one left: discard it, go out and "
             "end the round! Going out also scores 3 points for each Escapee in the Yard.", is_a(A.Discard),
             lambda s: s.layout.solitary, "Discard your last card to end the round."),
        Step("That was the round: the scores are added up on the right. The first to 100 points at the end of a "
             "round wins; until then, a new round is dealt.", point=lambda s: s.layout.scores),
    ]),
]

LESSON = Lesson("alcatraz", CHAPTERS, SEATS,
                goodbye="That is Escape from Alcatraz! Now play a real game.")

__all__ = ["LESSON"]
