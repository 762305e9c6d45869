// Service worker: keeps the site, Pyodide and the trainer wheel so the trainer
// works offline after the first visit. Registered by quiz.js once the engine
// is ready (so it never competes with the first load).
//
// Strategies, same-origin GET only:
// - pages and generated/manifest.json: network first, the cache when offline;
// - the versioned runtime (generated/pyodide-<version>/, the wheel): cache first;
// - everything else (CSS, JS, card pictures): the cache at once, refreshed behind.

const CACHE = "gc-site-v1"; // also written by javascripts/engine-worker.js
const CORE = [
  "javascripts/trainer.js",
  "javascripts/quiz.js",
  "javascripts/engine-worker.js",
  "generated/manifest.json",
];

const scope = new URL(self.registration.scope);

function inScope(url) {
  return url.origin === scope.origin && url.pathname.startsWith(scope.pathname);
}

async function keep(urls, { refresh = false } = {}) {
  const cache = await caches.open(CACHE);
  await Promise.all(
    urls.map(async (url) => {
      try {
        // The engine worker puts the runtime here as it downloads it.
        if (!refresh && (await cache.match(url))) return;
        // The page has usually just downloaded it: take the browser's copy if it has one.
        const response = await fetch(url, { cache: "force-cache" });
        if (response.ok) await cache.put(url, response);
      } catch (error) {
        // offline or gone: keep what we have
      }
    }),
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const core = CORE.map((path) => new URL(path, scope).href);
      await keep(core, { refresh: true });
      const cache = await caches.open(CACHE);
      const response = await cache.match(new URL("generated/manifest.json", scope).href);
      if (response) {
        const manifest = await response.json();
        const runtime = new URL(`generated/${manifest.pyodide_dir}`, scope);
        const files = manifest.pyodide_files.map((name) => new URL(name, runtime).href);
        const wheel = new URL(`generated/${manifest.wheel}`, scope);
        wheel.searchParams.set("v", manifest.version);
        await keep([...files, wheel.href]);
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("gc-site-") && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "keep" && Array.isArray(data.urls)) {
    const urls = data.urls
      .filter((url) => typeof url === "string")
      .map((url) => new URL(url, scope))
      .filter(inScope)
      .map((url) => url.href);
    event.waitUntil(keep(urls));
  }
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(request)) || (await cache.match(request, { ignoreSearch: true }));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(request, event) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  const refresh = fetch(request).then(
    async (response) => {
      if (response.ok) await cache.put(request, response.clone());
      return response;
    },
    () => cached,
  );
  if (cached) {
    event.waitUntil(refresh);
    return cached;
  }
  return refresh;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (!inScope(url)) return;
  const path = url.pathname.slice(scope.pathname.length);
  if (request.mode === "navigate" || path === "generated/manifest.json") {
    event.respondWith(networkFirst(request));
  } else if (path.startsWith("generated/")) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(staleWhileRevalidate(request, event));
  }
});
