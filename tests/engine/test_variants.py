"""Variant files: validation errors name the file, the key and what is allowed."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine import VariantCatalog, VariantError
from game.engine.variants import make_variant, parse_variant_text, variant_to_toml
from tests.engine.toy_game import SCHEMA

BUILTIN = Path(__file__).parent / "toy_variants"


def catalog(tmp_path):
    user = tmp_path / "user"
    user.mkdir(exist_ok=True)
    return VariantCatalog(SCHEMA, BUILTIN, [user]), user


def write(user, name, text):
    p = user / f"{name}.toml"
    p.write_text(text)
    return p


def test_builtin_standard_and_extends(tmp_path):
    cat, _ = catalog(tmp_path)
    assert cat.get("standard").hand_size == 2
    v = cat.get("three_cards")
    assert (v.hand_size, v.copies, v.eliminate_on_match) == (3, 3, True)


def test_unknown_key_is_an_error_naming_file_and_key(tmp_path):
    cat, user = catalog(tmp_path)
    p = write(user, "bad", 'name = "bad"\ngame = "toy"\n[params]\nhand_sise = 2\n')
    with pytest.raises(VariantError) as err:
        cat.get(str(p))
    assert "bad.toml" in str(err.value) and "hand_sise" in str(err.value) and "hand_size" in str(err.value)


def test_wrong_type_is_an_error(tmp_path):
    cat, user = catalog(tmp_path)
    p = write(user, "bad", 'name = "bad"\ngame = "toy"\n[params]\nhand_size = "two"\n')
    with pytest.raises(VariantError, match=r"hand_size.*whole number"):
        cat.get(str(p))


def test_bool_is_not_a_number(tmp_path):
    cat, user = catalog(tmp_path)
    p = write(user, "bad", 'name = "bad"\ngame = "toy"\n[params]\nhand_size = true\n')
    with pytest.raises(VariantError, match="hand_size"):
        cat.get(str(p))


def test_out_of_range_is_an_error_saying_the_range(tmp_path):
    cat, user = catalog(tmp_path)
    p = write(user, "bad", 'name = "bad"\ngame = "toy"\n[params]\nhand_size = 9\n')
    with pytest.raises(VariantError, match="from 1 to 3"):
        cat.get(str(p))


def test_cross_parameter_check(tmp_path):
    cat, user = catalog(tmp_path)
    p = write(user, "bad", 'name = "bad"\ngame = "toy"\n[params]\nhand_size = 3\ncopies = 2\n')
    with pytest.raises(VariantError, match="too many cards"):
        cat.get(str(p))


def test_broken_toml_names_the_file(tmp_path):
    cat, user = catalog(tmp_path)
    p = write(user, "broken", 'name = "x\n')
    with pytest.raises(VariantError, match="broken.toml.*not valid TOML"):
        cat.get(str(p))


def test_wrong_game(tmp_path):
    cat, user = catalog(tmp_path)
    p = write(user, "other", 'name = "other"\ngame = "alarm"\n')
    with pytest.raises(VariantError, match="game"):
        cat.get(str(p))


def test_parameter_at_top_level_gets_a_hint(tmp_path):
    cat, user = catalog(tmp_path)
    p = write(user, "top", 'name = "top"\ngame = "toy"\nhand_size = 1\n')
    with pytest.raises(VariantError, match=r"\[params\]"):
        cat.get(str(p))


def test_extends_cycle_is_reported(tmp_path):
    cat, user = catalog(tmp_path)
    write(user, "a", 'name = "a"\ngame = "toy"\nextends = "b"\n')
    write(user, "b", 'name = "b"\ngame = "toy"\nextends = "a"\n')
    with pytest.raises(VariantError, match="circle"):
        cat.get("a")


def test_extends_unknown_is_reported(tmp_path):
    cat, user = catalog(tmp_path)
    write(user, "a", 'name = "a"\ngame = "toy"\nextends = "nope"\n')
    with pytest.raises(VariantError, match="nope"):
        cat.get("a")


def test_user_variant_by_name_and_listing_shows_broken_files(tmp_path):
    cat, user = catalog(tmp_path)
    write(user, "quick", 'name = "quick"\ngame = "toy"\n[params]\nhand_size = 1\n')
    write(user, "broken", 'name = \n')
    assert cat.get("quick").hand_size == 1
    entries = {e.name: e for e in cat.entries()}
    assert entries["quick"].variant is not None
    assert entries["broken"].variant is None and "broken.toml" in entries["broken"].error


def test_variant_is_frozen_and_picklable():
    import pickle
    v = make_variant(SCHEMA, "x", {"hand_size": 1})
    with pytest.raises(Exception):
        v.params["hand_size"] = 3
    assert pickle.loads(pickle.dumps(v)) == v
    with pytest.raises(AttributeError):
        v.nonexistent


def test_toml_round_trip_lists_only_changes():
    v = make_variant(SCHEMA, "quick", {"hand_size": 1}, description="fast")
    text = variant_to_toml(v, SCHEMA)
    assert "hand_size = 1" in text and "copies" not in text
    again = parse_variant_text(text, SCHEMA, file="quick.toml")
    assert again == v


def test_parameters_read_as_plain_attributes_and_survive_a_pickle():
    import pickle

    from game.alarm.spec import SPEC as ALARM

    v = ALARM.standard()
    assert vars(v)["max_turns"] == v.params["max_turns"] == v.max_turns
    assert all(getattr(v, k) == value for k, value in v.params.items())
    with pytest.raises(AttributeError):
        v.no_such_rule  # noqa: B018
    w = pickle.loads(pickle.dumps(v))
    assert w == v and hash(w) == hash(v) and w.max_turns == v.max_turns
    assert callable(v.changed) and v.name == "standard"


def test_menus_show_a_builtin_name_with_spaces_and_a_house_rule_name_as_written(tmp_path):
    cat, user = catalog(tmp_path)
    write(user, "our_table", 'name = "our_table"\ngame = "toy"\n[params]\nhand_size = 1\n')
    shown = {e.name: e.shown for e in cat.entries()}
    assert shown["three_cards"] == "three cards"
    assert shown["our_table"] == "our_table"  # the family's own spelling is theirs
    assert cat.get("three_cards").name == "three_cards"  # the command line still finds it by its file name


def test_menus_show_a_rule_value_in_words():
    from game.engine.variants import shown_value

    assert [shown_value(v) for v in (True, False, 0.5, 3, "up_to")] == ["yes", "no", "0.5", "3", "up to"]


def test_a_menu_says_what_a_rule_allows_in_words_and_a_file_author_gets_the_spelling():
    from game.engine.variants import Param

    distance = Param("distance", str, "exact", "How far a Crook may walk.", choices=("exact", "up_to"))
    assert distance.allowed() == "one of 'exact', 'up_to'"  # what to type in a file
    assert distance.allowed(words=True) == "exact or up to"
    assert Param("safe", bool, True, "x").allowed(words=True) == "yes or no"
    assert Param("n", int, 3, "x", min=0, max=40).allowed(words=True) == "a whole number from 0 to 40"
