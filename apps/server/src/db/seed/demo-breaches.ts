import { randomUUID } from 'node:crypto';
import { addDays, istDate } from '@cmis/shared';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { refreshPreventiveCount } from '../../modules/accused/preventive.repo.js';
import { recordBreaches } from '../../modules/breaches/breaches.service.js';
import type { Db } from '../client.js';
import {
  accused,
  appUsers,
  externmentBreaches,
  gpsCheckins,
  policeStations,
  preventiveActions,
  users,
} from '../schema/index.js';
import { CENTRES } from './demo-field.js';

/** The demo app user and police station the externed accused is met at. */
const PHONE = '9100000001';
/** MPA section 56 (EXTERNMENT_ACTION_IDS: 5, 6, 7 = sections 55, 56, 57). */
const SECTION_56 = 6;

/**
 * Issue 20 item 2 demo data: the demo police stations get their positions, and one accused
 * of Shivajinagar is externed from the whole unit (a section 56 order over today). Two
 * check-ins of that accused in the unit raised two breaches through the rule itself
 * (recordBreaches): yesterday's acknowledged by the station, today's open, so the
 * Shivajinagar user sees the Breaches screen filled at once. Written once.
 */
export async function seedDemoBreaches(db: Db): Promise<void> {
  for (const [nameEn, [lat, lng]] of Object.entries(CENTRES)) {
    await db
      .update(policeStations)
      .set({ latitude: lat, longitude: lng })
      .where(and(eq(policeStations.nameEn, nameEn), isNull(policeStations.latitude)));
  }
  const existing = await db.select({ n: count() }).from(externmentBreaches);
  if ((existing[0]?.n ?? 0) > 0) return;

  const user = (
    await db
      .select({ id: appUsers.id, cityId: appUsers.cityId, stationId: appUsers.stationId })
      .from(appUsers)
      .where(eq(appUsers.phone, PHONE))
  )[0];
  if (!user) return;
  const officer = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.stationId, user.stationId), eq(users.role, '2')))
      .limit(1)
  )[0];
  const person = (
    await db
      .select({ id: accused.id })
      .from(accused)
      .where(and(eq(accused.active, true), eq(accused.stationId, user.stationId)))
      .orderBy(asc(accused.id))
      .limit(1)
  )[0];
  if (!officer || !person) return;
  const centre = CENTRES.Shivajinagar ?? [18.5308, 73.8475];
  const today = istDate();

  await db.transaction(async (tx) => {
    await tx.insert(preventiveActions).values({
      accusedId: person.id,
      actionTypeId: SECTION_56,
      chapterCase: '5620',
      chapterYear: Number(today.slice(0, 4)),
      bondDate: addDays(today, -20),
      dateFrom: addDays(today, -15),
      dateTo: addDays(today, 365),
      externmentCityIds: [user.cityId],
      orderType: 'तडीपार आदेश',
      cityId: user.cityId,
      stationId: user.stationId,
      createdBy: officer.id,
    });
    await refreshPreventiveCount(tx, person.id);
    for (const [daysAgo, north] of [
      [1, 0.0021],
      [0, -0.0012],
    ] as const) {
      const capturedAt = new Date(Date.now() - daysAgo * 86_400_000 - 3_600_000);
      const [row] = await tx
        .insert(gpsCheckins)
        .values({
          clientId: randomUUID(),
          accusedId: person.id,
          appUserId: user.id,
          cityId: user.cityId,
          stationId: user.stationId,
          latitude: centre[0] + north,
          longitude: centre[1] + 0.0015,
          accuracyMeters: 9,
          found: true,
          details: 'तडीपार असूनही हद्दीत आढळला',
          capturedAt,
          receivedAt: capturedAt,
        })
        .returning({ id: gpsCheckins.id });
      if (row) await recordBreaches(tx, { kind: 'checkin', id: row.id, capturedAt });
    }
    // The older breach was seen to by the station.
    await tx.execute(sql`update externment_breaches
         set acknowledged_by = ${officer.id},
             acknowledged_at = occurred_at + interval '2 hours',
             acknowledge_note = 'पथक पाठवले; आरोपी हद्दीबाहेर सोडला'
       where id = (select min(id) from externment_breaches)`);
  });
}
