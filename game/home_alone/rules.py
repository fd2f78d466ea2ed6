"""Home Alone as RULINGS.md plays it: hiding, the spin, the Crooks, the Kids, the end.

Every move comes through the engine's one gate (:meth:`GameState.apply`): the
fast legality check :meth:`HomeAloneState.legal_form` accepts it, then the method
marked ``@rule`` for its type plays it. A game runs through these steps
(``HomeAloneState.step``), each one pending decision:

``hide``         the hider places their next marker (one decision per marker, in
                 the order the seat drew them from its pile, private)
``spin``         the current player spins (a one-button decision, so the UI can
                 animate it and undo stops there)
``crook``        move either Crook the number (or as far as possible)
``escape_spin``  a Kid was found: its owner spins for the free escape
``escape``       ... and moves the Kid away (it must move)
``kids``         each upright Kid, the current player's first, may move the number

The game ends when a Crook catches an upright Kid (any Kid, the mover's own
included), when nothing that scores is left hidden, after the announced last
round (``round_limit``, the family default), or at the safety stop
(``turn_limit``: no rule ended the game, which a playtest reports as a rule gap).

The moves are in :mod:`.actions`, what happens in :mod:`.events`, what a seat may
know in :mod:`.view`; :mod:`.positions` builds positions by hand. The hot path
(spin, Crook move, hiding) is written for speed: simulations play hundreds of
games a second.
"""

from __future__ import annotations

import copy as _copy
import dataclasses
from bisect import bisect_left
from dataclasses import dataclass, field
from typing import Any, ClassVar, Mapping, Sequence

from game.engine import Action, Decision, Event, GameOver, GameState, Rng, StateError, Variant, rule
from game.engine.codec import TRANSIENT
from game.engine.memo import per_object
from game.engine.seats import seats_from
from game.home_alone.actions import (
    ACTION_TYPES,
    CROOK_NAMES,
    SPIN_ACTION,
    STAY,
    HideMarker,
    MoveCrook,
    MoveKid,
    Spin,
    StayPut,
)
from game.home_alone.board import HANDLE_BAR, TREEHOUSE, Board, board_from_ref, default_board
from game.home_alone.events import (
    _SPUN,
    _TURNS,
    EVENT_TYPES,
    CrookMoved,
    CrooksArrive,
    CrooksStuck,
    HidingDone,
    KidCaught,
    KidEscaped,
    KidFound,
    KidMoved,
    KidOut,
    KidsComeOut,
    KidStayed,
    KidToTreehouse,
    LastRound,
    MarkerHidden,
    MarkerTaken,
    Spun,
    _spun,
    _turn_began,
)
from game.home_alone.hiding import hide_problem
from game.home_alone.markers import KID as KID_MARKER
from game.home_alone.markers import TRAP, VALUABLE, MarkerSet
from game.home_alone.movement import CROOK, KID, Mover, mover
from game.home_alone.view import HomeAloneView, winners_of

HIDE, SPIN, CROOK_STEP, ESCAPE_SPIN, ESCAPE, KIDS, OVER = "hide", "spin", "crook", "escape_spin", "escape", "kids", "over"
STEPS = (HIDE, SPIN, CROOK_STEP, ESCAPE_SPIN, ESCAPE, KIDS, OVER)
_STEP_NAMES = {s: s for s in STEPS}

# How a game ends (``end_reason``). The first three are endings of the rules; the safety stop
# is not: its name says "limit", which is how a playtest tells a rule gap (game.playtest.runner).
END_CAUGHT, END_CLEARED, END_ROUNDS, END_TURNS = "caught", "cleared", "last_round", "turn_limit"
END_WORDS = {END_CAUGHT: "a Kid was caught", END_CLEARED: "no hidden valuables or booby-traps are left",
             END_ROUNDS: "the last round is over", END_TURNS: "the safety stop was reached: no rule ended the game"}
RULE_ENDINGS = (END_CAUGHT, END_CLEARED, END_ROUNDS)

_DECISION_FIELDS = ("seat", "kind", "actions", "prompt", "private")
if tuple(f.name for f in dataclasses.fields(Decision)) == _DECISION_FIELDS:
    _setters = tuple(Decision.__dict__[name].__set__ for name in _DECISION_FIELDS)

    def _decision(seat: int, kind: str, actions: tuple[Action, ...], prompt: str, private: bool,
                  _new=object.__new__, _cls=Decision, _s=_setters) -> Decision:
        """``Decision(seat, kind, actions, prompt, private)`` at a third of the cost: the
        frozen dataclass's generated ``__init__`` is the single biggest cost of a move.
        Callers guarantee ``actions`` is not empty (what ``__post_init__`` checks)."""
        d = _new(_cls)
        _s[0](d, seat)
        _s[1](d, kind)
        _s[2](d, actions)
        _s[3](d, prompt)
        _s[4](d, private)
        return d
else:  # pragma: no cover - the engine's Decision changed shape: use its constructor
    def _decision(seat: int, kind: str, actions: tuple[Action, ...], prompt: str, private: bool) -> Decision:
        return Decision(seat, kind, actions, prompt, private)


# -- the state -------------------------------------------------------------------------------------

class Rules:
    """A variant's values as plain attributes: read on every move, so kept out of
    the (slower) :class:`~game.engine.Variant` lookup."""

    __slots__ = ("exact", "share", "cap", "device", "spin_low", "spin_span", "kid_shorter", "escaped_kid_moves",
                 "turn_limit", "round_limit", "kids_out", "safe_tree", "own_markers", "hide_batch", "diagonals", "prompts")

    def __init__(self, v: Variant):
        self.exact = v.distance == "exact"
        self.share = v.crooks_share_square
        self.cap = v.markers_per_square
        self.device = v.randomizer
        self.spin_low = v.spin_low
        self.spin_span = v.spin_high - v.spin_low + 1
        self.kid_shorter = v.kid_short_move == "shorter"
        self.escaped_kid_moves = v.escaped_kid_moves
        self.turn_limit = v.turn_limit
        self.round_limit = v.round_limit
        self.kids_out = v.kids_come_out
        self.safe_tree = v.safe_treehouse
        self.own_markers = v.own_markers
        self.hide_batch = v.hide_batch
        self.diagonals = v.diagonals
        # short enough for the table's status line beside its buttons ("1–6": up to six)
        self.prompts = {}
        for kind, text in ((CROOK_STEP, "Move a Crook {}"), (ESCAPE, "Run! Move your Kid {}"),
                           (KIDS, "Your Kid may move {}")):
            self.prompts[kind] = {k: text.format(f"{k} square{'s' if k != 1 else ''}" if self.exact or k <= 1
                                                 else f"1–{k} squares")
                                  for k in range(0, 13)}


