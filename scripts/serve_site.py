"""Serve a built site on 127.0.0.1 with the MIME types Pyodide needs.

``python -m http.server`` already maps ``.wasm`` and ``.mjs`` correctly; this
wrapper pins those types (older Pythons differ), binds to the loopback address
only, and is importable so the browser tests serve the site the same way.

It is a local tool, not a server to expose: still, it lists no directories (a
static host does not either) and answers a path it cannot map (a NUL byte) with
400 instead of a traceback. With ``gzip`` on it compresses what a static host
such as GitHub Pages compresses (text, JSON, JavaScript, WebAssembly), so the
benchmarks count the bytes a visitor's link really carries.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import functools
import gzip
import http.server
import io
import os
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


# What a static host compresses on the fly (already-compressed files are sent as they are).
GZIP_TYPES = (
    "text/",
    "application/javascript",
    "application/json",
    "application/wasm",
    "application/manifest+json",
    "image/svg+xml",
    "application/xml",
)


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with fixed MIME types; quiet unless asked."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **EXTRA_TYPES,
    }
    verbose = False
    prefix = "/"  # the URL path the site is served under, e.g. "/some/prefix/"
    bytes_sent = 0  # body bytes served since start (the browser benchmark reads it)
    gzip = False  # compress as a static host does (scripts/bench_start.py turns it on)
    _gzipped: ClassVar[dict[tuple[str, float], bytes]] = {}
    _lock = threading.Lock()

    def copyfile(self, source, outputfile) -> None:  # type: ignore[override]
        before = source.tell()
        super().copyfile(source, outputfile)
        with SiteHandler._lock:
            SiteHandler.bytes_sent += source.tell() - before

    def list_directory(self, path):  # type: ignore[override]
        """No listings: a folder without an index page is not found, as on a static host."""
        self.send_error(404, "File not found")
        return None

    def send_head(self):  # type: ignore[override]
        try:
            local = self.translate_path(self.path)
            if not (self.gzip and "gzip" in self.headers.get("Accept-Encoding", "")):
                return super().send_head()
            if os.path.isdir(local) and self.path.split("?")[0].endswith("/"):
                local = os.path.join(local, "index.html")  # a page: its index, as a host serves it
            if not os.path.isfile(local):
                return super().send_head()
            ctype = self.guess_type(local)
            if not ctype.startswith(GZIP_TYPES):
                return super().send_head()
            return self._send_gzipped(local, ctype)
        except ValueError:  # a NUL byte or the like: no file has such a name
            self.send_error(400, "Bad request path")
            return None

    def _send_gzipped(self, local: str, ctype: str):
        stat = os.stat(local)
        since = self.headers.get("If-Modified-Since")
        if since:
            with contextlib.suppress(TypeError, ValueError, IndexError, OverflowError):
                when = email.utils.parsedate_to_datetime(since)
                if when is not None and int(stat.st_mtime) <= when.timestamp():
                    self.send_response(304)
                    self.end_headers()
                    return None
        key = (local, stat.st_mtime)
        body = SiteHandler._gzipped.get(key)
        if body is None:
            body = gzip.compress(Path(local).read_bytes(), compresslevel=6, mtime=0)
            SiteHandler._gzipped[key] = body
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)

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
    directory: Path,
    port: int = 0,
    verbose: bool = False,
    prefix: str = "/",
    gzip: bool = False,
    handler_class: type[SiteHandler] | None = None,
) -> http.server.HTTPServer:
    """A threading server for ``directory`` on 127.0.0.1 (port 0 = any free port).

    ``prefix`` puts the site under a sub-path (``/some/prefix/``), as GitHub Pages
    does with a project site; anything outside it is not found. ``gzip`` compresses
    as a static host does; ``handler_class`` (a SiteHandler) lets a test inject faults.
    """
    base = handler_class or SiteHandler
    handler = type("PrefixedSiteHandler", (base,), {"prefix": url_prefix(prefix), "gzip": gzip})
    SiteHandler.verbose = verbose
    return http.server.ThreadingHTTPServer(
        ("127.0.0.1", port), functools.partial(handler, directory=str(directory))
    )


def serve_in_thread(
    directory: Path,
    prefix: str = "/",
    gzip: bool = False,
    handler_class: type[SiteHandler] | None = None,
) -> tuple[http.server.HTTPServer, str]:
    """Start a server in a daemon thread; returns it and the site's base URL."""
    server = make_server(directory, prefix=prefix, gzip=gzip, handler_class=handler_class)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}{url_prefix(prefix)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("directory", type=Path, nargs="?", default=Path("site"))
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/", help="serve under this sub-path, e.g. /games/")
    parser.add_argument("--gzip", action="store_true", help="compress as a static host does")
    args = parser.parse_args()
    server = make_server(
        args.directory, args.port, verbose=True, prefix=args.prefix, gzip=args.gzip
    )
    print(f"Serving {args.directory} on http://127.0.0.1:{args.port}{url_prefix(args.prefix)}")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
