"""Hands are private: with several people at one laptop a hand shows only behind a hand-off screen."""

from __future__ import annotations

import random

from game.alcatraz.cards import PLANS
from game.alcatraz.table.scene import PUBLIC
from game.table.overlays import HandoffScene
from tests.alcatraz.scene_helpers import hand_of, play_as_people, start, until


def _watch_privacy(app, scene, problems: list[str], handoffs: list[int]):
    """A check run every frame: what the table shows belongs to the person who was handed the laptop."""
    last_hand: dict[int, set[int]] = {}

    def check() -> None:
        top = app.scenes.top
        if isinstance(top, HandoffScene):
            assert top.opaque  # the table is not drawn under it
            if not handoffs or handoffs[-1] != top.seat:
                handoffs.append(top.seat)
            return
        n = scene.match.state.num_players
        now = {s: set(hand_of(scene, s)) for s in range(n)}
        if scene.hand.face_up and scene.hand.cards:
            v = scene.viewer
            if v is None or v < 0 or v != scene.handed_to:
                problems.append(f"move {scene.match.move_count}: a hand shows with viewer {v}, "
                                f"handed to {scene.handed_to}")
            else:
                allowed = now[v] | last_hand.get(v, set())
                stray = set(scene.hand.cards) - allowed
                if stray:
                    problems.append(f"move {scene.match.move_count}: cards {sorted(stray)} shown in {v}'s hand")
        if scene.input.active():
            d = scene.match.state.pending
            if not (scene.viewer == d.seat == scene.handed_to):
                problems.append(f"move {scene.match.move_count}: {d.seat} asked while {scene.viewer} is shown")
        for line, _ in scene.log.lines:
            if "from the Cell Block" in line and (any(p.name in line for p in PLANS) or "Escapee" in line):
                problems.append(f"the log names drawn cards: {line}")
        last_hand.clear()
        last_hand.update(now)
    return check


def test_no_hand_shows_before_the_first_handoff(app):
    scene = start(app, ["human", "human", "bot"], seed=2)
    assert scene.viewer == PUBLIC
    assert until(app, lambda: isinstance(app.scenes.top, HandoffScene), 2000)
    assert not scene.model.hand and not scene.hand.face_up
    assert app.scenes.top.seat == scene.match.state.pending.seat


def test_handoff_never_shows_one_persons_hand_to_another(app):
    scene = start(app, ["human", "human", "bot", "human"], seed=7, target_score=40)
    problems: list[str] = []
    handoffs: list[int] = []
    check = _watch_privacy(app, scene, problems, handoffs)
    play_as_people(app, scene, random.Random(7), on_frame=check)
    assert scene.match.state.is_over
    assert not problems, problems[:5]
    assert len(set(handoffs)) == 3


def test_one_person_with_computers_never_sees_a_handoff(app):
    scene = start(app, ["human", "bot", "bot"], seed=4, target_score=30)
    seen: list[object] = []
    kinds = play_as_people(app, scene, random.Random(4),
                           on_frame=lambda: seen.append(app.scenes.top) if isinstance(app.scenes.top, HandoffScene)
                           else None)
    assert scene.match.state.is_over and "play" in kinds
    assert not seen
    assert scene.viewer == 0
