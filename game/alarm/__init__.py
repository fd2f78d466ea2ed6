"""Alarm!: the card game of burglars who must not get caught (pure rules, bots, variants)."""
