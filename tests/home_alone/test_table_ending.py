"""What ends the game, on the table: the round of the announced last one from the first turn, the
last-round warning, the Kids out (or when they come out) and what is still hidden; what special
squares are for; and text large enough to read."""

from __future__ import annotations

import pygame

from game.engine.record import SeatInfo
from game.engine.registry import get_spec
from game.engine.variants import VariantCatalog
from game.home_alone.events import LastRound
from game.home_alone.positions import after_hiding, as_match, position
from game.home_alone.table.painter import ending_words, square_help
from game.home_alone.table.pictures import _advance
from game.home_alone.table.scene import HomeAloneScene
from game.table.pictures import open_table
from game.ui import draw
from game.ui.theme import BODY_S, Fonts

SPEC = get_spec("home_alone")
CATALOG = VariantCatalog(SPEC.schema, SPEC.variants_dir)
HIDE = SPEC.new_game(SPEC.standard(), 2, 1).board.hideable  # floor squares of the shipped plan
SEATS = [SeatInfo(n, "human" if i == 0 else "bot", "normal", i) for i, n in enumerate(["Sam", "Bonnie", "Clyde"])]


def test_the_round_of_the_announced_last_one_shows_from_the_first_turn():
    st = after_hiding(players=3, seed=2)
    limit = SPEC.standard().round_limit
    title, _color, right, line = ending_words(st.view(0))
    assert title == f"Round 1 of {limit}" and right == "72 hidden"
    assert line == f"All Kids come out after round {SPEC.standard().kids_come_out}"
    last = position(players=3, rest="hidden", turn=(limit - 1) * 3 + 2, kids={1: HIDE[10]})
    title, _color, _right, line = ending_words(last.view(0))
    assert title == f"Last round! ({limit} of {limit})" and line.startswith("1 Kid out")
    classic = position(players=3, rest="hidden", turn=13, variant=CATALOG.get("classic"))
    assert ending_words(classic.view(0))[0] == "Round 5" and "caught Kid" in ending_words(classic.view(0))[3]


def test_the_table_warns_of_the_last_round(app):
    st = position(players=3, rest="hidden", turn=(SPEC.standard().round_limit - 1) * 3, spins=[2])
    scene = open_table(app, as_match(st, [SeatInfo(s.name, "bot", "normal", i) for i, s in enumerate(SEATS)]))
    assert isinstance(scene, HomeAloneScene)
    banners = []
    steps = scene.animate(LastRound(20))
    for step in steps:  # the banner is set by a Call step
        getattr(step, "fn", lambda: None)()
        if scene.banner:
            banners.append(scene.banner[0])
    assert any("Last round" in b for b in banners)
    assert _advance(app, scene, lambda: scene.view.last_round, seconds=60)
    assert any("Last round" in line for line, _ in scene.log.lines)


def test_handle_bars_treehouse_and_ladder_say_what_they_are_for(app):
    st = after_hiding(players=3, seed=2)
    scene = open_table(app, as_match(st, SEATS))
    board = scene.board
    words = " ".join(t for t, _ in scene._square_words(board.handle_bars[0])).lower()
    assert "handle bar" in words and "treehouse" in words and "crook" in words
    assert "climb" in " ".join(square_help("treehouse", False)).lower()
    assert "never go in" in " ".join(square_help("treehouse", True)).lower()
    assert scene._square_words(board.ladders[0])


def test_no_text_on_the_table_is_smaller_than_15_px(app, monkeypatch):
    sizes: list[int] = []
    for name in ("text", "text_block"):
        real = getattr(draw, name)

        def spy(surface, string, font, *a, _real=real, **k):
            sizes.append(font.point_size)
            return _real(surface, string, font, *a, **k)
        monkeypatch.setattr(draw, name, spy)
    st = position(players=4, rest="hidden", turn=40, kids={1: HIDE[10], 2: HIDE[120]})
    scene = open_table(app, as_match(st, [SeatInfo(n, "bot", "normal", i) for i, n in
                                          enumerate(["Sam", "Raffles Bot", "Bonnie Bot", "Lupin"])]))
    scene.hover_sq, scene.hover_time = scene.board.handle_bars[0], 5.0
    for _ in range(30):
        app.process([], 1 / 15)
    scene.draw(pygame.Surface((1280, 720)))
    assert sizes and min(sizes) >= 15


