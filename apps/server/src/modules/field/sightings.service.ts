import type { Sighting, SightingInput } from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { audit } from '../../platform/audit/audit.js';
import { notFound } from '../../platform/errors.js';
import type { AppUserActor } from '../../platform/session/field-session.js';
import { recordBreaches } from '../breaches/breaches.service.js';
import { isStationAccused } from './field.repo.js';
import * as repo from './sightings.repo.js';

/**
 * "Seen here" (issue 20 item 2): an app user saw an accused where the phone is, with a
 * photo uploaded first through POST /api/field/photos. Deduplicated like a check-in (the
 * offline queue resends the same client id), refused (404) for an accused the station does
 * not check, audited, and checked against the accused's externment orders.
 */
export async function createSighting(
  deps: Deps,
  actor: AppUserActor,
  ip: string | null,
  input: SightingInput & { details: string },
): Promise<Sighting & { replayed: boolean }> {
  const stored = await repo.findSightingByClientId(deps.db, actor.appUserId, input.clientId);
  if (stored) return { ...stored, replayed: true };
  if (!(await isStationAccused(deps.db, actor.stationId, input.accusedId))) throw notFound();
  if (!(await repo.isOwnUnusedSightingPhoto(deps.db, actor.appUserId, input.photoId))) {
    throw notFound();
  }
  const result = await withTransaction(deps.db, async (tx) => {
    const row = await repo.insertSighting(tx, {
      clientId: input.clientId,
      accusedId: input.accusedId,
      appUserId: actor.appUserId,
      cityId: actor.cityId,
      stationId: actor.stationId,
      latitude: input.latitude,
      longitude: input.longitude,
      accuracyMeters: input.accuracyMeters ?? null,
      photoId: input.photoId,
      details: input.details,
      seenAt: new Date(input.seenAt),
    });
    if (!row) return undefined;
    const breaches = await recordBreaches(tx, { kind: 'sighting', id: row.id });
    await audit(
      tx,
      { actor: null, ip },
      {
        entity: 'field-sighting',
        entityId: row.id,
        action: 'create',
        cityId: actor.cityId,
        changes: {
          appUserId: actor.appUserId,
          accusedId: input.accusedId,
          clientId: input.clientId,
          breaches,
        },
      },
    );
    return { id: row.id, seenAt: row.seenAt, breaches };
  });
  if (result) {
    if (result.breaches > 0) deps.outbox.kick();
    return {
      id: result.id,
      clientId: input.clientId,
      accusedId: input.accusedId,
      breach: result.breaches > 0,
      seenAt: result.seenAt.toISOString(),
      replayed: false,
    };
  }
  // Two sends of one item raced; the other one stored it.
  const raced = await repo.findSightingByClientId(deps.db, actor.appUserId, input.clientId);
  if (!raced) throw notFound();
  return { ...raced, replayed: true };
}
