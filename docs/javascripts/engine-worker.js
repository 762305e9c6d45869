// The rules engine in a module Web Worker: boots the self-hosted Pyodide,
// unpacks the trainer wheel, and answers JSON requests through
// trainer.api.handle_json. The page talks to it only with {id, request}
// messages (see trainer.js); user input crosses as JSON data, never as code.
//
// Messages to the page:
/**
 * @typedef {{type: "progress", stage: "download" | "start",
 *            loaded: number, total: number | null,
 *            waiting: {file: string, seconds: number} | null}} Progress
 *   Bytes of the runtime downloaded so far, out of `total` (from the staged
 *   manifest, so known before any response arrives; null only before it is read).
 *   `waiting`: no byte has come for `seconds` while `file` is still missing (the
 *   page says so, and offers to start again, long before the stall ends the boot).
 * @typedef {{type: "ready", describe: object, pyodide: string, timings: object}} Ready
 *   `timings.start` says how Python started: "shipped" (the site's snapshot, made
 *   at build time), "saved" (a snapshot this browser made on an earlier visit) or
 *   "fresh" (a normal start); `timings.fallback` says why the shipped snapshot was
 *   not used, when it was not.
 * @typedef {{type: "kept", snapshot: boolean}} Kept
 *   The runtime is downloaded and kept: the page may now install the service
 *   worker, which copies it instead of downloading it again. `snapshot` says
 *   whether the engine started from the shipped snapshot (only then is it worth
 *   keeping offline).
 * @typedef {{key: string, args: object}} Said
 *   A sentence of the page's catalogue (i18n/site/trainer.pot) and its arguments: the
 *   worker has no words of its own, the page says them in its language.
 * @typedef {{type: "failed", said: Said, retryable: boolean, advice: Said | null}} Failed
 *   What failed (`engine.boot.*`). `retryable` is true when starting again may work (a
 *   network or server failure); false when this browser lacks what the engine needs.
 *   `advice`, when given, is what to do (`engine.advice.*`); else the page gives its own.
 * @typedef {{type: "response", id: number, response: object}} Response
 *   A request the worker itself cannot answer (the engine not running, a request that is
 *   not JSON) has `error.said`, the page's message for it, and no words of its own.
 */

const siteBase = new URL("../", import.meta.url);
const runtimeBase = new URL("generated/", siteBase);

// A memory snapshot of Python with the engine imported, kept in Cache Storage,
// lets a repeat visit skip Python's start-up (≈ 2 s) entirely. It is keyed by the
// runtime's content hash, so a new Pyodide or a new wheel never meets an old
// snapshot; any trouble with it falls back to a normal start. (`_loadSnapshot`
// and `_makeSnapshot` are Pyodide's own options, checked against Pyodide 314.0.7.)
const SNAPSHOT_CACHE = "gc-engine-snapshot";

// The site also ships a snapshot made at build time (scripts/make_snapshot.mjs),
// gzip-compressed and decoded here with the browser's own DecompressionStream, so
// even a first visit skips Python's start-up. It costs a download of its own
// (≈ 5.3 MB) on top of Pyodide's, which pays only on a fast link: on a slow one it
// takes longer than the start it saves (≈ 3 s of Python starting and importing).
// So the link is measured first, on the start of Pyodide's own download (see
// linkFastEnough): the snapshot is asked for only when it would arrive within
// SNAPSHOT_BUDGET_MS (more on a busy device, where Python's start is slower too).
// While it downloads the link is measured again, every
// SNAPSHOT_PROBE_MS for the first second, and the snapshot is abandoned if the rest
// would take longer. The normal start then goes on, its own downloads never having
// waited. It is skipped outright when the reader asks to save data.
const SNAPSHOT_PROBE_MS = 250;
const SNAPSHOT_PROBE_BYTES = 4_000_000;
const SNAPSHOT_DECIDE_MS = 500;
const SNAPSHOT_PROBES = 4;
const SNAPSHOT_BUDGET_MS = 2500;
const SNAPSHOT_TICK_MS = 10;
const SNAPSHOT_BUSY_MAX = 1.8;
// And never below 12 Mbit/s (bytes per ms), whatever the budget: a 10 Mbit/s link
// never fetches the snapshot (it would more than double the bytes before the engine
// is ready), now that the snapshot is small enough to fit a busy budget there.
const SNAPSHOT_MIN_RATE = 12e6 / 8 / 1000;
const PROGRESS_EVERY_MS = 100;

