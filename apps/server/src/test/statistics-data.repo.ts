import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { accused, appUsers, gpsCheckins, religions } from '../db/schema/index.js';

/** Direct writes the statistical-report tests use: dated accused and check-ins. */
export async function insertDatedAccused(
  db: Executor,
  row: {
    name: string;
    cityId: number;
    stationId: number;
    createdAt: string;
    active?: boolean;
    crimeCount?: number;
  },
): Promise<number> {
  const religion = await db.select({ id: religions.id }).from(religions).limit(1);
  const rows = await db
    .insert(accused)
    .values({
      name: row.name,
      nameEn: row.name,
      age: 30,
      mobile: '9876500000',
      religionId: religion[0]?.id ?? 1,
      address: `${row.name} address`,
      addressStateId: 1,
      addressCityId: row.cityId,
      addressStationId: row.stationId,
      historySheeter: 2,
      active: row.active ?? true,
      crimeCount: row.crimeCount ?? 1,
      cityId: row.cityId,
      stationId: row.stationId,
      createdAt: new Date(row.createdAt),
    })
    .returning({ id: accused.id });
  return rows[0]?.id ?? 0;
}

/** A check-in by the app user with this phone (its unit and station), at `capturedAt`. */
export async function insertCheckinBy(
  db: Executor,
  phone: string,
  accusedId: number,
  capturedAt: string,
  found: boolean,
): Promise<void> {
  const [user] = await db
    .select({ id: appUsers.id, cityId: appUsers.cityId, stationId: appUsers.stationId })
    .from(appUsers)
    .where(eq(appUsers.phone, phone));
  if (!user) throw new Error(`no app user ${phone}`);
  const at = new Date(capturedAt);
  await db.insert(gpsCheckins).values({
    clientId: randomUUID(),
    accusedId,
    appUserId: user.id,
    cityId: user.cityId,
    stationId: user.stationId,
    latitude: 18.5,
    longitude: 73.8,
    found,
    capturedAt: at,
    receivedAt: at,
  });
}
