import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { can, type Language } from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { readsAccused } from '../../platform/scope.js';
import { openFile } from '../files/files.service.js';
import { getAccused } from './accused.service.js';
import { distanceMetres } from './history-sheet-map.js';
import { writeHistorySheet, type HistorySheetData } from './history-sheet-pdf.js';
import * as repo from './history-sheet.repo.js';

type Named = { mr: string; en: string };

/** Who printed the sheet, as the header names them (from the session). */
export interface Printer {
  name: string;
  userid: string;
  unit: Named | null;
  station: Named | null;
}

const PHOTOS = 4;
/** Photos are scaled to this box at twice the printed size, then written as JPEG. */
const PHOTO_PX = { width: 192, height: 240 };

/** An accused photo read through the files' read rule, scaled for the page; null if unreadable. */
async function photoOf(deps: Deps, actor: Actor, fileId: string): Promise<Buffer | null> {
  try {
    const { stream } = await openFile(deps, actor, fileId);
    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    return await sharp(Buffer.concat(chunks))
      .rotate()
      .resize({ ...PHOTO_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch (err) {
    deps.log.warn({ err, fileId }, 'history sheet: photo left out');
    return null;
  }
}

/** A FIR label: register number/year and its police station, from the sheet's own crimes. */
function firLabel(
  fir: { stationId: number; registerNumber: string; registerYear: number },
  stations: Map<number, Named>,
  language: Language,
) {
  const station = stations.get(fir.stationId);
  const name = station ? (language === 'en' ? station.en : station.mr) : '';
  return `${fir.registerNumber}/${fir.registerYear}${name ? ` ${name}` : ''}`;
}

/**
 * The history sheet of one accused as an A4 PDF (issue 20 §4). Read like the profile
 * (decision 0011 through getAccused: 404 outside the reader's reach); co-accused the reader
 * does not reach are counted, not named; check-ins are those of the reader's scope, as the
 * GPS drawer shows them, and none for a role without GPS. Every print is audited.
 */
export async function historySheet(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  language: Language,
  printer: Printer,
): Promise<{ name: string; pdf: Readable }> {
  const detail = await getAccused(deps, actor, id);
  const seesGps = can(actor.role, 'gps:read');
  const [areas, co, checkins, home, photos] = await Promise.all([
    repo.externedAreas(deps.db, id),
    repo.coAccused(deps.db, id),
    seesGps ? repo.lastCheckins(deps.db, actor, id) : Promise.resolve(null),
    seesGps ? repo.lockedHome(deps.db, id) : Promise.resolve(undefined),
    Promise.all(detail.basic.photoIds.slice(0, PHOTOS).map((f) => photoOf(deps, actor, f))),
  ]);

  const stations = new Map(detail.crimes.map((c) => [c.stationId, c.station]));
  const reached = co.filter((c) => readsAccused(actor, new Set(c.readUnits)));
  const data: HistorySheetData = {
    language,
    at: new Date(),
    printer,
    detail,
    photos: photos.filter((p): p is Buffer => p !== null),
    externed: new Map(areas.map((a) => [a.actionId, a])),
    coAccused: reached.map((c) => ({
      name: c.name,
      nameEn: c.nameEn,
      firs: c.firs.map((f) => firLabel(f, stations, language)),
    })),
    outsideCount: co.length - reached.length,
    checkins:
      checkins?.map((c) => ({
        at: c.capturedAt,
        found: c.found,
        latitude: c.latitude,
        longitude: c.longitude,
        accuracyMeters: c.accuracyMeters,
        by: c.by,
        fromHome: home ? distanceMetres(home, c) : null,
      })) ?? null,
    home,
  };

  await withTransaction(deps.db, (tx) =>
    audit(tx, ctx, {
      entity: 'accused',
      entityId: id,
      action: 'history-sheet',
      changes: { language },
    }),
  );
  const shown = language === 'en' && detail.basic.nameEn ? detail.basic.nameEn : detail.basic.name;
  const title = language === 'en' ? 'History sheet' : 'हिस्ट्रीशीट';
  return { name: `${title} ${shown}.pdf`, pdf: writeHistorySheet(data) };
}