// A download that stops (a phone between two masts, a server that holds the
// connection) never ends by itself: when a file of the runtime is still missing
// and no byte of any download has arrived for STALL_MS, the boot has failed and
// may be retried. The page may shorten it (its tests do, with `?stall=`).
const workerParams = new URL(import.meta.url).searchParams;
const STALL_MS = Number(workerParams.get("stall")) || 30_000;
// Long before that, a download that has gone quiet is said ("no data for 10 s"), so a
// reader on a bad link can start again at once instead of watching a bar stand still.
const WAIT_MS = Math.min(10_000, STALL_MS / 3);
// A shipped snapshot whose download stops is given up sooner: a normal start can go on.
const SNAPSHOT_STALL_MS = Math.min(STALL_MS, 10_000);
// A start after a failure (Retry) asks the server again rather than the HTTP
// cache, which may hold the damaged copy that made the first start fail.
const retrying = workerParams.has("retry");
// The page's language (trainer.js says it when it is not English): every request the engine
// answers here carries it, unless the request names its own, so every sentence of every
// answer is in the page's language. This is the one place a request's language is set.
const locale = workerParams.get("locale");

/** The request as the engine gets it: in the page's language. */
function inPageLanguage(request) {
  if (!locale || request === null || typeof request !== "object" || Array.isArray(request)) return request;
  return "locale" in request ? request : { ...request, locale };
}

// On a first visit no service worker holds the site yet. The runtime this worker
// downloads is then kept in a hand-off cache of its own, where the service worker
// (sw.js), installed next, finds it (it looks in every cache, checking each file's
// hash) instead of downloading 13 MB again. Once a service worker controls the page
// (the page says so in this script's URL: `offline=kept`), the hand-off copy is no
// longer needed, nor when no copy will be kept (`offline=no`: the reader saves data).
const DOWNLOAD_CACHE = "gc-engine-download";
const controlled = workerParams.has("offline");
const keeping = [];

let handleJson = null;
let engineUp = false;
let booting = true;

// When each step of the boot ended, in ms of this worker's clock (its time origin,
// `origin`, in ms since the epoch, lets a page or a benchmark line them up with its
// own): sent with the timings of the ready message, read by scripts/bench_start.py.
const marks = { origin: performance.timeOrigin };
function mark(name) {
  marks[name] ??= Math.round(performance.now());
}
mark("script");

function post(message) {
  self.postMessage(message);
}

/** A sentence the page says for the worker: the key of the page's message and its arguments
 * (the worker has no words of its own; the page says them in its language). */
function message(key, args = {}) {
  return { key, args };
}

/** A boot failure the page can explain, by its message (`engine.boot.*`): network trouble
 * may be retried. `advice`, if given, is the message of what to do instead of the page's own
 * "check your connection". */
class BootError extends Error {
  constructor(said, retryable, advice = null) {
    super(said.key);
    this.said = said;
    this.retryable = retryable;
    this.advice = advice;
  }
}

/** What to do after the site answered with an error: not the reader's connection. */
const SERVER_ADVICE = message("engine.advice.retry_later");

/** The site answered `status` for `name` (R6): a missing file or a server error is most
 * often a deploy in progress, which Retry cures once it has settled. */
function serverFailure(status, name) {
  const args = { status: String(status), file: name };
  const said =
    status === 404 || status >= 500
      ? message("engine.boot.server_updating", args)
      : message("engine.boot.server_answered", args);
  return new BootError(said, true, SERVER_ADVICE);
}

/** A download that failed without an answer: offline and without the engine kept for
 * offline use (R9), or a connection lost or refused. */
function connectionFailure(name) {
  if (self.navigator?.onLine === false) {
    return new BootError(message("engine.boot.offline"), true, message("engine.advice.offline"));
  }
  return new BootError(message("engine.boot.connection", { file: name }), true);
}

// -- download progress ----------------------------------------------------------

const progress = {
  sizes: {}, // file name -> bytes, from the manifest
  total: null,
  loaded: 0,
  counted: new Set(), // names whose bytes are already in `loaded`
  done: new Set(), // names downloaded whole
  lastByte: performance.now(), // when the last byte of any download arrived
  lastPost: 0,
  waiting: null, // {file, seconds} while no byte has come for WAIT_MS
};

/** A byte arrived: the link is alive. */
function alive() {
  progress.lastByte = performance.now();
}

