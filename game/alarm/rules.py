"""The Alarm! rules engine: RULINGS.md section "Alarm!", step by step.

One :class:`AlarmState` holds the whole table. Play moves through *stages*,
each a decision for one seat:

``give``        the active player picks who gets the drawn card;
``lawyer``      the recipient of a card (from the active player, or passed in
                a Panic) may call their Lawyer, or pass it on with the
                Informant; asked only while they hold an unused overview card;
``clover``      more obstacles than a Four-Leaf Clover sweeps: which ones;
``steal``       Dropped Loot with several players to rob: whom;
``panic``       Panic: which face-up card to pass, and to which side;
``panic_pass``  during a Panic: which card to pass onward.

Everything between decisions runs at once: drawing (and reshuffling),
landing a card, countering, the caught check after every change,
eliminations, the end of a turn, the showdown payment. Choices with a single
option that nobody would want to be asked about are made by the engine too:
giving the turn's last card to the one player still waiting, robbing the
only player with Loot, sweeping when the Clover's choice makes no difference,
and passing on in a Panic when only one kind of card may be passed. Each of
these still produces its events.

The deck order given to :func:`new_state` lists the **top card first**.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import compress
from typing import Any, ClassVar, Mapping, Sequence

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
    COMBOS,
    COUNTER_OF,
    DROPPED_LOOT,
    EQUIPMENT,
    FACE_UP,
    IS_OBSTACLE,
    KEYS,
    KIND_INDEX,
    KINDS,
    LOOT,
    NAMES,
    OBSTACLES,
    PANIC,
    POLICE,
    caught_combo,
    kind_table,
    pass_options,
    sweep_options,
    thresholds,
)
from game.alarm.events import (
    CardDiscarded,
    CardDrawn,
    CardGiven,
    CardPassed,
    CardPlaced,
    CardsRanOut,
    Caught,
    CloverSwept,
    Countered,
    EquipmentStored,
    InformantUsed,
    LawyerUsed,
    LootStolen,
    NothingToSteal,
    OverviewDealt,
    PanicEnded,
    PanicStarted,
    ShowdownBegan,
    ShowdownPaid,
    ShowdownUnpaid,
)
from game.alarm.view import AlarmView, make_view
from game.engine import (
    LEFT,
    RIGHT,
    Action,
    Decision,
    Event,
    GameOver,
    GameState,
    Rng,
    SeatEliminated,
    Shuffled,
    StateError,
    TurnBegan,
    Variant,
    Zones,
    next_seat,
    rule,
    seats_from,
)
from game.engine.actions import Shared, grid
from game.engine.codec import TRANSIENT
from game.engine.rng import draws

MAX_SEATS = 6
FRONT: tuple[str, ...] = tuple(f"front{s}" for s in range(MAX_SEATS))
"""Zone of the face-up cards (obstacles, Loot, stored equipment) in front of each seat."""

_GIVE = tuple(GiveCard(s) for s in range(MAX_SEATS))
_INFORM = tuple(UseInformant(s) for s in range(MAX_SEATS))
_STEAL = tuple(StealLoot(s) for s in range(MAX_SEATS))
_TAKE = TakeCard()
_LAWYER = UseLawyer()
_TAKE_OR_LAWYER = (_TAKE, _LAWYER)
_TAKE_ONLY = (_TAKE,)
_PASS_ON = {KINDS[k]: PassOn(KINDS[k]) for k in FACE_UP}
_START_PANIC = {(k, d): StartPanic(KINDS[k], d) for k in FACE_UP for d in (LEFT, RIGHT)}
_SWEEP = Shared(lambda *kinds: SweepObstacles(tuple(KINDS[k] for k in kinds)))
"""``_SWEEP[combo]``: the action that sweeps the obstacle kinds ``combo`` (numbers), made once."""
# Events are immutable values too: the ones every game makes over and over are made once and shared (and the
# commonest, a card drawn, given, placed, stored or discarded, in tables by seat and card: :func:`_card_events`).
_OVERVIEW_DEALT = Shared(lambda cards, secret: tuple(OverviewDealt(s, c, secret) for s, c in enumerate(cards)))
"""``_OVERVIEW_DEALT[cards, secret]``: the deal of the overview ``cards`` (one per seat), in seat order."""
_TURN_BEGAN = Shared(TurnBegan)
_COUNTERED = Shared(Countered)
_LAWYER_USED = Shared(LawyerUsed)
_CARD_PASSED = Shared(CardPassed)
_SEAT_ELIMINATED = Shared(SeatEliminated)
_SHUFFLED = Shared(Shuffled)
_GAME_OVER = Shared(GameOver)
_PANIC_STARTED = Shared(PanicStarted)
_PANIC_ENDED = Shared(PanicEnded)
_SHOWDOWN_PAID = Shared(ShowdownPaid)
_LOOT_STOLEN = Shared(LootStolen)
# Decisions are immutable values, so the common ones are made once and shared.
_OVERVIEW_CARDS = frozenset(("lawyer", "informant"))
#: the "lawyer" decisions of a Lawyer, by ``seat << 6 | kind << 2 | no_lawyer_left << 1 | informant_rule``
_LAWYER_DECISIONS: list[Decision | None] = [None] * (MAX_SEATS << 6)
# the other decisions, by the seat and the numbers they are made from (kinds, seats, sweeps)
_CLOVER_DECISIONS = Shared(lambda seat, combos: Decision(
    seat, "clover", tuple(map(_SWEEP.__getitem__, combos)), "Which obstacles does your Four-Leaf Clover sweep away?"))
_STEAL_DECISIONS = Shared(lambda seat, victims: Decision(
    seat, "steal", tuple(_STEAL[s] for s in victims), "Whose Loot do you grab?"))
_PANIC_DECISIONS = Shared(lambda seat, kinds, dirs: Decision(
    seat, "panic", tuple(_START_PANIC[k, d] for k in kinds for d in dirs),
    "Panic! Which card do you pass, and to which side?"))
_PASS_DECISIONS = Shared(lambda seat, kinds: Decision(
    seat, "panic_pass", tuple(_PASS_ON[KINDS[k]] for k in kinds), "Panic! Which card do you pass on?"))
# Sets of seats as bits (seat s is ``1 << s``): who is still waiting for a card this turn is kept so
# (``_waiting_bits``, beside ``served`` and ``alive``), because every card dealt asks it, and a number is
# cleared, tested and looked up in lists where a tuple of seats was built, hashed and compared.
_BIT = tuple(1 << s for s in range(MAX_SEATS))
_CLEAR = tuple(~(1 << s) for s in range(MAX_SEATS))
"""``bits & _CLEAR[s]``: the set without seat ``s``."""
_SEATS_IN = tuple(tuple(s for s in range(MAX_SEATS) if bits >> s & 1) for bits in range(1 << MAX_SEATS))
"""``_SEATS_IN[bits]``: the seats of a set, in seat order."""
assert len(KINDS) <= 16
#: the "give" decisions by ``waiting << 7 | active << 4 | kind`` (made when first asked, see _give_decision)
_GIVE_DECISIONS: list[Decision | None] = [None] * (1 << (MAX_SEATS + 7))


def _seat_bits(seats: Sequence[bool]) -> int:
    """The set of seats whose entry is true, as bits."""
    return sum(compress(_BIT, seats))


def _give_decision(waiting: int, active: int, kind: int) -> Decision:
    """``active`` gives a card of ``kind`` to one of the seats ``waiting`` (bits); each made once."""
    key = waiting << 7 | active << 4 | kind
    decision = _GIVE_DECISIONS[key]
    if decision is None:
        decision = _GIVE_DECISIONS[key] = Decision(
            active, "give", tuple(_GIVE[s] for s in _SEATS_IN[waiting]), f"Who gets the {NAMES[kind]}?")
    return decision


_CARD_EVENTS: dict[tuple[int, ...], dict[str, list[Any]]] = {}


def _card_events(kind: tuple[int, ...]) -> dict[str, list[Any]]:
    """The events of a card drawn, given, placed, stored and discarded, for every seat and card of a deck
    (``kind`` is its card -> kind table): ``_ev_given[giver][to][card]`` and ``_ev_drawn[seat][card]`` and
    so on. A game hands out one or more of these at every card, so they are read from lists (see
    :func:`~game.engine.actions.grid`); made once per deck, some thousands of values."""
    tables = _CARD_EVENTS.get(kind)
    if tables is None:
        name = [KINDS[k] for k in kind]
        seats, size = MAX_SEATS, len(kind)
        tables = {"_ev_drawn": grid(lambda s, c: CardDrawn(s, c, name[c]), seats, size),
                  "_ev_given": grid(lambda g, t, c: CardGiven(g, t, c, name[c]), seats, seats, size),
                  "_ev_placed": grid(lambda s, c: CardPlaced(s, c, name[c]), seats, size),
                  "_ev_stored": grid(lambda s, c: EquipmentStored(s, c, name[c]), seats, size),
                  "_ev_discarded": grid(lambda s, c: CardDiscarded(s, c, name[c]), seats, size)}
        if len(_CARD_EVENTS) > 16:
            _CARD_EVENTS.clear()
        _CARD_EVENTS[kind] = tables
    return tables


def shuffle(rng: Rng, cards: list[int]) -> None:
    """Shuffle in place by sorting on random keys: uniform, and much faster than ``Random.shuffle``
    (this runs at every new game and reshuffle of every simulation)."""
    keys = dict(zip(cards, draws(rng, len(cards))))  # one draw per card, in order
    cards.sort(key=keys.__getitem__)


def shuffled_deck(rng: Rng, size: int) -> list[int]:
    """Cards ``0..size-1`` in exactly the order :func:`shuffle` puts them (card ``i`` gets the ``i``-th draw).

    A fresh deck's card ids are its positions, so the draws are looked up in a list, not a dictionary:
    every new game of every simulation deals one."""
    keys = draws(rng, size)
    cards = list(range(size))
    cards.sort(key=keys.__getitem__)
    return cards


def _check_seats(n: int, overview: list[str], fronts: Sequence[Sequence[int]], uses: list[int], full: list[int],
                 out: Sequence[int], active: int, turn: int) -> None:
    """:meth:`AlarmState.set_up`'s checks of who sits where, holds what and is out (``StateError`` if wrong)."""
    if len(overview) != n or (fronts and len(fronts) != n):
        raise StateError(f"give the overview cards and the cards in front of each of the {n} players")
    if len(uses) != n or any(not 0 <= u <= f for u, f in zip(uses, full)):
        raise StateError("each overview card can be used between 0 and its full number of times")
    if len(set(out)) != len(out) or any(not 0 <= s < n for s in out):
        raise StateError("the seats already out must be different seats of this table")
    if not 0 <= active < n or active in out:
        raise StateError("the active player must be a seat still in the game")
    if n - len(out) < 2:
        raise StateError("a game needs two players still in")
    if turn < 1:
        raise StateError("turns are counted from 1")


