"""Home Alone: hide booby-traps, valuables and your Kid in a house, then steer two
Crooks onto your traps and away from your valuables (RULINGS.md, "Home Alone").

Pure modules: ``board`` (the floor plan as plain data), ``movement`` (paths of
exactly or up to N steps, cached), ``markers``, ``params``, ``rules`` (state,
actions, events), ``bots`` and ``spec``. ``tmx`` turns the Tiled map in
``maps/`` into a :class:`~game.home_alone.board.Board` and is the only module
that imports pytmx.
"""
