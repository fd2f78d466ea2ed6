"""Chosen positions and stacked decks for the Escape from Alcatraz rule tests.

``Cards`` hands out unused card ids by what a player would call them (three
Raincoat Raft cards, Frank Morris, a Generic Escapee, a Work Detail...), and
``position`` lays them out on the table and starts the chosen decision.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from game.alcatraz import cards as C
from game.alcatraz.constants import FOILED, HAND, PLAY
from game.alcatraz.rules import AlcatrazState
from game.alcatraz.spec import SPEC
from game.engine import Action, Variant

RAFT, SPOON, HEADS, GUNS, KEYS, SWIM, FOG = range(7)


def variant(**params) -> Variant:
    return SPEC.standard() if not params else SPEC.standard().with_params(SPEC.schema, "test", **params)


class Cards:
    """Fresh card ids, never the same one twice."""

    def __init__(self):
        self.used: set[int] = set()

    def _take(self, pool: Iterable[int], n: int) -> list[int]:
        out = [c for c in pool if c not in self.used][:n]
        assert len(out) == n, "not enough cards of that kind left"
        self.used.update(out)
        return out

    def plan(self, plan: int, n: int = 1) -> list[int]:
        return self._take(C.plan_cards(plan), n)

    def infamous(self, plan: int) -> int:
        return self._take([C.infamous(plan)], 1)[0]

    def generic(self, n: int = 1) -> list[int]:
        return self._take(range(C.FIRST_GENERIC, C.FIRST_ACTION), n)

    def action(self, kind: str, n: int = 1) -> list[int]:
        return self._take([c for c, k in C.ACTION_KIND.items() if k == kind], n)


def position(n: int = 3, *, hands: Sequence[Sequence[int]], play: Sequence[Sequence[int]] | None = None,
             yard: Sequence[int] = (), solitary: Sequence[int] = (), cell_block: Sequence[int] = (),
             cell_block_exact: bool = False, foiled: Sequence[Sequence[int]] | None = None,
             action_deck: Sequence[int] = (), current: int = 0, phase: str = "play", played: bool = False,
             guard_help_on: int = -1, change_on: int = -1, totals: Sequence[int] | None = None,
             rules: Variant | None = None, round: int = 1) -> AlcatrazState:
    """A state with exactly these cards where they are said to be.

    Piles are listed top **first** for the Cell Block and the Action deck (the
    next card drawn is the first), and top **last** for Solitary (as it lies).
    Plans-deck cards not placed go under the Cell Block, or, with
    ``cell_block_exact``, under Solitary; Action cards not placed go under the
    Action deck. ``phase`` is 'draw' or 'play' (for the ``current`` seat).
    """
    st = SPEC.new_game(rules or variant(), n, seed=0)
    z = st.zones
    for name in z:
        z[name].clear()
    placed: list[int] = []

    def put(name: str, cards: Iterable[int]) -> None:
        cards = list(cards)
        z[name].extend(cards)
        placed.extend(cards)

    for s in range(n):
        put(HAND[s], hands[s] if s < len(hands) else [])
        put(PLAY[s], play[s] if play and s < len(play) else [])
        put(FOILED[s], foiled[s] if foiled and s < len(foiled) else [])
    put("yard", yard)
    put("solitary", solitary)
    put("cell_block", list(cell_block)[::-1])
    on = []
    if guard_help_on >= 0:
        on.append(C.GUARD_HELP_CARD)
    if change_on >= 0:
        on.append(C.CHANGE_IN_PLAN_CARD)
    put("on_plans", on)
    rest = [c for c in C.PLANS_DECK if c not in placed]
    if cell_block_exact:
        z["solitary"][:0] = rest
    else:
        z["cell_block"][:0] = rest
    put("action_deck", list(action_deck)[::-1])
    z["action_deck"][:0] = [c for c in C.ACTION_DECK if c not in placed]
    st.guard_help_on = guard_help_on
    st.change_on = change_on
    st.known = [[] for _ in range(n)]
    st.round = round
    st.dealer = (current - 1) % n
    st.totals = list(totals) if totals is not None else [0] * n
    st.foils_this_round = sum(1 for s in range(n) if z[FOILED[s]])
    if phase == "draw":
        st.turn = 0
        st._begin_turn(current, [])
    else:
        st.current = current
        st.turn = 1
        st.played = played
        st.yard_sent = 0
        st.foiled_this_turn = False
        st._play_decision()
    st.validate()
    return st


def kinds(actions: Sequence[Action], cls: type) -> list[Action]:
    return [a for a in actions if isinstance(a, cls)]


def of_type(events, cls):
    return [e for e in events if isinstance(e, cls)]


def stacked_deck(n: int, reveal: Sequence[int], hands: Sequence[Sequence[int]], then: Sequence[int] = (),
                 actions: Sequence[int] = (), hand_size: int = 10) -> list[int]:
    """A deck (top first) that reveals ``reveal``, deals ``hands`` and then lies as ``then``, the rest below.

    The first dealer is the last seat, so the deal starts with seat 0. Hands
    shorter than ``hand_size`` are topped up with unused cards.
    """
    used = set(reveal) | {c for h in hands for c in h} | set(then)
    spare = [c for c in C.PLANS_DECK if c not in used and not C.IS_ESCAPEE[c]]
    full = []
    for s in range(n):
        h = list(hands[s]) if s < len(hands) else []
        while len(h) < hand_size:
            h.append(spare.pop())
        full.append(h)
    deal = [full[s][i] for i in range(hand_size) for s in range(n)]
    top = list(reveal) + deal + list(then)
    rest = [c for c in C.PLANS_DECK if c not in set(top)]
    acts = list(actions) + [c for c in C.ACTION_DECK if c not in set(actions)] if actions else []
    return top + rest + acts
