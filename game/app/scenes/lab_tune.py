"""The Lab's Tune tab: which value of one rule brings a figure to its goal (:mod:`game.playtest.tune`).

The controls sit in the Lab's left panel when the Tune tab is chosen: the
rules to start from, the rule to tune, the values to try (typed), the figure
to aim at and its goal, then the same players, bots, games and "run on" as a
comparison. The results page shows the verdict, the table of values and the
chart of the figure against the value. The same request on the command line
gives the same answer (the page says which command).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.bots import RandomBot
from game.engine.runner import play_out
from game.playtest.labels import label_for
from game.playtest.tune import Goal, Tuning, parse_goal, parse_values, suggested_values, target, value_text
from game.ui import draw
from game.ui.theme import BODY_M, BODY_S, C, Fonts

#: the figures offered in the Lab, by the words a family would use
TARGET_LABELS: dict[str, str] = {
    "first-seat": "First-seat advantage",
    "balance": "Balance of the seats",
    "median-length": "Median length (turns)",
    "mean-length": "Mean length (turns)",
    "shared-wins": "Shared wins",
    "drawishness": "Games with no sole winner",
    "decisiveness": "Winner in front for good from",
    "lead-changes": "Lead changes",
    "drama": "Drama",
    "length-spread": "Spread of lengths",
    "limit-endings": "Games ended by a limit",
}


def own_targets(spec: Any) -> list[tuple[str, str]]:
    """(statistic key, label) of a game's own numeric statistics, from one quick game of random players."""
    try:
        variant = spec.standard()
        lo, hi = spec.players_for(variant)
        players = min(hi, max(lo, 4))
        state = spec.new_game(variant, players, 7)
        play_out(state, [RandomBot(s, 7) for s in range(players)], max_actions=50_000)
        stats = state.stats()
    except Exception:  # noqa: BLE001 - a game whose quick game fails simply offers no own figures
        return []
    out = []
    for key, value in stats.items():
        if key in ("turns", "end_reason", "score_spread"):
            continue
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            out.append((f"own.{key}", label_for(key)))
    return out


def goal_text(goal: Goal | None) -> str:
    if goal is None:
        return ""
    return goal.kind if goal.kind in ("max", "min") else f"{goal.value:g}"


class TuneSetup:
    """What the Tune tab asks for, as chosen so far; :meth:`request` checks it all."""

    def __init__(self) -> None:
        self.spec: Any = None
        self.params: list[Any] = []
        self.param_index = 0
        self.values_text = ""
        self.targets: list[tuple[str, str]] = []  # (target name, label)
        self.target_index = 0
        self.goal = ""

    def load(self, spec: Any, base: Any) -> None:
        self.spec = spec
        self.params = [p for p in spec.schema if not (p.type is str and p.choices is None)]
        self.param_index = 0
        self.targets = list(TARGET_LABELS.items()) + own_targets(spec)
        self.target_index = 0
        self.param_changed(base)
        self.target_changed()

    @property
    def param(self) -> Any:
        return self.params[self.param_index] if self.params else None

    @property
    def target(self) -> str:
        return self.targets[self.target_index][0] if self.targets else "first-seat"

    def param_changed(self, base: Any) -> None:
        p = self.param
        if p is not None:
            self.values_text = ", ".join(value_text(v) for v in suggested_values(p, base.params[p.key]))

    def target_changed(self) -> None:
        self.goal = goal_text(target(self.target).default_goal)

    def values(self) -> list[Any]:
        return parse_values(self.param, self.values_text)

    def goal_value(self) -> Goal:
        return parse_goal(self.goal, target(self.target))

    def check_values(self, text: str) -> str | None:
        try:
            parse_values(self.param, text)
        except ValueError as exc:
            return str(exc)
        return None

    def check_goal(self, text: str) -> str | None:
        try:
            parse_goal(text, target(self.target))
        except ValueError as exc:
            return str(exc)
        return None


def draw_results(surface: pygame.Surface, t: Tuning, rect: pygame.Rect, command: str) -> None:
    """The verdict, the table of values and the command line that gives the same answer."""
    font, bold = Fonts.body(BODY_S), Fonts.bold(BODY_S)
    y = rect.y + 4
    color = C.mustard if t.best is not None and t.reached else C.coral_hi
    y += draw.text_block(surface, t.verdict(), Fonts.bold(BODY_M), color, pygame.Rect(rect.x, y, rect.width, 90),
                         max_lines=3) + 10
    cols = (rect.x + 4, rect.x + 190, rect.x + 330, rect.x + 500, rect.x + 520)
    for text, x, anchor in ((_clip(t.param.key, 14), cols[0], "topleft"), ("games", cols[1], "topright"),
                            (_clip(t.label, 13), cols[2], "topright"), ("95% interval", cols[3], "topright")):
        draw.text(surface, text, bold, C.text_dim, (x, y), anchor)
    y += 30
    bottom = rect.bottom - 110  # the command line and the buttons below
    for row, r in zip(t.table(), t.rows):
        if y > bottom - 30:
            draw.text(surface, f"… and {len(t.rows) - t.rows.index(r)} more in the report", font, C.text_dim,
                      (cols[0], y))
            break
        best = r is t.best
        if best:
            pygame.draw.rect(surface, (86, 52, 60), (rect.x - 4, y - 2, rect.width + 8, 28), border_radius=6)
        f, c = (bold, C.cream) if best else (font, C.text if not r.dropped else C.text_dim)
        draw.text(surface, row[0], f, c, (cols[0], y), max_width=cols[1] - cols[0] - 70)
        for value, x in zip(row[1:4], cols[1:4]):
            draw.text(surface, value, f, c, (x, y), "topright")
        status = "recommended" if best else (f"dropped after {r.dropped_at} games" if r.dropped else "in the running")
        draw.text(surface, status, f, c, (cols[4], y), max_width=rect.right - cols[4])
        y += 30
    draw.text_block(surface, command, Fonts.body(16), C.text_dim, pygame.Rect(rect.x, bottom, rect.width, 44),
                    max_lines=2)


def _clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def command_line(t: Tuning, values: str, goal: str, games: int, max_games: int) -> str:
    """The command that gives the same answer (options left out where they are the defaults)."""
    where = "".join(f" --where \"{c.target.name}{c.op}{c.limit:g}\"" for c in t.conditions)
    variant = f" --variant {t.base}" if t.base != "standard" else ""
    goal_opt = f" --goal {goal}" if goal else ""
    return (f"Same answer on the command line: python -m game tune {t.game} {t.param.key}{variant} "
            f"--values {values.replace(' ', '')} --target {t.target.name}{goal_opt} --players {t.players} "
            f"--bots {','.join(t.bots)} --games {games} --max-games {max_games} --seed {t.seed}{where}")


__all__ = ["TARGET_LABELS", "TuneSetup", "command_line", "draw_results", "own_targets"]

