"""The Escape from Alcatraz table's parts: card art, layout, the table model, drawing, input, animation."""
