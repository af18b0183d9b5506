import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { beginIdempotent, finishIdempotent, idempotencyTexts, PENDING_STALE_MS, purgeIdempotencyKeys, requestHash } from './idempotency.service';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const at = (ms: number) => ({ ...t.deps, clock: { now: () => new Date(ms) } });
const T0 = Date.UTC(2025, 0, 1);

describe('idempotency keys', () => {
  it('hashes requests independently of key order', () => {
    const a = requestHash({ method: 'POST', route: '/x', params: { teamId: 1 }, body: { a: 1, b: { c: 2, d: [1, 2] } } });
    const b = requestHash({ method: 'POST', route: '/x', params: { teamId: 1 }, body: { b: { d: [1, 2], c: 2 }, a: 1 } });
    expect(a).toBe(b);
    expect(requestHash({ method: 'POST', route: '/x', params: { teamId: 2 }, body: { a: 1, b: { c: 2, d: [1, 2] } } })).not.toBe(a);
  });

  it('first, then in progress, then the stored answer; another user has their own key space', async () => {
    const p = { userId: 1, key: 'k-1', route: 'POST /x', hash: 'h1' };
    expect(await beginIdempotent(at(T0), p)).toEqual({ kind: 'first' });
    await expect(beginIdempotent(at(T0 + 1000), p)).rejects.toMatchObject({ status: 409, message: idempotencyTexts.inProgress });
    await expect(beginIdempotent(at(T0 + 1000), { ...p, hash: 'h2' })).rejects.toMatchObject({ status: 422, message: idempotencyTexts.otherRequest });
    await finishIdempotent(t.deps.db, { userId: 1, key: 'k-1', statusCode: 402, body: { message: 'Your card has insufficient funds.' } });
    expect(await beginIdempotent(at(T0 + 2000), p)).toEqual({ kind: 'replay', statusCode: 402, body: { message: 'Your card has insufficient funds.' } });
    expect(await beginIdempotent(at(T0 + 2000), { ...p, userId: 2 })).toEqual({ kind: 'first' });
  });

  it('a 5xx frees the key; a pending key whose request died is taken over after a while', async () => {
    const p = { userId: 1, key: 'k-2', route: 'POST /x', hash: 'h1' };
    await beginIdempotent(at(T0), p);
    await finishIdempotent(t.deps.db, { userId: 1, key: 'k-2', statusCode: 503, body: {} });
    expect(await beginIdempotent(at(T0 + 10), p)).toEqual({ kind: 'first' });
    await expect(beginIdempotent(at(T0 + PENDING_STALE_MS - 1), p)).rejects.toMatchObject({ status: 409 });
    expect(await beginIdempotent(at(T0 + PENDING_STALE_MS + 11), p)).toEqual({ kind: 'first' });
  });

  it('refuses malformed keys and purges answers after a day', async () => {
    await expect(beginIdempotent(at(T0), { userId: 1, key: 'with space', route: 'r', hash: 'h' })).rejects.toMatchObject({ status: 422 });
    await expect(beginIdempotent(at(T0), { userId: 1, key: '', route: 'r', hash: 'h' })).rejects.toMatchObject({ status: 422 });
    await purgeIdempotencyKeys(at(T0 + 2 * 24 * 3600 * 1000));
    expect(await beginIdempotent(at(T0 + 2 * 24 * 3600 * 1000), { userId: 1, key: 'k-1', route: 'POST /x', hash: 'other' })).toEqual({ kind: 'first' });
  });
});
