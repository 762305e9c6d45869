// Page side of the engine: one shared module Web Worker per page, started on
// first need, and `window.trainer.request(obj) -> Promise<response>`.
// Requests carry ids so answers never cross. The promise never rejects: when
// the engine cannot start, it resolves to {ok: false, error: {...}}.
// Widgets are found by data- attributes and mounted on Material's document$
// (instant navigation), see mount() below.

import { locale } from "./site/locale.js";

const workerUrl = new URL("./engine-worker.js", import.meta.url);

// The page's words (site/words.js) come with the compiled catalogue: loaded beside the engine,
// never before it, so the engine's start waits for no file. Until they have come the status
// line says nothing (a few milliseconds); then every view says its state again.
let words = null;
const wordsReady = import("./site/words.js").then(
  (loaded) => {
    words = loaded;
    return loaded;
  },
  (error) => {
    console.error("the page's words could not be loaded", error);
    return null;
  },
);

/** The message `key` in the page's language, or "" while the words are still coming. */
function t(key, args) {
  return words ? words.t(key, args) : "";
}

/** A reason the engine is not running, or the advice after it: a function saying it in the
 * page's words (the worker names its reason by a message key), said once the words have come. */
function reasonText(reason) {
  return typeof reason === "function" ? reason() : reason;
}

// A request the engine has not answered after WORKING_MS is shown as "Working…";
// after STUCK_MS the reader is offered "Restart the engine" (today's engine
// answers in well under a second: this is a stuck worker, not a slow question).
const WORKING_MS = 1000;
const STUCK_MS = 20_000;

const engine = {
  status: "idle", // idle | loading | ready | failed
  message: "", // after a failure: what failed (a function saying it in the page's words)
  stage: "start", // while loading: "download" (the runtime's files) or "start" (Python starting)
  loaded: 0, // bytes of the runtime downloaded so far (while loading)
  total: null, // bytes to download, once the worker has read the manifest
  retryable: false, // after a failure: may starting again work?
  advice: "", // after a failure: what to do (a function saying it), when the worker knows better than "check your connection"
  waiting: null, // while loading: {file, seconds} when no byte has come for a while
  describe: null,
  timings: null,
  worker: null,
  nextId: 1,
  starts: 0, // how many workers this page has started (a later one is a retry)
  busy: "", // "" | "working" | "stuck": the oldest unanswered request, once ready
  readyAt: 0,
  pyodide: "", // the runtime's version, once ready
  pending: new Map(), // id → {resolve, sent}
  listeners: new Map(), // listener → the element it updates (or null: it unsubscribes itself)
};

function setStatus(status, message, details = {}) {
  Object.assign(engine, { status, message: message || "" }, details);
  for (const listener of engine.listeners.keys()) {
    try {
      listener(engine);
    } catch (error) {
      console.error(error);
    }
  }
}

/** Answer every pending request with `message` (the engine cannot answer them any more). */
function dropPending(message) {
  for (const [id, { resolve }] of engine.pending) {
    resolve(wordsReady.then(() => unavailable(message)));
    engine.pending.delete(id);
  }
}

/** An answer of the worker: one it gave itself (the engine not running, a request it could not
 * send) names its message (`error.said`), said here in the page's language. */
function workerAnswer(response) {
  const said = response?.error?.said;
  if (!said) return response;
  const { code } = response.error;
  return wordsReady.then(() => ({ ok: false, error: { code, message: t(said.key, said.args), path: "" } }));
}

function failAll(message, retryable, advice = "") {
  if (engine.worker) engine.worker.terminate();
  engine.worker = null;
  setStatus("failed", message, { retryable, advice, busy: "", waiting: null });
  dropPending(message);
}

/** Is the oldest unanswered request late? Updates `engine.busy` (and the views) when that changes. */
function checkBusy() {
  let busy = "";
  if (engine.status === "ready") {
    const now = performance.now();
    for (const { sent, background } of engine.pending.values()) {
      const waited = now - Math.max(sent, engine.readyAt);
      if (waited >= STUCK_MS) busy = "stuck";
      else if (waited >= WORKING_MS && busy === "" && !background) busy = "working";
    }
  }
  if (busy !== engine.busy) setStatus(engine.status, engine.message, { busy });
}

