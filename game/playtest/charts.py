"""Charts of a playtest, drawn with matplotlib (the ``playtest`` extra) into PNG bytes.

Win rates by seat with their 95 % intervals, the distribution of game
lengths, and the changes from A to B. The same PNG bytes go into report
files and, loaded as pygame surfaces, into the Lab. matplotlib is imported
only when a chart is drawn, with the Agg backend (no window), so the game
itself never needs it.
"""

from __future__ import annotations

import io
from typing import Sequence

from game.playtest.compare import Comparison
from game.playtest.stats import Summary

# the app's palette (game/ui/theme.py), repeated here so this module stays free of pygame
TEAL, MUSTARD, CORAL, CREAM, NIGHT, INK, DIM = ("#28A092", "#F4B436", "#E65A3C", "#FFF6E4", "#1C2440", "#2C2436",
                                                "#BEB8C8")
SERIES = (TEAL, MUSTARD, CORAL, "#78B4E6", "#784682")
DPI = 100
#: text sizes in points; at DPI 100 a point is 1.39 pixels, so the smallest text is 16.7 px, above the 14 px
#: the app allows at 1280×720 (charts are shown 1:1 in the Lab)
TICK_PT, LEGEND_PT, LABEL_PT, TITLE_PT = 12, 12, 13, 14
RIGHT_PX = 30


class ChartsUnavailable(RuntimeError):
    """matplotlib is not installed."""


def available() -> bool:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def _figure_class():
    """matplotlib's Figure, without pyplot: no global state, no GUI backend, a second less to import."""
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise ChartsUnavailable('charts need the playtest extra: pip install "caper-night[playtest]"') from None
    return Figure


def preload() -> None:
    """Import matplotlib ahead of time (the Lab does it while the games run)."""
    try:
        _figure_class()
    except ChartsUnavailable:
        pass


def _figure(size: tuple[int, int], dark: bool, left: float = 0.09):
    Figure = _figure_class()
    fig = Figure(figsize=(size[0] / DPI, size[1] / DPI), dpi=DPI)
    ax = fig.subplots()
    # fixed margins: tight_layout would draw every chart twice
    # (room on the right for half of the last tick's number, whatever the width)
    fig.subplots_adjust(left=left, right=1 - RIGHT_PX / size[0], top=1 - 38 / size[1], bottom=62 / size[1])
    fg, bg = (CREAM, NIGHT) if dark else (INK, "white")
    fig.patch.set_facecolor(bg)
    ax.set_facecolor(bg)
    for spine in ax.spines.values():
        spine.set_color(DIM if dark else "#999999")
    ax.tick_params(colors=fg, labelsize=TICK_PT)
    ax.xaxis.label.set_color(fg)
    ax.yaxis.label.set_color(fg)
    ax.xaxis.label.set_fontsize(LABEL_PT)
    ax.yaxis.label.set_fontsize(LABEL_PT)
    ax.title.set_color(fg)
    return fig, ax, fg


def _png(fig) -> bytes:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", facecolor=fig.get_facecolor())
    return buf.getvalue()


def win_rates(summaries: Sequence[Summary], size: tuple[int, int] = (720, 360), dark: bool = False) -> bytes:
    """Bars of each seat's win rate per variant, with 95 % intervals and the fair share marked."""
    fig, ax, fg = _figure(size, dark)
    players = summaries[0].players
    width = 0.8 / len(summaries)
    top = 100 / players
    for k, s in enumerate(summaries):
        xs, ys, lo, hi = [], [], [], []
        for seat in range(players):
            e = s.get(f"seat.{seat + 1}.win")
            v = e.value or 0.0
            xs.append(seat + (k - (len(summaries) - 1) / 2) * width)
            ys.append(v * 100)
            lo.append(max(0.0, v - (e.low if e.low is not None else v)) * 100)
            hi.append(max(0.0, (e.high if e.high is not None else v) - v) * 100)
        top = max([top, *(y + h for y, h in zip(ys, hi))])
        ax.bar(xs, ys, width * 0.92, color=SERIES[k % len(SERIES)], label=s.variant,
               yerr=[lo, hi], ecolor=fg, capsize=3)
    ax.axhline(100 / players, color=fg, linestyle="--", linewidth=1, alpha=0.7, label="fair share")
    ax.set_xticks(range(players), [f"Seat {i + 1}" for i in range(players)])
    ax.set_ylabel("wins (%)")
    ax.set_title("Win rate by seat (95% intervals)", fontsize=TITLE_PT)
    ax.set_ylim(0, top * 1.3)
    ax.legend(facecolor=NIGHT if dark else "white", labelcolor=fg, edgecolor=DIM, fontsize=LEGEND_PT,
              loc="upper center", ncol=len(summaries) + 1)
    return _png(fig)


