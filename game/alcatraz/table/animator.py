"""Every Escape from Alcatraz event as animation steps: cards flying, flipping, stamps and bubbles.

Each event becomes a short list of :mod:`game.ui.event_player` steps: a call
that lifts the moving cards off the model (the still table redraws without
them) and puts flying sprites in their place, the flights, and a call that
lands them (the model takes them in and the sprites go). The log line is
added by the shared scene as the event's first step starts.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from game.alcatraz import events as E
from game.alcatraz.cards import ACTION_KIND, ACTION_NAMES, GUARD_HELP_CARD, PLAN_OF, PLANS, card_name
from game.alcatraz.table.art import ACTION_BLURB
from game.alcatraz.table.layout import HAND_CARD, PILE_CARD, REVEALED_CARD, SPOT_CARD
from game.alcatraz.table.sprites import Caption, Pulse, Stamp, TableCard
from game.alcatraz.table.table_model import Where
from game.engine.actions import Event, GameOver, Shuffled, TurnBegan
from game.table.scene import GameScene
from game.ui.event_player import Call, Lazy, Seq, Step, Together, Wait
from game.ui.stage import Banner, Bubble

FLY = 0.42
#: where banners appear: over the middle of the play areas
BANNER_AT = (500, 330)
ON_PLAN = (30, 42)


class Animator:
    def __init__(self, scene: GameScene):
        self.scene = scene
        self.goer = -1
        self.end_reason = ""

    @property
    def m(self):
        return self.scene.model

    @property
    def lay(self):
        return self.scene.layout

    def steps(self, event: Event) -> list[Step]:
        handler = getattr(self, "_" + type(event).__name__, None)
        if handler is None:
            return [Wait(0.15)]
        return handler(event)

    # ------------------------------------------------------------------ places
    def place(self, where: Where, card: int, *, arriving: bool = False, k: int = 0, total: int = 1
              ) -> tuple[tuple[float, float], tuple[int, int], bool]:
        """(centre, size, face up) of ``card`` at ``where``; ``arriving``: where it will land."""
        lay, m, scene = self.lay, self.m, self.scene
        if isinstance(where, tuple):
            kind, seat = where
            if kind == "hand":
                if seat == lay.bottom:
                    up = scene.hand.face_up and card >= 0
                    if arriving:
                        cards = scene.sorted_hand(m.hand + [c for c in scene.incoming if c not in m.hand])
                        return scene.hand.slot_if_added(cards, card), HAND_CARD, up
                    if card in scene.hand.cards:
                        return scene.hand.position(card), HAND_CARD, up
                    return lay.hand.center, HAND_CARD, up
                return lay.hand_anchor(seat), (int(lay.cell_card[0] * 0.6), int(lay.cell_card[1] * 0.6)), False
            if kind == "play":
                return lay.cell_card_center(seat, PLAN_OF[card]), lay.cell_card, True
            return lay.foiled_anchor(seat), (int(lay.cell_card[0] * 0.7), int(lay.cell_card[1] * 0.7)), True
        if where == "cell_block":
            return lay.cell_block, PILE_CARD, False
        if where == "action_deck":
            return lay.action_deck, PILE_CARD, False
        if where == "active":
            return lay.action_active, PILE_CARD, True
        if where == "action_discard":
            return lay.action_discard, PILE_CARD, True
        if where == "on_plans":
            plan = m.guard_help_on if card == GUARD_HELP_CARD else m.change_on
            head = lay.headers[max(0, plan)]
            return (head.right - 14, head.y + 21), ON_PLAN, True
        if where == "solitary":
            sp = scene.painter.solitary
            if arriving:
                n = len(m.solitary) + total
                return sp.center_of(len(m.solitary) + k, n), PILE_CARD, True
            idx = m.solitary.index(card) if card in m.solitary else len(m.solitary) - 1
            return sp.center_of(max(0, idx), len(m.solitary)), PILE_CARD, True
        if where == "yard":
            sp = scene.painter.yard
            if arriving:
                return sp.center_of(len(m.yard) + k, len(m.yard) + total), PILE_CARD, True
            idx = m.yard.index(card) if card in m.yard else len(m.yard) - 1
            return sp.center_of(max(0, idx), len(m.yard)), PILE_CARD, True
        if where == "revealed":
            idx = (len(m.revealed) + k) if arriving else (m.revealed.index(card) if card in m.revealed else 0)
            return scene.revealed_slot(idx), REVEALED_CARD, True
        return lay.cell_block, PILE_CARD, False

    # ------------------------------------------------------------------ moving cards
    def move(self, moves: Sequence[tuple[int, Where, Where]], *, seconds: float = FLY, stagger: float = 0.0,
             sound: str | None = "slide", known: bool = False, arc: float = 30.0,
             then: Callable[[], None] | None = None) -> list[Step]:
        """Cards flying from one place to another, the model following."""
        moves = list(moves)
        if not moves:
            return []
        sprites: list[TableCard] = []
        flights: list[Step] = []
        scene = self.scene

        def lift_off() -> None:
            per_dest: dict = {}
            totals: dict = {}
            for _, _, dst in moves:
                totals[dst] = totals.get(dst, 0) + 1
            starts = []
            for card, src, dst in moves:
                starts.append(self.place(src, card))
            for (card, src, dst) in moves:
                if dst == ("hand", self.lay.bottom) and card >= 0:
                    scene.incoming.append(card)
            ends = []
            for card, src, dst in moves:
                k = per_dest.get(dst, 0)
                per_dest[dst] = k + 1
                ends.append(self.place(dst, card, arriving=True, k=k, total=totals[dst]))
            for (card, src, dst), (pos, size, up) in zip(moves, starts):
                self.m.take(src, card)
            scene.refresh_hand()
            for i, ((card, src, dst), (pos, size, up), (to, to_size, to_up)) in enumerate(zip(moves, starts, ends)):
                sprite = TableCard(card, pos, size, face_up=up)
                scene.flying.append(sprite)
                sprites.append(sprite)
                fly = sprite.fly(to, seconds, arc=arc, scale_to=sprite.scale_for(to_size))
                step: Step = fly
                if up != to_up:
                    step = Together([fly, sprite.flip(seconds * 0.6, face_up=to_up)])
                flights.append(Seq([Wait(i * stagger), step]) if stagger else step)
            if sound:
                scene.app.audio.play(sound, 0.5)

        def land() -> None:
            for sprite in sprites:
                if sprite in scene.flying:
                    scene.flying.remove(sprite)
            for card, src, dst in moves:
                if card in scene.incoming:
                    scene.incoming.remove(card)
                self.m.put(dst, card, known=known)
            scene.refresh_hand()
            if then is not None:
                then()

        return [Call(lift_off), Lazy(lambda: Together(flights)), Call(land)]

    def effect(self, effect) -> Call:
        return Call(lambda: self.scene.add_effect(effect))

    def bubble(self, seat: int, text: str, seconds: float = 1.2) -> Call:
        def show() -> None:
            head = self.lay.row_head(seat)
            self.scene.add_effect(Bubble(text, (head.x + 40, head.y + 6), seat=self.scene.seat_color(seat), seconds=seconds, size=20))
        return Call(show)

    def sound(self, name: str, volume: float = 0.6) -> Call:
        return Call(lambda: self.scene.app.audio.play(name, volume))

    def model(self, fn: Callable[[], None]) -> Call:
        def run() -> None:
            fn()
            self.m.version += 1
            self.scene.refresh_hand()
        return Call(run)

    # ------------------------------------------------------------------ rounds
    def _RoundBegan(self, e: E.RoundBegan) -> list[Step]:
        def set_round() -> None:
            self.m.round, self.m.dealer, self.m.current = e.round, e.dealer, -1
            self.goer, self.end_reason = -1, ""
        return [self.model(set_round), self.sound("chime", 0.5),
                self.effect(Banner(f"Round {e.round}", BANNER_AT, sub=f"{self.scene.names[e.dealer]} deals", seconds=1.3)), Wait(0.7)]

    def _PlansGathered(self, e: E.PlansGathered) -> list[Step]:
        sprites: list[TableCard] = []
        flights: list[Step] = []

        def start() -> None:
            m = self.m
            samples: list[tuple[int, Where]] = []
            for where, cards in (("yard", m.yard), ("solitary", m.solitary[-6:])):
                samples += [(c, where) for c in cards]
            for s in range(m.n):
                samples += [(c, ("play", s)) for c in m.play[s][:2]] + [(c, ("foiled", s)) for c in m.foiled[s][:2]]
            samples = samples[:14]
            for i, (card, where) in enumerate(samples):
                pos, size, up = self.place(where, card)
                sprite = TableCard(card, pos, size, face_up=up)
                sprites.append(sprite)
                self.scene.flying.append(sprite)
                flights.append(Seq([Wait(i * 0.03), Together([sprite.fly(self.lay.cell_block, 0.4, arc=20,
                                                                    scale_to=sprite.scale_for(PILE_CARD)),
                                                         sprite.flip(0.3, face_up=False)])]))
            m.gather(e.count)
            self.scene.refresh_hand()
            self.scene.app.audio.play("slide", 0.5)

        def end() -> None:
            for sprite in sprites:
                if sprite in self.scene.flying:
                    self.scene.flying.remove(sprite)
        return [Call(start), Lazy(lambda: Together(flights)), Call(end)]

    def _Shuffled(self, e: Shuffled) -> list[Step]:
        m = self.m
        if e.zone == "Action deck":
            def reshuffle() -> None:
                m.action_deck = e.size
                m.action_discard = []
            return [self.model(reshuffle), self.sound("shuffle", 0.7),
                    self.effect(Pulse(self._pile_rect(self.lay.action_deck))), Wait(0.5)]
        return [self.sound("shuffle", 0.7), self.effect(Pulse(self._pile_rect(self.lay.cell_block))), Wait(0.35)]

    def _pile_rect(self, center: tuple[int, int]) -> pygame.Rect:
        r = pygame.Rect(0, 0, *PILE_CARD)
        r.center = center
        return r

    def _CardRevealed(self, e: E.CardRevealed) -> list[Step]:
        fast = e.reason == "setup"
        return self.move([(e.card, "cell_block", e.to)], seconds=0.32 if fast else FLY, sound="flip")

    def _YardSearched(self, e: E.YardSearched) -> list[Step]:
        return [self.effect(Banner("No Escapee yet", BANNER_AT,
                                   sub=f"{self.scene.names[e.dealer]} finds one in the Cell Block", seconds=1.6)),
                *self.move([(e.card, "cell_block", "yard")], sound="flip"), Wait(0.4)]

    def _Dealt(self, e: E.Dealt) -> list[Step]:
        return self.move([(c, "cell_block", ("hand", e.seat)) for c in e.cards], seconds=0.3, stagger=0.03,
                         sound="shuffle" if e.seat == self.lay.bottom else None, arc=16)

    def _Drew(self, e: E.Drew) -> list[Step]:
        if not e.cards:
            return [self.bubble(e.seat, "Nothing left to draw"), Wait(0.5)]
        return self.move([(c, e.src, ("hand", e.seat)) for c in e.cards], stagger=0.08, known=e.public,
                         sound="flip")

    def _TurnBegan(self, e: TurnBegan) -> list[Step]:
        def turn() -> None:
            self.m.current = e.seat
            self.m.turn = e.turn
        return [self.model(turn), Wait(0.08)]

    # ------------------------------------------------------------------ plays
    def _PlanStarted(self, e: E.PlanStarted) -> list[Step]:
        return [*self.move([(c, ("hand", e.seat), ("play", e.seat)) for c in e.cards], stagger=0.06, sound="thud"),
                self.effect(Pulse(self.lay.headers[e.plan]))]

    def _LaidOff(self, e: E.LaidOff) -> list[Step]:
        return self.move([(c, ("hand", e.seat), ("play", e.seat)) for c in e.cards], stagger=0.06, sound="thud")

    def _EscapeeSentToYard(self, e: E.EscapeeSentToYard) -> list[Step]:
        return self.move([(e.card, ("hand", e.seat), "yard")], sound="slide")

    def _Discarded(self, e: E.Discarded) -> list[Step]:
        return self.move([(e.card, ("hand", e.seat), "solitary")], sound="slide")

    def _WentOut(self, e: E.WentOut) -> list[Step]:
        def mark() -> None:
            self.goer = e.seat
        return [Call(mark), self.sound("chime", 0.8),
                self.effect(Banner(f"{self.scene.names[e.seat]} goes out!", BANNER_AT, seconds=1.4)), Wait(0.9)]

    def _RoundEnded(self, e: E.RoundEnded) -> list[Step]:
        def mark() -> None:
            self.end_reason = e.reason
        why = {"went_out": "", "cell_block_empty": "The Cell Block is empty"}.get(e.reason, "It went on too long")
        return [Call(mark), self.effect(Banner(f"Round {e.round} is over", BANNER_AT, sub=why, seconds=1.3)), Wait(0.8)]

    def _RoundScored(self, e: E.RoundScored) -> list[Step]:
        return [SummaryStep(self.scene, e, self)]

    def _GameOver(self, e: GameOver) -> list[Step]:
        return [Wait(0.4)]

    # ------------------------------------------------------------------ Action cards
    def _ActionDrawn(self, e: E.ActionDrawn) -> list[Step]:
        scene = self.scene
        kind = ACTION_KIND[e.card]
        holder: list[TableCard] = []
        spot = (500, 300)

        def start() -> None:
            self.m.take("action_deck", e.card)
            sprite = TableCard(e.card, self.lay.action_deck, PILE_CARD, face_up=False)
            holder.append(sprite)
            scene.flying.append(sprite)
            scene.app.audio.play("flip", 0.7)

        def to_spot() -> Step:
            sprite = holder[0]
            return Together([sprite.fly(spot, 0.45, arc=40, scale_to=sprite.scale_for(SPOT_CARD)),
                             sprite.flip(0.35, face_up=True)])

        def caption() -> None:
            scene.add_effect(Caption(ACTION_NAMES[kind], ACTION_BLURB[kind], (spot[0], spot[1] + 112), 1.15))

        def to_slot() -> Step:
            sprite = holder[0]
            return sprite.fly(self.lay.action_active, 0.35, arc=10, scale_to=sprite.scale_for(PILE_CARD))

        def land() -> None:
            for sprite in holder:
                if sprite in scene.flying:
                    scene.flying.remove(sprite)
            self.m.put("active", e.card)
        return [Call(start), Lazy(to_spot), Call(caption), Wait(1.05), Lazy(to_slot), Call(land)]

    def _ActionPlaced(self, e: E.ActionPlaced) -> list[Step]:
        holder: list[TableCard] = []
        head = self.lay.headers[e.plan]

        def start() -> None:
            sprite = TableCard(e.card, self.lay.action_active, PILE_CARD)
            holder.append(sprite)
            self.scene.flying.append(sprite)
            self.m.take("active", e.card)

        def land() -> None:
            self.scene.flying[:] = [s for s in self.scene.flying if s not in holder]
            self.m.place(e.card, e.plan)
        return [Call(start), Lazy(lambda: holder[0].fly((head.right - 14, head.y + 21), FLY,
                                                         scale_to=holder[0].scale_for(ON_PLAN))),
                Call(land), self.effect(Pulse(head)), self.sound("thud", 0.5)]

    def _ActionDiscarded(self, e: E.ActionDiscarded) -> list[Step]:
        src = "active" if e.reason in ("done", "no_plan") else "on_plans"
        return self.move([(e.card, src, "action_discard")], sound=None, arc=10)

    def _CardMoved(self, e: E.CardMoved) -> list[Step]:
        return self.move([(e.card, e.src, e.dst)], seconds=0.32, sound=None)

    def _PlanCardTaken(self, e: E.PlanCardTaken) -> list[Step]:
        return [self.bubble(e.seat, f"I'll take that {PLANS[e.plan].name} card", 1.1),
                *self.move([(e.card, ("play", e.from_seat), ("play", e.seat))], sound="slide")]

    def _FavorNamed(self, e: E.FavorNamed) -> list[Step]:
        return [self.bubble(e.seat, f"Who has a {PLANS[e.plan].name} card?", 1.3), Wait(0.6)]

    def _FavorAsked(self, e: E.FavorAsked) -> list[Step]:
        if e.card < 0:
            return [self.bubble(e.asked, "Not me", 0.8), Wait(0.35)]
        return [self.bubble(e.asked, "Here you go", 0.9),
                *self.move([(e.card, ("hand", e.asked), ("hand", e.asker))], known=True, sound="slide")]

    def _WardenDiscardedPlan(self, e: E.WardenDiscardedPlan) -> list[Step]:
        return self.move([(c, ("play", e.seat), "solitary") for c in e.cards], stagger=0.05, sound="slide")

    def _WardenPassed(self, e: E.WardenPassed) -> list[Step]:
        return [self.bubble(e.seat, "Nothing to give up", 1.0), Wait(0.4)]

    def _PlanFoiled(self, e: E.PlanFoiled) -> list[Step]:
        head = self.lay.headers[e.plan]
        src: Where = "yard" if e.from_yard else ("hand", e.seat)
        moves = [(e.escapee, src, ("foiled", e.seat))] + [(c, ("play", e.seat), ("foiled", e.seat)) for c in e.cards]
        return [self.sound("siren", 0.6),
                self.effect(Stamp("FOILED!", (head.centerx, head.bottom + 40))),
                self.bubble(e.seat, f"Foiled, with {card_name(e.escapee)}!", 1.4),
                Wait(0.5), *self.move(moves, stagger=0.05, sound="thud")]

    def _FoiledCardsAdded(self, e: E.FoiledCardsAdded) -> list[Step]:
        return self.move([(c, ("play", e.seat), ("foiled", e.seat)) for c in e.cards], stagger=0.04, sound=None)

    def _CoConspiratorAdded(self, e: E.CoConspiratorAdded) -> list[Step]:
        return [self.bubble(e.seat, f"{card_name(e.card)} was in on it too!", 1.2),
                *self.move([(e.card, ("hand", e.seat), ("foiled", e.seat))], sound="coin")]

    def _CoConspiratorDeclined(self, e: E.CoConspiratorDeclined) -> list[Step]:
        if self.scene.hot_seat():
            return []  # only the decider may know they had an Escapee to add
        return [self.bubble(e.seat, "I'll keep my Escapees", 0.9), Wait(0.3)]

    def _PlanLeftPlay(self, e: E.PlanLeftPlay) -> list[Step]:
        return [self.effect(Pulse(self.lay.headers[e.plan], seconds=0.5)), Wait(0.15)]


class SummaryStep(Step):
    """The round summary: opens the overlay and waits until it is closed (or skipped past)."""

    def __init__(self, scene: GameScene, event: E.RoundScored, animator: Animator):
        self.scene, self.event, self.animator = scene, event, animator
        self.opened = False

    def start(self) -> None:
        if not self.opened:
            self.opened = True
            self.scene.open_summary(self.event, self.animator.goer, self.animator.end_reason)

    def update(self, dt: float) -> bool:
        return self.scene.summary_open()

    def finish(self) -> None:
        self.start()
