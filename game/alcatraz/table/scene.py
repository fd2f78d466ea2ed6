"""The Escape from Alcatraz table: piles along the top, every play area as one grid, your hand below.

Built on the shared :class:`~game.table.scene.GameScene`, which runs the
match (computer players, hand-off screens, autosave, undo, pause, game over).
This module only shows the table and turns the person's clicks, drags and
keys into the engine's actions (:mod:`.ui.controls`); the rules stay in
:mod:`game.alcatraz.rules`.

Who sees what. Hands are private. The hand along the bottom is always the
hand of the person at the keyboard (``self.viewer``); every other hand is a
row of backs with a count. The shared base asks for the hand-off screen
before any private moment of a *different* person (their turn, a Warden
choice, a co-conspirator offer), so with two or more people a hand is only
shown once its owner said "I'm Sam: show me". With one person and computer
players there is no hand-off at all; with computer players only, the table
is watched as an observer.

What lies still is drawn by :class:`~.ui.painter.Painter` into one cached
surface; events are animated by :class:`~.ui.animator.Animator`, which moves
cards through :class:`~.ui.table_model.TableModel` so the table always agrees
with what has been shown so far.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Sequence

import pygame

from game.alcatraz import actions as A
from game.alcatraz import events as E
from game.alcatraz.cards import FIRST_INFAMOUS, IS_ESCAPEE, KIND, PLAN_OF, PLANS, VALUE, cards_text
from game.alcatraz.table import art as card_art
from game.alcatraz.table.animator import AlcatrazAnimator
from game.alcatraz.table.input import DecisionInput
from game.alcatraz.table.labels import STATUS
from game.alcatraz.table.layout import HAND_CARD, MAIN, PILE_CARD, REVEALED_CARD, TableLayout
from game.alcatraz.table.painter import Painter
from game.alcatraz.table.sprites import Caption, TableCard
from game.alcatraz.table.summary import RoundSummary, RoundSummaryScene
from game.alcatraz.table.table_model import TableModel
from game.engine.actions import Decision, Event
from game.engine.match import Match
from game.engine.naming import does, whose
from game.store.settings import ANIMATION_SPEEDS
from game.table.scene import GameScene
from game.ui import draw
from game.ui.event_player import Step
from game.ui.hand import HandFan
from game.ui.log_cache import CachedLogPanel
from game.ui.theme import C, Fonts
from game.ui.widgets import Button, Cycle, draw_tooltip


@dataclass(frozen=True)
class Notice:
    """Something that happened to ``seat``'s hand or plans while someone else was playing."""

    seat: int
    text: str


PUBLIC = -1
"""The viewer of a table nobody has been handed yet: every hand hidden (the engine's view of no seat)."""

SUMMARY_SECONDS = 4.0
"""How long the round summary stays up when only computer players sit at the table (at normal speed)."""


def hand_order(card: int) -> tuple[int, int]:
    """Plan cards by plan, then the Escapees set apart at the right."""
    return (1 if IS_ESCAPEE[card] else 0, KIND[card])


def hand_group(card: int) -> int:
    """Cards of one plan overlap in the hand (they look alike); every Escapee stands alone, name in full."""
    return KIND[card] if card < FIRST_INFAMOUS else 100 + card


