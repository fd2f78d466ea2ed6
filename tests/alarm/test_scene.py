"""The Alarm! table under the dummy driver: whole games, a person's clicks and keys, the animations' bookkeeping."""

from __future__ import annotations

import pygame
import pytest

from game.alarm.actions import GiveCard, TakeCard, UseLawyer
from game.alarm.cards import LOOT
from game.alarm.table.scene import AlarmScene
from game.alarm.table.table_model import TableModel
from game.table.overlays import GameOverOverlay
from tests.alarm.helpers import game
from tests.alarm.scene_helpers import click, drag, frames, human_waiting, key, start, start_at, until


def _check_model_against_view(scene: AlarmScene, problems: list[str]) -> None:
    """Wrap the scene so that, after each action's animations, the animated table equals the new view."""
    original = scene._after_events

    def checked() -> None:
        view = scene.current_view()
        m = scene.model
        fresh = TableModel.from_view(view)
        for name in ("counts", "alive", "eliminated", "deck_count", "discard", "active", "showdown"):
            if getattr(m, name) != getattr(fresh, name):
                problems.append(f"move {scene.match.move_count}: {name} {getattr(m, name)} != {getattr(fresh, name)}")
        original()
    scene._after_events = checked


@pytest.mark.parametrize("players, seed", [(3, 1), (4, 2), (6, 3)])
def test_bot_only_game_plays_to_the_end(app, players, seed):
    scene = start(app, ["bot"] * players, seed=seed)
    problems: list[str] = []
    _check_model_against_view(scene, problems)
    assert until(app, lambda: isinstance(app.scenes.top, GameOverOverlay), 4000)
    assert scene.match.state.is_over
    assert not problems, problems[:5]
    assert scene.model.winners == scene.match.state.winners
    assert any("caught" in line.lower() or "pay" in line.lower() for line, _ in scene.log.lines)
    lines = scene.result_lines()
    assert scene.names[scene.match.state.winners[0]] in lines[0]
    assert len(lines) == players + 2


def test_play_again_deals_a_new_game_at_a_new_table(app):
    scene = start(app, ["bot"] * 3, seed=4)
    assert until(app, lambda: isinstance(app.scenes.top, GameOverOverlay), 4000)
    app.scenes.top.again()
    table = app.scenes.top
    assert isinstance(table, AlarmScene) and table is not scene
    assert table.match.move_count == 0 and [s.name for s in table.match.record.seats] == scene.names


def test_skipping_animations_keeps_the_table_right(app):
    scene = start(app, ["bot"] * 5, seed=8, speed="normal")
    problems: list[str] = []
    _check_model_against_view(scene, problems)
    for _ in range(2500):
        app.process([], 1 / 15)
        if scene.match.move_count % 3 == 0 and not scene.player.idle:
            key(app, pygame.K_SPACE)
        if scene.match.state.is_over:
            break
    assert scene.match.state.is_over
    until(app, lambda: scene.player.idle, 200)
    assert not problems, problems[:5]


def test_person_plays_a_whole_game_with_clicks_and_keys(app):
    app.settings.lawyer_prompt = "always"
    scene = start(app, ["human", "bot", "bot"], seed=11)
    kinds_seen = set()
    for _ in range(6000):
        if scene.match.state.is_over:
            break
        if human_waiting(scene):
            d = scene.match.state.pending
            kinds_seen.add(d.kind)
            before = scene.match.move_count
            if d.kind == "give":
                # click the seat of the last player offered
                target = d.actions[-1].to
                click(app, scene.layout.seats[target].center)
            else:
                key(app, pygame.K_1)
                if scene.match.move_count == before and scene.input.mode == "panic_dir":
                    key(app, pygame.K_1)
            assert scene.match.move_count == before + 1, (d.kind, scene.input.mode)
        app.process([], 1 / 15)
    assert scene.match.state.is_over
    assert {"give", "lawyer"} <= kinds_seen


