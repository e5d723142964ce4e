import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { accused, appUsers, gpsCheckins } from '../schema/index.js';
import { FIELD_DEMO_USERS } from './demo-content.js';

const DAY_MS = 86_400_000;
/** Per demo station, this many accused last checked 35, 50, 65… days ago. */
const PER_STATION = 3;

/**
 * Issue 20 item 3 demo data: a few active accused of each field demo station whose only
 * check-in is older than the default 30 days, so the first overdue run (shortly after start)
 * lists them on the dashboard and pushes them. Written once: skipped when any check-in is
 * already older than 30 days.
 */
export async function seedDemoOverdue(db: Db, now = Date.now()): Promise<void> {
  const old = await db
    .select({ n: count() })
    .from(gpsCheckins)
    .where(lt(gpsCheckins.capturedAt, new Date(now - 30 * DAY_MS)));
  if ((old[0]?.n ?? 0) > 0) return;
  for (const demo of FIELD_DEMO_USERS) {
    const [user] = await db
      .select({ id: appUsers.id, cityId: appUsers.cityId, stationId: appUsers.stationId })
      .from(appUsers)
      .where(eq(appUsers.phone, demo.phone));
    if (!user) continue;
    // Accused entered by the station that no field user has checked yet.
    const unchecked = await db
      .select({ id: accused.id })
      .from(accused)
      .where(
        and(
          eq(accused.active, true),
          eq(accused.stationId, user.stationId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(gpsCheckins)
              .where(eq(gpsCheckins.accusedId, accused.id)),
          ),
        ),
      )
      .orderBy(asc(accused.id))
      .limit(PER_STATION);
    for (const [i, a] of unchecked.entries()) {
      const capturedAt = new Date(now - (35 + 15 * i) * DAY_MS);
      await db.insert(gpsCheckins).values({
        clientId: randomUUID(),
        accusedId: a.id,
        appUserId: user.id,
        cityId: user.cityId,
        stationId: user.stationId,
        latitude: demo.unit === 1 ? 18.52 : 21.15,
        longitude: demo.unit === 1 ? 73.85 : 79.08,
        accuracyMeters: 12,
        found: false,
        details: 'House locked',
        capturedAt,
        receivedAt: capturedAt,
      });
    }
  }
}
