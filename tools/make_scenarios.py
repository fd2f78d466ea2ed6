"""Rebuild the curated scenarios in ``saves/`` from real positions of real games.

A scenario is a saved game whose record starts from a position (a ``start``
snapshot of the engine's state) rather than from a fresh deal. Each one here is
described by the position it teaches and a test that recognises it. The
position is either set up with the game's public position builders (its
``positions`` module, which refuses a table the rules could never reach) and
played on through the engine, or found: the tool lets the game's own computer
players play seeded games through the public engine API and stops at the first
decision where the test holds. It is saved with the deciding seat as the person
("You") and the others as computer players. When an engine changes, run this again.

    python tools/make_scenarios.py            # rewrite every scenario whose game is present
    python tools/make_scenarios.py --check    # only check that each saved scenario still matches its test
    python tools/make_scenarios.py alarm-panic

Where the game's table is in the build, a small picture of the position (as the
person sees it) is drawn beside each file, for the Load screen.

The test suite (tests/saves/test_scenarios.py) loads every file, checks that
its position still passes the test below, and plays it to the end with bots.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.engine.actions import Action  # noqa: E402
from game.engine.errors import IllegalActionError  # noqa: E402
from game.engine.game import GameState  # noqa: E402
from game.engine.record import Record, SeatInfo, save_payload  # noqa: E402
from game.engine.registry import available_games, get_spec  # noqa: E402
from game.engine.runner import make_bots  # noqa: E402

OUT = ROOT / "saves"
BOT_NAMES = ("Bonnie Bot", "Clyde Bot", "Raffles Bot", "Lupin Bot", "Kitty Bot", "Ronnie Bot")


# -- looking one move ahead, through the engine --------------------------------------------------
def events_after(state: GameState, action: Action) -> list[Any]:
    """The events ``action`` would cause (played on a copy; the position is untouched)."""
    trial = state.copy()
    try:
        return trial.apply(action)
    except IllegalActionError:
        return []


def can_lead_to(state: GameState, event_name: str) -> bool:
    """True if one of the pending decision's choices makes an event called ``event_name`` happen."""
    return state.pending is not None and any(
        any(type(e).__name__ == event_name for e in events_after(state, a)) for a in state.pending.actions)


def one_move_from(state: GameState, action_name: str) -> bool:
    """True if ``action_name`` is not on offer now but one of the choices puts it on offer, for the same seat."""
    d = state.pending
    if d is None or any(type(a).__name__ == action_name for a in d.actions):
        return False
    for a in d.actions:
        trial = state.copy()
        try:
            trial.apply(a)
        except IllegalActionError:
            continue
        nd = trial.pending
        if nd is not None and nd.seat == d.seat and any(type(x).__name__ == action_name for x in nd.actions):
            return True
    return False


# -- the scenarios ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Scenario:
    name: str            # file name without .json
    game: str
    title: str
    description: str
    test: Callable[[GameState], bool]
    players: int = 4
    variant: str = "standard"
    seeds: range = range(1, 400)
    position: Callable[[], GameState] | None = None  # set up by hand (a game's positions module) instead of searched


# Alarm!: each position is set up card by card with game.alarm.positions, then played on through the engine.
def _alarm_showdown(st: Any) -> bool:
    return bool(st.showdown) and st.pending.kind == "give" and not any(st.served) and sum(st.alive) >= 2


def _alarm_panic(st: Any) -> bool:
    return st.pending.kind == "panic" and len(st.pending.actions) >= 4  # two kinds of card to choose from


def _alarm_lawyer(st: Any) -> bool:
    """A card is coming to you that would catch you: the question is asked even when the settings
    ask only when it matters."""
    from game.alarm.forecast import lawyer_question_matters

    d = st.pending
    if d.kind != "lawyer" or st.showdown:
        return False
    view = st.view(d.seat)
    card = view.passing if view.passing >= 0 else view.drawn
    return lawyer_question_matters(view, d.seat, card)


