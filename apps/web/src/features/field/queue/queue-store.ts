/** One check-in, patrol visit or sighting waiting on the device, keyed by its client id. */
export interface QueueItem {
  clientId: string;
  kind: 'checkin' | 'visit' | 'sighting';
  /** The JSON body for /api/field/checkins, /visits or /sightings (issue 20). */
  body: Record<string, unknown>;
  /** The camera photo, until it is uploaded and its id put into the body. */
  photo?: Blob;
  /** What the list shows: the accused's or the spot's name. */
  label: string;
  state: 'pending' | 'failed';
  /** The app user who made it: only that user's session sends it (another may sign in meanwhile). */
  ownerId?: number;
  error?: string;
  /** The numbers of a refusal's message (a visit too far from its spot: decision 0055). */
  errorParams?: Record<string, number | string>;
  createdAt: string;
}

const DB_NAME = 'cmis-field';
const STORE = 'queue';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'clientId' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB open failed'));
  });
}

async function run<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = fn(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB failed'));
    });
  } finally {
    db.close();
  }
}

/** IndexedDB keeps the items (photos included) across reloads and while the phone is off. */
export const queueStore = {
  all: async () =>
    (await run<QueueItem[]>('readonly', (s) => s.getAll() as IDBRequest<QueueItem[]>)).sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt),
    ),
  put: (item: QueueItem) => run('readwrite', (s) => s.put(item)),
  remove: (clientId: string) => run('readwrite', (s) => s.delete(clientId)),
};
