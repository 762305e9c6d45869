"""Serve a built site on 127.0.0.1 with the MIME types Pyodide needs.

``python -m http.server`` already maps ``.wasm`` and ``.mjs`` correctly; this
wrapper pins those types (older Pythons differ), binds to the loopback address
only, and is importable so the browser tests serve the site the same way.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import threading
from pathlib import Path
from typing import ClassVar

EXTRA_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".whl": "application/zip",
    ".webmanifest": "application/manifest+json",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with fixed MIME types; quiet unless asked."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **EXTRA_TYPES,
    }
    verbose = False
    prefix = "/"  # the URL path the site is served under, e.g. "/some/prefix/"
    bytes_sent = 0  # body bytes served since start (the browser benchmark reads it)

    def copyfile(self, source, outputfile) -> None:  # type: ignore[override]
        before = source.tell()
        super().copyfile(source, outputfile)
        SiteHandler.bytes_sent += source.tell() - before

    def translate_path(self, path: str) -> str:
        """Serve the site only under ``prefix`` (as on a host that puts it in a sub-folder)."""
        if self.prefix != "/":
            if not path.startswith(self.prefix):
                return str(Path(self.directory) / ".outside-the-prefix")  # a 404
            path = "/" + path[len(self.prefix) :]
        return super().translate_path(path)

    def log_message(self, format: str, *args: object) -> None:
        if self.verbose:
            super().log_message(format, *args)


def url_prefix(prefix: str) -> str:
    """``some/prefix`` -> ``/some/prefix/``; empty -> ``/``."""
    return "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"


def make_server(
    directory: Path, port: int = 0, verbose: bool = False, prefix: str = "/"
) -> http.server.HTTPServer:
    """A threading server for ``directory`` on 127.0.0.1 (port 0 = any free port).

    ``prefix`` puts the site under a sub-path (``/some/prefix/``), as GitHub Pages
    does with a project site; anything outside it is not found.
    """
    handler = type("PrefixedSiteHandler", (SiteHandler,), {"prefix": url_prefix(prefix)})
    SiteHandler.verbose = verbose
    return http.server.ThreadingHTTPServer(
        ("127.0.0.1", port), functools.partial(handler, directory=str(directory))
    )


def serve_in_thread(directory: Path, prefix: str = "/") -> tuple[http.server.HTTPServer, str]:
    """Start a server in a daemon thread; returns it and the site's base URL."""
    server = make_server(directory, prefix=prefix)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}{url_prefix(prefix)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("directory", type=Path, nargs="?", default=Path("site"))
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/", help="serve under this sub-path, e.g. /games/")
    args = parser.parse_args()
    server = make_server(args.directory, args.port, verbose=True, prefix=args.prefix)
    print(f"Serving {args.directory} on http://127.0.0.1:{args.port}{url_prefix(args.prefix)}")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
