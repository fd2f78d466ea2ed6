"""``python -m game variants GAME [NAME]``: list a game's variants, or show one in full."""

from __future__ import annotations

import argparse

from game.engine.registry import get_spec


def add_arguments(p: argparse.ArgumentParser, name: str) -> None:
    p.add_argument("game", help="alarm, alcatraz or home_alone")
    p.add_argument("variant", nargs="?", help="a variant name or file to show in full")


def run(args: argparse.Namespace) -> int:
    from game.store.paths import variant_catalog

    spec = get_spec(args.game)
    catalog = variant_catalog(args.game)
    if args.variant:
        v = catalog.get(args.variant)
        print(f"{v.name} ({spec.title}): {v.description}")
        for p in spec.schema:
            mark = "*" if v.params[p.key] != p.default else " "
            print(f" {mark} {p.key} = {v.params[p.key]!r:<10}  {p.help} [{p.allowed()}]")
        return 0
    for e in catalog.entries():
        where = "built-in" if e.builtin else str(e.path)
        if e.variant is not None:
            print(f"{e.name:<20} {where:<10} {e.variant.description}")
        else:
            print(f"{e.name:<20} BROKEN     {e.error}")
    return 0
