"""What the release workflow does to each system's build, as commands that run here too.

``.github/workflows/release.yml`` builds the app with ``build.spec`` on Windows, macOS and
Linux and then calls, from the checkout root, ``python -m tests.packaging.release``:

``check-tag [REF]``
    a pushed tag must be ``v`` + the version in ``pyproject.toml`` (anything else: a dry run).
``archive --label LABEL [--dist dist] [--out release]``
    pack this system's build into ``CaperNight-<version>-<label>.<zip|tar.gz>``: the Windows
    folder as a .zip, the macOS ``.app`` as a .zip (made by ``ditto``, which keeps its links
    and signature), the Linux folder as a .tar.gz with a menu entry, an icon and a script
    that adds the entry to the applications menu.
``smoke ARCHIVE [--arch x86_64]``
    unpack the archive as a family would and run the program in it with ``--smoke``
    (``frozen.smoke_problems``: every scene drawn, nothing written beside the program);
    ``--arch`` runs a universal2 Mac app's other half through Rosetta.
``properties ARCHIVE``
    the unpacked program carries the version: its bundled metadata everywhere, plus the
    Windows version resource, the macOS Info.plist (identifier, version, high resolution,
    both processor types) or, on Linux, ``--version``.
``glibc FOLDER [--max X.Y]``
    the newest GNU C library any bundled Linux binary needs, which decides the oldest Linux
    the download runs on; exits 1 above ``--max``.

Each prints what it found and exits non-zero with the reason when something is wrong.
"""

from __future__ import annotations

import argparse
import os
import plistlib
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from game.store.version import version, version_numbers
from tests.packaging import frozen

ARCHIVE_STEM = "CaperNight"
BUNDLE_ID = "org.capernight.CaperNight"
APP = f"{frozen.NAME}.app"

DESKTOP_FILE = "caper-night.desktop"
ICON_FILE = "caper-night.png"
MENU_SCRIPT = "add-to-menu.sh"

# A system-wide install (a `caper-night` command and an icon in the theme) can use this as it
# is; add-to-menu.sh rewrites Exec and Icon to this folder's program and picture.
DESKTOP_ENTRY = """[Desktop Entry]
Type=Application
Version=1.4
Name=Caper Night
GenericName=Family tabletop games
Comment=Three crook-themed tabletop games for a family on one computer
Exec=caper-night
Icon=caper-night
Terminal=false
Categories=Game;BoardGame;CardGame;
Keywords=board;cards;family;heist;
"""

# POSIX sh, no other tools needed. Desktop-entry quoting (freedesktop.org Desktop Entry spec,
# "The Exec key"): inside "...", a backslash, double quote, dollar or backquote takes a
# backslash, and then every backslash is doubled once more because the value is a string.
MENU_SCRIPT_TEXT = r"""#!/bin/sh
# Adds Caper Night to your applications menu (for you only), pointing at this folder.
# Run it again if you move the folder. To take the entry away again:
#   rm ~/.local/share/applications/caper-night.desktop
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
mkdir -p "$apps"
program=$(printf '%s' "$here/Caper Night" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g')
icon=$(printf '%s' "$here/caper-night.png" | sed -e 's/\\/\\\\/g')
entry="$apps/caper-night.desktop"
while IFS= read -r line || [ -n "$line" ]; do
  case $line in
    Exec=*) printf 'Exec="%s"\n' "$program" ;;
    Icon=*) printf 'Icon=%s\n' "$icon" ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "$here/caper-night.desktop" > "$entry.new"
mv "$entry.new" "$entry"
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$apps" 2>/dev/null || true
fi
echo "Caper Night is in your applications menu now ($entry)."
"""


class ReleaseError(Exception):
    """Something about a build or a tag that must stop the release."""


@dataclass
class Unpacked:
    exe: Path       # the program
    shipped: Path   # the folder or .app a family gets
    contents: Path  # where the bundled data lies


def system() -> str:
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


# --- tags ------------------------------------------------------------------------------------

