"""Caper Night: three crook-themed tabletop games for a family on one laptop."""

import os as _os

# pygame prints a greeting on import; a family app should not.
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
