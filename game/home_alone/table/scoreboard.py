"""The Crooks & Van scoreboard: per player the booby-traps the Crooks hit (+1 each), the
valuables in the Van (-1 each), the live score and where their Kid is.

It draws what the table shows right now (:class:`Tally`), which the animations update
marker by marker as each one lands, so the numbers change when the picture arrives.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.home_alone.markers import MarkerSet
from game.home_alone.table import art
from game.ui import draw
from game.ui.theme import BODY_S, C, Fonts, player_style

ICON = 16
STEP = 15  # icons overlap by a pixel, so a whole name fits beside them
NAME_W = 148
CROOKS_W = 8 * STEP  # two rows of eight
VAN_W = 4 * STEP  # two rows of four
GAP = 6
HEAD = 58

KID_WORDS = {"hidden": "Kid hidden", "up": "Kid running!", "tree": "in Treehouse", "caught": "Kid caught!"}


@dataclass
class Tally:
    """One player's line on the scoreboard, as currently shown."""

    traps: list[int] = field(default_factory=list)  # markers on the Crooks (hit)
    valuables: list[int] = field(default_factory=list)  # markers in the Van (stolen)
    score: int = 0
    kid: str = "hidden"  # hidden / up / tree / caught


class Scoreboard:
    def __init__(self, rect: pygame.Rect, names: list[str], markers: MarkerSet):
        self.rect = pygame.Rect(rect)
        self.names = names
        self.markers = markers
        self.players = len(names)
        self.row_h = (self.rect.height - HEAD - 10) // max(1, self.players)

    # -- geometry ------------------------------------------------------------------------------
    def row(self, seat: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 8, self.rect.y + HEAD + seat * self.row_h, self.rect.width - 16,
                           self.row_h - 4)

    def _cell(self, seat: int, kind: str) -> pygame.Rect:
        r = self.row(seat)
        x = r.x + NAME_W if kind == "trap" else r.x + NAME_W + CROOKS_W + GAP
        return pygame.Rect(x, r.y + 5, CROOKS_W if kind == "trap" else VAN_W, r.height - 10)

    def slot(self, seat: int, kind: str, index: int) -> tuple[float, float]:
        """The centre of the ``index``-th little picture in ``seat``'s Crooks or Van cell."""
        cell = self._cell(seat, kind)
        per_row = 8 if kind == "trap" else 4
        step = cell.width / per_row
        rows = 2
        row_gap = max(ICON - 2, (cell.height - ICON) / max(1, rows - 1)) if cell.height > ICON * 2 else ICON * 0.6
        r, c = divmod(index, per_row)
        r = rows - 1 - min(r, rows - 1)  # the lower row fills first: the upper one is the name's while it is empty
        return cell.x + step * (c + 0.5), cell.y + ICON / 2 + r * row_gap

    def score_pos(self, seat: int) -> tuple[float, float]:
        r = self.row(seat)
        return r.right - 24, r.centery

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, tallies: list[Tally], current: int | None,
             offset: tuple[int, int] = (0, 0)) -> None:
        """Draw the board; ``offset`` is subtracted from every position (drawing into a cache)."""
        ox, oy = offset
        rect = self.rect.move(-ox, -oy)
        draw.panel(surface, rect, C.night_lo, radius=14, alpha=230, shadow=4)
        draw.text(surface, "Crooks & Van", Fonts.title(22), C.mustard, (rect.x + 14, rect.y + 6))
        draw.text(surface, "score", Fonts.body(16), C.text_dim, (rect.right - 12, rect.y + 10), "topright")
        crooks = self._cell(0, "trap").move(-ox, -oy)
        van = self._cell(0, "valuable").move(-ox, -oy)
        font = Fonts.body(16)
        y = rect.y + 36
        surface.blit(art.crooks_icon(24), (crooks.x - 4, y - 4))
        draw.text(surface, "hit  +1 each", font, C.text, (crooks.x + 22, y), max_width=CROOKS_W)
        surface.blit(art.van_icon(24), (van.x - 4, y - 4))
        draw.text(surface, "−1 each", font, C.text, (van.x + 22, y), max_width=rect.right - van.x - 26)
        for seat, tally in enumerate(tallies):
            self._draw_row(surface, seat, tally, seat == current, ox, oy)

    def _draw_row(self, surface: pygame.Surface, seat: int, tally: Tally, current: bool, ox: int, oy: int) -> None:
        r = self.row(seat).move(-ox, -oy)
        style = player_style(seat)
        if current:
            pygame.draw.rect(surface, draw.mix(C.night_lo, style.color, 0.22), r, border_radius=10)
            pygame.draw.rect(surface, style.color, r, 2, border_radius=10)
        else:
            pygame.draw.rect(surface, C.night, r, border_radius=10)
        draw.player_chip(surface, seat, (r.x + 16, r.y + 16), 24)
        wide = NAME_W - 34 + CROOKS_W - 6  # a long name runs over the Crooks' upper row while it is empty
        font = draw.fitting_font(self.names, Fonts.bold, (BODY_S, 16, 15), wide)  # one size for every row
        y = r.y + 3 + (Fonts.bold(BODY_S).get_height() - font.get_height()) // 2
        draw.text(surface, self.names[seat], font, C.text, (r.x + 32, y),
                  max_width=wide if len(tally.traps) <= 8 else NAME_W - 34)
        kid_color = {"caught": C.coral_hi, "up": C.mustard_hi, "tree": C.good}.get(tally.kid, C.text_dim)
        small = art.kid_piece(seat, 20)
        surface.blit(small, (r.x + 6, r.bottom - 22))
        draw.text(surface, KID_WORDS.get(tally.kid, ""), Fonts.body(16), kid_color, (r.x + 28, r.bottom - 21),
                  max_width=NAME_W - 26)
        mk = self.markers
        for kind, items in (("trap", tally.traps), ("valuable", tally.valuables)):
            for i, m in enumerate(items):
                x, y = self.slot(seat, kind, i)
                face = art.marker_face(mk.name(m), kind, seat, ICON)
                surface.blit(face, face.get_rect(center=(round(x - ox), round(y - oy))))
        score = f"{tally.score:+d}" if tally.score else "0"
        sx, sy = self.score_pos(seat)
        draw.text(surface, score, Fonts.title(26), C.cream, (sx - ox, sy - oy), "center")

    def key(self, tallies: list[Tally], current: int | None) -> tuple:
        """What the board shows, for redrawing only on change."""
        return current, tuple((tuple(t.traps), tuple(t.valuables), t.score, t.kid) for t in tallies)
