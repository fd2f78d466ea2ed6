"""Why a move is good, in one line a ten-year-old can follow (the hint button's words).

The hard computer player picks the move (:meth:`~game.alarm.bots.HardBot.advise`);
this module says why, from what that move does to the table as the player's
view shows it: who it catches, who it brings one card from being caught, which
obstacle it chases away, what it keeps. It reads the view only, so a hint never
tells more than the player may know.

    Give the Guard Dog to Raffles: with three Guard Dogs, Raffles is caught!
"""

from __future__ import annotations

from typing import Any, Sequence

from game.alarm.actions import (
    GiveCard,
    PassOn,
    StartPanic,
    StealLoot,
    SweepObstacles,
    TakeCard,
    UseInformant,
    UseLawyer,
)
from game.alarm.cards import (
    CLOVER,
    COUNTER_OF,
    COUNTERS,
    DROPPED_LOOT,
    EQUIPMENT,
    FACE_UP,
    KIND_INDEX,
    LOOT,
    NAMES,
    OBSTACLES,
    PANIC,
    PLURALS,
    POLICE,
    caught_combo,
)
from game.alarm.forecast import CLOSE, outcome
from game.alarm.tactics import land
from game.engine import LEFT, Action, Decision, next_seat

WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_COMBO_KIND = {"police": 0, "guard_dogs": 1, "door_chains": 2, "padlocks": 3, "loot": LOOT}

# What a face-up card does when it lands in front of a player.
CATCHES, ONE_AWAY, CHASES, MET, KEPT, LOOT_KEPT, HARMLESS = (
    "catches", "one away", "chases", "met", "kept", "loot", "harmless")


def _count(n: int) -> str:
    return WORDS[n] if 0 <= n < len(WORDS) else str(n)


def _a(kind: int) -> str:
    """"a Guard Dog", or just "Police", "Loot", "Keys"."""
    name = NAMES[kind]
    if kind in (POLICE, LOOT) or name.endswith("s"):
        return name
    return ("an " if name[0] in "AEIOU" else "a ") + name


def _line(head: str, why: str) -> str:
    return f"{head}: {why}" + ("" if why.endswith("!") else ".")


def _deals(kind: int) -> str:
    return "deal" if NAMES[kind].endswith("s") else "deals"


