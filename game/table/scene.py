"""What every game table has in common, so the three tables only draw and click.

:class:`GameScene` runs the match: it animates the events of each action
through the :class:`EventPlayer`, lets computer players decide at a readable
pace (on a worker thread, from their own view only), shows the hand-off screen
between people when private information is on the table, autosaves after every
action, offers undo when the engine allows it, and opens the pause and
game-over overlays. A game's scene subclasses it and implements:

* ``sync()``: rebuild sprites from ``self.view`` (after load, undo, hand-off);
* ``animate(event)``: the steps that show one (already redacted) event;
* ``on_human_decision(decision)``: prepare the clickable choices;
* ``draw_table(surface)`` and ``handle_table(event)``.

and may refine ``hint_target(action)``: where the table shows a hinted move.

Rules stay in the engine: the scene never decides what is legal, it offers the
pending decision's actions and forwards the chosen one with :meth:`submit`.

Two helps are built in for every game. **Hint** (button and key H, switched off
in Settings): a person whose turn it is asks what a strong computer player would
do; the answer comes from that seat's view only (see :mod:`game.table.hints`),
is worked out on the computer-player thread, and is shown only to that person
(in a hot-seat game with secrets, after their hand-off). It can be played with
one press and is counted in the match record. **Why not?**: a move the rules
refuse is explained in one line, with **Show me** opening the Rules page at the
rule (the ``rule`` of the engine's :class:`IllegalActionError`).

A table opened with a ``coach`` (:class:`game.table.coach.Coach`) is a guided game
(Learn to play): only the moves its notes ask for are played, the computer players
wait while the person reads, and there are no hints, undo or autosave.
"""

from __future__ import annotations

import dataclasses
import logging
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Protocol, Sequence

import pygame

from game.engine.actions import Action, Decision, Event, GameOver
from game.engine.bots import Advice
from game.engine.errors import IllegalActionError, rule_of
from game.engine.match import Match, new_match
from game.engine.naming import does, is_you, whose
from game.engine.record import Record
from game.engine.runner import make_bots
from game.engine.views import sight
from game.store import saves
from game.table import hints as hinting
from game.table.coach import HintCallout, WhyNotPanel, bulb_icon
from game.table.overlays import GameOverOverlay, HandoffScene, PauseOverlay
from game.ui import draw
from game.ui.event_player import Call, EventPlayer, Step, Wait
from game.ui.log_cache import CachedLogPanel
from game.ui.scenes import Host, Scene
from game.ui.stage import Effect, Effects
from game.ui.theme import SIZE, C, Fonts
from game.ui.widgets import Button, WidgetGroup


class ReplayControl(Protocol):
    """What a table in replay mode hands its input, frames and status strip to."""

    def handle(self, event: pygame.event.Event) -> bool: ...
    def update(self, dt: float) -> bool: ...
    def draw(self, surface: pygame.Surface) -> None: ...

log = logging.getLogger(__name__)

BOT_PAUSE = 0.6  # seconds a computer player "thinks" at normal speed

#: A seat number that is nobody's: events redacted for it show only what everyone saw.
PUBLIC_SEAT = -1
#: How many lines of the story so far a resumed game's log shows.
HISTORY_LINES = 200

#: Keys that only move a cursor or the focus: held down they may repeat, since they decide nothing.
NAVIGATION_KEYS = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB,
                             pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_ESCAPE))
ARROW_KEYS = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN))
#: The key that skipped the computer players' moves decides nothing while it is still being
#: hammered (pressed again within this many seconds of its last press), nor this soon after a
#: question appears: nobody reads a question that fast.
DECISION_SETTLE = 0.5
#: ... "this soon" applies to a question that came up within this many seconds of a skip
HURRY_WINDOW = 2.0
#: the status pill ends before here (tables keep their own controls at the top right)
STATUS_RIGHT = SIZE[0] - 160


