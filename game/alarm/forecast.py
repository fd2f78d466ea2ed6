"""What a card would do to the player it is coming to, read from a view.

The table uses this to decide when a person is worth asking "use your
Lawyer?" (the "when dangerous" setting) and to warn a dealer which seats a
card would hurt. It reads only the view, never the state, and only public
things (everything in front of every player is face up), so asking or not
asking a person never tells anyone which overview card they hold.
"""

from __future__ import annotations

from typing import Any, Sequence

from game.alarm.cards import DROPPED_LOOT, FACE_UP, LOOT, caught_combo, danger
from game.alarm.tactics import land

SAFE, CLOSE, CAUGHT = "safe", "close", "caught"


def counts_after(view: Any, seat: int, card: int) -> tuple[int, ...] | None:
    """The counts in front of ``seat`` once ``card`` lands there; None when nothing lands on them.

    Equipment and its obstacle cancel out; Dropped Loot brings a Loot card
    when anyone else has one. Clover and Panic add nothing to the player.
    """
    kind = view.kinds[card]
    before = view.counts[seat]
    if kind in FACE_UP:
        return tuple(land(before, kind))
    if kind == DROPPED_LOOT:
        if any(s != seat and view.alive[s] and view.counts[s][LOOT] for s in range(view.num_players)):
            after = list(before)
            after[LOOT] += 1
            return tuple(after)
    return None


def outcome(view: Any, seat: int, card: int) -> str:
    """``"caught"`` if taking ``card`` catches ``seat``, ``"close"`` if it brings them to one card
    from a caught combination, otherwise ``"safe"``."""
    after = counts_after(view, seat, card)
    if after is None:
        return SAFE
    limits: Sequence[int] = view.limits
    if caught_combo(after, limits) is not None:
        return CAUGHT
    before = danger(view.counts[seat], limits)
    for combo, (have, need) in danger(after, limits).items():
        if have > before[combo][0] and have >= need - 1:
            return CLOSE
    return SAFE


def lawyer_question_matters(view: Any, seat: int, card: int) -> bool:
    """The "when dangerous" rule: ask only when the card would catch them or bring them one card away."""
    return outcome(view, seat, card) != SAFE


__all__ = ["SAFE", "CLOSE", "CAUGHT", "counts_after", "outcome", "lawyer_question_matters"]
