"""A seat called "You" (the scenarios' learner) reads grammatically everywhere.

Found by hand: "You draws a Bone", "You's Kid", "You is next". Sentences about a player
are built with ``game.engine.naming``; this checks the helper, the shared table shell and
every game's event descriptions over random games.
"""

from __future__ import annotations

import random
import re

import pytest

from game.engine.match import Match
from game.engine.naming import does, is_you, their, verb_for, whom, whose
from game.engine.record import SeatInfo
from game.engine.registry import GAME_MODULES, get_spec
from game.store.paths import variant_catalog

BAD = re.compile(r"\bYou's\b|\byou's\b|\b[Yy]ou (?:is|was|has|does|goes)\b|\bYou [a-z]+[^s\W]s\b|\bYou [a-z]+ies\b")


def test_verbs_agree_with_you_and_with_anyone_else():
    assert does("Sam", "draws") == "Sam draws" and does("You", "draws") == "You draw"
    assert does("you", "is") == "You are" and does("You", "has") == "You have" and does("You", "was") == "You were"
    assert does("You", "catches") == "You catch" and does("You", "passes") == "You pass"
    assert does("You", "tries") == "You try" and does("You", "goes") == "You go"
    assert does("You", "is not") == "You are not" and does("Sam", "is not") == "Sam is not"
    assert verb_for("You", "keeps") == "keep" and verb_for("Robin", "keeps") == "keeps"
    assert whose("Sam") == "Sam's" and whose("You") == "Your" and whose("You", start=False) == "your"
    assert whom("You") == "you" and whom("Jo") == "Jo" and their("You") == "your" and their("Jo") == "their"
    assert is_you(" YOU ") and not is_you("Yousef")
    assert not BAD.search(does("You", "draws") + " a Bone. " + whose("You") + " Kid. " + does("You", "is") + " next.")
    assert BAD.search("You draws a Bone") and BAD.search("You's Kid") and BAD.search("You is next")


def test_the_table_shell_speaks_to_you(app):
    from game.table.scene import GameScene
    from tests.engine.toy_game import SPEC as TOY

    seats = [SeatInfo("You", "bot", "easy", 0), SeatInfo("Bot", "bot", "easy", 1)]
    match = Match.new(TOY, TOY.standard(), seats, seed=1)
    scene = GameScene(app, match, autosave=False)
    assert match.state.pending.seat == 0
    assert scene.status_text() == "You are thinking…"
    scene.last_human_actor = 0
    assert scene.undo_hint().startswith(("Take back your last move", "Undo takes back"))
    assert not BAD.search(scene.status_text() + " " + scene.undo_hint())


def events_told(game_id, seed=4, moves=400):
    spec = get_spec(game_id)
    variant = variant_catalog(game_id).get("standard")
    lo, hi = spec.players_for(variant)
    seats = [SeatInfo(name, "bot", "easy", i) for i, name in enumerate(["You", "Alex", "Robin", "Jo"][:max(lo, 3)])]
    match = Match.new(spec, variant, seats, seed=seed)
    rnd = random.Random(seed)
    names = match.names()
    told = [e.describe(names) for e in match.opening_events]
    while not match.state.is_over and match.move_count < moves:
        d = match.state.pending
        told += [e.describe(names) for e in match.apply(d.actions[rnd.randrange(len(d.actions))])]
    return told


@pytest.mark.parametrize("game_id", sorted(GAME_MODULES))
def test_every_games_narration_is_grammatical_for_you(game_id):
    told = [line for seed in (4, 9) for line in events_told(game_id, seed)]
    assert any("You" in line for line in told)
    bad = sorted({line for line in told if BAD.search(line)})
    assert not bad, "\n".join(bad[:12])
