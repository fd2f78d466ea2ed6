"""Tune the hard Alcatraz player's race offline: log every candidate on many deals, then race them again.

A strength match shows whether a changed player is as strong, but it costs an
hour of CPU and cannot tell small differences apart. This tool measures a
change of the race's settings (``min_samples``, ``max_samples``, ``z``,
``margin``, ``unraced``...) in minutes, on the very decisions a game of hard
players meets:

* ``record`` plays games of hard players whose look-ahead plays *every*
  candidate (none left unraced) on ``--deals`` deals (twelve by default) and
  keeps each play-out's value and length; the games go on as the hard player of
  today would choose on the first of those deals. Each play-out goes a whole lap
  (``crowd_shorter_lap`` off), and a second one from the same position stops a
  turn earlier, so that the length of the play-outs can be tuned too;
* ``replay`` races the logged candidates again under other settings, on the
  first ``--judge-from`` deals (six: as many as a race may use), and judges each
  choice on the deals after them, which the race never saw: what it gains over
  the habit's choice, in play-out points, and what its play-outs cost, against
  today's settings on the same decisions. A race whose settings stop a turn
  early (``crowd_shorter_lap`` at a table of ``crowd``) races on the shorter
  play-outs; every choice is judged on whole laps.

    python -m tests.alcatraz.race_log record --games 20 --players 4 --out /tmp/races4.pkl
    python -m tests.alcatraz.race_log replay /tmp/races4.pkl --set min_samples=3 --set unraced={}
    python -m tests.alcatraz.race_log replay /tmp/races4.pkl --set crowd_shorter_lap=False

A setting whose gain stays within the noise of today's loses nothing by this
measure; only a strength match (``tests/alcatraz/strength.py``) says a change is
safe.
"""

from __future__ import annotations

import argparse
import ast
import pickle
from typing import Any, Sequence

from game.alcatraz.search import HardBot, _mean_se
from game.alcatraz.spec import SPEC
from game.engine import derive_seed, play_out


class Recorder(HardBot):
    """A hard player that plays every candidate on ``deals`` deals and logs them, then chooses as ``HardBot``."""

    unraced: dict = {}
    crowd_settled: tuple = ()
    crowd_shorter_lap = False  # whole laps; the shorter play-outs are logged beside them

    def __init__(self, seat: int, seed: int, variant: Any, deals: int, log: list[dict]):
        super().__init__(seat, seed, variant)
        self.deals, self.log = deals, log
        self.today = HardBot(seat, seed, variant)

    def run_race(self, n, deal):
        values, steps, shorter, shorter_steps = [], [], [], []
        for _ in range(self.deals):
            self.moves: list[int] = []  # each candidate's play-out moves on this deal (deal() gives their sum)
            self.shorter: list[tuple[float, int]] = []  # and its play-out one turn shorter: value, moves
            v, _ = deal(list(range(n)))
            values.append([v[j] for j in range(n)])
            steps.append(self.moves)
            shorter.append([value for value, _ in self.shorter])
            shorter_steps.append([moves for _, moves in self.shorter])
        rec = {"kind": self.kind, "cands": self.cands, "values": values, "steps": steps, "players": self.players,
               "shorter": shorter, "shorter_steps": shorter_steps}
        self.log.append(rec)
        if not self.today.searched(self.kind, self.cands[0], self.players):
            return 0, {}
        keep = raced(rec, self.today)
        pick, diffs = self.today.run_race(len(keep), logged(rec, keep, self.deals, lap(rec, self.today)))
        return keep[pick], {keep[j]: d for j, d in diffs.items()}

    def race(self, view, decision, cands):
        self.kind, self.cands, self.players = decision.kind, cands, view.num_players
        return super().race(view, decision, cands)

    def playout(self, st, players, last_turn=1 << 30):
        self.shorter.append(super().playout(st.clone(st.rng), players, last_turn - 1))
        value, moves = super().playout(st, players, last_turn)
        self.moves.append(moves)
        return value, moves


