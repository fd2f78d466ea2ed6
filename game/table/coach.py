"""The callouts a table shows to help a person play, and the guided first game.

* :class:`HintCallout`: what a strong computer player would do ("Give the card to
  Raffles"), its reason in plain words, and **Play it** / **Close**. While the
  computer player thinks it says so.
* :class:`WhyNotPanel`: a move the rules refused, the rule in one line, and **Show me**
  (the Rules page at that rule) / **Close**.
* **Learn to play**: a :class:`Lesson` is a few short :class:`Chapter` s, each a
  prepared position (built with the game's own ``positions`` module) and a list of
  :class:`Step` s. A :class:`Coach` rides along on the game's real table: its
  :class:`LessonCallout` points at the part of the table that matters, says what to
  do and why, and waits for the person to do it; a different move gets a friendly
  nudge and is not played. The computer players make the moves the chapter plans
  for them (then play on as usual) and wait while the person reads. Progress is
  kept per game in the settings, so a lesson left at any time carries on at the
  part where it was left; the last part offers a real game with the same seats.

All are drawn over the table by :class:`~game.table.scene.GameScene`, which
owns what they mean; here is only where they go and how they look. Their buttons
join the table's own button group, so Tab reaches them like any other button,
and each has a key (P plays the hint, W shows the rule, N goes on in a lesson).
"""

from __future__ import annotations

import importlib
import logging
import math
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

import pygame

from game.engine.actions import Action, Decision
from game.engine.match import Match
from game.engine.record import SeatInfo
from game.ui import draw
from game.ui.theme import BODY_L, BODY_M, BODY_S, SIZE, C, Color, Fonts
from game.ui.widgets import Button, WidgetGroup

log = logging.getLogger(__name__)

#: the strip at the top that the table's own buttons and the status pill use
TOP_BAR = 64
#: the widest a panel gets, and its inner margin
WIDTH, PAD = 640, 16
BUTTON_W = 136
#: a table's callout area at least this wide keeps a panel's buttons beside its text
WIDE_AREA = 700
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


def place(size: tuple[int, int], target: pygame.Rect | None, avoid: pygame.Rect | None = None,
          bounds: pygame.Rect | None = None) -> pygame.Rect:
    """Where a panel of ``size`` goes: beside ``target`` (below it if there is room, else above),
    never over it; with no target, at the top of the table, under the status pill. It stays inside
    ``bounds`` across (a table's play area, clear of a sidebar whose buttons would be drawn over it)."""
    box = pygame.Rect((0, 0), size)
    screen = pygame.Rect(0, TOP_BAR, SIZE[0], SIZE[1] - TOP_BAR).inflate(-16, -8)
    if bounds is not None and bounds.width >= size[0] + 16:
        screen.left, screen.width = bounds.left + 8, bounds.width - 16
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
    if avoid is not None and box.colliderect(avoid) and (target is None or not target.colliderect(avoid)):
        below, above = box.copy(), box.copy()
        below.top, above.bottom = avoid.bottom + 8, avoid.top - 8
        for spot in (below, above):  # below it first; above it when below would cover what it points at
            spot.clamp_ip(screen)
            if not spot.colliderect(avoid) and (target is None or not spot.colliderect(target)):
                return spot
        box.top = avoid.bottom + 8
        box.clamp_ip(screen)
    return box


