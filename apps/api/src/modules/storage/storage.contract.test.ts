import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createStorage } from './create-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { TStorage } from './storage';

/**
 * The storage interface's contract, run against both adapters: the local disk, and the S3 adapter against s3rver
 * (a local S3-compatible server from npm, started here on a free port in a temporary folder).
 */
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `gifthub-storage-${name}-`));
  dirs.push(dir);
  return dir;
};

let s3server: S3rver;
let s3: TStorage;
let s3Config: Parameters<typeof createS3Storage>[0];
beforeAll(async () => {
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: tempDir('s3rver'), configureBuckets: [{ name: 'gifthub-test' }] });
  const { port } = await s3server.run();
  s3 = createS3Storage((s3Config = {
    kind: 's3',
    bucket: 'gifthub-test',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }));
});
afterAll(async () => {
  await s3server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const adapters: [string, () => TStorage][] = [
  ['local disk', () => createLocalStorage(path.join(tempDir('local'), 'uploads'))],
  ['S3 (s3rver)', () => s3],
];

describe.each(adapters)('storage contract: %s', (_name, make) => {
  it('puts, gets, checks and deletes a file by key', async () => {
    const storage = make();
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
    await storage.put('media-1-00aa.png', body, 'image/png');
    expect(await storage.exists('media-1-00aa.png')).toBe(true);
    const got = await storage.get('media-1-00aa.png');
    expect(got).toEqual({ body, contentType: 'image/png', bytes: body.length });
    await storage.delete('media-1-00aa.png');
    expect(await storage.exists('media-1-00aa.png')).toBe(false);
    expect(await storage.get('media-1-00aa.png')).toBeNull();
  });

  it('answers null and false for a missing key, and deleting one is not an error', async () => {
    const storage = make();
    expect(await storage.get('never-stored.jpg')).toBeNull();
    expect(await storage.exists('never-stored.jpg')).toBe(false);
    await expect(storage.delete('never-stored.jpg')).resolves.toBeUndefined();
  });

  it('overwrites a key with the new bytes', async () => {
    const storage = make();
    await storage.put('doc-1.pdf', Buffer.from('first version'), 'application/pdf');
    await storage.put('doc-1.pdf', Buffer.from('second'), 'application/pdf');
    expect((await storage.get('doc-1.pdf'))?.body.toString()).toBe('second');
  });

  it('keeps a larger binary file byte for byte', async () => {
    const storage = make();
    const body = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 256));
    await storage.put('big-file.webp', body, 'image/webp');
    const got = await storage.get('big-file.webp');
    expect(got?.bytes).toBe(body.length);
    expect(got?.body.equals(body)).toBe(true);
  });

  it('refuses keys that are paths or not flat names, for every operation', async () => {
    const storage = make();
    const bad = ['../escape.png', 'a/b.png', '..', '.hidden', '', 'x'.repeat(201), 'name with space.png', 'a\\b.png', 'évil.png', 'a..b.png'];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.exists(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('several API processes on one store', () => {
  // Each process builds its own adapter (its own client or file handles) on the same configuration.
  const pairs: [string, () => [TStorage, TStorage]][] = [
    ['local disk (a shared data/ folder)', () => {
      const dir = path.join(tempDir('shared'), 'uploads');
      return [createLocalStorage(dir), createLocalStorage(dir)];
    }],
    ['S3 (s3rver)', () => [createS3Storage(s3Config), createS3Storage(s3Config)]],
  ];
  it.each(pairs)('%s: what one writes the other reads, and one delete is seen by both', async (_name, make) => {
    const [a, b] = make();
    const body = Buffer.from('shared between processes');
    await a.put('team-9-0a1b2c3d4e5f6a7b.png', body, 'image/png');
    expect((await b.get('team-9-0a1b2c3d4e5f6a7b.png'))?.body.equals(body)).toBe(true);
    await b.delete('team-9-0a1b2c3d4e5f6a7b.png');
    expect(await a.exists('team-9-0a1b2c3d4e5f6a7b.png')).toBe(false);
  });
});

describe('createStorage', () => {
  it('picks S3 from STORAGE=s3 with its settings, and the local disk otherwise', async () => {
    const env = { STORAGE: 's3', S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    const config = loadConfig(env);
    expect(config.storage).toEqual({ kind: 's3', bucket: 'uploads', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true });
    expect(createStorage(config).kind).toBe('s3');
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({ forcePathStyle: false });
    expect(createStorage(loadConfig({ DATA_DIR: tempDir('cfg') })).kind).toBe('local');
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow('STORAGE=s3 needs S3_BUCKET');
  });
});
