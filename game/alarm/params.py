"""Every Alarm! rule a family might set differently, with the RULINGS.md numbers as defaults.

A variant file sets any of these under ``[params]``; the engine reads them as
``variant.police_cards`` and so on. A threshold of 0 switches that way of
being caught off.
"""

from __future__ import annotations

from typing import Any, Mapping

from game.engine import Param, ParamSchema

_CARDS = "Cards in the deck"
_CAUGHT = "Caught"
_OVERVIEW = "Lawyer and Informant"
_SPECIAL = "Special cards"
_GAME = "Game"


def _card(key: str, default: int, what: str) -> Param:
    return Param(key, int, default, f"How many {what} cards are in the deck.", min=0, max=40, group=_CARDS)


PARAMS: tuple[Param, ...] = (
    _card("police_cards", 10, "Police"),
    _card("guard_dog_cards", 14, "Guard Dog"),
    _card("door_chain_cards", 14, "Door Chain"),
    _card("padlock_cards", 14, "Padlock"),
    _card("loot_cards", 16, "Loot"),
    _card("bone_cards", 8, "Bone (counters a Guard Dog)"),
    _card("wire_cutters_cards", 8, "Wire Cutters (counters a Door Chain)"),
    _card("keys_cards", 7, "Keys (counters a Padlock)"),
    _card("clover_cards", 4, "Four-Leaf Clover"),
    _card("panic_cards", 4, "Panic"),
    _card("dropped_loot_cards", 4, "Dropped Loot"),

    Param("caught_police", int, 2, "A player with this many Police cards is caught (0: never).",
          min=0, max=10, group=_CAUGHT),
    Param("caught_guard_dogs", int, 3, "A player with this many Guard Dogs is caught (0: never).",
          min=0, max=10, group=_CAUGHT),
    Param("caught_door_chains", int, 4, "A player with this many Door Chains is caught (0: never).",
          min=0, max=10, group=_CAUGHT),
    Param("caught_padlocks", int, 4, "A player with this many Padlocks is caught (0: never).",
          min=0, max=10, group=_CAUGHT),
    Param("caught_mixed", int, 2,
          "A player with this many each of Guard Dog, Door Chain and Padlock is caught (0: never).",
          min=0, max=10, group=_CAUGHT),
    Param("caught_loot", int, 5, "A player with this many Loot cards is caught (0: never).",
          min=0, max=16, group=_CAUGHT),

    Param("lawyers_per_player", int, 1,
          "How many times each Lawyer card may send an unwanted card to the discard pile.",
          min=0, max=3, group=_OVERVIEW),
    Param("lawyer_in_panic", bool, True, "A Lawyer may refuse a card passed in a Panic.", group=_OVERVIEW),
    Param("informant", bool, False,
          "Optional rule: the Informant is shuffled in with the Lawyers and dealt secretly.", group=_OVERVIEW),
    Param("informant_lawyer_cards", int, 6,
          "How many Lawyer cards are shuffled with the Informant before one is dealt to each player "
          "(with more cards than players the Informant may stay in the box).",
          min=1, max=6, group=_OVERVIEW),

    Param("clover_sweeps", int, 2, "How many obstacle cards a Four-Leaf Clover removes.",
          min=1, max=4, group=_SPECIAL),
    Param("store_equipment", bool, True,
          "Equipment with nothing to counter stays in front of its player for later "
          "(otherwise it goes straight to the discard pile).", group=_SPECIAL),
    Param("panic_choose_direction", bool, True,
          "Whoever starts a Panic chooses left or right (otherwise it always goes left).", group=_SPECIAL),
    Param("panic_same_name_rule", bool, True,
          "In a Panic you may not pass on a card with the name you just received, unless that is all you have.",
          group=_SPECIAL),

    Param("min_players", int, 3, "Fewest players for this variant.", min=2, max=6, group=_GAME),
    Param("max_players", int, 6, "Most players for this variant.", min=2, max=6, group=_GAME),
    Param("showdown_players", int, 2,
          "The final showdown begins at the end of a turn with this many players left (0: no showdown).",
          min=0, max=5, group=_GAME),
    Param("showdown_cost", int, 1,
          "Loot cards the active player must discard at the start of each showdown turn.",
          min=1, max=4, group=_GAME),
    Param("first_player", str, "random",
          "Who is active first: a random player, or the player in the first seat.",
          choices=("random", "first_seat"), group=_GAME),
    Param("max_turns", int, 500,
          "Safety limit: after this many turns the player with the most Loot wins.",
          min=20, max=10_000, group=_GAME),
)


def _check_players(p: Mapping[str, Any]) -> tuple[str, str] | None:
    if p["min_players"] > p["max_players"]:
        return "min_players", "must not be more than max_players"
    return None


def _check_informant(p: Mapping[str, Any]) -> tuple[str, str] | None:
    if p["informant"] and p["informant_lawyer_cards"] + 1 < p["max_players"]:
        return ("informant_lawyer_cards",
                f"with the Informant there must be an overview card for each of {p['max_players']} players")
    if p["informant"] and p["lawyers_per_player"] < 1:
        return "lawyers_per_player", "the Informant rule needs Lawyers that can be used (at least 1)"
    return None


def _check_deck(p: Mapping[str, Any]) -> tuple[str, str] | None:
    if p["loot_cards"] + p["police_cards"] + p["guard_dog_cards"] + p["door_chain_cards"] + p["padlock_cards"] < 10:
        return "loot_cards", "the deck needs at least 10 Loot and obstacle cards together"
    return None


SCHEMA = ParamSchema("alarm", PARAMS, checks=(_check_players, _check_informant, _check_deck))