def _alarm_showdown_position() -> GameState:
    """You and one other burglar are left; every turn costs a Loot. You pay for this one (three left) and
    draw a Loot: keep it for your next turns, or give it to the other, who has one Loot to pay with?"""
    from game.alarm.positions import deal

    return deal(4, fronts={0: ["loot"] * 4 + ["door_chain"], 2: ["loot", "police", "padlock", "padlock"]},
                deck=["loot", "guard_dog", "keys"], discard=["police", "guard_dog", "loot", "panic", "padlock", "bone"],
                out=[3, 1], active=0, turn=14, seed=14)


def _alarm_panic_position() -> GameState:
    """The dealer hands you a Panic; you take it and must pass one of your cards round the table."""
    from game.alarm.actions import GiveCard, TakeCard
    from game.alarm.positions import deal

    st = deal(5, fronts={0: ["guard_dog", "guard_dog", "loot", "padlock"], 1: ["guard_dog", "police"],
                         2: ["door_chain", "loot"], 3: ["padlock", "padlock", "loot"], 4: ["door_chain", "keys"]},
              deck=["panic", "loot", "guard_dog", "loot", "wire_cutters"], discard=["police", "bone", "clover"],
              active=3, turn=7, seed=7)
    st.apply(GiveCard(0))
    st.apply(TakeCard())
    return st


def _alarm_lawyer_position() -> GameState:
    """The dealer gives you a second Police: take it and you are caught, or send your Lawyer."""
    from game.alarm.actions import GiveCard
    from game.alarm.positions import deal

    st = deal(4, fronts={0: ["police", "loot", "loot", "bone"], 1: ["guard_dog", "loot"], 2: ["padlock", "padlock"],
                         3: ["door_chain", "loot", "loot"]},
              deck=["police", "loot", "padlock", "guard_dog"], discard=["wire_cutters", "guard_dog", "keys"],
              active=1, turn=5, seed=5)
    st.apply(GiveCard(0))
    return st


def _alcatraz_guard_help(st: Any) -> bool:
    return st.guard_help_on >= 0 and st.pending.kind == "play" and one_move_from(st, "FoilPlan")


def _alcatraz_warden(st: Any) -> bool:
    return st.pending.kind == "warden"


def _alcatraz_guard_help_position() -> GameState:
    """Round 2, three players. Guard Help lies on the Gun Gallery Raid: five cards in play foil it, and four are
    there (two of them yours). You hold the fifth and a Generic Escapee to be its mastermind."""
    from game.alcatraz import cards as C
    from game.alcatraz.positions import FOG, GUNS, HEADS, KEYS, RAFT, SPOON, SWIM, Cards, position

    k = Cards()
    return position(
        3, seed=2, current=0, phase="play", played=True, guard_help_on=GUNS, round_points=[[14, 9, 20]],
        hands=[k.plan(GUNS, 1) + k.plan(KEYS, 2) + k.plan(FOG, 1) + k.plan(SWIM, 1) + k.generic(1)
               + [k.infamous(SPOON)],
               k.plan(HEADS, 2) + k.plan(FOG, 3) + k.plan(KEYS, 2) + [k.infamous(KEYS)],
               k.plan(SPOON, 2) + k.plan(RAFT, 2) + k.plan(FOG, 1) + k.generic(1)],
        play=[k.plan(GUNS, 2) + k.plan(RAFT, 3), k.plan(GUNS, 2) + k.plan(HEADS, 4), k.plan(SPOON, 3)],
        foiled=[[], k.plan(SWIM, 5), k.plan(SWIM, 3) + [k.infamous(SWIM)]],
        yard=[k.infamous(RAFT)] + k.generic(1) + [k.infamous(FOG)],
        solitary=k.plan(HEADS, 1) + k.plan(FOG, 2) + k.plan(SWIM, 1) + k.plan(KEYS, 1),
        action_discard=k.action(C.WORK_DETAIL, 2) + k.action(C.CELL_SEARCH, 1))


