import pg from 'pg';
import type { Db } from './client';

/**
 * The node-postgres pool behind a database handle, as the metrics report it: clients open, idle, and queries waiting
 * for a client. PGlite has no pool (one connection inside the process): null.
 */
export function poolStats(db: Db): { total: number; idle: number; waiting: number } | null {
  // Drizzle keeps the client it was given as $client: the pool openDatabase made for a PostgreSQL URL.
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  return { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount };
}
