import type { Config } from '../config.js';
import { S3Storage } from './s3-storage.js';
import { LocalStorage, type StorageDriver } from './storage.js';

/** Where the configured driver keeps uploaded files: the server and the backup alike. */
export type StorageLocation = Pick<Config, 'storageDriver' | 's3' | 'storageDir'>;

export function storageDriver(at: StorageLocation): StorageDriver {
  return at.storageDriver === 's3' && at.s3
    ? new S3Storage(at.s3)
    : new LocalStorage(at.storageDir);
}
