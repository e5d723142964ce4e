import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import type { FieldCipher } from '../../platform/field-cipher.js';
import type { StorageDriver } from '../../platform/storage.js';
import type { Db, Executor } from '../client.js';
import { refreshPreventiveCount } from '../../modules/accused/preventive.repo.js';
import {
  accused,
  acts,
  arrests,
  crimeMembers,
  crimeSections,
  crimeTitles,
  crimes,
  files,
  policeStations,
  preventiveActions,
  sections,
  users,
} from '../schema/index.js';

/** A small deterministic generator (mulberry32), so every demo start makes the same records. */
function prng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
}

const FIRST = [
  ['सुरेश', 'Suresh'],
  ['गणेश', 'Ganesh'],
  ['राहुल', 'Rahul'],
  ['अमोल', 'Amol'],
  ['संतोष', 'Santosh'],
  ['विजय', 'Vijay'],
  ['सचिन', 'Sachin'],
  ['प्रकाश', 'Prakash'],
  ['नितीन', 'Nitin'],
  ['मंगेश', 'Mangesh'],
  ['अक्षय', 'Akshay'],
  ['रोहित', 'Rohit'],
  ['किरण', 'Kiran'],
  ['दत्ता', 'Datta'],
  ['बाळू', 'Balu'],
  ['शंकर', 'Shankar'],
  ['योगेश', 'Yogesh'],
  ['अजय', 'Ajay'],
  ['सागर', 'Sagar'],
  ['महेश', 'Mahesh'],
  ['आकाश', 'Akash'],
  ['तुषार', 'Tushar'],
  ['निखिल', 'Nikhil'],
  ['रवी', 'Ravi'],
  ['सोमनाथ', 'Somnath'],
  ['शाहरुख', 'Shahrukh'],
  ['इम्रान', 'Imran'],
  ['अस्लम', 'Aslam'],
  ['जॉन', 'John'],
  ['सलीम', 'Salim'],
] as const;
const FATHER = [
  ['बाळू', 'Balu'],
  ['मारुती', 'Maruti'],
  ['रामचंद्र', 'Ramchandra'],
  ['शिवाजी', 'Shivaji'],
  ['दत्तात्रय', 'Dattatray'],
  ['पांडुरंग', 'Pandurang'],
  ['विठ्ठल', 'Vitthal'],
  ['नामदेव', 'Namdev'],
  ['बबन', 'Baban'],
  ['सुभाष', 'Subhash'],
] as const;
const SURNAME = [
  ['पाटील', 'Patil'],
  ['जाधव', 'Jadhav'],
  ['शिंदे', 'Shinde'],
  ['पवार', 'Pawar'],
  ['गायकवाड', 'Gaikwad'],
  ['कांबळे', 'Kamble'],
  ['मोरे', 'More'],
  ['भोसले', 'Bhosale'],
  ['चव्हाण', 'Chavan'],
  ['काळे', 'Kale'],
  ['साळुंखे', 'Salunkhe'],
  ['वाघमारे', 'Waghmare'],
  ['शेख', 'Shaikh'],
  ['खान', 'Khan'],
  ['लोखंडे', 'Lokhande'],
  ['धोत्रे', 'Dhotre'],
  ['ठाकरे', 'Thakre'],
  ['मेश्राम', 'Meshram'],
  ['वानखेडे', 'Wankhede'],
  ['गवळी', 'Gawali'],
] as const;
const AREAS = ['झोपडपट्टी', 'वसाहत', 'नगर', 'पेठ', 'चाळ', 'गल्ली'] as const;

/** Units that get demo records, and how many: the demo accounts' units first. */
const PLAN = [
  { cityId: 1, count: 150 },
  { cityId: 3, count: 90 },
  { cityId: 4, count: 35 },
  { cityId: 5, count: 35 },
] as const;

