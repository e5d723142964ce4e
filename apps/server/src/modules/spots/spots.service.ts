import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import sharp from 'sharp';
import {
  encodeSpotQr,
  SPOT_MESSAGES,
  SPOT_QR_MAX_BYTES,
  STATE_ID,
  type SpotDetail,
  type SpotInput,
} from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import type { Deps } from '../../deps.js';
import { requireAccess } from '../../platform/access.js';
import type { Actor } from '../../platform/actor.js';
import { ownStationOrUnit } from '../../platform/scope.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { badRequest, notFound } from '../../platform/errors.js';
import * as repo from './spots.repo.js';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CODE_LENGTH = 15;
const CODE_ATTEMPTS = 5;
/** Spec 2 §9: the QR image is 300 pixels wide. */
export const QR_WIDTH = 300;
const QR_MARGIN = 4;

/** Spec 2 §3.7 qr_id: 15 random alphanumeric characters from the system's CSPRNG. */
export function newSpotCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function listSpots(
  deps: Deps,
  actor: Actor,
  q: { page: number; size: number; search?: string | undefined },
) {
  return repo.listSpots(deps.db, actor, q);
}

export async function getSpot(deps: Deps, actor: Actor, id: number): Promise<SpotDetail> {
  await requireAccess(actor, 'spots:read', [id], (ids) => repo.spotScopes(deps.db, ids));
  const spot = await repo.getSpot(deps.db, id);
  if (!spot) throw notFound();
  return spot;
}

/** The QR as a PNG of 300 px, encoding exactly the spot's qrContent. */
export async function spotQrPng(
  deps: Deps,
  actor: Actor,
  id: number,
): Promise<{ code: string; png: Buffer }> {
  const spot = await getSpot(deps, actor, id);
  return { code: spot.code, png: await qrPng(spot.qrContent) };
}

/**
 * A 300-pixel PNG of the text. The modules are drawn a whole number of pixels wide and the
 * square is centred on white, because a QR stretched by a fraction of a pixel per module
 * reads badly; the four-module quiet zone of the standard is kept.
 */
export async function qrPng(text: string): Promise<Buffer> {
  const options = { errorCorrectionLevel: 'M' as const, margin: QR_MARGIN };
  const modules = QRCode.create(text, options).modules.size + 2 * QR_MARGIN;
  const scale = Math.max(1, Math.floor(QR_WIDTH / modules));
  const drawn = await QRCode.toBuffer(text, { ...options, type: 'png', scale });
  const pad = Math.max(0, QR_WIDTH - modules * scale);
  return sharp(drawn)
    .extend({
      top: Math.floor(pad / 2),
      bottom: Math.ceil(pad / 2),
      left: Math.floor(pad / 2),
      right: Math.ceil(pad / 2),
      background: '#ffffff',
    })
    .png()
    .toBuffer();
}

/**
 * Spec 2 §6: role 2's spots belong to its own station whatever it sends; role 4 chooses a
 * station of its own unit, and must choose one ('Please enter user district').
 */
async function stationFor(deps: Deps, actor: Actor, input: SpotInput) {
  const own = ownStationOrUnit(actor);
  if (own.stationId !== null) return { cityId: own.cityId, stationId: own.stationId };
  const unitId = own.cityId;
  if (input.stationId === undefined) {
    throw badRequest(SPOT_MESSAGES.stationRequired, { stationId: SPOT_MESSAGES.stationRequired });
  }
  const cityId = await repo.stationCity(deps.db, input.stationId);
  if (cityId !== unitId) {
    throw badRequest(SPOT_MESSAGES.stationOutsideUnit, {
      stationId: SPOT_MESSAGES.stationOutsideUnit,
    });
  }
  return { cityId, stationId: input.stationId };
}

export async function createSpot(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  input: SpotInput,
): Promise<{ item: SpotDetail; message: string }> {
  const place = await stationFor(deps, actor, input);
  if (!(await repo.spotTypeExists(deps.db, input.spotTypeId))) {
    throw badRequest(SPOT_MESSAGES.invalidSpotType, {
      spotTypeId: SPOT_MESSAGES.invalidSpotType,
    });
  }
  // The code's length is fixed, so any code measures the content the QR will carry.
  const content = encodeSpotQr({ ...input, code: newSpotCode(), ...place });
  if (Buffer.byteLength(content, 'utf8') > SPOT_QR_MAX_BYTES) {
    throw badRequest(SPOT_MESSAGES.qrTooLong, {
      name: SPOT_MESSAGES.qrTooLong,
      landmark: SPOT_MESSAGES.qrTooLong,
    });
  }
  let id: number | undefined;
  // A clash of two random 15-character codes is all but impossible; if it happens, draw again.
  for (let attempt = 0; id === undefined; attempt++) {
    const code = newSpotCode();
    try {
      id = await withTransaction(deps.db, async (tx) => {
        const newId = await repo.insertSpot(tx, {
          code,
          name: input.name,
          landmark: input.landmark,
          spotTypeId: input.spotTypeId,
          spotTime: input.spotTime,
          patrollingPerson: input.patrollingPerson,
          stateId: STATE_ID,
          cityId: place.cityId,
          stationId: place.stationId,
          createdBy: actor.userId,
          createdRole: actor.role,
        });
        await audit(tx, ctx, {
          entity: 'spot',
          entityId: newId,
          action: 'create',
          cityId: place.cityId,
          changes: { ...input, code, stationId: place.stationId },
        });
        return newId;
      });
    } catch (error) {
      if (uniqueViolation(error) !== 'patrol_spots_code_idx' || attempt + 1 >= CODE_ATTEMPTS) {
        throw error;
      }
    }
  }
  const item = await repo.getSpot(deps.db, id);
  if (!item) throw notFound();
  return { item, message: SPOT_MESSAGES.saved };
}
