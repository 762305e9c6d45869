// The rules engine in a module Web Worker: boots the self-hosted Pyodide,
// unpacks the trainer wheel, and answers JSON requests through
// trainer.api.handle_json. The page talks to it only with {id, request}
// messages (see trainer.js); user input crosses as JSON data, never as code.

const siteBase = new URL("../", import.meta.url);
const runtimeBase = new URL("generated/", siteBase);

let handleJson = null;

function post(message) {
  self.postMessage(message);
}

async function fetchOk(url) {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`could not load ${url.pathname} (HTTP ${response.status})`);
  }
  return response;
}

// A memory snapshot of Python with the engine imported, kept in Cache Storage,
// lets a repeat visit skip Python's start-up (≈ 2 s) entirely. It is keyed by the
// runtime's content hash, so a new Pyodide or a new wheel never meets an old
// snapshot; any trouble with it falls back to a normal start.
const SNAPSHOT_CACHE = "gc-engine-snapshot";
let snapshotMs = 0;
let loadMs = 0;
let unpackMs = 0;
let importMs = 0;

function snapshotKey(manifest) {
  return new URL(`generated/engine-snapshot-${manifest.version}`, siteBase).href;
}

async function readSnapshot(manifest) {
  try {
    const cache = await caches.open(SNAPSHOT_CACHE);
    const response = await cache.match(snapshotKey(manifest));
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch (error) {
    return null;
  }
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

async function startPython(loadPyodide, pyodideBase, manifest, wheel) {
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
  loadMs = performance.now() - started;
  post({ type: "progress", stage: "engine", message: "Loading the rules engine…" });
  const wheelBytes = await wheel();
  const a = performance.now();
  // site-packages is already on sys.path; finding it there costs no import.
  const purelib = pyodide.runPython(
    "import sys; next(p for p in sys.path if p.endswith('site-packages'))",
  );
  pyodide.unpackArchive(new Uint8Array(wheelBytes), "wheel", { extractDir: purelib });
  const b = performance.now();
  // Imported from Python, before any JavaScript proxy exists, so the memory can be saved.
  pyodide.runPython("import trainer.api");
  unpackMs = b - a;
  importMs = performance.now() - b;
  let fresh = null;
  try {
    const t = performance.now();
    fresh = pyodide.makeMemorySnapshot();
    snapshotMs = performance.now() - t;
  } catch (error) {
    console.warn("[engine] no snapshot for the next visit", error);
  }
  return { pyodide, fresh };
}

async function boot() {
  const t0 = performance.now();
  post({ type: "progress", stage: "runtime", message: "Loading the Python runtime…" });
  const manifest = await (await fetchOk(new URL("manifest.json", runtimeBase))).json();
  const pyodideBase = new URL(manifest.pyodide_dir, runtimeBase);
  // The wheel downloads while Pyodide starts (it is not needed with a snapshot).
  const wheelUrl = new URL(manifest.wheel, runtimeBase);
  wheelUrl.searchParams.set("v", manifest.version);
  let wheelBytes = null;
  const wheel = () => {
    wheelBytes ||= fetchOk(wheelUrl).then((response) => response.arrayBuffer());
    return wheelBytes;
  };
  const hasSnapshot = "caches" in self && (await caches.has(SNAPSHOT_CACHE).catch(() => false));
  if (!hasSnapshot) wheel().catch(() => {}); // reported when awaited
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideBase).href);
  const t1 = performance.now();
  const { pyodide, fresh } = await startPython(loadPyodide, pyodideBase, manifest, wheel);
  const t2 = performance.now();
  const api = pyodide.pyimport("trainer.api");
  handleJson = api.handle_json;
  const describe = JSON.parse(handleJson(JSON.stringify({ op: "describe" })));
  const t3 = performance.now();
  engineUp = true;
  const timings = {
    runtime_fetch: t1 - t0,
    python: t2 - t1,
    engine: t3 - t2,
    snapshot_made: snapshotMs,
    pyodide_load: loadMs,
    unpack: unpackMs,
    import: importMs,
    from_snapshot: !fresh && hasSnapshot,
  };
  post({ type: "ready", describe, pyodide: manifest.pyodide, timings });
  if (fresh) writeSnapshot(manifest, fresh);
  // Tell the page when the runtime is in the offline cache: then it installs the
  // service worker, which finds everything there and downloads nothing again.
  Promise.allSettled(keeping).then(() => post({ type: "kept" }));
}

// Pyodide does not always reject when one of its files cannot be fetched (a
// failed WebAssembly download only logs a warning and the boot never ends), so
// every fetch made while booting is watched: the first failure ends the boot.
let booting = true;
let failBoot = () => {};
const bootFailure = new Promise((resolve) => {
  failBoot = resolve;
});
const realFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const name = String(input && input.url ? input.url : input).split("/").pop().split("?")[0];
  // Once the boot has failed, Pyodide's own request is left pending rather than
  // rejected: it would only become an uncaught error in the page.
  const never = new Promise(() => {});
  try {
    const response = await realFetch(input, init);
    if (booting && !response.ok) {
      failBoot(`could not load ${name} (HTTP ${response.status})`);
      return never;
    }
    keepOffline(input, response);
    return response;
  } catch (error) {
    if (!booting) throw error;
    failBoot(`could not load ${name} (${error.message})`);
    return never;
  }
};

// The runtime files this worker downloads go straight into the offline cache of
// the service worker (docs/sw.js, same cache name), so that the service worker
// never downloads the 10 MB of Pyodide a second time.
const OFFLINE_CACHE = "gc-site-v1";
const keeping = [];

function keepOffline(input, response) {
  // Pyodide may ask for its files by path; the cache is keyed by absolute URL.
  const url = new URL(String(input && input.url ? input.url : input), self.location.href).href;
  if (!("caches" in self) || !response.ok || !url.startsWith(runtimeBase.href)) return;
  const copy = response.clone();
  const done = caches
    .open(OFFLINE_CACHE)
    .then((cache) => cache.put(url, copy))
    .catch(() => {});
  keeping.push(done);
}

// A failed boot is reported once, as a message; nothing left over from it may
// surface as an uncaught error.
self.addEventListener("unhandledrejection", (event) => {
  if (!engineUp) event.preventDefault();
});
let engineUp = false;

// Resolves to true when the engine is up, false when it could not start; it
// never rejects, so a failed boot is reported once and never thrown again.
const booted = Promise.race([
  boot().then(() => true),
  bootFailure.then((message) => {
    throw new Error(message);
  }),
]).then(
  (ok) => {
    booting = false;
    return ok;
  },
  (error) => {
    booting = false;
    post({ type: "failed", message: String(error && error.message ? error.message : error) });
    return false;
  },
);

self.onmessage = async (event) => {
  const { id, request } = event.data || {};
  try {
    if (!(await booted)) throw new Error("engine unavailable");
    const text = handleJson(JSON.stringify(request));
    post({ type: "response", id, response: JSON.parse(text) });
  } catch (error) {
    post({
      type: "response",
      id,
      response: {
        ok: false,
        error: {
          code: "engine_unavailable",
          message: "The rules engine could not start in this browser.",
          path: "",
        },
      },
    });
  }
};
