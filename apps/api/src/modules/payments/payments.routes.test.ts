import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billingTexts } from '@gifthub/shared/billing';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { texts } from '@gifthub/shared/messages';
import { teamIdOf } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { rowCounts, tableRows } from '../../db/table-rows';
import { idempotencyTexts } from '../idempotency/idempotency.service';
import { PREFERRED_CARD_REMOVAL } from './payments.cards.service';
import { listTeamIntents } from './payments.repository';
import { addCard, sandboxOf, swapIn } from './payments.test-helpers';

let t: TTestApp;
let manager: string;
let associate: string;
let acme: number;
let acmeEurope: number;
beforeAll(async () => {
  t = await createTestApp();
  [manager, associate] = await Promise.all([t.login('manager@acme.test'), t.login('associate@acme.test')]);
  [acme, acmeEurope] = await Promise.all([teamIdOf(t, manager, 'acme'), teamIdOf(t, manager, 'acme-europe')]);
});
afterAll(() => t.close());
afterEach(() => sandboxOf(t).setFault(null));

type TInject = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; token: string; payload?: unknown; headers?: Record<string, string> };
const call = ({ method, url, token, payload, headers }: TInject) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...t.as(token), ...headers }, payload: payload as Record<string, unknown> });
const cards = async (token: string, teamId: number) => (await call({ method: 'GET', url: `/teams/${teamId}/stripe/methods`, token })).json() as { id: number; preferred: boolean; last4: string }[];
const lastIntent = async () => {
  const rows = await listTeamIntents(t.deps.db, acme);
  return rows[rows.length - 1]!;
};
const pay = (token: string, teamId: number, payload: Record<string, unknown>, key?: string) =>
  call({ method: 'POST', url: `/teams/${teamId}/stripe/payment-intent`, token, payload, headers: key ? { 'idempotency-key': key } : {} });

let ipSeq = 0;
/** A fresh member of a new team each time, so card rules start from no cards. */
async function freshUser(email: string) {
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/v1/team-sign-up',
    remoteAddress: `10.8.0.${++ipSeq}`,
    payload: { accountPlan: 'free', name: 'Card Tester', teamName: `Cards ${email}`, email, password: 'secret1', passwordConfirm: 'secret1' },
  });
  if (signUp.statusCode !== 200) throw new Error(signUp.body);
  const token = await t.login(email, 'secret1');
  const teams = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(token) })).json() as { id: number }[];
  return { token, teamId: teams[0]!.id };
}

