"""The Alcatraz pictures: card art for the Rules page, the help text, and the --smoke pictures."""

from __future__ import annotations

from game.alcatraz import help as alcatraz_help
from game.alcatraz.table.scene import rules_picture, smoke_pictures
from tests.app.drive import smoke_shots


def test_every_gallery_picture_is_drawn(app):
    for key, caption in alcatraz_help.GALLERY:
        pic = rules_picture(key, (110, 154))
        assert pic.get_size() == (110, 154), key
        assert pic.get_at((55, 77)) != pic.get_at((3, 150)), key
        assert caption


def test_help_explains_the_game(app):
    headings = [h for h, _ in alcatraz_help.SECTIONS]
    for needed in ("The idea", "A turn", "Action cards", "Foiling a plan", "End of a round and scoring",
                   "Our rulings", "Playing on this laptop"):
        assert needed in headings
    assert all(text.strip() for _, text in alcatraz_help.SECTIONS)
    keys = [k for k, _ in alcatraz_help.GALLERY]
    assert len(keys) == len(set(keys))


def test_rules_page_lays_out_with_the_pictures(app):
    from game.app.scenes.rules import layout_page

    page = layout_page("alcatraz", 940)
    assert page.get_height() > 1500


def test_smoke_writes_the_alcatraz_pictures(app):
    app.settings.animation_speed = "fast"
    shots = smoke_shots(app, smoke_pictures)
    assert set(("alcatraz-table", "alcatraz-table-2", "alcatraz-table-small", "alcatraz-turn", "alcatraz-handoff",
                 "alcatraz-round-summary", "alcatraz-game-over")) <= set(shots)