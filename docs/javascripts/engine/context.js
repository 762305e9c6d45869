/**
 * @file What every part of the engine worker shares (engine-worker.js): where the site and
 * its runtime are, what the page said in the worker's URL, the boot's state and how it
 * fails, the step marks of its timings, and the sentences the page says for the worker.
 * It holds no step of the boot itself.
 */

// The worker's own URL: what the page says (`?stall=`, `?retry=`, `?locale=`, `?offline=`)
// is in the query of the worker's script, never in the URL of a module it imports.
const workerUrl = new URL(self.location.href);
export const siteBase = new URL("../", workerUrl);
export const runtimeBase = new URL("generated/", siteBase);
const workerParams = workerUrl.searchParams;

// A download that stops (a phone between two masts, a server that holds the
// connection) never ends by itself: when a file of the runtime is still missing
// and no byte of any download has arrived for STALL_MS, the boot has failed and
// may be retried. The page may shorten it (its tests do, with `?stall=`).
export const STALL_MS = Number(workerParams.get("stall")) || 30_000;
// A start after a failure (Retry) asks the server again rather than the HTTP
// cache, which may hold the damaged copy that made the first start fail.
export const retrying = workerParams.has("retry");
// The page's language (trainer.js says it when it is not English): every request the engine
// answers here carries it, unless the request names its own, so every sentence of every
// answer is in the page's language. This is the one place a request's language is set.
export const locale = workerParams.get("locale");

// On a first visit no service worker holds the site yet. The runtime this worker
// downloads is then kept in a hand-off cache of its own, where the service worker
// (sw.js), installed next, finds it (it looks in every cache, checking each file's
// hash) instead of downloading 13 MB again. Once a service worker controls the page
// (the page says so in this script's URL: `offline=kept`), the hand-off copy is no
// longer needed, nor when no copy will be kept (`offline=no`: the reader saves data).
export const DOWNLOAD_CACHE = "gc-engine-download";
export const controlled = workerParams.has("offline");
/** The copies being put in the hand-off cache (promises): the page is told once all are. */
export const keeping = [];

/** Where the boot is: `booting` until it has ended either way, `engineUp` once the engine
 * answers, and the runtime's `manifest` once it has been read. */
export const boot = { booting: true, engineUp: false, manifest: null };

// When each step of the boot ended, in ms of this worker's clock (its time origin,
// `origin`, in ms since the epoch, lets a page or a benchmark line them up with its
// own): sent with the timings of the ready message, read by scripts/bench_start.py. The first,
// `script`, is when engine-worker.js began (engine/main.js `run`); `modules`, when its modules had loaded.
export const marks = { origin: performance.timeOrigin };
export function mark(name) {
  marks[name] ??= Math.round(performance.now());
}

export function post(message) {
  self.postMessage(message);
}

/** A sentence the page says for the worker: the key of the page's message and its arguments
 * (the worker has no words of its own; the page says them in its language). */
export function message(key, args = {}) {
  return { key, args };
}

/** A boot failure the page can explain, by its message (`engine.boot.*`): network trouble
 * may be retried. `advice`, if given, is the message of what to do instead of the page's own
 * "check your connection". */
export class BootError extends Error {
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
export function serverFailure(status, name) {
  const args = { status: String(status), file: name };
  const said =
    status === 404 || status >= 500
      ? message("engine.boot.server_updating", args)
      : message("engine.boot.server_answered", args);
  return new BootError(said, true, SERVER_ADVICE);
}

/** A download that failed without an answer: offline and without the engine kept for
 * offline use (R9), or a connection lost or refused. */
export function connectionFailure(name) {
  if (self.navigator?.onLine === false) {
    return new BootError(message("engine.boot.offline"), true, message("engine.advice.offline"));
  }
  return new BootError(message("engine.boot.connection", { file: name }), true);
}

// Pyodide does not always reject when one of its files cannot be fetched (a
// failed WebAssembly download only logs a warning and the boot never ends), so
// every fetch made while booting is watched: the first failure ends the boot.
let resolveFailure = () => {};
/** Resolves to the first BootError (or other error) that ended the boot. */
export const bootFailure = new Promise((resolve) => {
  resolveFailure = resolve;
});
export function failBoot(error) {
  resolveFailure(error);
}

/** The browser's own fetch, before the boot's watch replaces `self.fetch` (download.js). */
export const realFetch = self.fetch.bind(self);

export async function sha256Hex(bytes) {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
