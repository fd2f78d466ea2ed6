"""Things made once per object and shared: a variant's rules, the habits made from them.

A simulation starts thousands of games, each seating new computer players, all
under the same few variant objects. What is worked out from such an object and
never changed afterwards is made once per object. The object itself is kept
beside what was made from it, so its ``id`` cannot be reused by a newcomer
while the entry lives; past ``limit`` objects the memory starts again, so a
long session trying many variants does not grow without bound.
"""

from __future__ import annotations

import functools
from typing import Callable, TypeVar

K = TypeVar("K")
T = TypeVar("T")


def per_object(make: Callable[[K], T] | None = None, *, limit: int = 64) -> Callable[..., T]:
    """``make(obj)`` worked out once per object ``obj`` (by identity, not equality) and shared.

    Use as ``@per_object`` or ``@per_object(limit=N)``.
    """

    def wrap(make: Callable[[K], T]) -> Callable[[K], T]:
        made: dict[int, tuple[K, T]] = {}

        @functools.wraps(make)
        def get(obj: K) -> T:
            hit = made.get(id(obj))
            if hit is None or hit[0] is not obj:
                if len(made) >= limit:
                    made.clear()
                hit = made[id(obj)] = (obj, make(obj))
            return hit[1]

        get.cache_clear = made.clear  # type: ignore[attr-defined]
        return get

    return wrap(make) if make is not None else wrap


__all__ = ["per_object"]
