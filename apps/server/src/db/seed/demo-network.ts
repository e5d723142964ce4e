import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../client.js';
import {
  accused,
  acts,
  crimeMembers,
  crimeSections,
  crimes,
  policeStations,
  sections,
  users,
} from '../schema/index.js';

/**
 * Issue 20 §5: a small gang, so the accomplice network shows at once for the demo station
 * user (pune.shivajinagar, decision 0054). Co-accused share a FIR: the same police station,
 * register year and number. Ajay "Don" Gawali is the centre; Vikas and Sunny are his hop 1
 * at Shivajinagar, Raju was entered by Kothrud (counted, not named, for Shivajinagar; named
 * for the Pune unit admin), and Kunal is hop 2 through Vikas. Ajay's first crime also names
 * a man with no record of his own.
 */
interface GangMember {
  name: string;
  nameEn: string;
  age: number;
  by: string;
  /** FIRs at Shivajinagar, by register number; each is registered `days` ago. */
  firs: { number: string; days: number }[];
}

const DAY = 86_400_000;

const GANG: GangMember[] = [
  {
    name: 'अजय उर्फ डॉन बाळू गवळी',
    nameEn: 'Ajay alias Don Balu Gawali',
    age: 34,
    by: 'pune.shivajinagar',
    firs: [
      { number: '7701', days: 40 },
      { number: '7702', days: 120 },
      { number: '7703', days: 260 },
    ],
  },
  {
    name: 'विकास मारुती कांबळे',
    nameEn: 'Vikas Maruti Kamble',
    age: 27,
    by: 'pune.shivajinagar',
    firs: [
      { number: '7701', days: 40 },
      { number: '7702', days: 120 },
      { number: '7704', days: 330 },
    ],
  },
  {
    name: 'सनी शंकर वाघमारे',
    nameEn: 'Sunny Shankar Waghmare',
    age: 23,
    by: 'pune.shivajinagar',
    firs: [{ number: '7703', days: 260 }],
  },
  {
    name: 'राजू दत्ता लोखंडे',
    nameEn: 'Raju Datta Lokhande',
    age: 30,
    by: 'pune.kothrud',
    firs: [{ number: '7701', days: 40 }],
  },
  {
    name: 'कुणाल नामदेव धोत्रे',
    nameEn: 'Kunal Namdev Dhotre',
    age: 25,
    by: 'pune.shivajinagar',
    firs: [{ number: '7704', days: 330 }],
  },
];

/** The name on Ajay's first crime that is no accused's record. */
const UNRECORDED = 'पप्या उर्फ प्रकाश';

export async function seedDemoNetwork(db: Db): Promise<void> {
  const present = await db
    .select({ id: accused.id })
    .from(accused)
    .where(
      inArray(
        accused.nameEn,
        GANG.map((g) => g.nameEn),
      ),
    )
    .limit(1);
  if (present.length > 0) return;
  const ipc = (await db.select().from(acts).where(eq(acts.code, 'IPC')))[0];
  if (!ipc) return;
  const robbery = (
    await db
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.actId, ipc.id), eq(sections.code, '392')))
  )[0];
  const shivajinagar = (
    await db
      .select({ id: policeStations.id, cityId: policeStations.cityId })
      .from(policeStations)
      .where(eq(policeStations.nameEn, 'Shivajinagar'))
  ).find((s) => s.cityId === 1);
  const officers = await db
    .select({
      userid: users.userid,
      id: users.id,
      cityId: users.cityId,
      stationId: users.stationId,
    })
    .from(users)
    .where(inArray(users.userid, ['pune.shivajinagar', 'pune.kothrud']));
  if (!robbery || !shivajinagar) return;
  const today = Date.now();
  const iso = (d: Date) => d.toISOString().slice(0, 10);

  await db.transaction(async (tx: Executor) => {
    for (const [i, g] of GANG.entries()) {
      const officer = officers.find((o) => o.userid === g.by);
      if (!officer?.cityId || !officer.stationId) continue;
      const [row] = await tx
        .insert(accused)
        .values({
          name: g.name,
          nameEn: g.nameEn,
          age: g.age,
          religionId: 1,
          address: `${10 + i}, जनवाडी, शिवाजीनगर`,
          addressStateId: 1,
          addressCityId: 1,
          addressStationId: shivajinagar.id,
          crimeTypeIds: [1],
          crimeTitleIds: [1],
          historySheeter: 2,
          crimeCount: g.firs.length,
          cityId: officer.cityId,
          stationId: officer.stationId,
          createdBy: officer.id,
        })
        .returning({ id: accused.id });
      if (!row) continue;
      for (const [k, fir] of g.firs.entries()) {
        const on = new Date(today - fir.days * DAY);
        const [crime] = await tx
          .insert(crimes)
          .values({
            accusedId: row.id,
            stateId: 1,
            cityId: 1,
            stationId: shivajinagar.id,
            registerNumber: fir.number,
            registerYear: on.getUTCFullYear(),
            registeredOn: iso(on),
            crimeTitleId: 1,
            statusId: 1,
            createdBy: officer.id,
          })
          .returning({ id: crimes.id });
        if (!crime) continue;
        await tx
          .insert(crimeSections)
          .values({ crimeId: crime.id, actId: ipc.id, sectionId: robbery.id });
        if (i === 0 && k === 0) {
          await tx.insert(crimeMembers).values({
            crimeId: crime.id,
            memberName: UNRECORDED,
            registerNumber: fir.number,
            registerYear: on.getUTCFullYear(),
          });
        }
      }
    }
  });
}
