"""The computer-player interface and the random player.

A bot is handed the pending :class:`Decision` and, if it asks for it, the
deciding seat's view: never the true state. Bots that search must sample the
hidden part from that view. Each bot owns a seeded generator, so simulations
are reproducible.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar

from .actions import Action, Decision
from .rng import Rng, derive_seed


class Bot(ABC):
    """Base of all computer players."""

    level: ClassVar[str] = "random"
    uses_view: ClassVar[bool] = True

    def __init__(self, seat: int, seed: int = 0, variant: Any = None):
        self.seat = seat
        self.variant = variant
        self.rng = Rng(derive_seed(seed, seat, self.level))

    @abstractmethod
    def choose(self, view: Any, decision: Decision) -> Action:
        """The action to play for ``decision``, from what ``view`` shows."""


class RandomBot(Bot):
    """Picks uniformly among the legal actions. Used by benchmarks and fuzzing."""

    level = "random"
    uses_view = False

    def choose(self, view: Any, decision: Decision) -> Action:
        actions = decision.actions
        return actions[0] if len(actions) == 1 else actions[int(self.rng.random() * len(actions))]
