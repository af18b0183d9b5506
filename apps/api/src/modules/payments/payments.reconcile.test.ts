import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { teamIdOf } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import type { TPaymentIntentRow } from './payments.table';
import * as repo from './payments.repository';
import type { TPaymentApplier, TReconcileReport } from './payments.hooks';
import { createJobWorker } from '../jobs/jobs.service';
import { BACKGROUND_JOBS } from '../../background-jobs';
import { reconcilePayments } from './payments.reconcile.service';
import { findPaymentIntent, markApplied } from './payments.service';
import { addCard, sandboxOf, swapIn } from './payments.test-helpers';

let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
const MINUTE = 60_000;

let t: TTestApp;
let manager: string;
let acme: number;
let card: number;
const undo: (() => void)[] = [];
beforeAll(async () => {
  t = await createTestApp({ clock });
  manager = await t.login('manager@acme.test');
  acme = await teamIdOf(t, manager, 'acme');
  card = (await addCard(t, manager, acme, '4000008260000000')).card!.id;
  undo.push(swapIn(t.deps.payments.expectedAmounts, 'gifting', (_d, _a, input) => input.amount));
});
afterAll(async () => {
  undo.forEach((u) => u());
  await t.close();
});
afterEach(() => sandboxOf(t).setFault(null));