def _alcatraz_warden_position() -> GameState:
    """Round 3, four players. You laid off and drew the Warden: you choose first, then everyone in turn."""
    from game.alcatraz import cards as C
    from game.alcatraz.positions import FOG, GUNS, HEADS, KEYS, RAFT, SPOON, SWIM, Cards, position

    k = Cards()
    return position(
        4, seed=3, current=0, phase=C.WARDEN, round_points=[[12, 20, 5, 9], [22, 4, 16, 0]],
        hands=[k.plan(KEYS, 2) + k.plan(HEADS, 1) + k.plan(SWIM, 2) + [k.infamous(RAFT)] + k.generic(1),
               k.plan(SPOON, 3) + k.plan(FOG, 2) + k.generic(1) + k.plan(GUNS, 1),
               k.plan(RAFT, 2) + k.plan(HEADS, 3) + [k.infamous(GUNS)],
               k.plan(SWIM, 2) + k.plan(FOG, 3) + k.plan(KEYS, 1)],
        play=[k.plan(KEYS, 3), k.plan(SPOON, 3) + k.plan(RAFT, 2), k.plan(GUNS, 4), k.plan(RAFT, 3)],
        foiled=[[], [], k.plan(HEADS, 4) + [k.infamous(HEADS)], k.plan(HEADS, 2)],
        yard=k.generic(2) + [k.infamous(FOG)],
        solitary=k.plan(SWIM, 2) + k.plan(FOG, 1) + k.plan(GUNS, 1),
        action_deck=k.action(C.WARDEN), action_discard=k.action(C.RATTED_ON, 2) + k.action(C.WORK_DETAIL, 3))


def _home_alone_handle_bar(st: Any) -> bool:
    return st.pending.kind == "escape" and can_lead_to(st, "KidToTreehouse")


def _home_alone_crook_finds(st: Any) -> bool:
    return st.pending.kind == "crook" and can_lead_to(st, "KidFound") and can_lead_to(st, "MarkerTaken")


def _home_alone_room(board: Any, room: str, x: int, y: int) -> int:
    """Square (x, y) of a room, counted from the room's top-left corner (checked to be in it)."""
    r = next(r for r in board.rooms if r.name == room)
    sq = board.index(r.x + x, r.y + y)
    assert board.room_name(sq) == room, (room, x, y)
    return sq


def _home_alone_seen_in_round_6(seat_traps: tuple[int, ...]) -> dict[int, list[str]]:
    """What the Crooks have turned over by round 6 of an ordinary game."""
    lost = (["Jewels"], [], ["Money", "Watch"], ["Stereo"])
    return {s: ["trap"] * n + lost[s] for s, n in enumerate(seat_traps)}


def _home_alone_kid_on_the_run() -> GameState:
    """Seat 3 (a computer) lands Harry on your hidden Kid in the Laundry; your getaway spin shows
    2, and the Laundry's handle bar is two steps away."""
    from game.home_alone.actions import SPIN_ACTION, MoveCrook
    from game.home_alone.board import default_board
    from game.home_alone.positions import position

    get_spec("home_alone")  # installs the map reader
    board = default_board()
    kid = _home_alone_room(board, "Laundry", 2, 1)
    st = position(players=4, rest="hidden", turn=24, seed=6, hidden={kid: [(0, "kid")]},
                  found=_home_alone_seen_in_round_6((5, 6, 4, 5)),
                  crooks=(_home_alone_room(board, "Laundry", 3, 1), _home_alone_room(board, "Study", 2, 1)),
                  spins=[1, 2])
    st.apply(SPIN_ACTION)
    st.apply(MoveCrook(0, kid))
    st.apply(SPIN_ACTION)  # your getaway spin
    return st


