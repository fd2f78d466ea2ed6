"""The 129 cards of Escape from Alcatraz, as numbers, and the plan table the UI draws from.

Card ids are fixed so that saves, stacked decks and tests can name cards:

* ``0..83``   Plan cards: plan ``p`` owns ``12 * p .. 12 * p + 11`` (2 points each);
* ``84..90``  Infamous Escapees, one per plan (``84 + p``, 10 points, only for plan ``p``);
* ``91..97``  Generic Escapees (5 points, any plan);
* ``98..128`` Action cards (see :data:`ACTION_COUNTS` for which is which).

Cards of one plan are interchangeable, and so are the Generic Escapees: a card's
*kind* (:func:`kind_of`) is what a player cares about, its id only keeps every
card in exactly one zone. Everything here is plain data and lookup tables built
once, because the rules ask these questions in their hot path.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlanInfo:
    """One escape plan: its name, its Infamous Escapee, and how the UI tells it apart.

    Each plan has a colour *and* a symbol, so colour-blind players can tell plans
    apart (the colours are the Okabe-Ito palette, chosen for that purpose).
    """

    name: str
    escapee: str
    colour: str
    rgb: str
    symbol: str


PLANS: tuple[PlanInfo, ...] = (
    PlanInfo("Raincoat Raft", "Frank Morris", "yellow", "#F0E442", "umbrella"),
    PlanInfo("Spoon Tunnel", "John Anglin", "orange", "#E69F00", "spoon"),
    PlanInfo("Dummy Heads", "Clarence Anglin", "pink", "#CC79A7", "mask"),
    PlanInfo("Gun Gallery Raid", "Bernard Coy", "red", "#D55E00", "crosshair"),
    PlanInfo("Stolen Keys", "Joseph Cretzer", "blue", "#0072B2", "key"),
    PlanInfo("Bay Swim", "John Paul Scott", "sky blue", "#56B4E9", "wave"),
    PlanInfo("Fog Escape", "Theodore Cole", "green", "#009E73", "cloud"),
)
NUM_PLANS = len(PLANS)
CARDS_PER_PLAN = 12

GENERIC_LOOK = {"colour": "grey", "rgb": "#999999", "symbol": "silhouette"}
"""How Generic Escapees are drawn (grey edge, as in the physical game)."""

# -- Action cards -----------------------------------------------------------------------
WORK_DETAIL = "work_detail"
CELL_SEARCH = "cell_search"
PLAN_UNCOVERED = "plan_uncovered"
RETURNING_FAVORS = "returning_favors"
RATTED_ON = "ratted_on"
GUARD_HELP = "guard_help"
CHANGE_IN_PLAN = "change_in_plan"
WARDEN = "warden"

ACTION_COUNTS: tuple[tuple[str, int], ...] = (
    (WORK_DETAIL, 12), (CELL_SEARCH, 4), (PLAN_UNCOVERED, 4), (RETURNING_FAVORS, 4),
    (RATTED_ON, 4), (GUARD_HELP, 1), (CHANGE_IN_PLAN, 1), (WARDEN, 1),
)
ACTION_NAMES = {
    WORK_DETAIL: "Work Detail", CELL_SEARCH: "Cell Search", PLAN_UNCOVERED: "Plan Uncovered",
    RETURNING_FAVORS: "Returning Favors", RATTED_ON: "Ratted On", GUARD_HELP: "Guard Help",
    CHANGE_IN_PLAN: "Change in Plan", WARDEN: "Warden",
}

# -- id ranges ----------------------------------------------------------------------------
FIRST_INFAMOUS = NUM_PLANS * CARDS_PER_PLAN  # 84
FIRST_GENERIC = FIRST_INFAMOUS + NUM_PLANS  # 91
FIRST_ACTION = FIRST_GENERIC + NUM_PLANS  # 98
NUM_CARDS = FIRST_ACTION + sum(n for _, n in ACTION_COUNTS)  # 129

PLANS_DECK = tuple(range(FIRST_ACTION))
ACTION_DECK = tuple(range(FIRST_ACTION, NUM_CARDS))
ALL_CARDS = tuple(range(NUM_CARDS))

PLAN_VALUE = 2
INFAMOUS_VALUE = 10
GENERIC_VALUE = 5

# Per-card lookup tables (index = card id).
PLAN_OF: tuple[int, ...] = tuple(c // CARDS_PER_PLAN if c < FIRST_INFAMOUS else -1 for c in ALL_CARDS)
"""Plan of a Plan card, else -1."""
ESCAPEE_PLAN: tuple[int, ...] = tuple(
    c - FIRST_INFAMOUS if FIRST_INFAMOUS <= c < FIRST_GENERIC else (-1 if FIRST_GENERIC <= c < FIRST_ACTION else -2)
    for c in ALL_CARDS)
"""For an Escapee: its plan (Infamous) or -1 (Generic); -2 for any other card."""
IS_ESCAPEE: tuple[bool, ...] = tuple(FIRST_INFAMOUS <= c < FIRST_ACTION for c in ALL_CARDS)
VALUE: tuple[int, ...] = tuple(
    PLAN_VALUE if c < FIRST_INFAMOUS else INFAMOUS_VALUE if c < FIRST_GENERIC else GENERIC_VALUE if c < FIRST_ACTION
    else 0 for c in ALL_CARDS)

_action_kinds: list[str] = []
for _kind, _n in ACTION_COUNTS:
    _action_kinds += [_kind] * _n
ACTION_KIND: dict[int, str] = {FIRST_ACTION + i: k for i, k in enumerate(_action_kinds)}
"""Which Action card an Action-deck id is."""

GENERIC_KIND = 2 * NUM_PLANS  # 14
NUM_KINDS = GENERIC_KIND + 1
KIND: tuple[int, ...] = tuple(
    PLAN_OF[c] if c < FIRST_INFAMOUS else NUM_PLANS + ESCAPEE_PLAN[c] if c < FIRST_GENERIC
    else GENERIC_KIND if c < FIRST_ACTION else -1 for c in ALL_CARDS)
"""Kind of a Plans-deck card: 0..6 a plan's Plan card, 7..13 that plan's Infamous Escapee, 14 Generic."""


def kind_of(card: int) -> int:
    return KIND[card]


def is_plan_card(card: int) -> bool:
    return 0 <= card < FIRST_INFAMOUS


def is_escapee(card: int) -> bool:
    return FIRST_INFAMOUS <= card < FIRST_ACTION


def is_action(card: int) -> bool:
    return FIRST_ACTION <= card < NUM_CARDS


def plan_cards(plan: int) -> range:
    return range(plan * CARDS_PER_PLAN, (plan + 1) * CARDS_PER_PLAN)


def infamous(plan: int) -> int:
    return FIRST_INFAMOUS + plan


def fits_plan(escapee: int, plan: int, any_plan: bool = False) -> bool:
    """Whether ``escapee`` may be the mastermind (or a co-conspirator) of ``plan``.

    Generic Escapees fit any plan; an Infamous one only its own, unless
    ``any_plan`` (a Change in Plan lying on the plan, for the foiler only).
    """
    p = ESCAPEE_PLAN[escapee]
    return p == -1 or p == plan or (any_plan and p >= 0)


def card_name(card: int) -> str:
    """A card as a player would say it: "a Spoon Tunnel card", "John Anglin", "Work Detail"."""
    if card < 0:
        return "a hidden card"
    if card >= NUM_CARDS:
        return f"card number {card} (there is no such card)"
    if card < FIRST_INFAMOUS:
        return f"a {PLANS[PLAN_OF[card]].name} card"
    if card < FIRST_GENERIC:
        p = ESCAPEE_PLAN[card]
        return f"{PLANS[p].escapee} ({PLANS[p].name} Escapee)"
    if card < FIRST_ACTION:
        return "a Generic Escapee"
    return ACTION_NAMES[ACTION_KIND[card]]


def _plural(card: int, n: int) -> str:
    if card < 0:
        return f"{n} hidden cards"
    if card < FIRST_INFAMOUS:
        return f"{n} {PLANS[PLAN_OF[card]].name} cards"
    if FIRST_GENERIC <= card < FIRST_ACTION:
        return f"{n} Generic Escapees"
    return f"{n} × {card_name(card)}"


def cards_text(cards) -> str:
    """Several cards in words, grouping repeats: "3 Spoon Tunnel cards and Frank Morris (...)"."""
    groups: dict[int, list[int]] = {}
    for c in cards:
        groups.setdefault(KIND[c] if c >= 0 else -1, []).append(c)
    parts = [card_name(g[0]) if len(g) == 1 else _plural(g[0], len(g)) for g in groups.values()]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


GUARD_HELP_CARD = next(c for c, k in ACTION_KIND.items() if k == GUARD_HELP)
CHANGE_IN_PLAN_CARD = next(c for c, k in ACTION_KIND.items() if k == CHANGE_IN_PLAN)
WARDEN_CARD = next(c for c, k in ACTION_KIND.items() if k == WARDEN)
