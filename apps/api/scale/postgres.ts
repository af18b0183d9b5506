// A throwaway PostgreSQL server for the scale test (Debian's binaries; initdb and pg_ctl as the postgres user when
// run as root, as scripts/test.sh does), its client tools, and one-off queries with node-postgres.
import { spawnSync } from 'node:child_process';
import { chownSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { cleanups, findPgBin, freePort, tempDir } from '../bench/bench-support';
import { aptInstall } from './system-packages';

export type TPostgres = {
  url: string;
  port: number;
  bin: string;
  /** Runs a client tool (pg_dump, pg_restore, dropdb, createdb) against the server; throws with its output on failure. */
  tool: (name: string, args: string[]) => string;
};

const USER = 'gifthub';
const DATABASE = 'gifthub';

export async function startPostgres(): Promise<TPostgres> {
  if (!findPgBin()) aptInstall('PostgreSQL', [['postgresql']]);
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL was installed but is not under /usr/lib/postgresql/*/bin.');
  const asRoot = process.getuid?.() === 0;
  const dir = tempDir('gifthub-scale-pg-');
  if (asRoot) {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (uid.status !== 0) throw new Error('Running as root but there is no postgres user: install the Debian postgresql package.');
    chownSync(dir, Number(uid.stdout.trim()), Number(gid.stdout.trim()));
  }
  const run = (cmd: string, args: string[]) => {
    // initdb refuses to run as root: the cluster belongs to the postgres user.
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const res = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (res.status !== 0) throw new Error(`${cmd} failed:\n${res.stdout}\n${res.stderr}`);
    return res.stdout;
  };
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', USER, '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync', '--no-instructions']);
  // Durability is irrelevant for a throwaway server; these settings spare the two cores the processes need.
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
  cleanups.push(() => void run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']));
  const tool = (name: string, args: string[]) => {
    const res = spawnSync(path.join(bin, name), ['-h', '127.0.0.1', '-p', String(port), '-U', USER, ...args], { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${name} ${args.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
    return res.stdout;
  };
  tool('createdb', [DATABASE]);
  return { url: `postgres://${USER}@127.0.0.1:${port}/${DATABASE}`, port, bin, tool };
}

/** One statement on its own connection (the harness's checks of what the processes wrote). */
export async function query<T extends Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
