"""The headless app fixture of the app tests, for the Alcatraz table tests."""

from tests.app.conftest import app  # noqa: F401 - a fixture, used by name
