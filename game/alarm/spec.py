"""Alarm! as the rest of the program sees it."""

from __future__ import annotations

from pathlib import Path

from game.alarm.actions import ACTION_TYPES
from game.alarm.bots import BOTS
from game.alarm.events import EVENT_TYPES
from game.alarm.params import SCHEMA
from game.alarm.rules import AlarmState, new_state
from game.engine import GameSpec, Variant


def has_private_info(variant: Variant) -> bool:
    """Only the Informant rule hides anything a player could act on (the overview cards)."""
    return bool(variant.informant)


def player_range(variant: Variant) -> tuple[int, int]:
    return variant.min_players, variant.max_players


SPEC = GameSpec(
    id="alarm",
    title="Alarm!",
    min_players=2,
    max_players=6,
    schema=SCHEMA,
    state_class=AlarmState,
    new_state=new_state,
    action_types=ACTION_TYPES,
    event_types=EVENT_TYPES,
    bots=BOTS,
    variants_dir=Path(__file__).parent / "variants",
    tagline="Hand out the loot and the trouble: the last burglar not caught wins.",
    has_private_info=has_private_info,
    player_range=player_range,
)
