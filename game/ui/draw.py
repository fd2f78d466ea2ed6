"""Drawing helpers shared by every scene: panels, text that fits, symbols.

Rendering text is the most expensive thing a frame does, so :func:`text`
caches rendered strings; scenes can call it every frame without cost. Every
string goes through :func:`render_text`, which draws only glyphs the bundled
fonts have; the fonts themselves are never smaller than the legible minimum
(:class:`~game.ui.theme.Fonts`).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache
from typing import Callable, Sequence

import pygame

from game.ui.theme import C, Color, Fonts

_text_cache: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
_TEXT_CACHE_MAX = 1500


def render_text(string: str, font: pygame.font.Font, color: Color) -> pygame.Surface:
    """The one place text becomes pixels: in a font made by :class:`~game.ui.theme.Fonts`
    (never below the legible size) and with only glyphs that font has."""
    key = (string, id(font), color)
    surf = _text_cache.get(key)
    if surf is None:
        surf = font.render(Fonts.printable(string, font), True, color)
        _text_cache[key] = surf
        if len(_text_cache) > _TEXT_CACHE_MAX:
            _text_cache.popitem(last=False)
    else:
        _text_cache.move_to_end(key)
    return surf


def fit_text(string: str, font: pygame.font.Font, max_width: int) -> str:
    """``string`` shortened with an ellipsis so that it fits ``max_width``."""
    if font.size(string)[0] <= max_width:
        return string
    lo, hi = 0, len(string)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(string[:mid] + "…")[0] <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return string[:lo].rstrip() + "…"


def fitting_font(strings: str | Sequence[str], make: Callable[[int], pygame.font.Font], sizes: Sequence[int],
                 width: int) -> pygame.font.Font:
    """The largest of ``sizes`` (largest first) at which every one of ``strings`` fits ``width``, else the
    smallest: a long name (16 letters) in a smaller type rather than cut to "Wolfgang Ama…". Several
    strings (the names of one column) share one size, so the column does not look uneven."""
    strings = [strings] if isinstance(strings, str) else list(strings)
    for size in sizes:
        font = make(size)
        if all(font.size(s)[0] <= width for s in strings):
            return font
    return make(sizes[-1])


def text(surface: pygame.Surface, string: str, font: pygame.font.Font, color: Color,
         pos: tuple[float, float], anchor: str = "topleft", max_width: int | None = None,
         shadow: bool = False) -> pygame.Rect:
    if max_width is not None:
        string = fit_text(string, font, max_width)
    surf = render_text(string, font, color)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        sh = render_text(string, font, C.shadow)
        surface.blit(sh, rect.move(2, 2))
    surface.blit(surf, rect)
    return rect


def wrap_lines(string: str, font: pygame.font.Font, width: int) -> list[str]:
    lines: list[str] = []
    for paragraph in string.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = word if not line else f"{line} {word}"
            if font.size(trial)[0] <= width:
                line = trial
            else:
                if line:
                    lines.append(line)
                line = word
                while font.size(line)[0] > width and len(line) > 1:
                    cut = len(line)
                    while cut > 1 and font.size(line[:cut])[0] > width:
                        cut -= 1
                    lines.append(line[:cut])
                    line = line[cut:]
        lines.append(line)
    return lines


def text_block(surface: pygame.Surface, string: str, font: pygame.font.Font, color: Color,
               rect: pygame.Rect, align: str = "left", line_gap: int = 4, max_lines: int | None = None,
               middle: bool = False) -> int:
    """Draw wrapped text inside ``rect``; return the height used. ``middle`` centres the lines
    vertically in ``rect`` (a note beside a control of the same height)."""
    lines = wrap_lines(string, font, rect.width)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = fit_text(lines[-1] + " …", font, rect.width)
    step = font.get_linesize() + line_gap - 4
    y = rect.top if not middle else rect.centery - (step * len(lines) - (line_gap - 4)) // 2
    for line in lines:
        surf = render_text(line, font, color)
        if align == "center":
            r = surf.get_rect(midtop=(rect.centerx, y))
        elif align == "right":
            r = surf.get_rect(topright=(rect.right, y))
        else:
            r = surf.get_rect(topleft=(rect.left, y))
        surface.blit(surf, r)
        y += step
    return y - rect.top


@lru_cache(maxsize=256)
def _shadow_surface(w: int, h: int, radius: int, blur: int, alpha: int) -> pygame.Surface:
    surf = pygame.Surface((w + blur * 2, h + blur * 2), pygame.SRCALPHA)
    steps = max(1, blur)
    for i in range(steps):
        a = int(alpha * (i + 1) / steps / steps * 2)
        r = pygame.Rect(i, i, w + (blur - i) * 2, h + (blur - i) * 2)
        pygame.draw.rect(surf, (*C.shadow, min(255, a)), r, border_radius=radius + blur - i)
    return surf


@lru_cache(maxsize=256)
def _translucent_panel(w: int, h: int, color: Color, alpha: int, radius: int) -> pygame.Surface:
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(layer, (*color, alpha), layer.get_rect(), border_radius=radius)
    return layer


def panel(surface: pygame.Surface, rect: pygame.Rect, color: Color, radius: int = 14,
          border: Color | None = None, border_width: int = 2, shadow: int = 6, alpha: int = 255) -> None:
    """A rounded panel with a soft drop shadow."""
    rect = pygame.Rect(rect)
    if shadow:
        sh = _shadow_surface(rect.width, rect.height, radius, shadow, 90)
        surface.blit(sh, (rect.x - shadow + 2, rect.y - shadow + 4))
    if alpha < 255:
        surface.blit(_translucent_panel(rect.width, rect.height, tuple(color), alpha, radius), rect.topleft)
    else:
        pygame.draw.rect(surface, color, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, border_width, border_radius=radius)


def lighten(color: Color, amount: float = 0.2) -> Color:
    return tuple(min(255, int(c + (255 - c) * amount)) for c in color)  # type: ignore[return-value]


def darken(color: Color, amount: float = 0.2) -> Color:
    return tuple(max(0, int(c * (1 - amount))) for c in color)  # type: ignore[return-value]


def mix(a: Color, b: Color, t: float) -> Color:
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


def symbol_points(kind: str, center: tuple[float, float], size: float) -> list[tuple[float, float]]:
    cx, cy = center
    r = size / 2
    if kind == "square":
        s = r * 0.85
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if kind == "triangle":
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    if kind == "diamond":
        return [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
    if kind == "star":
        pts = []
        for i in range(10):
            ang = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            pts.append((cx + rr * math.cos(ang), cy + rr * math.sin(ang)))
        return pts
    if kind == "hexagon":
        return [(cx + r * math.cos(math.pi / 6 + i * math.pi / 3), cy + r * math.sin(math.pi / 6 + i * math.pi / 3))
                for i in range(6)]
    return []


def symbol(surface: pygame.Surface, kind: str, center: tuple[float, float], size: float, color: Color,
           outline: Color | None = C.ink, width: int = 2) -> None:
    """A player's or a plan's symbol (circle, square, triangle, star, diamond, hexagon)."""
    if kind == "circle":
        pygame.draw.circle(surface, color, center, size / 2)
        if outline:
            pygame.draw.circle(surface, outline, center, size / 2, width)
        return
    pts = symbol_points(kind, center, size)
    if not pts:
        pygame.draw.circle(surface, color, center, size / 2)
        return
    pygame.draw.polygon(surface, color, pts)
    if outline:
        pygame.draw.polygon(surface, outline, pts, width)


def player_chip(surface: pygame.Surface, index: int, center: tuple[float, float], size: float,
                ring: Color | None = None) -> None:
    """A seat's token: its colour as a disc with its symbol on top, readable without colour."""
    from game.ui.theme import player_style

    style = player_style(index)
    pygame.draw.circle(surface, darken(style.color, 0.35), (center[0], center[1] + 2), size / 2)
    pygame.draw.circle(surface, style.color, center, size / 2)
    symbol(surface, style.symbol, center, size * 0.55, C.cream, outline=C.ink, width=max(1, int(size / 18)))
    if ring is not None:
        pygame.draw.circle(surface, ring, center, size / 2 + 3, 3)


