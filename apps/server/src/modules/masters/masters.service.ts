import { ACT_SECTION_MESSAGES, type MasterKind } from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import * as repo from './masters.repo.js';

/**
 * Master data is reference data every signed-in user reads (the forms of every role need
 * the whole state's cities and stations), so it is not scoped.
 */
export const listLookup = (deps: Deps, kind: MasterKind) => repo.listLookup(deps.db, kind);
export const listCities = (deps: Deps) => repo.listCities(deps.db);
export const listStations = (deps: Deps, cityId: number) => repo.listStations(deps.db, cityId);
export const listActs = (deps: Deps) => repo.listActs(deps.db);
export const listSections = (deps: Deps, actId: number, search = '') =>
  repo.listSections(deps.db, actId, search);

/** A short unique code for a new act, from its name (codes are how forms refer to acts). */
async function codeFor(deps: Deps, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toUpperCase()
      .slice(0, 24) || 'ACT';
  let code = base;
  for (let n = 2; await repo.codeTaken(deps.db, code); n++) code = `${base}-${n}`;
  return code;
}

/** Spec 3 §2.14: role 8 adds an act; it is offered at once in every crime form. */
export async function createAct(deps: Deps, actor: Actor, ctx: AuditContext, name: string) {
  if (await repo.findActByName(deps.db, name)) {
    throw conflict(ACT_SECTION_MESSAGES.actExists, { name: ACT_SECTION_MESSAGES.actExists });
  }
  const code = await codeFor(deps, name);
  const act = await withTransaction(deps.db, async (tx) => {
    // The screen has one field; the name serves both languages until someone translates it.
    const created = await repo.insertAct(tx, { code, nameMr: name, nameEn: name });
    await audit(tx, ctx, {
      entity: 'act',
      entityId: created.id,
      action: 'create',
      changes: { name, code },
    });
    return created;
  });
  return { act, message: ACT_SECTION_MESSAGES.actSaved };
}

/** A section (kalam) of an act; the same code twice is 'Kalam already exists.' (spec 3 §8). */
export async function createSection(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  actId: number,
  input: { code: string; description: string },
) {
  if (!(await repo.actExists(deps.db, actId))) throw notFound();
  if (await repo.sectionExists(deps.db, actId, input.code)) {
    throw conflict(ACT_SECTION_MESSAGES.sectionExists, {
      code: ACT_SECTION_MESSAGES.sectionExists,
    });
  }
  const name = input.description ? `${input.code} - ${input.description}` : input.code;
  const section = await withTransaction(deps.db, async (tx) => {
    const created = await repo.insertSection(tx, {
      actId,
      code: input.code,
      nameMr: name,
      nameEn: name,
    });
    await audit(tx, ctx, {
      entity: 'section',
      entityId: created.id,
      action: 'create',
      changes: { actId, code: input.code, description: input.description },
    });
    return created;
  });
  return { section, message: ACT_SECTION_MESSAGES.sectionSaved };
}
