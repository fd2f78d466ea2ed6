"""The end of a round: where each player's points came from, and the totals.

Built from the round's :class:`~game.alcatraz.events.RoundScored` event and
the table as it lies at that moment (the Foiled! piles and the Yard are
still there), so every number can be shown with its cards: "4 Spoon Tunnel
cards = 8", "Frank Morris = 10", "3 Escapees in the Yard × 3 = 9", or, when
nobody foiled anything, the Yard's full value for the player who went out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from game.alcatraz.cards import ESCAPEE_PLAN, FIRST_INFAMOUS, PLAN_OF, PLANS, VALUE
from game.alcatraz.table import art as card_art
from game.alcatraz.table.symbols import draw_symbol
from game.table.overlays import AfterShown
from game.ui import draw
from game.ui.dialogs import Overlay
from game.ui.scenes import Host
from game.ui.theme import BODY_M, C, Fonts
from game.ui.widgets import Button

#: the player column of the table of scores, left of the foiled plan cards
NAME_W = 166


@dataclass
class SeatScore:
    seat: int
    plan_cards: dict[int, int]  # plan -> how many of its Plan cards lie in the Foiled! pile
    escapees: list[int]
    plan_points: int
    escapee_points: int
    bonus: int
    points: int
    total: int


@dataclass
class RoundSummary:
    round: int
    reason: str  # 'went_out', 'cell_block_empty' or 'turn_limit'
    goer: int
    yard: list[int]
    face_value: bool  # nobody foiled a plan: the player who went out scores the Yard at face value
    seats: list[SeatScore]
    game_over: bool

    @classmethod
    def build(cls, event, model, goer: int, reason: str, face_value_rule: bool, game_over: bool) -> "RoundSummary":
        seats = []
        for s in range(model.n):
            plan_cards: dict[int, int] = {}
            escapees = []
            for c in model.foiled[s]:
                if c < FIRST_INFAMOUS:
                    plan_cards[PLAN_OF[c]] = plan_cards.get(PLAN_OF[c], 0) + 1
                else:
                    escapees.append(c)
            seats.append(SeatScore(s, dict(sorted(plan_cards.items())), escapees, event.plan_points[s],
                                   event.escapee_points[s], event.bonus[s], event.points[s], event.totals[s]))
        nothing_foiled = not any(model.foiled[s] for s in range(model.n))
        return cls(event.round, reason or ("went_out" if goer >= 0 else "cell_block_empty"), goer, list(model.yard),
                   goer >= 0 and nothing_foiled and face_value_rule, seats, game_over)

    def headline(self, names: Sequence[str]) -> str:
        if self.reason == "went_out" and self.goer >= 0:
            return f"{names[self.goer]} went out"
        if self.reason == "cell_block_empty":
            return "The Cell Block ran out"
        return "The round went on too long"

    def bonus_text(self, seat: SeatScore) -> str:
        if seat.seat != self.goer or not seat.bonus and not self.yard:
            return "—"
        n = len(self.yard)
        if self.face_value:
            return f"+{seat.bonus}: nothing foiled, the Yard at full value"
        each = seat.bonus // n if n else 0
        return f"+{seat.bonus} ({n} in the Yard, {each} each)"

    def plan_text(self, seat: SeatScore) -> str:
        if not seat.plan_cards:
            return "—"
        return f"{seat.plan_points}"

    def lines(self, names: Sequence[str]) -> list[str]:
        """The summary in words (for the log and tests)."""
        out = [f"Round {self.round}: {self.headline(names)}."]
        for s in self.seats:
            parts = []
            if s.plan_points:
                parts.append(f"{s.plan_points} for foiled plan cards")
            if s.escapee_points:
                parts.append(f"{s.escapee_points} for Escapees")
            if s.bonus:
                parts.append(f"{s.bonus} for going out")
            what = ", ".join(parts) if parts else "nothing"
            out.append(f"{names[s.seat]}: +{s.points} ({what}), total {s.total}.")
        return out


class RoundSummaryScene(AfterShown, Overlay):
    """The round's points by source, with "Next round" (or, with computer players only, a short pause).

    Its keys count only when pressed after it appeared, and not in a burst (:class:`~game.table.overlays.AfterShown`):
    found by hand, Space hammered to hurry the last moves of a round along also closed the summary unread."""

    name = "alcatraz-round-summary"
    panel_size = (940, 560)
    closable = False

    def __init__(self, app: Host, summary: RoundSummary, names: Sequence[str], colors: Sequence[int],
                 on_close: Callable[[], None], auto_seconds: float | None = None):
        super().__init__(app)
        self.summary = summary
        self.names = list(names)
        self.colors = list(colors)
        self.on_close = on_close
        self.auto = auto_seconds
        self.t = 0.0
        label = "See who won" if summary.game_over else "Next round"
        r = pygame.Rect(0, 0, 300, 60)
        r.midbottom = (self.panel.centerx, self.panel.bottom - 20)
        self.button = self.widgets.add(Button(r, label, self.done, style="primary", font_size=26,
                                              hotkey=pygame.K_RETURN))
        self._picture: pygame.Surface | None = None
        self.note_shown()

    def done(self) -> None:
        if self in self.app.scenes.stack:
            self.close()
            self.on_close()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_KP_ENTER):
            self.done()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            below = self.app.scenes.stack[-2] if len(self.app.scenes.stack) > 1 else None
            opener = getattr(below, "open_pause", None)
            if opener is not None:
                opener()
            return
        super().handle(event)

    def update(self, dt: float) -> bool:
        self.t += dt
        if self.auto is not None and self.t >= self.auto:
            self.done()
            return True
        busy = super().update(dt)
        return busy or self.auto is not None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)
        if self._picture is None:
            self._picture = self._content()
        surface.blit(self._picture, self.panel.topleft)
        if self.auto is not None:
            left = max(0, int(self.auto - self.t + 0.99))
            draw.text(surface, f"Next round in {left}…" if not self.summary.game_over else "", Fonts.body(18),
                      C.text_dim, (self.panel.right - 24, self.panel.bottom - 44), "midright")
        self.widgets.draw(surface)

    def _content(self) -> pygame.Surface:
        sm = self.summary
        p = self.panel
        surf = pygame.Surface(p.size, pygame.SRCALPHA)
        draw.text(surf, f"Round {sm.round} is over", Fonts.title(34), C.mustard, (p.width // 2, 16), "midtop")
        draw.text(surf, sm.headline(self.names), Fonts.body(BODY_M), C.cream, (p.width // 2, 62), "midtop")
        cols = [(24, "Player"), (230, "Foiled plan cards"), (470, "Escapees"), (640, "Going out"),
                (800, "Round"), (870, "Total")]
        head_font = Fonts.bold(16)
        for x, text in cols:
            anchor = "midtop" if x >= 800 else "topleft"
            draw.text(surf, text, head_font, C.text_dim, (x + (20 if x >= 800 else 0), 98), anchor)
        row_h = min(92, (p.height - 264) // max(1, len(sm.seats)))
        order = sorted(sm.seats, key=lambda s: (-s.total, s.seat))
        # one size for every name, the largest at which all fit ("Christopher…" at 22 px said less)
        name_font = draw.fitting_font(self.names, Fonts.title, (22, 20, 18, 16, 15), NAME_W)
        for i, seat in enumerate(order):
            y = 124 + i * row_h
            box = pygame.Rect(14, y, p.width - 28, row_h - 8)
            pygame.draw.rect(surf, (*C.night_lo, 230), box, border_radius=12)
            draw.player_chip(surf, self.colors[seat.seat], (40, y + 24), 28)
            draw.text(surf, self.names[seat.seat], name_font, C.cream,
                      (60, y + 10 + (Fonts.title(22).get_height() - name_font.get_height()) // 2), max_width=NAME_W)
            self._plan_cells(surf, seat, pygame.Rect(230, y + 6, 230, row_h - 20))
            self._escapee_cells(surf, seat, pygame.Rect(470, y + 6, 160, row_h - 20))
            bonus = sm.bonus_text(seat)
            draw.text_block(surf, bonus, Fonts.body(16), C.cream if seat.bonus else C.text_dim,
                            pygame.Rect(640, y + 10, 150, row_h - 20), max_lines=3, line_gap=0)
            draw.text(surf, f"+{seat.points}", Fonts.title(24), C.mustard_hi if seat.points else C.text_dim,
                      (820, y + 12), "midtop")
            draw.text(surf, str(seat.total), Fonts.title(26), C.cream, (890, y + 10), "midtop")
        if sm.face_value:
            note = "Nobody foiled a plan this round, so only the player who went out scores: the Yard at full value."
        elif sm.goer >= 0:
            note = "Going out earns a bonus for every Escapee left in the Yard."
        else:
            note = "Nobody went out: only the Foiled! piles score."
        draw.text(surf, note, Fonts.body(16), C.text_dim, (p.width // 2, p.height - 108), "midtop",
                  max_width=p.width - 40)
        if sm.goer >= 0 and sm.yard:
            values = [VALUE[c] for c in sm.yard]
            n = len(values)
            yard = (f"In the Yard: {n} Escapee{'' if n == 1 else 's'}, worth "
                    f"{' + '.join(map(str, values)) if n <= 8 else sum(values)}"
                    + (f" = {sum(values)}" if 1 < n <= 8 else ""))
            draw.text(surf, yard, Fonts.body(18), C.cream, (p.width // 2, p.height - 134), "midtop",
                      max_width=p.width - 40)
        return surf

    def _plan_cells(self, surf: pygame.Surface, seat: SeatScore, rect: pygame.Rect) -> None:
        self._tokens(surf, [(plan, f"×{n}") for plan, n in seat.plan_cards.items()], seat.plan_points, rect)

    def _escapee_cells(self, surf: pygame.Surface, seat: SeatScore, rect: pygame.Rect) -> None:
        # Each Escapee as a token, as the plans are shown beside it: its plan's mark (a Generic one, the head and
        # shoulders) and what it is worth; the Generic ones together ("5×2"). (Card faces this small cut their
        # pictures to a sliver and had to overlap: found playing by hand.)
        generic = [c for c in seat.escapees if ESCAPEE_PLAN[c] < 0]
        tokens = [(ESCAPEE_PLAN[c], str(VALUE[c])) for c in seat.escapees if ESCAPEE_PLAN[c] >= 0]
        if generic:
            tokens.append((-1, f"{VALUE[generic[0]]}" + (f"×{len(generic)}" if len(generic) > 1 else "")))
        self._tokens(surf, tokens, seat.escapee_points, rect)

    @staticmethod
    def _tokens(surf: pygame.Surface, tokens: Sequence[tuple[int, str]], points: int, rect: pygame.Rect) -> None:
        """A row of tokens in ``rect`` (wrapping to a second one), each a plan's mark (-1: the Generic Escapees'
        head and shoulders) with its label, then "= points" below; a dash when there are none."""
        if not tokens:
            draw.text(surf, "—", Fonts.body(18), C.text_dim, (rect.x, rect.y + 4))
            return
        x, y = rect.x, rect.y
        font = Fonts.title(18)
        for plan, label in tokens:
            w = 26 + font.size(label)[0] + 10
            if x + w > rect.right and x > rect.x:
                x, y = rect.x, y + 28
            sym = pygame.Rect(x, y, 24, 24)
            pygame.draw.circle(surf, C.cream, sym.center, 13)
            if plan >= 0:
                draw_symbol(surf, PLANS[plan].symbol, sym.inflate(-4, -4), card_art.PLAN_RGB[plan])
            else:
                draw_symbol(surf, "silhouette", sym.inflate(-4, -4), card_art.GENERIC_RGB)
            draw.text(surf, label, font, C.cream, (x + 27, y + 1))
            x += w
        draw.text(surf, f"= {points}", font, C.mustard_hi, (rect.x, y + 28))
