"""Drawing the Home Alone table: the board with its markers (one cached picture, redrawn square
by square), lit squares and the path, the standing pieces, banners, explanations, the hover
box, and the column beside the board (turn box and scoreboard, or the hiding tray).

A mixin of :class:`~game.home_alone.table.scene.HomeAloneScene`; it draws only the table's
picture of the board and the view.
"""

from __future__ import annotations

from typing import Sequence

import pygame

from game.engine.naming import whose
from game.home_alone.table import art
from game.home_alone.table.animator import Sprite
from game.home_alone.table.board_view import draw_labels, map_surface
from game.ui import draw
from game.ui.theme import BODY_S, SIZE, C, Fonts

HOVER_TIP_DELAY = 0.35


class TableDrawing:
    """The ``draw_table`` half of the Home Alone table."""

    def _base_surface(self) -> pygame.Surface:
        base = self._base
        if self._layer_dirty:
            self._layer_dirty = False
            self._dirty_squares.clear()
            self._map = map_surface(self.geo)
            base.blit(draw.backdrop(SIZE), (0, 0))
            pygame.draw.rect(base, C.night_lo, self.geo.view.inflate(8, 8), border_radius=8)
            base.blit(self._map, self.geo.view)
            for sq, tokens in self.stacks.items():
                if tokens:
                    self._draw_square(base, sq)
        elif self._dirty_squares:
            picture = self._map
            view = self.geo.view
            for sq in self._dirty_squares:
                r = self.geo.rect(sq).clip(view)
                base.blit(picture, r, r.move(-view.x, -view.y))
                self._draw_square(base, sq)
            self._dirty_squares.clear()
        return base

    def _draw_square(self, surface: pygame.Surface, sq: int) -> None:
        tokens = self.stacks.get(sq)
        if not tokens:
            return
        rect = self.geo.rect(sq)
        clip = surface.get_clip()
        surface.set_clip(rect.clip(self.geo.view))
        self._draw_stack(surface, rect, tokens, self.view.markers)
        surface.set_clip(clip)

    def _touch(self, square: int) -> None:
        """Redraw just this square's markers on the next frame."""
        self._dirty_squares.add(square)

    def _draw_stack(self, surface: pygame.Surface, rect: pygame.Rect, tokens, mk) -> None:
        """Up to four markers on a square: each its owner's colour and symbol (or, for the
        owner when allowed, its picture), laid out so the count shows."""
        n = len(tokens)
        tile = rect.width
        tokens = sorted(tokens, key=lambda t: t[0])
        if n == 1:
            size, spots = int(tile * 0.7), [(0.5, 0.5)]
        elif n == 2:
            size, spots = int(tile * 0.5), [(0.28, 0.4), (0.72, 0.6)]
        else:
            size, spots = int(tile * 0.47), [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)]
        for (owner, marker), (fx, fy) in zip(tokens, spots):
            if marker is not None:
                face = art.marker_face(mk.name(marker), mk.kind(marker), owner, size + 2)
            else:
                face = art.chip(owner, size)
            surface.blit(face, face.get_rect(center=(rect.x + fx * tile, rect.y + fy * tile)))

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self._base_surface(), (0, 0))
        geo = self.geo
        clip = surface.get_clip()
        surface.set_clip(geo.view)
        draw_labels(surface, geo, self._busy_rects())
        self._draw_targets(surface)
        if self.zip_line is not None:
            a, b = self.zip_line
            pygame.draw.line(surface, C.ink, a, b, 4)
            pygame.draw.line(surface, C.mustard, a, b, 2)
        self._draw_pieces(surface)
        if self.flash is not None:
            (x, y), left = self.flash
            r = geo.tile * (1.6 - left)
            pygame.draw.circle(surface, C.coral_hi, (x, y), max(2, r), 4)
        surface.set_clip(clip)
        self._draw_side(surface)
        for sp in self.sprites:
            self._draw_sprite(surface, sp)
        for text, color, (x, y), left in self.popups:
            rise = (1.2 - left) * 24
            draw.text(surface, text, Fonts.title(26), color, (x, y - rise), "center", shadow=True)
        if self.banner is not None:
            self._draw_banner(surface, self.banner[0])
        self._draw_bubble(surface)
        self._draw_tooltip(surface)

    def _draw_sprite(self, surface: pygame.Surface, sp: Sprite) -> None:
        img = sp.surface
        w, h = img.get_size()
        tw, th = max(1, int(w * sp.scale * sp.scale_x)), max(1, int(h * sp.scale))
        if (tw, th) != (w, h):
            img = pygame.transform.smoothscale(img, (tw, th))
        if sp.alpha < 255:
            img = img.copy()
            img.set_alpha(sp.alpha)
        surface.blit(img, img.get_rect(center=(round(sp.pos[0]), round(sp.pos[1]))))

    def _draw_targets(self, surface: pygame.Surface) -> None:
        geo = self.geo
        if self.mode in ("crook", "kid"):
            squares = self.targets.get(self._target_key(), {})
            hi = _highlight(geo.tile, (255, 210, 70), 120)
            for sq in squares:
                surface.blit(hi, geo.rect(sq))
            path = self._hover_path()
            if path:
                pts = [geo.center(s) for s in path]
                pygame.draw.lines(surface, C.ink, False, pts, 7)
                pygame.draw.lines(surface, C.cream, False, pts, 3)
                for p in pts[1:-1]:
                    pygame.draw.circle(surface, C.cream, p, 4)
                end = geo.rect(path[-1])
                pygame.draw.rect(surface, C.cream, end, 3, border_radius=4)
                steps = len(path) - 1
                draw.text(surface, str(steps), Fonts.title(18), C.ink, (end.right - 2, end.y - 2), "topright")
        if self.mode == "hide" and self.plan is not None and self.tray is not None:
            sel = self.tray.selected
            if sel is not None and sel in self.plan.where:
                pygame.draw.rect(surface, C.mustard, geo.rect(self.plan.where[sel]).inflate(2, 2), 3, border_radius=4)
            if self.tray.hover is not None and self.tray.hover in self.plan.where:
                pygame.draw.rect(surface, C.cream, geo.rect(self.plan.where[self.tray.hover]).inflate(2, 2), 3,
                                 border_radius=4)
            sq = self.hover_sq
            if sq is not None and sel is not None:
                ok = self.plan.problem(sq, sel) is None
                color = (120, 230, 140) if ok else (240, 100, 90)
                pygame.draw.rect(surface, color, geo.rect(sq), 3, border_radius=4)
        if self.cursor is not None and self.mode is not None:
            pygame.draw.rect(surface, C.white, geo.rect(self.cursor).inflate(4, 4), 3, border_radius=5)

    def _busy_rects(self) -> list[pygame.Rect]:
        """Where something is played on the board now (markers, Crooks, Kids, lit squares, the
        cursor): a room name there gives way."""
        geo = self.geo
        rects = [geo.rect(sq) for sq, tokens in self.stacks.items() if tokens]
        for _, _, _, img, (x, y), _ in self._pieces():
            rect = img.get_rect(midbottom=(round(x), round(y)))
            rects.append(rect.inflate(-rect.width // 3, -rect.height // 8))
        if self.mode in ("crook", "kid"):
            rects += [geo.rect(sq) for sq in self.targets.get(self._target_key(), {})]
        if self.mode == "hide" and self.plan is not None:
            rects += [geo.rect(sq) for sq in self.plan.where.values()]
        if self.cursor is not None and self.mode is not None:
            rects.append(geo.rect(self.cursor))
        if self.hover_sq is not None and self.mode is not None:
            rects.append(geo.rect(self.hover_sq))
        return rects

    def _pieces(self) -> list[tuple[float, int, int, pygame.Surface, tuple[float, float], float]]:
        """(sort key, kind (0 Crook, 1 Kid), which, sprite, foot position, tilt) of every standing
        piece. Pieces on one square stand side by side so each stays in sight."""
        tile = self.geo.tile
        found: list[tuple[int, int, tuple[float, float]]] = [(0, c, pos) for c, pos in enumerate(self.crook_pos)]
        found += [(1, s, pos) for s, pos in self.kid_pos.items() if self.kid_scale.get(s, 1.0) > 0.02]
        groups: dict[tuple[int, int], list[int]] = {}
        for i, (_, _, pos) in enumerate(found):
            groups.setdefault((round(pos[0] / 4), round(pos[1] / 4)), []).append(i)
        shift = {}
        for members in groups.values():
            for k, i in enumerate(members):
                shift[i] = (k - (len(members) - 1) / 2) * tile * 0.55
        out = []
        for i, (kind, which, pos) in enumerate(found):
            if kind == 0:
                img = art.crook(which, int(tile * 1.7))
                tilt = 0.0
            else:
                img = art.kid_piece(which, max(4, int(tile * 1.4 * self.kid_scale.get(which, 1.0))))
                tilt = self.kid_tilt.get(which, 0.0)
            out.append((pos[1] + 0.1 * kind, kind, which, img, (pos[0] + shift[i], pos[1] + tile * 0.42), tilt))
        out.sort(key=lambda p: p[0])
        return out

    def piece_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """(kind, which) of the standing piece drawn under ``pos`` (0: a Crook, 1: a Kid)."""
        for _, kind, which, img, (x, y), _tilt in reversed(self._pieces()):
            rect = img.get_rect(midbottom=(round(x), round(y)))
            if rect.collidepoint(pos) and img.get_at((pos[0] - rect.x, pos[1] - rect.y)).a > 40:
                return kind, which
        return None

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        sel = self.sel_crook if self.mode == "crook" else None
        for _, kind, which, img, (x, y), tilt in self._pieces():
            if tilt:
                img = pygame.transform.rotate(img, -tilt)
            rect = img.get_rect(midbottom=(round(x), round(y)))
            if kind == 0 and which == sel:
                pygame.draw.ellipse(surface, C.mustard, pygame.Rect(rect.x - 3, rect.bottom - 10, rect.width + 6, 14), 3)
            surface.blit(img, rect)

    def _draw_banner(self, surface: pygame.Surface, text: str) -> None:
        font = Fonts.title(30)
        w = min(self.geo.view.width - 40, font.size(text)[0] + 60)
        box = pygame.Rect(0, 0, w, 56)
        box.center = (self.geo.view.centerx, self.geo.view.y + 60)
        draw.panel(surface, box, C.night_lo, radius=28, border=C.mustard, border_width=3, alpha=235, shadow=4)
        draw.text(surface, text, font, C.mustard, box.center, "center", max_width=w - 30)

    def _draw_bubble(self, surface: pygame.Surface) -> None:
        if self.bubble is None:
            return
        text, sq, _ = self.bubble
        font = Fonts.body(BODY_S)
        lines = draw.wrap_lines(text[0].upper() + text[1:], font, 320)
        w = max(font.size(line)[0] for line in lines) + 24
        h = len(lines) * font.get_linesize() + 14
        r = self.geo.rect(sq)
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (r.centerx, r.top - 8)
        if box.top < self.geo.view.top:
            box.midtop = (r.centerx, r.bottom + 8)
        box.clamp_ip(self.geo.view)
        draw.panel(surface, box, C.cream, radius=10, border=C.coral, border_width=3, shadow=4)
        y = box.y + 7
        for line in lines:
            draw.text(surface, line, font, C.ink, (box.x + 12, y))
            y += font.get_linesize()

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        box = self.tooltip_rect()
        if box is None:
            return
        lines = self._square_words(self.hover_sq)
        font = Fonts.body(BODY_S)
        draw.panel(surface, box, C.night_lo, radius=10, border=C.mustard, border_width=2, alpha=240, shadow=4)
        y = box.y + 6
        for text, owner in lines:
            if owner is not None:
                draw.player_chip(surface, owner, (box.x + 18, y + 13), 18)
            draw.text(surface, text, font, C.text, (box.x + (34 if owner is not None else 12), y + 1))
            y += 26

    def tooltip_rect(self) -> pygame.Rect | None:
        """Where the hover box about the square under the mouse goes (``None``: no box now)."""
        sq = self.hover_sq
        if sq is None or self.hover_time < HOVER_TIP_DELAY or self.bubble is not None:
            return None
        lines = self._square_words(sq)
        if not lines:
            return None
        font = Fonts.body(BODY_S)
        size = (max(font.size(t)[0] for t, _ in lines) + 44, len(lines) * 26 + 12)
        keep = []
        if self.mode in ("crook", "kid"):  # the squares you may click, and the path to the one pointed at
            lit = list(self.targets.get(self._target_key(), {})) + list(self._hover_path() or ())
            keep = [self.geo.rect(s) for s in lit]
        return tooltip_place(size, self.geo.rect(sq), keep, pygame.Rect((0, 0), SIZE).inflate(-8, -8))

    def _square_words(self, sq: int) -> list[tuple[str, int | None]]:
        """What the hover box says about a square: where it is, whose markers lie there (what
        they are only to their owner, when allowed), and while hiding what a click would do."""
        board = self.board
        where = board.where(sq)
        kind = board.kinds[sq]
        if kind in ("wall", "window"):
            return []
        lines: list[tuple[str, int | None]] = [(where[0].upper() + where[1:], None)]
        lines += [(text, None) for text in square_help(kind, self.variant.safe_treehouse)]
        mk = self.view.markers
        kinds = {"trap": " (booby-trap)", "valuable": " (valuable)"}
        for owner, marker in sorted(self.stacks.get(sq, []), key=lambda t: t[0]):
            if marker is not None:
                who = "your" if owner == self.viewer else whose(self.names[owner], start=False)
                lines.append((f"{who} {mk.name(marker)}{kinds.get(mk.kind(marker), '')}", owner))
            else:
                lines.append((f"{whose(self.names[owner])} marker, face down", owner))
        if self.mode == "hide" and self.plan is not None and self.tray is not None:
            mine = self.plan.at(sq)
            if mine is not None and mine != self.tray.selected:
                lines.append(("Click: pick it up to move it. Right-click: back to the tray.", None))
            else:
                why = self.plan.problem(sq, self.tray.selected)
                if why:
                    lines.append(("Not here: " + why, None))
        if len(lines) == 1 and kind in ("floor", "yard") and self.mode != "hide":
            return []
        return lines

    def _draw_ending(self, surface: pygame.Surface) -> None:
        """The strip under the turn box: the round (of the announced last one), and what else ends
        the game: Kids out (or when they come out) and the markers still hidden."""
        v = self.view
        title, color, right, line = ending_words(v, self.names)
        box = self.layout.ending
        if Fonts.body(16).size(line)[0] > box.width - 28:
            line = ending_words(v, self.names, short=True)[3]

        def render(pic: pygame.Surface, origin: tuple[int, int]) -> None:
            r = pygame.Rect(origin, box.size)
            draw.panel(pic, r, C.night_lo, radius=14, alpha=230, shadow=4,
                       border=C.coral if v.last_round else None, border_width=3 if v.last_round else 0)
            room = r.width - 28 - Fonts.bold(16).size(right)[0] - 10  # the title never runs into the count
            draw.text(pic, title, Fonts.title(22), color, (r.x + 14, r.y + 4), max_width=room)
            draw.text(pic, right, Fonts.bold(16), C.text, (r.right - 14, r.y + 8), "topright")
            draw.text(pic, line, Fonts.body(16), C.text_dim, (r.x + 14, r.y + 33), max_width=r.width - 28)

        self._ending_pic.draw(surface, (title, color, right, line, v.last_round), render)

    def _draw_side(self, surface: pygame.Surface) -> None:
        tray = self.tray
        if tray is not None:
            self._tray_pic.draw(surface, tray.key(), lambda pic, o: tray.draw(pic, (tray.rect.x - o[0],
                                                                                   tray.rect.y - o[1])))
            return
        self._draw_turn_box(surface)
        self._draw_ending(surface)
        board = self.scoreboard
        r = board.rect
        self._score_pic.draw(surface, board.key(self.tallies, self.turn_seat),
                             lambda pic, o: board.draw(pic, self.tallies, self.turn_seat, (r.x - o[0], r.y - o[1])))

    def _draw_turn_box(self, surface: pygame.Surface) -> None:
        box = self.layout.turn_box
        d = self.match.state.pending
        seat = d.seat if d is not None else None
        label = ""
        if not self.player.idle and self.log.lines:
            # an action is being shown: say what is happening now (the line just logged)
            words, _ = self.log.lines[-1]
            seat = self.turn_seat if self.turn_seat is not None else seat
            label = self.names[seat] if seat is not None else ""
        else:
            if seat is not None:
                label = "Your turn" if self.mode is not None and len(self.humans) == 1 else self.names[seat]
            words = self._turn_words()

        def render(pic: pygame.Surface, origin: tuple[int, int]) -> None:
            r = pygame.Rect(origin, box.size)
            draw.panel(pic, r, C.night_lo, radius=16, alpha=230, shadow=4)
            x = r.x + 150
            if seat is not None:
                draw.player_chip(pic, seat, (x + 12, r.y + 22), 24)
                draw.text(pic, label, Fonts.title(22), C.mustard, (x + 30, r.y + 9), max_width=r.right - x - 40)
            buttons = any(b.visible for b in (*self.crook_buttons, self.stay_button))
            draw.text_block(pic, words, Fonts.body(BODY_S), C.text,
                            pygame.Rect(x, r.y + 40, r.right - x - 10, 56 if buttons else 100),
                            max_lines=2 if buttons else 4, line_gap=0)

        buttons = any(b.visible for b in (*self.crook_buttons, self.stay_button))
        self._turn_pic.draw(surface, (seat, label, words, buttons), render)
        self.spinner.draw(surface)


def square_help(kind: str, safe_treehouse: bool) -> list[str]:
    """What the hover box says a special square is for, in a few short lines."""
    if kind == "handle_bar":
        return ["Handle bar: a Kid who stops here", "zips straight up to the Treehouse.",
                "A Crook may stand here, but never zips."]
    if kind == "treehouse":
        crooks = "Crooks never go in (house rule)." if safe_treehouse else "Crooks can climb the ladder too!"
        return ["Kids get in by the ladder, or zip up", "from a handle bar. " + crooks]
    if kind == "ladder":
        return ["The ladder to the Treehouse:", "Crooks may stand on it, but no higher." if safe_treehouse
                else "Kids and Crooks climb it."]
    if kind == "start":
        return ["Where Harry and Marv start."]
    return []


def tooltip_place(size: tuple[int, int], square: pygame.Rect, keep: Sequence[pygame.Rect],
                  screen: pygame.Rect) -> pygame.Rect:
    """A hover box of ``size`` beside ``square``: right of it if that covers none of the ``keep`` squares
    (the lit squares and the path: the box beside the square you point at hid the very square you
    were about to click), else left, under or above it, whichever covers the fewest."""
    r = square
    spots = [{"topleft": (r.right + 10, r.y - 6)}, {"topright": (r.x - 10, r.y - 6)},
             {"bottomleft": (r.right + 10, r.bottom + 6)}, {"bottomright": (r.x - 10, r.bottom + 6)},
             {"midtop": (r.centerx, r.bottom + 10)}, {"midbottom": (r.centerx, r.top - 10)}]
    if keep:  # in the middle of many lit squares: just outside all of them, level with the square
        lit = r.unionall(list(keep))
        spots += [{"midtop": (r.centerx, lit.bottom + 8)}, {"midbottom": (r.centerx, lit.top - 8)},
                  {"topleft": (lit.right + 8, r.y - 6)}, {"topright": (lit.x - 8, r.y - 6)}]
    best: tuple | None = None
    for order, spot in enumerate(spots):
        box = pygame.Rect((0, 0), size)
        setattr(box, *next(iter(spot.items())))
        box.clamp_ip(screen)
        score = (box.colliderect(r), sum(box.colliderect(k) for k in keep if k != r), order)
        if best is None or score < best[0]:
            best = (score, box)
    return best[1]


def ending_words(v, names: Sequence[str] = (), short: bool = False) -> tuple[str, tuple[int, int, int], str, str]:
    """(title, its colour, the right-hand figure, the line below) of the strip that says what ends
    the game: "Round 12 of 20", "Last round!", the Kids, the markers still hidden. With the seats'
    ``names`` a caught Kid is named by whose it is ("Sam's Kid was caught", not "A Kid": after the
    game, in a replay, the family asks whose); ``short`` leaves out the round, for a long name."""
    limit = v.round_limit
    if v.turn <= 0:
        title, color = (f"Hiding · then {limit} rounds" if limit else "Hiding"), C.mustard
    elif v.last_round:
        title, color = f"Last round! ({v.round} of {limit})", C.coral_hi
    elif limit:
        title, color = f"Round {v.round} of {limit}", C.mustard
    else:
        title, color = f"Round {v.round}", C.mustard
    right = f"{v.hidden_left} hidden"
    up = len(v.kids_up)
    out = v.kids_out_round
    if v.step == "over":  # what ended it, not what would
        title, color = "Game over", C.mustard  # short: the hidden count stands beside it
        kids = (" and ".join(whose(names[s]) for s in v.caught) if names else "A") + (
            " Kids were caught" if names and len(v.caught) > 1 else " Kid was caught")
        line = (kids + ("" if short else f" in round {v.round}") if v.caught
                else f"Nothing is left hidden (round {v.round})" if not v.hidden_left
                else f"The last round ({v.round}) is over")
    elif up:
        line = f"{up} Kid{'s' if up != 1 else ''} out: a Crook landing on one ends it"
    elif out and v.round <= out:
        line = f"All Kids come out after round {out}"
    else:
        line = "A caught Kid ends the game, or an empty house"
    return title, color, right, line


_highlights: dict[tuple, pygame.Surface] = {}


def _highlight(tile: int, color: tuple[int, int, int], alpha: int) -> pygame.Surface:
    """A lit square: a warm wash with a bright edge inside a dark one, visible on grass and on
    pale floors alike."""
    key = (tile, color, alpha)
    surf = _highlights.get(key)
    if surf is None:
        surf = pygame.Surface((tile, tile), pygame.SRCALPHA)
        r = surf.get_rect().inflate(-2, -2)
        pygame.draw.rect(surf, (*color, alpha), r, border_radius=5)
        pygame.draw.rect(surf, (*C.ink, 220), r, 1, border_radius=5)
        pygame.draw.rect(surf, (*color, 255), r.inflate(-2, -2), 2, border_radius=4)
        _highlights[key] = surf
    return surf
