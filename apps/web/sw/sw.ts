/*
 * Service worker of the field app (issue 5 §7), scoped to /field/, built with Workbox by
 * vite-plugin-pwa (issue 18 §5, decision 0045). It keeps the app shell so the app opens
 * without a network. API calls are never cached here, except the accused photos the app
 * keeps for offline use (issue 20); the app keeps its own queue of check-ins and visits and
 * its copy of the station's accused in IndexedDB.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const SHELL = '/index.html';
/** The cache of the hand-written worker this one replaces; its assets are never read again. */
const LEGACY_CACHE = 'cmis-field-shell-v1';

void self.skipWaiting();
clientsClaim();

// The page, and every built file the field app loads (vite.config.ts picks them from the
// chunk graph), each under its revision. A new build's worker fetches what changed and, once
// active, deletes the entries the new list no longer names; cleanupOutdatedCaches removes
// the caches of older Workbox versions.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(LEGACY_CACHE));
});

// The page: from the network while there is one (a new build is seen at once), the
// precached copy without.
const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await network.handle(options);
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  }),
);

// A built file the list missed (it should not happen) is kept too, but only the last 50 and
// for 30 days: hashed names change with every build, so old ones must not pile up.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'cmis-field-assets',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 50,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The accused photos of the app user's station (issue 20): from the network while there is
// one, the kept copy without. The app fills this cache after it saves the station's list and
// deletes it at logout (features/field/offline/accused-store.ts, PHOTO_CACHE).
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/api\/field\/accused\/\d+\/photo$/.test(url.pathname),
  new NetworkFirst({
    cacheName: 'cmis-field-photos',
    networkTimeoutSeconds: 8,
    plugins: [new ExpirationPlugin({ maxEntries: 3000, purgeOnQuotaError: true })],
  }),
);

/**
 * Web Push (issue 20; decision 0051): the server sends `{ title, body, url, imageUrl? }`,
 * encrypted for this browser. The notification is shown even when no page of the app is open.
 */
interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  imageUrl?: string;
}

const FIELD_HOME = '/field/';

/** Only the field app's own pages are opened from a notification. */
function fieldUrl(raw: unknown): string {
  if (typeof raw !== 'string') return FIELD_HOME;
  try {
    const url = new URL(raw, self.location.origin);
    if (url.origin !== self.location.origin || !url.pathname.startsWith(FIELD_HOME)) {
      return FIELD_HOME;
    }
    return url.pathname + url.search + url.hash;
  } catch {
    return FIELD_HOME;
  }
}

function readPayload(event: PushEvent): PushPayload {
  try {
    return (event.data?.json() ?? {}) as PushPayload;
  } catch {
    return { body: event.data?.text() ?? '' };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const options: NotificationOptions & { image?: string } = {
    body: payload.body ?? '',
    icon: '/favicon.svg',
    badge: '/favicon.svg',
    data: { url: fieldUrl(payload.url) },
    ...(payload.imageUrl ? { image: payload.imageUrl } : {}),
  };
  event.waitUntil(self.registration.showNotification(payload.title ?? 'CMIS', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = fieldUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).pathname.startsWith(FIELD_HOME));
      if (open) {
        const focused = await open.focus();
        await focused.navigate(target).catch(() => null);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