def test_the_card_can_be_dragged_onto_a_seat(app):
    scene = start(app, ["human", "bot", "bot", "bot"], first_player="first_seat")
    assert until(app, lambda: human_waiting(scene))
    assert scene.input.mode == "give"
    target = scene.match.state.pending.actions[1].to
    drag(app, scene.layout.main, scene.layout.seats[target].center)
    assert scene.match.record.actions[-1] == GiveCard(target)


def test_number_keys_and_enter_give_the_card(app):
    scene = start(app, ["human", "bot", "bot", "bot"], first_player="first_seat")
    assert until(app, lambda: human_waiting(scene))
    offered = [a.to for a in scene.match.state.pending.actions]
    key(app, pygame.K_3)
    assert scene.match.record.actions[0] == GiveCard(offered[2])
    # Enter picks the focused answer (arrows move the focus)
    scene2 = start(app, ["human", "bot", "bot", "bot"], first_player="first_seat", seed=5)
    assert until(app, lambda: human_waiting(scene2))
    offered = [a.to for a in scene2.match.state.pending.actions]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert scene2.match.record.actions[0] == GiveCard(offered[1])


def test_a_hint_to_keep_the_card_says_keep_it_as_the_button_does(app):
    scene = start(app, ["human", "bot", "bot", "bot"], first_player="first_seat")
    assert until(app, lambda: human_waiting(scene))
    d = scene.match.state.pending
    mine = next(a for a in d.actions if a.to == d.seat)
    other = next(a for a in d.actions if a.to != d.seat)
    assert scene.hint_label(mine, None) == "Keep it"
    assert scene.hint_label(other, None) == f"Give it to {scene.names[other.to]}"


def test_dealer_sees_which_gift_would_catch_someone(app):
    scene = start_at(app, ["human", "bot", "bot"], game(3, top=["police"], fronts={1: ["police"]}))
    assert until(app, lambda: human_waiting(scene))
    assert scene.input.mode == "give"
    scene.input.offer(scene.match.state.pending)
    assert scene.input.tags == {1: "caught!"}
    assert "caught" in scene.prompt.detail


# ---------------------------------------------------------------- the Lawyer question setting
def _card_to_me(app, setting, top, speed="instant", **params):
    app.settings.lawyer_prompt = setting
    scene = start(app, ["human", "bot", "bot"], first_player="first_seat", top=top, speed=speed, **params)
    assert until(app, lambda: human_waiting(scene))
    key(app, pygame.K_1)  # "Keep it"
    assert scene.match.record.actions[0] == GiveCard(0)
    return scene


def test_always_asks_even_for_a_harmless_card(app):
    scene = _card_to_me(app, "always", ["loot"])
    assert until(app, lambda: human_waiting(scene))
    assert scene.input.mode == "lawyer" and scene.prompt.visible


def test_when_dangerous_lets_a_harmless_card_land_after_a_beat(app):
    scene = _card_to_me(app, "when dangerous", ["loot"], speed="fast")
    assert until(app, lambda: scene.input.mode == "beat", 100)
    assert scene.lawyer_button.visible and scene.lawyer_button.label == "Use my Lawyer"
    assert until(app, lambda: scene.match.move_count == 2, 200)
    assert scene.match.record.actions[1] == TakeCard()


def test_when_dangerous_asks_about_a_police(app):
    scene = _card_to_me(app, "when dangerous", ["police"])
    assert until(app, lambda: human_waiting(scene))
    assert scene.input.mode == "lawyer"
    key(app, pygame.K_2)  # Call my Lawyer
    assert scene.match.record.actions[1] == UseLawyer()


def test_never_asks_but_the_lawyer_button_still_works(app):
    scene = _card_to_me(app, "never", ["police"], speed="slow")  # a long beat, so the button can be pressed
    assert until(app, lambda: scene.input.mode == "beat", 100)
    assert not scene.prompt.visible
    key(app, pygame.K_l)
    assert scene.input.mode == "lawyer" and scene.prompt.visible
    key(app, pygame.K_2)
    assert scene.match.record.actions[1] == UseLawyer()