function report(force = false) {
  const now = performance.now();
  if (!force && now - progress.lastPost < PROGRESS_EVERY_MS) return;
  progress.lastPost = now;
  const { total } = progress;
  const loaded = total === null ? progress.loaded : Math.min(progress.loaded, total);
  post({
    type: "progress",
    stage: "download",
    loaded,
    total,
    waiting: progress.waiting,
  });
}

function fileName(input) {
  return String(input?.url ? input.url : input)
    .split("?")[0]
    .split("/")
    .pop();
}

/**
 * Count a response's bytes as they arrive (read from a copy; Pyodide reads the
 * original). A body that breaks off half-way (the connection lost after the
 * headers) is the commonest way a big download fails on a phone, and Pyodide only
 * logs it: it ends the boot here, with the file's name.
 */
function countBytes(name, response) {
  if (!response.body || progress.counted.has(name)) return;
  const sized = name in progress.sizes;
  if (sized) progress.counted.add(name);
  const reader = response.clone().body.getReader();
  let seen = 0;
  const pump = () =>
    reader.read().then(({ done, value }) => {
      if (done) {
        mark(`fetched ${name}`);
        progress.done.add(name);
        // A compressed transfer may differ from the staged size: settle on the staged one.
        if (sized) progress.loaded += progress.sizes[name] - seen;
        report(true);
        return undefined;
      }
      alive();
      seen += value.byteLength;
      if (sized) progress.loaded += value.byteLength;
      report();
      return pump();
    });
  pump().catch(() => {
    if (booting) failBoot(new BootError(message("engine.boot.cut_off", { file: name }), true));
  });
}

/**
 * The stall watch: while a file of the runtime is still missing, some byte must
 * arrive every STALL_MS. (Once everything has arrived, Python starts on the CPU
 * alone, which may take a while on a slow phone: that is not watched.)
 */
function watchStalls() {
  const period = Math.min(1000, STALL_MS / 4);
  let tick = performance.now();
  let quiet = 0; // ms the worker was free to receive bytes and none came
  const timer = setInterval(() => {
    const now = performance.now();
    // Time the worker spent computing (compiling, starting Python) is not the link's
    // silence: bytes that arrived meanwhile are only read once it is free again.
    quiet = now - progress.lastByte < now - tick ? 0 : quiet + Math.min(now - tick, period * 1.5);
    tick = now;
    if (!booting) {
      clearInterval(timer);
      return;
    }
    const missing = progress.manifestRead
      ? Object.keys(progress.sizes).filter((name) => !progress.done.has(name))
      : ["manifest.json"];
    if (missing.length && quiet > STALL_MS) {
      clearInterval(timer);
      const seconds = Math.round(STALL_MS / 1000);
      failBoot(new BootError(message("engine.boot.stalled", { file: missing[0], n: seconds }), true));
      return;
    }
    // Quiet for WAIT_MS: said once (a live region must not tick), and no more when bytes flow again.
    const waiting =
      missing.length && quiet > WAIT_MS ? { file: missing[0], seconds: Math.round(WAIT_MS / 1000) } : null;
    if (waiting?.seconds !== progress.waiting?.seconds || waiting?.file !== progress.waiting?.file) {
      progress.waiting = waiting;
      report(true);
    }
  }, period);
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
          progress.done.add(name);
          progress.loaded += progress.sizes[name];
          alive();
          report(true);
        }
      }
    }).observe({ type: "resource", buffered: true });
  } catch {
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

const realFetch = self.fetch.bind(self);

// Pyodide's big files are fetched here from the start, beside the snapshot and
// before Pyodide's own script has loaded, and Pyodide is handed copies of these
// responses (a start that falls back asks again).
const prefetched = new Map(); // absolute URL -> Promise<Response>

// Pyodide compiles its WebAssembly only once it has the snapshot (which sizes its
// memory); the module is compiled here instead, while the snapshot downloads, and
// Pyodide's instantiateStreaming of that file instantiates the compiled module.
let wasmUrl = null;
let compiledWasm = null;
let instanceMemory = null; // the memory of the last instance made, for the shipped snapshot's pages
const memoryOf = (imports, instance) => imports?.env?.memory || instance.exports.memory;
const nativeInstantiateStreaming = WebAssembly.instantiateStreaming?.bind(WebAssembly);
if (nativeInstantiateStreaming) {
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const response = await source;
    mark("instantiate_asked");
    if (compiledWasm && response.url === wasmUrl) {
      const module = await compiledWasm.catch(() => null);
      if (module) {
        const instance = await WebAssembly.instantiate(module, imports);
        instanceMemory = memoryOf(imports, instance);
        mark("instantiated");
        return { module, instance };
      }
    }
    try {
      const made = await nativeInstantiateStreaming(response, imports);
      instanceMemory = memoryOf(imports, made.instance);
      return made;
    } catch (error) {
      // Pyodide would only log this and wait for ever: the boot has failed.
      if (booting) failBoot(wasmFailure(error));
      throw error;
    }
  };
}

