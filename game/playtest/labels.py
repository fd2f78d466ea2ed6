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
    "cards_dealt": "Cards dealt",
    "cards_drawn": "Cards drawn",
    "end_reason": "How the game ended",
    # Alarm!
    "caught_by": "Caught by",
    "caught": "Players caught",
    "showdown": "Reached the showdown",
    "lawyers_used": "Lawyers used",
    "lawyer_used": "Lawyers used",
    "informant_used": "Informant used",
    "panics": "Panics played",
    # Escape from Alcatraz
    "points_per_round": "Points per round",
    "foils_per_plan": "Foils per plan",
    "went_out": "Somebody went out",
    "going_out_rate": "Rounds ended by going out",
    "warden_played": "Warden played",
    # Home Alone
    "markers_found": "Markers found",
    "kids_caught": "Kids caught",
    "score_spread": "Score spread (best − worst)",
    "crooks_escaped": "Crooks escaped",
}

#: Statistics that describe how long a game lasts.
LENGTH_KEYS = frozenset({"rounds", "cards_dealt", "cards_drawn", "rounds_played"})


def label_for(key: str) -> str:
    """``"points_by_source.melds"`` -> ``"Points by source: melds"``."""
    if key in KNOWN:
        return KNOWN[key]
    head, _, rest = key.partition(".")
    base = KNOWN.get(head) or head.replace("_", " ").strip().capitalize()
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
