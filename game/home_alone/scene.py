"""The Home Alone table: the floor plan, private hiding, the spinner, the Crooks & Van.

Everything drawn comes from ``self.view`` (what the person at the keyboard may know) and
from the engine's events, played one by one: a Crook walks his path, markers flip and
fly to the Crooks or the Van, a found Kid stands up and runs. Between events the table
keeps its own picture of the board (:meth:`HomeAloneScene.sync` rebuilds it from the view).

Privacy, by the rules:

- Hiding is private: each person hides behind the hand-off screen, on a tray of their own
  markers (:mod:`game.home_alone.ui.tray`, a :class:`~game.home_alone.hiding.HidingPlan`
  handed to the engine on Done). The log never names a hidden marker.
- Afterwards everyone sees where each colour's markers lie, never what they are (the
  memory rule): turns need no hand-off. With ``peek`` a person's own markers show while
  they decide on their own turn, so a hand-off comes before that.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.engine.actions import Decision, Event, GameOver, TurnBegan
from game.engine.errors import IllegalActionError
from game.engine.rng import Rng, derive_seed
from game.ui import draw
from game.ui.event_player import Animate, Call, Step, Wait
from game.ui.game_scene import GameScene
from game.ui.theme import BODY_S, C, SIZE, Fonts, player_style
from game.ui.tween import EASE_BACK, EASE_IN_OUT, EASE_OUT, LINEAR, lerp
from game.ui.widgets import Button

from .actions import CROOK_NAMES, SPIN_ACTION, STAY, HideMarker, MoveCrook, MoveKid
from .events import (CrookMoved, CrooksArrive, CrooksStuck, HidingDone, KidCaught, KidEscaped, KidFound, KidMoved,
                     KidStayed, KidToTreehouse, MarkerHidden, MarkerTaken, Spun)
from .hiding import HidingPlan
from .markers import KID as KID_MARKER
from .markers import TRAP
from .movement import CROOK, KID, mover
from .rules import END_WORDS
from .ui import art
from .ui.board_view import map_surface
from .ui.cache import Cached
from .ui.layout import make_layout
from .ui.scoreboard import Scoreboard, Tally
from .ui.spinner import Spinner
from .ui.tray import HidingTray

HOVER_TIP_DELAY = 0.35
STEP_SECONDS = 0.2  # one square of a walk at normal speed


@dataclass
class Sprite:
    """A marker on the move (turning over, flying to the scoreboard) or a short label."""

    surface: pygame.Surface
    pos: tuple[float, float]
    scale_x: float = 1.0
    scale: float = 1.0
    alpha: int = 255


class HomeAloneScene(GameScene):
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
        self.mover = mover(self.board, self.variant.diagonals)
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
        self._tray_pic = Cached(self.layout.tray)
        # the person's choice being offered
        self.mode: str | None = None  # "hide", "spin", "crook", "kid"
        self.decision: Decision | None = None
        self.targets: dict[int, dict[int, Any]] = {}
        self.sel_crook = 0
        self.cursor: int | None = None
        self.hover_sq: int | None = None
        self.hover_time = 0.0
        self.mouse = (0, 0)
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
            return f"{self.names[event.seat]} hides their markers."
        self._last_hider_logged = None
        if isinstance(event, Spun):
            return None  # logged when the arrow stops (see _anim_spun), not before
        return super().log_text(event)

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
        self.stacks = {sq: [(o, known.get((sq, o))) for o in owners] for sq, owners in v.hidden.items()}
        if self.plan is not None:
            for m, sq in self.plan.where.items():
                self.stacks.setdefault(sq, []).append((self.plan.seat, m))
        self._layer_dirty = True

    # -- drawing the board -----------------------------------------------------------------------------
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
        sq = self.hover_sq
        if sq is None or self.hover_time < HOVER_TIP_DELAY or self.bubble is not None:
            return
        lines = self._square_words(sq)
        if not lines:
            return
        font = Fonts.body(BODY_S)
        w = max(font.size(t)[0] for t, _ in lines) + 44
        h = len(lines) * 26 + 12
        r = self.geo.rect(sq)
        box = pygame.Rect(0, 0, w, h)
        box.topleft = (r.right + 10, r.y - 6)
        if box.right > self.geo.view.right:
            box.topright = (r.x - 10, r.y - 6)
        box.clamp_ip(surface.get_rect().inflate(-8, -8))
        draw.panel(surface, box, C.night_lo, radius=10, border=C.mustard, border_width=2, alpha=240, shadow=4)
        y = box.y + 6
        for text, owner in lines:
            if owner is not None:
                draw.player_chip(surface, owner, (box.x + 18, y + 13), 18)
            draw.text(surface, text, font, C.text, (box.x + (34 if owner is not None else 12), y + 1))
            y += 26

    def _square_words(self, sq: int) -> list[tuple[str, int | None]]:
        """What the hover box says about a square: where it is, whose markers lie there."""
        board = self.board
        where = board.where(sq)
        kind = board.kinds[sq]
        if kind in ("wall", "window"):
            return []
        lines: list[tuple[str, int | None]] = [(where[0].upper() + where[1:], None)]
        mk = self.view.markers
        for owner, marker in sorted(self.stacks.get(sq, []), key=lambda t: t[0]):
            if marker is not None:
                who = "your" if owner == self.viewer else f"{self.names[owner]}'s"
                lines.append((f"{who} {mk.name(marker)} ({mk.kind(marker)})", owner))
            else:
                lines.append((f"{self.names[owner]}'s marker, face down", owner))
        if self.mode == "hide" and self.plan is not None and self.tray is not None:
            why = self.plan.problem(sq, self.tray.selected)
            if why:
                lines.append(("Not here: " + why, None))
        if len(lines) == 1 and kind in ("floor", "yard") and self.mode != "hide":
            return []
        return lines

    # -- the side column -----------------------------------------------------------------------------
    def _draw_side(self, surface: pygame.Surface) -> None:
        tray = self.tray
        if tray is not None:
            self._tray_pic.draw(surface, tray.key(), lambda pic, o: tray.draw(pic, (tray.rect.x - o[0],
                                                                                   tray.rect.y - o[1])))
            return
        self._draw_turn_box(surface)
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
            draw.text_block(pic, words, Fonts.body(BODY_S), C.text, pygame.Rect(x, r.y + 40, r.right - x - 10, 56),
                            max_lines=2, line_gap=0)

        self._turn_pic.draw(surface, (seat, label, words), render)
        self.spinner.draw(surface)

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
            return f"Pick a Crook, then a lit square: {n} step{'s' if n != 1 else ''}{rule}."
        if self.mode == "kid":
            n = self.view.move_len
            rule = "" if self.exact else " or fewer"
            stay = " or stay put" if STAY in d.actions else ""
            return f"Move your Kid {n} step{'s' if n != 1 else ''}{rule}{stay}."
        name = self.names[d.seat]
        return {"hide": f"{name} is hiding markers…", "spin": f"{name} is about to spin…",
                "escape_spin": f"{name}'s Kid was found: a getaway spin!", "crook": f"{name} moves a Crook…",
                "escape": f"{name}'s Kid runs for it…", "kids": f"{name} moves their Kid…"}.get(d.kind, "")

    def status_text(self) -> str:
        d = self.match.state.pending
        if not self.player.idle and d is not None:
            return f"{self.names[d.seat]} is next"  # the pill's chip is the next decider's
        if d is not None and self.mode == "hide" and self.plan is not None:
            return f"{self.names[d.seat]}: hide your markers ({self.plan.placed} of {self.plan.total})"
        if d is not None and not self.is_human(d.seat) and d.kind == "hide":
            return f"{self.names[d.seat]} is hiding markers…"
        return super().status_text()

    # -- offering a decision --------------------------------------------------------------------------
    def on_human_decision(self, decision: Decision) -> None:
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
        events: list[Event] = []
        try:
            for action in plan.actions():
                events.extend(self.match.apply(action))
        except IllegalActionError as exc:  # the plan follows the engine's rule: this is a bug
            self.app.toasts.show(str(exc), "error")
        self.last_human_actor = plan.seat
        self._plan_sent = True
        self.app.audio.play("shuffle", 0.8)
        self._after_apply(events)
        self._plan_sent = True

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
        """Undo after Done: take back the whole hiding step, and reopen the tray as it was."""
        mk = self.view.markers

        def mine() -> dict[int, int]:
            return {m: sq for m, sq in self.match.state.view(seat).known.items() if mk.owner(m) == seat}

        before = mine()
        while (self.match.can_undo(seat) and self.match.record.actions
               and isinstance(self.match.record.actions[-1], HideMarker)):
            self.match.undo(seat)  # one seat's run of hides is exactly its hiding step
        after = mine()
        self._restore_plan = {m: sq for m, sq in before.items() if m not in after}
        self.log.add(f"{self.names[seat]} takes back their hiding.", seat)
        self._prompted_at = None
        self.clear_prompt()
        self.view = self.current_view()
        self.sync()
        if self.autosave:
            from game.app.saves import write_autosave
            write_autosave(self.match)

    # -- input ---------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.mode is not None and self.player.idle and self._key(event):
            return
        super().handle(event)

    def _key(self, event: pygame.event.Event) -> bool:
        key, mod = event.key, event.mod
        if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        enter = key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if self.mode == "spin":
            if enter:
                self.submit(SPIN_ACTION)
                return True
            return False
        if self.mode == "hide":
            plan, tray = self.plan, self.tray
            if plan is None or tray is None:
                return False
            if key in arrows:
                self._move_cursor_free(*arrows[key])
                return True
            if enter:
                if key != pygame.K_SPACE and plan.complete:
                    self.hide_done()
                elif self.cursor is not None:
                    self._place_at(self.cursor)
                return True
            if key == pygame.K_r:
                self.hide_random()
                return True
            if key == pygame.K_d and plan.complete:
                self.hide_done()
                return True
            if key == pygame.K_BACKSPACE:
                self.hide_undo()
                return True
            if key in (pygame.K_PAGEDOWN, pygame.K_PERIOD, pygame.K_RIGHTBRACKET):
                tray.cycle(1)
                return True
            if key in (pygame.K_PAGEUP, pygame.K_COMMA, pygame.K_LEFTBRACKET):
                tray.cycle(-1)
                return True
            return False
        if self.mode == "crook" and key in (pygame.K_1, pygame.K_2, pygame.K_h, pygame.K_m, pygame.K_KP1,
                                            pygame.K_KP2):
            self.select_crook(0 if key in (pygame.K_1, pygame.K_h, pygame.K_KP1) else 1)
            return True
        if self.mode == "kid" and key in (pygame.K_s, pygame.K_0):
            self.stay()
            return True
        if self.mode in ("crook", "kid"):
            if key in arrows:
                self._move_cursor_targets(*arrows[key])
                return True
            if enter and self.cursor is not None:
                action = self.targets.get(self._target_key(), {}).get(self.cursor)
                if action is not None:
                    self.submit(action)
                return True
            if enter:
                self._move_cursor_targets(0, 0)
                return True
        return False

    def _move_cursor_free(self, dx: int, dy: int) -> None:
        board = self.board
        if self.cursor is None:
            self.cursor = board.hideable[len(board.hideable) // 2]
            return
        x, y = board.xy(self.cursor)
        x = max(0, min(board.width - 1, x + dx))
        y = max(0, min(board.height - 1, y + dy))
        self.cursor = board.index(x, y)

    def _move_cursor_targets(self, dx: int, dy: int) -> None:
        """Arrow keys jump to the nearest lit square in that direction."""
        squares = list(self.targets.get(self._target_key(), {}))
        if not squares:
            return
        board = self.board
        if self.cursor is None or self.cursor not in squares or (dx, dy) == (0, 0):
            start = self._moving_from()
            sx, sy = board.xy(start) if start is not None else board.xy(squares[0])
            self.cursor = min(squares, key=lambda s: (abs(board.xy(s)[0] - sx) + abs(board.xy(s)[1] - sy), s))
            return
        cx, cy = board.xy(self.cursor)
        best, best_cost = None, None
        for s in squares:
            x, y = board.xy(s)
            along = (x - cx) * dx + (y - cy) * dy
            if along <= 0:
                continue
            across = abs((x - cx) * dy) + abs((y - cy) * dx)
            cost = along + 2 * across
            if best_cost is None or cost < best_cost:
                best, best_cost = s, cost
        if best is not None:
            self.cursor = best

    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            sq = self.geo.square_at(event.pos)
            if sq != self.hover_sq:
                self.hover_sq = sq
                self.hover_time = 0.0
            if self.tray is not None:
                self.tray.hover = self.tray.item_at(event.pos)
            if sq is not None and self.mode in ("crook", "kid", "hide"):
                self.cursor = None
            return
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return
        pos = event.pos
        if self.mode is None or not self.player.idle:
            return
        if self.mode == "spin":
            if self.spinner.contains(pos) and event.button == 1:
                self.submit(SPIN_ACTION)
            return
        if self.mode == "hide" and self.tray is not None and self.plan is not None:
            item = self.tray.item_at(pos)
            if item is not None:
                if event.button == 3 and self.plan.lift(item):
                    self.app.audio.play("slide", 0.5)
                    self._plan_changed()
                self.tray.selected = item
                return
            sq = self.geo.square_at(pos)
            if sq is None:
                return
            if event.button == 3:
                mine = self.plan.at(sq)
                if mine is not None and self.plan.lift(mine):
                    self.tray.selected = mine
                    self.app.audio.play("slide", 0.5)
                    self._plan_changed()
                return
            self._place_at(sq)
            return
        sq = self.geo.square_at(pos)
        if sq is None or event.button != 1:
            return
        self._click_move(sq)

    def _click_move(self, sq: int) -> None:
        key = self._target_key()
        action = self.targets.get(key, {}).get(sq)
        if action is not None:
            self.submit(action)
            return
        if self.mode == "crook":
            other = 1 - self.sel_crook
            on_crook = [c for c, s in enumerate(self.view.crooks) if s == sq]
            if sq in self.targets.get(other, {}) or (on_crook and self.targets.get(on_crook[-1])):
                pick = other if (sq in self.targets.get(other, {}) or other in on_crook) else on_crook[-1]
                self.select_crook(pick)
                self.app.audio.play("tick", 0.6)
                return
            self._explain(sq, self.match.state.explain_illegal(MoveCrook(self.sel_crook, sq)))
        elif self.mode == "kid" and self.decision is not None:
            self._explain(sq, self.match.state.explain_illegal(MoveKid(sq)))

    # -- per frame -----------------------------------------------------------------------------------------
    def update_table(self, dt: float) -> bool:
        busy = False
        if self.spinner.active and self.spinner.glow < 1.9 and self._thinking < 6.0:
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

    # -- animating events ------------------------------------------------------------------------------------
    def animate(self, event: Event) -> list[Step]:
        handler = _ANIMATIONS.get(type(event))
        if handler is None:
            return super().animate(event)
        return handler(self, event)

    def _say(self, text: str, seconds: float = 1.4) -> Step:
        return Call(lambda: setattr(self, "banner", [text, seconds]))

    def _sound(self, name: str, volume: float = 0.7) -> Step:
        return Call(lambda: self.app.audio.play(name, volume))

    def _anim_crooks_arrive(self, ev: CrooksArrive) -> list[Step]:
        def place() -> None:
            self.crook_pos = [self.geo.center(ev.square)] * 2
        return [Call(place), self._say("Harry and Marv wait by the front door…", 1.6), Wait(0.4)]

    def _anim_hidden(self, ev: MarkerHidden) -> list[Step]:
        if self._plan_sent and ev.seat == self.viewer:
            return []  # the person's own plan: already on the board

        def drop() -> None:
            marker = ev.marker if ev.marker >= 0 and self._faces_shown() else None
            self.stacks.setdefault(ev.square, []).append((ev.seat, marker))
            self._touch(ev.square)
            self.app.audio.play("tick", 0.25)
        return [Call(drop), Wait(0.05)]

    def _anim_hiding_done(self, ev: HidingDone) -> list[Step]:
        return [self._sound("chime", 0.8), self._say("Everything is hidden. Here come the Crooks!", 1.8), Wait(1.2)]

    def _anim_turn(self, ev: TurnBegan) -> list[Step]:
        def turn() -> None:
            self.turn_seat = ev.seat
            self.spinner.number = None
        return [Call(turn), Wait(0.25)]

    def _anim_spun(self, ev: Spun) -> list[Step]:
        steps: list[Step] = []
        if ev.purpose == "escape":
            steps.append(self._say(f"{self.names[ev.seat]}'s getaway {'roll' if self.spinner.die else 'spin'}!", 1.4))
        steps.append(Call(lambda: setattr(self.spinner, "active", False)))
        steps.append(self.spinner.spin_to(ev.number))
        text = ev.describe(self.names)
        steps.append(Call(lambda: self.log.add(text, ev.seat)))
        steps.append(Wait(0.35))
        return steps

    def _walk(self, path: tuple[int, ...], place: Callable[[tuple[float, float]], None]) -> Step:
        pts = [self.geo.center(sq) for sq in path]
        n = len(pts) - 1
        if n <= 0:
            return Call(lambda: place(pts[-1]))
        last = [-1]
        hop = self.geo.tile * 0.22

        def apply(t: float) -> None:
            f = t * n
            i = min(int(f), n - 1)
            u = f - i
            if i != last[0]:
                last[0] = i
                self.app.audio.play("step", 0.5)
            x = lerp(pts[i][0], pts[i + 1][0], u)
            y = lerp(pts[i][1], pts[i + 1][1], u) - math.sin(u * math.pi) * hop
            place((x, y))

        return Animate(STEP_SECONDS * n + 0.1, apply, LINEAR, on_done=lambda: place(pts[-1]))

    def _anim_crook_moved(self, ev: CrookMoved) -> list[Step]:
        def place(pos: tuple[float, float]) -> None:
            if len(self.crook_pos) == 2:
                self.crook_pos = [pos if i == ev.crook else p for i, p in enumerate(self.crook_pos)]
        return [self._walk(ev.path, place), Wait(0.15)]

    def _anim_stuck(self, ev: CrooksStuck) -> list[Step]:
        def say() -> None:
            for pos in self.crook_pos:
                self.popups.append(["stuck!", C.coral_hi, (pos[0], pos[1] - self.geo.tile), 1.2])
            self.app.audio.play("womp", 0.7)
        return [Call(say), Wait(0.7)]

    def _lift_token(self, square: int, owner: int) -> None:
        tokens = self.stacks.get(square, [])
        for i, (o, _m) in enumerate(tokens):
            if o == owner:
                del tokens[i]
                break
        self._touch(square)

    def _flip(self, square: int, owner: int, face: pygame.Surface, size: int, hold: float) -> tuple[Sprite, list[Step]]:
        """A face-down marker on ``square`` lifts off and turns over to show ``face``."""
        center = self.geo.center(square)
        sprite = Sprite(art.chip(owner, int(self.geo.tile * 0.7)), center)
        flipped = [False]

        def start(t: float) -> None:
            if t == 0.0 and sprite not in self.sprites:
                self._lift_token(square, owner)
                self.sprites.append(sprite)
            sprite.scale_x = abs(math.cos(t * math.pi)) or 0.02
            sprite.pos = (center[0], center[1] - t * self.geo.tile * 0.5)
            if t >= 0.5 and not flipped[0]:
                flipped[0] = True
                sprite.surface = face
                self.app.audio.play("flip", 0.7)
            if t >= 0.5:
                sprite.scale = 1.0

        return sprite, [Animate(0.32, start, LINEAR), Wait(hold)]

    def _anim_taken(self, ev: MarkerTaken) -> list[Step]:
        size = int(self.geo.tile * 1.25)
        face = art.marker_face(ev.name, ev.kind, ev.owner, size)
        sprite, steps = self._flip(ev.square, ev.owner, face, size, 0.35)
        trap = ev.kind == TRAP
        tally = self.tallies[ev.owner]
        src: list[tuple[float, float]] = []

        def fly(t: float) -> None:
            if not src:
                src.append(sprite.pos)
            index = len(tally.traps if trap else tally.valuables)
            dst = self.scoreboard.slot(ev.owner, ev.kind, index)
            a = src[0]
            x = lerp(a[0], dst[0], t)
            y = lerp(a[1], dst[1], t) - math.sin(t * math.pi) * 60
            sprite.pos = (x, y)
            sprite.scale = lerp(1.0, 17 / size, t)

        def land() -> None:
            if sprite in self.sprites:
                self.sprites.remove(sprite)
            (tally.traps if trap else tally.valuables).append(ev.marker)
            tally.score += 1 if trap else -1
            x, y = self.scoreboard.score_pos(ev.owner)
            self.popups.append(["+1" if trap else "−1", C.good if trap else C.coral_hi, (x, y - 8), 1.2])
            self.app.audio.play("boing" if trap else "coin", 0.8)

        return steps + [Animate(0.5, fly, EASE_IN_OUT, on_done=land), Wait(0.1)]

    def _anim_kid_found(self, ev: KidFound) -> list[Step]:
        size = int(self.geo.tile * 1.25)
        face = art.marker_face("Kid", KID_MARKER, ev.seat, size)
        sprite, steps = self._flip(ev.square, ev.seat, face, size, 0.3)
        center = self.geo.center(ev.square)

        def rise(t: float) -> None:
            if sprite in self.sprites:
                self.sprites.remove(sprite)
            self.kid_pos[ev.seat] = center
            self.kid_scale[ev.seat] = max(0.02, t)

        def up() -> None:
            self.kid_scale.pop(ev.seat, None)
            self.tallies[ev.seat].kid = "up"

        return steps + [self._sound("siren", 0.7), self._say(f"{self.names[ev.seat]}'s Kid is found! Run!", 1.6),
                        Animate(0.45, rise, EASE_BACK, on_done=up), Wait(0.3)]

    def _anim_kid_walk(self, ev: KidMoved | KidEscaped) -> list[Step]:
        def place(pos: tuple[float, float]) -> None:
            self.kid_pos[ev.seat] = pos
        return [self._walk(ev.path, place), Wait(0.15)]

    def _anim_kid_stayed(self, ev: KidStayed) -> list[Step]:
        def say() -> None:
            pos = self.kid_pos.get(ev.seat)
            if pos is not None:
                self.popups.append(["stuck" if ev.forced else "stays", C.cream, (pos[0], pos[1] - self.geo.tile), 1.0])
        return [Call(say), Wait(0.35)]

    def _anim_treehouse(self, ev: KidToTreehouse) -> list[Step]:
        a, b = self.geo.center(ev.handle_bar), self.geo.center(ev.square)

        def zip_(t: float) -> None:
            self.zip_line = (a, b)
            x = lerp(a[0], b[0], t)
            y = lerp(a[1], b[1], t) - math.sin(t * math.pi) * self.geo.tile * 2
            self.kid_pos[ev.seat] = (x, y)

        def arrive() -> None:
            self.zip_line = None
            self.kid_pos[ev.seat] = b
            self.tallies[ev.seat].kid = "tree"
            self.app.audio.play("thud", 0.6)

        return [self._sound("boing", 0.8), self._say("Handle bar! Zip to the Treehouse!", 1.5),
                Animate(0.9, zip_, EASE_IN_OUT, on_done=arrive), Wait(0.3)]

    def _anim_caught(self, ev: KidCaught) -> list[Step]:
        def fall(t: float) -> None:
            self.kid_tilt[ev.seat] = 90 * t
            if t == 0.0:
                self.flash = [self.geo.center(ev.square), 1.0]

        def done() -> None:
            self.tallies[ev.seat].kid = "caught"
        return [self._sound("siren", 0.9), self._say(f"{CROOK_NAMES[ev.crook]} caught {self.names[ev.seat]}'s Kid!",
                                                    2.0),
                Animate(0.6, fall, EASE_OUT, on_done=done), Wait(0.5)]

    def _anim_game_over(self, ev: GameOver) -> list[Step]:
        return [Wait(0.6)]

    # -- the end -------------------------------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        state = self.match.state
        lines = []
        words = END_WORDS.get(state.end_reason, state.end_reason)
        if words:
            lines.append(f"The game ends: {words}.")
        mk = state.markers
        order = sorted(range(self.players), key=lambda s: -state.points[s])
        for s in order:
            hit = sum(1 for m in state.crooks_pile if mk.owner(m) == s)
            lost = sum(1 for m in state.van if mk.owner(m) == s)
            lines.append(f"{self.names[s]}: {state.points[s]:+d}  ({hit} booby-trap{'s' if hit != 1 else ''} hit, "
                         f"{lost} valuable{'s' if lost != 1 else ''} stolen)")
        return lines


_ANIMATIONS: dict[type, Callable[[HomeAloneScene, Any], list[Step]]] = {
    CrooksArrive: HomeAloneScene._anim_crooks_arrive,
    MarkerHidden: HomeAloneScene._anim_hidden,
    HidingDone: HomeAloneScene._anim_hiding_done,
    TurnBegan: HomeAloneScene._anim_turn,
    Spun: HomeAloneScene._anim_spun,
    CrookMoved: HomeAloneScene._anim_crook_moved,
    CrooksStuck: HomeAloneScene._anim_stuck,
    MarkerTaken: HomeAloneScene._anim_taken,
    KidFound: HomeAloneScene._anim_kid_found,
    KidEscaped: HomeAloneScene._anim_kid_walk,
    KidMoved: HomeAloneScene._anim_kid_walk,
    KidStayed: HomeAloneScene._anim_kid_stayed,
    KidToTreehouse: HomeAloneScene._anim_treehouse,
    KidCaught: HomeAloneScene._anim_caught,
    GameOver: HomeAloneScene._anim_game_over,
}

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


SCENE = HomeAloneScene


# -- pictures for the Rules page and the smoke run ------------------------------------------------------

def rules_picture(key: str, size: tuple[int, int]) -> pygame.Surface:
    """A picture for the Rules page: a marker (by name), a piece, the spinner, the die or the Van,
    on a card with its kind on a coloured band and its name underneath."""
    from .help import PICTURES

    title, kind = PICTURES.get(key, (key, ""))
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, w // 10)
    pygame.draw.rect(surf, C.cream, surf.get_rect(), border_radius=radius)
    band_color = art.accent(kind) if kind else C.plum
    band = pygame.Rect(0, 0, w, 26)
    pygame.draw.rect(surf, band_color, band, border_top_left_radius=radius, border_top_right_radius=radius)
    word = {"trap": "Booby-trap", "valuable": "Valuable", "kid": "Kid"}.get(
        kind, "Piece" if key in ("crooks", "kid_piece") else "Equipment")
    draw.text(surf, word, Fonts.bold(16), C.cream, band.center, "center", max_width=w - 8)
    side = min(w - 16, h - 26 - 58)
    area = pygame.Rect(0, 0, side, side)
    area.midtop = (w // 2, 32)
    if kind:
        img = art.picture(title, side)
    elif key == "crooks":
        img = art.crooks_icon(side)
    elif key == "spinner":
        img = art.dial(side, 1, 4).copy()
        art.draw_arrow(img, (side / 2, side / 2), side / 2 - 4, 135)
    elif key == "die":
        img = art.die_face(5, int(side * 0.8))
    elif key == "van":
        img = art.van_icon(side)
    else:
        img = art.kid_piece(0, side)
    surf.blit(img, img.get_rect(center=area.center))
    draw.text_block(surf, title, Fonts.bold(16), C.ink, pygame.Rect(4, area.bottom + 2, w - 8, h - area.bottom - 4),
                    align="center", max_lines=2, line_gap=0)
    pygame.draw.rect(surf, draw.darken(C.paper, 0.25), surf.get_rect(), 2, border_radius=radius)
    return surf


def _person_game(app, players: int, variant=None, seed: int = 7, people: int = 1):
    from game.app import games
    from game.engine.record import SeatInfo
    from game.engine.registry import get_spec

    spec = get_spec("home_alone")
    names = ["Sam", "Alex", "Robin", "Jo"]
    seats = [SeatInfo(names[i], "human" if i < people else "bot", "normal", i) for i in range(players)]
    match = games.new_match("home_alone", variant or spec.standard(), seats, seed=seed)
    games.start(app, match)
    return app.scenes.top


def _advance(app, scene, until: Callable[[], bool], seconds: float = 60.0, dt: float = 1 / 15) -> bool:
    import time

    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        if until():
            return True
        app.process([], dt)
    return until()


def _preplay(match, turns: int) -> None:
    """Play computer moves straight on the engine until ``turns`` turns have passed."""
    from game.engine.runner import make_bots

    bots = make_bots(match.spec, ["normal"] * match.state.num_players, match.record.seed, match.record.variant)
    state = match.state
    while not state.is_over and (state.turn < turns or state.step == "hide"):
        d = state.pending
        match.apply(bots[d.seat].choose(state.view(d.seat), d))
        state = match.state
        if state.step != "hide" and state.turn >= turns and d.kind != "hide":
            break


def smoke_pictures(app, shoot) -> None:
    """``home-alone-hiding``: a person's hiding tray half full, with a refusal explained;
    ``home-alone-board``: computer players in the middle of a game;
    ``home-alone-turn``: a person choosing where Harry goes (lit squares, the path)."""
    from game.app import games
    from game.app.scenes.menu import MenuScene
    from game.engine.record import SeatInfo
    from game.engine.registry import get_spec

    scene = _person_game(app, 4)
    _advance(app, scene, lambda: scene.mode == "hide")
    if scene.plan is not None and scene.tray is not None:
        rng = Rng(3)
        for marker in scene.plan.unplaced()[:11]:
            squares = scene.plan.allowed(marker)
            scene.tray.selected = marker
            scene._place_at(squares[int(rng.random() * len(squares))])
        yard = scene.board.squares_of("yard")
        scene._place_at(yard[len(yard) // 3])
        scene.hover_sq = scene.plan.where.get(scene.plan.order[0])
        app.mark_dirty()
    shoot("home-alone-hiding", 0.3)
    app.scenes.reset(MenuScene(app))

    spec = get_spec("home_alone")
    seats = [SeatInfo(n, "bot", "normal", i) for i, n in enumerate(["Bonnie", "Clyde", "Raffles", "Lupin"])]
    match = games.new_match("home_alone", spec.standard(), seats, seed=11)
    _preplay(match, 26)
    games.start(app, match)
    scene = app.scenes.top
    _advance(app, scene, lambda: scene.match.state.turn >= 30, seconds=30)
    _advance(app, scene, lambda: scene.player.idle, seconds=10)
    shoot("home-alone-board", 0.2)
    app.scenes.reset(MenuScene(app))

    scene = _person_game(app, 3, seed=5)
    _advance(app, scene, lambda: scene.mode == "hide")
    if scene.plan is not None:
        scene.hide_random()
        scene.hide_done()
    _advance(app, scene, lambda: scene.mode == "spin", seconds=60)
    if scene.mode == "spin":
        scene.submit(SPIN_ACTION)
    _advance(app, scene, lambda: scene.mode == "crook", seconds=30)
    if scene.mode == "crook":
        squares = sorted(scene.targets[scene.sel_crook])
        if squares:
            scene.hover_sq = squares[len(squares) // 2]
            app.mark_dirty()
    shoot("home-alone-turn", 0.2)
    app.scenes.reset(MenuScene(app))
