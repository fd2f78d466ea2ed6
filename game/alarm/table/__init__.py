"""The Alarm! table's drawing and input: card art, layout, seats, animations, prompts."""
