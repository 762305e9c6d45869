/**
 * @file The engine worker's boot, in order, and its request loop (engine-worker.js loads
 * this module and hands it the manifest's request): the manifest read, the runtime's files
 * asked for at once, the shipped snapshot asked for when the link is fast enough, Python
 * started (python.js), then each request of the page answered by trainer.api.handle_json,
 * in the page's language. A failed boot is said once, as a message.
 */

import {
  BootError,
  boot,
  bootFailure,
  controlled,
  DOWNLOAD_CACHE,
  failBoot,
  keeping,
  locale,
  mark,
  marks,
  message,
  post,
  realFetch,
  runtimeBase,
} from "./context.js";
import {
  adoptEarly,
  countModules,
  damagedFile,
  keepForOffline,
  prefetched,
  progress,
  report,
  watchBootFetches,
  watchStalls,
} from "./download.js";
import { compileWasm, importPyodide, startPython } from "./python.js";
import { fetchShipped, linkFastEnough, readSnapshot, SNAPSHOT_CACHE, skipShipped, writeSnapshot } from "./snapshot.js";

/** The engine's `handle_json`, once Python has started. */
let handleJson = null;

/** The request as the engine gets it: in the page's language. */
function inPageLanguage(request) {
  if (!locale || request === null || typeof request !== "object" || Array.isArray(request)) return request;
  return "locale" in request ? request : { ...request, locale };
}

/** The staged runtime's manifest (file names, sizes, hashes). */
async function readManifest() {
  const response = await fetch(new URL("manifest.json", runtimeBase));
  try {
    const manifest = await response.json();
    if (!manifest || !Array.isArray(manifest.pyodide_files) || !manifest.pyodide_dir) throw new Error("shape");
    return manifest;
  } catch {
    throw new BootError(message("engine.boot.manifest_damaged", { file: "manifest.json" }), true);
  } finally {
    progress.manifestRead = true;
  }
}

async function bootEngine() {
  if (typeof WebAssembly !== "object") {
    throw new BootError(message("engine.boot.no_wasm"), false);
  }
  const t0 = performance.now();
  const timings = { start: null, fallback: null, snapshot_made: 0, pyodide_load: 0, unpack: 0, import: 0 };
  const manifest = await readManifest();
  boot.manifest = manifest;
  mark("manifest");
  const hasSaved = "caches" in self && (await caches.has(SNAPSHOT_CACHE).catch(() => false));
  const saved = hasSaved ? await readSnapshot(manifest) : null;
  // A snapshot saved for an older runtime is of no use any more.
  if (hasSaved && !saved) caches.delete(SNAPSHOT_CACHE).catch(() => {});
  const skip = saved ? "saved_snapshot" : skipShipped(manifest);
  if (!saved && skip) timings.fallback = skip;
  const start = { manifest, saved, shipped: null, fast: null, target: null };
  const wantShipped = !skip;
  // The wheel is needed only for a normal start.
  const needed = [...manifest.pyodide_files, ...(saved || wantShipped ? [] : [manifest.wheel])];
  progress.sizes = Object.fromEntries(needed.map((name) => [name, manifest.sizes?.[name] || 0]));
  progress.total = manifest.sizes ? Object.values(progress.sizes).reduce((a, b) => a + b, 0) : null;
  if (wantShipped && progress.total !== null) progress.total += manifest.snapshot.size;
  countModules();
  report(true);
  const pyodideBase = new URL(manifest.pyodide_dir, runtimeBase);
  // Pyodide's files download while the snapshot does (the lock file too: Pyodide's
  // start ends by waiting for it).
  for (const name of ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]) {
    const url = new URL(name, pyodideBase).href;
    const early = fetch(url);
    early.catch(() => {}); // reported by the watch on the boot's fetches
    prefetched.set(url, early);
  }
  const wasmUrl = new URL("pyodide.asm.wasm", pyodideBase).href;
  compileWasm(wasmUrl, prefetched.get(wasmUrl));
  // Pyodide's second script (1.2 MB of JavaScript) loads now too: a shipped start calls
  // loadPyodide only once the link is measured, and its import of this URL then finds
  // the module loaded (a failure is Pyodide's to report, as before).
  import(new URL("pyodide.asm.mjs", pyodideBase).href).catch(() => {});
  // The snapshot is asked for only once the link has shown it is fast enough.
  if (wantShipped) {
    start.fast = linkFastEnough(manifest, prefetched.get(wasmUrl), timings);
    start.shipped = start.fast.then((fast) => {
      if (!fast) return { reason: "slow_link", received: 0 };
      // Decoded straight into the buffer Pyodide is handed (restore).
      if (manifest.snapshot.raw_size) start.target = new Uint8Array(manifest.snapshot.raw_size);
      return fetchShipped(manifest, timings, start.target);
    });
  }
  // The wheel downloads while Pyodide starts.
  const wheelUrl = new URL(manifest.wheel, runtimeBase);
  wheelUrl.searchParams.set("v", manifest.version);
  let wheelBytes = null;
  const wheel = () => {
    wheelBytes ||= fetch(wheelUrl).then((response) => response.arrayBuffer());
    return wheelBytes;
  };
  if (!saved && !start.shipped) wheel().catch(() => {}); // reported when awaited
  const { loadPyodide } = await importPyodide(pyodideBase);
  mark("pyodide_mjs");
  const t1 = performance.now();
  const { pyodide, fresh } = await startPython(loadPyodide, pyodideBase, start, wheel, timings);
  const t2 = performance.now();
  const api = pyodide.pyimport("trainer.api");
  handleJson = api.handle_json;
  const describe = JSON.parse(handleJson(JSON.stringify(inPageLanguage({ op: "describe" }))));
  mark("described");
  const t3 = performance.now();
  boot.engineUp = true;
  prefetched.clear();
  Object.assign(timings, {
    runtime_fetch: t1 - t0,
    python: t2 - t1,
    engine: t3 - t2,
    ready: t3 - t0,
    from_snapshot: timings.start !== "fresh",
    marks,
  });
  post({ type: "ready", describe, pyodide: manifest.pyodide, timings });
  if (fresh) writeSnapshot(manifest, fresh);
  // Pyodide imports its two scripts as modules, not through fetch: they are handed
  // off too, from the HTTP cache that has just loaded them.
  if (!controlled) {
    for (const name of ["pyodide.mjs", "pyodide.asm.mjs"]) {
      const url = new URL(name, pyodideBase).href;
      keeping.push(
        realFetch(url, { cache: "force-cache" })
          .then((response) => (response.ok ? keepForOffline(url, response) : null))
          .catch(() => {}),
      );
    }
  }
  // The page installs the service worker once the runtime is kept.
  Promise.allSettled(keeping)
    .then(() => Promise.allSettled(keeping))
    .then(() => post({ type: "kept", snapshot: timings.start === "shipped" }));
}

