"""Card sprites: faces, backs, flips, flights, highlights and dragging.

Every card on every table is a :class:`CardSprite`. Faces come from a game's
renderer (a function ``face(card_id, size) -> Surface``) and are cached per
size; :func:`card_face` is the shared face template so all three games' cards
feel like one family: cream stock, a coloured band with the card's name, a big
picture, and a corner mark for colour-blind players.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

import pygame

from game.ui import draw
from game.ui.event_player import Animate
from game.ui.theme import MIN_TEXT_PX, C, Color, Fonts
from game.ui.tween import EASE_IN_OUT, EASE_OUT, Easing, lerp, lerp2

CARD_W, CARD_H = 96, 134
Icon = Callable[[pygame.Surface, pygame.Rect], None]

_face_cache: dict[tuple, pygame.Surface] = {}


def card_face(size: tuple[int, int], title: str, accent: Color, icon: Icon | None = None, *,
              subtitle: str = "", corner: str = "", corner_symbol: str | None = None,
              key: tuple | None = None, title_color: Color = C.cream) -> pygame.Surface:
    """The shared card face. ``key`` identifies the design for caching (defaults to the title)."""
    cache_key = (size, key or (title, subtitle, corner, accent, corner_symbol))
    surf = _face_cache.get(cache_key)
    if surf is not None:
        return surf
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, w // 10)
    pygame.draw.rect(surf, C.cream, surf.get_rect(), border_radius=radius)
    band_h = max(MIN_TEXT_PX + 6, int(h * 0.2))
    band = pygame.Rect(0, 0, w, band_h)
    pygame.draw.rect(surf, accent, band, border_top_left_radius=radius, border_top_right_radius=radius)
    font_size = max(MIN_TEXT_PX, int(h * 0.105))
    font = Fonts.title(font_size)
    draw.text(surf, title, font, title_color, (w // 2, band_h // 2), "center", max_width=w - 8)
    art = pygame.Rect(w * 0.12, band_h + h * 0.05, w * 0.76, h * 0.5)
    if icon is not None:
        surf.set_clip(art)
        icon(surf, art)
        surf.set_clip(None)
    if subtitle:
        sub_font = Fonts.bold(max(MIN_TEXT_PX, int(h * 0.085)))
        draw.text_block(surf, subtitle, sub_font, C.ink_soft, pygame.Rect(6, int(h * 0.77), w - 12, int(h * 0.22)),
                        align="center", max_lines=2, line_gap=0)
    if corner or corner_symbol:
        cx, cy = w - max(12, w // 7), h - max(12, w // 7)
        if corner_symbol:
            draw.symbol(surf, corner_symbol, (cx, cy), max(12, w // 6), accent, outline=C.ink, width=1)
        if corner:
            draw.text(surf, corner, Fonts.title(max(MIN_TEXT_PX, w // 7)), C.ink, (max(10, w // 8), cy), "center")
    pygame.draw.rect(surf, draw.darken(C.paper, 0.25), surf.get_rect(), 2, border_radius=radius)
    _face_cache[cache_key] = surf
    if len(_face_cache) > 800:
        _face_cache.clear()
    return surf


@lru_cache(maxsize=32)
def card_back(size: tuple[int, int], accent: Color = C.plum) -> pygame.Surface:
    """The back of every card: a night-blue lattice with the Caper Night mask."""
    from game.ui.art import mask_icon

    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, w // 10)
    pygame.draw.rect(surf, C.cream, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-max(6, w // 12), -max(6, w // 12))
    pygame.draw.rect(surf, accent, inner, border_radius=max(4, radius - 3))
    step = max(8, w // 6)
    clip = surf.get_clip()
    surf.set_clip(inner)
    light = draw.lighten(accent, 0.18)
    for x in range(-h, w + h, step):
        pygame.draw.line(surf, light, (x, inner.top), (x + h, inner.top + h), 2)
        pygame.draw.line(surf, light, (x + h, inner.top), (x, inner.top + h), 2)
    surf.set_clip(clip)
    icon = mask_icon(max(16, int(w * 0.55)))
    surf.blit(icon, icon.get_rect(center=inner.center))
    return surf


class CardSprite:
    """A card on the table. Position is the card's centre."""

    def __init__(self, card_id: int, face: Callable[[int, tuple[int, int]], pygame.Surface] | None,
                 pos: tuple[float, float] = (0, 0), *, size: tuple[int, int] = (CARD_W, CARD_H),
                 face_up: bool = True, back_accent: Color = C.plum):
        self.card_id = card_id
        self.face = face
        self.pos = pos
        self.size = size
        self.face_up = face_up
        self.angle = 0.0
        self.scale = 1.0
        self.flip_x = 1.0  # horizontal squash during a flip
        self.highlight: Color | None = None
        self.lift = 0.0
        self.alpha = 255
        self.back_accent = back_accent
        self.visible = True
        self.z = 0

    @property
    def rect(self) -> pygame.Rect:
        w, h = self.size
        r = pygame.Rect(0, 0, int(w * self.scale), int(h * self.scale))
        r.center = (round(self.pos[0]), round(self.pos[1] - self.lift))
        return r

    def image(self) -> pygame.Surface:
        w, h = int(self.size[0] * self.scale), int(self.size[1] * self.scale)
        if self.face_up and self.face is not None and self.card_id >= 0:
            return self.face(self.card_id, (w, h))
        return card_back((w, h), self.back_accent)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        img = self.image()
        if self.flip_x < 0.999:
            img = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * self.flip_x)), img.get_height()))
        if abs(self.angle) > 0.5:
            img = pygame.transform.rotate(img, self.angle)
        if self.alpha < 255:
            img = img.copy()
            img.set_alpha(self.alpha)
        rect = img.get_rect(center=(round(self.pos[0]), round(self.pos[1] - self.lift)))
        if self.lift > 0.5 or self.scale > 1.05:
            shadow = pygame.Rect(rect).inflate(-6, -6).move(4, 8)
            draw.panel(surface, shadow, C.shadow, radius=8, shadow=0, alpha=90)
        surface.blit(img, rect)
        if self.highlight is not None:
            pygame.draw.rect(surface, self.highlight, rect.inflate(8, 8), 4, border_radius=12)

    # -- animation steps ------------------------------------------------------------
    def fly(self, to: tuple[float, float], seconds: float = 0.45, *, easing: Easing = EASE_IN_OUT,
            arc: float = 30.0, scale_to: float | None = None, angle_to: float | None = None,
            on_done: Callable[[], None] | None = None) -> Animate:
        """A step that moves the card along a gentle arc."""
        start: dict[str, float | tuple[float, float]] = {}

        def apply(t: float) -> None:
            if not start:
                start.update(pos=self.pos, scale=self.scale, angle=self.angle)
            p = lerp2(start["pos"], to, t)  # type: ignore[arg-type]
            self.pos = (p[0], p[1] - math.sin(math.pi * t) * arc)
            if scale_to is not None:
                self.scale = lerp(start["scale"], scale_to, t)  # type: ignore[arg-type]
            if angle_to is not None:
                self.angle = lerp(start["angle"], angle_to, t)  # type: ignore[arg-type]

        return Animate(seconds, apply, easing, on_done)

    def flip(self, seconds: float = 0.3, face_up: bool = True) -> Animate:
        """A step that turns the card over."""
        def apply(t: float) -> None:
            if t < 0.5:
                self.flip_x = max(0.02, 1 - t * 2)
            else:
                self.face_up = face_up
                self.flip_x = max(0.02, (t - 0.5) * 2)
        return Animate(seconds, apply, EASE_OUT)


