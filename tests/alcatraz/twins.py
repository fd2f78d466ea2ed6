"""An Escape from Alcatraz position changed in everything one seat cannot see (conformance suite)."""

from __future__ import annotations

from game.alcatraz.constants import HAND
from game.engine import Rng


def scramble_hidden(state, seat: int, rng: Rng):
    """The same position but with every card ``seat`` cannot see dealt differently: the other
    hands' unknown cards, the Cell Block and the Action deck."""
    other = state.clone()
    z = other.zones
    slots = []
    pool = []
    for s in range(state.num_players):
        if s == seat:
            continue
        known = list(state.known[s])
        hidden = [c for c in z[HAND[s]] if c not in known]
        slots.append((HAND[s], known, len(hidden)))
        pool += hidden
    pool += z["cell_block"]
    rng.shuffle(pool)
    i = 0
    for name, known, k in slots:
        z[name][:] = known + pool[i:i + k]
        i += k
    z["cell_block"][:] = pool[i:]
    rng.shuffle(z["action_deck"])
    other.validate()
    return other
