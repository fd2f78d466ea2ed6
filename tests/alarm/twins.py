"""An Alarm! position changed in everything one seat cannot see (for the conformance suite)."""

from __future__ import annotations

from game.alarm.spec import SPEC
from game.engine import Rng


def scramble_hidden(st, viewer: int, rng: Rng):
    """The same table as ``viewer`` sees it: the deck's order, the dice and the unrevealed
    overview cards of the others are changed."""
    other = SPEC.load_state(st.to_json(), st.variant)
    rng.shuffle(other.zones["deck"])
    other.rng.seed(int(rng.random() * 2**31))
    hidden = [s for s in range(st.num_players) if s != viewer and not st.revealed[s]]
    if st.variant.informant and len(hidden) >= 2:
        cards = [other.overview[s] for s in hidden]
        uses = [other.uses_left[s] for s in hidden]
        cards = cards[1:] + cards[:1]
        uses = uses[1:] + uses[:1]
        for s, c, u in zip(hidden, cards, uses):
            other.overview[s] = c
            other.uses_left[s] = u
    return other
