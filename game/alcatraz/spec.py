"""Escape from Alcatraz as the rest of Caper Night sees it (registered as ``game.alcatraz.spec``)."""

from __future__ import annotations

from game.alcatraz import actions, bots, events, params, rules
from game.alcatraz.constants import MAX_PLAYERS
from game.engine import GameSpec, Variant


def has_private_info(variant: Variant) -> bool:
    return True  # hands and the Cell Block are always hidden


SPEC = GameSpec.assemble(
    "alcatraz", "Escape from Alcatraz", actions=actions, events=events, params=params, rules=rules,
    bots=bots.BOTS,
    min_players=2, max_players=MAX_PLAYERS,
    tagline="Play the guards: gather clues on escape plans and foil them before anyone breaks out.",
    has_private_info=has_private_info,
)
