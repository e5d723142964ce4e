import { and, eq, inArray } from 'drizzle-orm';
import type { FieldCipher } from '../../platform/field-cipher.js';
import type { Db, Executor } from '../client.js';
import {
  accused,
  acts,
  arrests,
  crimeSections,
  crimes,
  policeStations,
  sections,
  users,
} from '../schema/index.js';

/**
 * Demo records that show the name search and the duplicate screens (issue 16): a person
 * typed in one script only, namesakes, an alias, and records entered twice before the
 * duplicate check existed (at one station, at two stations of Pune, in two units). Written
 * with the rest of the demo data; start-up makes their search terms and pairs.
 */
interface DemoPerson {
  key: string;
  name: string;
  nameEn?: string;
  fatherName?: string;
  aliases?: string[];
  age: number;
  mobile?: string;
  address: string;
  /** The demo user who entered it; the address is at that user's station unless given. */
  by: string;
  addressStation?: string;
  /** Days ago the record was entered, and when each of its crimes was registered. */
  enteredDaysAgo: number;
  crimesDaysAgo: number[];
  aadhaar?: string;
  religionId?: number;
}

const PEOPLE: DemoPerson[] = [
  // Typed in Marathi only: "Jadhav" and "Jadav" find him through the transliteration.
  {
    key: 'sachin-marathi',
    name: 'सचिन रमेश जाधव',
    age: 29,
    address: '४५, गावठाण, शिवाजीनगर',
    by: 'pune.shivajinagar',
    enteredDaysAgo: 400,
    crimesDaysAgo: [420],
  },
  // Another Sachin Jadhav, older, typed in Latin capitals only.
  {
    key: 'sachin-latin',
    name: 'SACHIN JADHAV',
    age: 44,
    mobile: '9822104455',
    address: '7, Wadarwadi, Shivajinagar',
    by: 'pune.shivajinagar',
    enteredDaysAgo: 300,
    crimesDaysAgo: [310, 700],
  },
  {
    key: 'dhotre-alias',
    name: 'राहुल उर्फ बबल्या धोत्रे',
    fatherName: 'दत्तात्रय धोत्रे',
    aliases: ['Pappya'],
    age: 27,
    address: '११२, पाटील इस्टेट, शिवाजीनगर',
    by: 'pune.shivajinagar',
    enteredDaysAgo: 200,
    crimesDaysAgo: [210, 500],
  },
  // Entered twice at Shivajinagar, a year apart, by two officers: one crime each.
  {
    key: 'ganesh-first',
    name: 'गणेश मारुती शिंदे',
    age: 33,
    mobile: '9822011223',
    address: '१२, पाटील चाळ, शिवाजीनगर',
    by: 'pune.shivajinagar',
    enteredDaysAgo: 500,
    crimesDaysAgo: [510],
  },
  {
    key: 'ganesh-second',
    name: 'Ganesh Maruti Shinde',
    age: 34,
    mobile: '9822011223',
    address: '12, Patil Chawl, Shivajinagar',
    by: 'pune.shivajinagar',
    enteredDaysAgo: 120,
    crimesDaysAgo: [125],
  },
  // Entered at Kothrud and at Deccan: the unit admin sees the pair, neither station does.
  {
    key: 'datta-kothrud',
    name: 'दत्ता शंकर पवार',
    age: 45,
    address: '३, शास्त्रीनगर, कोथरूड',
    by: 'pune.kothrud',
    enteredDaysAgo: 600,
    crimesDaysAgo: [610],
  },
  {
    key: 'datta-deccan',
    name: 'Datta Shankar Powar',
    age: 46,
    address: '3, Shastrinagar, Kothrud',
    by: 'pune.deccan',
    addressStation: 'Kothrud',
    enteredDaysAgo: 90,
    crimesDaysAgo: [95],
  },
  // Pune and Nagpur, with one Aadhaar on their arrests: only the state sees the pair.
  {
    key: 'imran-pune',
    name: 'इम्रान सलीम शेख',
    age: 31,
    address: '२२, मोमीनपुरा, शिवाजीनगर',
    by: 'pune.shivajinagar',
    enteredDaysAgo: 700,
    crimesDaysAgo: [705],
    aadhaar: '345678901234',
    religionId: 2,
  },
  {
    key: 'imran-nagpur',
    name: 'Imran Salim Shaikh',
    age: 33,
    address: '9, Mominpura, Nagpur',
    by: 'nagpur.sitabuldi',
    enteredDaysAgo: 60,
    crimesDaysAgo: [65],
    aadhaar: '345678901234',
    religionId: 2,
  },
];

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

