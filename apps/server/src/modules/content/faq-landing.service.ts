import {
  FAQ_MESSAGES,
  LANDING_MESSAGES,
  UPLOAD_MESSAGES,
  type LandingImage,
  type LandingSection,
} from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { findFileKind } from './content.repo.js';
import * as repo from './faq-landing.repo.js';

/** The file must be the actor's own upload and of an allowed kind. */
async function requireOwnFile(
  deps: Deps,
  actor: Actor,
  fileId: string,
  kinds: string[],
  message: string,
) {
  const file = await findFileKind(deps.db, fileId);
  if (!file || file.uploadedBy !== actor.userId || !kinds.includes(file.kind)) {
    throw badRequest(message, { fileId: message });
  }
}

export const listFaq = (deps: Deps) => repo.listFaq(deps.db);

/** Spec 3 §2.15: role 8 replaces the document or video behind a guidance item. */
export async function replaceFaqFile(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  fileId: string,
) {
  if (!(await repo.faqExists(deps.db, id))) throw notFound();
  await requireOwnFile(deps, actor, fileId, ['pdf', 'video'], UPLOAD_MESSAGES.pdfType);
  await withTransaction(deps.db, async (tx) => {
    await repo.setFaqFile(tx, id, fileId);
    await audit(tx, ctx, {
      entity: 'faq',
      entityId: id,
      action: 'replace-file',
      changes: { fileId },
    });
  });
  return { items: await repo.listFaq(deps.db), message: FAQ_MESSAGES.updated };
}

/** The public landing page's carousels (spec 3 §2.16): active images only. */
export async function publicLanding(deps: Deps): Promise<Record<LandingSection, LandingImage[]>> {
  const images = await repo.listLandingImages(deps.db, false);
  return {
    media: images.filter((i) => i.section === 'media'),
    coverage: images.filter((i) => i.section === 'coverage'),
  };
}

export async function openLandingImage(deps: Deps, id: number) {
  const file = await repo.findActiveLandingFile(deps.db, id);
  const stream = file && (await deps.storage.get(file.storageKey));
  if (!file || !stream) throw notFound();
  return { file, stream };
}

export const listLandingForAdmin = (deps: Deps) => repo.listLandingImages(deps.db, true);

export async function addLandingImage(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  input: { section: LandingSection; caption: string; fileId: string },
) {
  await requireOwnFile(deps, actor, input.fileId, ['image'], UPLOAD_MESSAGES.imageType);
  const id = await withTransaction(deps.db, async (tx) => {
    const newId = await repo.insertLandingImage(tx, input);
    await audit(tx, ctx, {
      entity: 'landing-image',
      entityId: newId,
      action: 'create',
      changes: { ...input },
    });
    return newId;
  });
  const image = await repo.getLandingImage(deps.db, id);
  if (!image) throw notFound();
  return { image, message: LANDING_MESSAGES.saved };
}

export async function setLandingImageActive(
  deps: Deps,
  ctx: AuditContext,
  id: number,
  active: boolean,
) {
  if (!(await repo.getLandingImage(deps.db, id))) throw notFound();
  await withTransaction(deps.db, async (tx) => {
    await repo.setLandingActive(tx, id, active);
    await audit(tx, ctx, {
      entity: 'landing-image',
      entityId: id,
      action: 'active',
      changes: { active },
    });
  });
  const image = await repo.getLandingImage(deps.db, id);
  if (!image) throw notFound();
  return { image, message: LANDING_MESSAGES.updated };
}
