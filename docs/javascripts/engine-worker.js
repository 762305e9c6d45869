// The rules engine in a module Web Worker: boots the self-hosted Pyodide,
// unpacks the trainer wheel, and answers JSON requests through
// trainer.api.handle_json. The page talks to it only with {id, request}
// messages (see trainer.js); user input crosses as JSON data, never as code.
//
// Messages to the page:
/**
 * @typedef {{type: "progress", stage: "download" | "start", message: string,
 *            loaded: number, total: number | null}} Progress
 *   Bytes of the runtime downloaded so far, out of `total` (from the staged
 *   manifest, so known before any response arrives; null only before it is read).
 * @typedef {{type: "ready", describe: object, pyodide: string, timings: object}} Ready
 * @typedef {{type: "kept"}} Kept
 *   The runtime is fully downloaded: the page may now install the service
 *   worker, which finds it in the HTTP cache instead of downloading it again.
 * @typedef {{type: "failed", message: string, retryable: boolean}} Failed
 *   `retryable` is true when starting again may work (a network or server
 *   failure); false when this browser lacks what the engine needs.
 * @typedef {{type: "response", id: number, response: object}} Response
 */

const siteBase = new URL("../", import.meta.url);
const runtimeBase = new URL("generated/", siteBase);

// A memory snapshot of Python with the engine imported, kept in Cache Storage,
// lets a repeat visit skip Python's start-up (≈ 2 s) entirely. It is keyed by the
// runtime's content hash, so a new Pyodide or a new wheel never meets an old
// snapshot; any trouble with it falls back to a normal start. (`_loadSnapshot`
// and `_makeSnapshot` are Pyodide's own options, checked against Pyodide 314.0.7.)
const SNAPSHOT_CACHE = "gc-engine-snapshot";
const PROGRESS_EVERY_MS = 100;

let handleJson = null;
let engineUp = false;
let booting = true;

function post(message) {
  self.postMessage(message);
}

/** A boot failure the page can explain: network trouble may be retried. */
class BootError extends Error {
  constructor(message, retryable) {
    super(message);
    this.retryable = retryable;
  }
}

// -- download progress ----------------------------------------------------------

const progress = {
  sizes: {}, // file name -> bytes, from the manifest
  total: null,
  loaded: 0,
  counted: new Set(), // names whose bytes are already in `loaded`
  lastPost: 0,
};

function report(force = false) {
  const now = performance.now();
  if (!force && now - progress.lastPost < PROGRESS_EVERY_MS) return;
  progress.lastPost = now;
  const { total } = progress;
  const loaded = total === null ? progress.loaded : Math.min(progress.loaded, total);
  post({
    type: "progress",
    stage: "download",
    message: "Downloading the rules engine",
    loaded,
    total,
  });
}

function fileName(input) {
  return String(input && input.url ? input.url : input)
    .split("?")[0]
    .split("/")
    .pop();
}

/** Count a response's bytes as they arrive (read from a copy; Pyodide reads the original). */
function countBytes(name, response) {
  if (!(name in progress.sizes) || progress.counted.has(name) || !response.body) return;
  progress.counted.add(name);
  const reader = response.clone().body.getReader();
  let seen = 0;
  const pump = () =>
    reader.read().then(({ done, value }) => {
      if (done) {
        // A compressed transfer may differ from the staged size: settle on the staged one.
        progress.loaded += progress.sizes[name] - seen;
        report(true);
        return undefined;
      }
      seen += value.byteLength;
      progress.loaded += value.byteLength;
      report();
      return pump();
    });
  pump().catch(() => {}); // a failed download is reported by the fetch itself
}