/** Why pyodide.asm.wasm could not be used, for the reader. */
function wasmFailure(error) {
  const name = "pyodide.asm.wasm";
  if (error instanceof WebAssembly.CompileError) {
    return new BootError(message("engine.boot.not_wasm", { file: name }), true);
  }
  if (error instanceof WebAssembly.LinkError || error instanceof WebAssembly.RuntimeError) {
    return new BootError(message("engine.boot.cannot_run", { file: name }), false);
  }
  return new BootError(message("engine.boot.cut_off", { file: name }), true);
}

function absolute(input) {
  return new URL(String(input?.url ? input.url : input), self.location.href).href;
}

function watchBootFetches() {
  self.fetch = async (input, init) => {
    // A copy each time: a start that falls back asks for the same file again.
    const early = prefetched.get(absolute(input));
    if (early) return early.then((response) => response.clone());
    const name = fileName(input);
    // Once the boot has failed, Pyodide's own request is left pending rather than
    // rejected: it would only become an uncaught error in the page.
    const never = new Promise(() => {});
    let response;
    try {
      response = await realFetch(input, retrying && booting ? { ...init, cache: "reload" } : init);
    } catch (error) {
      if (!booting) throw error;
      failBoot(connectionFailure(name));
      return never;
    }
    if (booting && !response.ok) {
      failBoot(serverFailure(response.status, name));
      return never;
    }
    if (booting && !(await checked(name, response))) return never;
    if (booting) {
      alive();
      countBytes(name, response);
      if (!controlled) keepForOffline(input, response);
    }
    return response;
  };
}

/**
 * The check a downloaded file gets before Pyodide reads it: the lock file must be JSON
 * (Pyodide would quote a damaged file's bytes in its error). False when it ends the boot.
 */
async function checked(name, response) {
  if (name !== "pyodide-lock.json") return true;
  try {
    JSON.parse(await response.clone().text());
    return true;
  } catch {
    failBoot(new BootError(message("engine.boot.damaged_or_incomplete", { file: name }), true));
    return false;
  }
}

function keepForOffline(input, response) {
  // Pyodide may ask for its files by path; the cache is keyed by absolute URL.
  const url = absolute(input);
  if (!("caches" in self) || !url.startsWith(runtimeBase.href)) return;
  const copy = response.clone();
  keeping.push(
    caches
      .open(DOWNLOAD_CACHE)
      .then((cache) => cache.put(url, copy))
      .catch(() => {}), // storage full: the service worker downloads it itself
  );
}

// -- the shipped snapshot ----------------------------------------------------------

/** Why the shipped snapshot should not even be tried here, or null. */
function skipShipped(manifest) {
  if (!manifest.snapshot) return "none in this build";
  if (typeof DecompressionStream === "undefined") return "no DecompressionStream";
  // The link's speed is measured, not asked: navigator.connection's estimate is
  // a guess before the browser has seen traffic (headless Chromium says 1.5 Mbit/s
  // on a local server). Only the reader's wish to save data is taken from it.
  if (self.navigator?.connection?.saveData) return "data saver";
  return null;
}