def _home_alone_crook_choice() -> GameState:
    """Your turn, a 3 spun: Marv can land on a square where Clyde hid a marker that is his Kid, or on
    one where Bonnie hid her Jewels (or elsewhere)."""
    from game.home_alone.actions import SPIN_ACTION
    from game.home_alone.board import default_board
    from game.home_alone.positions import position

    get_spec("home_alone")
    board = default_board()
    st = position(players=4, rest="hidden", turn=21, seed=8,
                  hidden={_home_alone_room(board, "Kitchen", 1, 2): [(2, "kid")],
                          _home_alone_room(board, "Kitchen", 4, 1): [(1, "Jewels"), (3, "trap")]},
                  found=_home_alone_seen_in_round_6((5, 5, 6, 4)),
                  crooks=(_home_alone_room(board, "Hall", 1, 3), _home_alone_room(board, "Kitchen", 2, 4)),
                  spins=[3])
    st.apply(SPIN_ACTION)
    return st


SCENARIOS: tuple[Scenario, ...] = (
    Scenario("alarm-final-showdown", "alarm", "Alarm! The final showdown",
             "Two burglars are left and every turn now costs a Loot. You drew one: keep it, or give it away?",
             _alarm_showdown, position=_alarm_showdown_position),
    Scenario("alarm-panic", "alarm", "Alarm! A Panic is about to start",
             "You must start a Panic: which face-up card do you pass on, and which way round?",
             _alarm_panic, players=5, position=_alarm_panic_position),
    Scenario("alarm-lawyer", "alarm", "Alarm! Call your Lawyer?",
             "A second Police is coming your way: take it and you are caught. Send your Lawyer to refuse it?",
             _alarm_lawyer, position=_alarm_lawyer_position),
    Scenario("alcatraz-guard-help", "alcatraz", "Alcatraz: one card from a foil",
             "Guard Help lies on a plan, so it can be foiled with fewer cards. One more card and you can "
             "foil it.", _alcatraz_guard_help, players=3, position=_alcatraz_guard_help_position),
    Scenario("alcatraz-warden", "alcatraz", "Alcatraz: the Warden",
             "The Warden is on the prowl: which Escapee do you send to the Yard?", _alcatraz_warden,
             position=_alcatraz_warden_position),
    Scenario("home-alone-handle-bar", "home_alone", "Home Alone: a Kid on the run",
             "A Crook just found your Kid! Run: a handle bar is within reach and zips you to the Treehouse.",
             _home_alone_handle_bar, position=_home_alone_kid_on_the_run),
    Scenario("home-alone-crook-choice", "home_alone", "Home Alone: where will the Crook go?",
             "You move a Crook: one way finds a Kid, another grabs a hidden marker.", _home_alone_crook_finds,
             position=_home_alone_crook_choice),
)


def by_name(name: str) -> Scenario:
    for s in SCENARIOS:
        if s.name == name:
            return s
    raise KeyError(name)


# -- building --------------------------------------------------------------------------------------
def find_position(sc: Scenario) -> tuple[GameState, int] | None:
    """The scenario's own position, or the first one (over the seeds) where its test holds; and its seed."""
    if sc.position is not None:
        state = sc.position()
        return (state, state.seed) if sc.test(state) else None
    spec = get_spec(sc.game)
    variant = spec.standard() if sc.variant == "standard" else get_variant(sc.game, sc.variant)
    level = "normal" if "normal" in spec.bots else "random"
    for seed in sc.seeds:
        state = spec.new_game(variant, sc.players, seed)
        bots = make_bots(spec, [level] * sc.players, seed, variant)
        for _ in range(20_000):
            d = state.pending
            if d is None:
                break
            if sc.test(state):
                return state, seed
            bot = bots[d.seat]
            action = d.actions[0] if d.forced else bot.choose(state.view(d.seat) if bot.uses_view else None, d)
            state.apply(action)
    return None


