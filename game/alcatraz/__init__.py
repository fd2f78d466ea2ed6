"""Mystery Rummy: Escape from Alcatraz: pure, headless rules, computer players and variants.

``spec.SPEC`` describes the game to the rest of Caper Night. The rules: ``state``
(the cards on the table and the moves every rule shares), ``action_cards`` (the
eight Action cards) and ``rules`` (turns, foils, rounds), each ``@rule`` method
playing one kind of action; ``view`` is what a seat may know; ``positions``
sets up any position by hand; ``tactics``, ``search`` and ``bots`` are the
computer players; ``cards`` the card table and the plan table (names, Infamous
Escapees, colours and symbols) the UI draws from.
"""
