// Jemput's service worker (registered by web/app/service-worker.ts, scope "/").
//
// It keeps two things: the offline page, fetched when the worker installs, and the hashed
// build files under /assets/ that pages load (each name carries its content's hash, so a
// cached copy is never stale). A navigation goes to the network as before; only when the
// network fails is the offline page shown in its place. Nothing else is answered from here:
// /api (personal data, always current), /uploads (members' pictures), the page itself and
// other origins go to the network untouched and are never stored.
//
// Bump VERSION when this file's caching changes: the caches of other versions are deleted.
const VERSION = "1";
const PAGES = `jemput-pages-v${VERSION}`;
const ASSETS = `jemput-assets-v${VERSION}`;
const OFFLINE_URL = "/offline.html";
// Old builds' files drop out, oldest first, once more than this many are kept.
const MAX_ASSETS = 120;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([PAGES, ASSETS]);
      const names = await caches.keys();
      await Promise.all(names.filter((name) => !keep.has(name)).map((name) => caches.delete(name)));
      // The page's request starts while the worker boots, instead of after it.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(asset(event));
  }
});

/** The network's answer, whatever its status; the offline page when there is none. */
async function navigate(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_URL, { cacheName: PAGES });
    if (offline) return offline;
    throw error;
  }
}

/** A hashed build file: from the cache when it is there, else fetched and kept. */
async function asset(event) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(event.request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && response.type === "basic") {
    event.waitUntil(cache.put(event.request, response.clone()).then(() => trim(cache)));
  }
  return response;
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}
