"""The Load scene and the Save dialog: lists, pictures, open, replay, rename, delete; bad files
are shown with their reason and never break the screen."""

from __future__ import annotations

import pygame

from game.store import saves
from game.store.paths import saves_dir
from game.ui import thumbnails
from tests.saves.conftest import settle
from tests.saves.helpers import new_match, play, play_to_end, state_json
from tests.store.test_save_files import _write, bad_files


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _load(app):
    from game.app.scenes.load import LoadScene
    from game.app.scenes.menu import MenuScene
    app.scenes.reset(MenuScene(app))
    scene = LoadScene(app)
    app.scenes.push(scene)
    scene.checker.wait()
    settle(app, 3)
    return scene


def test_menu_enables_load(app):
    from game.app.scenes.menu import MenuScene
    assert MenuScene(app).buttons["Load"].enabled


def test_load_lists_good_and_bad_files_and_opens_the_good_one(app, toy):
    m = play(new_match(toy, 3, humans=1), 4)
    good = saves.save_to_slot(m, "Good one")
    for name, content, _ in bad_files(toy):
        _write(name, content)
    scene = _load(app)
    infos = scene.list.items
    assert len(infos) == len(bad_files(toy)) + 1
    reasons = {name: words for name, _, words in bad_files(toy)}
    for info in infos:
        assert info.checked and info.ok == (info.path == good), info.path.name
        if not info.ok:
            assert reasons[info.path.name].lower() in info.error.lower()
    # choose each bad row: Open explains, nothing crashes
    for i, info in enumerate(infos):
        scene.list.select(i)
        scene._update_buttons()
        if not info.ok:
            assert not scene.buttons["open"].enabled and not scene.buttons["rename"].enabled
            assert scene.buttons["delete"].enabled
            scene.open()
            settle(app, 1)
    good_index = next(i for i, info in enumerate(infos) if info.path == good)
    scene.list.select(good_index)
    app.process([key(pygame.K_RETURN)], 1 / 30)
    top = app.scenes.top
    assert top.name == "toy-table" and state_json(top.match) == state_json(m)


def test_open_a_file_that_broke_after_listing(app, toy):
    m = play(new_match(toy, 3), 4)
    path = saves.save_to_slot(m, "soon broken")
    scene = _load(app)
    path.write_text("{")
    scene.open()
    settle(app, 1)
    assert app.scenes.top is scene and app.toasts.items
    assert not scene.list.items[0].ok


def test_a_save_edited_by_hand_opens_with_a_word_about_it(app, toy):
    import json

    m = play(new_match(toy, 3, humans=1), 4)
    path = saves.save_to_slot(m, "tinkered")
    data = json.loads(path.read_text())
    data["record"]["actions"] = data["record"]["actions"][:-1]  # one move fewer: still a game, not the one saved
    path.write_text(json.dumps(data))
    scene = _load(app)
    scene.list.select(0)
    scene.open()
    settle(app, 1)
    assert app.scenes.top.name == "toy-table"
    assert any("changed outside Caper Night" in text and "tinkered" in text for text, *_ in app.toasts.items)


def test_rename_and_delete_ask_and_act(app, toy):
    m = play(new_match(toy, 3), 4)
    path = saves.save_to_slot(m, "before")
    scene = _load(app)
    scene.rename()
    prompt = app.scenes.top
    assert prompt.name == "text-prompt"
    prompt.entry.set_text("after")
    prompt.submit()
    settle(app, 2)
    assert app.scenes.top is scene and scene.list.items[0].title == "after"
    app.process([key(pygame.K_DELETE)], 1 / 30)
    confirm = app.scenes.top
    assert confirm.name == "confirm" and path.exists()
    confirm.close()  # Cancel keeps it
    assert path.exists()
    scene.delete()
    app.scenes.top._yes()
    settle(app, 1)
    assert not path.exists() and scene.list.items == []


