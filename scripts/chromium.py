"""How this project launches Debian's Chromium (tests and the browser benchmark).

A browser download cannot work here, so Playwright is pointed at Debian's binary; the
flags keep a headless root session from reaching for the network on its own.
"""

from __future__ import annotations

CHROMIUM = "/usr/bin/chromium"

LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
