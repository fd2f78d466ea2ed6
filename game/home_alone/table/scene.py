"""The Home Alone table: the floor plan, private hiding, the spinner, the Crooks & Van.

Everything drawn comes from ``self.view`` (what the person at the keyboard may know) and
from the engine's events, played one by one: a Crook walks his path, markers flip and
fly to the Crooks or the Van, a found Kid stands up and runs. Between events the table
keeps its own picture of the board (:meth:`HomeAloneScene.sync` rebuilds it from the view).
The parts live in :mod:`game.home_alone.table`: drawing, animations, controls, the hiding tray,
the spinner, the scoreboard, the board picture.

Privacy, by the rules:

- Hiding is private: each person hides behind the hand-off screen, on a tray of their own
  markers (:mod:`game.home_alone.table.tray`, a :class:`~game.home_alone.hiding.HidingPlan`
  handed to the engine on Done). The log never names a hidden marker.
- Afterwards everyone sees where each colour's markers lie, never what they are (the
  memory rule): turns need no hand-off. With ``peek`` a person's own markers show while
  they decide on their own turn, so a hand-off comes before that.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.actions import Action, Decision, Event, GameOver, TurnBegan
from game.engine.errors import IllegalActionError
from game.engine.naming import does, their, whose
from game.engine.rng import Rng, derive_seed
from game.home_alone.actions import CROOK_NAMES, STAY, HideMarker, MoveCrook, MoveKid
from game.home_alone.events import MarkerHidden, Spun
from game.home_alone.hiding import HidingPlan
from game.home_alone.movement import CROOK, KID, mover_for
from game.home_alone.rules import END_CAUGHT, END_WORDS, round_of
from game.home_alone.table.animator import HomeAloneAnimator, Sprite
from game.home_alone.table.cache import Cached
from game.home_alone.table.input import TableControls
from game.home_alone.table.layout import make_layout
from game.home_alone.table.painter import HOVER_TIP_DELAY, TableDrawing
from game.home_alone.table.pictures import rules_picture, smoke_pictures
from game.home_alone.table.scoreboard import Scoreboard, Tally
from game.home_alone.table.spinner import Spinner
from game.home_alone.table.tray import HidingTray
from game.table.scene import GameScene
from game.ui.theme import SIZE
from game.ui.widgets import Button

__all__ = ["SCENE", "HomeAloneScene", "rules_picture", "smoke_pictures"]


class HomeAloneScene(TableControls, TableDrawing, GameScene):
    name = "home-alone-table"

    def __init__(self, app, match, **kwargs: Any):
        super().__init__(app, match, **kwargs)
        view = self.view
        self.board = view.board
        self.variant = match.record.variant
        self.players = match.state.num_players
        self.layout = make_layout(self.board, self.players)
        self.geo = self.layout.geo
        self.log.rect = self.layout.log
        self.scoreboard = Scoreboard(self.layout.scoreboard, self.names, view.markers)
        box = self.layout.turn_box
        self.spinner = Spinner(pygame.Rect(box.x + 10, box.y + 10, 130, 130), self.variant.randomizer,
                               self.variant.spin_low, self.variant.spin_high, app.audio)
        self.mover = mover_for(self.board, self.variant)
        self.animator = HomeAloneAnimator(self)
        self.exact = self.variant.distance == "exact"
        # what the table shows now (rebuilt by sync, moved by animations)
        self.stacks: dict[int, list[tuple[int, int | None]]] = {}
        self.crook_pos: list[tuple[float, float]] = []
        self.kid_pos: dict[int, tuple[float, float]] = {}
        self.kid_tilt: dict[int, float] = {}
        self.kid_scale: dict[int, float] = {}
        self.tallies: list[Tally] = [Tally() for _ in range(self.players)]
        self.turn_seat: int | None = None
        self.sprites: list[Sprite] = []
        self.popups: list[list] = []  # [text, colour, (x, y), seconds left]
        self.banner: list | None = None  # [text, seconds left]
        self.zip_line: tuple[tuple[float, float], tuple[float, float]] | None = None
        self.flash: list | None = None  # [(x, y), seconds left]
        self._base = pygame.Surface(SIZE)  # backdrop, map and markers: redrawn only when markers change
        if pygame.display.get_surface() is not None:
            self._base = self._base.convert()
        self._layer_dirty = True
        self._map: pygame.Surface | None = None
        self._dirty_squares: set[int] = set()
        self._score_pic = Cached(self.layout.scoreboard)
        self._turn_pic = Cached(self.layout.turn_box)
        self._ending_pic = Cached(self.layout.ending)
        self._tray_pic = Cached(self.layout.tray)
        # the person's choice being offered
        self.mode: str | None = None  # "hide", "spin", "crook", "kid"
        self.decision: Decision | None = None
        self.targets: dict[int, dict[int, Any]] = {}
        self.sel_crook = 0
        self.cursor: int | None = None
        self.hover_sq: int | None = None
        self.hover_time = 0.0
        self.bubble: list | None = None  # [text, square, seconds left]
        self.plan: HidingPlan | None = None
        self.tray: HidingTray | None = None
        self._restore_plan: dict[int, int] = {}
        self._plan_sent = False
        self._peeking = False
        self._last_hider_logged: int | None = None
        self._thinking = 0.0
        x = box.x + 150
        w = (box.right - 10 - x - 8) // 2
        y = box.bottom - 54
        self.crook_buttons = [
            self.widgets.add(Button(pygame.Rect(x, y, w, 44), "1  Harry", lambda: self.select_crook(0), font_size=20,
                                    tooltip="Move Harry (1 or H)")),
            self.widgets.add(Button(pygame.Rect(x + w + 8, y, w, 44), "2  Marv", lambda: self.select_crook(1),
                                    font_size=20, tooltip="Move Marv (2 or M)")),
        ]
        self.stay_button = self.widgets.add(Button(pygame.Rect(x, y, 2 * w + 8, 44), "Stay put", self.stay,
                                                   font_size=20, tooltip="Leave your Kid where it is (S)"))
        for b in (*self.crook_buttons, self.stay_button):
            b.visible = False

    # -- who sees what ---------------------------------------------------------------------------
    def needs_handoff(self, decision: Decision) -> bool:
        """Hand-off only before something private: hiding, or (``peek``) a turn on which the
        person's own hidden markers show. Under the memory rule turns hide nothing."""
        if not super().needs_handoff(decision):
            return False
        return decision.private or self.match.state.may_see_own(decision.seat)

    def handoff_reason(self, decision: Decision) -> str:
        if decision.kind == "hide":
            return "Time to hide your markers. Everyone else, please look away."
        return "Your hidden markers show on your turn. Everyone else, please look away."

    def _faces_shown(self) -> bool:
        """May the viewer's own hidden markers be drawn face up right now?"""
        if self.viewer is None:
            return False  # watching computers play: the board looks as the family sees it
        if self.view.step == "hide":
            return True
        rule = self.variant.own_markers
        return rule == "known" or (rule == "peek" and self._peeking)

    def log_text(self, event: Event) -> str | None:
        """One line per hiding step ("Sam hides their markers"), never a hidden marker's name:
        the log stays on screen after the hand-off."""
        if isinstance(event, MarkerHidden):
            if self._last_hider_logged == event.seat:
                return None
            self._last_hider_logged = event.seat
            name = self.names[event.seat]
            return f"{does(name, 'hides')} {their(name)} markers."
        self._last_hider_logged = None
        if isinstance(event, Spun) and not self.retelling:
            return None  # logged when the arrow stops (see the animator), not before; a retold log has no arrow
        if isinstance(event, TurnBegan):  # counted in rounds, as the table shows and the limit is announced
            return f"Round {round_of(event.turn, self.players)}: {does(self.names[event.seat], 'is')} up."
        if isinstance(event, GameOver) and self.match.state.is_over:  # "(a Kid was caught)": whose?
            words, note = self.end_words()
            if words:
                event = GameOver(event.winners, words + (f"; {note}" if note else ""))
        return super().log_text(event)

    def action_text(self, action: Action) -> str:
        """A move in words for the replay bar: where on the board ("the Kitchen"), never the
        square's number."""
        where = self.board.where
        if isinstance(action, MoveCrook):
            return f"Move {CROOK_NAMES[action.crook]} to {where(action.to)}"
        if isinstance(action, MoveKid):
            return f"Move the Kid to {where(action.to)}"
        if isinstance(action, HideMarker):
            return f"Hide a marker in {where(action.square)}"
        return action.describe(self.names)

    def animate(self, event: Event) -> list:
        return self.animator.steps(event)

    def bot_pause(self, decision: Decision) -> float:
        return 0.0 if decision.kind == "hide" else super().bot_pause(decision)

    # -- rebuilding from the view ----------------------------------------------------------------
    def sync(self) -> None:
        v = self.view
        self._plan_sent = False
        self._rebuild_stacks()
        self.crook_pos = [self.geo.center(sq) for sq in v.crooks]
        self.kid_pos = {s: self.geo.center(sq) for s, sq in enumerate(v.kids) if sq >= 0}
        self.kid_tilt = {s: 90.0 for s in v.caught}
        self.kid_scale = {}
        mk = v.markers
        tree = set(self.board.treehouse)
        for s in range(self.players):
            t = self.tallies[s]
            t.traps = [m for m in v.crooks_pile if mk.owner(m) == s]
            t.valuables = [m for m in v.van if mk.owner(m) == s]
            t.score = v.scores[s]
            if s in v.caught:
                t.kid = "caught"
            elif v.kids[s] in tree:
                t.kid = "tree"
            elif v.kids[s] >= 0:
                t.kid = "up"
            else:
                t.kid = "hidden"
        self.turn_seat = v.current if v.step not in ("hide", "over") else None
        self.spinner.number = v.number or None if v.step in ("crook", "kids", "escape") else None
        self.sprites = []

    def _rebuild_stacks(self) -> None:
        v = self.view
        faces = self._faces_shown()
        mk = v.markers
        known: dict[tuple[int, int], int] = {}
        if faces:
            for m, sq in v.known.items():
                known[(sq, mk.owner(m))] = m
        stacks = {sq: [(o, known.get((sq, o))) for o in owners] for sq, owners in v.hidden.items()}
        if self.plan is not None:
            for m, sq in self.plan.where.items():
                stacks.setdefault(sq, []).append((self.plan.seat, m))
        # redraw only the squares that changed (usually none: the animations got there first)
        changed = [sq for sq in stacks.keys() | self.stacks.keys()
                   if sorted(stacks.get(sq, ()), key=_owner) != sorted(self.stacks.get(sq, ()), key=_owner)]
        self.stacks = stacks
        if len(changed) > 24:
            self._layer_dirty = True
        else:
            self._dirty_squares.update(changed)

    # -- the side column -----------------------------------------------------------------------------
    def _turn_words(self) -> str:
        d = self.match.state.pending
        if d is None:
            return "The game is over."
        device = "die" if self.spinner.die else "spinner"
        if self.mode == "spin":
            verb = "roll the die" if self.spinner.die else "spin"
            return f"Click the {device} or press Space to {verb}."
        if self.mode == "crook":
            n = self.view.move_len
            rule = "" if self.exact else " or fewer"
            return f"Pick a Crook to move {n} square{'s' if n != 1 else ''}{rule}, then a lit square."
        if self.mode == "kid":
            n = self.view.move_len
            rule = "" if self.exact else " or fewer"
            stay = " or stay put" if STAY in d.actions else ""
            return f"Move your Kid {n} square{'s' if n != 1 else ''}{rule}{stay}."
        name = self.names[d.seat]
        return {"hide": f"{does(name, 'is')} hiding markers…", "spin": f"{does(name, 'is')} about to spin…",
                "escape_spin": f"{whose(name)} Kid was found: a getaway spin!",
                "crook": f"{does(name, 'moves')} a Crook…", "escape": f"{whose(name)} Kid runs for it…",
                "kids": f"{does(name, 'moves')} {their(name)} Kid…"}.get(d.kind, "")

    def status_text(self) -> str:
        d = self.match.state.pending
        if not self.player.idle and d is not None:
            return f"{does(self.names[d.seat], 'is')} next"  # the pill's chip is the next decider's
        if d is not None and self.mode == "hide" and self.plan is not None:
            return f"{self.names[d.seat]}: hide your markers ({self.plan.placed} of {self.plan.total})"
        if d is not None and not self.is_human(d.seat) and d.kind == "hide":
            return f"{does(self.names[d.seat], 'is')} hiding markers…"
        return super().status_text()

    # -- offering a decision --------------------------------------------------------------------------
    def on_human_decision(self, decision: Decision) -> None:
        if decision.seat != self.handed_to:
            # offered without a hand-off (nothing private): whoever has the laptop now is not
            # known any more, so the next private screen asks for a hand-off, even for the last
            # person handed to (an undo that reopens their hiding, their next turn with peek)
            self.handed_to = None
        self.decision = decision
        self.cursor = None
        kind = decision.kind
        if self.variant.own_markers == "peek" and decision.seat == self.view.current and kind != "hide":
            self._peeking = True
            self._rebuild_stacks()
        if kind == "hide":
            self._open_tray(decision)
        elif kind in ("spin", "escape_spin"):
            self.mode = "spin"
            self.spinner.active = True
            self.spinner.glow = 0.0
        elif kind == "crook":
            self.mode = "crook"
            self.targets = {0: {}, 1: {}}
            for a in decision.actions:
                if isinstance(a, MoveCrook):
                    self.targets[a.crook][a.to] = a
            if not self.targets.get(self.sel_crook):
                self.sel_crook = 0 if self.targets[0] else 1
            for i, b in enumerate(self.crook_buttons):
                b.visible = True
                b.enabled = bool(self.targets[i])
            self.select_crook(self.sel_crook)
        elif kind in ("kids", "escape"):
            self.mode = "kid"
            self.targets = {-1: {a.to: a for a in decision.actions if isinstance(a, MoveKid)}}
            self.stay_button.visible = STAY in decision.actions
        if self.mode in ("crook", "kid") and self.hover_sq is not None:
            self.cursor = None

    def callout_area(self) -> pygame.Rect | None:
        """While a person hides, a lesson note or a hint goes on the lawn above the house, clear of
        every square where a marker can go (beside the tray, it lands in the middle of the house)."""
        if self.mode != "hide" or self.plan is None or not self.board.rooms:
            return None
        view = self.geo.view
        wall = min(room.y for room in self.board.rooms) - 1  # the house's top wall row
        top = self.geo.rect(self.board.index(0, max(0, wall))).top
        if top - view.top < 120:  # a floor plan with no lawn to spare: beside the tray, as elsewhere
            return None
        return pygame.Rect(view.x + 6, view.y + 6, view.width - 12, top - view.y - 10)

    def panel_bounds(self) -> pygame.Rect | None:
        """The house: a hint or note beside what it points at stays over the board, so a hint for the
        spin (pointing at the spinner) no longer covers the spinner's own box or the round strip
        under it, and one for a square near the right wall no longer hides the scoreboard."""
        return self.geo.view

    def hint_target(self, action: Any) -> pygame.Rect | None:
        """The square a hinted marker, Crook or Kid goes to; the spinner for a spin."""
        if isinstance(action, (HideMarker, MoveKid)):
            return self.geo.rect(action.square if isinstance(action, HideMarker) else action.to)
        if isinstance(action, MoveCrook):
            return self.geo.rect(action.to)
        if action is STAY and self.decision is not None:
            sq = self.view.kids[self.decision.seat]
            return self.geo.rect(sq) if sq >= 0 else None
        return self.spinner.rect

    def hint_label(self, action: Any, target: pygame.Rect | None) -> str:
        lit = "the lit square" if target is not None else "there"
        if isinstance(action, HideMarker):
            return f"Hide it on {lit}"
        if isinstance(action, MoveCrook):
            return f"Move {CROOK_NAMES[action.crook]} to {lit}"
        if isinstance(action, MoveKid):
            return f"Move your Kid to {lit}"
        return action.describe(self.names)

    def play_hinted(self, action: Any) -> bool:
        """A hinted hiding place puts the marker the hint was for (the next in the engine's order) there
        on the tray's plan, to be confirmed with Done like the rest; other hints are played at once."""
        plan = self.plan
        if isinstance(action, HideMarker) and plan is not None:
            marker = plan.order[0]
            why = plan.place(marker, action.square)
            if why:
                self.refuse(why, "Hiding", near=self.geo.rect(action.square))
                return False
            self.app.audio.play("tick", 0.7)
            if self.tray is not None:
                self.tray.select_next()
            self._plan_changed()
            return True
        if isinstance(action, MoveCrook):
            self.select_crook(action.crook)  # (shown on the buttons as it goes)
        return super().play_hinted(action)

    def clear_prompt(self) -> None:
        self.mode = None
        self.decision = None
        self.targets = {}
        self.cursor = None
        self.spinner.active = False
        for b in (*self.crook_buttons, self.stay_button):
            b.visible = False
            b.selected = False
        if self.tray is not None:
            self.tray.remove()
            self.tray = None
            self.log.visible = True
        self.plan = None
        if self._peeking:
            self._peeking = False
            self._rebuild_stacks()

    def _target_key(self) -> int:
        return self.sel_crook if self.mode == "crook" else -1

    def select_crook(self, crook: int) -> None:
        if self.mode != "crook" or not self.targets.get(crook):
            return
        self.sel_crook = crook
        for i, b in enumerate(self.crook_buttons):
            b.selected = i == crook
        if self.cursor is not None and self.cursor not in self.targets[crook]:
            self.cursor = None

    def stay(self) -> None:
        if self.mode == "kid" and self.decision is not None and STAY in self.decision.actions:
            self.submit(STAY)

    def _moving_from(self) -> int | None:
        v = self.view
        if self.mode == "crook":
            return v.crooks[self.sel_crook]
        if self.mode == "kid" and self.decision is not None:
            sq = v.kids[self.decision.seat]
            return sq if sq >= 0 else None
        return None

    def _hover_path(self) -> tuple[int, ...] | None:
        sq = self.cursor if self.cursor is not None else self.hover_sq
        if sq is None or sq not in self.targets.get(self._target_key(), {}):
            return None
        start = self._moving_from()
        if start is None:
            return None
        piece = CROOK if self.mode == "crook" else KID
        return self.mover.moves(piece, start, self.view.move_len, self.exact).get(sq)

    # -- hiding --------------------------------------------------------------------------------------
    def _open_tray(self, decision: Decision) -> None:
        self.mode = "hide"
        self.plan = HidingPlan(self.view)
        if self._restore_plan:
            self.plan.restore(self._restore_plan)
            self._restore_plan = {}
        self.tray = HidingTray(self.layout.tray, self.plan, self.names[decision.seat], self.widgets,
                               self.hide_undo, self.hide_random, self.hide_done)
        self.log.visible = False
        self.banner = None
        self.cursor = None
        self._rebuild_stacks()

    def _plan_changed(self) -> None:
        if self.tray is not None:
            self.tray.refresh()
        self._rebuild_stacks()

    def hide_undo(self) -> None:
        if self.plan is not None and self.plan.undo():
            self.app.audio.play("slide", 0.5)
            if self.tray is not None:
                self.tray.select_next()
            self._plan_changed()

    def hide_random(self) -> None:
        if self.plan is None or self.plan.complete:
            return
        rng = Rng(derive_seed(self.match.record.seed, "hide-at-random", self.plan.seat, self.match.move_count,
                              self.plan.placed))
        if self.plan.fill_random(rng):
            self.app.audio.play("shuffle", 0.6)
            if self.tray is not None:
                self.tray.selected = None
            self._plan_changed()

    def hide_done(self) -> None:
        plan = self.plan
        decision = self.match.state.pending
        if plan is None or not plan.complete or decision is None or decision.seat != plan.seat:
            self.app.audio.play("buzz", 0.5)
            return
        actions = plan.actions()
        if self.coach is not None and not self.coach.allows(actions[0]):
            return
        events: list[Event] = []
        try:
            for action in actions:
                events.extend(self.match.apply(action))
        except IllegalActionError as exc:  # the plan follows the engine's rule: this is a bug
            self.app.toasts.show(str(exc), "error")
        self.last_human_actor = plan.seat
        self._plan_sent = True  # its markers are on the board already: no drop animation for them
        self.app.audio.play("shuffle", 0.8)
        self._after_apply(events)
        if self.coach is not None:
            self.coach.moved(actions[-1])

    def _place_at(self, sq: int) -> None:
        plan, tray = self.plan, self.tray
        if plan is None or tray is None:
            return
        sel = tray.selected
        mine = plan.at(sq)
        if mine is not None and mine != sel:
            tray.selected = mine  # pick up the marker already there, to move it
            self.app.audio.play("tick", 0.6)
            return
        if sel is None:
            self._explain(sq, "pick a marker in the tray first (or click one of yours to move it)")
            return
        why = plan.place(sel, sq)
        if why:
            self._explain(sq, why)
            return
        self.app.audio.play("tick", 0.7)
        tray.select_next()
        self._plan_changed()

    def _explain(self, sq: int, why: str) -> None:
        self.bubble = [why, sq, 3.0]
        self.app.audio.play("buzz", 0.45)

    # -- undo ---------------------------------------------------------------------------------------------
    def can_undo_now(self) -> bool:
        if self.plan is not None:
            return self.plan.can_undo
        return super().can_undo_now()

    def undo(self) -> None:
        if self.plan is not None:
            self.hide_undo()
            return
        seat = self.last_human_actor
        actions = self.match.record.actions
        if (seat is not None and self.player.idle and actions and isinstance(actions[-1], HideMarker)
                and self.match.can_undo(seat)):
            self._take_back_hiding(seat)
            return
        super().undo()

    def _take_back_hiding(self, seat: int) -> None:
        """Undo after Done: take back the whole hiding step, and reopen the tray as it was (after a
        hand-off when needed: see ``on_human_decision``)."""
        squares: list[int] = []
        while (self.match.can_undo(seat) and self.match.record.actions
               and isinstance(self.match.record.actions[-1], HideMarker)):
            squares.insert(0, self.match.record.actions[-1].square)
            self.match.undo(seat)  # one seat's run of hides is exactly its hiding step
        # the engine hides the hider's markers in their own order: the i-th hide placed to_hide[i]
        order = self.match.state.view(seat).to_hide
        self._restore_plan = dict(zip(order, squares))
        self.log.add(f"{self.names[seat]} takes back their hiding.", seat)
        self._prompted_at = None
        self.clear_prompt()
        self.view = self.current_view()
        self.sync()
        if self.autosave:
            from game.store.saves import write_autosave
            write_autosave(self.match)

    # -- per frame -----------------------------------------------------------------------------------------
    def update_table(self, dt: float) -> bool:
        busy = False
        if self.spinner.active and self._thinking < 6.0:  # the spinner beckons for a while, then rests
            self._thinking += dt
            busy = self.spinner.update(dt) or busy
        elif not self.spinner.active:
            self._thinking = 0.0
        if self.hover_sq is not None and self.hover_time < HOVER_TIP_DELAY:
            self.hover_time += dt
            busy = busy or self.hover_time >= HOVER_TIP_DELAY
        if self.bubble is not None:
            self.bubble[2] -= dt
            if self.bubble[2] <= 0:
                self.bubble = None
            busy = True
        if self.banner is not None:
            self.banner[1] -= dt * self.player.speed
            if self.banner[1] <= 0:
                self.banner = None
            busy = True
        if self.popups:
            for p in self.popups:
                p[3] -= dt
            self.popups = [p for p in self.popups if p[3] > 0]
            busy = True
        if self.flash is not None:
            self.flash[1] -= dt * 2
            if self.flash[1] <= 0:
                self.flash = None
            busy = True
        return busy

    # -- the end -------------------------------------------------------------------------------------------
    def end_words(self) -> tuple[str, str]:
        """(what ended the game, a note or ""): whose Kid was caught, not "a Kid" (the family wonders
        why a caught Kid's player may still win: the note says a caught Kid only loses a tie)."""
        state = self.match.state
        words = END_WORDS.get(state.end_reason, state.end_reason) or ""
        if state.end_reason != END_CAUGHT or not state.caught:
            return words, ""
        kids = " and ".join(whose(self.names[s], start=False) for s in state.caught)
        words = kids + (" Kids were caught" if len(state.caught) > 1 else " Kid was caught")
        wins = state.winners is not None and set(state.caught) & set(state.winners)
        return words, "a caught Kid only loses a tie" if wins else ""

    def result_lines(self) -> list[str]:
        state = self.match.state
        lines = []
        words, note = self.end_words()
        if words:
            lines.append(f"The game ends: {words}" + (f" ({note})." if note else "."))
        mk = state.markers
        order = sorted(range(self.players), key=lambda s: -state.points[s])
        for s in order:
            hit = sum(1 for m in state.crooks_pile if mk.owner(m) == s)
            lost = sum(1 for m in state.van if mk.owner(m) == s)
            score = f"{state.points[s]:+d}" if state.points[s] else "0"  # (not "+0")
            lines.append(f"{self.names[s]}: {score}  ({hit} booby-trap{'s' if hit != 1 else ''} hit, "
                         f"{lost} valuable{'s' if lost != 1 else ''} stolen)")
        return lines


def _owner(token: tuple[int, int | None]) -> int:
    return token[0]


SCENE = HomeAloneScene