async function sha256Hex(bytes) {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Download the shipped snapshot, check its hash and decode it (while it arrives).
 * Resolves to {bytes} (the raw snapshot) or {reason} (not used, and why); never
 * rejects. A download that would not finish in time is abandoned.
 */
async function fetchShipped(manifest, timings, target) {
  const { file, size, sha256 } = manifest.snapshot;
  const url = new URL(file, runtimeBase).href;
  const started = performance.now();
  const abort = new AbortController();
  let response;
  try {
    response = await realFetch(url, { signal: abort.signal, ...(retrying ? { cache: "reload" } : {}) });
  } catch {
    return { reason: "download failed" };
  }
  if (!response.ok || !response.body) return { reason: `the server answered ${response.status}` };
  mark("snapshot_headers");
  const decoder = new DecompressionStream("gzip");
  const writer = decoder.writable.getWriter();
  const decoded = target ? decodeInto(decoder.readable, target) : new Response(decoder.readable).arrayBuffer();
  decoded.catch(() => {}); // a decoding failure is read below
  const chunks = [];
  let received = 0;
  let tooSlow = false;
  let stalled = false;
  let lastChunk = performance.now();
  const stallWatch = setInterval(
    () => {
      if (performance.now() - lastChunk > SNAPSHOT_STALL_MS) {
        stalled = true;
        abort.abort();
      }
    },
    Math.min(1000, SNAPSHOT_STALL_MS / 4),
  );
  let probes = 0;
  const probe = setInterval(() => {
    probes += 1;
    if (probes >= SNAPSHOT_PROBES) clearInterval(probe);
    const elapsed = performance.now() - started;
    const rate = progress.loaded / elapsed; // bytes per ms, the whole link
    const budget = timings.link_budget_ms || SNAPSHOT_BUDGET_MS; // as linkFastEnough set it
    if (received < size && (size - received) / Math.max(rate, 1e-6) > budget) {
      clearInterval(probe);
      tooSlow = true;
      abort.abort();
    }
  }, SNAPSHOT_PROBE_MS);
  try {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      lastChunk = performance.now();
      alive();
      received += value.byteLength;
      progress.loaded += value.byteLength;
      report();
      writer.write(value).catch(() => {});
    }
    clearInterval(probe);
    clearInterval(stallWatch);
    report(true); // the last chunks may have come within PROGRESS_EVERY_MS of the last report
    writer.close().catch(() => {});
    const whole = new Uint8Array(received);
    let at = 0;
    for (const chunk of chunks) {
      whole.set(chunk, at);
      at += chunk.byteLength;
    }
    timings.snapshot_fetch = performance.now() - started;
    mark("snapshot_fetched");
    if ((await sha256Hex(whole)) !== sha256) {
      writer.abort().catch(() => {});
      return { reason: "wrong hash", received };
    }
    mark("snapshot_hashed");
    const out = await decoded;
    const bytes = out instanceof ArrayBuffer ? new Uint8Array(out) : out;
    mark("snapshot_decoded");
    if (target && bytes !== target) return { reason: "wrong size", received };
    timings.snapshot_decode = performance.now() - started - timings.snapshot_fetch;
    timings.snapshot_ready = performance.now(); // since the worker started
    return { bytes, gz: whole, received };
  } catch {
    clearInterval(probe);
    clearInterval(stallWatch);
    writer.abort().catch(() => {});
    const reason = tooSlow ? "slow link (measured)" : stalled ? "download stalled" : "download or decoding failed";
    return { reason, received };
  }
}

/**
 * Decode the snapshot straight into `target`, the buffer Pyodide was handed when its
 * start began (sized by the manifest): no second copy of its 31 MB. Resolves to
 * `target` when the decoded bytes fill it exactly, to a fresh array otherwise.
 */
async function decodeInto(readable, target) {
  const reader = readable.getReader();
  let at = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at + value.byteLength > target.byteLength) {
      reader.cancel().catch(() => {});
      return new Uint8Array(0);
    }
    target.set(value, at);
    at += value.byteLength;
  }
  return at === target.byteLength ? target : new Uint8Array(0);
}

/**
 * Is the link fast enough for the shipped snapshot to pay? Measured on the first part
 * of pyodide.asm.wasm (at most SNAPSHOT_DECIDE_MS or SNAPSHOT_PROBE_BYTES), before a
 * byte of the snapshot is asked for: at 10 Mbit/s its 5.3 MB take longer than the
 * Python start it saves, and asking first and abandoning later would still spend a
 * part of them. A host that compresses the wasm delivers more bytes than cross the
 * link: the rate is scaled by the compressed length the response announces.
 */
