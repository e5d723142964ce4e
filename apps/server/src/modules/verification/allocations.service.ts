import {
  VERIFICATION_MESSAGES,
  VERIFICATION_MODULE_NAME,
  type Allocation,
  type AllocationCreateInput,
  type AllocationCreateResponse,
  type AllocationListQuery,
  type AllocationPage,
  type AllocationUnit,
} from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import * as repo from './verification.repo.js';

function toAllocation(r: repo.AllocationRow): Allocation {
  return {
    id: r.id,
    moduleName: r.moduleName,
    email: r.email,
    cityId: r.cityId,
    unit: { mr: r.unitMr, en: r.unitEn },
    plan: r.plan,
    years: r.years,
    expiresOn: r.expiresOn,
    createdAt: r.createdAt.toISOString(),
    expired: r.expired,
  };
}

/** GET /api/verification/allocations (spec 3 §2.13), newest first. */
export async function listAllocations(deps: Deps, q: AllocationListQuery): Promise<AllocationPage> {
  const { rows, total } = await repo.allocationPage(deps.db, q);
  return { items: rows.map(toAllocation), total };
}

/** The unit choice of the form; a unit with an unexpired allocation is disabled (spec 3 §5). */
export async function listAllocationUnits(deps: Deps): Promise<AllocationUnit[]> {
  const rows = await repo.allocationUnits(deps.db);
  return rows.map((r) => ({
    cityId: r.cityId,
    unit: { mr: r.unitMr, en: r.unitEn },
    allocated: r.allocated,
  }));
}

/**
 * POST /api/verification/allocations: expiry = today + years (spec 3 §9). The unit row is
 * locked first, so two submits for one unit cannot both pass the 'already allocated' check.
 */
export async function createAllocation(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  input: AllocationCreateInput,
): Promise<AllocationCreateResponse> {
  const id = await withTransaction(deps.db, async (tx) => {
    if (!(await repo.lockCity(tx, input.cityId))) {
      throw badRequest(VERIFICATION_MESSAGES.unitUnknown, {
        cityId: VERIFICATION_MESSAGES.unitUnknown,
      });
    }
    if (await repo.hasLiveAllocation(tx, input.cityId)) {
      throw conflict(VERIFICATION_MESSAGES.alreadyAllocated, {
        cityId: VERIFICATION_MESSAGES.alreadyAllocated,
      });
    }
    const newId = await repo.insertAllocation(tx, {
      moduleName: VERIFICATION_MODULE_NAME,
      email: input.email.toLowerCase(),
      cityId: input.cityId,
      plan: input.plan,
      years: input.years,
      createdBy: actor.userId,
    });
    await audit(tx, ctx, {
      entity: 'verification-allocation',
      entityId: newId,
      action: 'create',
      cityId: input.cityId,
      changes: { ...input },
    });
    return newId;
  });
  const row = await repo.allocationById(deps.db, id);
  if (!row) throw notFound();
  return { message: VERIFICATION_MESSAGES.allocationSubmitted, allocation: toAllocation(row) };
}
