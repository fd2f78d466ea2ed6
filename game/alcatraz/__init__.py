"""Mystery Rummy: Escape from Alcatraz: pure, headless rules, computer players and variants.

``spec.SPEC`` describes the game to the rest of Caper Night; ``rules`` holds the
state and turn flow, ``action_cards`` the eight Action cards, ``view`` what a
seat may know, ``bots`` the computer players, ``cards`` the card table and the
plan table (names, Infamous Escapees, colours and symbols) the UI draws from.
"""
