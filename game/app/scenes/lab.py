"""The Playtest lab: two variants, many computer games on the same deals, and what changed.

Choose a game, variants A and B, the players, the computer players and how
many games; Run plays them in a background process (see
:mod:`game.playtest.background`) while the lab shows a progress bar with the
time left, and Cancel stops it. The app keeps drawing at full speed: the
scene only polls a queue in :meth:`LabScene.update`. The results are the
comparison table, the charts, and a "watch" button that opens a typical game
of either variant at the table.
"""

from __future__ import annotations

import io
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
from game.engine.registry import GAME_MODULES, TITLES, get_spec, module_exists
from game.playtest.background import lab_main
from game.playtest.progress import Eta
from game.playtest.runner import Job, record_game, spec_ref
from game.playtest.session import Outcome, Plan, default_bots, default_players
from game.store.paths import user_data_dir, variant_catalog
from game.ui import draw
from game.ui.scenes import Scene
from game.ui.theme import BODY_M, BODY_S, SIZE, TITLE_L, TITLE_S, C, Fonts
from game.ui.widgets import Button, Cycle, WidgetGroup

log = logging.getLogger(__name__)

GAME_COUNTS = (100, 200, 500, 1000, 2000, 5000, 10000)
LEFT = pygame.Rect(32, 104, 410, 600)
RIGHT = pygame.Rect(468, 104, 780, 600)
VIEW = pygame.Rect(RIGHT.x + 16, RIGHT.y + 150, RIGHT.width - 40, 360)  # the table, below its column heads
PAGE = pygame.Rect(RIGHT.x + 16, RIGHT.y + 124, RIGHT.width - 32, 408)  # the verdict and the charts
CHART_KEYS = ("win_rates", "lengths", "differences")
TAB_TABLE, TAB_CHARTS = 1, 2  # tab 0 is the verdict
CANCEL_GRACE = 3.0
ROW_H = 30


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
        self.state = "idle"  # idle, running, cancelling, done, error
        self.message = ""
        self.proc: Any = None
        self.finished_procs: list[Any] = []
        self.queue: Any = None
        self.cancel_event: Any = None
        self.cancel_at = 0.0
        self.eta: Eta | None = None
        self.outcome: Outcome | None = None
        self.charts: dict[str, pygame.Surface] = {}
        self.lines: list[tuple[str, ...]] = []
        self.sample: int | None = None
        self.report_path = user_data_dir() / "reports" / "last-lab-report.html"
        self.seed = 1
        self.a_label = self.b_label = self.bots_label = ""
        self.spec: Any = None
        self.variants: list = []
        self.broken: list = []
        self.presets: list[tuple[str, tuple[str, ...]]] = [("All normal", ("normal",))]
        self.table_view = ScrollView(VIEW, 0, ROW_H * 3)
        self._build()
        if self.game_id:
            self.load_game(self.game_id)

    # -- building the screen ------------------------------------------------------------------
    def _build(self) -> None:
        w = self.widgets
        x, cw = LEFT.x + 130, LEFT.width - 130
        rows = [LEFT.y + 8 + i * 62 for i in range(6)]
        self.row_labels = list(zip(("Game", "Variant A", "Variant B", "Players", "Bots", "Games"), rows))
        titles = [TITLES.get(g, g) for g in self.game_ids] or ["No games yet"]
        self.game_cycle = w.add(Cycle(pygame.Rect(x, rows[0], cw, 50), titles, 0, on_change=self.game_changed,
                                      font_size=20, tooltip="Which game to playtest"))
        self.a_cycle = w.add(Cycle(pygame.Rect(x, rows[1], cw, 50), ["standard"], 0, on_change=self.setup_changed,
                                   font_size=20, tooltip="The rules you play now"))
        self.b_cycle = w.add(Cycle(pygame.Rect(x, rows[2], cw, 50), ["standard"], 0, on_change=self.setup_changed,
                                   font_size=20, tooltip="The rules you want to try"))
        self.players_cycle = w.add(Cycle(pygame.Rect(x, rows[3], cw, 50), ["4"], 0, on_change=self.setup_changed,
                                         font_size=20, tooltip="How many players at the table"))
        self.bots_cycle = w.add(Cycle(pygame.Rect(x, rows[4], cw, 50), ["All normal"], 0,
                                      on_change=self.setup_changed, font_size=20,
                                      tooltip="Computer players in the seats; they move one seat along each game"))
        self.games_cycle = w.add(Cycle(pygame.Rect(x, rows[5], cw, 50), [f"{n:,}" for n in GAME_COUNTS],
                                       GAME_COUNTS.index(500), on_change=self.setup_changed, font_size=20,
                                       tooltip="Games under each variant (the same deals under A and B)"))
        self.house_button = w.add(Button(pygame.Rect(LEFT.x, rows[5] + 74, LEFT.width, 50),
                                         "Make or edit house rules…", self.house_rules, font_size=20,
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
        by = RIGHT.bottom - 62
        self.watch_a = w.add(Button(pygame.Rect(RIGHT.x + 16, by, 236, 50), "Watch a game of A",
                                    lambda: self.watch(0), font_size=19,
                                    tooltip="A typical game under A, played again at the table"))
        self.watch_b = w.add(Button(pygame.Rect(RIGHT.x + 262, by, 236, 50), "Watch a game of B",
                                    lambda: self.watch(1), font_size=19,
                                    tooltip="The same deal under B, played again at the table"))
        self.report_button = w.add(Button(pygame.Rect(RIGHT.x + 508, by, 256, 50), "Save the report", self.save_report,
                                          font_size=19, tooltip="An HTML page with the table and the charts"))
        self._show_controls()

    def _show_controls(self) -> None:
        self.app.mark_dirty()
        running = self.state in ("running", "cancelling")
        done = self.state == "done" and self.outcome is not None
        for c in (self.game_cycle, self.a_cycle, self.b_cycle, self.players_cycle, self.bots_cycle,
                  self.games_cycle, self.house_button):
            c.enabled = not running and bool(self.game_ids)
        self.house_button.enabled = self.house_button.enabled and self.editor_present
        self.run_button.visible = not running
        self.run_button.enabled = bool(self.game_ids)
        self.cancel_button.visible = running
        self.cancel_button.enabled = self.state == "running"
        self.tabs.show(done, [True, True, *(k in self.charts for k in CHART_KEYS)] if done else None)
        playable = done and games.is_playable(self.game_id) and self.sample is not None
        for b in (self.watch_a, self.watch_b):
            b.visible = done
            b.enabled = playable
            if done and not playable:
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
        labels = [e.name + ("" if e.builtin else " (yours)") for e in self.variants]
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
        self._players_for_variant()

    def _players_for_variant(self) -> None:
        va, vb = self.variant(0), self.variant(1)
        lo_a, hi_a = self.spec.players_for(va)
        lo_b, hi_b = self.spec.players_for(vb)
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
        self.message = ""
        if self.game_ids:
            self._players_for_variant()
        self._show_controls()

    def plan(self) -> Plan:
        players = int(self.players_cycle.value)
        games = int(self.games_cycle.value.replace(",", ""))
        return Plan(spec_ref(self.spec), [self.variant(0), self.variant(1)], players, games, self.seed,
                    self.presets[self.bots_cycle.index][1])

    def house_rules(self) -> None:
        self.app.scenes.open("house_rules", self.game_id)

    def resume(self) -> None:
        """Back from the house-rules editor: its new files show up here."""
        if not self.game_ids or self.state in ("running", "cancelling"):
            return
        a, b = self.variants[self.a_cycle.index].name, self.variants[self.b_cycle.index].name
        self.load_game(self.game_id)
        names = [e.name for e in self.variants]
        if a in names:
            self.a_cycle.set_index(names.index(a))
        if b in names:
            self.b_cycle.set_index(names.index(b))
        self._players_for_variant()
        self._show_controls()

    # -- running --------------------------------------------------------------------------------
    def run(self) -> None:
        if self.state in ("running", "cancelling") or not self.game_ids:
            return
        try:
            if not self.players_cycle.value.isdigit():
                raise ValueError("A and B allow no common number of players.")
            self.seed = random.randint(1, 99_999)
            plan = self.plan()
            plan.check()
        except ValueError as exc:
            self.state, self.message = "error", str(exc)
            self.app.audio.play("buzz", 0.5)
            self._show_controls()
            return
        ctx = multiprocessing.get_context("spawn")  # a clean child: no window, no sound, no threads
        self.queue, self.cancel_event = ctx.Queue(), ctx.Event()
        self.proc = ctx.Process(target=lab_main, name="caper-night-lab",
                                args=(plan, self.queue, self.cancel_event, str(user_data_dir() / "rule-gaps"),
                                      str(self.report_path)))
        self.proc.start()
        self.state, self.message = "running", ""
        self.eta = Eta(plan.games * 2, from_first=True)
        self.a_label, self.b_label, self.bots_label = self.a_cycle.value, self.b_cycle.value, self.bots_cycle.value
        self.report_path.unlink(missing_ok=True)
        self.outcome, self.charts, self.lines, self.sample = None, {}, [], None
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
                self._finished(msg[1], msg[2])
            elif kind == "cancelled":
                self.state, self.message = "idle", "Cancelled."
            elif kind == "error":
                self.state, self.message = "error", f"The games stopped: {msg[1]}"
            if kind != "progress":
                # the process ends by itself in a moment: reap it later, never wait for it in a frame
                self.finished_procs.append(self.proc)
                self.proc = None
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
        if self.outcome is None or not self.report_path.exists():
            return
        o = self.outcome
        name = f"{o.spec.id}-{o.summaries[0].variant}-vs-{o.summaries[1].variant}-{datetime.now():%Y%m%d-%H%M%S}.html"
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
        if self.state == "done" and self.tabs.index == TAB_TABLE and self.table_view.handle(event, keys=True):
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
        draw.text(surface, "Try house rules on thousands of computer games before the family plays them.",
                  Fonts.body(BODY_M), C.text_dim, (LEFT.x + 330, 46), max_width=SIZE[0] - LEFT.x - 370)
        draw.panel(surface, pygame.Rect(LEFT.x - 12, LEFT.y - 8, LEFT.width + 24, 516), C.night_lo, radius=18)
        for label, y in self.row_labels:
            draw.text(surface, label, Fonts.bold(BODY_M), C.cream, (LEFT.x + 8, y + 25), "midleft")
        if self.broken and self.state != "running":
            draw.text_block(surface, f"{len(self.broken)} house-rule file(s) have a mistake and are left out; "
                                     f"open the editor to see why.", Fonts.body(BODY_S), C.coral_hi,
                            pygame.Rect(LEFT.x + 4, LEFT.y + 440, LEFT.width - 8, 50), max_lines=2)
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
        draw.text(surface, "How the lab works", Fonts.title(TITLE_S), C.cream, r.topleft)
        text = ("Pick the rules you play now as A and the house rule you want to try as B, then press Run.\n\n"
                "The lab deals the same cards under A and B and lets computer players play both, so the only "
                "difference between the two runs is the rule. It then tells you which figures really changed: "
                "who wins, how long games last, how they end, and each game's own details.\n\n"
                "Computer players move one seat along each game, so a seat that wins more often is a real "
                "advantage of that seat, not of a stronger player sitting in it.")
        draw.text_block(surface, text, Fonts.body(BODY_M), C.text, pygame.Rect(r.x, r.y + 50, r.width, 330))
        if self.message:
            draw.text_block(surface, self.message, Fonts.bold(BODY_M), C.coral_hi,
                            pygame.Rect(r.x, r.bottom - 60, r.width, 60), max_lines=2)

    def _draw_running(self, surface: pygame.Surface) -> None:
        r = RIGHT.inflate(-64, 0)
        eta = self.eta
        title = "Stopping…" if self.state == "cancelling" else "Playing the games…"
        draw.text(surface, title, Fonts.title(TITLE_S + 6), C.cream, (RIGHT.centerx, RIGHT.y + 150), "midtop")
        plan_text = (f"{self.a_label}  vs  {self.b_label} · {self.players_cycle.value} players · "
                     f"{self.bots_label.lower()}")
        draw.text(surface, plan_text, Fonts.body(BODY_M), C.text_dim, (RIGHT.centerx, RIGHT.y + 200), "midtop",
                  max_width=r.width)
        bar = pygame.Rect(r.x, RIGHT.y + 260, r.width, 44)
        progress_bar(surface, bar, eta.fraction() if eta else 0.0)
        if eta is not None:
            draw.text(surface, eta.text(), Fonts.body(BODY_M), C.text, (RIGHT.centerx, bar.bottom + 20), "midtop")
        draw.text(surface, "The games run in the background: the app stays yours.", Fonts.body(BODY_S),
                  C.text_dim, (RIGHT.centerx, RIGHT.bottom - 60), "midtop")

    def _draw_results(self, surface: pygame.Surface) -> None:
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
            chart = self.charts.get(CHART_KEYS[self.tabs.index - TAB_CHARTS])
            if chart is None:
                draw.text_block(surface, "Charts need the playtest extra (matplotlib): "
                                         'pip install "caper-night[playtest]"', Fonts.body(BODY_M), C.text,
                                PAGE.inflate(-40, -120))
            else:
                scale = min(PAGE.width / chart.get_width(), PAGE.height / chart.get_height(), 1.0)
                img = chart if scale >= 1.0 else pygame.transform.smoothscale_by(chart, scale)
                surface.blit(img, img.get_rect(center=PAGE.center))

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
        draw.text(surface, "Highlighted rows changed significantly (95%, allowing for many comparisons). "
                           "Scroll: wheel, Page Up/Down.", Fonts.body(16), C.text_dim,
                  (VIEW.x, VIEW.bottom + 4), max_width=VIEW.width)


def smoke_pictures(app, shoot) -> None:
    """The lab before, during and after a small comparison, and each chart."""
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
    scene.run()
    deadline = time.perf_counter() + 120
    shot_running = False
    while scene.state in ("running", "cancelling") and time.perf_counter() < deadline:
        app.process([], 1 / 30)
        if not shot_running and scene.eta is not None and scene.eta.done > 0:
            shoot("lab-running", 0.05)
            shot_running = True
        time.sleep(0.02)
    if scene.state == "done":
        shoot("lab-results")
        scene.tabs.select(TAB_TABLE)
        shoot("lab-table")
        for i, key in enumerate(CHART_KEYS, start=TAB_CHARTS):
            if key in scene.charts:
                scene.tabs.select(i)
                shoot(f"lab-chart-{key.replace('_', '-')}")
    app.scenes.pop(scene)


