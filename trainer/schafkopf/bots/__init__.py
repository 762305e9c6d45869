"""What the computer players know about Schafkopf: its club player, the shared search's
profile of the game (:data:`trainer.schafkopf.bots.profile.BOTS`, which the game's record names) and
the coach's reasons in the game's terms."""