describe('saved cards', () => {
  it('a new card becomes the preferred one; the list shows preferred first; PUT makes exactly one preferred', async () => {
    const { token, teamId } = await freshUser('cards-1@example.com');
    expect(await cards(token, teamId)).toEqual([]);
    const gb = (await addCard(t, token, teamId, '4000008260000000')).card!;
    expect(gb.preferred).toBe(true);
    const us = (await addCard(t, token, teamId, '4242424242424242')).card!;
    expect(us.preferred).toBe(true);
    expect((await cards(token, teamId)).map((c) => [c.last4, c.preferred])).toEqual([
      ['4242', true],
      ['0000', false],
    ]);

    const put = await call({ method: 'PUT', url: `/teams/${teamId}/stripe/methods/${gb.id}`, token, payload: { preferred: true } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: gb.id, preferred: true, country: 'GB' });
    expect((await cards(token, teamId)).map((c) => [c.last4, c.preferred])).toEqual([
      ['0000', true],
      ['4242', false],
    ]);
    const one = await call({ method: 'GET', url: `/teams/${teamId}/stripe/methods/${us.id}`, token });
    expect(one.json()).toEqual({ id: us.id, card_brand: 'visa', last4: '4242', exp_month: 12, exp_year: expect.any(Number), country: 'US', preferred: false });
    const unset = await call({ method: 'PUT', url: `/teams/${teamId}/stripe/methods/${gb.id}`, token, payload: { preferred: false } });
    expect(unset.statusCode).toBe(422);
  });

  it('parallel preferred changes still leave exactly one preferred card', async () => {
    const { token, teamId } = await freshUser('cards-2@example.com');
    const ids: number[] = [];
    for (const n of ['4242424242424242', '5555555555554444', '4000008260000000']) ids.push((await addCard(t, token, teamId, n)).card!.id);
    await Promise.all(ids.flatMap((id) => [id, id].map(() => call({ method: 'PUT', url: `/teams/${teamId}/stripe/methods/${id}`, token, payload: { preferred: true } }))));
    expect((await cards(token, teamId)).filter((c) => c.preferred)).toHaveLength(1);
  });

  it('the preferred card cannot be removed while others exist; the last card can; removed cards are gone', async () => {
    const { token, teamId } = await freshUser('cards-3@example.com');
    const a = (await addCard(t, token, teamId, '4242424242424242')).card!;
    const b = (await addCard(t, token, teamId, '4000008260000000')).card!;
    const refused = await call({ method: 'DELETE', url: `/teams/${teamId}/stripe/methods/${b.id}`, token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: PREFERRED_CARD_REMOVAL, code: 'preferred_card' });

    expect((await call({ method: 'DELETE', url: `/teams/${teamId}/stripe/methods/${a.id}`, token })).statusCode).toBe(200);
    expect((await cards(token, teamId)).map((c) => c.id)).toEqual([b.id]);
    expect((await call({ method: 'GET', url: `/teams/${teamId}/stripe/methods/${a.id}`, token })).statusCode).toBe(404);
    expect((await call({ method: 'PUT', url: `/teams/${teamId}/stripe/methods/${a.id}`, token, payload: { preferred: true } })).statusCode).toBe(404);

    // The last card (preferred) may go: the portal asks first with the last-card text.
    expect((await call({ method: 'DELETE', url: `/teams/${teamId}/stripe/methods/${b.id}`, token })).statusCode).toBe(200);
    expect(await cards(token, teamId)).toEqual([]);
    expect((await call({ method: 'DELETE', url: `/teams/${teamId}/stripe/methods/${b.id}`, token })).statusCode).toBe(404);
  });

  it('saving the same setup twice keeps one card; someone else’s setup intent is unknown', async () => {
    const { token, teamId } = await freshUser('cards-4@example.com');
    const r = await addCard(t, token, teamId, '4242424242424242');
    const again = await call({ method: 'POST', url: `/teams/${teamId}/stripe/methods`, token, payload: { setup_intent_id: r.setupIntentId } });
    expect(again.json().card.id).toBe(r.card!.id);
    expect(await cards(token, teamId)).toHaveLength(1);

    const other = await call({ method: 'POST', url: `/teams/${acme}/stripe/methods`, token: manager, payload: { setup_intent_id: r.setupIntentId } });
    expect(other.statusCode).toBe(404);
    const missing = await call({ method: 'POST', url: `/teams/${acme}/stripe/methods`, token: manager, payload: { setup_intent_id: 'seti_nope' } });
    expect(missing.statusCode).toBe(404);
    const empty = await call({ method: 'POST', url: `/teams/${acme}/stripe/methods`, token: manager, payload: {} });
    expect(empty.statusCode).toBe(422);
  });

  it('a card setup answer (its client secret) is never cached, by either method', async () => {
    const { token, teamId } = await freshUser('cards-nostore@example.com');
    for (const method of ['GET', 'POST'] as const) {
      const res = await call({ method, url: `/teams/${teamId}/stripe/intent`, token });
      expect(res.statusCode).toBe(200);
      expect(res.json().clientSecret).toContain('_secret_');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('a setup still processing answers the spec’s processing text and saves nothing', async () => {
    const { token, teamId } = await freshUser('cards-5@example.com');
    const intent = (await call({ method: 'POST', url: `/teams/${teamId}/stripe/intent`, token })).json();
    const id = intent.clientSecret.split('_secret_')[0];
    await sandboxOf(t).forceSetupIntentStatus(id, 'processing');
    const res = await call({ method: 'POST', url: `/teams/${teamId}/stripe/methods`, token, payload: { setup_intent_id: id } });
    expect(res.json()).toEqual({ status: 'processing', card: null, message: billingTexts.cardProcessing });
    expect(await cards(token, teamId)).toEqual([]);
  });

  it('cards belong to the user and the team: others’ card ids answer 404', async () => {
    const mine = (await addCard(t, manager, acme, '4242424242424242')).card!;
    expect((await call({ method: 'GET', url: `/teams/${acme}/stripe/methods/${mine.id}`, token: associate })).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: `/teams/${acme}/stripe/methods/${mine.id}`, token: associate })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `/teams/${acmeEurope}/stripe/methods/${mine.id}`, token: manager })).statusCode).toBe(404);
    expect((await cards(associate, acme)).map((c) => c.id)).not.toContain(mine.id);
    expect((await cards(manager, acmeEurope)).map((c) => c.id)).not.toContain(mine.id);
  });
});