_rules_cache: dict[Any, Rules] = {}


@per_object(limit=256)
def rules_of(variant: Variant) -> Rules:
    """The :class:`Rules` of a variant (cached: new games start often in simulations), shared by equal
    variants too (what is worked out per floor plan and spinner stays warm across variant objects)."""
    key = tuple(sorted(variant.params.items()))
    got = _rules_cache.get(key)
    if got is None:
        got = _rules_cache[key] = Rules(variant)
    return got


@dataclass(eq=False)
class HomeAloneState(GameState):
    variant: Variant = field(metadata=TRANSIENT)
    num_players: int
    seed: int
    rng: Rng
    board_ref: str
    step: str = HIDE
    turn: int = 0
    current: int = 0
    number: int = 0  # the turn's spin
    escape_number: int = 0
    move_len: int = 0  # length of the move the pending decision asks for
    hider: int = 0
    hide_step_left: int = 0
    crooks: list[int] = field(default_factory=list)
    kids: list[int] = field(default_factory=list)
    squares: dict[int, list[int]] = field(default_factory=dict)  # hidden markers by square
    supply: list[list[int]] = field(default_factory=list)  # markers still to hide, next first
    van: list[int] = field(default_factory=list)
    crooks_pile: list[int] = field(default_factory=list)
    found: list[int] = field(default_factory=list)  # Kid markers found (their Kids stand up)
    escapes: list[int] = field(default_factory=list)  # seats whose found Kid must still get away
    escaped: list[int] = field(default_factory=list)  # seats whose Kid escaped this turn
    kid_queue: list[int] = field(default_factory=list)  # seats still to move their Kid this turn
    caught: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    hidden_left: int = 0  # valuables and booby-traps still hidden on the board
    spins: list[int] = field(default_factory=list)  # numbers the next spins give, next first (scripted)
    pending: Decision | None = None
    winners: tuple[int, ...] | None = None
    end_reason: str = ""
    # transient: rebuilt from the fields above
    board: Board = field(default=None, metadata=TRANSIENT)  # type: ignore[assignment]
    mv: Mover = field(default=None, metadata=TRANSIENT)  # type: ignore[assignment]
    markers: MarkerSet = field(default=None, metadata=TRANSIENT)  # type: ignore[assignment]
    cfg: Rules = field(default=None, metadata=TRANSIENT)  # type: ignore[assignment]
    opening_events: list[Event] = field(default_factory=list, metadata=TRANSIENT)
    hide_sq: list[list[int]] = field(default_factory=list, metadata=TRANSIENT)  # per seat, sorted
    hide_legal: list[list[Action]] = field(default_factory=list, metadata=TRANSIENT)  # the same, as actions
    legal_info: Any = field(default=None, metadata=TRANSIENT)  # what the pending decision allows
    tables: Any = field(default=None, metadata=TRANSIENT)  # per Crook: start*16+k -> (actions, ends)
    kid_table: Any = field(default=None, metadata=TRANSIENT)  # the same for a Kid
    spin_decisions: Any = field(default=None, metadata=TRANSIENT)  # per seat, the turn's spin decision
    ev_moves: Any = field(default=None, metadata=TRANSIENT)  # (crook, path) -> CrookMoved, (seat, path, escape) -> KidMoved/KidEscaped
    layout_cache: Any = field(default=None, metadata=TRANSIENT)  # events and prompts of this marker layout
    view_cache: Any = field(default=None, metadata=TRANSIENT)  # what views show of the markers (see _layout)
    hide_at: int = field(default=-1, metadata=TRANSIENT)  # where legal_form last found a hiding square in hide_sq
    seat_orders: Any = field(default=None, metadata=TRANSIENT)  # per seat, every seat in turn order from it
    last_turn: int = field(default=0, metadata=TRANSIENT)  # the turn after which the game stops
    last_reason: str = field(default=END_TURNS, metadata=TRANSIENT)  # ... and why: the rounds or the safety stop
    warn_turn: int = field(default=0, metadata=TRANSIENT)  # the turn the last round begins with (0: none)
    out_turn: int = field(default=-1, metadata=TRANSIENT)  # the turn after whose Crook move the Kids come out
    spec_id: ClassVar[str] = "home_alone"
    action_rules: ClassVar[Mapping[str, str]] = {  # where "Why not? Show me" opens the rules
        "HideMarker": "Hiding", "Spin": "A turn", "MoveCrook": "A turn", "MoveKid": "Kids", "StayPut": "Kids"}

    # -- setting up ------------------------------------------------------------------------
    @classmethod
    def new(cls, variant: Variant, num_players: int, seed: int, deck: Sequence[int] | None = None, *,
            board: Board | None = None, check_room: bool = True) -> "HomeAloneState":
        """A new game: markers in hand, Crooks on the start square, seat 0 hides first.

        ``deck`` is Home Alone's stacked order: the numbers the first spins give
        (then the seeded generator takes over), e.g. ``[4, 2]``; each must be one the
        spinner or die shows. ``board`` defaults to the shipped floor plan;
        ``check_room=False`` skips the check that every marker fits on it (for
        positions set up by hand on tiny boards, where nobody hides anything).
        """
        if not 2 <= num_players <= 4:
            raise ValueError(f"Home Alone needs 2 to 4 players, not {num_players}")
        spins = check_spins(variant, deck) if deck is not None else []
        board = board or default_board()
        rng = Rng(seed)
        markers = MarkerSet(variant.traps, variant.valuables)
        squares = len(board.hideable)
        if check_room and (squares < markers.per_seat
                           or squares * variant.markers_per_square < num_players * markers.per_seat):
            raise ValueError(f"the floor plan has too few floor squares ({squares}) for {num_players} players' "
                             f"markers at {variant.markers_per_square} per square")
        supply = []
        for s in range(num_players):
            mine = list(markers.of_seat(s))
            # the order each player picks up their markers: private (a Fisher-Yates shuffle
            # on rng.random(), several times faster than Random.shuffle)
            rand = rng.random
            for i in range(len(mine) - 1, 0, -1):
                j = int(rand() * (i + 1))
                mine[i], mine[j] = mine[j], mine[i]
            supply.append(mine)
        st = cls(variant, num_players, seed, rng, board.ref, crooks=[board.start, board.start],
                 kids=[-1] * num_players, supply=supply, points=[0] * num_players,
                 hide_step_left=min(variant.hide_batch, markers.per_seat), spins=spins)
        st._attach(board)
        st.opening_events = [CrooksArrive(board.start)]
        st._decide()
        return st

    def _attach(self, board: Board) -> None:
        self.board = board
        cfg = self.cfg = rules_of(self.variant)
        self.mv = mover(board, cfg.diagonals, cfg.safe_tree)
        n = self.num_players
        if cfg.round_limit and cfg.round_limit * n <= cfg.turn_limit:
            self.last_turn, self.last_reason = cfg.round_limit * n, END_ROUNDS
            self.warn_turn = (cfg.round_limit - 1) * n + 1
        else:
            self.last_turn, self.last_reason, self.warn_turn = cfg.turn_limit, END_TURNS, 0
        self.out_turn = cfg.kids_out * n if cfg.kids_out and cfg.kids_out * n < self.last_turn else -1
        self.markers = MarkerSet(self.variant.traps, self.variant.valuables)
        self.tables = (self._table(CROOK, 0), self._table(CROOK, 1))
        self.kid_table = self._table(KID, 0)
        self.spin_decisions = [self._spin_decision(s, "turn") for s in range(self.num_players)]
        self.seat_orders = [tuple(seats_from(s, n)) for s in range(n)]
        key = ("layout", self.markers)  # marker ids mean different things under other marker counts
        self.layout_cache = self.mv.memo.get(key)
        if self.layout_cache is None:
            self.layout_cache = self.mv.memo[key] = ({}, {}, {})  # hidden, taken, prompts
        self.ev_moves = self.mv.memo.get("ev_moves")
        if self.ev_moves is None:
            self.ev_moves = self.mv.memo["ev_moves"] = {}
        self.step = _STEP_NAMES.get(self.step, self.step)  # the fast paths compare steps by identity
        self.view_cache = None
        self._rebuild_hide_legal()

    def _table(self, piece: int, crook: int) -> dict[int, Any]:
        key = ("moves", piece, crook, self.cfg.exact)
        table = self.mv.memo.get(key)
        if table is None:
            table = self.mv.memo[key] = {}
        return table  # type: ignore[return-value]

    def _rebuild_hide_legal(self) -> None:
        """Per seat, the squares where it may hide its next marker (kept up to date by ``_hide``)."""
        self.legal_info = None
        if self.step != HIDE:
            self.hide_sq = []
            self.hide_legal = []
            return
        acts = self._hide_actions()
        if not self.squares:
            base = self.mv.memo.get("hide_base")
            if base is None:
                sqs = sorted(self.board.hideable)
                base = self.mv.memo["hide_base"] = (sqs, [acts[sq] for sq in sqs])
            self.hide_sq = [list(base[0]) for _ in range(self.num_players)]  # type: ignore[index]
            self.hide_legal = [list(base[1]) for _ in range(self.num_players)]  # type: ignore[index]
            return
        else:
            cap = self.cfg.cap
            per = self.markers.per_seat
            self.hide_sq = []
            for s in range(self.num_players):
                legal = []
                for sq in sorted(self.board.hideable):
                    stack = self.squares.get(sq, ())
                    if len(stack) < cap and all(m // per != s for m in stack):
                        legal.append(sq)
                self.hide_sq.append(legal)
        self.hide_legal = [[acts[sq] for sq in sqs] for sqs in self.hide_sq]

    def after_load(self) -> None:
        self._attach(board_from_ref(self.board_ref))
        self.opening_events = []

    def copy(self) -> "HomeAloneState":
        """An independent copy sharing the immutable board and caches (for bots that search)."""
        new = _copy.copy(self)
        new.rng = Rng(0)
        new.rng.setstate(self.rng.getstate())
        new.crooks = list(self.crooks)
        new.kids = list(self.kids)
        new.squares = {k: list(v) for k, v in self.squares.items()}
        new.supply = [list(s) for s in self.supply]
        new.van = list(self.van)
        new.crooks_pile = list(self.crooks_pile)
        new.found = list(self.found)
        new.escapes = list(self.escapes)
        new.escaped = list(self.escaped)
        new.kid_queue = list(self.kid_queue)
        new.caught = list(self.caught)
        new.points = list(self.points)
        new.spins = list(self.spins)
        new.hide_sq = [list(x) for x in self.hide_sq]
        new.hide_legal = [list(x) for x in self.hide_legal]
        new.opening_events = []
        new.view_cache = None
        return new

    # -- decisions ---------------------------------------------------------------------------
    def _spin_decision(self, seat: int, purpose: str) -> Decision:
        key = ("spin_decision", seat, purpose, self.cfg.device)
        memo = self.mv.memo
        dec = memo.get(key)
        if dec is None:
            word = "Spin the spinner" if self.cfg.device == "spinner" else "Roll the die"
            prompt = f"{word} for your turn" if purpose == "turn" else f"Getaway! {word}"
            dec = Decision(seat, SPIN if purpose == "turn" else ESCAPE_SPIN, (SPIN_ACTION,), prompt)
            memo[key] = dec
        return dec  # type: ignore[return-value]

    def _prompt(self, kind: str, k: int) -> str:
        return self.cfg.prompts[kind][k]

    def _decide(self) -> list[Event]:
        """Set the pending decision for the current step; auto-resolve what nobody would choose."""
        events: list[Event] = []
        while True:
            step = self.step
            if step is SPIN:
                self.pending = self.spin_decisions[self.current]
                return events
            if step is CROOK_STEP:
                k, acts, info = self._crook_actions(self.number)
                if not acts:
                    events.append(CrooksStuck(self.current))
                    if self.turn == self.out_turn:
                        events.extend(self._kids_come_out())
                    if self.escapes:
                        self.escapes.sort(key=self.seat_orders[self.current].index)
                        self.step = ESCAPE_SPIN
                        continue
                    self._start_kid_moves()
                    continue
                self.move_len = k
                self.legal_info = info
                self.pending = _decision(self.current, CROOK_STEP, acts, self.cfg.prompts[CROOK_STEP][k], False)
                return events
            if step is KIDS:
                queue = self.kid_queue
                while queue:
                    s = queue[0]
                    k, acts, info = self._kid_actions(self.kids[s], self.number, True)
                    if acts:
                        self.move_len = k
                        self.legal_info = info
                        self.pending = _decision(s, KIDS, acts, self.cfg.prompts[KIDS][k], False)
                        return events
                    events.append(KidStayed(s, True))
                    queue.pop(0)
                events.extend(self._end_turn())
                if self.step is OVER:
                    return events
                continue
            if step is HIDE:
                s = self.hider
                self.pending = _decision(s, HIDE, tuple(self.hide_legal[s]), self._hide_prompt(s), True)
                return events
            if step is ESCAPE_SPIN:
                self.pending = self._spin_decision(self.escapes[0], "escape")
                return events
            if step is ESCAPE:
                s = self.escapes[0]
                k, acts, info = self._kid_actions(self.kids[s], self.escape_number, False)
                if not acts:
                    events.append(KidStayed(s, True))
                    self._next_escape()
                    continue
                self.move_len = k
                self.legal_info = info
                self.pending = _decision(s, ESCAPE, acts, self.cfg.prompts[ESCAPE][k], False)
                return events
            if step is OVER:
                self.pending = None
                return events
            raise StateError(f"unknown step {step!r}")  # pragma: no cover

    def _hide_prompt(self, seat: int) -> str:
        supply = self.supply[seat]
        marker = supply[0]
        total = self.markers.per_seat
        key = marker * 64 + total - len(supply)
        memo = self.layout_cache[2]
        got = memo.get(key)
        if got is None:
            mk = self.markers
            got = f"Hide your {mk.name(marker)} ({mk.kind(marker)}), marker {total - len(supply) + 1} of {total}"
            memo[key] = got
        return got  # type: ignore[return-value]

    def _hide_actions(self) -> list[HideMarker]:
        memo = self.mv.memo
        got = memo.get("hide_actions")
        if got is None:
            got = [HideMarker(i) for i in range(len(self.board.kinds))]
            memo["hide_actions"] = got
        return got  # type: ignore[return-value]

    def _moves_of(self, piece: int, crook: int, start: int, k: int) -> tuple[tuple[Action, ...], dict[int, Any]]:
        """The (cached) actions and end squares of a Crook's move of exactly / up to ``k``."""
        table = self.tables[crook]
        key = start * 16 + k
        got = table.get(key)  # type: ignore[union-attr]
        if got is None:
            mv = self.mv
            dests = mv.ends(piece, start, k, self.cfg.exact)
            acts = tuple(MoveCrook(crook, d) for d in dests)
            got = table[key] = (acts, dests)  # type: ignore[index]
        return got  # type: ignore[return-value]

    def _kid_moves(self, start: int, k: int) -> tuple[tuple[Action, ...], dict[int, Any], dict[int, int]]:
        """The (cached) moves of a Kid of exactly / up to ``k``: :data:`STAY` then one action per end
        square (the order of the decision after a Crook's move), the end squares with their paths, and
        each end square's place in those actions (so that a Crook's square is cut out by slicing)."""
        dests = self.mv.ends(KID, start, k, self.cfg.exact)
        acts = (STAY, *(MoveKid(d) for d in dests))
        got = self.kid_table[start * 16 + k] = (acts, dests, {d: i for i, d in enumerate(dests, 1)})
        return got

    def _crook_actions(self, n: int) -> tuple[int, tuple[Action, ...], Any]:
        """The legal Crook moves for the number ``n``: exactly/up to ``n``; with the exact
        rule, if neither Crook can make such a move, the longest move either can make.

        Returns the length, the actions, and per Crook the end squares allowed.
        """
        cfg = self.cfg
        c0, c1 = self.crooks
        k = n
        while k > 0:
            t0, d0 = self._moves_of(CROOK, 0, c0, k)
            t1, d1 = self._moves_of(CROOK, 1, c1, k)
            if not cfg.share and c0 != c1:
                if c1 in d0:
                    t0 = tuple(a for a in t0 if a.to != c1)  # type: ignore[attr-defined]
                    d0 = {d: p for d, p in d0.items() if d != c1}
                if c0 in d1:
                    t1 = tuple(a for a in t1 if a.to != c0)  # type: ignore[attr-defined]
                    d1 = {d: p for d, p in d1.items() if d != c0}
            if t0 or t1:
                return k, t0 + t1, (d0, d1)
            if not cfg.exact:
                break
            k -= 1
        return 0, (), None

    def _kid_actions(self, start: int, n: int, stay: bool) -> tuple[int, tuple[Action, ...], Any]:
        """Moves of a Kid from ``start`` for the number ``n``, never ending on a Crook, led by
        :data:`STAY` when ``stay`` (the Kids' moves after the Crook's; a getaway must move).

        Returns the length, the actions (empty when the Kid cannot move), and the (end squares,
        Crook squares) allowed.
        """
        cfg = self.cfg
        c0, c1 = self.crooks
        table = self.kid_table
        k = n
        while k > 0:
            acts, dests, place = table.get(start * 16 + k) or self._kid_moves(start, k)
            i = place.get(c0, 0)
            j = place.get(c1, 0)
            if i or j:  # leave out the Crooks' squares (slices keep the order)
                if i > j:
                    i, j = j, i
                if i == 0 or i == j:
                    acts = acts[:j] + acts[j + 1:]
                else:
                    acts = acts[:i] + acts[i + 1:j] + acts[j + 1:]
            if len(acts) > 1:
                return k, (acts if stay else acts[1:]), (dests, c0, c1)
            if not (cfg.exact and cfg.kid_shorter):
                break
            k -= 1
        return 0, (), None

    # -- playing: the engine's gate (legal_form), then one @rule method per kind of move ------------------------
    def legal_form(self, action: Action) -> Action | None:
        """``action`` if it is among the pending decision's actions, else ``None``: the same answer as
        ``action in pending.actions`` (a test checks it), without scanning the list. Falls back to the
        scan when the shortcut is not set up (just after loading)."""
        if self.pending is None:
            return None
        info = self.legal_info
        step = self.step
        if step is CROOK_STEP:
            if info is None:
                return action if action in self.pending.actions else None
            if type(action) is not MoveCrook:
                return None
            c = action.crook  # type: ignore[attr-defined]
            return action if (c == 0 or c == 1) and action.to in info[c] else None  # type: ignore[attr-defined]
        if step is SPIN or step is ESCAPE_SPIN:
            return action if action is SPIN_ACTION else None
        if step is KIDS or step is ESCAPE:
            if info is None:
                return action if action in self.pending.actions else None
            if action is STAY:
                return action if step is KIDS else None
            if type(action) is not MoveKid:
                return None
            dests, c0, c1 = info
            to = action.to  # type: ignore[attr-defined]
            return action if to in dests and to != c0 and to != c1 else None
        if step is HIDE:
            if type(action) is not HideMarker or not self.hide_sq:
                return None
            sq = action.square  # type: ignore[attr-defined]
            if type(sq) is not int:
                return None
            sqs = self.hide_sq[self.hider]
            i = self.hide_at = bisect_left(sqs, sq)  # (kept for hide_marker, which plays it next)
            return action if i < len(sqs) and sqs[i] == sq else None
        return None

    def _is_legal(self, action: Action) -> bool:
        """Is ``action`` among the pending decision's actions (see :meth:`legal_form`)?"""
        return self.legal_form(action) is not None

    @rule(Spin)
    def spin(self, action: Spin) -> list[Event]:
        """The turn's spin, then the Crook decision (the commonest step of all), or a found Kid's getaway spin."""
        cfg = self.cfg
        spins = self.spins
        n = spins.pop(0) if spins else cfg.spin_low + int(self.rng.random() * cfg.spin_span)  # the spinner or die: a scripted number first
        if self.step is ESCAPE_SPIN:
            self.escape_number = n
            self.step = ESCAPE
            events: list[Event] = [_spun(self.escapes[0], n, cfg.device, "escape")]
            events.extend(self._decide())
            return events
        self.number = n
        self.step = CROOK_STEP
        cur = self.current
        ev = _SPUN.get((cur, n, cfg.device, "turn")) or _spun(cur, n, cfg.device, "turn")
        if cfg.share:
            c0, c1 = self.crooks
            t0, t1 = self.tables
            e0 = t0.get(c0 * 16 + n) or self._moves_of(CROOK, 0, c0, n)
            e1 = t1.get(c1 * 16 + n) or self._moves_of(CROOK, 1, c1, n)
            acts = e0[0] + e1[0]
            if acts:
                self.move_len = n
                self.legal_info = (e0[1], e1[1])
                self.pending = _decision(cur, CROOK_STEP, acts, cfg.prompts[CROOK_STEP][n], False)
                return [ev]
        events = [ev]
        events.extend(self._decide())
        return events

    @rule(MoveKid)
    def move_kid(self, action: MoveKid) -> list[Event]:
        """An upright Kid's move after the Crook, or a found Kid's getaway."""
        escape = self.step is ESCAPE
        seat = self.escapes[0] if escape else self.kid_queue.pop(0)
        to = action.to
        info = self.legal_info  # (the decision's end squares and their paths, when it was just made)
        if info is not None:
            path = info[0][to]
        else:
            path = self.mv.ends(KID, self.kids[seat], self.move_len, self.cfg.exact)[to]
        kids = self.kids
        kids[seat] = to
        cache = self.ev_moves
        key = (seat, path, escape)
        ev = cache.get(key)
        if ev is None:
            if len(cache) > 50_000:
                cache.clear()
            where = self.board.where(to)
            ev = cache[key] = KidEscaped(seat, path, where) if escape else KidMoved(seat, path, where)
        events: list[Event] = [ev]  # type: ignore[list-item]
        if self.board.kinds[to] == HANDLE_BAR:
            self._zip(seat, to, events)
        if escape:
            self.escaped.append(seat)
            self._next_escape()
        events.extend(self._decide())
        return events

    def _zip(self, seat: int, to: int, events: list[Event]) -> None:
        """A Kid that ends on a handle bar zips to the Treehouse: to a square with nobody on it if there
        is one, never onto a Crook (kept out of :meth:`move_kid`, whose every call would pay for the
        closures of these comprehensions)."""
        tree = self.board.treehouse
        crooks = self.crooks
        kids = self.kids
        others = {k for s, k in enumerate(kids) if s != seat}
        spot = next((t for t in tree if t not in others and t not in crooks), None)
        if spot is None:
            spot = next((t for t in tree if t not in crooks), None)
        if spot is not None:
            kids[seat] = spot
            events.append(KidToTreehouse(seat, to, spot))

    @rule(StayPut)
    def stay_put(self, action: StayPut) -> list[Event]:
        events: list[Event] = [KidStayed(self.kid_queue.pop(0))]
        events.extend(self._decide())
        return events

    @rule(HideMarker)
    def hide_marker(self, action: HideMarker) -> list[Event]:
        """Hide the hider's next marker on the action's square."""
        square = action.square
        s = self.hider
        supply = self.supply[s]
        m = supply.pop(0)
        squares = self.squares
        stack = squares.get(square)
        if stack is None:
            stack = squares[square] = []
        stack.append(m)
        per = self.markers.per_seat
        if m % per != per - 1:  # not the Kid
            self.hidden_left += 1
        if len(stack) < self.cfg.cap:
            sqs = self.hide_sq[s]
            i = self.hide_at  # where legal_form found the square, just before
            if not (0 <= i < len(sqs) and sqs[i] == square):
                i = bisect_left(sqs, square)  # the square is there: the move was legal
            del sqs[i]
            del self.hide_legal[s][i]
        else:  # the square is full now: nobody may hide there any more
            for t in range(self.num_players):
                sqs = self.hide_sq[t]
                i = bisect_left(sqs, square)
                if i < len(sqs) and sqs[i] == square:
                    del sqs[i]
                    del self.hide_legal[t][i]
        layout = self.view_cache
        if layout is not None:  # keep the views' picture of the board up to date in place of a rebuild
            stamp = layout[0]
            hidden = dict(layout[1])
            hidden[square] = hidden.get(square, ()) + (s,)
            known = layout[3]
            mine = known.get(s)
            known = {s: {**mine, m: square}} if mine is not None else {}
            self.view_cache = [(stamp[0], stamp[1], stamp[2], stamp[3] - 1), hidden, layout[2], known, layout[4],
                               layout[5], tuple(map(len, self.supply))]
        cache = self.layout_cache[0]
        ev = cache.get((m, square))
        if ev is None:
            mk = self.markers
            ev = cache[(m, square)] = MarkerHidden(s, square, m, mk.name(m), mk.kind(m),  # type: ignore[index]
                                                   self.board.where(square))
        events: list[Event] = [ev]  # type: ignore[list-item]
        self.hide_step_left -= 1
        if self.hide_step_left <= 0 or not supply:
            # the next player with markers to hide, in turn order (the hider last: hiding in rounds)
            order = self.seat_orders[s]
            nxt = None
            for t in order[1:] + order[:1]:
                if self.supply[t]:
                    nxt = t
                    break
            if nxt is None:
                self.step = SPIN
                self.turn = 1
                self.current = 0
                self.hide_legal = []
                self.hide_sq = []
                events.append(HidingDone())
                events.append(_turn_began(0, 1))
                if self.warn_turn == 1:
                    events.append(LastRound(self.cfg.round_limit))
                self.pending = self.spin_decisions[0]
                return events
            self.hider = s = nxt
            self.hide_step_left = self.cfg.hide_batch
        self.pending = _decision(s, HIDE, tuple(self.hide_legal[s]), self._hide_prompt(s), True)
        return events

    @rule(MoveCrook)
    def move_crook(self, action: MoveCrook) -> list[Event]:
        crook = action.crook
        to = action.to
        info = self.legal_info  # (the decision's end squares and their paths, when it was just made)
        if info is not None:
            path = info[crook][to]
        else:
            path = self.mv.ends(CROOK, self.crooks[crook], self.move_len, self.cfg.exact)[to]
        self.crooks[crook] = to
        cache = self.ev_moves
        key = (crook, path)
        ev = cache.get(key)
        if ev is None:
            if len(cache) > 50_000:
                cache.clear()
            ev = cache[key] = CrookMoved(crook, path, self.board.where(to))
        events: list[Event] = [ev]  # type: ignore[list-item]
        kids = self.kids
        caught = None
        if to in kids:
            caught = []
            for s in range(self.num_players):
                if kids[s] == to:
                    caught.append(s)
        stack = self.squares.pop(to, None)
        if stack:
            layout = self.view_cache
            if layout is not None and layout[0] != self._stamp():
                layout = None  # out of date already: the next view rebuilds it
            markers = self.markers
            per = markers.per_seat
            ntraps = markers.traps
            nvals = ntraps + markers.valuables
            taken = self.layout_cache[1]
            for m in stack:
                owner = m // per
                k = m % per
                if k < nvals:
                    key = (crook, to, m)
                    ev = taken.get(key)  # type: ignore[union-attr]
                    if ev is None:
                        trap = k < ntraps
                        ev = taken[key] = MarkerTaken(  # type: ignore[index]
                            crook, to, m, owner, TRAP if trap else VALUABLE, markers.name(m),
                            "crooks" if trap else "van")
                    events.append(ev)  # type: ignore[arg-type]
                    self.hidden_left -= 1
                    if k < ntraps:
                        self.crooks_pile.append(m)
                        self.points[owner] += 1
                    else:
                        self.van.append(m)
                        self.points[owner] -= 1
                else:
                    self.found.append(m)
                    kids[owner] = to
                    self.escapes.append(owner)
                    events.append(KidFound(owner, to, m, crook))
            if layout is not None:  # the views' picture of the board, less this square (in place of a rebuild)
                hidden = dict(layout[1])
                del hidden[to]
                self.view_cache = [self._stamp(), hidden, self.unrevealed(), {}, tuple(self.van),
                                   tuple(self.crooks_pile), layout[6]]
        if caught:
            for s in caught:
                self.caught.append(s)
                events.append(KidCaught(s, crook, to))
            events.extend(self._end(END_CAUGHT))
            return events
        if self.hidden_left <= 0:
            events.extend(self._end(END_CLEARED))
            return events
        if self.turn == self.out_turn:
            events.extend(self._kids_come_out())
        if self.escaped:
            self.escaped = []
        if self.escapes:
            self.escapes.sort(key=self.seat_orders[self.current].index)  # in turn order from the current player
            self.step = ESCAPE_SPIN
        elif not self.found and self.turn < self.last_turn:
            # nobody's Kid is up: the turn ends here (the usual case)
            cur = self.current + 1
            self.current = cur = cur if cur < self.num_players else 0  # next_seat, inlined on the hot path
            self.turn += 1
            self.number = 0
            self.step = SPIN
            events.append(_TURNS.get((cur, self.turn)) or _turn_began(cur, self.turn))
            if self.turn == self.warn_turn:
                events.append(LastRound(self.cfg.round_limit))
            self.pending = self.spin_decisions[cur]
            return events
        else:
            self._start_kid_moves()
        events.extend(self._decide())
        return events

    def _kids_come_out(self) -> list[Event]:
        """The family default's house rule: after the announced round every Kid still hidden stands
        up where it lies, and each gets its getaway (spin and run), in turn order, as if found."""
        per = self.markers.per_seat
        events: list[Event] = [KidsComeOut(self.cfg.kids_out)]
        for sq in sorted(self.squares):
            stack = self.squares[sq]
            for m in [m for m in stack if m % per == per - 1]:
                stack.remove(m)
                owner = m // per
                self.found.append(m)
                self.kids[owner] = sq
                self.escapes.append(owner)
                events.append(KidOut(owner, sq, m))
            if not stack:
                del self.squares[sq]
        return events

    def _next_escape(self) -> None:
        self.escapes.pop(0)
        if self.escapes:
            self.step = ESCAPE_SPIN
        else:
            self._start_kid_moves()

    def _start_kid_moves(self) -> None:
        self.step = KIDS
        if not self.found:
            return  # nobody's Kid stands up: kid_queue stays empty
        kids = self.kids
        skip = () if self.cfg.escaped_kid_moves else self.escaped
        queue = self.kid_queue = []
        for s in self.seat_orders[self.current]:
            if kids[s] >= 0 and s not in skip:
                queue.append(s)

    def _end_turn(self) -> list[Event]:
        if self.turn >= self.last_turn:
            return self._end(self.last_reason)
        cur = self.current + 1
        self.current = cur = cur if cur < self.num_players else 0  # next_seat, inlined on the hot path
        self.turn = turn = self.turn + 1
        self.number = 0
        if self.escaped:
            self.escaped = []
        self.step = SPIN
        ev = _TURNS.get((cur, turn)) or _turn_began(cur, turn)
        if turn == self.warn_turn:
            return [ev, LastRound(self.cfg.round_limit)]
        return [ev]

    def _end(self, reason: str) -> list[Event]:
        self.step = OVER
        self.pending = None
        self.kid_queue = []
        self.escapes = []
        self.winners = winners_of(self.points, self.caught, self.variant.ties)
        self.end_reason = reason
        return [GameOver(self.winners, END_WORDS[reason])]

    # -- explaining refusals ---------------------------------------------------------------------
    def _how_far(self) -> str:
        """The spin's distance in words: "exactly 1 square", "up to 3 squares"."""
        rule = "exactly" if self.cfg.exact else "up to"
        return f"{rule} {self.move_len} square{'' if self.move_len == 1 else 's'}"

    def explain_illegal(self, action: Action) -> str:
        pending = self.pending
        if pending is None:
            return "the game is over; no more actions can be played"
        who = f"Player {pending.seat + 1}"
        step = self.step
        if isinstance(action, HideMarker):
            if step != HIDE:
                return "hiding is over: markers can no longer be hidden"
            sq = action.square
            per = self.markers.per_seat
            owners = [m // per for m in self.squares.get(sq, ())] if isinstance(sq, int) else []
            why = hide_problem(self.board, self.cfg.cap, owners, pending.seat, sq) if isinstance(sq, int) else None
            if why is not None:
                return why
        elif isinstance(action, Spin):
            if step not in (SPIN, ESCAPE_SPIN):
                return f"it is not time to spin: {who} must {self._doing()}"
        elif isinstance(action, MoveCrook):
            if step != CROOK_STEP:
                return f"the Crooks move only after the spin: {who} must {self._doing()}"
            if action.crook not in (0, 1):
                return "there are only two Crooks"
            to = action.to
            if self.cfg.safe_tree and 0 <= to < len(self.board.kinds) and self.board.kinds[to] == TREEHOUSE:
                return "Crooks never enter the Treehouse (house rule: the Treehouse is safe)"
            if not self.cfg.share and to in self.crooks:
                return "the other Crook already stands there"
            return f"a Crook must move {self._how_far()} along a path that visits no square twice"
        elif isinstance(action, (MoveKid, StayPut)):
            if step not in (ESCAPE, KIDS):
                return f"no Kid may move now: {who} must {self._doing()}"
            if isinstance(action, StayPut):
                return "a Kid that was just found must get away"
            if action.to in self.crooks:
                return "a Kid never ends on a Crook's square"
            return f"your Kid must move {self._how_far()} along a path that visits no square twice"
        return f"{action.describe(self.seat_names())} is not allowed now: {who} must {self._doing()}"

    def _doing(self) -> str:
        return {HIDE: "hide a marker", SPIN: "spin", CROOK_STEP: "move a Crook", ESCAPE_SPIN: "spin for a getaway",
                ESCAPE: "move their Kid away", KIDS: "move or keep their Kid", OVER: "stop"}[self.step]

    # -- what a seat may know ---------------------------------------------------------------
    def may_see_own(self, seat: int | None) -> bool:
        """May ``seat`` see what its own hidden markers are right now?"""
        if seat is None:
            return True
        if self.step == HIDE:
            return True
        rule = self.cfg.own_markers
        if rule == "known":
            return True
        if rule == "peek":
            return self.current == seat and self.step != OVER
        return False

    def _stamp(self) -> tuple[int, int, int, int]:
        """What changes whenever the markers' layout does (see :meth:`_layout`)."""
        return len(self.van), len(self.crooks_pile), len(self.found), sum(map(len, self.supply))

    def _layout(self) -> list[Any]:
        """[stamp, hidden, unrevealed, known by seat] of the markers as they lie now, rebuilt only when
        they changed. Every change to the board (a marker hidden, taken or a Kid found) changes the
        stamp, the sizes of the piles; views share these values, which nothing mutates."""
        stamp = self._stamp()
        got = self.view_cache
        if got is None or got[0] != stamp:
            per = self.markers.per_seat
            hidden = {sq: tuple(m // per for m in stack) for sq, stack in self.squares.items()}
            supply_left = tuple(map(len, self.supply)) if self.supply else (0,) * self.num_players
            # (the Van and the Crooks' pile only grow, so their sizes in the stamp say when they change)
            got = self.view_cache = [stamp, hidden, self.unrevealed(), {}, tuple(self.van), tuple(self.crooks_pile),
                                     supply_left]
        return got

    def view(self, seat: int | None) -> HomeAloneView:
        per = self.markers.per_seat
        layout = self._layout()
        hidden = layout[1]
        known: dict[int, int] = {}
        if self.may_see_own(seat):
            mine = layout[3].get(seat)
            if mine is None:
                mine = layout[3][seat] = {m: sq for sq, stack in self.squares.items() for m in stack
                                          if seat is None or m // per == seat}
            known = dict(mine)
        if seat is None:
            to_hide: tuple[int, ...] = ()
        else:
            to_hide = tuple(self.supply[seat]) if self.supply else ()
        pending = self.pending
        return HomeAloneView.of({
            "seat": seat, "num_players": self.num_players, "step": self.step, "turn": self.turn,
            "current": self.current, "number": self.number if self.step != ESCAPE else self.escape_number,
            "move_len": self.move_len, "crooks": (self.crooks[0], self.crooks[1]), "kids": tuple(self.kids),
            "caught": tuple(self.caught), "hidden": hidden, "known": known, "to_hide": to_hide,
            "supply_left": layout[6], "unrevealed": layout[2], "van": layout[4], "crooks_pile": layout[5],
            "scores": tuple(self.points), "escapes": tuple(self.escapes), "kid_queue": tuple(self.kid_queue),
            "hide_step_left": self.hide_step_left if self.step == HIDE else 0,
            "pending_seat": None if pending is None else pending.seat,
            "pending_kind": "" if pending is None else pending.kind,
            "markers": self.markers, "board": self.board, "variant": self.variant})

    def unrevealed(self) -> tuple[tuple[int, int, int], ...]:
        """Per seat: booby-traps, valuables and Kid not yet found (public arithmetic)."""
        mk = self.markers
        traps = [mk.traps] * self.num_players
        vals = [mk.valuables] * self.num_players
        per = mk.per_seat
        for m in self.crooks_pile:
            traps[m // per] -= 1
        for m in self.van:
            vals[m // per] -= 1
        return tuple((traps[s], vals[s], 0 if self.kids[s] >= 0 else 1) for s in range(self.num_players))

    # -- checking ----------------------------------------------------------------------------------
    def validate(self) -> None:
        n = self.num_players
        mk = self.markers
        per = mk.per_seat
        if not 2 <= n <= 4:
            raise StateError(f"Home Alone needs 2 to 4 players, not {n}")
        for name in ("kids", "points"):
            if len(getattr(self, name)) != n:
                raise StateError(f"'{name}' must have one entry per player")
        if len(self.supply) != n:
            raise StateError("'supply' must have one list per player")
        if self.step not in STEPS:
            raise StateError(f"unknown step {self.step!r}")
        where: dict[int, str] = {}

        def put(m: int, place: str) -> None:
            if not 0 <= m < n * per:
                raise StateError(f"marker {m} does not exist")
            if m in where:
                raise StateError(f"marker {m} ({mk.name(m)}) is in two places: {where[m]} and {place}")
            where[m] = place

        for s, pile in enumerate(self.supply):
            for m in pile:
                if mk.owner(m) != s:
                    raise StateError(f"marker {m} is in the wrong player's pile")
                put(m, f"player {s + 1}'s pile")
        board = self.board
        cap = self.cfg.cap
        hidden_scoring = 0
        for sq, stack in self.squares.items():
            if not 0 <= sq < len(board.kinds) or board.kinds[sq] != "floor":
                raise StateError(f"markers are hidden on square {sq}, which is not house floor")
            if not stack:
                raise StateError(f"square {sq} has an empty marker list")
            if len(stack) > cap:
                raise StateError(f"square {sq} holds {len(stack)} markers, more than {cap}")
            owners = [m // per for m in stack]
            if len(set(owners)) != len(owners):
                raise StateError(f"square {sq} holds two markers of one player")
            for m in stack:
                put(m, f"square {sq}")
                if mk.kind(m) != KID_MARKER:
                    hidden_scoring += 1
        for m in self.van:
            put(m, "the Van")
            if mk.kind(m) != VALUABLE:
                raise StateError(f"the Van holds {mk.name(m)}, which is not a valuable")
        for m in self.crooks_pile:
            put(m, "the Crooks")
            if mk.kind(m) != TRAP:
                raise StateError(f"the Crooks hold {mk.name(m)}, which is not a booby-trap")
        for m in self.found:
            put(m, "found")
            if mk.kind(m) != KID_MARKER:
                raise StateError(f"{mk.name(m)} is listed as a found Kid")
        missing = set(range(n * per)) - set(where)
        if missing:
            m = min(missing)
            raise StateError(f"marker {m} ({mk.name(m)}) is missing")
        if hidden_scoring != self.hidden_left:
            raise StateError(f"hidden_left is {self.hidden_left} but {hidden_scoring} markers are hidden")
        for s in range(n):
            up = mk.kid_of(s) in self.found
            if up != (self.kids[s] >= 0):
                raise StateError(f"player {s + 1}'s Kid stands up without being found, or the other way round")
            if self.kids[s] >= 0 and not board.passable(self.kids[s]):
                raise StateError(f"player {s + 1}'s Kid stands on a wall")
            expect = sum(1 for m in self.crooks_pile if m // per == s) - sum(1 for m in self.van if m // per == s)
            if self.points[s] != expect:
                raise StateError(f"player {s + 1} has {self.points[s]} points but the piles say {expect}")
        if len(self.crooks) != 2:
            raise StateError("there must be two Crooks")
        for c in self.crooks:
            if (not 0 <= c < len(board.kinds) or not board.passable(c)
                    or (self.cfg.safe_tree and board.kinds[c] == TREEHOUSE)):
                raise StateError(f"a Crook stands on square {c}, where Crooks cannot stand")
        if self.step == HIDE:
            if self.turn != 0 or self.found or self.van or self.crooks_pile:
                raise StateError("nothing can be found while markers are being hidden")
            if not self.supply[self.hider]:
                raise StateError("the hider has nothing left to hide")
        elif any(self.supply):
            raise StateError("play started before every marker was hidden")
        elif self.current != (self.turn - 1) % n:
            raise StateError(f"turn {self.turn} is seat {(self.turn - 1) % n + 1}'s, not seat {self.current + 1}'s "
                             f"(seat 1 opens every round)")
        if (self.pending is None) != (self.step == OVER):
            raise StateError("a finished game has a pending decision, or a running one has none")
        if self.turn > self.last_turn:
            raise StateError(f"turn {self.turn} is past the last turn, {self.last_turn}")
        for m in self.spins:
            if not isinstance(m, int) or not self.variant.spin_low <= m <= self.variant.spin_high:
                raise StateError(f"a scripted spin of {m!r} is not a number the {self.cfg.device} shows")
        for s in self.caught:
            if self.step != OVER:
                raise StateError("a Kid was caught but the game goes on")

    # -- results -------------------------------------------------------------------------------------
    @property
    def round(self) -> int:
        """The round being played (every player one turn a round; 0 while hiding)."""
        return round_of(self.turn, self.num_players)

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def stats(self) -> dict[str, Any]:
        pts = self.points
        return {
            "end_reason": self.end_reason,
            "turns": self.turn,
            "rounds": self.round,
            "traps_found": len(self.crooks_pile),
            "valuables_found": len(self.van),
            "kids_found": len(self.found),
            "kids_caught": len(self.caught),
            "markers_left": self.hidden_left,
            "score_spread": max(pts) - min(pts),
            "top_score": max(pts),
            "shared_win": int(self.winners is not None and len(self.winners) > 1),
        }


def round_of(turn: int, players: int) -> int:
    """The round a turn belongs to (turn 1 opens round 1; 0 while hiding)."""
    return (turn - 1) // players + 1 if turn > 0 else 0


def check_spins(variant: Variant, spins: Sequence[int]) -> list[int]:
    """``spins`` as a list if every one is a number the variant's spinner or die shows;
    else a ``ValueError`` that says what a stacked order means in Home Alone."""
    low, high = variant.spin_low, variant.spin_high
    device = "die" if variant.randomizer == "die" else "spinner"
    if isinstance(spins, (str, bytes)) or not hasattr(spins, "__iter__"):
        raise ValueError(f"Home Alone has no cards: its stacked order is the numbers the next spins give, "
                         f"a list of whole numbers from {low} to {high}, not {spins!r}")
    out = list(spins)
    for n in out:
        if not isinstance(n, int) or isinstance(n, bool) or not low <= n <= high:
            raise ValueError(f"Home Alone has no cards: its stacked order is the numbers the next spins give, "
                             f"each from {low} to {high} on this {device}; {n!r} is not one")
    return out


def new_state(variant: Variant, num_players: int, seed: int, deck: Sequence[int] | None = None) -> HomeAloneState:
    """The engine's entry point; ``deck`` is the numbers the first spins give (see :meth:`HomeAloneState.new`)."""
    return HomeAloneState.new(variant, num_players, seed, deck)


#: the state class of this game (read by :meth:`GameSpec.assemble`)
STATE = HomeAloneState

__all__ = [
    "ACTION_TYPES", "CROOK_NAMES", "EVENT_TYPES", "HomeAloneState", "HomeAloneView", "new_state", "round_of",
    "check_spins", "END_WORDS", "RULE_ENDINGS",
    "HideMarker", "MoveCrook", "MoveKid", "Spin", "StayPut", "SPIN_ACTION", "STAY",
    "CrookMoved", "CrooksArrive", "CrooksStuck", "HidingDone", "KidCaught", "KidEscaped", "KidFound", "KidMoved",
    "KidStayed", "KidToTreehouse", "KidOut", "KidsComeOut", "LastRound", "MarkerHidden", "MarkerTaken", "Spun",
]