async function linkFastEnough(manifest, wasm, timings) {
  let response;
  try {
    response = await wasm;
  } catch {
    return false;
  }
  const began = performance.now();
  const from = progress.loaded;
  const raw = progress.sizes["pyodide.asm.wasm"] || 0;
  const length = Number(response.headers.get("content-length")) || 0;
  const ratio = response.headers.get("content-encoding") && raw && length ? Math.min(length / raw, 1) : 1;
  const measuring = () =>
    performance.now() - began < SNAPSHOT_DECIDE_MS &&
    progress.loaded - from < SNAPSHOT_PROBE_BYTES &&
    !progress.done.has("pyodide.asm.wasm");
  let waits = 0;
  while (measuring()) {
    await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_TICK_MS));
    waits += 1;
  }
  const elapsed = Math.max(performance.now() - began, 1);
  const rate = ((progress.loaded - from) * ratio) / elapsed; // bytes on the link per ms
  // Bytes are counted only when this worker gets to read them: on a busy device (a
  // phone running other work, a shared machine) a fast link reads as a slow one. But
  // the Python start the snapshot saves is slower there by the same token, so the
  // budget grows with how late this worker's own timers fired (at most
  // SNAPSHOT_BUSY_MAX times; SNAPSHOT_MIN_RATE keeps a 10 Mbit/s link below the bar).
  const late = waits ? elapsed / (waits * SNAPSHOT_TICK_MS) : 1;
  const busy = Math.min(Math.max(late, 1), SNAPSHOT_BUSY_MAX);
  const budget = SNAPSHOT_BUDGET_MS * busy;
  Object.assign(timings, {
    link_mbps: Math.round((rate * 8) / 10) / 100, // megabits per second, as measured
    link_busy: Math.round(busy * 100) / 100,
    link_budget_ms: Math.round(budget),
  });
  mark("link_measured");
  return rate >= SNAPSHOT_MIN_RATE && manifest.snapshot.size / Math.max(rate, 1e-6) <= budget;
}

/** Keep the checked snapshot for the service worker, as the runtime's other files. */
function keepShipped(manifest, gz) {
  if (controlled || !("caches" in self)) return;
  const url = new URL(manifest.snapshot.file, runtimeBase).href;
  const headers = { "content-type": "application/gzip" };
  keeping.push(
    caches
      .open(DOWNLOAD_CACHE)
      .then((cache) => cache.put(url, new Response(gz, { headers })))
      .catch(() => {}),
  );
}

// -- starting Python ---------------------------------------------------------------

async function readSnapshot(manifest) {
  try {
    const cache = await caches.open(SNAPSHOT_CACHE);
    const response = await cache.match(snapshotKey(manifest));
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
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
  } catch {
    // storage full or unavailable: the next visit starts normally
  }
}

/** A shipped snapshot that is not used, and why (the normal start follows). */
class NotUsed extends Error {}

/**
 * Start Pyodide from a snapshot (bytes, or a promise of them). With `target`, the
 * buffer the shipped snapshot is being decoded into, Pyodide starts at once instead
 * of waiting for the snapshot: the buffer sizes its memory, and the WebAssembly
 * instance, Emscripten's linking of it and the file system are made while the
 * snapshot downloads. Pyodide copies the snapshot into its memory only after its
 * file-system hook (`fsInit`), which waits for the bytes. If they never come (a
 * snapshot not used after all), that Pyodide waits for ever and is dropped.
 */
async function restore(loadPyodide, common, snapshot, target = null, fromInstance = null) {
  let pyodide;
  if (target) {
    const never = new Promise(() => {});
    let refuse = null;
    const refused = new Promise((_, reject) => {
      refuse = reject;
    });
    // Runs once the instance exists, before Pyodide copies the snapshot in.
    const fsInit = () =>
      snapshot.then(
        async () => {
          if (fromInstance && !(await fillFromInstance(target, fromInstance))) {
            refuse(new Error("the snapshot's pages from the WebAssembly instance differ"));
            return never;
          }
          return undefined;
        },
        () => never,
      );
    pyodide = await Promise.race([
      loadPyodide({ ...common, _loadSnapshot: target, fsInit }),
      snapshot.then(() => refused), // rejects when the snapshot is not used
    ]);
  } else {
    pyodide = await loadPyodide({ ...common, _loadSnapshot: snapshot });
  }
  mark("restored");
  // Every module of the engine is in the snapshot's memory: nothing is read from files.
  pyodide.runPython("import trainer.api");
  mark("imported");
  return pyodide;
}

/**
 * Copy into the snapshot the pages the build left out because the WebAssembly
 * instance already holds them (Python's static data, untouched until Python runs;
 * scripts/make_snapshot.mjs), checked against their hash. False when they differ.
 */
async function fillFromInstance(target, { offset, page, pages, sha256 }) {
  if (!instanceMemory) return false;
  const memory = new Uint8Array(instanceMemory.buffer);
  const copied = new Uint8Array(pages.length * page);
  pages.forEach((index, i) => {
    copied.set(memory.subarray(index * page, (index + 1) * page), i * page);
  });
  if ((await sha256Hex(copied)) !== sha256) return false;
  pages.forEach((index, i) => {
    target.set(copied.subarray(i * page, (i + 1) * page), offset + index * page);
  });
  mark("filled_from_instance");
  return true;
}

