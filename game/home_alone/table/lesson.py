"""Learn to play Home Alone: a guided first game in four short parts (see :mod:`game.table.coach`).

The first part is a real hiding; the others are moments of play laid out with
:func:`game.home_alone.positions.position` on the family's house, with the next
spins known, so the Crooks and Kids can reach the squares the notes talk
about: spinning and moving a Crook onto your booby-trap (remembering which of your face-down
markers it is) and onto another player's valuable, your Kid found and
running to a handle bar and the Treehouse, and catching a Kid, which ends the
game. The person is seat 0 ("You"). Every note is one or two short sentences:
what to do, and why.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from game.engine.match import Match
from game.engine.record import SeatInfo
from game.engine.registry import get_spec
from game.home_alone.actions import SPIN_ACTION, MoveCrook, MoveKid, Spin
from game.home_alone.positions import as_match, position
from game.table.coach import Chapter, Lesson, Step

SEATS = (SeatInfo("You", "human", "normal", 0), SeatInfo("Bonnie Bot", "bot", "normal", 1))
BONNIE = 1
# squares of the family's house (maps/home_alone.tmx), checked by the lesson's test
HALL = 528  # three steps from the start square
HALL_RIGHT = 529  # beside it, also three steps from the start square
LIVING_ROOM = 465  # three steps from the Hall square above, through the Living Room's doorway
YARD = 616  # where Bonnie's Crook waits meanwhile (three steps from the start square)
PLAYROOM = 534  # two steps from the Study doorway below, two from the handle bar
STUDY = 474
HANDLE_BAR = 566


def _hiding(seats: Sequence[SeatInfo]) -> Match:
    spec = get_spec("home_alone")
    return Match.new(spec, spec.standard(), list(seats), seed=11)


def _at(**layout: Any):
    def build(seats: Sequence[SeatInfo]) -> Match:
        return as_match(position(players=2, rest="hidden", seed=11, **layout), list(seats))
    return build


# -- where the notes point -------------------------------------------------------------------------
def square(sq: int):
    return lambda scene: scene.geo.rect(sq)


def spinner(scene: Any) -> pygame.Rect:
    return scene.spinner.rect


def tray(scene: Any) -> pygame.Rect:
    return scene.layout.tray


def scores(scene: Any) -> pygame.Rect:
    return scene.layout.scoreboard


def treehouse(scene: Any) -> pygame.Rect:
    rects = [scene.geo.rect(sq) for sq in scene.board.treehouse]
    return rects[0].unionall(rects[1:])


def spin(a: Any) -> bool:
    return isinstance(a, Spin)


def crook_to(sq: int):
    return lambda a: isinstance(a, MoveCrook) and a.to == sq


SPIN = Step("Spin the spinner: click it, or press Space.", spin, spinner, "First spin: click the spinner.")

CHAPTERS = [
    Chapter("Hiding", _hiding, [
        Step("Everyone hides 25 markers in the house: booby-traps, valuables and a Kid. Yours are in the tray.",
             point=tray),
        Step("Pick a marker in the tray, then click a square of the house. All placed? Press Done.",
             any_move=True, point=tray),
        Step("All hidden! Now every marker lies face down, even yours: remember where you put your things. "
             "You will need to in the next part.", point=lambda s: s.geo.view),
    ]),
    Chapter("Moving a Crook", _at(hidden={HALL: [(0, "Hot Iron")], HALL_RIGHT: [(0, "Jewels")],
                                          LIVING_ROOM: [(1, "Silver")]}, spins=[3, 3, 3]), [
        SPIN,
        Step("Three! Two of your own markers lie face down in the Hall: your Hot Iron booby-trap on the "
             "outlined square, your Jewels just right of it. Only your memory tells them apart. Click a Crook, "
             "then the booby-trap.", crook_to(HALL), square(HALL),
             "Not there! Your booby-trap is on the outlined square; your Jewels, just right of it, would go "
             "into the Crooks' Van."),
        Step("He found your Hot Iron: +1 for you! Press Next and watch Bonnie's turn.", point=scores),
        SPIN,
        Step("Bonnie hid her Silver on the outlined square in the Living Room. Valuables the Crooks find go "
             "into their Van: -1 for their owner. Send a Crook there!", crook_to(LIVING_ROOM),
             square(LIVING_ROOM), "Move a Crook onto Bonnie's marker, the outlined square in the Living Room."),
        Step("Into the Van: -1 for Bonnie! Booby-traps the Crooks hit score for whoever hid them; valuables "
             "they find cost their owner.", point=scores),
    ], script={BONNIE: [SPIN_ACTION, MoveCrook(1, YARD), MoveCrook(0, YARD)]}),
    Chapter("Kids and the Treehouse", _at(hidden={PLAYROOM: [(0, "kid")]}, crooks=(619, STUDY), turn=2,
                                          spins=[2, 2]), [
        Step("It is Bonnie's turn. Press Next and watch Marv.", point=square(STUDY)),
        Step("Marv found your Kid! Your Kid stands up and gets a free spin to run away. Spin!", spin, spinner,
             "Spin first: click the spinner."),
        Step("Run to the handle bar on the lit square: a Kid who stops there zips to the Treehouse.",
             lambda a: isinstance(a, MoveKid) and a.to == HANDLE_BAR, square(HANDLE_BAR),
             "Move your Kid onto the handle bar, the lit square."),
        Step("Zip! Your Kid is in the Treehouse. That is a head start, not a hiding place: the Crooks can climb "
             "the ladder too.", point=treehouse),
    ], script={BONNIE: [SPIN_ACTION, MoveCrook(1, PLAYROOM)]}),
    Chapter("How it ends", _at(kids={BONNIE: HALL}, spins=[3]), [
        SPIN,
        Step("Bonnie's Kid is standing on the lit square. Catch it with a Crook: that ends the game at once!",
             crook_to(HALL), square(HALL), "Move a Crook onto Bonnie's Kid, on the lit square."),
    ], play_out=True),
]

LESSON = Lesson("home_alone", CHAPTERS, SEATS,
                goodbye="Caught! The game ends and the highest score wins; in a tie, whoever's Kid was caught "
                        "loses. Now play a real game.")

__all__ = ["LESSON"]
