"""Escape from Alcatraz positions set up by hand: for tests, lessons, scenarios and pictures.

Three public ways in, none of which needs the rules' private methods:

* :func:`position`: any moment of a round, mid-turn included: the hands, the
  Yard, each player's plans in play, the Foiled! piles, the Cell Block's order,
  Solitary, the Action deck and its discard pile, Guard Help or Change in Plan
  on a plan, whose turn it is and at which step (drawing, playing, discarding,
  or carrying out a chosen Action card), and the scores of the rounds so far;
* :func:`stacked_deck` and :func:`deal`: a new game whose deal is chosen;
* :func:`stack`: from any point of any game, the next cards of the Cell Block
  and of the Action deck.

:class:`Cards` hands out card ids by what a player would call them ("three
Spoon Tunnel cards", "Frank Morris", "a Warden"), never the same card twice, so
a position reads like its description. :func:`match` turns a position into a
match that saves, loads and replays like any other::

    k = Cards()
    st = position(3, hands=[k.plan(SPOON, 3) + k.generic(), k.plan(RAFT, 2), []],
                  play=[[], k.plan(SPOON, 4), []], yard=[k.infamous(FOG)], phase="play")
"""

from __future__ import annotations

from typing import Iterable, Sequence

from game.alcatraz import cards as C
from game.alcatraz.constants import DISCARD, DRAW, FOILED, HAND, MAX_PLAYERS, PLAY, PLAY_PHASE
from game.alcatraz.rules import AlcatrazState
from game.alcatraz.spec import SPEC
from game.alcatraz.state import rules_of
from game.engine import RIGHT, Match, Record, Rng, SeatInfo, StateError, Variant, Zones, next_seat

RAFT, SPOON, HEADS, GUNS, KEYS, SWIM, FOG = range(C.NUM_PLANS)
"""The seven plans, by the names the rulings give them."""

ACTION_CARD_STEPS = tuple(kind for kind, _ in C.ACTION_COUNTS)
"""The steps a position may start at besides ``draw``, ``play`` and ``discard``: carrying out that Action card."""


class Cards:
    """Fresh card ids by what a player would call them, never the same card twice."""

    def __init__(self, used: Iterable[int] = ()):
        self.used: set[int] = set(used)

    def _take(self, pool: Iterable[int], n: int, what: str) -> list[int]:
        out = [c for c in pool if c not in self.used][:n]
        if len(out) != n:
            raise ValueError(f"not enough {what} left: asked for {n}")
        self.used.update(out)
        return out

    def plan(self, plan: int, n: int = 1) -> list[int]:
        """``n`` Plan cards of ``plan``."""
        return self._take(C.plan_cards(plan), n, f"{C.PLANS[plan].name} cards")

    def infamous(self, plan: int) -> int:
        """The plan's Infamous Escapee."""
        return self._take([C.infamous(plan)], 1, C.PLANS[plan].escapee)[0]

    def generic(self, n: int = 1) -> list[int]:
        """``n`` Generic Escapees."""
        return self._take(range(C.FIRST_GENERIC, C.FIRST_ACTION), n, "Generic Escapees")

    def action(self, kind: str, n: int = 1) -> list[int]:
        """``n`` Action cards of ``kind`` (``cards.WARDEN``, ``cards.WORK_DETAIL``...)."""
        return self._take([c for c, k in C.ACTION_KIND.items() if k == kind], n, C.ACTION_NAMES[kind])


