"""The Playtest lab: two variants on the same deals and what changed, or the best value of one rule.

Two tabs. **Compare**: choose a game, variants A and B, the players, the
computer players and how many games. **Tune**: choose a rule, the values to
try and the figure to aim at (see :mod:`game.app.scenes.lab_tune`). Both run
where the command line runs them: in worker processes on this computer (as
many as chosen) or on a Dask cluster, with the same results for the same seed.
Before Run the lab says how long it expects the run to take, from the games
per second measured on this computer (:mod:`game.playtest.pace`: ``python -m
game bench`` and every finished run keep them).

Run plays in a background process (see :mod:`game.playtest.background`)
while the lab shows a progress bar with the time left, and Cancel stops it.
The app keeps drawing at full speed: the scene only polls a queue in
:meth:`LabScene.update`. The results are the comparison table with the
game-quality measures, the charts, and a "watch" button that opens a typical
game of either variant at the table; or the tuner's verdict and chart.
"""

from __future__ import annotations

import io
import json
import logging
import multiprocessing
import queue as queue_module
import random
import shutil
import time
from datetime import datetime
from typing import Any

import pygame

from game.app import games
from game.app.scenes.lab_parts import ScrollView, Tabs, progress_bar
from game.app.scenes.lab_tune import TuneSetup, command_line, draw_results
from game.engine.registry import GAME_MODULES, TITLES, get_spec, module_exists
from game.playtest.background import lab_main, tune_main
from game.playtest.pace import PaceBook, forecast
from game.playtest.progress import Eta, duration
from game.playtest.runner import Job, default_jobs, record_game, spec_ref
from game.playtest.session import Outcome, Plan, default_bots, default_players
from game.playtest.tune import TuneRequest, Tuning
from game.store.files import atomic_write_json
from game.store.paths import user_data_dir, variant_catalog
from game.ui import draw
from game.ui.dialogs import TextPrompt
from game.ui.scenes import Scene
from game.ui.theme import BODY_M, BODY_S, SIZE, TITLE_L, TITLE_S, C, Fonts
from game.ui.widgets import Button, Cycle, WidgetGroup

log = logging.getLogger(__name__)

GAME_COUNTS = (100, 200, 500, 1000, 2000, 5000, 10000)
TUNE_COUNTS = (50, 100, 200, 400)  # games per value in the first round; undecided values go up to 16 times that
TUNE_GROWTH = 16
LEFT = pygame.Rect(32, 104, 410, 600)
RIGHT = pygame.Rect(468, 104, 780, 600)
VIEW = pygame.Rect(RIGHT.x + 16, RIGHT.y + 150, RIGHT.width - 40, 330)  # the table, below its column heads
PAGE = pygame.Rect(RIGHT.x + 16, RIGHT.y + 124, RIGHT.width - 32, 408)  # the verdict and the charts
CHART_KEYS = ("win_rates", "lengths", "differences")
TAB_TABLE, TAB_CHARTS = 1, 2  # tab 0 is the verdict
CANCEL_GRACE = 3.0
ROW_H = 30
COMPARE, TUNE = "compare", "tune"
#: the rows of the left panel in each tab: (label, control attribute); tune rows are packed closer
ROWS = {
    COMPARE: (("Game", "game_cycle"), ("Variant A", "a_cycle"), ("Variant B", "b_cycle"),
              ("Players", "players_cycle"), ("Bots", "bots_cycle"), ("Games", "games_cycle"),
              ("Run on", "runon_cycle")),
    TUNE: (("Game", "game_cycle"), ("Rules", "a_cycle"), ("Rule", "param_cycle"), ("Values", "values_button"),
           ("Aim at", "target_cycle"), ("Goal", "goal_button"), ("Players", "players_cycle"),
           ("Bots", "bots_cycle"), ("Games", "tune_games_cycle"), ("Run on", "runon_cycle")),
}
ROW_STEP = {COMPARE: 58, TUNE: 50}
ROW_HEIGHT = {COMPARE: 48, TUNE: 44}
CLUSTER = "Dask cluster…"


def lab_games() -> list[str]:
    """Games whose rules are part of this build."""
    return [g for g, module in GAME_MODULES.items() if module_exists(module)]


def bot_presets(spec) -> list[tuple[str, tuple[str, ...]]]:
    """(label, levels) choices for the computer players, from the levels this game has."""
    levels = list(spec.bots)
    out = [(f"All {level}", (level,)) for level in levels]
    if len(levels) >= 2:
        out.append((f"{levels[0].capitalize()} vs {levels[-1]}", (levels[0], levels[-1])))
    if len(levels) >= 3:
        out.append(("One of each level", tuple(levels)))
    out.append(("All random", ("random",)))
    return out


def _surface(png: bytes) -> pygame.Surface:
    surf = pygame.image.load(io.BytesIO(png), "chart.png")
    return surf.convert() if pygame.display.get_surface() else surf


