"""Names shared by the rules modules: zones, phases (= decision kinds) and end reasons."""

from __future__ import annotations

from game.alcatraz.cards import (
    CELL_SEARCH,
    CHANGE_IN_PLAN,
    GUARD_HELP,
    PLAN_UNCOVERED,
    RETURNING_FAVORS,
    WARDEN,
    WORK_DETAIL,
)

MAX_PLAYERS = 4

# Zones (top of a pile = end of its list).
HAND = tuple(f"hand{s}" for s in range(MAX_PLAYERS))
PLAY = tuple(f"play{s}" for s in range(MAX_PLAYERS))
FOILED = tuple(f"foiled{s}" for s in range(MAX_PLAYERS))

# Phases: which decision is pending (the decision's ``kind`` has the same name). An Action card's
# question is named after the card (its kind in :mod:`.cards`).
DRAW = "draw"
PLAY_PHASE = "play"
DISCARD = "discard"
CO_CONSPIRATOR = "co_conspirator"
OVER = "over"
PHASES = (DRAW, PLAY_PHASE, DISCARD, WORK_DETAIL, CELL_SEARCH, PLAN_UNCOVERED, RETURNING_FAVORS, GUARD_HELP,
          CHANGE_IN_PLAN, WARDEN, CO_CONSPIRATOR, OVER)

# Why a game ended (``end_reason``); "round limit" is the safety stop the simulator counts as a rule gap.
END_TARGET = "target reached"
END_TIE_BREAK = "tie-break round"
END_ROUND_LIMIT = "round limit"

# Why a round ended.
WENT_OUT = "went_out"
CELL_BLOCK_EMPTY = "cell_block_empty"
TURN_LIMIT = "turn_limit"  # safety stop: the round went on too long (players kept swapping a card via Solitary)
