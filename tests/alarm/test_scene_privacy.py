"""The Informant rule at one laptop: secret overview cards stay secret, and only behind hand-off screens."""

from __future__ import annotations

import pygame
import pytest

from game.alarm.actions import GiveCard, UseInformant
from game.alarm.table.privacy import PeekScene
from game.alarm.table.table_model import PUBLIC
from game.table.overlays import GameOverOverlay, HandoffScene
from tests.alarm.helpers import game
from tests.alarm.scene_helpers import human_waiting, key, start, start_at, until


def _through_peeks(app, scene) -> None:
    """Each person looks at their card at the start: hand-off, private look, next person."""
    for seat in scene.humans:
        assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.seat == seat
        app.scenes.top.ready()
        assert isinstance(app.scenes.top, PeekScene) and app.scenes.top.seat == seat
        assert app.scenes.top.card == scene.match.state.overview[seat]
        app.scenes.top.close()
    assert app.scenes.top is scene


def _nothing_secret_on_the_table(scene) -> None:
    public = scene.match.state.view(PUBLIC)
    for s in range(scene.match.state.num_players):
        if public.overview[s] == "unused":
            assert scene.model.overview[s] == "unused", f"seat {s}'s secret card is on the table"
    for line, _ in scene.log.lines:
        assert "the Informant." not in line and "gets a Lawyer" not in line, line


def test_each_person_peeks_first_and_the_bots_wait(app):
    scene = start(app, ["bot", "human", "human"], informant=True, first_player="first_seat")
    for _ in range(40):
        app.process([], 1 / 15)
    assert scene.match.move_count == 0  # the computer dealer waited for the peeks
    _through_peeks(app, scene)
    assert until(app, lambda: scene.match.move_count > 0, 300)


def test_two_people_never_see_each_others_card_on_the_table(app):
    app.settings.lawyer_prompt = "when dangerous"
    scene = start(app, ["human", "human", "bot", "bot"], informant=True, seed=4)
    _through_peeks(app, scene)
    private_questions = 0
    for _ in range(5000):
        top = app.scenes.top
        if scene.match.state.is_over or isinstance(top, GameOverOverlay):
            break
        if isinstance(top, HandoffScene):
            top.ready()
            continue
        if isinstance(top, PeekScene):
            top.close()
            continue
        if top is scene and scene.handed_to is None:
            assert scene.view.seat == PUBLIC
            _nothing_secret_on_the_table(scene)
        if human_waiting(scene) and scene.input.mode not in ("beat", "waiting"):
            d = scene.match.state.pending
            if scene.handed_to is not None:
                assert d.kind == "lawyer" and scene.handed_to == d.seat
                assert scene.model.overview[d.seat] == scene.match.state.overview[d.seat]  # they see their own
                private_questions += 1
            key(app, pygame.K_1)
            if scene.input.mode == "panic_dir":
                key(app, pygame.K_1)
            _nothing_secret_on_the_table(scene)  # back to the public table at once
            continue
        scene.player.skip()  # the animations' end states only: quicker
        app.process([], 1 / 15)
    assert scene.match.state.is_over
    assert private_questions > 0


@pytest.mark.parametrize("top, asked", [(["loot"], False), (["police"], True)])
def test_being_asked_does_not_depend_on_the_secret_card(app, top, asked):
    """The same card to the same table: asked (behind a hand-off) or not, whatever the person holds."""
    app.settings.lawyer_prompt = "when dangerous"
    outcomes = []
    for card in ("lawyer", "informant"):
        holder = 0 if card == "informant" else 2
        scene = start_at(app, ["human", "human", "bot"], game(3, top=top, informant=True, overview={holder: "informant"}),
                         speed="fast")
        _through_peeks(app, scene)
        assert until(app, lambda: human_waiting(scene))
        key(app, pygame.K_1)  # keep it
        assert scene.match.record.actions[0] == GiveCard(0)
        until(app, lambda: isinstance(app.scenes.top, HandoffScene) or scene.input.mode == "beat", 200)
        handoff = isinstance(app.scenes.top, HandoffScene)
        label = scene.lawyer_button.label if scene.input.mode == "beat" else ""
        outcomes.append((handoff, label))
        app.scenes.reset(scene) if scene in app.scenes.stack else None
        app.scenes.pop()
    assert outcomes[0] == outcomes[1]
    assert outcomes[0][0] is asked
    if not asked:
        assert outcomes[0][1] == "Use my card"  # not "Use my Lawyer": the button tells nothing either


def test_the_informant_can_still_pass_a_card_when_not_asked(app):
    app.settings.lawyer_prompt = "never"
    scene = start_at(app, ["human", "human", "bot"], game(3, top=["police"], informant=True, overview={0: "informant"}),
                     speed="slow")
    _through_peeks(app, scene)
    assert until(app, lambda: human_waiting(scene))
    key(app, pygame.K_1)
    assert until(app, lambda: scene.input.mode == "beat", 200)
    key(app, pygame.K_l)
    assert isinstance(app.scenes.top, HandoffScene)  # the choices would show which card it is
    app.scenes.top.ready()
    assert scene.input.mode == "lawyer"
    labels = [b.label for b in scene.prompt.buttons]
    assert any("Pass to P1" in label for label in labels)
    scene.input.seat_targets[1]()
    assert scene.match.record.actions[-1] == UseInformant(1)
    _nothing_secret_on_the_table(scene)


def test_one_person_sees_their_own_card_and_never_a_handoff(app):
    scene = start(app, ["human", "bot", "bot", "bot"], informant=True, seed=6)
    for _ in range(400):
        assert not isinstance(app.scenes.top, (HandoffScene, PeekScene))
        if human_waiting(scene) and scene.input.mode not in ("beat", "waiting"):
            key(app, pygame.K_1)
            if scene.input.mode == "panic_dir":
                key(app, pygame.K_1)
        app.process([], 1 / 15)
        if scene.match.state.is_over:
            break
    assert scene.model.overview[0] in ("lawyer", "informant")
