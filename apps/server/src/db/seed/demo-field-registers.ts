import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { STATE_ID } from '@cmis/shared';
import type { StorageDriver } from '../../platform/storage.js';
import type { Db, Executor } from '../client.js';
import {
  cctvLocations,
  files,
  patrolSpots,
  policeStations,
  summons,
  users,
} from '../schema/index.js';
import { guidancePdf } from './demo-files.js';

/**
 * Demo patrol spots, summons entries and CCTV locations for Pune City (1) and Nagpur City (3):
 * deterministic (no randomness, so every demo database looks the same) and written once.
 */

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A fixed 15-character code per demo spot, so a printed demo QR keeps working. */
function demoCode(seed: number): string {
  let x = (seed * 2654435761) >>> 0;
  let code = '';
  for (let i = 0; i < 15; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    code += CODE_ALPHABET[(x >>> 16) % CODE_ALPHABET.length];
  }
  return `D${code.slice(1)}`;
}

interface DemoStation {
  cityId: number;
  nameEn: string;
  /** Near the station, where the geotagged spots sit. */
  lat: number;
  lng: number;
  spots: [name: string, landmark: string, spotTypeId: number][];
}

const STATIONS: DemoStation[] = [
  {
    cityId: 1,
    nameEn: 'Shivajinagar',
    lat: 18.5308,
    lng: 73.8475,
    spots: [
      ['शिवाजीनगर बसस्थानक', 'मुख्य प्रवेशद्वार, जंगली महाराज रस्ता', 5],
      ['पुणे विद्यापीठ चौक एटीएम', 'गणेशखिंड रस्ता, विद्यापीठ चौकाजवळ', 1],
      ['मॉडर्न महाविद्यालय', 'शिवाजीनगर, गोखले रस्ता', 9],
      ['शिवाजीनगर रेल्वे स्थानक', 'फलाट क्रमांक १ समोर', 6],
      ['FC Road market', 'Opposite Goodluck Cafe, Fergusson College Road', 7],
      ['JM Road jewellers lane', 'Behind Sambhaji Park, Jangli Maharaj Road', 3],
      ['Bank of Maharashtra, Shivajinagar', 'Lokmangal building, University Road', 2],
      ['पाताळेश्वर लेणी परिसर', 'जंगली महाराज रस्ता', 8],
      ['Wakdewadi petrol pump', 'Old Mumbai-Pune Highway', 4],
      ['संचेती चौक भुयारी मार्ग', 'संचेती रुग्णालयाजवळ', 12],
    ],
  },
  {
    cityId: 1,
    nameEn: 'Kothrud',
    lat: 18.5074,
    lng: 73.8077,
    spots: [
      ['कोथरूड बसस्थानक', 'पौड रस्ता, डेपोसमोर', 5],
      ['करिष्मा चौक एटीएम', 'करिष्मा सोसायटीजवळ', 1],
      ['Karve Road jewellers', 'Near Nal Stop, Karve Road', 3],
      ['MIT College gate', 'Paud Road, Kothrud', 9],
      ['Kothrud vegetable market', 'Near Ideal Colony, Paud Road', 7],
      ['मृत्युंजयेश्वर मंदिर', 'कोथरूड गावठाण', 8],
      ['HP petrol pump, Paud Road', 'Near Vanaz corner', 4],
      ['Chandani Chowk underpass', 'Mumbai-Bengaluru highway service road', 12],
      ['शास्त्रीनगर सोसायटी', 'गल्ली क्रमांक ४, कोथरूड', 11],
      ['Dahanukar Colony canal road', 'Near the canal bridge', 10],
    ],
  },
  {
    cityId: 3,
    nameEn: 'Sitabuldi',
    lat: 21.1466,
    lng: 79.0849,
    spots: [
      ['सीताबर्डी मुख्य बाजार', 'मोदी क्रमांक ३, सीताबर्डी', 7],
      ['नागपूर रेल्वे स्थानक', 'पश्चिम प्रवेशद्वार', 6],
      ['Variety Square ATM', 'Near Variety Square, Sitabuldi', 1],
      ['Munje Chowk jewellers', 'Munje Chowk, Sitabuldi', 3],
      ['Sitabuldi fort gate', 'Near Sitabuldi fort road', 10],
      ['मोरभवन बसस्थानक', 'झाशी राणी चौकाजवळ', 5],
      ['State Bank of India, Kingsway', 'Kingsway, near the railway bridge', 2],
      ['टेकडी गणेश मंदिर', 'सीताबर्डी किल्ल्याखाली', 8],
      ['Dhantoli petrol pump', 'Wardha Road, Dhantoli', 4],
      ['Yashwant Stadium lane', 'Behind Yashwant Stadium', 12],
    ],
  },
];

