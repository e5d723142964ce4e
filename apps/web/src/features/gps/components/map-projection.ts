/** A point on the plot: a check-in or the locked home. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Projected {
  x: number;
  y: number;
}

const METRES_PER_DEGREE_LAT = 110_574;
const METRES_PER_DEGREE_LNG_AT_EQUATOR = 111_320;

/**
 * Decision 0017: no map tiles (nothing is fetched from the internet), so the check-ins are
 * drawn on a local equirectangular projection: fine for the few kilometres a station's
 * check-ins cover. Returns the projector and metres per pixel for the scale bar.
 */
export function fitProjection(
  points: readonly GeoPoint[],
  width: number,
  height: number,
  padding = 24,
): { project: (p: GeoPoint) => Projected; metresPerPixel: number } {
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const minLng = Math.min(...lngs);
  const maxLng = Math.max(...lngs);
  const midLat = points.length ? (minLat + maxLat) / 2 : 0;
  const lngScale = METRES_PER_DEGREE_LNG_AT_EQUATOR * Math.cos((midLat * Math.PI) / 180);
  // At least 200 m across, so one point or points close together are not blown up.
  const spanX = Math.max((maxLng - minLng) * lngScale, 200);
  const spanY = Math.max((maxLat - minLat) * METRES_PER_DEGREE_LAT, 200);
  const usableW = width - 2 * padding;
  const usableH = height - 2 * padding;
  const metresPerPixel = Math.max(spanX / usableW, spanY / usableH);
  const centreLng = points.length ? (minLng + maxLng) / 2 : 0;
  const centreLat = midLat;
  return {
    metresPerPixel,
    project: (p) => ({
      x: width / 2 + ((p.longitude - centreLng) * lngScale) / metresPerPixel,
      y: height / 2 - ((p.latitude - centreLat) * METRES_PER_DEGREE_LAT) / metresPerPixel,
    }),
  };
}

/** A round length (1, 2 or 5 times a power of ten metres) about `targetPx` pixels long. */
export function scaleBar(metresPerPixel: number, targetPx = 80): { metres: number; px: number } {
  const raw = metresPerPixel * targetPx;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((m) => m * power >= raw) ?? 10;
  const metres = step * power;
  return { metres, px: metres / metresPerPixel };
}

export function formatDistance(metres: number): string {
  return metres >= 1000
    ? `${(metres / 1000).toFixed(metres >= 10_000 ? 0 : 1)} km`
    : `${Math.round(metres)} m`;
}
