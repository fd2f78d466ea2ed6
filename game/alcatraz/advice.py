"""Why the hard player would make a move, in one line a ten-year-old can follow, for the hint button.

:func:`reason` turns the hard player's own judgement into words: what its
habits saw on the table (the counts of a :class:`~.tactics.Table`, made from
the deciding seat's view) and, when its look-ahead overruled or confirmed a
habit by a clear margin, what the tries showed. It reads the view only, so a
hint never tells more than the player can see. Other players are named by
where they sit ("the player on your left"), since a view carries no names.
"""

from __future__ import annotations

from typing import Sequence

from game.alcatraz import actions as A
from game.alcatraz.cards import (
    ESCAPEE_PLAN,
    INFAMOUS_VALUE,
    IS_ESCAPEE,
    KIND,
    NUM_PLANS,
    PLAN_OF,
    PLAN_VALUE,
    PLANS,
    VALUE,
    card_name,
)
from game.alcatraz.tactics import Table, completes_foil
from game.alcatraz.view import AlcatrazView
from game.engine import Action

#: how many round points a look-ahead margin must reach before the hint mentions it
CLEAR = 2.0


def where(me: int, seat: int, n: int) -> str:
    """Another player by where they sit from ``me`` (seats go clockwise, the next one on your left)."""
    step = (seat - me) % n
    if n == 2:
        return "the other player"
    if step == 1:
        return "the player on your left"
    if step == n - 1:
        return "the player on your right"
    return "the player across the table"


def _plan(p: int) -> str:
    return PLANS[p].name


def _cards(n: int, what: str = "card") -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"


def _short(card: int) -> str:
    """A card in a few words: "a Spoon Tunnel card", "Frank Morris", "a Generic Escapee"."""
    if IS_ESCAPEE[card] and ESCAPEE_PLAN[card] >= 0:
        return PLANS[ESCAPEE_PLAN[card]].escapee
    return card_name(card)


def _need(t: Table, plan: int) -> int:
    return max(0, t.threshold(plan) - t.in_play[plan])


def _why_keep(t: Table, card: int) -> str:
    """Why a card is worth having (taking it, keeping it)."""
    k = KIND[card]
    if IS_ESCAPEE[card]:
        p = ESCAPEE_PLAN[card]
        if p < 0:
            return f"it is worth {VALUE[card]} points as the mastermind of any plan"
        if t.in_play[p]:
            return f"he can foil the {_plan(p)}, worth {VALUE[card]} points as its mastermind"
        return f"he is worth {VALUE[card]} points as a mastermind once the {_plan(p)} is in play"
    if t.in_play[k]:
        return f"you can lay it off on the {_plan(k)}, which has {t.in_play[k]} cards in play"
    have = t.kc[k]
    start = t.rules.start_min
    if have >= start:
        return f"it joins the {have} {_plan(k)} cards you can start the plan with"
    if have + 1 >= start:
        return f"with your {have}, that makes enough to start the {_plan(k)}"
    if have:
        return f"it goes with the {_cards(have, _plan(k) + ' card')} you hold"
    return "it is the best card on offer"


def _why_not_take(t: Table, top: int) -> str:
    """Why the top card of Solitary is not worth taking instead of two new cards."""
    if IS_ESCAPEE[top]:
        return "you need Plan cards, and Solitary offers only an Escapee"
    p = PLAN_OF[top]
    start = t.rules.start_min
    if t.in_play[p]:
        return f"two new cards are worth more than one {_plan(p)} card"
    if t.kc[p] + 1 < start:
        return f"one {_plan(p)} card is not enough to start that plan"
    if not t.can_start():
        return f"the Yard needs another Escapee before you can start the {_plan(p)}"
    if len(t.hand) < start:
        return f"you would have too few cards left to start the {_plan(p)} and still discard"
    return f"in my tries two new cards did better than the {_plan(p)} card"


def _why_discard(t: Table, card: int) -> str:
    """Why ``card`` is the one to let go."""
    k = KIND[card]
    if IS_ESCAPEE[card]:
        return "you need every other card more, and it is only worth points as a mastermind"
    if not t.in_play[k] and t.kc[k] <= 1:
        return f"nobody has the {_plan(k)} going and you hold no other card of it, so it helps nobody"
    if not t.in_play[k]:
        return f"the {_plan(k)} is not in play, so the next player can do little with it"
    return "it is the card you need least"


