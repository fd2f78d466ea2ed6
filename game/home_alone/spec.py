"""Home Alone as the rest of the program sees it (see ``game.engine.GameSpec``)."""

from __future__ import annotations

from pathlib import Path

from game.engine import GameSpec, Variant
from game.home_alone import board, tmx
from game.home_alone.bots import BOTS
from game.home_alone.params import SCHEMA
from game.home_alone.rules import ACTION_TYPES, EVENT_TYPES, HomeAloneState, new_state

# The rules read the floor plan through this reader; only this edge module and the map tools know pytmx.
board.install_map_reader(tmx.load_board)


def has_private_info(variant: Variant) -> bool:
    """Hiding is always secret: the others see where your markers go, never what they are."""
    return True


SPEC = GameSpec(
    id="home_alone",
    title="Home Alone",
    min_players=2,
    max_players=4,
    schema=SCHEMA,
    state_class=HomeAloneState,
    new_state=new_state,
    action_types=ACTION_TYPES,
    event_types=EVENT_TYPES,
    bots=BOTS,
    variants_dir=Path(__file__).parent / "variants",
    tagline="Booby-trap the house, hide the valuables, and keep your Kid away from the Crooks.",
    has_private_info=has_private_info,
)