class Panel:
    """One panel: a box of text on the left and a column of buttons on the right."""

    accent: Color = C.mustard
    header = ""
    width = WIDTH
    #: the most lines a paragraph wraps to (the last is cut with "…")
    max_lines = 3
    #: (panel class, text) of every paragraph cut short so far: the lesson tests read it
    cut: set[tuple[str, str]] = set()

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
    #: a place of its own on the table (a table's ``callout_area``): the panel fills its width there,
    #: with the buttons in a row under the text, instead of floating beside what it points at
    area: pygame.Rect | None = None

    def text_width(self) -> int:
        if self.area is not None and not self._buttons_beside():
            return self.area.width - 2 * PAD - 52
        return self.width_here() - 2 * PAD - 52 - BUTTON_W - 14

    def width_here(self) -> int:
        return self.area.width if self.area is not None else self.width

    def _buttons_beside(self) -> bool:
        """A wide place of its own (a strip above Home Alone's house) keeps the buttons in a column
        beside the text, as a floating panel does: a row under it would make the panel too tall."""
        return self.area is not None and self.area.width >= WIDE_AREA

    def _wrapped(self) -> list[tuple[str, pygame.font.Font, Color]]:
        out = []
        for text, font, color in self.lines():
            wrapped = draw.wrap_lines(text, font, self.text_width())
            if len(wrapped) > self.max_lines:
                Panel.cut.add((type(self).__name__, text))
                wrapped = wrapped[:self.max_lines]
                wrapped[-1] = draw.fit_text(wrapped[-1] + " …", font, self.text_width())
            out.extend((line, font, color) for line in wrapped)
        return out

    def layout(self, avoid: pygame.Rect | None = None, area: pygame.Rect | None = None,
               bounds: pygame.Rect | None = None) -> None:
        self.area = pygame.Rect(area) if area is not None else None
        rows = self._wrapped()
        text_h = sum(font.get_linesize() for _, font, _ in rows) + 4 * max(0, len(rows) - 1)
        if self.area is not None:
            self._layout_in(self.area, text_h)
            return
        buttons_h = sum(b.rect.height for b in self.buttons if b.visible) + 10 * max(0, len(self.buttons) - 1)
        height = max(text_h, buttons_h, 52) + 2 * PAD
        self.rect = place((self.width, height), self.target(), avoid, bounds)
        y = self.rect.y + PAD
        for b in self.buttons:
            if b.visible:
                b.rect.topright = (self.rect.right - PAD, y)
                y = b.rect.bottom + 10
        if len([b for b in self.buttons if b.visible]) == 1:  # one button: level with the text's middle
            only = next(b for b in self.buttons if b.visible)
            only.rect.midright = (self.rect.right - PAD, self.rect.centery)

    def _layout_in(self, area: pygame.Rect, text_h: int) -> None:
        shown = [b for b in self.buttons if b.visible]
        if self._buttons_beside():
            column_h = sum(b.rect.height for b in shown) + 10 * max(0, len(shown) - 1)
            self.rect = pygame.Rect(area.x, area.y, area.width, max(text_h, column_h, 52) + 2 * PAD)
            y = self.rect.y + PAD
            for b in shown:
                b.rect.topright = (self.rect.right - PAD, y)
                y = b.rect.bottom + 10
            if len(shown) == 1:  # one button: level with the text's middle
                shown[0].rect.midright = (self.rect.right - PAD, self.rect.centery)
            return
        row_h = max((b.rect.height for b in shown), default=0)
        height = max(text_h, 52) + 2 * PAD + (row_h + 12 if shown else 0)
        self.rect = pygame.Rect(area.x, area.y, area.width, height)
        x = self.rect.right - PAD
        for b in reversed(shown):  # right-aligned, the main button last (rightmost)
            b.rect.bottomright = (x, self.rect.bottom - PAD)
            x = b.rect.x - 10

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
        ring = target.inflate(14, 14)
        pygame.draw.rect(surface, C.shadow, ring.inflate(6, 6), 5, border_radius=17)  # dark edge: shows on any colour
        pygame.draw.rect(surface, draw.mix(self.accent, C.cream, 0.3 + pulse * 0.5), ring, 6, border_radius=14)

    def draw(self, surface: pygame.Surface) -> None:
        """The box and its text (the buttons are drawn with the table's buttons, above it)."""
        self.draw_target(surface)
        r = self.rect
        draw.panel(surface, r, C.night_lo, radius=16, border=self.accent, border_width=3, shadow=6,
                   alpha=255 if self.area is not None else 245)  # (over a panel of the table: hide it whole)
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
    #: a reason is never cut short (the end of it is often the point: "...for the next turns"):
    #: :func:`game.table.hints.plain` keeps it to 240 letters, which wrap to at most six lines
    max_lines = 7

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


