"""The race-log tool (``race_log.py``) races logged deals as the hard player would, and judges on the others."""

from __future__ import annotations

from game.alcatraz import actions as A
from game.alcatraz.search import HardBot
from game.alcatraz.spec import SPEC
from tests.alcatraz.race_log import lap, raced, replay


def logged_decision() -> dict:
    """A play step whose habit lays off; on every deal ending the turn is worth 10 more, sending to the Yard 5 less."""
    cands = [A.LayOff(0, 1), A.Discard(3), A.SendToYard(90)]
    return {"kind": "play", "cands": cands, "values": [[0.0, 10.0, -5.0]] * 8, "steps": [[20, 30, 40]] * 8}


def test_a_replay_leaves_out_what_the_player_does_not_race_and_judges_on_later_deals():
    rec = logged_decision()
    today = HardBot(0, 0, SPEC.standard())
    assert raced(rec, today) == [0, 2]  # the hard player never races ending the turn against a lay-off
    gains, steps = replay([rec], today, 6)
    # the challenger drops out after two deals (the fewest), both candidates played out on each
    assert gains == [0.0] and steps == 2 * (20 + 40)
    every = HardBot(0, 0, SPEC.standard())
    every.unraced = {}
    every.min_samples = 3
    gains, steps = replay([rec], every, 6)
    # the Yard drops out after three deals; ending the turn stays in to the sixth, and wins
    assert gains == [10.0] and steps == 3 * (20 + 30 + 40) + 3 * (20 + 30)


def test_a_replay_leaves_the_draw_of_a_four_player_game_to_the_habit():
    draw = {"kind": "draw", "cands": [A.make(A.DrawCellBlock), A.make(A.DrawSolitary)],
            "values": [[0.0, 10.0]] * 8, "steps": [[20, 30]] * 8}
    today = HardBot(0, 0, SPEC.standard())
    assert replay([{**draw, "players": 4}], today, 6) == ([0.0], 0)
    gains, steps = replay([{**draw, "players": 2}], today, 6)
    assert gains == [10.0] and steps == 6 * (20 + 30)


def test_at_a_table_of_four_the_race_runs_on_the_shorter_play_outs_and_is_judged_on_whole_laps():
    # the shorter play-outs favour ending the turn on every deal, the whole laps never do
    rec = {**logged_decision(), "players": 4,
           "shorter": [[0.0, 10.0, -5.0]] * 8, "shorter_steps": [[10, 15, 20]] * 8}
    rec["values"] = [[0.0, 0.0, 0.0]] * 8
    every = HardBot(0, 0, SPEC.standard())
    every.unraced = {}
    assert lap(rec, every) == ("shorter", "shorter_steps")
    gains, steps = replay([rec], every, 6)
    assert gains == [0.0] and steps == 2 * (10 + 15 + 20) + 4 * (10 + 15)  # picked, but worth nothing later
    every.crowd_shorter_lap = False
    assert lap(rec, every) == ("values", "steps")
    assert replay([rec], every, 6) == ([0.0], 2 * (20 + 30 + 40))
