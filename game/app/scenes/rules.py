"""How to play, per game, in our own words, with pictures of the cards.

Each game provides its text in a pure module ``game.<id>.help`` (``SECTIONS``:
a list of (heading, text) and ``GALLERY``: a list of (key, caption)); its
table module may provide ``rules_picture(key, size) -> Surface`` to draw the
pictures with the same art as the table. The page is laid out once into a tall
surface and scrolled with the wheel, the arrow keys or Page Up/Down.
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
    helpmod = _help(game_id)
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
            draw.text(surf, str(data), head_font, C.mustard, (20, y))
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
    return surf


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app, game_id: str | None = None):
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
        self.pages: dict[str, pygame.Surface] = {}
        self.scroll = 0.0
        self.select(self.current)

    def select(self, game_id: str) -> None:
        self.current = game_id
        self.scroll = 0.0
        for gid, b in self.tabs.items():
            b.selected = gid == game_id

    def page(self) -> pygame.Surface:
        page = self.pages.get(self.current)
        if page is None:
            page = layout_page(self.current, PAGE.width)
            self.pages[self.current] = page
        return page

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
        return self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.backdrop(SIZE), (0, 0))
        draw.text(surface, f"How to play {games.title(self.current)}", Fonts.title(TITLE_L), C.mustard,
                  (PAGE.x, 36))
        draw.panel(surface, PAGE.inflate(16, 16), C.night_lo, radius=18, alpha=230)
        page = self.page()
        clip = surface.get_clip()
        surface.set_clip(PAGE)
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
