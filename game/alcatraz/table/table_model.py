"""What the Alcatraz table shows right now: the last view, moved on by the events being animated.

The engine applies a whole action at once; the table shows its events one
at a time. The model starts as a copy of a view (:meth:`TableModel.from_view`)
and each animation step moves a card the way its event says, so piles,
play areas and counts always agree with what has been shown so far. After
the last event the scene builds it again from the new view and the two
agree. Plain data; drawing lives in :mod:`.painter`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.alcatraz.cards import CHANGE_IN_PLAN_CARD, FIRST_ACTION, GUARD_HELP_CARD, NUM_PLANS, PLAN_OF

Where = Any
"""A place on the table: "cell_block", "solitary", "yard", "revealed", "action_deck", "action_discard",
"active", "on_plans", or a pair ("hand" | "play" | "foiled", seat)."""


@dataclass
class TableModel:
    n: int
    bottom: int
    round: int
    dealer: int
    current: int
    turn: int
    hand: list[int]  # the bottom seat's cards
    hand_counts: list[int]
    cell_block: int
    solitary: list[int]
    yard: list[int]
    revealed: list[int]
    play: list[list[int]]
    foiled: list[list[int]]
    action_deck: int
    action_discard: list[int]
    active: int
    guard_help_on: int
    change_on: int
    totals: list[int]
    round_points: list[list[int]]
    winners: tuple[int, ...] | None
    threshold: int
    gh_threshold: int
    known: list[list[int]] = field(default_factory=list)
    version: int = 0

    @classmethod
    def from_view(cls, view: Any, bottom: int, threshold: int, gh_threshold: int) -> "TableModel":
        n = view.num_players
        hand = view.hands[bottom] if view.hands[bottom] is not None else ()
        return cls(
            n=n, bottom=bottom, round=view.round, dealer=view.dealer, current=view.current, turn=view.turn,
            hand=list(hand), hand_counts=list(view.hand_sizes), cell_block=view.cell_block,
            solitary=list(view.solitary), yard=list(view.yard), revealed=list(view.revealed),
            play=[list(p) for p in view.play], foiled=[list(f) for f in view.foiled],
            action_deck=view.action_deck, action_discard=list(view.action_discard), active=view.action_card,
            guard_help_on=view.guard_help_on, change_on=view.change_on, totals=list(view.totals),
            round_points=[list(p) for p in view.round_points], winners=view.winners, threshold=threshold,
            gh_threshold=gh_threshold, known=[list(k) for k in view.known])

    @classmethod
    def before_deal(cls, view: Any, bottom: int, threshold: int, gh_threshold: int) -> "TableModel":
        """The table of a new game before its opening events: every Plans-deck card in the Cell Block."""
        m = cls.from_view(view, bottom, threshold, gh_threshold)
        m.cell_block = FIRST_ACTION
        m.hand, m.hand_counts = [], [0] * m.n
        m.solitary, m.yard, m.revealed = [], [], []
        m.play = [[] for _ in range(m.n)]
        m.foiled = [[] for _ in range(m.n)]
        m.known = [[] for _ in range(m.n)]
        m.current = -1
        return m

    # -- questions ---------------------------------------------------------------------
    def in_play(self) -> list[int]:
        counts = [0] * NUM_PLANS
        for area in self.play:
            for c in area:
                counts[PLAN_OF[c]] += 1
        return counts

    def count(self, seat: int, plan: int) -> int:
        return sum(1 for c in self.play[seat] if PLAN_OF[c] == plan)

    def needed(self, plan: int) -> int:
        """Plan cards in play needed to foil ``plan`` (fewer with Guard Help on it)."""
        return self.gh_threshold if self.guard_help_on == plan else self.threshold

    def plans_of(self, seat: int) -> list[int]:
        return sorted({PLAN_OF[c] for c in self.play[seat]})

    # -- moving cards --------------------------------------------------------------------
    def take(self, where: Where, card: int) -> None:
        """``card`` leaves ``where`` (a hidden card: any card of a hand)."""
        self.version += 1
        if isinstance(where, tuple):
            kind, seat = where
            if kind == "hand":
                self.hand_counts[seat] = max(0, self.hand_counts[seat] - 1)
                if seat == self.bottom and card in self.hand:
                    self.hand.remove(card)
                if card in self.known[seat]:
                    self.known[seat].remove(card)
                return
            pile = (self.play if kind == "play" else self.foiled)[seat]
        elif where == "cell_block":
            self.cell_block = max(0, self.cell_block - 1)
            return
        elif where == "action_deck":
            self.action_deck = max(0, self.action_deck - 1)
            return
        elif where in ("active", "on_plans"):
            if self.active == card:
                self.active = -1
            elif card == GUARD_HELP_CARD:
                self.guard_help_on = -1
            elif card == CHANGE_IN_PLAN_CARD:
                self.change_on = -1
            return
        else:
            pile = {"solitary": self.solitary, "yard": self.yard, "revealed": self.revealed,
                    "action_discard": self.action_discard}[where]
        if card in pile:
            pile.remove(card)
        elif pile and card < 0:
            pile.pop()

    def put(self, where: Where, card: int, *, known: bool = False) -> None:
        """``card`` arrives at ``where``."""
        self.version += 1
        if isinstance(where, tuple):
            kind, seat = where
            if kind == "hand":
                self.hand_counts[seat] += 1
                if seat == self.bottom and card >= 0 and card not in self.hand:
                    self.hand.append(card)
                if known and card >= 0:
                    self.known[seat].append(card)
                return
            (self.play if kind == "play" else self.foiled)[seat].append(card)
        elif where == "cell_block":
            self.cell_block += 1
        elif where == "action_deck":
            self.action_deck += 1
        elif where == "active":
            self.active = card
        else:
            {"solitary": self.solitary, "yard": self.yard, "revealed": self.revealed,
             "action_discard": self.action_discard}[where].append(card)

    def place(self, card: int, plan: int) -> None:
        """Guard Help or Change in Plan comes to lie on ``plan``."""
        self.version += 1
        if self.active == card:
            self.active = -1
        if card == GUARD_HELP_CARD:
            self.guard_help_on = plan
        elif card == CHANGE_IN_PLAN_CARD:
            self.change_on = plan

    def gather(self, count: int) -> None:
        """End of a round: every Plans-deck card goes back to the Cell Block."""
        self.version += 1
        self.cell_block = count
        self.hand = []
        self.hand_counts = [0] * self.n
        self.solitary, self.yard, self.revealed = [], [], []
        self.play = [[] for _ in range(self.n)]
        self.foiled = [[] for _ in range(self.n)]
        self.known = [[] for _ in range(self.n)]
