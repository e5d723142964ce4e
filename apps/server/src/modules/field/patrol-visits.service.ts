import {
  decodeSpotQr,
  FIELD_MESSAGES,
  SPOT_CODE_PATTERN,
  type Visit,
  type VisitInput,
} from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest, badRequestWith, notFound } from '../../platform/errors.js';
import type { AppUserActor } from '../../platform/session/field-session.js';
import { unitSettingsOf } from '../settings/settings.service.js';
import { fieldAudit } from './field.service.js';
import { isRepeat, judgeScan } from './patrol-rules.js';
import * as repo from './patrol-visits.repo.js';

type Decided = { visit: Visit | undefined } | { tooFar: number };

/**
 * Issue 5 §7 patrol visit from a scanned spot QR, with the integrity rules of issue 20
 * (decision 0055). Only the code inside the QR is trusted; the spot must be of the app
 * user's city (any station of it: patrols cross station limits, decision 0016).
 * - The first scan tags the spot, only with a GPS fix within 50 m (or the unit's distance).
 * - A scan further than the unit's distance from the tagged spot is refused, the attempt
 *   audited ('refused-distance'); a fix too uncertain to judge is kept, flagged, not counted.
 * - A scan within the unit's repeat window of the same user's counted scan of the spot is
 *   kept and answered as "already recorded" (`counted: false`).
 * A client id already stored answers the stored visit and writes nothing.
 */
export async function createVisit(
  deps: Deps,
  actor: AppUserActor,
  ip: string | null,
  input: VisitInput,
): Promise<Visit & { replayed: boolean }> {
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
  const settings = await unitSettingsOf(deps.db, actor.cityId);
  const scannedAt = new Date(input.scannedAt);
  const accuracyMeters = input.accuracyMeters ?? null;
  const scan = { latitude: input.latitude, longitude: input.longitude, accuracyMeters };

  const decided = await withTransaction(deps.db, async (tx): Promise<Decided> => {
    const position = await repo.lockSpotPosition(tx, spot.id);
    if (!position) throw notFound();
    const verdict = judgeScan(position, scan, settings.patrolMaxDistanceMeters);
    if (verdict.kind === 'needs-fix') {
      // Nothing is written: the app user waits for a better fix and scans again.
      throw verdict.accuracyMeters === null
        ? badRequestWith(FIELD_MESSAGES.geotagNoAccuracy, { limit: verdict.limit })
        : badRequestWith(FIELD_MESSAGES.geotagNeedsFix, {
            limit: verdict.limit,
            accuracy: Math.round(verdict.accuracyMeters),
          });
    }
    if (verdict.kind === 'too-far') {
      // The refusal is committed to the audit log so supervisors see the attempts.
      await fieldAudit(tx, actor, ip, {
        entity: 'patrol-visit',
        entityId: input.clientId,
        action: 'refused-distance',
        changes: {
          spotId: spot.id,
          clientId: input.clientId,
          distanceMeters: verdict.distanceMeters,
          maxDistanceMeters: settings.patrolMaxDistanceMeters,
          accuracyMeters,
          latitude: input.latitude,
          longitude: input.longitude,
        },
      });
      return { tooFar: verdict.distanceMeters };
    }
    const distanceMeters = verdict.kind === 'tag' ? 0 : verdict.distanceMeters;
    const flagged = verdict.kind === 'keep' && verdict.flagged;
    const repeat = isRepeat(
      scannedAt,
      await repo.countedScanNear(
        tx,
        spot.id,
        actor.appUserId,
        scannedAt,
        settings.patrolRepeatMinutes,
      ),
      settings.patrolRepeatMinutes,
    );
    const counted = !flagged && !repeat;
    const visit = await repo.insertVisit(tx, {
      clientId: input.clientId,
      spotId: spot.id,
      appUserId: actor.appUserId,
      cityId: actor.cityId,
      stationId: actor.stationId,
      latitude: input.latitude,
      longitude: input.longitude,
      accuracyMeters,
      distanceMeters,
      flagged,
      counted,
      scannedAt,
    });
    if (!visit) return { visit: undefined };
    const geotagged =
      verdict.kind === 'tag' &&
      (await repo.geotagSpot(tx, spot.id, {
        latitude: input.latitude,
        longitude: input.longitude,
        accuracyMeters: verdict.accuracyMeters,
        at: scannedAt,
      }));
    await fieldAudit(tx, actor, ip, {
      entity: 'patrol-visit',
      entityId: visit.id,
      action: 'create',
      changes: {
        spotId: spot.id,
        geotagged,
        clientId: input.clientId,
        distanceMeters,
        accuracyMeters,
        flagged,
        counted,
      },
    });
    return {
      visit: {
        id: visit.id,
        clientId: input.clientId,
        spotId: spot.id,
        spotName: spot.name,
        geotagged,
        counted,
        flagged,
        distanceMeters,
        accuracyMeters,
        scannedAt: visit.scannedAt.toISOString(),
      },
    };
  });
  if ('tooFar' in decided) {
    throw badRequestWith(FIELD_MESSAGES.visitTooFar, { distance: decided.tooFar });
  }
  if (decided.visit) return { ...decided.visit, replayed: false };
  // Two sends of one item raced; the other one stored it.
  const raced = await repo.findVisitByClientId(deps.db, actor.appUserId, input.clientId);
  if (!raced) throw notFound();
  return { ...raced, replayed: true };
}
