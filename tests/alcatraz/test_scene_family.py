"""The table never hides what others did to you, says what each Action card does, and reads at 15 px or more."""

from __future__ import annotations

import pygame
import pytest

from game.alcatraz import cards as C
from game.alcatraz.positions import FOG, GUNS, KEYS, RAFT, SPOON, Cards, position
from game.alcatraz.table.pictures import busy_round, open_position, take_pictures
from game.table.pictures import run_until, settle
from tests.alcatraz.scene_helpers import click, key
from tests.app.drive import shown_texts


def favors_against_you():
    """Clyde (a computer player) must name a plan for Returning Favors; Sam holds the Spoon Tunnel cards he wants."""
    k = Cards()
    return position(2, current=1, phase=C.RETURNING_FAVORS,
                    hands=[k.plan(SPOON, 2) + k.plan(RAFT, 3) + k.generic(1) + k.plan(FOG, 1),
                           k.plan(SPOON, 2) + k.plan(KEYS, 1) + k.plan(GUNS, 2)],
                    play=[k.plan(GUNS, 3), k.plan(FOG, 3)], yard=k.generic(2))


def test_a_card_taken_from_your_hand_is_announced_until_you_have_seen_it(app):
    app.settings.animation_speed = "fast"
    scene = open_position(app, favors_against_you(), ["human", "bot"])
    spoons_before = sum(C.PLAN_OF[c] == SPOON for c in scene.match.state.hand(0))
    assert run_until(app, lambda: len(scene.my_notices()) >= 2, 20)
    assert sum(C.PLAN_OF[c] == SPOON for c in scene.match.state.hand(0)) == spoons_before - 1
    text = " ".join(n.text for n in scene.my_notices())
    assert "Returning Favors" in text and "Spoon Tunnel card from your hand" in text and "to replace it" in text
    settle(app, 3.0)  # it does not fade away by itself
    assert scene.my_notices() and scene.notice_button.visible
    key(app, pygame.K_o)  # "Got it"
    assert not scene.my_notices()
    settle(app, 0.2)
    assert not scene.notice_button.visible


def test_an_unread_notice_goes_with_your_next_move(app):
    app.settings.animation_speed = "fast"
    scene = open_position(app, favors_against_you(), ["human", "bot"])
    assert run_until(app, lambda: bool(scene.my_notices()) and scene.input.active(), 30)
    assert scene.match.state.pending.seat == 0
    click(app, scene.layout.cell_block)  # Sam draws: his next move
    assert not scene.my_notices()


def test_notices_name_what_the_warden_did_for_you_but_not_your_own_choice(app):
    app.settings.animation_speed = "fast"
    k = Cards()
    # Sam's only possible Warden answer is to give up his Gun Gallery Raid cards (no Escapee to send)
    st = position(2, current=1, phase=C.WARDEN,
                  hands=[k.plan(SPOON, 3), k.plan(KEYS, 2) + k.generic(1) + k.plan(FOG, 1)],
                  play=[k.plan(GUNS, 3), k.plan(FOG, 3)], yard=k.generic(2))
    scene = open_position(app, st, ["human", "bot"])
    assert run_until(app, lambda: bool(scene.my_notices()), 20)
    assert "The Warden made you give up your 3 Gun Gallery Raid cards" in scene.my_notices()[0].text


def test_a_foil_by_someone_else_tells_you_where_your_cards_went(app):
    app.settings.animation_speed = "fast"
    k = Cards()
    st = position(2, current=1, phase="play", played=True,
                  hands=[k.plan(SPOON, 3), k.plan(KEYS, 2) + [k.infamous(GUNS)] + k.plan(FOG, 1)],
                  play=[k.plan(GUNS, 3), k.plan(GUNS, 5)], yard=k.generic(1))
    scene = open_position(app, st, ["human", "bot"])
    assert run_until(app, lambda: bool(scene.my_notices()), 20)
    text = scene.my_notices()[0].text
    assert "foiled the Gun Gallery Raid" in text and "your 3 cards" in text and "Foiled! pile" in text