class LabScene(Scene):
    name = "lab"

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.widgets = WidgetGroup(app.audio)
        self.game_ids = lab_games()
        self.game_id = game_id if game_id in self.game_ids else (self.game_ids[0] if self.game_ids else "")
        self.mode = COMPARE
        self.state = "idle"  # idle, running, cancelling, done, error
        self.ran = COMPARE  # what the last run was (the results shown)
        self.message = ""
        self.proc: Any = None
        self.finished_procs: list[Any] = []
        self.queue: Any = None
        self.cancel_event: Any = None
        self.cancel_at = 0.0
        self.eta: Eta | None = None
        self.outcome: Outcome | None = None
        self.tuning: Tuning | None = None
        self.tune_chart: pygame.Surface | None = None
        self.tune_command = ""
        self.charts: dict[str, pygame.Surface] = {}
        self.lines: list[tuple[str, ...]] = []
        self.sample: int | None = None
        self.report_path = user_data_dir() / "reports" / "last-lab-report.html"
        self.pace_path = user_data_dir() / "pace.json"
        self.seed = 1
        self.a_label = self.b_label = self.bots_label = ""
        self.spec: Any = None
        self.variants: list = []
        self.broken: list = []
        self.presets: list[tuple[str, tuple[str, ...]]] = [("All normal", ("normal",))]
        self.tune = TuneSetup()
        self.cluster: Any = None  # a checked ClusterAddress once the family gave one
        self.expected = ""
        self.table_view = ScrollView(VIEW, 0, ROW_H * 3)
        self._remembered_cluster()
        self._build()
        if self.game_id:
            self.load_game(self.game_id)
        self._layout()

    # -- building the screen ------------------------------------------------------------------
    def _build(self) -> None:
        w = self.widgets
        x, cw = LEFT.x + 130, LEFT.width - 130
        self.mode_buttons = {
            COMPARE: w.add(Button(pygame.Rect(372, 30, 250, 50), "Compare A and B", lambda: self.set_mode(COMPARE),
                                  font_size=21, tooltip="Two variants on the same deals: what changes?")),
            TUNE: w.add(Button(pygame.Rect(632, 30, 250, 50), "Tune a rule", lambda: self.set_mode(TUNE),
                               font_size=21, tooltip="Many values of one rule: which one reaches your goal?")),
        }
        titles = [TITLES.get(g, g) for g in self.game_ids] or ["No games yet"]

        def cycle(options, index, on_change, tooltip, wrap=True):
            return w.add(Cycle(pygame.Rect(x, 0, cw, 48), options, index, on_change=on_change, font_size=20,
                               tooltip=tooltip, wrap=wrap))

        self.game_cycle = cycle(titles, 0, self.game_changed, "Which game to playtest")
        self.a_cycle = cycle(["standard"], 0, self.setup_changed, "The rules you play now")
        self.b_cycle = cycle(["standard"], 0, self.setup_changed, "The rules you want to try")
        self.players_cycle = cycle(["4"], 0, self.setup_changed, "How many players at the table")
        self.bots_cycle = cycle(["All normal"], 0, self.setup_changed,
                                "Computer players in the seats; they move one seat along each game")
        self.games_cycle = cycle([f"{n:,}" for n in GAME_COUNTS], GAME_COUNTS.index(500), self.setup_changed,
                                 "Games under each variant (the same deals under A and B)", wrap=False)
        self.tune_games_cycle = cycle([f"{n:,} per value" for n in TUNE_COUNTS], 1, self.setup_changed,
                                      f"Games per value in the first round; values still undecided get up to "
                                      f"{TUNE_GROWTH} times as many", wrap=False)
        self.param_cycle = cycle(["–"], 0, self.param_changed, "The rule to try at several values")
        self.target_cycle = cycle(["–"], 0, self.target_changed, "The figure to bring to its goal")
        self.values_button = w.add(Button(pygame.Rect(x, 0, cw, 48), "", self.edit_values, font_size=18,
                                          tooltip="The values to try: a list (10, 20, 30) or a range FROM:TO:STEP"))
        self.goal_button = w.add(Button(pygame.Rect(x, 0, cw, 48), "", self.edit_goal, font_size=18,
                                        tooltip="A number (0, 40, 5%), max or min"))
        self.runon_options = self._runon_options()
        self.runon_cycle = cycle(self.runon_options, default_jobs() - 1, self.runon_changed,
                                 "Where the games are played: worker processes here, or a Dask cluster "
                                 "(the same results either way)")
        self.house_button = w.add(Button(pygame.Rect(LEFT.x, 518, LEFT.width, 46), "Make or edit house rules…",
                                         self.house_rules, font_size=20,
                                         tooltip="Change any rule and save it under a name"))
        self.editor_present = module_exists("game.app.scenes.house_rules")
        self.run_button = w.add(Button(pygame.Rect(LEFT.x + 160, 636, LEFT.width - 160, 62), "Run", self.run,
                                       style="primary", font_size=28, hotkey=pygame.K_RETURN,
                                       tooltip="Play the games (Enter)"))
        self.cancel_button = w.add(Button(pygame.Rect(LEFT.x + 160, 636, LEFT.width - 160, 62), "Cancel",
                                          self.cancel, style="danger", font_size=28, hotkey=pygame.K_c,
                                          tooltip="Stop the games (C)"))
        self.back_button = w.add(Button(pygame.Rect(LEFT.x, 636, 144, 62), "Back", self.back, font_size=26,
                                        hotkey=pygame.K_ESCAPE))
        self.tabs = Tabs(w, RIGHT.x + 16, RIGHT.y + 72, ["Verdict", "Table", "Win rates", "Length", "A vs B"],
                         self.tab_changed, width=140, height=42, gap=8, font_size=19)
        self.tune_tabs = Tabs(w, RIGHT.x + 16, RIGHT.y + 72, ["Verdict", "Chart"], self.tab_changed, width=140,
                              height=42, gap=8, font_size=19)
        by = RIGHT.bottom - 62
        self.watch_a = w.add(Button(pygame.Rect(RIGHT.x + 16, by, 236, 50), "Watch a game of A",
                                    lambda: self.watch(0), font_size=19,
                                    tooltip="A typical game under A, played again at the table"))
        self.watch_b = w.add(Button(pygame.Rect(RIGHT.x + 262, by, 236, 50), "Watch a game of B",
                                    lambda: self.watch(1), font_size=19,
                                    tooltip="The same deal under B, played again at the table"))
        self.report_button = w.add(Button(pygame.Rect(RIGHT.x + 508, by, 256, 50), "Save the report", self.save_report,
                                          font_size=19, tooltip="An HTML page with the table and the charts"))

    def _runon_options(self) -> list[str]:
        cores = default_jobs()
        here = [f"Here, {n} process{'es' if n > 1 else ''}" for n in range(1, max(2, cores) + 1)]
        there = f"Cluster {self.cluster}" if self.cluster is not None else CLUSTER
        return [*here, there]

    def _layout(self) -> None:
        """Place the left panel's rows for the current tab and hide the other tab's controls."""
        rows = ROWS[self.mode]
        shown = {attr for _, attr in rows}
        step, height = ROW_STEP[self.mode], ROW_HEIGHT[self.mode]
        y0 = LEFT.y + 8 if self.mode == COMPARE else LEFT.y + 4
        self.row_labels = []
        for i, (label, attr) in enumerate(rows):
            control = getattr(self, attr)
            control.rect.y, control.rect.height = y0 + i * step, height
            self.row_labels.append((label, control.rect.y))
        for attr in {a for r in ROWS.values() for _, a in r} - shown:
            getattr(self, attr).visible = False
        for attr in shown:
            getattr(self, attr).visible = True
        self.b_cycle.tooltip = "The rules you want to try"
        self.a_cycle.tooltip = ("The rules the values change" if self.mode == TUNE else "The rules you play now")
        self.house_button.visible = self.mode == COMPARE
        for mode, button in self.mode_buttons.items():
            button.selected = mode == self.mode
        self._refresh_tune_labels()
        self._show_controls()

    def set_mode(self, mode: str) -> None:
        if mode == self.mode or self.state in ("running", "cancelling"):
            return
        self.mode = mode
        if self.state in ("done", "error"):
            self.state = "idle"
        self.message = ""
        self._layout()
        self._update_expected()

    def _show_controls(self) -> None:
        self.app.mark_dirty()
        running = self.state in ("running", "cancelling")
        done = self.state == "done" and (self.outcome is not None if self.ran == COMPARE else self.tuning is not None)
        for attr in {a for r in ROWS.values() for _, a in r}:
            getattr(self, attr).enabled = not running and bool(self.game_ids)
        self.house_button.enabled = not running and bool(self.game_ids) and self.editor_present
        for button in self.mode_buttons.values():
            button.enabled = not running
        self.run_button.visible = not running
        self.run_button.enabled = bool(self.game_ids)
        self.cancel_button.visible = running
        self.cancel_button.enabled = self.state == "running"
        compare_done, tune_done = done and self.ran == COMPARE, done and self.ran == TUNE
        self.tabs.show(compare_done, [True, True, *(k in self.charts for k in CHART_KEYS)] if compare_done else None)
        self.tune_tabs.show(tune_done, [True, self.tune_chart is not None] if tune_done else None)
        playable = compare_done and games.is_playable(self.game_id) and self.sample is not None
        for b in (self.watch_a, self.watch_b):
            b.visible = compare_done
            b.enabled = playable
            if compare_done and not playable:
                b.tooltip = ("This game's table is not part of this build yet." if not games.is_playable(self.game_id)
                             else "No finished game to watch.")
        self.report_button.visible = done
        self.report_button.enabled = done and self.report_path.exists()

    # -- the setup ------------------------------------------------------------------------------
    def load_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.spec = get_spec(game_id)
        entries = variant_catalog(game_id).entries()
        self.variants = [e for e in entries if e.variant is not None] or []
        self.broken = [e for e in entries if e.variant is None]
        if not self.variants:
            from game.engine.variants import VariantEntry
            self.variants = [VariantEntry("standard", self.spec.variants_dir, True, self.spec.standard(), None)]
        labels = [e.shown + ("" if e.builtin else " (yours)") for e in self.variants]
        names = [e.name for e in self.variants]
        a = names.index("standard") if "standard" in names else 0
        b = next((i for i in range(len(names)) if i != a), a)
        self.a_cycle.options, self.b_cycle.options = labels, list(labels)
        self.a_cycle.set_index(a)
        self.b_cycle.set_index(b)
        self.presets = bot_presets(self.spec)
        self.bots_cycle.options = [p[0] for p in self.presets]
        default = default_bots(self.spec)
        self.bots_cycle.set_index(next((i for i, p in enumerate(self.presets) if p[1] == default), 0))
        self.tune.load(self.spec, self.variant(0))
        self.param_cycle.options = [p.title for p in self.tune.params] or ["–"]
        self.param_cycle.set_index(0)
        self.target_cycle.options = [label for _, label in self.tune.targets] or ["–"]
        self.target_cycle.set_index(0)
        self._refresh_tune_labels()
        self._players_for_variant()
        self._update_expected()

    def _players_for_variant(self) -> None:
        va, vb = self.variant(0), self.variant(1)
        lo_a, hi_a = self.spec.players_for(va)
        lo_b, hi_b = self.spec.players_for(vb) if self.mode == COMPARE else (lo_a, hi_a)
        lo, hi = max(lo_a, lo_b), min(hi_a, hi_b)
        current = int(self.players_cycle.value) if self.players_cycle.value.isdigit() else 4
        if lo > hi:
            self.players_cycle.options = ["–"]
            self.players_cycle.set_index(0)
            self.message = "A and B allow no common number of players."
            return
        self.players_cycle.options = [str(n) for n in range(lo, hi + 1)]
        want = current if lo <= current <= hi else default_players(self.spec, va)
        self.players_cycle.set_index(max(0, min(hi, max(lo, want)) - lo))

    def variant(self, which: int):
        cycle = self.a_cycle if which == 0 else self.b_cycle
        return self.variants[cycle.index].variant

    def game_changed(self, index: int) -> None:
        if self.game_ids:
            self.load_game(self.game_ids[index])
        self.setup_changed()

    def setup_changed(self, *_: Any) -> None:
        if self.state in ("done", "error"):
            self.state = "idle"
            self.outcome = None
            self.tuning = None
        self.message = ""
        if self.game_ids:
            self._players_for_variant()
        self._update_expected()
        self._show_controls()

    def param_changed(self, *_: Any) -> None:
        self.tune.param_index = self.param_cycle.index
        self.tune.param_changed(self.variant(0))
        self._refresh_tune_labels()
        self.setup_changed()

    def target_changed(self, *_: Any) -> None:
        self.tune.target_index = self.target_cycle.index
        self.tune.target_changed()
        self._refresh_tune_labels()
        self.setup_changed()

    def _refresh_tune_labels(self) -> None:
        self.values_button.label = self.tune.values_text or "Choose values…"
        self.goal_button.label = self.tune.goal or "Choose a goal…"

    def edit_values(self) -> None:
        p = self.tune.param
        if p is None:
            return
        prompt = TextPrompt(self.app, f"Values of {p.title} to try", self.tune.values_text, self._values_done,
                            ok="Use", hint=f"{p.allowed().capitalize()}: a list (a, b, c) or FROM:TO:STEP")
        prompt.entry.length_limit = 120
        self.app.scenes.push(prompt)

    def _values_done(self, text: str) -> str | None:
        problem = self.tune.check_values(text)
        if problem is None:
            self.tune.values_text = text
            self._refresh_tune_labels()
            self.setup_changed()
        return problem

    def edit_goal(self) -> None:
        prompt = TextPrompt(self.app, f"Goal for {self.target_cycle.value}", self.tune.goal, self._goal_done, ok="Use",
                            hint="A number (rates as 5% or 0.05), max or min")
        self.app.scenes.push(prompt)

    def _goal_done(self, text: str) -> str | None:
        problem = self.tune.check_goal(text)
        if problem is None:
            self.tune.goal = text.strip()
            self._refresh_tune_labels()
            self.setup_changed()
        return problem

    # -- where the games run --------------------------------------------------------------------
    def _remembered_cluster(self) -> None:
        """The last cluster address the family gave (kept in the data folder); certificates come from the
        environment (CAPER_NIGHT_TLS_CA, _CERT, _KEY), as on the command line."""
        try:
            data = json.loads((user_data_dir() / "lab.json").read_text(encoding="utf-8"))
            address = data.get("cluster") if isinstance(data, dict) else None
        except (OSError, ValueError):
            address = None
        if isinstance(address, str):
            from game.playtest.cluster import ClusterAddressError, check_address
            try:
                self.cluster = check_address(address)
            except ClusterAddressError:
                self.cluster = None

    def workers(self) -> int | None:
        """Worker processes chosen (``None`` when the cluster is chosen)."""
        if self.runon_cycle.index >= len(self.runon_options) - 1:
            return None
        return self.runon_cycle.index + 1

    def on_cluster(self) -> bool:
        return self.runon_cycle.index == len(self.runon_options) - 1

    def runon_changed(self, index: int) -> None:
        if self.on_cluster():
            address = str(self.cluster) if self.cluster is not None else "tcp://"
            self.app.scenes.push(TextPrompt(self.app, "The Dask scheduler's address", address, self._cluster_done,
                                            ok="Use", hint="tcp://HOST:8786, or tls://HOST:8786 with certificates "
                                                           "in CAPER_NIGHT_TLS_CA, _CERT and _KEY"))
        self.setup_changed()

    def _cluster_done(self, text: str) -> str | None:
        from game.playtest.cluster import ClusterAddressError, check_address
        try:
            self.cluster = check_address(text)
        except ClusterAddressError as exc:
            return str(exc).replace("--dask ", "")
        try:
            atomic_write_json(user_data_dir() / "lab.json", {"cluster": self.cluster.address})
        except OSError:
            pass  # remembered for this evening only
        self.runon_options = self._runon_options()
        self.runon_cycle.options = list(self.runon_options)
        self.runon_cycle.set_index(len(self.runon_options) - 1)
        self.setup_changed()
        return None

    # -- expected time ----------------------------------------------------------------------------
    def _update_expected(self) -> None:
        """How long Run should take, from the games per second measured here (or the reference figures)."""
        self.expected = ""
        if not self.game_ids or self.spec is None or not self.players_cycle.value.isdigit():
            return
        book = PaceBook(self.pace_path)
        players = int(self.players_cycle.value)
        levels = self.presets[self.bots_cycle.index][1]
        cluster = self.on_cluster()
        if self.mode == COMPARE:
            games_ = int(self.games_cycle.value.replace(",", ""))
            f = forecast(book, self.spec.id, levels, players, games_, 2, self.workers(), cluster)
            if f is not None:
                self.expected = "Expected time: " + f.text() + "."
            return
        try:
            count = len(self.tune.values())
        except ValueError:
            return
        first = self.tune_games()
        f = forecast(book, self.spec.id, levels, players, first, count, self.workers(), cluster)
        most = forecast(book, self.spec.id, levels, players, first * TUNE_GROWTH, count, self.workers(), cluster)
        if f is not None and most is not None:
            self.expected = (f"Expected time: first round {f.text()}; at most about {duration(most.seconds)} "
                             f"if every value stays undecided.")

    # -- running --------------------------------------------------------------------------------
    def plan(self) -> Plan:
        players = int(self.players_cycle.value)
        games_ = int(self.games_cycle.value.replace(",", ""))
        return Plan(spec_ref(self.spec), [self.variant(0), self.variant(1)], players, games_, self.seed,
                    self.presets[self.bots_cycle.index][1], self.workers(), self._cluster_or_none())

    def _cluster_or_none(self) -> Any:
        if not self.on_cluster():
            return None
        if self.cluster is None:
            raise ValueError("Give the Dask scheduler's address first: choose Run on, Dask cluster.")
        return self.cluster

    def tune_games(self) -> int:
        """Games per value in the first round, as the Games row shows it."""
        return int(self.tune_games_cycle.value.split()[0].replace(",", ""))

    def tune_request(self) -> TuneRequest:
        first = self.tune_games()
        return TuneRequest(spec_ref(self.spec), self.variant(0), self.tune.param.key, tuple(self.tune.values()),
                           self.tune.target, self.tune.goal_value(), int(self.players_cycle.value),
                           self.presets[self.bots_cycle.index][1], self.seed, first, first * TUNE_GROWTH, (),
                           self.workers(), self._cluster_or_none())

    def house_rules(self) -> None:
        self.app.scenes.open("house_rules", self.game_id)

    def resume(self) -> None:
        """Back from the house-rules editor: its new files show up here."""
        if not self.game_ids or self.state in ("running", "cancelling"):
            return
        a, b = self.variants[self.a_cycle.index].name, self.variants[self.b_cycle.index].name
        param, target_ = self.param_cycle.index, self.target_cycle.index
        values, goal = self.tune.values_text, self.tune.goal
        self.load_game(self.game_id)
        names = [e.name for e in self.variants]
        if a in names:
            self.a_cycle.set_index(names.index(a))
        if b in names:
            self.b_cycle.set_index(names.index(b))
        if param < len(self.param_cycle.options) and target_ < len(self.target_cycle.options):
            self.param_cycle.set_index(param)
            self.target_cycle.set_index(target_)
            self.tune.param_index, self.tune.target_index = param, target_
            self.tune.values_text, self.tune.goal = values, goal
            self._refresh_tune_labels()
        self._players_for_variant()
        self._update_expected()
        self._show_controls()

    def run(self) -> None:
        if self.state in ("running", "cancelling") or not self.game_ids:
            return
        try:
            if not self.players_cycle.value.isdigit():
                raise ValueError("A and B allow no common number of players.")
            self.seed = random.randint(1, 99_999)
            if self.mode == COMPARE:
                plan = self.plan()
                plan.check()
                target, args = lab_main, (plan,)
                extra = (str(user_data_dir() / "rule-gaps"), str(self.report_path), str(self.pace_path))
                total = plan.games * 2
            else:
                request = self.tune_request()
                for v in request.values:  # every value makes a valid variant, and the players fit it
                    Job.make(self.spec, self.variant(0).with_params(self.spec.schema, **{request.key: v}),
                             request.players, request.seed, request.bots).check()
                target, args = tune_main, (request,)
                extra = (str(self.report_path), str(self.pace_path))
                total = request.games * len(request.values)
        except ValueError as exc:
            self.state, self.message = "error", str(exc)
            self.app.audio.play("buzz", 0.5)
            self._show_controls()
            return
        except Exception as exc:  # noqa: BLE001 - a rule value the schema refuses (VariantError) and the like
            self.state, self.message = "error", str(exc)
            self.app.audio.play("buzz", 0.5)
            self._show_controls()
            return
        ctx = multiprocessing.get_context("spawn")  # a clean child: no window, no sound, no threads
        self.queue, self.cancel_event = ctx.Queue(), ctx.Event()
        self.proc = ctx.Process(target=target, name="caper-night-lab",
                                args=(*args, self.queue, self.cancel_event, *extra))
        self.proc.start()
        self.state, self.message, self.ran = "running", "", self.mode
        self.eta = Eta(total, from_first=True)
        self.a_label, self.b_label, self.bots_label = self.a_cycle.value, self.b_cycle.value, self.bots_cycle.value
        self.report_path.unlink(missing_ok=True)
        self.outcome, self.tuning, self.tune_chart = None, None, None
        self.charts, self.lines, self.sample = {}, [], None
        self._show_controls()

    def cancel(self) -> None:
        if self.state != "running":
            return
        self.cancel_event.set()
        self.state, self.cancel_at = "cancelling", time.perf_counter()
        self._show_controls()

    def _stop_process(self) -> None:
        proc, self.proc = self.proc, None
        if proc is None:
            return
        if proc.is_alive():
            if self.cancel_event is not None:
                self.cancel_event.set()
            proc.terminate()
        proc.join(2)
        if self.queue is not None:
            self.queue.cancel_join_thread()
            self.queue.close()

    def _poll(self) -> None:
        while self.queue is not None:
            try:
                msg = self.queue.get_nowait()
            except (queue_module.Empty, OSError, EOFError):
                break
            kind = msg[0]
            if kind == "progress" and self.eta is not None:
                self.eta.total = msg[2]
                self.eta.update(msg[1])
            elif kind == "done":
                if self.ran == TUNE:
                    self._tuned(msg[1], msg[2])
                else:
                    self._finished(msg[1], msg[2])
            elif kind == "cancelled":
                self.state, self.message = "idle", "Cancelled."
            elif kind == "error":
                self.state, self.message = "error", f"The games stopped: {msg[1]}"
            if kind != "progress":
                # the process ends by itself in a moment: reap it later, never wait for it in a frame
                self.finished_procs.append(self.proc)
                self.proc = None
                self._update_expected()
                self._show_controls()
                return
        if self.state == "cancelling" and time.perf_counter() - self.cancel_at > CANCEL_GRACE:
            self._stop_process()
            self.state, self.message = "idle", "Cancelled."
            self._show_controls()
        elif self.state == "running" and self.proc is not None and not self.proc.is_alive():
            self._stop_process()
            self.state, self.message = "error", "The background games stopped unexpectedly."
            self._show_controls()

    def _finished(self, outcome: Outcome, charts: dict[str, bytes]) -> None:
        self.outcome = outcome
        self.state = "done"
        self.charts = {}
        for key, png in charts.items():
            try:
                self.charts[key] = _surface(png)
            except (pygame.error, ValueError) as exc:
                log.warning("chart %s could not be loaded: %s", key, exc)
        c = outcome.comparison
        self.lines = c.table() if c is not None else []
        self.table_view.content_height = len(self.lines) * ROW_H + 8
        self.table_view.offset = 0
        self.sample = self._typical_game(outcome)
        self.tabs.select(0, notify=False)
        self.app.audio.play("chime", 0.5)

    def _tuned(self, tuning: Tuning, chart: bytes) -> None:
        self.tuning = tuning
        self.state = "done"
        self.tune_chart = None
        if chart:
            try:
                self.tune_chart = _surface(chart)
            except (pygame.error, ValueError) as exc:
                log.warning("the tuning chart could not be loaded: %s", exc)
        first = self.tune_games()
        self.tune_command = command_line(tuning, self.tune.values_text, self.tune.goal, first, first * TUNE_GROWTH)
        self.tune_tabs.select(0, notify=False)
        self.app.audio.play("chime", 0.5)

    def _typical_game(self, outcome: Outcome) -> int | None:
        """The game of median length among those that ended by the rules under both variants."""
        a, b = outcome.results
        ok = [r for r, rb in zip(a, b) if not r.gap and not rb.gap]
        if not ok:
            return None
        ok.sort(key=lambda r: (r.turns, r.index))
        return ok[len(ok) // 2].index

    # -- after the run ----------------------------------------------------------------------------
    def tab_changed(self, index: int) -> None:
        self.app.mark_dirty()

    def watch(self, which: int) -> None:
        """Open game ``sample`` of variant A or B at its table, played again by the same computer players."""
        if self.outcome is None or self.sample is None or not games.is_playable(self.game_id):
            return
        job = Job.make(self.spec, self.outcome.plan.variants[which], self.outcome.plan.players,
                       self.outcome.plan.seed, self.outcome.plan.bots)
        record, _ = record_game(job, self.sample)
        from game.engine.match import Match
        match = Match.new(self.spec, record.variant, record.seats, record.seed)
        # The same seed and the same computer players replay the recorded game move for move.
        self.app.scenes.open("table", match, autosave=False, observer=True)

    def save_report(self) -> None:
        if not self.report_path.exists():
            return
        if self.ran == TUNE and self.tuning is not None:
            t = self.tuning
            name = f"{t.game}-tune-{t.param.key}-{datetime.now():%Y%m%d-%H%M%S}.html"
        elif self.outcome is not None:
            o = self.outcome
            name = (f"{o.spec.id}-{o.summaries[0].variant}-vs-{o.summaries[1].variant}-"
                    f"{datetime.now():%Y%m%d-%H%M%S}.html")
        else:
            return
        target = self.report_path.with_name("".join(ch if ch.isalnum() or ch in "-_." else "-" for ch in name))
        try:
            shutil.copyfile(self.report_path, target)
        except OSError as exc:
            self.app.toasts.show(f"The report could not be saved: {exc}", "error")
            return
        self.app.toasts.show(f"Report saved: {target}", "good", 6)

    def back(self) -> None:
        self.app.scenes.pop(self)

    def exit(self) -> None:
        self._stop_process()
        for proc in self.finished_procs:
            proc.join(3)
            if proc.is_alive():
                proc.terminate()
        self.finished_procs.clear()

    def on_window_close(self) -> None:
        self._stop_process()

    # -- frame ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if (self.state == "done" and self.ran == COMPARE and self.tabs.index == TAB_TABLE
                and self.table_view.handle(event, keys=True)):
            return
        self.widgets.handle(event)

    def _reap(self) -> None:
        for proc in list(self.finished_procs):
            if not proc.is_alive():
                proc.join(0)
                self.finished_procs.remove(proc)

    def update(self, dt: float) -> bool:
        if self.state in ("running", "cancelling"):
            self._poll()
        if self.finished_procs:
            self._reap()
        busy = self.widgets.update(dt)
        return busy or self.state in ("running", "cancelling") or bool(self.finished_procs)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.backdrop(SIZE), (0, 0))
        draw.text(surface, "Playtest lab", Fonts.title(TITLE_L), C.mustard, (LEFT.x, 28))
        draw.panel(surface, pygame.Rect(LEFT.x - 12, LEFT.y - 8, LEFT.width + 24, 516), C.night_lo, radius=18)
        font = Fonts.bold(BODY_M)
        for label, y in self.row_labels:
            draw.text(surface, label, font, C.cream, (LEFT.x + 8, y + ROW_HEIGHT[self.mode] // 2), "midleft")
        if self.broken and self.state != "running" and self.mode == COMPARE:
            draw.text_block(surface, f"{len(self.broken)} house-rule file(s) have a mistake and are left out; "
                                     f"open the editor to see why.", Fonts.body(BODY_S), C.coral_hi,
                            pygame.Rect(LEFT.x + 4, 568, LEFT.width - 8, 44), max_lines=2)
        draw.panel(surface, RIGHT, C.night_lo, radius=18)
        {"idle": self._draw_intro, "error": self._draw_intro, "running": self._draw_running,
         "cancelling": self._draw_running, "done": self._draw_results}[self.state](surface)
        self.widgets.draw(surface)

    def _draw_intro(self, surface: pygame.Surface) -> None:
        r = RIGHT.inflate(-48, -48)
        if not self.game_ids:
            draw.text_block(surface, "No game rules are part of this build yet, so there is nothing to playtest.",
                            Fonts.body(BODY_M), C.text, r)
            return
        if self.mode == COMPARE:
            title = "How the lab works"
            text = ("Pick the rules you play now as A and the house rule you want to try as B, then press Run.\n\n"
                    "The lab deals the same cards under A and B and lets computer players play both, so the only "
                    "difference between the two runs is the rule. It then tells you which figures really changed: "
                    "who wins, how long games last, how they end, how exciting they are, and each game's own "
                    "details.\n\n"
                    "Computer players move one seat along each game, so a seat that wins more often is a real "
                    "advantage of that seat, not of a stronger player sitting in it.")
        else:
            title = "Tuning a rule"
            text = ("Pick a rule, the values to try and the figure to aim at: for example the turn limit that "
                    "brings the first seat's advantage nearest zero.\n\n"
                    "Every value is played on the same deals. After a first round, values that are clearly worse "
                    "are dropped and the undecided ones get more games, until one stands out. The lab then "
                    "recommends a value, with its 95% interval, or tells you that no value reaches the goal.")
        draw.text(surface, title, Fonts.title(TITLE_S), C.cream, r.topleft)
        draw.text_block(surface, text, Fonts.body(BODY_M), C.text, pygame.Rect(r.x, r.y + 50, r.width, 330))
        if self.expected:  # a third line starts it higher ("…at most about 1 min 09 s if every …" was cut)
            font = Fonts.bold(BODY_M)
            extra = max(0, len(draw.wrap_lines(self.expected, font, r.width)) - 2) * font.get_linesize()
            draw.text_block(surface, self.expected, font, C.mustard,
                            pygame.Rect(r.x, r.bottom - 128 - extra, r.width, 60 + extra), max_lines=3)
        if self.message:
            draw.text_block(surface, self.message, Fonts.bold(BODY_M), C.coral_hi,
                            pygame.Rect(r.x, r.bottom - 60, r.width, 60), max_lines=2)

    def _draw_running(self, surface: pygame.Surface) -> None:
        r = RIGHT.inflate(-64, 0)
        eta = self.eta
        title = "Stopping…" if self.state == "cancelling" else (
            "Playing the games…" if self.ran == COMPARE else f"Trying {self.param_cycle.value}…")
        draw.text(surface, title, Fonts.title(TITLE_S + 6), C.cream, (RIGHT.centerx, RIGHT.y + 150), "midtop",
                  max_width=r.width)
        if self.ran == COMPARE:
            plan_text = (f"{self.a_label}  vs  {self.b_label} · {self.players_cycle.value} players · "
                         f"{self.bots_label.lower()}")
        else:
            plan_text = (f"{self.tune.values_text} · aiming at {self.target_cycle.value.lower()} · "
                         f"{self.players_cycle.value} players · {self.bots_label.lower()}")
        draw.text(surface, plan_text, Fonts.body(BODY_M), C.text_dim, (RIGHT.centerx, RIGHT.y + 200), "midtop",
                  max_width=r.width)
        bar = pygame.Rect(r.x, RIGHT.y + 260, r.width, 44)
        progress_bar(surface, bar, eta.fraction() if eta else 0.0)
        if eta is not None:
            draw.text(surface, eta.text(), Fonts.body(BODY_M), C.text, (RIGHT.centerx, bar.bottom + 20), "midtop")
        if self.ran == TUNE:
            draw.text(surface, "Undecided values get more games, so the bar may grow a round at a time.",
                      Fonts.body(BODY_S), C.text_dim, (RIGHT.centerx, bar.bottom + 60), "midtop", max_width=r.width)
        where = (f"on the cluster {self.cluster}" if self.on_cluster() and self.cluster is not None
                 else "in the background")
        draw.text(surface, f"The games run {where}: the app stays yours.", Fonts.body(BODY_S),
                  C.text_dim, (RIGHT.centerx, RIGHT.bottom - 60), "midtop", max_width=r.width)

    def _draw_results(self, surface: pygame.Surface) -> None:
        if self.ran == TUNE:
            self._draw_tuning(surface)
            return
        o = self.outcome
        assert o is not None and o.comparison is not None
        c = o.comparison
        head = c.verdict()[0].rstrip(":")
        draw.text(surface, head, Fonts.bold(BODY_M), C.mustard if c.significant() else C.cream,
                  (RIGHT.x + 18, RIGHT.y + 14), max_width=RIGHT.width - 36)
        sub = (f"{self.a_label} vs {self.b_label} · {o.plan.players} players · {self.bots_label.lower()} · "
               f"{o.plan.games:,} games each · seed {o.plan.seed}")
        draw.text(surface, sub, Fonts.body(BODY_S), C.text_dim, (RIGHT.x + 18, RIGHT.y + 42),
                  max_width=RIGHT.width - 36)
        if self.tabs.index == 0:
            self._draw_verdict(surface)
        elif self.tabs.index == TAB_TABLE:
            self._draw_table(surface)
        else:
            self._draw_chart(surface, self.charts.get(CHART_KEYS[self.tabs.index - TAB_CHARTS]))

    def _draw_chart(self, surface: pygame.Surface, chart: pygame.Surface | None) -> None:
        if chart is None:
            draw.text_block(surface, "Charts need the playtest extra (matplotlib): "
                                     'pip install "caper-night[playtest]"', Fonts.body(BODY_M), C.text,
                            PAGE.inflate(-40, -120))
            return
        scale = min(PAGE.width / chart.get_width(), PAGE.height / chart.get_height(), 1.0)
        img = chart if scale >= 1.0 else pygame.transform.smoothscale_by(chart, scale)
        surface.blit(img, img.get_rect(center=PAGE.center))

    def _draw_tuning(self, surface: pygame.Surface) -> None:
        t = self.tuning
        assert t is not None
        games_ = sum(r.games for r in t.rows)
        draw.text(surface, f"Tuning {t.param.title}: {t.label.lower()} {t.goal.text(t.kind)}", Fonts.bold(BODY_M),
                  C.cream, (RIGHT.x + 18, RIGHT.y + 14), max_width=RIGHT.width - 36)
        sub = (f"from {t.base} · {t.players} players · {self.bots_label.lower()} · {games_:,} games in "
               f"{len(t.rounds)} round(s) · seed {t.seed}")
        draw.text(surface, sub, Fonts.body(BODY_S), C.text_dim, (RIGHT.x + 18, RIGHT.y + 42),
                  max_width=RIGHT.width - 36)
        if self.tune_tabs.index == 0:
            draw_results(surface, t, pygame.Rect(PAGE.x + 4, PAGE.y, PAGE.width - 8, PAGE.height + 10),
                         self.tune_command)
        else:
            self._draw_chart(surface, self.tune_chart)

    def _draw_verdict(self, surface: pygame.Surface) -> None:
        o = self.outcome
        assert o is not None and o.comparison is not None
        font = Fonts.body(BODY_M)
        y = PAGE.y + 6
        lines = o.comparison.verdict()
        items = lines[1:] if len(lines) > 1 else lines
        if len(lines) > 1:
            draw.text(surface, "What changed from A to B:", Fonts.bold(BODY_M), C.cream, (PAGE.x + 4, y))
            y += 32
        shown = 0
        for line in items:
            lines_needed = len(draw.wrap_lines(line, font, PAGE.width - 40))
            if y + lines_needed * font.get_linesize() > PAGE.bottom - 110:
                draw.text(surface, f"… and {len(items) - shown} more in the table.", font, C.text_dim,
                          (PAGE.x + 24, y))
                y += 30
                break
            pygame.draw.circle(surface, C.mustard, (PAGE.x + 12, y + 14), 4)
            y += draw.text_block(surface, line, font, C.text, pygame.Rect(PAGE.x + 24, y, PAGE.width - 40, 200)) + 6
            shown += 1
        y = max(y + 8, PAGE.bottom - 104)
        gaps = [(s.variant, g) for s in o.summaries for g in s.gaps]
        if gaps:
            v, g = gaps[0]
            text = (f"Rule gaps: {len(gaps)} game(s) ended by a limit or an error, not by a rule (first: {v}, "
                    f"game {g.index}: {g.reason}). They are saved for replay in the rule-gaps folder.")
            draw.text_block(surface, text, Fonts.body(BODY_S), C.coral_hi, pygame.Rect(PAGE.x + 4, y, PAGE.width - 8,
                            48), max_lines=2)
            y += 50
        else:
            draw.text(surface, "No rule gaps: every game was ended by the rules.", Fonts.body(BODY_S), C.text_dim,
                      (PAGE.x + 4, y))
            y += 28
        command = (f"Same numbers on the command line: python -m game compare {o.spec.id} "
                   f"{o.summaries[0].variant} {o.summaries[1].variant} --players {o.plan.players} "
                   f"--bots {','.join(o.plan.bots)} --games {o.plan.games} --seed {o.plan.seed}")
        draw.text_block(surface, command, Fonts.body(16), C.text_dim, pygame.Rect(PAGE.x + 4, y, PAGE.width - 8, 44),
                        max_lines=2)

    def _draw_table(self, surface: pygame.Surface) -> None:
        view = self.table_view
        x0 = VIEW.x + 4
        cols = (x0, x0 + 380, x0 + 465, x0 + 555, VIEW.right - 14)
        font, bold = Fonts.body(BODY_S), Fonts.bold(BODY_S)
        o = self.outcome
        assert o is not None
        head_y = VIEW.y - 26
        for text, x in (("A", cols[1]), ("B", cols[2]), ("B − A", cols[3]), ("95% interval", cols[4])):
            draw.text(surface, text, Fonts.bold(BODY_S), C.text_dim, (x, head_y), "topright")
        clip = surface.get_clip()
        surface.set_clip(VIEW)
        first = view.offset // ROW_H
        for i in range(first, min(len(self.lines), first + VIEW.height // ROW_H + 2)):
            row = self.lines[i]
            y = view.y(i * ROW_H)
            if not any(row[1:]):
                draw.text(surface, row[0], Fonts.title(20), C.mustard, (cols[0], y + 4))
                continue
            significant = bool(row[5])
            if significant:
                pygame.draw.rect(surface, (86, 52, 60), (VIEW.x, y + 1, VIEW.width, ROW_H - 2), border_radius=6)
            color = C.cream if significant else C.text
            f = bold if significant else font
            draw.text(surface, row[0], f, color, (cols[0] + 10, y + 3), max_width=cols[1] - cols[0] - 100)
            for value, x in zip(row[1:5], cols[1:]):
                draw.text(surface, value, f, color, (x, y + 3), "topright")
        surface.set_clip(clip)
        view.draw_bar(surface)
        draw.text_block(surface, "Highlighted rows changed significantly (95%, allowing for many comparisons). "
                                 "Scroll with the mouse wheel or Page Up and Page Down.", Fonts.body(16), C.text_dim,
                        pygame.Rect(VIEW.x, VIEW.bottom + 6, VIEW.width, 46), max_lines=2)


def smoke_pictures(app, shoot) -> None:
    """The lab before, during and after a small comparison, each chart, and a small tuning."""
    scene = LabScene(app)
    app.scenes.push(scene)
    shoot("lab")
    if not scene.game_ids:
        app.scenes.pop(scene)
        return
    # a quick run for the pictures: few games, random computer players
    scene.games_cycle.options = ["40"]
    scene.games_cycle.set_index(0)
    scene.bots_cycle.set_index(len(scene.presets) - 1)
    _wait(app, scene, shoot, "lab-running")
    if scene.state == "done":
        shoot("lab-results")
        scene.tabs.select(TAB_TABLE)
        shoot("lab-table")
        for i, key in enumerate(CHART_KEYS, start=TAB_CHARTS):
            if key in scene.charts:
                scene.tabs.select(i)
                shoot(f"lab-chart-{key.replace('_', '-')}")
    scene.set_mode(TUNE)
    shoot("lab-tune")
    scene.tune_games_cycle.options = ["20 per value"]
    scene.tune_games_cycle.set_index(0)
    scene.tune.values_text = "1, 2, 4"  # the Police that catch: a quick, clear tuning
    scene._refresh_tune_labels()
    _wait(app, scene, shoot, "lab-tune-running")
    if scene.state == "done":
        shoot("lab-tune-results")
        if scene.tune_chart is not None:
            scene.tune_tabs.select(1)
            shoot("lab-tune-chart")
    app.scenes.pop(scene)


def _wait(app, scene: LabScene, shoot, running_picture: str) -> None:
    scene.run()
    deadline = time.perf_counter() + 180
    shot_running = False
    while scene.state in ("running", "cancelling") and time.perf_counter() < deadline:
        app.process([], 1 / 30)
        if not shot_running and scene.eta is not None and scene.eta.done > 0:
            shoot(running_picture, 0.05)
            shot_running = True
        time.sleep(0.02)
