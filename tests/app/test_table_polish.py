"""Things a family noticed by playing the tables by hand: stray focus rings, a replay with no way
back to the result, a result dialog with an empty floor."""

from __future__ import annotations

import pygame
import pytest

from game.app import games
from game.engine.record import SeatInfo
from game.engine.registry import get_spec
from tests.app.drive import frames, shown_texts, until

ARROWS = (pygame.K_DOWN, pygame.K_UP, pygame.K_LEFT, pygame.K_RIGHT)


def down(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def up(k):
    return pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def table(app, game_id, you_at=-1, speed="normal"):
    app.settings.animation_speed = speed
    spec = get_spec(game_id)
    n = max(3, spec.players_for(spec.standard())[0])
    names = ["Bonnie", "Clyde", "Kitty", "Raffles"][:n]
    you = range(n)[you_at]
    names[you] = "You"
    seats = [SeatInfo(names[i], "human" if i == you else "bot", "easy", i) for i in range(n)]
    games.start(app, games.new_match(game_id, spec.standard(), seats, seed=5), autosave=False)
    return app.scenes.top


def answer(scene) -> None:
    """Answer the person's question with any legal move (Home Alone's hiding: the whole tray)."""
    if getattr(scene, "plan", None) is not None:
        scene.hide_random()
        scene.hide_done()
        return
    scene.submit(scene.match.state.pending.actions[0])


@pytest.mark.parametrize("game_id", ["alarm", "alcatraz", "home_alone"])
def test_arrows_pressed_while_the_cards_move_leave_no_focus_ring(app, game_id):
    """Found by hand: arrows pressed while an animation ran, or on a question without a cursor
    (a spin), put a focus ring on the Menu button."""
    scene = table(app, game_id)
    pressed = answered = 0
    for _ in range(3000):
        frames(app, 1, dt=1 / 30)
        if not scene.match.state.is_over:
            asked = scene._question_shown()
            for k in ARROWS:
                app.process([down(k), up(k)], 1 / 60)
                pressed += 1
                assert scene.widgets.focused() is None, f"{game_id}: {pygame.key.name(k)} focused a button"
            if asked and scene._question_shown():  # the person's own question: answer it, and play on
                answer(scene)
                answered += 1
        if pressed >= 40 and answered >= 4:
            break
    assert pressed >= 40 and answered >= 4, f"{game_id}: {answered} questions came up"
    # Tab still reaches the buttons on purpose, and then the arrows move on among them
    app.process([down(pygame.K_TAB), up(pygame.K_TAB)], 1 / 60)
    assert scene.widgets.focused() is not None


def finished_table(app, game_id="alarm", seed=3):
    """A game of computer players played to its end in the engine, opened at its table: the result shows."""
    from game.engine.runner import make_bots
    from game.table.overlays import GameOverOverlay
    from game.table.pictures import open_table

    app.settings.animation_speed = "instant"
    spec = get_spec(game_id)
    n = max(3, spec.players_for(spec.standard())[0])
    seats = [SeatInfo(f"Bot {i}", "bot", "easy", i) for i in range(n)]
    match = games.new_match(game_id, spec.standard(), seats, seed=seed)
    bots = make_bots(spec, ["easy"] * n, seed, spec.standard())
    while (d := match.state.pending) is not None:
        bot = bots[d.seat]
        match.apply(d.actions[0] if d.forced else bot.choose(match.state.view(d.seat) if bot.uses_view else None, d))
    scene = open_table(app, match, autosave=False)
    assert until(app, lambda: isinstance(app.scenes.top, GameOverOverlay))
    frames(app, 1, dt=0.6)  # (its keys count once it has been read)
    return scene


def press(app, k):
    app.process([down(k), up(k)], 1 / 60)
    frames(app, 2)


def test_a_replay_opened_from_the_result_leads_back_to_it_or_to_a_new_game(app):
    """Found by hand: "Watch replay" led to a replay whose only way out was "Quit to menu"."""
    from game.table.overlays import GameOverOverlay, PauseOverlay

    table = finished_table(app)
    press(app, pygame.K_w)  # Watch replay
    replay = app.scenes.top
    assert replay.replay is not None and replay.result_table is table
    press(app, pygame.K_SPACE)
    assert replay.replay.playing
    press(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseOverlay)
    assert not replay.replay.playing  # "Replay paused": it does not play on under the menu
    labels = [w.label for w in pause.widgets.widgets]
    assert {"Back to the result", "Play again", "Main menu"} <= set(labels), labels
    next(w for w in pause.widgets.widgets if w.label == "Back to the result").activate()
    frames(app, 2)
    assert isinstance(app.scenes.top, GameOverOverlay) and app.scenes.stack[-2] is table
    assert replay not in app.scenes.stack
    # Enter at the replay's end goes back to the result too (the bar says so)
    frames(app, 1, dt=0.6)
    press(app, pygame.K_w)
    replay = app.scenes.top
    press(app, pygame.K_END)
    assert "Enter: the result" in replay.replay.headline()
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, GameOverOverlay) and app.scenes.stack[-2] is table
    # Play again from the replay starts the same game anew, not another replay
    frames(app, 1, dt=0.6)
    press(app, pygame.K_w)
    press(app, pygame.K_ESCAPE)
    next(w for w in app.scenes.top.widgets.widgets if w.label == "Play again").activate()
    frames(app, 2)
    fresh = app.scenes.top
    assert fresh.replay is None and fresh is not table and fresh.match.record.seats == table.match.record.seats
    assert fresh.match.move_count < table.match.move_count


