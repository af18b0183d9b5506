import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Test support: every insert into `table` fails (as a full disk would) while `work` runs, on PGlite and
 * PostgreSQL alike. A real database fault, so the code under test runs unmocked up to that write.
 */
export async function withFailingInserts<T>(db: Db, table: string, work: () => Promise<T>): Promise<T> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  const name = `test_fail_${table}`;
  await db.execute(sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`));
  await db.execute(sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`));
  try {
    return await work();
  } finally {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  }
}
