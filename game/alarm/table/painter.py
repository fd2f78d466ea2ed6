"""The Alarm! table at rest: the felt, the seats, the piles, and the marks on them.

:class:`TablePainter` draws what stays put between animations: the night sky
and felt (once), each seat as a picture (redrawn only when what it shows
changes), the deck and the discard pile with their counts, the turn line,
and the marks that pulse over them (whose turn it is, who is thinking, the
Panic tag, the name tag of the card on its way). Flying cards, effects, the
question panel and the log are drawn by others on top.

A seat is a name plate, the overview card, cards by kind and danger meters.
Every card kind has a fixed little slot, so a family learns where to look:
the four obstacles and the Loot first, each with "have/need" under it (the
caught combination it belongs to), then the stored equipment. A slot one
card away from getting its player caught turns coral and gets a "!" badge
(never colour alone). The mixed combination (so many each of Guard Dog,
Door Chain and Padlock) has its own meter along the bottom. A player who is
out sits behind prison bars with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import pygame

from game.alarm.cards import COMBO_NAMES, DOOR_CHAIN, EQUIPMENT, GUARD_DOG, KINDS, LOOT, PADLOCK, POLICE
from game.alarm.table import art as card_art
from game.alarm.table.effects import seat_arrow
from game.alarm.table.layout import (
    BADGE,
    COUNT_Y,
    FOOTER_Y,
    PILE_SIZE,
    SEAT_H,
    SEAT_W,
    SLOT_SIZE,
    TableLayout,
    slot_offset,
)
from game.alarm.table.table_model import TableModel
from game.engine.record import SeatInfo
from game.ui import draw
from game.ui.cards import draw_pile
from game.ui.seat_panel import seat_label
from game.ui.theme import SIZE, C, Fonts, player_style

COMBO_OF_KIND = {POLICE: 0, GUARD_DOG: 1, DOOR_CHAIN: 2, PADLOCK: 3, LOOT: 5}
"""Index into the thresholds (``limits``) of the combination each kind counts towards."""
PLACES = {1: "1st", 2: "2nd", 3: "3rd"}

TURN_LINE_W = 100
"""Width of the turn line over the discard pile (the pile is 84 wide, the log begins 8 past it)."""

CLOSE_BG = (120, 44, 40)
CAUGHT_BG = (196, 52, 40)
PANEL = C.night_lo
OUT_PANEL = (62, 64, 80)


def place_name(n: int) -> str:
    return PLACES.get(n, f"{n}th")


def overview_label(card: str, uses: int, full_uses: int) -> tuple[str, str, bool]:
    """(icon name, text, ready) for a seat's overview card as the viewer knows it."""
    if card == "unused":
        return "unused", "Secret", True
    if card == "informant":
        return "informant", "Informant" if uses > 0 else "Used", uses > 0
    if full_uses <= 0:
        return "lawyer", "None", False
    if uses <= 0:
        return "lawyer", "Used", False
    return "lawyer", "Lawyer" if full_uses == 1 else f"Lawyer ×{uses}", True


@dataclass(frozen=True)
class SeatLook:
    """Everything a seat picture depends on (its cache key)."""

    counts: tuple[int, ...]
    limits: tuple[int, ...]
    alive: bool
    served: bool
    active: bool
    overview: tuple[str, str, bool]
    place: int
    out_reason: str
    winner: bool
    name: str
    label: str
    color: int


def seat_look(model: TableModel, seat: int, info: SeatInfo, full_uses: int, out_reason: str) -> SeatLook:
    return SeatLook(tuple(model.counts[seat][:8]), tuple(model.limits), model.alive[seat], model.served[seat],
                    model.active == seat and model.winners is None,
                    overview_label(model.overview[seat], model.uses[seat], full_uses), model.place_of(seat),
                    out_reason, bool(model.winners) and seat in (model.winners or ()), info.name, seat_label(info),
                    info.color)


def render_seat(look: SeatLook) -> pygame.Surface:
    """The seat's content (without its panel shadow) on a transparent surface of SEAT_W x SEAT_H."""
    surf = pygame.Surface((SEAT_W, SEAT_H), pygame.SRCALPHA)
    rect = surf.get_rect()
    out = not look.alive
    pygame.draw.rect(surf, (*(OUT_PANEL if out else PANEL), 238), rect, border_radius=14)
    style = player_style(look.color)
    pygame.draw.rect(surf, (120, 120, 130) if out else style.color, (0, 0, 8, SEAT_H),
                     border_top_left_radius=14, border_bottom_left_radius=14)
    if look.winner:
        pygame.draw.rect(surf, C.mustard, rect, 4, border_radius=14)
    _header(surf, look, out)
    if out:
        _prison(surf, look)
    else:
        _slots(surf, look)
        _mixed(surf, look)
    return surf


