import { setTimeout as sleep } from 'node:timers/promises';
import type { TNotReadyReason } from '@gifthub/shared/health';
import { pingDatabase } from '../../db/client';
import { pendingMigrations } from '../../db/migration-status';
import type { TDeps } from '../../deps';

/** A database that has not answered `select 1` by then counts as unavailable: a probe must not hang with it. */
export const READY_PING_TIMEOUT_MS = 2000;
/** How often a process waiting for `npm run migrate` looks again. */
export const SCHEMA_POLL_MS = 2000;

type TReadyDeps = Pick<TDeps, 'db' | 'lifecycle'>;

async function answersInTime(deps: TReadyDeps): Promise<boolean> {
  const ac = new AbortController();
  const timeout = sleep(READY_PING_TIMEOUT_MS, false, { signal: ac.signal }).catch(() => false);
  try {
    return await Promise.race([pingDatabase(deps.db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    ac.abort();
  }
}

/** Whether the applied migrations include every one this build ships; remembered once true. */
export async function schemaIsCurrent(deps: TReadyDeps): Promise<boolean> {
  if (deps.lifecycle.schemaCurrent()) return true;
  const current = (await pendingMigrations(deps.db)).length === 0;
  if (current) deps.lifecycle.markSchemaCurrent();
  return current;
}

/** Why this process should not get traffic, or null when it should. */
export async function notReadyReason(deps: TReadyDeps): Promise<TNotReadyReason | null> {
  const phase = deps.lifecycle.phase();
  if (phase === 'draining') return 'draining';
  if (phase === 'starting') return 'starting';
  if (!(await answersInTime(deps))) return 'database unavailable';
  try {
    return (await schemaIsCurrent(deps)) ? null : 'migrations pending';
  } catch {
    return 'database unavailable';
  }
}

/**
 * Resolves true once the schema is current, looking every SCHEMA_POLL_MS (a database that does not answer is looked
 * at again too); false if the process starts draining first.
 */
export async function whenSchemaCurrent(deps: TReadyDeps, everyMs = SCHEMA_POLL_MS): Promise<boolean> {
  for (;;) {
    if (deps.lifecycle.phase() === 'draining') return false;
    if (await schemaIsCurrent(deps).catch(() => false)) return true;
    await sleep(everyMs, undefined, { ref: false });
  }
}
