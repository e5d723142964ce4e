import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { UploadedFile, WantedCrime, WantedDetail, WantedItem } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import {
  acts,
  cities,
  files,
  policeStations,
  sections,
  users,
  wantedCrimes,
  wantedCrimeSections,
  wantedParticulars,
  wantedTypes,
} from '../../db/schema/index.js';
import { containsPattern } from '../../db/like.js';
import { scopeWhere } from '../../db/scope.js';
import type { Actor } from '../../platform/actor.js';

export { stationCity, mismatchedSections } from '../../db/masters.js';
export { findFileKind as findFile } from '../content/content.repo.js';

const unit = alias(cities, 'unit');
const addressCity = alias(cities, 'address_city');
const photo = alias(files, 'photo');
const pdf = alias(files, 'pdf');

const columns = {
  p: wantedParticulars,
  typeMr: wantedTypes.nameMr,
  typeEn: wantedTypes.nameEn,
  unitMr: unit.nameMr,
  unitEn: unit.nameEn,
  cityMr: addressCity.nameMr,
  cityEn: addressCity.nameEn,
  stationMr: policeStations.nameMr,
  stationEn: policeStations.nameEn,
  photo: {
    id: photo.id,
    kind: photo.kind,
    mime: photo.mime,
    size: photo.size,
    name: photo.originalName,
  },
  pdf: { id: pdf.id, kind: pdf.kind, mime: pdf.mime, size: pdf.size, name: pdf.originalName },
  createdByName: users.name,
};

function fileOf(
  f: { id: string; kind: UploadedFile['kind']; mime: string; size: number; name: string } | null,
): UploadedFile | null {
  return f
    ? {
        id: f.id,
        kind: f.kind,
        mime: f.mime,
        size: f.size,
        originalName: f.name,
        url: `/api/files/${f.id}`,
      }
    : null;
}

const pair = (mr: string | null, en: string | null) =>
  mr === null || en === null ? null : { mr, en };

type Row = Awaited<ReturnType<typeof baseQuery>>[number];