// Files that Pyodide imports as modules are not fetched through `fetch`; their
// bytes are counted when the browser reports them loaded.
function countModules() {
  if (typeof PerformanceObserver === "undefined") return;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const name = fileName(entry.name);
        if (name in progress.sizes && !progress.counted.has(name)) {
          progress.counted.add(name);
          progress.loaded += progress.sizes[name];
          report(true);
        }
      }
    }).observe({ type: "resource", buffered: true });
  } catch (error) {
    // no resource timing in this worker: the bar jumps at the end instead
  }
}

// -- watching the boot's fetches --------------------------------------------------

// Pyodide does not always reject when one of its files cannot be fetched (a
// failed WebAssembly download only logs a warning and the boot never ends), so
// every fetch made while booting is watched: the first failure ends the boot.
let failBoot = () => {};
const bootFailure = new Promise((resolve) => {
  failBoot = resolve;
});

function watchBootFetches() {
  const realFetch = self.fetch.bind(self);
  self.fetch = async (input, init) => {
    const name = fileName(input);
    // Once the boot has failed, Pyodide's own request is left pending rather than
    // rejected: it would only become an uncaught error in the page.
    const never = new Promise(() => {});
    let response;
    try {
      response = await realFetch(input, init);
    } catch (error) {
      if (!booting) throw error;
      const message = `The download of ${name} failed: the connection was lost or refused.`;
      failBoot(new BootError(message, true));
      return never;
    }
    if (booting && !response.ok) {
      failBoot(new BootError(`The server answered ${response.status} for ${name}.`, true));
      return never;
    }
    if (booting) countBytes(name, response);
    return response;
  };
}

// -- starting Python ---------------------------------------------------------------

async function readSnapshot(manifest) {
  try {
    const cache = await caches.open(SNAPSHOT_CACHE);
    const response = await cache.match(snapshotKey(manifest));
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch (error) {
    return null;
  }
}

function snapshotKey(manifest) {
  return new URL(`generated/engine-snapshot-${manifest.version}`, siteBase).href;
}

async function writeSnapshot(manifest, bytes) {
  try {
    await caches.delete(SNAPSHOT_CACHE); // one snapshot only: the current runtime's
    const cache = await caches.open(SNAPSHOT_CACHE);
    const headers = { "content-type": "application/octet-stream" };
    await cache.put(snapshotKey(manifest), new Response(bytes, { headers }));
  } catch (error) {
    // storage full or unavailable: the next visit starts normally
  }
}

async function startPython(loadPyodide, pyodideBase, manifest, wheel, timings) {
  const common = {
    indexURL: pyodideBase.href,
    stdout: () => {},
    stderr: (text) => console.warn("[engine]", text),
  };
  const snapshot = "caches" in self ? await readSnapshot(manifest) : null;
  if (snapshot) {
    try {
      const pyodide = await loadPyodide({ ...common, _loadSnapshot: snapshot });
      pyodide.runPython("import trainer.api");
      return { pyodide, fresh: null };
    } catch (error) {
      console.warn("[engine] the saved snapshot could not be used; starting afresh", error);
      await caches.delete(SNAPSHOT_CACHE).catch(() => {});
    }
  }
  const started = performance.now();
  const pyodide = await loadPyodide({ ...common, _makeSnapshot: true });
  timings.pyodide_load = performance.now() - started;
  const wheelBytes = await wheel();
  const total = progress.total;
  post({ type: "progress", stage: "start", message: "Starting the rules engine", loaded: total, total });
  const a = performance.now();
  // site-packages is already on sys.path; finding it there costs no import.
  const purelib = pyodide.runPython(
    "import sys; next(p for p in sys.path if p.endswith('site-packages'))",
  );
  pyodide.unpackArchive(new Uint8Array(wheelBytes), "wheel", { extractDir: purelib });
  const b = performance.now();
  // Imported from Python, before any JavaScript proxy exists, so the memory can be saved.
  pyodide.runPython("import trainer.api");
  timings.unpack = b - a;
  timings.import = performance.now() - b;
  let fresh = null;
  try {
    const t = performance.now();
    fresh = pyodide.makeMemorySnapshot();
    timings.snapshot_made = performance.now() - t;
  } catch (error) {
    console.warn("[engine] no snapshot for the next visit", error);
  }
  return { pyodide, fresh };
}

async function boot() {
  if (typeof WebAssembly !== "object") {
    throw new BootError("This browser cannot run WebAssembly, which the rules engine needs.", false);
  }
  const t0 = performance.now();
  const timings = { snapshot_made: 0, pyodide_load: 0, unpack: 0, import: 0 };
  const manifest = await (await fetch(new URL("manifest.json", runtimeBase))).json();
  const hasSnapshot = "caches" in self && (await caches.has(SNAPSHOT_CACHE).catch(() => false));
  // The wheel is not needed when Python starts from a saved snapshot.
  const needed = [...manifest.pyodide_files, ...(hasSnapshot ? [] : [manifest.wheel])];
  progress.sizes = Object.fromEntries(needed.map((name) => [name, (manifest.sizes || {})[name] || 0]));
  progress.total = manifest.sizes ? Object.values(progress.sizes).reduce((a, b) => a + b, 0) : null;
  countModules();
  report(true);
  const pyodideBase = new URL(manifest.pyodide_dir, runtimeBase);
  // The wheel downloads while Pyodide starts.
  const wheelUrl = new URL(manifest.wheel, runtimeBase);
  wheelUrl.searchParams.set("v", manifest.version);
  let wheelBytes = null;
  const wheel = () => {
    wheelBytes ||= fetch(wheelUrl).then((response) => response.arrayBuffer());
    return wheelBytes;
  };
  if (!hasSnapshot) wheel().catch(() => {}); // reported when awaited
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideBase).href);
  const t1 = performance.now();
  const { pyodide, fresh } = await startPython(loadPyodide, pyodideBase, manifest, wheel, timings);
  const t2 = performance.now();
  const api = pyodide.pyimport("trainer.api");
  handleJson = api.handle_json;
  const describe = JSON.parse(handleJson(JSON.stringify({ op: "describe" })));
  const t3 = performance.now();
  engineUp = true;
  Object.assign(timings, {
    runtime_fetch: t1 - t0,
    python: t2 - t1,
    engine: t3 - t2,
    from_snapshot: !fresh && hasSnapshot,
  });
  post({ type: "ready", describe, pyodide: manifest.pyodide, timings });
  if (fresh) writeSnapshot(manifest, fresh);
  post({ type: "kept" });
}

