"""Cards lying on a table: another player's hand as backs with a count, and face-up spreads.

Shared by the card tables. :func:`draw_hand_backs` shows how many cards a
player holds without showing what (a small fan of backs and a count badge).
:class:`Spread` lays face-up cards in a row that overlaps more as it grows,
and scrolls when even that is not enough, so every card of a long discard
pile can still be seen: the newest card rests at one end, the wheel over the
row brings older ones into view, and the card under the mouse is shown whole.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from game.ui import draw
from game.ui.theme import C, Fonts

ImageFn = Callable[[int, tuple[int, int]], pygame.Surface]


def count_badge(surface: pygame.Surface, center: tuple[float, float], text: str, *, size: int = 18,
                color=C.night_lo, text_color=C.cream, border=C.mustard) -> pygame.Rect:
    """A rounded tag with a number (or short text), readable over any card."""
    font = Fonts.title(size)
    w = max(size + 12, font.size(text)[0] + 14)
    tag = pygame.Rect(0, 0, w, size + 8)
    tag.center = (round(center[0]), round(center[1]))
    pygame.draw.rect(surface, color, tag, border_radius=tag.height // 2)
    if border is not None:
        pygame.draw.rect(surface, border, tag, 2, border_radius=tag.height // 2)
    draw.text(surface, text, font, text_color, tag.center, "center")
    return tag


def draw_hand_backs(surface: pygame.Surface, rect: pygame.Rect, count: int, back: pygame.Surface, *,
                    max_drawn: int = 8, label: bool = True) -> pygame.Rect:
    """``count`` card backs fanned inside ``rect`` (at most ``max_drawn`` drawn), with the count on top.

    Returns the rect the backs cover (where a card to or from this hand should fly).
    """
    bw, bh = back.get_size()
    shown = min(count, max_drawn)
    if shown <= 0:
        area = pygame.Rect(0, 0, bw, bh)
        area.midleft = (rect.x, rect.centery)
        pygame.draw.rect(surface, draw.darken(C.felt, 0.25), area, 2, border_radius=8)
        if label:
            count_badge(surface, area.center, "0", size=16)
        return area
    step = 0 if shown == 1 else min(bw * 0.45, (rect.width - bw) / (shown - 1))
    x0 = rect.x + bw / 2
    for i in range(shown):
        r = back.get_rect(center=(round(x0 + i * step), rect.centery))
        surface.blit(back, r)
    covered = pygame.Rect(rect.x, rect.centery - bh // 2, round(bw + step * (shown - 1)), bh)
    if label:
        count_badge(surface, (covered.centerx, covered.bottom - 4), str(count), size=16)
    return covered


class Spread:
    """A row of face-up cards in ``rect``; the newest (last) card at the ``anchor`` end ("right" or "left")."""

    def __init__(self, rect: pygame.Rect, card_size: tuple[int, int], image: ImageFn, *, min_step: float = 18.0,
                 max_step: float | None = None, anchor: str = "left"):
        self.rect = pygame.Rect(rect)
        self.size = card_size
        self.image = image
        self.min_step = min_step
        self.max_step = max_step if max_step is not None else card_size[0] + 6
        self.anchor = anchor
        self.cards: list[int] = []
        self.scroll = 0  # cards scrolled away from the newest end
        self.hover: int | None = None  # index into cards

    # ------------------------------------------------------------------ geometry
    def capacity(self) -> int:
        """How many cards fit at the smallest step."""
        w = self.size[0]
        return max(1, int((self.rect.width - w) // self.min_step) + 1)

    def step(self, n: int | None = None) -> float:
        n = len(self.cards) if n is None else n
        if n <= 1:
            return self.max_step
        w = self.size[0]
        return max(self.min_step, min(self.max_step, (self.rect.width - w) / (n - 1)))

    def window(self, n: int | None = None) -> range:
        """Indices of the cards in view."""
        n = len(self.cards) if n is None else n
        cap = self.capacity()
        if n <= cap:
            return range(n)
        scroll = max(0, min(self.scroll, n - cap))
        return range(n - cap - scroll, n - scroll)

    def center_of(self, index: int, n: int | None = None) -> tuple[float, float]:
        """Where card ``index`` of a spread of ``n`` cards lies (off the row if it is scrolled away)."""
        n = len(self.cards) if n is None else n
        win = self.window(n)
        step = self.min_step if n > self.capacity() else self.step(n)
        w = self.size[0]
        k = index - win.start
        if self.anchor == "right":
            x = self.rect.right - w / 2 - (len(win) - 1 - k) * step
        else:
            x = self.rect.x + w / 2 + k * step
        return (x, float(self.rect.centery))

    def next_center(self) -> tuple[float, float]:
        """Where one more card would land."""
        n = len(self.cards) + 1
        saved, self.scroll = self.scroll, 0
        try:
            return self.center_of(n - 1, n)
        finally:
            self.scroll = saved

    def card_rect(self, index: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, *self.size)
        r.center = tuple(round(v) for v in self.center_of(index))
        return r

    def index_at(self, pos: tuple[int, int]) -> int | None:
        for i in reversed(self.window()):
            if self.card_rect(i).collidepoint(pos):
                return i
        return None

    def hidden_before(self) -> int:
        win = self.window()
        return win.start

    def hidden_after(self) -> int:
        win = self.window()
        return len(self.cards) - win.stop

    # ------------------------------------------------------------------ input
    def set_cards(self, cards: Sequence[int]) -> None:
        if list(cards) != self.cards:
            self.cards = list(cards)
            self.scroll = 0
            self.hover = None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            inside = self.rect.inflate(0, 30).collidepoint(event.pos)
            self.hover = self.index_at(event.pos) if inside else None
            return False
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            extra = len(self.cards) - self.capacity()
            if extra > 0:
                older = 1 if (event.y > 0) == (self.anchor == "right") else -1
                self.scroll = max(0, min(extra, self.scroll + older * 2))
                return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, marks: bool = True) -> None:
        """The resting row (no hover), with "more" marks below it where cards are scrolled away."""
        for i in self.window():
            surface.blit(self.image(self.cards[i], self.size), self.card_rect(i))
        if not marks:
            return
        before, after = self.hidden_before(), self.hidden_after()
        if before:
            self._more(surface, f"‹ {before}", (self.rect.x + 4, self.rect.bottom + 2), "topleft")
        if after:
            self._more(surface, f"{after} ›", (self.rect.right - 4, self.rect.bottom + 2), "topright")

    @staticmethod
    def _more(surface: pygame.Surface, text: str, pos: tuple[int, int], anchor: str) -> None:
        font = Fonts.title(16)
        r = pygame.Rect(0, 0, font.size(text)[0] + 12, 22)
        setattr(r, anchor, pos)
        pygame.draw.rect(surface, C.night_lo, r, border_radius=11)
        draw.text(surface, text, font, C.mustard_hi, r.center, "center")

    def draw_hover(self, surface: pygame.Surface, lift: int = 14) -> None:
        """The card under the mouse, whole and lifted (drawn over the cached row)."""
        if self.hover is None or self.hover >= len(self.cards):
            return
        r = self.card_rect(self.hover).move(0, -lift)
        surface.blit(self.image(self.cards[self.hover], self.size), r)
        pygame.draw.rect(surface, C.mustard_hi, r.inflate(6, 6), 3, border_radius=10)