def lengths(turns: dict[str, Sequence[int]], size: tuple[int, int] = (720, 360), dark: bool = False,
            what: str = "turns") -> bytes:
    """How many games lasted how many turns, per variant (outlines, so A and B can overlap)."""
    fig, ax, fg = _figure(size, dark)
    every = [t for ts in turns.values() for t in ts]
    if every:
        lo, hi = min(every), max(every)
        bins = min(40, max(1, hi - lo + 1))
        for k, (name, ts) in enumerate(turns.items()):
            if ts:
                color = SERIES[k % len(SERIES)]
                ax.hist(ts, bins=bins, range=(lo - 0.5, hi + 0.5), histtype="stepfilled", alpha=0.25, color=color)
                ax.hist(ts, bins=bins, range=(lo - 0.5, hi + 0.5), histtype="step", linewidth=2, color=color,
                        label=f"{name} (mean {sum(ts) / len(ts):.1f})")
        ax.legend(facecolor=NIGHT if dark else "white", labelcolor=fg, edgecolor=DIM, fontsize=LEGEND_PT)
    ax.set_xlabel(what)
    ax.set_ylabel("games")
    ax.set_title(f"Game length ({what})", fontsize=TITLE_PT)
    return _png(fig)


def differences(comparison: Comparison, size: tuple[int, int] = (720, 420), dark: bool = False,
                limit: int = 12) -> bytes:
    """B − A for the rates that moved most, with their 95 % intervals; significant ones in colour."""
    left = 0.40
    fig, ax, fg = _figure(size, dark, left=left)
    rows = [d for d in comparison.rows if d.metric.kind in ("rate", "points") and d.diff.value is not None]
    rows.sort(key=lambda d: (not d.significant, -abs(d.diff.value or 0.0)))
    rows = list(reversed(rows[:limit]))
    ys = range(len(rows))
    for y, d in zip(ys, rows):
        color = CORAL if d.significant else DIM
        v = (d.diff.value or 0.0) * 100
        low = (d.diff.low if d.diff.low is not None else d.diff.value) * 100  # type: ignore[operator]
        high = (d.diff.high if d.diff.high is not None else d.diff.value) * 100  # type: ignore[operator]
        ax.plot([low, high], [y, y], color=color, linewidth=3, solid_capstyle="round")
        ax.plot([v], [y], "o", color=color, markersize=7)
    ax.axvline(0, color=fg, linewidth=1, alpha=0.7)
    # each name as long as the room left of the chart allows (found by hand: a long one ran off the picture)
    room = size[0] * left - 16  # (less the tick and its gap)
    ax.set_yticks(list(ys), [_fit(d.metric.label, room) for d in rows])
    ax.set_xlabel(f"B − A, percentage points (A: {_short(comparison.a.variant, 14)}, "
                  f"B: {_short(comparison.b.variant, 14)})")
    ax.set_title(_fit("How the rates changed (coloured: significant)", size[0] - 16, TITLE_PT),
                 fontsize=TITLE_PT)
    # the title and the axis's name centred on the whole picture, not on the plot alone
    middle = (0.5 - left) / (1 - RIGHT_PX / size[0] - left)
    ax.xaxis.label.set_x(middle)
    ax.title.set_x(middle)
    return _png(fig)


