"""pamfil rules engine."""
