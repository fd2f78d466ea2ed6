"""The house-rules editor: make, change, copy, rename and delete a family's own rules.

On the left, every variant of the chosen game: the built-in ones, the
family's house rules, and any file with a mistake (listed with the reason,
so a hand edit gone wrong never breaks the app). On the right, a form built
from the game's parameter schema: each rule with its meaning, its allowed
values, and the error of the moment, checked as you type by the same
schema that checks files (:class:`game.playtest.house_rules.RuleForm`).
Save writes a small TOML file that lists only what differs from the base
variant; it stays easy to edit by hand.
"""

from __future__ import annotations

import logging
import tempfile
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from game.app.scenes.lab_parts import ScrollView
from game.engine.errors import VariantError
from game.engine.registry import GAME_MODULES, TITLES, get_spec, module_exists
from game.engine.variants import Param, VariantCatalog, VariantEntry, shown_value
from game.playtest.house_rules import HouseRuleFolder, RuleForm, parse_value
from game.store.paths import user_variants_dir, variant_catalog
from game.ui import draw
from game.ui.dialogs import ConfirmDialog, TextPrompt
from game.ui.gui import GuiManager
from game.ui.scenes import Scene
from game.ui.theme import BODY_M, BODY_S, SIZE, TITLE_L, TITLE_S, C, Fonts
from game.ui.widgets import Button, Cycle, Toggle, WidgetGroup

log = logging.getLogger(__name__)

LIST = pygame.Rect(32, 150, 330, 420)
FORM = pygame.Rect(384, 100, 864, 520)
PARAMS = pygame.Rect(FORM.x + 14, FORM.y + 126, FORM.width - 40, 270)
HELP = pygame.Rect(FORM.x + 14, PARAMS.bottom + 12, FORM.width - 28, 96)
ITEM_H = 46
ROW_H = 52
HEAD_H = 40
CONTROL_X, CONTROL_W = 330, 190


def editor_games() -> list[str]:
    return [g for g, module in GAME_MODULES.items() if module_exists(module)]


class _Row:
    """One parameter in the form: its control and where it sits in the scrolled content."""

    def __init__(self, param: Param, top: int, control: Any, kind: str):
        self.param = param
        self.top = top
        self.control = control
        self.kind = kind  # "text", "toggle" or "cycle"


