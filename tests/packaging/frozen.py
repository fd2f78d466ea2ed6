"""Build the packaged app with ``build.spec`` and measure it: shared by the test and by hand.

``python -m tests.packaging.frozen [--onefile] [--runs N]`` (from the checkout root) builds
the one-folder app (and the one-file app if asked) into a temporary folder and prints the
build time, the size of each build and the time to the first menu frame, packaged and from
source, measured the same way as ``python -m game bench`` does (see
``game/commands/bench_window.py`` and ``tools/caper_night_launcher.py``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "build.spec"
NAME = "Caper Night"
MIN_COLOURS = 64  # a blank or single-colour frame has a handful; a real scene has thousands
# Windowed builds (Windows, macOS) print nothing where a test could read it.
HAS_CONSOLE = sys.platform not in ("win32", "darwin")

# The data build.spec bundles, as glob patterns relative to the checkout (and to the bundle).
DATA_PATTERNS = ("assets/**/*", "maps/**/*", "saves/*.json", "game/**/*.toml")


@dataclass
class Build:
    exe: Path          # the program to run
    output: Path       # what is shipped: the one folder, or the one file
    contents: Path     # where bundled data lies (sys._MEIPASS of a one-folder build)
    seconds: float     # wall-clock build time


def exe_name() -> str:
    return NAME + (".exe" if sys.platform == "win32" else "")


def build(dist: Path, work: Path, onefile: bool = False, timeout: float = 900) -> Build:
    """Run PyInstaller on build.spec; raise with PyInstaller's last lines if it fails."""
    # PyInstaller's cache of its own, since --clean wipes the shared one under a build running beside it
    env = dict(os.environ, CAPER_NIGHT_ONEFILE="1" if onefile else "0", PYINSTALLER_CONFIG_DIR=str(work / "config"))
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
    seconds = time.perf_counter() - t0
    if proc.returncode != 0:
        tail = "\n".join((proc.stdout + proc.stderr).strip().splitlines()[-25:])
        raise RuntimeError(f"PyInstaller failed (exit {proc.returncode}):\n{tail}")
    if onefile:
        exe = dist / exe_name()
        return Build(exe, exe, exe, seconds)
    folder = dist / NAME
    return Build(folder / exe_name(), folder, folder / "_internal", seconds)


def size_bytes(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def headless_env(home: Path | None = None, **extra: str) -> dict[str, str]:
    """The environment of a headless run, with the user folders in ``home`` if given."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "CAPER_"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    if home is not None:
        env["CAPER_NIGHT_HOME"] = str(home)
    env.update(extra)
    return env


def tree(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file under ``folder`` with its size and modification time, to tell if anything changed."""
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file()}


def distinct_colours(png: Path) -> int:
    import pygame

    surface = pygame.image.load(str(png))
    data = pygame.image.tobytes(surface, "RGB")
    step = 3 * 3  # every third pixel is plenty to tell a picture from a blank
    return len({data[i:i + 3] for i in range(0, len(data) - 2, step)})


