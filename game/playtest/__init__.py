"""Playtesting: many computer games under a variant, statistics, A/B comparisons and tuning (pure).

* :mod:`.runner` plays games reproducibly (game *i* depends only on the job and *i*), here or
  in a process pool; :mod:`.cluster` does the same on a Dask cluster, sending and taking back
  plain data only.
* :mod:`.stats` turns results into statistics with 95 % intervals; :mod:`.quality` measures how
  a game plays out from the scores after each turn; :mod:`.compare` pairs two variants game by
  game and words a verdict; :mod:`.tune` finds the value of one rule that reaches a goal;
  :mod:`.intervals` holds the arithmetic.
* :mod:`.gaps` saves games no rule ended, for ``python -m game replay``.
* :mod:`.charts` and :mod:`.report` draw with matplotlib (the ``playtest`` extra).
* :mod:`.session` runs a whole playtest for the command line and the Lab (:mod:`.background`,
  in its own process); :mod:`.pace` keeps how fast games are played, for forecasts;
  :mod:`.house_rules` is the editor's model; :mod:`.progress` words the time left.
"""
