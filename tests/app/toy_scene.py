"""The toy game's table for tests: the shared GameScene as it is."""

from game.table.scene import GameScene as SCENE  # noqa: N811 - the name games.scene_for looks for

__all__ = ["SCENE"]
