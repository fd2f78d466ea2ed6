"""Every Alarm! event as animation steps, with its sound.

Each ``@shows`` method turns one engine event into steps for the shared event player:
cards drawn and flipped, handed to their recipient (the card waits large in
the centre with an arrow while the recipient may call a Lawyer), landing in
their slot, countered pairs and swept obstacles flying to the discard pile,
stolen Loot, Panic passes, the siren when someone is caught, prison bars,
the showdown payment and the reshuffle. Steps change the
:class:`~.table_model.TableModel` at the moment the picture changes, so the
seat meters move exactly when a card arrives.
"""

from __future__ import annotations

from typing import Any, Callable

from game.alarm.cards import KIND_INDEX, KINDS, LOOT
from game.alarm.events import (
    CardDiscarded,
    CardDrawn,
    CardGiven,
    CardPassed,
    CardPlaced,
    CardsRanOut,
    Caught,
    CloverSwept,
    Countered,
    EquipmentStored,
    InformantUsed,
    LawyerUsed,
    LootStolen,
    NothingToSteal,
    OverviewDealt,
    PanicEnded,
    PanicStarted,
    ShowdownBegan,
    ShowdownPaid,
    ShowdownUnpaid,
)
from game.alarm.table.effects import Bars, SirenFlash, Sweep
from game.alarm.table.layout import PILE_SCALE, SIDE_SCALE, SLOT_SCALE
from game.alarm.table.painter import out_reason_text
from game.engine import GameOver, SeatEliminated, Shuffled, TurnBegan
from game.table.animator import Animator, shows
from game.table.scene import GameScene
from game.ui.event_player import Call, Lazy, Seq, Step, Together, Wait
from game.ui.stage import Banner, Bubble
from game.ui.theme import C

COUNTER_WORDS = {"bone": "A Bone for the Dog!", "wire_cutters": "Snip! No more Chain", "keys": "Unlocked!"}


