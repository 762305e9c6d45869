// Service worker: the site offline, at the cost a visitor chose. Registered by
// javascripts/trainer.js from any page (not when the reader asked the browser to
// save data or the link is slow, unless they press "Make the whole site available
// offline").
//
// The build (scripts/precache.py) writes below the site's files in three groups,
// each file with a hash of its content, and the version of that list:
// - `site`: every page and its assets (about 0.6 MB gzipped), precached at install, in the
//   reader's language only: a page registers this worker as `sw.js?lang=pl`, and then the
//   Polish group (`languages.pl`: the Polish pages and the files every language shares)
//   stands in for the English one. One worker serves the whole site (the engine's worker
//   script, at the root, must be in its scope); a reader who turns to another language
//   registers it again with that language, and the new copy replaces the old (unchanged
//   files are copied, not downloaded);
// - `runtime`: Pyodide's files and the trainer wheel (about 13 MB), kept only when
//   a page asks: an engine page once its engine has run (the files are then copied
//   from the engine worker's hand-off cache, not downloaded again), or the offline
//   switch;
// - `snapshot`: the shipped engine snapshot (about 7 MB), kept only when the
//   engine really started from it (on a slow link it does not, and a normal start
//   needs only the runtime).
// The cache is named after the version, so a new build installs a new cache and
// drops the old one; a file whose hash did not change is copied from whichever
// cache holds it, not downloaded again, and a visitor who kept the runtime keeps
// it through an update.
//
// Strategy, same-origin GET only: a listed file comes from the cache (the network
// only if it is missing); anything else goes to the network, and a page that is
// not in the list falls back to the site's 404 page, with status 404, when offline.
//
// Messages from a page (each answered on the port it sends, if any):
//   {type: "keep", runtime: true, snapshot: boolean} → progress {loaded, total}, then {done, ok}
//   {type: "status"} → {runtime: boolean, snapshot: boolean}

// {version, site, languages: {code: site}, runtime, snapshot}, each group {path: hash}, written
// here by scripts/precache.py (null: not built).
const PRECACHE = null;

// The reader's language, when the site has it below its root; else the English site.
const asked = new URL(self.location.href).searchParams.get("lang");
const language = PRECACHE?.languages?.[asked] ? asked : "";
const SITE = PRECACHE ? (language ? PRECACHE.languages[language] : PRECACHE.site) : null;
const NOT_FOUND = language && `${language}/404.html` in SITE ? `${language}/404.html` : "404.html";

const CACHE_PREFIX = "gc-site-";
const CACHE = PRECACHE ? CACHE_PREFIX + PRECACHE.version + (language ? `-${language}` : "") : null;
const PARALLEL = 4;

const scope = new URL(self.registration.scope);
const listed = PRECACHE ? { ...SITE, ...PRECACHE.runtime, ...PRECACHE.snapshot } : {};

/** The list's key for a URL: its path inside the scope, without query or fragment. */
function keyOf(url) {
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  try {
    return decodeURIComponent(url.pathname.slice(scope.pathname.length));
  } catch {
    return null; // a malformed %-escape is no file of the list
  }
}

async function hashOf(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 16);
}

/**
 * This build's copy of one file: from any cache that already holds it with the
 * right hash (an older copy of the site, the engine worker's hand-off copy of the
 * runtime, the browser's HTTP cache), else from the network.
 */
async function fetchVerified(path, hash) {
  const url = new URL(path, scope).href;
  for (const name of await caches.keys()) {
    if (name === CACHE) continue;
    const kept = await (await caches.open(name)).match(url, { ignoreSearch: true });
    if (kept && (await hashOf(kept)) === hash) return kept;
  }
  // Then the browser's HTTP cache, which holds what the page itself has just loaded
  // (the page, its styles and scripts, Material's search index): asking the server
  // again would send each twice on a first visit. A stale copy is caught by its hash,
  // and the server is asked, revalidating first.
  for (const mode of ["force-cache", "no-cache", "reload"]) {
    const response = await fetch(url, { cache: mode });
    if (response.ok && (await hashOf(response)) === hash) return response;
  }
  throw new Error(`${path} on the server is not the file of this build`);
}