/**
 * Start Python: from this browser's saved snapshot, else from the site's shipped
 * one, else normally (and then save a snapshot for the next visit). Any trouble
 * with a snapshot falls back to the next way; a broken snapshot is never kept.
 */
async function startPython(loadPyodide, pyodideBase, start, wheel, timings) {
  const common = {
    indexURL: pyodideBase.href,
    stdout: () => {},
    stderr: (text) => console.warn("[engine]", text),
  };
  if (start.saved) {
    try {
      timings.start = "saved";
      return { pyodide: await restore(loadPyodide, common, start.saved), fresh: null };
    } catch (error) {
      console.warn("[engine] the saved snapshot could not be used; starting afresh", error);
      await caches.delete(SNAPSHOT_CACHE).catch(() => {});
    }
  }
  if (start.shipped) {
    // Pyodide loads its own script while the snapshot downloads; it waits for the
    // snapshot only to size the WebAssembly memory.
    let gz = null;
    const bytes = start.shipped.then((shipped) => {
      if (!shipped.bytes) throw new NotUsed(shipped.reason);
      gz = shipped.gz;
      return shipped.bytes;
    });
    bytes.catch(() => {}); // read below
    try {
      timings.start = "shipped";
      // Pyodide starts before the snapshot arrives only once the link has said it will.
      if (!(await start.fast)) await bytes;
      const pyodide = await restore(loadPyodide, common, bytes, start.target, start.manifest.snapshot.from_instance);
      keepShipped(start.manifest, gz);
      return { pyodide, fresh: null };
    } catch (error) {
      if (error instanceof NotUsed) {
        timings.fallback = error.message;
      } else {
        console.warn("[engine] the site's snapshot could not be used; starting afresh", error);
        timings.fallback = "restore failed";
      }
    }
    // The normal start needs the wheel, and not the rest of the snapshot.
    wheel().catch(() => {});
    const wheelSize = start.manifest.sizes?.[start.manifest.wheel] || 0;
    progress.sizes[start.manifest.wheel] = wheelSize;
    if (progress.total !== null) {
      const received = (await start.shipped).received || 0;
      progress.total += wheelSize - start.manifest.snapshot.size + received;
    }
  }
  timings.start = "fresh";
  const started = performance.now();
  const pyodide = await loadPyodide({ ...common, _makeSnapshot: true });
  timings.pyodide_load = performance.now() - started;
  const wheelBytes = await wheel();
  const total = progress.total;
  post({ type: "progress", stage: "start", loaded: total, total });
  const a = performance.now();
  // site-packages is already on sys.path; finding it there costs no import.
  const purelib = pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('site-packages'))");
  pyodide.unpackArchive(new Uint8Array(wheelBytes), "wheel", { extractDir: purelib });
  const b = performance.now();
  // Imported from Python, before any JavaScript proxy exists, so the memory can be
  // saved; every module, as in the shipped snapshot, since the unpacked files are
  // not in a snapshot and a module imported later could not be found after a restore.
  pyodide.runPython(
    "import importlib, pkgutil, trainer\n" +
      "for m in pkgutil.walk_packages(trainer.__path__, 'trainer.'): importlib.import_module(m.name)\n" +
      "import trainer.api",
  );
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

/** Import Pyodide's loader; a damaged or cut-off file is named. */
async function importPyodide(pyodideBase) {
  const url = new URL("pyodide.mjs", pyodideBase);
  if (retrying) url.searchParams.set("retry", String(Date.now()));
  try {
    return await import(url.href);
  } catch (error) {
    console.warn("[engine] pyodide.mjs", error);
    // An import says nothing of why: the file is asked for again to tell a missing
    // file or a server error from one that arrived damaged (R6).
    let answer = null;
    try {
      answer = await realFetch(url.href, { cache: "no-store" });
    } catch {
      throw connectionFailure("pyodide.mjs");
    }
    if (!answer.ok) throw serverFailure(answer.status, "pyodide.mjs");
    throw new BootError(message("engine.boot.damaged_or_incomplete", { file: "pyodide.mjs" }), true);
  }
}

