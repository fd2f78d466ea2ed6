"""The GitHub workflows, checked here because the hosting service's machines are out of reach.

actionlint (syntax, expressions, runner labels, and the shell scripts through ShellCheck when it
is installed) and zizmor (security: injections, credentials, permissions, pinning) run over every
workflow file, both from wheels in the ``test`` extra that carry their own program. Then the
release workflow is read as the service would run it: every system must test, build, pack,
check, smoke-test and upload, and only tags publish (tests/release/workflows.py).
"""

from __future__ import annotations

import copy
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.release import workflows as wf

WORKFLOW_FILES = sorted(wf.WORKFLOWS.glob("*.yml")) + sorted(wf.WORKFLOWS.glob("*.yaml"))


def _tool(name: str) -> str:
    """A program from the test extra: beside this Python (a venv not on PATH) or on PATH."""
    scripts = Path(sys.executable).parent
    for candidate in (scripts / name, scripts / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(name)
    if found:
        return found
    if os.environ.get("CI"):
        pytest.fail(f"{name} is missing: it is in the `test` extra, so CI must have it")
    pytest.skip(f"{name} is not installed (pip install -e '.[test]')")


def test_both_workflows_exist():
    assert wf.RELEASE in WORKFLOW_FILES and wf.TESTS in WORKFLOW_FILES


def test_actionlint_finds_nothing_in_any_workflow():
    proc = subprocess.run([_tool("actionlint"), "-no-color", *map(str, WORKFLOW_FILES)], cwd=wf.ROOT,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_actionlint_would_catch_a_broken_workflow(tmp_path):
    """The check above can fail: an unknown runner label and a bad expression are reported."""
    broken = tmp_path / ".github" / "workflows" / "broken.yml"
    broken.parent.mkdir(parents=True)
    broken.write_text("on: push\njobs:\n  a:\n    runs-on: windows-1999\n    steps:\n"
                      "      - run: echo ${{ matrix.nothing }\n", encoding="utf-8")
    proc = subprocess.run([_tool("actionlint"), "-no-color", str(broken)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0 and "broken.yml" in proc.stdout


def test_zizmor_finds_no_security_problem():
    proc = subprocess.run([_tool("zizmor"), "--offline", "--no-progress", "--format", "plain",
                           str(wf.WORKFLOWS)], cwd=wf.ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_zizmor_would_catch_an_injection_and_kept_credentials(tmp_path):
    """The check above can fail: a branch name pasted into a script, and a token left in .git/."""
    risky = tmp_path / ".github" / "workflows" / "risky.yml"
    risky.parent.mkdir(parents=True)
    risky.write_text(
        "on: pull_request_target\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    steps:\n"
        "      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1\n"
        "      - run: echo ${{ github.head_ref }}\n", encoding="utf-8")
    proc = subprocess.run([_tool("zizmor"), "--offline", "--no-progress", "--format", "plain", str(risky.parent)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0
    assert "template-injection" in proc.stdout and "artipacked" in proc.stdout


@pytest.mark.parametrize("path", WORKFLOW_FILES, ids=lambda p: p.name)
def test_every_action_is_pinned_to_a_commit_with_its_version(path):
    text = path.read_text(encoding="utf-8")
    assert "uses:" in text
    assert wf.unpinned_actions(text) == []


def test_the_pin_check_would_catch_a_tag():
    assert wf.unpinned_actions("      - uses: actions/checkout@v7\n")
    assert wf.unpinned_actions("      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1\n")


def test_every_release_matrix_entry_tests_builds_smoke_tests_and_uploads():
    assert wf.release_problems(wf.load(wf.RELEASE)) == []


def test_the_release_matrix_covers_windows_macos_and_linux():
    entries = wf.matrix_entries(wf.load(wf.RELEASE)["jobs"]["build"])
    assert sorted(e["name"] for e in entries) == ["linux-x86_64", "macos-universal2", "windows-x64"]


def _release() -> dict:
    return copy.deepcopy(wf.load(wf.RELEASE))


def _step(workflow: dict, role: str) -> dict:
    return next(s for s in workflow["jobs"]["build"]["steps"] if wf.role(s) == role)


def test_the_matrix_check_notices_a_system_that_skips_its_smoke_test():
    workflow = _release()
    _step(workflow, "smoke")["if"] = "matrix.name != 'macos-universal2'"
    assert wf.release_problems(workflow) == ["macos-universal2: no step does 'smoke'"]


def test_the_matrix_check_notices_a_universal2_app_tested_on_one_processor_only():
    workflow = _release()
    steps = workflow["jobs"]["build"]["steps"]
    steps[:] = [s for s in steps if wf.role(s) != "smoke-other-arch"]
    assert wf.release_problems(workflow) == [
        "macos-universal2: a program for arm64,x86_64 is smoke-tested on one processor type only"]


def test_the_matrix_check_notices_a_missing_upload_and_a_missing_system():
    workflow = _release()
    steps = workflow["jobs"]["build"]["steps"]
    steps.remove(_step(workflow, "upload"))
    include = workflow["jobs"]["build"]["strategy"]["matrix"]["include"]
    include[:] = [e for e in include if not e["runner"].startswith("windows")]
    problems = wf.release_problems(workflow)
    assert "no matrix entry builds for Windows" in problems
    assert "linux-x86_64: no step does 'upload'" in problems


def test_the_matrix_check_notices_a_smoke_test_before_the_build():
    workflow = _release()
    steps = workflow["jobs"]["build"]["steps"]
    smoke = _step(workflow, "smoke")
    steps.remove(smoke)
    steps.insert(0, smoke)
    assert any("order" in p for p in wf.release_problems(workflow))


def test_the_matrix_check_notices_publishing_from_a_branch():
    workflow = _release()
    del workflow["jobs"]["publish"]["if"]
    assert wf.release_problems(workflow) == ["publish runs on more than tags"]


def test_conditions_are_read_as_the_service_reads_them():
    entry = {"name": "macos-universal2", "rosetta": "x86_64"}
    assert wf.condition_holds("matrix.rosetta != ''", entry)
    assert not wf.condition_holds("matrix.glibc-max != ''", entry)
    assert wf.condition_holds("${{ matrix.name == 'macos-universal2' && !(matrix.python == 'almalinux') }}", entry)
    with pytest.raises(wf.UnreadableCondition):
        wf.condition_holds("runner.os == 'macOS'", entry)


def test_only_publishing_may_write_and_every_job_has_a_short_time_limit():
    for path in WORKFLOW_FILES:
        workflow = wf.load(path)
        assert workflow.get("permissions") == {}, f"{path.name}: no permissions unless a job asks"
        for name, job in workflow["jobs"].items():
            permissions = job.get("permissions") or {}
            writes = sorted(k for k, v in permissions.items() if v == "write")
            assert writes == (["contents"] if (path, name) == (wf.RELEASE, "publish") else []), (path.name, name)
            assert 0 < job.get("timeout-minutes", 0) <= 90, f"{path.name}:{name}: hosted jobs stop at 360 minutes"


def test_pull_requests_run_the_suite_on_all_three_systems():
    workflow = wf.load(wf.TESTS)
    assert "pull_request" in workflow["on"]
    job = workflow["jobs"]["suite"]
    runners = job["strategy"]["matrix"]["os"]
    assert {r.split("-")[0] for r in runners} == {"ubuntu", "windows", "macos"}
    assert any("python -m pytest" in (s.get("run") or "") for s in job["steps"])
    setup = next(s for s in job["steps"] if str(s.get("uses", "")).startswith("actions/setup-python@"))
    assert setup["with"]["cache"] == "pip"