def _foil_points(t: Table, a: A.FoilPlan) -> int:
    return PLAN_VALUE * t.mine[a.plan] + VALUE[a.escapee]


def _rivals(t: Table, view: AlcatrazView, plan: int) -> list[int]:
    """Other seats with cards of ``plan`` in front of them."""
    counts = view.plan_counts
    return [s for s in range(view.num_players) if s != t.me and counts and counts[s][plan]]


def _habit_reason(view: AlcatrazView, t: Table, action: Action) -> str:
    """The reason the player's habits give for ``action``."""
    me, n = t.me, view.num_players
    a = action
    if isinstance(a, A.DrawCellBlock):
        top = view.solitary[-1] if view.solitary else -1
        if top < 0:
            return "Draw two from the Cell Block: Solitary is empty"
        return f"Draw two from the Cell Block: {_why_not_take(t, top)}"
    if isinstance(a, A.DrawSolitary):
        top = view.solitary[-1]
        if completes_foil(t, top):
            return (f"Take {_short(top)} from Solitary: lay off your {_plan(PLAN_OF[top])} cards with it, and you can "
                    "foil that plan this very turn")
        return f"Take {_short(top)} from Solitary: {_why_keep(t, top)}"
    if isinstance(a, A.FoilPlan):
        rivals = _rivals(t, view, a.plan)
        where_from = "from the Yard" if a.from_yard else "from your hand"
        text = (f"Foil the {_plan(a.plan)} with {_short(a.escapee)} {where_from}: that banks "
                f"{_foil_points(t, a)} points for you")
        if rivals:
            text += f" before {where(me, rivals[0], n)} can foil it"
        elif t.kc[a.plan]:
            text += f", and you still hold {_cards(t.kc[a.plan], 'card')} of it"
        return text
    if isinstance(a, A.StartPlan):
        return (f"Start the {_plan(a.plan)} with {_cards(a.count)}: cards in front of you score when anybody "
                "foils the plan, and cards in your hand never do")
    if isinstance(a, A.LayOff):
        need = _need(t, a.plan)
        left = (f"it needs {need} more to be foiled" if need > a.count else "then it can be foiled")
        return (f"Lay off {_cards(a.count)} on the {_plan(a.plan)}: {left}, and your cards there score when "
                "it is")
    if isinstance(a, A.SendToYard):
        plans_waiting = [p for p in range(NUM_PLANS) if not t.in_play[p] and t.kc[p] >= t.rules.start_min]
        if plans_waiting and not t.can_start() and t.can_start(1):
            return (f"Send {_short(a.card)} to the Yard: one more Escapee there lets you start the "
                    f"{_plan(plans_waiting[0])}")
        if len(t.hand) == 2:
            return (f"Send {_short(a.card)} to the Yard: then you can go out with your last card, and every "
                    "Escapee in the Yard pays you a bonus")
        return f"Send {_short(a.card)} to the Yard: more Escapees there let more plans start"
    if isinstance(a, A.Discard):
        if len(t.hand) == 1:
            return f"Discard {_short(a.card)}: it is your last card, so you go out and the round ends"
        return f"Discard {_short(a.card)}: {_why_discard(t, a.card)}"
    if isinstance(a, A.WorkDetailDraw):
        return "Draw two from the Cell Block: nothing on Solitary helps you as much as two new cards"
    if isinstance(a, A.WorkDetailTake):
        return f"Take {_short(a.card)} from Solitary: {_why_keep(t, a.card)}"
    if isinstance(a, A.CellSearchKeep):
        return f"Keep {_short(a.card)}: {_why_keep(t, a.card)}"
    if isinstance(a, A.UncoverPlan):
        fit = t.fitting_escapees(a.plan, t.change_on == a.plan)
        text = f"Take a {_plan(a.plan)} card from {where(me, a.from_seat, n)}"
        if fit:
            return text + f": the plan moves into your area, and {_short(fit[0])} can foil it"
        return text + ": you get a card in that plan, and it scores when the plan is foiled"
    if isinstance(a, A.AskFavor):
        have = t.kc[a.plan]
        if not t.in_play[a.plan] and have + 1 >= t.rules.start_min:
            return f"Ask for the {_plan(a.plan)}: one more card and your {have} can start it"
        if t.in_play[a.plan]:
            return f"Ask for the {_plan(a.plan)}: you can lay the card off on it at once"
        return f"Ask for the {_plan(a.plan)}: it goes with the {_cards(have)} of it you hold"
    if isinstance(a, A.PlaceAction):
        if view.phase == "guard_help":
            mine = t.mine[a.plan] + t.kc[a.plan]
            gh = t.rules.gh_threshold
            text = f"Put Guard Help on the {_plan(a.plan)}: it can then be foiled with only {gh} cards"
            if mine:
                text += f", and {'1 card of it is' if mine == 1 else f'{mine} cards of it are'} yours"
            return text
        infamous = [c for c in (*t.hand, *t.yard) if IS_ESCAPEE[c] and ESCAPEE_PLAN[c] >= 0
                    and ESCAPEE_PLAN[c] != a.plan]
        if infamous:
            return (f"Put Change in Plan on the {_plan(a.plan)}: then {_short(infamous[0])} can be its "
                    f"mastermind, worth {INFAMOUS_VALUE} points")
        return f"Put Change in Plan on the {_plan(a.plan)}: any Escapee can then foil the plan you are in"
    if isinstance(a, A.WardenToYard):
        return (f"Send {_short(a.card)} to the Yard: your plans stay in front of you, where they score, "
                "and you draw a new card")
    if isinstance(a, A.WardenDiscardPlan):
        k = t.mine[a.plan]
        return (f"Give up your {_plan(a.plan)} cards: only {_cards(k)}, and you keep your Escapees for "
                "bigger foils")
    if isinstance(a, A.AddCoConspirator):
        return f"Add {_short(a.card)}: {VALUE[a.card]} more points in your Foiled! pile right now"
    if isinstance(a, A.NoCoConspirator):
        return "Keep your Escapees: each can still foil a plan of its own"
    return a.describe([where(me, s, n) for s in range(n)])


