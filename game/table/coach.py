"""The two small panels a table shows to help a person play: the hint and "Why not?".

* :class:`HintCallout`: what a strong computer player would do ("Give the card to
  Raffles"), its reason in plain words, and **Play it** / **Close**. While the
  computer player thinks it says so.
* :class:`WhyNotPanel`: a move the rules refused, the rule in one line, and **Show me**
  (the Rules page at that rule) / **Close**.

Both are drawn over the table by :class:`~game.table.scene.GameScene`, which
owns what they mean; here is only where they go and how they look. Their buttons
join the table's own button group, so Tab reaches them like any other button,
and each has a key (P plays the hint, W shows the rule).
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from game.ui import draw
from game.ui.theme import BODY_M, BODY_S, SIZE, C, Color, Fonts
from game.ui.widgets import Button, WidgetGroup

#: the strip at the top that the table's own buttons and the status pill use
TOP_BAR = 64
#: the widest a panel gets, and its inner margin
WIDTH, PAD = 640, 16
BUTTON_W = 136
#: seconds the outline around a hinted move pulses before it holds still
PULSE_SECONDS = 2.5


def bulb_icon(surface: pygame.Surface, r: pygame.Rect, color: Color) -> None:
    """A light bulb (drawn, so no font needs the glyph)."""
    cx, top, h = r.centerx, r.top, r.height
    radius = max(4, int(h * 0.3))
    cy = top + radius + 1
    pygame.draw.circle(surface, color, (cx, cy), radius)
    neck = pygame.Rect(0, 0, max(4, int(radius * 1.0)), max(3, int(h * 0.3)))
    neck.midtop = (cx, cy + int(radius * 0.7))
    pygame.draw.rect(surface, color, neck, border_radius=2)
    for i in range(2):
        y = neck.bottom + 2 + i * max(3, int(h * 0.09))
        pygame.draw.line(surface, color, (neck.left + 1, y), (neck.right - 2, y), 2)


def place(size: tuple[int, int], target: pygame.Rect | None, avoid: pygame.Rect | None = None) -> pygame.Rect:
    """Where a panel of ``size`` goes: beside ``target`` (below it if there is room, else above),
    never over it; with no target, at the top of the table, under the status pill."""
    box = pygame.Rect((0, 0), size)
    screen = pygame.Rect(0, TOP_BAR, SIZE[0], SIZE[1] - TOP_BAR).inflate(-16, -8)
    if target is None:
        box.midtop = (SIZE[0] // 2, TOP_BAR + 6)
    else:
        box.midtop = (target.centerx, target.bottom + 14)
        if box.bottom > screen.bottom:
            box.midbottom = (target.centerx, target.top - 14)
        if box.top < screen.top:  # no room above or below (a tall target): beside it
            box.midleft = (target.right + 14, target.centery)
            if box.right > screen.right:
                box.midright = (target.left - 14, target.centery)
    box.clamp_ip(screen)
    if avoid is not None and box.colliderect(avoid):
        box.top = avoid.bottom + 8
        box.clamp_ip(screen)
    return box


class Panel:
    """One panel: a box of text on the left and a column of buttons on the right."""

    accent: Color = C.mustard
    header = ""

    def __init__(self, group: WidgetGroup, buttons: list[Button]):
        self.group = group
        self.buttons = buttons
        for b in buttons:
            group.add(b)
        self.rect = pygame.Rect(0, 0, WIDTH, 120)
        self.t = 0.0

    # -- content (subclasses) --------------------------------------------------------------------
    def lines(self) -> list[tuple[str, pygame.font.Font, Color]]:
        """(text, font, colour) paragraphs, top to bottom."""
        return []

    def target(self) -> pygame.Rect | None:
        return None

    # -- layout --------------------------------------------------------------------------------------
    def text_width(self) -> int:
        return WIDTH - 2 * PAD - 52 - BUTTON_W - 14

    def _wrapped(self) -> list[tuple[str, pygame.font.Font, Color]]:
        out = []
        for text, font, color in self.lines():
            wrapped = draw.wrap_lines(text, font, self.text_width())
            if len(wrapped) > 3:
                wrapped = wrapped[:3]
                wrapped[-1] = draw.fit_text(wrapped[-1] + " …", font, self.text_width())
            out.extend((line, font, color) for line in wrapped)
        return out

    def layout(self, avoid: pygame.Rect | None = None) -> None:
        rows = self._wrapped()
        text_h = sum(font.get_linesize() for _, font, _ in rows) + 4 * max(0, len(rows) - 1)
        buttons_h = sum(b.rect.height for b in self.buttons if b.visible) + 10 * max(0, len(self.buttons) - 1)
        height = max(text_h, buttons_h, 52) + 2 * PAD
        self.rect = place((WIDTH, height), self.target(), avoid)
        y = self.rect.y + PAD
        for b in self.buttons:
            if b.visible:
                b.rect.topright = (self.rect.right - PAD, y)
                y = b.rect.bottom + 10
        if len([b for b in self.buttons if b.visible]) == 1:  # one button: level with the text's middle
            only = next(b for b in self.buttons if b.visible)
            only.rect.midright = (self.rect.right - PAD, self.rect.centery)

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def update(self, dt: float) -> bool:
        self.t += dt
        return False

    def close(self) -> None:
        for b in self.buttons:
            self.group.remove(b)

    # -- drawing -------------------------------------------------------------------------------------
    def draw_target(self, surface: pygame.Surface) -> None:
        target = self.target()
        if target is None:
            return
        # it pulses a few times to catch the eye, then stays lit (a table waiting for a person is still)
        pulse = 0.5 + 0.5 * math.sin(self.t * 4.0) if self.t < PULSE_SECONDS else 1.0
        ring = target.inflate(12, 12)
        pygame.draw.rect(surface, C.shadow, ring.move(0, 2), 6, border_radius=14)
        pygame.draw.rect(surface, draw.mix(self.accent, C.cream, pulse * 0.6), ring, 4, border_radius=14)

    def draw(self, surface: pygame.Surface) -> None:
        """The box and its text (the buttons are drawn with the table's buttons, above it)."""
        self.draw_target(surface)
        r = self.rect
        draw.panel(surface, r, C.night_lo, radius=16, border=self.accent, border_width=3, shadow=6, alpha=245)
        self.draw_icon(surface, pygame.Rect(r.x + PAD, r.y + PAD + 2, 36, 40))
        x, y = r.x + PAD + 52, r.y + PAD
        for text, font, color in self._wrapped():
            draw.text(surface, text, font, color, (x, y))
            y += font.get_linesize() + 4

    def draw_icon(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        pass


class HintCallout(Panel):
    """What a strong computer player would do for ``seat`` at move ``move``, and why."""

    accent = C.mustard
    THINKING, READY, NONE = "thinking", "ready", "none"

    def __init__(self, group: WidgetGroup, seat: int, move: int, who: str, on_play: Callable[[], None],
                 on_close: Callable[[], None]):
        self.play_button = Button(pygame.Rect(0, 0, BUTTON_W, 46), "Play it", on_play, style="primary",
                                  font_size=22, hotkey=pygame.K_p, tooltip="Play this move (P)")
        self.close_button = Button(pygame.Rect(0, 0, BUTTON_W, 40), "Close", on_close, font_size=20,
                                   tooltip="Hide the hint and choose yourself (H)")
        super().__init__(group, [self.play_button, self.close_button])
        self.seat, self.move, self.who = seat, move, who
        self.state = self.THINKING
        self.label = ""
        self.reason = ""
        self.action = None
        self.target_rect: pygame.Rect | None = None
        self.play_button.visible = False

    #: seconds a hint may take before the callout says "Thinking…" (a quick one just appears)
    QUIET = 0.25

    @property
    def key(self) -> tuple[int, int]:
        return self.seat, self.move

    @property
    def shown(self) -> bool:
        return self.state != self.THINKING or self.t >= self.QUIET

    def ready(self, action, label: str, reason: str, target: pygame.Rect | None) -> None:
        self.state, self.action, self.label, self.reason = self.READY, action, label, reason
        self.t = 0.0
        self.target_rect = pygame.Rect(target) if target is not None else None
        self.play_button.visible = True

    def failed(self) -> None:
        self.state = self.NONE
        self.play_button.visible = False

    def target(self) -> pygame.Rect | None:
        return self.target_rect if self.state == self.READY else None

    def lines(self) -> list[tuple[str, pygame.font.Font, Color]]:
        head = f"Hint for {self.who}" if self.who else "Hint"
        out = [(head, Fonts.bold(BODY_S), C.mustard_hi)]
        if self.state == self.THINKING:
            dots = "." * (1 + int(self.t * 3) % 3)
            out.append((f"Thinking{dots}", Fonts.title(24), C.cream))
        elif self.state == self.NONE:
            out.append(("No hint this time, sorry: choose as you like.", Fonts.body(BODY_M), C.text))
        else:
            out.append((self.label, Fonts.title(24), C.cream))
            if self.reason:
                out.append((self.reason, Fonts.body(BODY_M), C.text))
        return out

    def update(self, dt: float) -> bool:
        super().update(dt)
        return self.state == self.THINKING or (self.target() is not None and self.t < PULSE_SECONDS + 0.1)

    def draw_icon(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        bulb_icon(surface, r, C.mustard_hi if self.state != self.NONE else C.text_dim)


class WhyNotPanel(Panel):
    """A refused move: the rule in one line, and the way to read it in the rules."""

    accent = C.coral
    #: seconds it stays when nothing else closes it
    SECONDS = 12.0

    def __init__(self, group: WidgetGroup, message: str, rule: str | None, on_show: Callable[[], None],
                 on_close: Callable[[], None], near: pygame.Rect | None = None):
        self.show_button = Button(pygame.Rect(0, 0, BUTTON_W, 46), "Show me", on_show, style="primary",
                                  font_size=22, hotkey=pygame.K_w,
                                  tooltip="Open How to play at this rule (W)")
        self.close_button = Button(pygame.Rect(0, 0, BUTTON_W, 40), "OK", on_close, font_size=20,
                                   tooltip="Close this message")
        super().__init__(group, [self.show_button, self.close_button])
        text = " ".join(str(message).split())
        self.message = text[:1].upper() + text[1:] if text else "That move is not allowed now."
        if self.message[-1:] not in ".!?":
            self.message += "."
        self.rule = rule
        self.near = pygame.Rect(near) if near is not None else None
        self.left = self.SECONDS

    def target(self) -> pygame.Rect | None:
        return self.near

    def draw_target(self, surface: pygame.Surface) -> None:
        pass  # the place the move was tried is not outlined: it was the wrong one

    def lines(self) -> list[tuple[str, pygame.font.Font, Color]]:
        return [("Why not?", Fonts.bold(BODY_S), C.coral_hi), (self.message, Fonts.body(BODY_M), C.cream)]

    def update(self, dt: float) -> bool:
        super().update(dt)
        self.left -= dt
        return False

    @property
    def expired(self) -> bool:
        return self.left <= 0

    def draw_icon(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        c = pygame.Rect(0, 0, 34, 34)
        c.midtop = (r.centerx, r.y)
        pygame.draw.circle(surface, C.coral, c.center, 17)
        draw.text(surface, "?", Fonts.title(26), C.cream, (c.centerx, c.centery + 1), "center")
