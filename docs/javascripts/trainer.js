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
  describe: null,
  timings: null,
  worker: null,
  nextId: 1,
  pending: new Map(),
  listeners: new Set(),
};

function setStatus(status, message, describe) {
  engine.status = status;
  engine.message = message || "";
  if (describe) engine.describe = describe;
  for (const listener of engine.listeners) {
    try {
      listener(engine);
    } catch (error) {
      console.error(error);
    }
  }
}

function failAll(message) {
  setStatus("failed", message);
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
      message: "The rules engine could not start in this browser" + (message ? `: ${message}` : "."),
      path: "",
    },
  };
}

function start() {
  if (engine.worker || engine.status === "failed") return;
  setStatus("loading", "Starting the rules engine…");
  try {
    engine.worker = new Worker(workerUrl, { type: "module" });
  } catch (error) {
    failAll(String(error && error.message ? error.message : error));
    return;
  }
  engine.worker.onmessage = (event) => {
    const data = event.data || {};
    if (data.type === "progress") {
      setStatus("loading", data.message);
    } else if (data.type === "ready") {
      engine.timings = data.timings || null;
      setStatus("ready", `Engine ready (Python in your browser, Pyodide ${data.pyodide})`, data.describe);
    } else if (data.type === "kept") {
      registerOffline();
    } else if (data.type === "failed") {
      failAll(data.message);
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
    failAll(event.message || "the engine worker stopped");
  };
}

// -- offline: the service worker keeps the site, Pyodide and the wheel ------------------

let offlineRegistered = false;

function registerOffline() {
  if (offlineRegistered || !("serviceWorker" in navigator)) return;
  offlineRegistered = true;
  const siteBase = new URL("../", import.meta.url);
  navigator.serviceWorker
    .register(new URL("sw.js", siteBase).href, { scope: siteBase.pathname })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // The page and what it loaded (styles, scripts, card pictures) are kept too.
      const urls = [window.location.href.split("#")[0]];
      for (const entry of performance.getEntriesByType("resource")) {
        if (entry.name.startsWith(siteBase.origin)) urls.push(entry.name);
      }
      registration.active?.postMessage({ type: "keep", urls });
    })
    .catch((error) => console.warn("offline support unavailable:", error.message));
}

function request(obj) {
  start();
  if (engine.status === "failed") return Promise.resolve(unavailable(engine.message));
  return new Promise((resolve) => {
    const id = engine.nextId++;
    engine.pending.set(id, resolve);
    try {
      engine.worker.postMessage({ id, request: obj });
    } catch (error) {
      engine.pending.delete(id);
      resolve({
        ok: false,
        error: { code: "bad_request", message: "That request cannot be sent to the engine.", path: "" },
      });
    }
  });
}

function onStatus(listener) {
  engine.listeners.add(listener);
  listener(engine);
  return () => engine.listeners.delete(listener);
}

window.trainer = {
  request,
  start,
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
};

// Trainer pages ask for the engine in their <head>: start it before the page is parsed.
if (document.querySelector('meta[name="gc-engine"][content="start"]')) start();

// -- the engine status line of the home page ---------------------------------

function summarise(describe) {
  const games = Object.values(describe.games || {});
  const kinds = games.reduce((n, game) => n + (game.quiz_kinds || []).length, 0);
  return `${games.map((game) => game.title).join(", ")}: ${kinds} quiz kinds (trainer ${describe.version}).`;
}

function mountStatusLine(element) {
  onStatus((state) => {
    element.dataset.engine = state.status === "idle" ? "loading" : state.status;
    if (state.status === "ready" && state.describe) {
      element.textContent = `${state.message}. ${summarise(state.describe)}`;
    } else if (state.status === "failed") {
      element.textContent =
        "The rules engine could not start in this browser; the rules and examples still work. " +
        `(${state.message})`;
    } else {
      element.textContent = state.message || "Starting the rules engine…";
    }
  });
  start();
}

// -- mounting ------------------------------------------------------------------

const mounters = [["[data-engine-status]", mountStatusLine]];

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
