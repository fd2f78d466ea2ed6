"""The release tool's rules that need no build: tags and archive names."""

from __future__ import annotations

import pytest

from game.store.version import version
from tests.packaging import release


def test_a_tag_must_name_the_pyproject_version():
    assert "matches" in release.check_tag(f"refs/tags/v{version()}")
    with pytest.raises(release.ReleaseError, match="does not match"):
        release.check_tag("refs/tags/v999.0.0")
    with pytest.raises(release.ReleaseError):
        release.check_tag(f"refs/tags/{version()}")  # the v is part of the rule


def test_a_run_by_hand_on_a_branch_is_a_dry_run():
    assert "dry run" in release.check_tag("refs/heads/main")
    assert "dry run" in release.check_tag("")


def test_the_command_line_fails_a_wrong_tag(capsys):
    assert release.main(["check-tag", "refs/tags/v999.0.0"]) == 1
    assert "does not match" in capsys.readouterr().err
    assert release.main(["check-tag", f"refs/tags/v{version()}"]) == 0


@pytest.mark.parametrize("kind, label, name", [
    ("windows", "windows-x64", "CaperNight-1.2.3-windows-x64.zip"),
    ("macos", "macos-universal2", "CaperNight-1.2.3-macos-universal2.zip"),
    ("linux", "linux-x86_64", "CaperNight-1.2.3-linux-x86_64.tar.gz"),
])
def test_archive_names_say_version_and_system(kind, label, name):
    assert release.archive_name(label, kind, "1.2.3") == name


@pytest.mark.parametrize("label", ["", "Windows x64", "../up", "linux/x"])
def test_an_archive_label_cannot_leave_the_folder_or_hold_spaces(label):
    with pytest.raises(release.ReleaseError):
        release.archive_name(label, "linux", "1.0.0")
