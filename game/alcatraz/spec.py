"""Escape from Alcatraz as the rest of Caper Night sees it (registered as ``game.alcatraz.spec``)."""

from __future__ import annotations

from pathlib import Path

from game.alcatraz import bots, search
from game.alcatraz.actions import ACTION_TYPES
from game.alcatraz.constants import MAX_PLAYERS
from game.alcatraz.events import EVENT_TYPES
from game.alcatraz.params import SCHEMA
from game.alcatraz.rules import AlcatrazState, new_state
from game.engine import GameSpec, Variant


def has_private_info(variant: Variant) -> bool:
    return True  # hands and the Cell Block are always hidden


SPEC = GameSpec(
    id="alcatraz",
    title="Escape from Alcatraz",
    min_players=2,
    max_players=MAX_PLAYERS,
    schema=SCHEMA,
    state_class=AlcatrazState,
    new_state=new_state,
    action_types=ACTION_TYPES,
    event_types=EVENT_TYPES,
    bots={"easy": bots.easy, "normal": bots.normal, "hard": search.hard},
    variants_dir=Path(__file__).parent / "variants",
    tagline="Play the guards: gather clues on escape plans and foil them before anyone breaks out.",
    has_private_info=has_private_info,
)