# -- Learn to play ------------------------------------------------------------------------------------
@dataclass
class Step:
    """One thing the guided game says. With ``expect`` (or ``any_move``) it waits for the person's move
    and lets only a move ``expect`` accepts be played; without, it is read and the person presses Next
    (the computer players wait meanwhile). ``point(scene)`` is where on the table it points."""

    say: str
    expect: Callable[[Action], bool] | None = None
    point: Callable[[Any], pygame.Rect | None] | None = None
    nudge: str = "Not that one: have another look at the note, then try again."
    any_move: bool = False

    @property
    def is_move(self) -> bool:
        return self.expect is not None or self.any_move

    def accepts(self, action: Action) -> bool:
        return self.any_move or (self.expect is not None and bool(self.expect(action)))


@dataclass
class Chapter:
    """A few minutes on one prepared position. ``build(seats)`` makes the match (seat 0 is the person);
    ``script[seat]`` are the moves that computer player makes first, in order (a planned move that is
    not legal when its turn comes is skipped, and the computer player chooses for itself)."""

    title: str
    build: Callable[[Sequence[SeatInfo]], Match]
    steps: list[Step]
    script: Mapping[int, Sequence[Action]] = field(default_factory=dict)
    #: after the last step the computer players play on to the end of the game (the last part)
    play_out: bool = False


@dataclass
class Lesson:
    game_id: str
    chapters: list[Chapter]
    seats: Sequence[SeatInfo]
    #: said when the last part is done, before the offer of a real game
    goodbye: str = "That is the whole game! Now play a real one."


def lesson_of(game_id: str) -> Lesson | None:
    """The guided game of ``game_id`` (its table's ``lesson`` module), or ``None`` if it has none."""
    try:
        module = importlib.import_module(f"game.{game_id}.table.lesson")
    except ModuleNotFoundError:
        return None
    return getattr(module, "LESSON", None)


def has_lesson(game_id: str) -> bool:
    return lesson_of(game_id) is not None


def lesson_part(settings: Any, game_id: str) -> int:
    """The part of ``game_id``'s lesson to carry on at (0: from the start)."""
    parts = getattr(settings, "lessons", None) or {}
    part = parts.get(game_id, 0)
    return part if isinstance(part, int) and part >= 0 else 0


def open_lesson(app: Any, game_id: str, part: int | None = None) -> Any:
    """The table of ``game_id``'s guided game at ``part`` (default: where it was left), with its coach;
    the caller opens it (``app.scenes.start``). Remembers the part, so leaving keeps the place."""
    lesson = lesson_of(game_id)
    if lesson is None:
        raise ValueError(f"{game_id} has no guided game")
    index = lesson_part(app.settings, game_id) if part is None else part
    if not 0 <= index < len(lesson.chapters):
        index = 0
    match = lesson.chapters[index].build(lesson.seats)
    coach = Coach(app, lesson, index)
    _remember(app, game_id, index)
    return app.scenes.make("table", match, autosave=False, coach=coach)


def _remember(app: Any, game_id: str, part: int | None) -> None:
    parts = dict(getattr(app.settings, "lessons", None) or {})
    if part:
        parts[game_id] = part
    else:
        parts.pop(game_id, None)
    app.settings.lessons = parts
    try:
        app.save_settings()
    except Exception:  # noqa: BLE001 - the lesson goes on; only its place may be forgotten
        log.exception("could not remember the lesson's place")


class ScriptedBot:
    """A computer player that first makes the moves its chapter plans for it."""

    def __init__(self, bot: Any, moves: Sequence[Action]):
        self.bot = bot
        self.moves = list(moves)
        self.seat = bot.seat
        self.uses_view = True
        self.rng = getattr(bot, "rng", None)

    def choose(self, view: Any, decision: Decision) -> Action:
        while self.moves:
            planned = self.moves.pop(0)
            if planned in decision.actions:
                return planned
            log.warning("lesson: planned move %r is not legal now; skipped", planned)
        return self.bot.choose(view, decision)


