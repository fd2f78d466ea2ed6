"""A scrolling list of save files, one row each: picture, title, game, players, date, turn.

Shared by the Load scene and the Save dialog. A file that cannot be used is
still listed, with its reason in red, so the family knows what happened to it;
a missing or broken picture is replaced by the game's emblem.
"""

from __future__ import annotations

import time
from typing import Callable, Sequence

import pygame

from game.engine.record import SeatInfo
from game.store.saves import SaveInfo
from game.ui import draw
from game.ui.art import EMBLEMS
from game.ui.theme import BODY_S, C, Fonts
from game.ui.thumbnails import load_thumbnail
from game.ui.widgets import Widget

ROW_H = 104
PIC = (160, 90)
DOUBLE_CLICK = 0.4


class SaveList(Widget):
    """Rows of :class:`SaveInfo`; click selects, double click (or Enter) opens."""

    def __init__(self, rect: pygame.Rect, on_open: Callable[[SaveInfo], None] | None = None,
                 empty_text: str = "Nothing here yet.", extra_rows: Sequence[str] = ()):
        super().__init__(rect)
        self.on_open = on_open
        self.empty_text = empty_text
        self.extra_rows = list(extra_rows)  # rows above the files ("New save…")
        self.extra_picture: pygame.Surface | None = None  # shown in those rows (the table about to be saved)
        self._extra_scaled: pygame.Surface | None = None
        self.items: list[SaveInfo] = []
        self.selected = 0
        self.scroll = 0
        self._pictures: dict[tuple[str, float], pygame.Surface | None] = {}
        self._last_click = (-1, 0.0)

    # -- content ---------------------------------------------------------------------------------------
    def set_items(self, items: Sequence[SaveInfo], keep: object = None) -> None:
        """Show ``items``; keep the selection on the same file (``keep``: a path) if it is still there."""
        self.items = list(items)
        if keep is not None:
            for i, info in enumerate(self.items):
                if info.path == keep:
                    self.selected = len(self.extra_rows) + i
                    break
        self.selected = max(0, min(self.selected, self.count - 1))
        self._pictures.clear()
        self.show_selected()

    @property
    def count(self) -> int:
        return len(self.extra_rows) + len(self.items)

    @property
    def selected_info(self) -> SaveInfo | None:
        i = self.selected - len(self.extra_rows)
        return self.items[i] if 0 <= i < len(self.items) else None

    @property
    def selected_extra(self) -> int | None:
        return self.selected if self.selected < len(self.extra_rows) else None

    def select(self, index: int) -> None:
        if self.count:
            self.selected = max(0, min(self.count - 1, index))
            self.show_selected()

    def show_selected(self) -> None:
        top = self.selected * ROW_H
        if top < self.scroll:
            self.scroll = top
        elif top + ROW_H > self.scroll + self.rect.height:
            self.scroll = top + ROW_H - self.rect.height
        self._clamp()

    def _clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, max(0, self.count * ROW_H - self.rect.height)))

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        i = (pos[1] - self.rect.y + self.scroll) // ROW_H
        return i if 0 <= i < self.count else None

    # -- input -----------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEWHEEL and self.hovered:
            self.scroll -= event.y * ROW_H // 2
            self._clamp()
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = self._row_at(event.pos)
            if row is None:
                return False
            now = time.monotonic()
            double = self._last_click[0] == row and now - self._last_click[1] < DOUBLE_CLICK
            self._last_click = (row, now)
            self.select(row)
            if double:
                self.open()
            return True
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -4, pygame.K_PAGEDOWN: 4}.get(event.key)
            if step is not None:
                self.select(self.selected + step)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open()
                return True
        return False

    def open(self) -> None:
        info = self.selected_info
        if self.on_open is not None and (info is not None or self.selected_extra is not None):
            self.on_open(info)  # type: ignore[arg-type]

    # -- drawing ---------------------------------------------------------------------------------------
    def picture(self, info: SaveInfo) -> pygame.Surface | None:
        try:
            stamp = info.thumbnail.stat().st_mtime
        except OSError:
            stamp = -1.0
        key = (str(info.path), stamp)
        if key not in self._pictures:
            surf = load_thumbnail(info.path) if stamp >= 0 else None
            if surf is not None:
                surf = pygame.transform.smoothscale(surf.convert() if pygame.display.get_surface() else surf, PIC)
            self._pictures[key] = surf
        return self._pictures[key]

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        draw.panel(surface, r, C.night_lo, radius=16, shadow=0)
        if not self.count:
            draw.text_block(surface, self.empty_text, Fonts.body(22), C.text_dim,
                            pygame.Rect(r.x + 60, r.centery - 30, r.width - 120, 80), align="center")
            return
        clip = surface.get_clip()
        surface.set_clip(r)
        first = self.scroll // ROW_H
        for i in range(first, min(self.count, first + r.height // ROW_H + 2)):
            row = pygame.Rect(r.x + 8, r.y + i * ROW_H - self.scroll + 4, r.width - 16, ROW_H - 8)
            selected = i == self.selected
            draw.panel(surface, row, C.night_hi if selected else C.night, radius=14, shadow=0,
                       border=C.mustard if selected else None, border_width=3)
            if i < len(self.extra_rows):
                self._draw_extra(surface, row, self.extra_rows[i])
            else:
                self._draw_info(surface, row, self.items[i - len(self.extra_rows)])
        surface.set_clip(clip)
        if self.count * ROW_H > r.height:  # a thin scroll indicator
            frac = r.height / (self.count * ROW_H)
            h = max(30, int(r.height * frac))
            y = r.y + int((r.height - h) * self.scroll / max(1, self.count * ROW_H - r.height))
            pygame.draw.rect(surface, C.mustard, (r.right - 6, y, 4, h), border_radius=2)

    def _draw_extra(self, surface: pygame.Surface, row: pygame.Rect, label: str) -> None:
        pic = pygame.Rect(row.x + 8, row.y + (row.height - PIC[1]) // 2, *PIC)
        if self.extra_picture is not None:
            if self._extra_scaled is None:
                self._extra_scaled = pygame.transform.smoothscale(self.extra_picture, PIC)
            surface.blit(self._extra_scaled, pic)
            cx, cy = pic.right - 22, pic.bottom - 22
            pygame.draw.circle(surface, C.mustard, (cx, cy), 17)
        else:
            pygame.draw.rect(surface, C.night_lo, pic, border_radius=10)
            cx, cy = pic.center
        pygame.draw.rect(surface, C.mustard, pic, 3, border_radius=10)
        arm = 9 if self.extra_picture is not None else 18
        color = C.ink if self.extra_picture is not None else C.mustard
        pygame.draw.line(surface, color, (cx - arm, cy), (cx + arm, cy), 4)
        pygame.draw.line(surface, color, (cx, cy - arm), (cx, cy + arm), 4)
        draw.text(surface, label, Fonts.title(26), C.mustard, (pic.right + 20, row.centery), "midleft")

    def _placeholder(self, surface: pygame.Surface, pic: pygame.Rect, info: SaveInfo) -> None:
        pygame.draw.rect(surface, C.night_lo, pic, border_radius=10)
        emblem = EMBLEMS.get(info.game)
        if info.ok and emblem is not None:
            clip = surface.get_clip()
            surface.set_clip(pic.clip(clip) if clip else pic)
            emblem(surface, pic.inflate(-20, -14), 0.0)
            surface.set_clip(clip)
        else:
            mark = "!" if not info.ok else "?"
            pygame.draw.circle(surface, C.coral if not info.ok else C.night_hi, pic.center, 28)
            draw.text(surface, mark, Fonts.title(40), C.cream, pic.center, "center")

    def _draw_info(self, surface: pygame.Surface, row: pygame.Rect, info: SaveInfo) -> None:
        pic = pygame.Rect(row.x + 8, row.y + (row.height - PIC[1]) // 2, *PIC)
        picture = self.picture(info) if info.ok else None
        if picture is not None:
            surface.blit(picture, pic)
            pygame.draw.rect(surface, C.night_lo, pic, 2, border_radius=4)
        else:
            self._placeholder(surface, pic, info)
        x = pic.right + 18
        right = row.right - 16
        body = Fonts.body(BODY_S)
        side_w = 300
        status = info.status() if info.ok else ""
        badge_w = min(side_w, Fonts.bold(17).size(status)[0] + 26) if status else 0
        # the title may use what the badge leaves ("Unfinished Escape from Alcatraz (today 1…" lost its time)
        room = right - x - (badge_w + 14 if status else side_w + 10)
        font = draw.fitting_font(info.title, Fonts.title, (24, 22, 20), room)
        title_y = row.y + 8 + (Fonts.title(24).get_height() - font.get_height()) // 2
        draw.text(surface, info.title, font, C.cream, (x, title_y), max_width=room)
        if not info.ok:
            draw.text(surface, f"Can't be opened: {info.error}", Fonts.bold(BODY_S), C.coral_hi, (x, row.y + 42),
                      max_width=right - x)
            draw.text(surface, info.path.name, body, C.text_dim, (x, row.y + 68), max_width=right - x)
            return
        described = bool(info.description)  # a scenario: its description gets the whole line
        line2 = info.description if described else f"{info.game_title} · {info.variant} rules"
        draw.text(surface, line2, body, C.text, (x, row.y + 42), max_width=right - x - (0 if described else side_w + 10))
        # the players, each with their colour and symbol
        # (a scenario's side text can give way down to its game and progress: the players may use the rest)
        limit = right - 34 - (body.size(side_text(info, body, 0))[0] if described else side_w)
        cx = x + 9
        y = row.y + 78
        for seat in info.seats:
            label = seat_label(seat)
            if body.size(label)[0] > 170:  # a long name before "(bot)": "Christopher Lees…" read as cut
                label = draw.fit_text(seat.name, body, 170)
            if cx + 14 + body.size(label)[0] > limit:
                draw.text(surface, "…", body, C.text_dim, (cx - 4, y), "midleft")
                break
            draw.player_chip(surface, seat.color, (cx, y), 18)
            rect = draw.text(surface, label, body, C.text_dim, (cx + 14, y), "midleft")
            cx = rect.right + 22
        # right column: where the game stands, and when
        if status:
            f = Fonts.bold(17)
            badge = pygame.Rect(0, 0, badge_w, 30)
            badge.topright = (right, row.y + 10)
            pygame.draw.rect(surface, C.teal if info.over else C.mustard, badge, border_radius=15)
            draw.text(surface, status, f, C.cream if info.over else C.ink, badge.center, "center",
                      max_width=badge.width - 16)
        if described:  # on the players' line: it may use all the room the players leave
            text = side_text(info, body, right - cx - 10)
            where = (right, y)
        else:
            moves = f"{info.moves} move" + ("" if info.moves == 1 else "s")
            text = " · ".join(b for b in (info.when, info.progress, moves) if b)
            where = (right, row.y + 63)
        draw.text(surface, text, body, C.text_dim, where, "midright", max_width=side_w if not described else None)


def seat_label(seat: SeatInfo) -> str:
    """A player's name in the list, "(bot)" added for a computer player unless its name says so."""
    if seat.is_human or "bot" in seat.name.lower().split():
        return seat.name
    return f"{seat.name} (bot)"


def side_text(info: SaveInfo, font: pygame.font.Font, room: int) -> str:
    """A scenario's game, rules and progress in ``room`` pixels: whole if they fit, else the rules
    ("standard rules") and then the game's name give way before anything is cut (the row's picture
    shows the game), so four players never leave "Escape from Alcatraz · standard rules · ro…"."""
    game, rules, progress = info.game_title, f"{info.variant} rules", info.progress
    options = [" · ".join(b for b in bits if b) for bits in ((game, rules, progress), (game, progress))]
    return next((text for text in options if font.size(text)[0] <= room), options[-1])