def _header(surf: pygame.Surface, look: SeatLook, out: bool) -> None:
    draw.player_chip(surf, look.color, (30, 24), 34)
    name_color = C.text_dim if out else C.cream
    draw.text(surf, look.name, Fonts.title(22), name_color, (54, 3), max_width=SEAT_W - 54 - BADGE.width - 16)
    if look.winner:
        sub, sub_color = "Winner!", C.mustard_hi
    elif out:
        sub, sub_color = f"Out {place_name(look.place)}", C.text_dim
    elif look.active:
        sub, sub_color = f"{look.label} · deals", C.mustard_hi
    else:
        sub, sub_color = look.label, C.text_dim
    draw.text(surf, sub, Fonts.body(16), sub_color, (54, 27), max_width=SEAT_W - 54 - 120)
    # the overview card badge
    icon_name, text, ready = look.overview
    badge = BADGE
    pygame.draw.rect(surf, card_art.ACCENTS[icon_name] if ready and not out else (86, 88, 106), badge,
                     border_radius=14)
    ic = card_art.icon(icon_name, 24)
    if not ready or out:
        ic = ic.copy()
        ic.set_alpha(110)
    surf.blit(ic, ic.get_rect(midleft=(badge.x + 6, badge.centery)))
    draw.text(surf, text, Fonts.bold(16), C.cream if ready and not out else C.text_dim,
              (badge.x + 34, badge.centery), "midleft", max_width=badge.width - 38)
    if look.served and not out:
        # "has had a card this turn": a check mark and the words, right-aligned under the badge
        font = Fonts.body(16)
        words = "has a card"
        r = draw.text(surf, words, font, C.good, (SEAT_W - 10, 33), "topright")
        x, y = r.x - 18, r.centery
        pygame.draw.lines(surf, C.good, False, [(x, y), (x + 5, y + 5), (x + 13, y - 5)], 3)