def test_tabs_finished_games_replay_and_scenarios(app, toy, tmp_path, monkeypatch):
    from game.store import saves as s
    full = play_to_end(new_match(toy, 8))
    s.finish_game(full)
    folder = tmp_path / "scenarios"
    folder.mkdir()
    monkeypatch.setattr(s, "scenarios_dir", lambda: folder)
    scenario = play(new_match(toy, 9), 3)
    data = s.payload(scenario, "A tricky spot", "Can you win from here?")
    import json
    (folder / "tricky.json").write_text(json.dumps(data))
    scene = _load(app)
    app.process([key(pygame.K_RIGHT)], 1 / 30)
    assert scene.tab == "finished" and scene.list.items[0].over
    scene._update_buttons()
    assert not scene.buttons["open"].enabled and scene.buttons["replay"].enabled
    app.process([key(pygame.K_RIGHT)], 1 / 30)
    assert scene.tab == "scenario"
    info = scene.list.items[0]
    assert info.description == "Can you win from here?"
    scene._update_buttons()
    assert not scene.buttons["delete"].enabled and not scene.buttons["rename"].enabled
    scene.replay()
    settle(app, 2)
    assert app.scenes.top.replay is not None and app.scenes.top.replay.total == 3


def test_save_dialog_from_the_pause_menu(app, toy):
    from tests.saves.toy_scene import ToyScene
    m = play(new_match(toy, 3, humans=1), 2)
    app.settings.handoff_screens = False
    table = ToyScene(app, m)
    app.scenes.reset(table)
    settle(app, 5)
    table.open_pause()
    pause = app.scenes.top
    pause.save()
    dialog = app.scenes.top
    assert dialog.name == "save-game"
    dialog.choose(None)  # "New save…"
    prompt = app.scenes.top
    prompt.entry.set_text("Kitchen table")
    prompt.submit()
    settle(app, 2)
    assert app.scenes.top is table, "saving returns to the game"
    (info,) = saves.list_saves()
    assert info.title == "Kitchen table" and thumbnails.load_thumbnail(info.path) is not None
    # over the same slot, after asking
    play(m, 2)
    table.open_pause()
    app.scenes.top.save()
    dialog = app.scenes.top
    dialog.list.select(1)
    dialog.choose(dialog.list.selected_info)
    assert app.scenes.top.name == "confirm"
    app.scenes.top._yes()
    settle(app, 2)
    (info,) = saves.list_saves()
    assert info.moves == m.move_count and app.scenes.top is table


