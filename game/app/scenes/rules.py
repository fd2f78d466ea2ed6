"""How to play, per game, in our own words, with pictures of the cards.

Each game provides its text in a pure module ``game.<id>.help`` (``SECTIONS``:
a list of (heading, text) and ``GALLERY``: a list of (key, caption)); its
table module may provide ``rules_picture(key, size) -> Surface`` to draw the
pictures with the same art as the table. The page is laid out once into a tall
surface and scrolled with the wheel, the arrow keys or Page Up/Down.

The page can open at one section, named by its heading (``show_section``): a
table's "Why not? Show me" opens the rule that refused a move there, with its
heading lit up for a moment. An unknown heading opens the top of the page.
"""

from __future__ import annotations

import importlib
import logging

import pygame

from game.app import games
from game.engine.registry import GAME_MODULES
from game.ui import draw
from game.ui.scenes import Scene
from game.ui.theme import BODY_M, SIZE, TITLE_L, TITLE_S, C, Fonts
from game.ui.widgets import Button, WidgetGroup

log = logging.getLogger(__name__)

PAGE = pygame.Rect(300, 110, 940, 590)
PIC = (110, 154)


def _help(game_id: str):
    try:
        return importlib.import_module(f"game.{game_id}.help")
    except ModuleNotFoundError:
        return None


def _picture_fn(game_id: str):
    if not games.is_playable(game_id):
        return None
    try:
        module = importlib.import_module(f"game.{game_id}.table.scene")
    except Exception:  # noqa: BLE001 - a broken table must not break the rules page
        log.exception("cannot load pictures for %s", game_id)
        return None
    return getattr(module, "rules_picture", None)


def layout_page(game_id: str, width: int) -> pygame.Surface:
    """The whole rules page of one game as one tall surface."""
    return laid_out(game_id, width)[0]


def _key(heading: str) -> str:
    return " ".join(heading.split()).casefold()


