"""Load: saved games, recently finished games and the curated scenarios.

One row per file with a small picture of the table, the title, the game and
its rules, the players, the date, the turn and where the game stands. A file
that cannot be used is listed with the reason in red and never stops the
screen; the others stay usable. From here a game is opened (it continues
exactly where it stopped), replayed move by move, renamed or deleted.

The same list, with a "New save…" row on top, is the Save dialog that the
pause menu opens (:class:`SaveGameOverlay`).
"""

from __future__ import annotations

import logging
import os
import queue
import tempfile
import threading
from typing import Any, Callable, Sequence

import pygame

from game.app import games
from game.engine.errors import SaveError
from game.store.saves import (
    SaveInfo,
    delete_save,
    edited_warning,
    list_finished,
    list_saves,
    list_scenarios,
    load_match,
    load_record,
    read_info,
    rename_save,
    save_to_slot,
)
from game.ui import draw
from game.ui.dialogs import ConfirmDialog, Overlay, TextPrompt
from game.ui.save_list import SaveList
from game.ui.scenes import Scene
from game.ui.theme import SIZE, TITLE_L, C, Fonts
from game.ui.thumbnails import png_bytes
from game.ui.widgets import Button, WidgetGroup

log = logging.getLogger(__name__)

TABS: tuple[tuple[str, str, Callable[[], list[SaveInfo]]], ...] = (
    ("save", "Saved games", list_saves),
    ("finished", "Finished games", list_finished),
    ("scenario", "Scenarios", list_scenarios),
)
EMPTY = {
    "save": "No saved games yet. In a game, press Esc and choose “Save game”.",
    "finished": "Finished games appear here, so you can watch them again.",
    "scenario": "No scenarios in this build.",
}
LIST_RECT = pygame.Rect(40, 94, 1200, 5 * 104 + 8)


class Checker:
    """Replays every listed file on a worker thread, so a file that breaks a rule is marked
    unreadable without making the screen wait (a long game takes a good part of a second).

    :meth:`stop` waits for the file in hand, so that the engine never runs on two threads at
    once (before a game is opened, and when the screen closes).
    """

    def __init__(self, infos: Sequence[SaveInfo]):
        self.results: "queue.Queue[SaveInfo]" = queue.Queue()
        self._stop = threading.Event()
        jobs = [(i.path, i.kind) for i in infos if not i.checked]
        self.thread = threading.Thread(target=self._run, args=(jobs,), name="save-check", daemon=True)
        self.thread.start()

    def _run(self, jobs: list[tuple[Any, str]]) -> None:
        for path, kind in jobs:
            if self._stop.is_set():
                return
            self.results.put(read_info(path, kind, deep=True))

    @property
    def running(self) -> bool:
        return self.thread.is_alive()

    def stop(self) -> None:
        self._stop.set()
        self.thread.join()

    def wait(self) -> None:
        """Let it finish (tests)."""
        self.thread.join()


