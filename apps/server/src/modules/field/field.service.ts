import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CONTENT_TYPES,
  decodeSpotQr,
  FIELD_MESSAGES,
  MESSAGES,
  SPOT_CODE_PATTERN,
  type CheckinInput,
  type FieldLoginInput,
  type FieldPasswordInput,
  type UploadedFile,
  type VisitInput,
} from '@cmis/shared';
import { withTransaction, type Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { audit } from '../../platform/audit/audit.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords.js';
import {
  appUserAccount,
  recordFailure,
  recordSuccess,
  refuseWhileWaiting,
  underAttack,
} from '../../platform/login-throttle/login-throttle.js';
import type { AppUserActor } from '../../platform/session/field-session.js';
import { checkUpload } from '../../platform/uploads.js';
import { listContent } from '../content/content.repo.js';
import * as repo from './field.repo.js';

export interface FieldRequestMeta {
  ip: string | null;
  userAgent: string | null;
}

/**
 * App users are not officers: the audit row names no officer and carries the app user's
 * id in its changes, with the app user's city so the unit admin reads it.
 */
export function fieldAudit(
  tx: Executor,
  who: { appUserId: number; cityId: number },
  ip: string | null,
  entry: {
    entity: string;
    entityId: string | number;
    action: string;
    changes?: Record<string, unknown>;
  },
) {
  return audit(
    tx,
    { actor: null, ip },
    { ...entry, cityId: who.cityId, changes: { appUserId: who.appUserId, ...entry.changes } },
  );
}

/** Failed logins share the officers' lockout table under a key no officer user id can take. */
/**
 * Issue 5 §7 login: phone and password of an approved app user (status 1), throttled as
 * the officers' login is (decision 0040): an address that fails waits; an account failing
 * from many addresses asks every address for a captcha as well.
 */
export async function login(
  deps: Deps,
  input: FieldLoginInput,
  meta: FieldRequestMeta,
  previousSessionId: string | null,
): Promise<string> {
  const user = await repo.findAppUserByPhone(deps.db, input.phone);
  const account = user ? appUserAccount(user.id) : null;
  if (account) {
    await refuseWhileWaiting(deps.db, account, meta.ip);
    if (
      (await underAttack(deps.db, account)) &&
      !(input.captcha && (await deps.captcha.verify(input.captcha)))
    ) {
      throw badRequest(MESSAGES.captchaRequired, { captcha: MESSAGES.captchaRequired });
    }
  }
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !account || !passwordOk || user.status !== 1) {
    if (account) await recordFailure(deps.db, account, meta.ip);
    throw new AppError(401, 'UNAUTHENTICATED', MESSAGES.invalidCredentials);
  }
  return withTransaction(deps.db, async (tx) => {
    await recordSuccess(tx, account, meta.ip);
    if (previousSessionId) await deps.fieldSessions.destroy(previousSessionId, tx);
    return deps.fieldSessions.create(tx, user.id, meta);
  });
}

export async function logout(deps: Deps, sessionId: string): Promise<void> {
  await deps.fieldSessions.destroy(sessionId);
}

/** Replaces the one-time password; the app user's other sessions end. */
export async function changePassword(
  deps: Deps,
  actor: AppUserActor,
  sessionId: string,
  input: FieldPasswordInput,
  ip: string | null,
): Promise<void> {
  const current = await repo.findPasswordHash(deps.db, actor.appUserId);
  if (!current || !(await verifyPassword(current, input.oldPassword))) {
    throw badRequest(FIELD_MESSAGES.wrongOldPassword, {
      oldPassword: FIELD_MESSAGES.wrongOldPassword,
    });
  }
  const hash = await hashPassword(input.password);
  await withTransaction(deps.db, async (tx) => {
    await repo.setPassword(tx, actor.appUserId, hash);
    await deps.fieldSessions.destroyAllOf(tx, actor.appUserId, sessionId);
    await fieldAudit(tx, actor, ip, {
      entity: 'app-user',
      entityId: actor.appUserId,
      action: 'password',
      changes: { password: true },
    });
  });
}

export function listAccused(
  deps: Deps,
  actor: AppUserActor,
  q: { search?: string | undefined; page: number; size: number },
) {
  return repo.listStationAccused(deps.db, actor.stationId, q);
}

export async function openAccusedPhoto(
  deps: Deps,
  actor: AppUserActor,
  accusedId: number,
): Promise<{ mime: string; size: number; originalName: string; stream: Readable }> {
  const file = await repo.findStationAccusedPhoto(deps.db, actor.stationId, accusedId);
  const stream = file && (await deps.storage.get(file.storageKey));
  if (!file || !stream) throw notFound();
  return { mime: file.mime, size: file.size, originalName: file.originalName, stream };
}

/** A photo from the camera, stored as the app user's and in its station (officers read it). */
export async function uploadPhoto(
  deps: Deps,
  actor: AppUserActor,
  ip: string | null,
  fileName: string,
  bytes: Buffer,
): Promise<UploadedFile> {
  const checked = await checkUpload('image', fileName, bytes);
  const id = randomUUID();
  await deps.storage.put(checked.storageKey, checked.bytes);
  try {
    await withTransaction(deps.db, async (tx) => {
      await repo.insertFieldFile(tx, {
        id,
        storageKey: checked.storageKey,
        kind: 'image',
        mime: checked.mime,
        size: checked.bytes.length,
        originalName: checked.originalName,
        uploadedByAppUser: actor.appUserId,
        cityId: actor.cityId,
        stationId: actor.stationId,
      });
      await fieldAudit(tx, actor, ip, {
        entity: 'file',
        entityId: id,
        action: 'upload',
        changes: { kind: 'image', mime: checked.mime, size: checked.bytes.length },
      });
    });
  } catch (error) {
    await deps.storage.delete(checked.storageKey);
    throw error;
  }
  return {
    id,
    kind: 'image',
    mime: checked.mime,
    size: checked.bytes.length,
    originalName: checked.originalName,
    url: `/api/files/${id}`,
  };
}