def check_tag(ref: str, expected: str | None = None) -> str:
    """``refs/tags/v1.2.3`` must carry ``v`` + the project's version; other refs are dry runs."""
    expected = expected or version()
    if not ref.startswith("refs/tags/"):
        return f"{ref or 'no ref'}: not a tag, so a dry run of version {expected}"
    tag = ref.removeprefix("refs/tags/")
    if tag != f"v{expected}":
        raise ReleaseError(f"tag {tag} does not match pyproject.toml's version {expected}: "
                           f"tag v{expected}, or change the version first")
    return f"tag {tag} matches version {expected}"


# --- archives --------------------------------------------------------------------------------

def archive_name(label: str, kind: str | None = None, ver: str | None = None) -> str:
    kind = kind or system()
    if not re.fullmatch(r"[a-z0-9][a-z0-9_.-]*", label):
        raise ReleaseError(f"archive label {label!r}: use lower-case letters, digits, '.', '_' and '-'")
    ext = "tar.gz" if kind == "linux" else "zip"
    return f"{ARCHIVE_STEM}-{ver or version()}-{label}.{ext}"


def _reset_owner(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def pack_linux(folder: Path, out: Path) -> Path:
    """The one-folder build plus a menu entry, its icon and the script that installs the entry."""
    with tempfile.TemporaryDirectory() as tmp:
        extras = Path(tmp)
        (extras / DESKTOP_FILE).write_text(DESKTOP_ENTRY, encoding="utf-8")
        shutil.copyfile(frozen.ROOT / "assets" / "images" / "icon.png", extras / ICON_FILE)
        script = extras / MENU_SCRIPT
        script.write_text(MENU_SCRIPT_TEXT, encoding="utf-8", newline="\n")
        script.chmod(0o755)
        with tarfile.open(out, "w:gz") as tar:
            tar.add(folder, arcname=folder.name, filter=_reset_owner)
            for extra in (DESKTOP_FILE, ICON_FILE, MENU_SCRIPT):
                tar.add(extras / extra, arcname=f"{folder.name}/{extra}", filter=_reset_owner)
    return out


def pack_zip(folder: Path, out: Path) -> Path:
    """A folder as a .zip with the folder itself at the top (Windows: "Extract all" gives it back)."""
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted(folder.rglob("*")):
            arcname = path.relative_to(folder.parent).as_posix()
            if path.is_symlink():
                raise ReleaseError(f"{arcname} is a link, which a .zip cannot keep")
            if path.is_file():
                zf.write(path, arcname)
    return out


def pack_macos(app: Path, out: Path) -> Path:
    """The .app as a .zip made by ditto, which keeps its links, permissions and code signature."""
    subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(app), str(out)], check=True)
    return out


def make_archive(dist: Path, out_dir: Path, label: str) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / archive_name(label)
    kind = system()
    folder = dist / (APP if kind == "macos" else frozen.NAME)
    if not folder.is_dir():
        raise ReleaseError(f"no build in {folder}: run PyInstaller on build.spec first")
    if kind == "macos":
        return pack_macos(folder, out)
    if not (folder / frozen.exe_name()).is_file():
        raise ReleaseError(f"no build in {folder}: run PyInstaller on build.spec first")
    return pack_linux(folder, out) if kind == "linux" else pack_zip(folder, out)


def unpack(archive: Path, into: Path) -> Unpacked:
    """Unpack an archive made by make_archive the way a family's computer would, and find the program."""
    into.mkdir(parents=True, exist_ok=True)
    name = archive.name
    if name.endswith(".tar.gz"):
        with tarfile.open(archive) as tar:
            tar.extractall(into, filter="data")
    elif sys.platform == "darwin":
        subprocess.run(["ditto", "-x", "-k", str(archive), str(into)], check=True)
    else:
        with zipfile.ZipFile(archive) as zf:
            zf.extractall(into)
    app = into / APP
    if app.is_dir():
        return Unpacked(app / "Contents" / "MacOS" / frozen.NAME, app, app / "Contents" / "Frameworks")
    folder = into / frozen.NAME
    exe = folder / frozen.exe_name()
    if not exe.is_file():
        raise ReleaseError(f"{name} holds no {frozen.NAME}/{frozen.exe_name()}: {sorted(p.name for p in into.iterdir())}")
    return Unpacked(exe, folder, folder / "_internal")


