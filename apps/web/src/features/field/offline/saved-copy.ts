import type { FieldAccusedDetail } from '@cmis/shared';
import { getFieldOfflineAccused } from '../api/get-field-offline-accused';
import { accusedStore, PHOTO_CACHE } from './accused-store';
import { cacheState, fetchAllPages } from './cache-logic';

/** Bumped by a clear: a refresh or photo download that started before it stops. */
let generation = 0;
let running: Promise<boolean> | null = null;

/**
 * The photos of the saved records, each fetched once through the service worker, which
 * keeps it in PHOTO_CACHE (a photo already kept is not fetched again). Without a worker
 * controlling the page nothing would keep them, so nothing is fetched.
 */
async function keepPhotos(items: FieldAccusedDetail[], mine: number): Promise<void> {
  if (!('caches' in window) || !navigator.serviceWorker?.controller) return;
  const cache = await caches.open(PHOTO_CACHE);
  for (const item of items) {
    if (generation !== mine || !navigator.onLine) return;
    if (!item.photoUrl || (await cache.match(item.photoUrl))) continue;
    await fetch(item.photoUrl, { credentials: 'same-origin' }).catch(() => undefined);
  }
}

/**
 * Saves the station's list with details for `appUserId`, replacing the saved copy only once
 * every page has arrived. True when saved. One refresh at a time.
 */
export function refreshSaved(appUserId: number): Promise<boolean> {
  running ??= (async () => {
    const mine = generation;
    try {
      const items = await fetchAllPages((page, size) => getFieldOfflineAccused(page, size));
      if (generation !== mine) return false;
      await accusedStore.replace({ appUserId, savedAt: new Date().toISOString() }, items);
      void keepPhotos(items, mine);
      return true;
    } catch {
      return false;
    } finally {
      running = null;
    }
  })();
  return running;
}

/** When the copy should be refreshed; another app user's copy is removed first. */
export async function refreshIfDue(appUserId: number): Promise<boolean> {
  const meta = await accusedStore.meta().catch(() => null);
  const state = cacheState(meta, appUserId, Date.now());
  if (state === 'other-user') await clearSaved();
  if (!navigator.onLine) return false;
  if (state === 'fresh') {
    // A worker that took control since the last save keeps the photos now.
    const saved = await accusedStore.list().catch(() => null);
    if (saved) void keepPhotos(saved.items, generation);
    return false;
  }
  return refreshSaved(appUserId);
}

/** Logout: the saved records and their photos leave the phone. */
export async function clearSaved(): Promise<void> {
  generation += 1;
  await Promise.all([
    accusedStore.clear().catch(() => undefined),
    'caches' in window ? caches.delete(PHOTO_CACHE).catch(() => false) : undefined,
  ]);
}
