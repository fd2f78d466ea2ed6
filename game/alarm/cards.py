"""The Alarm! cards: kinds, what counters what, and the deck a variant builds.

Cards are plain numbers (ids). Each variant lays out its deck in one fixed
order of kinds (all Police first, then the Guard Dogs, ...), so ``kind_of``
is a tuple lookup. Kinds are small ints inside the engine for speed and
snake_case names (``"guard_dog"``) everywhere a person or a file sees them.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any, Sequence

KINDS: tuple[str, ...] = ("police", "guard_dog", "door_chain", "padlock", "loot", "bone", "wire_cutters", "keys",
                          "clover", "panic", "dropped_loot")
POLICE, GUARD_DOG, DOOR_CHAIN, PADLOCK, LOOT, BONE, WIRE_CUTTERS, KEYS, CLOVER, PANIC, DROPPED_LOOT = range(11)
KIND_INDEX: dict[str, int] = {name: i for i, name in enumerate(KINDS)}

NAMES: tuple[str, ...] = ("Police", "Guard Dog", "Door Chain", "Padlock", "Loot", "Bone", "Wire Cutters", "Keys",
                          "Four-Leaf Clover", "Panic", "Dropped Loot")
PLURALS: tuple[str, ...] = ("Police", "Guard Dogs", "Door Chains", "Padlocks", "Loot", "Bones", "Wire Cutters",
                            "Keys", "Four-Leaf Clovers", "Panics", "Dropped Loot")

OBSTACLES: tuple[int, ...] = (POLICE, GUARD_DOG, DOOR_CHAIN, PADLOCK)
EQUIPMENT: tuple[int, ...] = (BONE, WIRE_CUTTERS, KEYS)
SPECIALS: tuple[int, ...] = (CLOVER, PANIC, DROPPED_LOOT)
FACE_UP: tuple[int, ...] = OBSTACLES + (LOOT,) + EQUIPMENT
"""Kinds that can lie in front of a player (and so be passed in a Panic)."""

COUNTERS: dict[int, int] = {BONE: GUARD_DOG, WIRE_CUTTERS: DOOR_CHAIN, KEYS: PADLOCK}
"""Equipment -> the obstacle it removes."""
COUNTERED_BY: dict[int, int] = {v: k for k, v in COUNTERS.items()}
"""Obstacle -> the equipment that removes it (Police has none)."""
COUNTER_OF: tuple[int, ...] = tuple(COUNTERS.get(k, COUNTERED_BY.get(k, -1)) for k in range(len(KINDS)))
"""For every kind, the kind it cancels out with (-1 for none)."""

IS_OBSTACLE = tuple(k in OBSTACLES for k in range(len(KINDS)))

COUNT_PARAMS: tuple[str, ...] = tuple(f"{name}_cards" for name in KINDS)
"""The variant parameter giving how many cards of each kind are in the deck."""

# The six ways to be caught, in the order the rules list them (the first that
# applies names the catch). ``mixed`` is "so many each of Guard Dog, Door
# Chain and Padlock".
COMBOS: tuple[str, ...] = ("police", "guard_dogs", "door_chains", "padlocks", "mixed", "loot")
COMBO_NAMES: dict[str, str] = {
    "police": "Police", "guard_dogs": "Guard Dogs", "door_chains": "Door Chains", "padlocks": "Padlocks",
    "mixed": "Guard Dogs, Door Chains and Padlocks", "loot": "Loot",
}
COMBO_PARAMS: tuple[str, ...] = tuple(f"caught_{c}" for c in COMBOS)
_COMBO_KIND = (POLICE, GUARD_DOG, DOOR_CHAIN, PADLOCK, -1, LOOT)


def thresholds(variant: Any) -> tuple[int, ...]:
    """The six caught thresholds of a variant (0 = that combination never catches)."""
    return tuple(getattr(variant, p) for p in COMBO_PARAMS)


def caught_combo(counts: Sequence[int], limits: Sequence[int]) -> str | None:
    """The first combination ``counts`` completes, or None when the player is safe."""
    p, d, c, k, m, l = limits
    if p and counts[POLICE] >= p:
        return "police"
    dogs, chains, locks = counts[GUARD_DOG], counts[DOOR_CHAIN], counts[PADLOCK]
    if d and dogs >= d:
        return "guard_dogs"
    if c and chains >= c:
        return "door_chains"
    if k and locks >= k:
        return "padlocks"
    if m and dogs >= m and chains >= m and locks >= m:
        return "mixed"
    if l and counts[LOOT] >= l:
        return "loot"
    return None


def danger(counts: Sequence[int], limits: Sequence[int]) -> dict[str, tuple[int, int]]:
    """How near a player is to each combination: ``{combo: (have, need)}``.

    Switched-off combinations are left out. For ``mixed`` both numbers add up
    the three kinds, each counted only up to the threshold (2+2+2 needs 6).
    """
    out: dict[str, tuple[int, int]] = {}
    for combo, kind, need in zip(COMBOS, _COMBO_KIND, limits):
        if not need:
            continue
        if kind >= 0:
            out[combo] = (counts[kind], need)
        else:
            have = sum(min(counts[x], need) for x in (GUARD_DOG, DOOR_CHAIN, PADLOCK))
            out[combo] = (have, 3 * need)
    return out


def counts_per_kind(variant: Any) -> tuple[int, ...]:
    return tuple(getattr(variant, p) for p in COUNT_PARAMS)


@lru_cache(maxsize=64)
def _layout(counts: tuple[int, ...]) -> tuple[int, ...]:
    out: list[int] = []
    for kind, n in enumerate(counts):
        out.extend([kind] * n)
    return tuple(out)


def kind_table(variant: Any) -> tuple[int, ...]:
    """``kind_table(variant)[card]`` is the kind (int) of that card id."""
    return _layout(counts_per_kind(variant))


def deck_size(variant: Any) -> int:
    return sum(counts_per_kind(variant))


def sweep_options(counts: Sequence[int], sweeps: int) -> list[tuple[int, ...]]:
    """The different ways a Four-Leaf Clover can sweep ``sweeps`` obstacles (all, if fewer lie there)."""
    have = [k for k in OBSTACLES if counts[k]]
    n = min(sweeps, sum(counts[k] for k in OBSTACLES))
    return [combo for combo in combinations_with_replacement(have, n)
            if all(combo.count(k) <= counts[k] for k in set(combo))]


def pass_options(counts: Sequence[int], received: int, same_name_rule: bool) -> list[int]:
    """The kinds a player in a Panic may pass on: any face-up kind they have, but not the kind they just
    ``received`` (-1: none) while they have another, under the same-name rule."""
    have = [k for k in FACE_UP if counts[k]]
    if received >= 0 and same_name_rule:
        others = [k for k in have if k != received]
        if others:
            return others
    return have