def test_beat_waits_while_the_game_is_paused(app):
    scene = _card_to_me(app, "never", ["loot"], speed="fast")
    assert until(app, lambda: scene.input.mode == "beat", 100)
    scene.open_pause()
    frames(app, 60)
    assert scene.match.move_count == 1
    app.scenes.pop()
    assert until(app, lambda: scene.match.move_count == 2, 100)


# ---------------------------------------------------------------- special cards by hand
def test_person_sweeps_with_the_clover_by_clicking_their_cards(app):
    app.settings.lawyer_prompt = "never"
    scene = start_at(app, ["human", "bot", "bot"], game(3, top=["clover"], fronts={0: ["police", "guard_dog", "padlock"]},
                                                        lawyers_per_player=0))
    assert until(app, lambda: human_waiting(scene))
    key(app, pygame.K_1)  # keep the Clover
    assert until(app, lambda: human_waiting(scene))
    assert scene.input.mode == "clover"
    click(app, scene.layout.slot_rect(0, 0).center)  # Police
    click(app, scene.layout.slot_rect(0, 3).center)  # Padlock
    assert scene.match.record.actions[-1].kinds in (("police", "padlock"), ("padlock", "police"))
    until(app, lambda: scene.player.idle, 200)
    assert scene.model.counts[0][1] == 1 and scene.model.counts[0][0] == 0


def test_person_starts_a_panic_choosing_card_and_side(app):
    scene = start_at(app, ["human", "bot", "bot", "bot"], game(top=["panic"], fronts={0: ["loot", "guard_dog"]},
                                                               lawyers_per_player=0))
    assert until(app, lambda: human_waiting(scene))
    key(app, pygame.K_1)
    assert until(app, lambda: human_waiting(scene))
    assert scene.input.mode == "panic"
    click(app, scene.layout.slot_rect(0, LOOT).center)
    assert scene.input.mode == "panic_dir"
    right = [s for s, _ in scene.input.seat_targets.items()]
    assert len(right) == 2
    click(app, scene.layout.seats[3].center)  # the player to the right
    action = scene.match.record.actions[-1]
    assert action.kind == "loot" and action.direction == -1
    assert until(app, lambda: scene.player.idle, 300)


# ---------------------------------------------------------------- saves, undo, monkey
def test_a_resumed_game_shows_the_table_as_it_was(app):
    from game.engine.match import Match

    scene = start(app, ["bot"] * 4, seed=12)
    until(app, lambda: len(scene.match.state.eliminated) >= 1, 3000)
    record = scene.match.record
    again = Match.from_record(scene.spec, record)
    app.scenes.pop()
    resumed = AlarmScene(app, again, autosave=False)
    app.scenes.push(resumed)
    frames(app, 3)
    fresh = TableModel.from_view(again.state.view(None))
    assert resumed.model.counts == fresh.counts
    out = again.state.eliminated[0]
    assert resumed.out_reasons[out].startswith(("Caught", "Could not"))


def test_undo_puts_the_card_back_in_the_middle(app):
    app.settings.lawyer_prompt = "always"
    scene = start(app, ["human", "bot", "bot"], first_player="first_seat", top=["loot"])
    assert until(app, lambda: human_waiting(scene))
    key(app, pygame.K_1)  # keep it: nothing new is revealed, so it can be taken back
    assert until(app, lambda: human_waiting(scene))
    assert scene.input.mode == "lawyer" and scene.model.main_for == 0
    assert scene.can_undo_now()
    key_ctrl_z = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    app.process([key_ctrl_z], 1 / 60)
    assert scene.match.move_count == 0
    assert scene.model.main_card == scene.view.drawn and scene.main_sprite() is not None
    assert scene.model.main_for == -1
    assert until(app, lambda: human_waiting(scene))
    assert scene.input.mode == "give"