/** A top-up payment made (POST /stripe/payment-intent) whose purchase never followed: the browser closed. */
const orphan = async (suffix: 'top-up' | 'gifting' = 'top-up', key?: string) => {
  const payload = suffix === 'top-up' ? { payment_method_id: card, raw_amount: 100, amount: 101.62, suffix } : { payment_method_id: card, amount: 20, suffix };
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme}/stripe/payment-intent`, headers: { ...t.as(manager), ...(key ? { 'idempotency-key': key } : {}) }, payload });
  return res;
};
const lastIntent = async () => (await repo.listTeamIntents(t.deps.db, acme)).at(-1)!;
const actionFor = (report: TReconcileReport, id: string) => report.actions.find((a) => a.paymentIntentId === id);
/** Applier stand-in for the area that owns the purchase; records what it was asked. */
const withApplier = (suffix: 'top-up' | 'gifting', fn: TPaymentApplier) => {
  const calls: TPaymentIntentRow[] = [];
  const off = swapIn(t.deps.payments.appliers, suffix, async (deps, intent) => {
    calls.push(intent);
    return fn(deps, intent);
  });
  return { calls, off };
};

describe('reconcilePayments', () => {
  it('leaves recent intents alone, then applies an orphaned succeeded one through its area', async () => {
    const res = await orphan();
    expect(res.statusCode).toBe(200);
    const id = res.json().payment_intent_id as string;
    const applier = withApplier('top-up', async (deps, intent) => {
      await markApplied(deps.db, intent.id);
      return true;
    });
    try {
      expect(actionFor(await reconcilePayments(t.deps), id)).toBeUndefined();
      offset += 11 * MINUTE;
      const report = await reconcilePayments(t.deps);
      expect(actionFor(report, id)).toEqual({ paymentIntentId: id, action: 'applied', detail: 'top-up' });
      expect(applier.calls.map((c) => [c.id, c.amount, c.purpose])).toEqual([[id, 10162, { kind: 'top-up', raw_amount: 10000, create_transaction: true, amount: 10000, fee: 162, total: 10162 }]]);
      expect((await findPaymentIntent(t.deps.db, id))!.appliedAt).not.toBeNull();
      expect(actionFor(await reconcilePayments(t.deps), id)).toBeUndefined();
      expect((await sandboxOf(t).retrievePaymentIntent(id))!.amountRefunded).toBe(0);
    } finally {
      applier.off();
    }
  });

  it('refunds an orphan its area cannot apply (answer false, or an error), once; a late purchase can no longer use it', async () => {
    for (const fn of [async () => false, async () => Promise.reject(new Error('top-up table locked'))] as TPaymentApplier[]) {
      const id = (await orphan()).json().payment_intent_id as string;
      offset += 11 * MINUTE;
      const applier = withApplier('top-up', fn);
      try {
        const refunds = await sandboxOf(t).count('refund');
        expect(actionFor(await reconcilePayments(t.deps), id)).toMatchObject({ action: 'refunded', detail: 'could not apply' });
        expect(await sandboxOf(t).count('refund')).toBe(refunds + 1);
        expect(await sandboxOf(t).retrievePaymentIntent(id)).toMatchObject({ status: 'succeeded', amount: 10162, amountRefunded: 10162 });
        expect(await findPaymentIntent(t.deps.db, id)).toMatchObject({ status: 'refunded', appliedAt: null, purpose: expect.objectContaining({ refunded: 10162, refunded_by: 'reconcile' }) });
        await expect(markApplied(t.deps.db, id)).rejects.toMatchObject({ status: 409 });
        expect(actionFor(await reconcilePayments(t.deps), id)).toBeUndefined();
        expect(await sandboxOf(t).count('refund')).toBe(refunds + 1);
      } finally {
        applier.off();
      }
    }
  });

  it('a charge whose answer was lost (request died after the gateway took the money) is found and applied', async () => {
    sandboxOf(t).setFault({ kind: 'lost-response', operations: ['confirmPaymentIntent'], times: 1 });
    const res = await orphan('gifting');
    expect(res.statusCode).toBe(503);
    const row = await lastIntent();
    expect(row).toMatchObject({ status: 'requires_confirmation', suffix: 'gifting', amount: 2000 });
    expect((await sandboxOf(t).retrievePaymentIntent(row.id))!.status).toBe('succeeded');
    const applier = withApplier('gifting', async () => true);
    try {
      offset += 11 * MINUTE;
      expect(actionFor(await reconcilePayments(t.deps), row.id)).toMatchObject({ action: 'applied' });
      expect(await findPaymentIntent(t.deps.db, row.id)).toMatchObject({ status: 'succeeded', appliedAt: expect.any(Date) });
    } finally {
      applier.off();
    }
  });

  it('an intent never confirmed (gateway timed out before charging) is closed as abandoned, nothing refunded', async () => {
    sandboxOf(t).setFault({ kind: 'timeout', operations: ['confirmPaymentIntent'], times: 1 });
    expect((await orphan()).statusCode).toBe(503);
    const row = await lastIntent();
    const refunds = await sandboxOf(t).count('refund');
    offset += 11 * MINUTE;
    expect(actionFor(await reconcilePayments(t.deps), row.id)).toMatchObject({ action: 'abandoned' });
    expect((await findPaymentIntent(t.deps.db, row.id))!.status).toBe('abandoned');
    expect(await sandboxOf(t).count('refund')).toBe(refunds);
  });

  it('when the gateway is down it changes nothing and settles on the next run', async () => {
    const id = (await orphan()).json().payment_intent_id as string;
    offset += 11 * MINUTE;
    const applier = withApplier('top-up', async () => false);
    undo.push(applier.off);
    sandboxOf(t).setFault({ kind: 'error', operations: ['retrievePaymentIntent'] });
    expect(actionFor(await reconcilePayments(t.deps), id)).toMatchObject({ action: 'error' });
    expect(await findPaymentIntent(t.deps.db, id)).toMatchObject({ status: 'succeeded', appliedAt: null });
    sandboxOf(t).setFault({ kind: 'error', operations: ['refund'] });
    expect(actionFor(await reconcilePayments(t.deps), id)).toMatchObject({ action: 'error' });
    expect((await findPaymentIntent(t.deps.db, id))!.status).toBe('refunding');
    sandboxOf(t).setFault(null);
    expect(actionFor(await reconcilePayments(t.deps), id)).toMatchObject({ action: 'refunded' });
    expect(await sandboxOf(t).retrievePaymentIntent(id)).toMatchObject({ amountRefunded: 10162 });
    applier.off();
  });

  it('declined intents are not reconciled', async () => {
    const decline = (await addCard(t, manager, acme, '4000000000009995')).card!.id;
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme}/stripe/payment-intent`, headers: t.as(manager), payload: { payment_method_id: decline, raw_amount: 100, amount: 103.19, suffix: 'top-up' } });
    expect(res.statusCode).toBe(402);
    const row = await lastIntent();
    offset += 11 * MINUTE;
    expect(actionFor(await reconcilePayments(t.deps), row.id)).toBeUndefined();
  });

  it('staff can run it from POST /admin/payments/reconcile; managers cannot', async () => {
    const id = (await orphan()).json().payment_intent_id as string;
    const applier = withApplier('top-up', async () => true);
    try {
      const asManager = await t.app.inject({ method: 'POST', url: '/api/v1/admin/payments/reconcile', headers: t.as(manager), payload: {} });
      expect(asManager.statusCode).toBe(403);
      const staff = await t.login('staff@gifthub.test');
      const recent = await t.app.inject({ method: 'POST', url: '/api/v1/admin/payments/reconcile', headers: t.as(staff), payload: {} });
      expect(recent.statusCode).toBe(200);
      expect(actionFor(recent.json(), id)).toBeUndefined();
      const now = await t.app.inject({ method: 'POST', url: '/api/v1/admin/payments/reconcile', headers: t.as(staff), payload: { older_than_minutes: 0 } });
      expect(now.statusCode).toBe(200);
      expect(actionFor(now.json(), id)).toMatchObject({ action: 'applied' });
    } finally {
      applier.off();
    }
  });

  it('the job queue runs it in the background', async () => {
    const id = (await orphan()).json().payment_intent_id as string;
    offset += 11 * MINUTE;
    const applier = withApplier('top-up', async () => true);
    const worker = createJobWorker(t.deps, { recurring: BACKGROUND_JOBS.filter((j) => j.kind === 'reconcile-payments'), pollMs: 20 });
    worker.start();
    try {
      await expect.poll(async () => (await findPaymentIntent(t.deps.db, id))!.appliedAt, { timeout: 5000 }).not.toBeNull();
    } finally {
      await worker.stop();
      applier.off();
    }
  });
});
