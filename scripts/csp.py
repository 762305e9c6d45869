"""Give every built page a Content-Security-Policy that allows only the site itself.

A static site has no server headers, so the policy goes into a ``<meta
http-equiv>`` tag, first thing in ``<head>``. Material for MkDocs writes a few
small inline scripts (palette, base URL); each one is allowed by its SHA-256
hash, computed here from the built page, so no other inline script can run.
WebAssembly needs ``'wasm-unsafe-eval'``; nothing else is relaxed.
"""

from __future__ import annotations

import base64
import hashlib
import re
import sys
from pathlib import Path

_SCRIPT = re.compile(r"<script(?P<attrs>[^>]*)>(?P<body>.*?)</script>", re.S | re.I)
_DATA_TYPES = ("application/json", "application/ld+json")
MARKER = 'http-equiv="Content-Security-Policy"'


def inline_script_hashes(html: str) -> list[str]:
    """CSP source expressions for the executable inline scripts of a page."""
    hashes = []
    for match in _SCRIPT.finditer(html):
        attrs = match.group("attrs")
        if re.search(r"\bsrc\s*=", attrs):
            continue
        kind = re.search(r"\btype\s*=\s*[\"']([^\"']+)", attrs)
        if kind and kind.group(1).lower() in _DATA_TYPES:
            continue
        digest = hashlib.sha256(match.group("body").encode("utf-8")).digest()
        hashes.append(f"'sha256-{base64.b64encode(digest).decode()}'")
    return sorted(set(hashes))


def policy(hashes: list[str]) -> str:
    script_src = " ".join(["'self'", "'wasm-unsafe-eval'", *hashes])
    return "; ".join(
        [
            "default-src 'self'",
            f"script-src {script_src}",
            "style-src 'self'",
            "img-src 'self' data:",
            "font-src 'self'",
            "connect-src 'self'",
            "worker-src 'self'",
            "manifest-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
        ]
    )


def apply(path: Path) -> bool:
    html = path.read_text(encoding="utf-8")
    if MARKER in html:
        return False
    tag = f'<meta {MARKER} content="{policy(inline_script_hashes(html))}">'
    new, count = re.subn(r"<head>", f"<head>\n    {tag}", html, count=1, flags=re.I)
    if not count:
        return False
    path.write_text(new, encoding="utf-8")
    return True


def main(argv: list[str]) -> int:
    site = Path(argv[1] if len(argv) > 1 else "site")
    pages = sorted(site.rglob("*.html"))
    changed = sum(apply(page) for page in pages)
    print(f"==> Content-Security-Policy set on {changed} of {len(pages)} pages")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
