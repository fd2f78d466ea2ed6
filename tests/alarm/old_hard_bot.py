"""The hard computer player as it was before its look-ahead was rewritten (kept only to measure the new
one against: see test_bots.py and the strength match in the report).

Flat Monte Carlo on the real engine: for every decision it samples 20 whole states from its view,
copies each once per choice, plays normal players on to the end of the turn with the engine, and
keeps the choice that did best on average. Same strength as shipped before; about 20 times slower.
"""

from __future__ import annotations

from typing import Any

from game.alarm import tactics
from game.alarm.bots import NormalBot, counted_frequencies
from game.alarm.rules import FRONT, AlarmState, PanicChain, Tally
from game.alarm.view import AlarmView
from game.engine import Action, Decision, Rng, Zones


def _table(st: AlarmState, freq: Any) -> tactics.Table:
    """What the heuristics read, from one of the bot's own sampled states."""
    p = st.panic
    kinds = st._kind
    return tactics.Table(st.num_players, st._counts, st.alive, st.served, st.active, st._limits, freq,
                         (p.origin, p.direction, p.holder, p.received) if p is not None else None, st.showdown,
                         st._p_showdown_players, kinds[st._drawn[-1]] if st._drawn else -1,
                         kinds[st._passing[-1]] if st._passing else -1, st.recipient, st.uses_left)


class OldHardBot(NormalBot):
    level = "hard"
    samples = 20
    horizon = 0

    def choose(self, view: AlarmView, decision: Decision) -> Action:
        actions = decision.actions
        if len(actions) == 1:
            return actions[0]
        if decision.kind in ("clover", "steal"):
            return tactics.choose(self.table(view), self.seat, decision)
        self.freq = counted_frequencies(view)
        worlds = [sample_state(view, self.variant, self.rng) for _ in range(self.samples)]
        totals = [0.0] * len(actions)
        for world in worlds:
            seed = int(self.rng.random() * 2**31)
            for i, action in enumerate(actions):
                st = world.copy()
                st.rng.seed(seed)
                st.apply(action)
                totals[i] += self._play_on(st, view.turn + self.horizon)
        best = max(range(len(actions)), key=lambda i: totals[i])
        return actions[best]

    def _play_on(self, st: AlarmState, last_turn: int) -> float:
        freq = self.freq
        me = self.seat
        steps = 0
        while st.pending is not None and st.turn <= last_turn and steps < 400:
            d = st.pending
            if len(d.actions) == 1:
                action = d.actions[0]
            else:
                action = tactics.choose(_table(st, freq), d.seat, d)
            st.apply(action)
            steps += 1
        return _outcome(st, me, freq)


def _outcome(st: AlarmState, me: int, freq: Any) -> float:
    if st.winners is not None:
        return 20.0 if me in st.winners else tactics.CAUGHT - 2.0 + st.eliminated.index(me) * 0.5
    if not st.alive[me]:
        return tactics.CAUGHT - 2.0 + st.eliminated.index(me) * 0.5
    t = _table(st, freq)
    others = [s for s in range(st.num_players) if s != me and st.alive[s]]
    score = tactics.seat_value(t, me, st._counts[me])
    theirs = sum(tactics.seat_value(t, s, st._counts[s]) for s in others)
    score -= tactics.OPPONENT_WEIGHT * theirs / max(1, len(others))
    score += tactics.KNOCK_OUT * (st.num_players - 1 - len(others))
    score += 0.15 * st.uses_left[me]
    return score


def old_hard(seat: int, seed: int = 0, variant: Any = None) -> OldHardBot:
    return OldHardBot(seat, seed, variant)


def sample_state(view: AlarmView, variant: Any, rng: Rng) -> AlarmState:
    """A full state consistent with ``view``: the hidden parts drawn at random.

    Hidden are the deck's order and, under the Informant rule, the overview
    cards still unused by other players.
    """
    n = view.num_players
    deck = view.deck_contents()
    rng.shuffle(deck)
    zones = Zones({"deck": deck, "discard": list(view.discard),
                   "drawn": [view.drawn] if view.drawn >= 0 else [],
                   "passing": [view.passing] if view.passing >= 0 else []})
    for s in range(n):
        zones.add_zone(FRONT[s], view.fronts[s])
    overview = list(view.overview)
    uses = list(view.uses_left)
    revealed = [overview[s] != "unused" and uses[s] < _full_uses(variant, overview[s]) for s in range(n)]
    hidden = [s for s in range(n) if overview[s] == "unused"]
    if hidden:
        pool = ["lawyer"] * variant.informant_lawyer_cards + ["informant"]
        for s in range(n):
            if overview[s] != "unused":
                pool.remove(overview[s])
        rng.shuffle(pool)
        for s in hidden:
            overview[s] = pool.pop()
            uses[s] = variant.lawyers_per_player if overview[s] == "lawyer" else 1
    p = view.panic
    st = AlarmState(variant, n, 0, Rng(int(rng.random() * 2**31)), zones, list(view.alive), view.active,
                    list(view.served), overview, uses, revealed, view.showdown, view.turn, view.stage,
                    view.recipient, view.informed_by,
                    PanicChain(p[0], p[1], p[2], p[3]) if p is not None else None,
                    list(view.eliminated), Tally(), None, view.winners, "")
    st.after_load()
    if view.winners is None:
        st.pending = st._decision()
    return st


def _full_uses(variant: Any, card: str) -> int:
    return variant.lawyers_per_player if card == "lawyer" else 1