const PERSONS = ['पो.हे.कॉ. पाटील', 'पो.ना. जाधव', 'पो.कॉ. शिंदे', 'बीट मार्शल २', 'पो.हे.कॉ. देशमुख'];

async function stationId(db: Executor, cityId: number, nameEn: string): Promise<number> {
  const rows = await db
    .select({ id: policeStations.id })
    .from(policeStations)
    .where(and(eq(policeStations.cityId, cityId), eq(policeStations.nameEn, nameEn)));
  const row = rows[0];
  if (!row) throw new Error(`demo field registers: no station ${nameEn} in unit ${cityId}`);
  return row.id;
}

async function userId(db: Executor, userid: string): Promise<number | null> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.userid, userid));
  return rows[0]?.id ?? null;
}

async function seedSpots(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(patrolSpots);
  if ((existing?.n ?? 0) > 0) return;
  let seed = 1;
  for (const s of STATIONS) {
    const station = await stationId(db, s.cityId, s.nameEn);
    const createdBy = await userId(db, s.cityId === 1 ? 'pune.admin' : 'nagpur.admin');
    await db.insert(patrolSpots).values(
      s.spots.map(([name, landmark, spotTypeId], i) => {
        // Every third spot has been scanned once in the field, so it is tagged where it stands.
        const tagged = i % 3 === 0;
        return {
          code: demoCode(seed++),
          name,
          landmark,
          spotTypeId,
          spotTime: i % 2 === 0 ? ('night' as const) : ('day' as const),
          patrollingPerson: PERSONS[i % PERSONS.length] ?? '',
          stateId: STATE_ID,
          cityId: s.cityId,
          stationId: station,
          geotagged: tagged,
          latitude: tagged ? s.lat + ((i % 5) - 2) * 0.0021 : null,
          longitude: tagged ? s.lng + ((i % 4) - 1.5) * 0.0024 : null,
          geotaggedAt: tagged ? new Date(Date.UTC(2026, 9, 1 + i, 16, 30)) : null,
          createdBy,
          createdRole: '4',
          createdAt: new Date(Date.UTC(2026, 8, 10 + i, 5, 0)),
        };
      }),
    );
  }
}

async function storePdf(
  db: Executor,
  storage: StorageDriver,
  name: string,
  title: string,
  uploadedBy: number | null,
  cityId: number,
): Promise<string> {
  const id = randomUUID();
  const storageKey = `pdf/demo/${id}.pdf`;
  const bytes = guidancePdf(title, [
    'Demo document for the CMIS summons register.',
    'Issued by the court and forwarded by the unit to the police station.',
  ]);
  await storage.put(storageKey, bytes);
  await db.insert(files).values({
    id,
    storageKey,
    kind: 'pdf',
    mime: 'application/pdf',
    size: bytes.length,
    originalName: name,
    uploadedBy,
    cityId,
  });
  return id;
}

interface DemoSummons {
  cityId: number;
  station: string;
  stage: 'registered' | 'fetched' | 'completed';
  crimeType: number;
  partyType: number;
  partyName: string;
  partyAddress: string;
  court: string;
}

