// Page side of the engine: one shared module Web Worker per page, started on
// first need, and `window.trainer.request(obj) -> Promise<response>`.
// Requests carry ids so answers never cross. The promise never rejects: when
// the engine cannot start, it resolves to {ok: false, error: {...}}.
// Widgets are found by data- attributes and mounted on Material's document$
// (instant navigation), see mount() below.

const workerUrl = new URL("./engine-worker.js", import.meta.url);

const engine = {
  status: "idle", // idle | loading | ready | failed
  message: "",
  loaded: 0, // bytes of the runtime downloaded so far (while loading)
  total: null, // bytes to download, once the worker has read the manifest
  retryable: false, // after a failure: may starting again work?
  describe: null,
  timings: null,
  worker: null,
  nextId: 1,
  pending: new Map(),
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

function failAll(message, retryable) {
  if (engine.worker) engine.worker.terminate();
  engine.worker = null;
  setStatus("failed", message, { retryable });
  for (const [id, resolve] of engine.pending) {
    resolve(unavailable(message));
    engine.pending.delete(id);
  }
}

function unavailable(message) {
  return {
    ok: false,
    error: {
      code: "engine_unavailable",
      message: `The rules engine is not running${message ? `: ${message}` : "."}`,
      path: "",
    },
  };
}

function start() {
  if (engine.worker || engine.status === "failed") return;
  setStatus("loading", "Starting the rules engine", { loaded: 0, total: null });
  try {
    // The worker keeps a hand-off copy of the runtime only while no service worker has the site.
    const url = new URL(workerUrl);
    if (navigator.serviceWorker?.controller) {
      url.searchParams.set("offline", "kept");
    }
    engine.worker = new Worker(url, { type: "module" });
  } catch (error) {
    // Not a network matter: this browser cannot run the engine's module worker.
    failAll(`This browser cannot start the rules engine (${error.message || error}).`, false);
    return;
  }
  engine.worker.onmessage = (event) => {
    const data = event.data || {};
    if (data.type === "progress") {
      setStatus("loading", data.message, { loaded: data.loaded || 0, total: data.total ?? null });
    } else if (data.type === "ready") {
      engine.timings = data.timings || null;
      setStatus("ready", `Rules engine ready (Pyodide ${data.pyodide})`, { describe: data.describe });
    } else if (data.type === "kept") {
      registerOffline();
    } else if (data.type === "failed") {
      failAll(data.message, data.retryable !== false);
    } else if (data.type === "response") {
      const resolve = engine.pending.get(data.id);
      if (resolve) {
        engine.pending.delete(data.id);
        resolve(data.response);
      }
    }
  };
  engine.worker.onerror = (event) => {
    event.preventDefault();
    failAll(event.message || "The rules engine stopped.", true);
  };
}

/** Start the engine again after a failure (the Retry button). */
function retry() {
  if (engine.status !== "failed") return;
  engine.status = "idle";
  start();
}

// -- offline: the service worker (sw.js) keeps the whole site ------------------------

let offlineRegistered = false;

/**
 * Install the service worker, which precaches every file of the site (the
 * runtime included), so every page works offline after the first visit. A
 * trainer page waits until its engine has downloaded the runtime ("kept"), so
 * the two never download the same 13 MB side by side; other pages wait until
 * they have loaded and the browser is idle.
 */
function registerOffline() {
  if (offlineRegistered || !("serviceWorker" in navigator)) return;
  offlineRegistered = true;
  const siteBase = new URL("../", import.meta.url);
  navigator.serviceWorker
    .register(new URL("sw.js", siteBase).href, { scope: siteBase.pathname })
    .catch((error) => console.warn("offline support unavailable:", error.message));
}

function registerOfflineWhenIdle() {
  // A reader who asked the browser to save data downloads the site's copy only
  // from a trainer page, where the engine needs the runtime anyway.
  if (navigator.connection?.saveData) return;
  const later = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(registerOffline, { timeout: 5000 });
    else setTimeout(registerOffline, 1000);
  };
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}

