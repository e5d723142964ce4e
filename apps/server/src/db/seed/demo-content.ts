import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { generatePassword } from '@cmis/shared';
import { hashPassword } from '../../platform/passwords.js';
import type { StorageDriver } from '../../platform/storage.js';
import type { Db, Executor } from '../client.js';
import {
  appUsers,
  contentItems,
  faqItems,
  files,
  landingImages,
  policeStations,
  users,
} from '../schema/index.js';
import { bannerJpeg, guidancePdf } from './demo-files.js';

async function userId(db: Executor, userid: string): Promise<number> {
  const rows = await db
    .select({ id: users.id, cityId: users.cityId })
    .from(users)
    .where(eq(users.userid, userid));
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`demo content: no user ${userid}`);
  return id;
}

async function storeFile(
  db: Executor,
  storage: StorageDriver,
  file: {
    kind: 'image' | 'pdf';
    name: string;
    bytes: Buffer;
    uploadedBy: number;
    cityId: number | null;
  },
): Promise<string> {
  const id = randomUUID();
  const ext = file.kind === 'image' ? 'jpg' : 'pdf';
  const storageKey = `${file.kind}/demo/${id}.${ext}`;
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

const COVERAGE = [
  {
    title: 'Nakabandi Drive',
    sub: 'Night checking at 42 points across Pune City',
    caption: 'पुणे शहरात रात्रीची नाकाबंदी',
    hue: 215,
  },
  {
    title: 'Chain Snatching Gang Held',
    sub: 'Crime Branch Unit 2 recovers 310 g of gold',
    caption: 'सोनसाखळी चोरांची टोळी जेरबंद',
    hue: 200,
  },
  {
    title: 'Externment Orders Served',
    sub: '18 habitual offenders externed under MPA 56',
    caption: 'सराईत गुन्हेगारांवर तडीपारीची कारवाई',
    hue: 230,
  },
];
const MEDIA = [
  {
    title: 'Mohalla Committee Meeting',
    sub: 'Citizens and beat officers, Sitabuldi',
    caption: 'सीताबर्डी येथे मोहल्ला समिती बैठक',
    hue: 160,
  },
  {
    title: 'CMIS Training Workshop',
    sub: 'Station writers trained on accused records',
    caption: 'पोलीस ठाणे कर्मचाऱ्यांचे सीएमआयएस प्रशिक्षण',
    hue: 265,
  },
];

const FAQ_TEXT: Record<number, [string, string[]]> = {
  1: [
    'How to enter accused information',
    [
      'Open the accused form from the menu and press Add new accused. First search by name so that a person already on record is not entered twice.',
      'Step 1: fill the personal details (name, age, address, police station, religion) and attach a recent photograph.',
      'Step 2: add every crime with its register number, year, act and sections. At least one crime is required.',
      'Step 3: other information such as gang membership, assets and vehicles is optional but helps the investigating officer.',
    ],
  ],
  2: [
    'Option to search act and section',
    [
      'Acts and sections are kept by the state control room on the Act/Section screen.',
      'In the crime form, choose the act first; the section list then shows only the sections of that act. Type a number or a word to search.',
      'If a section you need is missing, ask the state control room to add it; it appears at once in every form.',
    ],
  ],
  3: [
    'How the 2-plus list is prepared',
    [
      'An accused person with more than one registered crime against property is counted in the 2-plus list.',
      'The count uses every crime recorded for the person, in any police station of the state, so enter all crimes completely.',
    ],
  ],
  4: [
    'Guidance for filling preventive action',
    [
      'Record each chapter case with its number and year, the bond date and the period of the order.',
      'For externment orders under sections 55, 56 and 57 of the Maharashtra Police Act, also record the area from which the person is externed and upload the order as a PDF.',
    ],
  ],
  5: [
    'Guidance for filling absconding accused',
    [
      'When an accused is absconding, set the current condition to absconding so that the person appears in the Wanted list of the unit.',
      'Add a recent photograph and the last known address. Update the record as soon as the person is arrested.',
    ],
  ],
};

/** Password of the field-app demo users, for trying /field (README demo accounts). */
export const FIELD_DEMO_PASSWORD = 'Cmis#Field1';

/** One approved app user per demo police station, phone 91000000NN. */
export const FIELD_DEMO_USERS = [
  { first: 'Sunil', last: 'Patil', phone: '9100000001', unit: 1, station: 'Shivajinagar' },
  { first: 'Mahesh', last: 'Kale', phone: '9100000002', unit: 1, station: 'Kothrud' },
  { first: 'Dnyaneshwar', last: 'Ingle', phone: '9100000003', unit: 3, station: 'Sitabuldi' },
  { first: 'Anil', last: 'Sawant', phone: '9100000004', unit: 1, station: 'Deccan' },
  { first: 'Santosh', last: 'Bhosale', phone: '9100000005', unit: 1, station: 'Swargate' },
  { first: 'Rajesh', last: 'Lokhande', phone: '9100000006', unit: 1, station: 'Hadapsar' },
  { first: 'Manoj', last: 'Raut', phone: '9100000007', unit: 3, station: 'Sadar' },
  { first: 'Sandeep', last: 'Dhote', phone: '9100000008', unit: 3, station: 'Dhantoli' },
] as const;

const APP_USERS: {
  first: string;
  last: string;
  phone: string;
  status: 0 | 1 | 2;
  unit: number;
  station: string;
  /** Field-app demo users (issue 5 §7) get FIELD_DEMO_PASSWORD and no forced change. */
  fieldDemo?: boolean;
}[] = [
  {
    first: 'Sachin',
    last: 'Pawar',
    phone: '9822000101',
    status: 1,
    unit: 1,
    station: 'Shivajinagar',
  },
  { first: 'Rahul', last: 'Jadhav', phone: '9822000102', status: 1, unit: 1, station: 'Kothrud' },
  { first: 'Swati', last: 'Kulkarni', phone: '9822000103', status: 0, unit: 1, station: 'Deccan' },
  { first: 'Amol', last: 'Shinde', phone: '9822000104', status: 0, unit: 1, station: 'Swargate' },
  {
    first: 'Prakash',
    last: 'Gaikwad',
    phone: '9822000105',
    status: 2,
    unit: 1,
    station: 'Hadapsar',
  },
  { first: 'Nilesh', last: 'More', phone: '9822000106', status: 1, unit: 1, station: 'Kothrud' },
  {
    first: 'Vaishali',
    last: 'Deshmukh',
    phone: '9822000107',
    status: 0,
    unit: 1,
    station: 'Shivajinagar',
  },
  {
    first: 'Ganesh',
    last: 'Wankhede',
    phone: '9823000201',
    status: 1,
    unit: 3,
    station: 'Sitabuldi',
  },
  { first: 'Pooja', last: 'Thakre', phone: '9823000202', status: 0, unit: 3, station: 'Sadar' },
  { first: 'Vijay', last: 'Meshram', phone: '9823000203', status: 2, unit: 3, station: 'Dhantoli' },
  { first: 'Kiran', last: 'Bhoyar', phone: '9823000204', status: 1, unit: 3, station: 'Sitabuldi' },
  ...FIELD_DEMO_USERS.map((u) => ({ ...u, status: 1 as const, fieldDemo: true })),
];

async function stationId(db: Executor, cityId: number, nameEn: string): Promise<number> {
  const rows = await db
    .select({ id: policeStations.id })
    .from(policeStations)
    .where(eq(policeStations.nameEn, nameEn));
  const row = rows[0];
  if (!row) throw new Error(`demo content: no station ${nameEn} in ${cityId}`);
  return row.id;
}

/**
 * App users, news, notifications, help and about-us items, FAQ documents and landing
 * images, written once (when no landing image exists yet) on top of the demo accounts.
 */
export async function seedDemoContent(db: Db, storage: StorageDriver): Promise<void> {
  const existing = await db.select({ n: count() }).from(landingImages);
  if ((existing[0]?.n ?? 0) > 0) return;
  const state = await userId(db, 'superadmin');
  const pune = await userId(db, 'pune.admin');
  const nagpur = await userId(db, 'nagpur.admin');

  const images = new Map<string, string>();
  for (const [section, list] of [
    ['coverage', COVERAGE],
    ['media', MEDIA],
  ] as const) {
    for (const b of list) {
      const id = await storeFile(db, storage, {
        kind: 'image',
        name: `${b.title}.jpg`,
        bytes: await bannerJpeg(b.title, b.sub, b.hue),
        uploadedBy: state,
        cityId: null,
      });
      images.set(b.title, id);
      await db.insert(landingImages).values({ section, caption: b.caption, fileId: id });
    }
  }
  for (const [id, [title, paragraphs]] of Object.entries(FAQ_TEXT)) {
    const fileId = await storeFile(db, storage, {
      kind: 'pdf',
      name: `${title}.pdf`,
      bytes: guidancePdf(title, paragraphs),
      uploadedBy: state,
      cityId: null,
    });
    await db
      .update(faqItems)
      .set({ fileId })
      .where(eq(faqItems.id, Number(id)));
  }

  const newsImage = await storeFile(db, storage, {
    kind: 'image',
    name: 'gang-arrested.jpg',
    bytes: await bannerJpeg('Gang of 4 Arrested', '23 house-breaking cases solved, Kothrud', 10),
    uploadedBy: pune,
    cityId: 1,
  });
  const aboutImage = images.get('CMIS Training Workshop') ?? null;
  const day = (n: number) => new Date(Date.now() - n * 86_400_000);
  await db.insert(contentItems).values([
    {
      itemType: 1,
      newsType: 1,
      description: 'सर्व घटकांनी २+ आरोपींची माहिती ३० नोव्हेंबरपूर्वी अद्ययावत करावी',
      role: '8',
      userId: state,
      publishedDate: day(1),
    },
    {
      itemType: 1,
      newsType: 1,
      description: 'Monthly review of externment orders on the 5th of every month',
      role: '8',
      userId: state,
      publishedDate: day(6),
    },
    {
      itemType: 1,
      newsType: 1,
      description: 'GPS check-in of history sheeters to be done every week',
      role: '8',
      userId: state,
      status: 0,
      publishedDate: day(20),
    },
    {
      itemType: 2,
      newsType: 1,
      description: 'दिवाळी काळात सराफ बाजारात विशेष गस्त',
      cityId: 1,
      role: '4',
      userId: pune,
      publishedDate: day(2),
    },
    {
      itemType: 2,
      newsType: 2,
      description: 'Kothrud police arrest house-breaking gang of four',
      cityId: 1,
      role: '4',
      userId: pune,
      fileId: newsImage,
      publishedDate: day(4),
    },
    {
      itemType: 2,
      newsType: 1,
      description: 'Chain snatching hotspots mapped for Deccan and Shivajinagar',
      cityId: 1,
      role: '4',
      userId: pune,
      publishedDate: day(9),
    },
    {
      itemType: 2,
      newsType: 1,
      description: 'सीताबर्डी बाजारपेठेत मोबाईल चोरी रोखण्यासाठी साध्या वेशातील पथक',
      cityId: 3,
      role: '4',
      userId: nagpur,
      publishedDate: day(3),
    },
    {
      itemType: 2,
      newsType: 1,
      description: 'Statewide drive against vehicle theft from 1st December',
      role: '8',
      userId: state,
      publishedDate: day(5),
    },
    {
      itemType: 5,
      newsType: 1,
      description: 'For login problems contact the unit CMIS nodal officer',
      role: '8',
      userId: state,
      publishedDate: day(30),
    },
    {
      itemType: 5,
      newsType: 1,
      description: 'आरोपीचा फोटो JPG किंवा PNG आणि 2MB पेक्षा कमी असावा',
      role: '8',
      userId: state,
      publishedDate: day(28),
    },
    {
      itemType: 4,
      newsType: 2,
      description:
        'CMIS keeps the records of repeat property offenders for every unit of the state',
      role: '8',
      userId: state,
      fileId: aboutImage,
      publishedDate: day(40),
    },
    {
      itemType: 4,
      newsType: 1,
      description: 'मालमत्तेविरुद्धचे गुन्हे कमी करणे आणि सराईत आरोपींवर लक्ष ठेवणे हे उद्दिष्ट',
      role: '8',
      userId: state,
      publishedDate: day(35),
    },
  ]);

  for (const a of APP_USERS) {
    await db.insert(appUsers).values({
      firstName: a.first,
      lastName: a.last,
      phone: a.phone,
      status: a.status,
      cityId: a.unit,
      stationId: await stationId(db, a.unit, a.station),
      // Approved demo users get a password nobody knows; an admin's reset issues a usable one.
      passwordHash: a.fieldDemo
        ? await hashPassword(FIELD_DEMO_PASSWORD)
        : a.status === 1
          ? await hashPassword(generatePassword())
          : null,
      mustChangePassword: !a.fieldDemo,
      createdBy: a.unit === 1 ? pune : nagpur,
    });
  }
}
