"""schafkopf rules engine."""