def position(players: int = 3, *, hands: Sequence[Sequence[int]], play: Sequence[Sequence[int]] = (),
             foiled: Sequence[Sequence[int]] = (), yard: Sequence[int] = (), solitary: Sequence[int] = (),
             cell_block: Sequence[int] = (), rest_to: str = "cell_block", action_deck: Sequence[int] = (),
             action_discard: Sequence[int] = (), guard_help_on: int = -1, change_on: int = -1,
             current: int = 0, dealer: int | None = None, phase: str = PLAY_PHASE, played: bool = False,
             yard_sent: int = 0, foils_this_round: int | None = None, known: Sequence[Sequence[int]] = (),
             round_points: Sequence[Sequence[int]] = (), totals: Sequence[int] | None = None,
             round: int | None = None, variant: Variant | None = None, seed: int = 0) -> AlcatrazState:
    """A game at any moment of a round, with exactly these cards where they are said to be.

    Per seat (lists shorter than ``players`` mean empty): ``hands``, ``play``
    (their Plan cards in play), ``foiled`` (their Foiled! piles this round) and
    ``known`` (cards of their hand everyone saw them take). Piles: ``cell_block``
    and ``action_deck`` are listed **top first** (the next card drawn first);
    ``solitary``, ``yard`` and ``action_discard`` as they lie (top last).
    Plans-deck cards placed nowhere go under the Cell Block (``rest_to="solitary"``:
    under Solitary, so the Cell Block holds exactly ``cell_block``); Action cards
    placed nowhere go under the Action deck.

    It is ``current``'s turn (``dealer`` defaults to the seat before), at step
    ``phase``: ``"draw"``; ``"play"`` (``played``: this turn's Action card was
    already drawn; ``yard_sent``: Escapees already sent to the Yard); ``"discard"``
    (after a foil); or an Action card kind (``cards.WARDEN``...): that card was
    just drawn by ``current`` and is carried out now (if it asks nothing, the
    play step follows). ``round_points`` are the scores of the rounds already
    played; ``totals`` default to their sums, and ``round`` to the round after them.
    """
    if not 2 <= players <= MAX_PLAYERS:
        raise ValueError(f"Escape from Alcatraz needs 2 to {MAX_PLAYERS} players, not {players}")
    if not 0 <= current < players:
        raise ValueError(f"seat {current} is not at a {players}-player table")
    steps = (DRAW, PLAY_PHASE, DISCARD, *ACTION_CARD_STEPS)
    if phase not in steps:
        raise ValueError(f"a position starts at one of {', '.join(steps)}, not {phase!r}")
    if rest_to not in ("cell_block", "solitary"):
        raise ValueError("the cards placed nowhere go to 'cell_block' or 'solitary'")
    variant = variant or SPEC.standard()
    placed: list[int] = []
    zones: dict[str, list[int]] = {}

    def put(name: str, cards: Iterable[int]) -> None:
        zones[name] = list(cards)
        placed.extend(zones[name])

    def seat_list(per_seat: Sequence[Sequence[int]], s: int) -> list[int]:
        return list(per_seat[s]) if s < len(per_seat) else []

    for s in range(players):
        put(HAND[s], seat_list(hands, s))
        put(PLAY[s], seat_list(play, s))
        put(FOILED[s], seat_list(foiled, s))
    put("yard", yard)
    put("solitary", solitary)
    put("cell_block", list(cell_block)[::-1])
    put("revealed", [])
    put("on_plans", ([C.GUARD_HELP_CARD] if guard_help_on >= 0 else [])
        + ([C.CHANGE_IN_PLAN_CARD] if change_on >= 0 else []))
    put("action_discard", action_discard)
    put("action_deck", list(action_deck)[::-1])
    put("action_active", [])
    if len(set(placed)) != len(placed):
        twice = sorted({c for c in placed if placed.count(c) > 1})
        raise StateError(f"cards placed twice: {C.cards_text(twice)}")
    rest = [c for c in C.PLANS_DECK if c not in set(placed)]
    zones[rest_to][:0] = rest
    zones["action_deck"][:0] = [c for c in C.ACTION_DECK if c not in set(placed)]
    step_card = -1
    if phase in ACTION_CARD_STEPS:  # the card is the one just drawn, wherever it lay
        deck = zones["action_deck"]
        step_card = next((c for c in reversed(deck) if C.ACTION_KIND[c] == phase), -1)
        if step_card < 0:
            raise StateError(f"no {C.ACTION_NAMES[phase]} is left in the Action deck to carry out")
        deck.remove(step_card)
        zones["action_active"].append(step_card)
    points = [list(p) for p in round_points]
    if any(len(p) != players for p in points):
        raise ValueError(f"each round's points need one number per seat ({players})")
    state = AlcatrazState(
        variant, players, seed, Rng(seed), Zones(zones), round=len(points) + 1 if round is None else round,
        dealer=next_seat(current, players, step=RIGHT) if dealer is None else dealer, current=current, turn=1,
        round_turns=1,
        totals=list(totals) if totals is not None else [sum(p[s] for p in points) for s in range(players)],
        round_points=points, played=played or step_card >= 0, yard_sent=yard_sent, action_card=step_card,
        guard_help_on=guard_help_on, change_on=change_on,
        foils_this_round=(sum(1 for s in range(players) if zones[FOILED[s]]) if foils_this_round is None
                          else foils_this_round),
        foiled_this_turn=phase == DISCARD, known=[seat_list(known, s) for s in range(players)])
    # the statistics of a game that got here: every round so far was dealt, and the earlier ones scored
    state.tally.rounds = len(points)
    state.tally.cards_dealt = variant.hand_size * players * state.round
    for p in {C.PLAN_OF[c] for s in range(players) for c in zones[FOILED[s]] if C.is_plan_card(c)}:
        state.tally.foils[p] += 1
    state.rules = rules_of(variant)
    state.opening_events = state.start_step(phase)
    state.validate()
    return state


