"""The toy game with two holes in its rules, for rule-gap tests.

When the first card played is a 6 the game stops at once "because the turn
limit was reached"; when it is a 1, playing it raises an error.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar

from game.engine import Action, Event, GameOver
from tests.engine.toy_game import SPEC as TOY
from tests.engine.toy_game import Play, ToyState


@dataclass
class GappyState(ToyState):
    spec_id: ClassVar[str] = "gappy"

    def _apply(self, action: Action) -> list[Event]:
        if isinstance(action, Play) and not self.zones["pile"]:
            if self.value(action.card) == 1:
                raise KeyError("nobody wrote a rule for an opening 1")
            if self.value(action.card) == 6:
                events = super()._apply(action)
                if self.pending is None:
                    return events
                self.winners = (0,)
                self.end_reason = "the turn limit was reached"
                self.pending = None
                return events + [GameOver(self.winners, self.end_reason)]
        return super()._apply(action)

    def stats(self) -> dict:
        return {"pile": len(self.zones["pile"]), "opened_high": bool(self.played_by) and True,
                "last_value": str(self.value(self.zones["pile"][-1])) if self.zones["pile"] else None}


SPEC = dataclasses.replace(TOY, id="gappy", title="Gappy", state_class=GappyState, new_state=GappyState.new)
