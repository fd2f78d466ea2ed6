"""Learn to play Alarm!: a guided first game in five short parts (see :mod:`game.table.coach`).

Each part is a table laid out with :func:`game.alarm.positions.deal`, so the cards
that come up are the ones the notes talk about: dealing and getting caught,
equipment, the Lawyer, Panic, and Dropped Loot in the final showdown. The
person is seat 0 ("You"); the computer players make the moves a part plans for
them. Every note is one or two short sentences: what to do, and why.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from game.alarm.actions import GiveCard, StartPanic, TakeCard, UseLawyer
from game.alarm.cards import KIND_INDEX
from game.alarm.positions import deal
from game.alarm.spec import SPEC
from game.engine import LEFT
from game.engine.match import Match
from game.engine.record import SeatInfo
from game.table.coach import Chapter, Lesson, Step

SEATS = (SeatInfo("You", "human", "normal", 0), SeatInfo("Bonnie Bot", "bot", "normal", 1),
         SeatInfo("Clyde Bot", "bot", "normal", 2), SeatInfo("Raffles Bot", "bot", "normal", 3))
BONNIE = 1


def _table(players: int, **layout: Any):
    def build(seats: Sequence[SeatInfo]) -> Match:
        return Match.from_position(SPEC, deal(players, seed=7, **layout), list(seats)[:players])
    return build


# -- where the notes point -------------------------------------------------------------------------
def seat(s: int):
    return lambda scene: scene.layout.seats[s]


def the_card(scene: Any) -> pygame.Rect:
    return scene.layout.main_rect()


def the_question(scene: Any) -> pygame.Rect:
    return scene.layout.prompt


def my_lawyer(scene: Any) -> pygame.Rect:
    return scene.layout.badge_rect(0)


def my_card(kind: str):
    return lambda scene: scene.layout.slot_rect(0, KIND_INDEX[kind])


def the_discard_pile(scene: Any) -> pygame.Rect:
    r = pygame.Rect(0, 0, 96, 130)
    r.center = scene.layout.discard
    return r


# -- what the person is asked to do -----------------------------------------------------------------
def give_to(*seats: int):
    return lambda a: isinstance(a, GiveCard) and a.to in seats


def take(a: Any) -> bool:
    return isinstance(a, TakeCard)


def lawyer(a: Any) -> bool:
    return isinstance(a, UseLawyer)


KEEP_IT = "Click your own seat (or its answer on the left) to keep this card."

CHAPTERS = [
    Chapter("Dealing", _table(4, fronts={1: ["police"], 2: ["guard_dog", "guard_dog"]},
                              deck=["police", "loot", "padlock", "bone"], active=0),
            [Step("You are the dealer. Turn over one card at a time and hand it to a player: everybody gets "
                  "one card each turn.", point=the_card),
             Step("A Police! Two Police catch a burglar, and Bonnie has one already. Give it to Bonnie: click "
                  "her seat.", give_to(1), seat(1), "Try Bonnie's seat: a second Police catches her."),
             Step("Caught! Bonnie is out of the game. The last burglar still free wins.", point=seat(1)),
             Step("Loot wins the final showdown. Keep it: give it to yourself.", give_to(0), seat(0), KEEP_IT),
             Step("A card is coming to you. Your Lawyer could stop it, but you want Loot: take it.", take,
                  the_question, "Keep your Lawyer for trouble: take the Loot."),
             Step("A Padlock is an obstacle: four of them catch a burglar. Give it to Clyde or Raffles.",
                  give_to(2, 3), lambda s: s.layout.seats[2].union(s.layout.seats[3]),
                  "The Padlock goes to Clyde or Raffles this time."),
             Step("The last card goes to the last player still waiting.", any_move=True, point=the_card)],
            script={1: [TakeCard()]}),
    Chapter("Equipment", _table(3, fronts={0: ["guard_dog", "guard_dog"]}, deck=["bone", "door_chain", "keys"],
                                active=0),
            [Step("You have two Guard Dogs, and three catch you. A Bone beats a Guard Dog: keep it!",
                  give_to(0), seat(0), KEEP_IT),
             Step("Take the Bone: good cards need no Lawyer.", take, the_question, "Take it: the Bone helps you."),
             Step("The Bone and one Guard Dog went to the discard pile together. Wire Cutters beat a Door Chain, "
                  "and Keys beat a Padlock.", point=the_discard_pile),
             Step("Give the Door Chain to Bonnie or Clyde.", give_to(1, 2),
                  lambda s: s.layout.seats[1].union(s.layout.seats[2]), "Give it to Bonnie or Clyde."),
             Step("The last card goes to the last player still waiting.", any_move=True, point=the_card)]),
    Chapter("Your Lawyer", _table(3, fronts={0: ["police"]}, deck=["police", "loot", "keys"], active=BONNIE),
            [Step("Now Bonnie deals. Press Next and watch where her card goes.", point=seat(BONNIE)),
             Step("Bonnie gives you a second Police: that would catch you! Call your Lawyer to send it to the "
                  "discard pile.", lawyer, the_question, "Careful: two Police catch you. Call your Lawyer!"),
             Step("Saved! The card still counts as yours for this turn. You have one Lawyer for the whole game, "
                  "so keep it for moments like this.", point=my_lawyer)],
            script={BONNIE: [GiveCard(0)]}),
    Chapter("Panic!", _table(3, fronts={0: ["guard_dog"], 1: ["guard_dog", "guard_dog"]},
                             deck=["panic", "loot", "loot"], active=0),
            [Step("A Panic card! Whoever gets it must pass one of their cards to a neighbour. Give it to "
                  "yourself.", give_to(0), seat(0), KEEP_IT),
             Step("Take the Panic card.", take, the_question, "Take it: this Panic will help you."),
             Step("Pass your Guard Dog to your left, to Bonnie. It is her third, so she is caught!",
                  lambda a: isinstance(a, StartPanic) and a.kind == "guard_dog" and a.direction == LEFT,
                  my_card("guard_dog"), "Pass the Guard Dog to the left, to Bonnie."),
             Step("Bonnie is caught: a Panic can push trouble onto a neighbour. Watch out when you are next to "
                  "one!", point=seat(BONNIE))],
            script={BONNIE: [TakeCard()]}),
    Chapter("The showdown", _table(3, fronts={0: ["loot", "loot"], 1: ["loot"]}, out=[2],
                                   deck=["dropped_loot", "padlock", "loot"], active=0),
            [Step("Only you and Bonnie are left: this is the final showdown. From the next turn on, each dealer "
                  "must pay one Loot first, or is out.", point=seat(BONNIE)),
             Step("Dropped Loot: whoever gets it grabs one Loot from another player. Keep it!", give_to(0),
                  seat(0), KEEP_IT),
             Step("Take it, and grab Bonnie's only Loot.", take, the_question, "Take it: it grabs Bonnie's Loot."),
             Step("Bonnie has no Loot left, and she deals next. Press Next and see what happens.",
                  point=seat(BONNIE))],
            script={BONNIE: [TakeCard()]}, play_out=True),
]

LESSON = Lesson("alarm", CHAPTERS, SEATS,
                goodbye="You win! Bonnie could not pay a Loot, so she is out. Now you know how to play Alarm! "
                        "Try a real game.")

__all__ = ["LESSON"]
