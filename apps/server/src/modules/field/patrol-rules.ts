import { GEOTAG_MAX_ACCURACY_METERS } from '@cmis/shared';

/**
 * Patrol-visit integrity (issue 20 item 6, decision 0055): what a scan of a spot QR is worth,
 * decided from the spot's tagged position, the phone's fix and the unit's settings. Pure, so
 * the rule is tested on its own and the service only reads and writes around it.
 */

export interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_METERS = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in whole metres (haversine, mean Earth radius, as gps.repo.ts). */
export function metersBetween(a: Point, b: Point): number {
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** The fix a first scan needs to tag a spot: 50 m, or the unit's distance when smaller. */
export function geotagLimit(maxDistanceMeters: number): number {
  return Math.min(GEOTAG_MAX_ACCURACY_METERS, maxDistanceMeters);
}

export type ScanVerdict =
  /** The first scan of an untagged spot, with a good enough fix: it places the spot. */
  | { kind: 'tag'; accuracyMeters: number }
  /** An untagged spot and no good fix: refused, nothing written. */
  | { kind: 'needs-fix'; limit: number; accuracyMeters: number | null }
  /** Too far from the tagged spot: refused, the attempt audited. */
  | { kind: 'too-far'; distanceMeters: number }
  /** Kept; `flagged` when the fix is too uncertain to judge the distance (not counted). */
  | { kind: 'keep'; distanceMeters: number; flagged: boolean };

/**
 * - An untagged spot is tagged only by a scan whose fix is within `geotagLimit`.
 * - A scan of a tagged spot further than the unit's distance is refused. A fix worse than
 *   that distance (or none) cannot place the phone at the spot: the scan is kept but flagged,
 *   unless even its radius cannot bring it within the distance (then it is refused as well).
 */
export function judgeScan(
  spot: { geotagged: boolean; latitude: number | null; longitude: number | null },
  scan: Point & { accuracyMeters: number | null },
  maxDistanceMeters: number,
): ScanVerdict {
  if (!spot.geotagged || spot.latitude === null || spot.longitude === null) {
    const limit = geotagLimit(maxDistanceMeters);
    if (scan.accuracyMeters === null || scan.accuracyMeters > limit) {
      return { kind: 'needs-fix', limit, accuracyMeters: scan.accuracyMeters };
    }
    return { kind: 'tag', accuracyMeters: scan.accuracyMeters };
  }
  const distance = metersBetween({ latitude: spot.latitude, longitude: spot.longitude }, scan);
  const uncertain = scan.accuracyMeters === null || scan.accuracyMeters > maxDistanceMeters;
  // An uncertain fix gets its own radius as slack: refused only when surely too far.
  const slack = uncertain ? (scan.accuracyMeters ?? 0) : 0;
  if (distance - slack > maxDistanceMeters) return { kind: 'too-far', distanceMeters: distance };
  return { kind: 'keep', distanceMeters: distance, flagged: uncertain };
}

/** A scan within the window of the same user's counted scan of the spot is not counted again. */
export function isRepeat(
  scannedAt: Date,
  lastCountedAt: Date | null,
  repeatMinutes: number,
): boolean {
  if (!lastCountedAt || repeatMinutes <= 0) return false;
  return Math.abs(scannedAt.getTime() - lastCountedAt.getTime()) < repeatMinutes * 60_000;
}
