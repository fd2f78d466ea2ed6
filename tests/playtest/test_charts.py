"""Charts are legible in the Lab: no text under 14 pixels when shown 1:1 at 1280×720 (issue 16)."""

from __future__ import annotations

import pytest

pytest.importorskip("matplotlib")

from game.playtest import charts  # noqa: E402
from game.playtest.runner import Job, run  # noqa: E402

MIN_PX = 14


@pytest.fixture
def drawn(monkeypatch):
    """Every figure a chart function draws, instead of its PNG."""
    figures = []
    real = charts._png

    def keep(fig):
        figures.append(fig)
        return real(fig)

    monkeypatch.setattr(charts, "_png", keep)
    return figures


def _smallest_text_px(fig) -> float:
    from matplotlib.text import Text

    sizes = [t.get_fontsize() * fig.dpi / 72 for t in fig.findobj(Text) if t.get_visible() and t.get_text().strip()]
    assert sizes
    return min(sizes)


def test_every_chart_text_is_at_least_14_pixels(toy, drawn):
    from game.playtest.compare import compare
    from game.playtest.tune import target, tune

    three = toy.standard().with_params(toy.schema, "three", hand_size=3, copies=3)
    a, b = run([Job.make(toy, toy.standard(), 3, 2, ("easy",)), Job.make(toy, three, 3, 2, ("easy",))], 60, 1)
    c = compare(a, b, game="toy", title="Toy", variant_a="standard", variant_b="three", players=3, seed=2,
                bots=("easy",))
    charts.charts_for([c.a, c.b], {"standard": [r.turns for r in a], "three": [r.turns for r in b]}, c,
                      (748, 404), dark=True)
    base = toy.standard().with_params(toy.schema, "copies", copies=3)
    charts.tune_chart(tune(toy, base, "hand_size", [1, 2, 3], target("first-seat"), None, 3, ("easy",),
                           games=10, max_games=10, workers=1), (748, 404), dark=True)
    assert len(drawn) == 4
    for fig in drawn:
        assert _smallest_text_px(fig) >= MIN_PX


def test_the_check_would_catch_small_text(drawn, monkeypatch):
    monkeypatch.setattr(charts, "TICK_PT", 9)
    charts.lengths({"a": [1, 2, 3]}, (748, 404))
    assert _smallest_text_px(drawn[0]) < MIN_PX


def _outside(fig) -> list[str]:
    """The texts ``fig`` draws that run past the edge of its picture (a tick beyond the axis's ends is not drawn)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    renderer = FigureCanvasAgg(fig).get_renderer()  # (the chart was drawn when saved: its texts are in place)
    w, h = fig.bbox.width, fig.bbox.height
    out = []
    for ax in fig.axes:
        low, high = sorted(ax.get_xlim())
        ticks = [t.label1 for t in ax.xaxis.get_major_ticks() if low <= t.get_loc() <= high]
        for t in [ax.title, ax.xaxis.label, ax.yaxis.label, *ticks, *ax.get_yticklabels()]:
            if t.get_visible() and t.get_text().strip():
                box = t.get_window_extent(renderer)
                if box.x0 < -0.5 or box.y0 < -0.5 or box.x1 > w + 0.5 or box.y1 > h + 0.5:
                    out.append(t.get_text())
    return out


def test_the_names_of_what_changed_stay_inside_the_picture(toy, drawn):
    """Found by hand in the Lab: "Rounds gone out with nothing foiled..." ran off the left of the A vs B chart."""
    import dataclasses

    from game.playtest.compare import compare

    three = toy.standard().with_params(toy.schema, "three", hand_size=3, copies=3)
    a, b = run([Job.make(toy, toy.standard(), 3, 2, ("easy",)), Job.make(toy, three, 3, 2, ("easy",))], 40, 1)
    c = compare(a, b, game="toy", title="Toy", variant_a="standard", variant_b="three", players=3, seed=2,
                bots=("easy",))
    long = "Rounds gone out with nothing foiled, as a share of all the rounds"
    c.rows = [dataclasses.replace(d, metric=dataclasses.replace(d.metric, label=long + " " * i))
              for i, d in enumerate(c.rows)]
    for size in ((748, 404), (520, 360)):
        charts.differences(c, size, dark=True)
        assert _outside(drawn[-1]) == []
    names = [t.get_text() for t in drawn[-1].axes[0].get_yticklabels()]
    assert names and all(n.endswith("…") for n in names)