def test_table_survives_monkey(app):
    from tests.app.monkey import monkey

    scene = start(app, ["human", "bot", "bot", "bot"], seed=9, speed="fast")

    def keep():
        if scene not in app.scenes.stack:
            app.scenes.reset(scene)
    monkey(app, 1500, seed=4, keep=keep)


def test_the_lawyer_scenario_asks_the_question_it_teaches_with_the_default_setting(app):
    """Under "ask only when it matters" the scenario's card must matter, or the choice it teaches is skipped."""
    from game.store import saves
    from game.store.paths import scenarios_dir
    from game.store.settings import Settings

    app.settings.lawyer_prompt = Settings().lawyer_prompt
    app.settings.animation_speed = "instant"
    scene = AlarmScene(app, saves.load_match(scenarios_dir() / "alarm-lawyer.json"), autosave=False)
    app.scenes.push(scene)
    assert until(app, lambda: scene.input.decision is not None)
    assert scene.input.mode == "lawyer" and scene.prompt.visible
    assert scene.model.main_card >= 0  # the card on its way is on the table, not rewound into the deck


def test_every_event_has_its_own_animation():
    from game.alarm.events import EVENT_TYPES
    from game.alarm.table.animator import AlarmAnimator

    assert set(EVENT_TYPES.values()) <= set(AlarmAnimator._shows)



def test_undo_after_a_card_landed_by_itself_asks_the_lawyer_question(app):
    """Found by hand: a card comes to you and lands after a beat (no Lawyer question), and you still have
    a choice to make; Undo took the landing back and the beat took the card again at once, so Undo seemed
    to do nothing (and stayed lit). Now the Lawyer question is asked in full."""
    import random

    from game.alarm.spec import SPEC
    from game.engine.match import Match
    from game.engine.record import SeatInfo

    seats = [SeatInfo("You", "human", "normal", 0), SeatInfo("B", "bot", "easy", 1), SeatInfo("C", "bot", "easy", 2)]
    match, rnd = Match.new(SPEC, SPEC.standard(), seats, 1), random.Random(1)
    while match.move_count < 13:  # (seed 1: at move 13 a card comes to you, and your Clover choice follows)
        d = match.state.pending
        you_take = d.seat == 0 and d.kind == "lawyer" and TakeCard() in d.actions
        match.apply(TakeCard() if you_take else d.actions[rnd.randrange(len(d.actions))])
    assert match.state.pending.seat == 0 and match.state.pending.kind == "lawyer"
    app.settings.lawyer_prompt = "never"
    app.settings.animation_speed = "fast"
    scene = AlarmScene(app, match, autosave=False)
    app.scenes.push(scene)
    assert until(app, lambda: match.move_count == 14 and scene.can_undo_now(), 300)
    assert match.record.actions[13] == TakeCard() and match.state.pending.seat == 0
    scene.undo()
    assert match.move_count == 13
    frames(app, 120)
    assert match.move_count == 13, "the card was taken again by itself"
    assert scene.input.mode == "lawyer" and scene.prompt.visible


def test_the_log_says_once_that_a_player_keeps_equipment(app):
    """"Clyde Bot keeps the Bone." then "Clyde Bot keeps the Bone for later." (found reading the log)."""
    from game.alarm.events import CardGiven, EquipmentStored

    scene = start(app, ["bot"] * 3, seed=1)
    kept = 0
    for _ in range(400):
        frames(app, 1, 1 / 15)
        if scene.match.state.is_over:
            break
    events = []
    state = scene.match.record.new_state(scene.spec)
    for action in scene.match.record.actions:
        events += state.apply(action)
    for before, event in zip(events, events[1:]):
        if isinstance(event, EquipmentStored) and isinstance(before, CardGiven) and before.giver == before.to:
            kept += 1
    assert kept, "no Equipment kept by its drawer in this game: pick another seed"
    lines = [text for text, _ in scene.log.lines]
    for a, b in zip(lines, lines[1:]):
        assert not (b.endswith(" for later.") and a == b.replace(" for later.", ".")), (a, b)
