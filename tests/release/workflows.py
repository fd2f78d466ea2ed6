"""Read the GitHub workflows the way the hosting service runs them, to check them here.

``release_problems`` expands the release workflow's build matrix, decides for each entry which
steps run (the ``if:`` conditions on ``matrix`` values) and lists every entry that would not
test, build, pack, check, smoke-test and upload its archive, in that order, plus anything
wrong with publishing. An empty list means every system ends with a tested download.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
RELEASE = WORKFLOWS / "release.yml"
TESTS = WORKFLOWS / "tests.yml"

#: what each system's build must do, in this order
ROLES = ("tests", "build", "archive", "properties", "smoke", "upload")
SYSTEMS = {"windows": "Windows", "macos": "macOS", "ubuntu": "Linux"}


def load(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if True in data:  # YAML 1.1 reads the key `on` as true
        data["on"] = data.pop(True)
    return data


class UnreadableCondition(ValueError):
    """An ``if:`` this reader cannot evaluate; write it with matrix values, ==, !=, &&, || and !."""


_TOKEN = re.compile(r"\s*(?:(?P<ref>matrix\.[A-Za-z0-9_-]+)|(?P<str>'[^']*')|(?P<op>==|!=|&&|\|\||!|\(|\)))")


def condition_holds(expression: str | None, matrix: dict[str, Any]) -> bool:
    """Evaluate a step's ``if:`` for one matrix entry (a missing matrix value is '', as on the service)."""
    if expression is None:
        return True
    text = str(expression).strip()
    if text.startswith("${{") and text.endswith("}}"):
        text = text[3:-2]
    python, pos = [], 0
    while pos < len(text.rstrip()):
        m = _TOKEN.match(text, pos)
        if not m:
            raise UnreadableCondition(f"cannot evaluate {expression!r} at {text[pos:]!r}")
        pos = m.end()
        if m.group("ref"):
            python.append(repr(str(matrix.get(m.group("ref").split(".", 1)[1], ""))))
        elif m.group("str"):
            python.append(repr(m.group("str")[1:-1]))
        else:
            python.append({"&&": " and ", "||": " or ", "!": " not "}.get(m.group("op"), m.group("op")))
    return bool(eval("".join(python), {"__builtins__": {}}, {}))  # only literals and operators remain


def role(step: dict[str, Any]) -> str | None:
    run = step.get("run", "") or ""
    uses = step.get("uses", "") or ""
    if "python -m pytest" in run:
        return "tests"
    if "PyInstaller" in run and "build.spec" in run:
        return "build"
    if "tests.packaging.release smoke" in run:  # the native program, or one half of a universal2 app
        return "smoke-other-arch" if "--arch" in run else "smoke"
    for command in ("archive", "properties"):
        if f"tests.packaging.release {command}" in run:
            return command
    if uses.startswith("actions/upload-artifact@"):
        return "upload"
    return None


def matrix_entries(job: dict[str, Any]) -> list[dict[str, Any]]:
    matrix = (job.get("strategy") or {}).get("matrix") or {}
    return list(matrix.get("include") or [])


def entry_problems(job: dict[str, Any], entry: dict[str, Any]) -> list[str]:
    name = entry.get("name", "?")
    running = []
    for step in job.get("steps", []):
        if condition_holds(step.get("if"), entry) and role(step):
            running.append((role(step), step))
    roles = [r for r, _ in running]
    problems = [f"{name}: no step does '{r}'" for r in ROLES if r not in roles]
    if entry.get("archs") and "smoke-other-arch" not in roles:
        problems.append(f"{name}: a program for {entry['archs']} is smoke-tested on one processor type only")
    firsts = [roles.index(r) for r in ROLES if r in roles]
    if firsts != sorted(firsts):
        problems.append(f"{name}: steps run in the order {roles}, not {list(ROLES)}")
    for r, step in running:
        env = step.get("env") or {}
        if r == "archive" and env.get("LABEL") != "${{ matrix.name }}":
            problems.append(f"{name}: the archive is not labelled with the matrix entry's name")
        if r == "upload":
            given = step.get("with") or {}
            if given.get("path") != "release/" or given.get("if-no-files-found") != "error":
                problems.append(f"{name}: the upload does not take release/ (and fail if it is empty)")
            if "${{ matrix.name }}" not in str(given.get("name", "")):
                problems.append(f"{name}: the uploaded artifact's name does not say which system it is")
    if str(entry.get("runner", "")).startswith("ubuntu") and not any(
            "tests.packaging.release glibc" in (s.get("run") or "") and condition_holds(s.get("if"), entry)
            for s in job.get("steps", [])):
        problems.append(f"{name}: the Linux build's glibc is never checked")
    return problems


def release_problems(workflow: dict[str, Any]) -> list[str]:
    jobs = workflow.get("jobs") or {}
    triggers = workflow.get("on") or {}
    problems = []
    if "v*" not in ((triggers.get("push") or {}).get("tags") or []) or "workflow_dispatch" not in triggers:
        problems.append("release.yml must run on a pushed tag v* and by hand")
    build = jobs.get("build") or {}
    entries = matrix_entries(build)
    systems = {SYSTEMS[prefix] for e in entries for prefix in SYSTEMS if str(e.get("runner", "")).startswith(prefix)}
    problems += [f"no matrix entry builds for {s}" for s in SYSTEMS.values() if s not in systems]
    for entry in entries:
        problems += entry_problems(build, entry)
    publish = jobs.get("publish") or {}
    if "build" not in (publish.get("needs") or []):
        problems.append("publish does not wait for the builds")
    if "refs/tags/v" not in str(publish.get("if", "")):
        problems.append("publish runs on more than tags")
    steps = publish.get("steps") or []
    downloads = [s for s in steps if str(s.get("uses", "")).startswith("actions/download-artifact@")]
    if not downloads or (downloads[0].get("with") or {}).get("pattern") != "caper-night-*":
        problems.append("publish does not download every caper-night-* archive")
    scripts = "\n".join(s.get("run", "") or "" for s in steps)
    if "sha256sum -- CaperNight-* > SHA256SUMS" not in scripts:
        problems.append("publish writes no SHA256SUMS")
    if "gh release create" not in scripts or "release/*" not in scripts:
        problems.append("publish does not attach the archives and SHA256SUMS to a release")
    return problems


_USES = re.compile(r"^\s*(?:-\s+)?uses:\s*(?P<ref>\S+)(?P<comment>.*)$")
_PINNED = re.compile(r"[\w.-]+/[\w./-]+@[0-9a-f]{40}")
_VERSION_COMMENT = re.compile(r"\s+#\s*v\d+(\.\d+)*\s*$")


def unpinned_actions(text: str) -> list[str]:
    """Every ``uses:`` line not pinned to a full commit with its version in a comment."""
    bad = []
    for line in text.splitlines():
        m = _USES.match(line)
        if m and not (_PINNED.fullmatch(m.group("ref")) and _VERSION_COMMENT.fullmatch(m.group("comment"))):
            bad.append(line.strip())
    return bad
