"""Short words and small pictures for the answers a person gives at the Alcatraz table.

The engine's own labels (``action.describe``) are full sentences for the log;
an answer button has room for a few words, so each action gets a short label
here ("Take Frank Morris", "Spoon Tunnel from Sam") and, where it helps, a
picture: the card it names or its plan's symbol (colour is never the only
signal). Status lines for the pill at the top live here too.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from game.alcatraz import actions as A
from game.alcatraz.cards import ESCAPEE_PLAN, FIRST_GENERIC, FIRST_INFAMOUS, PLANS
from game.alcatraz.table import art as card_art
from game.alcatraz.table.symbols import draw_symbol
from game.engine.actions import Action
from game.ui.theme import C, Color

Icon = Callable[[pygame.Surface, pygame.Rect, Color], None]


def short_card(card: int) -> str:
    """A card in two or three words: "Spoon Tunnel", "Frank Morris", "Generic Escapee"."""
    if card < FIRST_INFAMOUS:
        return PLANS[card // 12].name
    if card < FIRST_GENERIC:
        return PLANS[ESCAPEE_PLAN[card]].escapee
    return "Generic Escapee"


def shortest_card(card: int) -> str:
    """An Escapee as briefly as can be told apart: "F. Morris", "C. Anglin", "Generic"."""
    if FIRST_INFAMOUS <= card < FIRST_GENERIC:
        first, *rest = PLANS[ESCAPEE_PLAN[card]].escapee.split()
        return f"{first[0]}. {' '.join(rest)}"
    if card >= FIRST_GENERIC:
        return "Generic"
    return short_card(card)


def short_label(action: Action, names: Sequence[str]) -> str:
    """A few words for an answer button."""
    a = action
    if isinstance(a, A.DrawCellBlock):
        return "Draw two"
    if isinstance(a, A.DrawSolitary):
        return "Take Solitary's top"
    if isinstance(a, A.StartPlan):
        return f"Start {PLANS[a.plan].name} ({a.count})"
    if isinstance(a, A.LayOff):
        return f"{a.count} on {PLANS[a.plan].name}"
    if isinstance(a, A.SendToYard):
        return f"{short_card(a.card)} to the Yard"
    if isinstance(a, A.FoilPlan):
        return f"{shortest_card(a.escapee)} ({'Yard' if a.from_yard else 'hand'})"
    if isinstance(a, A.Discard):
        return short_card(a.card)
    if isinstance(a, A.WorkDetailDraw):
        return "Draw two"
    if isinstance(a, A.WorkDetailTake):
        return short_card(a.card)
    if isinstance(a, A.CellSearchKeep):
        return short_card(a.card)
    if isinstance(a, A.UncoverPlan):
        return f"{PLANS[a.plan].name} from {names[a.from_seat]}"
    if isinstance(a, A.AskFavor):
        return PLANS[a.plan].name
    if isinstance(a, A.PlaceAction):
        return PLANS[a.plan].name
    if isinstance(a, A.WardenToYard):
        return f"{short_card(a.card)} to the Yard"
    if isinstance(a, A.WardenDiscardPlan):
        return f"Give up {PLANS[a.plan].name}"
    if isinstance(a, A.AddCoConspirator):
        return f"Add {short_card(a.card)}"
    if isinstance(a, A.NoCoConspirator):
        return "Keep my Escapees"
    return a.describe(names)


def card_icon(card: int) -> Icon:
    def icon(surface: pygame.Surface, rect: pygame.Rect, color: Color) -> None:
        h = rect.height
        w = int(h * 0.72)
        img = card_art.face(card, (w, h))
        surface.blit(img, img.get_rect(midleft=rect.midleft))
    return icon


def plan_icon(plan: int) -> Icon:
    def icon(surface: pygame.Surface, rect: pygame.Rect, color: Color) -> None:
        r = pygame.Rect(0, 0, rect.height, rect.height)
        r.midleft = rect.midleft
        pygame.draw.circle(surface, C.cream, r.center, r.width // 2)
        pygame.draw.circle(surface, card_art.PLAN_RGB[plan], r.center, r.width // 2, 3)
        draw_symbol(surface, PLANS[plan].symbol, r.inflate(-6, -6), card_art.PLAN_RGB[plan])
    return icon


def icon_for(action: Action) -> Icon | None:
    card = getattr(action, "card", None)
    if card is None:
        card = getattr(action, "escapee", None)
    if isinstance(card, int) and card >= 0:
        return card_icon(card)
    plan = getattr(action, "plan", None)
    if isinstance(plan, int) and plan >= 0:
        return plan_icon(plan)
    return None


STATUS = {
    "draw": "{name}: draw",
    "play": "{name}: your turn",
    "discard": "{name}: discard to end",
    "work_detail": "{name}: Work Detail",
    "cell_search": "{name}: Cell Search, keep one",
    "plan_uncovered": "{name}: Plan Uncovered",
    "returning_favors": "{name}: Returning Favors",
    "guard_help": "{name}: place Guard Help",
    "change_in_plan": "{name}: place Change in Plan",
    "warden": "{name}: the Warden!",
    "co_conspirator": "{name}: add a co-conspirator?",
}
"""Short words for the status pill while a person decides (the question panel says the rest)."""

QUESTION = {
    "work_detail": "Work Detail: draw two, or take one card from Solitary?",
    "cell_search": "Cell Search: which card do you keep? The rest go to Solitary.",
    "plan_uncovered": "Plan Uncovered: take a Plan card from whose plan?",
    "returning_favors": "Returning Favors: which plan do you ask for?",
    "guard_help": "Guard Help: on which plan? It is foiled with fewer cards.",
    "change_in_plan": "Change in Plan: on which plan? Any Escapee may foil it.",
    "warden": "The Warden: an Escapee to the Yard, or give up a plan?",
    "co_conspirator": "A plan you are in is foiled: add a co-conspirator?",
}
"""The question panel's line for each Action-card decision (one line at the panel's type size)."""

EXPLAIN = {
    "work_detail": "Draw two new cards from the Cell Block, or pick any one card you like from Solitary "
                   "(click it there).",
    "cell_search": "The card you keep goes into your hand; the other turned-over cards go to Solitary.",
    "plan_uncovered": "The card moves one Plan card from another player's plan into your own play area. Then three "
                      "cards are turned over from the Cell Block.",
    "returning_favors": "Each player to your left in turn is asked, and the first one holding a card of that plan "
                        "must give it to you (and draws a new card).",
    "guard_help": "The card lies on the plan you choose, and that plan can then be foiled with only {gh} cards.",
    "change_in_plan": "The card lies on the plan you choose, and whoever foils that plan may use any Escapee as its "
                      "mastermind.",
    "warden": "Everyone in turn gives something up: send an Escapee from your hand to the Yard (and draw a new "
              "card), or put all your cards of one plan on Solitary.",
    "co_conspirator": "You had cards in that plan. An Escapee from your hand that fits it can join your Foiled! "
                      "pile now and score with it.",
}
"""What each Action card (and the co-conspirator offer) does, said under its question."""
