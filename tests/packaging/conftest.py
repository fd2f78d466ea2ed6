"""One PyInstaller build of the app per test session, shared by every packaging test."""

from __future__ import annotations

import importlib.util
import os

import pytest

from tests.packaging import frozen


@pytest.fixture(scope="session")
def app_build(tmp_path_factory) -> frozen.Build:
    if importlib.util.find_spec("PyInstaller") is None:
        if os.environ.get("CI"):
            pytest.fail("PyInstaller is missing: it is in the `test` extra, so CI must have it")
        pytest.skip("PyInstaller is not installed (pip install -e '.[test]')")
    base = tmp_path_factory.mktemp("frozen")
    return frozen.build(base / "dist", base / "work")
