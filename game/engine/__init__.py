"""The shared rule engine: pure Python, no pygame.

One shape for all three games (see DESIGN.md, "The shared rule engine"): plain
data states with their own seeded generator, exactly one pending decision,
``apply`` returning events, ``view(seat)`` for what a seat may know, records
that replay exactly, and variants checked against a schema.
"""

from .actions import (COMMON_EVENTS, Action, Decision, Event, GameOver, SeatEliminated, Shuffled, TurnBegan,
                      action_from_dict)
from .bots import Bot, RandomBot
from .errors import (CaperError, FileProblem, IllegalActionError, MapError, SaveError, StateError,
                     VariantError)
from .game import GameSpec, GameState
from .match import Match
from .record import Record, SeatInfo, load_record_file, record_from_json, save_payload
from .rng import Rng, derive_seed
from .runner import make_bots, play_out
from .seats import LEFT, RIGHT, alive_count, next_seat, seats_from
from .variants import Param, ParamSchema, Variant, VariantCatalog, make_variant
from .zones import Zones

__all__ = [
    "Action", "Bot", "COMMON_EVENTS", "CaperError", "Decision", "Event", "FileProblem", "GameOver", "GameSpec",
    "GameState", "IllegalActionError", "LEFT", "MapError", "Match", "Param", "ParamSchema", "RIGHT",
    "RandomBot", "Record", "Rng", "SaveError", "SeatEliminated", "SeatInfo", "Shuffled", "StateError",
    "TurnBegan", "Variant", "VariantCatalog", "VariantError", "Zones", "action_from_dict", "alive_count",
    "derive_seed", "load_record_file", "make_bots", "make_variant", "next_seat", "play_out",
    "record_from_json", "save_payload", "seats_from",
]