/** The answer to a request the engine cannot run (the words loaded: see wordsReady). */
function unavailable(message) {
  return {
    ok: false,
    error: {
      code: "engine_unavailable",
      message: message ? t("engine.not_running_because", { reason: reasonText(message) }) : t("engine.not_running"),
      path: "",
    },
  };
}

function start() {
  if (engine.worker || engine.status === "failed") return;
  setStatus("loading", "", { stage: "start", loaded: 0, total: null, busy: "", waiting: null });
  try {
    // The worker keeps a hand-off copy of the runtime only while no service worker has the site.
    const url = new URL(workerUrl);
    if (navigator.serviceWorker?.controller) {
      url.searchParams.set("offline", "kept");
    } else if (!backgroundAllowed()) {
      url.searchParams.set("offline", "no"); // no copy will be kept: no hand-off either
    }
    // The worker asks the engine in the page's language (English, the default, needs no word).
    if (locale !== "en") url.searchParams.set("locale", locale);
    // A start after a failure asks the server again, not the HTTP cache.
    if (engine.starts > 0) url.searchParams.set("retry", String(engine.starts));
    // Tests shorten the worker's stall watch (a page never sets this).
    if (typeof window.__gcEngineStallMs === "number") url.searchParams.set("stall", String(window.__gcEngineStallMs));
    engine.starts += 1;
    engine.worker = new Worker(url, { type: "module" });
  } catch (error) {
    // Not a network matter: this browser cannot run the engine's module worker.
    const why = String(error.message || error);
    failAll(() => t("engine.failed.browser", { error: why }), false);
    return;
  }
  engine.worker.onmessage = (event) => {
    const data = event.data || {};
    if (data.type === "progress") {
      setStatus("loading", "", {
        stage: data.stage === "download" ? "download" : "start",
        loaded: data.loaded || 0,
        total: data.total ?? null,
        waiting: data.waiting || null,
      });
    } else if (data.type === "ready") {
      engine.timings = data.timings || null;
      engine.readyAt = performance.now();
      // The runtime's version is for developers (window.trainer.pyodide), never a learner's words.
      engine.pyodide = data.pyodide || "";
      setStatus("ready", "", { describe: data.describe });
      for (const delay of [WORKING_MS, STUCK_MS]) setTimeout(checkBusy, delay + 50);
    } else if (data.type === "kept") {
      keepRuntime(data.snapshot === true);
    } else if (data.type === "failed") {
      // The worker names what failed and what to do by the keys of our messages (engine.boot.*,
      // engine.advice.*): said here, in the page's language, once the words are loaded.
      const { said, advice } = data;
      const button = () => t("engine.offline.button"); // named in engine.advice.offline
      failAll(
        () => t(said.key, said.args),
        data.retryable !== false,
        advice ? () => t(advice.key, { ...advice.args, button: button() }) : "",
      );
    } else if (data.type === "response") {
      const waiting = engine.pending.get(data.id);
      if (waiting) {
        engine.pending.delete(data.id);
        waiting.resolve(workerAnswer(data.response));
        checkBusy();
      }
    }
  };
  engine.worker.onerror = (event) => {
    event.preventDefault();
    if (engine.status === "failed") return; // already said
    // A worker script that does not load or does not parse reports no message of its own.
    const error = event.message;
    if (engine.status === "ready") {
      failAll(() => (error ? t("engine.failed.stopped_because", { error }) : t("engine.failed.stopped")), true);
    } else {
      failAll(() => (error ? t("engine.failed.not_loaded_because", { error }) : t("engine.failed.not_loaded")), true);
    }
  };
}

/** Start the engine again after a failure (the Retry button). */
function retry() {
  if (engine.status !== "failed") return;
  engine.status = "idle";
  start();
}

/**
 * Stop a worker that does not answer and start a new one ("Restart the engine"):
 * the requests it held are answered as not run, and the widgets mount again once
 * the new engine is ready.
 */