// A failed boot is reported once, as a message; nothing left over from it may
// surface as an uncaught error.
self.addEventListener("unhandledrejection", (event) => {
  if (!engineUp) event.preventDefault();
});

watchBootFetches();

// Resolves to true when the engine is up, false when it could not start; it
// never rejects, so a failed boot is reported once and never thrown again.
const booted = Promise.race([
  boot().then(() => true),
  bootFailure.then((error) => {
    throw error;
  }),
]).then(
  (ok) => {
    booting = false;
    return ok;
  },
  (error) => {
    booting = false;
    const known = error instanceof BootError;
    const detail = String(error && error.message ? error.message : error);
    post({
      type: "failed",
      message: known ? detail : `The rules engine stopped while starting: ${detail}`,
      retryable: known ? error.retryable : true,
    });
    return false;
  },
);

self.onmessage = async (event) => {
  const { id, request } = event.data || {};
  if (!(await booted)) {
    post({ type: "response", id, response: unavailable("The rules engine is not running.") });
    return;
  }
  try {
    const text = handleJson(JSON.stringify(request));
    post({ type: "response", id, response: JSON.parse(text) });
  } catch (error) {
    // trainer.api never raises; this is a request that could not even be encoded.
    const response = unavailable("The rules engine could not read that request.");
    post({ type: "response", id, response });
  }
};

function unavailable(message) {
  return { ok: false, error: { code: "engine_unavailable", message, path: "" } };
}
