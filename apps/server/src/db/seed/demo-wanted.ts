import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { StorageDriver } from '../../platform/storage.js';
import { withTransaction, type Db, type Executor } from '../client.js';
import {
  acts,
  files,
  policeStations,
  sections,
  users,
  wantedCrimes,
  wantedCrimeSections,
  wantedParticulars,
} from '../schema/index.js';
import { guidancePdf } from './demo-files.js';

/** A plain head-and-shoulders silhouette: demo records need a photo, never a real face. */
async function silhouetteJpeg(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="360">
    <rect width="300" height="360" fill="hsl(${hue},25%,86%)"/>
    <circle cx="150" cy="130" r="70" fill="hsl(${hue},20%,45%)"/>
    <path d="M30 360 c0 -90 55 -130 120 -130 s120 40 120 130 z" fill="hsl(${hue},20%,45%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function storeFile(
  db: Executor,
  storage: StorageDriver,
  file: { kind: 'image' | 'pdf'; name: string; bytes: Buffer; uploadedBy: number; cityId: number },
): Promise<string> {
  const id = randomUUID();
  const storageKey = `${file.kind}/demo/${id}.${file.kind === 'image' ? 'jpg' : 'pdf'}`;
  await storage.put(storageKey, file.bytes);
  await db.insert(files).values({
    id,
    storageKey,
    kind: file.kind,
    mime: file.kind === 'image' ? 'image/jpeg' : 'application/pdf',
    size: file.bytes.length,
    originalName: file.name,
    uploadedBy: file.uploadedBy,
    cityId: file.cityId,
  });
  return id;
}

interface PersonSeed {
  typeId: number;
  name: string;
  address: string;
  externmentArea?: string;
  members?: string[];
  /** Register number, year and IPC section codes of one crime entry. */
  crime?: { number: string; year: number; codes: string[]; member?: string; court?: string };
  pdf?: string;
}

interface UnitSeed {
  cityId: number;
  admin: string;
  persons: PersonSeed[];
  vehicles: { typeId: number; no: string; model: string; colour: string; chassis: string }[];
  licences: { licenceNo: string; name: string; address: string }[];
  mobiles: { typeId: number; mobile: string; imei: string; model: string; colour: string }[];
}

