"""What one seat may know: the table as that player sees it.

Hands and the Cell Block are private; Solitary, the Yard, the play areas, the
Foiled! piles, the Action discard pile and the cards lying on plans are public.
A seat also sees which cards everyone watched go into each hand (taken from
Solitary, kept from a Cell Search, handed over for Returning Favors): a player
at the table could remember those too. Secrets are left out here, at the
source, so neither the UI nor a computer player can peek.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import NUM_PLANS, PLAN_OF, PLANS_DECK
from .constants import FOILED, HAND, PLAY

if TYPE_CHECKING:  # pragma: no cover
    from .rules import AlcatrazState


@dataclass(frozen=True, slots=True)
class AlcatrazView:
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

    @property
    def hand(self) -> tuple[int, ...]:
        """The viewer's own hand (empty for an observer)."""
        if self.seat is None:
            return ()
        h = self.hands[self.seat]
        return h if h is not None else ()

    def in_play_counts(self) -> list[int]:
        counts = [0] * NUM_PLANS
        for area in self.play:
            for c in area:
                counts[PLAN_OF[c]] += 1
        return counts

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


def build_view(st: "AlcatrazState", seat: int | None) -> AlcatrazView:
    z = st.zones
    n = st.num_players
    hands = tuple(tuple(z[HAND[s]]) if seat is None or s == seat else None for s in range(n))
    return AlcatrazView(
        seat=seat, num_players=n, round=st.round, dealer=st.dealer, current=st.current,
        decider=st.pending.seat if st.pending is not None else -1, phase=st.phase, turn=st.turn,
        round_turns=st.round_turns,
        hands=hands, hand_sizes=tuple(len(z[HAND[s]]) for s in range(n)),
        known=tuple(tuple(k) for k in st.known),
        cell_block=len(z["cell_block"]), cell_block_cards=tuple(z["cell_block"]) if seat is None else None,
        solitary=tuple(z["solitary"]), yard=tuple(z["yard"]), revealed=tuple(z["revealed"]),
        play=tuple(tuple(z[PLAY[s]]) for s in range(n)), foiled=tuple(tuple(z[FOILED[s]]) for s in range(n)),
        action_deck=len(z["action_deck"]), action_discard=tuple(z["action_discard"]), action_card=st.action_card,
        guard_help_on=st.guard_help_on, change_on=st.change_on, foil_plan=st.foil_plan, queue=tuple(st.queue),
        played=st.played,
        yard_sent=st.yard_sent, foiled_this_turn=st.foiled_this_turn, foils_this_round=st.foils_this_round,
        totals=tuple(st.totals), round_points=tuple(tuple(p) for p in st.round_points), winners=st.winners,
    )