def _slots(surf: pygame.Surface, look: SeatLook) -> None:
    count_font = Fonts.bold(17)
    for kind in range(8):
        x, y = slot_offset(kind)
        have = look.counts[kind]
        name = KINDS[kind]
        need = look.limits[COMBO_OF_KIND[kind]] if kind in COMBO_OF_KIND else 0
        close = bool(need) and have > 0 and have >= need - 1
        caught = bool(need) and have >= need
        if close:
            bg = pygame.Rect(x - 4, y - 3, SLOT_SIZE[0] + 8, COUNT_Y - y + 26)
            pygame.draw.rect(surf, CAUGHT_BG if caught else CLOSE_BG, bg, border_radius=8)
            pygame.draw.rect(surf, C.coral_hi, bg, 2, border_radius=8)
        surf.blit(card_art.mini_card(name, SLOT_SIZE, faded=have == 0), (x, y))
        if close:
            mark = (x + SLOT_SIZE[0] - 2, y + 3)
            pygame.draw.circle(surf, C.coral, mark, 9)
            pygame.draw.circle(surf, C.cream, mark, 9, 2)
            draw.text(surf, "!", Fonts.title(16), C.cream, mark, "center")
        if need:
            text, color = f"{have}/{need}", (C.cream if close else C.text if have else C.text_dim)
        elif kind in EQUIPMENT or kind in COMBO_OF_KIND:
            text, color = (f"×{have}" if have else "–"), (C.text if have else C.text_dim)
        else:
            continue
        draw.text(surf, text, count_font, color, (x + SLOT_SIZE[0] // 2, COUNT_Y), "midtop")


def _mixed(surf: pygame.Surface, look: SeatLook) -> None:
    need = look.limits[4]
    if not need:
        return
    have = [min(look.counts[k], need) for k in (GUARD_DOG, DOOR_CHAIN, PADLOCK)]
    close = sum(have) >= 3 * need - 1
    row = pygame.Rect(10, FOOTER_Y, SEAT_W - 20, 30)
    if close:
        pygame.draw.rect(surf, CLOSE_BG, row, border_radius=10)
        pygame.draw.rect(surf, C.coral_hi, row, 2, border_radius=10)
    font = Fonts.body(16)
    x = draw.text(surf, "Mixed set" + (" !" if close else ""), Fonts.bold(16), C.cream if close else C.text_dim,
                  (row.x + 8, row.centery), "midleft").right + 12
    for kind, h in zip((GUARD_DOG, DOOR_CHAIN, PADLOCK), have):
        ic = card_art.icon(KINDS[kind], 22)
        surf.blit(ic, ic.get_rect(midleft=(x, row.centery)))
        x = draw.text(surf, f"{h}/{need}", font, C.cream if h else C.text_dim, (x + 24, row.centery),
                      "midleft").right + 14


def _prison(surf: pygame.Surface, look: SeatLook) -> None:
    body = pygame.Rect(14, 52, SEAT_W - 28, SEAT_H - 62)
    pygame.draw.rect(surf, (40, 42, 56), body, border_radius=10)
    for x in range(body.x + 16, body.right - 4, 30):
        pygame.draw.line(surf, (150, 152, 168), (x, body.y), (x, body.bottom), 4)
        pygame.draw.line(surf, (200, 202, 214), (x - 1, body.y), (x - 1, body.bottom), 1)
    pygame.draw.line(surf, (150, 152, 168), (body.x, body.y + 4), (body.right, body.y + 4), 5)
    pygame.draw.line(surf, (150, 152, 168), (body.x, body.bottom - 4), (body.right, body.bottom - 4), 5)
    font = Fonts.bold(18)
    lines = draw.wrap_lines(look.out_reason or "Out of the game", font, body.width - 60)[:2]
    h = len(lines) * font.get_linesize() + 12
    w = max(font.size(line)[0] for line in lines) + 28
    plate = pygame.Rect(0, 0, w, h)
    plate.center = body.center
    pygame.draw.rect(surf, (30, 30, 42), plate, border_radius=10)
    pygame.draw.rect(surf, (150, 152, 168), plate, 2, border_radius=10)
    y = plate.y + 6
    for line in lines:
        draw.text(surf, line, font, C.cream, (plate.centerx, y), "midtop")
        y += font.get_linesize()


class SeatPainter:
    """Caches each seat's picture and redraws it only when its :class:`SeatLook` changes."""

    def __init__(self) -> None:
        self._cache: dict[int, tuple[SeatLook, pygame.Surface]] = {}

    def picture(self, seat: int, look: SeatLook) -> pygame.Surface:
        hit = self._cache.get(seat)
        if hit is not None and hit[0] == look:
            return hit[1]
        surf = render_seat(look)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        self._cache[seat] = (look, surf)
        return surf


CAUGHT_WORDS = {
    "police": "too many Police", "guard_dogs": "too many Guard Dogs", "door_chains": "too many Door Chains",
    "padlocks": "too many Padlocks", "mixed": "the mixed set (Dogs, Chains, Locks)", "loot": "too much Loot",
}


def out_reason_text(combo: str | None, reason: str = "") -> str:
    """Plain words for how a player left the game ("Caught with too many Police")."""
    if combo:
        return f"Caught with {CAUGHT_WORDS.get(combo, COMBO_NAMES.get(combo, combo))}"
    if reason:
        return reason[0].upper() + reason[1:]
    return "Out of the game"


class TablePainter:
    """The resting table of one scene: background, seats and piles kept in layers, marks drawn over them."""

    def __init__(self, layout: TableLayout, seats: Sequence[SeatInfo], names: Sequence[str], full_uses: int):
        self.layout = layout
        self.seats = list(seats)
        self.names = list(names)
        self.full_uses = full_uses
        self.seat_painter = SeatPainter()
        self._bg: pygame.Surface | None = None
        self._static: pygame.Surface | None = None
        self._static_key: Any = None

    def forget(self) -> None:
        """The table is about to be shown from a fresh model: redraw every layer once."""
        self._static_key = None

    def background(self) -> pygame.Surface:
        """The night sky, the felt and the seats' shadows: drawn once per table."""
        if self._bg is None:
            bg = pygame.Surface(SIZE)
            if pygame.display.get_surface() is not None:
                bg = bg.convert()
            bg.blit(draw.backdrop(SIZE), (0, 0))
            felt = pygame.Rect(60, 150, SIZE[0] - 120, 480)
            bg.blit(draw.felt(felt.size, 60), felt.topleft)
            for box in self.layout.seats:
                sh = draw._shadow_surface(box.width, box.height, 14, 5, 90)
                bg.blit(sh, (box.x - 5 + 2, box.y - 5 + 4))
            self._bg = bg
        return self._bg

    def resting(self, m: TableModel, out_reasons: Mapping[int, str]) -> pygame.Surface:
        """Everything that only changes when a card lands: seats, piles, the turn number.

        Kept in one surface and redrawn piece by piece (only the seats and the
        piles that changed), so a frame with flying cards costs one blit here.
        """
        looks = tuple(seat_look(m, s, self.seats[s], self.full_uses, out_reasons.get(s, "")) for s in range(m.n))
        top = m.discard[-1] if m.discard else -1
        centre = (m.deck_count, top, len(m.discard), m.showdown, m.turn)
        old = self._static_key
        if old is not None and old == (looks, centre) and self._static is not None:
            return self._static
        bg = self.background()
        if self._static is None or old is None:
            self._static = bg.copy()
            old_looks, old_centre = (None,) * m.n, None
        else:
            old_looks, old_centre = old
        surf = self._static
        for s, look in enumerate(looks):
            if look != old_looks[s]:
                box = self.layout.seats[s]
                surf.blit(bg, box, box)
                surf.blit(self.seat_painter.picture(s, look), box.topleft)
        if centre != old_centre:
            self._centre(surf, bg, m, top)
        self._static_key = (looks, centre)
        return surf

    def _centre(self, surf: pygame.Surface, bg: pygame.Surface, m: TableModel, top: int) -> None:
        lay = self.layout
        for pos in (lay.deck, lay.discard):
            area = pygame.Rect(0, 0, PILE_SIZE[0] + 24, PILE_SIZE[1] + 60)
            area.center = (pos[0] - 4, pos[1] + 14)
            surf.blit(bg, area, area)
        line_area = pygame.Rect(0, 0, TURN_LINE_W, 50)
        line_area.midtop = lay.turn_line
        surf.blit(bg, line_area, line_area)
        draw_pile(surf, lay.deck, m.deck_count, PILE_SIZE, label=str(m.deck_count), empty_label="empty")
        top_face = card_art.face(KINDS[m.kinds[top]], PILE_SIZE) if top >= 0 else None
        draw_pile(surf, lay.discard, len(m.discard), PILE_SIZE, top=top_face, label=str(len(m.discard)),
                  empty_label="discard")
        # (two short lines over the discard pile: clear of the log, the name tag and the card in the middle)
        font = Fonts.title(18)
        x, y = lay.turn_line
        draw.text(surf, f"Turn {m.turn}", font, C.text_dim, (x, y), "midtop", max_width=TURN_LINE_W)
        if m.showdown:
            draw.text(surf, "Showdown", font, C.mustard_hi, (x, y + font.get_linesize()), "midtop",
                      max_width=TURN_LINE_W)

    # -- marks over the resting table ------------------------------------------------------
    def active_glow(self, surface: pygame.Surface, seat: int, t: float) -> None:
        """A pulsing frame around the seat whose turn it is."""
        pulse = 0.5 + 0.5 * abs(((t * 1.2) % 2) - 1)
        pygame.draw.rect(surface, draw.mix(C.mustard, C.mustard_hi, pulse), self.layout.seats[seat].inflate(6, 6), 3,
                         border_radius=16)

    def thinking_dots(self, surface: pygame.Surface, seat: int, t: float) -> None:
        box = self.layout.seats[seat]
        x, y = box.right - 150, box.y + 24
        for i in range(3):
            lift = max(0.0, 1 - abs(((t * 2.2 - i * 0.25) % 1.2) - 0.3) * 3) * 5
            pygame.draw.circle(surface, C.mustard_hi, (x + i * 12, y - lift), 4)

    def panic_tag(self, surface: pygame.Surface, origin: int, t: float) -> None:
        """A flashing "PANIC" tag on the seat that started it."""
        box = self.layout.seats[origin]
        font = Fonts.title(18)
        text = "PANIC"
        tag = pygame.Rect(0, 0, font.size(text)[0] + 24, 28)
        tag.midright = (box.right - 10, box.y + 149)
        flash = int(t * 4) % 2 == 0
        draw.panel(surface, tag, C.coral if flash else C.coral_hi, radius=14, shadow=0)
        draw.text(surface, text, font, C.cream, tag.center, "center")

    def on_its_way(self, surface: pygame.Surface, card_pos: tuple[float, float], seat: int) -> None:
        """The card in the centre: an arrow and a name tag saying who it is on its way to."""
        lay = self.layout
        if abs(card_pos[0] - lay.main[0]) + abs(card_pos[1] - lay.main[1]) > 6:
            return
        main = lay.main_rect()
        box = lay.seats[seat]
        seat_arrow(surface, main, box, C.mustard_hi)
        tag = f"For {self.names[seat]}"
        font = Fonts.title(20)
        r = pygame.Rect(0, 0, font.size(tag)[0] + 52, 32)
        if box.centery > main.centery:  # the tag goes on the side the arrow does not
            r.midbottom = (main.centerx, main.top - 4)
        else:
            r.midtop = (main.centerx, main.bottom + 4)
        draw.panel(surface, r, C.night_lo, radius=16, border=C.mustard, shadow=0)
        draw.player_chip(surface, self.seats[seat].color, (r.x + 18, r.centery), 22)
        draw.text(surface, tag, font, C.cream, (r.x + 34, r.centery), "midleft")


__all__ = ["SeatPainter", "SeatLook", "TablePainter", "out_reason_text", "overview_label", "place_name",
           "render_seat", "seat_look"]