def test_a_long_line_of_what_happens_fits_the_turn_box_and_names_fit_the_scoreboard(app):
    scene = open_table(app, as_match(after_hiding(players=4, seed=2), [
        SeatInfo(n, "bot", "normal", i) for i, n in enumerate(["Raffles Bot", "Bonnie Bot", "Clyde Bot", "Lupin Bot"])]))
    box = scene.layout.turn_box
    font = Fonts.body(BODY_S)
    longest = "Ouch! Harry trips over Raffles Bot's Broken Ornaments: +1 for Raffles Bot."
    assert len(draw.wrap_lines(longest, font, box.right - (box.x + 150) - 10)) <= 4
    from game.home_alone.table.scoreboard import NAME_W
    assert max(Fonts.bold(BODY_S).size(n)[0] for n in scene.names) <= NAME_W - 34


def test_every_prompt_fits_the_status_line_beside_the_buttons(app):
    """The status line is centred over the board and grows with its text: a long prompt ("Your
    Kid was found! Spin the spinner to get away") covered the Skip button."""
    from game.home_alone.rules import rules_of

    scene = open_table(app, as_match(after_hiding(players=3, seed=2), SEATS))
    prompts = set()
    for name in CATALOG.names():
        variant = CATALOG.get(name)
        prompts.update(text for by_count in rules_of(variant).prompts.values() for text in by_count.values())
        st = SPEC.new_game(variant, 3, 1)
        prompts.update(st._spin_decision(0, purpose).prompt for purpose in ("turn", "escape"))
    assert any("1–6" in p for p in prompts) and any("Getaway" in p for p in prompts)
    buttons = [b.rect for b in (scene.undo_button, scene.skip_button)]
    for text in sorted(prompts):
        surface = pygame.Surface((1280, 720))
        surface.fill((1, 2, 3))
        scene.status_text = lambda text=text: text
        scene.draw_status(surface)
        for rect in buttons:
            inside = pygame.mask.from_threshold(surface.subsurface(rect), (1, 2, 3), (1, 1, 1, 255))
            assert inside.count() == rect.width * rect.height, f"{text!r} covers a button"


def test_after_the_game_the_strip_says_what_ended_it():
    """Looking at the table after the end, the strip no longer says what *would* end the game."""
    from dataclasses import replace

    v = position(players=3, rest="hidden", turn=40, kids={1: HIDE[10]}).view(0)
    assert ending_words(v)[3].startswith("1 Kid out")
    title, _color, _right, line = ending_words(replace(v, step="over", caught=(1,)))
    assert title == "Game over" and line == f"A Kid was caught in round {v.round}"
    assert ending_words(replace(v, step="over"))[3] == f"The last round ({v.round}) is over"


def test_the_replay_names_rooms_not_square_numbers(app):
    """Found by hand: the replay bar said "Raffles Bot: Move Harry to square 249"."""
    import re

    from game.home_alone.actions import MoveCrook
    from game.table.replay import open_replay
    from tests.app.drive import frames

    match = as_match(after_hiding(players=3, seed=2), [SeatInfo(s.name, "bot", "normal", i)
                                                         for i, s in enumerate(SEATS)])
    while match.move_count < 120 and not match.state.is_over:
        match.apply(match.state.pending.actions[0])
    scene = open_replay(app, match.record)
    frames(app, 3)
    texts = []
    for k in range(1, match.move_count + 1):
        scene.replay.jump(k)
        texts.append(scene.replay.move_text())
    assert not [t for t in texts if re.search(r"square \d", t)], texts[:5]
    kitchen = next(sq for sq in HIDE if scene.board.where(sq) == "the Kitchen")
    assert scene.action_text(MoveCrook(0, kitchen)) == "Move Harry to the Kitchen"


def test_the_result_says_whose_kid_was_caught(app):
    """Found by hand: "The game ends: a Kid was caught." over "Clyde Bot wins!" left the family asking whose
    Kid it was (Clyde's, who still won on points). The result now names it."""
    from game.engine.record import SeatInfo
    from game.home_alone.actions import MoveCrook, Spin
    from game.home_alone.positions import as_match, position
    from game.home_alone.table.scene import HomeAloneScene

    match = as_match(position(players=2, rest="hidden", seed=11, kids={1: 528}, spins=[3]),
                     [SeatInfo("You", "human", "normal", 0), SeatInfo("Bonnie", "bot", "normal", 1)])
    match.apply(next(a for a in match.state.pending.actions if isinstance(a, Spin)))
    match.apply(next(a for a in match.state.pending.actions if isinstance(a, MoveCrook) and a.to == 528))
    assert match.state.is_over and match.state.caught == [1]
    first = HomeAloneScene(app, match, autosave=False).result_lines()[0]
    assert first.startswith("The game ends: Bonnie's Kid was caught"), first
    assert ("only loses a tie" in first) == (1 in match.state.winners), first
