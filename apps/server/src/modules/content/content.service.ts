import {
  CONTENT_MESSAGES,
  CONTENT_TYPES,
  type ContentInput,
  type ContentItem,
  type ContentType,
} from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { managesContent, unitOfScope } from '../../platform/scope.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import * as repo from './content.repo.js';

/**
 * Spec 1 §2, §6: role 8 manages notifications, help, about us and state-wide news; role 4
 * manages the news of its own unit. Readers see active items: news of their unit and of
 * the state, and every notification, help and about-us item.
 */
function mayManage(actor: Actor, itemType: ContentType): boolean {
  return managesContent(actor, itemType === CONTENT_TYPES.news);
}

/** The unit a manager's list shows: role 4 its own news; role 8 everything. */
function managedCity(actor: Actor): number | undefined {
  return unitOfScope(actor) ?? undefined;
}

export function listManaged(
  deps: Deps,
  actor: Actor,
  q: { itemType: ContentType; search?: string | undefined; page: number; size: number },
) {
  if (!mayManage(actor, q.itemType)) throw forbidden();
  return repo.listContent(
    deps.db,
    { itemType: q.itemType, cityId: managedCity(actor), search: q.search },
    q,
  );
}

export function listFeed(
  deps: Deps,
  actor: Actor,
  q: { itemType: ContentType; search?: string | undefined; page: number; size: number },
) {
  return repo.listContent(
    deps.db,
    {
      itemType: q.itemType,
      activeOnly: true,
      search: q.search,
      ...(q.itemType === CONTENT_TYPES.news && unitOfScope(actor) !== null
        ? { readerCityId: unitOfScope(actor) }
        : {}),
    },
    q,
  );
}

const EXPECTED_KIND = { 2: 'image', 3: 'video' } as const;

export async function createContent(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  input: ContentInput,
): Promise<{ item: ContentItem; message: string }> {
  if (!mayManage(actor, input.itemType)) throw forbidden();
  const newsType = input.newsType ?? 1;
  if (newsType !== 1) {
    const file = input.fileId ? await repo.findFileKind(deps.db, input.fileId) : undefined;
    // Only a file of the right kind that this user uploaded may be attached.
    if (!file || file.kind !== EXPECTED_KIND[newsType] || file.uploadedBy !== actor.userId) {
      throw badRequest(CONTENT_MESSAGES.fileRequired, { fileId: CONTENT_MESSAGES.fileRequired });
    }
  }
  // Notifications, help and about us are state-wide (cityId null, spec 1 §3); news is the unit's.
  const cityId = input.itemType === CONTENT_TYPES.news ? actor.cityId : null;
  const id = await withTransaction(deps.db, async (tx) => {
    const newId = await repo.insertContent(tx, {
      itemType: input.itemType,
      newsType,
      description: input.description,
      fileId: newsType === 1 ? null : (input.fileId ?? null),
      cityId,
      userId: actor.userId,
      role: actor.role,
    });
    await audit(tx, ctx, {
      entity: 'content',
      entityId: newId,
      action: 'create',
      cityId,
      changes: {
        itemType: input.itemType,
        newsType,
        description: input.description,
        fileId: input.fileId,
      },
    });
    return newId;
  });
  const item = await repo.getContent(deps.db, id);
  if (!item) throw notFound();
  return { item, message: CONTENT_MESSAGES.saved[input.itemType] };
}

export async function setStatus(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  status: 0 | 1,
): Promise<{ item: ContentItem; message: string }> {
  const owner = await repo.findContentOwner(deps.db, id);
  const itemType = owner?.itemType as ContentType | undefined;
  if (!owner || !itemType) throw notFound();
  const unit = unitOfScope(actor);
  const inScope = unit === null || owner.cityId === unit;
  if (!inScope) throw notFound();
  if (!mayManage(actor, itemType)) throw forbidden();
  await withTransaction(deps.db, async (tx) => {
    await repo.setContentStatus(tx, id, status);
    await audit(tx, ctx, {
      entity: 'content',
      entityId: id,
      action: 'status',
      cityId: owner.cityId,
      changes: { status },
    });
  });
  const item = await repo.getContent(deps.db, id);
  if (!item) throw notFound();
  return { item, message: CONTENT_MESSAGES.statusUpdated[itemType] };
}
