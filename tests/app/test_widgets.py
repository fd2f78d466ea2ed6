"""The shared controls do what they show, by mouse, touch and keys."""

from __future__ import annotations

import pygame

from game.ui.widgets import Cycle, WidgetGroup
from tests.app.drive import shown_texts


def up(pos, button=1, touch=False):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=touch)


def down(pos, button=1, touch=False):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=touch)


def tap(group, pos, button=1, touch=False):
    group.handle(down(pos, button, touch))
    group.handle(up(pos, button, touch))


def make():
    seen = []
    cycle = Cycle(pygame.Rect(100, 100, 300, 56), ["a", "b", "c", "d"], 1, on_change=seen.append)
    group = WidgetGroup()
    group.add(cycle)
    return cycle, group, seen


def test_the_back_arrow_goes_back_and_the_forward_arrow_forward():
    cycle, group, seen = make()
    back, ahead = cycle.arrow_rects()
    assert back.right <= cycle.rect.centerx < ahead.left
    tap(group, back.center)
    assert cycle.value == "a"
    tap(group, ahead.center)
    tap(group, ahead.center)
    assert cycle.value == "c"
    tap(group, (back.left + 2, back.bottom - 2))  # anywhere on the arrow, not just its middle
    assert cycle.value == "b"
    assert seen == [0, 1, 2, 1]


def test_a_tap_on_a_touch_screen_does_the_same():
    cycle, group, _ = make()
    back, ahead = cycle.arrow_rects()
    tap(group, back.center, touch=True)
    assert cycle.value == "a"
    tap(group, ahead.center, touch=True)
    assert cycle.value == "b"


def test_the_value_steps_forward_and_a_right_click_steps_back():
    cycle, group, _ = make()
    tap(group, cycle.rect.center)
    assert cycle.value == "c"
    group.handle(up(cycle.rect.center, button=3))
    assert cycle.value == "b"


def test_keys_follow_the_arrows_when_focused():
    cycle, group, _ = make()
    group.move_focus(1)
    assert cycle.focused
    for key, expected in ((pygame.K_LEFT, "a"), (pygame.K_LEFT, "d"), (pygame.K_RIGHT, "a"),
                          (pygame.K_RETURN, "b"), (pygame.K_SPACE, "c")):
        group.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        assert cycle.value == expected


def test_a_press_that_slides_off_the_selector_does_nothing():
    cycle, group, _ = make()
    back, _ = cycle.arrow_rects()
    group.handle(down(back.center))
    group.handle(up((back.centerx, back.bottom + 40)))
    assert cycle.value == "b"


def test_every_selector_on_a_table_shows_each_of_its_values_whole(app):
    """A value cut short between the arrows ("Speed: nor…") says nothing."""
    from game.app import games
    from game.engine.registry import GAME_MODULES
    from game.table.pictures import start_bot_game
    from game.ui.theme import Fonts

    for game_id in GAME_MODULES:
        if not games.is_playable(game_id):
            continue
        scene = start_bot_game(app, game_id)
        app.process([], 1 / 30)
        for cycle in (w for w in scene.widgets.widgets if isinstance(w, Cycle)):
            back, _forward = cycle.arrow_rects()
            room = cycle.rect.width - 2 * back.width
            for option in cycle.options:
                assert Fonts.title(cycle.font_size).size(option)[0] <= room, f"{game_id}: {option!r} is cut"
        app.scenes.home()


def test_a_scale_stops_at_its_ends_rather_than_going_round(app):
    """In the lab "‹" from 100 games went round to 10,000 and started a seven-minute run (found playing
    by hand): a scale stops at its ends; a list of names still goes round."""
    from game.app.scenes.lab import GAME_COUNTS

    scale = Cycle(pygame.Rect(0, 0, 200, 48), ["100", "200", "500"], 0, wrap=False)
    scale.step(-1)
    assert scale.value == "100"
    scale.step(1), scale.step(1), scale.step(1)
    assert scale.value == "500"
    names = Cycle(pygame.Rect(0, 0, 200, 48), ["a", "b"], 0)
    names.step(-1)
    assert names.value == "b"
    app.scenes.open("lab")
    lab = app.scenes.top
    lab.games_cycle.set_index(0)
    lab.games_cycle.step(-1)
    assert lab.games_cycle.value == f"{GAME_COUNTS[0]:,}"


def test_a_click_hides_the_tooltip_until_the_mouse_leaves():
    """After a click on the lab's "Win rates" tab, its tooltip covered the title of the chart it opened
    (found playing by hand)."""
    from game.ui.widgets import Button

    group = WidgetGroup()
    tab = group.add(Button(pygame.Rect(100, 100, 160, 48), "Win rates", lambda: None, tooltip="Win rates (key 3)"))

    def hover(pos, seconds=1.0):
        group.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        for _ in range(int(seconds * 30)):
            group.update(1 / 30)

    hover(tab.rect.center)
    assert group.tooltip_widget() is tab
    tap(group, tab.rect.center)
    hover(tab.rect.center)
    assert group.tooltip_widget() is None
    hover((700, 500))
    hover(tab.rect.center)
    assert group.tooltip_widget() is tab


def test_a_value_too_long_for_its_button_is_set_smaller_before_it_is_cut(app, monkeypatch):
    """The lab's "Aim at" row read "First-seat advan…" (found playing by hand)."""

    shown = shown_texts(monkeypatch)
    aim = Cycle(pygame.Rect(0, 0, 280, 48), ["First-seat advantage"], 0, font_size=20)
    aim.draw(pygame.Surface((400, 100)))
    assert ("First-seat advantage", "First-seat advantage") in shown, shown


def test_the_lab_says_its_whole_expected_time(app, monkeypatch):
    """Tuning: "Expected time: … at most about 1 min 09 s if every …" was cut at two lines."""
    from game.ui import draw

    blocks: list[tuple[str, int, int | None]] = []
    real_block = draw.text_block

    def text_block(surface, string, font, color, rect, align="left", line_gap=4, max_lines=None):
        blocks.append((string, len(draw.wrap_lines(string, font, rect.width)), max_lines))
        return real_block(surface, string, font, color, rect, align, line_gap, max_lines)

    monkeypatch.setattr(draw, "text_block", text_block)
    app.scenes.open("lab")
    lab = app.scenes.top
    next(w for w in lab.widgets.widgets if getattr(w, "label", "") == "Tune a rule").activate()
    lab.expected = ("Expected time: first round about 5 s with 2 processes (from reference figures until you run "
                    "some here); at most about 1 min 09 s if every value stays undecided.")
    app.mark_dirty()
    app.process([], 1 / 30)
    said = [(n, most) for s, n, most in blocks if s == lab.expected]
    assert said and all(most is None or n <= most for n, most in said), said


def test_the_progress_bar_track_shows_on_its_panel(app):
    """At 3% the lab's bar was a lone yellow dot: its track was the colour of the panel under it."""
    from game.app.scenes.lab_parts import progress_bar
    from game.ui.theme import C

    surface = pygame.Surface((600, 100))
    surface.fill(C.night_lo)
    bar = pygame.Rect(20, 20, 560, 44)
    progress_bar(surface, bar, 0.03)
    assert surface.get_at((bar.right - 40, bar.centery))[:3] != C.night_lo  # the empty part of the track
    assert surface.get_at((bar.centerx, bar.top))[:3] != C.night_lo  # and its edge
