"""The Alarm! pictures of ``python -m game --smoke DIR``.

``alarm-table`` (4 computer players mid-game), ``alarm-table-3`` and
``alarm-table-6`` (also ``-small``: scaled to a 1024x576 window, to check
that nothing becomes unreadable), a person's turn to hand out a card, the
Lawyer question, a Panic in progress, someone being caught, the private
look at a secret card, and ``alarm-game-over``.
"""

from __future__ import annotations

import logging

import pygame

from game.table.pictures import hurry_until, open_table, run_until, start_bot_game

log = logging.getLogger(__name__)

NAMES = ["Bonnie", "Clyde", "Raffles", "Lupin", "Kitty", "Ronnie"]


def _start(app, kinds: list[str], *, variant=None, deck_top: list[str] | None = None, seed: int = 7):
    from game.alarm.cards import stacked_deck
    from game.engine.match import Match
    from game.engine.record import SeatInfo
    from game.engine.registry import get_spec

    spec = get_spec("alarm")
    variant = variant or spec.standard()
    seats = [SeatInfo(NAMES[i] if k == "bot" else ["Sam", "Alex", "Robin"][i % 3], k, "normal", i)
             for i, k in enumerate(kinds)]
    deck = stacked_deck(variant, deck_top) if deck_top else None
    match = Match.new(spec, variant, seats, seed, deck=deck)
    return open_table(app, match)


def _variant(**params):
    from game.engine.registry import get_spec
    spec = get_spec("alarm")
    return spec.standard().with_params(spec.schema, **params)


def take_pictures(app, shoot) -> None:
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

    # a person hands out a card, then is asked about their Lawyer
    app.settings.lawyer_prompt = "when dangerous"
    scene = _start(app, ["human", "bot", "bot", "bot"], variant=_variant(first_player="first_seat"),
                   deck_top=["police", "loot", "guard_dog", "loot"])
    run_until(app, lambda: scene.input.mode == "give", 10)
    shoot("alarm-give-prompt", 0.3)
    from game.alarm.actions import GiveCard
    scene.submit(GiveCard(0))
    run_until(app, lambda: scene.input.mode == "lawyer", 10)
    shoot("alarm-lawyer-prompt", 0.3)

    # a Panic in full swing among computer players
    top = ["police", "guard_dog", "loot", "door_chain", "loot", "padlock", "bone", "loot", "panic"]
    scene = _start(app, ["bot"] * 5, variant=_variant(first_player="first_seat"), deck_top=top, seed=3)
    hurry_until(app, scene, lambda: scene.match.move_count >= 8)

    def passing_in_centre() -> bool:
        m = scene.model
        sprite = scene.main_sprite()
        return (m is not None and m.panic is not None and m.main_for >= 0 and sprite is not None
                and abs(sprite.pos[0] - scene.layout.main[0]) + abs(sprite.pos[1] - scene.layout.main[1]) < 3)
    if run_until(app, passing_in_centre, 40, 1 / 20):
        shoot("alarm-panic", 0)  # this very frame: the moment passes quickly

    # someone is caught
    top = ["police", "loot", "loot", "police", "police"]
    scene = _start(app, ["bot"] * 3, variant=_variant(first_player="first_seat"), deck_top=top, seed=4)
    from game.alarm.table.effects import SirenFlash
    if run_until(app, lambda: any(isinstance(e, SirenFlash) and e.t > 0.3 for e in scene.effects), 40, 1 / 20):
        shoot("alarm-caught", 0)

    # two people under the Informant rule: the hand-off and the private look
    scene = _start(app, ["human", "human", "bot", "bot"], variant=_variant(informant=True))
    if run_until(app, lambda: isinstance(app.scenes.top, HandoffScene), 5):
        app.scenes.top.ready()
        shoot("alarm-peek", 0.3)
        app.scenes.home()

    # the end of a game
    scene = start_bot_game(app, "alarm", players=4, seed=21)
    hurry_until(app, scene, lambda: isinstance(app.scenes.top, GameOverOverlay), 60)
    shoot("alarm-game-over", 1.2)