def stacked_deck(players: int, *, reveal: Sequence[int] = (), hands: Sequence[Sequence[int]] = (),
                 then: Sequence[int] = (), actions: Sequence[int] = (), hand_size: int = 10) -> list[int]:
    """A whole deck (top first) for :func:`deal`: it reveals ``reveal`` for the Yard (end it with an
    Escapee), deals ``hands`` (seat 0 first; hands shorter than ``hand_size`` are topped up with Plan cards
    nobody named), then lies as ``then``; the Action deck starts with ``actions`` (else it is shuffled)."""
    used = set(reveal) | {c for h in hands for c in h} | set(then)
    spare = [c for c in C.PLANS_DECK if c not in used and not C.IS_ESCAPEE[c]]
    full = []
    for s in range(players):
        h = list(hands[s]) if s < len(hands) else []
        if len(h) > hand_size:
            raise ValueError(f"seat {s} is given {len(h)} cards; a hand is {hand_size}")
        while len(h) < hand_size:
            h.append(spare.pop())
        full.append(h)
    deal_order = [full[s][i] for i in range(hand_size) for s in range(players)]
    top = list(reveal) + deal_order + list(then)
    rest = [c for c in C.PLANS_DECK if c not in set(top)]
    acts = list(actions) + [c for c in C.ACTION_DECK if c not in set(actions)] if actions else []
    return top + rest + acts


def deal(players: int = 3, *, variant: Variant | None = None, seed: int = 0, **deck: Sequence[int]) -> AlcatrazState:
    """A new game dealt from :func:`stacked_deck` (same arguments); the last seat deals, seat 0 plays first."""
    hand_size = (variant or SPEC.standard()).hand_size
    return SPEC.new_game(variant or SPEC.standard(), players, seed,  # type: ignore[return-value]
                         deck=stacked_deck(players, hand_size=hand_size, **deck))


def stack(state: AlcatrazState, *, cell_block: Sequence[int] = (), action_deck: Sequence[int] = ()) -> AlcatrazState:
    """Put these cards (still in the Cell Block / the Action deck) on top of it, the first listed on top,
    at any point of a game; the rest keep their order. Returns ``state``, changed."""
    for name, cards in (("cell_block", cell_block), ("action_deck", action_deck)):
        pile = state.zones[name]
        missing = [c for c in cards if c not in pile]
        if missing:
            raise StateError(f"{C.cards_text(missing)} {'is' if len(missing) == 1 else 'are'} not in the "
                             f"{name.replace('_', ' ')}")
        chosen = set(cards)
        pile[:] = [c for c in pile if c not in chosen] + list(cards)[::-1]
    state.validate()
    return state


def match(state: AlcatrazState, seats: Sequence[SeatInfo] | None = None) -> Match:
    """A match that starts at ``state``: its record keeps the position, so it saves, loads and replays.
    ``seats`` default to one person per seat, "Player 1"..."Player n"."""
    seats = list(seats) if seats is not None else [
        SeatInfo(f"Player {s + 1}", "human", "normal", s) for s in range(state.num_players)]
    record = Record(SPEC.id, state.variant, state.seed, seats, [], None, state.to_json())
    return Match(SPEC, record, SPEC.load_state(record.start, state.variant))


__all__ = ["ACTION_CARD_STEPS", "Cards", "FOG", "GUNS", "HEADS", "KEYS", "RAFT", "SPOON", "SWIM", "deal",
           "match", "position", "stack", "stacked_deck"]