def _instead(action: Action, me: int, n: int) -> str:
    """Another choice in a few words, to say what a move beat: "discarding a Bay Swim card"."""
    a = action
    if isinstance(a, (A.DrawCellBlock, A.WorkDetailDraw)):
        return "drawing two"
    if isinstance(a, A.DrawSolitary):
        return "taking the top of Solitary"
    if isinstance(a, (A.WorkDetailTake, A.CellSearchKeep)):
        return f"{'taking' if isinstance(a, A.WorkDetailTake) else 'keeping'} {_short(a.card)}"
    if isinstance(a, A.StartPlan):
        return f"starting the {_plan(a.plan)}"
    if isinstance(a, A.LayOff):
        return f"laying off on the {_plan(a.plan)}"
    if isinstance(a, (A.SendToYard, A.WardenToYard)):
        return f"sending {_short(a.card)} to the Yard"
    if isinstance(a, A.FoilPlan):
        return f"foiling the {_plan(a.plan)}"
    if isinstance(a, A.Discard):
        return f"discarding {_short(a.card)}"
    if isinstance(a, A.UncoverPlan):
        return f"taking a {_plan(a.plan)} card from {where(me, a.from_seat, n)}"
    if isinstance(a, A.AskFavor):
        return f"asking for the {_plan(a.plan)}"
    if isinstance(a, A.PlaceAction):
        return f"the {_plan(a.plan)}"
    if isinstance(a, A.WardenDiscardPlan):
        return f"giving up your {_plan(a.plan)} cards"
    if isinstance(a, A.AddCoConspirator):
        return f"adding {_short(a.card)}"
    return "keeping your Escapees"


def reason(view: AlcatrazView, t: Table, action: Action, candidates: Sequence[Action],
           diffs: dict[int, list[float]]) -> str:
    """One line: why ``action`` (one of ``candidates``, the habit's pick first), with what the look-ahead
    showed when it made a clear difference (``diffs``: each challenger's points over the habit, per deal)."""
    text = _habit_reason(view, t, action)
    n = view.num_players
    if candidates and action != candidates[0]:
        j = list(candidates).index(action)
        gain = sum(diffs[j]) / len(diffs[j]) if diffs.get(j) else 0.0
        if gain >= CLEAR:
            text += f" (in my tries it beat {_instead(candidates[0], t.me, n)} by about {round(gain)} points)"
    elif diffs:
        worst = min((sum(d) / len(d) for d in diffs.values() if d), default=0.0)
        if worst <= -CLEAR * 2:
            text += " (the other choices I tried came out worse)"
    return text + "."


__all__ = ["reason", "where"]
