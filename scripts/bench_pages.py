"""What the browser benchmarks share: the page-side marks they read and the bare page.

``bench_browser.py`` (the trainer's figures) and ``bench_start.py`` (the start-up
figures) both time a cold load to the engine ready, and both compare it with a bare
Pyodide boot; the marks and the bare page live here so that neither imports the other.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time

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


# Picks an answer to the trainer's question on screen, presses "Check answer" and resolves
# with the ms until the verdict is in the page.
CHECK_AND_TIME = """() => new Promise((resolve) => {
    const feedback = document.querySelector('.gc-quiz__feedback');
    const card = document.querySelector('.gc-card--choosable');
    if (card) card.click();
    const radio = document.querySelector('.gc-quiz__answer input[type=radio]');
    if (radio) radio.checked = true;
    const number = document.querySelector('.gc-quiz__answer input[type=number]');
    if (number) number.value = '1';
    const start = performance.now();
    new MutationObserver(() => resolve(performance.now() - start))
        .observe(feedback, {childList: true});
    document.querySelector('[data-trainer] button[type=submit]').click();
})"""


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


class SlowerCpu:
    """A CPU ``factor`` times slower for the browser's pages, their workers included.

    Chromium's own CPU throttle (CDP ``Emulation.setCPUThrottlingRate``) slows a page's
    main thread only: the engine's worker, where Python starts, runs at full speed, and
    a worker target refuses the command ("Operation is only supported for pages, not
    workers", Chromium 156). So this does what that throttle does to one thread, to
    every renderer process of the benchmark's browsers: it stops them (SIGSTOP) and lets
    them go on (SIGCONT) in turns, so that they run one part of the time in ``factor``.
    The stops are timed against what really passed, so a late wake-up on a busy machine
    is made up in the next turn; ``share`` says what part of the time they ran. A new
    renderer (a navigation) is caught at the next turn: every renderer is a child of a
    zygote process of the browser, whose list of children is read each turn.

    Use it around one measurement: ``with SlowerCpu(4) as cpu: ...``.
    """

    TURN_S = 0.01  # how long the renderers run in one turn

    def __init__(self, factor: float) -> None:
        self.factor = factor
        self.ran = 0.0
        self.stopped = 0.0
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._zygotes = [pid for pid in descendants() if b"--type=zygote" in cmdline(pid)]
        self._kinds: dict[int, bool] = {}

    @property
    def share(self) -> float:
        """The part of the time the renderers were let run (1 / factor when on target)."""
        total = self.ran + self.stopped
        return self.ran / total if total else 1.0

    def __enter__(self) -> SlowerCpu:
        if not self._zygotes:
            raise RuntimeError("no browser of this process to slow down: launch it first")
        self._thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self._done.set()
        self._thread.join()

    def _renderers(self) -> list[int]:
        found = []
        for zygote in self._zygotes:
            try:
                with open(f"/proc/{zygote}/task/{zygote}/children", encoding="ascii") as file:
                    children = [int(pid) for pid in file.read().split()]
            except OSError:
                continue
            for pid in children:
                if pid not in self._kinds:
                    self._kinds[pid] = b"--type=renderer" in cmdline(pid)
                if self._kinds[pid]:
                    found.append(pid)
        return found

    def _loop(self) -> None:
        pids: list[int] = []
        try:
            while not self._done.is_set():
                start = time.monotonic()
                pids = self._renderers()
                signal_all(pids, signal.SIGCONT)
                time.sleep(self.TURN_S)
                stop = time.monotonic()
                self.ran += stop - start
                pids = self._renderers()
                signal_all(pids, signal.SIGSTOP)
                # Stopped until the stops add up to (factor - 1) × the time run.
                time.sleep(max(0.0, (self.factor - 1) * self.ran - self.stopped))
                self.stopped += time.monotonic() - stop
        finally:
            signal_all(self._renderers(), signal.SIGCONT)


def signal_all(pids: list[int], sig: signal.Signals) -> None:
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):  # a renderer that has just closed
            os.kill(pid, sig)


def cmdline(pid: int) -> bytes:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as file:
            return file.read()
    except OSError:
        return b""


def descendants() -> list[int]:
    """Every process this one started, and theirs (the browser and its helpers)."""
    parents: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as stat:
                    parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            parents.setdefault(parent, []).append(int(entry))
    found: list[int] = []
    todo = [os.getpid()]
    while todo:
        children = parents.get(todo.pop(), [])
        found.extend(children)
        todo.extend(children)
    return found
