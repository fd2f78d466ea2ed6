"""Continue and Load open with the story so far in the log, told without anyone's secrets.

Found by hand: a resumed game's log said only "Game resumed: 62 moves so far". The table
shell now replays the record's events through the game's own ``log_text``, redacted for
the person at the table (or for nobody in particular when several people share it).
"""

from __future__ import annotations

import random

import pytest

from game.app import games
from game.engine.match import Match
from game.engine.record import SeatInfo
from game.engine.registry import get_spec
from game.store.paths import variant_catalog
from game.table.scene import PUBLIC_SEAT
from tests.app.drive import frames

# a variant of each game in which someone holds something private
PRIVATE = {"alarm": "informant", "alcatraz": "standard", "home_alone": "standard"}


MOVES = {"alarm": 60, "alcatraz": 60, "home_alone": 160}  # Home Alone hides for a long time first


def played(game_id, kinds, moves=None, seed=3):
    moves = moves or MOVES[game_id]
    spec = get_spec(game_id)
    variant = variant_catalog(game_id).get(PRIVATE[game_id])
    names = ["You", "Alex", "Robin", "Jo"]
    seats = [SeatInfo(names[i], kind, "easy", i) for i, kind in enumerate(kinds)]
    match = Match.new(spec, variant, seats, seed=seed)
    rnd = random.Random(seed)
    while match.move_count < moves and not match.state.is_over:
        d = match.state.pending
        match.apply(d.actions[rnd.randrange(len(d.actions))])
    return Match.from_record(spec, match.record)


def told(match, viewer):
    """Each event's plain description as ``viewer`` would be shown it."""
    state = match.record.new_state(match.spec)
    events = list(getattr(state, "opening_events", []) or [])
    for action in match.record.actions:
        events += state.apply(action)
    names = match.names()
    out = []
    for e in events:
        shown = e.redact(viewer)
        if shown is not None:
            out.append(shown.describe(names))
    return out


def resumed_log(app, match):
    app.settings.animation_speed = "instant"
    games.start(app, match, autosave=False)
    scene = app.scenes.top
    frames(app, 2)
    return scene, [text for text, _ in scene.log.lines]


@pytest.mark.parametrize("game_id", sorted(PRIVATE))
def test_a_resumed_game_tells_one_person_what_they_saw_and_nothing_more(app, game_id):
    n = max(3, get_spec(game_id).players_for(variant_catalog(game_id).get(PRIVATE[game_id]))[0])
    match = played(game_id, ["human"] + ["bot"] * (n - 1))
    scene, lines = resumed_log(app, match)
    assert scene.history_viewer() == 0
    assert lines[-1].startswith("Game resumed:")
    assert len(lines) > 10, "the log tells the story so far"
    secrets = set(told(match, None)) - set(told(match, 0))
    assert secrets, "this game had something the person must not see"
    leaked = secrets & set(lines)
    assert not leaked, f"{game_id}: the resumed log shows another seat's secret: {sorted(leaked)[:3]}"
    own = set(told(match, 0)) - set(told(match, 1))
    assert own & set(lines) or game_id == "home_alone", "the person's own private moves are in their log"


@pytest.mark.parametrize("game_id", sorted(PRIVATE))
def test_a_resumed_game_shared_by_several_people_tells_only_what_everyone_saw(app, game_id):
    n = max(3, get_spec(game_id).players_for(variant_catalog(game_id).get(PRIVATE[game_id]))[0])
    match = played(game_id, ["human", "human"] + ["bot"] * (n - 2))
    app.settings.handoff_screens = True
    scene, lines = resumed_log(app, match)
    assert scene.history_viewer() == PUBLIC_SEAT
    public = set(told(match, PUBLIC_SEAT))
    for seat in (0, 1):
        secrets = set(told(match, seat)) - public
        assert not secrets & set(lines), f"{game_id}: seat {seat}'s secret is in the shared log"
    assert lines[-1].startswith("Game resumed:") and len(lines) > 10


def test_a_game_of_computer_players_is_told_in_full(app):
    match = played("alcatraz", ["bot"] * 3, moves=30)
    scene, lines = resumed_log(app, match)
    assert scene.history_viewer() is None
    assert set(told(match, None)) - set(told(match, 0)) & set(lines)


def test_a_resumed_home_alone_log_says_what_each_spin_showed(app):
    """At the table a spin is logged when its arrow stops; a retold log has no arrow, so it says it."""
    match = played("home_alone", ["human"] + ["bot"] * 2, moves=160)
    scene, lines = resumed_log(app, match)
    assert any(line.endswith((" a 1.", " a 2.", " a 3.", " a 4.", " a 5.", " a 6.")) and " spin" in line
               for line in lines), lines[-12:]


@pytest.mark.parametrize("file", ["alcatraz-warden.json", "home-alone-handle-bar.json", "alarm-lawyer.json"])
def test_a_scenario_opened_from_the_load_screen_says_how_the_game_came_about(app, file):
    """Found by hand: a scenario opened with an empty "What happened". Its log now starts with the
    scenario's name and what it is about, then where things stand."""
    from game.store.saves import read_info

    load = app.scenes.open("load")
    load.show_tab("scenario")
    names = [info.path.name for info in load.list.items]
    load.list.select(names.index(file))
    info = load.list.selected_info
    app.settings.animation_speed = "instant"
    load.open()
    scene = app.scenes.top
    frames(app, 3)
    lines = [text for text, _ in scene.log.lines]
    assert lines[:2] == [f"Scenario: {info.title}.", read_info(info.path).description], lines
    assert any(line.endswith("to play.") for line in lines), lines
    if file.startswith("alcatraz"):
        assert "Round 3." in lines, lines


def test_a_game_set_up_part_way_through_never_opens_with_an_empty_log(app):
    from game.engine.record import SeatInfo as Seat
    from game.home_alone.positions import as_match, position

    match = as_match(position(players=2, rest="hidden", seed=11), [Seat("You", "human", "normal", 0),
                                                                   Seat("Bonnie", "bot", "normal", 1)])
    scene, lines = resumed_log(app, match)
    assert lines and lines[0] == "This game was set up part-way through.", lines


def test_a_game_resumed_after_one_move_says_one_move(app):
    """Found by hand: "Game resumed: 1 moves so far."."""
    match = played("alcatraz", ["human", "bot", "bot"], moves=1)
    scene, lines = resumed_log(app, match)
    assert lines[-1] == "Game resumed: 1 move so far.", lines[-3:]
