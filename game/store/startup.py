"""What the app does with the user's folders at every start, before anything else.

* make the folders (a folder that cannot be made is no reason not to play);
* remove temporary files older than a minute, left by a write that was killed
  (:func:`game.store.files.clean_temporary`);
* find out whether anything can be saved at all (a read-only disk, a folder that
  is not ours), so the app can say it once, plainly, and then let the family play.
"""

from __future__ import annotations

import logging

from game.store.files import clean_temporary, writable_problem
from game.store.paths import user_config_dir, user_data_dir

log = logging.getLogger(__name__)


def prepare_user_folders() -> str | None:
    """Clean up and check the data and settings folders. Returns the one sentence to show the
    player when nothing can be saved, else ``None``. Never raises."""
    try:
        folders = [user_data_dir(), user_config_dir()]
    except Exception:  # noqa: BLE001 - no home folder at all: play anyway
        log.exception("cannot find the user folders")
        return "Caper Night cannot find a folder to save in: you can play, but games and settings will not be kept."
    clean_temporary(folders)
    for folder in folders:
        why = writable_problem(folder)
        if why:
            log.warning("cannot save in %s: %s", folder, why)
            return (f"Caper Night cannot save in {folder} ({why.lower()}): you can play, but games and "
                    f"settings will not be kept.")
    return None