const UNITS: UnitSeed[] = [
  {
    cityId: 1,
    admin: 'pune.admin',
    persons: [
      {
        typeId: 1,
        name: 'संतोष बाळू जाधव',
        address: 'लोहियानगर गल्ली क्र. 4 पुणे',
        members: ['अमोल बाळू जाधव'],
        crime: { number: '214', year: 2025, codes: ['379', '34'], member: 'अमोल जाधव' },
      },
      {
        typeId: 1,
        name: 'Imran Shaikh',
        address: 'Kondhwa Khurd Pune',
        crime: { number: '88', year: 2024, codes: ['392'], court: 'RCC 1123-2024' },
      },
      {
        typeId: 2,
        name: 'विकास उर्फ विक्या शिंदे',
        address: 'जनता वसाहत पर्वती पुणे',
        crime: { number: '301', year: 2023, codes: ['454', '380'] },
      },
      {
        typeId: 3,
        name: 'गणेश मारुती कांबळे',
        address: 'ताडीवाला रोड पुणे',
        externmentArea: 'पुणे शहर व पुणे ग्रामीण जिल्हा',
        members: ['राहुल कांबळे', 'सचिन लोंढे'],
        pdf: 'Externment order MPA 55',
      },
      {
        typeId: 4,
        name: 'Rohit alias Bablya Gaikwad',
        address: 'Yerawada Pune',
        externmentArea: 'Pune City and Pune Rural for 2 years',
        crime: { number: '56', year: 2025, codes: ['457', '380'] },
        pdf: 'Externment order MPA 56',
      },
      {
        typeId: 5,
        name: 'सुनील दत्तात्रय पवार',
        address: 'हडपसर गाडीतळ पुणे',
        externmentArea: 'पुणे शहर पिंपरी चिंचवड व पुणे ग्रामीण',
      },
      {
        typeId: 6,
        name: 'अक्षय उर्फ पप्पू मोरे',
        address: 'वारजे माळवाडी पुणे',
        crime: { number: '412', year: 2024, codes: ['395'] },
      },
      { typeId: 7, name: 'Sagar Ramesh Dhotre', address: 'Kothrud Depot Pune' },
    ],
    vehicles: [
      {
        typeId: 8,
        no: 'MH12QW4589',
        model: 'Honda Activa 6G',
        colour: 'Grey',
        chassis: 'ME4JF91CKMG012345',
      },
      {
        typeId: 8,
        no: 'MH14GH7712',
        model: 'Bajaj Pulsar 150',
        colour: 'Black',
        chassis: 'MD2A11CZ9LCA54321',
      },
      {
        typeId: 9,
        no: 'MH12KL0091',
        model: 'Maruti Swift',
        colour: 'White',
        chassis: 'MA3FJEB1S00987654',
      },
    ],
    licences: [
      { licenceNo: 'PUNE-ARMS-2016-0231', name: 'Prakash Nimbalkar', address: 'Baner Road Pune' },
      { licenceNo: 'PUNE-ARMS-2019-0874', name: 'शशिकांत देशमुख', address: 'सदाशिव पेठ पुणे' },
    ],
    mobiles: [
      {
        typeId: 11,
        mobile: '9822011234',
        imei: '356938035643809',
        model: 'Samsung Galaxy A52',
        colour: 'Black',
      },
      {
        typeId: 12,
        mobile: '9763304455',
        imei: '490154203237518',
        model: 'Redmi Note 12',
        colour: 'Blue',
      },
      {
        typeId: 13,
        mobile: '8007712390',
        imei: '353918057721046',
        model: 'Vivo Y21',
        colour: 'Gold',
      },
    ],
  },
  {
    cityId: 3,
    admin: 'nagpur.admin',
    persons: [
      {
        typeId: 1,
        name: 'मनोज उर्फ मन्या ठाकरे',
        address: 'इतवारी नागपूर',
        crime: { number: '145', year: 2025, codes: ['379'] },
      },
      { typeId: 2, name: 'Shahid Ansari', address: 'Mominpura Nagpur' },
      {
        typeId: 3,
        name: 'राजू उर्फ रज्या मेश्राम',
        address: 'जरीपटका नागपूर',
        externmentArea: 'नागपूर शहर व नागपूर ग्रामीण',
        pdf: 'Externment order MPA 55',
      },
      {
        typeId: 4,
        name: 'Ajay Bawane',
        address: 'Sakkardara Nagpur',
        externmentArea: 'Nagpur City and Wardha district',
      },
      { typeId: 5, name: 'किशोर वानखेडे', address: 'हुडकेश्वर नागपूर', externmentArea: 'नागपूर शहर' },
      { typeId: 6, name: 'Pankaj Raut', address: 'Ajni Nagpur' },
      { typeId: 7, name: 'सुरज गावंडे', address: 'सीताबर्डी नागपूर' },
    ],
    vehicles: [
      {
        typeId: 8,
        no: 'MH31EK2201',
        model: 'TVS Apache RTR',
        colour: 'Red',
        chassis: 'MD634KE48M2A11111',
      },
      {
        typeId: 9,
        no: 'MH49AB6620',
        model: 'Hyundai i10',
        colour: 'Silver',
        chassis: 'MALA851CLKM222222',
      },
    ],
    licences: [
      { licenceNo: 'NGP-ARMS-2018-0112', name: 'Devendra Tiwari', address: 'Civil Lines Nagpur' },
    ],
    mobiles: [
      {
        typeId: 11,
        mobile: '9890123456',
        imei: '861536030196001',
        model: 'OnePlus Nord CE',
        colour: 'Grey',
      },
      {
        typeId: 12,
        mobile: '7020456789',
        imei: '352099001761481',
        model: 'iPhone 11',
        colour: 'White',
      },
      {
        typeId: 13,
        mobile: '9373301122',
        imei: '013977000272744',
        model: 'Oppo A78',
        colour: 'Green',
      },
    ],
  },
];

/**
 * Wanted particulars of every type (1-13) for Pune City and Nagpur City, entered by each
 * unit's admin. Deterministic and run once: nothing is added when particulars exist.
 */