def laid_out(game_id: str, width: int) -> tuple[pygame.Surface, dict[str, pygame.Rect]]:
    """The rules page of one game, and where each section's heading is on it (by heading,
    compared without case or extra spaces)."""
    helpmod = _help(game_id)
    anchors: dict[str, pygame.Rect] = {}
    head_font, body_font = Fonts.title(TITLE_S), Fonts.body(BODY_M)
    blocks: list[tuple[str, object]] = []
    if helpmod is None:
        blocks.append(("text", "The rules of this game are not part of this build yet."))
    else:
        for heading, body in helpmod.SECTIONS:
            blocks.append(("head", heading))
            blocks.append(("text", body))
        gallery = list(getattr(helpmod, "GALLERY", []))
        picture = _picture_fn(game_id)
        if gallery and picture is not None:
            blocks.insert(0, ("gallery", (gallery, picture)))
    # measure
    height = 20
    for kind, data in blocks:
        if kind == "head":
            height += head_font.get_linesize() + 14
        elif kind == "text":
            lines = sum(len(draw.wrap_lines(p, body_font, width - 40)) for p in str(data).split("\n"))
            height += lines * (body_font.get_linesize()) + 18
        else:
            gallery, _ = data  # type: ignore[misc]
            per_row = max(1, (width - 40) // (PIC[0] + 16))
            rows = (len(gallery) + per_row - 1) // per_row
            height += rows * (PIC[1] + 52) + 20
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    y = 20
    for kind, data in blocks:
        if kind == "head":
            drawn = draw.text(surf, str(data), head_font, C.mustard, (20, y))
            anchors.setdefault(_key(str(data)), drawn)
            y += head_font.get_linesize() + 14
        elif kind == "text":
            used = draw.text_block(surf, str(data), body_font, C.text, pygame.Rect(20, y, width - 40, 10_000),
                                   line_gap=4)
            y += used + 18
        else:
            gallery, picture = data  # type: ignore[misc]
            per_row = max(1, (width - 40) // (PIC[0] + 16))
            for i, (key, caption) in enumerate(gallery):
                r, c = divmod(i, per_row)
                x = 20 + c * (PIC[0] + 16)
                yy = y + r * (PIC[1] + 52)
                try:
                    img = picture(key, PIC)
                    surf.blit(img, (x, yy))
                except Exception:  # noqa: BLE001
                    log.exception("rules picture %s failed", key)
                draw.text_block(surf, caption, Fonts.body(15), C.text_dim, pygame.Rect(x - 4, yy + PIC[1] + 4,
                                PIC[0] + 8, 46), align="center", max_lines=2, line_gap=0)
            rows = (len(gallery) + per_row - 1) // per_row
            y += rows * (PIC[1] + 52) + 20
    return surf, anchors


class RulesScene(Scene):
    name = "rules"

    #: seconds a section opened by name stays lit up
    GLOW = 2.5

    def __init__(self, app, game_id: str | None = None, section: str | None = None):
        super().__init__(app)
        self.widgets = WidgetGroup(app.audio)
        self.game_ids = list(GAME_MODULES)
        self.current = game_id if game_id in self.game_ids else self.game_ids[0]
        self.tabs: dict[str, Button] = {}
        for i, gid in enumerate(self.game_ids):
            b = Button(pygame.Rect(24, 130 + i * 76, 256, 62), games.title(gid), lambda g=gid: self.select(g),
                       font_size=20, hotkey=pygame.K_1 + i)
            self.tabs[gid] = self.widgets.add(b)  # type: ignore[assignment]
        self.widgets.add(Button(pygame.Rect(40, 640, 200, 60), "Back", self.back, font_size=26,
                                hotkey=pygame.K_ESCAPE))
        self.learn_button = self.widgets.add(Button(pygame.Rect(24, 480, 256, 62), "Learn to play", self.learn,
                                                    style="primary", font_size=22, hotkey=pygame.K_F1,
                                                    tooltip="A short guided game of this game (F1)"))
        self.pages: dict[str, tuple[pygame.Surface, dict[str, pygame.Rect]]] = {}
        self.scroll = 0.0
        self.lit: pygame.Rect | None = None  # the heading of the section opened by name, on the page
        self.glow = 0.0
        self.select(self.current)
        if section:
            self.show_section(section)

    def select(self, game_id: str) -> None:
        self.current = game_id
        self.scroll = 0.0
        self.lit = None
        for gid, b in self.tabs.items():
            b.selected = gid == game_id
        self.learn_button.visible = games.has_lesson(game_id)
        self.learn_button.label = games.learn_label(self.app, game_id)

    def learn(self) -> None:
        """Learn to play the game shown: its guided first game."""
        games.learn(self.app, self.current)

    def _laid_out(self) -> tuple[pygame.Surface, dict[str, pygame.Rect]]:
        done = self.pages.get(self.current)
        if done is None:
            done = laid_out(self.current, PAGE.width)
            self.pages[self.current] = done
        return done

    def page(self) -> pygame.Surface:
        return self._laid_out()[0]

    def sections(self) -> list[str]:
        """The headings of the current game's sections, in page order."""
        helpmod = _help(self.current)
        return [heading for heading, _ in getattr(helpmod, "SECTIONS", [])]

    def show_section(self, heading: str | None) -> bool:
        """Scroll the current game's page so the section called ``heading`` starts at the top, and
        light its heading up for a moment. False (and the top of the page) if there is no such section."""
        anchor = self._laid_out()[1].get(_key(heading)) if heading else None
        self.scroll = 0.0
        self.lit = None
        if anchor is None:
            if heading:
                log.info("no section %r in the rules of %s: showing the top", heading, self.current)
            return False
        self._scroll_by(anchor.y - 12)
        self.lit = anchor
        self.glow = self.GLOW
        return True

    def back(self) -> None:
        self.app.scenes.pop(self)

    def _scroll_by(self, dy: float) -> None:
        limit = max(0, self.page().get_height() - PAGE.height)
        self.scroll = max(0.0, min(float(limit), self.scroll + dy))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_by(-event.y * 60)
            return
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 60, pygame.K_UP: -60, pygame.K_PAGEDOWN: PAGE.height - 60,
                    pygame.K_PAGEUP: -(PAGE.height - 60), pygame.K_HOME: -1e9, pygame.K_END: 1e9}.get(event.key)
            if step is not None:
                self._scroll_by(step)
                return
        self.widgets.handle(event)

    def update(self, dt: float) -> bool:
        glowing = self.glow > 0
        self.glow = max(0.0, self.glow - dt)
        return self.widgets.update(dt) or glowing

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.backdrop(SIZE), (0, 0))
        draw.text(surface, f"How to play {games.title(self.current)}", Fonts.title(TITLE_L), C.mustard,
                  (PAGE.x, 36))
        draw.panel(surface, PAGE.inflate(16, 16), C.night_lo, radius=18, alpha=230)
        page = self.page()
        clip = surface.get_clip()
        surface.set_clip(PAGE)
        if self.lit is not None:  # the section asked for: a band behind its heading, fading to a marker
            band = pygame.Rect(PAGE.x + 6, PAGE.y - int(self.scroll) + self.lit.y - 6, PAGE.width - 12,
                               self.lit.height + 12)
            strength = min(1.0, self.glow / 0.8)
            draw.panel(surface, band, draw.mix(C.night_hi, C.plum, strength), radius=10, shadow=0)
            pygame.draw.rect(surface, C.mustard, (band.x, band.y, 6, band.height), border_radius=3)
        surface.blit(page, (PAGE.x, PAGE.y - int(self.scroll)))
        surface.set_clip(clip)
        limit = page.get_height() - PAGE.height
        if limit > 0:
            bar_h = max(40, PAGE.height * PAGE.height / page.get_height())
            bar_y = PAGE.y + (PAGE.height - bar_h) * (self.scroll / limit)
            pygame.draw.rect(surface, C.night_hi, (PAGE.right + 2, PAGE.y, 6, PAGE.height), border_radius=3)
            pygame.draw.rect(surface, C.mustard, (PAGE.right + 2, bar_y, 6, bar_h), border_radius=3)
        self.widgets.draw(surface)
        draw.text(surface, "Wheel or arrow keys to scroll", Fonts.body(16), C.text_dim, (40, 612))
