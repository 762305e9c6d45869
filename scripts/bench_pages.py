"""What the browser benchmarks share: the page-side marks they read and the bare page.

``bench_browser.py`` (the trainer's figures) and ``bench_start.py`` (the start-up
figures) both time a cold load to the engine ready, and both compare it with a bare
Pyodide boot; the marks and the bare page live here so that neither imports the other.
"""

from __future__ import annotations

# Sets window.__engineReady (ms since navigation) when a trainer's or the play page's
# engine turns ready.
MARK_READY = """
(() => {
  const watch = () => {
    const root = document.querySelector('[data-trainer], [data-play]');
    if (!root) return requestAnimationFrame(watch);
    const check = () => {
      if (root.dataset.engine === 'ready' && !window.__engineReady) {
        window.__engineReady = performance.now();
      }
    };
    new MutationObserver(check).observe(root, {attributes: true});
    check();
  };
  document.addEventListener('DOMContentLoaded', watch);
})();
"""


def bench_page(title: str, worker: str) -> str:
    """A page that starts ``worker`` (beside it under ``bench/``) and sets
    window.__bareReady (ms since navigation) when the worker answers."""
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>{title}</title></head>
<body><p>{title}</p><script type="module">
const worker = new Worker(new URL('./{worker}', location.href), {{type: 'module'}});
worker.onmessage = () => {{ window.__bareReady = performance.now(); }};
</script></body></html>"""


BARE_PAGE = bench_page("Bare Pyodide boot", "bare-worker.js")

# The floor of a normal start: Pyodide's own loadPyodide from the site's files, in a
# module worker, with nothing of the engine.
BARE_WORKER = """
const base = new URL('../generated/', self.location.href);
const manifest = await (await fetch(new URL('manifest.json', base))).json();
const pyodideBase = new URL(manifest.pyodide_dir, base);
const { loadPyodide } = await import(new URL('pyodide.mjs', pyodideBase).href);
await loadPyodide({ indexURL: pyodideBase.href });
self.postMessage('ready');
"""


def route_in_memory(page, files: dict[str, tuple[str, str]]) -> None:
    """Answer each URL pattern of ``files`` with its body and content type, from memory."""
    for pattern, (body, content_type) in files.items():
        page.route(pattern, _fulfil(body, content_type))


def _fulfil(body: str, content_type: str):
    """A route handler that answers with ``body``. (Playwright passes the request as a second
    argument to a handler that takes one, so the values cannot ride as lambda defaults.)"""
    return lambda route: route.fulfill(body=body, content_type=content_type)


def route_bare_page(page) -> None:
    """Serve the bare page and its worker at ``bench/`` from memory (the site has neither)."""
    route_in_memory(
        page,
        {
            "**/bench/bare.html": (BARE_PAGE, "text/html"),
            "**/bench/bare-worker.js": (BARE_WORKER, "text/javascript"),
        },
    )


# The floor of a start from the shipped snapshot: what such a start must download,
# compile and decode before Python can run, all at once, with no Python. No start from
# the snapshot can be ready sooner on the same link and machine, so it says how far the
# goal of a ratio to the bare boot is within reach (issue 23). Run from a bare page, and
# in the trainer page itself in place of the engine's worker (route_floor_engine): its
# answer is a "ready" the page takes as the engine's, with nothing behind it.
FLOOR_PAGE = bench_page("The floor of a snapshot start", "floor-worker.js")

FLOOR_WORKER = """
const base = new URL('../generated/', self.location.href);
const manifest = await (await fetch(new URL('manifest.json', base))).json();
const pyodideBase = new URL(manifest.pyodide_dir, base);
const file = (name) => fetch(new URL(name, pyodideBase));
const snapshot = async () => {
  const response = await fetch(new URL(manifest.snapshot.file, base));
  const gz = new Uint8Array(await response.clone().arrayBuffer());
  const target = new Uint8Array(manifest.snapshot.raw_size);
  const reader = response.body.pipeThrough(new DecompressionStream('gzip')).getReader();
  for (let at = 0; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    target.set(value, at);
    at += value.length;
  }
  await crypto.subtle.digest('SHA-256', gz);
};
await Promise.all([
  WebAssembly.compileStreaming(file('pyodide.asm.wasm')),
  file('python_stdlib.zip').then((response) => response.arrayBuffer()),
  file('pyodide-lock.json').then((response) => response.text()),
  import(new URL('pyodide.asm.mjs', pyodideBase).href),
  snapshot(),
]);
self.postMessage({ type: 'ready', describe: {}, pyodide: 'none (the floor)', timings: null });
"""


def route_floor_engine(page) -> None:
    """Serve the floor's worker in place of the trainer page's engine worker."""
    route_in_memory(page, {"**/javascripts/engine-worker.js*": (FLOOR_WORKER, "text/javascript")})


def route_floor_page(page) -> None:
    """Serve the floor page and its worker at ``bench/`` from memory."""
    route_in_memory(
        page,
        {
            "**/bench/floor.html": (FLOOR_PAGE, "text/html"),
            "**/bench/floor-worker.js": (FLOOR_WORKER, "text/javascript"),
        },
    )