_RULE_VALUES: dict[int, tuple[Variant, dict[str, Any]]] = {}
_RULE_KEYS = ("clover_sweeps", "lawyer_in_panic", "panic_choose_direction", "panic_same_name_rule",
              "showdown_players", "max_turns", "showdown_cost", "store_equipment", "informant",
              "lawyers_per_player", "first_player")


def _rule_values(variant: Variant) -> dict[str, Any]:
    """The variant's values the hot path reads, computed once per variant object (and the card events of
    its deck, :func:`_card_events`)."""
    entry = _RULE_VALUES.get(id(variant))
    if entry is not None and entry[0] is variant:
        return entry[1]
    values: dict[str, Any] = {"_p_" + key: getattr(variant, key) for key in _RULE_KEYS}
    values["_p_informant"] = bool(values["_p_informant"])
    values["_kind"] = kind_table(variant)
    values["_limits"] = thresholds(variant)
    values.update(_card_events(values["_kind"]))
    if len(_RULE_VALUES) > 256:
        _RULE_VALUES.clear()
    _RULE_VALUES[id(variant)] = (variant, values)
    return values


@dataclass
class PanicChain:
    """A Panic in progress: who started it, which way it goes, who holds it now."""

    origin: int
    direction: int
    holder: int
    received: str = ""
    """Kind the holder has just received ("" when none, e.g. their Lawyer refused it)."""