const SUMMONS: DemoSummons[] = [
  {
    cityId: 1,
    station: 'Kothrud',
    stage: 'registered',
    crimeType: 1,
    partyType: 2,
    partyName: 'सुनील रामचंद्र गायकवाड',
    partyAddress: 'फ्लॅट १२, मयूर कॉलनी, कोथरूड, पुणे',
    court: 'प्रथम वर्ग न्यायदंडाधिकारी, शिवाजीनगर न्यायालय, पुणे',
  },
  {
    cityId: 1,
    station: 'Kothrud',
    stage: 'fetched',
    crimeType: 2,
    partyType: 1,
    partyName: 'Rahul Dattatray Kamble',
    partyAddress: 'Lane 3, Shastri Nagar, Kothrud, Pune',
    court: 'Sessions Court, Pune',
  },
  {
    cityId: 1,
    station: 'Kothrud',
    stage: 'completed',
    crimeType: 1,
    partyType: 1,
    partyName: 'अमोल सुरेश भोसले',
    partyAddress: 'गल्ली क्र. ५, केळेवाडी, कोथरूड, पुणे',
    court: 'प्रथम वर्ग न्यायदंडाधिकारी, शिवाजीनगर न्यायालय, पुणे',
  },
  {
    cityId: 1,
    station: 'Shivajinagar',
    stage: 'registered',
    crimeType: 3,
    partyType: 4,
    partyName: 'Meena Prakash Salve (guardian)',
    partyAddress: 'Room 7, Wadarwadi, Shivajinagar, Pune',
    court: 'Juvenile Justice Board, Pune',
  },
  {
    cityId: 1,
    station: 'Shivajinagar',
    stage: 'completed',
    crimeType: 2,
    partyType: 1,
    partyName: 'सचिन बाळू मोरे',
    partyAddress: 'पाटील इस्टेट, शिवाजीनगर, पुणे',
    court: 'सत्र न्यायालय, पुणे',
  },
  {
    cityId: 3,
    station: 'Sitabuldi',
    stage: 'registered',
    crimeType: 1,
    partyType: 2,
    partyName: 'प्रशांत वसंतराव ठाकरे',
    partyAddress: 'धंतोली, नागपूर',
    court: 'मुख्य न्यायदंडाधिकारी, नागपूर',
  },
  {
    cityId: 3,
    station: 'Sitabuldi',
    stage: 'fetched',
    crimeType: 4,
    partyType: 3,
    partyName: 'Shabana Irfan Sheikh',
    partyAddress: 'Mominpura, Nagpur',
    court: 'Family Court, Nagpur',
  },
  {
    cityId: 3,
    station: 'Sitabuldi',
    stage: 'completed',
    crimeType: 2,
    partyType: 1,
    partyName: 'विजय श्यामराव उईके',
    partyAddress: 'रामदासपेठ, नागपूर',
    court: 'सत्र न्यायालय, नागपूर',
  },
];

async function seedSummons(db: Db, storage: StorageDriver): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(summons);
  if ((existing?.n ?? 0) > 0) return;
  let serial = 101;
  for (const [i, s] of SUMMONS.entries()) {
    const station = await stationId(db, s.cityId, s.station);
    const admin = await userId(db, s.cityId === 1 ? 'pune.admin' : 'nagpur.admin');
    const stationUser = await userId(
      db,
      s.station === 'Kothrud'
        ? 'pune.kothrud'
        : s.station === 'Shivajinagar'
          ? 'pune.shivajinagar'
          : 'nagpur.sitabuldi',
    );
    const day = (n: number) => `2026-10-${String(n).padStart(2, '0')}`;
    const registerFileId = await storePdf(
      db,
      storage,
      `summons-${serial}.pdf`,
      `Summons register entry ${serial}`,
      admin,
      s.cityId,
    );
    const fetched = s.stage !== 'registered';
    const completed = s.stage === 'completed';
    const stationFileId = completed
      ? await storePdf(
          db,
          storage,
          `summons-${serial}-served.pdf`,
          `Served report ${serial}`,
          stationUser,
          s.cityId,
        )
      : null;
    await db.insert(summons).values({
      stage: s.stage,
      serialNo: String(serial++),
      receivedOn: day(2 + i),
      courtName: s.court,
      crimeNo: `${120 + i * 7}/2026`,
      caseNo: `RCC ${340 + i * 11}/2026`,
      crimeType: s.crimeType,
      assignedOn: day(3 + i),
      partyType: s.partyType,
      partyName: s.partyName,
      partyAddress: s.partyAddress,
      stateId: STATE_ID,
      cityId: s.cityId,
      stationId: station,
      registerFileId,
      createdBy: admin,
      createdAt: new Date(Date.UTC(2026, 9, 3 + i, 6, 0)),
      ...(fetched
        ? {
            fetchedOn: day(5 + i),
            handoverName: i % 2 ? 'पो.हे.कॉ. संजय पवार' : 'पो.ना. अनिता कदम',
            handoverMobile: `98220${String(41000 + i * 137).padStart(5, '0')}`,
            firstUpdateBy: admin,
            firstUpdateAt: new Date(Date.UTC(2026, 9, 5 + i, 7, 0)),
          }
        : {}),
      ...(completed
        ? {
            informed: 'YES' as const,
            sentBy: i % 2 ? ('post' as const) : ('in-person' as const),
            finalDocNo: `जा.क्र. ${550 + i}/2026`,
            finalDocDate: day(9 + i),
            stationFileId,
            stationUpdateBy: stationUser,
            stationUpdateAt: new Date(Date.UTC(2026, 9, 9 + i, 8, 0)),
          }
        : {}),
    });
  }
}

