"""The Alarm! pictures: the Rules page's cards (``rules_picture``) and ``python -m game --smoke DIR``.

``alarm-table`` (4 computer players mid-game), ``alarm-table-3`` and
``alarm-table-6`` (also ``-small``: scaled to a 1024x576 window, to check
that nothing becomes unreadable), a person's turn to hand out a card, the
Lawyer question, a Panic in progress, someone being caught, the private
look at a secret card, and ``alarm-game-over``.
"""

from __future__ import annotations

import logging

import pygame

from game.alarm.table import art as card_art
from game.table.pictures import BOT_NAMES, hurry_until, open_table, run_until, start_bot_game

log = logging.getLogger(__name__)

PEOPLE = ["Sam", "Alex", "Robin"]


def _open(app, table, kinds: list[str]):
    """A table showing ``table`` (a position built with :mod:`game.alarm.positions`), seats of ``kinds``."""
    from game.engine.match import Match
    from game.engine.record import SeatInfo
    from game.engine.registry import get_spec

    people = iter(PEOPLE)
    bots = iter(BOT_NAMES)
    seats = [SeatInfo(next(people) if k == "human" else next(bots), k, "normal", i) for i, k in enumerate(kinds)]
    return open_table(app, Match.from_position(get_spec("alarm"), table, seats))


def rules_picture(key: str, size: tuple[int, int]) -> pygame.Surface:
    """A card of the Rules page gallery: any card kind, or "lawyer" / "informant"."""
    return card_art.face(key, size)


def smoke_pictures(app, shoot) -> None:
    from game.table.overlays import GameOverOverlay, HandoffScene

    def bot_table(players: int, name: str, moves: int, small: bool = False) -> None:
        scene = start_bot_game(app, "alarm", players=players, seed=5 + players)
        hurry_until(app, scene, lambda: scene.match.move_count >= moves or scene.match.state.is_over)
        run_until(app, lambda: scene.player.idle and scene.match.move_count > moves, 10)
        shoot(name)
        if small:
            small_surface = pygame.transform.smoothscale(app.screen, (1024, 576))
            shoot_surface(small_surface, f"{name}-small")

    def shoot_surface(surface: pygame.Surface, name: str) -> None:
        """The small picture in the middle of a black screen, as a 1024x576 window shows the table."""
        saved = app.screen.copy()
        app.screen.fill((0, 0, 0))
        app.screen.blit(surface, surface.get_rect(center=app.screen.get_rect().center))
        shoot(name, 0)  # no settling: the picture is what is on the screen now
        app.screen.blit(saved, (0, 0))

    bot_table(4, "alarm-table", 40)
    bot_table(3, "alarm-table-3", 30, small=True)
    bot_table(6, "alarm-table-6", 60, small=True)

    from game.alarm.actions import GiveCard
    from game.alarm.positions import deal, rules

    # a person hands out a Police mid-game (Clyde would be caught by it), then is asked about their Lawyer
    app.settings.lawyer_prompt = "when dangerous"
    table = deal(4, fronts={0: ["loot", "bone"], 1: ["police", "loot", "loot"], 2: ["guard_dog", "guard_dog", "padlock"],
                            3: ["door_chain", "loot", "keys"]},
                 deck=["police", "loot", "guard_dog", "loot"], discard=["wire_cutters", "door_chain", "clover"],
                 active=0, turn=6, seed=7)
    scene = _open(app, table, ["human", "bot", "bot", "bot"])
    run_until(app, lambda: scene.input.mode == "give", 10)
    shoot("alarm-give-prompt", 0.3)
    scene.submit(GiveCard(0))
    run_until(app, lambda: scene.input.mode == "lawyer", 10)
    shoot("alarm-lawyer-prompt", 0.3)

    # a Panic in full swing among computer players
    table = deal(5, fronts={0: ["loot", "guard_dog"], 1: ["police", "loot"], 2: ["door_chain", "padlock", "loot"],
                            3: ["bone", "loot"], 4: ["guard_dog", "keys"]},
                 deck=["panic", "loot", "guard_dog", "loot", "door_chain"], active=0, turn=4, seed=3)
    scene = _open(app, table, ["bot"] * 5)

    def passing_in_centre() -> bool:
        m = scene.model
        sprite = scene.main_sprite()
        return (m is not None and m.panic is not None and m.main_for >= 0 and sprite is not None
                and abs(sprite.pos[0] - scene.layout.main[0]) + abs(sprite.pos[1] - scene.layout.main[1]) < 3)
    if run_until(app, passing_in_centre, 40, 1 / 20):
        shoot("alarm-panic", 0)  # this very frame: the moment passes quickly

    # someone is caught: the dealer hands the second Police to the player who has one
    table = deal(3, fronts={1: ["police", "loot"], 2: ["padlock"]}, deck=["police", "loot", "loot"],
                 uses_left={1: 0}, active=0, turn=3, seed=4)
    scene = _open(app, table, ["bot"] * 3)
    from game.alarm.table.effects import SirenFlash
    if run_until(app, lambda: any(isinstance(e, SirenFlash) and e.t > 0.3 for e in scene.effects), 40, 1 / 20):
        shoot("alarm-caught", 0)

    # two people under the Informant rule: the hand-off and the private look (Sam holds the Informant)
    table = deal(4, variant=rules(informant=True), overview={0: "informant"}, seed=5)
    scene = _open(app, table, ["human", "human", "bot", "bot"])
    if run_until(app, lambda: isinstance(app.scenes.top, HandoffScene), 5):
        app.scenes.top.ready()
        shoot("alarm-peek", 0.3)
        app.scenes.home()

    # the end of a game
    scene = start_bot_game(app, "alarm", players=4, seed=21)
    hurry_until(app, scene, lambda: isinstance(app.scenes.top, GameOverOverlay), 60)
    shoot("alarm-game-over", 1.2)
