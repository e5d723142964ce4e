import { randomUUID } from 'node:crypto';
import {
  DOB_LOOKUP_TYPES,
  ERROR_CODES,
  MESSAGES,
  VERIFICATION_MESSAGES,
  type LookupCreateInput,
  type LookupDetail,
  type LookupListQuery,
  type LookupPage,
  type LookupSubmitResponse,
  type LookupSummary,
  type LookupType,
  type OtpRequestInput,
  type OtpRequestResponse,
  type OtpSubmitInput,
  type VerificationAccess,
  type VerificationPlan,
} from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { contains, ownStationOrUnit, scopeOf, verificationSeatOf } from '../../platform/scope.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { AppError, forbidden, notFound, tooManyRequests } from '../../platform/errors.js';
import type { AppUserActor } from '../../platform/session/field-session.js';
import { ProviderError, type ProviderData } from '../../platform/verification/provider.js';
import { maskAadhaar, storedResult } from '../../platform/verification/stored-result.js';
import * as repo from './verification.repo.js';

/** An OTP request is good for 10 minutes and three tries (decision 0029). */
export const OTP_VALID_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 3;

/** The table columns of each tab (issue 7 contract): column name → provider field. */
export const LOOKUP_COLUMNS: Record<LookupType, Record<string, string>> = {
  vehicle: { ownerName: 'owner_name', makerModel: 'maker_model' },
  licence: { name: 'name', dob: 'dob' },
  aadhaar: { ageRange: 'age_range', state: 'state' },
  aadhaarOtp: { fullName: 'full_name', dob: 'dob' },
  voter: { name: 'name', district: 'district' },
  passport: { fullName: 'full_name', passportNumber: 'passport_number' },
};

/** Who looks documents up: an officer (role 2 or 4) or, on plan C, an app user. */
export type Searcher = { kind: 'officer'; actor: Actor } | { kind: 'app'; appUser: AppUserActor };

interface SearcherInfo {
  cityId: number | null;
  stationId: number | null;
  userId: number | null;
  appUserId: number | null;
  /** The plans that cover this kind of user (spec 3 §6). */
  plans: readonly VerificationPlan[];
}

function infoOf(s: Searcher): SearcherInfo {
  if (s.kind === 'app') {
    const a = s.appUser;
    return {
      cityId: a.cityId,
      stationId: a.stationId,
      userId: null,
      appUserId: a.appUserId,
      plans: ['C'],
    };
  }
  return { ...verificationSeatOf(s.actor), userId: s.actor.userId, appUserId: null };
}

type Refusal = { status: 403; message: string };

/** The unit's allocation if it covers the searcher today, else why not. */
async function entitlement(
  deps: Deps,
  info: SearcherInfo,
): Promise<{ allocation: repo.UnitAllocation | null; refusal: Refusal | null }> {
  if (info.cityId === null)
    return { allocation: null, refusal: { status: 403, message: MESSAGES.forbidden } };
  const allocation = await repo.latestAllocation(deps.db, info.cityId);
  if (!allocation)
    return { allocation, refusal: { status: 403, message: VERIFICATION_MESSAGES.notAllocated } };
  if (allocation.remainingDays <= 0) {
    return { allocation, refusal: { status: 403, message: VERIFICATION_MESSAGES.planExpired } };
  }
  if (!info.plans.includes(allocation.plan)) {
    return { allocation, refusal: { status: 403, message: VERIFICATION_MESSAGES.planNotCovering } };
  }
  return { allocation, refusal: null };
}

async function requireEntitled(deps: Deps, info: SearcherInfo) {
  const { allocation, refusal } = await entitlement(deps, info);
  if (refusal || !allocation || info.cityId === null) throw forbidden(refusal?.message);
  return { allocation, cityId: info.cityId };
}

async function requireUnderLimit(deps: Deps, cityId: number): Promise<void> {
  if ((await repo.countToday(deps.db, cityId)) >= deps.config.verification.dailyLimit) {
    throw tooManyRequests(VERIFICATION_MESSAGES.dailyLimit);
  }
}

/** GET /api/verification/access (spec 3 §2.12 remaining days; spec 1 §6 menu). */
export async function access(deps: Deps, actor: Actor): Promise<VerificationAccess> {
  const info = infoOf({ kind: 'officer', actor });
  const { allocation, refusal } = await entitlement(deps, info);
  const usedToday = info.cityId === null ? 0 : await repo.countToday(deps.db, info.cityId);
  return {
    allowed: refusal === null,
    plan: allocation?.plan ?? null,
    expiresOn: allocation?.expiresOn ?? null,
    remainingDays: allocation ? Math.max(0, allocation.remainingDays) : null,
    sandbox: deps.verification.name === 'sandbox',
    dailyLimit: deps.config.verification.dailyLimit,
    usedToday,
    reason: refusal?.message ?? null,
  };
}

