"""How to play Home Alone, in our own words (PURE: the Rules page lays it out).

``SECTIONS`` is the text; ``GALLERY`` names the pictures the table's ``rules_picture``
draws (every marker, the pieces, the spinner and the die); ``PICTURES`` says what each
picture key shows.
"""

from __future__ import annotations

from game.home_alone.markers import TRAP_NAMES, VALUABLE_NAMES
from game.home_alone.params import KIDS_COME_OUT, ROUND_LIMIT

SECTIONS: list[tuple[str, str]] = [
    ("The idea",
     "Two clumsy burglars, Harry and Marv, are creeping through the house. Everyone has hidden booby-traps, "
     "valuables and their own Kid somewhere inside. Steer the Crooks onto your booby-traps and away from your "
     "valuables, and keep your Kid out of their hands. You score +1 for every booby-trap of yours the Crooks "
     "hit and -1 for every valuable of yours they carry off to their Van. The highest score wins."),
    ("Hiding",
     "Before the Crooks come in, each player in turn hides all 25 markers: 16 booby-traps, 8 valuables and "
     "their Kid. Hiding is private: the laptop is passed along and everyone else looks away. Pick a marker "
     "from your tray and click a square on the house floor. You may move markers around, undo, or let the "
     "computer place the rest at random, then press Done.\n"
     "Markers go only on house floor: never on a handle bar, a door, a window, in the yard or in the "
     "Treehouse. A square holds at most one marker of each player, and at most four markers in all (three "
     "in the Canadian edition)."),
    ("The memory rule",
     "Once everything is hidden, the markers lie face down. Everyone can see where each colour's markers are, "
     "but nobody sees what they are, not even their owner: remember where you put your things! (With the "
     "'peek' house rule you may look at your own markers during your own turn.)"),
    ("A turn",
     "Spin the spinner (click it, or press Space). Then move Harry or Marv exactly that many squares: click a "
     "Crook, and every square he can reach lights up; point at one to see the way he will walk, click it to "
     "go. Pieces may step sideways, up, down and diagonally, but never cut the corner of a wall, and a move "
     "never visits a square twice. Pieces walk over other pieces and markers; only the square where a Crook "
     "stops counts. Everyone enters and leaves the house only by a door or a window with footprints. If "
     "neither Crook can go the full number, one of them goes as far as he can."),
    ("What the Crooks find",
     "A Crook who stops on a square turns over every marker there. Booby-traps go onto the Crooks (+1 to "
     "their owner), valuables go into the Van (-1 to their owner). The Crooks & Van scoreboard beside the "
     "board shows every player's hits, losses and score as they happen."),
    ("Kids",
     "When a Crook finds your Kid marker, your Kid stands up on that square and you get a free spin to run "
     "away at once. From then on your upright Kid may move after every turn, the same number as that turn's "
     "spin: the player whose turn it is first, then everyone else in order. You may also stay put. A Kid "
     "never stops on a Crook. A Kid who stops on a handle bar grabs it and zips straight to the Treehouse: a "
     "head start, not a hiding place, because the Crooks can climb the ladder too (the handle bars never carry "
     "them). Kids climb down the ladder again the same way."),
    ("How it ends",
     "The game ends at once when a Crook stops on an upright Kid and catches it: any Kid, even your own. "
     "Catching is never a must; you may always move the Crook elsewhere. The game also ends when no hidden "
     "booby-traps or valuables are left. Then the highest score wins.\n"
     "Our family rules (the standard game) add three things, shown on the table from the first turn: the "
     f"game lasts at most {ROUND_LIMIT} rounds (\"Round 12 of {ROUND_LIMIT}\", with a warning when the last "
     f"round begins); after round {KIDS_COME_OUT} every Kid still hiding comes out and gets its getaway, so the "
     "chase is on; and when players tie, a player whose Kid was caught loses the tie. The 'classic' rules keep "
     "only the box's endings."),
    ("Playing for the end",
     "Because the game ends the moment a Kid is caught, whoever is ahead wants it to end and whoever is "
     "behind wants it to go on. Ahead? Bring a Crook to an upright Kid and land on it, or keep your own Kid "
     "right beside a Crook (on one of your booby-traps is best: the catch scores too) and catch it on your "
     "turn. Behind? Keep the Crooks away from the Kids and your Kid out of their reach, and hunt for points: "
     "your booby-traps, and the markers of whoever is ahead."),
    ("Editions and house rules",
     "US edition (standard): a spinner from 1 to 4, move exactly the number, diagonal steps allowed, up to "
     "four markers a square. Canadian edition: roll a die from 1 to 6, move any number up to it, no diagonal "
     "steps, up to three markers a square. 'Peek' lets you look at your own markers on your turn. Families "
     "can make their own house rules in the rules editor."),
    ("Our rulings",
     "Where the box is silent we decided: the spinner shows 1 to 4; markers are hidden in one go per player; "
     "a Kid that cannot move the full number moves as far as it can; a Kid that has just escaped also takes "
     "part in the Kid moves at the end of that turn; both Crooks may stand on the same square; the Crooks "
     "may climb the ladder into the Treehouse (the 'safe_treehouse' house rule keeps them out)."),
]

PICTURES: dict[str, tuple[str, str]] = {
    "crooks": ("Harry & Marv", ""),
    "kid_piece": ("Your Kid", ""),
    "spinner": ("Spinner", ""),
    "die": ("Die", ""),
    "van": ("The Van", ""),
}
for _name in dict.fromkeys(TRAP_NAMES):
    PICTURES[_name.lower()] = (_name, "trap")
for _name in VALUABLE_NAMES:
    PICTURES[_name.lower()] = (_name, "valuable")
PICTURES["kid"] = ("Kid", "kid")

GALLERY: list[tuple[str, str]] = [
    ("crooks", "The two Crooks"),
    ("kid_piece", "An upright Kid"),
    ("spinner", "US: spin 1 to 4"),
    ("die", "Canadian: roll 1 to 6"),
    ("van", "Stolen goods go here"),
    ("kid", "Hide it well!"),
    *[(name.lower(), "+1 when a Crook hits it") for name in dict.fromkeys(TRAP_NAMES)],
    *[(name.lower(), "−1 if the Crooks take it") for name in VALUABLE_NAMES],
]
