"""Replays: step through a recorded game in the game's own table.

A :class:`Replay` drives a :class:`~game.table.scene.GameScene` that is in
replay mode (no computer player acts, no person is asked anything, nothing is
autosaved). Stepping forward applies the next recorded action through the
scene's normal event animations, so a replay looks exactly like the game did;
stepping back or jumping rebuilds the match from the record up to that move
and asks the table to ``sync()``. The game can be watched as an observer who
sees everything, or from one seat (the table then shows only ``view(seat)``
and the log only what that seat was told).

The bar: ``|◀`` start, ``◀◀`` one move back, ``▶``/``❚❚`` play or pause,
``▶▶`` one move on, ``▶|`` end, a track to click anywhere, the speed and
whose eyes to watch through. Keys: Left, Right, Home, End, Space.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.engine.actions import Event
from game.engine.errors import SaveError
from game.engine.match import Match
from game.engine.record import Record, checked_replay
from game.store.saves import spec_for
from game.table.scene import GameScene
from game.ui import draw
from game.ui.scenes import Host
from game.ui.theme import C, Color, Fonts
from game.ui.widgets import Button, Cycle, Widget, WidgetGroup

SPEEDS: tuple[tuple[float, str], ...] = ((0.5, "½×"), (1.0, "1×"), (2.0, "2×"), (4.0, "4×"), (8.0, "8×"))
#: seconds between two moves while playing at 1×, after the move's animation
STEP_PAUSE = 0.9
#: the bar fills the strip at the top that every table keeps free (beside the Menu button)
BAR = pygame.Rect(130, 6, 1140, 54)
#: a copy of the position is kept every this many moves, so jumping back is quick in long games
CHECKPOINT_EVERY = 25
#: the log shows at most this many lines after a jump
LOG_LINES = 300


# -- icons (drawn, so they are crisp and need no glyphs from the fonts) ---------------------------
def _tri(surface: pygame.Surface, cx: float, cy: float, h: float, color: Color, right: bool) -> None:
    w = h * 0.8
    if right:
        pts = [(cx - w / 2, cy - h / 2), (cx + w / 2, cy), (cx - w / 2, cy + h / 2)]
    else:
        pts = [(cx + w / 2, cy - h / 2), (cx - w / 2, cy), (cx + w / 2, cy + h / 2)]
    pygame.draw.polygon(surface, color, pts)


def icon_start(surface: pygame.Surface, r: pygame.Rect, color: Color) -> None:
    h = r.height * 0.8
    pygame.draw.rect(surface, color, (r.centerx - h * 0.5, r.centery - h / 2, max(3, h * 0.16), h))
    _tri(surface, r.centerx + h * 0.12, r.centery, h, color, right=False)


def icon_end(surface: pygame.Surface, r: pygame.Rect, color: Color) -> None:
    h = r.height * 0.8
    pygame.draw.rect(surface, color, (r.centerx + h * 0.5 - max(3, h * 0.16), r.centery - h / 2, max(3, h * 0.16), h))
    _tri(surface, r.centerx - h * 0.12, r.centery, h, color, right=True)


def icon_back(surface: pygame.Surface, r: pygame.Rect, color: Color) -> None:
    h = r.height * 0.7
    _tri(surface, r.centerx - h * 0.3, r.centery, h, color, right=False)
    _tri(surface, r.centerx + h * 0.3, r.centery, h, color, right=False)


def icon_forward(surface: pygame.Surface, r: pygame.Rect, color: Color) -> None:
    h = r.height * 0.7
    _tri(surface, r.centerx - h * 0.3, r.centery, h, color, right=True)
    _tri(surface, r.centerx + h * 0.3, r.centery, h, color, right=True)


def icon_play(surface: pygame.Surface, r: pygame.Rect, color: Color) -> None:
    _tri(surface, r.centerx + r.height * 0.08, r.centery, r.height * 0.95, color, right=True)


def icon_pause(surface: pygame.Surface, r: pygame.Rect, color: Color) -> None:
    h = r.height * 0.85
    w = max(4, h * 0.26)
    for dx in (-h * 0.22, h * 0.22):
        pygame.draw.rect(surface, color, (r.centerx + dx - w / 2, r.centery - h / 2, w, h), border_radius=2)


class Track(Widget):
    """The game as a bar from the first move to the last; click or drag to jump."""

    focusable = False

    def __init__(self, rect: pygame.Rect, replay: "Replay"):
        super().__init__(rect, tooltip="Click to jump to any move")
        self.replay = replay
        self.dragging = False

    def _move_at(self, x: int) -> int:
        t = (x - self.rect.x) / max(1, self.rect.width)
        return round(max(0.0, min(1.0, t)) * self.replay.total)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.inflate(0, 16).collidepoint(event.pos)
            if self.dragging:
                self.replay.jump(self._move_at(event.pos[0]))
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.inflate(0, 16).collidepoint(event.pos):
            self.dragging = True
            self.replay.pause()
            self.replay.jump(self._move_at(event.pos[0]))
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        track = pygame.Rect(r.x, r.centery - 5, r.width, 10)
        pygame.draw.rect(surface, C.night_hi, track, border_radius=5)
        total = max(1, self.replay.total)
        done = track.copy()
        done.width = int(track.width * self.replay.position / total)
        pygame.draw.rect(surface, C.mustard, done, border_radius=5)
        x = track.x + done.width
        pygame.draw.circle(surface, C.cream, (x, track.centery), 10 if self.hovered or self.dragging else 8)
        pygame.draw.circle(surface, C.ink, (x, track.centery), 10 if self.hovered or self.dragging else 8, 2)


class Replay:
    """Steps ``scene`` through ``record`` (the whole game), starting at the scene's match."""

    def __init__(self, scene: GameScene, record: Record, viewer: int | None = None):
        self.scene = scene
        self.record = record
        self.spec = scene.spec
        self.names = record.names()
        # One checked pass over the whole game: validates the file, learns who made each move and
        # keeps every move's events (for the log after a jump).
        self.movers: list[int] = []
        self.move_events: list[list[Event]] = []

        def seen(i: int, seat: int, events: list[Event]) -> None:
            self.movers.append(seat)
            self.move_events.append(events)
        self.final = checked_replay(self.spec, record, on_events=seen)
        start = self._trimmed(0).new_state(self.spec)
        self.opening: list[Event] = list(getattr(start, "opening_events", None) or [])
        self._checkpoints: dict[int, Any] = {0: start}
        self.total = len(record.actions)
        self.playing = False
        self.speed_index = 1
        self._wait = 0.0
        self.viewer = viewer
        people = any(s.is_human for s in record.seats)
        #: watching everything of a game that is still going would spoil it: ask first
        self.spoils = people and not self.final.is_over and bool(self.spec.has_private_info(record.variant))
        self.widgets = WidgetGroup(scene.app.audio)
        self._build_bar()
        scene.viewer = viewer
        if scene.match.move_count:  # the table syncs when it is entered
            self._rebuild(scene.match.move_count, sync=False)

    # -- the bar ---------------------------------------------------------------------------------------
    def _build_bar(self) -> None:
        x, y, h = BAR.x + 8, BAR.y + 5, BAR.height - 10
        specs: list[tuple[str, Callable[[], None], Any, str, int | None]] = [
            ("start", self.to_start, icon_start, "Back to the start (Home)", pygame.K_HOME),
            ("back", self.back, icon_back, "One move back (Left arrow)", None),
            ("play", self.toggle_play, icon_play, "Play or pause (Space)", None),
            ("forward", self.forward, icon_forward, "One move on (Right arrow)", None),
            ("end", self.to_end, icon_end, "To the end (End)", pygame.K_END),
        ]
        self.buttons: dict[str, Button] = {}
        for name, fn, icon, tip, key in specs:
            w = 56 if name == "play" else 46
            b = Button(pygame.Rect(x, y, w, h), "", fn, style="primary" if name == "play" else "quiet",
                       icon=icon, tooltip=tip, hotkey=key, sound="tick")
            self.buttons[name] = self.widgets.add(b)  # type: ignore[assignment]
            x += w + 5
        self.track = Track(pygame.Rect(x + 12, y, 130, h), self)
        self.widgets.add(self.track)
        x += 12 + 130 + 14
        self.speed_cycle = Cycle(pygame.Rect(x, y, 92, h), [label for _, label in SPEEDS], self.speed_index,
                                 on_change=self._speed_changed, font_size=20, tooltip="Playing speed")
        self.widgets.add(self.speed_cycle)
        x += 92 + 6
        options = ["Everyone"] + [f"{n}'s view" for n in self.names]
        self.viewer_cycle = Cycle(pygame.Rect(x, y, 180, h), options,
                                  0 if self.viewer is None else self.viewer + 1, on_change=self._viewer_changed,
                                  font_size=18, tooltip=self.scene.observer_tip)
        self.widgets.add(self.viewer_cycle)
        self.text_rect = pygame.Rect(x + 180 + 14, BAR.y + 4, BAR.right - 12 - (x + 180 + 14), BAR.height - 8)

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index][0]

    def _speed_changed(self, index: int) -> None:
        self.speed_index = index

    def _viewer_changed(self, index: int) -> None:
        viewer = None if index == 0 else index - 1
        if viewer is None and self.spoils and self.viewer is not None:
            from game.ui.dialogs import ConfirmDialog

            self.viewer_cycle.set_index(self.viewer + 1)  # unchanged unless they say yes
            self.pause()
            app = self.scene.app
            app.scenes.push(ConfirmDialog(app, "Show every card?",
                                          "This game is not finished. Watching as everyone shows every "
                                          "player's hidden cards.", lambda: self.set_viewer(None),
                                          yes="Show everything"))
            return
        self.set_viewer(viewer)

    # -- moving through the game ----------------------------------------------------------------------
    @property
    def position(self) -> int:
        return self.scene.match.move_count

    @property
    def at_end(self) -> bool:
        return self.position >= self.total

    def forward(self) -> None:
        """Play the next recorded move with its animation."""
        if self.at_end:
            self.playing = False
            return
        self.scene.player.skip()
        action = self.record.actions[self.position]
        events = self.scene.match.apply(action)
        self.scene.play_events(events)

    def back(self) -> None:
        self.pause()
        self.jump(self.position - 1)

    def to_start(self) -> None:
        self.pause()
        self.jump(0)

    def to_end(self) -> None:
        self.pause()
        self.jump(self.total)

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
            return
        if self.at_end:
            self.jump(0)
        self.playing = True
        self._wait = STEP_PAUSE  # the first move comes at once

    def pause(self) -> None:
        self.playing = False

    def jump(self, k: int) -> None:
        """Show the position after ``k`` moves, without animation."""
        k = max(0, min(self.total, k))
        if k == self.position and self.scene.player.idle:
            return
        self.scene.player.skip()
        self._rebuild(k)

    def set_viewer(self, viewer: int | None) -> None:
        self.viewer = viewer
        self.viewer_cycle.set_index(0 if viewer is None else viewer + 1)
        self.scene.player.skip()
        self.scene.viewer = viewer
        self._rebuild(self.position)

    def _trimmed(self, k: int) -> Record:
        rec = self.record
        return Record(rec.game, rec.variant, rec.seed, rec.seats, list(rec.actions[:k]), rec.deck, rec.start)

    def state_at(self, k: int) -> Any:
        """A fresh copy of the position after ``k`` moves (from the nearest kept copy before it)."""
        base = max(i for i in self._checkpoints if i <= k)
        state = self._checkpoints[base].copy()
        for i in range(base, k):
            if i % CHECKPOINT_EVERY == 0 and i not in self._checkpoints:
                self._checkpoints[i] = state.copy()
            state.apply(self.record.actions[i])
        if k % CHECKPOINT_EVERY == 0 and k not in self._checkpoints:
            self._checkpoints[k] = state.copy()
        return state

    def _rebuild(self, k: int, sync: bool = True) -> None:
        """Replace the scene's match by the game after ``k`` moves; refill the log as ``viewer`` saw it."""
        match = Match(self.spec, self._trimmed(k), self.state_at(k))
        match.undo_enabled = False
        lines: list[tuple[str, int | None]] = []
        for events in reversed([self.opening, *self.move_events[:k]]):  # newest first, only what the log shows
            told: list[tuple[str, int | None]] = []
            self._tell(events, told)
            lines[:0] = told
            if len(lines) >= LOG_LINES:
                break
        scene = self.scene
        scene.match = match
        scene.log.clear()
        for text, seat in lines[-LOG_LINES:]:
            scene.log.add(text, seat)
        scene.view = scene.current_view()
        if sync:
            scene.sync()

    def _tell(self, events: list[Event], lines: list[tuple[str, int | None]]) -> None:
        """The log lines of ``events`` as the table would write them for ``viewer``."""
        words = getattr(self.scene, "log_text", None)  # a table may shorten or skip lines
        for event in events:
            shown = event.redact(self.viewer)
            if shown is None:
                continue
            text = words(shown) if callable(words) else shown.describe(self.names)
            if text:
                seat = getattr(shown, "seat", None)
                lines.append((text, seat if isinstance(seat, int) else None))

    # -- frame -------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys: dict[int, Callable[[], None]] = {
                pygame.K_RIGHT: self.forward, pygame.K_LEFT: self.back, pygame.K_HOME: self.to_start,
                pygame.K_END: self.to_end, pygame.K_SPACE: self.toggle_play,
            }
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.scene.result_table is not None:
                keys[event.key] = self.scene.back_to_result  # a replay of the game just finished
            fn = keys.get(event.key)
            if fn is not None:
                if fn is self.forward:
                    self.pause()
                fn()
                return True
        return self.widgets.handle(event)

    def update(self, dt: float) -> bool:
        scene = self.scene
        scene.player.speed = scene.app.settings.speed_factor * self.speed
        if self.playing and scene.player.idle:
            if self.at_end:
                self.playing = False
            else:
                self._wait += dt * self.speed
                if self._wait >= STEP_PAUSE:
                    self._wait = 0.0
                    self.forward()
        self.buttons["play"].icon = icon_pause if self.playing else icon_play
        self.buttons["back"].enabled = self.buttons["start"].enabled = self.position > 0
        self.buttons["forward"].enabled = self.buttons["end"].enabled = not self.at_end
        busy = self.widgets.update(dt)
        return busy or self.playing

    def headline(self) -> str:
        """Where the replay stands: "Move 12 of 80", and the result at the end."""
        k = self.position
        text = "The start of the game" if k == 0 else f"Move {k} of {self.total}"
        if k == self.total and self.final.is_over:
            winners = [self.names[w] for w in (self.final.winners or ()) if 0 <= w < len(self.names)]
            text += " · " + (f"{' & '.join(winners)} won" if winners else "game over")
            if self.scene.result_table is not None:  # (the last move is told below; this is where to go now)
                text = (f"{' & '.join(winners)} won" if winners else "Game over") + " · Enter: the result"
        return text

    def move_text(self) -> str:
        """The move just shown, in words: "Sam: Give the card to Alex"."""
        k = self.position
        if k == 0:
            return f"{self.total} moves recorded" if self.total != 1 else "1 move recorded"
        seat = self.movers[k - 1] if k - 1 < len(self.movers) else -1
        action = self.record.actions[k - 1]
        words = getattr(self.scene, "action_text", None)  # a table may put a move in its own words
        what = words(action) if callable(words) else action.describe(self.names)
        return f"{self.names[seat]}: {what}" if 0 <= seat < len(self.names) else what

    def status(self) -> str:
        return f"{self.headline()}: {self.move_text()}"

    def draw(self, surface: pygame.Surface) -> None:
        draw.panel(surface, BAR, C.night_lo, radius=18, shadow=4)
        self.widgets.draw(surface)
        r = self.text_rect
        draw.text(surface, self.headline(), Fonts.bold(17), C.mustard, (r.x, r.y + 1), max_width=r.width)
        draw.text(surface, self.move_text(), Fonts.body(17), C.text, (r.x, r.y + 24), max_width=r.width)
        tip = self.widgets.tooltip_widget()
        if tip is not None:  # above the table, which is drawn after the bar
            from game.ui.widgets import draw_tooltip
            draw_tooltip(surface, tip.tooltip, tip.rect)