class LoadScene(Scene):
    name = "load"

    def __init__(self, app, tab: str = "save"):
        super().__init__(app)
        self.widgets = WidgetGroup(app.audio)
        self.tab = tab if tab in [t[0] for t in TABS] else "save"
        self.lists: dict[str, list[SaveInfo]] = {}
        self.checker: Checker | None = None
        self.list = SaveList(LIST_RECT, on_open=self.open_or_replay)
        self.tab_buttons: dict[str, Button] = {}
        x = 420
        for key, label, _ in TABS:
            b = Button(pygame.Rect(x, 30, 250, 52), label, lambda key=key: self.show_tab(key), font_size=22,
                       tooltip="Left and Right arrow keys switch lists")
            self.tab_buttons[key] = self.widgets.add(b)  # type: ignore[assignment]
            x += 262
        y, h = 654, 56
        self.widgets.add(Button(pygame.Rect(40, y, 170, h), "Back", self.back, font_size=26, hotkey=pygame.K_ESCAPE))
        specs = [
            ("delete", "Delete", self.delete, "danger", pygame.K_DELETE, "Delete this save (asks first) (Del)"),
            ("rename", "Rename", self.rename, "quiet", pygame.K_F2, "Give this save another name (F2)"),
            ("replay", "Replay", self.replay, "quiet", pygame.K_r, "Watch the game move by move (R)"),
            ("open", "Open", self.open, "primary", None, "Carry on playing from here (Enter)"),
        ]
        self.buttons: dict[str, Button] = {}
        x = SIZE[0] - 40
        for key, label, fn, style, hotkey, tip in reversed(specs):
            w = 210 if key == "open" else 170
            x -= w
            b = Button(pygame.Rect(x, y, w, h), label, fn, style=style, font_size=26, hotkey=hotkey, tooltip=tip)
            self.buttons[key] = self.widgets.add(b)  # type: ignore[assignment]
            x -= 14
        self.refresh()

    # -- content -------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read every folder again (quickly), then check each file in the background."""
        self.stop_checking()
        keep = self.list.selected_info.path if self.list.selected_info else None
        for key, label, lister in TABS:
            try:
                self.lists[key] = lister(deep=False)
            except Exception:  # noqa: BLE001 - a folder problem must not close the screen
                log.exception("cannot list %s", key)
                self.lists[key] = []
            self.tab_buttons[key].label = f"{label} ({len(self.lists[key])})"
        self.show_tab(self.tab, keep)
        # the tab on screen first
        order = sorted(TABS, key=lambda t: t[0] != self.tab)
        self.checker = Checker([info for key, _, _ in order for info in self.lists[key]])

    def stop_checking(self) -> None:
        if self.checker is not None:
            self.checker.stop()
            self._take_results()
            self.checker = None

    def _take_results(self) -> bool:
        """Put checked rows in place of the quick ones; True if anything changed."""
        changed = False
        while self.checker is not None:
            try:
                info = self.checker.results.get_nowait()
            except queue.Empty:
                break
            items = self.lists.get(info.kind, [])
            for i, old in enumerate(items):
                if old.path == info.path:
                    items[i] = info
                    changed = True
                    if info.kind == self.tab:
                        self.list.items = list(items)
        if changed:
            self._update_buttons()
        return changed

    def show_tab(self, tab: str, keep: Any = None) -> None:
        if tab != self.tab:
            self.list.selected = 0
            self.list.scroll = 0
        self.tab = tab
        for key, b in self.tab_buttons.items():
            b.selected = key == tab
        self.list.empty_text = EMPTY[tab]
        self.list.set_items(self.lists.get(tab, []), keep)
        self._update_buttons()

    def _update_buttons(self) -> None:
        info = self.list.selected_info
        ok = info is not None and info.ok
        playable = ok and games.is_playable(info.game)  # type: ignore[union-attr]
        self.buttons["open"].enabled = bool(playable and not info.over)  # type: ignore[union-attr]
        self.buttons["replay"].enabled = bool(playable and info.moves)  # type: ignore[union-attr] # (a scenario
        # as it comes has no move yet: its replay would be one still picture)
        self.buttons["rename"].enabled = bool(ok and self.tab != "scenario")
        self.buttons["delete"].enabled = info is not None and self.tab != "scenario"
        if info is not None and ok and not playable:
            self.buttons["open"].tooltip = f"{info.game_title} cannot be played in this version."
        else:
            self.buttons["open"].tooltip = "Carry on playing from here (Enter)"

    def resume(self) -> None:
        self.refresh()

    def exit(self) -> None:
        self.stop_checking()

    # -- actions ---------------------------------------------------------------------------------------
    def _selected(self) -> SaveInfo | None:
        info = self.list.selected_info
        if info is None:
            return None
        if not info.ok:
            self.app.audio.play("buzz", 0.5)
            self.app.toasts.show(f"“{info.title}” can't be opened: {info.error}", "error", 5)
            return None
        return info

    def open_or_replay(self, info: SaveInfo | None) -> None:
        if info is not None and info.ok and info.over:
            self.replay()
        else:
            self.open()

    def open(self) -> None:
        info = self._selected()
        if info is None:
            return
        if not games.is_playable(info.game):
            self.app.toasts.show(f"{info.game_title} cannot be played in this version.", "error")
            return
        if info.over:
            self.replay()
            return
        self.stop_checking()
        try:
            match = load_match(info.path)
        except SaveError as exc:
            self.app.toasts.show(f"“{info.title}” can't be opened: {exc.detail}", "error", 6)
            self.refresh()
            return
        intro = [f"Scenario: {info.title}.", info.description] if self.tab == "scenario" else []
        games.start(self.app, match, intro=intro)
        warning = edited_warning(match)
        if warning:  # it opens (the family may have meant it), but nobody is left wondering
            self.app.toasts.show(warning, "info", 8)

    def replay(self) -> None:
        from game.table.replay import open_replay

        info = self._selected()
        if info is None or not games.is_playable(info.game):
            return
        if not info.moves:
            self.app.audio.play("buzz", 0.5)
            self.app.toasts.show("Nothing to replay yet: no move has been made here. Open it to play.", "info")
            return
        self.stop_checking()
        try:
            open_replay(self.app, load_record(info.path))
        except SaveError as exc:
            self.app.toasts.show(f"“{info.title}” can't be replayed: {exc.detail}", "error", 6)
            self.refresh()

    def rename(self) -> None:
        info = self.list.selected_info
        if info is None or not info.ok or self.tab == "scenario":
            return

        def done(name: str) -> str | None:
            try:
                rename_save(info.path, name)
            except (OSError, SaveError, ValueError) as exc:
                return f"Could not rename: {exc}"
            self.app.toasts.show(f"Renamed to “{name}”.", "good")
            return None

        self.app.scenes.push(TextPrompt(self.app, "Rename the save", info.title, done, ok="Rename"))

    def delete(self) -> None:
        info = self.list.selected_info
        if info is None or self.tab == "scenario":
            return

        def yes() -> None:
            try:
                delete_save(info.path)
            except OSError as exc:
                self.app.toasts.show(f"Could not delete it: {exc}", "error")
            self.refresh()

        self.app.scenes.push(ConfirmDialog(self.app, "Delete this save?",
                                           f"“{info.title}” will be gone for good.", yes, yes="Delete",
                                           danger=True))

    def back(self) -> None:
        if self in self.app.scenes.stack:
            self.app.scenes.pop(self)

    # -- frame ------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                keys = [t[0] for t in TABS]
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.show_tab(keys[(keys.index(self.tab) + step) % len(keys)])
                return
            focused = self.widgets.focused()
            if not (focused is not None and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)):
                if self.list.handle(event):
                    self._update_buttons()
                    return
        elif self.list.handle(event):
            self._update_buttons()
            return
        self.widgets.handle(event)

    def update(self, dt: float) -> bool:
        checking = self.checker is not None and self.checker.running
        changed = self._take_results()
        return self.widgets.update(dt) or checking or changed

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.backdrop(SIZE), (0, 0))
        draw.text(surface, "Load a game", Fonts.title(TITLE_L), C.mustard, (40, 24))
        self.list.draw(surface)
        hint = "Up/Down: choose · Enter: open · R: replay · F2: rename · Del: delete · Left/Right: lists"
        draw.text(surface, hint, Fonts.body(16), C.text_dim, (LIST_RECT.centerx, LIST_RECT.bottom + 2), "midtop")
        self.widgets.draw(surface)