class AlarmAnimator(Animator):
    """The steps of every Alarm! event on this table (``scene``), one ``@shows`` method each."""

    scene: GameScene

    # -- helpers ------------------------------------------------------------------------
    @property
    def m(self):
        return self.scene.model

    @property
    def lay(self):
        return self.scene.layout

    def sound(self, name: str, volume: float = 0.8) -> Call:
        return Call(lambda: self.scene.app.audio.play(name, volume))

    def bubble(self, seat: int, text: str, color=C.cream, ink=C.ink, seconds: float = 1.4) -> None:
        box = self.lay.seats[seat]  # over the seat's own cards, for a moment: never over the centre or the log
        self.scene.add_effect(Bubble(text, (box.centerx, box.y + 96), color=color, ink=ink, seconds=seconds, key=("seat", seat)))

    def fly(self, key: Any, to: tuple[float, float], seconds: float, scale: float | None = None, arc: float = 24,
            on_done: Callable[[], None] | None = None) -> Step:
        """A lazy flight of sprite ``key`` (nothing happens, but ``on_done`` runs, if it is gone)."""
        def build() -> Step:
            sprite = self.scene.sprites.get(key)
            if sprite is None:
                return Call(on_done or (lambda: None))
            self.scene.raise_sprite(key)
            return sprite.fly(to, seconds, scale_to=scale, arc=arc, on_done=on_done)
        return Lazy(build)

    def lift_from_slot(self, seat: int, card: int) -> None:
        """Take one card out of a seat's slot and make it a sprite there."""
        kind = self.m.kinds[card]
        self.m.add(seat, kind, -1)
        self.scene.new_sprite(card, self.lay.slot_center(seat, kind), SLOT_SCALE)

    def to_discard(self, cards: list[int], seconds: float = 0.45, stagger: float = 0.06,
                   then: Callable[[], None] | None = None) -> Step:
        """All ``cards`` (already sprites) fly to the discard pile; the pile grows as each lands."""
        flights = []
        for i, card in enumerate(cards):
            def landed(card: int = card) -> None:
                self.m.discard.append(card)
                self.scene.drop_sprite(card)
            flight = self.fly(card, self.lay.discard, seconds, PILE_SCALE, arc=40, on_done=landed)
            flights.append(Seq([Wait(stagger * i), flight]) if i else flight)
        steps: list[Step] = [Together(flights)]
        if then is not None:
            steps.append(Call(then))
        return Seq(steps)

    def ensure_main(self, card: int) -> None:
        """The card on its way should be a sprite in the centre; make it one if it is not (after a skip)."""
        if card not in self.scene.sprites:
            self.scene.new_sprite(card, self.lay.main, 1.0)

    def card_done(self, seat: int, card: int, counts_as_turn_card: bool = True) -> None:
        m = self.m
        if card == m.main_card:
            m.main_card, m.main_for = -1, -1
        if card == m.side_card:
            m.side_card = -1
        if card == m.drawn:
            m.drawn = -1
            if counts_as_turn_card and 0 <= seat < m.n:
                m.served[seat] = True
                m.touch(seat)

    # -- the turn -----------------------------------------------------------------------
    @shows(TurnBegan)
    def turn_began(self, e: TurnBegan) -> list[Step]:
        def begin() -> None:
            m = self.m
            m.active, m.turn = e.seat, e.turn
            m.served = [False] * m.n
            m.touch_all()
        return [Call(begin), self.sound("tick", 0.5), Wait(0.3)]

    @shows(Shuffled)
    def shuffled(self, e: Shuffled) -> list[Step]:
        if self.scene.opening:
            return [Wait(0.2)]
        keys = [("shuffle", i) for i in range(min(8, max(1, len(self.m.discard))))]

        def start() -> None:
            self.m.discard = []
            for k in keys:
                self.scene.new_sprite(k, self.lay.discard, PILE_SCALE, face_up=False)

        def done() -> None:
            self.m.deck_count = e.size
            for k in keys:
                self.scene.drop_sprite(k)
        flights = [Seq([Wait(0.07 * i), self.fly(k, self.lay.deck, 0.45, PILE_SCALE, arc=50)]) for i, k in
                   enumerate(keys)]
        return [Call(start), self.sound("shuffle"), Together(flights), Call(done),
                Call(lambda: self.scene.add_effect(Bubble("Reshuffled!", (self.lay.deck[0], self.lay.deck[1] - 80),
                                                          color=C.sky, ink=C.ink, seconds=1.2))), Wait(0.3)]

    @shows(OverviewDealt)
    def overview_dealt(self, e: OverviewDealt) -> list[Step]:
        return [Wait(0.05)]

    @shows(CardDrawn)
    def card_drawn(self, e: CardDrawn) -> list[Step]:
        def draw_it() -> None:
            self.m.deck_count = max(0, self.m.deck_count - 1)
            self.scene.new_sprite(e.card, self.lay.deck, PILE_SCALE, face_up=False)

        def shown() -> None:
            m = self.m
            m.drawn = m.main_card = e.card
            m.main_for = -1

        def flip() -> Step:
            sprite = self.scene.sprites.get(e.card)
            return sprite.flip(0.25) if sprite is not None else Wait(0)
        return [Call(draw_it), self.sound("flip", 0.7), self.fly(e.card, self.lay.main, 0.35, 1.0, arc=20),
                Lazy(flip), Call(shown), Wait(0.15)]

    @shows(CardGiven)
    def card_given(self, e: CardGiven) -> list[Step]:
        def given() -> None:
            self.ensure_main(e.card)
            self.m.main_card = e.card
            self.m.main_for = e.to
            if e.giver == e.to:
                self.bubble(e.to, "Keeps it", seconds=1.0)
        def back_to_centre() -> Step:  # a card dropped on a seat glides back to wait in the middle
            sprite = self.scene.sprites.get(e.card)
            if sprite is None or (abs(sprite.pos[0] - self.lay.main[0]) + abs(sprite.pos[1] - self.lay.main[1])) < 2:
                return Wait(0)
            return sprite.fly(self.lay.main, 0.2, scale_to=1.0, arc=0)
        return [Call(given), self.sound("slide", 0.6), Lazy(back_to_centre), Wait(0.4)]

    # -- before the card lands ----------------------------------------------------------
    @shows(LawyerUsed)
    def lawyer_used(self, e: LawyerUsed) -> list[Step]:
        def called() -> None:
            m = self.m
            m.uses[e.seat] = e.uses_left
            if m.overview[e.seat] == "unused":
                m.overview[e.seat] = "lawyer"
            m.touch(e.seat)
            self.ensure_main(e.card)
            self.bubble(e.seat, "Lawyer!", C.teal, C.cream)

        def gone() -> None:
            self.m.discard.append(e.card)
            self.scene.drop_sprite(e.card)
            self.card_done(e.seat, e.card, counts_as_turn_card=not e.in_panic)
        return [Call(called), self.sound("chime"), Wait(0.35),
                self.fly(e.card, self.lay.discard, 0.4, PILE_SCALE, arc=40, on_done=gone), Wait(0.1)]

    @shows(InformantUsed)
    def informant_used(self, e: InformantUsed) -> list[Step]:
        def told() -> None:
            m = self.m
            m.overview[e.seat] = "informant"
            m.uses[e.seat] = 0
            m.touch(e.seat)
            m.main_for = e.to
            self.bubble(e.seat, "Informant!", (70, 68, 92), C.cream)
        return [Call(told), self.sound("tick"), self.sound("chime", 0.6), Wait(0.6)]

    # -- landing -------------------------------------------------------------------------
    def _land(self, seat: int, card: int, kind: str, sound: str) -> list[Step]:
        k = KIND_INDEX[kind]

        def before() -> None:
            self.ensure_main(card)

        def landed() -> None:
            self.m.add(seat, k, 1)
            self.scene.drop_sprite(card)
            self.card_done(seat, card)
        return [Call(before), self.fly(card, self.lay.slot_center(seat, k), 0.4, SLOT_SCALE, arc=30, on_done=landed),
                self.sound(sound, 0.7), Wait(0.1)]

    @shows(CardPlaced)
    def card_placed(self, e: CardPlaced) -> list[Step]:
        return self._land(e.seat, e.card, e.kind, "coin" if e.kind == "loot" else "thud")

    @shows(EquipmentStored)
    def equipment_stored(self, e: EquipmentStored) -> list[Step]:
        return self._land(e.seat, e.card, e.kind, "thud")

    @shows(Countered)
    def countered(self, e: Countered) -> list[Step]:
        # Which of the two just arrived is known only when the step plays: the other one is the card
        # already in front of the player (a player never holds equipment and its obstacle together).
        pair: dict[str, int] = {}

        def before() -> None:
            ek = self.m.kinds[e.equipment]
            stored = self.m.counts[e.seat][ek] > 0
            pair["arriving"] = e.obstacle if stored else e.equipment
            pair["partner"] = e.equipment if stored else e.obstacle
            self.ensure_main(pair["arriving"])

        def meet() -> None:
            self.lift_from_slot(e.seat, pair["partner"])
            self.bubble(e.seat, COUNTER_WORDS.get(KINDS[self.m.kinds[e.equipment]], "Dealt with!"), C.good, C.cream,
                        1.2)

        def done() -> None:
            self.card_done(e.seat, pair["arriving"])
        return [Call(before),
                Lazy(lambda: self.fly(pair["arriving"],
                                      self.lay.slot_center(e.seat, self.m.kinds[pair["partner"]]), 0.4,
                                      SLOT_SCALE * 1.4, arc=30)),
                Call(meet), self.sound("boing", 0.7), Wait(0.25),
                Lazy(lambda: self.to_discard([pair["arriving"], pair["partner"]], 0.4, 0.0, then=done))]

    # -- special cards ---------------------------------------------------------------------
    @shows(CloverSwept)
    def clover_swept(self, e: CloverSwept) -> list[Step]:
        seat = e.seat
        first = self.lay.slot_center(seat, 0)
        last = self.lay.slot_center(seat, 3)

        def start() -> None:
            self.ensure_main(e.clover)
            m = self.m
            if m.main_card == e.clover:
                m.main_card, m.main_for = -1, -1
            m.side_card = e.clover
            self.scene.add_effect(Sweep(first, last, 0.6))
            if not e.cards:
                self.bubble(seat, "Nothing to sweep", seconds=1.2)

        def lift() -> None:
            for card in e.cards:
                self.lift_from_slot(seat, card)
        steps: list[Step] = [Call(start), self.sound("chime"),
                             self.fly(e.clover, (first[0] - 10, first[1] - 10), 0.35, SIDE_SCALE * 1.2, arc=20),
                             self.fly(e.clover, (last[0] + 10, last[1] - 10), 0.45, SIDE_SCALE * 1.2, arc=16),
                             Call(lift)]
        if e.cards:
            steps.append(self.to_discard(list(e.cards), 0.45))
        return steps

    @shows(LootStolen)
    def loot_stolen(self, e: LootStolen) -> list[Step]:
        def lift() -> None:
            self.lift_from_slot(e.victim, e.card)
            self.bubble(e.thief, "Grabbed!", C.mustard, C.ink, 1.2)

        def landed() -> None:
            self.m.add(e.thief, LOOT, 1)
            self.scene.drop_sprite(e.card)
        return [Call(lift), self.sound("coin"),
                self.fly(e.card, self.lay.slot_center(e.thief, LOOT), 0.6, SLOT_SCALE, arc=70, on_done=landed),
                Wait(0.15)]

    @shows(NothingToSteal)
    def nothing_to_steal(self, e: NothingToSteal) -> list[Step]:
        return [Call(lambda: self.bubble(e.seat, "No Loot to grab", seconds=1.2)), self.sound("womp", 0.6),
                Wait(0.5)]

    @shows(PanicStarted)
    def panic_started(self, e: PanicStarted) -> list[Step]:
        def start() -> None:
            m = self.m
            m.panic = (e.seat, e.direction)
            card = m.main_card if m.main_card >= 0 else m.drawn
            if card >= 0:
                self.ensure_main(card)
                m.side_card = card
            m.main_card, m.main_for = -1, -1
        return [Call(start), self.sound("buzz", 0.7),
                Lazy(lambda: self.fly(self.m.side_card, self.lay.side, 0.3, SIDE_SCALE, arc=10)), Wait(0.35)]

    @shows(CardPassed)
    def card_passed(self, e: CardPassed) -> list[Step]:
        def lift() -> None:
            self.lift_from_slot(e.giver, e.card)
            self.m.main_card = e.card
            self.m.main_for = e.to
        return [Call(lift), self.sound("slide"), self.fly(e.card, self.lay.main, 0.45, 1.0, arc=30), Wait(0.25)]

    @shows(PanicEnded)
    def panic_ended(self, e: PanicEnded) -> list[Step]:
        def end() -> None:
            self.m.panic = None
            if e.reason != "caught":
                self.bubble(e.origin, "Panic over", seconds=1.1)
        return [Call(end), Wait(0.35)]

    @shows(CardDiscarded)
    def card_discarded(self, e: CardDiscarded) -> list[Step]:
        def before() -> None:
            self.ensure_main(e.card) if e.card not in self.scene.sprites else None

        def gone() -> None:
            self.m.discard.append(e.card)
            self.scene.drop_sprite(e.card)
            self.card_done(e.seat, e.card)
        return [Call(before), self.fly(e.card, self.lay.discard, 0.35, PILE_SCALE, arc=30, on_done=gone), Wait(0.05)]

    # -- caught and out ---------------------------------------------------------------------
    @shows(Caught)
    def caught(self, e: Caught) -> list[Step]:
        seat = e.seat

        def alarm() -> None:
            self.scene.out_reasons[seat] = out_reason_text(e.combo)
            self.scene.add_effect(SirenFlash(self.lay.seats[seat], 1.1))
            self.bubble(seat, "Caught!", C.coral, C.cream, 1.8)

        def lift() -> None:
            for card in e.cards:
                self.lift_from_slot(seat, card)
        return [Call(alarm), self.sound("siren"), Wait(1.0), Call(lift), self.to_discard(list(e.cards), 0.45, 0.04)]

    @shows(SeatEliminated)
    def seat_eliminated(self, e: SeatEliminated) -> list[Step]:
        def bars() -> None:
            self.scene.add_effect(Bars(self.lay.seats[e.seat], 0.5))

        def out() -> None:
            m = self.m
            m.alive[e.seat] = False
            if e.seat not in m.eliminated:
                m.eliminated.append(e.seat)
            self.scene.out_reasons.setdefault(e.seat, out_reason_text(None, e.reason))
            m.touch(e.seat)
        return [Call(bars), self.sound("womp", 0.7), Wait(0.5), Call(out), Wait(0.2)]

    # -- the showdown and the end ---------------------------------------------------------------
    @shows(ShowdownBegan)
    def showdown_began(self, e: ShowdownBegan) -> list[Step]:
        def begin() -> None:
            self.m.showdown = True
            self.scene.add_effect(Banner("Final showdown!", self.lay.main, accent=C.mustard, seconds=1.8, width=560))
        return [Call(begin), self.sound("chime"), Wait(1.2)]

    @shows(ShowdownPaid)
    def showdown_paid(self, e: ShowdownPaid) -> list[Step]:
        def pay() -> None:
            for card in e.cards:
                self.lift_from_slot(e.seat, card)
            n = len(e.cards)
            self.bubble(e.seat, f"Pays {n} Loot", C.mustard, C.ink, 1.2)
        return [Call(pay), self.sound("coin"), self.to_discard(list(e.cards), 0.45), Wait(0.15)]

    @shows(ShowdownUnpaid)
    def showdown_unpaid(self, e: ShowdownUnpaid) -> list[Step]:
        def broke() -> None:
            self.scene.out_reasons[e.seat] = "Could not pay Loot in the showdown"
            self.bubble(e.seat, "No Loot to pay!", C.coral, C.cream, 1.6)
            for card in e.cards:
                self.lift_from_slot(e.seat, card)
        steps: list[Step] = [Call(broke), self.sound("womp"), Wait(0.6)]
        if e.cards:
            steps.append(self.to_discard(list(e.cards), 0.45, 0.04))
        return steps

    @shows(CardsRanOut)
    def cards_ran_out(self, e: CardsRanOut) -> list[Step]:
        return [Call(lambda: self.scene.add_effect(Banner("No cards left!", self.lay.main, accent=C.coral, seconds=1.6, width=560))),
                Wait(1.0)]

    @shows(GameOver)
    def game_over(self, e: GameOver) -> list[Step]:
        def over() -> None:
            self.m.winners = tuple(e.winners)
            self.m.touch_all()
        return [Call(over), Wait(0.6)]
