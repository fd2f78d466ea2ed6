"""The Alarm! table: 2-6 seats around a felt, the deck, the card on its way and the discard pile.

Built on the shared :class:`~game.table.scene.GameScene`, which runs the
match (computer players, hand-off, autosave, undo, pause, game over). This
module only draws the table and turns the person's clicks and keys into the
engine's actions; the rules stay in :mod:`game.alarm.rules`.

Who sees what. Everything in Alarm! is face up except, under the optional
Informant rule, which overview card each player holds. With one person at
the laptop the table shows that person's view. With two or more people and
the Informant rule (and hand-off screens on) the table rests in a *public*
view where every unused overview card reads "Secret"; a person sees their
own card only behind a hand-off screen: at the start (each peeks in turn),
when they press "Peek", and when they are asked the Lawyer question. The
question is asked by the same rule for every holder of an unused card
(the engine asks them all), so being asked gives nothing away.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.alarm.actions import GiveCard, PassOn, StartPanic, StealLoot, SweepObstacles, UseInformant, UseLawyer
from game.alarm.cards import KIND_INDEX, KINDS, LOOT
from game.alarm.events import CardGiven, EquipmentStored
from game.alarm.forecast import lawyer_question_matters
from game.alarm.table import art as card_art
from game.alarm.table.animator import AlarmAnimator
from game.alarm.table.input import DecisionInput
from game.alarm.table.layout import SIDE_SCALE, TableLayout
from game.alarm.table.painter import TablePainter, out_reason_text, place_name
from game.alarm.table.pictures import rules_picture, smoke_pictures
from game.alarm.table.privacy import PeekScene
from game.alarm.table.prompt_panel import PromptPanel
from game.alarm.table.sprites import TableCard
from game.alarm.table.table_model import PUBLIC, TableModel
from game.engine.actions import Decision, Event
from game.engine.match import Match
from game.engine.naming import does
from game.table.overlays import HandoffScene
from game.table.scene import GameScene
from game.ui.event_player import Call, Step
from game.ui.log_cache import CachedLogPanel
from game.ui.widgets import Button, WidgetGroup


class AlarmScene(GameScene):
    name = "alarm-table"

    def __init__(self, app, match: Match, **kwargs: Any):
        super().__init__(app, match, **kwargs)
        n = match.state.num_players
        self.home = self.humans[0] if self.humans else 0
        self.layout = TableLayout(n, self.home)
        self.variant = match.record.variant
        self.painter = TablePainter(self.layout, match.record.seats, self.names, self.variant.lawyers_per_player)
        self.log = CachedLogPanel(self.layout.log, under=self.painter.background)  # drawn once per new line
        self.model: TableModel | None = None
        self.sprites: dict[Any, TableCard] = {}
        self.animator = AlarmAnimator(self)
        self.prompt = PromptPanel(app.audio, self.layout.prompt)
        self.table_widgets = WidgetGroup(app.audio)
        self.lawyer_button = self.table_widgets.add(Button(pygame.Rect(0, 0, 180, 40), "Use my Lawyer",
                                                           self._lawyer_button, style="primary", font_size=19,
                                                           hotkey=pygame.K_l,
                                                           tooltip="Stop the card before it lands (L)"))
        self.lawyer_button.visible = False
        self.peek_buttons: dict[int, Button] = {}
        if self.hot_seat_secrets():
            for seat in self.humans:
                b = Button(self.layout.badge_rect(seat), "Peek", lambda s=seat: self.peek(s),
                           font_size=17, tooltip="Look at your secret card (the others look away)")
                self.peek_buttons[seat] = self.table_widgets.add(b)  # type: ignore[assignment]
        log_toggle = pygame.Rect(0, 0, 74, 30)
        log_toggle.topright = (self.layout.log.right - 8, self.layout.log.y + 6)
        self.log_button = self.table_widgets.add(Button(log_toggle, "Hide", self.toggle_log, font_size=16,
                                                        tooltip="Hide or show what happened"))
        self.input = DecisionInput(self)
        self.out_reasons: dict[int, str] = {}
        self.opening = False
        self._rewind_opening = False
        self._holding = False
        self._peeks_at: Any = None
        self._t0 = time.perf_counter()
        if match.move_count:
            self._recall_out_reasons()

    # ------------------------------------------------------------------ who sees what
    def hot_seat_secrets(self) -> bool:
        """Several people at one laptop, secret overview cards, and hand-off screens on."""
        return bool(self.variant.informant) and len(self.humans) >= 2 and self.app.settings.handoff_screens

    def _initial_viewer(self) -> int | None:
        if bool(self.match.record.variant.informant) and len(self.humans) >= 2 \
                and self.app.settings.handoff_screens:
            return PUBLIC
        return super()._initial_viewer()

    def current_view(self) -> Any:
        state = self.match.state
        if self.hot_seat_secrets():
            d = state.pending
            if d is not None and d.kind == "lawyer" and d.seat == self.handed_to:
                return state.view(d.seat)
            return state.view(PUBLIC)
        return state.view(self.viewer)

    def is_secret(self, seat: int) -> bool:
        """Whether ``seat``'s overview card is still unknown to the others."""
        return self.match.state.view(PUBLIC).overview[seat] == "unused"

    def should_ask(self, decision: Decision) -> bool:
        """The Lawyer question, by the setting, from public cards only (the same rule for every holder)."""
        setting = self.app.settings.lawyer_prompt
        if setting == "always" or self.coach is not None:  # (a lesson teaches the choice: it asks)
            return True
        if setting == "never":
            return False
        view = self.view
        card = view.passing if view.passing >= 0 else view.drawn
        return card >= 0 and lawyer_question_matters(view, decision.seat, card)

    def needs_handoff(self, decision: Decision) -> bool:
        return (self.hot_seat_secrets() and decision.kind == "lawyer" and decision.seat != self.handed_to
                and self.should_ask(decision) and self.is_secret(decision.seat))

    def handoff_reason(self, decision: Decision) -> str:
        return "A card is coming to you, and your overview card is secret: everyone else, please look away."

    def open_private_question(self, decision: Decision) -> None:
        """The person pressed "Use my Lawyer": ask them properly, behind a hand-off if their card is secret."""
        seat = decision.seat
        if self.hot_seat_secrets() and self.is_secret(seat):
            self.lawyer_button.visible = False
            self.app.scenes.push(HandoffScene(self.app, seat, self.names[seat],
                                              lambda: self._private_question(seat),
                                              "You want to use your secret card: everyone else, please look away."))
        else:
            self.input.ask_lawyer(decision)

    def _private_question(self, seat: int) -> None:
        d = self.match.state.pending
        if d is None or d.seat != seat or d.kind != "lawyer":
            return
        self.handed_to = seat
        self.viewer = seat
        self.view = self.current_view()
        self.sync()
        self.input.offer(d)
        self.input.ask_lawyer(d)

    def peek(self, seat: int, then=None) -> None:
        """Let ``seat`` look at their secret overview card (after a hand-off screen)."""
        def show() -> None:
            card = self.match.state.view(seat).overview[seat]
            self.app.scenes.push(PeekScene(self.app, self.names[seat], seat, card, then))
        self.app.scenes.push(HandoffScene(self.app, seat, self.names[seat], show,
                                          "Your secret card is next: everyone else, please look away."))

    def _opening_peeks(self) -> None:
        """Under the Informant rule with several people, each looks at their card before play starts."""
        order = list(self.humans)
        self._holding = True

        def next_peek() -> None:
            if not order:
                self._holding = False
                return
            self.peek(order.pop(0), next_peek)
        next_peek()

    # ------------------------------------------------------------------ life cycle
    def enter(self) -> None:
        card_art.prewarm()  # no card is drawn for the first time while cards fly
        # (a match from a saved position has no opening to show: its card is already on the table)
        self.opening = self._rewind_opening = self.match.move_count == 0 and bool(self.match.opening_events)
        super().enter()
        if self.model is not None:  # the background and the seats, before the first card flies
            self.painter.resting(self.model, self.out_reasons)
        self.player.add(Call(self._opening_done))
        if self.opening and self.hot_seat_secrets():
            self._opening_peeks()

    def _opening_done(self) -> None:
        self.opening = False

    def update(self, dt: float) -> bool:
        if self._holding:
            return self.update_table(dt)
        return super().update(dt)

    def _recall_out_reasons(self) -> None:
        """A resumed game: replay its record quietly to learn how each player already out was caught."""
        from game.alarm.events import Caught, ShowdownUnpaid

        record = self.match.record
        try:
            state = record.new_state(self.spec)
            for action in record.actions:
                for e in state.apply(action):
                    if isinstance(e, Caught):
                        self.out_reasons[e.seat] = out_reason_text(e.combo)
                    elif isinstance(e, ShowdownUnpaid):
                        self.out_reasons[e.seat] = "Could not pay Loot in the showdown"
        except Exception:  # noqa: BLE001 - only labels are at stake
            pass

    # ------------------------------------------------------------------ GameScene hooks
    def sync(self) -> None:
        model = TableModel.from_view(self.view)
        if self._rewind_opening and model.drawn >= 0 and model.main_card == model.drawn:
            # the opening events are about to show the first card being drawn
            model.deck_count += 1
            model.drawn = model.main_card = -1
        self._rewind_opening = False
        self.model = model
        keep = {model.main_card: (self.layout.main, 1.0), model.side_card: (self.layout.side, SIDE_SCALE)}
        for key in list(self.sprites):
            if key not in keep or key == -1:
                del self.sprites[key]
        for card, (pos, scale) in keep.items():
            if card < 0:
                continue
            sprite = self.sprites.get(card)
            if sprite is None:
                sprite = self.new_sprite(card, pos, scale)
            sprite.pos, sprite.scale, sprite.face_up, sprite.flip_x = pos, scale, True, 1.0
        self.painter.forget()
        self.app.mark_dirty()

    def animate(self, event: Event) -> list[Step]:
        return self.animator.steps(event)

    _last_logged: Event | None = None

    def log_text(self, event: Event) -> str | None:
        """As the events say, but once: Equipment a player keeps is "Clyde keeps the Bone." then
        "Clyde keeps the Bone for later." (found reading the log); the second line goes."""
        before, self._last_logged = self._last_logged, event
        if (isinstance(event, EquipmentStored) and isinstance(before, CardGiven)
                and before.giver == before.to == event.seat and before.card == event.card):
            return None
        return super().log_text(event)

    def on_human_decision(self, decision: Decision) -> None:
        self.input.offer(decision)
        self.app.mark_dirty()  # nothing moves, but the question must be drawn

    def callout_area(self) -> pygame.Rect | None:
        """Hints and lesson notes go over the log, clear of the seats, the card and the question."""
        return self.layout.log

    def hint_target(self, action: Any) -> pygame.Rect | None:
        """The seat a hinted card goes to, the card in front of you it is about, or your Lawyer."""
        d = self.match.state.pending
        if d is None:
            return None
        me, lay = d.seat, self.layout
        if isinstance(action, (GiveCard, UseInformant)):
            return lay.seats[action.to]
        if isinstance(action, StealLoot):
            return lay.seats[action.victim]
        if isinstance(action, UseLawyer):
            return lay.badge_rect(me)
        if isinstance(action, (StartPanic, PassOn)):
            return lay.slot_rect(me, KIND_INDEX[action.kind])
        if isinstance(action, SweepObstacles) and action.kinds:
            rects = [lay.slot_rect(me, KIND_INDEX[k]) for k in action.kinds]
            return rects[0].unionall(rects[1:])
        return lay.seats[me]  # (taking the card yourself)

    def hint_label(self, action: Any, target: pygame.Rect | None) -> str:
        """Giving the card to yourself reads as its button does, "Keep it", not "Give it to Sam" when
        you are Sam."""
        d = self.match.state.pending
        if isinstance(action, GiveCard) and d is not None and action.to == d.seat:
            return "Keep it"
        return super().hint_label(action, target)

    def clear_prompt(self) -> None:
        self.input.clear()
        self.app.mark_dirty()
        if self.hot_seat_secrets() and self.handed_to is not None:
            # back to the public table: hide the card the person just looked at
            self.handed_to = None
            self.view = self.current_view()
            if self.model is not None:
                self.model.overview = list(self.view.overview)
                self.model.uses = list(self.view.uses_left)
                self.model.touch_all()

    STATUS = {"give": "{name}, hand out the card", "lawyer": "{name}: a card is coming to you",
              "clover": "{name}: your Clover sweeps", "steal": "{name}: grab some Loot",
              "panic": "{name}: Panic!", "panic_pass": "{name}: Panic! Pass a card on"}
    """Short words for the status pill while a person decides (the question panel says the rest)."""

    def status_text(self) -> str:
        d = self.match.state.pending
        if d is not None and self.input.mode == "beat":
            return f"{self.names[d.seat]}: taking it…  (L to stop it)"
        if d is not None and self.is_human(d.seat) and self.player.idle and d.kind in self.STATUS:
            return self.STATUS[d.kind].format(name=self.names[d.seat])
        return super().status_text()

    def result_lines(self) -> list[str]:
        state = self.match.state
        winners = list(state.winners or ())
        lines: list[str] = []
        stats = state.stats()
        turns = stats.get("turns", state.turn)
        if winners:
            w = winners[0]
            if state.end_reason == "last player standing":
                lines.append(f"{does(self.names[w], 'is')} the last burglar still free, after {turns} turns.")
            else:
                lines.append(f"{does(self.names[w], 'wins')}: {state.end_reason}.")
        scores = state.scores()
        order = sorted(range(state.num_players), key=lambda s: -scores[s])
        loot = [state.counts(s)[LOOT] for s in range(state.num_players)]
        for place, s in enumerate(order, 1):
            if s in winners:
                what = f"free, with {loot[s]} Loot"
            elif state.alive[s]:
                what = f"still free, with {loot[s]} Loot"
            else:
                what = self.out_reasons.get(s, "Caught")
                what = what[0].lower() + what[1:]
                what += f" (out {place_name(state.eliminated.index(s) + 1)})"
            lines.append(f"{place}. {self.names[s]}: {what}")
        bits = [f"{stats.get('lawyers_used', 0)} Lawyer call{'s' if stats.get('lawyers_used', 0) != 1 else ''}",
                f"{stats.get('panics', 0)} Panic{'s' if stats.get('panics', 0) != 1 else ''}",
                f"{stats.get('reshuffles', 0)} reshuffle{'s' if stats.get('reshuffles', 0) != 1 else ''}"]
        if stats.get("informant_used"):
            bits.append("the Informant struck")
        if stats.get("showdown"):
            n = stats.get("showdown_turns", 0)
            bits.append(f"showdown: {n} turn{'s' if n != 1 else ''}")
        lines.append(" · ".join(bits))
        return lines

    # ------------------------------------------------------------------ sprites and effects
    def new_sprite(self, key: Any, pos: tuple[float, float], scale: float, face_up: bool = True) -> TableCard:
        card = key if isinstance(key, int) else 0
        kind = KINDS[self.model.kinds[card]] if self.model is not None else KINDS[self.view.kinds[card]]
        sprite = TableCard(card, kind, pos, scale, face_up)
        self.sprites[key] = sprite
        return sprite

    def drop_sprite(self, key: Any) -> None:
        self.sprites.pop(key, None)

    def raise_sprite(self, key: Any) -> None:
        sprite = self.sprites.pop(key, None)
        if sprite is not None:
            self.sprites[key] = sprite

    def main_sprite(self) -> TableCard | None:
        if self.model is None or self.model.main_card < 0:
            return None
        return self.sprites.get(self.model.main_card)

    # ------------------------------------------------------------------ buttons on the table
    def show_lawyer_button(self, seat: int) -> None:
        b = self.lawyer_button
        secret = self.hot_seat_secrets() and self.is_secret(seat)
        card = self.view.overview[seat]
        b.label = "Use my card" if secret else ("Use the Informant" if card == "informant" else "Use my Lawyer")
        b.rect = pygame.Rect(0, 0, 188, 40)
        box = self.layout.seats[seat]  # at the seat's corner away from the card, clear of the arrow to it
        x = box.x if box.centerx < self.layout.main[0] - 40 else box.right - b.rect.width
        if self.layout.is_top(seat):
            b.rect.topleft = (x, box.bottom + 8)
        else:
            b.rect.bottomleft = (x, box.y - 8)
        b.visible = True

    def _lawyer_button(self) -> None:
        self.input.use_card_pressed()

    def toggle_log(self) -> None:
        self.log.visible = not self.log.visible
        self.log_button.label = "Hide" if self.log.visible else "Show log"
        self.log_button.rect.width = 74 if self.log.visible else 110
        self.log_button.rect.topright = (self.layout.log.right - 8, self.layout.log.y + 6)

    # ------------------------------------------------------------------ input and time
    def handle_first(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and self.prompt.visible:
            self.prompt.handle(event)  # arrows move between the answers, not the top buttons
            return True
        return False

    def handle_table(self, event: pygame.event.Event) -> None:
        if self.table_widgets.handle(event):
            return
        if self.prompt.handle(event):
            return
        self.input.handle(event)

    def update_table(self, dt: float) -> bool:
        busy = False
        busy = self.input.update(dt) or busy
        busy = self.prompt.update(dt) or busy
        if self.peek_buttons and self._peeks_at != (self.match.move_count, self.handed_to):
            self._peeks_at = (self.match.move_count, self.handed_to)
            over = self.match.state.is_over
            public = self.match.state.view(PUBLIC)
            for seat, b in self.peek_buttons.items():
                b.visible = (not over and public.alive[seat] and public.overview[seat] == "unused"
                             and seat != self.handed_to)  # (during their private question the badge shows it)
        self.log_button.visible = not self.open_panels()  # (a hint or a lesson's note lies over the log)
        busy = self.table_widgets.update(dt) or busy
        # (the glows pulse while anything else moves; a table waiting for a person stays still: no idle CPU)
        return busy

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        if self.model is None:
            return
        m = self.model
        t = time.perf_counter() - self._t0
        painter = self.painter
        surface.blit(painter.resting(m, self.out_reasons), (0, 0))
        if m.winners is None and m.alive[m.active]:
            painter.active_glow(surface, m.active, t)
        d = self.match.state.pending
        if d is not None and m.winners is None and not self.is_human(d.seat) and self.player.idle:
            painter.thinking_dots(surface, d.seat, t)
        if m.panic is not None:
            painter.panic_tag(surface, m.panic[0], t)
        self.input.draw(surface, t)
        self.prompt.draw(surface)  # (shown only while nothing flies)
        for sprite in list(self.sprites.values()):
            sprite.draw(surface)
        sprite = self.main_sprite()
        if sprite is not None and m.main_for >= 0 and m.alive[m.main_for]:
            painter.on_its_way(surface, sprite.pos, m.main_for)
        self.effects.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.table_widgets.draw(surface)  # above the log and the status pill


SCENE = AlarmScene

__all__ = ["SCENE", "AlarmScene", "rules_picture", "smoke_pictures"]