def thinking(surface: pygame.Surface, center: tuple[float, float], size: float) -> None:
    """A "thinking" bubble (three dots) in the place of a seat's chip: says a computer player is
    deciding where there is no room for the words beside a long name."""
    cx, cy = round(center[0]), round(center[1])
    r = size / 2
    pygame.draw.circle(surface, darken(C.mustard, 0.35), (cx, cy + 2), r)
    pygame.draw.circle(surface, C.mustard_hi, (cx, cy), r)
    pygame.draw.circle(surface, C.mustard_hi, (round(cx - r * 0.7), round(cy + r * 0.85)), max(2, r * 0.22))
    for k in (-1, 0, 1):
        pygame.draw.circle(surface, C.ink, (round(cx + k * r * 0.45), cy), max(2, r * 0.14))


@lru_cache(maxsize=8)
def backdrop(size: tuple[int, int], top: Color = C.night_hi, bottom: Color = C.night_lo,
             dots: bool = True) -> pygame.Surface:
    """The night-sky backdrop: a vertical gradient with faint stars (computed once per size)."""
    w, h = size
    surf = pygame.Surface(size)
    for y in range(h):
        pygame.draw.line(surf, mix(top, bottom, y / max(1, h - 1)), (0, y), (w, y))
    if dots:
        import random
        rnd = random.Random(7)
        for _ in range(w * h // 9000):
            x, y = rnd.randrange(w), rnd.randrange(h)
            r = rnd.choice((1, 1, 1, 2))
            c = mix(top, C.cream, rnd.uniform(0.15, 0.45))
            pygame.draw.circle(surf, c, (x, y), r)
    return surf.convert() if pygame.display.get_surface() else surf


def felt(size: tuple[int, int], radius: int = 40) -> pygame.Surface:
    """A rounded felt table top with a soft vignette."""
    return _felt(size, radius)


@lru_cache(maxsize=8)
def _felt(size: tuple[int, int], radius: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, C.felt_lo, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-16, -16)
    steps = 10
    for i in range(steps):
        t = i / steps
        r = inner.inflate(-int(inner.width * 0.3 * t), -int(inner.height * 0.3 * t))
        pygame.draw.rect(surf, mix(C.felt, C.felt_hi, t), r, border_radius=max(8, radius - 8))
    pygame.draw.rect(surf, darken(C.felt_lo, 0.3), surf.get_rect(), 6, border_radius=radius)
    return surf


def dim(surface: pygame.Surface, alpha: int = 150, color: Color = C.night_lo) -> None:
    """Darken everything drawn so far (behind an overlay)."""
    layer = _dim_layer(surface.get_size(), alpha, color)
    surface.blit(layer, (0, 0))


@lru_cache(maxsize=8)
def _dim_layer(size: tuple[int, int], alpha: int, color: Color) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill((*color, alpha))
    return layer