function restart() {
  if (engine.worker) engine.worker.terminate();
  engine.worker = null;
  dropPending(() => t("engine.restarted"));
  engine.status = "idle";
  start();
}

// -- offline: the service worker (sw.js) keeps the site ----------------------------

let registration = null; // Promise<ServiceWorkerRegistration | null>, once asked for

/**
 * May the site spend the reader's data in the background? Not when they asked the
 * browser to save data, nor on a link the browser measures as 2G: there the
 * offline copy is made only when they press "Make the whole site available offline".
 * (`effectiveType` "3g" is what Chromium guesses before it has seen any traffic,
 * even on a fast link, so it is no reason to hold back 0.6 MB of pages.)
 */
function backgroundAllowed() {
  const link = navigator.connection;
  if (!link) return true;
  return !link.saveData && !["slow-2g", "2g"].includes(link.effectiveType);
}

/**
 * Install the service worker, which precaches the pages and their assets (about
 * 0.6 MB gzipped), so every page reads offline after the first visit. The engine's
 * runtime is kept only on request (keepRuntime).
 */
function registerOffline() {
  if (!("serviceWorker" in navigator)) return Promise.resolve(null);
  if (!registration) {
    const siteBase = new URL("../", import.meta.url);
    // One worker for the whole site, told the reader's language (sw.js keeps its pages only).
    const script = new URL("sw.js", siteBase);
    if (locale !== "en") script.searchParams.set("lang", locale);
    registration = navigator.serviceWorker
      .register(script.href, { scope: siteBase.pathname })
      .then(() => navigator.serviceWorker.ready)
      .catch((error) => {
        console.warn("offline support unavailable:", error.message);
        registration = null;
        return null;
      });
  }
  return registration;
}

/**
 * Ask the service worker to keep the engine's runtime (and the shipped snapshot,
 * when `snapshot`): `onProgress({loaded, total})` as files are kept; resolves to
 * {ok, message}.
 */
async function keepOffline({ snapshot = false, onProgress = () => {} } = {}) {
  const ready = await registerOffline();
  if (!ready?.active) return { ok: false, message: t("engine.offline.none") };
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      const data = event.data || {};
      if (data.done) resolve({ ok: data.ok, message: data.message || "" });
      else onProgress(data);
    };
    ready.active.postMessage({ type: "keep", runtime: true, snapshot }, [channel.port2]);
  });
}

/** What the service worker holds: {runtime, snapshot}, or null when none controls the page. */
async function offlineStatus() {
  if (!navigator.serviceWorker?.controller) return null;
  const ready = await navigator.serviceWorker.ready;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data || null);
    ready.active.postMessage({ type: "status" }, [channel.port2]);
    setTimeout(() => resolve(null), 15_000); // a busy service worker answers late, not never
  });
}

/**
 * The engine has run on this page and its runtime is in the hand-off cache: keep
 * it offline (copied, not downloaded again), the shipped snapshot only if the
 * engine started from it.
 */
function keepRuntime(snapshot) {
  if (!backgroundAllowed()) return;
  keepOffline({ snapshot }).then((answer) => {
    if (!answer.ok) console.warn("the engine was not kept offline:", answer.message);
  });
}

function registerOfflineWhenIdle() {
  if (!backgroundAllowed()) return;
  const later = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(registerOffline, { timeout: 5000 });
    else setTimeout(registerOffline, 1000);
  };
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}

/**
 * "Make the whole site available offline": the reader's explicit choice, in the
 * footer of every page; it also works where the background copy is held back.
 */