function request(obj) {
  start();
  if (engine.status === "failed") return Promise.resolve(unavailable(engine.message));
  return new Promise((resolve) => {
    const id = engine.nextId++;
    engine.pending.set(id, resolve);
    try {
      engine.worker.postMessage({ id, request: obj });
    } catch {
      engine.pending.delete(id);
      resolve({
        ok: false,
        error: { code: "bad_request", message: "That request cannot be sent to the engine.", path: "" },
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
  onStatus,
  get status() {
    return engine.status;
  },
  get describe() {
    return engine.describe;
  },
  get timings() {
    return engine.timings;
  },
  /** How many views follow the engine's state now (a test hook: it must not grow). */
  get statusListeners() {
    return engine.listeners.size;
  },
};

// Trainer pages ask for the engine in their <head>: start it before the page is parsed.
// Every other page leaves it alone (the home page downloads no engine).
const startsEngine = Boolean(document.querySelector('meta[name="gc-engine"][content="start"]'));
if (startsEngine) start();
else registerOfflineWhenIdle();

// -- the engine's state on the page: message, download bar, Retry ---------------

function megabytes(bytes) {
  return (bytes / 1e6).toFixed(1);
}

/**
 * A view of the engine's state for a widget: one status line (a live region),
 * a download bar with megabytes while the runtime loads, and a Retry button
 * after a failure that starting again may cure. It keeps itself up to date.
 */
export function engineStatusView({ className = "", readyText = "", failedNote = "" } = {}) {
  const message = document.createElement("p");
  message.className = "gc-engine__message";
  message.setAttribute("role", "status");
  const bar = document.createElement("progress");
  bar.className = "gc-engine__bar";
  bar.setAttribute("aria-label", "Rules engine download");
  const amount = document.createElement("span");
  amount.className = "gc-engine__amount";
  const meter = document.createElement("div");
  meter.className = "gc-engine__meter";
  meter.append(bar, amount);
  const retryButton = document.createElement("button");
  retryButton.type = "button";
  retryButton.className = "md-button gc-engine__retry";
  retryButton.textContent = "Retry";
  retryButton.addEventListener("click", () => retry());
  const view = document.createElement("div");
  view.className = `gc-engine ${className}`.trim();
  view.append(message, meter, retryButton);
  let lastText = "";
  const update = (state) => {
    view.dataset.state = state.status === "idle" ? "loading" : state.status;
    const loading = state.status === "loading" || state.status === "idle";
    let text;
    if (state.status === "ready") {
      text = readyText || `${state.message}.`;
    } else if (state.status === "failed") {
      const advice = state.retryable ? " Check your connection, then press Retry." : "";
      text = `The rules engine could not start. ${state.message}${advice} ${failedNote}`.trim();
    } else {
      text = `${state.message || "Starting the rules engine"}…`;
    }
    // The live region speaks when the words change, not at every downloaded chunk.
    if (text !== lastText) message.textContent = lastText = text;
    meter.hidden = !loading;
    if (loading && state.total) {
      bar.max = state.total;
      bar.value = Math.min(state.loaded, state.total);
      amount.textContent = `${megabytes(state.loaded)} of ${megabytes(state.total)} MB`;
    } else if (loading) {
      bar.removeAttribute("value"); // indeterminate until the sizes are known
      amount.textContent = "";
    }
    retryButton.hidden = !(state.status === "failed" && state.retryable);
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
  // Material's search overlay is a dialog without a name.
  for (const dialog of document.querySelectorAll('.md-search[role="dialog"]:not([aria-label])')) {
    dialog.setAttribute("aria-label", "Search this site");
  }
  // A table wider than the page scrolls sideways: keyboard users must be able to reach it.
  for (const wrap of document.querySelectorAll(".md-typeset__scrollwrap")) {
    if (wrap.scrollWidth > wrap.clientWidth + 1) {
      wrap.tabIndex = 0;
      wrap.setAttribute("role", "region");
      wrap.setAttribute("aria-label", "Table (scrolls sideways)");
    }
  }
}

function mountAll() {
  dropDetachedListeners();
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

if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => mountAll());
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", mountAll);
} else {
  mountAll();
}

export { onStatus, request, start };
