import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { UploadedFile, UploadKind, UploadPurpose } from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { fileReadRule } from '../../platform/scope.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { notFound } from '../../platform/errors.js';
import { checkUpload } from '../../platform/uploads.js';
import { findFile, insertFile, isOnAccusedRecord, type FileRow } from './files.repo.js';

const urlOf = (id: string) => `/api/files/${id}`;

/**
 * Stores a checked upload. The bytes are written first and removed again if the row
 * cannot be written, so a refused or failed upload leaves nothing behind.
 */
export async function uploadFile(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  kind: UploadKind,
  fileName: string,
  bytes: Buffer,
  purpose: UploadPurpose = 'general',
): Promise<UploadedFile> {
  const checked = await checkUpload(kind, fileName, bytes, purpose);
  const id = randomUUID();
  await deps.storage.put(checked.storageKey, checked.bytes);
  try {
    await withTransaction(deps.db, async (tx) => {
      await insertFile(tx, {
        id,
        storageKey: checked.storageKey,
        kind,
        mime: checked.mime,
        size: checked.bytes.length,
        originalName: checked.originalName,
        uploadedBy: actor.userId,
        cityId: actor.cityId,
        stationId: actor.stationId,
      });
      await audit(tx, ctx, {
        entity: 'file',
        entityId: id,
        action: 'upload',
        changes: {
          kind,
          mime: checked.mime,
          size: checked.bytes.length,
          name: checked.originalName,
        },
      });
    });
  } catch (error) {
    await deps.storage.delete(checked.storageKey);
    throw error;
  }
  return {
    id,
    kind,
    mime: checked.mime,
    size: checked.bytes.length,
    originalName: checked.originalName,
    url: urlOf(id),
  };
}

/** Who may read an upload: the named policy of the scope module, plus its one look-up. */
async function canRead(deps: Deps, actor: Actor, file: FileRow): Promise<boolean> {
  const rule = fileReadRule(actor, { cityId: file.cityId, stationId: file.stationId });
  return rule === 'on-accused-record' ? isOnAccusedRecord(deps.db, file.id) : rule === 'allowed';
}

export async function openFile(
  deps: Deps,
  actor: Actor,
  id: string,
): Promise<{ file: FileRow; stream: Readable }> {
  const file = await findFile(deps.db, id);
  if (!file || !(await canRead(deps, actor, file))) throw notFound();
  const stream = await deps.storage.get(file.storageKey);
  if (!stream) throw notFound();
  return { file, stream };
}

const SIGNED_LINK_DAYS = 7;

/**
 * A link to an image that works without a session until it expires, for a phone showing
 * a push notification (spec 2 §7.6). Only images, only through this signature.
 */
export function signedImageUrl(deps: Deps, fileId: string, now = Date.now()): string | undefined {
  if (!deps.config.publicBaseUrl) return undefined;
  const expires = Math.floor(now / 1000) + SIGNED_LINK_DAYS * 86_400;
  const signature = deps.cipher.sign(`${fileId}.${expires}`);
  return `${deps.config.publicBaseUrl}/api/files/${fileId}/signed?expires=${expires}&signature=${signature}`;
}

export async function openSignedImage(
  deps: Deps,
  id: string,
  expires: number,
  signature: string,
): Promise<{ file: FileRow; stream: Readable }> {
  const valid = expires * 1000 > Date.now() && deps.cipher.verify(`${id}.${expires}`, signature);
  const file = valid ? await findFile(deps.db, id) : undefined;
  if (!file || file.kind !== 'image') throw notFound();
  const stream = await deps.storage.get(file.storageKey);
  if (!stream) throw notFound();
  return { file, stream };
}
