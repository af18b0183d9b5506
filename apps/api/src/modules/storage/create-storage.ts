import path from 'node:path';
import type { TConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { TStorage } from './storage';

/** The configured storage: the local disk under data/uploads unless STORAGE=s3 (see s3-storage.ts). */
export function createStorage(config: TConfig): TStorage {
  if (config.storage.kind === 's3') return createS3Storage(config.storage);
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
