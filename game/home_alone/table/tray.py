"""The hiding tray: a person's markers with their names and pictures, beside the board.

Pick a marker (or take the one offered: the next still in the tray), click a square in
the house, and it lies there face up for its owner only. Clicking a placed marker picks
it up again; right-click sends it back to the tray. Undo takes back the last change,
"Place the rest at random" fills the tray's leftovers, Done hands the whole plan to the
engine. The tray only edits a :class:`~game.home_alone.hiding.HidingPlan`; the plan
checks every placement with the engine's own rule.
"""

from __future__ import annotations

from typing import Callable

import pygame

from game.home_alone.hiding import HidingPlan, tray_order
from game.home_alone.markers import KID, TRAP, VALUABLE
from game.home_alone.table import art
from game.ui import draw
from game.ui.theme import BODY_S, C, Fonts
from game.ui.widgets import Button, WidgetGroup

ROW = 28
FACE = 24
HEADER = 22

SECTIONS = ((KID, "Your Kid: near a way out?"), (VALUABLE, "Valuables: −1 each the Crooks take"),
            (TRAP, "Booby-traps: +1 each a Crook hits"))


class HidingTray:
    def __init__(self, rect: pygame.Rect, plan: HidingPlan, name: str, widgets: WidgetGroup,
                 on_undo: Callable[[], None], on_random: Callable[[], None], on_done: Callable[[], None]):
        self.rect = pygame.Rect(rect)
        self.plan = plan
        self.name = name
        self.widgets = widgets
        self.selected: int | None = None
        self.hover: int | None = None
        self.items: dict[int, pygame.Rect] = {}
        self.headers: list[tuple[str, int]] = []
        self._layout()
        x, w = self.rect.x + 12, self.rect.width - 24
        bottom = self.rect.bottom - 10
        self.done_button = Button(pygame.Rect(x, bottom - 46, w, 46), "Done: hide them!", on_done, style="primary",
                                  font_size=22, tooltip="Hand your markers over: they go face down (Enter)")
        self.undo_button = Button(pygame.Rect(x, bottom - 98, 92, 44), "Undo", on_undo, font_size=20,
                                  tooltip="Take back your last change (Ctrl+Z or Backspace)")
        self.random_button = Button(pygame.Rect(x + 100, bottom - 98, w - 100, 44), "Place the rest at random",
                                    on_random, font_size=19, tooltip="Every marker still in the tray goes on a "
                                                                     "square allowed for it, chosen at random (R)")
        for b in (self.undo_button, self.random_button, self.done_button):
            widgets.add(b)
        self.select_next()
        self.refresh()

    def _layout(self) -> None:
        col_w = (self.rect.width - 24 - 8) // 2
        y = self.rect.y + 100
        mk = self.plan.markers
        order = tray_order(mk, self.plan.order)
        for kind, title in SECTIONS:
            mine = [m for m in order if mk.kind(m) == kind]
            if not mine:
                continue
            self.headers.append((title, y))
            y += HEADER
            for i, m in enumerate(mine):
                r, c = divmod(i, 2)
                self.items[m] = pygame.Rect(self.rect.x + 12 + c * (col_w + 8), y + r * ROW, col_w, ROW - 2)
            y += ((len(mine) + 1) // 2) * ROW + 2
        self.bottom = y

    def remove(self) -> None:
        for b in (self.undo_button, self.random_button, self.done_button):
            self.widgets.remove(b)

    # -- state ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        plan = self.plan
        self.done_button.enabled = plan.complete
        self.undo_button.enabled = plan.can_undo
        self.random_button.enabled = not plan.complete
        if self.selected is not None and self.selected not in plan.order:
            self.selected = None

    def select_next(self) -> None:
        """Offer the next marker still in the tray (the Kid first, then valuables, then traps)."""
        left = self.plan.unplaced()
        self.selected = left[0] if left else None

    def cycle(self, delta: int) -> None:
        order = tray_order(self.plan.markers, self.plan.order)
        if not order:
            return
        i = order.index(self.selected) if self.selected in order else -1
        self.selected = order[(i + delta) % len(order)]

    def item_at(self, pos: tuple[int, int]) -> int | None:
        for m, r in self.items.items():
            if r.collidepoint(pos):
                return m
        return None

    # -- drawing -------------------------------------------------------------------------------
    def key(self) -> tuple:
        """What the tray shows, for redrawing only on change."""
        return tuple(sorted(self.plan.where.items())), self.selected, self.hover, self.plan.can_undo

    def draw(self, surface: pygame.Surface, offset: tuple[int, int] = (0, 0)) -> None:
        """Draw the tray; ``offset`` is subtracted from every position (drawing into a cache)."""
        ox, oy = offset
        rect = self.rect.move(-ox, -oy)
        plan = self.plan
        draw.panel(surface, rect, C.night_lo, radius=16, alpha=235, shadow=4)
        draw.player_chip(surface, plan.seat, (rect.x + 26, rect.y + 26), 30)
        title, room = f"{self.name}, hide your markers", rect.width - 60
        font = draw.fitting_font(title, Fonts.title, (24, 22, 20), room)
        if font.size(title)[0] > room:  # a long name: the chip and the status pill above say whose turn
            title, font = "Hide your markers", Fonts.title(24)  # ("Wolfgang Amadeus, hide y…" said less)
        y = rect.y + 11 + (Fonts.title(24).get_height() - font.get_height()) // 2  # (a smaller title: level)
        draw.text(surface, title, font, C.mustard, (rect.x + 48, y), max_width=room)
        draw.text(surface, "Pick one, then click a square in the house.", Fonts.body(BODY_S), C.text,
                  (rect.x + 14, rect.y + 44), max_width=rect.width - 28)
        bar = pygame.Rect(rect.x + 14, rect.y + 74, rect.width - 150, 14)
        pygame.draw.rect(surface, C.night, bar, border_radius=7)
        done = bar.copy()
        done.width = int(bar.width * plan.placed / max(1, plan.total))
        if done.width:
            pygame.draw.rect(surface, C.teal, done, border_radius=7)
        draw.text(surface, f"{plan.placed} of {plan.total} placed", Fonts.bold(16), C.text,
                  (rect.right - 14, bar.centery), "midright")
        for title, y in self.headers:
            draw.text(surface, title, Fonts.bold(16), C.text_dim, (rect.x + 14, y - oy + 1), max_width=rect.width - 28)
        mk = plan.markers
        font = Fonts.body(16)
        for m, r in self.items.items():
            r = r.move(-ox, -oy)
            placed = m in plan.where
            chosen = m == self.selected
            if chosen:
                pygame.draw.rect(surface, draw.mix(C.night_lo, C.mustard, 0.35), r, border_radius=8)
                pygame.draw.rect(surface, C.mustard, r, 2, border_radius=8)
            elif m == self.hover:
                pygame.draw.rect(surface, C.night_hi, r, border_radius=8)
            face = art.marker_face(mk.name(m), mk.kind(m), plan.seat, FACE)
            if placed and not chosen:
                face = face.copy()
                face.set_alpha(120)
            surface.blit(face, (r.x + 3, r.centery - FACE // 2))
            color = C.text_dim if placed and not chosen else C.text
            draw.text(surface, mk.name(m), font, color, (r.x + FACE + 9, r.centery), "midleft",
                      max_width=r.width - FACE - 12)
            if placed:
                c = (r.x + FACE, r.centery + 7)
                pygame.draw.circle(surface, C.teal, c, 7)
                pygame.draw.lines(surface, C.cream, False, [(c[0] - 4, c[1]), (c[0] - 1, c[1] + 3), (c[0] + 4, c[1] - 3)],
                                  2)
        if plan.later:
            draw.text(surface, f"{len(plan.later)} more to hide in a later round", Fonts.body(16), C.text_dim,
                      (rect.x + 14, self.bottom - oy + 2), max_width=rect.width - 28)
