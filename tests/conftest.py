"""Shared fixtures: the built site, a local server for it, and the browser set-up.

Browser tests use pytest-playwright with Debian's chromium (a browser download
cannot work here), against the built ``site/`` served on 127.0.0.1.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from chromium import CHROMIUM, LAUNCH_ARGS

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"

# The message catalogues are compiled files (scripts/i18n.py, from i18n/): compile them before
# anything imports the engine, so every test reads today's words.
subprocess.run(
    [sys.executable, str(ROOT / "scripts" / "i18n.py"), "compile", "--quiet"], check=True, cwd=ROOT
)


@pytest.fixture(scope="session")
def site_dir() -> Path:
    """The built site, brought up to date first. scripts/build runs only the steps whose
    inputs changed since they last ran (scripts/stamps.py), so an unchanged tree costs a
    check of about a second, and a session whose tests read no build builds nothing."""
    subprocess.run(["bash", str(ROOT / "scripts" / "build")], check=True, cwd=ROOT)
    return SITE


@pytest.fixture(scope="session")
def pseudo_site_dir(site_dir: Path) -> Path:
    """The pseudo-language's test site (site-pseudo/: site/ linked in, en-XA/ built beside it,
    scripts/build_language.py --pseudo); built again when site/ is newer."""
    pseudo = ROOT / "site-pseudo"
    page = pseudo / "en-XA" / "index.html"
    if not page.is_file() or page.stat().st_mtime < (site_dir / "index.html").stat().st_mtime:
        subprocess.run(
            [sys.executable, str(ROOT / "scripts" / "build_language.py"), "--pseudo", str(pseudo)],
            check=True,
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
    return pseudo


@pytest.fixture(scope="session")
def languages_site_dir(site_dir: Path) -> Path:
    """Polish and German, shipped or not, built beside the English site (site-languages/:
    site/ linked in, scripts/build_language.py --preview), so their pages can be walked before
    they ship; built again when site/ or a translation is newer."""
    out = ROOT / "site-languages"
    page = out / "pl" / "index.html"
    sources = [
        site_dir / "index.html",
        *(ROOT / "i18n").rglob("*.md"),
        *(ROOT / "i18n").rglob("*.po"),
    ]
    newest = max(path.stat().st_mtime for path in sources)
    if not page.is_file() or page.stat().st_mtime < newest:
        subprocess.run(
            [sys.executable, str(ROOT / "scripts" / "build_language.py"), "--preview", str(out)],
            check=True,
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
    return out


@pytest.fixture(scope="session")
def languages_site_url(languages_site_dir: Path) -> Iterator[str]:
    """Base URL of the languages' test site (Polish under pl/, German under de/)."""
    from serve_site import serve_in_thread

    server, url = serve_in_thread(languages_site_dir)
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def pseudo_site_url(pseudo_site_dir: Path) -> Iterator[str]:
    """Base URL of the pseudo-language's test site (its pages under en-XA/)."""
    from serve_site import serve_in_thread

    server, url = serve_in_thread(pseudo_site_dir)
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    """Base URL of the built site, served on 127.0.0.1 for the whole session."""
    from serve_site import serve_in_thread

    server, url = serve_in_thread(site_dir)
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Launch Debian's chromium, headless, with no background traffic (closed network)."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: scripts/test installs Debian's chromium")
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": LAUNCH_ARGS,
    }


class OutsideRequests:
    """Every request a page tried to send beyond 127.0.0.1 (each one is blocked)."""

    def __init__(self) -> None:
        self.urls: list[str] = []

    def handle(self, route) -> None:  # playwright Route
        url = route.request.url
        host = urlparse(url).hostname or ""
        if url.startswith(("data:", "blob:", "about:")) or host in ("127.0.0.1", "localhost"):
            route.continue_()
        else:
            self.urls.append(url)
            route.abort()


@pytest.fixture
def outside_requests(context) -> OutsideRequests:
    """Route the browser context through a guard that records and blocks outside requests."""
    guard = OutsideRequests()
    context.route("**/*", guard.handle)
    return guard


@pytest.fixture
def page_errors(page) -> list[str]:
    """Uncaught errors of the page (and its workers' error events that reach the page)."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


@dataclass
class SharedPage:
    """One page for a module's read-only checks, with what the fixtures above record for
    a test's own page: the requests beyond 127.0.0.1 (blocked) and the uncaught errors."""

    page: Any  # playwright Page
    outside: OutsideRequests
    errors: list[str] = field(default_factory=list)
    # The engine's status when the page had just loaded, before any test asked it.
    status_on_opening: str | None = None


@contextmanager
def shared_page(browser, url: str, **context_args: Any) -> Iterator[SharedPage]:
    """Open ``url`` once in a context of its own, for every test of a module that only
    reads the page or asks its engine (a module-scoped fixture wraps it). Booting the
    engine is most of a browser test's time; a test that changes the page, its storage or
    its routes keeps a page of its own."""
    context = browser.new_context(**context_args)
    guard = OutsideRequests()
    context.route("**/*", guard.handle)
    page = context.new_page()
    shared = SharedPage(page, guard)
    page.on("pageerror", lambda error: shared.errors.append(str(error)))
    page.goto(url)
    shared.status_on_opening = page.evaluate("() => window.trainer?.status ?? null")
    try:
        yield shared
    finally:
        context.close()
