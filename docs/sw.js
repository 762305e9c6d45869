// Service worker: after the first visit every page of the site works offline,
// every trainer included. Registered by javascripts/trainer.js: on a trainer page
// once the engine has downloaded the runtime, on other pages when the browser is idle.
//
// The build (scripts/precache.py) writes below the list of the site's files, each
// with a hash of its content, and the version of that list. The cache is named
// after the version, so a new build installs a new cache and drops the old one; a
// file whose hash did not change is copied from the old cache, not downloaded
// again (the 13 MB runtime survives a new build that leaves it alone).
//
// Strategy, same-origin GET only: a file of the list comes from the cache (the
// network only if it is missing); anything else goes to the network, and a page
// that is not in the list falls back to the site's 404 page when offline.

// {version, files: {path: hash}}, written here by scripts/precache.py (null: not built).
const PRECACHE = null;

const CACHE_PREFIX = "gc-site-";
const CACHE = PRECACHE ? CACHE_PREFIX + PRECACHE.version : null;
const PARALLEL = 4;

const scope = new URL(self.registration.scope);

/** The list's key for a URL: its path inside the scope, without query or fragment. */
function keyOf(url) {
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  return decodeURIComponent(url.pathname.slice(scope.pathname.length));
}

async function hashOf(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 16);
}

/** This build's copy of one file: from an older cache when unchanged, else from the network. */
async function fetchVerified(path, hash, oldCaches) {
  const url = new URL(path, scope).href;
  for (const old of oldCaches) {
    const kept = await old.match(url);
    if (kept && (await hashOf(kept)) === hash) return kept;
  }
  // The versioned runtime is usually in the HTTP cache (the engine has just
  // downloaded it); other files are revalidated. A stale copy is caught by its hash.
  const first = path.startsWith("generated/") ? "force-cache" : "no-cache";
  for (const mode of [first, "reload"]) {
    const response = await fetch(url, { cache: mode });
    if (response.ok && (await hashOf(response)) === hash) return response;
  }
  throw new Error(`${path} on the server is not the file of this build`);
}

async function precache() {
  const cache = await caches.open(CACHE);
  const names = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE);
  const oldCaches = await Promise.all(names.map((name) => caches.open(name)));
  const todo = Object.entries(PRECACHE.files);
  const worker = async () => {
    while (todo.length) {
      const [path, hash] = todo.shift();
      const url = new URL(path, scope).href;
      if (await cache.match(url)) continue; // an interrupted install already kept it
      await cache.put(url, await fetchVerified(path, hash, oldCaches));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

self.addEventListener("install", (event) => {
  // A failed install (offline, a file of another build) leaves the old worker in
  // charge; the browser tries again on a later visit.
  event.waitUntil((PRECACHE ? precache() : Promise.resolve()).then(() => self.skipWaiting()));
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

async function fromCache(request, key) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(new URL(key, scope).href);
  return cached || fetch(request);
}

async function pageOrNotFound(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(CACHE);
    const notFound = await cache.match(new URL("404.html", scope).href);
    if (notFound) return notFound;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (!PRECACHE || request.method !== "GET") return;
  const key = keyOf(new URL(request.url));
  if (key === null) return;
  if (key in PRECACHE.files) {
    event.respondWith(fromCache(request, key));
  } else if (request.mode === "navigate") {
    event.respondWith(pageOrNotFound(request));
  }
});
