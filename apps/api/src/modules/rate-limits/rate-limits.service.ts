import type { TDeps } from '../../deps';
import * as repo from './rate-limits.repository';

/**
 * Counts one request for a key in PostgreSQL, so every API process on the database counts against the same limit:
 * the count in the key's current window (this request included) and the milliseconds left in it. Time is the
 * injected clock's, so tests move windows by hand.
 */
export async function countRequest(deps: Pick<TDeps, 'db' | 'clock'>, key: string, windowMs: number) {
  const at = deps.clock.now();
  const { count, resetAt } = await repo.hit(deps.db, key, at, windowMs);
  return { count, ttlMs: Math.max(1, resetAt.getTime() - at.getTime()) };
}

/** Ended windows: the next request for their key starts a new one anyway. */
export async function pruneRateLimits(deps: TDeps) {
  await repo.pruneEnded(deps.db, deps.clock.now());
}
