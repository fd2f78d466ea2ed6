"""The shared rule engine: pure Python, no pygame.

One shape for all three games (see DESIGN.md, "The shared rule engine"): plain
data states with their own seeded generator, exactly one pending decision,
``apply`` returning events, ``view(seat)`` for what a seat may know, records
that replay exactly, and variants checked against a schema.
"""

from game.engine.actions import (
                      COMMON_EVENTS,
                      Action,
                      Decision,
                      Event,
                      GameOver,
                      SeatEliminated,
                      Shuffled,
                      TurnBegan,
                      action_from_dict,
)
from game.engine.bots import Advice, Bot, RandomBot
from game.engine.dispatch import rule
from game.engine.errors import (
                      CaperError,
                      FileProblem,
                      IllegalActionError,
                      MapError,
                      SaveError,
                      StateError,
                      VariantError,
)
from game.engine.game import GameSpec, GameState
from game.engine.match import Match
from game.engine.record import Record, SeatInfo, load_record_file, record_from_json, save_payload
from game.engine.rng import Rng, derive_seed
from game.engine.runner import make_bots, play_out
from game.engine.seats import LEFT, RIGHT, alive_count, next_seat, seats_from
from game.engine.variants import Param, ParamSchema, Variant, VariantCatalog, make_variant
from game.engine.zones import Zones

__all__ = [
    "Action", "Advice", "Bot", "COMMON_EVENTS", "CaperError", "Decision", "Event", "FileProblem", "GameOver", "GameSpec",
    "GameState", "IllegalActionError", "LEFT", "MapError", "Match", "Param", "ParamSchema", "RIGHT",
    "RandomBot", "Record", "Rng", "rule", "SaveError", "SeatEliminated", "SeatInfo", "Shuffled", "StateError",
    "TurnBegan", "Variant", "VariantCatalog", "VariantError", "Zones", "action_from_dict", "alive_count",
    "derive_seed", "load_record_file", "make_bots", "make_variant", "next_seat", "play_out",
    "record_from_json", "save_payload", "seats_from",
]
