import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { attemptKey, endAttempt, endAttemptWithKey, endsAttempt, inPaymentAttempt, openPayments, payloadHash } from './payment-attempt';

const topUp = { teamId: 7, flow: 'top-up' } as const;
const item = { amount: 1000, payment_method: 'stripe', payment_method_id: 1 };
const fail = (e: unknown) => () => Promise.reject(e);
const api = (status: number | null, code = 'error') => new ApiError(status, code, 'x');

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('payment attempts', () => {
  it('the same payload keeps its key; another payload, team or flow gets another', () => {
    const key = attemptKey(topUp, item);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(attemptKey(topUp, { payment_method_id: 1, payment_method: 'stripe', amount: 1000 })).toBe(key);
    expect(attemptKey({ teamId: 8, flow: 'top-up' }, item)).not.toBe(key);
    expect(attemptKey({ teamId: 7, flow: 'gift-send' }, item)).not.toBe(key);
    // Another amount starts a new attempt, and the first one is over: going back to it is a new payment too.
    const other = attemptKey(topUp, { ...item, amount: 500 });
    expect(other).not.toBe(key);
    expect(attemptKey(topUp, item)).not.toBe(key);
  });

  it('keeps the attempt in sessionStorage (a reload keeps it) with a hash of the payload, not the payload', () => {
    const key = attemptKey(topUp, { ...item, email: 'ann@example.com' });
    const stored = window.sessionStorage.getItem('gifthub.payment-attempt.7.top-up')!;
    expect(JSON.parse(stored)).toEqual({ key, payload: payloadHash({ ...item, email: 'ann@example.com' }) });
    expect(stored).not.toContain('ann@example.com');
    endAttempt(topUp);
    expect(window.sessionStorage.getItem('gifthub.payment-attempt.7.top-up')).toBeNull();
    expect(attemptKey(topUp, { ...item, email: 'ann@example.com' })).not.toBe(key);
  });

  it('tells payloads apart by every value, nested ones too', () => {
    const gift = { product_id: 101, quantity: 2, address: { city: 'Leeds', postcode: 'LS1 1AA' } };
    expect(payloadHash(gift)).toBe(payloadHash({ quantity: 2, address: { postcode: 'LS1 1AA', city: 'Leeds' }, product_id: 101 }));
    for (const other of [{ ...gift, quantity: 3 }, { ...gift, product_id: 102 }, { ...gift, address: { ...gift.address, city: 'York' } }, { ...gift, repay: true }])
      expect(payloadHash(other)).not.toBe(payloadHash(gift));
  });

  it('an unknown outcome leaves the attempt open; an answer the API settled ends it', () => {
    for (const open of [api(null, 'network'), api(500), api(502), api(503), api(408), api(409, 'conflict'), api(409, 'payment_processing'), api(429), new TypeError('x')]) expect(endsAttempt(open)).toBe(false);
    for (const settled of [api(400), api(401), api(402, 'card_declined'), api(403), api(404), api(422, 'validation'), api(422, 'idempotency_key_reused')]) expect(endsAttempt(settled)).toBe(true);
  });

  it('a retry after a network error or a 503 sends the same key; success then ends the attempt', async () => {
    const keys: string[] = [];
    const send = (outcome: 'network' | 503 | 'ok') => (key: string) => {
      keys.push(key);
      return outcome === 'ok' ? Promise.resolve({ id: 9 }) : Promise.reject(outcome === 'network' ? api(null, 'network') : api(503));
    };
    await expect(inPaymentAttempt(topUp, item, send('network'))).rejects.toThrow();
    await expect(inPaymentAttempt(topUp, item, send(503))).rejects.toThrow();
    await expect(inPaymentAttempt(topUp, item, send('ok'))).resolves.toEqual({ id: 9 });
    expect(new Set(keys).size).toBe(1);
    // The next top-up of the same amount is a new payment.
    await inPaymentAttempt(topUp, item, send('ok'));
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('a decline ends the attempt: paying again is a new attempt, not a replay of the decline', async () => {
    const keys: string[] = [];
    await expect(inPaymentAttempt(topUp, item, (k) => (keys.push(k), fail(api(402, 'card_declined'))()))).rejects.toThrow();
    await inPaymentAttempt(topUp, item, (k) => (keys.push(k), Promise.resolve(null)));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('with an owner, the attempt is an open payment in localStorage until its outcome is known', async () => {
    const owner = { userId: 11, amount: 1000 };
    let during: ReturnType<typeof openPayments> = [];
    const key = await inPaymentAttempt(topUp, item, (k) => ((during = openPayments(7, 11)), Promise.resolve(k)), owner);
    expect(during).toEqual([{ teamId: 7, flow: 'top-up', userId: 11, amount: 1000, key, startedAt: expect.any(Number) }]);
    expect(openPayments(7, 11)).toEqual([]);

    // No answer: kept (the next visit asks what became of it); another person or team does not see it.
    await expect(inPaymentAttempt(topUp, item, fail(api(null, 'network')), owner)).rejects.toThrow();
    expect(openPayments(7, 11)).toHaveLength(1);
    expect(openPayments(7, 12)).toEqual([]);
    expect(openPayments(8, 11)).toEqual([]);
    // A settled refusal: the portal showed it, nothing is left to report.
    await expect(inPaymentAttempt(topUp, item, fail(api(402, 'card_declined')), owner)).rejects.toThrow();
    expect(openPayments(7, 11)).toEqual([]);
  });

  it('endAttemptWithKey ends only the attempt with that key', () => {
    const key = attemptKey(topUp, item);
    endAttemptWithKey(topUp, 'another-key');
    expect(attemptKey(topUp, item)).toBe(key);
    endAttemptWithKey(topUp, key);
    expect(attemptKey(topUp, item)).not.toBe(key);
  });
});
