"""The main menu: three games, Continue, Load, Playtest lab, Settings, Rules, Quit."""

from __future__ import annotations

import pygame

from game.app import games
from game.engine.registry import GAME_MODULES, module_exists
from game.ui import draw
from game.ui.art import EMBLEMS, mask_icon
from game.ui.scenes import Scene
from game.ui.theme import BODY_M, BODY_S, SIZE, TITLE_S, TITLE_XL, C, Fonts
from game.ui.tween import Smooth
from game.ui.widgets import Button, Widget, WidgetGroup

TAGLINES = {
    "alarm": "Deal out trouble, dodge the police.",
    "alcatraz": "Foil the great escapes.",
    "home_alone": "Booby-trap the house.",
}
PLAYERS = {"alarm": "3–6 players", "alcatraz": "2–4 players", "home_alone": "2–4 players"}


class GameTile(Widget):
    """A big card on the menu that opens a game's New Game screen."""

    def __init__(self, rect, game_id: str, on_click, playable: bool, hotkey: int):
        super().__init__(rect, tooltip="" if playable else "This game is not part of this build yet.")
        self.game_id = game_id
        self.on_click = on_click
        self.enabled = True
        self.playable = playable
        self.hotkey = hotkey
        self.lift = Smooth(0.0, 14.0)
        self.t = 0.0
        self.audio = None

    def activate(self) -> None:
        if self.playable:
            if self.audio:
                self.audio.play("click", 0.6)
            self.on_click(self.game_id)
        elif self.audio:
            self.audio.play("buzz", 0.4)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        elif event.type == pygame.KEYDOWN and event.key == self.hotkey:
            self.activate()
            return True
        return False

    def update(self, dt: float) -> bool:
        super().update(dt)
        self.lift.target = 1.0 if (self.hovered or self.focused) and self.playable else 0.0
        moving = self.lift.update(dt)
        if self.hovered and self.playable:
            self.t += dt
            return True
        return moving

    def draw(self, surface: pygame.Surface) -> None:
        lift = self.lift.value
        r = self.rect.move(0, -int(lift * 8))
        face = C.cream if self.playable else (150, 148, 160)
        draw.panel(surface, r, face, radius=22, shadow=8 + int(lift * 4),
                   border=C.mustard if (self.focused or self.hovered) and self.playable else None, border_width=4)
        art = pygame.Rect(r.x + 16, r.y + 16, r.width - 32, 150)
        pygame.draw.rect(surface, C.night if self.playable else (90, 92, 110), art, border_radius=16)
        clip = surface.get_clip()
        surface.set_clip(art)
        EMBLEMS[self.game_id](surface, art.inflate(-10, -10), self.t)
        surface.set_clip(clip)
        ink = C.ink if self.playable else (70, 70, 84)
        draw.text(surface, games.title(self.game_id), Fonts.title(TITLE_S + 4), ink, (r.centerx, art.bottom + 14),
                  "midtop", max_width=r.width - 24)
        sub = TAGLINES[self.game_id] if self.playable else "Not in this build yet"
        draw.text(surface, sub, Fonts.body(BODY_S), C.ink_soft, (r.centerx, art.bottom + 56), "midtop",
                  max_width=r.width - 24)
        tag = pygame.Rect(0, 0, 150, 32)
        tag.midbottom = (r.centerx, r.bottom - 14)
        pygame.draw.rect(surface, C.mustard if self.playable else (120, 120, 130), tag, border_radius=16)
        draw.text(surface, PLAYERS[self.game_id], Fonts.bold(16), C.ink, tag.center, "center")
        key = pygame.Rect(0, 0, 30, 30)
        key.topright = (r.right - 12, r.y + 12)
        pygame.draw.rect(surface, C.night_lo, key, border_radius=8)
        draw.text(surface, pygame.key.name(self.hotkey), Fonts.bold(16), C.cream, key.center, "center")


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app):
        super().__init__(app)
        self.widgets = WidgetGroup(app.audio)
        self.t = 0.0
        w, gap = 360, 30
        x0 = (SIZE[0] - (3 * w + 2 * gap)) // 2
        self.tiles = []
        for i, game_id in enumerate(GAME_MODULES):
            tile = GameTile(pygame.Rect(x0 + i * (w + gap), 170, w, 320), game_id, self.new_game,
                            games.is_playable(game_id), pygame.K_1 + i)
            tile.audio = app.audio
            self.tiles.append(self.widgets.add(tile))
        self.continue_info = None
        labels = [
            ("Continue", self.continue_game, "primary", pygame.K_c, "Carry on with the game you left"),
            ("Load", self.load, "quiet", pygame.K_l, "Saved games, scenarios and replays"),
            ("Playtest lab", self.lab, "quiet", pygame.K_p, "Try house rules with thousands of computer games"),
            ("Settings", self.settings, "quiet", pygame.K_s, "Window, sound, speed, hand-off screens"),
            ("Rules", self.rules, "quiet", pygame.K_r, "How to play each game"),
            ("Quit", self.app.quit, "danger", pygame.K_q, "Close Caper Night"),
        ]
        bw, bgap = 182, 14
        bx = (SIZE[0] - (len(labels) * bw + (len(labels) - 1) * bgap)) // 2
        self.buttons: dict[str, Button] = {}
        for i, (label, fn, style, key, tip) in enumerate(labels):
            b = Button(pygame.Rect(bx + i * (bw + bgap), 560, bw, 64), label, fn, style=style, font_size=24,
                       hotkey=key, tooltip=tip)
            self.buttons[label] = self.widgets.add(b)  # type: ignore[assignment]
        self.buttons["Load"].enabled = module_exists("game.app.scenes.load")
        self.buttons["Playtest lab"].enabled = module_exists("game.app.scenes.lab")
        for name in ("Load", "Playtest lab"):
            if not self.buttons[name].enabled:
                self.buttons[name].tooltip = "Not part of this build yet."

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        from game.store.saves import autosave_info

        info = autosave_info()
        self.continue_info = info if info is not None and info.ok and games.is_playable(info.game) else None
        b = self.buttons["Continue"]
        b.enabled = self.continue_info is not None
        if self.continue_info is not None:
            i = self.continue_info
            b.tooltip = f"{games.title(i.game)}, {', '.join(i.players or [])}: move {i.moves}"
        elif info is not None and not info.ok:
            b.tooltip = f"The last game could not be restored: {info.error}"
        else:
            b.tooltip = "No unfinished game."

    # -- actions -----------------------------------------------------------------------------------
    def new_game(self, game_id: str) -> None:
        self.app.scenes.open("new_game", game_id)

    def continue_game(self) -> None:
        from game.engine.errors import SaveError
        from game.store.paths import autosave_path
        from game.store.saves import load_match

        try:
            match = load_match(autosave_path())
        except SaveError as exc:
            self.app.toasts.show(f"The last game could not be restored: {exc.detail}", "error", 6)
            self.refresh()
            return
        games.start(self.app, match)

    def load(self) -> None:
        self.app.scenes.open("load")

    def lab(self) -> None:
        self.app.scenes.open("lab")

    def settings(self) -> None:
        self.app.scenes.open("settings")

    def rules(self) -> None:
        self.app.scenes.open("rules")

    # -- frame ---------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.widgets.move_focus(1 if event.key == pygame.K_RIGHT else -1)
            return
        self.widgets.handle(event)

    def update(self, dt: float) -> bool:
        self.t += dt
        busy = self.widgets.update(dt)
        return busy or self.t < 1.2

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.backdrop(SIZE), (0, 0))
        appear = min(1.0, self.t / 0.5)
        icon = mask_icon(96)
        title_font = Fonts.title(TITLE_XL)
        tw = title_font.size("Caper Night")[0]
        x = (SIZE[0] - (tw + 116)) // 2
        y = 36 - int((1 - appear) * 20)
        surface.blit(icon, (x, y + 2))
        draw.text(surface, "Caper Night", title_font, C.mustard, (x + 116, y + 4), shadow=True)
        draw.text(surface, "Three crooked little games for one laptop", Fonts.body(BODY_M), C.text_dim,
                  (SIZE[0] // 2, 128), "midtop")
        self.widgets.draw(surface)
        draw.text(surface, "Keys: 1 2 3 new game · C continue · L load · P lab · S settings · R rules · F11 full screen",
                  Fonts.body(16), C.text_dim, (SIZE[0] // 2, SIZE[1] - 30), "midtop")