class HouseRulesScene(Scene):
    name = "house-rules"

    def __init__(self, app, game_id: str | None = None, folder: Path | None = None):
        super().__init__(app)
        self.folder_path = Path(folder) if folder is not None else None
        self.game_ids = editor_games()
        self.game_id = game_id if game_id in self.game_ids else (self.game_ids[0] if self.game_ids else "")
        self.widgets = WidgetGroup(app.audio)
        self.gui = GuiManager()
        self.status = ""
        self.status_kind = "info"
        self.focus_key: str | None = None
        self.rows: list[_Row] = []
        self.headings: list[tuple[str, int]] = []
        self.entries: list[VariantEntry] = []
        self.selected = 0
        self.form: RuleForm | None = None
        self.broken_info: tuple[list[str], str | None] = ([], None)
        self.saved_snapshot: Any = None
        self.errors: dict[str, str] = {}
        self.list_view = ScrollView(LIST, 0, ITEM_H)
        self.params_view = ScrollView(PARAMS, 0, ROW_H)
        self._build_fixed()
        if self.game_id:
            self.load_game(self.game_id)
        else:  # nothing to edit: only the way back
            for widget in self.widgets.widgets:
                widget.visible = widget is self.back_button
            self.name_entry.hide()
            self.desc_entry.hide()

    # -- fixed parts --------------------------------------------------------------------------------
    def _build_fixed(self) -> None:
        w = self.widgets
        self.game_tabs: dict[str, Button] = {}
        for i, g in enumerate(self.game_ids):
            b = Button(pygame.Rect(SIZE[0] - 32 - (len(self.game_ids) - i) * 218 + 8, 30, 210, 46),
                       TITLES.get(g, g), lambda g=g: self.ask_switch_game(g), font_size=20,
                       tooltip="Edit this game's house rules")
            self.game_tabs[g] = w.add(b)  # type: ignore[assignment]
        y = LIST.bottom + 14
        self.new_button = w.add(Button(pygame.Rect(LIST.x, y, 160, 48), "New", self.ask_new, font_size=21,
                                       tooltip="A new house rule based on the selected variant (Ctrl+N)"))
        self.dup_button = w.add(Button(pygame.Rect(LIST.right - 160, y, 160, 48), "Duplicate", self.duplicate,
                                       font_size=21, tooltip="A copy of the selected variant under a new name"))
        self.rename_button = w.add(Button(pygame.Rect(LIST.x, y + 58, 160, 48), "Rename…", self.rename,
                                          font_size=21, tooltip="Give the selected house rule another name"))
        self.delete_button = w.add(Button(pygame.Rect(LIST.right - 160, y + 58, 160, 48), "Delete", self.delete,
                                          style="danger", font_size=21, tooltip="Delete the selected house rule"))
        by = FORM.bottom + 22
        self.back_button = w.add(Button(pygame.Rect(FORM.x, by, 160, 58), "Back", self.ask_back, font_size=24,
                                        hotkey=pygame.K_ESCAPE))
        self.reset_button = w.add(Button(pygame.Rect(FORM.x + 176, by, 250, 58), "Undo my changes", self.revert,
                                         font_size=21, tooltip="Back to the values when this form was opened"))
        self.save_button = w.add(Button(pygame.Rect(FORM.right - 240, by, 240, 58), "Save", self.save,
                                        style="primary", font_size=26, tooltip="Save as a house rule (Ctrl+S)"))
        fx = FORM.x + 14
        self.name_entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(fx + 120, FORM.y + 14, 300, 46),
                                                              manager=self.gui)
        self.name_entry.length_limit = 40
        self.base_cycle = w.add(Cycle(pygame.Rect(FORM.right - 14 - 290, FORM.y + 14, 290, 46), ["standard"], 0,
                                      on_change=self.base_changed, font_size=19,
                                      tooltip="The variant this house rule starts from"))
        self.desc_entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(fx + 120, FORM.y + 68, FORM.width - 148, 46),
                                                              manager=self.gui)
        self.desc_entry.length_limit = 120

    # -- loading --------------------------------------------------------------------------------------
    def _catalog(self, game_id: str) -> VariantCatalog:
        if self.folder_path is None:
            return variant_catalog(game_id)
        spec = get_spec(game_id)
        return VariantCatalog(spec.schema, spec.variants_dir, [self.folder_path])

    def load_game(self, game_id: str, select: str | Path | None = None) -> None:
        self.game_id = game_id
        self.spec = get_spec(game_id)
        folder = self.folder_path if self.folder_path is not None else user_variants_dir()
        self.folder = HouseRuleFolder(self._catalog(game_id), folder)
        for g, b in self.game_tabs.items():
            b.selected = g == game_id
        self.refresh(select)

    def refresh(self, select: str | Path | None = None) -> None:
        """Read the folder again; select ``select`` (a name or path) or keep the selection."""
        current = self.entries[self.selected] if self.entries and self.selected < len(self.entries) else None
        self.entries = self.folder.entries()
        if not any(e.builtin and e.variant is not None for e in self.entries):
            self.entries.insert(0, VariantEntry("standard", self.spec.variants_dir, True, self.spec.standard(), None))
        self.list_view.content_height = len(self.entries) * ITEM_H
        names = [e.name for e in self.entries]
        index = names.index("standard") if "standard" in names else 0
        for i, e in enumerate(self.entries):
            if select is not None and (e.name == select or e.path == select):
                index = i
                break
            if select is None and current is not None and e.path == current.path and e.name == current.name:
                index = i
        self.select(index, force=True)

    def select(self, index: int, force: bool = False) -> None:
        if not self.entries:
            return
        index = max(0, min(len(self.entries) - 1, index))
        if not force and index != self.selected and self.dirty():
            self.app.scenes.push(ConfirmDialog(self.app, "Leave without saving?",
                                               "Your changes to this house rule are not saved yet.",
                                               lambda: self.select(index, force=True), yes="Leave them"))
            return
        self.selected = index
        entry = self.entries[index]
        self.list_view.scroll_to_show(index * ITEM_H, (index + 1) * ITEM_H)
        if entry.variant is None:
            self.form = None
            self.broken_info = self._broken_file(entry)  # read once, not every frame
        elif entry.builtin:
            self.form = RuleForm.new(self.spec.schema, entry.variant, "")
            self.form.description = ""
        else:
            self.form = RuleForm.edit(self.spec.schema, entry.variant, self.folder.base_of(entry), entry.path)
        self._build_form()
        self.status = ""
        self._buttons()

    # -- the form ---------------------------------------------------------------------------------------
    def _bases(self) -> list[VariantEntry]:
        """Variants a house rule may start from: built-ins and other working house rules."""
        own = self.form.path if self.form is not None else None
        return [e for e in self.entries if e.variant is not None and (own is None or e.path != own)]

    def _clear_rows(self) -> None:
        for row in self.rows:
            if row.kind == "text":
                row.control.kill()
            else:
                self.widgets.remove(row.control)
        self.rows, self.headings = [], []

    def _build_form(self) -> None:
        self._clear_rows()
        form = self.form
        shown = form is not None
        for element in (self.name_entry, self.desc_entry):
            element.show() if shown else element.hide()
        self.base_cycle.visible = shown
        if form is None:
            self.params_view.content_height = 0
            self.saved_snapshot = None
            return
        self.name_entry.set_text(form.name)
        self.desc_entry.set_text(form.description)
        bases = self._bases()
        self.base_entries = bases
        self.base_cycle.options = [e.shown + ("" if e.builtin else " (yours)") for e in bases]
        names = [e.name for e in bases]
        self.base_cycle.set_index(names.index(form.base.name) if form.base.name in names else 0)
        top = 0
        group = None
        for p in self.spec.schema:
            if p.group != group:
                group = p.group
                self.headings.append((group, top))
                top += HEAD_H
            rect = pygame.Rect(0, 0, CONTROL_W, 42)
            value = form.raw[p.key]
            if p.type is bool:
                rect.width = 96  # the switch sits at the left, where the text fields start
                control: Any = Toggle(rect, "", bool(value), on_change=lambda v, k=p.key: self.value_changed(k, v),
                                      tooltip=p.help)
                self.widgets.add(control)
                kind = "toggle"
            elif p.choices is not None:
                options = [shown_value(c) for c in p.choices]
                control = Cycle(rect, options, options.index(str(value)) if str(value) in options else 0,
                                on_change=lambda i, k=p.key, ch=p.choices: self.value_changed(k, ch[i]),
                                font_size=18, tooltip=p.help)
                self.widgets.add(control)
                kind = "cycle"
            else:
                control = pygame_gui.elements.UITextEntryLine(rect, manager=self.gui)
                control.set_text(str(value))
                kind = "text"
            self.rows.append(_Row(p, top, control, kind))
            top += ROW_H
        self.params_view.content_height = top
        self.params_view.offset = 0
        self._place_rows()
        self.saved_snapshot = self._snapshot()
        self.check()

    def _place_rows(self) -> None:
        view = self.params_view
        for row in self.rows:
            y = view.y(row.top) + 5
            x = PARAMS.x + CONTROL_X
            inside = view.shows(row.top, row.top + ROW_H)
            if row.kind == "text":
                row.control.set_position((x, y))
                row.control.show() if inside else row.control.hide()
            else:
                row.control.rect.topleft = (x, y)
                row.control.visible = inside

    def _snapshot(self) -> Any:
        f = self.form
        return None if f is None else (f.name, f.description, f.base.name, tuple(sorted(f.raw.items(),
                                                                                         key=lambda kv: kv[0])))

    def dirty(self) -> bool:
        return self.form is not None and self._snapshot() != self.saved_snapshot

    def value_changed(self, key: str, value: Any) -> None:
        if self.form is None:
            return
        self.form.set(key, value)
        self.focus_key = key
        self.check()

    def base_changed(self, index: int) -> None:
        if self.form is None or not self.base_entries:
            return
        base = self.base_entries[index].variant
        assert base is not None
        self.form.set_base(base)
        for row in self.rows:
            value = self.form.raw[row.param.key]
            if row.kind == "text":
                row.control.set_text(str(value))
            elif row.kind == "toggle":
                row.control.value = bool(value)
            else:
                options = row.control.options
                row.control.set_index(options.index(str(value)) if str(value) in options else 0)
        self.check()

    def check(self) -> None:
        """Check everything now: called on every keystroke."""
        if self.form is None:
            self.errors = {}
            return
        problem = self.folder.name_problem(self.form.name, self.form.path) if self.form.name.strip() else None
        self.errors = self.form.errors(problem)
        self._buttons()

    def _buttons(self) -> None:
        self.app.mark_dirty()
        entry = self.entries[self.selected] if self.entries else None
        own = entry is not None and not entry.builtin
        self.dup_button.enabled = entry is not None and entry.variant is not None
        self.rename_button.enabled = own
        self.delete_button.enabled = own
        self.save_button.enabled = self.form is not None
        self.reset_button.enabled = self.dirty()
        self.new_button.enabled = bool(self.entries)

    def revert(self) -> None:
        self.select(self.selected, force=True)

    # -- actions --------------------------------------------------------------------------------------------
    def save(self) -> None:
        form = self.form
        if form is None:
            return
        self.check()
        if self.errors:
            self.app.audio.play("buzz", 0.5)
            n = len(self.errors)
            self.status, self.status_kind = (f"{n} thing{'s' if n > 1 else ''} to fix before saving "
                                             f"(shown in red)."), "error"
            if "name" in self.errors:
                self.name_entry.focus()
            return
        edited = form.path is not None and Path(form.path).is_file()
        try:
            path = self.folder.save(form)
        except (VariantError, OSError) as exc:
            self.status, self.status_kind = f"Not saved: {exc}", "error"
            return
        self.app.toasts.show(f"Saved “{form.name.strip()}” in {path.parent}", "good")
        self.refresh(select=path)
        # the file is edited in place (tomlkit): what someone wrote there by hand stays
        self.status, self.status_kind = ("Saved; the file's own comments and layout are kept." if edited
                                         else "Saved."), "good"

    def ask_new(self) -> None:
        self._unless_dirty(self.new)

    def new(self) -> None:
        entry = self.entries[self.selected] if self.entries else None
        base = entry.variant if entry is not None and entry.variant is not None else self.spec.standard()
        self.form = RuleForm.new(self.spec.schema, base, self.folder.unused_name("My house rule"), "")
        self._build_form()
        self.saved_snapshot = None  # a new rule is unsaved until saved
        self.name_entry.focus()
        self.status, self.status_kind = f"A new house rule based on {base.name}: change what you like, then save.", \
            "info"
        self._buttons()

    def duplicate(self) -> None:
        entry = self.entries[self.selected]
        try:
            path = self.folder.duplicate(entry)
        except (VariantError, OSError) as exc:
            self.status, self.status_kind = str(exc), "error"
            return
        self.refresh(select=path)
        self.status, self.status_kind = f"Copied to “{self.entries[self.selected].name}”.", "good"

    def rename(self) -> None:
        entry = self.entries[self.selected]
        if entry.builtin:
            return

        def done(new_name: str) -> str | None:
            try:
                path = self.folder.rename(entry, new_name)
            except VariantError as exc:
                return exc.detail
            except OSError as exc:
                return f"Could not rename the file: {exc}"
            self.refresh(select=path)
            self.status, self.status_kind = f"Renamed to “{new_name.strip()}”.", "good"
            return None
        self.app.scenes.push(TextPrompt(self.app, "Rename the house rule", entry.name, done, ok="Rename",
                                        hint="House rules built on it will follow the new name."))

    def delete(self) -> None:
        entry = self.entries[self.selected]
        if entry.builtin:
            return
        users = self.folder.dependents(entry.name)
        extra = f" {', '.join(users)} start{'s' if len(users) == 1 else ''} from it and will stop working." \
            if users else ""

        def yes() -> None:
            try:
                self.folder.delete(entry)
            except (VariantError, OSError) as exc:
                self.status, self.status_kind = str(exc), "error"
                return
            self.selected = 0
            self.refresh(select="standard")
            self.status, self.status_kind = f"Deleted “{entry.name}”.", "info"
        self.app.scenes.push(ConfirmDialog(self.app, "Delete this house rule?",
                                           f"“{entry.name}” will be gone for good.{extra}", yes, yes="Delete",
                                           danger=True))

    def _unless_dirty(self, then) -> None:
        if self.dirty():
            self.app.scenes.push(ConfirmDialog(self.app, "Leave without saving?",
                                               "Your changes to this house rule are not saved yet.", then,
                                               yes="Leave them"))
        else:
            then()

    def ask_switch_game(self, game_id: str) -> None:
        if game_id != self.game_id:
            self._unless_dirty(lambda: self.load_game(game_id))

    def ask_back(self) -> None:
        self._unless_dirty(self.back)

    def back(self) -> None:
        if self in self.app.scenes.stack:
            self.app.scenes.pop(self)

    def exit(self) -> None:
        self._clear_rows()

    # -- input ---------------------------------------------------------------------------------------------
    def _row_at(self, pos: tuple[int, int]) -> _Row | None:
        if not PARAMS.collidepoint(pos):
            return None
        y = pos[1] - PARAMS.y + self.params_view.offset
        for row in self.rows:
            if row.top <= y < row.top + ROW_H:
                return row
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL:
            if event.key == pygame.K_s:
                self.save()
                return
            if event.key == pygame.K_n:
                self.ask_new()
                return
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            view = self.list_view if LIST.collidepoint(pos) else self.params_view
            view.scroll_by(-event.y * view.step)
            self._place_rows()
            return
        if self.gui.process_events(event):
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self._text_changed(event.ui_element)
            return
        if event.type == pygame.KEYDOWN and self.gui.get_focus_set():
            if event.key == pygame.K_ESCAPE:
                self.gui.set_focus_set(None)
                return
            if event.key not in (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER):
                return
            self.gui.set_focus_set(None)
            if event.key != pygame.K_TAB:
                return
        if event.type == pygame.MOUSEMOTION:
            row = self._row_at(event.pos)
            if row is not None:
                self.focus_key = row.param.key
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and LIST.collidepoint(event.pos):
            index = (event.pos[1] - LIST.y + self.list_view.offset) // ITEM_H
            if 0 <= index < len(self.entries):
                self.app.audio.play("tick", 0.5)
                self.select(index)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.params_view.handle(event)
            self._place_rows()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and not self.widgets.focused():
            self.select(self.selected + (1 if event.key == pygame.K_DOWN else -1))
            return
        self.widgets.handle(event)
        focused = self.widgets.focused()
        for row in self.rows:
            if row.control is focused:
                self.focus_key = row.param.key
                self.params_view.scroll_to_show(row.top, row.top + ROW_H)
                self._place_rows()

    def _text_changed(self, element: Any) -> None:
        if self.form is None:
            return
        if element is self.name_entry:
            self.form.name = element.get_text()
        elif element is self.desc_entry:
            self.form.description = element.get_text()
        else:
            for row in self.rows:
                if row.control is element:
                    self.form.set(row.param.key, element.get_text())
                    self.focus_key = row.param.key
                    break
        self.status = ""
        self.check()

    def update(self, dt: float) -> bool:
        self.gui.update(dt)
        for row in self.rows:
            if row.kind == "text" and row.control.is_focused:
                self.focus_key = row.param.key
        busy = self.widgets.update(dt)
        self.reset_button.enabled = self.dirty()
        return busy or bool(self.gui.get_focus_set())

    # -- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.backdrop(SIZE), (0, 0))
        draw.text(surface, "House rules", Fonts.title(TITLE_L), C.mustard, (LIST.x, 24))
        if not self.game_ids:
            draw.text(surface, "No game rules are part of this build yet.", Fonts.body(BODY_M), C.text,
                      (LIST.x, 120))
            self.widgets.draw(surface)
            return
        self._draw_list(surface)
        draw.panel(surface, FORM, C.night_lo, radius=18)
        entry = self.entries[self.selected] if self.entries else None
        if self.form is None and entry is not None:
            self._draw_broken(surface, entry)
        else:
            self._draw_form(surface)
        self.gui.draw_ui(surface)
        self.widgets.draw(surface)

    def _draw_list(self, surface: pygame.Surface) -> None:
        draw.text(surface, f"{self.spec.title}: variants", Fonts.title(TITLE_S), C.cream, (LIST.x, 104))
        draw.panel(surface, LIST.inflate(12, 12), C.night_lo, radius=16)
        clip = surface.get_clip()
        surface.set_clip(LIST)
        view = self.list_view
        for i, e in enumerate(self.entries):
            y = view.y(i * ITEM_H)
            if y + ITEM_H < LIST.y or y > LIST.bottom:
                continue
            r = pygame.Rect(LIST.x, y + 2, LIST.width, ITEM_H - 4)
            if i == self.selected:
                pygame.draw.rect(surface, C.mustard, r, border_radius=10)
            ink = C.ink if i == self.selected else (C.coral_hi if e.variant is None else C.text)
            draw.text(surface, e.shown, Fonts.bold(BODY_S) if not e.builtin else Fonts.body(BODY_S), ink,
                      (r.x + 12, r.centery), "midleft", max_width=r.width - 120)
            tag = "built-in" if e.builtin else ("has a mistake" if e.variant is None else "yours")
            tag_ink = C.ink_soft if i == self.selected else (C.coral_hi if e.variant is None else C.text_dim)
            draw.text(surface, tag, Fonts.body(16), tag_ink, (r.right - 10, r.centery), "midright")
        surface.set_clip(clip)
        view.draw_bar(surface)

    def _broken_file(self, entry: VariantEntry) -> tuple[list[str], str | None]:
        """The first lines of a broken file and the key its error names (to mark that line)."""
        key = None
        try:
            self.folder.catalog.load_file(entry.path)
        except VariantError as exc:
            key = exc.key
        except Exception:  # noqa: BLE001 - only for the picture; the list already has the reason
            pass
        try:
            lines = entry.path.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            lines = []
        return lines, key

    def _draw_broken(self, surface: pygame.Surface, entry: VariantEntry) -> None:
        r = FORM.inflate(-48, -40)
        draw.text(surface, "This file has a mistake", Fonts.title(TITLE_S), C.coral_hi, r.topleft)
        used = draw.text_block(surface, entry.error or "", Fonts.body(BODY_M), C.text,
                               pygame.Rect(r.x, r.y + 46, r.width, 90), max_lines=3)
        lines, key = self.broken_info
        box = pygame.Rect(r.x, r.y + 60 + used, r.width, 12 + 26 * min(9, max(1, len(lines))))
        pygame.draw.rect(surface, C.cream, box, border_radius=10)
        font = Fonts.body(BODY_S)
        for i, line in enumerate(lines[:9]):
            y = box.y + 6 + i * 26
            marked = key is not None and line.strip().startswith(key)
            if marked:
                pygame.draw.rect(surface, C.mustard_hi, (box.x + 4, y, box.width - 8, 26), border_radius=6)
            draw.text(surface, f"{i + 1:>2}  {line}", Fonts.bold(BODY_S) if marked else font, C.ink,
                      (box.x + 12, y + 2), max_width=box.width - 24)
        advice = (f"The file is {entry.path}. Fix it in a text editor (the marked line is the one named above), "
                  f"or delete it here. Nothing else is affected: every other variant works as before.")
        draw.text_block(surface, advice, Fonts.body(BODY_S), C.text_dim,
                        pygame.Rect(r.x, box.bottom + 16, r.width, r.bottom - box.bottom - 16), max_lines=3)

    def _draw_form(self, surface: pygame.Surface) -> None:
        form = self.form
        if form is None:
            return
        fx = FORM.x + 14
        font = Fonts.bold(BODY_M)
        draw.text(surface, "Name", font, C.cream, (fx, FORM.y + 37), "midleft")
        draw.text(surface, "Based on", font, C.cream, (self.base_cycle.rect.x - 12, FORM.y + 37), "midright")
        draw.text(surface, "About it", font, C.cream, (fx, FORM.y + 91), "midleft")
        self._draw_rows(surface)
        self._draw_help(surface)

    def _draw_rows(self, surface: pygame.Surface) -> None:
        form = self.form
        assert form is not None
        view = self.params_view
        clip = surface.get_clip()
        surface.set_clip(PARAMS)
        for title, top in self.headings:
            draw.text(surface, title, Fonts.title(20), C.mustard, (PARAMS.x + 4, view.y(top) + 10))
        values, _ = form.values()
        for row in self.rows:
            y = view.y(row.top)
            if y + ROW_H < PARAMS.y or y > PARAMS.bottom:
                continue
            p = row.param
            if p.key == self.focus_key:
                pygame.draw.rect(surface, C.night_hi, (PARAMS.x, y + 1, PARAMS.width, ROW_H - 2), border_radius=8)
            changed = p.key in values and values[p.key] != form.base.params.get(p.key)
            if changed:
                pygame.draw.circle(surface, C.mustard, (PARAMS.x + 10, y + ROW_H // 2), 5)
            draw.text(surface, p.title, Fonts.body(BODY_S), C.text, (PARAMS.x + 22, y + ROW_H // 2), "midleft",
                      max_width=CONTROL_X - 30)
            error = self.errors.get(p.key)
            note, ink = (error, C.coral_hi) if error else (p.allowed(words=True), C.text_dim)
            self._draw_note(surface, note, bool(error), ink, y)
            if error and row.kind == "text":
                pygame.draw.rect(surface, C.coral, row.control.rect.inflate(6, 6), 3, border_radius=10)
            if not view.shows(row.top, row.top + ROW_H):
                self._draw_cut_control(surface, row, y + 5)
        surface.set_clip(clip)
        view.draw_bar(surface)

    @staticmethod
    def _draw_note(surface: pygame.Surface, note: str, error: bool, ink, y: int) -> None:
        """The note right of a rule's control: what it allows, or what is wrong with what was typed.
        A long mistake ("must be a whole number from 0 to 40, got 99999") takes two lines of a
        smaller type rather than being cut; the full sentence is also in the help below."""
        make = Fonts.bold if error else Fonts.body
        x = PARAMS.x + CONTROL_X + CONTROL_W + 14
        box = pygame.Rect(x, y + 2, PARAMS.right - x - 4, ROW_H - 4)
        font = make(16)
        if font.size(note)[0] > box.width:
            font = make(14)
        draw.text_block(surface, note, font, ink, box, line_gap=2, max_lines=2, middle=True)

    def _name_matters(self) -> bool:
        """A missing name is only worth a red line once there is something to save."""
        return self.form is not None and (self.form.path is not None or self.dirty() or bool(self.form.name.strip()))

    def _draw_cut_control(self, surface: pygame.Surface, row: _Row, y: int) -> None:
        """A row half out of view: its control drawn as a picture (clipped), to be scrolled into view for use."""
        if row.kind == "text":
            # pygame-gui draws the field 5 px inside its rect (room for its focus border)
            r = pygame.Rect((PARAMS.x + CONTROL_X, y), row.control.rect.size).inflate(-10, -10)
            pygame.draw.rect(surface, C.cream, r, border_radius=6)
            draw.text(surface, row.control.get_text(), Fonts.body(22), C.ink, (r.x + 9, r.centery), "midleft",
                      max_width=r.width - 16)
            return
        row.control.visible = True  # only to draw it; it takes no clicks until scrolled into view
        row.control.draw(surface)
        row.control.visible = False

    def _draw_help(self, surface: pygame.Surface) -> None:
        form = self.form
        assert form is not None
        draw.panel(surface, HELP, C.night, radius=12, shadow=0)
        inner = HELP.inflate(-24, -16)
        if self.status:
            ink = {"error": C.coral_hi, "good": C.teal}.get(self.status_kind, C.mustard)
            draw.text(surface, self.status, Fonts.bold(BODY_S), ink, inner.topleft, max_width=inner.width)
            inner = pygame.Rect(inner.x, inner.y + 26, inner.width, inner.height - 26)
        elif ("name" in self.errors and self._name_matters()) or "params" in self.errors:
            message = self.errors["name"] if "name" in self.errors and self._name_matters() else self.errors["params"]
            draw.text(surface, message, Fonts.bold(BODY_S), C.coral_hi,
                      inner.topleft, max_width=inner.width)
            inner = pygame.Rect(inner.x, inner.y + 26, inner.width, inner.height - 26)
        p = self.spec.schema.get(self.focus_key) if self.focus_key else None
        if p is None:
            entry = self.entries[self.selected] if self.entries else None
            intro = (f"“{entry.shown}” is built in: change any rule, give your version a name and save it as a "
                     f"house rule. " if entry is not None and entry.builtin and not self.dirty() else "")
            tip = (intro + "Point at a rule to read what it does. A dot marks a rule that differs from the variant "
                   "this one is based on; only those go into the file.")
            draw.text_block(surface, tip, Fonts.body(BODY_S), C.text_dim, inner, max_lines=3)
            return
        base_value = form.base.params.get(p.key)
        where = f"In {form.base.name}: {shown_value(base_value)}" + (
            f"; in the standard rules: {shown_value(p.default)}." if form.base.name != "standard" else ".")
        error = self.errors.get(p.key)
        if error and not self.status:
            draw.text(surface, f"{p.title} {error}.", Fonts.bold(BODY_S), C.coral_hi, inner.topleft,
                      max_width=inner.width)
            inner = pygame.Rect(inner.x, inner.y + 26, inner.width, inner.height - 26)
        text = f"{p.title}: {p.help} Allowed: {p.allowed(words=True)}. {where}"
        draw.text_block(surface, text, Fonts.body(BODY_S), C.text, inner, max_lines=3 if not error else 2)


def smoke_pictures(app, shoot) -> None:
    """The editor on a built-in variant, on a house rule with a typing mistake, and on a broken file."""
    games = editor_games()
    if not games:
        scene = HouseRulesScene(app)
        app.scenes.push(scene)
        shoot("house-rules")
        app.scenes.pop(scene)
        return
    game_id = games[0]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        spec = get_spec(game_id)
        # a house rule and a hand-edited file with a mistake, in a folder of their own (never the user's)
        first = next(iter(spec.schema))
        form = RuleForm.new(spec.schema, spec.standard(), "Our table", "How we play on Fridays.")
        for p in spec.schema:  # change the first rule that can change on its own
            changed = _a_different_value(p)
            if changed is not None:
                form.set(p.key, changed)
                if not form.errors():
                    break
                form.reset(p.key)
        HouseRuleFolder(VariantCatalog(spec.schema, spec.variants_dir, [folder]), folder).save(form)
        (folder / "typo.toml").write_text(f'name = "typo"\ngame = "{game_id}"\n[params]\n{first.key} = "lots"\n',
                                          encoding="utf-8")
        scene = HouseRulesScene(app, game_id, folder=folder)
        app.scenes.push(scene)
        shoot("house-rules")
        ours = next(i for i, e in enumerate(scene.entries) if e.name == "Our table")
        scene.select(ours, force=True)
        text_rows = [r for r in scene.rows if r.kind == "text"]
        if text_rows:
            row = text_rows[0]
            row.control.set_text("99999")
            scene.value_changed(row.param.key, "99999")
        shoot("house-rules-editing")
        typo = next(i for i, e in enumerate(scene.entries) if e.name == "typo")
        scene.select(typo, force=True)
        shoot("house-rules-broken")
        app.scenes.pop(scene)


def _a_different_value(p: Param) -> Any:
    if p.type is bool:
        return not p.default
    if p.choices is not None:
        return next((c for c in p.choices if c != p.default), None)
    if p.type in (int, float):
        for candidate in (p.default + 1, p.default - 1):
            try:
                return parse_value(p, str(candidate))
            except ValueError:
                continue
    return None

