"""Home Alone as the rest of the program sees it (see ``game.engine.GameSpec``).

This is the game's edge: it hands the rules the reader of Tiled floor plans
(:mod:`game.home_alone.tmx`, which uses pytmx), so the rules never import it.
"""

from __future__ import annotations

from game.engine import GameSpec, Variant
from game.home_alone import actions, board, bots, events, params, rules, tmx

board.install_map_reader(tmx.load_board)


def has_private_info(variant: Variant) -> bool:
    """Hiding is always secret: the others see where your markers go, never what they are."""
    return True


SPEC = GameSpec.assemble(
    "home_alone", "Home Alone", actions=actions, events=events, params=params, rules=rules, bots=bots.BOTS,
    min_players=2, max_players=4,
    tagline="Booby-trap the house, hide the valuables, and keep your Kid away from the Crooks.",
    has_private_info=has_private_info,
)
