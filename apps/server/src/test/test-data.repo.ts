import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  accused,
  appUserDevices,
  appUsers,
  arrests,
  auditLog,
  files,
  crimes,
  gpsCheckins,
  loginFailures,
  loginLog,
  outbox,
  sessions,
  users,
} from '../db/schema/index.js';

/** Direct database reads and writes that tests use to set up or check state. */
export async function countLoginLog(db: Executor, userid: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(loginLog)
    .innerJoin(users, eq(users.id, loginLog.userId))
    .where(eq(users.userid, userid));
  return rows[0]?.n ?? 0;
}

export async function setUserActive(db: Executor, userid: string, active: boolean): Promise<void> {
  await db.update(users).set({ active }).where(eq(users.userid, userid));
}

export async function userIdOf(db: Executor, userid: string): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.userid, userid));
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no user ${userid}`);
  return id;
}

export async function extensionInstalled(db: Executor, name: string): Promise<boolean> {
  const res = await db.execute(sql`select 1 from pg_extension where extname = ${name}`);
  return (res as { rows: unknown[] }).rows.length === 1;
}

export async function countAudit(db: Executor, entity: string, entityId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));
  return rows[0]?.n ?? 0;
}

export async function countAuditActions(
  db: Executor,
  entity: string,
  action: string,
): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.action, action)));
  return rows[0]?.n ?? 0;
}

export async function lastLoginIp(db: Executor, userid: string): Promise<string | null> {
  const rows = await db
    .select({ ip: loginLog.ip })
    .from(loginLog)
    .innerJoin(users, eq(users.id, loginLog.userId))
    .where(eq(users.userid, userid))
    .orderBy(desc(loginLog.id))
    .limit(1);
  return rows[0]?.ip ?? null;
}

export async function maxOutboxId(db: Executor): Promise<number> {
  const rows = await db.select({ id: max(outbox.id) }).from(outbox);
  return rows[0]?.id ?? 0;
}

export async function rawArrestAadhaar(db: Executor, id: number) {
  const rows = await db
    .select({ cipher: arrests.aadhaarCipher, hash: arrests.aadhaarHash })
    .from(arrests)
    .where(eq(arrests.id, id));
  return { cipher: rows[0]?.cipher ?? '', hash: rows[0]?.hash ?? '' };
}

export async function addDevice(db: Executor, appUserPhone: string, token: string): Promise<void> {
  const rows = await db
    .select({ id: appUsers.id })
    .from(appUsers)
    .where(eq(appUsers.phone, appUserPhone));
  const appUserId = rows[0]?.id;
  if (appUserId === undefined) throw new Error(`no app user ${appUserPhone}`);
  await db.insert(appUserDevices).values({ appUserId, token });
}

/** A GPS check-in on an accused by the first app user of the accused's city, at `capturedAt`. */
export async function insertCheckin(
  db: Executor,
  accusedId: number,
  capturedAt: Date,
): Promise<number> {
  const [target] = await db
    .select({ cityId: accused.cityId, stationId: accused.stationId })
    .from(accused)
    .where(eq(accused.id, accusedId));
  if (!target) throw new Error(`no accused ${accusedId}`);
  const [appUser] = await db
    .select({ id: appUsers.id })
    .from(appUsers)
    .where(eq(appUsers.cityId, target.cityId))
    .limit(1);
  if (!appUser) throw new Error(`no app user in city ${target.cityId}`);
  const [row] = await db
    .insert(gpsCheckins)
    .values({
      clientId: randomUUID(),
      accusedId,
      appUserId: appUser.id,
      cityId: target.cityId,
      stationId: target.stationId,
      latitude: 18.5,
      longitude: 73.8,
      found: true,
      capturedAt,
    })
    .returning({ id: gpsCheckins.id });
  if (!row) throw new Error('check-in not saved');
  return row.id;
}

/** The unit and police station of a demo account. */
export async function placeOf(db: Executor, userid: string) {
  const rows = await db
    .select({ cityId: users.cityId, stationId: users.stationId })
    .from(users)
    .where(eq(users.userid, userid));
  const row = rows[0];
  if (!row?.cityId || !row.stationId) throw new Error(`no station for ${userid}`);
  return { cityId: row.cityId, stationId: row.stationId };
}

/** An app user of a station in a given status (0 pending, 1 approved, 2 rejected). */
export async function insertAppUser(
  db: Executor,
  v: { cityId: number; stationId: number; status: 0 | 1 | 2; phone: string },
): Promise<void> {
  await db.insert(appUsers).values({ firstName: 'चाचणी', lastName: 'ॲप', ...v });
}

/** Marks an accused a history sheeter (1 yes, 3 acquitted) without going through the form. */
export async function setHistorySheeter(
  db: Executor,
  accusedId: number,
  value: 1 | 2 | 3,
  date: string | null,
): Promise<void> {
  await db
    .update(accused)
    .set({ historySheeter: value, historyDate: date })
    .where(eq(accused.id, accusedId));
}

/** The expiry times of a user's live sessions, newest first. */
export async function sessionExpiries(db: Executor, userid: string): Promise<Date[]> {
  const id = await userIdOf(db, userid);
  const rows = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, id))
    .orderBy(desc(sessions.expiresAt));
  return rows.map((r) => r.expiresAt);
}

/** Moves every session of a user `seconds` into the past, as if it had been idle that long. */
export async function ageSessions(db: Executor, userid: string, seconds: number): Promise<void> {
  const id = await userIdOf(db, userid);
  await db
    .update(sessions)
    .set({
      lastSeenAt: sql`${sessions.lastSeenAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${sessions.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(sessions.userId, id));
}