/**
 * Issue 5 §7 check-in. A client id already stored for this app user answers the stored
 * item and writes nothing (the offline queue resends); an accused the station does not
 * check answers 404 and writes nothing.
 */
export async function createCheckin(
  deps: Deps,
  actor: AppUserActor,
  ip: string | null,
  input: CheckinInput & { details: string },
) {
  const stored = await repo.findCheckinByClientId(deps.db, actor.appUserId, input.clientId);
  if (stored) return { ...stored, replayed: true };
  if (!(await repo.isStationAccused(deps.db, actor.stationId, input.accusedId))) throw notFound();
  if (input.photoId && !(await repo.isOwnUnusedPhoto(deps.db, actor.appUserId, input.photoId))) {
    throw notFound();
  }
  const result = await withTransaction(deps.db, async (tx) => {
    const item = await repo.insertCheckin(tx, {
      clientId: input.clientId,
      accusedId: input.accusedId,
      appUserId: actor.appUserId,
      cityId: actor.cityId,
      stationId: actor.stationId,
      latitude: input.latitude,
      longitude: input.longitude,
      accuracyMeters: input.accuracyMeters ?? null,
      found: input.found,
      details: input.details,
      photoId: input.photoId ?? null,
      capturedAt: new Date(input.capturedAt),
    });
    if (!item) return undefined;
    await fieldAudit(tx, actor, ip, {
      entity: 'gps-checkin',
      entityId: item.id,
      action: 'create',
      changes: { accusedId: item.accusedId, found: item.found, clientId: item.clientId },
    });
    return item;
  });
  if (result) return { ...result, replayed: false };
  // Two sends of one item raced; the other one stored it.
  const raced = await repo.findCheckinByClientId(deps.db, actor.appUserId, input.clientId);
  if (!raced) throw notFound();
  return { ...raced, replayed: true };
}

/**
 * Issue 5 §7 patrol visit from a scanned spot QR. Only the code inside the QR is trusted;
 * the spot must be of the app user's city (any station of it: patrols cross station
 * limits, decision 0016). The first visit geotags the spot.
 */
export async function createVisit(
  deps: Deps,
  actor: AppUserActor,
  ip: string | null,
  input: VisitInput,
) {
  const stored = await repo.findVisitByClientId(deps.db, actor.appUserId, input.clientId);
  if (stored) return { ...stored, replayed: true };
  // A typed code (when the camera cannot read the QR) is taken as the code alone.
  const code = SPOT_CODE_PATTERN.test(input.qr) ? input.qr : decodeSpotQr(input.qr)?.code;
  if (!code) throw badRequest(FIELD_MESSAGES.qrInvalid, { qr: FIELD_MESSAGES.qrInvalid });
  const spot = await repo.findSpotByCode(deps.db, code);
  if (!spot) throw notFound();
  if (spot.cityId !== actor.cityId) {
    throw badRequest(FIELD_MESSAGES.qrOtherCity, { qr: FIELD_MESSAGES.qrOtherCity });
  }
  const scannedAt = new Date(input.scannedAt);
  const result = await withTransaction(deps.db, async (tx) => {
    const visit = await repo.insertVisit(tx, {
      clientId: input.clientId,
      spotId: spot.id,
      appUserId: actor.appUserId,
      cityId: actor.cityId,
      stationId: actor.stationId,
      latitude: input.latitude,
      longitude: input.longitude,
      scannedAt,
    });
    if (!visit) return undefined;
    const geotagged = await repo.geotagSpot(tx, spot.id, {
      latitude: input.latitude,
      longitude: input.longitude,
      at: scannedAt,
    });
    await fieldAudit(tx, actor, ip, {
      entity: 'patrol-visit',
      entityId: visit.id,
      action: 'create',
      changes: { spotId: spot.id, geotagged, clientId: input.clientId },
    });
    return {
      id: visit.id,
      clientId: input.clientId,
      spotId: spot.id,
      spotName: spot.name,
      geotagged,
      scannedAt: visit.scannedAt.toISOString(),
    };
  });
  if (result) return { ...result, replayed: false };
  const raced = await repo.findVisitByClientId(deps.db, actor.appUserId, input.clientId);
  if (!raced) throw notFound();
  return { ...raced, replayed: true };
}

export async function registerDevice(
  deps: Deps,
  actor: AppUserActor,
  ip: string | null,
  token: string,
): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const id = await repo.upsertDevice(tx, actor.appUserId, token);
    await fieldAudit(tx, actor, ip, {
      entity: 'app-user-device',
      entityId: id,
      action: 'register',
    });
  });
}

const FEED_SIZE = 20;

/** Active news of the app user's city (and state-wide news) and the active notifications. */
export async function feed(deps: Deps, actor: AppUserActor) {
  const [news, notifications] = await Promise.all([
    listContent(
      deps.db,
      { itemType: CONTENT_TYPES.news, activeOnly: true, readerCityId: actor.cityId },
      { page: 0, size: FEED_SIZE },
    ),
    listContent(
      deps.db,
      { itemType: CONTENT_TYPES.notification, activeOnly: true },
      { page: 0, size: FEED_SIZE },
    ),
  ]);
  return { news: news.items, notifications: notifications.items };
}
