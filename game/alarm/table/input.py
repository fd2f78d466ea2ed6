"""A person's decisions on the Alarm! table: what is offered, and how they answer.

Every decision can be answered with the mouse on the table itself (a seat,
the card in the centre dragged onto a seat, a card in your own row) or on
the question panel, and with the keyboard (number keys for the answers,
arrows and Enter). The engine says what is legal; this only offers the
pending decision's actions and forwards the chosen one.

The Lawyer question follows the "Alarm!: ask about the Lawyer" setting.
When the person is not asked, the card waits a moment beside a "Use my
Lawyer" button (key L) and then lands by itself, so a Lawyer can still be
used on purpose. Whether to ask depends only on the setting and on cards
everyone can see, never on which overview card the person holds, so under
the Informant rule the question (or its absence) gives nothing away.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.alarm.actions import TakeCard, UseInformant, UseLawyer
from game.alarm.cards import KIND_INDEX, LOOT, NAMES, OBSTACLES
from game.alarm.forecast import CAUGHT, CLOSE, outcome
from game.alarm.table.effects import seat_arrow
from game.engine import LEFT, next_seat
from game.engine.actions import Decision
from game.table.scene import GameScene
from game.ui import draw
from game.ui.cards import CardDrag
from game.ui.prompt import Choice
from game.ui.theme import C, Fonts

BEAT = 1.3
"""Seconds (at normal speed) a card waits beside the "Use my Lawyer" button before it lands by itself."""


class DecisionInput:
    def __init__(self, scene: GameScene):
        self.scene = scene
        self.decision: Decision | None = None
        self.mode = ""
        self.seat_targets: dict[int, Callable[[], None]] = {}
        """Seat -> what clicking that seat does."""
        self.slot_targets: dict[int, Callable[[], None]] = {}
        """Kind (in the decider's own row) -> what clicking that card does."""
        self.target_order: list[int] = []
        self.tags: dict[int, str] = {}
        """Seat -> a warning shown on it while the person chooses ("caught!")."""
        self.selected: list[int] = []
        self.beat_left = 0.0
        self.panic_kind = ""
        self.drag = CardDrag(self._drop_targets, self._dropped)

    # -- offering ----------------------------------------------------------------------
    def clear(self) -> None:
        self.decision = None
        self.mode = ""
        self.seat_targets, self.slot_targets, self.tags = {}, {}, {}
        self.target_order = []
        self.selected = []
        self.beat_left = 0.0
        self.panic_kind = ""
        if self.drag.sprite is not None:
            self.drag.sprite.lift = 0
            self.drag.sprite = None
        self.scene.prompt.hide()
        self.scene.lawyer_button.visible = False

    def offer(self, decision: Decision) -> None:
        self.clear()
        self.decision = decision
        getattr(self, "_offer_" + decision.kind, self._offer_plain)(decision)

    def submit(self, action: Any) -> None:
        if self.decision is not None and action in self.decision.actions:
            self.scene.submit(action)

    def _show(self, question: str, choices: list[Choice], detail: str = "", detail_color=C.text_dim) -> None:
        self.scene.prompt.show(question, choices, detail=detail, detail_color=detail_color)

    def _offer_plain(self, decision: Decision) -> None:
        names = self.scene.names
        self._show(decision.prompt or "Your choice", [Choice(a.describe(names), lambda a=a: self.submit(a))
                                                      for a in decision.actions])

    # give ------------------------------------------------------------------------------
    def _offer_give(self, decision: Decision) -> None:
        view, names, me = self.scene.view, self.scene.names, decision.seat
        card = view.drawn
        kind = NAMES[view.kinds[card]]
        choices = []
        warnings = []
        for i, action in enumerate(decision.actions):
            to = action.to  # type: ignore[attr-defined]
            self.seat_targets[to] = lambda a=action: self.submit(a)
            self.target_order.append(to)
            if outcome(view, to, card) == CAUGHT:
                self.tags[to] = "caught!"
                warnings.append(f"{'you' if to == me else names[to]}")
            label = "Keep it" if to == me else names[to]
            choices.append(Choice(label, lambda a=action: self.submit(a)))
        detail = "Click a player or drag the card onto them."
        color = C.text_dim
        if warnings:
            detail = f"It would get {' and '.join(warnings)} caught! " + detail
            color = C.coral_hi
        self.mode = "give"
        self._show(f"Who gets the {kind}?", choices, detail, color)

    def _drop_targets(self) -> list[tuple[pygame.Rect, object]]:
        if self.mode != "give":
            return []
        return [(self.scene.layout.seats[s], s) for s in self.seat_targets]

    def _dropped(self, sprite: Any, seat: object) -> bool:
        act = self.seat_targets.get(seat) if isinstance(seat, int) else None
        if act is None:
            return False
        act()
        return True

    # lawyer ----------------------------------------------------------------------------
    def _card_coming(self) -> int:
        view = self.scene.view
        return view.passing if view.passing >= 0 else view.drawn

    def _offer_lawyer(self, decision: Decision) -> None:
        if decision.forced and not self.scene.hot_seat_secrets():
            self.submit(decision.actions[0])  # nothing to choose, and nobody to keep a secret from
            return
        if self.scene.should_ask(decision) or self.scene.taken_back:  # (after Undo, the beat would only
            self.ask_lawyer(decision)                                   # take the card again at once)
            return
        self.mode = "beat"
        self.beat_left = BEAT
        self.scene.show_lawyer_button(decision.seat)

    def ask_lawyer(self, decision: Decision) -> None:
        """The full question: take the card, call the Lawyer, or (Informant) pass it on."""
        view, names = self.scene.view, self.scene.names
        self.mode = "lawyer"
        self.scene.lawyer_button.visible = False
        card = self._card_coming()
        kind = NAMES[view.kinds[card]]
        result = outcome(view, decision.seat, card)
        detail, color = "", C.text_dim
        if result == CAUGHT:
            detail, color = "Taking it gets you caught!", C.coral_hi
        elif result == CLOSE:
            detail, color = "Taking it brings you one card from getting caught.", C.mustard_hi
        take = Choice("Take it", lambda: self.submit(TakeCard()), style="quiet")
        others: list[Choice] = []
        for a in decision.actions:
            if type(a) is UseLawyer:
                others.append(Choice("Call my Lawyer", lambda a=a: self.submit(a), style="primary"))
            elif type(a) is UseInformant:
                to = a.to  # type: ignore[attr-defined]
                others.append(Choice(f"Pass to {names[to]}", lambda a=a: self.submit(a), style="primary",
                                     tooltip="Use the Informant: this player gets the card instead"))
                self.seat_targets[to] = lambda a=a: self.submit(a)
                if outcome(view, to, card) == CAUGHT:
                    self.tags[to] = "caught!"
        choices = others + [take] if result == CAUGHT else [take] + others
        coming = "passed to you" if view.passing >= 0 else "coming to you"
        self._show(f"The {kind} is {coming}.", choices, detail, color)

    def use_card_pressed(self) -> None:
        """The "Use my Lawyer" button during the beat: stop the clock and ask properly."""
        d = self.decision
        if d is None or self.mode != "beat":
            return
        self.mode = "waiting"
        self.scene.open_private_question(d)

    # clover ----------------------------------------------------------------------------
    def _offer_clover(self, decision: Decision) -> None:
        self.mode = "clover"
        choices = []
        for a in decision.actions:
            kinds = a.kinds  # type: ignore[attr-defined]
            label = " + ".join(NAMES[KIND_INDEX[k]] for k in kinds)
            choices.append(Choice(label, lambda a=a: self.submit(a)))
        need = len(decision.actions[0].kinds)  # type: ignore[attr-defined]
        counts = self.scene.view.counts[decision.seat]
        for k in OBSTACLES:
            if counts[k]:
                self.slot_targets[k] = lambda k=k: self._pick_sweep(k)
        self._show(f"Your Clover sweeps away {need} obstacle{'s' if need != 1 else ''}: which?", choices,
                   "Pick below, or click the cards in your row.")

    def _pick_sweep(self, kind: int) -> None:
        d = self.decision
        if d is None:
            return
        counts = self.scene.view.counts[d.seat]
        if self.selected.count(kind) >= counts[kind]:
            self.selected = [k for k in self.selected if k != kind]
            return
        self.selected.append(kind)
        need = len(d.actions[0].kinds)  # type: ignore[attr-defined]
        if len(self.selected) == need:
            wanted = sorted(self.selected)
            for a in d.actions:
                if sorted(KIND_INDEX[k] for k in a.kinds) == wanted:  # type: ignore[attr-defined]
                    self.submit(a)
                    return
            self.selected = []

    # steal -----------------------------------------------------------------------------
    def _offer_steal(self, decision: Decision) -> None:
        view, names = self.scene.view, self.scene.names
        self.mode = "steal"
        choices = []
        for a in decision.actions:
            victim = a.victim  # type: ignore[attr-defined]
            self.seat_targets[victim] = lambda a=a: self.submit(a)
            self.target_order.append(victim)
            choices.append(Choice(f"{names[victim]} ({view.counts[victim][LOOT]})", lambda a=a: self.submit(a)))
        self._show("Dropped Loot! Whose Loot do you grab?", choices, "Click a player, or pick below.")

    # panic -----------------------------------------------------------------------------
    def _offer_panic(self, decision: Decision) -> None:
        self.mode = "panic"
        kinds: list[str] = []
        for a in decision.actions:
            if a.kind not in kinds:  # type: ignore[attr-defined]
                kinds.append(a.kind)  # type: ignore[attr-defined]
        directions = sorted({a.direction for a in decision.actions}, reverse=True)  # type: ignore[attr-defined]
        counts = self.scene.view.counts[decision.seat]
        choices = []
        for k in kinds:
            self.slot_targets[KIND_INDEX[k]] = lambda k=k: self._panic_kind(k)
            n = counts[KIND_INDEX[k]]
            label = NAMES[KIND_INDEX[k]] + (f" ×{n}" if n > 1 else "")
            choices.append(Choice(label, lambda k=k: self._panic_kind(k)))
        if len(kinds) == 1 and len(directions) > 1:  # nothing to pick but the way it goes
            self._panic_kind(kinds[0])
            return
        where = "" if len(directions) > 1 else f" It goes to {self._neighbour(LEFT)}."
        self._show("Panic! Which of your cards do you pass on?", choices,
                   "Pick below, or click a card in your row." + where)

    def _neighbour(self, direction: int) -> str:
        d = self.decision
        view = self.scene.view
        return self.scene.names[next_seat(d.seat, view.num_players, view.alive, direction)] if d else ""

    def _panic_kind(self, kind: str) -> None:
        d = self.decision
        if d is None:
            return
        options = [a for a in d.actions if a.kind == kind]  # type: ignore[attr-defined]
        if not options:
            return
        if len(options) == 1:
            self.submit(options[0])
            return
        self.mode = "panic_dir"
        self.panic_kind = kind
        self.slot_targets = {}
        view = self.scene.view
        choices = []
        for a in sorted(options, key=lambda a: -a.direction):  # type: ignore[attr-defined]
            to = next_seat(d.seat, view.num_players, view.alive, a.direction)  # type: ignore[attr-defined]
            self.seat_targets[to] = lambda a=a: self.submit(a)
            side = "left" if a.direction == LEFT else "right"  # type: ignore[attr-defined]
            choices.append(Choice(f"To {self.scene.names[to]} ({side})", lambda a=a: self.submit(a)))
        if len({a.kind for a in d.actions}) > 1:  # type: ignore[attr-defined]
            choices.append(Choice("Another card", lambda: self.offer(d)))
        self._show(f"Pass the {NAMES[KIND_INDEX[kind]]} which way?", choices,
                   "The card goes on round the table in that direction.")

    def _offer_panic_pass(self, decision: Decision) -> None:
        self.mode = "panic_pass"
        counts = self.scene.view.counts[decision.seat]
        choices = []
        for a in decision.actions:
            k = a.kind  # type: ignore[attr-defined]
            self.slot_targets[KIND_INDEX[k]] = lambda a=a: self.submit(a)
            n = counts[KIND_INDEX[k]]
            choices.append(Choice(NAMES[KIND_INDEX[k]] + (f" ×{n}" if n > 1 else ""), lambda a=a: self.submit(a)))
        panic = self.scene.view.panic
        note = ""
        if panic is not None and panic[3] and panic[3] not in [a.kind for a in decision.actions]:  # type: ignore
            note = f"Not the {NAMES[KIND_INDEX[panic[3]]]} you just got. "
        self._show("Panic! Which card do you pass on?", choices,
                   note + f"It goes to {self._next_in_panic()}.")

    def _next_in_panic(self) -> str:
        view = self.scene.view
        d = self.decision
        if d is None or view.panic is None:
            return ""
        return self.scene.names[next_seat(d.seat, view.num_players, view.alive, view.panic[1])]

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.decision is None:
            return False
        if self.mode == "beat":
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.beat_left = 0.0
                return True
            return False
        if self.drag.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            sprite = self.scene.main_sprite()
            if self.mode == "give" and sprite is not None and sprite.rect.collidepoint(event.pos):
                self.drag.begin(sprite, event.pos)
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for kind, act in self.slot_targets.items():
                if self.scene.layout.slot_rect(self.decision.seat, kind).inflate(6, 30).move(0, 12) \
                        .collidepoint(event.pos):
                    act()
                    return True
            for seat, act in self.seat_targets.items():
                if self.scene.layout.seats[seat].collidepoint(event.pos):
                    act()
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.scene.prompt.handle(event)
            return True
        return False

    def update(self, dt: float) -> bool:
        busy = self.drag.update(dt)
        if self.mode == "beat" and self.decision is not None:
            if self.scene.app.scenes.top is self.scene:
                self.beat_left -= dt * self.scene.app.settings.speed_factor
            if self.beat_left <= 0:
                self.mode = "waiting"
                self.scene.lawyer_button.visible = False
                self.submit(TakeCard())
            return True
        return busy

    def focused_seat(self) -> int | None:
        """The seat whose answer button has the keyboard focus (so the seat lights up too)."""
        if not self.target_order:
            return None
        buttons = self.scene.prompt.buttons
        for i, b in enumerate(buttons[:len(self.target_order)]):
            if b.focused or b.hovered:
                return self.target_order[i]
        return None

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, t: float) -> None:
        if self.decision is None:
            return
        lay = self.scene.layout
        pulse = 0.5 + 0.5 * abs(((t * 1.6) % 2) - 1)
        hot = self.drag.hovered_target() if self.drag.active else self.focused_seat()
        for i, seat in enumerate(self.target_order or self.seat_targets):
            box = lay.seats[seat]
            color = draw.mix(C.mustard, C.mustard_hi, pulse)
            pygame.draw.rect(surface, color, box.inflate(8, 8), 6 if seat == hot else 3, border_radius=18)
            if self.target_order:
                badge = (box.x + 6, box.y + 6)
                pygame.draw.circle(surface, C.mustard, badge, 15)
                pygame.draw.circle(surface, C.ink, badge, 15, 2)
                draw.text(surface, str(i + 1), Fonts.title(18), C.ink, badge, "center")
            tag = self.tags.get(seat)
            if tag:
                font = Fonts.bold(16)
                w = font.size(tag)[0] + 18
                r = pygame.Rect(0, 0, w, 28)
                r.midright = (box.right - 10, box.y + 149)
                draw.panel(surface, r, C.coral, radius=14, shadow=0)
                draw.text(surface, tag, font, C.cream, r.center, "center")
        if self.slot_targets:
            for kind in self.slot_targets:
                r = lay.slot_rect(self.decision.seat, kind).inflate(8, 8)
                picked = kind in self.selected
                pygame.draw.rect(surface, C.good if picked else draw.mix(C.mustard, C.mustard_hi, pulse), r,
                                 4 if picked else 2, border_radius=8)
        if self.mode == "give" and hot is not None and not self.drag.active:
            main = lay.main_rect()
            box = lay.seats[hot]
            seat_arrow(surface, main, box, C.mustard_hi)
        self.drag.draw_targets(surface)
        if self.mode == "beat":
            self._draw_beat(surface)

    def _draw_beat(self, surface: pygame.Surface) -> None:
        """A ring around the Lawyer button that empties as the card is about to land."""
        button = self.scene.lawyer_button
        if not button.visible:
            return
        left = max(0.0, self.beat_left / BEAT)
        r = button.rect.inflate(10, 10)
        pygame.draw.rect(surface, C.night_hi, r, 4, border_radius=14)
        w = int(r.width * left)
        if w > 4:
            pygame.draw.rect(surface, C.mustard, (r.x, r.bottom - 6, w, 6), border_radius=3)


__all__ = ["DecisionInput", "BEAT"]
