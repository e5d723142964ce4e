import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cities, policeStations, sessions, users } from '../../db/schema/index.js';

export async function insertSession(
  db: Executor,
  row: { id: string; userId: number; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The live session and its user, if the user is still active. */
export async function findLiveSession(db: Executor, id: string, now: Date) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        userid: users.userid,
        name: users.name,
        phone: users.phone,
        role: users.role,
        stateId: users.stateId,
        cityId: users.cityId,
        stationId: users.stationId,
        language: users.language,
      },
      cityNameMr: cities.nameMr,
      cityNameEn: cities.nameEn,
      stationNameMr: policeStations.nameMr,
      stationNameEn: policeStations.nameEn,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(policeStations, eq(policeStations.id, users.stationId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), eq(users.active, true)))
    .limit(1);
  return rows[0];
}

/** Slides a live session's expiry; false when the session is gone or already expired. */
export async function touchSession(
  db: Executor,
  id: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt })
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** A message on a channel (PostgreSQL's NOTIFY), delivered to the listeners at commit. */
export async function notify(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user (deactivation, password change), optionally but one. */
export async function deleteUserSessions(db: Executor, userId: number, exceptId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