const CCTV: {
  cityId: number;
  station: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  cameras: number;
  owner: 'government' | 'private' | 'public-private';
  status: 'working' | 'not-working';
  contact: string;
}[] = [
  {
    cityId: 1,
    station: 'Shivajinagar',
    name: 'Shivajinagar bus stand junction',
    address: 'Jangli Maharaj Road, Shivajinagar',
    lat: 18.5314,
    lng: 73.8497,
    cameras: 6,
    owner: 'government',
    status: 'working',
    contact: '',
  },
  {
    cityId: 1,
    station: 'Shivajinagar',
    name: 'सिमला ऑफिस चौक',
    address: 'गणेशखिंड रस्ता',
    lat: 18.5301,
    lng: 73.8493,
    cameras: 4,
    owner: 'government',
    status: 'working',
    contact: '',
  },
  {
    cityId: 1,
    station: 'Shivajinagar',
    name: 'FC Road shops association',
    address: 'Fergusson College Road',
    lat: 18.5236,
    lng: 73.8412,
    cameras: 12,
    owner: 'private',
    status: 'working',
    contact: '9822012345',
  },
  {
    cityId: 1,
    station: 'Kothrud',
    name: 'Karve Road - Nal Stop',
    address: 'Nal Stop, Karve Road',
    lat: 18.5089,
    lng: 73.8328,
    cameras: 5,
    owner: 'government',
    status: 'working',
    contact: '',
  },
  {
    cityId: 1,
    station: 'Kothrud',
    name: 'कोथरूड बसस्थानक',
    address: 'पौड रस्ता, कोथरूड',
    lat: 18.5077,
    lng: 73.8073,
    cameras: 3,
    owner: 'public-private',
    status: 'not-working',
    contact: '9890054321',
  },
  {
    cityId: 1,
    station: 'Kothrud',
    name: 'Chandani Chowk',
    address: 'Mumbai-Bengaluru highway',
    lat: 18.5083,
    lng: 73.7857,
    cameras: 8,
    owner: 'government',
    status: 'working',
    contact: '',
  },
  {
    cityId: 3,
    station: 'Sitabuldi',
    name: 'Variety Square',
    address: 'Sitabuldi main road',
    lat: 21.1438,
    lng: 79.0826,
    cameras: 6,
    owner: 'government',
    status: 'working',
    contact: '',
  },
  {
    cityId: 3,
    station: 'Sitabuldi',
    name: 'सीताबर्डी मुख्य बाजार',
    address: 'मोदी क्रमांक ३',
    lat: 21.1462,
    lng: 79.0841,
    cameras: 10,
    owner: 'private',
    status: 'working',
    contact: '9423012345',
  },
  {
    cityId: 3,
    station: 'Sitabuldi',
    name: 'Nagpur railway station west gate',
    address: 'Kingsway',
    lat: 21.1522,
    lng: 79.0881,
    cameras: 16,
    owner: 'public-private',
    status: 'not-working',
    contact: '',
  },
];

async function seedCctv(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(cctvLocations);
  if ((existing?.n ?? 0) > 0) return;
  for (const c of CCTV) {
    await db.insert(cctvLocations).values({
      name: c.name,
      stateId: STATE_ID,
      cityId: c.cityId,
      stationId: await stationId(db, c.cityId, c.station),
      address: c.address,
      latitude: c.lat,
      longitude: c.lng,
      cameraCount: c.cameras,
      owner: c.owner,
      status: c.status,
      contactMobile: c.contact,
      createdBy: await userId(db, c.cityId === 1 ? 'pune.admin' : 'nagpur.admin'),
    });
  }
}

export async function seedDemoFieldRegisters(db: Db, storage: StorageDriver): Promise<void> {
  await seedSpots(db);
  await seedSummons(db, storage);
  await seedCctv(db);
}
