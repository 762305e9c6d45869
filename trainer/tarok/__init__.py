"""tarok rules engine."""
