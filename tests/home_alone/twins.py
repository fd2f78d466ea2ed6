"""A Home Alone position changed in everything one seat cannot see (for the conformance suite)."""

from __future__ import annotations

from game.engine import Rng


def scramble_hidden(st, viewer: int, rng: Rng):
    """The same position except for what the hidden markers are: every other owner's markers
    (and the viewer's own, under the memory rule) swap identities among their squares, and the
    private order of their supplies changes."""
    out = st.copy()
    for owner in range(st.num_players):
        if owner == viewer and st.may_see_own(viewer):
            continue
        mine = [(sq, i) for sq, stack in out.squares.items() for i, m in enumerate(stack)
                if out.markers.owner(m) == owner]
        ids = [out.squares[sq][i] for sq, i in mine]
        rng.shuffle(ids)
        for (sq, i), m in zip(mine, ids):
            out.squares[sq][i] = m
        if owner != viewer:
            rng.shuffle(out.supply[owner])
    return out
