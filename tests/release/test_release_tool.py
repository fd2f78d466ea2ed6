"""The release tool's rules that need no build: tags, archive names, reading a Windows program's version."""

from __future__ import annotations

import re
import sys
from pathlib import Path

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


def _a_real_windows_program():
    """pip's own Windows launcher (it carries a version resource), wherever this Python's pip lives."""
    for base in dict.fromkeys((sys.prefix, sys.base_prefix)):
        for pattern in ("lib*/python3*/site-packages/pip/_vendor/distlib/t64.exe",
                        "Lib/site-packages/pip/_vendor/distlib/t64.exe"):
            for found in Path(base).glob(pattern):
                return found
    pytest.skip("no pip with its Windows launchers beside this Python")


def test_the_windows_version_check_reads_a_real_programs_resource():
    """What the workflow checks on the built Caper Night.exe, tried on a Windows program that is here."""
    pytest.importorskip("pefile")
    exe = _a_real_windows_program()
    problems = release.windows_resource_problems(exe, "0.1.0")
    assert any(p.startswith("file version numbers") for p in problems), problems
    own = re.search(r"ProductVersion is '([^']+)'", "\n".join(problems)).group(1)  # the launcher's, e.g. 1.1.0.14
    assert [p for p in release.windows_resource_problems(exe, own) if not p.startswith("ProductName")] == []
