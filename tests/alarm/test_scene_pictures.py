"""The Alarm! pictures: card art for every kind, the Rules page, and the --smoke pictures."""

from __future__ import annotations

from game.alarm import help as alarm_help
from game.alarm.cards import KINDS
from game.alarm.table.scene import rules_picture, smoke_pictures
from tests.app.drive import smoke_shots


def test_every_card_kind_and_overview_card_has_a_picture(app):
    for key in list(KINDS) + ["lawyer", "informant"]:
        pic = rules_picture(key, (110, 154))
        assert pic.get_size() == (110, 154)
        assert pic.get_at((55, 77)) != pic.get_at((3, 150))  # something is drawn in the middle


def test_help_explains_the_game_and_names_real_pictures(app):
    headings = [h for h, _ in alarm_help.SECTIONS]
    for needed in ("A turn", "Your Lawyer", "Caught!", "Panic!", "The final showdown", "Our rulings"):
        assert needed in headings
    assert all(text.strip() for _, text in alarm_help.SECTIONS)
    keys = [k for k, _ in alarm_help.GALLERY]
    assert set(keys) <= set(KINDS) | {"lawyer", "informant"}
    assert len(keys) == len(set(keys))


def test_rules_page_lays_out_with_the_pictures(app):
    from game.app.scenes.rules import layout_page

    page = layout_page("alarm", 940)
    assert page.get_height() > 1500


def test_smoke_writes_the_alarm_pictures(app):
    app.settings.animation_speed = "fast"
    shots = smoke_shots(app, smoke_pictures)
    assert set(("alarm-table", "alarm-table-3", "alarm-table-6", "alarm-table-6-small", "alarm-give-prompt",
                 "alarm-lawyer-prompt", "alarm-panic", "alarm-caught", "alarm-peek", "alarm-game-over")) <= set(shots)