def raced(rec: dict, bot: HardBot) -> list[int]:
    """Indices of the logged candidates that ``bot`` races (the habit's first)."""
    cands = rec["cands"]
    unraced = bot.unraced.get((rec["kind"], type(cands[0])), ())
    return [0] + [j for j in range(1, min(len(cands), bot.max_candidates)) if not isinstance(cands[j], unraced)]


def lap(rec: dict, bot: HardBot) -> tuple[str, str]:
    """The logged play-outs ``bot`` races on, values and moves: one turn shorter where its settings say so."""
    if bot.crowd_shorter_lap and rec.get("players", 0) >= bot.crowd and "shorter" in rec:
        return "shorter", "shorter_steps"
    return "values", "steps"


def logged(rec: dict, keep: list[int], deals: int, race_on: tuple[str, str] = ("values", "steps")):
    """A ``deal`` for :meth:`HardBot.run_race` that hands out the logged deals in turn (at most ``deals``), the
    play-outs named by ``race_on`` (see :func:`lap`)."""
    it = iter(range(deals))
    values, steps = rec[race_on[0]], rec[race_on[1]]

    def deal(running: list[int]) -> tuple[dict[int, float], int]:
        i = next(it)
        return ({j: values[i][keep[j]] for j in running}, sum(steps[i][keep[j]] for j in running))
    return deal


def replay(records: Sequence[dict], bot: HardBot, judge_from: int) -> tuple[list[float], int]:
    """``bot``'s gain over its habit on each logged decision (judged on the deals from ``judge_from`` on), and
    the play-out moves its races made."""
    gains, steps = [], 0
    for rec in records:
        keep = raced(rec, bot)
        pick = 0
        if len(keep) > 1 and bot.searched(rec["kind"], rec["cands"][0], rec.get("players", 0)):
            pick, _ = bot.run_race(len(keep), logged(rec, keep, judge_from, lap(rec, bot)))
            steps += bot.last_steps
        later = rec["values"][judge_from:]
        gains.append(sum(v[keep[pick]] - v[0] for v in later) / len(later))
    return gains, steps


def record(games: int, players: int, seed: int, deals: int) -> list[dict]:
    log: list[dict] = []
    variant = SPEC.standard()
    for g in range(seed, seed + games):
        state = SPEC.new_game(variant, players, g)
        play_out(state, [Recorder(s, derive_seed(g, "bots", s), variant, deals, log) for s in range(players)])
        print(f"game {g}: {len(log)} decisions logged", flush=True)
    return log


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record", help="play games of hard players and log every candidate on every deal")
    r.add_argument("--games", type=int, default=10)
    r.add_argument("--players", type=int, default=4)
    r.add_argument("--seed", type=int, default=500)
    r.add_argument("--deals", type=int, default=12)
    r.add_argument("--out", required=True)
    q = sub.add_parser("replay", help="race the logged decisions again under other settings")
    q.add_argument("logs", nargs="+")
    q.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                   help="a HardBot setting for the replay (a Python literal; unraced={} races every candidate)")
    q.add_argument("--judge-from", type=int, default=6)
    args = p.parse_args()
    if args.cmd == "record":
        log = record(args.games, args.players, args.seed, args.deals)
        with open(args.out, "wb") as f:
            pickle.dump(log, f)
        return
    records = [rec for path in args.logs for rec in pickle.load(open(path, "rb"))]
    today = HardBot(0, 0, SPEC.standard())
    tried = HardBot(0, 0, SPEC.standard())
    for setting in args.set:
        name, value = setting.split("=", 1)
        setattr(tried, name, ast.literal_eval(value))
    base, base_steps = replay(records, today, args.judge_from)
    new, new_steps = replay(records, tried, args.judge_from)
    m, se = _mean_se([b - a for a, b in zip(base, new)])
    print(f"{len(records)} decisions; today's settings gain {sum(base) / len(base):+.3f} points a decision over the "
          f"habit; tried: {m:+.4f} ± {se:.4f} a decision more, for {new_steps / max(1, base_steps):.1%} of the "
          f"play-out moves")


if __name__ == "__main__":
    main()
