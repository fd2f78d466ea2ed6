"""Games saved before the revised Treehouse ruling and the round limit keep their own rules.

``data/haven-ruling-save.json`` was written by the code of the haven ruling (Crooks never
entered the Treehouse, 150 turns, no announced rounds), two players, 339 moves in, with a
Kid in the Treehouse and a Crook two steps from the ladder. Its variant has no
``safe_treehouse`` or ``round_limit`` keys: they mean what that game was played by.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from game.engine import Match, SaveError, load_record_file, record_from_json
from game.engine.runner import make_bots
from game.home_alone.board import TREEHOUSE
from game.home_alone.spec import SPEC

OLD = Path(__file__).parent / "data" / "haven-ruling-save.json"


def test_an_old_save_loads_under_the_rules_it_was_saved_with():
    record = load_record_file(OLD)
    v = record.variant
    assert v.safe_treehouse is True and v.round_limit == 0 and v.turn_limit == 150
    match = Match.from_record(SPEC, record, file=OLD.name)
    st = match.state
    assert not st.is_over and st.turn > 100  # past the new default's last round, still playing
    assert any(k >= 0 and st.board.kind(k) == TREEHOUSE for k in st.kids)


def test_read_under_the_new_defaults_the_same_moves_would_not_even_replay():
    data = json.loads(OLD.read_text())
    params = data["record"]["variant"]["params"]
    params.update({"safe_treehouse": False, "round_limit": SPEC.standard().round_limit})
    with pytest.raises(SaveError, match="not legal"):
        Match.from_record(SPEC, record_from_json(copy.deepcopy(data)))


def test_an_old_save_plays_on_to_the_end_under_the_haven_ruling():
    match = Match.from_record(SPEC, load_record_file(OLD), file=OLD.name)
    st = match.state
    bots = make_bots(SPEC, ["normal", "hard"], 5, st.variant)
    offered_near_the_ladder = 0
    while not st.is_over:
        d = st.pending
        if d.kind == "crook":
            assert not any(st.board.kind(a.to) == TREEHOUSE for a in d.actions)
            offered_near_the_ladder += any(st.board.kind(a.to) == "ladder" for a in d.actions)
        match.apply(bots[d.seat].choose(st.view(d.seat), d))
        st = match.state
    assert st.end_reason in ("caught", "cleared", "turn_limit") and st.turn <= 150
    assert offered_near_the_ladder  # the Crooks did come to the ladder, and went no further