# --- checks on an unpacked build -------------------------------------------------------------

def bundled_version(contents: Path) -> str | None:
    """The version in the dist-info build.spec puts in the bundle (what the frozen app reads)."""
    for metadata in contents.glob("caper_night-*.dist-info/METADATA"):
        for line in metadata.read_text(encoding="utf-8").splitlines():
            if line.startswith("Version:"):
                return line.partition(":")[2].strip()
    return None


def plist_problems(info: dict, ver: str) -> list[str]:
    wanted = {"CFBundleIdentifier": BUNDLE_ID, "CFBundleShortVersionString": ver, "NSHighResolutionCapable": True,
              "CFBundleVersion": ".".join(map(str, version_numbers(ver)[:3]))}
    return [f"Info.plist {key} is {info.get(key)!r}, not {value!r}"
            for key, value in wanted.items() if info.get(key) != value]


def windows_resource_problems(exe: Path, ver: str) -> list[str]:
    import pefile  # PyInstaller's own dependency on Windows

    pe = pefile.PE(str(exe), fast_load=True)
    pe.parse_data_directories(directories=[pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_RESOURCE"]])
    if not getattr(pe, "VS_FIXEDFILEINFO", None):
        return [f"{exe.name} has no version resource"]
    fixed = pe.VS_FIXEDFILEINFO[0]
    a, b, c, d = version_numbers(ver)
    problems = []
    if (fixed.FileVersionMS, fixed.FileVersionLS) != ((a << 16) | b, (c << 16) | d):
        problems.append(f"file version numbers {fixed.FileVersionMS:#x}/{fixed.FileVersionLS:#x}, not {ver}")
    strings = {}
    for info in getattr(pe, "FileInfo", []) or []:
        for entry in info:
            for table in getattr(entry, "StringTable", []):
                strings.update({k.decode(): v.decode() for k, v in table.entries.items()})
    for key in ("ProductVersion", "FileVersion"):
        if strings.get(key) != ver:
            problems.append(f"{key} is {strings.get(key)!r}, not {ver!r}")
    if strings.get("ProductName") != frozen.NAME:
        problems.append(f"ProductName is {strings.get('ProductName')!r}")
    return problems


def macos_arch_problems(exe: Path, wanted: set[str]) -> list[str]:
    archs = set(subprocess.run(["lipo", "-archs", str(exe)], capture_output=True, text=True,
                               check=True).stdout.split())
    return [] if wanted <= archs else [f"{exe.name} holds {sorted(archs)}, not {sorted(wanted)}"]


def property_problems(unpacked: Unpacked, ver: str | None = None, archs: set[str] | None = None) -> list[str]:
    ver = ver or version()
    problems = []
    found = bundled_version(unpacked.contents)
    if found != ver:
        problems.append(f"the bundle's metadata says version {found!r}, not {ver!r}")
    if sys.platform == "win32":
        problems += windows_resource_problems(unpacked.exe, ver)
    elif sys.platform == "darwin":
        with open(unpacked.shipped / "Contents" / "Info.plist", "rb") as f:
            problems += plist_problems(plistlib.load(f), ver)
        if archs:
            problems += macos_arch_problems(unpacked.exe, archs)
    else:
        proc = subprocess.run([str(unpacked.exe), "--version"], capture_output=True, text=True, timeout=120,
                              env=frozen.headless_env())
        if proc.stdout.strip() != f"caper-night {ver}":
            problems.append(f"--version printed {proc.stdout.strip()!r} (exit {proc.returncode}), "
                            f"not 'caper-night {ver}'")
    return problems


def glibc_needs(folder: Path) -> dict[str, tuple[int, ...]]:
    """For each ELF file under ``folder``: the newest ``GLIBC_x.y`` symbol version it needs (readelf)."""
    needs: dict[str, tuple[int, ...]] = {}
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        with open(path, "rb") as f:
            if f.read(4) != b"\x7fELF":
                continue
        out = subprocess.run(["readelf", "--version-info", "--wide", str(path)], capture_output=True,
                             text=True, check=True).stdout
        section = out.partition("Version needs section")[2]
        versions = [tuple(int(n) for n in v.split(".")) for v in re.findall(r"Name: GLIBC_(\d+(?:\.\d+)+)", section)]
        if versions:
            needs[str(path.relative_to(folder))] = max(versions)
    return needs


def _dotted(v: tuple[int, ...]) -> str:
    return ".".join(map(str, v))


# --- command line ----------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.packaging.release", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("check-tag", help="a pushed tag must be v + pyproject's version")
    p.add_argument("ref", nargs="?", default=os.environ.get("GITHUB_REF", ""))
    p = sub.add_parser("archive", help="pack this system's build")
    p.add_argument("--label", required=True, help="system and processor, e.g. windows-x64")
    p.add_argument("--dist", type=Path, default=frozen.ROOT / "dist")
    p.add_argument("--out", type=Path, default=frozen.ROOT / "release")
    p = sub.add_parser("smoke", help="unpack an archive and run its program with --smoke, headless")
    p.add_argument("archive", type=Path)
    p.add_argument("--arch", help="macOS: run this half of a universal2 app (arch -ARCH)")
    p = sub.add_parser("properties", help="the unpacked program carries the version")
    p.add_argument("archive", type=Path)
    p.add_argument("--archs", default="", help="macOS: processor types the program must hold, e.g. arm64,x86_64")
    p = sub.add_parser("glibc", help="the newest glibc the bundled Linux binaries need")
    p.add_argument("folder", type=Path)
    p.add_argument("--max", help="fail if any binary needs a newer glibc than this, e.g. 2.28")
    args = parser.parse_args(argv)
    try:
        return _run(args)
    except ReleaseError as exc:
        print(f"release: {exc}", file=sys.stderr)
        return 1


def _run(args: argparse.Namespace) -> int:
    if args.command == "check-tag":
        print(check_tag(args.ref))
        return 0
    if args.command == "archive":
        out = make_archive(args.dist, args.out, args.label)
        print(f"{out} ({out.stat().st_size / 1e6:.1f} MB)")
        return 0
    if args.command == "glibc":
        needs = glibc_needs(args.folder)
        if not needs:
            raise ReleaseError(f"no Linux binaries under {args.folder}")
        newest = max(needs.values())
        print(f"newest glibc needed: {_dotted(newest)}, by " + ", ".join(
            sorted(name for name, v in needs.items() if v == newest)))
        limit = tuple(int(n) for n in args.max.split(".")) if args.max else None
        if limit and newest > limit:
            raise ReleaseError(f"the build needs glibc {_dotted(newest)}, newer than {args.max}")
        return 0
    if not args.archive.is_file():
        raise ReleaseError(f"no archive {args.archive}")
    with tempfile.TemporaryDirectory(prefix="caper-release-") as tmp:
        unpacked = unpack(args.archive, Path(tmp) / "unpacked")
        if args.command == "smoke":
            prefix = ["arch", f"-{args.arch}"] if args.arch else []
            problems = frozen.smoke_problems(unpacked.exe, unpacked.shipped, Path(tmp), prefix=prefix)
        else:
            archs = {a for a in args.archs.split(",") if a}
            problems = property_problems(unpacked, archs=archs)
    for problem in problems:
        print(f"release: {args.command}: {problem}", file=sys.stderr)
    if not problems:
        half = getattr(args, "arch", None)
        print(f"{args.command}: {args.archive.name}: all good" + (f" ({half})" if half else ""))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
