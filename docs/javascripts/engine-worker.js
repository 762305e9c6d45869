// The rules engine in a module Web Worker: boots the self-hosted Pyodide,
// unpacks the trainer wheel, and answers JSON requests through
// trainer.api.handle_json. The page talks to it only with {id, request}
// messages (see trainer.js); user input crosses as JSON data, never as code.
// The worker is split into modules of engine/ by their jobs: main.js (the boot in order,
// then the request loop), context.js (what they share), download.js (progress, stalls,
// the watch on the boot's fetches), snapshot.js (the shipped and the saved snapshot) and
// python.js (starting Python). This file only starts them.
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

// Modules a worker imports statically are fetched only once its script has arrived, and the
// script runs only once they all have: a round trip that the boot's first request, the
// runtime's manifest, would wait behind. So this file imports nothing statically: it asks
// for the manifest at once, and for every module of engine/ at once (a module imported only
// by another would cost one more round trip), both on the same trip.
const started = Math.round(performance.now());
const here = new URL(self.location.href);
// (A start after a failure asks the server again, as every request of the boot does.)
const early = fetch(
  new URL("../generated/manifest.json", here),
  here.searchParams.has("retry") ? { cache: "reload" } : {},
);
early.catch(() => {}); // judged by the boot (engine/download.js, the watch on its fetches)
const main = Promise.all([
  import("./engine/context.js"),
  import("./engine/download.js"),
  import("./engine/snapshot.js"),
  import("./engine/python.js"),
  import("./engine/main.js"),
]).then((modules) => modules[modules.length - 1]);

/** The boot, started once the modules have loaded; resolves to the handler of requests. */
const answering = main.then((boot) => boot.run(early, started));
// A module that does not load ends the worker as a script of its own that does not load
// would: an error the page hears on the worker (trainer.js `onerror`).
answering.catch((error) => {
  setTimeout(() => {
    throw error;
  });
});

// Set at once, so no request of the page is missed while the modules load; each is
// answered in turn once the boot has ended.
self.onmessage = (event) => {
  answering.then((answer) => answer(event)).catch(() => {});
};
