"""Every number and ruling of Escape from Alcatraz that a family could set differently.

The defaults are RULINGS.md ("Mystery Rummy: Escape from Alcatraz"); the
``standard`` variant changes nothing. The checks at the bottom refuse
combinations the deck cannot support (too many cards dealt for four players).
"""

from __future__ import annotations

from typing import Any, Mapping

from game.alcatraz.cards import FIRST_ACTION
from game.alcatraz.constants import MAX_PLAYERS
from game.engine import Param, ParamSchema

YARD_AFTER_START = "after_start"
YARD_BEFORE_START = "before_start"
YARD_NONE = "none"


def _deck_fits(p: Mapping[str, Any]) -> tuple[str, str] | None:
    # Worst case: the whole reveal limit, then the searched Escapee, then four hands,
    # and at least one card left to draw.
    if MAX_PLAYERS * p["hand_size"] + p["reveal_limit"] + 2 > FIRST_ACTION:
        return ("hand_size", f"{MAX_PLAYERS} hands of {p['hand_size']} cards and up to {p['reveal_limit']} revealed "
                             f"cards do not fit in the {FIRST_ACTION}-card Plans deck")
    return None


SCHEMA = ParamSchema("alcatraz", (
    Param("target_score", int, 100, "The game ends after a round in which someone has this many points or more.",
          label="Points to win", min=10, max=1000, group="Game"),
    Param("tie_break_rounds", int, 0,
          "Extra rounds played while the leaders are tied at the end; a tie after them is a shared win.",
          label="Tie-break rounds", min=0, max=5, group="Game"),
    Param("max_rounds", int, 50,
          "Safety limit: the game stops after this many rounds, and the highest total wins.",
          label="Round limit", min=1, max=500, group="Game"),
    Param("max_round_turns", int, 200,
          "Safety limit: a round that reaches this many turns ends as if the Cell Block were empty "
          "(it can only happen if players keep passing cards back and forth through Solitary).",
          label="Turns per round limit", min=20, max=10000, group="Game"),
    Param("hand_size", int, 10, "Cards dealt to each player at the start of a round.",
          label="Cards dealt", min=3, max=15, group="Setup"),
    Param("reveal_limit", int, 20,
          "Cards the dealer turns over looking for the first Yard Escapee before searching the deck for one.",
          label="Yard reveal limit", min=1, max=60, group="Setup"),
    Param("start_min", int, 3, "Matching Plan cards needed to start a new plan.",
          label="Cards to start a plan", min=2, max=8, group="Plans"),
    Param("yard_condition", str, YARD_AFTER_START,
          "When a plan may start: 'after_start' needs at least as many Yard Escapees as plans in play counting "
          "the new one; 'before_start' counts only the plans already in play; 'none' drops the condition.",
          label="Yard condition", choices=(YARD_AFTER_START, YARD_BEFORE_START, YARD_NONE), group="Plans"),
    Param("yard_escapees_per_turn", int, 1, "Escapees a player may send from hand to the Yard on one turn.",
          label="Escapees to the Yard per turn", min=0, max=3, group="Plans"),
    Param("foil_threshold", int, 8, "Plan cards in play (all players together) needed to foil a plan.",
          label="Cards to foil", min=3, max=12, group="Foiling"),
    Param("guard_help_threshold", int, 5,
          "Plan cards needed to foil a plan that has Guard Help on it (never more than without it).",
          label="Cards to foil with Guard Help", min=2, max=12, group="Foiling"),
    Param("co_conspirators", bool, True,
          "When a plan is foiled, the other players in it may add a fitting Escapee from hand to their Foiled! pile.",
          label="Co-conspirators", group="Foiling"),
    Param("bonus_per_escapee", int, 3, "Going-out bonus for each Escapee left in the Yard.",
          label="Going-out bonus per Escapee", min=0, max=10, group="Scoring"),
    Param("no_foil_face_value", bool, True,
          "If nobody foiled a plan this round, the player who goes out scores the Yard Escapees' face value "
          "instead of the bonus.", label="Full value when nothing was foiled", group="Scoring"),
), checks=(_deck_fits,))