function mountOfflineSwitch() {
  if (!("serviceWorker" in navigator)) return;
  const place = document.querySelector(".md-footer-meta__inner");
  if (!place || place.querySelector(".gc-offline")) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "md-button gc-offline__button";
  button.textContent = t("engine.offline.button");
  // On a page whose words come later, the button takes them when they come.
  if (!words) wordsReady.then(() => (button.textContent = t("engine.offline.button")));
  const note = document.createElement("span");
  note.className = "gc-offline__note";
  note.setAttribute("role", "status");
  const box = document.createElement("div");
  box.className = "gc-offline";
  box.append(button, note);
  place.append(box);
  const done = () => {
    button.remove(); // (Material's .md-button would show through `hidden`)
    note.textContent = t("engine.offline.done");
  };
  offlineStatus().then((held) => {
    if (held?.runtime) done();
  });
  button.addEventListener("click", async () => {
    button.disabled = true;
    note.textContent = t("engine.offline.saving");
    const answer = await keepOffline({
      onProgress: ({ loaded, total }) => {
        note.textContent = t("engine.offline.saved_files", { loaded, n: total });
      },
    });
    button.disabled = false;
    if (answer.ok) done();
    else note.textContent = t("engine.offline.failed");
  });
}

/** `background`: nobody waits on the answer (advice prepared ahead), so a slow one does
 * not show "Working…" (a request behind it still does; 20 s still means stuck). */
function request(obj, { background = false } = {}) {
  start();
  if (engine.status === "failed") return wordsReady.then(() => unavailable(engine.message));
  return new Promise((resolve) => {
    const id = engine.nextId++;
    engine.pending.set(id, { resolve, sent: performance.now(), background });
    try {
      engine.pending.get(id).sent = performance.now();
      engine.worker.postMessage({ id, request: obj });
      setTimeout(checkBusy, WORKING_MS + 50);
      setTimeout(checkBusy, STUCK_MS + 50);
    } catch {
      engine.pending.delete(id);
      resolve({
        ok: false,
        error: { code: "bad_request", message: t("engine.cannot_send"), path: "" },
      });
    }
  });
}

/**
 * Call `listener(engine)` now and at every change of the engine's state. With an
 * `owner` element, the listener goes when its owner has left the page (instant
 * navigation swaps the page content without a reload: without this, every visit of
 * a trainer would leave one more listener behind, updating a view no one sees).
 */
function onStatus(listener, owner = null) {
  engine.listeners.set(listener, owner);
  listener(engine);
  return () => engine.listeners.delete(listener);
}

/** Drop the listeners whose element left the page (called on every page Material shows). */
function dropDetachedListeners() {
  for (const [listener, owner] of engine.listeners) {
    if (owner && !owner.isConnected) engine.listeners.delete(listener);
  }
}

window.trainer = {
  request,
  start,
  retry,
  restart,
  onStatus,
  keepOffline,
  offlineStatus,
  get status() {
    return engine.status;
  },
  get describe() {
    return engine.describe;
  },
  get timings() {
    return engine.timings;
  },
  /** The Pyodide version the engine runs on (for developers; no page shows it). */
  get pyodide() {
    return engine.pyodide;
  },
  /** How many views follow the engine's state now (a test hook: it must not grow). */
  get statusListeners() {
    return engine.listeners.size;
  },
  /** How many requests the engine has not answered yet (a test hook: a page at rest has none). */
  get pending() {
    return engine.pending.size;
  },
};

// Trainer pages ask for the engine in their <head>: start it before the page is parsed.
// Every other page leaves it alone (the home page downloads no engine).
const startsEngine = Boolean(document.querySelector('meta[name="gc-engine"][content="start"]'));
if (startsEngine) start();
else registerOfflineWhenIdle(); // an engine page registers once its engine has run ("kept")

// -- the engine's state on the page: message, download bar, Retry ---------------

/** Bytes as megabytes with one decimal, as the page's language writes it ("1.5", "1,5"). */
function megabytes(bytes) {
  const text = (bytes / 1e6).toFixed(1);
  return locale === "pl" || locale === "de" ? text.replace(".", ",") : text;
}

/**
 * A view of the engine's state for a widget: one status line (a live region),
 * a download bar with megabytes while the runtime loads, a Retry button after a
 * failure that starting again may cure, "Working…" while a request is late and
 * "Restart the engine" when it does not come back. It keeps itself up to date.
 * With `quietWhenReady`, a ready engine with nothing late says and shows nothing; with
 * `sayWorking: false` as well, nor does a late answer until it is stuck: a page that
 * says what it waits for in its own words (the play page's "Second player is
 * thinking…") gets no "Working…" read out over them.
 */
