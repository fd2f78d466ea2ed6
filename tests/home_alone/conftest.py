"""The table's tests use the shared headless ``app`` fixture."""

from tests.app.conftest import app  # noqa: F401