def test_save_picture_never_shows_a_table_hidden_behind_the_hand_off_screen(app, toy):
    from game.app.scenes.load import picture_below
    from game.table.overlays import HandoffScene, PauseOverlay
    from tests.saves.toy_scene import ToyScene
    m = new_match(toy, 3, humans=2)
    table = ToyScene(app, m)
    app.scenes.reset(table)
    handoff = HandoffScene(app, 1, "Alex", lambda: None)
    app.scenes.push(handoff)
    pause = PauseOverlay(app, table)
    app.scenes.push(pause)
    pic = picture_below(app, pause)
    expected = pygame.Surface((1280, 720))
    handoff.draw(expected)
    assert pygame.image.tobytes(pic, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_monkey_on_the_load_scene(app, toy):
    from tests.app.monkey import monkey
    for i in range(3):
        saves.save_to_slot(play(new_match(toy, i), 3 + i), f"save {i}")
    for name, content, _ in bad_files(toy)[:5]:
        _write(name, content)
    scene = _load(app)

    def keep():
        if scene not in app.scenes.stack or len(app.scenes.stack) > 4:
            app.scenes.reset(scene)
            scene.refresh()
        if len(list(saves_dir().glob("*.json"))) < 3:
            saves.save_to_slot(play(new_match(toy, 7), 3), "again")
            scene.refresh()
    monkey(app, 1000, seed=3, keep=keep)


def test_quick_list_first_then_checked_in_the_background(app, toy):
    """A file that breaks a rule looks fine to a quick read, and is marked once it is replayed."""
    from game.app.scenes.load import LoadScene
    name, content, words = next(c for c in bad_files(toy) if c[0] == "two-places.json")
    _write(name, content)
    saves.save_to_slot(play(new_match(toy, 3), 4), "fine")
    saves._info_cache.clear()
    scene = LoadScene(app)
    app.scenes.push(scene)
    scene.checker.wait()
    for _ in range(3):
        app.process([], 1 / 30)
    by_name = {i.path.name: i for i in scene.list.items}
    assert not by_name[name].ok and words in by_name[name].error
    assert by_name["fine.json"].ok and by_name["fine.json"].checked


def test_load_scene_renders_something(app, toy):
    saves.save_to_slot(play(new_match(toy, 1), 3), "one")
    _load(app)
    surf = app.screen
    colors = {surf.get_at((x, y))[:3] for x in range(0, 1280, 97) for y in range(0, 720, 61)}
    assert len(colors) > 5


def test_a_game_counted_in_rounds_is_saved_and_listed_by_its_round(app):
    """Found by hand: the table said "Round 8 of 24" and the save offered "…, turn 24" (the
    24th player turn), which reads as the last round."""
    from game.app.scenes.load import SaveGameOverlay
    from game.engine.record import SeatInfo
    from game.home_alone.positions import as_match, position

    seats = [SeatInfo("Sam", "human", "normal", 0), SeatInfo("Clyde", "bot", "normal", 1),
             SeatInfo("Raffles", "bot", "normal", 2)]
    m = as_match(position(players=3, rest="hidden", turn=22), seats)  # round 8, turn 22
    assert SaveGameOverlay(app, m).default_name().endswith(", round 8")
    path = saves.save_to_slot(m, "Evening")
    for deep in (False, True):
        info = saves.read_info(path, "save", deep)
        assert (info.round, info.turn, info.progress) == (8, 22, "round 8")


def test_every_shipped_scenario_row_shows_its_whole_text(app, monkeypatch):
    """The Scenarios tab at the real files: nothing cut with "…" (the four-player Alcatraz row read
    "Escape from Alcatraz · standard rules · ro…"), no text over another, every row says where it stands."""
    from game.ui import save_list

    drawn: list[tuple[str, pygame.Rect, str]] = []
    real_text = save_list.draw.text

    def text(surface, string, font, color, pos, anchor="topleft", max_width=None, shadow=False):
        shown = draw.fit_text(string, font, max_width) if max_width is not None else string
        rect = real_text(surface, string, font, color, pos, anchor, max_width, shadow)
        drawn.append((string, rect, shown))
        return rect

    from game.ui import draw
    monkeypatch.setattr(save_list.draw, "text", text)
    scene = _load(app)
    app.process([key(pygame.K_RIGHT)], 1 / 30)
    app.process([key(pygame.K_RIGHT)], 1 / 30)
    assert scene.tab == "scenario" and len(scene.list.items) >= 7
    for info in scene.list.items:
        row = pygame.Rect(0, 0, scene.list.rect.width, 120)
        drawn.clear()
        surface = pygame.Surface((scene.list.rect.right + 20, 200))
        scene.list._draw_info(surface, row.move(scene.list.rect.x + 8, 4), info)
        texts = [(s, r) for s, r, shown in drawn]
        for string, rect, shown in drawn:
            assert shown == string, f"{info.title}: {string!r} cut to {shown!r}"
        assert any(info.progress in s for s, _ in texts), info.title
        for i, (a, ra) in enumerate(texts):
            for b, rb in texts[i + 1:]:
                assert not ra.inflate(0, -6).colliderect(rb.inflate(0, -6)), f"{info.title}: {a!r} over {b!r}"


def test_a_scenario_with_no_move_yet_offers_no_replay(app, toy, tmp_path, monkeypatch):
    """Found by hand: R on a fresh scenario opened a replay of "0 moves recorded", one still picture."""
    from game.store import saves as s
    folder = tmp_path / "scenarios"
    folder.mkdir()
    monkeypatch.setattr(s, "scenarios_dir", lambda: folder)
    import json
    (folder / "fresh.json").write_text(json.dumps(s.payload(new_match(toy, 9), "A fresh start", "From the top.")))
    scene = _load(app)
    scene.show_tab("scenario")
    scene._update_buttons()
    assert scene.list.items[0].moves == 0
    assert scene.buttons["open"].enabled and not scene.buttons["replay"].enabled
    scene.replay()
    settle(app, 2)
    assert app.scenes.top is scene and app.toasts.items