class GameScene(Scene):
    name = "game"
    #: where the log panel goes; subclasses may move it
    log_rect = pygame.Rect(SIZE[0] - 300, 70, 290, 300)
    #: what a replay's "Everyone" view shows, in its tooltip (a table that lays out fewer hands says so)
    observer_tip = "Watch as an observer who sees every card, or through one player's eyes"

    def __init__(self, app: Host, match: Match, *, autosave: bool = True, observer: bool = False,
                 coach: Any = None, intro: Sequence[str] = ()):
        super().__init__(app)
        self.match = match
        #: the first lines of the log: a scenario's title and what it is about (from the Load screen)
        self.intro = [line for line in intro if line]
        self.spec = match.spec
        self.names = match.names()
        seats = match.record.seats
        self.humans = [i for i, s in enumerate(seats) if s.is_human and not observer]
        levels = [s.level if not s.is_human else "random" for s in seats]
        try:
            self.bots = make_bots(self.spec, levels, match.record.seed, match.record.variant)
        except ValueError:  # an unknown level in an old save: play it at normal
            self.bots = make_bots(self.spec, ["normal" if l not in self.spec.bots else l for l in levels],
                                  match.record.seed, match.record.variant)
        saves.restore_bots(match, self.bots)  # a resumed game: each computer player's dice where they were
        self.autosave = autosave
        self.player = EventPlayer(app.settings.speed_factor)
        self.log = CachedLogPanel(self.log_rect)  # redrawn only when a line comes or it scrolls
        self.effects = Effects()  # bubbles, banners and the like, on the animation clock
        self.widgets = WidgetGroup(app.audio)
        self.handed_to: int | None = None
        self.viewer: int | None = self._initial_viewer()
        self.view: Any = match.state.view(self.viewer)
        self._executor: ThreadPoolExecutor | None = None
        self._future: Future | None = None
        self._bot_wait = 0.0
        self._prompted_at: int | None = None
        self._decision_shown: tuple[int, float] | None = None  # when the person's question appeared
        self._skipped_by: tuple[int, float] | None = None  # the key that last skipped animations, and when
        self._over_shown = False
        self._result: tuple[str, list[str], list[int]] | None = None  # the game-over dialog's contents
        #: True while :meth:`history_lines` retells a resumed game: a table whose ``log_text`` leaves a
        #: line to its animation (which does not run then) should return that line instead
        self.retelling = False
        self.fast_forward = False
        match.undo_enabled = app.settings.undo_allowed
        # after Continue, the person who just moved may still take it back
        self.last_human_actor: int | None = next((s for s in self.humans if match.can_undo(s)), None)
        #: move number -> (seat, forced, revealed) of each move a person made at this table: Undo takes
        #: back the forced ones the table played for them (nothing to choose) with the choice before
        self._human_moves: dict[int, tuple[int, bool, bool]] = {}
        #: True from an Undo until the next move: the question taken back is asked in full (a table
        #: that answers some questions itself after a beat, as Alarm!'s Lawyer, asks properly then)
        self.taken_back = False
        self._finished_path = None
        self.replay: ReplayControl | None = None
        #: a replay opened from a game's result dialog: that finished table, kept below it to go back to
        self.result_table: GameScene | None = None
        self.hint: HintCallout | None = None  # the hint on screen (or being worked out)
        self._hint_future: Future | None = None
        self._hint_answer: tuple[tuple[int, int], Advice | None] | None = None  # the last hint, kept to show again
        self.why_not: WhyNotPanel | None = None  # the last refused move, explained
        self._add_common_buttons()
        #: the guided game's coach (Learn to play, :mod:`game.table.coach`), or ``None`` in a real game
        self.coach: Any = coach
        if coach is not None:
            coach.attach(self)

    def enable_replay(self, replay: "ReplayControl") -> None:
        """Watch a recorded game instead of playing: no bots act, nobody is asked anything,
        nothing is autosaved; ``replay`` (a :class:`~game.table.replay.Replay`) steps through it."""
        self.autosave = False
        self.humans = []
        self.match.undo_enabled = False
        self.undo_button.visible = self.skip_button.visible = self.hint_button.visible = False
        self.close_hint()
        self.close_why_not()
        self.replay = replay
        self.view = self.current_view()

    # -- who sees what -----------------------------------------------------------------
    def _initial_viewer(self) -> int | None:
        if not self.humans:
            return None  # computer players only: watch with everything visible
        return self.humans[0]

    def private_info(self) -> bool:
        return bool(self.spec.has_private_info(self.match.record.variant))

    def needs_handoff(self, decision: Decision) -> bool:
        """Hide the table before ``decision`` if another person saw private things last."""
        return (len(self.humans) >= 2 and self.app.settings.handoff_screens and self.private_info()
                and decision.seat != self.handed_to)

    def is_human(self, seat: int) -> bool:
        return seat in self.humans

    def current_view(self) -> Any:
        return self.match.state.view(self.viewer)

    # -- common buttons --------------------------------------------------------------------
    def _add_common_buttons(self) -> None:
        self.menu_button = self.widgets.add(Button(pygame.Rect(10, 10, 110, 46), "Menu", self.open_pause,
                                                   font_size=22, tooltip="Pause, save, settings, rules (Esc)"))
        self.undo_button = self.widgets.add(Button(pygame.Rect(128, 10, 110, 46), "Undo", self.undo, font_size=22,
                                                   hotkey=None, tooltip="Take back your last move (Ctrl+Z)"))
        self.skip_button = self.widgets.add(Button(pygame.Rect(246, 10, 110, 46), "Skip »", self.skip,
                                                   font_size=22, tooltip="Finish the computer players' moves "
                                                                         "at once (Space)"))
        self.hint_button = self.widgets.add(Button(pygame.Rect(364, 10, 110, 46), "Hint", self.request_hint,
                                                   font_size=22, hotkey=pygame.K_h, icon=bulb_icon,
                                                   tooltip="What would a strong computer player do here, "
                                                           "and why? (H)"))
        self.hint_button.visible = False  # only while a person whose turn it is may ask
        # after "Look at table", the way back to the result, Play again and Watch replay
        self.result_button = self.widgets.add(Button(pygame.Rect(128, 10, 228, 46), "Result & replay",
                                                     self.show_result, style="primary", font_size=22,
                                                     hotkey=pygame.K_RETURN,
                                                     tooltip="Who won, Play again, Watch replay (Enter)"))
        self.result_button.visible = False

    # -- hints ---------------------------------------------------------------------------------
    def hints_on(self) -> bool:
        """Whether this table offers hints at all (a setting; never in a replay)."""
        return self.replay is None and self.coach is None and bool(getattr(self.app.settings, "hints", True))

    def hint_seat(self) -> int | None:
        """The seat of the person who may ask for a hint now (their question is on screen), or ``None``."""
        d = self.match.state.pending
        if not self.hints_on() or d is None or not self.is_human(d.seat) or not self.player.idle:
            return None
        if self._prompted_at != self.match.move_count or self._decision_shown is None:
            return None
        return d.seat

    def screen_is_private_to(self, seat: int) -> bool:
        """Whether only ``seat``'s person looks at the screen now: nobody else at the laptop has
        secrets to keep (one person, nothing private, or hand-off screens switched off), or the
        laptop was handed to them."""
        if len(self.humans) < 2 or not self.private_info() or not self.app.settings.handoff_screens:
            return True
        return self.handed_to == seat

    def request_hint(self) -> None:
        """The Hint button or H: show the hint to the person whose turn it is (again: hide it)."""
        seat = self.hint_seat()
        if seat is None:
            self.app.audio.play("buzz", 0.4)
            return
        key = (seat, self.match.move_count)
        if self.hint is not None:
            same = self.hint.key == key
            self.close_hint()
            if same:
                return
        if not self.screen_is_private_to(seat):
            # the table shows what everyone may see: hand the laptop over first, the hint is theirs alone
            self.app.scenes.push(HandoffScene(self.app, seat, self.names[seat], lambda: self._hint_handed(*key),
                                              "A hint is private: everyone else, please look away."))
            return
        self._ask_hint(seat)

    def _hint_handed(self, seat: int, move: int) -> None:
        d = self.match.state.pending
        if d is None or d.seat != seat or self.match.move_count != move:
            return
        self.handed_to = seat
        self.viewer = seat
        self.view = self.current_view()
        self.sync()
        self._ask_hint(seat)

    def _ask_hint(self, seat: int) -> None:
        move = self.match.move_count
        self.close_why_not()
        who = self.names[seat] if len(self.humans) > 1 and not is_you(self.names[seat]) else ""
        self.hint = HintCallout(self.widgets, seat, move, who, self.play_hint, self.close_hint)
        if self._hint_answer is not None and self._hint_answer[0] == self.hint.key:
            self._show_hint(self._hint_answer[1], count=False)  # the same point: the same hint, counted once
            return
        decision = self.match.state.pending
        assert decision is not None
        view = self.match.state.view(seat)  # the seat's own view: all the advisor is ever given
        advisor = self.hint_advisor(seat)
        record = dataclasses.replace(self.match.record, actions=list(self.match.record.actions))  # as it is now

        def work() -> Advice:
            hinting.brief(advisor, self.spec, record, seat)  # (what the seat saw before, if it must remember)
            return hinting.ask(advisor, view, decision)

        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._hint_future = self._executor.submit(work)
        self.app.mark_dirty()

    def hint_advisor(self, seat: int) -> Any:
        """The computer player that answers ``seat``'s hint: a fresh one of the game's strongest level."""
        return hinting.make_advisor(self.spec, self.match.record, seat)

    def _poll_hint(self) -> None:
        future = self._hint_future
        if future is None or not future.done():
            return
        self._hint_future = None
        try:
            advice = future.result()
        except Exception:  # noqa: BLE001 - a bug in a hint must not end the family's game
            log.exception("the hint's computer player failed")
            advice = None
        if self.hint is not None and self.hint.state == HintCallout.THINKING:
            self._show_hint(advice, count=True)

    def _show_hint(self, advice: Advice | None, *, count: bool) -> None:
        hint = self.hint
        decision = self.match.state.pending
        if hint is None or decision is None:
            return
        legal = hinting.legal_advice(advice, self.match.state, decision) if advice is not None else None
        self._hint_answer = (hint.key, advice if legal is not None else None)
        if advice is None or legal is None:
            if advice is not None:
                log.warning("the hint's computer player advised a move that is not legal: %r", advice.action)
            hint.failed()
            self.app.mark_dirty()
            return
        try:
            target = self.hint_target(advice.action)
        except Exception:  # noqa: BLE001 - the outline is a nicety
            log.exception("could not find where the hinted move is on the table")
            target = None
        hint.ready(advice.action, self.hint_label(advice.action, target), hinting.plain(advice.reason), target)
        if count:
            self.match.note_hint(hint.seat)
            if self.autosave:
                saves.write_autosave(self.match, self.bots_at_rest())
        self.app.mark_dirty()

    def play_hint(self) -> None:
        """"Play it": the hinted move, through the engine's gate like any other choice."""
        hint = self.hint
        if hint is None or hint.action is None or hint.key != (self.hint_seat(), self.match.move_count):
            return
        action = hint.action
        self.close_hint()
        self.play_hinted(action)

    def play_hinted(self, action: Action) -> bool:
        """Play the hinted ``action`` (a table that builds a choice in steps may show it being made)."""
        return self.submit(action)

    def close_hint(self) -> None:
        """Take the hint off the table (one still being worked out is dropped when it arrives)."""
        if self.hint is not None:
            self.hint.close()
            self.hint = None
            self.app.mark_dirty()

    def hint_target(self, action: Action) -> pygame.Rect | None:
        """Where the table shows ``action`` (the card, seat or square it is about), to outline with the
        hint; ``None`` (the default): the callout's words alone say it."""
        return None

    def hint_label(self, action: Action, target: pygame.Rect | None) -> str:
        """The hint's headline: the move in words (a table whose moves name squares or cards by number
        may say "the lit square" instead, as the outline shows it)."""
        return action.describe(self.names)

    def hints_line(self) -> str:
        """The game-over screen's line about hints ("Hints taken: Sam 2"; "Hints: Sam 2" read like a
        heading), or "" if nobody took one."""
        counts = self.match.hints_taken()
        taken = [f"{self.names[s]} {n}" for s, n in enumerate(counts) if n]
        return "Hints taken: " + ", ".join(taken) if taken else ""

    # -- Why not? ------------------------------------------------------------------------------
    def refuse(self, message: str, rule: str | None = None, near: pygame.Rect | None = None) -> None:
        """Tell the person why a move was refused, with "Show me" to read the rule. Tables may call
        it for refusals of their own; ``near``: where the move was tried (the panel goes beside it).
        In a lesson that waits for a move, the lesson's own nudge says it instead."""
        if self.coach is not None and self.coach.refused():
            self.close_why_not()
            return
        self.app.audio.play("buzz", 0.6)
        self.close_why_not()
        self.why_not = WhyNotPanel(self.widgets, message, rule if rule is not None else rule_of(message),
                                   self.show_rule, self.close_why_not, near)
        self._layout_panels()
        self.app.mark_dirty()

    def refuse_action(self, action: Action, near: pygame.Rect | None = None) -> None:
        """Explain in the engine's own words why ``action`` cannot be played now, without trying it."""
        state = self.match.state
        if state.pending is None:
            return
        why = state.explain_illegal(action)
        self.refuse(str(why), rule_of(why) or state.rule_for(action), near)

    def show_rule(self) -> None:
        """"Show me": the Rules page of this game at the rule that refused the move (its top if the
        game did not name one); Back comes back here."""
        rule = self.why_not.rule if self.why_not is not None else None
        self.close_why_not()
        self.app.scenes.open("rules", self.spec.id, rule)

    def close_why_not(self) -> None:
        if self.why_not is not None:
            self.why_not.close()
            self.why_not = None
            self.app.mark_dirty()

    # -- the two panels ------------------------------------------------------------------------
    def open_panels(self) -> list[HintCallout | WhyNotPanel]:
        """The help panels on screen now (a hint that is still being worked out shows after a moment)."""
        out: list[HintCallout | WhyNotPanel] = []
        if self.hint is not None and self.hint.shown:
            out.append(self.hint)
        if self.why_not is not None:
            out.append(self.why_not)
        if self.coach is not None and self.coach.callout is not None and self.coach.callout.shown:
            out.append(self.coach.callout)
        return out

    def callout_area(self) -> pygame.Rect | None:
        """Where this table puts the hint and the lesson's notes (``None``: beside what they point at).
        A table with a spot it can spare while a person decides (the log, say) may name it."""
        return None

    def panel_bounds(self) -> pygame.Rect | None:
        """The columns a hint or note placed beside what it points at must stay within (``None``: the
        whole width). A table whose sidebar draws buttons over anything under them names its play area."""
        return None

    def panel_keep_clear(self) -> pygame.Rect | None:
        """A part of the table a hint or note beside what it points at must not cover (``None``: any),
        unless it points into it. Alcatraz keeps your own row in sight: a note about your hand sat
        over the plan in front of you that it told you to lay off to."""
        return None

    def _layout_panels(self) -> None:
        hint = self.hint if self.hint is not None and self.hint.shown else None
        lesson = self.coach.callout if self.coach is not None and self.coach.callout is not None else None
        area, bounds, clear = self.callout_area(), self.panel_bounds(), self.panel_keep_clear()
        if lesson is not None and lesson.shown:
            lesson.layout(avoid=clear, area=area, bounds=bounds)
            hint = hint or lesson
        elif hint is not None:
            hint.layout(avoid=clear, area=area, bounds=bounds)
        if self.why_not is not None:
            self.why_not.layout(avoid=hint.rect if hint is not None else None, area=area if hint is None else None,
                                bounds=bounds)

    def _update_panels(self, dt: float) -> bool:
        seat = self.hint_seat()
        self.hint_button.visible = seat is not None
        self.hint_button.selected = self.hint is not None
        if self.hint is not None and self.hint.key != (seat, self.match.move_count):
            self.close_hint()  # the decision was made, the seat changed, or hints were switched off
        self._poll_hint()
        busy = self._hint_future is not None  # keep looking for the answer
        if self.hint is not None:
            was = self.hint.shown
            busy = self.hint.update(dt) or busy
            self.hint.close_button.visible = self.hint.shown
            if self.hint.shown and not was:
                self.app.mark_dirty()
        if self.why_not is not None:
            self.why_not.update(dt)
            if self.why_not.expired:
                self.close_why_not()
        self._layout_panels()
        return busy

    def _handle_panels(self, event: pygame.event.Event) -> bool:
        """A press on a panel goes to its buttons and never through it to the table below."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        for panel in self.open_panels():
            if panel.contains(event.pos):
                self.widgets.handle(event)
                return True
        return False

    # -- life cycle --------------------------------------------------------------------------
    def enter(self) -> None:
        self._prompted_at = None
        self.sync()
        if self.match.move_count == 0:
            for line in self.setting_lines():
                self.log.add(line)
            self.play_events(self.match.opening_events)
        elif self.replay is None:
            self.rebuild_log()
            moves = self.match.move_count
            self.log.add(f"Game resumed: {moves} move{'s' if moves != 1 else ''} so far.")
        self.app.audio.play("shuffle", 0.7)

    def exit(self) -> None:
        if self.autosave:
            saves.flush_autosave()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    def settings_changed(self) -> None:
        self.player.speed = self.app.settings.speed_factor
        self.match.undo_enabled = self.app.settings.undo_allowed

    def resume(self) -> None:
        self.settings_changed()

    def on_window_close(self) -> None:
        if self.autosave and not self.match.state.is_over:
            saves.write_autosave(self.match, self.bots_at_rest())

    # -- playing events --------------------------------------------------------------------
    def play_events(self, events: Sequence[Event]) -> None:
        for event in events:
            shown = event.redact(self.viewer)
            if shown is None:
                continue
            text = self.log_text(shown)
            if text:
                seat = getattr(shown, "seat", None)
                self.player.add(Call(lambda text=text, seat=seat: self.log.add(text, seat if isinstance(seat, int)
                                                                                 else None)))
            steps = self.animate(shown)
            if steps:
                self.player.extend(steps)
        self.player.add(Call(self._after_events))

    def history_viewer(self) -> int | None:
        """Whose eyes the story so far is told through when a game is resumed: the one person
        at the table, everyone's (``None``) when only computers play, and nobody's in
        particular (:data:`PUBLIC_SEAT`) when several people share the screen and cards are
        private, since any of them may be looking."""
        if not self.humans:
            return None
        if len(self.humans) > 1 and self.private_info():
            return PUBLIC_SEAT
        return self.viewer

    def history_lines(self) -> list[tuple[str, int | None]]:
        """The log of the game so far, rebuilt by replaying its record's events through
        :meth:`log_text` as :meth:`history_viewer` saw them (the last :data:`HISTORY_LINES`)."""
        viewer = self.history_viewer()
        lines: list[tuple[str, int | None]] = []

        def note(events: Sequence[Event]) -> None:
            for event in events:
                shown = event.redact(viewer)
                text = self.log_text(shown) if shown is not None else None
                if text:
                    seat = getattr(shown, "seat", None)
                    lines.append((text, seat if isinstance(seat, int) and seat >= 0 else None))

        record = self.match.record
        state = record.new_state(self.spec)
        self.retelling = True
        try:
            note(list(getattr(state, "opening_events", []) or []))
            for action in record.actions:
                note(state.apply(action))
        finally:
            self.retelling = False
        return lines[-HISTORY_LINES:]

    def rebuild_log(self) -> None:
        """Continue and Load: show what happened before, not an empty log."""
        try:
            lines = self.history_lines()
        except Exception:  # noqa: BLE001 - the story is a nicety; the game itself was replayed fine
            log.exception("could not rebuild the log of a resumed game")
            return
        self.log.clear()
        if len(lines) < HISTORY_LINES:  # (the story from its very start: say how that start came about)
            for line in self.setting_lines():
                self.log.add(line)
        for text, seat in lines:
            self.log.add(text, seat)

    def setting_lines(self) -> list[str]:
        """How a game set up part-way through (a scenario) came about, for the top of its log: a
        log with nothing in it tells a family nothing. The scenario's own words when the Load
        screen gave them, then where things stand (:meth:`position_lines`). A lesson's later parts
        start so too: their log names the part (its note says what to do), rather than stay empty."""
        if self.match.record.start is None:
            return []
        if self.coach is not None:
            if self.match.opening_events:  # (its own story is told: Alarm!'s Lawyers dealt, the first turn)
                return []
            heading = self.coach.heading().replace(" · ", ", ", 1)
            lines = [heading if heading[-1] in ".!?" else heading + "."]
        else:
            lines = list(self.intro) or ["This game was set up part-way through."]
        try:
            lines += self.position_lines()
        except Exception:  # noqa: BLE001 - a nicety: the game itself is fine
            log.exception("could not describe the starting position")
        return lines

    def position_lines(self) -> list[str]:
        """Where things stand in a position set up part-way through (tables say more: scores, rounds)."""
        d = self.match.state.pending
        if d is None:
            return []
        return [f"{does(self.names[d.seat], 'is')} to play."]

    def log_text(self, event: Event) -> str | None:
        """The log line of a shown event (``None``: no line). Tables may shorten chatty events
        or keep out of the log what the next person at the keyboard must not read."""
        return event.describe(self.names)

    def _after_events(self) -> None:
        self.view = self.current_view()
        self.sync()

    def submit(self, action: Action) -> bool:
        """A person chose ``action``. Returns False (and explains) if it is not allowed."""
        decision = self.match.state.pending
        if decision is None or not self.is_human(decision.seat):
            return False
        if self.coach is not None and self.match.state.can_apply(action) and not self.coach.allows(action):
            return False  # a legal move, but not the one the lesson asks for: the coach says so kindly
        number = self.match.move_count
        try:
            events = self.match.apply(action)
        except IllegalActionError as exc:
            self.refuse(str(exc), exc.rule)
            return False
        self._human_moves[number] = (decision.seat, decision.forced, any(e.reveals for e in events))
        self.last_human_actor = decision.seat
        self._after_apply(events)
        if self.coach is not None:
            self.coach.moved(action)
        return True

    def _after_apply(self, events: list[Event]) -> None:
        self.taken_back = False
        self._prompted_at = None
        self._decision_shown = None
        self.close_hint()
        self.hint_button.visible = False  # the next question brings it back, for whoever is asked then
        self.close_why_not()
        self.clear_prompt()
        if self.autosave:
            if self.match.state.is_over:
                self._finished_path = saves.finish_game(self.match)
            else:
                saves.write_autosave(self.match, self.bots_at_rest())
        self.play_events(events)
        if self.fast_forward:
            self.player.skip()

    def undo_depth(self) -> int:
        """How many moves Undo takes back (0: none). A move with nothing to choose (Alarm!'s Lawyer
        question when there is no Lawyer to call) is played for the person at once: taking back
        only that one would see it played again at once, so Undo did nothing, again and again.
        Undo takes back such moves together with the person's own choice before them, or not at all."""
        seat = self.last_human_actor
        if seat is None or not self.match.can_undo(seat):
            return 0
        n = self.match.move_count
        depth = 0
        while self._human_moves.get(n - 1 - depth, (None, False, False))[:2] == (seat, True):
            depth += 1
            before = self._human_moves.get(n - 1 - depth)
            if before is None or before[0] != seat or before[2]:
                return 0  # only forced moves since someone else acted (or something was revealed)
        return depth + 1

    def undo(self) -> None:
        seat = self.last_human_actor
        depth = self.undo_depth()
        if seat is None or not depth or not self.player.idle:
            self.app.audio.play("buzz", 0.5)
            return
        for _ in range(depth):
            self.match.undo(seat)
        for number in [k for k in self._human_moves if k >= self.match.move_count]:
            del self._human_moves[number]
        self.taken_back = True
        self.log.add(f"{self.names[seat]} took back a move.", seat)
        self._prompted_at = None
        self._decision_shown = None
        self.close_hint()
        self._hint_answer = None
        self.close_why_not()
        self.clear_prompt()
        self.view = self.current_view()
        self.sync()
        if self.autosave:
            saves.write_autosave(self.match, self.bots_at_rest())

    def can_undo_now(self) -> bool:
        seat = self.last_human_actor
        return (seat is not None and self.player.idle and self._future is None
                and self.undo_depth() > 0 and not self.match.state.is_over)

    def undo_hint(self) -> str:
        """Why the Undo button is (not) available, for its tooltip."""
        if self.can_undo_now():
            seat = self.last_human_actor
            who = whose(self.names[seat], start=False) if seat is not None and 0 <= seat < len(self.names) else "your"
            return f"Take back {who} last move (Ctrl+Z)"
        return ("Undo takes back your own last move, until another player acts or a hidden card "
                "or random result is revealed")

    def skip(self) -> None:
        self.player.skip()
        decision = self.match.state.pending
        if decision is not None and not self.is_human(decision.seat):
            self.fast_forward = True
            self._bot_wait = 0.0

    def open_pause(self) -> None:
        self.app.scenes.push(PauseOverlay(self.app, self))

    def watch_replay(self) -> None:
        """Watch this game again from the start (the game-over overlay's "Watch replay"). The replay
        opens over this table, so that it can offer the way back to the result and Play again."""
        rec = self.match.record
        record = Record(rec.game, rec.variant, rec.seed, list(rec.seats), list(rec.actions), rec.deck, rec.start)
        replay = self.app.scenes.make("replay", record, viewer="auto")
        if not isinstance(replay, GameScene) or not self.match.state.is_over or self not in self.app.scenes.stack:
            self.app.scenes.start(replay)
            return
        replay.result_table = self
        while self.app.scenes.top is not self:  # (the result dialog closes; this table is on top again)
            self.app.scenes.pop()
        self.app.scenes.push(replay)

    def back_to_result(self) -> None:
        """In a replay opened from a result: close it and show that result again."""
        table = self.result_table
        if table is None or table not in self.app.scenes.stack:
            self.app.scenes.home()
            return
        self.app.scenes.pop(self)
        table.show_result()

    def snapshot(self) -> pygame.Surface:
        """The table drawn on its own (for save pictures)."""
        surface = pygame.Surface(SIZE)
        self.draw(surface)
        return surface

    # -- the loop ---------------------------------------------------------------------------
    def admit(self, event: pygame.event.Event) -> bool:
        """A key makes a decision only if it was pressed after the decision was shown.

        Held back: a repeat of a held key, a press that began before the person's current
        question appeared (or while it is not shown yet), and the key that skipped animations
        while it is still being hammered (pressed again within :data:`DECISION_SETTLE`). Space
        still skips animations while they play; cursor keys, Esc and Ctrl shortcuts always pass."""
        if event.type != pygame.KEYDOWN or self.replay is not None:
            return True
        press = self.app.scenes.keys.current
        if press is None or press.key != event.key:
            return True  # handed over directly, not typed at the keyboard
        if event.key in NAVIGATION_KEYS or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            return True
        decision = self.match.state.pending
        if decision is None or not self.is_human(decision.seat):
            return True  # nothing for a person to decide: keys may hurry the computer players
        if self._decision_shown is None or not self.player.idle:
            # the question is not on screen yet: only a fresh Space, to skip what is playing
            return event.key == pygame.K_SPACE and not press.repeat and not self.player.idle
        admitted = self.app.scenes.keys.began_after(press, self._decision_shown)
        if admitted and self._skipped_by is not None and self._skipped_by[0] == event.key:
            hammering = press.previous is not None and press.began - press.previous < DECISION_SETTLE
            shown_at, skipped_at = self._decision_shown[1], self._skipped_by[1]
            hurried_to_it = shown_at - skipped_at < HURRY_WINDOW and press.began - shown_at < DECISION_SETTLE
            if hammering or hurried_to_it:
                admitted = False  # the skip key, still being hammered or pressed before the question is read
        if not admitted:
            log.debug("held back key %s pressed before the question was shown", pygame.key.name(event.key))
        return admitted

    def handle(self, event: pygame.event.Event) -> None:
        if self.replay is not None and self.replay.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return
            if event.key == pygame.K_SPACE and not self._human_to_move():
                self.skip()
                self._skipped_by = (event.key, self.app.scenes.keys.clock)
                return
        if self._handle_panels(event):
            return
        if self.handle_first(event):
            return
        if self._stray_arrow(event):
            if self._question_shown():
                self.handle_table(event)  # (the table's own cursor, if it has one)
            return
        if self.log.handle(event):
            return
        if self.widgets.handle(event):
            return
        self.handle_table(event)

    def _stray_arrow(self, event: pygame.event.Event) -> bool:
        """An arrow key the table did not claim (while the cards move, a computer player thinks, the
        replay runs, or on a question with no cursor, such as a spin) never wanders onto the Menu
        button to leave a focus ring there that nobody asked for: on a table, Tab reaches the
        buttons, and once one has the focus the arrows move it on as everywhere else."""
        return event.type == pygame.KEYDOWN and event.key in ARROW_KEYS and self.widgets.focused() is None

    def _question_shown(self) -> bool:
        """Whether a person's question is on screen now (not merely due: it shows once the cards land)."""
        d = self.match.state.pending
        return (d is not None and self.is_human(d.seat) and self.player.idle and self._decision_shown is not None
                and self._prompted_at == self.match.move_count)

    def _coach_holds(self) -> bool:
        """In a lesson, the computer players wait while the person reads (a person's turn still comes up)."""
        if self.coach is None or not self.coach.holds():
            return False
        d = self.match.state.pending
        return d is None or not self.is_human(d.seat)

    def _human_to_move(self) -> bool:
        d = self.match.state.pending
        return d is not None and self.is_human(d.seat) and self.player.idle

    def update(self, dt: float) -> bool:
        busy = self.player.update(dt)
        if self.replay is not None:
            busy = self.replay.update(dt) or busy
            busy = self.effects.update(dt, self.player.speed) or busy
            return self.widgets.update(dt) or self.update_table(dt) or busy
        # Nobody moves while a dialog (pause, rules, settings) covers the table.
        if self.player.idle and self.app.scenes.top is self and not self._coach_holds():
            busy = self._drive(dt) or busy
        self.undo_button.enabled = self.can_undo_now()
        over = self._over_shown and self.match.state.is_over
        self.result_button.visible = over
        self.undo_button.visible = bool(self.humans) and self.app.settings.undo_allowed and not over
        self.skip_button.visible = not over
        if self.coach is not None:
            busy = self.coach.update(dt) or busy
            self.undo_button.visible = False
        busy = self._update_panels(dt) or busy
        self.undo_button.tooltip = self.undo_hint()
        d = self.match.state.pending
        self.skip_button.enabled = not self.player.idle or (d is not None and not self.is_human(d.seat))
        busy = self.widgets.update(dt) or busy
        busy = self.effects.update(dt, self.player.speed) or busy
        busy = self.update_table(dt) or busy
        return busy

    def add_effect(self, effect: Effect) -> None:
        """Show ``effect`` over the table (the table draws ``self.effects`` where it belongs)."""
        self.effects.add(effect)

    def _drive(self, dt: float) -> bool:
        state = self.match.state
        decision = state.pending
        if decision is None:
            if not self._over_shown:
                self._over_shown = True
                self.fast_forward = False
                self.show_game_over()
            return False
        if self.is_human(decision.seat):
            self.fast_forward = False
            if self._prompted_at == self.match.move_count:
                return False
            if self.needs_handoff(decision):
                self._prompted_at = self.match.move_count
                self.app.scenes.push(HandoffScene(self.app, decision.seat, self.names[decision.seat],
                                                  lambda seat=decision.seat: self._handed(seat),
                                                  self.handoff_reason(decision)))
                return False
            if self.viewer != decision.seat:
                self.viewer = decision.seat
                self.view = self.current_view()
                self.sync()
            self._prompted_at = self.match.move_count
            self._decision_shown = self.app.scenes.keys.mark()
            self.on_human_decision(decision)
            return False
        # a computer player's turn
        if self._future is None:
            pause = 0.0 if self.fast_forward else self.bot_pause(decision)
            if self._bot_wait < pause:
                self._bot_wait += dt
                return True
            self._bot_wait = 0.0
            bot = self.bots[decision.seat]
            if decision.forced:
                self._bot_done(decision.actions[0])
                return True
            view = sight(state, bot, decision.seat)  # what a simulation would hand it too
            if self._executor is None:
                self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
            self._future = self._executor.submit(bot.choose, view, decision)
            return True
        if self._future.done():
            future, self._future = self._future, None
            try:
                action = future.result()
            except Exception:  # noqa: BLE001 - a bot bug must not end the family's game
                log.exception("computer player failed; playing its first legal option")
                action = decision.actions[0]
            self._bot_done(action)
        return True

    def bots_at_rest(self) -> list[Any] | None:
        """The computer players, if none is thinking (their dice can then be saved with the game)."""
        return self.bots if self._future is None else None

    def _bot_done(self, action: Action) -> None:
        try:
            events = self.match.apply(action)
        except IllegalActionError:
            log.exception("computer player chose an illegal action")
            events = self.match.apply(self.match.state.pending.actions[0])
        self._after_apply(events)

    def _handed(self, seat: int) -> None:
        if self.hint is not None and self.hint.seat != seat:
            self.close_hint()
        self.handed_to = seat
        self.viewer = seat
        self.view = self.current_view()
        self.sync()
        self._prompted_at = None

    def handoff_reason(self, decision: Decision) -> str:
        return ""

    def bot_pause(self, decision: Decision) -> float:
        """Seconds a computer player "thinks" before ``decision`` (tables may shorten chores)."""
        return BOT_PAUSE / max(0.1, self.app.settings.speed_factor)

    # -- game over ----------------------------------------------------------------------------
    def show_game_over(self) -> None:
        if self.coach is not None:  # a guided game ends in its coach's note, not the result dialog
            self.app.audio.play("fanfare", 0.9)
            self.coach.game_over()
            return
        state = self.match.state
        winners = list(state.winners or ())
        if len(winners) == 1:
            headline = f"{does(self.names[winners[0]], 'wins')}!"
        elif winners:
            headline = " & ".join(self.names[w] for w in winners) + " share the win!"
        else:
            headline = "Game over"
        if self._finished_path is not None:
            from game.ui.thumbnails import write_thumbnail
            write_thumbnail(self._finished_path, self.snapshot())
        self.app.audio.play("fanfare", 0.9)
        lines = self.result_lines()
        hints = self.hints_line()
        if hints:
            lines.append(hints)
        self._result = (headline, lines, winners)
        self.show_result()

    def show_result(self) -> None:
        """The game-over dialog (again, after "Look at table")."""
        if self.match.state.is_over and self._result is not None:
            self.app.scenes.push(GameOverOverlay(self.app, self, *self._result))

    def result_lines(self) -> list[str]:
        state = self.match.state
        lines = []
        if state.end_reason:
            lines.append(state.end_reason[0].upper() + state.end_reason[1:] + ".")
        scores = state.scores()
        order = sorted(range(len(scores)), key=lambda s: -scores[s])
        for s in order:
            score = scores[s]
            value = int(score) if float(score).is_integer() else round(score, 1)
            lines.append(f"{self.names[s]}: {value}")
        return lines

    def play_again(self) -> None:
        if self.result_table is not None:  # from a replay: the game it shows, again (not a replay of it)
            self.result_table.play_again()
            return
        match = new_match(self.spec.id, self.match.record.variant, self.match.record.seats)
        self.app.scenes.start(self.app.scenes.make("table", match))

    # -- to implement by each game --------------------------------------------------------------
    def sync(self) -> None:
        """Rebuild the table from ``self.view``."""

    def animate(self, event: Event) -> list[Step]:
        """Steps that show ``event``; by default a short pause so the log can be read."""
        if isinstance(event, GameOver):
            return [Wait(0.4)]
        return [Wait(0.15)]

    def on_human_decision(self, decision: Decision) -> None:
        """Offer ``decision``'s actions to the person at the keyboard."""

    def clear_prompt(self) -> None:
        """Remove choices offered by ``on_human_decision``."""

    def handle_first(self, event: pygame.event.Event) -> bool:
        """Let the table take an event before the shared buttons do (True: taken).

        The top buttons move their focus with the arrow keys and press with
        Space/Enter; a table whose person is choosing among cards or answers
        claims those keys here."""
        return False

    def handle_table(self, event: pygame.event.Event) -> None:
        pass

    def update_table(self, dt: float) -> bool:
        return False

    def draw_table(self, surface: pygame.Surface) -> None:
        pass

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self.player.draw(surface)
        panels = self.open_panels()
        if not any(p.area is not None and p.area.colliderect(self.log.rect) for p in panels):
            self.log.draw(surface)  # (unless a hint or a note lies in its place: no half-hidden lines)
        for panel in panels:  # (their buttons are among the table's buttons, drawn next)
            panel.draw(surface)
        self.widgets.draw(surface)
        self.draw_status(surface)

    def status_text(self) -> str:
        d = self.match.state.pending
        if d is None:
            return "Game over"
        who = self.names[d.seat]
        if self.is_human(d.seat):
            return d.prompt or ("Your move" if is_you(who) else f"{who}, your move")
        if self._coach_holds():  # (a lesson: the computer players wait while the person reads)
            return f"{does(who, 'is')} next"
        return f"{does(who, 'is')} thinking…"

    def draw_status(self, surface: pygame.Surface) -> None:
        if self.replay is not None:
            self.replay.draw(surface)
            return
        d = self.match.state.pending
        if d is not None and not self.is_human(d.seat) and self.app.scenes.top is not self:
            return  # a dialog is open and the computer players wait for it: nobody is thinking
        text = self.status_text()
        font = Fonts.title(24)
        w = min(700, font.size(text)[0] + 70)
        box = pygame.Rect(0, 0, w, 46)
        box.midtop = (SIZE[0] // 2 - 40, 10)
        left = max((b.rect.right + 12 for b in (self.undo_button, self.skip_button, self.hint_button) if b.visible),
                   default=box.x)
        if box.x < left:  # never over Undo, Skip or Hint: a long prompt starts beside them and is cut short
            box.x = left
            box.width = min(box.width, STATUS_RIGHT - box.x)
        draw.panel(surface, box, C.night_lo, radius=23, alpha=230, shadow=3)
        if d is not None:
            draw.player_chip(surface, d.seat, (box.x + 26, box.centery), 30)
        draw.text(surface, text, font, C.cream, (box.x + 48, box.centery), "midleft", max_width=box.width - 60)