class AlcatrazScene(GameScene):
    name = "alcatraz-table"

    def __init__(self, app, match: Match, **kwargs: Any):
        super().__init__(app, match, **kwargs)
        v = match.record.variant
        self.threshold = v.foil_threshold
        self.gh_threshold = min(v.guard_help_threshold, v.foil_threshold)
        self.start_min = v.start_min
        self.home = self.humans[0] if self.humans else 0
        self.seats = list(match.record.seats)
        self.layout = TableLayout(match.state.num_players, self.bottom_seat())
        self.painter = Painter(self.layout, self.seats)
        self.log = CachedLogPanel(self.layout.log, under=self.painter.background)
        self.hand = HandFan(self.layout.hand, HAND_CARD, card_art.card_image, group_of=hand_group, min_step=22,
                            max_step=44, group_gap=16)
        self.model: TableModel | None = None
        self.flying: list[TableCard] = []
        self.incoming: list[int] = []
        self.animator = AlcatrazAnimator(self)
        self.input = DecisionInput(self)
        speeds = list(ANIMATION_SPEEDS)
        self.speed_button = self.widgets.add(Cycle(self.layout.speed, [f"Speed: {sp}" for sp in speeds],
                                                   speeds.index(app.settings.animation_speed)
                                                   if app.settings.animation_speed in speeds else 1,
                                                   on_change=self.speed_changed, font_size=18,
                                                   tooltip="How fast cards move (click to change)"))
        self.speed_button.visible = self.replay is None  # (a replay has its own speed control)
        self._summary: RoundSummaryScene | None = None
        # What others did to a person's hand or plans, kept until that person has seen it (see notify)
        self.notices: list[Notice] = []
        self.notice_button = self.widgets.add(Button(pygame.Rect(0, 0, 150, 40), "Got it", self.acknowledge,
                                                     style="primary", font_size=19, hotkey=pygame.K_o,
                                                     tooltip="I have seen it (O)"))
        self.notice_button.visible = False
        self.chosen_warden = False  # the batch of events being shown began with a person's own Warden choice
        self.hover_plan: int | None = None  # the plan heading under the mouse (it explains itself)
        self.hover_foiled: int | None = None  # the Foiled! pile under the mouse (it lists its cards)
        self._opening = False
        self._t0 = time.perf_counter()

    # ------------------------------------------------------------------ who sees what
    def hot_seat(self) -> bool:
        """Several people share the laptop and hand-off screens are on: hands show only after a hand-off."""
        return len(self.humans) >= 2 and self.app.settings.handoff_screens

    def _initial_viewer(self) -> int | None:
        if self.hot_seat():
            return PUBLIC  # nobody has been handed the laptop yet: no hand on show
        return super()._initial_viewer()

    #: (the table lays out one hand face up: found by hand, "sees every card" promised the others' too)
    observer_tip = ("Watch as an observer, with the first person's hand (or the first seat's) face up at the "
                    "bottom, as the table lays out one hand; or through one player's eyes")

    def bottom_seat(self) -> int:
        """Whose hand lies along the bottom: the person at the keyboard (or the first person, when
        nobody has been handed the laptop yet or only computers play)."""
        return self.viewer if self.viewer is not None and self.viewer >= 0 else self.home

    def handoff_reason(self, decision: Decision) -> str:
        if decision.kind == "warden":
            return "The Warden asks everyone to give something up. Everyone else, please look away."
        if decision.kind == "co_conspirator":
            return "A plan you are in was foiled: you may add an Escapee. Everyone else, please look away."
        return "Your turn: your hand is next. Everyone else, please look away."

    def log_text(self, event: Event) -> str | None:
        """With several people at the laptop the log stays public: it counts a hidden draw instead of
        naming its cards, and keeps quiet about an Escapee someone chose to keep (the next person
        will read the same log)."""
        if self.hot_seat():
            if isinstance(event, E.Drew) and not event.public and event.cards:
                n = len(event.cards)
                return f"{self.names[event.seat]} draws {n} card{'s' if n != 1 else ''} from the Cell Block."
            if isinstance(event, E.CoConspiratorDeclined):
                return None
        return super().log_text(event)

    def _handed(self, seat: int) -> None:
        self.effects.clear()  # nothing of the last person's moment lingers on the next one's table
        super()._handed(seat)

    def seat_color(self, seat: int) -> int:
        return self.seats[seat].color

    # ------------------------------------------------------------------ life cycle
    def enter(self) -> None:
        # a new deal is shown being dealt; a scenario's start position is simply shown
        self._opening = self.match.move_count == 0 and any(isinstance(e, E.Dealt) for e in self.match.opening_events)
        super().enter()

    def enable_replay(self, replay):
        super().enable_replay(replay)
        if hasattr(self, "speed_button"):
            self.speed_button.visible = False

    def speed_changed(self, index: int) -> None:
        self.app.settings.animation_speed = ANIMATION_SPEEDS[index]
        self.app.save_settings()
        self.settings_changed()

    def settings_changed(self) -> None:
        super().settings_changed()
        speed = self.app.settings.animation_speed
        if speed in ANIMATION_SPEEDS:
            self.speed_button.set_index(ANIMATION_SPEEDS.index(speed))

    def skip(self) -> None:
        super().skip()
        self.effects.clear()  # banners and bubbles of the skipped moves would only linger

    def update(self, dt: float) -> bool:
        if self.summary_open():  # the round summary is up: animations go on, nobody moves
            busy = self.player.update(dt)
            return self.update_table(dt) or busy
        return super().update(dt)

    # ------------------------------------------------------------------ GameScene hooks
    def sync(self) -> None:
        bottom = self.bottom_seat()
        if bottom != self.layout.bottom:
            self.layout = TableLayout(self.match.state.num_players, bottom)
            bg = self.painter.background()
            self.painter = Painter(self.layout, self.seats)
            self.painter._bg = bg
        if self._opening:
            self.model = TableModel.before_deal(self.view, bottom, self.threshold, self.gh_threshold)
            self._opening = False
        else:
            self.model = TableModel.from_view(self.view, bottom, self.threshold, self.gh_threshold)
        self.flying = []
        self.incoming = []
        self.hand.face_up = self.view.hands[bottom] is not None
        self.refresh_hand(glide=False)
        self.app.mark_dirty()

    def animate(self, event: Event) -> list[Step]:
        return self.animator.steps(event)

    def on_human_decision(self, decision: Decision) -> None:
        # the question panel says what the Action card in the spotlight asks: its caption, still fading
        # after skipped animations, would only lie half under the panel
        self.effects.items = [e for e in self.effects if not isinstance(e, Caption)]
        self.input.offer(decision)
        self.app.mark_dirty()

    def panel_bounds(self) -> pygame.Rect | None:
        """The play area: the sidebar's buttons (Start plan, Lay off...) are drawn over whatever lies under
        them, so a hint for the rightmost card of the hand lost the end of its words there."""
        return MAIN

    def panel_keep_clear(self) -> pygame.Rect | None:
        """Your own row: a note or hint about your hand went above it, over the plans in front of you."""
        return self.layout.rows[self.layout.bottom]

    def hint_target(self, action: Any) -> pygame.Rect | None:
        """The answer's button when the question panel asks (it lies over the table: found by hand, a hinted
        Returning Favors outlined the plan's heading hidden under the panel); else the pile to draw from, the
        cards in your hand a hinted play uses, or the plan it is about."""
        d = self.match.state.pending
        if d is None:
            return None
        button = self.input.button_for(action)
        if button is not None:
            return button
        lay = self.layout
        if isinstance(action, (A.DrawCellBlock, A.WorkDetailDraw)):
            r = pygame.Rect((0, 0), PILE_CARD)
            r.center = lay.cell_block
            return r
        if isinstance(action, A.DrawSolitary):
            return lay.solitary
        hand = [c for c in self.hand.cards if c not in self.hand.hidden] if self.hand.face_up else []
        if isinstance(action, (A.StartPlan, A.LayOff)):
            cards = [c for c in hand if not IS_ESCAPEE[c] and PLAN_OF[c] == action.plan]
            rects = [self.hand.card_rect(c) for c in cards]
            return rects[0].unionall(rects[1:]) if rects else lay.headers[action.plan]
        if isinstance(action, A.FoilPlan):
            return lay.headers[action.plan]
        card = getattr(action, "card", None)
        if isinstance(card, int) and card in hand:
            return self.hand.card_rect(card)
        if isinstance(action, (A.WorkDetailTake,)):
            return lay.solitary
        plan = getattr(action, "plan", None)
        if isinstance(plan, int) and 0 <= plan < len(lay.headers):
            return lay.headers[plan]
        return None

    def clear_prompt(self) -> None:
        self.input.clear()
        self.app.mark_dirty()

    def status_text(self) -> str:
        d = self.match.state.pending
        if d is not None and self.is_human(d.seat) and d.kind in STATUS:
            return STATUS[d.kind].format(name=self.names[d.seat])
        m = self.model
        if d is not None and m.current < 0 and 0 <= m.dealer < len(self.names):
            # the cards are still being dealt: nobody is thinking yet (found by hand: "Clyde Bot is thinking…")
            return f"{does(self.names[m.dealer], 'deals')}…"
        return super().status_text()

    def position_lines(self) -> list[str]:
        """A scenario's log says which round it starts in (the scores are beside it)."""
        return [f"Round {len(self.match.state.round_points) + 1}."] + super().position_lines()

    def result_lines(self) -> list[str]:
        state = self.match.state
        lines: list[str] = []
        rounds = len(state.round_points)
        winners = list(state.winners or ())
        if len(winners) == 1:
            lines.append(f"{does(self.names[winners[0]], 'wins')} with {state.totals[winners[0]]} points "
                         f"after {rounds} round{'s' if rounds != 1 else ''}.")
        elif winners:
            lines.append(f"A shared win at {state.totals[winners[0]]} points after {rounds} rounds.")
        order = sorted(range(state.num_players), key=lambda s: (-state.totals[s], s))
        for place, s in enumerate(order, 1):
            per_round = " + ".join(str(p[s]) for p in state.round_points[-6:])
            more = "… + " if rounds > 6 else ""
            lines.append(f"{place}. {self.names[s]}: {state.totals[s]}  ({more}{per_round})")
        stats = state.stats()
        lines.append(f"{stats['foils']} plan{'s' if stats['foils'] != 1 else ''} foiled · "
                     f"{stats['turns']} turn{'s' if stats['turns'] != 1 else ''}")
        return lines

    # ------------------------------------------------------------------ what others did to you
    def is_person(self, seat: int) -> bool:
        return self.replay is None and self.is_human(seat)

    def notify(self, seat: int, text: str) -> None:
        """Tell the person at ``seat`` what someone else (or the rules) did to their hand or plans. The notice
        stays over the log until they press "Got it" or make their next move."""
        if not self.is_person(seat):
            return
        self.notices.append(Notice(seat, text))
        if seat == self.viewer:
            self.app.audio.play("chime", 0.5)
        self.app.mark_dirty()

    def my_notices(self) -> list["Notice"]:
        """The notices for the person whose hand is on show."""
        viewer = self.viewer
        if viewer is None or viewer < 0:
            return []
        return [n for n in self.notices if n.seat == viewer]

    def acknowledge(self) -> None:
        viewer = self.viewer
        self.notices = [n for n in self.notices if n.seat != viewer]
        self.notice_button.visible = False
        self.app.mark_dirty()

    def play_events(self, events) -> None:
        # A Warden answer's first effect is that player's own choice; every other Warden effect was made for them
        last = self.match.record.actions[-1] if self.match.record.actions else None
        self.chosen_warden = isinstance(last, (A.WardenToYard, A.WardenDiscardPlan))
        super().play_events(events)

    def submit(self, action) -> bool:
        seat = self.match.state.pending.seat if self.match.state.pending is not None else -1
        ok = super().submit(action)
        if ok:  # their next move: what they were told about is now behind them
            self.notices = [n for n in self.notices if n.seat != seat]
        return ok

    # ------------------------------------------------------------------ the hand
    def sorted_hand(self, cards: Sequence[int]) -> list[int]:
        return sorted(cards, key=lambda c: (hand_order(c), c))

    def refresh_hand(self, glide: bool = True) -> None:
        """Show the model's hand, with room already made for cards flying in."""
        m = self.model
        if m is None:
            return
        cards = list(m.hand) + [c for c in self.incoming if c >= 0 and c not in m.hand]
        self.hand.set_cards(self.sorted_hand(cards), glide=glide)
        self.hand.hidden = {c for c in self.incoming if c in self.hand.cards}
        if self.input.decision is not None:
            self.input.refresh()

    # ------------------------------------------------------------------ places the animator asks for
    revealed_size = REVEALED_CARD

    def revealed_slot(self, index: int) -> tuple[float, float]:
        return self.layout.revealed_slot(index)

    # ------------------------------------------------------------------ the round summary
    def open_summary(self, event, goer: int, reason: str) -> None:
        state = self.match.state
        game_over = state.is_over and event.round == state.round
        summary = RoundSummary.build(event, self.model, goer, reason,
                                     bool(self.match.record.variant.no_foil_face_value), game_over)
        auto = None if self.humans else SUMMARY_SECONDS / max(0.1, self.player.speed)
        self._summary = RoundSummaryScene(self.app, summary, self.names, [s.color for s in self.seats],
                                          self._summary_closed, auto)
        self.app.scenes.push(self._summary)
        self.app.audio.play("coin", 0.7)

    def _summary_closed(self) -> None:
        self._summary = None

    def summary_open(self) -> bool:
        return self._summary is not None and self._summary in self.app.scenes.stack

    # ------------------------------------------------------------------ input and time
    HAND_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END,
                 pygame.K_SPACE)
    BAR_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_BACKSPACE)

    def handle_first(self, event: pygame.event.Event) -> bool:
        """Arrows, Space and Enter belong to the hand or the question panel while a person decides (while the
        cards move, the table shell keeps the arrows off the buttons)."""
        if event.type != pygame.KEYDOWN or event.mod & pygame.KMOD_CTRL:
            return False
        if self.input.active():
            if self.input.bar.visible and event.key in self.BAR_KEYS:
                self.input.handle(event)
                return True
            if self.hand.interactive and event.key in self.HAND_KEYS:
                self.hand.handle(event)
                return True
        return False

    def handle_table(self, event: pygame.event.Event) -> None:
        if self.input.handle(event):
            return
        if self.hand.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            over = next((p for p, r in enumerate(self.layout.headers) if r.collidepoint(event.pos)), None)
            pile = next((seat for seat in range(self.match.state.num_players)
                         if self.layout.foiled(seat).collidepoint(event.pos)), None)
            if (over, pile) != (self.hover_plan, self.hover_foiled):
                self.hover_plan, self.hover_foiled = over, pile
                self.app.mark_dirty()
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            for spread in (self.painter.solitary, self.painter.yard):  # long rows scroll; the card
                before = (spread.hover, spread.scroll)                  # under the mouse shows whole
                spread.handle(event)
                if (spread.hover, spread.scroll) != before:
                    self.app.mark_dirty()

    def update_table(self, dt: float) -> bool:
        busy = False
        busy = self.hand.update(dt) or busy
        busy = self.input.update(dt) or busy
        d = self.match.state.pending
        marks = {d.seat: "deciding…"} if d is not None and d.seat != self.match.state.current else {}
        if marks != self.painter.current_marks:
            self.painter.current_marks = marks
            busy = True
        return busy

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        m = self.model
        if m is None:
            return
        surface.blit(self.painter.static(m), (0, 0))
        lay = self.layout
        d = self.match.state.pending
        if d is not None and self.input.active() and d.kind == "draw":
            self._glow(surface, pygame.Rect(0, 0, 78, 106).move(lay.cell_block[0] - 39, lay.cell_block[1] - 53))
            if m.solitary:
                self._glow(surface, lay.solitary.inflate(8, 8))
        if m.revealed:
            self._draw_revealed(surface, m.revealed)
        for spread in (self.painter.solitary, self.painter.yard):
            self._draw_pile_hover(surface, spread)
        if self.hand.cards:
            if self.hand.face_up:  # under the cards: a card lifted to be read covers its group's count
                self.hand.draw_counts(surface, self._group_label)
            self.hand.draw(surface)
        self.input.draw_controls(surface)
        self.input.draw_targets(surface)
        for sprite in self.flying:
            sprite.draw(surface)
        self.effects.draw(surface)
        self.input.draw_bar(surface)
        if self.hover_plan is not None and not self.hand.dragging():
            draw_tooltip(surface, self.plan_tip(self.hover_plan), self.layout.headers[self.hover_plan])
        elif self.hover_foiled is not None and not self.hand.dragging():
            draw_tooltip(surface, self.foiled_tip(self.hover_foiled), self.layout.foiled(self.hover_foiled))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self._draw_notices(surface):  # over the log, which the shared scene draws over the table
            self.notice_button.draw(surface)

    def _draw_notices(self, surface: pygame.Surface) -> bool:
        """What others did to you, over the log, until you have seen it."""
        mine = self.my_notices()
        self.notice_button.visible = bool(mine)
        if not mine:
            return False
        area = self.layout.log
        # The box covers the log exactly, never the scores below it, and the whole log (found by hand: a short
        # notice left the end of a log line showing under it, a long one the scores' heading): a long notice is
        # written smaller, and only its last lines if even that does not fit.
        room = area.height - 46 - 56
        for size in (17, 16, 15):
            font = Fonts.body(size)
            lines: list[str] = []
            for n in mine[-4:]:
                lines += draw.wrap_lines(n.text, font, area.width - 28)
            if len(lines) * font.get_linesize() <= room:
                break
        lines = lines[-max(1, room // font.get_linesize()):]
        h = 46 + len(lines) * font.get_linesize() + 56
        box = pygame.Rect(area.topleft, area.size)
        draw.panel(surface, box, C.night_lo, radius=16, border=C.mustard_hi, border_width=3, alpha=255, shadow=4)
        draw.text(surface, "While you waited", Fonts.title(20), C.mustard_hi, (box.x + 14, box.y + 10))
        y = box.y + 42
        for line in lines:
            draw.text(surface, line, font, C.cream, (box.x + 14, y))
            y += font.get_linesize()
        self.notice_button.rect.midbottom = (box.centerx, box.y + h - 10)  # (right under the words)
        return True

    def _draw_pile_hover(self, surface: pygame.Surface, spread) -> None:
        """The Yard's or Solitary's card under the mouse, whole and at hand size, so its name can be read."""
        if spread.hover is None or spread.hover >= len(spread.cards) or self.hand.dragging():
            return
        under = spread.card_rect(spread.hover)
        img = card_art.face(spread.cards[spread.hover], HAND_CARD)
        r = img.get_rect(midtop=(under.centerx, under.y - 6))
        r.clamp_ip(pygame.Rect(4, 4, 1272, 712))
        surface.blit(img, r)
        pygame.draw.rect(surface, C.mustard_hi, r.inflate(6, 6), 3, border_radius=12)

    def foiled_tip(self, seat: int) -> str:
        """A Foiled! pile in words: its cards and what they will score at the end of the round."""
        m = self.model
        cards = m.foiled[seat] if m is not None else []
        who = self.names[seat]
        if not cards:
            return f"{whose(who)} Foiled! pile is empty. Foil a plan to fill it; it scores at the end of the round."
        pts = sum(VALUE[c] for c in cards)
        return f"{whose(who)} Foiled! pile: {cards_text(cards)}. Worth {pts} points at the end of the round."

    def plan_tip(self, plan: int) -> str:
        """A plan heading in words: what is in play, what a foil needs, what lies on it."""
        m = self.model
        info = PLANS[plan]
        if m is None:
            return info.name
        n = m.in_play()[plan]
        need = m.needed(plan)
        who = [self.names[s] for s in range(m.n) if m.count(s, plan)]
        parts = [f"{info.name} ({info.symbol}). Its Escapee: {info.escapee}."]
        if not n:
            parts.append(f"Not in play: start it with {self.start_min} matching cards.")
        else:
            parts.append(f"{n} card{'s' if n != 1 else ''} in play ({', '.join(who)}).")
            parts.append("It can be foiled now." if n >= need else f"{need - n} more and it can be foiled.")
        if m.guard_help_on == plan:
            parts.append(f"Guard Help lies on it: foiled with {need} cards.")
        if m.change_on == plan:
            parts.append("Change in Plan lies on it: any Escapee may foil it.")
        return " ".join(parts)

    def _group_label(self, group) -> str:
        if set(group.cards) <= set(self.hand.dragging()) | self.hand.hidden:
            return ""  # those cards are in the air
        return f"×{len(group.cards)}" if len(group.cards) > 1 else ""

    def _glow(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        t = time.perf_counter() - self._t0
        pulse = 0.5 + 0.5 * abs(((t * 1.2) % 2) - 1)
        pygame.draw.rect(surface, draw.mix(C.mustard, C.mustard_hi, pulse), rect, 3, border_radius=12)

    def _draw_revealed(self, surface: pygame.Surface, cards: Sequence[int]) -> None:
        box = self.layout.revealed
        draw.panel(surface, box, C.night_lo, radius=16, border=C.mustard, alpha=235, shadow=4)
        draw.text(surface, "Turned over by the Cell Search", Fonts.title(18), C.mustard_hi,
                  (box.centerx, box.y + 8), "midtop", max_width=box.width - 16)
        for i, card in enumerate(cards[:3]):
            img = card_art.face(card, REVEALED_CARD)
            surface.blit(img, img.get_rect(center=self.revealed_slot(i)))


SCENE = AlcatrazScene


# ---------------------------------------------------------------- the Rules page and --smoke
def rules_picture(key: str, size: tuple[int, int]) -> pygame.Surface:
    """A card for the Rules page gallery: "plan-<p>", "infamous-<p>", "generic" or an Action card kind."""
    from game.alcatraz.cards import ACTION_KIND, FIRST_GENERIC

    if key.startswith("plan-"):
        return card_art.face(int(key[5:]) * 12, size)
    if key.startswith("infamous-"):
        return card_art.face(FIRST_INFAMOUS + int(key[9:]), size)
    if key == "generic":
        return card_art.face(FIRST_GENERIC, size)
    card = next((c for c, k in ACTION_KIND.items() if k == key), None)
    if card is None:
        return card_art.back("plans", size)
    return card_art.face(card, size)


def smoke_pictures(app, shoot) -> None:
    from game.alcatraz.table.pictures import take_pictures
    take_pictures(app, shoot)

