"""A person's side of the Alcatraz table: buttons, the hand, drags, and the question panel.

:class:`DecisionInput` turns the pending decision into things to press. On a
turn: the Cell Block and Solitary (or their buttons) for the draw; then the
hand, where a person selects cards and presses Start plan / Lay off / To the
Yard / Discard, or drags them onto a plan column, the Yard or Solitary, or
double-clicks a card to discard it; the Foil button lights only when a foil
is possible. Every Action card's choice, the Warden and the co-conspirator
offer are asked in the :class:`~game.ui.prompt.ChoiceBar` with one button per
legal answer (number keys too).

It never decides what is legal: a move the selection describes is sent to the
engine as it is, and a refusal comes back in the engine's plain words. Only
selections that describe no move at all ("two plans at once") are explained
here.
"""

from __future__ import annotations

from typing import Hashable, Sequence

import pygame

from game.alcatraz import actions as A
from game.alcatraz.cards import IS_ESCAPEE, KIND, PLAN_OF, PLANS
from game.alcatraz.table.labels import EXPLAIN, QUESTION, icon_for, plan_icon, short_label
from game.engine.actions import Action, Decision
from game.table.scene import GameScene
from game.ui import draw
from game.ui.prompt import Choice, ChoiceBar
from game.ui.theme import C, Fonts
from game.ui.widgets import Button

TURN_KINDS = ("draw", "play", "discard")
EXPLAIN_FONT = 18


class QuestionBar(ChoiceBar):
    """The shared question panel with a line or two under the question saying what the Action card does."""

    def __init__(self, audio, area: pygame.Rect):
        super().__init__(audio, area)
        self.explain = ""
        self.grow_up = False  # a panel set low (over the hand's edge) grows upwards to make room

    def show(self, question: str, choices: Sequence[Choice], *, explain: str = "", **layout) -> None:
        super().show(question, choices, **layout)
        font = Fonts.body(EXPLAIN_FONT)
        lines = draw.wrap_lines(explain, font, self.area.width - 40) if explain else []
        extra = len(lines[:2]) * font.get_linesize() + (6 if lines else 0)
        self.area.height += extra
        if self.grow_up:
            self.area.y -= extra
        for widget in self.group.widgets:  # the answers make room under the explanation
            widget.rect.y = widget.rect.y - (extra if self.grow_up else 0) + extra
        self.explain = explain

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        draw.panel(surface, self.area, C.night_lo, radius=18, border=C.mustard, border_width=3, alpha=240)
        draw.text(surface, self.question, Fonts.title(24), C.cream, (self.area.centerx, self.area.y + 12), "midtop",
                  max_width=self.area.width - 30)
        if self.explain:
            box = pygame.Rect(self.area.x + 20, self.area.y + 46, self.area.width - 40, 2 * EXPLAIN_FONT + 14)
            draw.text_block(surface, self.explain, Fonts.body(EXPLAIN_FONT), C.mustard_hi, box, align="center",
                            max_lines=2, line_gap=4)
        self.group.draw(surface)
"""Decisions answered with the hand and the buttons; every other kind is asked in the question panel."""


