"""The Caper Night look: theme, widgets, tweens, cards, the event player, overlays."""


def reset_caches() -> None:
    """Forget every cached font and surface (they die with ``pygame.quit``)."""
    from game.ui import cards, draw, stage, theme

    theme.Fonts._font.cache_clear()
    theme.Fonts._paths.clear()
    theme._glyph_font.cache_clear()
    draw._text_cache.clear()
    draw._shadow_surface.cache_clear()
    draw.backdrop.cache_clear()
    draw._felt.cache_clear()
    draw._dim_layer.cache_clear()
    cards._face_cache.clear()
    cards.card_back.cache_clear()
    stage.reset_caches()
