"""One New Game screen for all three games: seats, names, colours, people or
computer players, and the rules variant (built-in or the family's own)."""

from __future__ import annotations

import pygame
import pygame_gui

from game.app import games
from game.engine.errors import VariantError
from game.engine.record import SeatInfo
from game.engine.registry import get_spec, module_exists
from game.engine.variants import shown_value
from game.store.paths import variant_catalog
from game.ui import draw
from game.ui.art import EMBLEMS
from game.ui.gui import GuiManager
from game.ui.scenes import Scene
from game.ui.theme import BODY_M, BODY_S, PLAYER_STYLES, SIZE, TITLE_L, TITLE_S, C, Fonts
from game.ui.widgets import Button, Cycle, TextField, WidgetGroup

KINDS = ("Person", "Computer: easy", "Computer: normal", "Computer: hard")
KIND_TO_SEAT = {0: ("human", "normal"), 1: ("bot", "easy"), 2: ("bot", "normal"), 3: ("bot", "hard")}
BOT_NAMES = ("Bonnie Bot", "Clyde Bot", "Raffles Bot", "Lupin Bot", "Kitty Bot", "Ronnie Bot")

ROW_Y0, ROW_H = 214, 64


class ColourChip(Button):
    """Click to give the seat the next colour nobody else uses."""

    def __init__(self, rect, index: int, on_click):
        super().__init__(rect, "", on_click, tooltip="Change colour and symbol")
        self.index = index

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if self.focused or self.hovered:
            pygame.draw.circle(surface, C.cream, self.rect.center, self.rect.width // 2 + 4, 3)
        draw.player_chip(surface, self.index, self.rect.center, self.rect.width - 6)


class NewGameScene(Scene):
    name = "new-game"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.spec = get_spec(game_id)
        self.gui = GuiManager()
        self.widgets = WidgetGroup(app.audio)
        self.error = ""
        self.catalog = variant_catalog(game_id)
        self._load_variants()
        names = list(app.settings.player_names)
        lo, hi = self.count_range()
        self.count = min(hi, max(lo, 3))
        self.count_cycle = Cycle(pygame.Rect(230, 142, 200, 52), self._count_labels(),
                                 self.count - lo, on_change=self.count_changed, font_size=24,
                                 tooltip="How many players")
        self.widgets.add(self.count_cycle)
        self.rows: list[dict] = []
        for i in range(self.spec.max_players):
            y = ROW_Y0 + i * ROW_H
            chip = ColourChip(pygame.Rect(60, y + 4, 52, 52), i, lambda i=i: self.next_colour(i))
            entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(128, y + 4, 290, 52), manager=self.gui)
            entry.length_limit = 16
            kind_index = 0 if i == 0 else 2
            entry.set_text(names[i] if kind_index == 0 else BOT_NAMES[i])
            kind = Cycle(pygame.Rect(432, y + 4, 330, 52), KINDS, kind_index,
                         on_change=lambda k, i=i: self.kind_changed(i, k), font_size=22,
                         tooltip="A person at the keyboard, or a computer player (click to change)")
            self.widgets.add(chip)
            self.widgets.add(TextField(entry))  # Tab goes colour, name, who plays, next seat...
            self.widgets.add(kind)
            self.rows.append({"chip": chip, "entry": entry, "kind": kind})
        self._recall_seats()
        self.variant_cycle = Cycle(pygame.Rect(820, 196, 420, 56), self._variant_labels(), self.variant_index,
                                   on_change=self.variant_changed, font_size=22,
                                   tooltip="Which rules to play: the standard game or a house rule")
        self.widgets.add(self.variant_cycle)
        self.house_button = Button(pygame.Rect(820, 530, 420, 52), "Make or edit house rules…", self.house_rules,
                                   font_size=22, tooltip="Change any rule and save it under a name")
        self.house_button.enabled = module_exists("game.app.scenes.house_rules")
        self.widgets.add(self.house_button)
        self.widgets.add(Button(pygame.Rect(40, 630, 200, 64), "Back", self.back, font_size=26,
                                hotkey=pygame.K_ESCAPE))
        self.start_button = self.widgets.add(Button(pygame.Rect(SIZE[0] - 340, 630, 300, 64), "Start the game",
                                                    self.start, style="primary", font_size=28,
                                                    hotkey=pygame.K_RETURN))
        self.learn_button = self.widgets.add(Button(pygame.Rect(SIZE[0] - 340 - 300, 630, 280, 64),
                                                    games.learn_label(app, game_id), self.learn, font_size=24,
                                                    hotkey=pygame.K_F1,
                                                    tooltip="A short guided game: the table shows you what to "
                                                            "do and why (F1)"))
        self.learn_button.visible = games.has_lesson(game_id)
        if not games.is_playable(game_id):
            self.start_button.enabled = False
            self.start_button.tooltip = "This game's table is not part of this build yet."
        self.layout()

    def learn(self) -> None:
        """Learn to play: the guided game, with its own seats (the ones chosen here are kept for later)."""
        games.learn(self.app, self.game_id)

    # -- variants ---------------------------------------------------------------------------
    def _load_variants(self) -> None:
        entries = self.catalog.entries()
        self.variants = [e for e in entries if e.variant is not None]
        self.broken = [e for e in entries if e.variant is None]
        if not self.variants:  # built-ins missing: still playable with the standard rules
            from game.engine.variants import VariantEntry
            self.variants = [VariantEntry("standard", self.spec.variants_dir, True, self.spec.standard(), None)]
        names = [e.name for e in self.variants]
        self.variant_index = names.index("standard") if "standard" in names else 0

    def _variant_labels(self) -> list[str]:
        return [e.shown + ("" if e.builtin else "  (house rule)") for e in self.variants]

    @property
    def variant(self):
        return self.variants[self.variant_index].variant

    def count_range(self) -> tuple[int, int]:
        """How many may play under the chosen rules (a variant may narrow the game's range),
        never more seats than this screen has rows for."""
        lo, hi = self.spec.players_for(self.variant)
        hi = min(hi, self.spec.max_players)
        return min(lo, hi), hi

    def _count_labels(self) -> list[str]:
        lo, hi = self.count_range()
        return [str(n) for n in range(lo, hi + 1)]

    def variant_changed(self, index: int) -> None:
        self.variant_index = index
        self._fit_count()

    def _fit_count(self) -> None:
        """The Players selector shows exactly the counts the rules allow, and the current one."""
        lo, hi = self.count_range()
        self.count_cycle.options = self._count_labels()
        self.count = min(hi, max(lo, self.count))
        self.count_cycle.set_index(self.count - lo)
        self.layout()

    def house_rules(self) -> None:
        self.app.scenes.open("house_rules", self.game_id)

    def resume(self) -> None:
        current = self.variants[self.variant_index].name
        self.catalog = variant_catalog(self.game_id)
        self._load_variants()
        names = [e.name for e in self.variants]
        if current in names:
            self.variant_index = names.index(current)
        self.variant_cycle.options = self._variant_labels()
        self.variant_cycle.set_index(self.variant_index)
        self._fit_count()

    # -- seats -----------------------------------------------------------------------------
    def _recall_seats(self) -> None:
        """The seats of the last game of this kind: names, person or computer, level, colour."""
        last = self.app.settings.last_seats.get(self.game_id)
        if not last:
            return
        lo, hi = self.count_range()
        self.count = min(hi, max(lo, len(last)))
        self.count_cycle.set_index(self.count - lo)
        kinds = {seat: k for k, seat in KIND_TO_SEAT.items()}
        for row, seat in zip(self.rows, last):
            row["entry"].set_text(seat["name"])
            row["kind"].set_index(kinds.get((seat["kind"], seat["level"] if seat["kind"] == "bot" else "normal"), 0))
            row["chip"].index = seat["colour"]
        taken = {row["chip"].index for row in self.rows[:len(last)]}
        free = [c for c in range(len(PLAYER_STYLES)) if c not in taken]
        for row in self.rows[len(last):]:  # seats beyond the remembered ones keep distinct colours
            if row["chip"].index in taken and free:
                row["chip"].index = free.pop(0)
            taken.add(row["chip"].index)

    def _remember_seats(self, seats: list[SeatInfo]) -> None:
        remembered = [{"name": s.name, "kind": s.kind, "level": s.level, "colour": s.color} for s in seats]
        names = list(self.app.settings.player_names)
        for i, seat in enumerate(seats):
            if seat.is_human:
                names[i] = seat.name
        if remembered != self.app.settings.last_seats.get(self.game_id) or names != self.app.settings.player_names:
            self.app.settings.last_seats = {**self.app.settings.last_seats, self.game_id: remembered}
            self.app.settings.player_names = names
            self.app.save_settings()

    def count_changed(self, index: int) -> None:
        self.count = int(self.count_cycle.options[index])
        self.layout()

    def layout(self) -> None:
        for i, row in enumerate(self.rows):
            shown = i < self.count
            row["chip"].visible = row["kind"].visible = shown
            if shown:
                row["entry"].show()
            else:
                row["entry"].hide()

    def kind_changed(self, i: int, k: int) -> None:
        entry = self.rows[i]["entry"]
        text = entry.get_text().strip()
        if k == 0 and (text in BOT_NAMES or not text):
            entry.set_text(self.app.settings.player_names[i])
        elif k != 0 and (text in self.app.settings.player_names or not text):
            entry.set_text(BOT_NAMES[i])

    def next_colour(self, i: int) -> None:
        used = {self.rows[j]["chip"].index for j in range(self.count) if j != i}
        idx = self.rows[i]["chip"].index
        for _ in range(len(PLAYER_STYLES)):
            idx = (idx + 1) % len(PLAYER_STYLES)
            if idx not in used:
                break
        self.rows[i]["chip"].index = idx

    def seats(self) -> list[SeatInfo] | None:
        seats, names, colours = [], set(), set()
        for i in range(self.count):
            row = self.rows[i]
            name = row["entry"].get_text().strip()
            if not name:
                self.error = f"Seat {i + 1} needs a name."
                return None
            if name.lower() in names:
                self.error = f"Two players are called {name}: please make the names different."
                return None
            colour = row["chip"].index
            if colour in colours:
                self.error = f"{name} has the same colour as another player: click the colour to change it."
                return None
            names.add(name.lower())
            colours.add(colour)
            kind, level = KIND_TO_SEAT[row["kind"].index]
            seats.append(SeatInfo(name, kind, level, colour))
        return seats

    def start(self) -> None:
        if not games.is_playable(self.game_id):
            return
        seats = self.seats()
        if seats is None:
            self.app.audio.play("buzz", 0.5)
            return
        self._remember_seats(seats)
        try:
            match = games.new_match(self.game_id, self.variant, seats)
        except (ValueError, VariantError) as exc:
            self.error = str(exc)
            return
        games.start(self.app, match)

    def back(self) -> None:
        self.app.scenes.pop(self)

    # -- frame -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.gui.process_events(event):
            self.error = ""
            return
        if event.type == pygame.KEYDOWN and self.gui.get_focus_set():
            # typing a name: only Tab (next control), Enter (start) and Escape (back) leave it
            if event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                return
            if event.key != pygame.K_TAB:
                self.gui.set_focus_set(None)
        self.widgets.handle(event)

    def update(self, dt: float) -> bool:
        self.gui.update(dt)
        busy = self.widgets.update(dt)
        return busy or bool(self.gui.get_focus_set())

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.backdrop(SIZE), (0, 0))
        emblem = pygame.Rect(40, 24, 110, 90)
        pygame.draw.rect(surface, C.night_lo, emblem, border_radius=16)
        EMBLEMS[self.game_id](surface, emblem.inflate(-8, -8))
        draw.text(surface, f"New game: {self.spec.title}", Fonts.title(TITLE_L), C.mustard, (170, 36))
        draw.text(surface, self.spec.tagline or "", Fonts.body(BODY_M), C.text_dim, (172, 94), max_width=900)
        draw.text(surface, "Players", Fonts.title(TITLE_S), C.cream, (60, 152))
        draw.text(surface, "Name", Fonts.body(BODY_S), C.text_dim, (136, 190))
        draw.text(surface, "Who plays", Fonts.body(BODY_S), C.text_dim, (440, 190))
        # the variant card
        card = pygame.Rect(800, 140, 460, 460)
        draw.panel(surface, card, C.night_lo, radius=18, alpha=230)
        draw.text(surface, "Rules", Fonts.title(TITLE_S), C.cream, (card.x + 20, card.y + 12))
        v = self.variant
        desc = v.description or "No description."
        draw.text_block(surface, desc, Fonts.body(BODY_M), C.text, pygame.Rect(card.x + 20, card.y + 126, card.width - 40, 96),
                        max_lines=3)
        changed = v.changed(self.spec.schema)
        y = card.y + 226
        if changed:
            draw.text(surface, "Different from the standard rules:", Fonts.bold(BODY_S), C.mustard, (card.x + 20, y))
            y += 28
            for key, value in list(changed.items())[:5]:
                p = self.spec.schema.get(key)
                label = p.title if p else key
                draw.text(surface, f"• {label}: {shown_value(value)}", Fonts.body(BODY_S), C.text, (card.x + 28, y),
                          max_width=card.width - 56)
                y += 26
            if len(changed) > 5:
                draw.text(surface, f"… and {len(changed) - 5} more", Fonts.body(BODY_S), C.text_dim, (card.x + 28, y))
        else:
            draw.text(surface, "Nothing changed from the standard rules.", Fonts.body(BODY_S), C.text_dim, (card.x + 20, y))
        if self.broken:
            b = self.broken[0]
            more = f" (and {len(self.broken) - 1} more)" if len(self.broken) > 1 else ""
            draw.text_block(surface, f"Skipped a broken house-rule file{more}: {b.error}", Fonts.body(16), C.coral_hi,
                            pygame.Rect(card.x + 20, card.bottom - 92, card.width - 40, 84), max_lines=3)
        self.gui.draw_ui(surface)
        self.widgets.draw(surface)
        if self.error:
            draw.text(surface, self.error, Fonts.bold(BODY_M), C.coral_hi, (SIZE[0] // 2 - 80, 654), "midtop",
                      max_width=640)
