/* global self, caches */
/*
 * Service worker of the field app (issue 5 §7), scoped to /field/, written by hand.
 * It keeps the app shell so the app opens without a network: the page itself (network
 * first, the kept copy when offline) and the built assets it loaded (cache first: their
 * names carry a content hash). API calls are never cached here; the app keeps its own
 * queue of check-ins and visits in IndexedDB.
 */
const CACHE = 'cmis-field-shell-v1';
const SHELL = '/field/';

self.addEventListener('install', (event) => {
  // The server answers the page only to a request that accepts HTML (its 404 is JSON).
  const page = fetch(SHELL, { headers: { accept: 'text/html' } }).then((response) => {
    if (!response.ok) throw new Error(`shell ${response.status}`);
    return response;
  });
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all([
          page.then((response) => cache.put(SHELL, response)),
          cache.addAll(['/field/manifest.webmanifest', '/favicon.svg']),
        ]),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/*
 * The page tells the worker which built files it has loaded (its lazy chunks are not named
 * in the HTML), once the worker is ready and again when the network goes away.
 */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => {
    try {
      const url = new URL(u);
      return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
    } catch {
      return false;
    }
  });
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          urls.map((u) => cache.match(u).then((hit) => hit || cache.add(u).catch(() => undefined))),
        ),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL).then((hit) => hit || Response.error())),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/') || url.pathname.endsWith('.woff2')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
