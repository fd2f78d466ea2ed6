"""A playtest report file: the statistics tables, the verdict and the charts.

``report.html`` is one self-contained page (charts embedded), easy to mail
to the rest of the family; ``report.md`` is a Markdown summary with the
charts as PNG files beside it (``report-win-rates.png``...). Charts need the
``playtest`` extra (matplotlib).
"""

from __future__ import annotations

import base64
import html
from datetime import datetime
from pathlib import Path
from typing import Sequence

from game.playtest import charts
from game.playtest.compare import Comparison
from game.playtest.runner import GameResult
from game.playtest.stats import Gap, Summary
from game.store.files import atomic_write_bytes, atomic_write_text

CHART_TITLES = {"win_rates": "Win rate by seat", "lengths": "Game length", "differences": "A vs B"}


def turns_of(results: Sequence[GameResult]) -> list[int]:
    return [r.turns for r in results if r.gap != "error"]


def _headline(summaries: Sequence[Summary]) -> str:
    s = summaries[0]
    what = " vs ".join(f"{x.variant} ({'AB'[i]})" for i, x in enumerate(summaries)) if len(summaries) > 1 \
        else s.variant
    each = " each" if len(summaries) > 1 else ""
    return (f"{s.title} · {what} · {s.players} players · {s.games} games{each} · seed {s.seed} · "
            f"bots {','.join(s.bots)}")


def _gap_lines(summaries: Sequence[Summary]) -> list[tuple[str, Gap]]:
    return [(s.variant, g) for s in summaries for g in s.gaps]


def write_report(path: str | Path, results: dict[str, Sequence[GameResult]], summaries: Sequence[Summary],
                 comparison: Comparison | None = None, images: dict[str, bytes] | None = None) -> list[Path]:
    """Write the report (HTML or Markdown by the file's suffix); returns every file written.

    The HTML page is dark like the app, so its charts are too; Markdown gets
    light charts for white pages. ``images`` may pass charts already drawn.
    """
    path = Path(path)
    markdown = path.suffix.lower() in (".md", ".markdown")
    if images is None:
        images = charts.charts_for(summaries, {name: turns_of(rs) for name, rs in results.items()}, comparison,
                                   dark=not markdown)
    if markdown:
        return _markdown(path, summaries, comparison, images)
    return [_html(path, summaries, comparison, images)]


def _table_rows(summaries: Sequence[Summary], comparison: Comparison | None) -> tuple[list[str], list[tuple]]:
    if comparison is not None:
        head = ["Statistic", comparison.a.variant + " (A)", comparison.b.variant + " (B)", "B − A",
                "95% interval", "significant"]
        return head, [(*row[:5], "yes" if row[5] else "") if any(row[1:]) else row
                      for row in comparison.table()]
    return ["Statistic", summaries[0].variant, "95% interval"], summaries[0].table()


