"""What one seat may know: the table as that player sees it.

Hands and the Cell Block are private; Solitary, the Yard, the play areas, the
Foiled! piles, the Action discard pile and the cards lying on plans are public.
A seat also sees which cards everyone watched go into each hand (taken from
Solitary, kept from a Cell Search, handed over for Returning Favors): a player
at the table could remember those too. Secrets are left out here, at the
source, so neither the UI nor a computer player can peek.
"""

from __future__ import annotations

from typing import NamedTuple

from game.alcatraz.cards import PLANS_DECK


class AlcatrazView(NamedTuple):
    """An immutable record of what one seat may know, field by field.

    A named tuple rather than a frozen dataclass: every computer player's every
    decision builds one, and a tuple is filled in one step (:meth:`of`), where
    a dataclass's 36-entry ``__dict__`` cost several times more to build and to
    free. Fields read the same (``view.hand``, ``view.play[seat]``); equality
    leaves out ``hand_kinds`` (see there).
    """

    seat: int | None  # None: an observer who sees everything
    num_players: int
    round: int
    dealer: int
    current: int  # whose turn it is
    decider: int  # who must decide now (-1 when the game is over)
    phase: str
    turn: int
    round_turns: int  # turns begun in this round (a round stops at the variant's max_round_turns)
    hands: tuple[tuple[int, ...] | None, ...]  # only the viewer's own hand (all for an observer)
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[int, ...], ...]  # cards everyone saw go into each hand and still there
    cell_block: int
    cell_block_cards: tuple[int, ...] | None  # observer only (top last)
    solitary: tuple[int, ...]  # top last
    yard: tuple[int, ...]
    revealed: tuple[int, ...]  # turned over by a Cell Search, waiting for the choice
    play: tuple[tuple[int, ...], ...]
    foiled: tuple[tuple[int, ...], ...]
    action_deck: int
    action_discard: tuple[int, ...]
    action_card: int  # the Action card being carried out, or -1
    guard_help_on: int  # plan with Guard Help on it, or -1
    change_on: int  # plan with Change in Plan on it, or -1
    foil_plan: int  # plan being foiled right now, or -1
    queue: tuple[int, ...]  # seats still to answer the Warden or the foil under way, in order
    played: bool  # the current player has drawn this turn's Action card
    yard_sent: int
    foiled_this_turn: bool
    foils_this_round: int
    totals: tuple[int, ...]
    round_points: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...] | None
    plan_counts: tuple[tuple[int, ...], ...] = ()  # Plan cards per plan in each play area (from ``play``)
    in_play: tuple[int, ...] = ()  # Plan cards per plan in all play areas together (from ``plan_counts``)
    # The viewer's own row of ``plan_counts`` (None for an observer): all the normal player reads of it, handed on
    # alone, so that its part of a view need not copy every seat's row again whenever a card is played.
    my_plan_counts: tuple[int, ...] | None = None
    # The viewer's own hand counted by kind (cards per kind), as the rules keep it. None for an observer. Worked
    # out from ``hands``, so two views that agree on the rest are equal whether or not they carry it.
    hand_kinds: tuple[int, ...] | None = None

    # (equality and hash as a value of the fields before ``hand_kinds``, the last one)
    def __eq__(self, other: object) -> bool:
        if type(other) is not AlcatrazView:
            return NotImplemented
        return self[:-1] == other[:-1]  # type: ignore[index]

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        return hash(self[:-1])

    @property
    def hand(self) -> tuple[int, ...]:
        """The viewer's own hand (empty for an observer)."""
        if self.seat is None:
            return ()
        h = self.hands[self.seat]
        return h if h is not None else ()

    def unseen(self) -> list[int]:
        """Plans-deck cards this seat cannot place: in others' hands (not known) or in the Cell Block."""
        seen = set(self.solitary) | set(self.yard) | set(self.revealed)
        for s in range(self.num_players):
            seen.update(self.play[s])
            seen.update(self.foiled[s])
            seen.update(self.known[s])
            h = self.hands[s]
            if h is not None:
                seen.update(h)
        return [c for c in PLANS_DECK if c not in seen]


#: the fields of a view the normal player's habits read (:class:`~.tactics.Table`): a computer player that
#: reads no more is handed just these (:attr:`~game.engine.bots.Bot.view_fields`), read straight from the table.
#: Not its hand's cards: the habits read the hand by kind (``hand_kinds``), which copying the cards would not change.
HABIT_FIELDS = ("yard", "solitary", "guard_help_on", "change_on", "totals", "my_plan_counts", "in_play",
                "hand_kinds")
