// Service worker of the public site. Bump VERSION whenever this file's caching changes: the caches
// of other versions are deleted on activate.
//  - page navigations: from the network, never cached (the HTML is always fresh); offline, the
//    precached /offline.html is shown instead;
//  - except the QR pages a guest reads in the hotel (QR_PAGES, as lib/qr-routes.ts): from the network,
//    each copy kept, so that offline the hub (precached) and every page opened before still show;
//  - /_next/static/ (immutable, hashed names) and /media/ images: cache first;
//  - everything else, including /api/, /admin, /painel, /auth, POSTs and the connectivity pings
//    (/favicon.svg, /manifest.json), goes to the network untouched.
const VERSION = 'v2';
const PREFIX = 'hotel-';
const OFFLINE_CACHE = `${PREFIX}offline-${VERSION}`;
const STATIC_CACHE = `${PREFIX}static-${VERSION}`;
const MEDIA_CACHE = `${PREFIX}media-${VERSION}`;
const QR_CACHE = `${PREFIX}qr-${VERSION}`;
const OFFLINE_URL = '/offline.html';
const QR_HUB = '/qr-access';
const QR_PAGES = [QR_HUB, '/qr-access/acessivel', '/cardapio', '/whatsapp-qr', '/servicos-qr', '/ramais', '/normas', '/avaliacao-qr', '/centro-eventos', '/pet-friendly'];
// Kept small: old build chunks and replaced photos are dropped first.
const MAX_ENTRIES = { [STATIC_CACHE]: 300, [MEDIA_CACHE]: 120 };
const NEVER = ['/api', '/admin', '/painel', '/auth'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => caches.open(QR_CACHE))
      .then((cache) => cache.add(new Request(QR_HUB, { cache: 'reload' })).catch(() => undefined))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = [OFFLINE_CACHE, STATIC_CACHE, MEDIA_CACHE, QR_CACHE];
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(PREFIX) && !current.includes(n)).map((n) => caches.delete(n)));
      // Navigations start their request while the worker boots.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

const under = (path, prefix) => path === prefix || path.startsWith(`${prefix}/`);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  // Every navigation (staff pages too) goes to the network and is never cached; responding to all
  // of them also consumes the navigation preload, which would otherwise be cancelled with a warning.
  if (request.mode === 'navigate') {
    const path = new URL(request.url).pathname;
    event.respondWith(QR_PAGES.includes(path) ? networkFirstKept(event, path) : networkFirstPage(event));
    return;
  }
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.some((p) => under(url.pathname, p))) return;
  if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(request, STATIC_CACHE));
  } else if (url.pathname.startsWith('/media/') && request.destination === 'image') {
    event.respondWith(cacheFirst(request, MEDIA_CACHE));
  }
});

async function networkFirstPage(event) {
  try {
    return (await event.preloadResponse) || (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_URL, { cacheName: OFFLINE_CACHE })) || Response.error();
  }
}

/** A QR page: from the network, a copy kept (by path); offline, that copy, else the offline page. */
async function networkFirstKept(event, path) {
  const cache = await caches.open(QR_CACHE);
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    if (response.ok && response.type === 'basic') await cache.put(path, response.clone());
    return response;
  } catch {
    return (await cache.match(path)) || (await caches.match(OFFLINE_URL, { cacheName: OFFLINE_CACHE })) || Response.error();
  }
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    void trim(cache, MAX_ENTRIES[cacheName]);
  }
  return response;
}

async function trim(cache, max) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}