class SaveGameOverlay(Overlay):
    """The pause menu's Save: a new named save, or over an existing one (asks first)."""

    name = "save-game"
    panel_size = (1120, 600)
    title = "Save the game"

    def __init__(self, app, match, picture: pygame.Surface | None = None,
                 on_saved: Callable[[], None] | None = None, bots: Sequence[Any] | None = None):
        super().__init__(app)
        self.match = match
        self.bots = bots
        self.picture = picture
        self.on_saved = on_saved
        p = self.panel
        self.list = SaveList(pygame.Rect(p.x + 30, p.y + 80, p.width - 60, 4 * 104 + 8), on_open=self.choose,
                             extra_rows=["New save…"])
        self.list.extra_picture = picture
        self.list.set_items(list_saves(deep=False))
        w, y = 240, p.bottom - 80
        self.widgets.add(Button(pygame.Rect(p.centerx - w - 12, y, w, 60), "Cancel", self.close, hotkey=pygame.K_ESCAPE))
        self.save_button = self.widgets.add(Button(pygame.Rect(p.centerx + 12, y, w, 60), "New save",
                                                   lambda: self.choose(self.list.selected_info), style="primary"))

    def default_name(self) -> str:
        state = self.match.state
        rounds = getattr(state, "round", 0)  # as the table counts: Home Alone in rounds
        turn = getattr(state, "turn", 0)
        when = f", round {rounds}" if rounds else f", turn {turn}" if turn > 0 else ""  # (not "turn 0" while hiding)
        people = [s.name for s in self.match.record.seats if s.is_human] or self.match.names()[:1]
        title, first = self.match.spec.title, people[0].split()[0]
        # at most 40 letters, shortened a part at a time ("…with Wolfgang Amade" was cut mid-name)
        for name in (f"{title} with {' & '.join(people[:2])}{when}", f"{title} with {people[0]}{when}",
                     f"{title} with {first}{when}", f"{title} with {first}", f"{title}{when}"):
            if len(name) <= 40:
                return name
        return title[:40]

    def choose(self, info: SaveInfo | None) -> None:
        if self.list.selected_extra is not None or info is None:
            self.app.scenes.push(TextPrompt(self.app, "Name the save", self.default_name(), self._save_new,
                                            hint="A name you will recognise."))
            return
        what = f"“{info.title}”" + ("" if info.ok else " (which can't be opened)")
        self.app.scenes.push(ConfirmDialog(self.app, "Replace this save?",
                                           f"{what} will be replaced by the game as it is now.",
                                           lambda: self._save(info.title, info.path), yes="Replace"))

    def _save_new(self, name: str) -> str | None:
        return self._save(name, None)

    def _save(self, title: str, path: Any) -> str | None:
        try:
            save_to_slot(self.match, title, path, thumbnail=png_bytes(self.picture) if self.picture is not None else None,
                         bots=self.bots)
        except OSError as exc:
            self.app.toasts.show(f"Could not save: {exc}", "error", 6)
            return f"Could not save: {exc.strerror or exc}"
        self.app.toasts.show(f"Saved as “{title}”.", "good")
        self.close()
        if self.on_saved is not None:
            self.on_saved()
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if self.list.handle(event):
            self.save_button.label = "Save here" if self.list.selected_extra is None else "New save"
            return
        self.widgets.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)
        self.list.draw(surface)
        self.widgets.draw(surface)


