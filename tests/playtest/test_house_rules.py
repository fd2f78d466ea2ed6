"""House rules as files: the form checks as you type; the folder lists, saves, copies, renames, deletes."""

from __future__ import annotations

import tomllib

import pytest

from game.engine.errors import VariantError
from game.engine.variants import VariantCatalog
from game.playtest.house_rules import HouseRuleFolder, RuleForm, parse_value, slug


@pytest.fixture
def folder(toy, tmp_path):
    user = tmp_path / "variants"
    user.mkdir()
    return HouseRuleFolder(VariantCatalog(toy.schema, toy.variants_dir, [user]), user)


def test_values_are_parsed_and_checked_like_files(toy):
    hand = toy.schema.get("hand_size")
    assert parse_value(hand, " 3 ") == 3
    for text, words in (("", "not empty"), ("three", "not 'three'"), ("7", "from 1 to 3, got 7")):
        with pytest.raises(ValueError, match=words):
            parse_value(hand, text)
    assert parse_value(toy.schema.get("eliminate_on_match"), False) is False


def test_errors_show_as_you_type(toy):
    form = RuleForm.new(toy.schema, toy.standard(), "Quick")
    assert form.errors() == {}
    form.set("hand_size", "x")
    assert "whole number" in form.errors()["hand_size"]
    form.set("hand_size", "3")  # fine alone, but too many cards for two copies: the schema's cross-check
    assert form.errors() == {"hand_size": "too many cards dealt for the deck"}
    form.set("copies", "3")
    assert form.errors() == {}
    assert form.changed() == {"hand_size": 3, "copies": 3}
    form.name = " "
    assert "name" in form.errors()


def test_saved_file_is_small_hand_editable_toml(folder, toy):
    form = RuleForm.new(toy.schema, toy.standard(), "Big hands", "Three cards each.")
    form.set("hand_size", "3")
    form.set("copies", "3")
    path = folder.save(form)
    assert path.name == "big-hands.toml"
    data = tomllib.loads(path.read_text())
    assert data == {"name": "Big hands", "game": "toy", "description": "Three cards each.", "extends": "standard",
                    "params": {"hand_size": 3, "copies": 3}}
    loaded = folder.catalog.get("Big hands")
    assert loaded.hand_size == 3 and loaded.copies == 3
    assert [e.name for e in folder.house_rules()] == ["Big hands"]


def test_names_must_not_clash(folder, toy):
    folder.save(RuleForm.new(toy.schema, toy.standard(), "Mine"))
    assert "built-in" in folder.name_problem("standard")
    assert "built-in" in folder.name_problem("THREE_CARDS")
    assert "already a house rule" in folder.name_problem("mine")
    assert folder.name_problem("") and folder.name_problem("x" * 41)
    assert folder.name_problem("Mine", editing=folder.path_for("Mine")) is None
    with pytest.raises(VariantError, match="already a house rule"):
        folder.save(RuleForm.new(toy.schema, toy.standard(), "MINE"))


def test_duplicate_rename_delete(folder, toy):
    standard = next(e for e in folder.entries() if e.name == "standard")
    copy = folder.duplicate(standard)
    assert tomllib.loads(copy.read_text())["name"] == "standard copy"
    again = folder.duplicate(standard)
    assert tomllib.loads(again.read_text())["name"] == "standard copy 2"
    # a house rule built on the copy follows it when the copy is renamed
    form = RuleForm.new(toy.schema, folder.catalog.get("standard copy"), "Child")
    form.set("eliminate_on_match", False)
    folder.save(form)
    entry = next(e for e in folder.house_rules() if e.name == "standard copy")
    assert folder.dependents("standard copy") == ["Child"]
    new_path = folder.rename(entry, "Family rules")
    assert new_path.name == "family-rules.toml" and not copy.exists()
    assert folder.catalog.get("Child").extends == "Family rules"
    assert folder.catalog.get("Child").eliminate_on_match is False
    entry = next(e for e in folder.house_rules() if e.name == "standard copy 2")
    folder.delete(entry)
    assert sorted(e.name for e in folder.house_rules()) == ["Child", "Family rules"]
    with pytest.raises(VariantError):
        folder.delete(standard)