function toItem(r: Row): WantedItem {
  const p = r.p;
  return {
    id: p.id,
    typeId: p.typeId,
    typeName: { mr: r.typeMr ?? '', en: r.typeEn ?? '' },
    status: p.status === 1 ? 1 : 0,
    unitId: p.cityId,
    unitName: pair(r.unitMr, r.unitEn),
    name: p.name,
    address: p.address,
    stateId: p.addressStateId,
    cityId: p.addressCityId,
    stationId: p.addressStationId,
    cityName: pair(r.cityMr, r.cityEn),
    stationName: pair(r.stationMr, r.stationEn),
    externmentArea: p.externmentArea,
    members: p.members,
    photo: fileOf(r.photo),
    pdf: fileOf(r.pdf),
    vehicleNo: p.vehicleNo,
    model: p.model,
    colour: p.colour,
    chassisNo: p.chassisNo,
    licenceNo: p.licenceNo,
    mobileNo: p.mobileNo,
    imeiNo: p.imeiNo,
    crimeCount: p.crimeCount,
    createdByName: r.createdByName,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function baseQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(wantedParticulars)
    .innerJoin(wantedTypes, eq(wantedTypes.id, wantedParticulars.typeId))
    .leftJoin(unit, eq(unit.id, wantedParticulars.cityId))
    .leftJoin(addressCity, eq(addressCity.id, wantedParticulars.addressCityId))
    .leftJoin(policeStations, eq(policeStations.id, wantedParticulars.addressStationId))
    .leftJoin(photo, eq(photo.id, wantedParticulars.photoFileId))
    .leftJoin(pdf, eq(pdf.id, wantedParticulars.pdfFileId))
    .leftJoin(users, eq(users.id, wantedParticulars.createdBy))
    .where(where);
}

export interface WantedFilter {
  typeId: number;
  search?: string | undefined;
}

export async function listWanted(
  db: Executor,
  actor: Actor,
  filter: WantedFilter,
  page: { page: number; size: number },
): Promise<{ items: WantedItem[]; total: number }> {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const where = and(
    eq(wantedParticulars.typeId, filter.typeId),
    scopeWhere(actor, { cityId: wantedParticulars.cityId }),
    pattern
      ? or(
          ilike(wantedParticulars.name, pattern),
          ilike(wantedParticulars.vehicleNo, pattern),
          ilike(wantedParticulars.chassisNo, pattern),
          ilike(wantedParticulars.licenceNo, pattern),
          ilike(wantedParticulars.mobileNo, pattern),
          ilike(wantedParticulars.imeiNo, pattern),
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    baseQuery(db, where)
      .orderBy(desc(wantedParticulars.createdAt), desc(wantedParticulars.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ total: count() }).from(wantedParticulars).where(where),
  ]);
  return { items: rows.map(toItem), total: totals[0]?.total ?? 0 };
}

export async function getWanted(db: Executor, id: number): Promise<WantedDetail | undefined> {
  const rows = await baseQuery(db, eq(wantedParticulars.id, id)).limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return { ...toItem(row), crimes: await crimesOf(db, id) };
}

const crimeCity = alias(cities, 'crime_city');

async function crimesOf(db: Executor, particularId: number): Promise<WantedCrime[]> {
  const rows = await db
    .select({
      c: wantedCrimes,
      cityMr: crimeCity.nameMr,
      cityEn: crimeCity.nameEn,
      stationMr: policeStations.nameMr,
      stationEn: policeStations.nameEn,
    })
    .from(wantedCrimes)
    .innerJoin(crimeCity, eq(crimeCity.id, wantedCrimes.cityId))
    .innerJoin(policeStations, eq(policeStations.id, wantedCrimes.stationId))
    .where(eq(wantedCrimes.particularId, particularId))
    .orderBy(asc(wantedCrimes.position));
  if (rows.length === 0) return [];
  const pairs = await db
    .select({
      crimeId: wantedCrimeSections.crimeId,
      actId: acts.id,
      actMr: acts.nameMr,
      actEn: acts.nameEn,
      sectionId: sections.id,
      code: sections.code,
      sectionMr: sections.nameMr,
      sectionEn: sections.nameEn,
    })
    .from(wantedCrimeSections)
    .innerJoin(acts, eq(acts.id, wantedCrimeSections.actId))
    .innerJoin(sections, eq(sections.id, wantedCrimeSections.sectionId))
    .where(
      inArray(
        wantedCrimeSections.crimeId,
        rows.map((r) => r.c.id),
      ),
    )
    .orderBy(asc(acts.id), asc(sections.id));
  return rows.map((r) => ({
    id: r.c.id,
    memberName: r.c.memberName,
    registerNumber: r.c.registerNumber,
    registerYear: r.c.registerYear,
    courtCaseNo: r.c.courtCaseNo,
    stateId: r.c.stateId,
    cityId: r.c.cityId,
    stationId: r.c.stationId,
    cityName: { mr: r.cityMr, en: r.cityEn },
    stationName: { mr: r.stationMr, en: r.stationEn },
    sections: pairs
      .filter((s) => s.crimeId === r.c.id)
      .map((s) => ({
        actId: s.actId,
        sectionId: s.sectionId,
        actName: { mr: s.actMr, en: s.actEn },
        sectionCode: s.code,
        sectionName: { mr: s.sectionMr, en: s.sectionEn },
      })),
  }));
}

export type WantedColumns = Partial<typeof wantedParticulars.$inferInsert>;

export async function insertWanted(
  db: Executor,
  row: typeof wantedParticulars.$inferInsert,
): Promise<number> {
  const rows = await db
    .insert(wantedParticulars)
    .values(row)
    .returning({ id: wantedParticulars.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('wanted insert returned no id');
  return id;
}

export async function updateWanted(db: Executor, id: number, row: WantedColumns): Promise<void> {
  await db
    .update(wantedParticulars)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(wantedParticulars.id, id));
}

/** Replaces the crime entries of a particular (the form always sends the whole list). */
export async function replaceCrimes(
  db: Executor,
  particularId: number,
  crimes: {
    memberName: string;
    registerNumber: string;
    registerYear: number;
    courtCaseNo: string;
    stateId: number;
    cityId: number;
    stationId: number;
    sections: { actId: number; sectionId: number }[];
  }[],
): Promise<void> {
  await db.delete(wantedCrimes).where(eq(wantedCrimes.particularId, particularId));
  for (const [position, c] of crimes.entries()) {
    const inserted = await db
      .insert(wantedCrimes)
      .values({
        particularId,
        position,
        memberName: c.memberName,
        registerNumber: c.registerNumber,
        registerYear: c.registerYear,
        courtCaseNo: c.courtCaseNo,
        stateId: c.stateId,
        cityId: c.cityId,
        stationId: c.stationId,
      })
      .returning({ id: wantedCrimes.id });
    const crimeId = inserted[0]?.id;
    if (crimeId === undefined) throw new Error('wanted crime insert returned no id');
    // The same section twice in one entry is one pair.
    const unique = [...new Map(c.sections.map((s) => [s.sectionId, s])).values()];
    if (unique.length > 0) {
      await db
        .insert(wantedCrimeSections)
        .values(unique.map((s) => ({ crimeId, actId: s.actId, sectionId: s.sectionId })));
    }
  }
}

export async function findOwner(db: Executor, id: number) {
  const rows = await db
    .select({
      typeId: wantedParticulars.typeId,
      cityId: wantedParticulars.cityId,
      photoFileId: wantedParticulars.photoFileId,
      pdfFileId: wantedParticulars.pdfFileId,
    })
    .from(wantedParticulars)
    .where(eq(wantedParticulars.id, id))
    .limit(1);
  return rows[0];
}

export async function setStatus(db: Executor, id: number, status: 0 | 1): Promise<void> {
  await updateWanted(db, id, { status });
}

export async function cityState(db: Executor, cityId: number): Promise<number | undefined> {
  const rows = await db
    .select({ stateId: cities.stateId })
    .from(cities)
    .where(eq(cities.id, cityId))
    .limit(1);
  return rows[0]?.stateId;
}