/** Keep every file of `files` ({path: hash}) in this build's cache; `onFile(path)` after each. */
async function keepFiles(files, onFile = () => {}) {
  const cache = await caches.open(CACHE);
  const todo = Object.entries(files);
  const worker = async () => {
    while (todo.length) {
      const [path, hash] = todo.shift();
      const url = new URL(path, scope).href;
      // An interrupted install already kept it.
      if (!(await cache.match(url))) await cache.put(url, await fetchVerified(path, hash));
      onFile(path);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/** Which optional groups an older copy of the site had kept (a visitor's earlier choice). */
async function keptBefore() {
  const wanted = { runtime: false, snapshot: false };
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX) || name === CACHE) continue;
    for (const request of await (await caches.open(name)).keys()) {
      const path = new URL(request.url).pathname;
      if (path.includes("/generated/engine-snapshot-")) wanted.snapshot = true;
      else if (path.includes("/generated/pyodide-")) wanted.runtime = true;
    }
  }
  return wanted;
}

/** What this build's cache holds of the optional groups. */
async function status() {
  const cache = await caches.open(CACHE);
  const has = async (files) => {
    const paths = Object.keys(files);
    if (!paths.length) return false;
    for (const path of paths) if (!(await cache.match(new URL(path, scope).href))) return false;
    return true;
  };
  return { runtime: await has(PRECACHE.runtime), snapshot: await has(PRECACHE.snapshot) };
}

self.addEventListener("install", (event) => {
  // A failed install (offline, a file of another build) leaves the old worker in
  // charge; the browser tries again on a later visit.
  const install = async () => {
    if (!PRECACHE) return;
    const wanted = await keptBefore();
    await keepFiles(SITE);
    // An update keeps what the visitor had kept (unchanged files are copied, not downloaded).
    if (wanted.runtime) await keepFiles(PRECACHE.runtime);
    if (wanted.snapshot) await keepFiles(PRECACHE.snapshot);
  };
  event.waitUntil(install().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** Keep the runtime (and the snapshot, when asked), telling `port` how far it has got. */
async function keepRuntime(data, port) {
  const files = { ...PRECACHE.runtime, ...(data.snapshot ? PRECACHE.snapshot : {}) };
  const total = Object.keys(files).length;
  let loaded = 0;
  try {
    await keepFiles(files, () => port?.postMessage({ loaded: ++loaded, total }));
    // The engine worker's hand-off copy has served its purpose.
    await caches.delete("gc-engine-download");
    port?.postMessage({ done: true, ok: true });
  } catch (error) {
    port?.postMessage({ done: true, ok: false, message: String(error?.message || error) });
  }
}

self.addEventListener("message", (event) => {
  const data = event.data || {};
  const port = event.ports?.[0];
  if (!PRECACHE) {
    port?.postMessage({ done: true, ok: false, message: "this copy of the site was not built" });
  } else if (data.type === "keep") {
    event.waitUntil(keepRuntime(data, port));
  } else if (data.type === "status") {
    event.waitUntil(status().then((answer) => port?.postMessage(answer)));
  }
});

async function fromCache(event, key) {
  const cache = await caches.open(CACHE);
  const url = new URL(key, scope).href;
  const cached = await cache.match(url);
  if (cached) return cached;
  const response = await fetch(event.request);
  // The engine's files are kept as the engine uses them (a controlled page hands
  // nothing off): only a whole, checked copy, so a download the engine gave up
  // (the snapshot on a slow link) is never kept.
  const hash = PRECACHE.runtime[key] || PRECACHE.snapshot[key];
  if (hash && response.ok) {
    const copy = response.clone();
    event.waitUntil(
      hashOf(copy)
        .then((got) => (got === hash ? cache.put(url, copy) : null))
        .catch(() => {}),
    );
  }
  return response;
}

async function pageOrNotFound(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(CACHE);
    const notFound = await cache.match(new URL(NOT_FOUND, scope).href);
    // The site's own "not found" page, said as such: an unknown address is no page.
    if (notFound) return new Response(notFound.body, { status: 404, headers: notFound.headers });
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (!PRECACHE || request.method !== "GET") return;
  const key = keyOf(new URL(request.url));
  if (key === null) return;
  if (key in listed) {
    event.respondWith(fromCache(event, key));
  } else if (request.mode === "navigate") {
    event.respondWith(pageOrNotFound(request));
  }
});