def draw_pile(surface: pygame.Surface, center: tuple[float, float], count: int, size: tuple[int, int] = (CARD_W, CARD_H),
              top: pygame.Surface | None = None, label: str | None = None, accent: Color = C.plum,
              empty_label: str = "empty") -> pygame.Rect:
    """A face-down (or face-up ``top``) pile whose thickness shows how many cards it holds."""
    w, h = size
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (round(center[0]), round(center[1]))
    if count <= 0:
        pygame.draw.rect(surface, draw.darken(C.felt, 0.2), rect, border_radius=10)
        pygame.draw.rect(surface, C.felt_hi, rect, 2, border_radius=10)
        draw.text(surface, empty_label, Fonts.body(16), C.text_dim, rect.center, "center")
    else:
        layers = min(6, 1 + count // 8)
        back = card_back(size, accent)
        for i in range(layers, 0, -1):
            surface.blit(back if top is None else top, rect.move(-i * 1.5, -i * 1.5 + 3))
        surface.blit(back if top is None else top, rect.move(-layers * 1.5, -layers * 1.5))
    if label is not None:
        badge = Fonts.title(20)
        tag = pygame.Rect(0, 0, max(44, badge.size(label)[0] + 18), 30)
        tag.midtop = (rect.centerx, rect.bottom + 6)
        draw.panel(surface, tag, C.night_lo, radius=15, shadow=0, alpha=220)
        draw.text(surface, label, badge, C.cream, tag.center, "center")
    return rect


class ScaledCard(CardSprite):
    """A card whose picture is drawn once at ``full_size`` (and cached by the game's art), then
    scaled as it flies, instead of a new face for every size a shrinking card passes through:
    the frame budget's friend. A game says how its card looks in :meth:`picture`."""

    def __init__(self, card_id: int, pos: tuple[float, float], full_size: tuple[int, int], *,
                 scale: float = 1.0, face_up: bool = True):
        super().__init__(card_id, None, pos, size=full_size, face_up=face_up)
        self.scale = scale

    def picture(self, face_up: bool) -> pygame.Surface:
        """The card at its full size, face up or down."""
        return card_back(self.size) if not face_up else card_face(self.size, "?", C.plum)

    def image(self) -> pygame.Surface:
        base = self.picture(self.face_up)
        w, h = max(2, round(self.size[0] * self.scale)), max(2, round(self.size[1] * self.scale))
        if (w, h) == self.size:
            return base
        return pygame.transform.smoothscale(base, (w, h))

    def scale_for(self, size: tuple[int, int]) -> float:
        """The scale at which this card is ``size`` wide."""
        return size[0] / self.size[0]


class CardDrag:
    """Drag a card sprite with the mouse and drop it on a target.

    ``targets()`` returns the current drop areas as ``(rect, key)``; ``on_drop(sprite, key)``
    returns True if the drop is accepted (the scene then submits the action). A rejected or
    missed drop glides the card back to where it was picked up. A click without movement is
    reported through ``on_click(sprite)`` instead, so clicking and dragging both work.
    """

    THRESHOLD = 6

    def __init__(self, targets: Callable[[], list[tuple[pygame.Rect, object]]],
                 on_drop: Callable[["CardSprite", object], bool],
                 on_click: Callable[["CardSprite"], None] | None = None):
        self.targets = targets
        self.on_drop = on_drop
        self.on_click = on_click
        self.sprite: CardSprite | None = None
        self.origin: tuple[float, float] = (0, 0)
        self.grab: tuple[float, float] = (0, 0)
        self.start: tuple[int, int] = (0, 0)
        self.moved = False
        self.returning: Animate | None = None

    @property
    def active(self) -> bool:
        return self.sprite is not None and self.moved

    def hovered_target(self) -> object | None:
        if not self.active:
            return None
        pos = pygame.mouse.get_pos()
        for rect, key in self.targets():
            if rect.collidepoint(pos):
                return key
        return None

    def begin(self, sprite: "CardSprite", pos: tuple[int, int]) -> None:
        self.sprite = sprite
        self.origin = sprite.pos
        self.grab = (sprite.pos[0] - pos[0], sprite.pos[1] - pos[1])
        self.start = pos
        self.moved = False

    def handle(self, event: pygame.event.Event) -> bool:
        if self.sprite is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            if not self.moved and (abs(event.pos[0] - self.start[0]) + abs(event.pos[1] - self.start[1])
                                   >= self.THRESHOLD):
                self.moved = True
                self.sprite.lift = 10
            if self.moved:
                self.sprite.pos = (event.pos[0] + self.grab[0], event.pos[1] + self.grab[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            sprite, self.sprite = self.sprite, None
            sprite.lift = 0
            if not self.moved:
                if self.on_click:
                    self.on_click(sprite)
                return True
            for rect, key in self.targets():
                if rect.collidepoint(event.pos) and self.on_drop(sprite, key):
                    return True
            self.returning = sprite.fly(self.origin, 0.25, arc=0)
            return True
        return False

    def update(self, dt: float) -> bool:
        if self.returning is not None:
            if not self.returning.update(dt):
                self.returning = None
            return True
        return self.active

    def draw_targets(self, surface: pygame.Surface, color: Color = C.mustard) -> None:
        """Outline the drop areas while dragging; the one under the mouse glows."""
        if not self.active:
            return
        hot = self.hovered_target()
        for rect, key in self.targets():
            width = 5 if key == hot else 3
            pygame.draw.rect(surface, color if key == hot else draw.mix(color, C.night, 0.4), rect.inflate(10, 10),
                             width, border_radius=14)
