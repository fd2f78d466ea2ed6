"""Buttons and small controls drawn in the Caper Night style.

Click targets (buttons, choice cyclers, toggles, sliders) are drawn here so that
tables and menus share one look, with hover lift, keyboard focus and tooltips.
Forms that need text entry use pygame-gui (see :mod:`game.ui.gui`).

A :class:`WidgetGroup` gives keyboard play: Tab / arrow keys move the focus,
Enter or Space presses, and each button may have its own hotkey.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.ui import draw
from game.ui.theme import BODY_S, BODY_XS, C, Color, Fonts
from game.ui.tween import Smooth

STYLES: dict[str, tuple[Color, Color, Color]] = {
    # face, hover face, text
    "primary": (C.mustard, C.mustard_hi, C.ink),
    "secondary": (C.cream, C.white, C.ink),
    "danger": (C.coral, C.coral_hi, C.cream),
    "quiet": (C.night_hi, (66, 80, 130), C.text),
    "good": (C.teal, (70, 190, 170), C.cream),
}


class Widget:
    focusable = True

    def __init__(self, rect: pygame.Rect | Sequence[int], tooltip: str = ""):
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.enabled = True
        self.hovered = False
        self.focused = False
        self.pressed = False
        self.tooltip = tooltip
        self.hover_time = 0.0
        #: clicked: no tooltip until the mouse leaves (after a click on a tab, its tooltip covered
        #: the title of the very page the click opened)
        self.tip_silenced = False

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> bool:
        if self.hovered:
            self.hover_time += dt
        else:
            self.hover_time = 0.0
            self.tip_silenced = False
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def activate(self) -> None:
        pass


class Button(Widget):
    """A rounded, lifted button. ``hotkey`` is a pygame key constant (shown as a hint)."""

    def __init__(self, rect, label: str, on_click: Callable[[], Any] | None = None, *, style: str = "quiet",
                 font_size: int = 24, hotkey: int | None = None, tooltip: str = "",
                 icon: Callable[[pygame.Surface, pygame.Rect, Color], None] | None = None,
                 sound: str = "click"):
        super().__init__(rect, tooltip)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.font_size = font_size
        self.hotkey = hotkey
        self.icon = icon
        self.sound = sound
        self.selected = False
        self._lift = Smooth(0.0, 18.0)
        self.audio: Any = None  # set by WidgetGroup

    def activate(self) -> None:
        if not (self.enabled and self.visible):
            return
        if self.audio is not None and self.sound:
            self.audio.play(self.sound, 0.6)
        if self.on_click:
            self.on_click()

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            self.hovered = False
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.activate()
                return True
        elif event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            self.activate()
            return True
        return False

    def update(self, dt: float) -> bool:
        super().update(dt)
        self._lift.target = 1.0 if (self.hovered or self.focused or self.selected) and self.enabled else 0.0
        return self._lift.update(dt)

    def colors(self) -> tuple[Color, Color]:
        face, hover, text = STYLES.get(self.style, STYLES["quiet"])
        if self.selected:
            face, hover, text = STYLES["primary"]
        if not self.enabled:
            return (82, 88, 116), (160, 162, 180)
        return draw.mix(face, hover, self._lift.value), text

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        face, text_color = self.colors()
        lift = int(self._lift.value * 3) if not self.pressed else -1
        r = self.rect.move(0, -lift)
        radius = min(16, r.height // 3)
        base = draw.darken(face, 0.35)
        pygame.draw.rect(surface, C.shadow, self.rect.move(0, 5), border_radius=radius)
        pygame.draw.rect(surface, base, self.rect.move(0, 3), border_radius=radius)
        pygame.draw.rect(surface, face, r, border_radius=radius)
        if self.focused:
            pygame.draw.rect(surface, C.cream, r.inflate(6, 6), 3, border_radius=radius + 3)
        font = Fonts.title(self.font_size)
        content = r.inflate(-16, 0)
        if self.icon is not None:
            icon_rect = pygame.Rect(0, 0, r.height * 0.6, r.height * 0.6)
            label_w = font.size(self.label)[0] if self.label else 0
            total = icon_rect.width + (10 + label_w if self.label else 0)
            icon_rect.midleft = (r.centerx - min(total, content.width) / 2, r.centery)
            self.icon(surface, icon_rect, text_color)
            if self.label:
                draw.text(surface, self.label, font, text_color, (icon_rect.right + 10, r.centery), "midleft",
                          max_width=content.right - icon_rect.right - 10)
        else:
            font = self.label_font(content.width)
            draw.text(surface, self.label, font, text_color, r.center, "center", max_width=content.width)

    def label_font(self, width: int) -> pygame.font.Font:
        """The label's type: a size or two smaller before it would be cut ("First-seat advan…")."""
        sizes = [size for size in (self.font_size, self.font_size - 2, self.font_size - 4) if size >= 15]
        return draw.fitting_font(self.label, Fonts.title, sizes or [self.font_size], width)


