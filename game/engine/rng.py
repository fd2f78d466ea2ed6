"""The random generator that lives inside a game state.

Keeping the generator in the state (and saving its exact position) is what makes
"same seed + same actions = same game" hold across saves, replays and undo.
"""

from __future__ import annotations

import _random
import random
from functools import lru_cache
from itertools import repeat
from typing import Any


class Rng(random.Random):
    """``random.Random`` whose full position round-trips through JSON."""

    def __init__(self, seed: int | None = 0):
        if type(seed) is int:
            # what random.Random(seed) does for a number, without its two Python-level calls: every game and
            # every computer player starts a generator, so simulations make many
            _random.Random.seed(self, seed)
            self.gauss_next = None
        else:
            super().__init__(seed)

    def to_json(self) -> list[Any]:
        version, internal, gauss = self.getstate()
        return [version, list(internal), gauss]

    @classmethod
    def from_json(cls, data: list[Any]) -> "Rng":
        rng = cls(0)
        try:
            version, internal, gauss = data
            rng.setstate((int(version), tuple(int(x) for x in internal), gauss))
        except (TypeError, ValueError) as exc:
            raise ValueError(f"random generator state is damaged ({exc})") from None
        return rng

    def fork(self, salt: int) -> "Rng":
        """A new generator derived from this one's seed material and ``salt``.

        Used to give bots their own streams without disturbing the game's.
        """
        return Rng(self.getrandbits(64) ^ (salt * 0x9E3779B97F4A7C15 & (2**64 - 1)))


def draws(rng: random.Random, n: int) -> list[float]:
    """``[rng.random() for _ in range(n)]``: the same numbers in the same order, drawn without a Python loop
    (a shuffle by random keys takes one per card, at every new game and reshuffle of every simulation)."""
    return list(map(type(rng).random, repeat(rng, n)))


@lru_cache(maxsize=4096)
def _text_salt(text: str) -> int:
    """A string salt as a number (the same on every machine, unlike ``hash``); the few names used are cached."""
    value = 0
    for ch in text.encode():
        value = (value * 131 + ch) & 0xFFFFFFFFFFFFFFFF
    return value


def derive_seed(seed: int, *salts: int | str) -> int:
    """A stable 63-bit seed from a base seed and salts (strings hashed stably)."""
    h = seed & 0xFFFFFFFFFFFFFFFF
    for salt in salts:
        if isinstance(salt, str):
            salt = _text_salt(salt)
        h ^= (salt + 0x9E3779B97F4A7C15 + (h << 6) + (h >> 2)) & 0xFFFFFFFFFFFFFFFF
        h = (h * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        h ^= h >> 31
    return h & 0x7FFFFFFFFFFFFFFF
