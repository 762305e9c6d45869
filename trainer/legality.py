"""Where ``Reason`` and ``Refusal`` used to live; they are in :mod:`trainer.errors` now.

Kept only while the game packages still import them from here (the three state rewrites of
issue 19 land at the same time); new code imports :mod:`trainer.errors`.
"""

from trainer.errors import Reason, Refusal, can, verify

__all__ = ["Reason", "Refusal", "can", "verify"]