export async function seedDemoWanted(db: Db, storage: StorageDriver): Promise<void> {
  const existing = await db.select({ n: count() }).from(wantedParticulars);
  if ((existing[0]?.n ?? 0) > 0) return;

  const ipcRows = await db
    .select({ id: sections.id, actId: sections.actId, code: sections.code })
    .from(sections)
    .innerJoin(acts, eq(acts.id, sections.actId))
    .where(
      and(
        eq(acts.code, 'IPC'),
        inArray(sections.code, ['34', '379', '380', '392', '395', '454', '457']),
      ),
    );
  const ipc = new Map(ipcRows.map((s) => [s.code, s]));

  await withTransaction(db, async (tx) => {
    for (const [u, unit] of UNITS.entries()) {
      const admin = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.userid, unit.admin));
      const adminId = admin[0]?.id;
      if (adminId === undefined) continue;
      const stations = await tx
        .select({ id: policeStations.id })
        .from(policeStations)
        .where(eq(policeStations.cityId, unit.cityId))
        .orderBy(asc(policeStations.id));
      const stationAt = (i: number) => stations[i % stations.length]?.id ?? null;
      let at = 0;
      // Older records first, a day apart, so the table's newest-first order is stable.
      const nextDate = () => new Date(Date.UTC(2025, 9, 1 + u * 40 + at++, 6, 30));
      const base = { cityId: unit.cityId, createdBy: adminId };

      for (const [i, p] of unit.persons.entries()) {
        const when = nextDate();
        const photoFileId = await storeFile(tx, storage, {
          kind: 'image',
          name: `w_photo_${unit.cityId}_${i + 1}.jpg`,
          bytes: await silhouetteJpeg((i * 47 + u * 90) % 360),
          uploadedBy: adminId,
          cityId: unit.cityId,
        });
        const pdfFileId = p.pdf
          ? await storeFile(tx, storage, {
              kind: 'pdf',
              name: `w_${p.pdf.replace(/\s+/g, '_')}.pdf`,
              bytes: guidancePdf(p.pdf, [
                `Order under the Maharashtra Police Act, 1951 against ${p.name}.`,
                `Externment area: ${p.externmentArea ?? ''}`,
              ]),
              uploadedBy: adminId,
              cityId: unit.cityId,
            })
          : null;
        const stationId = stationAt(i);
        const inserted = await tx
          .insert(wantedParticulars)
          .values({
            ...base,
            typeId: p.typeId,
            name: p.name,
            address: p.address,
            addressStateId: 1,
            addressCityId: unit.cityId,
            addressStationId: stationId,
            externmentArea: p.externmentArea ?? null,
            members: p.members ?? [],
            photoFileId,
            pdfFileId,
            crimeCount: p.crime ? 1 : 0,
            createdAt: when,
            updatedAt: when,
          })
          .returning({ id: wantedParticulars.id });
        const particularId = inserted[0]?.id;
        if (!p.crime || particularId === undefined || stationId === null) continue;
        const crime = await tx
          .insert(wantedCrimes)
          .values({
            particularId,
            position: 0,
            memberName: p.crime.member ?? p.name,
            registerNumber: p.crime.number,
            registerYear: p.crime.year,
            courtCaseNo: p.crime.court ?? '',
            stateId: 1,
            cityId: unit.cityId,
            stationId,
          })
          .returning({ id: wantedCrimes.id });
        const crimeId = crime[0]?.id;
        const pairs = p.crime.codes.flatMap((code) => {
          const s = ipc.get(code);
          return s && crimeId !== undefined ? [{ crimeId, actId: s.actId, sectionId: s.id }] : [];
        });
        if (pairs.length > 0) await tx.insert(wantedCrimeSections).values(pairs);
      }

      for (const [i, v] of unit.vehicles.entries()) {
        const when = nextDate();
        await tx.insert(wantedParticulars).values({
          ...base,
          typeId: v.typeId,
          vehicleNo: v.no,
          model: v.model,
          colour: v.colour,
          chassisNo: v.chassis,
          photoFileId:
            i === 0
              ? await storeFile(tx, storage, {
                  kind: 'image',
                  name: `w_vehicle_${v.no}.jpg`,
                  bytes: await silhouetteJpeg(200),
                  uploadedBy: adminId,
                  cityId: unit.cityId,
                })
              : null,
          createdAt: when,
          updatedAt: when,
        });
      }

      for (const [i, l] of unit.licences.entries()) {
        const when = nextDate();
        await tx.insert(wantedParticulars).values({
          ...base,
          typeId: 10,
          licenceNo: l.licenceNo,
          name: l.name,
          address: l.address,
          addressStateId: 1,
          addressCityId: unit.cityId,
          addressStationId: stationAt(i + 2),
          createdAt: when,
          updatedAt: when,
        });
      }

      for (const [i, m] of unit.mobiles.entries()) {
        const when = nextDate();
        await tx.insert(wantedParticulars).values({
          ...base,
          typeId: m.typeId,
          mobileNo: m.mobile,
          imeiNo: m.imei,
          model: m.model,
          colour: m.colour,
          // One record switched off shows the In Active tag.
          status: i === 2 ? 0 : 1,
          createdAt: when,
          updatedAt: when,
        });
      }
    }
  });
}
