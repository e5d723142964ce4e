import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { arrests, crimes, currentStatuses } from '../../db/schema/index.js';

export type ArrestRow = typeof arrests.$inferSelect;

/** What an arrest shows (toArrest): a row of listArrests, or one of the profile's. */
export interface ShownArrest {
  arrest: Pick<
    ArrestRow,
    | 'id'
    | 'crimeId'
    | 'currentStatusId'
    | 'arrestedAt'
    | 'courtAt'
    | 'fingerprintChecked'
    | 'aadhaarLast4'
    | 'dateOfBirth'
    | 'photoIds'
  >;
  statusMr: string;
  statusEn: string;
}

export async function listArrests(db: Executor, accusedId: number) {
  return db
    .select({ arrest: arrests, statusMr: currentStatuses.nameMr, statusEn: currentStatuses.nameEn })
    .from(arrests)
    .innerJoin(currentStatuses, eq(currentStatuses.id, arrests.currentStatusId))
    .where(eq(arrests.accusedId, accusedId))
    .orderBy(asc(arrests.arrestedAt), asc(arrests.id));
}

export async function findCrimeForArrest(db: Executor, crimeId: number) {
  const rows = await db
    .select({ accusedId: crimes.accusedId, cityId: crimes.cityId })
    .from(crimes)
    .where(eq(crimes.id, crimeId))
    .limit(1);
  return rows[0];
}

export async function findArrest(db: Executor, id: number): Promise<ArrestRow | undefined> {
  const rows = await db.select().from(arrests).where(eq(arrests.id, id)).limit(1);
  return rows[0];
}

/** True when another arrest already carries this Aadhaar number (compared by keyed hash). */
export async function insertArrest(
  db: Executor,
  row: typeof arrests.$inferInsert,
): Promise<number> {
  const inserted = await db.insert(arrests).values(row).returning({ id: arrests.id });
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error('arrest insert returned no id');
  return id;
}

export async function updateArrestRow(
  db: Executor,
  id: number,
  set: Partial<typeof arrests.$inferInsert>,
) {
  await db
    .update(arrests)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(arrests.id, id));
}

/** The accused whose arrests carry this Aadhaar (keyed hash), but for one arrest. */
export async function aadhaarHolders(
  db: Executor,
  hash: string,
  exceptId?: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ accusedId: arrests.accusedId })
    .from(arrests)
    .where(
      and(
        eq(arrests.aadhaarHash, hash),
        exceptId === undefined ? undefined : ne(arrests.id, exceptId),
      ),
    );
  return rows.map((r) => r.accusedId);
}
