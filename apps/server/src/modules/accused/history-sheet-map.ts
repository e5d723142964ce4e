/**
 * The history sheet's map of the last check-ins (issue 20 §4): a vector plot drawn in the
 * PDF, no tiles and nothing fetched. Positions are laid out on a local flat projection
 * around the locked home position (or the check-ins' middle when none is locked), north up,
 * with a scale bar in metres or kilometres. Each check-in is numbered as in the table.
 */

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface MapCheckin extends MapPoint {
  found: boolean;
}

type Canvas = PDFKit.PDFDocument;

const METRES_PER_DEGREE = 111_320;
const FOUND = '#2e7d32';
const NOT_FOUND = '#d84315';
const HOME = '#1565c0';

/** Metres east and north of `origin` (equirectangular; good to a few metres over a city). */
export function offsetMetres(origin: MapPoint, p: MapPoint): { east: number; north: number } {
  const cos = Math.cos((origin.latitude * Math.PI) / 180);
  return {
    east: (p.longitude - origin.longitude) * METRES_PER_DEGREE * cos,
    north: (p.latitude - origin.latitude) * METRES_PER_DEGREE,
  };
}

/** Straight-line distance in metres between two positions (haversine). */
export function distanceMetres(a: MapPoint, b: MapPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The round length (1, 2 or 5 × 10ⁿ metres) nearest below `metres`. */
export function roundLength(metres: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(metres, 1)));
  const first = metres / power;
  return (first >= 5 ? 5 : first >= 2 ? 2 : 1) * power;
}

/** A length as the scale bar and the table print it: metres, or kilometres to 0.1 km. */
export const lengthLabel = (metres: number) =>
  metres >= 1000 ? `${Number((metres / 1000).toFixed(1))} km` : `${Math.round(metres)} m`;

/** At least this much ground is shown, so points a few metres apart do not fill the box. */
const MIN_HALF_SPAN = 100;

/**
 * Draws the plot in the square at (x, y), `size` points wide. Check-in i is labelled i + 1.
 */
export function drawCheckinMap(
  doc: Canvas,
  box: { x: number; y: number; size: number },
  home: MapPoint | undefined,
  checkins: readonly MapCheckin[],
  labels: { home: string; north: string },
): void {
  const { x, y, size } = box;
  const pad = 14;
  const origin: MapPoint = home ?? {
    latitude: checkins.reduce((s, c) => s + c.latitude, 0) / Math.max(checkins.length, 1),
    longitude: checkins.reduce((s, c) => s + c.longitude, 0) / Math.max(checkins.length, 1),
  };
  const offsets = checkins.map((c) => offsetMetres(origin, c));
  const half = Math.max(
    MIN_HALF_SPAN,
    ...offsets.map((o) => Math.max(Math.abs(o.east), Math.abs(o.north))),
  );
  const scale = (size / 2 - pad) / (half * 1.1); // points per metre
  const cx = x + size / 2;
  const cy = y + size / 2;
  const at = (o: { east: number; north: number }): [number, number] => [
    cx + o.east * scale,
    cy - o.north * scale,
  ];

  doc.save();
  doc.rect(x, y, size, size).fillAndStroke('#f7f7f4', '#999999');
  // Crosshair through the centre, dashed.
  doc.lineWidth(0.4).dash(2, { space: 2 });
  doc
    .moveTo(x, cy)
    .lineTo(x + size, cy)
    .stroke('#bbbbbb');
  doc
    .moveTo(cx, y)
    .lineTo(cx, y + size)
    .stroke('#bbbbbb');
  doc.undash();

  if (home) {
    const [hx, hy] = at({ east: 0, north: 0 });
    // A small house: a square with a roof.
    doc.lineWidth(0.8);
    doc.rect(hx - 4, hy - 2, 8, 6).fill(HOME);
    doc.polygon([hx - 5.5, hy - 2], [hx, hy - 7], [hx + 5.5, hy - 2]).fill(HOME);
  }
  // Oldest first so the newest is drawn on top.
  for (let i = checkins.length - 1; i >= 0; i -= 1) {
    const c = checkins[i] as MapCheckin;
    const [px, py] = at(offsets[i] as { east: number; north: number });
    doc
      .lineWidth(0.6)
      .circle(px, py, 5)
      .fillAndStroke(c.found ? FOUND : NOT_FOUND, '#ffffff');
    doc
      .fillColor('#ffffff')
      .font('bold')
      .fontSize(5.5)
      .text(String(i + 1), px - 5, py - 3.6, { width: 10, align: 'center', lineBreak: false });
  }

  // North arrow, top right.
  const nx = x + size - 12;
  doc.polygon([nx, y + 6], [nx - 4, y + 16], [nx + 4, y + 16]).fill('#333333');
  doc
    .fillColor('#333333')
    .font('bold')
    .fontSize(6.5)
    .text(labels.north, nx - 8, y + 17, { width: 16, align: 'center', lineBreak: false });

  // Scale bar, bottom left: a round length about a quarter of the box.
  const length = roundLength(size / 4 / scale);
  const bar = length * scale;
  const bx = x + 8;
  const by = y + size - 10;
  doc.lineWidth(1.2);
  doc
    .moveTo(bx, by)
    .lineTo(bx + bar, by)
    .stroke('#333333');
  doc
    .moveTo(bx, by - 3)
    .lineTo(bx, by + 1)
    .stroke('#333333');
  doc
    .moveTo(bx + bar, by - 3)
    .lineTo(bx + bar, by + 1)
    .stroke('#333333');
  doc
    .fillColor('#333333')
    .font('regular')
    .fontSize(6.5)
    .text(lengthLabel(length), bx, by - 11, { width: 60, lineBreak: false });
  if (home) {
    doc.rect(x + size - 58, y + size - 14, 6, 6).fill(HOME);
    doc
      .fillColor('#333333')
      .font('regular')
      .fontSize(6.5)
      .text(labels.home, x + size - 50, y + size - 15.5, { width: 48, lineBreak: false });
  }
  doc.fillColor('black');
  doc.restore();
}
