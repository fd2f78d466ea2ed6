"""The New Game screen starts every game at every count its rules allow, played by clicks.

Found by hand: the Players selector listed counts from the game's minimum while the seats
were counted from the variant's, so "4" seated five and "6" crashed the app.
"""

from __future__ import annotations

import pytest

from game.engine.registry import GAME_MODULES, get_spec
from game.store.paths import variant_catalog
from game.table.scene import GameScene
from tests.app.drive import click, frames, key, shown_texts


def builtin_variants(game_id):
    return [e for e in variant_catalog(game_id).entries() if e.builtin and e.variant is not None]


def cycle_to(app, cycle, wanted: str, forward: bool = True) -> None:
    """Click the selector's "›" (or "‹") until it shows ``wanted``."""
    back, ahead = cycle.arrow_rects()
    arrow = ahead if forward else back
    for _ in range(len(cycle.options) + 1):
        if cycle.value == wanted:
            return
        click(app, arrow.center)
    assert cycle.value == wanted, f"the selector never showed {wanted!r}: {cycle.options}"


@pytest.mark.parametrize("game_id", sorted(GAME_MODULES))
def test_every_allowed_count_under_every_builtin_variant_starts_with_that_many_seats(app, game_id):
    spec = get_spec(game_id)
    variants = builtin_variants(game_id)
    assert variants, "every game ships its standard rules"
    started = 0
    for entry in variants:
        lo, hi = spec.players_for(entry.variant)
        for n in range(lo, hi + 1):
            app.scenes.home()
            scene = app.scenes.open("new_game", game_id)
            frames(app, 2)
            label = next(lbl for lbl in scene.variant_cycle.options if lbl == entry.shown)
            cycle_to(app, scene.variant_cycle, label)
            assert scene.variant.name == entry.name
            assert scene.count_cycle.options == [str(k) for k in range(lo, hi + 1)]
            # reach the count by the arrow that points toward it, as a person would
            cycle_to(app, scene.count_cycle, str(n), forward=n >= scene.count)
            shown_rows = [row for row in scene.rows if row["kind"].visible]
            assert len(shown_rows) == n, f"{game_id}/{entry.name}: selector says {n}, {len(shown_rows)} seats shown"
            key(app, __import__("pygame").K_RETURN)
            table = app.scenes.top
            assert isinstance(table, GameScene), f"{game_id}/{entry.name} at {n} did not start: {scene.error}"
            assert len(table.match.record.seats) == n
            assert table.match.record.variant.name == entry.name
            started += 1
    assert started >= len(variants) * 2


def test_the_rules_card_says_names_and_values_in_words(app, monkeypatch):
    """The card read "canadian" and "Distance: up_to": a file's spelling, not a family's (found playing by hand)."""
    scene = app.scenes.open("new_game", "home_alone")
    frames(app, 2)
    cycle_to(app, scene.variant_cycle, "safe treehouse")
    cycle_to(app, scene.variant_cycle, "canadian")
    shown = shown_texts(monkeypatch)
    frames(app, 2)
    assert ("• Distance: up to",) * 2 in shown, [s for s, _ in shown if s.startswith("•")]