def tune_chart(tuning, size: tuple[int, int] = (720, 400), dark: bool = False) -> bytes:
    """The target figure against the rule's value, each with its 95 % interval; the goal and the pick marked."""
    from game.playtest.labels import fmt

    fig, ax, fg = _figure(size, dark, left=0.13)
    percent = tuning.kind in ("rate", "points")
    scale = 100.0 if percent else 1.0
    numeric = all(isinstance(r.value, (int, float)) and not isinstance(r.value, bool) for r in tuning.rows)
    xs = [float(r.value) if numeric else i for i, r in enumerate(tuning.rows)]
    shown: set[str] = set()
    for x, r in zip(xs, tuning.rows):
        e = r.estimate
        if e.value is None:
            continue
        lo = e.low if e.low is not None else e.value
        hi = e.high if e.high is not None else e.value
        name = "recommended" if r is tuning.best else ("dropped" if r.dropped else "still in the running")
        color = {"recommended": CORAL, "dropped": DIM}.get(name, TEAL)
        ax.plot([x, x], [lo * scale, hi * scale], color=color, linewidth=3, solid_capstyle="round")
        ax.plot([x], [e.value * scale], "o", color=color, markersize=9 if r is tuning.best else 7,
                label=None if name in shown else name)
        shown.add(name)
    if tuning.goal.kind == "target":
        ax.axhline(tuning.goal.value * scale, color=MUSTARD, linestyle="--", linewidth=1.5,
                   label=f"goal {fmt(tuning.goal.value, tuning.kind)}")
    if not numeric or len(xs) <= 12:
        ax.set_xticks(xs, [r.label for r in tuning.rows])
    ax.margins(x=0.08, y=0.12)
    entries = len(shown) + (tuning.goal.kind == "target")
    columns = entries if entries <= 3 else 2
    low, high = ax.get_ylim()
    # room for the legend above the intervals: one line of it, or two
    ax.set_ylim(low, high + (high - low) * (0.3 if columns == entries else 0.6))
    ax.legend(facecolor=NIGHT if dark else "white", labelcolor=fg, edgecolor=DIM, fontsize=LEGEND_PT,
              loc="upper center", ncol=columns)
    ax.set_xlabel(tuning.param.key)
    unit = {"rate": " (%)", "points": " (points)"}.get(tuning.kind, "")
    ax.set_ylabel(_short(tuning.label, 30) + unit)
    ax.set_title(f"{_short(tuning.label, 44)} by {tuning.param.key}, with 95% intervals", fontsize=TITLE_PT)
    return _png(fig)


def _short(label: str, n: int = 34) -> str:
    return label if len(label) <= n else label[: n - 1] + "…"


def _fit(label: str, room: float, points: float = TICK_PT) -> str:
    """``label``, shortened with "…" until it is at most ``room`` pixels wide in the charts' font at ``points``."""
    from matplotlib.font_manager import FontProperties
    from matplotlib.textpath import TextToPath

    prop, measure = FontProperties(size=points), TextToPath()

    def width(text: str) -> float:
        return measure.get_text_width_height_descent(text, prop, ismath=False)[0] * DPI / 72

    if width(label) <= room:
        return label
    n = len(label) - 1
    while n > 1 and width(label[:n].rstrip() + "…") > room:
        n -= 1
    return label[:n].rstrip() + "…"


def charts_for(summaries: Sequence[Summary], turns: dict[str, Sequence[int]], comparison: Comparison | None = None,
               size: tuple[int, int] = (720, 360), dark: bool = False) -> dict[str, bytes]:
    """Every chart of a run: ``win_rates``, ``lengths`` and (comparing) ``differences``."""
    out = {"win_rates": win_rates(summaries, size, dark), "lengths": lengths(turns, size, dark)}
    if comparison is not None:
        out["differences"] = differences(comparison, (size[0], max(size[1], 360)), dark)
    return out