def replay_scene(app: Host, record: Record, *, viewer: int | None | str = "auto", position: int = 0) -> GameScene:
    """``record`` in its game's own table, in replay mode, at move ``position`` (not yet shown).

    ``viewer="auto"``: a finished game (or one without people) is shown to an
    observer who sees everything; an unfinished game with people in it is
    shown through the first person's eyes, so that opening a replay never
    spoils a game that is still going. Raises :class:`SaveError` for a record
    that does not replay.
    """
    spec = spec_for(record.game)
    start = Match.from_record(spec, record, upto=max(0, min(position, len(record.actions))))
    scene = app.scenes.make("table", start, autosave=False, observer=True)
    replay = Replay(scene, record, None if viewer == "auto" else viewer)  # type: ignore[arg-type]
    scene.enable_replay(replay)
    if viewer == "auto" and replay.spoils:
        replay.set_viewer(next(i for i, s in enumerate(record.seats) if s.is_human))
    return scene


def open_replay(app: Host, record: Record, *, viewer: int | None | str = "auto", position: int = 0) -> GameScene:
    """Open :func:`replay_scene` on top of the main menu."""
    scene = replay_scene(app, record, viewer=viewer, position=position)
    app.scenes.start(scene)
    return scene


__all__ = ["Replay", "SPEEDS", "open_replay", "replay_scene", "SaveError"]