def test_renaming_keeps_hand_written_comments(folder):
    path = folder.folder / "mine.toml"
    path.write_text('# our table\nname = "mine"   # short name\ngame = "toy"\n[params]\nhand_size = 1 # fast\n')
    entry = next(e for e in folder.house_rules() if e.name == "mine")
    new = folder.rename(entry, "Ours")
    text = new.read_text()
    assert text.startswith("# our table\nname = \"Ours\"   # short name\n") and "# fast" in text


def test_a_broken_file_is_listed_with_its_reason(folder):
    (folder.folder / "oops.toml").write_text('name = "oops"\ngame = "toy"\n[params]\nhand_size = "lots"\n')
    (folder.folder / "garbage.toml").write_text("= = =")
    broken = {e.name: e.error for e in folder.house_rules() if e.variant is None}
    assert set(broken) == {"oops", "garbage"}
    assert "hand_size" in broken["oops"] and "oops.toml" in broken["oops"]
    assert "not valid TOML" in broken["garbage"]
    entry = next(e for e in folder.house_rules() if e.name == "oops")
    with pytest.raises(VariantError, match="broken"):
        folder.duplicate(entry)
    folder.rename(entry, "fixed later")  # a broken file can still be renamed or deleted
    assert (folder.folder / "fixed-later.toml").exists()


def test_editing_keeps_changes_when_the_base_changes(folder, toy):
    form = RuleForm.new(toy.schema, toy.standard(), "Mix")
    form.set("eliminate_on_match", False)
    form.set_base(folder.catalog.get("three_cards"))
    values, problems = form.values()
    assert not problems and values == {"hand_size": 3, "copies": 3, "eliminate_on_match": False}
    assert form.changed() == {"eliminate_on_match": False}
    form.reset("eliminate_on_match")
    assert form.changed() == {}


def test_slug():
    assert slug("Big Hands!") == "big-hands" and slug("???") == "house-rule"


HAND_WRITTEN = """\
# Our Friday rules: Grandma's idea
game = "toy"   # the card game
name = "Friday"
description = "Bigger hands"
extends = "standard"

[params]
# three each, it is more fun
hand_size   = 3    # was 2
copies = 3
"""


def test_saving_a_hand_written_file_keeps_its_comments_order_and_layout(folder, toy):
    path = folder.folder / "friday.toml"
    path.write_text(HAND_WRITTEN)
    entry = next(e for e in folder.house_rules() if e.name == "Friday")
    form = RuleForm.edit(toy.schema, entry.variant, folder.base_of(entry), entry.path)
    form.set("hand_size", "1")  # changed: the line stays where it was, with its spacing and comment
    form.set("eliminate_on_match", False)  # newly changed: added to [params]
    folder.save(form)
    text = path.read_text()
    expected = HAND_WRITTEN.replace("hand_size   = 3    # was 2", "hand_size   = 1    # was 2")
    assert text == expected + "eliminate_on_match = false\n"
    assert folder.catalog.get("Friday").hand_size == 1
    # back to the base's value: that line goes, everything else stays
    form.set("copies", "2")
    folder.save(form)
    assert path.read_text() == expected.replace("copies = 3\n", "") + "eliminate_on_match = false\n"


def test_renaming_and_copying_keep_the_authors_text(folder, toy):
    path = folder.folder / "friday.toml"
    path.write_text(HAND_WRITTEN)
    child = folder.folder / "child.toml"
    child.write_text('name = "Child"  # ours\ngame = "toy"\nextends = "Friday"   # built on Friday\n')
    entry = next(e for e in folder.house_rules() if e.name == "Friday")
    renamed = folder.rename(entry, "Friday night")
    assert renamed.read_text() == HAND_WRITTEN.replace('name = "Friday"', 'name = "Friday night"')
    assert child.read_text() == 'name = "Child"  # ours\ngame = "toy"\nextends = "Friday night"   # built on Friday\n'
    copy = folder.duplicate(next(e for e in folder.house_rules() if e.name == "Friday night"))
    assert copy.read_text() == HAND_WRITTEN.replace('name = "Friday"', 'name = "Friday night copy"')


def test_a_file_that_is_not_toml_is_refused_with_its_name(folder, toy):
    bad = folder.folder / "bad.toml"
    bad.write_text('name = "Bad"\ngame = "toy"\nparams = [[[[[[\n')
    entry = next(e for e in folder.house_rules() if e.path == bad)
    with pytest.raises(VariantError, match="bad.toml"):
        folder.rename(entry, "Good")
    assert bad.read_text().startswith('name = "Bad"')
