import type { FieldAccused, FieldAccusedDetail } from '@cmis/shared';

/**
 * The pure half of the phone's offline copy of the station's accused (issue 20): when to
 * refresh it, how to fetch it whole, how to search it, and how far a home is from here.
 */

/** The copy is refreshed on app open and then this often while the app is open. */
export const REFRESH_MS = 15 * 60_000;
/** Pages of this many records (the server's limit is 200). */
export const SYNC_PAGE_SIZE = 100;
/** A guard against a list that keeps growing while it is read. */
const MAX_PAGES = 200;

export interface CacheMeta {
  appUserId: number;
  savedAt: string;
}

/** Whose copy it is decides first: another app user's copy is never shown, only replaced. */
export function cacheState(
  meta: CacheMeta | null,
  appUserId: number,
  now: number,
  everyMs = REFRESH_MS,
): 'empty' | 'other-user' | 'stale' | 'fresh' {
  if (!meta) return 'empty';
  if (meta.appUserId !== appUserId) return 'other-user';
  const saved = Date.parse(meta.savedAt);
  return Number.isFinite(saved) && now - saved < everyMs ? 'fresh' : 'stale';
}

/**
 * The whole list, a page at a time; it throws if a page fails, so a half-read list never
 * replaces a whole saved one.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, size: number) => Promise<{ items: T[]; total: number }>,
  size = SYNC_PAGE_SIZE,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const { items, total } = await fetchPage(page, size);
    all.push(...items);
    if (items.length < size || all.length >= total) break;
  }
  return all;
}

const fold = (s: string) => s.normalize('NFC').toLocaleLowerCase('en-IN');

/**
 * The saved list searched without the server: every word of the search in the Marathi or
 * the English name (or the address), in the list's order. The server's spelling-tolerant
 * name search is not available offline.
 */
export function searchSaved<T extends FieldAccused>(items: readonly T[], search: string): T[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((a) => {
    const text = fold(`${a.name} ${a.nameEn} ${a.address}`);
    return words.every((w) => text.includes(w));
  });
}

/** A details record as a list item (the list reads the same saved records). */
export function asListItem(d: FieldAccusedDetail): FieldAccused {
  return {
    id: d.id,
    name: d.name,
    nameEn: d.nameEn,
    age: d.age,
    address: d.address,
    photoUrl: d.photoUrl,
    lastCheckinAt: d.lastCheckinAt,
    checkinCount: d.checkinCount,
  };
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance in metres (haversine). */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "350 m" under a kilometre, "2.4 km" under 10 km, "37 km" beyond. */
export function distanceLabel(meters: number): string {
  if (meters < 1000) return `${Math.round(meters / 10) * 10} m`;
  if (meters < 10_000) return `${(meters / 1000).toFixed(1)} km`;
  return `${Math.round(meters / 1000)} km`;
}
