"""A person's hand of cards along the bottom of a card table: fanned, grouped, selectable, draggable.

Shared by the card tables so a hand behaves the same in every game. The
table gives the cards in the order it wants them shown (sorted, say, by
suit) and a ``group_of`` function; cards of one group overlap closely (they
look alike), groups stand a little apart, and when the hand grows the fan
tightens so it always fits its area. The card under the mouse lifts and is
drawn on top, so a covered card can always be read whole.

Input: a click selects or unselects a card (right click: its whole group)
unless ``on_click`` takes it (a table asking "which Escapee?" does),
a double click calls ``on_double``, a drag carries the card (with every
selected card, if it was selected) to a drop target from ``drop_targets()``
and calls ``on_drop``; a refused drop glides back. Left/Right move a
keyboard cursor, Up or Space select the card under it. What a click
*means* in the game is the table's business, through the callbacks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Hashable, Sequence

import pygame

from game.ui import draw
from game.ui.theme import C, Fonts

ImageFn = Callable[[int, tuple[int, int], bool], pygame.Surface]
"""``image(card, size, face_up)``: the picture of a card (face or back)."""

LIFT_HOVER = 24.0
LIFT_SELECTED = 16.0
DOUBLE_CLICK_S = 0.4
DRAG_THRESHOLD = 6


@dataclass
class _Card:
    card: int
    pos: tuple[float, float]
    lift: float = 0.0


@dataclass
class Group:
    key: Hashable
    cards: list[int]
    rect: pygame.Rect


@dataclass
class _Press:
    card: int
    pos: tuple[int, int]
    button: int
    dragging: bool = False
    cards: list[int] = field(default_factory=list)
    grab: dict[int, tuple[float, float]] = field(default_factory=dict)


class HandFan:
    def __init__(self, area: pygame.Rect, card_size: tuple[int, int], image: ImageFn, *,
                 group_of: Callable[[int], Hashable] = lambda card: 0, min_step: float = 20.0,
                 max_step: float = 36.0, group_gap: float = 14.0):
        self.area = pygame.Rect(area)
        self.size = card_size
        self.image = image
        self.group_of = group_of
        self.min_step = min_step
        self.max_step = max_step
        self.group_gap = group_gap
        self.cards: list[int] = []
        self._items: dict[int, _Card] = {}
        self._slots: dict[int, tuple[float, float]] = {}
        self.face_up = True
        self.interactive = False
        self.selected: list[int] = []
        self.hover: int | None = None
        self.cursor: int | None = None  # index into cards, for the keyboard
        self.hidden: set[int] = set()  # cards drawn elsewhere for now (flying away)
        self.highlight: dict[int, tuple[int, int, int]] = {}  # card -> outline colour
        self._press: _Press | None = None
        self._last_click: tuple[int, float] | None = None
        # the table's answers
        self.on_select: Callable[[], None] | None = None
        self.on_click: Callable[[int], bool] | None = None  # True: the click meant something else, no toggling
        self.on_double: Callable[[int], None] | None = None
        self._clock = 0.0  # seconds of frames seen (see update)
        self.on_drop: Callable[[list[int], Hashable], bool] | None = None
        self.drop_targets: Callable[[], list[tuple[pygame.Rect, Hashable]]] = lambda: []

    # ------------------------------------------------------------------ layout
    def layout(self, cards: Sequence[int]) -> dict[int, tuple[float, float]]:
        """Resting centres of ``cards`` (in that order) in the fan."""
        n = len(cards)
        if n == 0:
            return {}
        w = self.size[0]
        avail = self.area.width
        starts = [i for i in range(n) if i == 0 or self.group_of(cards[i]) != self.group_of(cards[i - 1])]
        g = len(starts)
        step, gap = self.max_step, self.group_gap
        width = (n - g) * step + g * w + (g - 1) * gap
        if width > avail and n > g:
            step = max(self.min_step, (avail - g * w - (g - 1) * gap) / (n - g))
            width = (n - g) * step + g * w + (g - 1) * gap
        if width > avail:  # groups overlap too: one even step, a sliver of gap between groups
            gap = 4.0 if g > 1 else 0.0
            step = (avail - w - (g - 1) * gap) / max(1, n - 1)
            if step < self.min_step * 0.6 and g > 1:
                gap = 0.0
                step = (avail - w) / max(1, n - 1)
            out: dict[int, tuple[float, float]] = {}
            x = self.area.x + w / 2
            for i, c in enumerate(cards):
                if i and i in starts:
                    x += gap
                out[c] = (x, float(self.area.centery))
                x += step
            return out
        x = self.area.centerx - width / 2 + w / 2
        out = {}
        for i, c in enumerate(cards):
            if i and i in starts:
                x += w - step + gap
            out[c] = (x, float(self.area.centery))
            x += step
        return out

    def set_cards(self, cards: Sequence[int], *, glide: bool = True, start: dict[int, tuple[float, float]] | None
                  = None) -> None:
        """Show ``cards`` (in this order). New cards appear at ``start`` (or their slot); others glide."""
        self.cards = list(cards)
        self._slots = self.layout(self.cards)
        items: dict[int, _Card] = {}
        for c in self.cards:
            item = self._items.get(c)
            if item is None:
                item = _Card(c, (start or {}).get(c, self._slots[c]))
            elif not glide:
                item.pos = self._slots[c]
            items[c] = item
        self._items = items
        self.selected = [c for c in self.selected if c in items]
        self.highlight = {c: v for c, v in self.highlight.items() if c in items}
        self.hidden &= set(items)
        if self.cursor is not None:
            self.cursor = min(self.cursor, len(self.cards) - 1) if self.cards else None
        if self.hover not in items:
            self.hover = None

    def slot(self, card: int) -> tuple[float, float]:
        return self._slots.get(card, self.area.center)

    def slot_if_added(self, cards_after: Sequence[int], card: int) -> tuple[float, float]:
        """Where ``card`` will rest once the hand is ``cards_after`` (for a card flying in)."""
        return self.layout(cards_after).get(card, self.area.center)

    def position(self, card: int) -> tuple[float, float]:
        """Where ``card`` is drawn now (mid-glide or mid-drag included)."""
        item = self._items.get(card)
        if item is None:
            return self.area.center
        return (item.pos[0], item.pos[1] - item.lift)

    def groups(self) -> list[Group]:
        out: list[Group] = []
        for c in self.cards:
            key = self.group_of(c)
            if out and out[-1].key == key:
                out[-1].cards.append(c)
            else:
                out.append(Group(key, [c], pygame.Rect(0, 0, 0, 0)))
        w, h = self.size
        for grp in out:
            xs = [self._slots[c][0] for c in grp.cards]
            grp.rect = pygame.Rect(round(min(xs) - w / 2), round(self.area.centery - h / 2),
                                   round(max(xs) - min(xs) + w), h)
        return out

    # ------------------------------------------------------------------ state
    def forget_clicks(self) -> None:
        """A new question: a click before it and one after it are not a double click."""
        self._last_click = None

    def clear_selection(self) -> None:
        if self.selected:
            self.selected = []
            if self.on_select:
                self.on_select()

    def select(self, cards: Sequence[int]) -> None:
        self.selected = [c for c in cards if c in self._items]
        if self.on_select:
            self.on_select()

    def toggle(self, card: int) -> None:
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        if self.on_select:
            self.on_select()

    def card_rect(self, card: int) -> pygame.Rect:
        x, y = self.position(card)
        r = pygame.Rect(0, 0, *self.size)
        r.center = (round(x), round(y))
        return r

    def _draw_order(self) -> list[int]:
        order = [c for c in self.cards if c not in self.hidden]
        dragged = self._press.cards if self._press is not None and self._press.dragging else []
        top = [c for c in order if c == self.hover and c not in dragged] + [c for c in order if c in dragged]
        return [c for c in order if c not in top] + top

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for c in reversed(self._draw_order()):
            item = self._items[c]
            r = pygame.Rect(0, 0, *self.size)
            r.center = (round(item.pos[0]), round(item.pos[1] - max(item.lift, 0)))
            # a lifted card still answers where it rested, so the mouse does not lose it
            if r.collidepoint(pos) or r.move(0, round(item.lift)).collidepoint(pos):
                return c
        return None

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        if not self.interactive or not self.face_up:
            if self._press is not None and event.type == pygame.MOUSEBUTTONUP:
                self._press = None
            if event.type == pygame.MOUSEMOTION:
                self.hover = self.card_at(event.pos) if self.face_up else None
            return False
        if event.type == pygame.MOUSEMOTION:
            press = self._press
            if press is not None and press.button == 1:
                if not press.dragging and (abs(event.pos[0] - press.pos[0]) + abs(event.pos[1] - press.pos[1])
                                           >= DRAG_THRESHOLD):
                    self._start_drag(press)
                if press.dragging:
                    for c in press.cards:
                        dx, dy = press.grab[c]
                        self._items[c].pos = (event.pos[0] + dx, event.pos[1] + dy)
                    return True
            self.hover = self.card_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            card = self.card_at(event.pos)
            if card is None:
                return False
            self._press = _Press(card, event.pos, event.button)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3) and self._press is not None:
            press, self._press = self._press, None
            if press.dragging:
                self._drop(press, event.pos)
                return True
            card = self.card_at(event.pos)
            if card != press.card:
                return True
            if press.button == 3:
                key = self.group_of(card)
                group = [c for c in self.cards if self.group_of(c) == key]
                self.select([] if set(group) <= set(self.selected) and len(group) == len(self.selected) else group)
                return True
            if self.on_click is not None and self.on_click(card):
                return True
            now = self._clock
            if self._last_click and self._last_click[0] == card and now - self._last_click[1] < DOUBLE_CLICK_S:
                self._last_click = None
                if card not in self.selected:
                    self.toggle(card)
                if self.on_double:
                    self.on_double(card)
                return True
            self._last_click = (card, now)
            self.cursor = self.cards.index(card)
            self.toggle(card)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _start_drag(self, press: _Press) -> None:
        press.dragging = True
        cards = [c for c in self.cards if c in self.selected] if press.card in self.selected else [press.card]
        press.cards = cards
        base = self.position(press.card)
        for i, c in enumerate(cards):
            offset = (i - cards.index(press.card)) * 18
            press.grab[c] = (base[0] - press.pos[0] + offset, base[1] - press.pos[1])
            self._items[c].lift = 0.0

    def _drop(self, press: _Press, pos: tuple[int, int]) -> None:
        for rect, key in self.drop_targets():
            if rect.collidepoint(pos):
                if self.on_drop is not None and self.on_drop(list(press.cards), key):
                    return
                break

    def dragging(self) -> list[int]:
        return list(self._press.cards) if self._press is not None and self._press.dragging else []

    def hovered_target(self) -> Hashable | None:
        if not self.dragging():
            return None
        pos = pygame.mouse.get_pos()
        for rect, key in self.drop_targets():
            if rect.collidepoint(pos):
                return key
        return None

    def _key(self, event: pygame.event.Event) -> bool:
        if not self.cards:
            return False
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            self.cursor = (0 if step > 0 else len(self.cards) - 1) if self.cursor is None else \
                max(0, min(len(self.cards) - 1, self.cursor + step))
            self.hover = self.cards[self.cursor]
            return True
        if event.key in (pygame.K_HOME, pygame.K_END):
            self.cursor = 0 if event.key == pygame.K_HOME else len(self.cards) - 1
            self.hover = self.cards[self.cursor]
            return True
        if event.key in (pygame.K_UP, pygame.K_SPACE) and self.cursor is not None:
            self.toggle(self.cards[self.cursor])
            return True
        if event.key == pygame.K_DOWN and self.selected:
            self.clear_selection()
            return True
        return False

    def cursor_card(self) -> int | None:
        return self.cards[self.cursor] if self.cursor is not None and self.cursor < len(self.cards) else None

    # ------------------------------------------------------------------ time and drawing
    def update(self, dt: float) -> bool:
        self._clock += dt  # frame time, not the wall clock: a slow frame does not undo a double click
        busy = False
        k = min(1.0, dt * 14.0)
        dragged = set(self.dragging())
        for c, item in self._items.items():
            if c in dragged:
                continue
            tx, ty = self._slots.get(c, item.pos)
            if abs(tx - item.pos[0]) + abs(ty - item.pos[1]) > 0.5:
                item.pos = (item.pos[0] + (tx - item.pos[0]) * k, item.pos[1] + (ty - item.pos[1]) * k)
                busy = True
            else:
                item.pos = (tx, ty)
            want = (LIFT_HOVER if c == self.hover and self.face_up else 0.0)
            want = max(want, LIFT_SELECTED if c in self.selected else 0.0)
            if abs(want - item.lift) > 0.5:
                item.lift += (want - item.lift) * k
                busy = True
            else:
                item.lift = want
        return busy or bool(dragged)

    def draw(self, surface: pygame.Surface) -> None:
        cursor = self.cursor_card() if self.interactive else None
        for c in self._draw_order():
            item = self._items[c]
            img = self.image(c, self.size, self.face_up)
            rect = img.get_rect(center=(round(item.pos[0]), round(item.pos[1] - item.lift)))
            if item.lift > 1:
                shadow = rect.inflate(-6, -6).move(3, 6 + item.lift * 0.2)
                draw.panel(surface, shadow, C.shadow, radius=8, shadow=0, alpha=70)
            surface.blit(img, rect)
            outline = self.highlight.get(c)
            if c in self.selected:
                outline = C.mustard_hi
            if outline is not None:
                pygame.draw.rect(surface, outline, rect.inflate(6, 6), 4, border_radius=12)
            if c == cursor:
                pygame.draw.rect(surface, C.cream, rect.inflate(10, 10), 2, border_radius=14)

    def draw_counts(self, surface: pygame.Surface, label: Callable[[Group], str] | None = None) -> None:
        """A small "×3" tag above each group of two or more cards."""
        font = Fonts.title(18)
        for grp in self.groups():
            text = label(grp) if label else (f"×{len(grp.cards)}" if len(grp.cards) > 1 else "")
            if not text:
                continue
            tag = pygame.Rect(0, 0, font.size(text)[0] + 14, 24)
            tag.midbottom = (grp.rect.centerx, grp.rect.top - 2)
            draw.panel(surface, tag, C.night_lo, radius=12, shadow=0, alpha=220)
            draw.text(surface, text, font, C.cream, tag.center, "center")
