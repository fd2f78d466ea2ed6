"""Small stumbles of a family evening (issue 16): each found by hand, each checked here."""

from __future__ import annotations

import pygame

from game.engine.match import Match
from game.engine.record import SeatInfo
from game.store.settings import Settings, load_settings, save_settings
from game.table.overlays import GameOverOverlay, PauseOverlay
from game.table.scene import GameScene
from game.ui.widgets import TextField
from tests.app.drive import click, frames, key, until
from tests.engine.toy_game import SPEC as TOY


def bot_game(app, over=True):
    app.settings.animation_speed = "instant"
    seats = [SeatInfo(f"P{i}", "bot", "easy", i) for i in range(3)]
    scene = GameScene(app, Match.new(TOY, TOY.standard(), seats, seed=5), autosave=False)
    app.scenes.push(scene)
    if over:
        assert until(app, lambda: isinstance(app.scenes.top, GameOverOverlay), limit=3000)
    return scene


# -- "Look at table" is not a dead end ---------------------------------------------------------------
def test_after_look_at_table_the_result_play_again_and_replay_are_reachable_again(app):
    scene = bot_game(app)
    key(app, pygame.K_t)  # Look at table
    assert app.scenes.top is scene
    frames(app, 3)
    assert scene.result_button.visible and not scene.skip_button.visible
    click(app, scene.result_button.rect.center)
    overlay = app.scenes.top
    assert isinstance(overlay, GameOverOverlay)
    labels = [w.label for w in overlay.widgets.widgets]
    assert "Play again" in labels and "Watch replay" in labels
    key(app, pygame.K_t)
    key(app, pygame.K_RETURN)  # Enter at the table opens it too
    assert isinstance(app.scenes.top, GameOverOverlay)


def test_the_result_button_is_hidden_while_the_game_goes_on(app):
    scene = bot_game(app, over=False)
    frames(app, 2)
    assert not scene.result_button.visible and scene.skip_button.visible


# -- no "thinking…" behind a dialog; a pause menu without an empty floor ---------------------------------
def test_nobody_is_thinking_on_screen_while_a_dialog_holds_the_computer_players(app):
    scene = bot_game(app, over=False)
    frames(app, 2)
    assert "thinking" in scene.status_text()
    shown = []
    real = scene.status_text
    scene.status_text = lambda: shown.append(1) or real()
    app.process([], 1 / 60)
    assert shown  # drawn while the table is on top
    scene.open_pause()
    shown.clear()
    app.process([], 1 / 60)
    assert not shown


def test_the_pause_menu_fits_its_buttons(app):
    scene = bot_game(app, over=False)
    pause = PauseOverlay(app, scene)
    buttons = [w.rect for w in pause.widgets.widgets]
    assert pause.panel.bottom - max(r.bottom for r in buttons) <= 40
    assert pause.panel.contains(buttons[0].unionall(buttons[1:]))


# -- full screen: F11, Settings and the saved setting agree --------------------------------------------
def test_f11_and_the_settings_switch_agree_with_each_other_and_the_saved_setting(app):
    settings = app.scenes.open("settings")
    frames(app, 2)
    assert settings.fullscreen_toggle.value is False
    key(app, pygame.K_F11)
    frames(app, 1)
    assert app.settings.fullscreen and settings.fullscreen_toggle.value
    assert load_settings().fullscreen
    click(app, settings.fullscreen_toggle.rect.center)
    frames(app, 1)
    assert not app.settings.fullscreen and not settings.fullscreen_toggle.value
    assert not load_settings().fullscreen


