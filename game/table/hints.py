"""Who answers the hint button, and with what.

A hint is the move a strong computer player would make for the person whose
turn it is, with its reason in plain words (:meth:`game.engine.bots.Bot.advise`).
It must never tell that person more than they may know, so the advisor is a
*fresh* computer player of the game's strongest level, handed exactly two
things: the deciding seat's own view and the pending decision. Never the state,
never an observer's view (``view(None)``), never another seat's. Being fresh it
remembers nothing of the game either: whatever a seat may remember has to be in
its view. It is seeded from the game's seed, the seat and the move number (as
the computer players are seeded from the game's seed), so asking twice at the
same point gives the same hint, and two positions that look the same from the
seat give the same hint.

The table runs :meth:`~game.engine.bots.Bot.advise` on its computer-player
thread (see :class:`~game.table.scene.GameScene`) and checks the answer here
before showing it: an advice that is not one of the decision's legal moves is
no hint at all.
"""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action, Decision
from game.engine.bots import Advice, Bot
from game.engine.game import GameSpec, GameState
from game.engine.record import Record
from game.engine.rng import derive_seed

#: the level asked first; a game without it is asked at its last (strongest) level
HINT_LEVEL = "hard"


def advisor_level(spec: GameSpec) -> str:
    levels = list(spec.bots)
    return HINT_LEVEL if HINT_LEVEL in spec.bots else levels[-1]


def make_advisor(spec: GameSpec, record: Record, seat: int) -> Bot:
    """A fresh computer player of the strongest level for ``seat``, seeded for this point of the game,
    that calls the players by their names in its reasons."""
    seed = derive_seed(record.seed, "hint", seat, len(record.actions))
    bot = spec.bots[advisor_level(spec)](seat, seed, record.variant)
    if hasattr(bot, "names"):
        bot.names = record.names()
    return bot


def brief(advisor: Any, spec: GameSpec, record: Record, seat: int) -> None:
    """Show an advisor that remembers (one with ``watch(view)``, as a Home Alone player remembers where
    it hid its markers) what ``seat`` has seen so far: the game is replayed from its record and the
    advisor is handed ``seat``'s own view after every move, and nothing else. Others need no briefing."""
    watch = getattr(advisor, "watch", None)
    if not callable(watch):
        return
    state = record.new_state(spec)
    watch(state.view(seat))
    for action in record.actions:
        state.apply(action)
        watch(state.view(seat))


def ask(advisor: Any, view: Any, decision: Decision) -> Advice:
    """The advisor's answer for ``decision`` from ``view`` (run on the computer-player thread)."""
    advice = advisor.advise(view, decision)
    if not isinstance(advice, Advice) or not isinstance(advice.action, Action):
        raise TypeError(f"{type(advisor).__name__}.advise returned {advice!r}, not an Advice")
    return advice


def legal_advice(advice: Advice, state: GameState, decision: Decision) -> Action | None:
    """The decision's own action that ``advice`` means, or ``None`` if it is not a legal move now
    (checked through the engine's gate, as playing it will be)."""
    if state.pending != decision:
        return None
    try:
        return state.legal_form(advice.action)
    except Exception:  # noqa: BLE001 - a strange answer is simply no hint
        return None


def plain(reason: str, limit: int = 240) -> str:
    """A reason cleaned up for the callout: one paragraph, not absurdly long."""
    text = " ".join(str(reason or "").split())
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"
