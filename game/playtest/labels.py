"""Readable names for statistics, and how to print their values.

Generic code never depends on a game's own statistic keys: any key a game's
``state.stats()`` returns is shown, with the nicer label below when we know it
and ``"caught_by" -> "Caught by"`` otherwise. Keys listed in
:data:`LENGTH_KEYS` are shown with the game length (turns, moves) rather than
with the game's own statistics.
"""

from __future__ import annotations

import math

KNOWN: dict[str, str] = {
    # shared words
    "rounds": "Rounds per game",
    "turns_per_round": "Turns per round",
    "cards_dealt": "Cards dealt",
    "cards_drawn": "Cards drawn",
    "end_reason": "How the game ended",
    "winning_total": "Winner's total",
    "top_score": "Winning score",
    "shared_win": "Shared wins",
    # Alarm!
    "caught_mixed": "Caught by a mixed set of obstacles",
    "caught_loot": "Caught with too much Loot",
    "showdown": "Reached the showdown",
    "showdown_turns": "Showdown turns",
    "showdown_out": "Players out in the showdown",
    "lawyers_used": "Lawyers used",
    "informant_used": "Informant used",
    "panics": "Panics played",
    "panic_passes": "Cards passed in Panics",
    "reshuffles": "Deck reshuffles",
    # Escape from Alcatraz
    "going_out_rate": "Rounds ended by going out",
    "no_foil_going_out_rate": "Rounds gone out with nothing foiled",
    "points_per_round": "Points per round",
    "plan_card_points_per_round": "Points per round: plan cards",
    "escapee_points_per_round": "Points per round: escapees",
    "going_out_bonus_per_round": "Points per round: going-out bonus",
    "foils": "Foils per game",
    "foils_per_round": "Foils per round",
    "action_cards": "Action cards played",
    "co_conspirators": "Co-conspirators added",
    "yard_searches": "Yard searches",
    # Home Alone
    "traps_found": "Traps found",
    "valuables_found": "Valuables found",
    "kids_found": "Kids found",
    "kids_caught": "Kids caught",
    "markers_left": "Markers left hidden",
}

#: Words before an underscore that name a family of statistics ("caught_police" -> "Caught by: police").
PREFIXES: dict[str, str] = {"caught": "Caught by", "foils": "Foils of"}

#: Statistics that describe how long a game lasts.
LENGTH_KEYS = frozenset({"rounds", "cards_dealt", "cards_drawn", "rounds_played", "turns_per_round"})

#: Per-game numbers that are shares (0 to 1): shown in per cent.
RATE_KEYS = frozenset({"showdown", "going_out_rate", "no_foil_going_out_rate", "shared_win"})

#: A game's own statistics that repeat a figure every game already has (shown once, not twice).
GENERIC_TWINS = frozenset({"turns", "end_reason", "score_spread"})


def label_for(key: str) -> str:
    """``"points_by_source.melds"`` -> ``"Points by source: melds"``."""
    if key in KNOWN:
        return KNOWN[key]
    head, _, rest = key.partition(".")
    base = KNOWN.get(head)
    if base is None:
        family, _, member = head.partition("_")
        if family in PREFIXES and member:
            base = f"{PREFIXES[family]} {member.replace('_', ' ')}"
        else:
            base = head.replace("_", " ").strip().capitalize()
    return f"{base}: {rest.replace('_', ' ')}" if rest else base


def value_label(value: str) -> str:
    text = str(value).replace("_", " ").strip()
    return text[:1].upper() + text[1:] if text else "(none)"


def fmt(value: float | None, kind: str, signed: bool = False) -> str:
    """A statistic's value as shown in tables.

    ``rate``: per cent (a difference of rates: percentage points); ``points``:
    a difference of rates on its own (first-seat advantage); ``mean``: three
    significant figures.
    """
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "–"
    sign = "+" if signed and value > 0 else ""
    if kind == "points":
        signed = True
        sign = "+" if value > 0 else ""
    if kind in ("rate", "points"):
        return f"{sign}{value * 100:.1f}%" if not signed else f"{sign}{value * 100:.1f} pts"
    magnitude = abs(value)
    if magnitude >= 100:
        text = f"{value:.0f}"
    elif magnitude >= 10:
        text = f"{value:.1f}"
    else:
        text = f"{value:.2f}"
    return sign + text


def fmt_interval(low: float | None, high: float | None, kind: str, signed: bool = False) -> str:
    """``"-4.6 to +10.6 pts"``: the unit once, at the end."""
    if low is None or high is None:
        return "–"
    first = fmt(low, kind, signed)
    if first.endswith(" pts"):
        first = first[:-4]
    return f"{first} to {fmt(high, kind, signed)}"