def test_the_result_dialog_is_as_tall_as_what_it_says(app, monkeypatch):
    """Found by hand: the result of a game with a few lines sat in a panel with a large empty floor."""
    from game.table.overlays import GameOverOverlay
    from game.ui import draw
    from game.ui.theme import BODY_M, Fonts

    class Table:
        def play_again(self):
            pass

    long = "The game ended because the last crook standing " + "ran out of loot and luck " * 4 + "at once."
    for lines in (["Sam: 3", "Alex: 1"], ["Sam: 3", "Alex: 2", "Kim: 1", "Lou: 0", long]):
        cut = []
        real = draw.fit_text
        monkeypatch.setattr(draw, "fit_text", lambda s, f, w: cut.append(s) or real(s, f, w)
                            if f.size(s)[0] > w else s)
        dialog = GameOverOverlay(app, Table(), "Sam wins!", lines, [0])
        app.scenes.push(dialog)
        frames(app, 3)
        dialog.draw(app.screen)
        font = Fonts.body(BODY_M)
        text_bottom = dialog.panel.y + dialog.TEXT_TOP + len(dialog.rows) * (font.get_linesize() + 4)
        buttons_top = min(w.rect.top for w in dialog.widgets.widgets)
        assert 0 <= buttons_top - text_bottom <= 40, lines
        assert dialog.panel.bottom - max(w.rect.bottom for w in dialog.widgets.widgets) <= 30
        assert app.screen.get_rect().contains(dialog.panel)
        assert not cut, f"cut short: {cut}"
        assert len(dialog.rows) > len(lines) or long not in lines  # the long line wrapped
        app.scenes.pop()


@pytest.mark.parametrize("game_id", ["alarm", "alcatraz", "home_alone"])
def test_the_result_speaks_to_you_in_good_grammar(app, game_id):
    """Found by hand: "You is the last burglar still free"."""
    import re

    table = finished_table(app, game_id, seed=4)
    winners = list(table.match.state.winners or ())
    assert winners
    for w in winners:
        table.names[w] = "You"
    lines = table.result_lines()
    bad = [line for line in lines if re.search(r"\bYou (is|was|has|wins|does)\b", line)]
    assert not bad, bad


@pytest.mark.parametrize("name", ["Sam", "Grandma Josephin"])
def test_the_hand_off_centres_the_chip_and_the_name_together(app, monkeypatch, name):
    """Found by hand at 1366x768: "Pass the laptop to / (o) Sam" had the name centred and its chip hanging
    off to the left, so the pair sat lopsided under the centred lines. They are centred as one now."""
    import pygame

    from game.table.overlays import HandoffScene
    from game.ui import draw
    from game.ui.theme import SIZE

    chips, texts = [], []
    real_chip, real_text = draw.player_chip, draw.text

    def player_chip(surface, index, center, size, ring=None):
        chips.append(pygame.Rect(center[0] - size / 2, center[1] - size / 2, size, size))
        return real_chip(surface, index, center, size, ring)

    def text(surface, string, font, color, pos, anchor="topleft", max_width=None, shadow=False):
        rect = real_text(surface, string, font, color, pos, anchor, max_width, shadow)
        texts.append((string, rect))
        return rect

    monkeypatch.setattr(draw, "player_chip", player_chip)
    monkeypatch.setattr(draw, "text", text)
    HandoffScene(app, 1, name, lambda: None).draw_body(pygame.Surface(SIZE))
    shown = next(rect for string, rect in texts if string == name)
    assert len(chips) == 1 and chips[0].right < shown.left
    assert abs((chips[0].left + shown.right) / 2 - SIZE[0] / 2) <= 3, (chips[0], shown)


def test_a_saved_game_row_keeps_its_title_and_long_names_whole(app, monkeypatch, tmp_path):
    """The Save screen read "Unfinished Escape from Alcatraz (today 1…" beside a short badge, and
    "Christopher Lees…  …" for a computer player with a 16-letter name (found playing by hand)."""
    from game.store.saves import SaveInfo
    from game.ui import save_list

    seats = [SeatInfo("Wolfgang Amadeus", "human", "normal", 0), SeatInfo("Christopher Lees", "bot", "normal", 1),
             SeatInfo("Maximiliana Wolf", "bot", "normal", 2), SeatInfo("Lupin Bot", "bot", "normal", 3)]
    info = SaveInfo(tmp_path / "x.json", "Unfinished Escape from Alcatraz (today 12:13)", game="alcatraz",
                    variant="standard", seats=seats, saved_at="2026-12-02T12:13:00", moves=3, to_move=0,
                    round=1, checked=True)
    shown = shown_texts(monkeypatch)
    widget = save_list.SaveList(pygame.Rect(180, 180, 1000, 400))
    widget._draw_info(pygame.Surface((1280, 720)), pygame.Rect(188, 280, 984, 92), info)
    assert (info.title, info.title) in shown, shown
    assert not [s for s, cut in shown if cut.endswith("…") and cut != s and "Christopher" in s], shown


@pytest.mark.parametrize("game_id", ["alarm", "alcatraz", "home_alone"])
def test_the_name_offered_for_a_save_is_whole_words(app, game_id):
    """"Escape from Alcatraz with Wolfgang Amade" (cut at 40 letters) and "Home Alone with Sam, turn 0"
    (while hiding) were offered as names (found playing by hand)."""
    from game.app.scenes.load import SaveGameOverlay

    spec = get_spec(game_id)
    n = spec.players_for(spec.standard())[0]
    seats = [SeatInfo("Wolfgang Amadeus", "human", "normal", 0)] + [
        SeatInfo(f"Bot {i}", "bot", "normal", i) for i in range(1, n)]
    match = games.new_match(game_id, spec.standard(), seats, seed=3)
    name = SaveGameOverlay(app, match).default_name()
    assert len(name) <= 40 and "turn 0" not in name and "round 0" not in name, name
    assert name.startswith(spec.title) and "Amade" not in name.replace("Amadeus", ""), name