@dataclass
class Tally:
    """Running statistics for :meth:`AlarmState.stats`."""

    cards_dealt: int = 0
    lawyers_used: int = 0
    informant_used: int = 0
    panics: int = 0
    panic_passes: int = 0
    reshuffles: int = 0
    showdown_turns: int = 0
    showdown_out: int = 0
    caught: dict[str, int] = field(default_factory=dict)


@dataclass
class AlarmState(GameState):
    variant: Variant = field(metadata=TRANSIENT)
    num_players: int
    seed: int
    rng: Rng
    zones: Zones
    alive: list[bool]
    active: int
    served: list[bool]
    """Who has received the active player's card this turn."""
    overview: list[str]
    """Each seat's overview card: "lawyer" or "informant" (secret under the Informant rule)."""
    uses_left: list[int]
    revealed: list[bool]
    """Whether the seat has used its overview card (then everyone knows which it is)."""
    showdown: bool = False
    turn: int = 1
    stage: str = ""
    recipient: int = -1
    informed_by: int = -1
    panic: PanicChain | None = None
    eliminated: list[int] = field(default_factory=list)
    tally: Tally = field(default_factory=Tally)
    pending: Decision | None = None
    winners: tuple[int, ...] | None = None
    end_reason: str = ""
    opening_events: list[Event] = field(default_factory=list, metadata=TRANSIENT)
    _kind: tuple[int, ...] = field(default=(), metadata=TRANSIENT, repr=False)
    _counts: list[list[int]] = field(default_factory=list, metadata=TRANSIENT, repr=False)
    _limits: tuple[int, ...] = field(default=(), metadata=TRANSIENT, repr=False)

    spec_id: ClassVar[str] = "alarm"
    action_rules: ClassVar[Mapping[str, str]] = {  # where "Why not? Show me" opens the rules
        "GiveCard": "A turn", "TakeCard": "A turn", "UseLawyer": "Your Lawyer",
        "UseInformant": "The Informant (optional rule)", "SweepObstacles": "The cards", "StealLoot": "The cards",
        "StartPanic": "Panic!", "PassOn": "Panic!"}

    # ------------------------------------------------------------------ setup
    @classmethod
    def new(cls, variant: Variant, num_players: int, seed: int, deck: Sequence[int] | None = None) -> "AlarmState":
        """A fresh game: shuffle (or stack) the deck, deal overview cards, draw the first card."""
        if not 2 <= num_players <= MAX_SEATS:
            raise ValueError(f"Alarm! is played by 2 to {MAX_SEATS} players, not {num_players}")
        rng = Rng(seed)
        rules = _rule_values(variant)
        size = len(rules["_kind"])
        opening: list[Event] = []
        if deck is None:
            cards = shuffled_deck(rng, size)
            cards.reverse()  # set_up takes the deck top first; this keeps the deals of every saved game
            opening.append(_SHUFFLED["deck", size])
        else:
            if sorted(deck) != list(range(size)):
                raise StateError(f"a stacked deck must list each of the {size} cards exactly once")
            cards = list(deck)
        if rules["_p_informant"]:
            pool = ["lawyer"] * variant.informant_lawyer_cards + ["informant"]
            rng.shuffle(pool)
            overview = pool[:num_players]
        else:
            overview = ["lawyer"] * num_players
        first = rng.randrange(num_players) if rules["_p_first_player"] == "random" else 0
        return cls.set_up(variant, num_players, seed, deck=cards, overview=overview, active=first, rng=rng,
                          opening=opening, _whole=True)

    @classmethod
    def set_up(cls, variant: Variant, num_players: int, seed: int, *, deck: Sequence[int],
               fronts: Sequence[Sequence[int]] = (), discard: Sequence[int] = (), overview: Sequence[str] = (),
               uses_left: Sequence[int] | None = None, active: int = 0, out: Sequence[int] = (), turn: int = 1,
               rng: Rng | None = None, opening: Sequence[Event] = (), _whole: bool = False) -> "AlarmState":
        """A table laid out card by card, just before ``active``'s turn ``turn`` begins; then it begins.

        ``deck`` lists card ids top first; ``fronts`` the cards face up in front
        of each seat; ``discard`` the pile bottom first; ``overview`` each seat's
        overview card ("lawyer" or "informant"; all Lawyers if empty) and
        ``uses_left`` how often each can still be used (full if None); ``out``
        the seats already out, in the order they went. Every card must be in
        exactly one place, and the table must be one the rules can reach (no
        player caught, no special card in front of anyone...): anything else
        raises :class:`StateError` and nothing is returned. The showdown is on
        when few enough players are left, as it would be after the last turn.
        This is the one way a game starts, so a fresh deal and a teaching
        position (:mod:`game.alarm.positions`) obey the same checks; only
        :meth:`new`, whose deck is every card once (shuffled there, or a
        stacked order it checked), the rest of the table empty and the seats
        fresh (every overview card unused, nobody out, turn 1), says so with
        ``_whole`` and spares every new game of a simulation the checks.
        """
        n = num_players
        if not 2 <= n <= MAX_SEATS:
            raise ValueError(f"Alarm! is played by 2 to {MAX_SEATS} players, not {n}")
        rules = _rule_values(variant)
        overview = list(overview) or ["lawyer"] * n
        full = [rules["_p_lawyers_per_player"] if o == "lawyer" else 1 for o in overview]
        uses = list(full) if uses_left is None else [int(u) for u in uses_left]
        if not _whole:  # (new() built these itself: a full set of fresh overview cards, nobody out, turn 1)
            _check_seats(n, overview, fronts, uses, full, out, active, turn)
        zones = Zones({"deck": reversed(deck), "discard": discard, "drawn": (), "passing": (),
                       **{FRONT[s]: fronts[s] if fronts else () for s in range(n)}})
        alive = [s not in out for s in range(n)]
        st = cls(variant, n, seed, rng if rng is not None else Rng(seed), zones, alive, active, [False] * n,
                 overview, uses, [u < f for u, f in zip(uses, full)], turn=turn, eliminated=list(out))
        st.after_load()
        limit = st._p_showdown_players
        st.showdown = bool(limit) and turn > 1 and sum(alive) <= limit  # (it begins as a turn ends)
        if not _whole:  # a fresh deal (every card in the deck, nothing in front of anyone) passes by construction
            st._check_table()
        ev = list(opening)
        ev.extend(_OVERVIEW_DEALT[tuple(overview), st._p_informant])
        if st.showdown:
            ev.append(ShowdownBegan(tuple(s for s in range(n) if alive[s])))
        st._start_turn(ev)
        if st.pending is None:
            raise StateError("this table has no turn to play: the game would be over before it began")
        st.opening_events = ev
        return st

    def after_load(self) -> None:
        """Rebuild the caches: card kinds, counts per seat, zone lists and rule values.

        The zone lists are the very lists inside ``zones`` (only ever changed in
        place), and the rule values are read once here because this is the
        hot path of every simulation.
        """
        v = self.variant
        rules = _rule_values(v)
        self.__dict__.update(rules)
        z = dict(self.zones.items())  # (read as a plain dict: this runs at every new game of a simulation)
        self._deck, self._discard, self._drawn, self._passing = z["deck"], z["discard"], z["drawn"], z["passing"]
        self._fronts = fronts = [z[name] for name in FRONT[:self.num_players]]
        self._alive_bits = _seat_bits(self.alive)
        self._waiting_bits = self._alive_bits & ~_seat_bits(self.served)
        kind = self._kind
        counts = []
        for front in fronts:
            c = [0] * len(KINDS)
            for card in front:
                c[kind[card]] += 1
            counts.append(c)
        self._counts = counts

    def seat_names(self) -> list[str]:
        return [f"Player {i + 1}" for i in range(self.num_players)]

    # ------------------------------------------------------------------ decisions
    def _ask(self, stage: str) -> None:
        self.stage = stage
        self.pending = self._decision()

    def _decision(self) -> Decision:
        """The pending decision, rebuilt from the stage and the table (used by saves and bots too)."""
        stage = self.stage
        if stage == "give":  # (from the table itself, not the bits kept beside it: validate compares the two)
            served, alive = self.served, self.alive
            waiting = _seat_bits([alive[s] and not served[s] for s in range(self.num_players)])
            return _give_decision(waiting, self.active, self._kind[self._drawn[-1]])
        if stage == "lawyer":
            if self.panic is not None:
                return self._lawyer_decision(self.panic.holder, self._passing[-1])
            return self._lawyer_decision(self.recipient, self._drawn[-1])
        return self._other_decision(stage)

    def _lawyer_decision(self, who: int, card: int) -> Decision:
        """``who`` may refuse ``card`` (Lawyer) or pass it on (Informant) before it lands."""
        kind = self._kind[card]
        acts = self._refusals(who)
        if acts is _TAKE_OR_LAWYER or acts is _TAKE_ONLY:
            key = who << 6 | kind << 2 | (acts is _TAKE_ONLY) << 1 | self._p_informant
            decision = _LAWYER_DECISIONS[key]
            if decision is None:
                decision = _LAWYER_DECISIONS[key] = Decision(
                    who, "lawyer", acts, f"The {NAMES[kind]} is coming to you.", self._p_informant)
            return decision
        return Decision(who, "lawyer", acts, f"The {NAMES[kind]} is coming to you.", self._p_informant)

    def _other_decision(self, stage: str) -> Decision:
        r = self.recipient
        if stage == "clover":
            return _CLOVER_DECISIONS[r, tuple(sweep_options(self._counts[r], self._p_clover_sweeps))]
        if stage == "steal":
            return _STEAL_DECISIONS[r, tuple(self._victims(r))]
        if stage == "panic":
            counts = self._counts[r]
            return _PANIC_DECISIONS[r, tuple(k for k in FACE_UP if counts[k]), self._directions()]
        if stage == "panic_pass":
            assert self.panic is not None
            holder = self.panic.holder
            return _PASS_DECISIONS[holder, tuple(self._pass_options(holder))]
        raise StateError(f"unknown stage {stage!r}")

    def _may_refuse(self, seat: int, in_panic: bool) -> bool:
        """Whether the recipient is asked before the card lands (the ``lawyer`` decision).

        Under the Informant rule every unused overview card is asked about the
        same way, so the question itself never tells who holds the Informant.
        """
        return self.uses_left[seat] > 0 and (not in_panic or self._p_lawyer_in_panic)

    def _refusals(self, seat: int) -> tuple[Action, ...]:
        in_panic = self.panic is not None
        if self.overview[seat] == "lawyer":
            if self.uses_left[seat] > 0 and (not in_panic or self._p_lawyer_in_panic):
                return _TAKE_OR_LAWYER
            return _TAKE_ONLY
        if self.uses_left[seat] > 0 and not in_panic:
            served, alive = self.served, self.alive
            targets = [_INFORM[s] for s in range(self.num_players) if s != seat and alive[s] and not served[s]]
            return (_TAKE, *targets)
        return _TAKE_ONLY

    def _victims(self, seat: int) -> list[int]:
        alive = self.alive
        return [s for s in range(self.num_players) if s != seat and alive[s] and self._counts[s][LOOT]]

    def _directions(self) -> tuple[int, ...]:
        if not self._p_panic_choose_direction or sum(self.alive) <= 2:
            return (LEFT,)
        return (LEFT, RIGHT)

    def _pass_options(self, seat: int) -> list[int]:
        assert self.panic is not None
        received = self.panic.received
        return pass_options(self._counts[seat], KIND_INDEX[received] if received else -1,
                            self._p_panic_same_name_rule)

    # ------------------------------------------------------------------ applying
    # Each move is played by the ``@rule`` method of its action's type, called straight from the engine (no
    # ``_apply`` of our own: that would be one more call on every move of every simulation). Every path of a
    # move ends in the next decision (``_ask``, or a ``pending =`` beside it) or in the end of the game,
    # whose GameOver event is the move's last: a finished game stops in :meth:`_serve_next`, in a showdown
    # that leaves one player (:meth:`_start_turn`) or in :meth:`_decide_by_loot`, and each announces it.

    @rule(GiveCard)
    def give_card(self, action: GiveCard) -> list[Event]:
        ev: list[Event] = []
        self._give(action.to, ev)
        return ev

    @rule(TakeCard)
    def take_card(self, action: TakeCard) -> list[Event]:
        ev: list[Event] = []
        if self.panic is not None:
            self._receive_pass(ev)
        else:
            self._receive_active(ev)
        return ev

    @rule(UseLawyer)
    def use_lawyer(self, action: UseLawyer) -> list[Event]:
        ev: list[Event] = []
        self._use_lawyer(ev)
        return ev

    @rule(UseInformant)
    def use_informant(self, action: UseInformant) -> list[Event]:
        ev: list[Event] = []
        self._use_informant(action.to, ev)
        return ev

    @rule(SweepObstacles)
    def sweep_obstacles(self, action: SweepObstacles) -> list[Event]:
        ev: list[Event] = []
        self._sweep(self.recipient, [KIND_INDEX[k] for k in action.kinds], ev)
        return ev

    @rule(StealLoot)
    def steal_loot(self, action: StealLoot) -> list[Event]:
        ev: list[Event] = []
        self._steal(self.recipient, action.victim, ev)
        return ev

    @rule(StartPanic)
    def start_panic(self, action: StartPanic) -> list[Event]:
        r = self.recipient
        self.panic = PanicChain(r, action.direction, r)
        ev: list[Event] = [_PANIC_STARTED[r, action.direction]]
        self._pass(r, KIND_INDEX[action.kind], ev)
        return ev

    @rule(PassOn)
    def pass_on(self, action: PassOn) -> list[Event]:
        assert self.panic is not None
        ev: list[Event] = []
        self._pass(self.panic.holder, KIND_INDEX[action.kind], ev)
        return ev

    def explain_illegal(self, action: Action) -> str:
        pending = self.pending
        assert pending is not None
        names = self.seat_names()
        t = type(action)
        if t is GiveCard:
            to = action.to  # type: ignore[attr-defined]
            if pending.kind != "give":
                return "nobody is handing out a card right now"
            if not 0 <= to < self.num_players:
                return f"there is no seat {to + 1} at this table"
            if not self.alive[to]:
                return f"{names[to]} is out of the game"
            if self.served[to]:
                return f"{names[to]} has already received a card this turn"
        if t is UseLawyer:
            if pending.kind != "lawyer":
                return "a Lawyer can only be called when a card is coming to you"
            if self.overview[pending.seat] != "lawyer" or self.uses_left[pending.seat] <= 0:
                return "you have no Lawyer left to call"
            return "a Lawyer cannot be called on a card passed in a Panic under these rules"
        if t is UseInformant:
            if pending.kind != "lawyer" or self.overview[pending.seat] != "informant":
                return "you do not hold an unused Informant"
            if self.panic is not None:
                return "the Informant only works on cards from the active player, never during a Panic"
            return "the Informant can only pass the card to another player who has no card yet this turn"
        if t is PassOn and pending.kind == "panic_pass":
            if self.panic is not None and self.panic.received == action.kind:  # type: ignore[attr-defined]
                return ("you may not pass on a card with the same name as the one you just received "
                        "while you have another kind")
            return "you have no such card in front of you"
        if t is StartPanic and pending.kind == "panic":
            if action.kind not in [KINDS[k] for k in FACE_UP if self._counts[pending.seat][k]]:  # type: ignore
                return "you have no such card in front of you"
            if sum(self.alive) <= 2:
                return "with two players left, both neighbours are the same player: pass it to the left"
            return "the Panic goes to the left under these rules"
        if t is StealLoot and pending.kind == "steal":
            return "you can only grab Loot from another player who has some"
        if t is SweepObstacles and pending.kind == "clover":
            return (f"the Four-Leaf Clover sweeps {self._p_clover_sweeps} of the obstacles "
                    f"in front of you")
        return super().explain_illegal(action)

    # ------------------------------------------------------------------ the turn
    def _serve_next(self, ev: list[Event]) -> None:
        """The active player's card is fully resolved, or their turn begins: draw the next card for a player
        still waiting, or end the turn; or, when the card ended the game, announce the end (every other event
        of the move is in). One method for all three, as it runs at every card of every game."""
        if self.winners is not None:
            ev.append(_GAME_OVER[self.winners, self.end_reason])
            return
        self.recipient = -1
        self.informed_by = -1
        waiting = self._waiting_bits
        if not waiting or not self.alive[self.active]:
            self._end_turn(ev)
            return
        deck = self._deck
        if not deck and not self._reshuffle(ev):
            self._decide_by_loot("the cards ran out", ev, CardsRanOut())
            return
        card = deck.pop()
        self._drawn.append(card)
        active = self.active
        ev.append(self._ev_drawn[active][card])
        if not deck:
            self._reshuffle(ev)
        seats = _SEATS_IN[waiting]
        if len(seats) == 1:
            self._give(seats[0], ev)
            return
        self.stage = "give"
        kind = self._kind[card]
        self.pending = _GIVE_DECISIONS[waiting << 7 | active << 4 | kind] or _give_decision(waiting, active, kind)

    def _reshuffle(self, ev: list[Event]) -> bool:
        """The deck is empty: the discard pile becomes the new deck at once."""
        deck, discard = self._deck, self._discard
        if not discard:
            return False
        deck.extend(discard)
        discard.clear()
        shuffle(self.rng, deck)
        self.tally.reshuffles += 1
        ev.append(_SHUFFLED["deck", len(deck)])
        return True

    def _give(self, to: int, ev: list[Event]) -> None:
        card = self._drawn[-1]
        ev.append(self._ev_given[self.active][to][card])
        self.tally.cards_dealt += 1
        self.recipient = to
        if self.uses_left[to] > 0:
            self.stage = "lawyer"
            self.pending = self._lawyer_decision(to, card)
        else:
            self._receive_active(ev)

    def _use_lawyer(self, ev: list[Event]) -> None:
        panic = self.panic
        who = panic.holder if panic is not None else self.recipient
        self.uses_left[who] -= 1
        self.revealed[who] = True
        self.tally.lawyers_used += 1
        discard = self._discard
        if panic is not None:
            card = self._passing.pop()
            discard.append(card)
            ev.append(_LAWYER_USED[who, card, KINDS[self._kind[card]], True, self.uses_left[who]])
            panic.received = ""
            self._panic_after(who, False, ev)
            return
        card = self._drawn.pop()
        discard.append(card)
        self.served[who] = True
        self._waiting_bits &= _CLEAR[who]
        ev.append(_LAWYER_USED[who, card, KINDS[self._kind[card]], False, self.uses_left[who]])
        self._serve_next(ev)

    def _use_informant(self, to: int, ev: list[Event]) -> None:
        who = self.recipient
        self.uses_left[who] -= 1
        self.revealed[who] = True
        self.tally.informant_used += 1
        card = self._drawn[-1]
        ev.append(InformantUsed(who, to, card, KINDS[self._kind[card]]))
        self.informed_by = who
        self.recipient = to
        if self._may_refuse(to, False):
            self._ask("lawyer")
        else:
            self._receive_active(ev)

    def _receive_active(self, ev: list[Event]) -> None:
        """The active player's card takes effect for its recipient."""
        r = self.recipient
        self.served[r] = True
        self._waiting_bits &= _CLEAR[r]
        drawn = self._drawn
        card = drawn[-1]
        k = self._kind[card]
        if k <= KEYS:
            self._place(r, card, k, drawn, ev)
            self._serve_next(ev)
        elif k == CLOVER:
            counts = self._counts[r]
            total = counts[0] + counts[1] + counts[2] + counts[3]
            if total <= self._p_clover_sweeps:
                self._sweep(r, [o for o in OBSTACLES for _ in range(counts[o])], ev)
                return
            combos = sweep_options(counts, self._p_clover_sweeps)
            if len(combos) == 1:
                self._sweep(r, list(combos[0]), ev)
            else:
                self._ask("clover")
        elif k == DROPPED_LOOT:
            victims = self._victims(r)
            if not victims:
                ev.append(NothingToSteal(r, card))
                self._spend(r, ev)
            elif len(victims) == 1:
                self._steal(r, victims[0], ev)
            else:
                self._ask("steal")
        else:
            assert k == PANIC
            if not self._fronts[r]:
                ev.append(_PANIC_ENDED[r, "no_cards"])
                self._spend(r, ev)
            else:
                self.tally.panics += 1
                self._ask("panic")

    def _spend(self, seat: int, ev: list[Event]) -> None:
        """A special card has done its work: to the discard pile, and the turn goes on."""
        card = self._drawn.pop()
        self._discard.append(card)
        ev.append(self._ev_discarded[seat][card])
        self._serve_next(ev)

    def _end_turn(self, ev: list[Event]) -> None:
        alive = self.alive
        n = self.num_players
        limit = self._p_showdown_players
        if limit and not self.showdown and sum(alive) <= limit:
            self.showdown = True
            ev.append(ShowdownBegan(tuple(s for s in range(n) if alive[s])))
        self.active = next_seat(self.active, n, alive)
        self.turn += 1
        self.served = [False] * n
        self._waiting_bits = self._alive_bits
        self._start_turn(ev)

    def _start_turn(self, ev: list[Event]) -> None:
        if self.turn > self._p_max_turns:
            self._decide_by_loot("the turn limit was reached", ev, None)
            return
        seat = self.active
        ev.append(_TURN_BEGAN[seat, self.turn])
        if self.showdown:
            self.tally.showdown_turns += 1
            cost = self._p_showdown_cost
            if self._counts[seat][LOOT] >= cost:
                paid = tuple(self._take_cards(seat, LOOT, cost))
                self._discard.extend(paid)
                ev.append(_SHOWDOWN_PAID[seat, paid])
            else:
                self.tally.showdown_out += 1
                self._eliminate(seat, ev, ShowdownUnpaid(seat, tuple(self._fronts[seat])),
                                "could not pay the showdown")
                if self.winners is None:
                    self._end_turn(ev)
                else:
                    ev.append(_GAME_OVER[self.winners, self.end_reason])
                return
        self._serve_next(ev)

    # ------------------------------------------------------------------ cards landing
    def _take_cards(self, seat: int, kind: int, n: int) -> list[int]:
        """Remove the ``n`` most recent cards of ``kind`` from in front of ``seat``."""
        front = self._fronts[seat]
        table = self._kind
        out = []
        for i in range(len(front) - 1, -1, -1):
            if table[front[i]] == kind:
                out.append(front.pop(i))
                if len(out) == n:
                    break
        self._counts[seat][kind] -= len(out)
        return out

    def _place(self, seat: int, card: int, kind: int, src: list[int], ev: list[Event]) -> bool:
        """An obstacle, Loot or equipment card arrives in front of ``seat``; True if they are caught.

        ``src`` is the one-card zone the card comes from ("drawn" or "passing").
        """
        src.pop()
        counts = self._counts[seat]
        other = COUNTER_OF[kind]
        if other < 0:  # Police or Loot
            self._fronts[seat].append(card)
            counts[kind] += 1
            ev.append(self._ev_placed[seat][card])
            limit = self._limits[0 if kind == POLICE else 5]
            if limit and counts[kind] >= limit:
                return self._check(seat, ev)
            return False
        if counts[other]:
            (partner,) = self._take_cards(seat, other, 1)
            discard = self._discard
            discard.append(card)
            discard.append(partner)
            if IS_OBSTACLE[kind]:
                ev.append(_COUNTERED[seat, partner, card, KINDS[other], KINDS[kind]])
            else:
                ev.append(_COUNTERED[seat, card, partner, KINDS[kind], KINDS[other]])
            return False
        if IS_OBSTACLE[kind]:  # a Guard Dog, Door Chain or Padlock (Police went above)
            self._fronts[seat].append(card)
            have = counts[kind] = counts[kind] + 1
            ev.append(self._ev_placed[seat][card])
            # the seat was safe before this card, so only a combination of its kind can be complete now:
            # that kind's own (the limits list them in kind order) or the mixed one
            limits = self._limits
            alone, mixed = limits[kind], limits[4]
            if (alone and have >= alone) or (mixed and have >= mixed):
                return self._check(seat, ev)
            return False
        if not self._p_store_equipment:
            self._discard.append(card)
            ev.append(self._ev_discarded[seat][card])
            return False
        self._fronts[seat].append(card)
        counts[kind] += 1
        ev.append(self._ev_stored[seat][card])
        return False

    def _check(self, seat: int, ev: list[Event]) -> bool:
        """The caught check: True (and the player is out) if they hold a caught combination."""
        combo = caught_combo(self._counts[seat], self._limits)
        if combo is None:
            return False
        caught = self.tally.caught
        caught[combo] = caught.get(combo, 0) + 1
        self._eliminate(seat, ev, Caught(seat, combo, tuple(self._fronts[seat])), "caught")
        return True

    def _eliminate(self, seat: int, ev: list[Event], why: Event, reason: str) -> None:
        front = self._fronts[seat]
        self._discard.extend(front)
        front.clear()
        self._counts[seat] = [0] * len(KINDS)
        self.alive[seat] = False
        self._alive_bits = alive = self._alive_bits & _CLEAR[seat]
        self._waiting_bits &= alive
        self.eliminated.append(seat)
        ev.append(why)
        ev.append(_SEAT_ELIMINATED[seat, reason])
        left = _SEATS_IN[alive]
        if len(left) == 1:
            self._finish(left[0], "last player standing")

    def _finish(self, winner: int, reason: str) -> None:
        self.winners = (winner,)
        self.end_reason = reason
        self.pending = None
        self.stage = "over"

    def _decide_by_loot(self, reason: str, ev: list[Event], why: Event | None) -> None:
        """Only under odd house rules: most Loot wins, then fewest obstacles, then turn order."""
        if why is not None:
            ev.append(why)
        n = self.num_players
        order = list(seats_from(self.active, n))
        best = max((s for s in order if self.alive[s]),
                   key=lambda s: (self._counts[s][LOOT], -sum(self._counts[s][k] for k in OBSTACLES),
                                  -order.index(s)))
        self._finish(best, reason)
        ev.append(_GAME_OVER[self.winners, self.end_reason])  # (nothing follows it in the move)

    # ------------------------------------------------------------------ special cards
    def _sweep(self, seat: int, kinds: list[int], ev: list[Event]) -> None:
        swept: list[int] = []
        for k in kinds:
            swept.extend(self._take_cards(seat, k, 1))
        self._discard.extend(swept)
        clover = self._drawn[-1]
        ev.append(CloverSwept(seat, clover, tuple(swept), tuple(KINDS[k] for k in kinds)))
        self._spend(seat, ev)

    def _steal(self, thief: int, victim: int, ev: list[Event]) -> None:
        (card,) = self._take_cards(victim, LOOT, 1)
        self._fronts[thief].append(card)
        self._counts[thief][LOOT] += 1
        ev.append(_LOOT_STOLEN[thief, victim, card])
        self._check(thief, ev)
        self._spend(thief, ev)

    def _pass(self, giver: int, kind: int, ev: list[Event]) -> None:
        """Panic: ``giver`` passes a face-up card of ``kind`` to the neighbour in the Panic's direction."""
        panic = self.panic
        assert panic is not None
        (card,) = self._take_cards(giver, kind, 1)
        self._passing.append(card)
        to = next_seat(giver, self.num_players, self.alive, panic.direction)
        ev.append(_CARD_PASSED[giver, to, card, KINDS[kind]])
        self.tally.panic_passes += 1
        panic.holder = to
        panic.received = ""
        if self._may_refuse(to, True):
            self._ask("lawyer")
        else:
            self._receive_pass(ev)

    def _receive_pass(self, ev: list[Event]) -> None:
        panic = self.panic
        assert panic is not None
        passing = self._passing
        card = passing[-1]
        kind = self._kind[card]
        caught = self._place(panic.holder, card, kind, passing, ev)
        panic.received = KINDS[kind]
        self._panic_after(panic.holder, caught, ev)

    def _panic_after(self, seat: int, caught: bool, ev: list[Event]) -> None:
        """After a passed card is resolved: the Panic ends, or ``seat`` passes on."""
        panic = self.panic
        assert panic is not None
        if caught:
            self._end_panic("caught", ev)
        elif seat == panic.origin:
            self._end_panic("returned", ev)
        elif not self._fronts[seat]:
            self._end_panic("empty", ev)
        else:
            options = self._pass_options(seat)
            if len(options) == 1:
                self._pass(seat, options[0], ev)
            else:
                self._ask("panic_pass")

    def _end_panic(self, reason: str, ev: list[Event]) -> None:
        panic = self.panic
        assert panic is not None
        self.panic = None
        ev.append(_PANIC_ENDED[panic.origin, reason])
        self._spend(panic.origin, ev)

    # ------------------------------------------------------------------ copies
    def copy(self) -> "AlarmState":
        """An independent copy, much faster than ``deepcopy`` (bots copy states a lot)."""
        rng = Rng(0)
        rng.setstate(self.rng.getstate())
        zones = Zones({name: cards for name, cards in self.zones.items()})  # Zones copies each list
        p = self.panic
        t = self.tally
        st = AlarmState(
            self.variant, self.num_players, self.seed, rng, zones, list(self.alive), self.active,
            list(self.served), list(self.overview), list(self.uses_left), list(self.revealed), self.showdown,
            self.turn, self.stage, self.recipient, self.informed_by,
            PanicChain(p.origin, p.direction, p.holder, p.received) if p is not None else None,
            list(self.eliminated),
            Tally(t.cards_dealt, t.lawyers_used, t.informant_used, t.panics, t.panic_passes, t.reshuffles,
                  t.showdown_turns, t.showdown_out, dict(t.caught)),
            self.pending, self.winners, self.end_reason)
        st.__dict__.update(_rule_values(self.variant))
        st._deck, st._discard, st._drawn, st._passing = (zones["deck"], zones["discard"], zones["drawn"],
                                                         zones["passing"])
        st._fronts = [zones[FRONT[s]] for s in range(self.num_players)]
        st._counts = [list(c) for c in self._counts]
        st._alive_bits, st._waiting_bits = self._alive_bits, self._waiting_bits
        return st

    # ------------------------------------------------------------------ reading the table
    def counts(self, seat: int) -> tuple[int, ...]:
        """How many cards of each kind (index = kind) lie in front of ``seat``."""
        return tuple(self._counts[seat])

    def view(self, seat: int | None) -> AlarmView:
        """What ``seat`` may know (``None``: an observer): the Informant stays hidden until used.

        Every computer player's decision asks for one, so it is built directly
        (see :func:`~game.alarm.view.make_view`)."""
        n = self.num_players
        secret = self._p_informant
        if not secret or seat is None:
            overview, uses = tuple(self.overview), tuple(self.uses_left)
        else:
            revealed, cards, left = self.revealed, self.overview, self.uses_left
            overview = tuple(cards[s] if s == seat or revealed[s] else "unused" for s in range(n))
            uses = tuple(left[s] if s == seat or revealed[s] else -1 for s in range(n))
        panic = self.panic
        drawn, passing, pending = self._drawn, self._passing, self.pending
        return make_view(
            seat, n, self.turn, self.active, tuple(self.alive), tuple(self.served), tuple(map(tuple, self._fronts)),
            tuple(map(tuple, self._counts)), len(self._deck), tuple(self._discard), drawn[-1] if drawn else -1,
            passing[-1] if passing else -1, self.recipient, self.informed_by, self.stage,
            pending.seat if pending is not None else -1,
            (panic.origin, panic.direction, panic.holder, panic.received) if panic is not None else None,
            self.showdown, overview, uses, tuple(self.eliminated), self.winners, self._kind, self._limits, secret)

    def scores(self) -> list[float]:
        """Alive players score their Loot; the eliminated score lower the earlier they went out."""
        n = self.num_players
        out = []
        for s in range(n):
            if self.winners is not None and s in self.winners:
                out.append(100.0)
            elif self.alive[s]:
                out.append(float(self._counts[s][LOOT]))
            else:
                out.append(-float(n - self.eliminated.index(s)))
        return out

    def stats(self) -> dict[str, Any]:
        t = self.tally
        out: dict[str, Any] = {
            "turns": self.turn,
            "cards_dealt": t.cards_dealt,
            "showdown": int(self.showdown),
            "showdown_turns": t.showdown_turns,
            "showdown_out": t.showdown_out,
            "lawyers_used": t.lawyers_used,
            "informant_used": t.informant_used,
            "panics": t.panics,
            "panic_passes": t.panic_passes,
            "reshuffles": t.reshuffles,
            "end_reason": self.end_reason,
        }
        for combo in COMBOS:
            out[f"caught_{combo}"] = t.caught.get(combo, 0)
        return out

    # ------------------------------------------------------------------ invariants
    def validate(self) -> None:
        self._check_table()
        self._check_decision()

    def _check_table(self) -> None:
        """The cards, the overview cards and who is still in agree with the rules."""
        n = self.num_players
        if not 2 <= n <= MAX_SEATS:
            raise StateError(f"Alarm! needs 2 to {MAX_SEATS} players, not {n}")
        for name, lst in (("alive", self.alive), ("served", self.served), ("overview", self.overview),
                          ("uses_left", self.uses_left), ("revealed", self.revealed)):
            if len(lst) != n:
                raise StateError(f"'{name}' must have one entry per player ({n})")
        expected = {"deck", "discard", "drawn", "passing", *FRONT[:n]}
        if set(self.zones) != expected:
            raise StateError(f"the zones must be {sorted(expected)}")
        self.zones.check_conservation(range(len(self._kind)))
        if len(self.zones["drawn"]) > 1 or len(self.zones["passing"]) > 1:
            raise StateError("at most one card can be on its way at a time")
        if self.overview.count("informant") > 1 or not _OVERVIEW_CARDS.issuperset(self.overview):
            raise StateError("each player holds a Lawyer, or one player the Informant")
        if "informant" in self.overview and not self.variant.informant:
            raise StateError("the Informant is only dealt under the Informant rule")
        if min(self.uses_left) < 0:
            raise StateError("an overview card cannot be used a negative number of times")
        kind = self._kind
        nothing = [0] * len(KINDS)
        for s in range(n):
            front = self.zones[FRONT[s]]
            counts = nothing
            if front:  # (an empty front counts nothing, holds nothing special and completes no combination)
                counts = [0] * len(KINDS)
                for card in front:
                    counts[kind[card]] += 1
            if counts != self._counts[s]:
                raise StateError(f"the card counts of seat {s + 1} are out of date")
            if front:
                if counts[CLOVER] or counts[PANIC] or counts[DROPPED_LOOT]:
                    raise StateError(f"seat {s + 1} has a special card lying in front of them")
                for eq in EQUIPMENT:
                    if counts[eq] and counts[COUNTER_OF[eq]]:
                        raise StateError(f"seat {s + 1} holds a {NAMES[eq]} and the obstacle it counters")
            if not self.alive[s]:
                if front:
                    raise StateError(f"seat {s + 1} is out of the game but still has cards")
                if s not in self.eliminated:
                    raise StateError(f"seat {s + 1} is out of the game but not in the elimination order")
            elif front:
                combo = caught_combo(counts, self._limits)
                if combo is not None:
                    raise StateError(f"seat {s + 1} is still in the game while caught ({combo})")
        if sorted(self.eliminated) != [s for s in range(n) if not self.alive[s]]:
            raise StateError("the elimination order does not match who is out")
        bits = _seat_bits(self.alive)
        if self._alive_bits != bits or self._waiting_bits != bits & ~_seat_bits(self.served):
            raise StateError("who is in and who still waits for a card are out of date")

    def _check_decision(self) -> None:
        """The game is over, or its one pending decision is the one the table calls for."""
        if self.winners is not None:
            if self.pending is not None:
                raise StateError("a finished game cannot have a pending decision")
            return
        if self.pending is None:
            raise StateError("a game in progress needs a pending decision")
        if sum(self.alive) < 2:
            raise StateError("a game in progress needs two players still in")
        if not self.alive[self.active]:
            raise StateError("the active player must still be in the game")
        if self.pending.seat != self._decision().seat or self.pending.actions != self._decision().actions:
            raise StateError("the pending decision does not fit the table")
        if self.pending.kind != self.stage:
            raise StateError("the pending decision does not fit the stage")
        if self.zones["passing"] and (self.panic is None or self.stage != "lawyer"):
            raise StateError("a card can only be on its way in a Panic, waiting for a Lawyer")
        if self.panic is not None and self.stage not in ("lawyer", "panic_pass"):
            raise StateError("a Panic in progress waits for a Lawyer or for a card to be passed on")
        if len(self.zones["drawn"]) != 1:
            raise StateError("while the game goes on, exactly one drawn card is being dealt with")


def new_state(variant: Variant, num_players: int, seed: int, deck: Sequence[int] | None = None) -> AlarmState:
    """A new game of Alarm!; ``deck`` (optional) is a full deck order, top card first."""
    return AlarmState.new(variant, num_players, seed, deck)



#: the state class of this game (read by :meth:`GameSpec.assemble`)
STATE = AlarmState

__all__ = ["AlarmState", "AlarmView", "PanicChain", "Tally", "new_state", "FRONT"]