# -- setup remembers the family ---------------------------------------------------------------------
def test_setup_remembers_each_games_last_seats(app):
    scene = app.scenes.open("new_game", "home_alone")
    frames(app, 2)
    back, ahead = scene.count_cycle.arrow_rects()
    while scene.count != 2:
        click(app, back.center)
    scene.rows[0]["entry"].set_text("Grandma")
    scene.rows[1]["entry"].set_text("Tom")
    _, kind_ahead = scene.rows[1]["kind"].arrow_rects()
    click(app, kind_ahead.center)  # Computer: normal -> Computer: hard
    click(app, scene.rows[1]["chip"].rect.center)  # another colour
    colour = scene.rows[1]["chip"].index
    scene.start()
    assert isinstance(app.scenes.top, GameScene)
    app.scenes.home()
    again = app.scenes.open("new_game", "home_alone")
    assert again.count == 2
    assert [again.rows[i]["entry"].get_text() for i in range(2)] == ["Grandma", "Tom"]
    assert again.rows[1]["kind"].value == "Computer: hard" and again.rows[1]["chip"].index == colour
    other = app.scenes.open("new_game", "alcatraz")  # another game keeps its own seats
    assert other.rows[1]["entry"].get_text() != "Tom"
    stored = load_settings().last_seats["home_alone"]
    assert stored[1] == {"name": "Tom", "kind": "bot", "level": "hard", "colour": colour}


def test_remembered_seats_that_are_damaged_are_dropped_with_a_note(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('last_seats = { alarm = [ { name = "", kind = "robot" } ] }\nmuted = true\n')
    s = load_settings(path)
    assert s.last_seats == {} and s.muted and any("last_seats" in p for p in s.problems)
    good = Settings(last_seats={"alarm": [{"name": "Sam", "kind": "human", "level": "normal", "colour": 2}]})
    save_settings(good, path)
    assert load_settings(path).last_seats == good.last_seats


# -- Tab reaches every control, text fields included --------------------------------------------------------
def test_tab_reaches_the_name_fields_and_typing_goes_into_them(app):
    scene = app.scenes.open("new_game", "alarm")
    frames(app, 2)
    fields = [w for w in scene.widgets.widgets if isinstance(w, TextField) and w.visible]
    assert len(fields) == scene.count
    reached = []
    for _ in range(len(scene.widgets._focusables()) + 1):
        key(app, pygame.K_TAB)
        focused = scene.widgets.focused()
        reached.append(focused)
    assert all(f in reached for f in fields)
    assert scene.start_button in reached and scene.count_cycle in reached
    while scene.widgets.focused() is not fields[1]:
        key(app, pygame.K_TAB)
    assert fields[1].entry.is_focused
    fields[1].entry.set_text("")
    app.process([pygame.event.Event(pygame.TEXTINPUT, text="Zoe")], 1 / 60)
    assert fields[1].entry.get_text() == "Zoe"
    key(app, pygame.K_TAB)
    assert not fields[1].entry.is_focused and scene.widgets.focused() is scene.rows[1]["kind"]


# -- autosaves of unfinished games do not pile up -------------------------------------------------------
def test_each_game_keeps_only_its_newest_unfinished_game_unless_renamed():
    from game.engine.match import new_match
    from game.engine.registry import get_spec
    from game.store import saves

    def game(seed):
        seats = [SeatInfo(n, "bot", "easy", i) for i, n in enumerate(("Sam", "Bonnie", "Clyde"))]
        m = new_match("alarm", get_spec("alarm").standard(), seats, seed=seed)
        m.apply(m.state.pending.actions[0])
        return m

    for seed in range(1, 5):  # four games started in one evening, none finished
        saves.write_autosave(game(seed))
        saves.flush_autosave()
    kept = [i for i in saves.list_saves() if i.title.startswith("Unfinished")]
    assert len(kept) == 1, [i.path.name for i in kept]
    assert "replaces it" in kept[0].description  # the Load screen says what happens to the rest
    assert saves.load_record(kept[0].path).seed == 3  # the newest one set aside
    saves.rename_save(kept[0].path, "Grandma's great game")
    saves.write_autosave(game(5))
    saves.flush_autosave()
    titles = sorted(i.title for i in saves.list_saves())
    assert "Grandma's great game" in titles and sum(t.startswith("Unfinished") for t in titles) == 1