@pytest.mark.parametrize("kind", [C.WORK_DETAIL, C.RETURNING_FAVORS, C.WARDEN, C.GUARD_HELP])
def test_an_action_card_question_says_what_the_card_does(app, kind):
    app.settings.animation_speed = "fast"
    scene = open_position(app, busy_round(3, phase=kind, guard_help_on=-1), ["human", "bot", "bot"])
    assert run_until(app, lambda: scene.input.active(), 10)
    bar = scene.input.bar
    assert bar.visible and len(bar.explain) > 40
    if kind == C.GUARD_HELP:
        assert "only 5 cards" in bar.explain
    # the answers sit under the explanation, inside the panel
    top = min(w.rect.y for w in bar.group.widgets)
    assert top >= bar.area.y + 46 + 2 * 18 and max(w.rect.bottom for w in bar.group.widgets) <= bar.area.bottom


def test_no_words_on_the_table_are_smaller_than_15_px(app, monkeypatch):
    """Every word the Alcatraz table writes, in every smoke picture (2, 3 and 4 players, a person's turn, a
    question, the hand-off, the round summary, the end): its type is 15 px or more."""
    from game.alcatraz.table import art
    from game.ui import cards as ui_cards
    from game.ui import draw

    written: list[tuple[int, str]] = []
    real = draw.render_text

    def render_text(string, font, color):
        if string.strip():
            written.append((font.point_size, string))
        return real(string, font, color)

    art.reset_caches()
    ui_cards._face_cache.clear()
    draw._text_cache.clear()
    monkeypatch.setattr(draw, "render_text", render_text)
    app.settings.animation_speed = "fast"
    take_pictures(app, lambda name, seconds=0.6: settle(app, 0.2))
    small = sorted({(size, text) for size, text in written if size < 15})
    assert written and not small, small[:8]


