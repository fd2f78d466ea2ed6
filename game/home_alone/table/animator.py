"""How each Home Alone event is shown: the spinner whirls, a Crook walks his path, markers turn
over and fly to the Crooks or the Van, a found Kid stands up, a Kid zips to the Treehouse, the
Kids come out, the last round is announced.

One method per event type, marked ``@shows`` (:class:`game.table.animator.Animator`). The steps
move the table's own picture of the board (the scene's ``crook_pos``, ``kid_pos``, ``stacks``,
``tallies``...), which the scene's ``sync`` puts right from the view once the events are over.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import pygame

from game.engine.actions import GameOver, TurnBegan
from game.engine.naming import whose
from game.home_alone.actions import CROOK_NAMES
from game.home_alone.events import (
    CrookMoved,
    CrooksArrive,
    CrooksStuck,
    HidingDone,
    KidCaught,
    KidEscaped,
    KidFound,
    KidMoved,
    KidOut,
    KidsComeOut,
    KidStayed,
    KidToTreehouse,
    LastRound,
    MarkerHidden,
    MarkerTaken,
    Spun,
)
from game.home_alone.markers import KID as KID_MARKER
from game.home_alone.markers import TRAP
from game.home_alone.table import art
from game.home_alone.table.scoreboard import ICON
from game.table.animator import Animator, shows
from game.ui.event_player import Animate, Call, Step, Wait
from game.ui.theme import C
from game.ui.tween import EASE_BACK, EASE_IN_OUT, EASE_OUT, LINEAR, lerp

STEP_SECONDS = 0.2  # one square of a walk at normal speed



@dataclass
class Sprite:
    """A marker on the move (turning over, flying to the scoreboard) or a short label."""

    surface: pygame.Surface
    pos: tuple[float, float]
    scale_x: float = 1.0
    scale: float = 1.0
    alpha: int = 255


class HomeAloneAnimator(Animator):
    """The steps that show each event on the Home Alone table (``self.scene``)."""

    def _say(self, text: str, seconds: float = 1.4) -> Step:
        return Call(lambda: setattr(self.scene, "banner", [text, seconds]))

    def _sound(self, name: str, volume: float = 0.7) -> Step:
        return Call(lambda: self.scene.app.audio.play(name, volume))

    @shows(CrooksArrive)
    def crooks_arrive(self, ev: CrooksArrive) -> list[Step]:
        def place() -> None:
            self.scene.crook_pos = [self.scene.geo.center(ev.square)] * 2
        return [Call(place), self._say("Harry and Marv wait by the front door…", 1.6), Wait(0.4)]

    @shows(MarkerHidden)
    def marker_hidden(self, ev: MarkerHidden) -> list[Step]:
        if self.scene._plan_sent and ev.seat == self.scene.viewer:
            return []  # the person's own plan: already on the board

        def drop() -> None:
            marker = ev.marker if ev.marker >= 0 and self.scene._faces_shown() else None
            self.scene.stacks.setdefault(ev.square, []).append((ev.seat, marker))
            self.scene._touch(ev.square)
            self.scene.app.audio.play("tick", 0.25)
        return [Call(drop), Wait(0.05)]

    @shows(HidingDone)
    def hiding_done(self, ev: HidingDone) -> list[Step]:
        return [self._sound("chime", 0.8), self._say("Everything is hidden. Here come the Crooks!", 1.8), Wait(1.2)]

    @shows(TurnBegan)
    def turn_began(self, ev: TurnBegan) -> list[Step]:
        def turn() -> None:
            self.scene.turn_seat = ev.seat
            self.scene.spinner.number = None
        return [Call(turn), Wait(0.25)]

    @shows(Spun)
    def spun(self, ev: Spun) -> list[Step]:
        steps: list[Step] = []
        if ev.purpose == "escape":
            turn = "roll" if self.scene.spinner.die else "spin"
            steps.append(self._say(f"{whose(self.scene.names[ev.seat])} getaway {turn}!", 1.4))
        steps.append(Call(lambda: setattr(self.scene.spinner, "active", False)))
        steps.append(self.scene.spinner.spin_to(ev.number))
        text = ev.describe(self.scene.names)
        steps.append(Call(lambda: self.scene.log.add(text, ev.seat)))
        steps.append(Wait(0.35))
        return steps

    def _walk(self, path: tuple[int, ...], place: Callable[[tuple[float, float]], None]) -> Step:
        pts = [self.scene.geo.center(sq) for sq in path]
        n = len(pts) - 1
        if n <= 0:
            return Call(lambda: place(pts[-1]))
        last = [-1]
        hop = self.scene.geo.tile * 0.22

        def apply(t: float) -> None:
            f = t * n
            i = min(int(f), n - 1)
            u = f - i
            if i != last[0]:
                last[0] = i
                self.scene.app.audio.play("step", 0.5)
            x = lerp(pts[i][0], pts[i + 1][0], u)
            y = lerp(pts[i][1], pts[i + 1][1], u) - math.sin(u * math.pi) * hop
            place((x, y))

        return Animate(STEP_SECONDS * n + 0.1, apply, LINEAR, on_done=lambda: place(pts[-1]))

    @shows(CrookMoved)
    def crook_moved(self, ev: CrookMoved) -> list[Step]:
        def place(pos: tuple[float, float]) -> None:
            if len(self.scene.crook_pos) == 2:
                self.scene.crook_pos = [pos if i == ev.crook else p for i, p in enumerate(self.scene.crook_pos)]
        return [self._walk(ev.path, place), Wait(0.15)]

    @shows(CrooksStuck)
    def crooks_stuck(self, ev: CrooksStuck) -> list[Step]:
        def say() -> None:
            for pos in self.scene.crook_pos:
                self.scene.popups.append(["stuck!", C.coral_hi, (pos[0], pos[1] - self.scene.geo.tile), 1.2])
            self.scene.app.audio.play("womp", 0.7)
        return [Call(say), Wait(0.7)]

    def _lift_token(self, square: int, owner: int) -> None:
        tokens = self.scene.stacks.get(square, [])
        for i, (o, _m) in enumerate(tokens):
            if o == owner:
                del tokens[i]
                break
        self.scene._touch(square)

    def _flip(self, square: int, owner: int, face: pygame.Surface, size: int, hold: float) -> tuple[Sprite, list[Step]]:
        """A face-down marker on ``square`` lifts off and turns over to show ``face``."""
        center = self.scene.geo.center(square)
        sprite = Sprite(art.chip(owner, int(self.scene.geo.tile * 0.7)), center)
        flipped = [False]

        def start(t: float) -> None:
            if t == 0.0 and sprite not in self.scene.sprites:
                self._lift_token(square, owner)
                self.scene.sprites.append(sprite)
            sprite.scale_x = abs(math.cos(t * math.pi)) or 0.02
            sprite.pos = (center[0], center[1] - t * self.scene.geo.tile * 0.5)
            if t >= 0.5 and not flipped[0]:
                flipped[0] = True
                sprite.surface = face
                self.scene.app.audio.play("flip", 0.7)
            if t >= 0.5:
                sprite.scale = 1.0

        return sprite, [Animate(0.32, start, LINEAR), Wait(hold)]

    @shows(MarkerTaken)
    def marker_taken(self, ev: MarkerTaken) -> list[Step]:
        size = int(self.scene.geo.tile * 1.25)
        face = art.marker_face(ev.name, ev.kind, ev.owner, size)
        sprite, steps = self._flip(ev.square, ev.owner, face, size, 0.35)
        trap = ev.kind == TRAP
        tally = self.scene.tallies[ev.owner]
        src: list[tuple[float, float]] = []

        def fly(t: float) -> None:
            if not src:
                src.append(sprite.pos)
            index = len(tally.traps if trap else tally.valuables)
            dst = self.scene.scoreboard.slot(ev.owner, ev.kind, index)
            a = src[0]
            x = lerp(a[0], dst[0], t)
            y = lerp(a[1], dst[1], t) - math.sin(t * math.pi) * 60
            sprite.pos = (x, y)
            sprite.scale = lerp(1.0, ICON / size, t)

        def land() -> None:
            if sprite in self.scene.sprites:
                self.scene.sprites.remove(sprite)
            (tally.traps if trap else tally.valuables).append(ev.marker)
            tally.score += 1 if trap else -1
            x, y = self.scene.scoreboard.score_pos(ev.owner)
            self.scene.popups.append(["+1" if trap else "−1", C.good if trap else C.coral_hi, (x, y - 8), 1.2])
            self.scene.app.audio.play("boing" if trap else "coin", 0.8)

        return steps + [Animate(0.5, fly, EASE_IN_OUT, on_done=land), Wait(0.1)]

    @shows(KidFound)
    def kid_found(self, ev: KidFound) -> list[Step]:
        return self._kid_up(ev.seat, ev.square, f"{whose(self.scene.names[ev.seat])} Kid is found! Run!")

    @shows(KidOut)
    def kid_out(self, ev: KidOut) -> list[Step]:
        return self._kid_up(ev.seat, ev.square, f"{whose(self.scene.names[ev.seat])} Kid comes out! Run!")

    @shows(KidsComeOut)
    def kids_come_out(self, ev: KidsComeOut) -> list[Step]:
        return [self._sound("siren", 0.8), self._say("The Kids come out! Catch one to end the game.", 2.2), Wait(1.0)]

    @shows(LastRound)
    def last_round(self, ev: LastRound) -> list[Step]:
        return [self._sound("chime", 0.8), self._say("Last round! Everyone has one more turn.", 2.2), Wait(1.0)]

    def _kid_up(self, seat: int, square: int, words: str) -> list[Step]:
        """A Kid marker turns over and the Kid stands up on its square."""
        t = self.scene
        size = int(t.geo.tile * 1.25)
        face = art.marker_face("Kid", KID_MARKER, seat, size)
        sprite, steps = self._flip(square, seat, face, size, 0.3)
        center = t.geo.center(square)

        def rise(f: float) -> None:
            if sprite in t.sprites:
                t.sprites.remove(sprite)
            t.kid_pos[seat] = center
            t.kid_scale[seat] = max(0.02, f)

        def up() -> None:
            t.kid_scale.pop(seat, None)
            t.tallies[seat].kid = "up"

        return steps + [self._sound("siren", 0.7), self._say(words, 1.6), Animate(0.45, rise, EASE_BACK, on_done=up),
                        Wait(0.3)]

    @shows(KidEscaped, KidMoved)
    def kid_walks(self, ev: KidMoved | KidEscaped) -> list[Step]:
        def place(pos: tuple[float, float]) -> None:
            self.scene.kid_pos[ev.seat] = pos
        return [self._walk(ev.path, place), Wait(0.15)]

    @shows(KidStayed)
    def kid_stayed(self, ev: KidStayed) -> list[Step]:
        def say() -> None:
            pos = self.scene.kid_pos.get(ev.seat)
            if pos is not None:
                self.scene.popups.append(["stuck" if ev.forced else "stays", C.cream, (pos[0], pos[1] - self.scene.geo.tile), 1.0])
        return [Call(say), Wait(0.35)]

    @shows(KidToTreehouse)
    def kid_to_treehouse(self, ev: KidToTreehouse) -> list[Step]:
        a, b = self.scene.geo.center(ev.handle_bar), self.scene.geo.center(ev.square)

        def zip_(t: float) -> None:
            self.scene.zip_line = (a, b)
            x = lerp(a[0], b[0], t)
            y = lerp(a[1], b[1], t) - math.sin(t * math.pi) * self.scene.geo.tile * 2
            self.scene.kid_pos[ev.seat] = (x, y)

        def arrive() -> None:
            self.scene.zip_line = None
            self.scene.kid_pos[ev.seat] = b
            self.scene.tallies[ev.seat].kid = "tree"
            self.scene.app.audio.play("thud", 0.6)

        return [self._sound("boing", 0.8), self._say("Handle bar! Zip to the Treehouse!", 1.5),
                Animate(0.9, zip_, EASE_IN_OUT, on_done=arrive), Wait(0.3)]

    @shows(KidCaught)
    def kid_caught(self, ev: KidCaught) -> list[Step]:
        def fall(t: float) -> None:
            self.scene.kid_tilt[ev.seat] = 90 * t
            if t == 0.0:
                self.scene.flash = [self.scene.geo.center(ev.square), 1.0]

        def done() -> None:
            self.scene.tallies[ev.seat].kid = "caught"
        caught = f"{CROOK_NAMES[ev.crook]} caught {whose(self.scene.names[ev.seat], start=False)} Kid!"
        return [self._sound("siren", 0.9), self._say(caught, 2.0),
                Animate(0.6, fall, EASE_OUT, on_done=done), Wait(0.5)]

    @shows(GameOver)
    def game_over(self, ev: GameOver) -> list[Step]:
        return [Wait(0.6)]

