import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../db/client';
import { seed } from '../db/seed';
import { pgliteCopyOptions } from './pglite-copies';

/**
 * The migrated databases every API test file starts from, built once per run by the globalSetup:
 * PGlite data-folder tarballs, or template databases on the PostgreSQL server named by TEST_DATABASE_URL.
 * `empty` is migrated only (`createTestApp({ seed: false })`); `seeded` also holds the demo seed.
 */
export type TTestTemplates = { kind: 'pglite'; empty: string; seeded: string } | { kind: 'postgres'; serverUrl: string; empty: string; seeded: string };

// Handed from the globalSetup to the test files by Vitest's provide/inject, typed by augmenting its interface.
declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TTestTemplates;
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const copyName = () => `gifthub_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

const tarball = async (database: TDatabase) => Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());

/** Migrates and seeds once; the answer says where the copies come from, and dispose removes the templates. */
export async function buildTestTemplates(serverUrl: string | undefined): Promise<{ templates: TTestTemplates; dispose: () => Promise<void> }> {
  if (serverUrl) {
    const suffix = `${process.pid}_${Date.now().toString(36)}`;
    const empty = `gifthub_tpl_empty_${suffix}`;
    const seeded = `gifthub_tpl_seeded_${suffix}`;
    await onServer(serverUrl, `create database ${empty}`);
    await (await openDatabase(databaseUrl(serverUrl, empty))).close();
    await onServer(serverUrl, `create database ${seeded} template ${empty}`);
    const database = await openDatabase(databaseUrl(serverUrl, seeded));
    await seed(database.db);
    await database.close();
    return {
      templates: { kind: 'postgres', serverUrl, empty, seeded },
      dispose: async () => {
        for (const name of [empty, seeded]) await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gifthub-test-db-'));
  const templates: TTestTemplates = { kind: 'pglite', empty: path.join(dir, 'empty.tar'), seeded: path.join(dir, 'seeded.tar') };
  const database = await openDatabase('memory://');
  await writeFile(templates.empty, await tarball(database));
  await seed(database.db);
  await writeFile(templates.seeded, await tarball(database));
  await database.close();
  return { templates, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/** A copy of a template for one test file: its own database on the server, or a PGlite started from the tarball's files. */
export async function openTemplateCopy(templates: TTestTemplates, seeded: boolean): Promise<TDatabase> {
  const template = seeded ? templates.seeded : templates.empty;
  if (templates.kind === 'postgres') {
    const name = copyName();
    // Copying the files is a third of the time of the default strategy, which writes every page to the log.
    await onServer(templates.serverUrl, `create database ${name} template ${template} strategy file_copy`);
    const database = await openDatabase(databaseUrl(templates.serverUrl, name));
    return {
      ...database,
      // Dropped when the file ends, so a run does not leave a hundred copies on the server's disk.
      close: async () => {
        await database.close();
        await onServer(templates.serverUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  return openDatabase('memory://', { pglite: await pgliteCopyOptions(template) });
}

/** Without the globalSetup (another runner or config): one database migrated and seeded in place, as before. */
export async function openFreshDatabase(serverUrl: string | undefined, seeded: boolean): Promise<TDatabase> {
  let url = 'memory://';
  if (serverUrl) {
    const name = copyName();
    await onServer(serverUrl, `create database ${name}`);
    url = databaseUrl(serverUrl, name);
  }
  const database = await openDatabase(url);
  if (seeded) await seed(database.db);
  return database;
}
