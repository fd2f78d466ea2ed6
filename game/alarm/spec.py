"""Alarm! as the rest of the program sees it."""

from __future__ import annotations

from game.alarm import actions, bots, events, params, rules
from game.engine import GameSpec, Variant


def has_private_info(variant: Variant) -> bool:
    """Only the Informant rule hides anything a player could act on (the overview cards)."""
    return bool(variant.informant)


def player_range(variant: Variant) -> tuple[int, int]:
    return variant.min_players, variant.max_players


SPEC = GameSpec.assemble(
    "alarm", "Alarm!", actions=actions, events=events, params=params, rules=rules, bots=bots.BOTS,
    min_players=2, max_players=6,
    tagline="Hand out the loot and the trouble: the last burglar not caught wins.",
    has_private_info=has_private_info,
    player_range=player_range,
)
