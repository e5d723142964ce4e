import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SummonsItem, SummonsStage } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { scopeWhere } from '../../db/scope.js';
import { cities, files, policeStations, summons } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';

export { stationCity } from '../../db/masters.js';
export { findFileKind as findFileOwner } from '../content/content.repo.js';

const registerFile = alias(files, 'register_file');
const stationFile = alias(files, 'station_file');

const columns = {
  id: summons.id,
  stage: summons.stage,
  serialNo: summons.serialNo,
  receivedOn: summons.receivedOn,
  courtName: summons.courtName,
  crimeNo: summons.crimeNo,
  caseNo: summons.caseNo,
  crimeType: summons.crimeType,
  assignedOn: summons.assignedOn,
  partyType: summons.partyType,
  partyName: summons.partyName,
  partyAddress: summons.partyAddress,
  cityId: summons.cityId,
  cityNameMr: cities.nameMr,
  cityNameEn: cities.nameEn,
  stationId: summons.stationId,
  stationNameMr: policeStations.nameMr,
  stationNameEn: policeStations.nameEn,
  registerFileId: summons.registerFileId,
  registerFileName: registerFile.originalName,
  registerFileMime: registerFile.mime,
  fetchedOn: summons.fetchedOn,
  handoverName: summons.handoverName,
  handoverMobile: summons.handoverMobile,
  informed: summons.informed,
  sentBy: summons.sentBy,
  finalDocNo: summons.finalDocNo,
  finalDocDate: summons.finalDocDate,
  stationFileId: summons.stationFileId,
  stationFileName: stationFile.originalName,
  stationFileMime: stationFile.mime,
  createdAt: summons.createdAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

const fileRef = (id: string | null, name: string | null, mime: string | null) =>
  id ? { url: `/api/files/${id}`, name: name ?? 'file', mime: mime ?? '' } : null;

function toItem(r: Row): SummonsItem {
  return {
    id: r.id as number,
    stage: r.stage as SummonsStage,
    serialNo: r.serialNo ?? '',
    receivedOn: r.receivedOn ?? '',
    courtName: r.courtName ?? '',
    crimeNo: r.crimeNo ?? '',
    caseNo: r.caseNo ?? '',
    crimeType: r.crimeType as number,
    assignedOn: r.assignedOn ?? '',
    partyType: r.partyType as number,
    partyName: r.partyName ?? '',
    partyAddress: r.partyAddress ?? '',
    cityId: r.cityId as number,
    cityNameMr: r.cityNameMr ?? '',
    cityNameEn: r.cityNameEn ?? '',
    stationId: r.stationId as number,
    stationNameMr: r.stationNameMr ?? '',
    stationNameEn: r.stationNameEn ?? '',
    registerFile: fileRef(r.registerFileId, r.registerFileName, r.registerFileMime),
    fetchedOn: r.fetchedOn,
    handoverName: r.handoverName,
    handoverMobile: r.handoverMobile,
    informed: r.informed,
    sentBy: r.sentBy,
    finalDocNo: r.finalDocNo,
    finalDocDate: r.finalDocDate,
    stationFile: fileRef(r.stationFileId, r.stationFileName, r.stationFileMime),
    createdAt: (r.createdAt as Date).toISOString(),
  };
}

function select(db: Executor) {
  return db
    .select(columns)
    .from(summons)
    .innerJoin(cities, eq(cities.id, summons.cityId))
    .innerJoin(policeStations, eq(policeStations.id, summons.stationId))
    .leftJoin(registerFile, eq(registerFile.id, summons.registerFileId))
    .leftJoin(stationFile, eq(stationFile.id, summons.stationFileId));
}

export async function listSummons(
  db: Executor,
  actor: Actor,
  q: { page: number; size: number; stage?: SummonsStage | undefined; search?: string | undefined },
): Promise<{ items: SummonsItem[]; total: number }> {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const where: SQL | undefined = and(
    scopeWhere(actor, { cityId: summons.cityId, stationId: summons.stationId }),
    q.stage ? eq(summons.stage, q.stage) : undefined,
    pattern
      ? or(
          ilike(summons.serialNo, pattern),
          ilike(summons.partyName, pattern),
          ilike(summons.crimeNo, pattern),
          ilike(summons.caseNo, pattern),
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(desc(summons.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: count() }).from(summons).where(where),
  ]);
  return { items: rows.map(toItem), total: totals[0]?.total ?? 0 };
}

export async function getSummons(db: Executor, id: number): Promise<SummonsItem | undefined> {
  const rows = await select(db).where(eq(summons.id, id)).limit(1);
  return rows[0] && toItem(rows[0]);
}

/** Scope and stage of one entry, read FOR UPDATE so two updates cannot both pass the check. */
export async function lockSummons(db: Executor, id: number) {
  const rows = await db
    .select({ cityId: summons.cityId, stationId: summons.stationId, stage: summons.stage })
    .from(summons)
    .where(eq(summons.id, id))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function insertSummons(db: Executor, row: typeof summons.$inferInsert) {
  const rows = await db.insert(summons).values(row).returning({ id: summons.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('summons insert returned no id');
  return id;
}

export async function updateSummons(
  db: Executor,
  id: number,
  set: Partial<typeof summons.$inferInsert>,
): Promise<void> {
  await db.update(summons).set(set).where(eq(summons.id, id));
}
