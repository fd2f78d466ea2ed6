"""Drawing the resting Alcatraz table: piles, Yard, Solitary, the plan grid and the scoreboard.

What lies still is drawn into one surface, region by region, and a region is
drawn again only when what it shows changes (each region has a key made of
the model's numbers). A frame with cards flying over the table therefore
costs one blit for all of this, plus the hand and the flying cards.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Sequence

import pygame

from game.alcatraz.cards import CHANGE_IN_PLAN, GUARD_HELP, NUM_PLANS, PLAN_OF, PLANS, VALUE
from game.alcatraz.table import art as card_art
from game.alcatraz.table.layout import MAIN, PILE_CARD, PILES_TOP, TableLayout
from game.alcatraz.table.symbols import draw_symbol
from game.alcatraz.table.table_model import TableModel
from game.engine.naming import is_you
from game.engine.record import SeatInfo
from game.ui import draw
from game.ui.cards import draw_pile
from game.ui.piles import Spread, count_badge, draw_hand_backs
from game.ui.seat_panel import seat_label
from game.ui.theme import SIZE, C, Fonts, player_style

CAPTION = C.text_dim
MIN_TEXT = 15
"""No words on the table are smaller (pixels at 1280x720)."""
HEADING = 16
"""The plan headings' type size."""
ROW_NAME_SIZES = (20, 18, 16, 15)
"""A row's name, largest first: the largest at which every row's name fits."""
SCORE_NAME_SIZES = (18, 16, 15)
"""The scoreboard's names, likewise."""


def tag_text(kind: str, m: TableModel) -> str:
    """What an Action card lying on a plan does there, in the few words of its tag."""
    return f"Foil at {m.gh_threshold}" if kind == GUARD_HELP else "Any Escapee"


def pile_image(card: int, size: tuple[int, int]) -> pygame.Surface:
    return card_art.card_image(card, size)


def name_lines(name: str) -> tuple[str, str]:
    """A plan's name on two short lines for the narrow column headings: its first word, then the rest."""
    first, _, rest = name.partition(" ")
    return first, rest


