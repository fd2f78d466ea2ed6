"""Playtesting: many computer games under a variant, statistics and comparisons (pure)."""
