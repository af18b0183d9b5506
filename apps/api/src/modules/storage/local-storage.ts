import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { checkStorageKey, contentTypeOf, type TStorage } from './storage';

/** Files on the local disk, one directory (data/uploads). Writes land whole: a temporary name, then a rename. */
export function createLocalStorage(dir: string): TStorage {
  const file = (key: string) => path.join(dir, checkStorageKey(key));
  return {
    kind: 'local',
    async put(key, body) {
      await mkdir(dir, { recursive: true });
      const tmp = `${file(key)}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(tmp, body);
      await rename(tmp, file(key));
    },
    async get(key) {
      try {
        const body = await readFile(file(key));
        return { body, contentType: contentTypeOf(key), bytes: body.length };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async exists(key) {
      const full = file(key);
      try {
        return (await stat(full)).isFile();
      } catch {
        return false;
      }
    },
  };
}