export function engineStatusView({
  className = "",
  readyText = "",
  failedNote = "",
  quietWhenReady = false,
  sayWorking = true,
} = {}) {
  const message = document.createElement("p");
  message.className = "gc-engine__message";
  message.setAttribute("role", "status");
  const bar = document.createElement("progress");
  bar.className = "gc-engine__bar";
  const barLabel = () => bar.setAttribute("aria-label", t("engine.status.download_bar"));
  barLabel();
  const amount = document.createElement("span");
  amount.className = "gc-engine__amount";
  const meter = document.createElement("div");
  meter.className = "gc-engine__meter";
  meter.append(bar, amount);
  const retryButton = document.createElement("button");
  retryButton.type = "button";
  retryButton.className = "md-button gc-engine__retry";
  const retryWords = () => (retryButton.textContent = t("engine.retry"));
  retryWords();
  // After a failure, or while a download has gone quiet (then the worker starts again).
  retryButton.addEventListener("click", () => (engine.status === "failed" ? retry() : restart()));
  const restartButton = document.createElement("button");
  restartButton.type = "button";
  restartButton.className = "md-button gc-engine__restart";
  const restartWords = () => (restartButton.textContent = t("engine.restart"));
  restartWords();
  restartButton.addEventListener("click", () => restart());
  const view = document.createElement("div");
  view.className = `gc-engine ${className}`.trim();
  view.append(message, meter, retryButton, restartButton);
  let lastText = "";
  let wordsShown = Boolean(words);
  const update = (state) => {
    if (words && !wordsShown) {
      wordsShown = true;
      barLabel();
      retryWords();
      restartWords();
    }
    view.dataset.state = state.status === "idle" ? "loading" : state.status;
    const loading = state.status === "loading" || state.status === "idle";
    const stuck = state.status === "ready" && state.busy === "stuck";
    const late = state.busy === "working" && sayWorking;
    const quiet = quietWhenReady && state.status === "ready" && !stuck && !late;
    let text;
    if (quiet) {
      text = ""; // nothing to read out: the view is hidden
    } else if (stuck) {
      text = t("engine.status.stuck");
    } else if (state.status === "ready" && state.busy === "working") {
      text = t("engine.status.working");
    } else if (state.status === "ready") {
      text = readyText || t("engine.status.ready");
    } else if (state.status === "failed") {
      // The message says what failed (a file, the browser); the network is not always the cause.
      // The worker's advice, when it knows better, else Retry's; then the widget's own note.
      const advice = reasonText(state.advice) || (state.retryable ? t("engine.status.press_retry") : "");
      const failed = t("engine.status.failed", { reason: reasonText(state.message) });
      text = [failed, advice, failedNote].filter(Boolean).join(" ");
    } else if (loading && state.waiting) {
      // Said long before the stall ends the start (R7), with Retry at hand.
      const { file, seconds } = state.waiting;
      text = t("engine.status.waiting", { file, seconds });
    } else {
      text = state.stage === "download" ? t("engine.status.downloading") : t("engine.status.starting");
    }
    // The live region speaks when the words change, not at every downloaded chunk.
    if (text !== lastText) message.textContent = lastText = text;
    meter.hidden = !loading;
    if (loading && state.total) {
      bar.max = state.total;
      bar.value = Math.min(state.loaded, state.total);
      amount.textContent = t("engine.status.megabytes", {
        loaded: megabytes(state.loaded),
        total: megabytes(state.total),
      });
    } else if (loading) {
      bar.removeAttribute("value"); // indeterminate until the sizes are known
      amount.textContent = "";
    }
    retryButton.hidden = !((state.status === "failed" && state.retryable) || (loading && state.waiting));
    restartButton.hidden = !(state.status === "ready" && state.busy === "stuck");
    if (state.status === "ready" && state.busy && !quiet) view.setAttribute("aria-busy", "true");
    else view.removeAttribute("aria-busy");
    view.hidden = quiet;
  };
  onStatus(update, view);
  return view;
}