class Cycle(Button):
    """A value between two arrows, "‹ value ›": each arrow steps the way it points.

    By mouse or touch (a tap arrives as a left click), "‹" goes back and "›" forward;
    the value between them steps forward, and a right click anywhere goes back. By
    keys, when focused: ← back, → forward, Enter or Space forward.

    ``wrap=False`` for a scale (how many games): it stops at its ends, where going round
    would turn "fewer" into the most (‹ from 100 games started a run of 10,000).
    """

    def __init__(self, rect, options: Sequence[str], index: int = 0,
                 on_change: Callable[[int], Any] | None = None, wrap: bool = True, **kw: Any):
        self.options = list(options)
        self.index = index
        self.on_change = on_change
        self.wrap = wrap
        super().__init__(rect, self.options[index], None, **kw)
        self.hover_zone = 0  # -1 over "‹", +1 over "›", 0 elsewhere

    @property
    def value(self) -> str:
        return self.options[self.index]

    def set_index(self, index: int) -> None:
        self.index = index % len(self.options)
        self.label = self.options[self.index]

    def step(self, delta: int) -> None:
        if not self.wrap and not 0 <= self.index + delta < len(self.options):
            if self.audio is not None:
                self.audio.play("buzz", 0.4)
            return
        if self.audio is not None:
            self.audio.play("tick", 0.7)
        self.set_index(self.index + delta)
        if self.on_change:
            self.on_change(self.index)

    def arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where "‹" and "›" are drawn, which is where they can be clicked."""
        w = max(36, min(self.rect.height, self.rect.width // 4))
        back = pygame.Rect(self.rect.x, self.rect.y, w, self.rect.height)
        forward = pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.height)
        return back, forward

    def zone_at(self, pos: tuple[int, int]) -> int:
        back, forward = self.arrow_rects()
        if back.collidepoint(pos):
            return -1
        if forward.collidepoint(pos):
            return 1
        return 0

    def activate(self) -> None:
        if self.enabled and self.visible:
            self.step(1)

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            self.hovered = False
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover_zone = self.zone_at(event.pos) if self.rect.collidepoint(event.pos) else 0
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self.rect.collidepoint(event.pos):
            self.step(-1)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.step(-1 if self.zone_at(event.pos) < 0 else 1)
                return True
            return False
        if self.focused and event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(1 if event.key == pygame.K_RIGHT else -1)
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        self.label = self.options[self.index]
        back, forward = self.arrow_rects()
        lift = int(self._lift.value * 3) if not self.pressed else -1
        face, text_color = self.colors()
        label, self.label = self.label, ""
        try:  # the face, with the value and the arrows drawn on it below
            super().draw(surface)
        finally:
            self.label = label
        middle = self.rect.inflate(-2 * back.width, 0).move(0, -lift)
        font = self.label_font(middle.width)
        draw.text(surface, self.label, font, text_color, middle.center, "center", max_width=middle.width)
        for zone, r, glyph in ((-1, back, "‹"), (1, forward, "›")):
            r = r.move(0, -lift)
            if self.hover_zone == zone and self.enabled:
                pygame.draw.rect(surface, draw.darken(face, 0.12), r.inflate(-8, -10), border_radius=10)
            draw.text(surface, glyph, Fonts.title(self.font_size + 6), text_color, r.center, "center")


class Toggle(Button):
    """An on/off switch with a label to its left."""

    def __init__(self, rect, label: str, value: bool, on_change: Callable[[bool], Any] | None = None, **kw: Any):
        super().__init__(rect, label, None, **kw)
        self.value = value
        self.on_change = on_change
        self._knob = Smooth(1.0 if value else 0.0, 14.0)

    def activate(self) -> None:
        if self.enabled and self.visible:
            if self.audio is not None:
                self.audio.play("tick", 0.7)
            self.value = not self.value
            if self.on_change:
                self.on_change(self.value)

    def update(self, dt: float) -> bool:
        busy = super().update(dt)
        self._knob.target = 1.0 if self.value else 0.0
        return self._knob.update(dt) or busy

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        r = self.rect
        if self.focused or self.hovered:
            pygame.draw.rect(surface, C.night_hi, r, border_radius=12)
        if self.focused:
            pygame.draw.rect(surface, C.cream, r, 2, border_radius=12)
        draw.text(surface, self.label, Fonts.body(22), C.text if self.enabled else C.text_dim,
                  (r.x + 14, r.centery), "midleft", max_width=r.width - 110)
        track = pygame.Rect(0, 0, 68, 34)
        track.midright = (r.right - 14, r.centery)
        on = self._knob.value
        pygame.draw.rect(surface, draw.mix((90, 96, 126), C.teal, on), track, border_radius=17)
        knob_x = track.x + 17 + on * (track.width - 34)
        pygame.draw.circle(surface, C.cream, (knob_x, track.centery), 13)
        draw.text(surface, "ON" if self.value else "OFF", Fonts.bold(BODY_XS), C.cream,
                  (track.x + 18 if self.value else track.right - 18, track.centery), "center")


class Slider(Widget):
    """A value from 0 to 1 with a draggable knob; arrow keys move it in tenths."""

    def __init__(self, rect, label: str, value: float, on_change: Callable[[float], Any] | None = None,
                 tooltip: str = ""):
        super().__init__(rect, tooltip)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.dragging = False

    def _track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - 280, self.rect.centery - 6, 250, 12)

    def _set_from_x(self, x: int) -> None:
        t = self._track()
        self.value = max(0.0, min(1.0, (x - t.x) / t.width))
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            if self.dragging:
                self._set_from_x(event.pos[0])
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._track().inflate(20, 30).collidepoint(event.pos):
            self.dragging = True
            self._set_from_x(event.pos[0])
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        elif self.focused and event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.value = max(0.0, min(1.0, round(self.value + (0.1 if event.key == pygame.K_RIGHT else -0.1), 2)))
            if self.on_change:
                self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if self.focused or self.hovered:
            pygame.draw.rect(surface, C.night_hi, r, border_radius=12)
        if self.focused:
            pygame.draw.rect(surface, C.cream, r, 2, border_radius=12)
        draw.text(surface, self.label, Fonts.body(22), C.text, (r.x + 14, r.centery), "midleft")
        t = self._track()
        pygame.draw.rect(surface, C.night_lo, t, border_radius=6)
        filled = t.copy()
        filled.width = int(t.width * self.value)
        pygame.draw.rect(surface, C.mustard, filled, border_radius=6)
        pygame.draw.circle(surface, C.cream, (t.x + filled.width, t.centery), 13)
        pygame.draw.circle(surface, C.ink, (t.x + filled.width, t.centery), 13, 2)
        draw.text(surface, f"{int(round(self.value * 100))}%", Fonts.body(BODY_S), C.text_dim,
                  (t.x - 14, t.centery), "midright")


class TextField(Widget):
    """A pygame-gui text entry (typing, caret, clipboard) that takes its turn in the Tab order.

    The entry draws and types itself; this only lets :class:`WidgetGroup` give it the
    keyboard focus and take it away again, so Tab reaches names as it reaches buttons."""

    def __init__(self, entry: Any, tooltip: str = ""):
        self.entry = entry
        super().__init__(entry.rect, tooltip)

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.entry.rect)

    @rect.setter
    def rect(self, value: pygame.Rect) -> None:
        pass  # the entry keeps its own place

    @property
    def visible(self) -> bool:  # type: ignore[override]
        return bool(self.entry.visible)

    @visible.setter
    def visible(self, value: bool) -> None:
        (self.entry.show if value else self.entry.hide)()

    @property
    def focused(self) -> bool:  # type: ignore[override]
        return bool(self.entry.is_focused)

    @focused.setter
    def focused(self, value: bool) -> None:
        manager = self.entry.ui_manager
        if value and not self.entry.is_focused:
            manager.set_focus_set(self.entry)
        elif not value and self.entry.is_focused:
            manager.set_focus_set(None)

    def handle(self, event: pygame.event.Event) -> bool:
        return False  # the entry's manager handles its own events


class WidgetGroup:
    """Widgets of one screen, with keyboard focus and tooltips."""

    def __init__(self, audio: Any = None):
        self.widgets: list[Widget] = []
        self.focus_index: int | None = None
        self.audio = audio

    def add(self, widget: Widget) -> Widget:
        if isinstance(widget, Button):
            widget.audio = self.audio
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets.clear()
        self.focus_index = None

    def remove(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.widgets.remove(widget)
            self.focus_index = None

    def _focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.visible and w.enabled and w.focusable]

    def move_focus(self, delta: int) -> None:
        items = self._focusables()
        if not items:
            return
        typing = next((w for w in items if isinstance(w, TextField) and w.focused), None)
        current = typing or self.focused()
        idx = items.index(current) if current in items else (-1 if delta > 0 else 0)
        for w in self.widgets:
            if w.focused:
                w.focused = False
        nxt = items[(idx + delta) % len(items)]
        nxt.focused = True
        self.focus_index = self.widgets.index(nxt)

    def focused(self) -> Widget | None:
        for w in self.widgets:
            if w.focused and w.visible and w.enabled:
                return w
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            focused = self.focused()
            if event.key in (pygame.K_DOWN,) and not isinstance(focused, (Cycle, Slider)):
                self.move_focus(1)
                return True
            if event.key in (pygame.K_UP,) and not isinstance(focused, (Cycle, Slider)):
                self.move_focus(-1)
                return True
            if isinstance(focused, TextField):
                return False  # typing: the keys belong to the text field
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focused is not None:
                focused.activate()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            for w in self.widgets:
                if w.visible and w.enabled and w.rect.collidepoint(event.pos):
                    w.tip_silenced = True
        for w in reversed(list(self.widgets)):
            if w.visible and w.handle(event):
                return True
        return False

    def update(self, dt: float) -> bool:
        busy = False
        for w in self.widgets:
            busy = w.update(dt) or busy
        tip = self.tooltip_widget()
        if any(w.hovered and w.tooltip and w.hover_time < 0.7 for w in self.widgets):
            busy = True
        return busy or tip is not None and tip.hover_time < 0.8

    def unhover(self) -> None:
        """Forget the mouse: a screen covered by another must not keep a tooltip or a lifted button
        drawn under it (the mouse has not moved, so no event would clear them)."""
        for w in self.widgets:
            w.hovered = False
            w.hover_time = 0.0

    def tooltip_widget(self) -> Widget | None:
        for w in self.widgets:
            if w.visible and w.hovered and w.tooltip and w.hover_time >= 0.6 and not w.tip_silenced:
                return w
        return None

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(surface)
        tip = self.tooltip_widget()
        if tip is not None:
            draw_tooltip(surface, tip.tooltip, tip.rect)


def draw_tooltip(surface: pygame.Surface, message: str, anchor: pygame.Rect) -> None:
    font = Fonts.body(BODY_S)
    lines = draw.wrap_lines(message, font, 360)
    w = max(font.size(line)[0] for line in lines) + 24
    h = len(lines) * font.get_linesize() + 16
    box = pygame.Rect(0, 0, w, h)
    box.midtop = (anchor.centerx, anchor.bottom + 10)
    if box.bottom > surface.get_height() - 4:
        box.midbottom = (anchor.centerx, anchor.top - 10)
    box.clamp_ip(surface.get_rect().inflate(-8, -8))
    draw.panel(surface, box, C.cream, radius=10, border=C.mustard, shadow=4)
    y = box.y + 8
    for line in lines:
        draw.text(surface, line, font, C.ink, (box.x + 12, y))
        y += font.get_linesize()
