/**
 * @file The engine worker's downloads: the bytes of the runtime counted as they arrive
 * (the page's progress bar), the stall watch that ends a boot whose link has gone quiet,
 * the watch on every fetch the boot makes (the first failure ends the boot, naming the
 * file; each file is kept for the service worker while none holds the site), and, once a
 * start has failed without saying why, the runtime file whose bytes are not the site's.
 */

import {
  BootError,
  boot,
  connectionFailure,
  controlled,
  DOWNLOAD_CACHE,
  failBoot,
  keeping,
  mark,
  message,
  post,
  realFetch,
  retrying,
  runtimeBase,
  STALL_MS,
  serverFailure,
  sha256Hex,
} from "./context.js";

export const PROGRESS_EVERY_MS = 100;

// Long before that, a download that has gone quiet is said ("no data for 10 s"), so a
// reader on a bad link can start again at once instead of watching a bar stand still.
const WAIT_MS = Math.min(10_000, STALL_MS / 3);

// -- download progress ----------------------------------------------------------

export const progress = {
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
export function alive() {
  progress.lastByte = performance.now();
}

export function report(force = false) {
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

export function fileName(input) {
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
export function countBytes(name, response) {
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
    if (boot.booting) failBoot(new BootError(message("engine.boot.cut_off", { file: name }), true));
  });
}

/**
 * The stall watch: while a file of the runtime is still missing, some byte must
 * arrive every STALL_MS. (Once everything has arrived, Python starts on the CPU
 * alone, which may take a while on a slow phone: that is not watched.)
 */
export function watchStalls() {
  const period = Math.min(1000, STALL_MS / 4);
  let tick = performance.now();
  let quiet = 0; // ms the worker was free to receive bytes and none came
  const timer = setInterval(() => {
    const now = performance.now();
    // Time the worker spent computing (compiling, starting Python) is not the link's
    // silence: bytes that arrived meanwhile are only read once it is free again.
    quiet = now - progress.lastByte < now - tick ? 0 : quiet + Math.min(now - tick, period * 1.5);
    tick = now;
    if (!boot.booting) {
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
export function countModules() {
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

// Pyodide's big files are fetched here from the start, beside the snapshot and
// before Pyodide's own script has loaded, and Pyodide is handed copies of these
// responses (a start that falls back asks again).
export const prefetched = new Map(); // absolute URL -> Promise<Response>

export function absolute(input) {
  return new URL(String(input?.url ? input.url : input), self.location.href).href;
}

// A request made before the watch began (the manifest's, by engine-worker.js while its
// modules loaded), by absolute URL: the watch's first fetch of that URL takes it over, and
// judges its answer as it judges its own.
const adopted = new Map();
export function adoptEarly(url, response) {
  adopted.set(url, response);
}

export function watchBootFetches() {
  self.fetch = async (input, init) => {
    // A copy each time: a start that falls back asks for the same file again.
    const early = prefetched.get(absolute(input));
    if (early) return early.then((response) => response.clone());
    const name = fileName(input);
    // Once the boot has failed, Pyodide's own request is left pending rather than
    // rejected: it would only become an uncaught error in the page.
    const never = new Promise(() => {});
    const own = adopted.get(absolute(input));
    adopted.delete(absolute(input));
    let response;
    try {
      response = await (own ?? realFetch(input, retrying && boot.booting ? { ...init, cache: "reload" } : init));
    } catch (error) {
      if (!boot.booting) throw error;
      failBoot(connectionFailure(name));
      return never;
    }
    if (boot.booting && !response.ok) {
      failBoot(serverFailure(response.status, name));
      return never;
    }
    if (boot.booting && !(await checked(name, response))) return never;
    if (boot.booting) {
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

export function keepForOffline(input, response) {
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

/**
 * The runtime file whose bytes are not the ones the site built (the manifest's SHA-256),
 * or null: read again from the responses this boot used (or the HTTP cache), only once a
 * start has failed without saying why, so a good start never pays for the check.
 */
export async function damagedFile() {
  const hashes = boot.manifest?.sha256;
  if (!hashes) return null;
  const pyodideBase = new URL(boot.manifest.pyodide_dir, runtimeBase);
  for (const [name, hash] of Object.entries(hashes)) {
    const url = new URL(name, name === boot.manifest.wheel ? runtimeBase : pyodideBase).href;
    const early = prefetched.get(url);
    const response = early ? (await early).clone() : await realFetch(url, { cache: "force-cache" });
    if (!response.ok) continue;
    if ((await sha256Hex(await response.arrayBuffer())) !== hash) return name;
  }
  return null;
}