def get_variant(game_id: str, name: str):
    from game.engine.variants import VariantCatalog
    spec = get_spec(game_id)
    return VariantCatalog(spec.schema, spec.variants_dir).get(name)


def scenario_payload(sc: Scenario, state: GameState, seed: int) -> dict[str, Any]:
    you = state.pending.seat
    seats = []
    bots = iter(BOT_NAMES)
    for s in range(state.num_players):
        if s == you:
            seats.append(SeatInfo("You", "human", "normal", s))
        else:
            seats.append(SeatInfo(next(bots), "bot", "normal", s))
    record = Record(sc.game, state.variant, seed, seats, [], None, json.loads(json.dumps(state.to_json())))
    # scenarios are timeless (no date: regenerated files stay identical); sealed with their checksum
    return save_payload(record, title=sc.title, description=sc.description, saved_at="",
                        summary={"game": sc.game, "turn": getattr(state, "turn", 0), "moves": 0, "over": False,
                                 "to_move": you, "winners": []})


def build(sc: Scenario) -> Path:
    found = find_position(sc)
    if found is None:
        if sc.position is not None:
            raise SystemExit(f"{sc.name}: its position does not show what the scenario is about")
        raise SystemExit(f"{sc.name}: no position found in seeds {sc.seeds.start}-{sc.seeds.stop - 1}")
    state, seed = found
    path = OUT / f"{sc.name}.json"
    from game.store.files import atomic_write_json
    atomic_write_json(path, scenario_payload(sc, state, seed))
    path.chmod(0o644)  # shipped read-only data, readable by everyone
    return path


def draw_picture(paths: list[Path]) -> list[Path]:
    """Draw each scenario's table (as "You" see it) into the picture beside it; only for games
    whose table is in the build. Returns the pictures written."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app import games
    from game.app.main import App
    from game.store import saves
    from game.store.settings import Settings
    from game.ui import thumbnails

    written = []
    settings = Settings()
    settings.animation_speed = "instant"
    app = App(settings, headless=True)
    try:
        for path in paths:
            match = saves.load_match(path)
            if not games.is_playable(match.spec.id):
                continue
            scene = games.scene_for(app, match, autosave=False)
            app.scenes.reset(scene)
            for _ in range(40):  # let the table settle (no hand-off: one person)
                app.process([], 1 / 20)
                scene.player.skip()
            thumbnails.write_thumbnail(path, scene.snapshot())
            saves.thumbnail_path(path).chmod(0o644)
            written.append(saves.thumbnail_path(path))
    finally:
        app.shutdown()
    return written


def check(sc: Scenario) -> str | None:
    """None if the saved scenario loads and still shows what it claims; else the problem."""
    from game.engine.errors import SaveError
    from game.engine.match import Match
    from game.engine.record import load_record_file

    path = OUT / f"{sc.name}.json"
    try:
        record = load_record_file(path)
        match = Match.from_record(get_spec(record.game), record, file=path.name)
    except SaveError as exc:
        return str(exc)
    if not sc.test(match.state):
        return f"{path.name}: the position no longer shows what the scenario is about; run tools/make_scenarios.py"
    return None


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("names", nargs="*", help="scenarios to rebuild (default: all whose game is present)")
    p.add_argument("--check", action="store_true", help="only check the saved scenarios")
    args = p.parse_args(argv)
    present = set(available_games())
    chosen = [by_name(n) for n in args.names] if args.names else [s for s in SCENARIOS if s.game in present]
    problems = 0
    built = []
    for sc in chosen:
        if sc.game not in present:
            print(f"{sc.name}: skipped ({sc.game} is not in this build)")
            continue
        if args.check:
            problem = check(sc)
            print(f"{sc.name}: {problem or 'ok'}")
            problems += problem is not None
        else:
            built.append(build(sc))
            print(f"{sc.name}: wrote {built[-1].relative_to(ROOT)}")
    for picture in draw_picture(built) if built else []:
        print(f"  and its picture {picture.relative_to(ROOT)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