/** Said when the engine stopped while starting and no file can be named. */
const STOPPED = message("engine.boot.stopped");

// A failed boot is reported once, as a message; nothing left over from it may
// surface as an uncaught error.
self.addEventListener("unhandledrejection", (event) => {
  if (!boot.engineUp) event.preventDefault();
});
// The same for an error thrown outside any promise (Pyodide parsing a damaged
// pyodide-lock.json in a callback): the boot's failure is already being reported.
self.addEventListener("error", (event) => {
  if (!boot.engineUp) {
    event.preventDefault();
    if (boot.booting) failBoot(new BootError(STOPPED, true));
  }
});

/** Resolves to true when the engine is up, false when it could not start (`run`). */
let booted = null;

/**
 * Start the boot, with the request for the runtime's manifest that engine-worker.js made
 * while this module loaded (`early`) and the time its script began (`started`, the mark
 * `script`); returns the handler of the page's requests.
 */
export function run(early, started) {
  marks.script = started;
  mark("modules");
  adoptEarly(new URL("manifest.json", runtimeBase).href, early);
  watchBootFetches();
  watchStalls();
  if (controlled && "caches" in self) caches.delete(DOWNLOAD_CACHE).catch(() => {});
  // It never rejects, so a failed boot is reported once and never thrown again.
  booted = Promise.race([
    bootEngine().then(() => true),
    bootFailure.then((error) => {
      throw error;
    }),
  ]).then(
    (ok) => {
      boot.booting = false;
      return ok;
    },
    async (error) => {
      boot.booting = false;
      let known = error instanceof BootError && error.said !== STOPPED ? error : null;
      // Anything else is Pyodide's or Python's own report (a traceback, a parser's
      // quote of binary garbage): for the console, not for a learner. The file that
      // made it is named when the site's list of hashes finds it.
      if (!known) {
        if (!(error instanceof BootError)) console.warn("[engine] the start failed:", error);
        const name = await damagedFile().catch(() => null);
        known = name
          ? new BootError(message("engine.boot.damaged", { file: name }), true)
          : new BootError(STOPPED, true);
      }
      post({ type: "failed", said: known.said, retryable: known.retryable, advice: known.advice });
      return false;
    },
  );
  return answer;
}

/** Answer one request of the page, once the boot has ended either way. */
async function answer(event) {
  const { id, request } = event.data || {};
  if (!(await booted)) {
    post({ type: "response", id, response: unavailable(message("engine.not_running")) });
    return;
  }
  let json;
  try {
    json = JSON.stringify(inPageLanguage(request));
  } catch {
    // Not JSON at all (a circular object, a BigInt): the request's fault, not the engine's.
    const error = { code: "bad_request", message: "", said: message("engine.cannot_send"), path: "" };
    post({ type: "response", id, response: { ok: false, error } });
    return;
  }
  try {
    post({ type: "response", id, response: JSON.parse(handleJson(json ?? "null")) });
  } catch {
    // trainer.api never raises; reaching here means Python itself has stopped.
    post({ type: "response", id, response: unavailable(message("engine.stopped_answering")) });
  }
}

/** The engine cannot answer: the page says why (`said`, a message). */
function unavailable(said) {
  return { ok: false, error: { code: "engine_unavailable", message: "", said, path: "" } };
}
