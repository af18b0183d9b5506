/**
 * Uploaded files as the rest of the API sees them: one flat namespace of keys (team-12-3f9a….png). Two adapters:
 * the local disk under data/uploads (default) and an S3-compatible object store (STORAGE=s3), so several API
 * processes can share files. Keys are made by the caller from random bytes; a key is never a path.
 */
export type TStoredFile = { body: Buffer; contentType: string; bytes: number };

export type TStorage = {
  kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<TStoredFile | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
};

/** Keys are flat names: letters, digits, dot, dash and underscore, no leading dot, at most 200 characters. */
export const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function checkStorageKey(key: string): string {
  if (!STORAGE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The content type a stored name is served with (uploads keep the extension their content was sniffed as). */
export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  csv: 'text/csv',
  txt: 'text/plain',
};
export const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