def test_arrows_pressed_while_cards_fly_change_nothing(app):
    """Keys pressed a little early (the computer still playing) must not wander to the speed selector."""
    app.settings.animation_speed = "slow"
    scene = open_position(app, busy_round(3, phase="draw", current=1), ["human", "bot", "bot"])
    settle(app, 0.3)
    assert not scene.input.active()
    for k in (pygame.K_LEFT, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
        key(app, k)
    assert app.settings.animation_speed == "slow" and scene.widgets.focused() is None


def test_the_scoreboard_shows_the_new_totals_as_soon_as_a_round_is_scored(app):
    app.settings.animation_speed = "fast"
    scene = open_position(app, busy_round(4, last_card=True), ["bot"] * 4)
    from game.alcatraz.table.summary import RoundSummaryScene

    assert run_until(app, lambda: isinstance(app.scenes.top, RoundSummaryScene), 20)
    settle(app, 0.2)
    assert scene.model.totals == list(scene.match.state.totals) and scene.model.totals != [12, 4, 20, 7]


def _named_table(app, names):
    """An Alcatraz table for ``names`` (you in the first seat, computer players in the rest), settled."""
    from game.alcatraz.spec import SPEC
    from game.alcatraz.table.scene import AlcatrazScene
    from game.engine.match import Match
    from game.engine.record import SeatInfo

    seats = [SeatInfo(n, "human" if i == 0 else "bot", "normal", i) for i, n in enumerate(names)]
    scene = AlcatrazScene(app, Match.new(SPEC, SPEC.standard(), seats, 3), autosave=False)
    app.settings.animation_speed = "instant"
    app.scenes.push(scene)
    settle(app, 0.3)
    return scene


def test_a_computer_player_deciding_keeps_its_whole_name_at_a_full_table(app, monkeypatch):
    """At four players a seat's row has one line for its name: "deciding…" beside it cut "Christopher Lee"
    to "Chris…". The mark is now a thinking bubble in the chip's place, and the name stays whole."""
    from game.ui import draw

    scene = _named_table(app, ["Sam", "Christopher Lee", "Maximilian Wolf", "Jo"])
    shown = shown_texts(monkeypatch)
    bubbles: list[tuple[float, float]] = []
    real_thinking = draw.thinking

    def thinking(surface, center, size):
        bubbles.append(center)
        return real_thinking(surface, center, size)

    monkeypatch.setattr(draw, "thinking", thinking)
    scene.painter.current_marks = {1: "deciding…", 2: "deciding…"}
    scene.painter.static(scene.model)
    assert ("Christopher Lee",) * 2 in shown and ("Maximilian Wolf",) * 2 in shown, shown
    assert len(bubbles) == 2


LONG_NAMES = ["Wolfgang Amadeus", "Christopher Lees", "Maximiliana Wolf", "Jo"]  # 16 letters: the most a name has


@pytest.mark.parametrize("names", [["Sam", "Bonnie Bot", "Clyde Bot", "Raffles Bot"], LONG_NAMES])
@pytest.mark.parametrize("past_rounds", [1, 2, 3, 5])
def test_the_scoreboard_keeps_names_whole_and_its_headings_apart_in_later_rounds(app, monkeypatch, past_rounds,
                                                                                 names):
    """From round 3 "Scores · round 3" ran over the R1 heading, and from round 4 three past-round columns
    cut every name to two letters ("Ra…"): the board now shows the last two rounds and a short title.
    16-letter names were still cut ("Wolfgang…"): they take the room of round columns and smaller type."""
    from game.ui import draw

    scene = _named_table(app, names)
    model = scene.model
    model.round_points = [[12, 20, 5, 9 + r] for r in range(past_rounds)]
    model.totals = [sum(p[s] for p in model.round_points) for s in range(4)]
    model.round = past_rounds + 1
    written: list[tuple[str, pygame.Rect]] = []
    real_text = draw.text

    def text(surface, string, font, color, pos, anchor="topleft", max_width=None, shadow=False):
        rect = real_text(surface, string, font, color, pos, anchor, max_width, shadow)
        written.append((draw.fit_text(string, font, max_width) if max_width is not None else string, rect))
        return rect

    monkeypatch.setattr(draw, "text", text)
    scene.painter._scores(pygame.Surface((1280, 720)), model)
    strings = [s for s, _ in written]
    assert all(name in strings for name in names), strings
    assert any(f"round {model.round}" in s.lower() for s in strings), strings
    headings = [(s, r) for s, r in written if r.top < scene.layout.scores.top + 36]
    for i, (a, ra) in enumerate(headings):
        for b, rb in headings[i + 1:]:
            assert not ra.colliderect(rb), (a, b)


def test_every_row_shows_a_long_name_whole_in_one_size(app, monkeypatch):
    """Your own row said "Wolfgang Ama…": "(you)" after a 16-letter name ran out of room. The name
    comes first, and every row's name is in one type size, so the rows do not look uneven."""
    from game.ui import draw

    scene = _named_table(app, LONG_NAMES)
    sizes: dict[str, int] = {}
    written: list[str] = []
    real_text = draw.text

    def text(surface, string, font, color, pos, anchor="topleft", max_width=None, shadow=False):
        written.append(draw.fit_text(string, font, max_width) if max_width is not None else string)
        sizes[string] = font.get_height()
        return real_text(surface, string, font, color, pos, anchor, max_width, shadow)

    monkeypatch.setattr(draw, "text", text)
    scene.painter._static = None  # drawn afresh
    scene.painter.static(scene.model)
    written.clear()
    for seat in range(4):
        scene.painter._row(pygame.Surface((1280, 720)), scene.model, seat)
    assert all(name in written for name in LONG_NAMES), written
    assert len({sizes[name] for name in LONG_NAMES}) == 1, sizes


def test_the_round_summary_shows_long_names_whole(app, monkeypatch):
    """The round's scores cut "Christopher…", "Wolfgang A…", "Maximiliana…" (found playing by hand)."""
    from game.alcatraz.table.summary import RoundSummary, RoundSummaryScene, SeatScore

    summary = RoundSummary(1, "went_out", 0, [], False, [SeatScore(s, {}, [], 0, 0, 0, 0, 0) for s in range(4)],
                           False)
    scene = RoundSummaryScene(app, summary, LONG_NAMES, [0, 1, 2, 3], lambda: None)
    shown = shown_texts(monkeypatch)
    scene._content()
    assert all((name, name) in shown for name in LONG_NAMES), shown



def test_a_hint_for_a_question_outlines_its_answer_not_the_table_under_the_panel(app):
    """Found by hand: the hint for Returning Favors outlined the plan's heading, hidden under the question panel."""
    app.settings.animation_speed = "fast"
    k = Cards()
    st = position(2, current=0, phase=C.RETURNING_FAVORS,
                  hands=[k.plan(SPOON, 2) + k.plan(RAFT, 3) + k.generic(1) + k.plan(FOG, 1),
                         k.plan(SPOON, 2) + k.plan(KEYS, 1) + k.plan(GUNS, 2)],
                  play=[k.plan(GUNS, 3), k.plan(FOG, 3)], yard=k.generic(2))
    scene = open_position(app, st, ["human", "bot"])
    assert run_until(app, lambda: scene.input.active() and scene.input.bar.visible, 20)
    asked = [a for a, _ in scene.input.choices if a is not None]
    assert len(asked) >= 2
    for i, action in enumerate(asked):
        target = scene.hint_target(action)
        assert target == scene.input.bar.group.widgets[i].rect and scene.input.bar.area.contains(target)


def test_the_round_summary_names_each_escapee_by_its_plan_and_worth(app, monkeypatch):
    """Escapees in a Foiled! pile were card faces too small to read, each cut to a sliver by the next (found by
    hand); they are tokens now, like the plans beside them: an Infamous one's plan and worth, the Generic ones
    together."""
    from game.alcatraz.table.summary import RoundSummary, RoundSummaryScene, SeatScore

    raft_escapee, generic = C.FIRST_INFAMOUS + RAFT, C.FIRST_GENERIC
    seats = [SeatScore(0, {}, [raft_escapee, generic, generic + 1], 0, 20, 5, 25, 25),
             SeatScore(1, {}, [], 0, 0, 0, 0, 0)]
    summary = RoundSummary(1, "went_out", 0, [generic + 2], False, seats, False)
    scene = RoundSummaryScene(app, summary, ["Sam", "Alex"], [0, 1], lambda: None)
    drawn = []
    monkeypatch.setattr("game.alcatraz.table.summary.draw_symbol", lambda s, name, r, *a: drawn.append((name, r)))
    shown = shown_texts(monkeypatch)
    scene._content()
    texts = [asked for asked, _ in shown]
    assert "10" in texts and "5×2" in texts and "= 20" in texts
    assert [name for name, _ in drawn] == [C.PLANS[RAFT].symbol, "silhouette"]
    assert not drawn[0][1].colliderect(drawn[1][1])  # side by side, not overlapping
    assert summary.bonus_text(seats[0]) == "+5 (1 in the Yard, 5 each)"


def test_what_others_did_to_you_covers_the_log_exactly(app, monkeypatch):
    """A short notice left the end of a log line showing under it, a long one covered the scores' heading (both
    found by hand): the notice's box is the log's, its words and its button inside it."""
    from game.ui import draw

    app.settings.animation_speed = "fast"
    scene = open_position(app, favors_against_you(), ["human", "bot"])
    assert run_until(app, lambda: len(scene.my_notices()) >= 2, 20)
    panels, texts = [], []
    real_panel, real_text = draw.panel, draw.text
    monkeypatch.setattr(draw, "panel", lambda s, r, *a, **k: (panels.append(pygame.Rect(r)), real_panel(s, r, *a, **k)))
    monkeypatch.setattr(draw, "text", lambda s, t, f, c, pos, *a, **k: (texts.append((t, pos, f.get_height())),
                                                                         real_text(s, t, f, c, pos, *a, **k))[1])
    assert scene._draw_notices(pygame.Surface((1280, 720)))
    log = scene.layout.log
    assert panels == [log]
    assert texts and all(log.collidepoint(pos) for _, pos, _ in texts)
    assert all(height >= 15 for _, _, height in texts)
    assert log.contains(scene.notice_button.rect)


def test_while_the_cards_are_dealt_the_header_says_who_deals(app):
    """The header said "Clyde Bot is thinking…" while the cards of a new round flew out (found by hand)."""
    from tests.alcatraz.scene_helpers import start

    scene = start(app, ["bot", "bot", "bot"], speed="normal")
    seen = set()
    for _ in range(400):
        app.process([], 1 / 30)
        text = scene.status_text()
        if scene.model.current < 0:
            assert "deals" in text and "thinking" not in text, text
            seen.add("deal")
        elif scene.match.state.pending is not None:
            seen.add("play")
        if seen == {"deal", "play"}:
            break
    assert seen == {"deal", "play"}