async function boot() {
  if (typeof WebAssembly !== "object") {
    throw new BootError(message("engine.boot.no_wasm"), false);
  }
  const t0 = performance.now();
  const timings = { start: null, fallback: null, snapshot_made: 0, pyodide_load: 0, unpack: 0, import: 0 };
  const manifest = await readManifest();
  bootManifest = manifest;
  mark("manifest");
  const hasSaved = "caches" in self && (await caches.has(SNAPSHOT_CACHE).catch(() => false));
  const saved = hasSaved ? await readSnapshot(manifest) : null;
  // A snapshot saved for an older runtime is of no use any more.
  if (hasSaved && !saved) caches.delete(SNAPSHOT_CACHE).catch(() => {});
  const skip = saved ? "a saved snapshot" : skipShipped(manifest);
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
  wasmUrl = new URL("pyodide.asm.wasm", pyodideBase).href;
  // Pyodide's second script (1.2 MB of JavaScript) loads now too: a shipped start calls
  // loadPyodide only once the link is measured, and its import of this URL then finds
  // the module loaded (a failure is Pyodide's to report, as before).
  import(new URL("pyodide.asm.mjs", pyodideBase).href).catch(() => {});
  // The snapshot is asked for only once the link has shown it is fast enough.
  if (wantShipped) {
    start.fast = linkFastEnough(manifest, prefetched.get(wasmUrl), timings);
    start.shipped = start.fast.then((fast) => {
      if (!fast) return { reason: "slow link (measured)", received: 0 };
      // Decoded straight into the buffer Pyodide is handed (restore).
      if (manifest.snapshot.raw_size) start.target = new Uint8Array(manifest.snapshot.raw_size);
      return fetchShipped(manifest, timings, start.target);
    });
  }
  if (WebAssembly.compileStreaming) {
    compiledWasm = prefetched
      .get(wasmUrl)
      .then((response) => WebAssembly.compileStreaming(response.clone()))
      .then((module) => {
        mark("wasm_compiled");
        return module;
      });
    compiledWasm.catch(() => {}); // Pyodide then compiles it itself
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
  engineUp = true;
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

let bootManifest = null;

/**
 * The runtime file whose bytes are not the ones the site built (the manifest's SHA-256),
 * or null: read again from the responses this boot used (or the HTTP cache), only once a
 * start has failed without saying why, so a good start never pays for the check.
 */
async function damagedFile() {
  const hashes = bootManifest?.sha256;
  if (!hashes) return null;
  const pyodideBase = new URL(bootManifest.pyodide_dir, runtimeBase);
  for (const [name, hash] of Object.entries(hashes)) {
    const url = new URL(name, name === bootManifest.wheel ? runtimeBase : pyodideBase).href;
    const early = prefetched.get(url);
    const response = early ? (await early).clone() : await realFetch(url, { cache: "force-cache" });
    if (!response.ok) continue;
    if ((await sha256Hex(await response.arrayBuffer())) !== hash) return name;
  }
  return null;
}

// A failed boot is reported once, as a message; nothing left over from it may
// surface as an uncaught error.
self.addEventListener("unhandledrejection", (event) => {
  if (!engineUp) event.preventDefault();
});
// The same for an error thrown outside any promise (Pyodide parsing a damaged
// pyodide-lock.json in a callback): the boot's failure is already being reported.
self.addEventListener("error", (event) => {
  if (!engineUp) {
    event.preventDefault();
    if (booting) failBoot(new BootError(STOPPED, true));
  }
});

watchBootFetches();
watchStalls();
if (controlled && "caches" in self) caches.delete(DOWNLOAD_CACHE).catch(() => {});

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
  async (error) => {
    booting = false;
    let known = error instanceof BootError && error.said !== STOPPED ? error : null;
    // Anything else is Pyodide's or Python's own report (a traceback, a parser's
    // quote of binary garbage): for the console, not for a learner. The file that
    // made it is named when the site's list of hashes finds it.
    if (!known) {
      if (!(error instanceof BootError)) console.warn("[engine] the start failed:", error);
      const name = await damagedFile().catch(() => null);
      known = name ? new BootError(message("engine.boot.damaged", { file: name }), true) : new BootError(STOPPED, true);
    }
    post({ type: "failed", said: known.said, retryable: known.retryable, advice: known.advice });
    return false;
  },
);

self.onmessage = async (event) => {
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
};

/** The engine cannot answer: the page says why (`said`, a message). */
function unavailable(said) {
  return { ok: false, error: { code: "engine_unavailable", message: "", said, path: "" } };
}
