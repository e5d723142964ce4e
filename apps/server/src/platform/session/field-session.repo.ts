import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { appUserSessions, appUsers, cities, policeStations } from '../../db/schema/index.js';

export async function insertFieldSession(
  db: Executor,
  row: {
    id: string;
    appUserId: number;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(appUserSessions).values(row);
}

/** The live session and its app user, while the app user is still approved (status 1). */
export async function findLiveFieldSession(db: Executor, id: string, now: Date) {
  const rows = await db
    .select({
      lastSeenAt: appUserSessions.lastSeenAt,
      user: {
        id: appUsers.id,
        firstName: appUsers.firstName,
        lastName: appUsers.lastName,
        phone: appUsers.phone,
        cityId: appUsers.cityId,
        stationId: appUsers.stationId,
        mustChangePassword: appUsers.mustChangePassword,
      },
      stateId: cities.stateId,
      cityNameMr: cities.nameMr,
      cityNameEn: cities.nameEn,
      stationNameMr: policeStations.nameMr,
      stationNameEn: policeStations.nameEn,
    })
    .from(appUserSessions)
    .innerJoin(appUsers, eq(appUsers.id, appUserSessions.appUserId))
    .innerJoin(cities, eq(cities.id, appUsers.cityId))
    .innerJoin(policeStations, eq(policeStations.id, appUsers.stationId))
    .where(
      and(eq(appUserSessions.id, id), gt(appUserSessions.expiresAt, now), eq(appUsers.status, 1)),
    )
    .limit(1);
  return rows[0];
}

export async function touchFieldSession(db: Executor, id: string, now: Date, expiresAt: Date) {
  await db
    .update(appUserSessions)
    .set({ lastSeenAt: now, expiresAt })
    .where(eq(appUserSessions.id, id));
}

export async function deleteFieldSession(db: Executor, id: string): Promise<void> {
  await db.delete(appUserSessions).where(eq(appUserSessions.id, id));
}

export async function deleteFieldSessionsOf(db: Executor, appUserId: number, except?: string) {
  await db
    .delete(appUserSessions)
    .where(
      and(
        eq(appUserSessions.appUserId, appUserId),
        except ? ne(appUserSessions.id, except) : undefined,
      ),
    );
}

export async function deleteExpiredFieldSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(appUserSessions).where(lt(appUserSessions.expiresAt, now));
}
