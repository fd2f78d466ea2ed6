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
from game.alcatraz.cards import ACTION_KIND, ACTION_NAMES, GUARD_HELP_CARD, PLAN_OF, PLANS, card_name, cards_text
from game.alcatraz.table.art import ACTION_BLURB
from game.alcatraz.table.layout import HAND_CARD, PILE_CARD, REVEALED_CARD, SPOT_CARD
from game.alcatraz.table.sprites import Caption, Pulse, Stamp, TableCard
from game.alcatraz.table.table_model import Where
from game.engine.actions import GameOver, Shuffled, TurnBegan
from game.table.animator import Animator, shows
from game.table.scene import GameScene
from game.ui.event_player import Call, Lazy, Seq, Step, Together, Wait
from game.ui.stage import Banner, Bubble

FLY = 0.42
#: where banners appear: over the middle of the play areas
BANNER_AT = (500, 330)
ON_PLAN = (14, 19)


class AlcatrazAnimator(Animator):
    """The steps of every Alcatraz event; it remembers who went out and why the round ended, for the summary."""

    def __init__(self, scene: GameScene):
        super().__init__(scene)
        self.goer = -1
        self.end_reason = ""
        self.foiler = -1  # who foiled the plan whose other players' cards are being filed

    @property
    def m(self):
        return self.scene.model

    @property
    def lay(self):
        return self.scene.layout

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
            return lay.plan_tag(max(0, plan)).center, ON_PLAN, True
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
    @shows(E.RoundBegan)
    def round_began(self, e: E.RoundBegan) -> list[Step]:
        def set_round() -> None:
            self.m.round, self.m.dealer, self.m.current = e.round, e.dealer, -1
            self.goer, self.end_reason = -1, ""
        return [self.model(set_round), self.sound("chime", 0.5),
                self.effect(Banner(f"Round {e.round}", BANNER_AT, sub=f"{self.scene.names[e.dealer]} deals", seconds=1.3)), Wait(0.7)]

    @shows(E.PlansGathered)
    def plans_gathered(self, e: E.PlansGathered) -> list[Step]:
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

    @shows(Shuffled)
    def shuffled(self, e: Shuffled) -> list[Step]:
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

    @shows(E.CardRevealed)
    def card_revealed(self, e: E.CardRevealed) -> list[Step]:
        fast = e.reason == "setup"
        return self.move([(e.card, "cell_block", e.to)], seconds=0.32 if fast else FLY, sound="flip")

    @shows(E.YardSearched)
    def yard_searched(self, e: E.YardSearched) -> list[Step]:
        return [self.effect(Banner("No Escapee yet", BANNER_AT,
                                   sub=f"{self.scene.names[e.dealer]} finds one in the Cell Block", seconds=1.6)),
                *self.move([(e.card, "cell_block", "yard")], sound="flip"), Wait(0.4)]

    @shows(E.Dealt)
    def dealt(self, e: E.Dealt) -> list[Step]:
        return self.move([(c, "cell_block", ("hand", e.seat)) for c in e.cards], seconds=0.3, stagger=0.03,
                         sound="shuffle" if e.seat == self.lay.bottom else None, arc=16)

    @shows(E.Drew)
    def drew(self, e: E.Drew) -> list[Step]:
        if not e.cards:
            return [self.bubble(e.seat, "Nothing left to draw"), Wait(0.5)]
        steps = self.move([(c, e.src, ("hand", e.seat)) for c in e.cards], stagger=0.08, known=e.public,
                          sound="flip")
        if e.reason in ("favor_replacement", "warden_replacement"):  # a card in place of one someone else took
            what = cards_text(e.cards) if all(c >= 0 for c in e.cards) else "a card"
            steps.append(self.tell(e.seat, f"You drew {what} from the Cell Block to replace it."))
        return steps

    # ------------------------------------------------------------------ what others do to a person's cards
    def tell(self, seat: int, text: str) -> Call:
        """A notice for the person at ``seat`` that stays until they have seen it (the scene's notify)."""
        return Call(lambda: self.scene.notify(seat, text))

    def warden_made(self, seat: int) -> bool:
        """Whether a Warden effect on ``seat`` was made for them (their only choice) rather than chosen."""
        if self.scene.chosen_warden:
            self.scene.chosen_warden = False  # the batch's first Warden effect: the answer just given
            return False
        return True

    @shows(TurnBegan)
    def turn_began(self, e: TurnBegan) -> list[Step]:
        def turn() -> None:
            self.m.current = e.seat
            self.m.turn = e.turn
        return [self.model(turn), Wait(0.08)]

    # ------------------------------------------------------------------ plays
    @shows(E.PlanStarted)
    def plan_started(self, e: E.PlanStarted) -> list[Step]:
        return [*self.move([(c, ("hand", e.seat), ("play", e.seat)) for c in e.cards], stagger=0.06, sound="thud"),
                self.effect(Pulse(self.lay.headers[e.plan]))]

    @shows(E.LaidOff)
    def laid_off(self, e: E.LaidOff) -> list[Step]:
        return self.move([(c, ("hand", e.seat), ("play", e.seat)) for c in e.cards], stagger=0.06, sound="thud")

    @shows(E.EscapeeSentToYard)
    def escapee_sent_to_yard(self, e: E.EscapeeSentToYard) -> list[Step]:
        steps = self.move([(e.card, ("hand", e.seat), "yard")], sound="slide")
        if e.reason == "warden" and self.warden_made(e.seat):
            steps.append(self.tell(e.seat, f"The Warden sent {card_name(e.card)} from your hand to the Yard: it "
                                           "was the only thing you could give up."))
        return steps

    @shows(E.Discarded)
    def discarded(self, e: E.Discarded) -> list[Step]:
        return self.move([(e.card, ("hand", e.seat), "solitary")], sound="slide")

    @shows(E.WentOut)
    def went_out(self, e: E.WentOut) -> list[Step]:
        def mark() -> None:
            self.goer = e.seat
        return [Call(mark), self.sound("chime", 0.8),
                self.effect(Banner(f"{self.scene.names[e.seat]} goes out!", BANNER_AT, seconds=1.4)), Wait(0.9)]

    @shows(E.RoundEnded)
    def round_ended(self, e: E.RoundEnded) -> list[Step]:
        def mark() -> None:
            self.end_reason = e.reason
        why = {"went_out": "", "cell_block_empty": "The Cell Block is empty"}.get(e.reason, "It went on too long")
        return [Call(mark), self.effect(Banner(f"Round {e.round} is over", BANNER_AT, sub=why, seconds=1.3)), Wait(0.8)]

    @shows(E.RoundScored)
    def round_scored(self, e: E.RoundScored) -> list[Step]:
        def score() -> None:  # the scoreboard shows the new totals while the next round is dealt
            self.m.totals = list(e.totals)
            self.m.round_points.append(list(e.points))
        return [self.model(score), SummaryStep(self.scene, e, self)]

    @shows(GameOver)
    def game_over(self, e: GameOver) -> list[Step]:
        return [Wait(0.4)]

    # ------------------------------------------------------------------ Action cards
    @shows(E.ActionDrawn)
    def action_drawn(self, e: E.ActionDrawn) -> list[Step]:
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

    @shows(E.ActionPlaced)
    def action_placed(self, e: E.ActionPlaced) -> list[Step]:
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
        return [Call(start), Lazy(lambda: holder[0].fly(self.lay.plan_tag(e.plan).center, FLY,
                                                         scale_to=holder[0].scale_for(ON_PLAN))),
                Call(land), self.effect(Pulse(head)), self.sound("thud", 0.5)]

    @shows(E.ActionDiscarded)
    def action_discarded(self, e: E.ActionDiscarded) -> list[Step]:
        src = "active" if e.reason in ("done", "no_plan") else "on_plans"
        return self.move([(e.card, src, "action_discard")], sound=None, arc=10)

    @shows(E.CardMoved)
    def card_moved(self, e: E.CardMoved) -> list[Step]:
        return self.move([(e.card, e.src, e.dst)], seconds=0.32, sound=None)

    @shows(E.PlanCardTaken)
    def plan_card_taken(self, e: E.PlanCardTaken) -> list[Step]:
        return [self.bubble(e.seat, f"I'll take that {PLANS[e.plan].name} card", 1.1),
                *self.move([(e.card, ("play", e.from_seat), ("play", e.seat))], seconds=self.slow(e.from_seat),
                           sound="slide"),
                self.tell(e.from_seat, f"{self.scene.names[e.seat]} played Plan Uncovered and took a "
                                       f"{PLANS[e.plan].name} card from your plans in front of you.")]

    @shows(E.FavorNamed)
    def favor_named(self, e: E.FavorNamed) -> list[Step]:
        return [self.bubble(e.seat, f"Who has a {PLANS[e.plan].name} card?", 1.3), Wait(0.6)]

    @shows(E.FavorAsked)
    def favor_asked(self, e: E.FavorAsked) -> list[Step]:
        if e.card < 0:
            return [self.bubble(e.asked, "Not me", 0.8), Wait(0.35)]
        return [self.bubble(e.asked, "Here you go", 0.9),
                *self.move([(e.card, ("hand", e.asked), ("hand", e.asker))], known=True, sound="slide",
                           seconds=self.slow(e.asked)),
                self.tell(e.asked, f"{self.scene.names[e.asker]} played Returning Favors and asked for the "
                                   f"{PLANS[e.plan].name}: you had to give them a {PLANS[e.plan].name} card "
                                   "from your hand.")]

    @shows(E.WardenDiscardedPlan)
    def warden_discarded_plan(self, e: E.WardenDiscardedPlan) -> list[Step]:
        steps = self.move([(c, ("play", e.seat), "solitary") for c in e.cards], stagger=0.05, sound="slide")
        if self.warden_made(e.seat):
            steps.append(self.tell(e.seat, f"The Warden made you give up your {len(e.cards)} "
                                            f"{PLANS[e.plan].name} card{'s' if len(e.cards) != 1 else ''} to "
                                            "Solitary: it was the only thing you could give up."))
        return steps

    @shows(E.WardenPassed)
    def warden_passed(self, e: E.WardenPassed) -> list[Step]:
        return [self.bubble(e.seat, "Nothing to give up", 1.0), Wait(0.4)]

    @shows(E.PlanFoiled)
    def plan_foiled(self, e: E.PlanFoiled) -> list[Step]:
        self.foiler = e.seat
        head = self.lay.headers[e.plan]
        src: Where = "yard" if e.from_yard else ("hand", e.seat)
        moves = [(e.escapee, src, ("foiled", e.seat))] + [(c, ("play", e.seat), ("foiled", e.seat)) for c in e.cards]
        return [self.sound("siren", 0.6),
                self.effect(Stamp("FOILED!", (head.centerx, head.bottom + 40))),
                self.bubble(e.seat, f"Foiled, with {card_name(e.escapee)}!", 1.4),
                Wait(0.5), *self.move(moves, stagger=0.05, sound="thud")]

    @shows(E.FoiledCardsAdded)
    def foiled_cards_added(self, e: E.FoiledCardsAdded) -> list[Step]:
        n = len(e.cards)
        foiler = self.scene.names[self.foiler] if self.foiler >= 0 else "Someone"
        return [*self.move([(c, ("play", e.seat), ("foiled", e.seat)) for c in e.cards], stagger=0.04, sound=None,
                           seconds=self.slow(e.seat)),
                self.tell(e.seat, f"{foiler} foiled the {PLANS[e.plan].name}, and you were in it: your {n} "
                                  f"card{'s' if n != 1 else ''} of it went to your Foiled! pile ({2 * n} points at "
                                  "the end of the round).")]

    def slow(self, seat: int) -> float:
        """Cards taken from a person's hand or plans by someone else fly slowly enough to follow."""
        return 0.8 if seat == self.lay.bottom and self.scene.is_person(seat) else FLY

    @shows(E.CoConspiratorAdded)
    def co_conspirator_added(self, e: E.CoConspiratorAdded) -> list[Step]:
        return [self.bubble(e.seat, f"{card_name(e.card)} was in on it too!", 1.2),
                *self.move([(e.card, ("hand", e.seat), ("foiled", e.seat))], sound="coin")]

    @shows(E.CoConspiratorDeclined)
    def co_conspirator_declined(self, e: E.CoConspiratorDeclined) -> list[Step]:
        if self.scene.hot_seat():
            return []  # only the decider may know they had an Escapee to add
        return [self.bubble(e.seat, "I'll keep my Escapees", 0.9), Wait(0.3)]

    @shows(E.PlanLeftPlay)
    def plan_left_play(self, e: E.PlanLeftPlay) -> list[Step]:
        return [self.effect(Pulse(self.lay.headers[e.plan], seconds=0.5)), Wait(0.15)]


class SummaryStep(Step):
    """The round summary: opens the overlay and waits until it is closed (or skipped past)."""

    def __init__(self, scene: GameScene, event: E.RoundScored, animator: AlcatrazAnimator):
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
