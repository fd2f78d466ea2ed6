"""Alarm! computer players: easy, normal and hard.

* **easy**: legal and a little careless: often the sensible move, but one
  decision in three is a random legal one.
* **normal**: the heuristics of :mod:`tactics`: hand dangerous cards to whoever
  they hurt most (best of all, to someone they catch), keep good cards, spend
  the Lawyer on a card that would get it caught.
* **hard**: looks ahead. From its own view it samples what it cannot know (the
  order of the deck and, under the Informant rule, who holds which overview
  card), tries each choice in every sample, lets normal players play on to
  the start of the next turn (in its head: :mod:`lookahead`), and keeps the
  choice that did best on average. It never reads the true state: it only
  ever receives its view.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from game.alarm import tactics
from game.alarm.actions import GiveCard, PassOn, StartPanic, TakeCard, UseInformant, UseLawyer
from game.alarm.cards import KIND_INDEX, thresholds
from game.alarm.hints import explain
from game.alarm.lookahead import Guesses, Rules, Turn, expected_outcome, sample_worlds
from game.alarm.params import SCHEMA
from game.alarm.view import AlarmView
from game.engine import Action, Advice, Bot, Decision

_choose, _from_view = tactics.choose, tactics.Table.from_view


class NormalBot(Bot):
    """Sensible heuristics, no look-ahead."""

    level = "normal"

    def __init__(self, seat: int, seed: int = 0, variant: Any = None):
        super().__init__(seat, seed, variant)
        self.variant = variant if variant is not None else _standard()
        self.freq, self.judge, self.showdown_players = _setup(self.variant)

    def table(self, view: AlarmView) -> tactics.Table:
        return tactics.Table.from_view(view, self.freq, self.showdown_players, self.judge)

    def choose(self, view: AlarmView, decision: Decision) -> Action:
        if len(decision.actions) == 1:
            return decision.actions[0]
        return _choose(_from_view(view, self.freq, self.showdown_players, self.judge), self.seat, decision)


class EasyBot(NormalBot):
    """Like normal, but careless: a third of its choices are random."""

    level = "easy"
    careless = 0.35

    def choose(self, view: AlarmView, decision: Decision) -> Action:
        actions = decision.actions
        if len(actions) == 1:
            return actions[0]
        if self.rng.random() < self.careless:
            return actions[int(self.rng.random() * len(actions))]
        return _choose(_from_view(view, self.freq, self.showdown_players, self.judge), self.seat, decision)


class HardBot(NormalBot):
    """Flat Monte Carlo over sampled deals, with normal play as the look-ahead (:mod:`.lookahead`)."""

    level = "hard"
    samples = 10
    """Sampled deals per decision (the same ones for every choice, so choices are compared fairly). Ten, not
    twenty (issue 20): on 197 recorded decisions ten chose as twenty did in every one where the best choice led
    by 0.05 or more, and 175 of 197 in all; a decision costs about 0.6 of what it did."""
    harmless = -0.04
    """A card coming to it that changes its standing by no worse than this is simply taken, not weighed: the
    look-ahead took every such card in 2,000 recorded decisions (it calls the Lawyer on cards near -0.07 and
    worse), and a Lawyer's question is half of all the hard player's decisions."""

    def __init__(self, seat: int, seed: int = 0, variant: Any = None):
        super().__init__(seat, seed, variant)
        self.rules = Rules(self.variant)
        self._counted: tuple[Any, list[int], tuple[float, ...]] | None = None
        """The last view counted: (view, cards of each kind in the deck, :func:`counted_frequencies`)."""
        self.names: Sequence[str] | None = None
        """The players' names for :meth:`advise` ("Player 1"... if not set)."""

    def advise(self, view: AlarmView, decision: Decision) -> Advice:
        """The move this player would make, and why in one plain line (for the hint button).

        Like :meth:`choose` it sees only ``view``; the reason says what the move
        does to the table as that view shows it (:mod:`.hints`)."""
        action = self.choose(view, decision)
        names = self.names or [f"Player {i + 1}" for i in range(view.num_players)]
        return Advice(action, explain(view, decision, action, names))

    def choose(self, view: AlarmView, decision: Decision) -> Action:
        actions = decision.actions
        if len(actions) == 1:
            return actions[0]
        kind = decision.kind
        if kind in ("clover", "steal"):
            return tactics.choose(self.counted_table(view), self.seat, decision)
        if kind == "lawyer" and len(actions) == 2 and type(actions[0]) is TakeCard and self.clearly_take(view):
            return actions[0]
        values = self.weigh(view, decision)
        return actions[max(range(len(actions)), key=values.__getitem__)]

    def clearly_take(self, view: AlarmView) -> bool:
        """Whether the card coming to this seat (take it, or call the Lawyer) is :attr:`harmless`."""
        t = self.counted_table(view)
        card = t.passing if t.passing >= 0 else t.drawn
        return tactics.card_value(t, self.seat, self.seat, card) >= self.harmless

    def counted_table(self, view: AlarmView) -> tactics.Table:
        """The table as the view shows it, judged with the cards still to come counted."""
        return tactics.Table.from_view(view, self.count(view)[1], self.showdown_players)

    def count(self, view: AlarmView) -> tuple[list[int], tuple[float, ...]]:
        """The cards of each kind still in the deck, and :func:`counted_frequencies`, counted once per view (a
        Lawyer's question is looked at, then weighed, from the same view)."""
        got = self._counted
        if got is None or got[0] is not view:
            deck = view.deck_kinds()
            got = self._counted = (view, deck, _frequencies(view, deck))
        return got[1], got[2]

    def weigh(self, view: AlarmView, decision: Decision) -> list[float]:
        """Each choice's average outcome over the sampled deals, the turn played on by normal players.

        The players in its head choose as a normal player does, by the variant's card frequencies (so what
        they would do is remembered across the whole game, in the normal players' :class:`~.tactics.Judge`);
        only the end of the turn is judged with the cards it counted (:func:`counted_frequencies`), which
        change with almost every card: judging every imagined choice by them as well cost up to two fifths of a
        decision, worked out anew for each card."""
        deck, counted = self.count(view)
        base = Turn.from_view(view, self.freq, self.showdown_players, self.judge, self.rules, counted)
        guesses = Guesses(sample_worlds(view, self.rules, self.rng, self.samples, deck), self.samples)
        me = self.seat
        return [expected_outcome(base, _play(a), guesses, me) for a in decision.actions]


