import type { FieldAccusedDetail } from '@cmis/shared';
import type { CacheMeta } from './cache-logic';

/**
 * The phone's copy of its station's accused (issue 20), in its own IndexedDB database beside
 * the queue's: the records with their details, and whose copy it is and when it was saved.
 * Photos are kept by the service worker's cache of /api/field/accused/:id/photo (PHOTO_CACHE).
 */
const DB_NAME = 'cmis-field-cache';
const ACCUSED = 'accused';
const META = 'meta';
const META_KEY = 'list';

/** The service worker's cache of the accused photos (apps/web/sw/sw.ts keeps the same name). */
export const PHOTO_CACHE = 'cmis-field-photos';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(ACCUSED, { keyPath: 'id' });
      req.result.createObjectStore(META);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB open failed'));
  });
}

async function transact<T>(
  stores: string[],
  mode: IDBTransactionMode,
  fn: (tx: IDBTransaction) => () => T,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(stores, mode);
      const result = fn(tx);
      tx.oncomplete = () => resolve(result());
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB failed'));
      tx.onabort = () => reject(tx.error ?? new Error('indexedDB aborted'));
    });
  } finally {
    db.close();
  }
}

export interface SavedList {
  meta: CacheMeta;
  items: FieldAccusedDetail[];
}

export const accusedStore = {
  /** Replaces the whole copy in one transaction: a reader sees the old list or the new one. */
  replace: (meta: CacheMeta, items: FieldAccusedDetail[]) =>
    transact([ACCUSED, META], 'readwrite', (tx) => {
      const store = tx.objectStore(ACCUSED);
      store.clear();
      for (const item of items) store.put(item);
      tx.objectStore(META).put(meta, META_KEY);
      return () => undefined;
    }),

  meta: () =>
    transact([META], 'readonly', (tx) => {
      const req = tx.objectStore(META).get(META_KEY) as IDBRequest<CacheMeta | undefined>;
      return () => req.result ?? null;
    }),

  /** The saved list in the server's order (name, then id), or null when nothing is saved. */
  list: () =>
    transact([ACCUSED, META], 'readonly', (tx) => {
      const meta = tx.objectStore(META).get(META_KEY) as IDBRequest<CacheMeta | undefined>;
      const items = tx.objectStore(ACCUSED).getAll() as IDBRequest<FieldAccusedDetail[]>;
      return (): SavedList | null =>
        meta.result
          ? {
              meta: meta.result,
              items: items.result.sort(
                (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id,
              ),
            }
          : null;
    }),

  one: (id: number) =>
    transact([ACCUSED, META], 'readonly', (tx) => {
      const meta = tx.objectStore(META).get(META_KEY) as IDBRequest<CacheMeta | undefined>;
      const item = tx.objectStore(ACCUSED).get(id) as IDBRequest<FieldAccusedDetail | undefined>;
      return () => (meta.result && item.result ? { meta: meta.result, item: item.result } : null);
    }),

  clear: () =>
    transact([ACCUSED, META], 'readwrite', (tx) => {
      tx.objectStore(ACCUSED).clear();
      tx.objectStore(META).clear();
      return () => undefined;
    }),
};
