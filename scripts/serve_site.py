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
    bytes_sent = 0  # body bytes served since start (the browser benchmark reads it)

    def copyfile(self, source, outputfile) -> None:  # type: ignore[override]
        before = source.tell()
        super().copyfile(source, outputfile)
        SiteHandler.bytes_sent += source.tell() - before

    def log_message(self, format: str, *args: object) -> None:
        if self.verbose:
            super().log_message(format, *args)


def make_server(directory: Path, port: int = 0, verbose: bool = False) -> http.server.HTTPServer:
    """A threading server for ``directory`` on 127.0.0.1 (port 0 = any free port)."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    SiteHandler.verbose = verbose
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def serve_in_thread(directory: Path) -> tuple[http.server.HTTPServer, str]:
    """Start a server in a daemon thread; returns it and its base URL."""
    server = make_server(directory)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}/"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("directory", type=Path, nargs="?", default=Path("site"))
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    server = make_server(args.directory, args.port, verbose=True)
    print(f"Serving {args.directory} on http://127.0.0.1:{args.port}/")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
