"""Typed errors, so callers can tell a player's mistake from a bug.

Every error a person can cause (an illegal move, a broken variant, save or map
file) derives from :class:`CaperError` and carries a message meant to be shown
as-is: it names the file, the key or square, and what is allowed.
"""

from __future__ import annotations


class CaperError(Exception):
    """Base of every error whose message is meant for a person."""


class IllegalActionError(CaperError, ValueError):
    """An action that is not among the pending decision's legal actions.

    The state is unchanged when this is raised.
    """


class VariantError(CaperError, ValueError):
    """A variant file or parameter set that does not fit the game's schema."""

    def __init__(self, message: str, *, file: str | None = None, key: str | None = None):
        self.file = file
        self.key = key
        self.detail = message
        where = []
        if file:
            where.append(str(file))
        if key:
            where.append(f"key '{key}'")
        super().__init__(": ".join(where + [message]) if where else message)


class FileProblem(CaperError, ValueError):
    """A file the user handed us (save, record, map) that we cannot use."""

    def __init__(self, file: str | None, message: str):
        self.file = file
        self.detail = message
        super().__init__(f"{file}: {message}" if file else message)


class SaveError(FileProblem):
    """A save or record that cannot be loaded, with the reason."""


class MapError(FileProblem):
    """A floor-plan file that is missing a feature or has an unknown one."""


class StateError(CaperError, ValueError):
    """A game state that breaks an invariant (a card in two places, ...)."""