async function avatar(initials: string, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240">
    <rect width="240" height="240" fill="hsl(${hue},35%,82%)"/>
    <circle cx="120" cy="92" r="46" fill="hsl(${hue},25%,42%)"/>
    <path d="M36 240 C40 170 200 170 204 240 Z" fill="hsl(${hue},25%,42%)"/>
    <text x="120" y="228" font-size="26" text-anchor="middle" fill="white" font-family="DejaVu Sans" font-weight="bold">${initials}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function idsBy<T extends { id: number }>(rows: Promise<T[]>) {
  return (await rows).map((r) => r.id);
}

/**
 * About 300 accused across the demo units (issue 4 §9), each with 1-6 crimes with
 * act/section pairs and co-accused, some arrests, and preventive actions (ongoing and
 * completed, some externments). Written once, when the demo units have no accused yet.
 */
export async function seedDemoAccused(
  db: Db,
  storage: StorageDriver,
  cipher: FieldCipher,
): Promise<void> {
  const existing = await db.select({ n: count() }).from(accused);
  if ((existing[0]?.n ?? 0) > 0) return;
  const r = prng(20261122);
  const ipc = (await db.select().from(acts).where(eq(acts.code, 'IPC')))[0];
  const bns = (await db.select().from(acts).where(eq(acts.code, 'BNS')))[0];
  if (!ipc || !bns) return;
  const ipcSections = await idsBy(
    db.select({ id: sections.id }).from(sections).where(eq(sections.actId, ipc.id)),
  );
  const bnsSections = await idsBy(
    db.select({ id: sections.id }).from(sections).where(eq(sections.actId, bns.id)),
  );
  const titles = await db
    .select({ id: crimeTitles.id, typeId: crimeTitles.crimeTypeId })
    .from(crimeTitles);
  const today = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  let photoBudget = 90;

  for (const plan of PLAN) {
    const stations = await idsBy(
      db
        .select({ id: policeStations.id })
        .from(policeStations)
        .where(eq(policeStations.cityId, plan.cityId)),
    );
    const stationUsers = await db
      .select({ id: users.id, stationId: users.stationId })
      .from(users)
      .where(and(eq(users.role, '2'), eq(users.cityId, plan.cityId)));
    const enteringStations: { id: number | null; stationId: number | null }[] = stationUsers.length
      ? stationUsers
      : [{ id: null, stationId: stations[0] ?? null }];

    for (let i = 0; i < plan.count; i++) {
      const first = r.pick(FIRST);
      const father = r.pick(FATHER);
      const last = r.pick(SURNAME);
      const entering = r.pick(enteringStations);
      const enteringStation = entering.stationId ?? r.pick(stations);
      // Most live in the limits of the station that entered them; some elsewhere in the unit.
      const addressStation = r.next() < 0.7 ? enteringStation : r.pick(stations);
      const crimeCount = r.next() < 0.25 ? 1 : r.int(2, 6);
      const chosenTitles = Array.from({ length: crimeCount }, () => r.pick(titles));
      const historySheeter = r.next() < 0.3 ? 1 : r.next() < 0.1 ? 3 : 2;

      let photoIds: string[] = [];
      if (photoBudget > 0 && r.next() < 0.4) {
        photoBudget--;
        const id = randomUUID();
        const bytes = await avatar(`${first[1][0]}${last[1][0]}`, r.int(0, 359));
        const storageKey = `image/demo/${id}.jpg`;
        await storage.put(storageKey, bytes);
        await db.insert(files).values({
          id,
          storageKey,
          kind: 'image',
          mime: 'image/jpeg',
          size: bytes.length,
          originalName: `${first[1]}-${last[1]}.jpg`,
          uploadedBy: entering.id,
          cityId: plan.cityId,
          stationId: enteringStation,
        });
        photoIds = [id];
      }

      await db.transaction(async (tx: Executor) => {
        const [row] = await tx
          .insert(accused)
          .values({
            name: `${first[0]} ${father[0]} ${last[0]}`,
            nameEn: `${first[1]} ${father[1]} ${last[1]}`,
            age: r.int(19, 62),
            mobile: r.next() < 0.6 ? `9${r.int(100000000, 999999999)}` : null,
            religionId:
              last[1] === 'Shaikh' || last[1] === 'Khan' || first[1] === 'Imran'
                ? 2
                : r.next() < 0.9
                  ? 1
                  : 4,
            caste: '',
            address: `${r.int(1, 300)}, ${r.pick(AREAS)}`,
            addressStateId: 1,
            addressCityId: plan.cityId,
            addressStationId: addressStation,
            crimeTypeIds: [...new Set(chosenTitles.map((t) => t.typeId))],
            historySheeter,
            historyDate:
              historySheeter === 2
                ? null
                : iso(new Date(today.getTime() - r.int(200, 2500) * 86_400_000)),
            patrollingNeeded: r.next() < 0.3,
            currentCondition: r.next() < 0.08 ? 'wanted' : r.next() < 0.06 ? 'absconding' : null,
            photoIds,
            active: r.next() > 0.05,
            activeReason: '',
            crimeCount,
            crimeTitleIds: [...new Set(chosenTitles.map((t) => t.id))].sort((a, b) => a - b),
            cityId: plan.cityId,
            stationId: enteringStation,
            createdBy: entering.id,
          })
          .returning({ id: accused.id });
        if (!row) return;
        for (const title of chosenTitles) {
          const registeredOn = new Date(today.getTime() - r.int(5, 2400) * 86_400_000);
          const year = registeredOn.getUTCFullYear();
          const useBns = year >= 2024 && registeredOn >= new Date('2024-07-01');
          const statusId = r.pick([1, 1, 1, 2, 2, 3, 4]);
          const [crime] = await tx
            .insert(crimes)
            .values({
              accusedId: row.id,
              stateId: 1,
              cityId: plan.cityId,
              stationId: r.next() < 0.6 ? addressStation : r.pick(stations),
              registerNumber: String(r.int(1, 900)),
              registerYear: year,
              registeredOn: iso(registeredOn),
              crimeTitleId: title.id,
              statusId,
              courtType: statusId === 2 || statusId === 3 ? 'प्रथम वर्ग न्यायदंडाधिकारी' : null,
              statusDate:
                statusId === 2 || statusId === 3
                  ? iso(new Date(registeredOn.getTime() + 120 * 86_400_000))
                  : null,
              caseNumber: statusId === 2 || statusId === 3 ? String(r.int(100, 9999)) : null,
              punishment: statusId === 3 ? `${r.int(1, 5)} वर्षे सश्रम कारावास` : null,
              penalty: statusId === 3 ? `₹${r.int(1, 20) * 500}` : null,
              createdBy: entering.id,
            })
            .returning({ id: crimes.id });
          if (!crime) continue;
          const act = useBns ? bns : ipc;
          const pool = useBns ? bnsSections : ipcSections;
          await tx.insert(crimeSections).values(
            [...new Set([r.pick(pool), r.pick(pool)])].map((sectionId) => ({
              crimeId: crime.id,
              actId: act.id,
              sectionId,
            })),
          );
          if (r.next() < 0.4) {
            const m = r.pick(SURNAME);
            await tx.insert(crimeMembers).values({
              crimeId: crime.id,
              memberName: `${r.pick(FIRST)[0]} ${m[0]}`,
              registerNumber: '',
              registerYear: year,
            });
          }
          if (r.next() < 0.45) {
            const arrestedAt = new Date(
              registeredOn.getTime() + r.int(1, 40) * 86_400_000 + r.int(8, 20) * 3_600_000,
            );
            const aadhaar =
              r.next() < 0.5 ? `${r.int(2, 9)}${r.int(10000000000, 99999999999)}` : '';
            await tx.insert(arrests).values({
              crimeId: crime.id,
              accusedId: row.id,
              currentStatusId: r.pick([1, 2, 3, 3, 4]),
              arrestedAt,
              courtAt: new Date(arrestedAt.getTime() + 86_400_000),
              fingerprintChecked: r.next() < 0.7,
              dateOfBirth: null,
              aadhaarCipher: aadhaar ? cipher.encrypt(aadhaar) : null,
              aadhaarHash: aadhaar ? cipher.hash(aadhaar) : null,
              aadhaarLast4: aadhaar ? aadhaar.slice(-4) : null,
              cityId: plan.cityId,
              createdBy: entering.id,
            });
          }
        }
        if (crimeCount > 1 && r.next() < 0.45) {
          const typeId = r.pick([1, 2, 3, 3, 5, 6, 6, 7]);
          // Ongoing (ends in the future) or completed (ended); externments run a year or two.
          // Some start this month, so the analytical dashboard's monthly chart has new actions.
          const from = new Date(today.getTime() - r.int(0, 900) * 86_400_000);
          const months = typeId >= 5 ? r.pick([12, 24]) : 12;
          const to = new Date(from.getTime() + months * 30 * 86_400_000);
          await tx.insert(preventiveActions).values({
            accusedId: row.id,
            actionTypeId: typeId,
            chapterCase: String(r.int(1, 400)),
            chapterYear: from.getUTCFullYear(),
            bondDate: iso(from),
            dateFrom: iso(from),
            dateTo: iso(to),
            externmentCityIds: typeId >= 5 ? [plan.cityId] : [],
            orderType: typeId >= 5 ? 'तडीपार आदेश' : 'बंधपत्र',
            cityId: plan.cityId,
            stationId: enteringStation,
            createdBy: entering.id,
          });
          await refreshPreventiveCount(tx, row.id);
        }
      });
    }
  }
  // The counts written above assumed every crime insert returned a row; make sure.
  await db.execute(
    sql`update accused set crime_count = (select count(*) from crimes where crimes.accused_id = accused.id)`,
  );
}
