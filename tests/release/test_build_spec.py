"""build.spec gives each system's program its version, read here for all three systems at once.

Only Linux builds can be made here, so build.spec is run with stand-ins for PyInstaller's
building blocks (Analysis, EXE, COLLECT, BUNDLE...) that record what they are given, once as
Windows, once as macOS and once as Linux. The Windows version file is read back by
PyInstaller's own reader; the release workflow then checks the built programs themselves
(tests/packaging/release.py, ``properties``).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.store.version import version, version_numbers
from tests.packaging import release

ROOT = Path(__file__).resolve().parents[2]


class Recorder:
    """A PyInstaller building block that remembers its arguments."""

    made: list["Recorder"] = []

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        self.datas = [(dest_folder, source, "DATA") for source, dest_folder in kwargs.get("datas", [])]
        self.pure, self.scripts, self.binaries = [], [], []
        Recorder.made.append(self)


def run_spec(monkeypatch, tmp_path: Path, platform: str, **env: str) -> dict[str, Recorder]:
    pytest.importorskip("PyInstaller")
    import PyInstaller.utils.hooks

    monkeypatch.setattr(PyInstaller.utils.hooks, "collect_submodules", lambda name: [name])
    monkeypatch.setattr(sys, "platform", platform)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    blocks = {name: type(name, (Recorder,), {}) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    Recorder.made = []
    namespace = dict(blocks, SPECPATH=str(ROOT), workpath=str(tmp_path / "work"), DISTPATH=str(tmp_path / "dist"),
                     specnm="build", __name__="__main__", __file__=str(ROOT / "build.spec"))
    exec(compile((ROOT / "build.spec").read_text(encoding="utf-8"), "build.spec", "exec"), namespace)
    return {type(r).__name__: r for r in Recorder.made}


@pytest.mark.parametrize("platform", ["win32", "darwin", "linux"])
def test_every_build_carries_the_version_for_importlib_metadata(monkeypatch, tmp_path, platform):
    made = run_spec(monkeypatch, tmp_path, platform)
    metadata = [(Path(src), dest) for dest, src, _ in made["Analysis"].datas if dest.endswith(".dist-info")]
    assert [dest for _, dest in metadata] == [f"caper_night-{version()}.dist-info"]
    assert release.bundled_version(metadata[0][0].parent.parent) == version()


def test_windows_program_gets_a_version_resource_pyinstaller_can_read(monkeypatch, tmp_path):
    pytest.importorskip("pefile")  # PyInstaller's reader needs it (installed with PyInstaller on Windows)
    made = run_spec(monkeypatch, tmp_path, "win32")
    exe = made["EXE"].kwargs
    assert exe["console"] is False and exe["icon"].endswith("icon.ico") and exe["target_arch"] is None
    import PyInstaller.compat

    # the reader itself is plain Python; only writing resources needs Windows' win32api
    monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    from PyInstaller.utils.win32.versioninfo import load_version_info_from_text_file

    info = load_version_info_from_text_file(exe["version"])
    a, b, c, d = version_numbers(version())
    assert (info.ffi.fileVersionMS, info.ffi.fileVersionLS) == ((a << 16) | b, (c << 16) | d)
    assert (info.ffi.productVersionMS, info.ffi.productVersionLS) == ((a << 16) | b, (c << 16) | d)
    strings = {s.name: s.val for table in info.kids[0].kids for s in table.kids}
    assert strings["ProductVersion"] == strings["FileVersion"] == version()
    assert strings["ProductName"] == "Caper Night" and strings["OriginalFilename"] == "Caper Night.exe"
    assert len(info.toRaw()) > 200  # PyInstaller can turn it into the resource it embeds


def test_mac_app_gets_identifier_version_and_high_resolution(monkeypatch, tmp_path):
    made = run_spec(monkeypatch, tmp_path, "darwin", CAPER_NIGHT_TARGET_ARCH="universal2")
    assert made["EXE"].kwargs["target_arch"] == "universal2"
    bundle = made["BUNDLE"].kwargs
    assert bundle["name"] == "Caper Night.app" and bundle["icon"].endswith("icon.icns")
    assert bundle["version"] == version()
    plist = {"CFBundleIdentifier": bundle["bundle_identifier"], **bundle["info_plist"]}
    assert release.plist_problems(plist, version()) == []


def test_the_plist_check_can_fail():
    assert release.plist_problems({"CFBundleIdentifier": "x"}, "1.0.0") == [
        "Info.plist CFBundleIdentifier is 'x', not 'org.capernight.CaperNight'",
        "Info.plist CFBundleShortVersionString is None, not '1.0.0'",
        "Info.plist NSHighResolutionCapable is None, not True",
        "Info.plist CFBundleVersion is None, not '1.0.0'",
    ]


def test_linux_program_has_no_windows_or_mac_properties(monkeypatch, tmp_path):
    made = run_spec(monkeypatch, tmp_path, "linux", CAPER_NIGHT_TARGET_ARCH="universal2")
    exe = made["EXE"].kwargs
    assert exe["version"] is None and exe["target_arch"] is None and exe["console"] is True
    assert "BUNDLE" not in made
