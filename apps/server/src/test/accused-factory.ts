import type { FastifyInstance } from 'fastify';

/**
 * Creates an accused through the API as a police-station user, with `crimes` crimes under
 * IPC 379 at the user's own station (Pune city's Kothrud by default). Returns its id.
 */
export async function createTestAccused(
  app: FastifyInstance,
  cookie: string,
  over: {
    name?: string;
    crimes?: number;
    currentCondition?: 'wanted' | 'absconding';
    cityId?: number;
    stationId?: number;
    photoIds?: string[];
  } = {},
): Promise<number> {
  const get = async <T>(url: string) => (await app.inject({ url, headers: { cookie } })).json<T>();
  const acts = await get<{ id: number; code: string }[]>('/api/masters/acts');
  const ipc = acts.find((a) => a.code === 'IPC');
  if (!ipc) throw new Error('no IPC in master data');
  const sections: { id: number; code: string }[] = await get(
    `/api/masters/acts/${ipc.id}/sections`,
  );
  const theft = sections.find((s) => s.code === '379');
  if (!theft) throw new Error('no IPC 379 in master data');
  const cityId = over.cityId ?? 1;
  const stationId = over.stationId ?? 2;
  const year = new Date().getFullYear() - 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/accused',
    headers: { cookie },
    payload: {
      basic: {
        crimeTypeIds: [1],
        historySheeter: 2,
        name: over.name ?? 'चाचणी आरोपी',
        nameEn: 'Test Accused',
        age: 30,
        stateId: 1,
        cityId,
        stationId,
        religionId: 1,
        caste: '',
        address: 'चाचणी पत्ता',
        currentCondition: over.currentCondition ?? null,
        photoIds: over.photoIds ?? [],
      },
      crimes: Array.from({ length: over.crimes ?? 1 }, (_, i) => ({
        stateId: 1,
        cityId,
        stationId,
        registerNumber: String(100 + i),
        registerYear: year,
        registeredOn: `${year}-02-0${1 + (i % 9)}`,
        crimeTitleId: 1,
        statusId: 1,
        sections: [{ actId: ipc.id, sectionId: theft.id }],
        members: [],
      })),
    },
  });
  if (res.statusCode !== 200) throw new Error(`create accused: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}