def smoke_problems(exe: Path, shipped: Path, workdir: Path, prefix: Sequence[str] = (),
                   console: bool = HAS_CONSOLE, timeout: float = 300) -> list[str]:
    """Run the built program ``exe`` with ``--smoke``, headless, and list what is wrong (nothing: fine).

    It must exit 0, draw every scene as a real picture (not a blank), log to the user log
    folder and write nothing inside ``shipped`` (the folder or app bundle handed out).
    ``prefix`` runs it through another command (macOS: ``arch -x86_64`` for the Intel half
    of a universal2 app). Linux uses the real per-user folders (platformdirs) of a user whose
    home is inside ``workdir``; elsewhere ``CAPER_NIGHT_HOME``.
    """
    shots = workdir / "shots"
    home = workdir / "home"
    home.mkdir(parents=True, exist_ok=True)
    if sys.platform.startswith("linux"):
        env = headless_env(HOME=str(home))
        log_file = home / ".local" / "state" / "CaperNight" / "log" / "caper-night.log"
    else:
        env = headless_env(home)
        log_file = home / "logs" / "caper-night.log"
    before = tree(shipped)
    proc = subprocess.run([*prefix, str(exe), "--smoke", str(shots)], env=env, cwd=workdir,
                          capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        return [f"frozen --smoke failed (exit {proc.returncode}):\n{proc.stdout[-2000:]}\n{proc.stderr[-3000:]}"]
    problems = []
    pictures = sorted(shots.glob("*.png"))
    names = {p.name for p in pictures}
    if not {"menu.png", "settings.png"} <= names:
        problems.append(f"the menu and settings pictures are missing: {sorted(names)}")
    if console:
        listed = [line.strip() for line in proc.stdout.splitlines() if line.strip().endswith(".png")]
        if set(listed) != names:
            problems.append("the pictures the smoke run reports are not the ones on disk: "
                            f"reported {sorted(set(listed) - names)} missing, {sorted(names - set(listed))} unreported")
    for png in pictures:
        colours = distinct_colours(png)
        if colours < MIN_COLOURS:
            problems.append(f"{png.name} looks blank ({colours} colours)")
    if not log_file.is_file():
        problems.append(f"no log in the user log folder: {sorted(map(str, home.rglob('*')))}")
    if tree(shipped) != before:
        problems.append("the frozen app wrote next to its executable")
    return problems


def first_frame(cmd: list[str], env: dict[str, str]) -> float:
    """Seconds from just before starting ``cmd`` to its first menu frame (bench_ui's figure)."""
    env = dict(env, CAPER_BENCH_T0=repr(time.time()))
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        raise RuntimeError(f"{cmd[0]} failed: {(proc.stderr or proc.stdout).strip()[-500:]}")
    return float(json.loads(proc.stdout.strip().splitlines()[-1])["first_frame_s"])


def frozen_first_frame_cmd(exe: Path) -> tuple[list[str], dict[str, str]]:
    return [str(exe)], {"CAPER_NIGHT_BENCH": "first-frame"}


def source_first_frame_cmd() -> tuple[list[str], dict[str, str]]:
    return [sys.executable, "-m", "game.commands.bench_window", "first-frame"], {}


def first_frames(commands: dict[str, tuple[list[str], dict[str, str]]], home: Path,
                 runs: int) -> dict[str, dict[str, float]]:
    """Per command: its first run, then the median and best of ``runs`` warm runs.

    The commands take turns, round after round, so that a busy machine slows them alike.
    """
    times: dict[str, list[float]] = {label: [] for label in commands}
    for _ in range(runs + 1):
        for label, (cmd, extra) in commands.items():
            times[label].append(first_frame(cmd, headless_env(home, **extra)))
    return {label: {"first_run_s": round(t[0], 3), "warm_median_s": round(statistics.median(t[1:]), 3),
                    "warm_min_s": round(min(t[1:]), 3)} for label, t in times.items()}


def _mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onefile", action="store_true", help="also build and measure the one-file app")
    parser.add_argument("--runs", type=int, default=5, help="warm first-frame runs of each (default 5)")
    parser.add_argument("--keep", metavar="DIR", help="build into DIR and keep it")
    args = parser.parse_args(argv)
    base = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="caper-build-"))
    home = base / "home"
    report: dict[str, dict] = {}
    commands: dict[str, tuple[list[str], dict[str, str]]] = {}
    kinds = [("one-folder", False)] + ([("one-file", True)] if args.onefile else [])
    for label, onefile in kinds:
        b = build(base / f"dist-{label}", base / f"work-{label}", onefile=onefile)
        report[label] = {"build_s": round(b.seconds, 1), "size_bytes": size_bytes(b.output)}
        commands[label] = frozen_first_frame_cmd(b.exe)
        print(f"{label:<11} built in {b.seconds:5.1f} s, {_mb(report[label]['size_bytes'])}: {b.output}")
    commands["source"] = source_first_frame_cmd()
    report["source"] = {}
    for label, figures in first_frames(commands, home, args.runs).items():
        report[label].update(figures)
    print("time to the first menu frame (first run / warm median / warm best):")
    for label, figures in report.items():
        print(f"  {label:<11} {figures['first_run_s']:.3f} s / {figures['warm_median_s']:.3f} s"
              f" / {figures['warm_min_s']:.3f} s")
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