def _markdown(path: Path, summaries: Sequence[Summary], comparison: Comparison | None,
              images: dict[str, bytes]) -> list[Path]:
    written = []
    lines = [f"# Playtest: {summaries[0].title}", "", _headline(summaries), "",
             f"Made {datetime.now():%Y-%m-%d %H:%M} with `python -m game "
             f"{'compare' if comparison else 'simulate'}`.", ""]
    if comparison is not None:
        verdict = comparison.verdict()
        lines += ["## Verdict", "", verdict[0], ""] + [f"- {v}" for v in verdict[1:]] + [""]
    head, rows = _table_rows(summaries, comparison)
    lines += ["## Statistics", "", "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in rows:
        if not any(row[1:]):
            lines.append(f"| **{row[0]}** |" + " |" * (len(head) - 1))
        else:
            lines.append("| " + " | ".join(str(c) for c in row) + " |")
    lines.append("")
    gaps = _gap_lines(summaries)
    if gaps:
        lines += ["## Rule gaps", ""]
        lines += [f"- {v}: game {g.index} (seed {g.seed}): {g.reason}" + (f" — `python -m game replay {g.file}`"
                                                                          if g.file else "") for v, g in gaps]
        lines.append("")
    lines += ["## Charts", ""]
    for key, png in images.items():
        image = path.with_name(f"{path.stem}-{key.replace('_', '-')}.png")
        atomic_write_bytes(image, png)
        written.append(image)
        lines += [f"![{CHART_TITLES[key]}]({image.name})", ""]
    atomic_write_text(path, "\n".join(lines))
    return [path, *written]


_CSS = """
body { font-family: 'Noto Sans', system-ui, sans-serif; background: #1C2440; color: #FAF2E2; margin: 2em auto;
       max-width: 1000px; padding: 0 1em; }
h1, h2 { color: #F4B436; font-family: 'Fredoka One', 'Noto Sans', sans-serif; font-weight: normal; }
table { border-collapse: collapse; width: 100%; background: #FFF6E4; color: #2C2436; border-radius: 8px; }
td, th { padding: 4px 10px; text-align: right; border-bottom: 1px solid #E8DCC4; }
td:first-child, th:first-child { text-align: left; }
tr.section td { background: #2C3860; color: #FFF6E4; font-weight: bold; }
tr.sig td { background: #FCE3D6; font-weight: bold; }
img { max-width: 100%; border-radius: 8px; margin: 0.5em 0; }
li { margin: 0.3em 0; }
"""


def write_tune_report(path: str | Path, tuning, chart: bytes | None = None) -> list[Path]:
    """The tuner's report: the verdict, the table of values and the chart (HTML with the chart inside, or
    Markdown with ``NAME-tune.png`` beside it). Returns every file written."""
    path = Path(path)
    markdown = path.suffix.lower() in (".md", ".markdown")
    if chart is None:
        chart = charts.tune_chart(tuning, dark=not markdown)
    t = tuning
    head = (f"{t.title} · {t.param.key} from {t.base} · {t.label} {t.goal.text(t.kind)} · {t.players} players · "
            f"bots {','.join(t.bots)} · seed {t.seed}")
    where = " · where " + " and ".join(c.text() for c in t.conditions) if t.conditions else ""
    columns = ["Value", "Games", t.label, "95% interval", ""]
    rounds = "; ".join(f"{g} games: {', '.join(v) or 'none'} left" for g, v in t.rounds)
    if markdown:
        image = path.with_name(f"{path.stem}-tune.png")
        atomic_write_bytes(image, chart)
        lines = [f"# Tuning {t.param.key}: {t.title}", "", head + where, "",
                 f"Made {datetime.now():%Y-%m-%d %H:%M} with `python -m game tune`.", "", "## Verdict", "",
                 t.verdict(), "", "## Values", "", "| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
        lines += ["| " + " | ".join(row) + " |" for row in t.table()]
        lines += ["", f"Rounds: {rounds}.", "", f"![{t.label} by {t.param.key}]({image.name})", ""]
        atomic_write_text(path, "\n".join(lines))
        return [path, image]
    e = html.escape
    data = base64.b64encode(chart).decode("ascii")
    parts = [f"<!doctype html><html><head><meta charset='utf-8'><title>Tuning {e(t.param.key)}</title>",
             f"<style>{_CSS}</style></head><body>", f"<h1>Tuning {e(t.param.key)}: {e(t.title)}</h1>",
             f"<p>{e(head + where)}<br>Made {datetime.now():%Y-%m-%d %H:%M}.</p>",
             f"<h2>Verdict</h2><p>{e(t.verdict())}</p>",
             f"<p><img alt='{e(t.label)} by {e(t.param.key)}' src='data:image/png;base64,{data}'></p>",
             "<h2>Values</h2><table><tr>" + "".join(f"<th>{e(c)}</th>" for c in columns) + "</tr>"]
    for row in t.table():
        cls = " class='sig'" if row[-1] == "recommended" else ""
        parts.append(f"<tr{cls}>" + "".join(f"<td>{e(c)}</td>" for c in row) + "</tr>")
    parts += ["</table>", f"<p>Rounds: {e(rounds)}.</p>", "</body></html>\n"]
    atomic_write_text(path, "\n".join(parts))
    return [path]


def _html(path: Path, summaries: Sequence[Summary], comparison: Comparison | None,
          images: dict[str, bytes]) -> Path:
    e = html.escape
    parts = [f"<!doctype html><html><head><meta charset='utf-8'><title>Playtest: {e(summaries[0].title)}</title>",
             f"<style>{_CSS}</style></head><body>", f"<h1>Playtest: {e(summaries[0].title)}</h1>",
             f"<p>{e(_headline(summaries))}<br>Made {datetime.now():%Y-%m-%d %H:%M}.</p>"]
    if comparison is not None:
        verdict = comparison.verdict()
        parts.append(f"<h2>Verdict</h2><p>{e(verdict[0])}</p>")
        if len(verdict) > 1:
            parts.append("<ul>" + "".join(f"<li>{e(v)}</li>" for v in verdict[1:]) + "</ul>")
    head, rows = _table_rows(summaries, comparison)
    parts.append("<h2>Statistics</h2><table><tr>" + "".join(f"<th>{e(h)}</th>" for h in head) + "</tr>")
    for row in rows:
        if not any(row[1:]):
            parts.append(f"<tr class='section'><td colspan='{len(head)}'>{e(row[0])}</td></tr>")
        else:
            cls = " class='sig'" if comparison is not None and row[-1] else ""
            parts.append(f"<tr{cls}>" + "".join(f"<td>{e(str(c))}</td>" for c in row) + "</tr>")
    parts.append("</table>")
    gaps = _gap_lines(summaries)
    if gaps:
        parts.append("<h2>Rule gaps</h2><ul>")
        for v, g in gaps:
            replay = f" — <code>python -m game replay {e(g.file)}</code>" if g.file else ""
            parts.append(f"<li>{e(v)}: game {g.index} (seed {g.seed}): {e(g.reason)}{replay}</li>")
        parts.append("</ul>")
    parts.append("<h2>Charts</h2>")
    for key, png in images.items():
        data = base64.b64encode(png).decode("ascii")
        parts.append(f"<p><img alt='{e(CHART_TITLES[key])}' src='data:image/png;base64,{data}'></p>")
    parts.append("</body></html>\n")
    atomic_write_text(path, "\n".join(parts))
    return path
