"""``python -m game variants GAME [NAME]``: list a game's variants, or show one in full.

A broken house-rule file is listed with its reason and the listing goes on; asking for one that
is broken (a circle of ``extends``, a damaged file) prints one line naming it and exits with
status 2. What a file says is printed on one line each, cut to a readable length, whatever it
holds.
"""

from __future__ import annotations

import argparse

from game.engine.registry import get_spec


def _line(text: object, width: int) -> str:
    """``text`` on one line of at most ``width`` characters (a file may hold anything)."""
    one = " ".join(str(text).split())
    return one if len(one) <= width else one[:width - 1] + "…"


def add_arguments(p: argparse.ArgumentParser, name: str) -> None:
    p.add_argument("game", help="alarm, alcatraz or home_alone")
    p.add_argument("variant", nargs="?", help="a variant name or file to show in full")


def run(args: argparse.Namespace) -> int:
    from game.store.paths import variant_catalog

    spec = get_spec(args.game)
    catalog = variant_catalog(args.game)
    if args.variant:
        v = catalog.get(args.variant)
        print(f"{_line(v.name, 40)} ({spec.title}): {_line(v.description, 200)}")
        for p in spec.schema:
            mark = "*" if v.params[p.key] != p.default else " "
            print(f" {mark} {p.key} = {v.params[p.key]!r:<10}  {p.help} [{p.allowed()}]")
        return 0
    for e in catalog.entries():
        where = "built-in" if e.builtin else str(e.path)
        if e.variant is not None:
            print(f"{_line(e.name, 40):<20} {where:<10} {_line(e.variant.description, 200)}")
        else:
            print(f"{_line(e.name, 40):<20} BROKEN     {_line(e.error, 300)}")
    return 0
