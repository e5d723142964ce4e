import { and, eq } from 'drizzle-orm';
import { STATE_ID, type Role } from '@cmis/shared';
import { hashPassword } from '../../platform/passwords.js';
import type { Executor } from '../client.js';
import { passwordHistory, policeStations, users } from '../schema/index.js';

/** The password of every demo account (docs/architecture.md §6, fixed points). */
export const DEMO_PASSWORD = 'Cmis#Demo1';

interface DemoUser {
  userid: string;
  phone: string;
  role: Role;
  name: string;
  cityId?: number;
  /** English station name within the city. */
  station?: string;
}

const PUNE_CITY = 1;
const PUNE_RURAL = 2;
const NAGPUR_CITY = 3;
const NASHIK_CITY = 4;
const THANE_CITY = 5;

/** The six demo accounts of the README (docs/architecture.md §6) first, then more users so the lists look like a real unit. */
export const DEMO_USERS: DemoUser[] = [
  { userid: 'superadmin', phone: '9000000008', role: '8', name: 'State Control Room, Maharashtra' },
  {
    userid: 'pune.admin',
    phone: '9000000004',
    role: '4',
    name: 'Pune City Crime Branch',
    cityId: PUNE_CITY,
  },
  {
    userid: 'nagpur.admin',
    phone: '9000000005',
    role: '4',
    name: 'Nagpur City Crime Branch',
    cityId: NAGPUR_CITY,
  },
  {
    userid: 'pune.shivajinagar',
    phone: '9000000002',
    role: '2',
    name: 'Shivajinagar Police Station',
    cityId: PUNE_CITY,
    station: 'Shivajinagar',
  },
  {
    userid: 'pune.kothrud',
    phone: '9000000003',
    role: '2',
    name: 'Kothrud Police Station',
    cityId: PUNE_CITY,
    station: 'Kothrud',
  },
  {
    userid: 'nagpur.sitabuldi',
    phone: '9000000006',
    role: '2',
    name: 'Sitabuldi Police Station',
    cityId: NAGPUR_CITY,
    station: 'Sitabuldi',
  },
  {
    userid: 'punerural.admin',
    phone: '9000000010',
    role: '4',
    name: 'Pune Rural LCB',
    cityId: PUNE_RURAL,
  },
  {
    userid: 'nashik.admin',
    phone: '9000000011',
    role: '4',
    name: 'Nashik City Crime Branch',
    cityId: NASHIK_CITY,
  },
  {
    userid: 'thane.admin',
    phone: '9000000012',
    role: '4',
    name: 'Thane City Crime Branch',
    cityId: THANE_CITY,
  },
  {
    userid: 'pune.deccan',
    phone: '9000000013',
    role: '2',
    name: 'Deccan Police Station',
    cityId: PUNE_CITY,
    station: 'Deccan',
  },
  {
    userid: 'pune.swargate',
    phone: '9000000014',
    role: '2',
    name: 'Swargate Police Station',
    cityId: PUNE_CITY,
    station: 'Swargate',
  },
  {
    userid: 'pune.hadapsar',
    phone: '9000000015',
    role: '2',
    name: 'Hadapsar Police Station',
    cityId: PUNE_CITY,
    station: 'Hadapsar',
  },
  {
    userid: 'nagpur.sadar',
    phone: '9000000016',
    role: '2',
    name: 'Sadar Police Station',
    cityId: NAGPUR_CITY,
    station: 'Sadar',
  },
  {
    userid: 'nagpur.dhantoli',
    phone: '9000000017',
    role: '2',
    name: 'Dhantoli Police Station',
    cityId: NAGPUR_CITY,
    station: 'Dhantoli',
  },
];

async function stationIdOf(db: Executor, cityId: number, nameEn: string): Promise<number> {
  const rows = await db
    .select({ id: policeStations.id })
    .from(policeStations)
    .where(and(eq(policeStations.cityId, cityId), eq(policeStations.nameEn, nameEn)))
    .limit(1);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`demo seed: no station ${nameEn} in city ${cityId}`);
  return id;
}

/** Creates the demo accounts that do not exist yet; never runs in production (main.ts). */
export async function seedDemoData(db: Executor): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    const stationId = u.station && u.cityId ? await stationIdOf(db, u.cityId, u.station) : null;
    const inserted = await db
      .insert(users)
      .values({
        userid: u.userid,
        name: u.name,
        phone: u.phone,
        passwordHash,
        role: u.role,
        stateId: STATE_ID,
        cityId: u.cityId ?? null,
        stationId,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const id = inserted[0]?.id;
    if (id !== undefined) await db.insert(passwordHistory).values({ userId: id, passwordHash });
  }
}