/** Moves every recorded sign-in failure this many seconds into the past. */
export async function ageLoginFailures(db: Executor, seconds: number): Promise<void> {
  await db
    .update(loginFailures)
    .set({ lastFailedAt: sql`${loginFailures.lastFailedAt} - make_interval(secs => ${seconds})` });
}

/** The sign-in failure rows of accounts whose key starts so (`user:`, `app:`), or of all. */
export async function loginFailureRows(db: Executor) {
  return db
    .select({
      account: loginFailures.account,
      address: loginFailures.address,
      failedCount: loginFailures.failedCount,
    })
    .from(loginFailures);
}

/** Rows an upload writes: the file row and its audit entry (issue 9 §3: none when refused). */
export async function countUploadRows(db: Executor): Promise<{ files: number; audits: number }> {
  const [f] = await db.select({ n: count() }).from(files);
  const [a] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'file'));
  return { files: f?.n ?? 0, audits: a?.n ?? 0 };
}

/**
 * Every row of every table, each as its whole-row text (`row::text`, all columns of any
 * type), for scans of what is stored at rest.
 */
export async function allRowsAsText(db: Executor): Promise<{ table: string; row: string }[]> {
  const tables = (
    (await db.execute(sql`select table_schema as schema, table_name as name
      from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`)) as { rows: { schema: string; name: string }[] }
  ).rows;
  const out: { table: string; row: string }[] = [];
  for (const t of tables) {
    const res = (await db.execute(
      sql`select r::text as row from ${sql.identifier(t.schema)}.${sql.identifier(t.name)} r`,
    )) as { rows: { row: string }[] };
    for (const r of res.rows) out.push({ table: `${t.schema}.${t.name}`, row: r.row });
  }
  return out;
}

export async function countAccused(db: Executor): Promise<number> {
  const rows = await db.select({ n: count() }).from(accused);
  return rows[0]?.n ?? 0;
}

/** A harmless write (every accused one year older), to see whether a handle may write. */
export async function ageEveryAccused(db: Executor): Promise<void> {
  await db.update(accused).set({ age: sql`${accused.age} + 1` });
}

/** Registers every crime of an accused at another unit's station (decision 0011 read scope). */
export async function moveCrimes(
  db: Executor,
  accusedId: number,
  to: { cityId: number; stationId: number },
): Promise<void> {
  await db
    .update(crimes)
    .set({ cityId: to.cityId, stationId: to.stationId })
    .where(eq(crimes.accusedId, accusedId));
}

/**
 * Rewrites who a record says the person is, as a record entered before the duplicate
 * check (migration 0013) would read; the test then runs what start-up runs.
 */
export async function setLegacyIdentity(
  db: Executor,
  id: number,
  set: { name: string; nameEn: string; age: number; mobile: string | null; address: string },
): Promise<void> {
  await db
    .update(accused)
    .set({ ...set, nameKeysVersion: 0 })
    .where(eq(accused.id, id));
}

export async function auditChanges(db: Executor, entity: string, entityId: string, action: string) {
  const rows = await db
    .select({ changes: auditLog.changes })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, entityId),
        eq(auditLog.action, action),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return rows[0]?.changes;
}
