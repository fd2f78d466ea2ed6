"""Typed errors, so callers can tell a player's mistake from a bug.

Every error a person can cause (an illegal move, a broken variant, save or map
file) derives from :class:`CaperError` and carries a message meant to be shown
as-is: it names the file, the key or square, and what is allowed.
"""

from __future__ import annotations


class CaperError(Exception):
    """Base of every error whose message is meant for a person."""


class Because(str):
    """The one line that explains a refusal, naming the rule it comes from.

    A game's ``explain_illegal`` may return ``Because(text, rule="Heading")``
    instead of the bare text: ``rule`` is the heading of the section of the
    game's help text (``game/<game>/help.py`` ``SECTIONS``) that states the rule,
    so "Why not? Show me" can open the Rules page there. It is a ``str``, so every
    caller that shows or logs the text keeps working.

    >>> why = Because("you have no Lawyer left to call", rule="Your Lawyer")
    >>> str(why), why.rule
    ('you have no Lawyer left to call', 'Your Lawyer')
    """

    rule: str | None

    def __new__(cls, text: str, rule: str | None = None) -> "Because":
        made = super().__new__(cls, text)
        made.rule = rule
        return made

    def __reduce__(self):  # pickles (and copies) with its rule
        return (Because, (str(self), self.rule))


def rule_of(why: object) -> str | None:
    """The help heading a refusal names (``None``: the game did not say)."""
    rule = getattr(why, "rule", None)
    return rule if isinstance(rule, str) and rule.strip() else None


class IllegalActionError(CaperError, ValueError):
    """An action that is not among the pending decision's legal actions.

    The state is unchanged when this is raised. The message says why in one line;
    ``rule``, when the game gives it, is the heading of the help section that
    states the rule (taken from a :class:`Because` message if not passed).
    """

    def __init__(self, message: str = "", *, rule: str | None = None):
        super().__init__(message)
        self.rule = rule if rule is not None else rule_of(message)


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