class Hints:
    """Reasons for one player (``me``, spoken to as "you"), naming the others as ``names`` says."""

    def __init__(self, view: Any, me: int, names: Sequence[str]):
        self.view = view
        self.me = me
        self.names = list(names)

    def who(self, seat: int) -> str:
        return "you" if seat == self.me else self.names[seat]

    def whose(self, seat: int) -> str:
        return "your" if seat == self.me else f"{self.names[seat]}'s"

    # -- what a card does -------------------------------------------------------------
    def effect(self, seat: int, kind: int) -> str:
        """What a face-up card of ``kind`` does when it lands in front of ``seat`` (one of the constants)."""
        counts = self.view.counts[seat]
        other = COUNTER_OF[kind]
        if other >= 0 and counts[other]:
            return CHASES if kind in EQUIPMENT else MET
        if caught_combo(land(counts, kind), self.view.limits) is not None:
            return CATCHES
        if outcome(self.view, seat, self.view.kinds.index(kind)) == CLOSE:
            return ONE_AWAY
        if kind in EQUIPMENT:
            return KEPT
        return LOOT_KEPT if kind == LOOT else HARMLESS

    def caught_with(self, seat: int, kind: int) -> str:
        """"with three Guard Dogs, Raffles is caught!" for the card ``kind`` landing on ``seat``."""
        after = land(self.view.counts[seat], kind)
        combo = caught_combo(after, self.view.limits)
        if combo == "mixed":
            what = f"{_count(self.view.limits[4])} each of Guard Dogs, Door Chains and Padlocks"
        else:
            k = _COMBO_KIND[combo or "police"]
            what = f"{_count(after[k])} {PLURALS[k] if after[k] != 1 else NAMES[k]}"
        if seat == self.me:
            return f"with {what} you would be caught"
        return f"with {what}, {self.names[seat]} is caught!"

    def bad_news(self, seat: int, kind: int) -> str | None:
        """Why ``kind`` hurts ``seat`` (caught, one card away), or None if it does not."""
        effect = self.effect(seat, kind)
        if effect == CATCHES:
            return self.caught_with(seat, kind)
        if effect == ONE_AWAY:
            return f"it brings {self.who(seat)} one card from being caught"
        return None

    def good_news(self, seat: int, kind: int) -> str | None:
        """Why ``kind`` helps ``seat`` (chases an obstacle, kept for later, Loot for the showdown), or None."""
        effect = self.effect(seat, kind)
        if effect == CHASES:
            return f"it chases away {self.whose(seat)} {NAMES[COUNTER_OF[kind]]}"
        if effect == KEPT:
            return f"{self.who(seat)} can keep it to stop the next {NAMES[COUNTERS[kind]]}"
        if effect == LOOT_KEPT and (self.view.showdown or self.view.players_left <= 3):
            return f"{self.who(seat)} will need Loot to pay in the final showdown"
        return None

    def special(self, seat: int, kind: int) -> str | None:
        """What a Clover, Panic or Dropped Loot does for ``seat``; None if it does something but little."""
        counts = self.view.counts[seat]
        who = self.who(seat)
        has = "have" if seat == self.me else "has"
        if kind == CLOVER:
            if not any(counts[k] for k in OBSTACLES):
                return f"{who} {has} no obstacles for it to sweep, so it does nothing"
            return "it sweeps away your worst obstacles" if seat == self.me else None
        if kind == DROPPED_LOOT:
            view = self.view
            if not any(c[LOOT] for s, c in enumerate(view.counts) if s != seat and view.alive[s]):
                return "nobody has Loot to grab, so it does nothing"
            return "you can grab a Loot card with it" if seat == self.me else None
        assert kind == PANIC
        if not any(counts[k] for k in FACE_UP):
            return f"{who} {has} no cards to pass on, so it does nothing"
        return "you can pass your worst card on" if seat == self.me else None

    def spare(self) -> str:
        """What the player is saving by not using their overview card."""
        return "your Informant" if self.view.overview[self.me] == "informant" else "your Lawyer"

    # -- the reasons, one per kind of decision -------------------------------------------
    def give(self, to: int, kind: int) -> str:
        card = f"the {NAMES[kind]}"
        if to == self.me:
            head = f"Keep {card}"
            if kind not in FACE_UP:
                return _line(head, self.special(to, kind) or "it is the best place for it")
            bad = self.bad_news(to, kind)
            if bad is not None:
                rescue = self.view.uses_left[to] > 0 and self.view.overview[to] == "lawyer"
                return _line(head, f"{bad}, but {'your Lawyer can refuse it' if rescue else 'every other choice is worse'}")
            why = self.good_news(to, kind) or f"one more {NAMES[kind]} is safe for you, and the next card could be worse"
            return _line(head, why)
        name = self.names[to]
        head = f"Give {card} to {name}"
        if kind not in FACE_UP:
            return _line(head, self.special(to, kind) or f"it helps {name} least")
        why = self.bad_news(to, kind)
        if why is None:
            if kind in OBSTACLES and self.effect(to, kind) == MET:
                other = COUNTER_OF[kind]
                why = f"{name}'s {NAMES[other]} {_deals(other)} with it, and nobody else is better to give it to"
            elif kind in OBSTACLES:
                why = f"it hurts {name} more than anyone else"
            else:
                why = f"it helps {name} least"
        return _line(head, why)

    def coming(self, action: Action, kind: int) -> str:
        """A card of ``kind`` is coming to me: take it, call the Lawyer, or pass it on with the Informant."""
        card = f"the {NAMES[kind]}"
        if type(action) is UseInformant:
            to = action.to  # type: ignore[attr-defined]
            name = self.names[to]
            why = (self.bad_news(to, kind) if kind in FACE_UP else None) or f"it hurts {name} more than you"
            return _line(f"Use the Informant and pass {card} to {name}", why)
        danger = self.effect(self.me, kind) if kind in FACE_UP else None
        if type(action) is UseLawyer:
            if danger == CATCHES:
                return _line("Call your Lawyer", f"taking {card} would get you caught")
            if danger == ONE_AWAY:
                return _line("Call your Lawyer", f"{card} would bring you one card from being caught")
            return _line("Call your Lawyer", f"refusing {card} works out best for you this turn")
        head = f"Take {card}"
        if kind not in FACE_UP:
            return _line(head, self.special(self.me, kind) or "it is the best you can do with it")
        if danger == CATCHES:
            return _line(head, "there is no better way out")
        why = self.good_news(self.me, kind)
        if why is None:
            if danger == ONE_AWAY:
                why = f"it is risky, but save {self.spare()} for a worse card"
            else:
                why = f"one more {NAMES[kind]} is safe for you for now, so save {self.spare()} for a worse card"
        return _line(head, why)

    def sweep(self, kinds: Sequence[str]) -> str:
        ks = [KIND_INDEX[k] for k in kinds]
        if len(set(ks)) < len(ks):
            what = f"{_count(len(ks))} {PLURALS[ks[0]]}"
        else:
            what = " and ".join(f"the {NAMES[k]}" for k in ks)
        return _line(f"Sweep away {what}", f"{'they are' if len(ks) > 1 else 'it is'} the closest to getting you caught")

    def steal(self, victim: int) -> str:
        view = self.view
        name = self.names[victim]
        loot = view.counts[victim][LOOT]
        most = max(c[LOOT] for s, c in enumerate(view.counts) if s != self.me and view.alive[s])
        why = f"{name} has the most Loot" if loot == most else f"taking from {name} leaves you safest"
        if view.limits[5] and view.counts[self.me][LOOT] + 1 >= view.limits[5] - 1:
            why += ", but careful: too much Loot gets you caught too"
        return _line(f"Grab a Loot card from {name}", why)

    def pass_card(self, kind: int, direction: int | None) -> str:
        view = self.view
        d = direction if direction is not None else (view.panic[1] if view.panic else LEFT)
        to = next_seat(self.me, view.num_players, view.alive, d)
        head = f"Pass {_a(kind)} to the {'left' if d == LEFT else 'right'}" if direction is not None \
            else f"Pass on {_a(kind)}"
        why = self.bad_news(to, kind) if to != self.me else None
        if why is None:
            why = "it is the card you most want to be rid of" if kind in OBSTACLES else "it is the card you can best spare"
        return _line(head, why)


def explain(view: Any, decision: Decision, action: Action, names: Sequence[str]) -> str:
    """One line saying why ``action`` is a good answer to ``decision``, from ``view`` only."""
    hints = Hints(view, decision.seat, names)
    t = type(action)
    if t is GiveCard:
        return hints.give(action.to, view.kinds[view.drawn])  # type: ignore[attr-defined]
    if t in (TakeCard, UseLawyer, UseInformant):
        card = view.passing if view.passing >= 0 else view.drawn
        return hints.coming(action, view.kinds[card])
    if t is SweepObstacles:
        return hints.sweep(action.kinds)  # type: ignore[attr-defined]
    if t is StealLoot:
        return hints.steal(action.victim)  # type: ignore[attr-defined]
    if t is StartPanic:
        return hints.pass_card(KIND_INDEX[action.kind], action.direction)  # type: ignore[attr-defined]
    if t is PassOn:
        return hints.pass_card(KIND_INDEX[action.kind], None)  # type: ignore[attr-defined]
    return f"{action.describe(names)}: it is the best move here."


__all__ = ["Hints", "explain"]