describe('POST /stripe/payment-intent', () => {
  let gbCard: number;
  let usCard: number;
  let declineCard: number;
  beforeAll(async () => {
    gbCard = (await addCard(t, manager, acme, '4000008260000000')).card!.id;
    usCard = (await addCard(t, manager, acme, '4242424242424242')).card!.id;
    declineCard = (await addCard(t, manager, acme, '4000000000009995')).card!.id;
  });

  it('charges a top-up with its card fee: £1,000 on a GB card is £1,014.40, on a US card £1,030.07', async () => {
    const count = await sandboxOf(t).count('payment_intent');
    const gb = await pay(manager, acme, { payment_method_id: gbCard, raw_amount: 1000, amount: 1014.4, suffix: 'top-up', description: 'Top up £1,000' });
    expect(gb.statusCode).toBe(200);
    expect(gb.json()).toEqual({ payment_intent_id: expect.stringMatching(/^pi_/), status: 'succeeded' });
    const us = await pay(manager, acme, { payment_method_id: usCard, raw_amount: 1000, amount: 1030.07, suffix: 'top-up' });
    expect(us.statusCode).toBe(200);
    expect(await sandboxOf(t).count('payment_intent')).toBe(count + 2);
    const gi = await sandboxOf(t).retrievePaymentIntent(gb.json().payment_intent_id);
    expect(gi).toMatchObject({ amount: 101440, currency: 'gbp', status: 'succeeded' });
  });

  it('refuses an amount that does not match what is owed, and charges nothing', async () => {
    const before = await tableRows(t.deps.db);
    for (const body of [
      { payment_method_id: gbCard, raw_amount: 1000, amount: 1000, suffix: 'top-up' },
      { payment_method_id: usCard, raw_amount: 1000, amount: 1014.4, suffix: 'top-up' },
      { payment_method_id: gbCard, raw_amount: 1000, amount: 1014.41, suffix: 'top-up' },
    ]) {
      const res = await pay(manager, acme, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().code).toBe('amount_mismatch');
      expect(res.json().errors.amount[0]).toMatch(/^The amount does not match what is owed/);
    }
    expect((await pay(manager, acme, { payment_method_id: gbCard, amount: 1014.4, suffix: 'top-up' })).json().errors).toHaveProperty('raw_amount');
    expect((await pay(manager, acme, { payment_method_id: gbCard, raw_amount: 1000, amount: 1014.405, suffix: 'top-up' })).statusCode).toBe(422);
    expect((await pay(manager, acme, { payment_method_id: gbCard, raw_amount: 1000, amount: -5, suffix: 'top-up' })).statusCode).toBe(422);
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('market and gifting payments are refused until their area registers what is owed', async () => {
    const refused = await pay(manager, acme, { payment_method_id: gbCard, amount: 25, suffix: 'market' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Card payments for 'market' are not available yet.");
    const undo = swapIn(t.deps.payments.expectedAmounts, 'market', () => 2500);
    try {
      expect((await pay(manager, acme, { payment_method_id: gbCard, amount: 25, suffix: 'market', description: 'Order' })).statusCode).toBe(200);
      expect((await pay(manager, acme, { payment_method_id: gbCard, amount: 24.99, suffix: 'market' })).statusCode).toBe(422);
    } finally {
      undo();
    }
    expect((await pay(manager, acme, { payment_method_id: gbCard, amount: 25, suffix: 'market' })).statusCode).toBe(422);
  });

  it('a decline answers the card’s message and writes no transaction or top-up', async () => {
    const before = await rowCounts(t.deps.db);
    const res = await pay(manager, acme, { payment_method_id: declineCard, raw_amount: 50, amount: 51.7, suffix: 'top-up' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'card_declined', message: 'Your card has insufficient funds.', errors: { payment_method_id: ['Your card has insufficient funds.'] } });
    const after = await rowCounts(t.deps.db);
    // Ours: only the attempt itself (payment_intents), as a failed intent; the rest is the gateway's own state.
    expect(Object.entries(after).filter(([k, v]) => v !== before[k] && k !== 'sandboxObjects')).toEqual([['paymentIntents', before.paymentIntents! + 1]]);
    const gi = await sandboxOf(t).retrievePaymentIntent((await lastIntent()).id);
    expect(gi).toMatchObject({ status: 'requires_payment_method', amount: 5170 });
    expect(await lastIntent()).toMatchObject({ status: 'requires_payment_method', amount: 5170, suffix: 'top-up', cardId: declineCard, appliedAt: null });
  });

  it('another user’s or an unknown card is 404', async () => {
    expect((await pay(associate, acme, { payment_method_id: gbCard, raw_amount: 1000, amount: 1014.4, suffix: 'top-up' })).statusCode).toBe(404);
    expect((await pay(manager, acme, { payment_method_id: 999999, raw_amount: 1000, amount: 1014.4, suffix: 'top-up' })).statusCode).toBe(404);
  });
});

describe('Idempotency-Key on payments', () => {
  let card: number;
  beforeAll(async () => {
    card = (await addCard(t, manager, acme, '4000008260000000')).card!.id;
  });
  const body = () => ({ payment_method_id: card, raw_amount: 100, amount: 101.62, suffix: 'top-up' });

  it('a retry with the same key and body gets the first answer and charges once', async () => {
    const count = await sandboxOf(t).count('payment_intent');
    const first = await pay(manager, acme, body(), 'retry-1');
    const second = await pay(manager, acme, body(), 'retry-1');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await sandboxOf(t).count('payment_intent')).toBe(count + 1);
    // Keys are per user: the same key from someone else is their own request.
    expect((await pay(associate, acme, body(), 'retry-1')).statusCode).toBe(404);
  });

  it('the same key with a different body is refused with 422', async () => {
    await pay(manager, acme, body(), 'retry-2');
    const other = await pay(manager, acme, { ...body(), raw_amount: 200, amount: 203.04 }, 'retry-2');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused', message: idempotencyTexts.otherRequest });
  });

  it('a decline is replayed as the same decline without asking the gateway again', async () => {
    const decline = (await addCard(t, manager, acme, '4000000000009995')).card!.id;
    const b = { payment_method_id: decline, raw_amount: 100, amount: 103.19, suffix: 'top-up' };
    const first = await pay(manager, acme, b, 'retry-3');
    const count = await sandboxOf(t).count('payment_intent');
    const second = await pay(manager, acme, b, 'retry-3');
    expect([first.statusCode, second.statusCode]).toEqual([402, 402]);
    expect(second.json()).toEqual(first.json());
    expect(await sandboxOf(t).count('payment_intent')).toBe(count);
  });

  it('a duplicate sent while the first is still running gets 409, and only one charge happens', async () => {
    sandboxOf(t).setFault({ kind: 'delay', delayMs: 300, operations: ['createPaymentIntent'] });
    const count = await sandboxOf(t).count('payment_intent');
    const [a, b] = await Promise.all([pay(manager, acme, body(), 'double-click'), pay(manager, acme, body(), 'double-click')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().message).toBe(idempotencyTexts.inProgress);
    expect(await sandboxOf(t).count('payment_intent')).toBe(count + 1);
    const later = await pay(manager, acme, body(), 'double-click');
    expect(later.json()).toEqual((a.statusCode === 200 ? a : b).json());
  });

  it('a bad key is refused', async () => {
    const res = await pay(manager, acme, body(), 'x'.repeat(201));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(idempotencyTexts.badKey);
  });
});

describe('gateway faults', () => {
  let card: number;
  beforeAll(async () => {
    card = (await addCard(t, manager, acme, '4000008260000000')).card!.id;
  });
  const body = () => ({ payment_method_id: card, raw_amount: 100, amount: 101.62, suffix: 'top-up' });

  it('a gateway that times out or fails gives the spec’s message and changes nothing; the same key then works once', async () => {
    for (const kind of ['timeout', 'error'] as const) {
      sandboxOf(t).setFault({ kind });
      const before = await tableRows(t.deps.db);
      const res = await pay(manager, acme, body(), `fault-${kind}`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'gateway_unavailable', message: billingTexts.gatewayDown });
      expect(await tableRows(t.deps.db)).toEqual(before);
      const intent = await call({ method: 'GET', url: `/teams/${acme}/stripe/intent`, token: manager });
      expect(intent.statusCode).toBe(503);
      expect(intent.json().message).toBe(billingTexts.gatewayDown);
      sandboxOf(t).setFault(null);
      const count = await sandboxOf(t).count('payment_intent');
      expect((await pay(manager, acme, body(), `fault-${kind}`)).statusCode).toBe(200);
      expect(await sandboxOf(t).count('payment_intent')).toBe(count + 1);
    }
  });

  it('an answer lost after the charge went through: the retry with the same key finds that charge instead of paying twice', async () => {
    sandboxOf(t).setFault({ kind: 'lost-response', operations: ['confirmPaymentIntent'], times: 1 });
    const count = await sandboxOf(t).count('payment_intent');
    const first = await pay(manager, acme, body(), 'lost-1');
    expect(first.statusCode).toBe(503);
    const retry = await pay(manager, acme, body(), 'lost-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().status).toBe('succeeded');
    expect(await sandboxOf(t).count('payment_intent')).toBe(count + 1);
    const gi = await sandboxOf(t).retrievePaymentIntent(retry.json().payment_intent_id);
    expect(gi).toMatchObject({ status: 'succeeded', amount: 10162, amountRefunded: 0 });
  });
});

describe('permissions', () => {
  it('an associate without use-cards gets 403 on every card route', async () => {
    const me = (await call({ method: 'GET', url: `/teams/${acme}/current-user`, token: associate })).json();
    const put = await call({ method: 'PUT', url: `/teams/${acme}/members/${me.user_id}`, token: manager, payload: { name: 'Associate Person', permissions: { 'use-cards': false } } });
    expect(put.statusCode).toBe(200);
    try {
      const before = await tableRows(t.deps.db);
      for (const [method, url, payload] of [
        ['GET', `/teams/${acme}/stripe/intent`],
        ['POST', `/teams/${acme}/stripe/intent`],
        ['GET', `/teams/${acme}/stripe/methods`],
        ['POST', `/teams/${acme}/stripe/methods`, { setup_intent_id: 'seti_x' }],
        ['GET', `/teams/${acme}/stripe/methods/1`],
        ['PUT', `/teams/${acme}/stripe/methods/1`, { preferred: true }],
        ['DELETE', `/teams/${acme}/stripe/methods/1`],
        ['POST', `/teams/${acme}/stripe/payment-intent`, { payment_method_id: 1, raw_amount: 1000, amount: 1014.4, suffix: 'top-up' }],
      ] as const) {
        const res = await call({ method, url, token: associate, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe(texts.forbidden);
      }
      expect(await tableRows(t.deps.db)).toEqual(before);
    } finally {
      await call({ method: 'PUT', url: `/teams/${acme}/members/${me.user_id}`, token: manager, payload: { name: 'Associate Person', permissions: { 'use-cards': true } } });
    }
    expect((await call({ method: 'GET', url: `/teams/${acme}/stripe/methods`, token: associate })).statusCode).toBe(200);
  });

  it('the demo lists no cards and cannot set one up or pay', async () => {
    const demo = (await t.app.inject({ method: 'POST', url: '/api/v1/demo-login' })).json().apiToken as string;
    const list = await call({ method: 'GET', url: `/teams/${DEMO_TEAM_ID}/stripe/methods`, token: demo });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    for (const [method, url] of [
      ['GET', `/teams/${DEMO_TEAM_ID}/stripe/intent`],
      ['POST', `/teams/${DEMO_TEAM_ID}/stripe/intent`],
      ['POST', `/teams/${DEMO_TEAM_ID}/stripe/payment-intent`],
    ] as const) {
      const res = await call({ method, url, token: demo, payload: method === 'POST' ? { payment_method_id: 1, amount: 10 } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('demo_read_only');
    }
  });

  it('a team the user is not in answers 404', async () => {
    const corner = await t.login('owner@corner.test');
    expect((await call({ method: 'GET', url: `/teams/${acme}/stripe/methods`, token: corner })).statusCode).toBe(404);
  });
});
