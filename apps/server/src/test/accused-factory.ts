import type { accusedCreateSchema } from '@cmis/shared';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';

/** The create-accused body before defaults are applied, as a client sends it. */
export type AccusedCreateBody = z.input<typeof accusedCreateSchema>;

/** The act/section pair every test crime is registered under (IPC 379, theft). */
export interface TheftSection {
  actId: number;
  sectionId: number;
}

export interface AccusedOverrides {
  name?: string;
  nameEn?: string;
  age?: number;
  crimes?: number;
  /** Co-accused named in every crime. */
  members?: string[];
  /** First register number; crime i gets registerFrom + i. */
  registerFrom?: number;
  currentCondition?: 'wanted' | 'absconding';
  cityId?: number;
  stationId?: number;
  photoIds?: string[];
  otherInfo?: AccusedCreateBody['otherInfo'];
}

/** Finds IPC 379 in the master data through the API, with any GET function. */
export async function findTheftSection(get: <T>(url: string) => Promise<T>): Promise<TheftSection> {
  const acts = await get<{ id: number; code: string }[]>('/api/masters/acts');
  const ipc = acts.find((a) => a.code === 'IPC');
  if (!ipc) throw new Error('no IPC in master data');
  const sections = await get<{ id: number; code: string }[]>(
    `/api/masters/acts/${ipc.id}/sections`,
  );
  const theft = sections.find((s) => s.code === '379');
  if (!theft) throw new Error('no IPC 379 in master data');
  return { actId: ipc.id, sectionId: theft.id };
}

/** Consonants with their Latin letter, each a different sound for the name search. */
const CONSONANTS: [string, string][] = [
  ['क', 'k'],
  ['ग', 'g'],
  ['च', 'ch'],
  ['ज', 'j'],
  ['त', 't'],
  ['द', 'd'],
  ['प', 'p'],
  ['ब', 'b'],
  ['म', 'm'],
  ['न', 'n'],
  ['र', 'r'],
  ['ल', 'l'],
  ['व', 'v'],
  ['स', 's'],
];
let nameCount = 0;

/**
 * A surname no other test record has (काजिम / Kajim, then काजिन ...): records made with
 * the default name are different people to the duplicate check (decision 0039), as the
 * tests that make several of them mean them to be.
 */
export function uniqueSurname(): { mr: string; en: string } {
  const n = nameCount++;
  const [a, b, c] = [n % 14, Math.floor(n / 14) % 14, Math.floor(n / 196) % 14].map(
    (i) => CONSONANTS[i] as [string, string],
  ) as [[string, string], [string, string], [string, string]];
  return {
    mr: `${c[0]}ा${b[0]}ि${a[0]}`,
    en: `${c[1]}a${b[1]}i${a[1]}`.replace(/^./, (x) => x.toUpperCase()),
  };
}

let mobileCount = 0;
/** A mobile number no other test record has: a shared number says "the same person". */
export function uniqueMobile(): string {
  return `97${String(process.pid % 1000).padStart(3, '0')}${String(mobileCount++).padStart(5, '0')}`;
}

/**
 * A valid create-accused body as the form sends it: `crimes` crimes under IPC 379 at the
 * given station (Pune city's Kothrud by default), registered last year.
 */
export function accusedCreateBody(
  theft: TheftSection,
  over: AccusedOverrides = {},
): AccusedCreateBody {
  const cityId = over.cityId ?? 1;
  const stationId = over.stationId ?? 2;
  const year = new Date().getFullYear() - 1;
  const from = over.registerFrom ?? 100;
  const surname = over.name === undefined ? uniqueSurname() : null;
  return {
    basic: {
      crimeTypeIds: [1],
      historySheeter: 2,
      name: over.name ?? `चाचणी ${surname?.mr ?? ''}`,
      nameEn: over.nameEn ?? (surname ? `Test ${surname.en}` : 'Test Accused'),
      age: over.age ?? 30,
      stateId: 1,
      cityId,
      stationId,
      religionId: 1,
      caste: '',
      // Each its own: two records at one address are a family, or one person twice.
      address: `${uniqueSurname().mr} वस्ती`,
      patrollingNeeded: false,
      currentCondition: over.currentCondition ?? null,
      photoIds: over.photoIds ?? [],
    },
    crimes: Array.from({ length: over.crimes ?? 1 }, (_, i) => ({
      stateId: 1,
      cityId,
      stationId,
      registerNumber: String(from + i),
      registerYear: year,
      registeredOn: `${year}-02-0${1 + (i % 9)}`,
      crimeTitleId: 1,
      statusId: 1,
      sections: [theft],
      members: (over.members ?? []).map((memberName) => ({ memberName })),
    })),
    ...(over.otherInfo ? { otherInfo: over.otherInfo } : {}),
  };
}

/**
 * Creates an accused through the API as a police-station user, with `crimes` crimes under
 * IPC 379 at the user's own station (Pune city's Kothrud by default). Returns its id.
 */
export async function createTestAccused(
  app: FastifyInstance,
  cookie: string,
  over: AccusedOverrides = {},
): Promise<number> {
  const get = async <T>(url: string) => (await app.inject({ url, headers: { cookie } })).json<T>();
  const theft = await findTheftSection(get);
  const res = await app.inject({
    method: 'POST',
    url: '/api/accused',
    headers: { cookie },
    payload: accusedCreateBody(theft, over),
  });
  if (res.statusCode !== 200) throw new Error(`create accused: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}
