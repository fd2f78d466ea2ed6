"""Every number and ruling of Home Alone a family could set differently.

Defaults are the US edition as RULINGS.md plays it, with the family's announced
round limit (the ``standard`` and ``us`` variants); ``canadian`` changes the random
number, distance rule, diagonals and markers per square; ``peek`` lets owners look
at their own markers on their turn; ``classic`` keeps only the rulebook's endings;
``safe_treehouse`` keeps the old ruling that Crooks never enter the Treehouse.

Three parameters came after games had been saved (``safe_treehouse``, ``round_limit``,
``kids_come_out``):
their ``legacy`` value is what a save without them was played by, so an old game
goes on under the rules it was started with.
"""

from __future__ import annotations

from typing import Any, Mapping

from game.engine import Param, ParamSchema
from game.home_alone.markers import TRAP_NAMES, VALUABLE_NAMES


def _spin_range(p: Mapping[str, Any]) -> tuple[str, str] | None:
    if p["spin_high"] < p["spin_low"]:
        return "spin_high", f"must be at least spin_low ({p['spin_low']})"
    return None


def _some_markers(p: Mapping[str, Any]) -> tuple[str, str] | None:
    if p["traps"] + p["valuables"] < 1:
        return "traps", "each player needs at least one booby-trap or valuable"
    return None


#: the family default's announced number of rounds, chosen from measurements (see docs/rulings-coverage.md)
ROUND_LIMIT = 24
#: the family default's round after which every Kid still hidden comes out (see docs/rulings-coverage.md)
KIDS_COME_OUT = 8
#: the family default's tie rule
TIES = "caught_kid_loses"

SCHEMA = ParamSchema("home_alone", (
    Param("randomizer", str, "spinner", "What gives the number each turn: the US spinner or the Canadian die.",
          label="Spinner or die", choices=("spinner", "die"), group="Moving"),
    Param("spin_low", int, 1, "The smallest number the spinner or die shows.", label="Lowest number",
          min=1, max=6, group="Moving"),
    Param("spin_high", int, 4, "The largest number the spinner or die shows (US spinner 1-4 is assumed).",
          label="Highest number", min=1, max=6, group="Moving"),
    Param("distance", str, "exact", "Move a piece exactly the number (US) or any number from 1 up to it "
          "(Canadian).", label="Distance", choices=("exact", "up_to"), group="Moving"),
    Param("diagonals", bool, True, "Pieces may step diagonally (never cutting a wall corner).",
          label="Diagonal steps", group="Moving"),
    Param("markers_per_square", int, 4, "How many markers may be hidden on one square (never two of one "
          "player's).", label="Markers per square", min=1, max=4, group="Hiding"),
    Param("traps", int, len(TRAP_NAMES), "Booby-traps each player hides.", label="Booby-traps", min=0,
          max=len(TRAP_NAMES), group="Hiding"),
    Param("valuables", int, len(VALUABLE_NAMES), "Valuables each player hides.", label="Valuables", min=0,
          max=len(VALUABLE_NAMES), group="Hiding"),
    Param("hide_batch", int, 25, "How many markers a player hides before the next player hides theirs "
          "(25: everyone hides all their markers in one go; fewer: hide in rounds).", label="Markers per hiding "
          "step", min=1, max=25, group="Hiding"),
    Param("own_markers", str, "memory", "What you see of your own hidden markers after hiding: nothing (the "
          "memory rule), a peek during your own turn, or always.", label="Your own markers",
          choices=("memory", "peek", "known"), group="Hiding"),
    Param("round_limit", int, ROUND_LIMIT, "Announced at the start and shown on the table: the game ends after "
          "this many rounds (every player has one turn a round), with a warning when the last round begins. "
          "0: no announced end, only the rulebook's endings.", label="Rounds", min=0, max=100, group="Ending",
          legacy=0),
    Param("kids_come_out", int, KIDS_COME_OUT, "House rule, announced at the start: after this round every "
          "Kid still hidden comes out where it lies and gets its getaway, as if found, so the chase that ends the "
          "game begins. 0: never (the box's rules).", label="Kids come out after round", min=0, max=100,
          group="Ending", legacy=0),
    Param("ties", str, TIES, "Players level on points share the win (the box says nothing about ties), or, as "
          "a house rule, a player whose Kid was caught loses the tie.", label="Ties",
          choices=("shared", "caught_kid_loses"), group="Ending", legacy="shared"),
    Param("turn_limit", int, 500, "A safety stop for a game that no rule ends: it stops after this many turns "
          "(all players' turns counted). A playtest lists such a game as a rule gap.", label="Safety stop (turns)",
          min=10, max=5000, group="Ending"),
    Param("kid_short_move", str, "shorter", "A Kid that cannot move the full number (US rules) moves as far "
          "as it can, like a Crook, or stays put.", label="Kid cannot move the number",
          choices=("shorter", "stay"), group="Kids"),
    Param("escaped_kid_moves", bool, True, "A Kid that has just escaped also takes part in the Kid moves at the "
          "end of that same turn.", label="Escaped Kid moves again", group="Kids"),
    Param("safe_treehouse", bool, False, "The Treehouse is a haven: Crooks never go in (our old ruling). Off: "
          "Crooks may climb the ladder like Kids; handle bars still carry only Kids.", label="Treehouse is safe",
          group="Kids", legacy=True),
    Param("crooks_share_square", bool, True, "Both Crooks may end on the same square.",
          label="Crooks may share a square", group="Moving"),
), checks=(_spin_range, _some_markers))
