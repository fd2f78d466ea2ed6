"""The computer-player interface and the random player.

A bot is handed the pending :class:`Decision` and, if it asks for it, the
deciding seat's view, or just the fields of it that it names
(:mod:`game.engine.views`): never the true state. Bots that search must sample the
hidden part from that view. Each bot owns a seeded generator, so simulations
are reproducible.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Callable, ClassVar

from game.engine.actions import Action, Decision
from game.engine.rng import Rng, derive_seed


@dataclass(frozen=True)
class Advice:
    """A bot's choice with its reason in plain words, for the hint button.

    ``reason`` is one short line a ten-year-old can follow, taken from the bot's
    own evaluation ("Give the Guard Dog to Raffles: it is his third, so he is
    caught"), and it may use only what the deciding seat's view shows.
    """

    action: Action
    reason: str


class Bot(ABC):
    """Base of all computer players."""

    level: ClassVar[str] = "random"
    uses_view: ClassVar[bool] = True
    #: the only fields of its view this bot reads, or ``None`` (it reads the whole view). Named, the loops
    #: that seat it may hand it just those (:func:`~game.engine.views.viewer_for`), so its :meth:`choose`
    #: must read them by name and take a whole view as well (a table or a hint may still hand it one).
    view_fields: ClassVar[tuple[str, ...] | None] = None

    def __init__(self, seat: int, seed: int = 0, variant: Any = None):
        self.seat = seat
        self.variant = variant
        self._rng_seed = derive_seed(seed, seat, self.level)

    @cached_property
    def rng(self) -> Rng:
        """This bot's own generator, started the first time it is asked for (the same stream whenever that
        is): a simulation seats four bots per game, and a player that never draws (Alcatraz's normal one)
        then never pays for seeding one. A saved game's bot may be handed its generator back by assignment."""
        return Rng(self._rng_seed)

    @abstractmethod
    def choose(self, view: Any, decision: Decision) -> Action:
        """The action to play for ``decision``, from what ``view`` shows."""

    def uniform_draw(self) -> Callable[[], float] | None:
        """The draw of a bot that picks ``actions[int(draw() * len(actions))]`` and nothing else, or ``None``.

        A loop that plays many moves (:func:`~game.engine.runner.play_out`) then picks for such a
        seat itself: the same pick from the same generator, without a call to :meth:`choose` per move.
        """
        return None

    def advise(self, view: Any, decision: Decision) -> Advice:
        """What this bot would play for ``decision`` and why (bots that judge moves say more)."""
        action = self.choose(view, decision)
        return Advice(action, "This is what a computer player would do here.")


class RandomBot(Bot):
    """Picks uniformly among the legal actions. Used by benchmarks and fuzzing."""

    level = "random"
    uses_view = False

    def choose(self, view: Any, decision: Decision) -> Action:
        actions = decision.actions
        return actions[0] if len(actions) == 1 else actions[int(self.rng.random() * len(actions))]

    def uniform_draw(self) -> Callable[[], float] | None:
        # a subclass that chooses otherwise is not picked for
        return self.rng.random if type(self).choose is RandomBot.choose else None