def picture_below(app, overlay: Scene) -> pygame.Surface | None:
    """What the screen shows under ``overlay`` (without it): the table, or the hand-off screen."""
    stack = app.scenes.stack
    if overlay not in stack:
        return None
    below = stack[:stack.index(overlay)]
    start = max((i for i, s in enumerate(below) if s.opaque), default=0)
    surface = pygame.Surface(SIZE)
    try:
        for scene in below[start:]:
            scene.draw(surface)
    except Exception:  # noqa: BLE001 - a picture is not worth a crash
        log.exception("could not draw the save picture")
        return None
    return surface


# -- smoke pictures ---------------------------------------------------------------------------------------
def smoke_pictures(app, shoot) -> None:
    """The Load screen with real saves, broken files and scenarios; the Save dialog; a replay.

    Everything is written to a temporary folder, never to the user's own saves.
    """
    old_home = os.environ.get("CAPER_NIGHT_HOME")
    with tempfile.TemporaryDirectory(prefix="caper-smoke-") as tmp:
        os.environ["CAPER_NIGHT_HOME"] = tmp
        try:
            _smoke(app, shoot)
        finally:
            if old_home is None:
                os.environ.pop("CAPER_NIGHT_HOME", None)
            else:
                os.environ["CAPER_NIGHT_HOME"] = old_home
            app.scenes.home()


def _smoke(app, shoot) -> None:
    from game.engine.runner import make_bots
    from game.store.paths import saves_dir
    from game.store.saves import finish_game, write_save
    from game.table.pictures import settle, start_bot_game
    from game.table.replay import open_replay

    folder = saves_dir()
    (folder / "half-written.json").write_text('{"format": "caper-night-save", "schema": 1, "title": "Half wri')
    (folder / "from-the-future.json").write_text('{"format": "caper-night-save", "schema": 7, "title": '
                                                 '"From a newer version", "record": {}}')
    playable = [g for g in games.GAME_MODULES if games.is_playable(g)]
    for n, game_id in enumerate(playable):
        scene = start_bot_game(app, game_id, seed=11 + n)
        for _ in range(40):
            app.process([], 1 / 15)
        scene.player.skip()
        settle(app, 0.3)
        write_save(scene.match, folder / f"{game_id}.json", f"Friday night {scene.spec.title}",
                   thumbnail=png_bytes(scene.snapshot()))
        match = scene.match
        bots = make_bots(match.spec, ["random"] * len(match.record.seats), 5, match.record.variant)
        while not match.state.is_over:
            match.apply(bots[match.state.pending.seat].choose(None, match.state.pending))
        finish_game(match)
    app.scenes.home()
    load = LoadScene(app)
    app.scenes.push(load)
    shoot("load")
    load.show_tab("scenario")
    shoot("load-scenarios")
    load.show_tab("finished")
    shoot("load-finished")
    load.delete()
    shoot("load-delete-confirm")
    app.scenes.home()
    if playable:
        scene = start_bot_game(app, playable[0], seed=3)
        for _ in range(30):
            app.process([], 1 / 15)
        scene.open_pause()
        pause = app.scenes.top
        pause.save()
        shoot("save-dialog")
        app.scenes.home()
        info = next((i for i in list_finished() if i.ok), None)
        if info is not None:
            replay_scene = open_replay(app, load_record(info.path))
            assert replay_scene.replay is not None
            replay_scene.replay.jump(min(12, replay_scene.replay.total))
            replay_scene.replay.forward()
            shoot("replay", 0.3)
