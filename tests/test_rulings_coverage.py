"""docs/rulings-coverage.md names, for every ruling, the tests that fail if it is broken: each
name it gives must be a test that exists, or the document promises what nobody checks."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _defined_tests() -> set[str]:
    return {m for path in (ROOT / "tests").rglob("test_*.py")
            for m in re.findall(r"^\s*def (test_\w+)", path.read_text(encoding="utf-8"), re.M)}


def test_every_test_the_rulings_coverage_names_exists():
    doc = (ROOT / "docs" / "rulings-coverage.md").read_text(encoding="utf-8")
    files = {p.stem for p in (ROOT / "tests").rglob("test_*.py")}
    tests = _defined_tests()
    named = set(re.findall(r"\b(test_\w+)", doc)) - files
    # a name may stop at a parametrised prefix (``test_x_`` or ``test_x[...]``)
    missing = sorted(n for n in named if n not in tests and not any(t.startswith(n) for t in tests if n.endswith("_")))
    assert not missing, f"docs/rulings-coverage.md names tests that do not exist: {missing}"