/** The provider's refusal is shown with its message; a failure with the tab's fallback. */
function providerFailure(deps: Deps, type: LookupType, err: unknown, fallback?: string): AppError {
  if (err instanceof ProviderError && err.kind === 'rejected') {
    return new AppError(
      422,
      ERROR_CODES.badRequest,
      err.message || VERIFICATION_MESSAGES.verificationFailed,
    );
  }
  deps.log.warn(
    {
      err: err instanceof Error ? err.message : String(err),
      type,
      provider: deps.verification.name,
    },
    'verification provider failed',
  );
  return new AppError(
    502,
    ERROR_CODES.internal,
    fallback ?? VERIFICATION_MESSAGES.providerFailed[type],
  );
}

function columnsOf(
  type: LookupType,
  result: Record<string, unknown>,
): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(LOOKUP_COLUMNS[type]).map(([name, key]) => {
      const v = result[key];
      return [
        name,
        typeof v === 'string'
          ? v
          : typeof v === 'number' || typeof v === 'boolean'
            ? String(v)
            : v === null || v === undefined
              ? null
              : JSON.stringify(v),
      ];
    }),
  );
}

function toDetail(row: NonNullable<Awaited<ReturnType<typeof repo.lookupById>>>): LookupDetail {
  return {
    id: row.id,
    type: row.type,
    number: row.number,
    reason: row.reason,
    details: row.details,
    searchedAt: row.createdAt.toISOString(),
    searchedBy: row.searchedBy,
    columns: columnsOf(row.type, row.result),
    result: row.result,
  };
}

const otpExpired = () =>
  new AppError(410, ERROR_CODES.badRequest, VERIFICATION_MESSAGES.otpExpired);

/** Count-and-insert under the allocation's row lock, so two requests cannot pass the limit. */
async function save(
  deps: Deps,
  ctx: AuditContext,
  info: SearcherInfo,
  allocationId: number,
  v: Omit<repo.NewLookup, 'cityId' | 'stationId' | 'userId' | 'appUserId'> & { cityId: number },
  otpRequestId?: string,
): Promise<number> {
  return withTransaction(deps.db, async (tx) => {
    await repo.lockAllocation(tx, allocationId);
    if ((await repo.countToday(tx, v.cityId)) >= deps.config.verification.dailyLimit) {
      throw tooManyRequests(VERIFICATION_MESSAGES.dailyLimit);
    }
    const id = await repo.insertLookup(tx, {
      ...v,
      stationId: info.stationId,
      userId: info.userId,
      appUserId: info.appUserId,
    });
    if (otpRequestId && !(await repo.markOtpUsed(tx, otpRequestId))) throw otpExpired();
    await audit(tx, ctx, {
      entity: 'verification-lookup',
      entityId: id,
      action: 'create',
      cityId: v.cityId,
      changes: {
        type: v.type,
        number: v.number,
        reason: v.reason,
        ...(info.appUserId !== null ? { appUserId: info.appUserId } : {}),
      },
    });
    return id;
  });
}

async function detailAfterSave(
  deps: Deps,
  id: number,
  type: LookupType,
): Promise<LookupSubmitResponse> {
  const row = await repo.lookupById(deps.db, id);
  if (!row) throw notFound();
  return { lookup: toDetail(row), message: VERIFICATION_MESSAGES.submitted[type] };
}

/** POST /api/verification/lookups and the field API's twin: check, ask, store (spec 3 §7.3). */
export async function createLookup(
  deps: Deps,
  searcher: Searcher,
  ctx: AuditContext,
  input: LookupCreateInput,
): Promise<LookupSubmitResponse> {
  const info = infoOf(searcher);
  const { allocation, cityId } = await requireEntitled(deps, info);
  await requireUnderLimit(deps, cityId);
  const dob = DOB_LOOKUP_TYPES.includes(input.type) ? (input.dob ?? null) : null;
  let data: ProviderData;
  try {
    data = await deps.verification.lookup({
      type: input.type,
      idNumber: input.idNumber,
      dob: dob ?? undefined,
    });
  } catch (err) {
    throw providerFailure(deps, input.type, err);
  }
  const number = input.type === 'aadhaar' ? maskAadhaar(input.idNumber) : input.idNumber;
  const id = await save(deps, ctx, info, allocation.id, {
    type: input.type,
    number,
    dob,
    reason: input.reason,
    details: input.details,
    result: storedResult(input.type, data, number),
    cityId,
    ipAddress: ctx.ip,
  });
  return detailAfterSave(deps, id, input.type);
}

