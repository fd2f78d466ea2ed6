"""Playtesting: many computer games under a variant, statistics and A/B comparisons (pure).

* :mod:`.runner` plays games reproducibly (game *i* depends only on the job and *i*), here or
  in a process pool; :mod:`.cluster` does the same on a Dask cluster.
* :mod:`.stats` turns results into statistics with 95 % intervals; :mod:`.compare` pairs two
  variants game by game and words a verdict; :mod:`.intervals` holds the arithmetic.
* :mod:`.gaps` saves games no rule ended, for ``python -m game replay``.
* :mod:`.charts` and :mod:`.report` draw with matplotlib (the ``playtest`` extra).
* :mod:`.session` runs a whole playtest for the command line (:mod:`.cli`) and the Lab
  (:mod:`.background`, in its own process); :mod:`.house_rules` is the editor's model.
* :mod:`.speed` measures the simulator's own overhead.
"""
