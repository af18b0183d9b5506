import { ERROR_CODES } from '@gifthub/shared/errors';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/secrets';
import * as repo from './idempotency.repository';

/**
 * Idempotency-Key for POSTs that take money: the first answer is kept per user and key and replayed to
 * retries, so a double-clicked Pay or a retried request charges once (plugins/idempotency.ts drives it).
 */

/** A pending key older than this belongs to a request that died; a retry may run again. */
export const PENDING_STALE_MS = 5 * 60 * 1000;
export const KEEP_ANSWERS_MS = 24 * 60 * 60 * 1000;
export const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export const idempotencyTexts = {
  badKey: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  otherRequest: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'A request with this Idempotency-Key is still in progress. Please wait a moment and try again.',
} as const;

/** Key order does not matter: { a, b } and { b, a } are the same request. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])])) : v;

export const requestHash = (r: { method: string; route: string; params: unknown; body: unknown }) =>
  sha256(JSON.stringify(canonical({ m: r.method, r: r.route, p: r.params ?? null, b: r.body ?? null })));

export type TIdempotencyStart = { kind: 'first' } | { kind: 'replay'; statusCode: number; body: unknown };

export async function beginIdempotent(deps: TDeps, p: { userId: number; key: string; route: string; hash: string }): Promise<TIdempotencyStart> {
  if (!KEY_PATTERN.test(p.key)) throw AppError.validation({ 'idempotency-key': [idempotencyTexts.badKey] }, idempotencyTexts.badKey);
  const now = deps.clock.now();
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await repo.claim(deps.db, { userId: p.userId, key: p.key, route: p.route, requestHash: p.hash, createdAt: now })) return { kind: 'first' };
    const existing = await repo.find(deps.db, p.userId, p.key);
    if (!existing) continue; // released by a failed first request meanwhile: claim again
    if (existing.requestHash !== p.hash) throw new AppError('idempotency_key_reused', 422, idempotencyTexts.otherRequest);
    if (existing.state === 'done') return { kind: 'replay', statusCode: existing.statusCode ?? 200, body: existing.body };
    if (await repo.takeOverStale(deps.db, p.userId, p.key, p.hash, new Date(now.getTime() - PENDING_STALE_MS), now)) return { kind: 'first' };
    throw new AppError(ERROR_CODES.conflict, 409, idempotencyTexts.inProgress);
  }
  throw new AppError(ERROR_CODES.conflict, 409, idempotencyTexts.inProgress);
}

/** Keeps the answer for retries; a 5xx (nothing settled, or the outcome unknown) frees the key to run again. */
export async function finishIdempotent(db: Db, p: { userId: number; key: string; statusCode: number; body: unknown }) {
  if (p.statusCode >= 500) await repo.release(db, p.userId, p.key);
  else await repo.complete(db, p.userId, p.key, p.statusCode, p.body);
}

/** The kept answer of a user's key (payments reads it to tell a portal that lost sight of an attempt what became of it). */
export async function findIdempotentAnswer(db: Db, userId: number, key: string) {
  const row = await repo.find(db, userId, key);
  return row ? { route: row.route, state: row.state, statusCode: row.statusCode, body: row.body } : null;
}

export const purgeIdempotencyKeys = (deps: TDeps) => repo.purgeBefore(deps.db, new Date(deps.clock.now().getTime() - KEEP_ANSWERS_MS));