/** POST /api/verification/aadhaar-otp: the provider texts an OTP; its client id stays here. */
export async function requestOtp(
  deps: Deps,
  searcher: Searcher,
  ctx: AuditContext,
  input: OtpRequestInput,
): Promise<OtpRequestResponse> {
  const info = infoOf(searcher);
  const { cityId } = await requireEntitled(deps, info);
  await requireUnderLimit(deps, cityId);
  let clientId: string;
  try {
    ({ clientId } = await deps.verification.generateOtp(input.idNumber));
  } catch (err) {
    throw providerFailure(deps, 'aadhaarOtp', err, VERIFICATION_MESSAGES.otpSendFailed);
  }
  const requestId = randomUUID();
  const number = maskAadhaar(input.idNumber);
  await withTransaction(deps.db, async (tx) => {
    await repo.insertOtpRequest(tx, {
      id: requestId,
      clientId,
      number,
      cityId,
      stationId: info.stationId,
      userId: info.userId,
      appUserId: info.appUserId,
    });
    await audit(tx, ctx, {
      entity: 'verification-otp',
      entityId: requestId,
      action: 'request',
      cityId,
      changes: { number },
    });
  });
  return { requestId, message: VERIFICATION_MESSAGES.otpSent };
}

/** POST /api/verification/aadhaar-otp/submit: the OTP for a request of the same caller. */
export async function submitOtp(
  deps: Deps,
  searcher: Searcher,
  ctx: AuditContext,
  input: OtpSubmitInput,
): Promise<LookupSubmitResponse> {
  const info = infoOf(searcher);
  const { allocation, cityId } = await requireEntitled(deps, info);
  const request = await repo.otpRequestFor(deps.db, input.requestId, info);
  if (
    !request ||
    request.usedAt !== null ||
    request.ageSeconds > OTP_VALID_SECONDS ||
    request.attempts >= OTP_MAX_ATTEMPTS
  ) {
    throw otpExpired();
  }
  await requireUnderLimit(deps, cityId);
  if (!(await repo.bumpOtpAttempts(deps.db, request.id))) throw otpExpired();
  let data: ProviderData;
  try {
    data = await deps.verification.submitOtp(request.clientId, input.otp);
  } catch (err) {
    throw providerFailure(deps, 'aadhaarOtp', err);
  }
  const id = await save(
    deps,
    ctx,
    info,
    allocation.id,
    {
      type: 'aadhaarOtp',
      number: request.number,
      dob: null,
      reason: input.reason,
      details: input.details,
      result: storedResult('aadhaarOtp', data, request.number),
      cityId,
      ipAddress: ctx.ip,
    },
    request.id,
  );
  return detailAfterSave(deps, id, 'aadhaarOtp');
}

/** Role 4 reads its unit's lookups, role 2 its own station's (decision 0029). */
function readScope(actor: Actor): repo.LookupScope {
  return ownStationOrUnit(actor);
}

export async function listLookups(
  deps: Deps,
  actor: Actor,
  q: LookupListQuery,
): Promise<LookupPage> {
  const { rows, total } = await repo.lookupPage(
    deps.db,
    readScope(actor),
    q,
    LOOKUP_COLUMNS[q.type],
  );
  const items: LookupSummary[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    number: r.number,
    reason: r.reason,
    details: r.details,
    searchedAt: r.createdAt.toISOString(),
    searchedBy: r.searchedBy,
    columns: r.columns,
  }));
  return { items, total };
}

export async function getLookup(deps: Deps, actor: Actor, id: number): Promise<LookupDetail> {
  readScope(actor);
  const row = await repo.lookupById(deps.db, id);
  if (!row || !contains(scopeOf(actor), { cityId: row.cityId, stationId: row.stationId }))
    throw notFound();
  return toDetail(row);
}

/** Drops OTP requests older than a day (main.ts's periodic sweep). */
export function sweepOtpRequests(deps: Pick<Deps, 'db'>): Promise<void> {
  return repo.sweepOtpRequests(deps.db);
}
