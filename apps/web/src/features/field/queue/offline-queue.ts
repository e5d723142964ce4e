import type { UploadedFile } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { fieldRequest } from '../api/field-request';
import { outcomeOf, type Outcome } from './outcome';
import { queueStore, type QueueItem } from './queue-store';

type Listener = () => void;
const listeners = new Set<Listener>();
let running: Promise<FlushResult> | null = null;
let owner: number | null = null;

/**
 * The signed-in app user. A check-in waiting on the phone is sent under its maker's session
 * only: the server records the session's app user as the one who checked.
 */
export function setQueueOwner(appUserId: number | null): void {
  owner = appUserId;
  changed();
}

const ownedByCurrent = (item: QueueItem) => item.ownerId === undefined || item.ownerId === owner;

export interface FlushResult {
  sent: number;
  needsLogin: boolean;
}

export function onQueueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => listeners.forEach((l) => l());

async function attempt<T>(
  call: () => Promise<T>,
): Promise<{ outcome: Outcome; value?: T; error?: string; params?: QueueItem['errorParams'] }> {
  try {
    return { outcome: 'done', value: await call() };
  } catch (error) {
    if (error instanceof ApiError)
      return { outcome: outcomeOf(error.status), error: error.message, params: error.params };
    return { outcome: 'retry' };
  }
}

function uploadPhoto(photo: Blob) {
  const form = new FormData();
  form.append('file', photo, 'checkin.jpg');
  return fieldRequest<UploadedFile>('/photos', { method: 'POST', body: form });
}

const PATHS: Record<QueueItem['kind'], string> = {
  checkin: '/checkins',
  visit: '/visits',
  sighting: '/sightings',
};

/** One item: its photo first (the id is saved so a resend does not upload it again), then itself. */
async function send(item: QueueItem): Promise<Outcome> {
  if (item.photo) {
    const photo = item.photo;
    const up = await attempt(() => uploadPhoto(photo));
    if (up.outcome !== 'done' || !up.value) return fail(item, up);
    item = { ...item, photo: undefined, body: { ...item.body, photoId: up.value.id } };
    await queueStore.put(item);
  }
  const path = PATHS[item.kind];
  const res = await attempt(() => fieldRequest(path, { method: 'POST', body: item.body }));
  if (res.outcome !== 'done') return fail(item, res);
  await queueStore.remove(item.clientId);
  return 'done';
}

async function fail(
  item: QueueItem,
  res: { outcome: Outcome; error?: string; params?: QueueItem['errorParams'] },
): Promise<Outcome> {
  // A refusal is final: kept as failed with its message (and numbers) until the user removes it.
  if (res.outcome === 'failed')
    await queueStore.put({ ...item, state: 'failed', error: res.error, errorParams: res.params });
  return res.outcome;
}

/**
 * Sends what waits, oldest first; one run at a time. Each item carries its client id, so a
 * resend after a lost answer is answered by the server with the stored item, not a copy.
 */
export function flushQueue(): Promise<FlushResult> {
  running ??= (async () => {
    const result: FlushResult = { sent: 0, needsLogin: false };
    try {
      for (const item of await queueStore.all()) {
        if (item.state !== 'pending' || !ownedByCurrent(item)) continue;
        const outcome = await send(item);
        if (outcome === 'done') result.sent += 1;
        if (outcome === 'login') result.needsLogin = true;
        if (outcome === 'retry' || outcome === 'login') break;
      }
    } finally {
      running = null;
      changed();
    }
    return result;
  })();
  return running;
}

export async function enqueue(item: Omit<QueueItem, 'state' | 'createdAt'>): Promise<void> {
  await queueStore.put({
    ...item,
    ...(owner === null ? {} : { ownerId: owner }),
    state: 'pending',
    createdAt: new Date().toISOString(),
  });
  changed();
}

export async function discard(clientId: string): Promise<void> {
  await queueStore.remove(clientId);
  changed();
}

/** The signed-in app user's items (another user's wait for that user's next sign-in). */
export const queuedItems = async () => (await queueStore.all()).filter(ownedByCurrent);