class Coach:
    """Runs one chapter of a lesson on the table it is attached to (see the module's notes)."""

    def __init__(self, app: Any, lesson: Lesson, part: int):
        self.app = app
        self.lesson = lesson
        self.part = part
        self.chapter = lesson.chapters[part]
        self.index = 0  # the step on screen (== len(steps): the chapter is done)
        self.nudged = False
        self.scene: Any = None
        self.callout: LessonCallout | None = None

    # -- the table -------------------------------------------------------------------------------
    def attach(self, scene: Any) -> None:
        self.scene = scene
        scene.autosave = False
        scene.match.undo_enabled = False
        for seat, moves in self.chapter.script.items():
            scene.bots[seat] = ScriptedBot(scene.bots[seat], moves)
        self.callout = LessonCallout(scene.widgets, self)

    @property
    def step(self) -> Step | None:
        steps = self.chapter.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.chapter.steps)

    @property
    def last_part(self) -> bool:
        return self.part + 1 >= len(self.lesson.chapters)

    def _persons_turn(self) -> bool:
        scene = self.scene
        d = scene.match.state.pending
        return (d is not None and scene.is_human(d.seat) and scene.player.idle
                and scene._decision_shown is not None and scene._prompted_at == scene.match.move_count)

    def showing(self) -> bool:
        """Whether the callout is up: once what is moving has landed and nothing covers the table (a
        round's summary, say); a move step, once it is the person's turn."""
        scene = self.scene
        if scene is None or not scene.player.idle or scene.app.scenes.top is not scene:
            return False
        step = self.step
        if step is not None and step.is_move:
            return self._persons_turn()
        if step is None and self.chapter.play_out:
            return scene.match.state.is_over  # (the last part plays on to the end first)
        return True

    def holds(self) -> bool:
        """The computer players wait while the person reads (or the chapter is over)."""
        step = self.step
        if step is None:
            return not (self.chapter.play_out and not self.scene.match.state.is_over)
        return not step.is_move

    def game_over(self) -> None:
        """The game ended: whatever the chapter still had to say, it is done."""
        self.index = len(self.chapter.steps)
        self.nudged = False
        self.app.mark_dirty()

    # -- the person's moves ----------------------------------------------------------------------
    def allows(self, action: Action) -> bool:
        """Whether the person may play ``action`` now; if not, say so kindly (it is not played)."""
        step = self.step
        if step is not None and step.is_move and step.accepts(action):
            return True
        self.nudged = True
        self.app.audio.play("buzz", 0.4)
        self.app.mark_dirty()
        return False

    def refused(self) -> bool:
        """The table itself refused a move during a move step (a square no piece reaches, cards that
        make no plan): the learner gets the step's own nudge, not the rules' "Why not?". True: said."""
        step = self.step
        if step is None or not step.is_move:
            return False
        self.nudged = True
        self.app.audio.play("buzz", 0.4)
        self._refresh()
        return True

    def moved(self, action: Action) -> None:
        """The person made the move the step asked for: on to the next step."""
        self.index += 1
        self.nudged = False
        self._refresh()

    def _refresh(self) -> None:
        """The note as it is now (until the next frame says whether it shows)."""
        if self.callout is not None:
            self.callout.set_shown(self.showing())
        self.app.mark_dirty()

    def next(self) -> None:
        """Next (a reading step), Next part (the chapter is done) or Play a real game (the last one is)."""
        if not self.done:
            step = self.step
            if step is not None and not step.is_move:
                self.index += 1
                self.nudged = False
                self._refresh()
            return
        if self.last_part:
            self.play_real_game()
        else:
            self.app.scenes.start(open_lesson(self.app, self.lesson.game_id, self.part + 1))

    def play_real_game(self) -> None:
        """A real game with the lesson's seats (the person and the same computer players)."""
        from game.engine.match import new_match
        from game.engine.registry import get_spec

        _remember(self.app, self.lesson.game_id, None)  # finished: next time from the start
        spec = get_spec(self.lesson.game_id)
        match = new_match(self.lesson.game_id, spec.standard(), list(self.lesson.seats))
        self.app.scenes.start(self.app.scenes.make("table", match))

    def leave(self) -> None:
        """Back to the menu; Learn to play carries on at this part."""
        self.app.scenes.home()

    # -- what it says and where it points ---------------------------------------------------------
    def heading(self) -> str:
        n = len(self.lesson.chapters)
        return f"Learn to play · part {self.part + 1} of {n}: {self.chapter.title}"

    def text(self) -> str:
        step = self.step
        if step is None:
            return self.lesson.goodbye if self.last_part else "Well done! On to the next part."
        return step.nudge if self.nudged else step.say

    def target(self) -> pygame.Rect | None:
        step = self.step
        if step is None or step.point is None or self.scene is None:
            return None
        try:
            r = step.point(self.scene)
        except Exception:  # noqa: BLE001 - a lost pointer must not stop the lesson
            log.exception("lesson: could not find where to point")
            return None
        return pygame.Rect(r) if r is not None else None

    def update(self, dt: float) -> bool:
        callout = self.callout
        if callout is None:
            return False
        shown = self.showing()
        callout.set_shown(shown)
        return callout.update(dt) if shown else False


