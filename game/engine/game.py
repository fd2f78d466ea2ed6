"""The one shape every game has, so UI, bots, saves, replays and the simulator
treat Alarm!, Escape from Alcatraz and Home Alone alike.

A :class:`GameState` is plain data with its own :class:`~game.engine.rng.Rng`.
At every moment it is either over or has exactly one pending
:class:`~game.engine.actions.Decision`. :meth:`GameState.apply` checks the
action first (an illegal one raises and changes nothing) and returns the
events it caused. :meth:`GameState.view` is what one seat may know.

A :class:`GameSpec` describes a game to the rest of the program: its players,
parameter schema, variants folder, action types and bots.
"""

from __future__ import annotations

import dataclasses
import functools
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, ClassVar, Mapping, Sequence

from game.engine import codec
from game.engine.actions import Action, Decision, Event
from game.engine.dispatch import collect
from game.engine.errors import IllegalActionError, StateError, rule_of
from game.engine.variants import ParamSchema, Variant, make_variant
from game.engine.views import cut, part_type


class GameState(ABC):
    """Base class of the three games' states (each a dataclass subclass).

    Subclasses mark one method per action type with ``@rule(ActionType)``
    (:mod:`game.engine.dispatch`), implement ``view`` and ``validate``, and set
    ``pending``, ``winners`` and ``end_reason``. ``turn`` counts turns for statistics.
    """

    spec_id: ClassVar[str] = ""
    #: action type -> the method that plays it (built from the ``@rule`` marks of each subclass)
    _rules: ClassVar[dict[type, Callable[..., list[Event]]]] = {}
    #: True when the game keeps the default :meth:`legal_form` (legal means listed), set per subclass
    _listed_only: ClassVar[bool] = True
    #: A game whose :meth:`legal_form` accepts other spellings of a listed action, but whose players mostly
    #: hand back the listed object itself, sets this: the gate then looks for that very object first and
    #: asks ``legal_form`` only when it is not there (a game whose ``legal_form`` is a lookup leaves it off)
    listed_objects_first: ClassVar[bool] = False
    _identity_first: ClassVar[bool] = True
    #: ``_rules`` when the game keeps the default :meth:`_apply` (which only dispatches), else empty
    _plays: ClassVar[dict[type, Callable[..., list[Event]]]] = {}

    # Provided by subclasses as dataclass fields:
    variant: Variant
    num_players: int
    seed: int
    pending: Decision | None
    winners: tuple[int, ...] | None
    end_reason: str
    turn: int

    # -- the API every caller uses -------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.pending is None

    @property
    def current_seat(self) -> int | None:
        return None if self.pending is None else self.pending.seat

    def legal_actions(self) -> tuple[Action, ...]:
        return () if self.pending is None else self.pending.actions

    def can_apply(self, action: Action) -> bool:
        return self.pending is not None and self.legal_form(action) is not None

    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` for the pending seat; return the events it caused.

        The one legality gate of every game: nothing reaches ``_apply`` that
        :meth:`legal_form` did not accept, and an illegal action raises
        :class:`IllegalActionError` with the reason and changes nothing.
        Games never override this; a game's fast paths live behind it, in
        :meth:`legal_form` and ``_apply``.
        """
        pending = self.pending
        if pending is None:
            raise IllegalActionError("the game is over; no more actions can be played")
        legal = None
        if self._identity_first:
            # the very object the decision offers (what bots and tables hand back): legal without comparing
            # values, which for frozen dataclasses means a Python-level __eq__ per listed action
            for offered in pending.actions:
                if offered is action:
                    legal = action
                    break
        if legal is None:
            legal = self.legal_form(action)
            if legal is None:
                why = self.explain_illegal(action)
                raise IllegalActionError(why, rule=rule_of(why) or self.rule_for(action))
        # a game that plays every move by its @rule methods alone is dispatched here, one call fewer a move
        play = self._plays.get(type(legal))
        return play(self, legal) if play is not None else self._apply(legal)

    #: the heading of the help section (``game/<game>/help.py`` ``SECTIONS``) that states the rules of
    #: each kind of action, by the action's class name: "Why not? Show me" opens the Rules page there
    action_rules: ClassVar[Mapping[str, str]] = {}

    def rule_for(self, action: Action) -> str | None:
        """The help heading of the rule an illegal ``action`` broke (``None``: the game did not say)."""
        return self.action_rules.get(type(action).__name__)

    def legal_form(self, action: Action) -> Action | None:
        """The pending decision's action that ``action`` means, or ``None`` if it is not allowed.

        By default that is ``action`` itself when it is listed. A game may answer
        faster than a scan of the list (a lookup), or accept another spelling of
        a listed action (any card of the same kind), but must agree with the list.
        """
        pending = self.pending
        return action if pending is not None and action in pending.actions else None

    def explain_illegal(self, action: Action) -> str:
        """Why ``action`` cannot be played now, in plain words. Games refine this."""
        pending = self.pending
        assert pending is not None
        return (f"{action.describe(self.seat_names())} is not allowed now: seat {pending.seat + 1} must "
                f"choose ({pending.kind}) one of {len(pending.actions)} options")

    def seat_names(self) -> list[str]:
        return [f"Player {i + 1}" for i in range(self.num_players)]

    # -- the rules ----------------------------------------------------------------------
    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._rules = collect(cls, "rule")
        cls._listed_only = cls.legal_form is GameState.legal_form
        cls._identity_first = cls._listed_only or cls.listed_objects_first
        cls._plays = cls._rules if cls._apply is GameState._apply else {}

    def _apply(self, action: Action) -> list[Event]:
        """Play an action already checked to be legal: the method marked ``@rule(type(action))``."""
        play = self._rules.get(type(action))
        if play is None:
            raise StateError(f"{type(self).__name__} has no @rule for {type(action).__name__}")
        return play(self, action)

    # -- to implement --------------------------------------------------------------

    @abstractmethod
    def view(self, seat: int | None) -> Any:
        """What ``seat`` may know (``None``: an observer who sees everything)."""

    #: field of the view -> ``reader(state, seat)``, that field of ``view(seat)`` read straight from the state,
    #: for the fields a game gives alone faster than a whole view (:meth:`part_viewer`). A key may also be a
    #: tuple of fields, the part its own bots ask for: its reader gives that whole part at once, as a
    #: :func:`~game.engine.views.part_type` record. Each must agree with the view (the conformance suite holds
    #: it to that); a game without readers still gives parts, cut from whole views.
    view_readers: ClassVar[Mapping[str | tuple[str, ...], Callable[[Any, int | None], Any]]] = {}

    def view_part(self, seat: int | None, fields: Sequence[str]) -> tuple:
        """Just ``fields`` of ``view(seat)``, as a :func:`~game.engine.views.part_type` record
        (:mod:`game.engine.views`); a field the view does not have raises ``ValueError``."""
        return self.part_viewer(tuple(fields))(seat)

    def part_viewer(self, fields: tuple[str, ...]) -> Callable[[int | None], tuple]:
        """``look(seat)``: just ``fields`` of ``view(seat)`` in this game, at any moment of it. Made once
        per game for a bot that reads only those fields, then called at each of its decisions: from the
        game's :attr:`view_readers` when it has one for every field, else cut from the whole view."""
        readers = self.view_readers
        whole = readers.get(fields)
        if whole is not None:
            return functools.partial(whole, self)
        if not all(f in readers for f in fields):
            view = self.view
            return lambda seat: cut(view(seat), fields)
        make = part_type(fields)
        take = tuple(readers[f] for f in fields)
        new = tuple.__new__

        def look(seat: int | None) -> tuple:
            return new(make, [read(self, seat) for read in take])
        return look

    @abstractmethod
    def validate(self) -> None:
        """Raise :class:`~game.engine.errors.StateError` if an invariant is broken."""

    def scores(self) -> list[float]:
        """Current score of each seat, for summaries (higher is better)."""
        return [0.0] * self.num_players

    def stats(self) -> dict[str, Any]:
        """The game's own statistics of a finished game, for the simulator."""
        return {}

    # -- saving ---------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return codec.dump(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any], variant: Variant,
                  actions: Mapping[str, type[Action]]) -> "GameState":
        state = codec.load(cls, data, actions=actions, extra={"variant": variant})
        state.after_load()
        state.validate()
        return state

    def after_load(self) -> None:
        """Rebuild transient caches after :meth:`from_json`."""

    def copy(self) -> "GameState":
        """An independent deep copy (for bots that search)."""
        import copy as _copy
        return _copy.deepcopy(self)


@dataclass(frozen=True)
class GameSpec:
    """Everything the rest of the program needs to know about one game."""

    id: str
    title: str
    min_players: int
    max_players: int
    schema: ParamSchema
    state_class: type[GameState]
    new_state: Callable[..., GameState]  # (variant, num_players, seed, deck=None) -> state
    action_types: Mapping[str, type[Action]]
    event_types: Mapping[str, type[Event]]
    bots: Mapping[str, Callable[..., Any]]  # level -> factory(seat, seed, variant) -> Bot
    variants_dir: Path
    tagline: str = ""
    has_private_info: Callable[[Variant], bool] = lambda variant: True
    player_range: Callable[[Variant], tuple[int, int]] | None = None

    @classmethod
    def assemble(cls, id: str, title: str, *, actions: ModuleType, events: ModuleType, params: ModuleType,
                 rules: ModuleType, bots: Mapping[str, Callable[..., Any]], min_players: int, max_players: int,
                 **details: Any) -> "GameSpec":
        """A game's spec from its modules, which every game names and fills alike: ``actions.ACTION_TYPES``,
        ``events.EVENT_TYPES``, ``params.SCHEMA``, ``rules.STATE`` and ``rules.new_state``; the
        built-in variants lie in ``variants/`` beside the rules."""
        return cls(id=id, title=title, min_players=min_players, max_players=max_players, schema=params.SCHEMA,
                   state_class=rules.STATE, new_state=rules.new_state, action_types=actions.ACTION_TYPES,
                   event_types=events.EVENT_TYPES, bots=bots,
                   variants_dir=Path(rules.__file__).resolve().parent / "variants", **details)

    def players_for(self, variant: Variant) -> tuple[int, int]:
        if self.player_range is not None:
            return self.player_range(variant)
        return self.min_players, self.max_players

    def standard(self) -> Variant:
        return make_variant(self.schema, "standard", {}, description="The rules as written.")

    def new_game(self, variant: Variant, num_players: int, seed: int, deck: Sequence[int] | None = None,
                 ) -> GameState:
        lo, hi = self.players_for(variant)
        if not lo <= num_players <= hi:
            raise ValueError(f"{self.title} needs {lo} to {hi} players under {variant.name!r}, not {num_players}")
        if deck is None:
            return self.new_state(variant, num_players, seed)
        return self.new_state(variant, num_players, seed, deck=deck)

    def load_state(self, data: Mapping[str, Any], variant: Variant) -> GameState:
        return self.state_class.from_json(data, variant, self.action_types)

    def bot_levels(self) -> list[str]:
        return list(self.bots)


def state_fields(state: GameState) -> dict[str, Any]:
    """Field values of a dataclass state except transient ones (for equality in tests)."""
    return codec.dump(state)


__all__ = ["GameState", "GameSpec", "state_fields", "field", "dataclasses"]
