"""The Linux download, made from this session's build the way the release workflow makes it.

The archive is unpacked into a folder whose name has spaces, quotes, a dollar and a backslash,
as a family's might; the program in it must carry the version, and add-to-menu.sh must put a
menu entry that starts exactly that program into the user's applications menu.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from game.store.version import version
from tests.packaging import frozen, release

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("pyinstaller")]  # one build for both files
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux download")

ODD_FOLDER = 'Our "games" $HOME `x` \\ folder'


def desktop_values(text: str) -> dict[str, str]:
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line and not line.startswith("#"))


def exec_argv(value: str) -> list[str]:
    """The Desktop Entry spec's Exec key: first the string escapes, then its double-quoting rules
    (inside quotes a backslash makes the next double quote, backquote, dollar or backslash plain)."""
    text = re.sub(r"\\([sntr\\])", lambda m: {"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(m.group(1), "\\"),
                  value)
    args, current, quoted, i = [], None, False, 0
    while i < len(text):
        ch = text[i]
        if quoted and ch == "\\" and i + 1 < len(text) and text[i + 1] in '"`$\\':
            current, i = current + text[i + 1], i + 2
            continue
        if ch == '"':
            quoted, current = not quoted, current or ""
        elif ch == " " and not quoted:
            if current is not None:
                args.append(current)
            current = None
        else:
            current = (current or "") + ch
        i += 1
    assert not quoted, f"unclosed quote in Exec={value}"
    return args + ([current] if current is not None else [])


@pytest.fixture(scope="module")
def linux_archive(app_build, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("release")
    return release.make_archive(app_build.output.parent, out, "linux-x86_64")


@linux_only
def test_the_linux_archive_is_named_after_the_version_and_holds_the_folder(linux_archive):
    assert linux_archive.name == f"CaperNight-{version()}-linux-x86_64.tar.gz"
    import tarfile

    with tarfile.open(linux_archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    top = frozen.NAME
    for name in (top, f"{top}/{frozen.exe_name()}", f"{top}/_internal", f"{top}/{release.DESKTOP_FILE}",
                 f"{top}/{release.ICON_FILE}", f"{top}/{release.MENU_SCRIPT}"):
        assert name in members, name
    assert members[f"{top}/{frozen.exe_name()}"].mode & 0o111
    assert members[f"{top}/{release.MENU_SCRIPT}"].mode & 0o111
    assert all(m.uid == 0 and m.uname == "" for m in members.values()), "no builder's user name in the download"


@linux_only
def test_the_unpacked_program_carries_the_version(linux_archive, tmp_path):
    unpacked = release.unpack(linux_archive, tmp_path / ODD_FOLDER)
    assert release.property_problems(unpacked) == []
    assert release.property_problems(unpacked, ver="9.9.9")  # the check can fail


@linux_only
def test_add_to_menu_puts_an_entry_that_starts_the_unpacked_program(linux_archive, tmp_path):
    unpacked = release.unpack(linux_archive, tmp_path / ODD_FOLDER)
    home = tmp_path / "home"
    env = dict(os.environ, HOME=str(home))
    env.pop("XDG_DATA_HOME", None)
    proc = subprocess.run(["sh", str(unpacked.shipped / release.MENU_SCRIPT)], env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    entry = home / ".local" / "share" / "applications" / release.DESKTOP_FILE
    values = desktop_values(entry.read_text(encoding="utf-8"))
    argv = exec_argv(values["Exec"])
    assert argv == [str(unpacked.exe)]
    assert Path(values["Icon"].replace("\\\\", "\\")) == unpacked.shipped / release.ICON_FILE
    assert (unpacked.shipped / release.ICON_FILE).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    started = subprocess.run([*argv, "--version"], capture_output=True, text=True, timeout=120,
                             env=frozen.headless_env())
    assert started.stdout.strip() == f"caper-night {version()}"
    validator = shutil.which("desktop-file-validate")
    if validator:  # desktop-file-utils, where installed
        for desktop in (entry, unpacked.shipped / release.DESKTOP_FILE):
            checked = subprocess.run([validator, str(desktop)], capture_output=True, text=True)
            assert checked.returncode == 0, checked.stdout + checked.stderr


@linux_only
def test_the_glibc_check_reads_the_bundled_libraries(app_build, capsys):
    needs = release.glibc_needs(app_build.output)
    assert needs, "a Linux build holds ELF libraries"
    assert any(name.startswith("_internal/") for name in needs)
    here = tuple(int(n) for n in os.confstr("CS_GNU_LIBC_VERSION").split()[1].split("."))
    assert (2, 2) <= max(needs.values()) <= here
    assert release.main(["glibc", str(app_build.output), "--max", "2.0"]) == 1  # the limit can fail
    assert "newer than 2.0" in capsys.readouterr().err


def test_the_windows_zip_keeps_the_folder_at_the_top(tmp_path):
    folder = tmp_path / "dist" / frozen.NAME
    (folder / "_internal" / "assets").mkdir(parents=True)
    (folder / f"{frozen.NAME}.exe").write_bytes(b"MZ")
    (folder / "_internal" / "assets" / "a.png").write_bytes(b"png")
    out = release.pack_zip(folder, tmp_path / "out.zip")
    with zipfile.ZipFile(out) as zf:
        assert sorted(zf.namelist()) == [f"{frozen.NAME}/{frozen.NAME}.exe", f"{frozen.NAME}/_internal/assets/a.png"]


def test_the_release_tool_reports_what_is_missing(tmp_path, capsys):
    assert release.main(["smoke", str(tmp_path / "no.zip")]) == 1
    assert release.main(["archive", "--label", "linux-x86_64", "--dist", str(tmp_path), "--out", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "no archive" in err and "no build" in err