def caption(surface: pygame.Surface, text: str, pos: tuple[int, int], anchor: str = "midtop",
            max_width: int | None = None, backing: bool = False) -> None:
    font = Fonts.bold(16)
    if backing:
        r = pygame.Rect(0, 0, font.size(text)[0] + 10, font.get_linesize() - 2)
        setattr(r, anchor, (pos[0], pos[1] + 1))
        draw.panel(surface, r, C.night_lo, radius=r.height // 2, alpha=200, shadow=0)
    draw.text(surface, text, font, CAPTION, pos, anchor, max_width=max_width)


class Painter:
    """Keeps the still table in one surface, redrawing only regions that changed."""

    def __init__(self, layout: TableLayout, seats: Sequence[SeatInfo]):
        self.layout = layout
        self.seats = list(seats)
        self.solitary = Spread(layout.solitary, PILE_CARD, pile_image, min_step=20, anchor="right")
        self.yard = Spread(layout.yard, PILE_CARD, pile_image, min_step=22, max_step=PILE_CARD[0] + 4)
        self._bg: pygame.Surface | None = None
        self._static: pygame.Surface | None = None
        self._keys: dict[Hashable, Any] = {}
        self.regions: dict[Hashable, tuple[pygame.Rect, Callable[[pygame.Surface, TableModel], None]]] = {}
        lay = layout
        self.regions["piles"] = (pygame.Rect(10, PILES_TOP - 2, 352, 135), self._piles)
        self.regions["yard"] = (pygame.Rect(lay.yard.x - 6, PILES_TOP - 2, lay.yard.width + 12, 135), self._yard)
        self.regions["solitary"] = (pygame.Rect(lay.solitary.x - 6, PILES_TOP - 2, lay.solitary.width + 12, 135),
                                    self._solitary)
        for p in range(NUM_PLANS):
            self.regions[("header", p)] = (lay.headers[p].inflate(4, 4), lambda s, m, p=p: self._header(s, m, p))
        for seat in range(lay.n):
            self.regions[("row", seat)] = (lay.rows[seat].inflate(4, 4), lambda s, m, seat=seat: self._row(s, m, seat))
        self.regions["scores"] = (lay.scores.inflate(12, 12), self._scores)
        self.current_marks: dict[int, str] = {}
        self._last_model: TableModel | None = None
        self._quick: Any = None  # seat -> short status shown in its row ("deciding")

    # ------------------------------------------------------------------ the layers
    def background(self) -> pygame.Surface:
        if self._bg is None:
            bg = pygame.Surface(SIZE)
            if pygame.display.get_surface() is not None:
                bg = bg.convert()
            bg.blit(draw.backdrop(SIZE), (0, 0))
            felt = MAIN.inflate(-2, 0)
            felt.height = 716 - felt.y
            bg.blit(draw.felt(felt.size, 30), felt.topleft)
            self._bg = bg
        return self._bg

    def invalidate(self) -> None:
        self._keys.clear()
        self._quick = None

    def keys(self, m: TableModel) -> dict[Hashable, Any]:
        in_play = m.in_play()
        out: dict[Hashable, Any] = {
            "piles": (m.cell_block, m.action_deck, m.active, tuple(m.action_discard[-1:]), len(m.action_discard)),
            "yard": (tuple(m.yard), self.yard.scroll),
            "solitary": (tuple(m.solitary), self.solitary.scroll),
            "scores": (tuple(m.totals), tuple(tuple(p) for p in m.round_points), m.round, m.winners),
        }
        for p in range(NUM_PLANS):
            out[("header", p)] = (in_play[p], m.needed(p), m.guard_help_on == p, m.change_on == p)
        for seat in range(m.n):
            counts = tuple(m.count(seat, p) for p in range(NUM_PLANS))
            foiled = (len(m.foiled[seat]), sum(VALUE[c] for c in m.foiled[seat]))
            out[("row", seat)] = (counts, m.hand_counts[seat], foiled, m.current == seat, m.dealer == seat,
                                  self.current_marks.get(seat, ""), m.guard_help_on, m.change_on,
                                  seat == m.bottom and bool(m.hand))
        return out

    def static(self, m: TableModel) -> pygame.Surface:
        quick = (m.version, tuple(sorted(self.current_marks.items())), self.solitary.scroll, self.yard.scroll)
        if self._static is not None and self._last_model is m and self._quick == quick:
            return self._static  # nothing moved on the model since the last frame
        self._last_model, self._quick = m, quick
        self.solitary.set_cards(m.solitary)
        self.yard.set_cards(m.yard)
        keys = self.keys(m)
        bg = self.background()
        if self._static is None:
            self._static = bg.copy()
            self._keys.clear()
        surf = self._static
        for name, key in keys.items():
            if self._keys.get(name) != key:
                rect, painter = self.regions[name]
                surf.blit(bg, rect, rect)
                clip = surf.get_clip()
                surf.set_clip(rect)
                painter(surf, m)
                surf.set_clip(clip)
                self._keys[name] = key
        return surf

    # ------------------------------------------------------------------ regions
    def _piles(self, s: pygame.Surface, m: TableModel) -> None:
        lay = self.layout
        top = PILES_TOP
        rect = draw_pile(s, lay.cell_block, m.cell_block, PILE_CARD, top=card_art.back("plans", PILE_CARD),
                         empty_label="empty")
        if m.cell_block:
            count_badge(s, (rect.centerx, rect.bottom - 4), str(m.cell_block))
        rect = draw_pile(s, lay.action_deck, m.action_deck, PILE_CARD, top=card_art.back("action", PILE_CARD),
                         empty_label="empty")
        if m.action_deck:
            count_badge(s, (rect.centerx, rect.bottom - 4), str(m.action_deck))
        slot = pygame.Rect(0, 0, *PILE_CARD)
        slot.center = lay.action_active
        if m.active >= 0:
            s.blit(card_art.face(m.active, PILE_CARD), slot)
            pygame.draw.rect(s, C.mustard_hi, slot.inflate(6, 6), 3, border_radius=10)
        else:
            pygame.draw.rect(s, draw.darken(C.felt, 0.2), slot, border_radius=10)
            pygame.draw.rect(s, C.felt_hi, slot, 2, border_radius=10)
        top_face = card_art.face(m.action_discard[-1], PILE_CARD) if m.action_discard else None
        rect = draw_pile(s, lay.action_discard, len(m.action_discard), PILE_CARD, top=top_face, empty_label="none")
        if m.action_discard:
            count_badge(s, (rect.centerx, rect.bottom - 4), str(len(m.action_discard)))
        # the captions last: a thick pile reaches up under them
        for text, pos in (("Cell Block", lay.cell_block), ("Actions", lay.action_deck),
                          ("In use", lay.action_active), ("Used", lay.action_discard)):
            caption(s, text, (pos[0], top), backing=True)

    def _yard(self, s: pygame.Surface, m: TableModel) -> None:
        lay = self.layout
        n = len(m.yard)
        caption(s, f"Yard · {n} Escapee{'' if n == 1 else 's'}", (lay.yard.x, PILES_TOP), "topleft")
        if not m.yard:
            pygame.draw.rect(s, C.felt_hi, lay.yard, 2, border_radius=10)
        self.yard.draw(s, marks=False)
        before, after = self.yard.hidden_before(), self.yard.hidden_after()
        if before or after:
            text = (f"‹ {before}" if before else "") + (f"  {after} ›" if after else "")
            draw.text(s, text.strip(), Fonts.title(16), C.mustard_hi, (lay.yard.right, PILES_TOP - 1), "topright")

    def _solitary(self, s: pygame.Surface, m: TableModel) -> None:
        lay = self.layout
        sp = self.solitary
        n = len(m.solitary)
        text = f"Solitary · {n}" + (" · top at the right" if n else "")
        caption(s, text, (lay.solitary.x, PILES_TOP), "topleft", max_width=lay.solitary.width - 70)
        if not m.solitary:
            pygame.draw.rect(s, C.felt_hi, lay.solitary, 2, border_radius=10)
            return
        sp.draw(s, marks=False)
        before = sp.hidden_before()
        after = sp.hidden_after()
        if before or after:
            text = (f"‹ {before} older" if before else "") + (f"  {after} newer ›" if after else "")
            draw.text(s, text.strip(), Fonts.title(16), C.mustard_hi, (lay.solitary.right, PILES_TOP - 1), "topright")

    def _header(self, s: pygame.Surface, m: TableModel, plan: int) -> None:
        """A plan's heading: its symbol and name, its cards in play and how many more a foil needs, and a tag
        for each Action card lying on it, saying what that card does to the plan."""
        lay = self.layout
        rect = lay.headers[plan]
        in_play = m.in_play()[plan]
        need = m.needed(plan)
        color = card_art.PLAN_RGB[plan]
        live = in_play > 0
        face = draw.mix(color, C.night_lo, 0.15 if live else 0.72)
        draw.panel(s, rect, face, radius=10, shadow=0)
        ink = card_art.ink_on(face) if live else C.text_dim
        font = Fonts.title(HEADING)
        first, rest = name_lines(PLANS[plan].name)
        width = font.size(first)[0] + 22
        sym = pygame.Rect(0, 0, 20, 20)
        sym.topleft = (rect.centerx - width // 2, rect.y + 4)
        pygame.draw.circle(s, C.cream if live else draw.mix(C.cream, C.night_lo, 0.5), sym.center, 11)
        draw_symbol(s, PLANS[plan].symbol, sym.inflate(-2, -2), color if live else draw.mix(color, C.night_lo, 0.4))
        draw.text(s, first, font, ink, (sym.right + 2, rect.y + 2), "topleft", max_width=rect.right - sym.right - 4)
        draw.text(s, rest, font, ink, (rect.centerx, rect.y + 19), "midtop", max_width=rect.width - 6)
        if not live:
            status, col = "not in play", C.text_dim
        elif in_play >= need:
            status, col = f"{in_play} · foil it!", C.ink if ink == C.ink else C.mustard_hi
        else:
            status, col = f"{in_play} · {need - in_play} more", ink
        draw.text(s, status, font, col, (rect.centerx, rect.y + 37), "midtop", max_width=rect.width - 6)
        tags = [kind for kind, on in ((GUARD_HELP, m.guard_help_on == plan), (CHANGE_IN_PLAN, m.change_on == plan))
                if on]
        for i, kind in enumerate(tags):
            self._tag(s, kind, lay.plan_tag(plan, i, len(tags)), "" if len(tags) > 1 else tag_text(kind, m))

    def _tag(self, s: pygame.Surface, kind: str, rect: pygame.Rect, text: str) -> None:
        """An Action card lying on a plan, as a tag in its colours: its picture and what it does there."""
        accent, picture, _ = card_art.ACTION_LOOK[kind]
        pygame.draw.rect(s, accent, rect, border_radius=rect.height // 2)
        pygame.draw.rect(s, C.cream, rect, 1, border_radius=rect.height // 2)
        if text:  # the words alone (the tag's colour is the card's); two tags share the room: pictures only
            draw.text(s, text, Fonts.bold(MIN_TEXT), card_art.ink_on(accent), rect.center, "center",
                      max_width=rect.width - 6)
            return
        icon = pygame.Rect(0, 0, rect.height - 2, rect.height - 2)
        icon.center = rect.center
        pygame.draw.circle(s, C.cream, icon.center, icon.width // 2)
        picture(s, icon.inflate(-2, -2))

    def _row(self, s: pygame.Surface, m: TableModel, seat: int) -> None:
        lay = self.layout
        rect = lay.rows[seat]
        info = self.seats[seat]
        style = player_style(info.color)
        mine = seat == lay.bottom
        current = m.current == seat
        draw.panel(s, rect, C.night_lo if not mine else (30, 38, 70), radius=12, alpha=215, shadow=0)
        pygame.draw.rect(s, style.color, (rect.x, rect.y, 8, rect.height), border_top_left_radius=12,
                         border_bottom_left_radius=12)
        if current:
            pygame.draw.rect(s, C.mustard, rect, 3, border_radius=12)
        head = lay.row_head(seat)
        name, font = self._row_name(seat)
        mark = self.current_marks.get(seat, "")
        short = head.height < 90  # one line for the name: no room for "deciding…" beside a long one
        if mark and short:  # a thinking bubble in the chip's place instead (the top line names who)
            draw.thinking(s, (head.x + 26, head.y + 17), 26)
        else:
            draw.player_chip(s, info.color, (head.x + 26, head.y + 17), 26)
        sub = mark or ("deals" if m.dealer == seat and m.current < 0 else "")
        room = head.width - 48
        if sub and short and not mark:  # "deals" shares the name's line: the name gives way
            room -= Fonts.body(16).size(sub)[0] + 8
        if font.size(name)[0] > room:  # ("Raffles Bot deals": a smaller name, rather than "Raffles…")
            font = draw.fitting_font(name, Fonts.title, ROW_NAME_SIZES, room)
        draw.text(s, name, font, C.cream, (head.x + 44, head.y + 4 + (Fonts.title(20).get_height() - font.get_height()) // 2),
                  max_width=room)
        backs = lay.hand_backs(seat)
        if head.height >= 90:
            label = sub or seat_label(info)
            draw.text(s, label, Fonts.body(16), C.mustard_hi if sub else C.text_dim, (head.x + 44, head.y + 28),
                      max_width=head.width - 48)
        elif sub and not mark:
            draw.text(s, sub, Fonts.body(16), C.mustard_hi, (head.right - 4, head.y + 8), "topright")
        if not mine or (not m.hand and m.hand_counts[seat]):  # (your own hand lies face up below)
            back = card_art.back("plans", (max(18, int(backs.height * 0.7)), backs.height))
            draw_hand_backs(s, backs, m.hand_counts[seat], back, max_drawn=6)
        self._foiled(s, m, seat, lay.foiled(seat), mine)
        for plan in range(NUM_PLANS):
            count = m.count(seat, plan)
            if not count:
                continue
            cx, cy = lay.cell_card_center(seat, plan)
            card = next(c for c in m.play[seat] if PLAN_OF[c] == plan)
            img = card_art.face(card, lay.cell_card)
            r = img.get_rect(center=(round(cx), round(cy)))
            for k in range(min(count, 4) - 1, 0, -1):
                s.blit(img, r.move(k * 3, -k * 2))
            s.blit(img, r)
            count_badge(s, (r.right + 4, r.bottom - 10), f"×{count}", size=16)

    def _row_name(self, seat: int) -> tuple[str, pygame.font.Font]:
        """A row's name and its type: one size for every row (the largest at which all the names fit,
        so the rows do not look uneven), and "(you)" after your own name only where it fits: with a
        16-letter name it cut the name itself to "Wolfgang Ama…" (your row is the one above your hand)."""
        room = self.layout.row_head(0).width - 48
        names = []
        for s, info in enumerate(self.seats):
            you = s == self.layout.bottom and info.is_human and not is_you(info.name)  # (not "You (you)")
            smallest = Fonts.title(ROW_NAME_SIZES[-1])
            names.append(info.name + " (you)" if you and smallest.size(info.name + " (you)")[0] <= room else info.name)
        return names[seat], draw.fitting_font(names, Fonts.title, ROW_NAME_SIZES, room)

    def _foiled(self, s: pygame.Surface, m: TableModel, seat: int, rect: pygame.Rect, mine: bool) -> None:
        """The Foiled! pile as a tag with its points (and how many cards lie in it)."""
        cards = m.foiled[seat]
        pts = sum(VALUE[c] for c in cards)
        font = Fonts.title(17)
        text = f"Foiled! {pts}"
        w = min(rect.width, font.size(text)[0] + 16)
        tag = pygame.Rect(rect.x, rect.centery - 13, w, 26)
        pygame.draw.rect(s, C.coral if cards else (90, 70, 80), tag, border_radius=7)
        draw.text(s, text, font, C.cream, tag.center, "center", max_width=tag.width - 8)

    #: past rounds the scoreboard has a column for (the latest ones): with more, the names no longer fit
    SCORE_ROUNDS = 2

    def _scores(self, s: pygame.Surface, m: TableModel) -> None:
        """Totals with the last rounds' points beside them; the title gives way to the columns'
        headings ("Round 3" instead of "Scores · round 3") rather than run over them."""
        rect = self.layout.scores
        draw.panel(s, rect, C.night_lo, radius=14, alpha=225, shadow=0)
        rounds = len(m.round_points)
        total_x = rect.right - 34
        small = Fonts.body(16)
        names = [info.name for info in self.seats]
        for columns in range(min(rounds, self.SCORE_ROUNDS), -1, -1):  # names before round columns:
            shown = list(range(rounds - columns, rounds))  # a 16-letter name was cut to "Wolfgang…"
            col_x = [total_x - 46 - 34 * (len(shown) - 1 - i) for i in range(len(shown))]  # centres
            numbers_left = min([x - small.size("888")[0] // 2 for x in col_x], default=total_x - 20)
            room = numbers_left - 8 - rect.x - 38
            name_font = draw.fitting_font(names, Fonts.body, SCORE_NAME_SIZES, room)
            if all(name_font.size(n)[0] <= room for n in names):
                break
        heads_left = total_x - small.size("Total")[0] // 2
        for i, r in enumerate(shown):
            label = f"R{r + 1}"
            draw.text(s, label, small, C.text_dim, (col_x[i], rect.y + 12), "midtop")
            heads_left = min(heads_left, col_x[i] - small.size(label)[0] // 2)
        draw.text(s, "Total", small, C.text_dim, (total_x, rect.y + 12), "midtop")
        title_font = Fonts.title(20)
        title = f"Scores · round {m.round}"
        if rect.x + 12 + title_font.size(title)[0] > heads_left - 8:
            title = f"Round {m.round}"
        draw.text(s, title, title_font, C.mustard, (rect.x + 12, rect.y + 6), max_width=heads_left - 8 - rect.x - 12)
        order = sorted(range(m.n), key=lambda seat: (-m.totals[seat], seat))
        for k, seat in enumerate(order):
            y = rect.y + 38 + k * 28
            info = self.seats[seat]
            draw.player_chip(s, info.color, (rect.x + 22, y + 12), 20)
            leader = m.winners is not None and seat in m.winners
            draw.text(s, info.name, name_font, C.mustard_hi if leader else C.text,
                      (rect.x + 38, y + 1 + (Fonts.body(18).get_height() - name_font.get_height()) // 2), max_width=room)
            for i, r in enumerate(shown):
                pts = m.round_points[r][seat]
                draw.text(s, str(pts), small, C.text, (col_x[i], y + 3), "midtop")
            draw.text(s, str(m.totals[seat]), Fonts.title(20), C.cream, (total_x, y), "midtop")