// -- mounting ------------------------------------------------------------------

const mounters = [];

export function registerWidget(selector, mount) {
  mounters.push([selector, mount]);
  mountAll();
}

// -- accessibility touches the theme leaves out ---------------------------------------

function fixPageAccessibility() {
  if (!words) return; // done again when they come
  // Material's search overlay is a dialog without a name.
  for (const dialog of document.querySelectorAll('.md-search[role="dialog"]:not([aria-label])')) {
    dialog.setAttribute("aria-label", t("engine.page.search"));
  }
  scrollingTables();
}

/** A table wider than the page scrolls sideways: keyboard users must be able to reach it.
 * Checked again when the window changes size (a phone turned, a window narrowed): a table
 * that fitted may scroll now, and one that scrolled may fit. The theme's box around a table
 * is named as a region; an auction figure keeps its own name, its caption. */
function scrollingTables() {
  if (!words) return; // done again when they come
  for (const wrap of document.querySelectorAll(".md-typeset__scrollwrap, .md-typeset .gc-auction")) {
    const scrolls = wrap.scrollWidth > wrap.clientWidth + 1;
    const named = wrap.tagName === "FIGURE";
    if (scrolls && wrap.dataset.gcScrolls !== "true") {
      wrap.dataset.gcScrolls = "true";
      wrap.tabIndex = 0;
      if (!named) {
        wrap.setAttribute("role", "region");
        wrap.setAttribute("aria-label", t("engine.page.table_scrolls"));
      }
    } else if (!scrolls && wrap.dataset.gcScrolls === "true") {
      delete wrap.dataset.gcScrolls;
      wrap.removeAttribute("tabindex");
      if (!named) {
        wrap.removeAttribute("role");
        wrap.removeAttribute("aria-label");
      }
    }
  }
}

let resizing = 0;
window.addEventListener("resize", () => {
  cancelAnimationFrame(resizing);
  resizing = requestAnimationFrame(scrollingTables);
});

/**
 * A second skip link beside the theme's "Skip to content", for a page whose exercise comes
 * after the site's navigation ("Skip to the question": 33 Tab presses reached the first
 * card without it). `go()` moves the focus (the link changes no address: the trainer's
 * `#q=` stays). `owner` is the widget's root: the link goes when the widget leaves.
 */
export function addSkipLink(text, go, owner) {
  const place = document.querySelector('[data-md-component="skip"]');
  if (!place) return null;
  for (const old of place.querySelectorAll(".gc-skip")) old.remove();
  const link = document.createElement("a");
  link.href = "#";
  link.className = "md-skip gc-skip";
  link.textContent = text;
  link.addEventListener("click", (event) => {
    event.preventDefault();
    if (owner && !owner.isConnected) return;
    go();
  });
  link.dataset.page = window.location.pathname;
  place.append(link);
  return link;
}

function dropDetachedSkipLinks() {
  // Material keeps its skip component across instant navigation: a link whose widget
  // left the page goes with it (the new page adds its own when it mounts).
  for (const link of document.querySelectorAll(".gc-skip")) {
    if (!link.dataset.page || link.dataset.page !== window.location.pathname) link.remove();
  }
}

function mountAll() {
  dropDetachedListeners();
  dropDetachedSkipLinks();
  mountOfflineSwitch();
  fixPageAccessibility();
  for (const [selector, mount] of mounters) {
    for (const element of document.querySelectorAll(selector)) {
      if (element.dataset.mounted === "true" && element.dataset.mountedBy === selector) continue;
      element.dataset.mounted = "true";
      element.dataset.mountedBy = selector;
      try {
        mount(element);
      } catch (error) {
        console.error("could not mount", selector, error);
      }
    }
  }
}

// The words have come: every view says its state in them, and the page's names are set.
wordsReady.then(() => {
  setStatus(engine.status, engine.message);
  fixPageAccessibility();
});

if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => mountAll());
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", mountAll);
} else {
  mountAll();
}

export { onStatus, request, start };
