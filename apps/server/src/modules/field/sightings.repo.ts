import { and, eq, sql } from 'drizzle-orm';
import type { Sighting } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { externmentBreaches, fieldSightings, files, gpsCheckins } from '../../db/schema/index.js';

/** Whether the sighting raised a breach: any breach row of kind 'sighting' from it. */
const breached = sql<boolean>`exists (select 1 from ${externmentBreaches}
  where ${externmentBreaches.kind} = 'sighting'
    and ${externmentBreaches.sourceId} = ${qualified(fieldSightings.id)})`;

const columns = {
  id: fieldSightings.id,
  clientId: fieldSightings.clientId,
  accusedId: fieldSightings.accusedId,
  seenAt: fieldSightings.seenAt,
  breach: breached,
};

function toSighting(r: {
  id: number;
  clientId: string;
  accusedId: number;
  seenAt: Date;
  breach: boolean;
}): Sighting {
  return {
    id: r.id,
    clientId: r.clientId,
    accusedId: r.accusedId,
    breach: r.breach === true || String(r.breach) === 'true',
    seenAt: new Date(r.seenAt).toISOString(),
  };
}

export async function findSightingByClientId(db: Executor, appUserId: number, clientId: string) {
  const rows = await db
    .select(columns)
    .from(fieldSightings)
    .where(and(eq(fieldSightings.appUserId, appUserId), eq(fieldSightings.clientId, clientId)))
    .limit(1);
  return rows[0] && toSighting(rows[0]);
}

/** Inserts unless the device already sent this client id; undefined means it had. */
export async function insertSighting(db: Executor, row: typeof fieldSightings.$inferInsert) {
  const rows = await db
    .insert(fieldSightings)
    .values(row)
    .onConflictDoNothing({ target: [fieldSightings.appUserId, fieldSightings.clientId] })
    .returning({ id: fieldSightings.id, seenAt: fieldSightings.seenAt });
  return rows[0];
}

/** A photo the same app user uploaded, used by no check-in and no other sighting. */
export async function isOwnUnusedSightingPhoto(db: Executor, appUserId: number, fileId: string) {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.uploadedByAppUser, appUserId),
        sql`not exists (select 1 from ${gpsCheckins} where ${gpsCheckins.photoId} = ${files.id})`,
        sql`not exists (select 1 from ${fieldSightings} where ${fieldSightings.photoId} = ${files.id})`,
      ),
    )
    .limit(1);
  return rows.length === 1;
}