def _play(action: Action) -> Callable[[Turn], None]:
    """``action`` as one call on a :class:`Turn` (its fields read once, not in every sampled world)."""
    kind = type(action)
    if kind is GiveCard:
        to = action.to  # type: ignore[attr-defined]
        return lambda t: t.give(to)
    if kind is TakeCard:
        return Turn.take
    if kind is UseLawyer:
        return Turn.call_lawyer
    if kind is UseInformant:
        to = action.to  # type: ignore[attr-defined]
        return lambda t: t.inform(to)
    if kind is StartPanic:
        start, direction = KIND_INDEX[action.kind], action.direction  # type: ignore[attr-defined]
        return lambda t: t.start_panic(start, direction)
    if kind is PassOn:
        passed = KIND_INDEX[action.kind]  # type: ignore[attr-defined]
        return lambda t: t.pass_on(passed)
    raise TypeError(f"the look-ahead cannot play {kind.__name__}")


def counted_frequencies(view: AlarmView) -> tuple[float, ...]:
    """How common each kind is in the cards still to come: the deck now, the discard pile later.

    Every card was seen face up, so a careful player can count them.
    """
    return _frequencies(view, view.deck_kinds())


def _frequencies(view: AlarmView, deck_kinds: Sequence[int]) -> tuple[float, ...]:
    weights = [float(n) for n in deck_kinds]  # (1.0 per card in the deck, as exact as adding them)
    kinds = view.kinds
    for card in view.discard:
        weights[kinds[card]] += 0.3
    total = sum(weights) or 1.0
    return tuple(round(w / total, 3) for w in weights)


_SETUPS: dict[int, tuple[Any, tuple[tuple[float, ...], tactics.Judge, int]]] = {}


def _setup(variant: Any) -> tuple[tuple[float, ...], tactics.Judge, int]:
    """What a normal player reads of the variant (frequencies, judge, showdown size), once per variant object:
    the simulator seats four new players every game, and working these out was a tenth of a game's time."""
    entry = _SETUPS.get(id(variant))
    if entry is not None and entry[0] is variant:
        return entry[1]
    freq = tactics.frequencies(variant)
    values = (freq, tactics.judge_for(thresholds(variant), freq), variant.showdown_players)
    if len(_SETUPS) > 256:
        _SETUPS.clear()
    _SETUPS[id(variant)] = (variant, values)
    return values


def _standard() -> Any:
    from game.engine import make_variant
    return make_variant(SCHEMA, "standard")


def easy(seat: int, seed: int = 0, variant: Any = None) -> EasyBot:
    return EasyBot(seat, seed, variant)


def normal(seat: int, seed: int = 0, variant: Any = None) -> NormalBot:
    return NormalBot(seat, seed, variant)


def hard(seat: int, seed: int = 0, variant: Any = None) -> HardBot:
    return HardBot(seat, seed, variant)


BOTS = {"easy": easy, "normal": normal, "hard": hard}

__all__ = ["EasyBot", "NormalBot", "HardBot", "BOTS", "counted_frequencies"]