async function insertPerson(
  tx: Executor,
  p: DemoPerson,
  place: { userId: number; cityId: number; stationId: number; addressStationId: number },
  section: { actId: number; sectionId: number },
  cipher: FieldCipher,
) {
  const now = Date.now();
  const [row] = await tx
    .insert(accused)
    .values({
      name: p.name,
      nameEn: p.nameEn ?? '',
      fatherName: p.fatherName ?? '',
      aliases: p.aliases ?? [],
      age: p.age,
      mobile: p.mobile ?? null,
      religionId: p.religionId ?? 1,
      address: p.address,
      addressStateId: 1,
      addressCityId: place.cityId,
      addressStationId: place.addressStationId,
      crimeTypeIds: [1],
      crimeTitleIds: [1],
      historySheeter: 2,
      crimeCount: p.crimesDaysAgo.length,
      cityId: place.cityId,
      stationId: place.stationId,
      createdBy: place.userId,
      createdAt: new Date(now - p.enteredDaysAgo * DAY),
    })
    .returning({ id: accused.id });
  if (!row) return;
  for (const [i, days] of p.crimesDaysAgo.entries()) {
    const on = new Date(now - days * DAY);
    const [crime] = await tx
      .insert(crimes)
      .values({
        accusedId: row.id,
        stateId: 1,
        cityId: place.cityId,
        stationId: place.stationId,
        registerNumber: String(900 + row.id * 3 + i),
        registerYear: on.getUTCFullYear(),
        registeredOn: iso(on),
        crimeTitleId: 1,
        statusId: 1,
        createdBy: place.userId,
      })
      .returning({ id: crimes.id });
    if (!crime) continue;
    await tx.insert(crimeSections).values({ crimeId: crime.id, ...section });
    if (i === 0 && p.aadhaar) {
      const arrestedAt = new Date(on.getTime() + 2 * DAY);
      await tx.insert(arrests).values({
        crimeId: crime.id,
        accusedId: row.id,
        currentStatusId: 1,
        arrestedAt,
        courtAt: new Date(arrestedAt.getTime() + DAY),
        aadhaarCipher: cipher.encrypt(p.aadhaar),
        aadhaarHash: cipher.hash(p.aadhaar),
        aadhaarLast4: p.aadhaar.slice(-4),
        cityId: place.cityId,
        createdBy: place.userId,
      });
    }
  }
}

export async function seedDemoIdentities(db: Db, cipher: FieldCipher): Promise<void> {
  const present = await db
    .select({ id: accused.id })
    .from(accused)
    .where(
      inArray(
        accused.name,
        PEOPLE.map((p) => p.name),
      ),
    )
    .limit(1);
  if (present.length > 0) return;
  const ipc = (await db.select().from(acts).where(eq(acts.code, 'IPC')))[0];
  if (!ipc) return;
  const theft = (
    await db
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.actId, ipc.id), eq(sections.code, '379')))
  )[0];
  if (!theft) return;
  const officers = await db
    .select({
      userid: users.userid,
      id: users.id,
      cityId: users.cityId,
      stationId: users.stationId,
    })
    .from(users)
    .where(inArray(users.userid, [...new Set(PEOPLE.map((p) => p.by))]));
  const stations = await db
    .select({ id: policeStations.id, nameEn: policeStations.nameEn, cityId: policeStations.cityId })
    .from(policeStations);
  await db.transaction(async (tx: Executor) => {
    for (const p of PEOPLE) {
      const officer = officers.find((o) => o.userid === p.by);
      if (!officer?.cityId || !officer.stationId) continue;
      const address = p.addressStation
        ? stations.find((s) => s.nameEn === p.addressStation && s.cityId === officer.cityId)?.id
        : officer.stationId;
      await insertPerson(
        tx,
        p,
        {
          userId: officer.id,
          cityId: officer.cityId,
          stationId: officer.stationId,
          addressStationId: address ?? officer.stationId,
        },
        { actId: ipc.id, sectionId: theft.id },
        cipher,
      );
    }
  });
}