class LessonCallout(Panel):
    """The guided game's note: what to do and why, pointing at the table."""

    accent = C.sky
    width = 720
    max_lines = 8  # a lesson step is never cut short: where the note is narrow it grows taller

    def __init__(self, group: WidgetGroup, coach: Coach):
        self.coach = coach
        self.next_button = Button(pygame.Rect(0, 0, BUTTON_W, 46), "Next", coach.next, style="primary",
                                  font_size=22, hotkey=pygame.K_n, tooltip="Go on (N)")
        self.leave_button = Button(pygame.Rect(0, 0, BUTTON_W, 40), "Leave", coach.leave, font_size=20,
                                   tooltip="Stop for now: Learn to play carries on here next time")
        super().__init__(group, [self.next_button, self.leave_button])
        self.shown = False
        self._said = ""
        self.set_shown(False)

    def set_shown(self, shown: bool) -> None:
        coach = self.coach
        step = coach.step
        self.shown = shown
        self.leave_button.visible = shown
        self.next_button.visible = shown and (step is None or not step.is_move)
        if coach.done:
            self.next_button.label = "Play a real game" if coach.last_part else "Next part"
            self.next_button.rect.width = 190 if coach.last_part else BUTTON_W
        else:
            self.next_button.label = "Next"
            self.next_button.rect.width = BUTTON_W
        said = coach.text()
        if said != self._said:
            self._said = said
            self.t = 0.0  # the outline pulses again for the new note

    def target(self) -> pygame.Rect | None:
        return self.coach.target()

    def text_width(self) -> int:
        if self.area is not None and not self._buttons_beside():
            return super().text_width()
        return self.width_here() - 2 * PAD - 52 - max(b.rect.width for b in self.buttons) - 14

    def lines(self) -> list[tuple[str, pygame.font.Font, Color]]:
        coach = self.coach
        color = C.coral_hi if coach.nudged else C.cream
        return [(coach.heading(), Fonts.bold(BODY_S), C.mustard_hi), (coach.text(), Fonts.body(BODY_L), color)]

    def update(self, dt: float) -> bool:
        super().update(dt)
        return self.target() is not None and self.t < PULSE_SECONDS + 0.1

    def draw_icon(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        c = pygame.Rect(0, 0, 34, 34)
        c.midtop = (r.centerx, r.y)
        pygame.draw.circle(surface, self.accent, c.center, 17)
        draw.text(surface, "!" if self.coach.nudged else "i", Fonts.title(24), C.night_lo, (c.centerx, c.centery + 1),
                  "center")
