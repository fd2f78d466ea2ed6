"""Each player's 25 markers: 16 booby-traps, 8 valuables and 1 Kid (RULINGS.md).

Marker ids are plain ints: seat ``s`` owns ids ``s * per_seat`` up to
``(s + 1) * per_seat - 1``; within a seat the traps come first, then the
valuables, then the Kid. So an id says what a marker is, and must never be
shown to a seat that may not know (views list hidden markers by owner only).
"""

from __future__ import annotations

from dataclasses import dataclass, field

TRAP = "trap"
VALUABLE = "valuable"
KID = "kid"

TRAP_NAMES: tuple[str, ...] = (
    "Hot Iron", "Broken Ornaments", "Tarantula", "Trip Rope", "Micro", "Fan & Feathers", "Blow Torch", "Ice",
    "Big Nail", "Snow Shovel", "Paint Can", "B.B. Gun", "Paint Can", "Hot Wire", "Tar", "Firecrackers",
)
VALUABLE_NAMES: tuple[str, ...] = (
    "T.V. Set", "Jewels", "Money", "Stereo", "Silver", "Computer", "Watch", "Credit Cards",
)


@dataclass(frozen=True)
class MarkerSet:
    """The marker layout of a variant: how many traps and valuables each seat has."""

    traps: int = 16
    valuables: int = 8
    per_seat: int = field(init=False, compare=False, repr=False, default=0)  # traps + valuables + the Kid

    def __post_init__(self) -> None:
        object.__setattr__(self, "per_seat", self.traps + self.valuables + 1)  # read on every move

    def owner(self, marker: int) -> int:
        return marker // self.per_seat

    def kind(self, marker: int) -> str:
        k = marker % self.per_seat
        if k < self.traps:
            return TRAP
        if k < self.traps + self.valuables:
            return VALUABLE
        return KID

    def name(self, marker: int) -> str:
        k = marker % self.per_seat
        if k < self.traps:
            return TRAP_NAMES[k]
        if k < self.traps + self.valuables:
            return VALUABLE_NAMES[k - self.traps]
        return "Kid"

    def kid_of(self, seat: int) -> int:
        return seat * self.per_seat + self.per_seat - 1

    def of_seat(self, seat: int) -> range:
        return range(seat * self.per_seat, (seat + 1) * self.per_seat)

    def all(self, num_players: int) -> range:
        return range(num_players * self.per_seat)
