import path from 'node:path';
import type { TConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import type { TStorage } from './storage';

/** The configured storage: the local disk under data/uploads unless STORAGE=s3 (see s3-storage.ts). */
export function createStorage(config: TConfig): TStorage {
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
