"""Players' names in sentences, grammatical for a seat called "You".

Scenarios seat the learner as "You", and "You draws a Bone", "You's Kid" and "You
is next" read badly. Every event description and message builds its sentence with
these helpers instead of pasting the name in::

    f"{does(name, 'draws')} a Bone"      # "Sam draws a Bone" / "You draw a Bone"
    f"{whose(name)} Kid"                  # "Sam's Kid" / "Your Kid"
    f"{does(name, 'is')} next"            # "Sam is next" / "You are next"
    f"{does(name, 'hides')} {their(name)} markers"   # "... hides their" / "You hide your"
    f"Over to {whom(name)}"               # "Over to Sam" / "Over to you"

A verb is given as it goes with one other person ("draws", "is", "has", "catches",
"tries"); for "You" it becomes the form that goes with you. Pure: no pygame.
"""

from __future__ import annotations

IRREGULAR = {"is": "are", "was": "were", "has": "have", "does": "do", "goes": "go", "says": "say"}
_ES_ENDINGS = ("sses", "shes", "ches", "xes", "zes", "oes")


def is_you(name: str) -> bool:
    """True for the seat a scenario calls "You" (any capitals, spaces around)."""
    return name.strip().lower() == "you"


def verb_for(name: str, verb: str) -> str:
    """``verb`` (as said of one other person: "draws") in the form that goes with ``name``.

    >>> verb_for("Sam", "catches"), verb_for("You", "catches"), verb_for("You", "tries")
    ('catches', 'catch', 'try')
    """
    if not is_you(name):
        return verb
    if verb in IRREGULAR:
        return IRREGULAR[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(_ES_ENDINGS):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


def does(name: str, verb: str) -> str:
    """The name and its verb: "Sam draws", "You draw". ``verb`` may be several words
    ("is not", "has to"): only the first word changes."""
    first, _, rest = verb.partition(" ")
    shown = "You" if is_you(name) else name
    return f"{shown} {verb_for(name, first)}{' ' + rest if rest else ''}"


def whose(name: str, start: bool = True) -> str:
    """The possessive: "Sam's", "Your" (or "your" inside a sentence, ``start=False``)."""
    if is_you(name):
        return "Your" if start else "your"
    return f"{name}'s"


def whom(name: str) -> str:
    """The name as an object: "to Sam", "to you"."""
    return "you" if is_you(name) else name


def their(name: str) -> str:
    """The possessive pronoun for a player: "their", or "your" for You."""
    return "your" if is_you(name) else "their"


def them(name: str) -> str:
    """The object pronoun for a player: "them", or "you" for You."""
    return "you" if is_you(name) else "them"


__all__ = ["does", "is_you", "their", "them", "verb_for", "whom", "whose"]
