"""How a table turns each engine event into animation steps: one marked method per event type.

Every game's animator subclasses :class:`Animator` and marks the method that
shows each event type with :func:`shows`, the same way the rules mark the
method that plays each action type (:mod:`game.engine.dispatch`). An event
with no method gets a short pause, so the log line can be read.
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar

from game.engine.actions import Event, GameOver
from game.engine.dispatch import collect, marker
from game.ui.event_player import Step, Wait

#: marks an animator method as the one that shows an event type
shows = marker("shows")


class Animator:
    """Steps for the events of one table (``scene``); subclasses mark methods with ``@shows``."""

    _shows: ClassVar[dict[type, Callable[..., Any]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._shows = collect(cls, "shows")

    def __init__(self, scene: Any):
        self.scene = scene

    def steps(self, event: Event) -> list[Step]:
        """The steps that show ``event`` (already redacted for the viewer)."""
        show = self._shows.get(type(event))
        if show is None:
            return self.unmarked(event)
        return list(show(self, event) or ())

    def unmarked(self, event: Event) -> list[Step]:
        """An event no method shows: a short pause (a longer one for the end of the game)."""
        return [Wait(0.4 if isinstance(event, GameOver) else 0.15)]


__all__ = ["Animator", "shows"]
