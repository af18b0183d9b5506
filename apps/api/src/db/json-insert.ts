import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Many rows in one INSERT … SELECT FROM json_populate_recordset: the rows travel as one JSON parameter. Drizzle's
 * multi-row VALUES builds a placeholder and a mapped value per cell in JavaScript, which for a 10,000-row upload
 * cost more than PostgreSQL's work; this costs one JSON.stringify. Only the columns the rows carry are written
 * (the others take their defaults); values go as JSON (dates as ISO strings, jsonb as nested JSON), so the table
 * must have no JavaScript-side defaults. Returns the asked columns of each inserted row.
 */
export async function insertJsonRows<TRow extends Record<string, unknown>>(db: Db, table: PgTable, rows: Record<string, unknown>[], returning: string[] = []): Promise<TRow[]> {
  if (!rows.length) return [];
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const names = new Map<string, string>();
  const records = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (value === undefined) continue;
      const column = columns[key];
      if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
      names.set(key, column.name);
      out[column.name] = value instanceof Date ? value.toISOString() : value;
    }
    return out;
  });
  const list = sql.join([...names.values()].map((n) => sql.identifier(n)), sql`, `);
  const back: SQL = returning.length ? sql` returning ${sql.join(returning.map((k) => sql`${sql.identifier(columns[k]!.name)} as ${sql.identifier(k)}`), sql`, `)}` : sql``;
  const name = sql.identifier(getTableName(table));
  const result = (await db.execute(sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${JSON.stringify(records)}::json)${back}`)) as unknown as { rows: TRow[] };
  return result.rows;
}