class DecisionInput:
    def __init__(self, scene: GameScene):
        self.scene = scene
        self.decision: Decision | None = None
        self.bar = QuestionBar(scene.app.audio, pygame.Rect(40, 410, 920, 136))
        self.choices: list[tuple[Action | None, Choice]] = []
        """What the question panel offers now: (action or None for Cancel, its button)."""
        self.hint = ""
        w = scene.widgets  # shared group: the buttons answer their hotkeys like the top buttons
        self.buttons: dict[str, Button] = {}
        specs = [
            ("draw", "Draw two", self.draw_two, pygame.K_c, "Two cards from the Cell Block (C)"),
            ("take", "Take top", self.take_top, pygame.K_t, "The top card of Solitary (T)"),
            ("start", "Start plan", self.start_plan, pygame.K_s,
             "Start a new plan with the selected cards (S)"),
            ("layoff", "Lay off", self.lay_off, pygame.K_l,
             "Add the selected cards to a plan in play (L), or drag them onto its column"),
            ("yard", "To the Yard", self.to_yard, pygame.K_y,
             "Send the selected Escapee to the Yard (Y), or drag it there"),
            ("foil", "Foil…", self.foil, pygame.K_f, "Foil a plan: choose the plan and its mastermind (F)"),
            ("discard", "Discard", self.discard, pygame.K_d,
             "Discard the selected card and end your turn (D), or double-click a card"),
        ]
        for key, label, fn, hotkey, tip in specs:
            b = Button(pygame.Rect(0, 0, 128, 44), label, fn, font_size=19, hotkey=hotkey, tooltip=tip)
            b.visible = False
            self.buttons[key] = w.add(b)  # type: ignore[assignment]
        self.place_buttons()

    # ------------------------------------------------------------------ layout
    def place_buttons(self) -> None:
        area = self.scene.layout.controls
        top = area.y + 34
        gap = 8
        bw = (area.width - gap) // 2
        slots = {"draw": (0, 0), "take": (1, 0), "start": (0, 0), "layoff": (1, 0), "yard": (0, 1),
                 "discard": (1, 1), "foil": (0, 2)}
        for key, (col, row) in slots.items():
            b = self.buttons[key]
            b.rect = pygame.Rect(area.x + col * (bw + gap), top + row * (44 + gap), bw, 44)
        self.buttons["foil"].rect.width = area.width

    @property
    def hand(self):
        return self.scene.hand

    # ------------------------------------------------------------------ offering a decision
    def offer(self, decision: Decision) -> None:
        self.decision = decision
        self.bar.hide()
        self.choices = []
        for b in self.buttons.values():
            b.visible = False
        kind = decision.kind
        hand = self.hand
        hand.interactive = kind in ("play", "discard")
        hand.forget_clicks()
        hand.on_select = self.refresh
        hand.on_double = self.double_click
        hand.on_drop = self.drop
        hand.drop_targets = self.drop_targets
        if kind == "draw":
            self.buttons["draw"].visible = True
            self.buttons["take"].visible = True
            self.buttons["take"].enabled = any(isinstance(a, A.DrawSolitary) for a in decision.actions)
        elif kind in ("play", "discard"):
            for key in ("start", "layoff", "yard", "discard", "foil"):
                self.buttons[key].visible = True
        else:
            explain = EXPLAIN.get(kind, "").format(gh=self.scene.gh_threshold)
            self.ask(QUESTION.get(kind, decision.prompt), list(decision.actions), cancel=False, explain=explain)
        self.refresh()

    def clear(self) -> None:
        self.decision = None
        self.bar.hide()
        self.choices = []
        self.hint = ""
        for b in self.buttons.values():
            b.visible = False
        self.hand.interactive = False
        self.hand.selected = []
        self.hand.highlight = {}

    def active(self) -> bool:
        """Whether the person at the keyboard is being asked something now."""
        d = self.decision
        return d is not None and d is self.scene.match.state.pending and self.scene.player.idle

    def actions(self) -> tuple[Action, ...]:
        return self.decision.actions if self.decision is not None else ()

    def ask(self, question: str, actions: Sequence[Action], *, cancel: bool = True, explain: str = "") -> None:
        """The question panel with one button per action (and Cancel for a question the person opened);
        ``explain`` says under the question what the card behind it does."""
        names = self.scene.names
        self.choices = []
        for i, action in enumerate(actions):
            choice = Choice(short_label(action, names), lambda a=action: self.pick(a),
                            style="primary" if i == 0 and not cancel else "quiet",
                            tooltip=action.describe(names), icon=icon_for(action))
            self.choices.append((action, choice))
        if cancel:
            self.choices.append((None, Choice("Cancel", self.cancel, tooltip="Back to your hand (Backspace)")))
        self._show_choices(question, explain)

    def _show_choices(self, question: str, explain: str = "") -> None:
        self.bar.area = self.bar_area()
        per_row, width, size = self._fit([c for _, c in self.choices])
        self.bar.show(question, [c for _, c in self.choices], max_per_row=per_row, max_button_width=width,
                      font_size=size, explain=explain)

    def _fit(self, choices: Sequence[Choice]) -> tuple[int, int, int]:
        """Answers per row, button width and type size so that every label is read whole:
        as many per row as fit, in large type if possible."""
        n = len(choices)
        inner = self.bar.area.width - 28
        for size, per_row in ((21, 4), (21, 3), (18, 4), (21, 2), (18, 3), (18, 2), (18, 1)):
            if per_row > n and per_row > 1:
                continue
            bw = min(420, (inner - (per_row - 1) * 12) // per_row)
            font = Fonts.title(size)
            bh = 52 if n <= per_row else 44
            need = 0
            for i, c in enumerate(choices):
                label = f"{i + 1}  {c.label}" if n > 1 and i < 9 else c.label
                need = max(need, font.size(label)[0] + 20 + (int(bh * 0.6) + 10 if c.icon else 0))
            if need <= bw:
                return per_row, bw, size
        return 2, (inner - 12) // 2, 18

    def bar_area(self) -> pygame.Rect:
        """Over the other players' rows, under the plan headings, so your own plans and hand stay in view;
        low down during a Cell Search or a Work Detail, whose cards (turned over, or on Solitary) lie up
        there and can be clicked too."""
        lay = self.scene.layout
        area = pygame.Rect(40, 0, 920, 136)
        low = self.decision is not None and self.decision.kind in ("cell_search", "work_detail")
        if low:
            area.bottom = lay.grid.bottom
        else:
            area.y = lay.headers[0].bottom + 6
        self.bar.grow_up = low
        return area

    def button_for(self, action: Action) -> pygame.Rect | None:
        """Where the question panel shows the button that answers ``action`` (None: it is not asked there)."""
        if not self.bar.visible:
            return None
        buttons = self.bar.group.widgets
        for i, (listed, _) in enumerate(self.choices):
            if listed == action and i < len(buttons):
                return pygame.Rect(buttons[i].rect)
        return None

    def cancel(self) -> None:
        self.bar.hide()
        self.choices = []

    def pick(self, action: Action) -> None:
        if not self.active():
            return
        self.scene.submit(action)

    # ------------------------------------------------------------------ the buttons
    def refresh(self) -> None:
        """Button states and the hint line after the selection changed."""
        d = self.decision
        if d is None:
            return
        acts = d.actions
        sel = self.selected()
        foil_possible = any(isinstance(a, A.FoilPlan) for a in acts)
        foil = self.buttons["foil"]
        foil.enabled = foil_possible
        foil.style = "primary" if foil_possible else "quiet"
        foil.label = "Foil a plan!" if foil_possible else "Foil… (not yet)"
        if d.kind == "discard":
            for key in ("start", "layoff", "yard"):
                self.buttons[key].enabled = False
        else:
            self.buttons["start"].enabled = any(isinstance(a, A.StartPlan) for a in acts) or bool(sel)
            self.buttons["layoff"].enabled = any(isinstance(a, A.LayOff) for a in acts) or bool(sel)
            self.buttons["yard"].enabled = any(isinstance(a, A.SendToYard) for a in acts) or bool(sel)
        self.buttons["discard"].enabled = True
        self.hint = self._hint(d, sel)
        # a hint on the hand: the cards that can go on a plan right now
        playable = {a.plan for a in acts if isinstance(a, (A.StartPlan, A.LayOff))}
        self.hand.highlight = {c: C.teal for c in self.hand.cards if not IS_ESCAPEE[c] and PLAN_OF[c] in playable}

    def _hint(self, d: Decision, sel: list[int]) -> str:
        if d.kind == "draw":
            if any(isinstance(a, A.DrawSolitary) for a in d.actions):
                return "Click the Cell Block or Solitary"
            return "Click the Cell Block to draw two"
        if not sel:
            return "Only a discard is left" if d.kind == "discard" else "Select cards, then a button"
        plans = {PLAN_OF[c] for c in sel if not IS_ESCAPEE[c]}
        if len(sel) == 1 and IS_ESCAPEE[sel[0]]:
            return "1 Escapee selected"
        if len(plans) == 1 and not any(IS_ESCAPEE[c] for c in sel):
            return f"{len(sel)} {PLANS[plans.pop()].name} selected"
        return f"{len(sel)} cards selected"

    def selected(self) -> list[int]:
        return [c for c in self.hand.cards if c in self.hand.selected]

    def explain(self, message: str, rule: str = "A turn") -> None:
        """Why not: ``message``, with Show me opening the rules at ``rule`` (a heading of the help)."""
        self.scene.refuse(message, rule)

    def _submit(self, action: Action) -> bool:
        if not self.active():
            return False
        ok = self.scene.submit(action)
        if ok:
            self.hand.selected = []
        return ok

    def draw_two(self) -> None:
        self._submit(A.DrawCellBlock())

    def take_top(self) -> None:
        self._submit(A.DrawSolitary())

    def _one_plan(self, cards: list[int], what: str) -> int | None:
        if any(IS_ESCAPEE[c] for c in cards):
            self.explain(f"To {what}, select Plan cards only: Escapees go to the Yard or foil plans.")
            return None
        plans = {PLAN_OF[c] for c in cards}
        if len(plans) != 1:
            self.explain(f"To {what}, select cards of one plan only.")
            return None
        return plans.pop()

    def start_plan(self) -> None:
        sel = self.selected()
        if not sel:
            self._choose_from("Start which plan?", A.StartPlan, "You cannot start a plan now: you need "
                              "three matching Plan cards, one card left over, and enough Escapees in the Yard.")
            return
        plan = self._one_plan(sel, "start a plan")
        if plan is not None:
            self._submit(A.StartPlan(plan, len(sel)))

    def lay_off(self) -> None:
        sel = self.selected()
        if not sel:
            self._choose_from("Lay off on which plan?", A.LayOff,
                              "You hold no cards of a plan in play (and must keep one card to discard).")
            return
        plan = self._one_plan(sel, "lay off")
        if plan is not None:
            self._submit(A.LayOff(plan, len(sel)))

    def to_yard(self) -> None:
        sel = self.selected()
        if not sel:
            self._choose_from("Send which Escapee to the Yard?", A.SendToYard,
                              "You cannot send an Escapee to the Yard now.")
            return
        if len(sel) != 1 or not IS_ESCAPEE[sel[0]]:
            self.explain("Select one Escapee to send to the Yard.")
            return
        self._submit(A.SendToYard(sel[0]))

    def discard(self) -> None:
        sel = self.selected()
        if not sel:
            self._choose_from("Discard which card? Your turn ends.", A.Discard, "Nothing to discard.")
            return
        if len(sel) != 1:
            self.explain("Select just one card to discard.")
            return
        self._submit(A.Discard(sel[0]))

    def foil(self) -> None:
        foils = [a for a in self.actions() if isinstance(a, A.FoilPlan)]
        if not foils:
            self.explain("No plan can be foiled now: you need cards of it in front of you, enough cards of it in "
                         "play, and a fitting Escapee in your hand or the Yard.", "Foiling a plan")
            return
        sel = self.selected()
        if len(sel) == 1 and IS_ESCAPEE[sel[0]]:
            mine = [a for a in foils if not a.from_yard and KIND[a.escapee] == KIND[sel[0]]]
            foils = mine or foils
        plans = sorted({a.plan for a in foils})
        if len(plans) == 1:
            self.ask_mastermind(plans[0], foils)
            return
        # first the plan, then its mastermind
        self.choices = []
        for plan in plans:
            self.choices.append((None, Choice(PLANS[plan].name, lambda p=plan, f=foils: self.ask_mastermind(p, f),
                                              icon=plan_icon(plan), tooltip=f"Foil the {PLANS[plan].name}")))
        self.choices.append((None, Choice("Cancel", self.cancel, tooltip="Back to your hand (Backspace)")))
        self._show_choices("Foil which plan?")

    def ask_mastermind(self, plan: int, foils: Sequence[Action]) -> None:
        options = [a for a in foils if isinstance(a, A.FoilPlan) and a.plan == plan]
        self.ask(f"Foil the {PLANS[plan].name}: which Escapee is its mastermind?", options)

    def _choose_from(self, question: str, kind: type, none: str) -> None:
        acts = [a for a in self.actions() if isinstance(a, kind)]
        if kind in (A.StartPlan, A.LayOff):  # the most cards per plan; fewer by selecting them
            best: dict[int, Action] = {}
            for a in acts:
                if a.plan not in best or a.count > best[a.plan].count:  # type: ignore[attr-defined]
                    best[a.plan] = a  # type: ignore[attr-defined]
            acts = list(best.values())
        if not acts:
            self.explain(none)
            return
        self.ask(question, acts)

    # ------------------------------------------------------------------ the hand
    def double_click(self, card: int) -> None:
        if self.decision is not None and self.decision.kind in ("play", "discard"):
            self._submit(A.Discard(card))

    def drop_targets(self) -> list[tuple[pygame.Rect, Hashable]]:
        lay = self.scene.layout
        out: list[tuple[pygame.Rect, Hashable]] = [(lay.yard.inflate(16, 40), "yard"),
                                                   (lay.solitary.inflate(16, 40), "solitary")]
        out += [(col, ("plan", p)) for p, col in enumerate(lay.columns)]
        return out

    def drop(self, cards: list[int], target: Hashable) -> bool:
        if target == "solitary":
            if len(cards) != 1:
                self.explain("Drop just one card on Solitary to discard it.")
                return False
            return self._submit(A.Discard(cards[0]))
        if target == "yard":
            if len(cards) != 1 or not IS_ESCAPEE[cards[0]]:
                self.explain("Only an Escapee goes to the Yard, one at a time.")
                return False
            return self._submit(A.SendToYard(cards[0]))
        if isinstance(target, tuple) and target[0] == "plan":
            plan = target[1]
            if len(cards) == 1 and IS_ESCAPEE[cards[0]]:
                foil = [a for a in self.actions() if isinstance(a, A.FoilPlan) and a.plan == plan
                        and not a.from_yard and KIND[a.escapee] == KIND[cards[0]]]
                if foil:
                    return self._submit(foil[0])
                self.explain(f"{PLANS[plan].name} cannot be foiled with that Escapee now.", "Foiling a plan")
                return False
            if any(PLAN_OF[c] != plan for c in cards):
                self.explain(f"Only {PLANS[plan].name} cards go on the {PLANS[plan].name}.")
                return False
            in_play = self.scene.model.in_play()[plan] if self.scene.model is not None else 0
            cls = A.LayOff if in_play else A.StartPlan
            return self._submit(cls(plan, len(cards)))
        return False

    # ------------------------------------------------------------------ clicks on the table
    def click_table(self, pos: tuple[int, int]) -> bool:
        """Clicks on piles: the Cell Block and Solitary to draw, a Solitary card for Work Detail,
        a turned-over card for Cell Search."""
        d = self.decision
        if d is None or not self.active():
            return False
        lay = self.scene.layout
        cell = pygame.Rect(0, 0, 80, 110)
        cell.center = lay.cell_block
        if d.kind == "draw":
            if cell.collidepoint(pos):
                self.draw_two()
                return True
            if lay.solitary.inflate(10, 20).collidepoint(pos):
                self.take_top()
                return True
        if d.kind == "work_detail":
            if cell.collidepoint(pos):
                self._submit(A.WorkDetailDraw())
                return True
            spread = self.scene.painter.solitary
            i = spread.index_at(pos)
            if i is not None:
                self._submit(A.WorkDetailTake(spread.cards[i]))
                return True
        if d.kind == "cell_search":
            for i, card in enumerate(self.scene.model.revealed if self.scene.model else []):
                r = pygame.Rect(0, 0, *self.scene.revealed_size)
                r.center = self.scene.revealed_slot(i)
                if r.collidepoint(pos):
                    self._submit(A.CellSearchKeep(card))
                    return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if self.bar.visible:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE and self.choices \
                    and self.choices[-1][0] is None:
                self.cancel()
                return True
            if self.bar.handle(event):
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.bar.area.collidepoint(event.pos):
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.click_table(event.pos):
            return True
        return False

    def update(self, dt: float) -> bool:
        return self.bar.update(dt)

    # ------------------------------------------------------------------ drawing
    def draw_controls(self, surface: pygame.Surface) -> None:
        """The panel behind the turn buttons, with its hint line."""
        d = self.decision
        if d is None or d.kind not in TURN_KINDS or not self.active():
            return
        area = self.scene.layout.controls
        draw.panel(surface, area, C.night_lo, radius=14, alpha=225, shadow=0)
        draw.text(surface, self.hint, Fonts.bold(17), C.mustard_hi, (area.centerx, area.y + 8), "midtop",
                  max_width=area.width - 16)

    def draw_targets(self, surface: pygame.Surface) -> None:
        """While cards are dragged, outline where they may go."""
        if not self.hand.dragging():
            return
        over = self.hand.hovered_target()
        cards = self.hand.dragging()
        for rect, key in self.drop_targets():
            if not self._fits(cards, key):
                continue
            color = C.mustard_hi if key == over else draw.mix(C.mustard, C.felt, 0.5)
            pygame.draw.rect(surface, color, rect, 3 if key == over else 2, border_radius=12)

    def _fits(self, cards: list[int], key: Hashable) -> bool:
        """Whether dropping ``cards`` on ``key`` describes a move at all (the engine still decides)."""
        one_escapee = len(cards) == 1 and IS_ESCAPEE[cards[0]]
        if key == "solitary":
            return len(cards) == 1
        if key == "yard":
            return one_escapee
        plan = key[1] if isinstance(key, tuple) else -1
        if one_escapee:
            return any(isinstance(a, A.FoilPlan) and a.plan == plan for a in self.actions())
        return all(not IS_ESCAPEE[c] and PLAN_OF[c] == plan for c in cards)

    def draw_bar(self, surface: pygame.Surface) -> None:
        if self.active():
            self.bar.draw(surface)

