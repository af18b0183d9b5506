import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingTexts, DIRECT_TRANSACTION_CSV_COLUMNS, TRANSACTION_CSV_COLUMNS } from '@gifthub/shared/billing';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { texts } from '@gifthub/shared/messages';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { resolveTeamAccess } from '../teams/teams.service';
import { exportTransactions } from './billing.export.service';
import { credit, spend } from './billing.service';
import { csvBody } from '../../test/csv-export';

let t: TTestApp;
let staff: string;
let manager: string;
let associate: string;
let corner: string;
let demo: string;
let acme: number;
let europe: number;
let cornerId: number;
let associateId: number;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...t.as(token), ...headers }, payload });
const get = (url: string, token: string) => api('GET', url, token);

const setAssociatePermissions = async (permissions: Record<string, boolean>) => {
  const res = await api('PUT', `/teams/${acme}/members/${associateId}`, manager, { name: 'Adam Associate', permissions });
  expect(res.statusCode).toBe(200);
};
const allPermissions = { 'use-balance': true, 'use-cards': true, 'team-finance': true, 'view-others-orders': true };
const balanceOf = async (teamId: number) => (await get(`/teams/${teamId}/balance`, manager)).json();
const outboxKinds = async (to: string) => (await get(`/admin/outbox?to=${encodeURIComponent(to)}&per_page=100`, staff)).json().data.map((m: { kind: string }) => m.kind);

/** Adds a sandbox test card the way the browser does: setup intent, confirm at the sandbox, save. */
async function addCard(token: string, teamId: number, number: string) {
  const intent = await api('POST', `/teams/${teamId}/stripe/intent`, token);
  expect(intent.statusCode).toBe(200);
  const secret: string = intent.json().clientSecret;
  const id = secret.split('_secret_')[0]!;
  const confirm = await t.app.inject({
    method: 'POST',
    url: `/api/v1/sandbox-gateway/setup_intents/${id}/confirm`,
    payload: { client_secret: secret, card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' } },
  });
  expect(confirm.statusCode).toBe(200);
  const saved = await api('POST', `/teams/${teamId}/stripe/methods`, token, { setup_intent_id: id });
  expect(saved.json().status).toBe('succeeded');
  return saved.json().card as { id: number; country: string };
}

/** A CSV answer as rows of cells (no quoted commas in these fixtures beyond what the parser handles). */
const parseCsv = (body: string) =>
  body
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')));

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, manager, associate, corner, demo, acme, europe, cornerId, associateId } = await signInSeedUsers(t));
});
afterAll(() => t.close());

describe('balance', () => {
  it('Acme starts with £5,000 and a £1,000 credit limit; the team view shows the same numbers, in pounds too', async () => {
    expect(await balanceOf(acme)).toEqual({ balance: 5000, credit_limit: 1000, credit_used: 0, credit_available: 1000, total_available: 6000 });
    const team = (await get(`/teams/${acme}`, manager)).json();
    expect(team).toMatchObject({ balance: 5000, credit_limit: 1000, credit_available: 1000, total_available: 6000 });
    const recent = (await get(`/teams/${acme}/transactions/recent`, manager)).json();
    // The newest row is the £5,000 top-up (the seeded campaign gifts before it were each paid by a top-up of their own).
    expect(recent.data[0]).toEqual(expect.objectContaining({ type: 'top-up', amount: 5000, balance_live: 5000 }));
  });

  it('Corner Shop has no balance', async () => {
    const team = (await get(`/teams/${cornerId}`, corner)).json();
    expect(team).toMatchObject({ balance: 0, credit_limit: 0, credit_available: 0, total_available: 0 });
  });

  it('check-balance answers whether an amount fits in balance and credit', async () => {
    expect((await get(`/teams/${acme}/check-balance?amount=6000`, manager)).json()).toEqual({ amount: 6000, total_available: 6000, allowed: true });
    expect((await get(`/teams/${acme}/check-balance?amount=6000.01`, manager)).json()).toMatchObject({ allowed: false });
    const bad = await get(`/teams/${acme}/check-balance?amount=-1`, manager);
    expect(bad.statusCode).toBe(422);
    expect((await get(`/teams/${acme}/check-balance`, manager)).json().errors).toEqual({ amount: ['Amount is required.'] });
  });

  it('the dashboard balance notification follows the ledger', async () => {
    const notes = (await get(`/teams/${europe}/notifications/balance`, manager)).json().data;
    expect(notes.map((n: { id: string }) => n.id)).toEqual(['balance-empty']);
    expect((await get(`/teams/${acme}/notifications/balance`, manager)).json().data).toEqual([]);
  });
});

describe('permission and plan gates', () => {
  it('an associate without team-finance gets the spec text on every finance call', async () => {
    await setAssociatePermissions({ ...allPermissions, 'team-finance': false });
    try {
      for (const url of ['/balance', '/transactions', '/transactions/recent', '/transactions/export?id-start=1&id-end=1', '/top-up/prices?amount=100&payment_method=bank-transfer']) {
        const res = await get(`/teams/${acme}${url}`, associate);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message, url).toBe(texts.noCreditPermission);
      }
      const post = await api('POST', `/teams/${acme}/top-up`, associate, { amount: 100, payment_method: 'bank-transfer' });
      expect(post.statusCode).toBe(403);
      expect(post.json().message).toBe("You don't have permissions to view your team's credit balance operation.");
      // Paying from the balance is another permission: still allowed.
      expect((await get(`/teams/${acme}/check-balance?amount=1`, associate)).statusCode).toBe(200);
    } finally {
      await setAssociatePermissions(allPermissions);
    }
  });

  it('top-up needs use-balance for bank transfer, use-cards for a card, and one of them at all', async () => {
    try {
      await setAssociatePermissions({ ...allPermissions, 'use-balance': false, 'use-cards': false });
      let res = await api('POST', `/teams/${acme}/top-up`, associate, { amount: 100, payment_method: 'bank-transfer' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(texts.noPaymentMethods);

      await setAssociatePermissions({ ...allPermissions, 'use-balance': false });
      res = await api('POST', `/teams/${acme}/top-up`, associate, { amount: 100, payment_method: 'bank-transfer' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(texts.noTeamCredit);
      expect((await get(`/teams/${acme}/check-balance?amount=1`, associate)).statusCode).toBe(403);

      await setAssociatePermissions({ ...allPermissions, 'use-cards': false });
      res = await api('POST', `/teams/${acme}/top-up`, associate, { amount: 100, payment_method: 'stripe', payment_method_id: 1 });
      expect(res.statusCode).toBe(403);
      expect((await get(`/teams/${acme}/transactions/direct`, associate)).statusCode).toBe(403);
    } finally {
      await setAssociatePermissions(allPermissions);
    }
  });

  it('a free team is forced to card: no check-balance, no bank transfer, no top-up, no direct history', async () => {
    const pro = 'is only available with Gift HUB Pro plan';
    for (const url of ['/check-balance?amount=1', '/top-up/prices?amount=100&payment_method=bank-transfer', '/transactions/direct', '/transactions/recent/direct']) {
      const res = await get(`/teams/${cornerId}${url}`, corner);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toContain(pro);
    }
    const res = await api('POST', `/teams/${cornerId}/top-up`, corner, { amount: 100, payment_method: 'bank-transfer' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.proOnly });
  });

  it('the demo team reads but cannot top up', async () => {
    expect((await get(`/teams/${DEMO_TEAM_ID}/balance`, demo)).statusCode).toBe(200);
    expect((await get(`/teams/${DEMO_TEAM_ID}/transactions`, demo)).statusCode).toBe(200);
    const res = await api('POST', `/teams/${DEMO_TEAM_ID}/top-up`, demo, { amount: 100, payment_method: 'bank-transfer' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(texts.demoReadOnly);
  });

  it('staff routes are staff only', async () => {
    for (const [method, url] of [
      ['GET', '/admin/billing/top-ups'],
      ['POST', '/admin/billing/top-ups/1/paid'],
      ['POST', `/admin/billing/teams/${acme}/adjustments`],
      ['PUT', `/admin/billing/teams/${acme}/credit-limit`],
    ] as const) {
      const res = await api(method, url, manager, method === 'GET' ? undefined : {});
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('every billing route names its guard', () => {
    const billing = t.routes.filter((r) => /\/(balance|check-balance|transactions|top-up|admin\/billing)/.test(r.url));
    expect(billing.length).toBeGreaterThanOrEqual(17);
    for (const r of billing) expect(r.config.permission ?? (r.config.public ? 'public' : undefined), `${r.method} ${r.url}`).toBeTruthy();
    expect(billing.filter((r) => r.url.includes('/direct')).every((r) => r.config.permission === 'use-cards' && r.config.pro === 'directHistory')).toBe(true);
  });
});

describe('histories', () => {
  let teamId: number;
  beforeAll(async () => {
    // Acme Europe: 25 rows over three months, one reverted.
    teamId = europe;
    const { db } = t.deps;
    for (let i = 0; i < 25; i++) {
      const at = new Date(Date.UTC(2024, i % 3, 5 + i));
      await db.transaction((tx) =>
        i % 2 === 0
          ? credit(tx, { teamId, userId: null, type: 'top-up', description: `Top up ${i}`, amount: 10_000, at })
          : spend(tx, { teamId, userId: null, type: 'prepaid-gift', description: `Gift, "special" ${i}`, amount: 2_500, at, campaignId: 7, campaignName: '=Summer', optionName: 'Box', productName: 'Hamper', priceExVat: 2_083, price: 2_500 }),
      );
    }
  });

  it('pages 10 per page by default, newest first, with meta', async () => {
    const res = await get(`/teams/${teamId}/transactions`, manager);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(10);
    expect(body.meta).toEqual({ total: 25, current_page: 1, per_page: 10, last_page: 3, params: {} });
    const ids = body.data.map((r: { transaction_id: number }) => r.transaction_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const last = (await get(`/teams/${teamId}/transactions?page=3`, manager)).json();
    expect(last.data).toHaveLength(5);
    const asc = (await get(`/teams/${teamId}/transactions?sort=date&direction=asc&per_page=20`, manager)).json();
    const dates = asc.data.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('filters by type and by date range', async () => {
    const gifts = (await get(`/teams/${teamId}/transactions?type=prepaid-gift&per_page=50`, manager)).json();
    expect(gifts.meta.total).toBe(12);
    expect(gifts.data[0]).toMatchObject({ type: 'prepaid-gift', amount: -25, price_ex_vat: 20.83, price: 25, campaign: { id: 7, name: '=Summer' }, option: { name: 'Box' }, product: { name: 'Hamper' } });
    const feb = (await get(`/teams/${teamId}/transactions?date_start=2024-02-01&date_end=2024-02-29&per_page=50`, manager)).json();
    expect(feb.data.length).toBeGreaterThan(0);
    expect(feb.data.every((r: { date: string }) => r.date.startsWith('2024-02'))).toBe(true);
    expect((await get(`/teams/${teamId}/transactions?type=nonsense`, manager)).statusCode).toBe(422);
    expect((await get(`/teams/${teamId}/transactions?date_start=2024-13-01`, manager)).json().errors).toEqual({ date_start: ['Start date must be a valid date (YYYY-MM-DD).'] });
  });

  it('recent shows the last 10 and the total for the view-all link', async () => {
    const body = (await get(`/teams/${teamId}/transactions/recent`, manager)).json();
    expect(body.data).toHaveLength(10);
    expect(body.meta.total).toBe(25);
  });

  it('exports a date range as a streamed CSV with the history columns', async () => {
    const res = await get(`/teams/${teamId}/transactions/export?date-start=2024-01-01&date-end=2024-01-31`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="team-transactions-acme-europe-2024-01-01-to-2024-01-31.csv"');
    const rows = parseCsv(csvBody(res));
    expect(rows[0]).toEqual([...TRANSACTION_CSV_COLUMNS]);
    expect(rows[0]).toEqual(['ID', 'Date', 'Type', 'Description', 'Gift Campaign & Option', 'Product', 'Price ex VAT', 'Price inc VAT', 'Amount Charged', 'Balance']);
    const body = rows.slice(1);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((r) => /^\d\d\/01\/2024 \d\d:\d\d$/.test(r[1]!))).toBe(true);
    const gift = body.find((r) => r[2] === 'Prepaid gift')!;
    // Amount charged is the absolute value; text a spreadsheet would run as a formula is defused.
    expect(gift.slice(3, 9)).toEqual([`Gift, "special" ${gift[3]!.split(' ').pop()}`, "'=Summer - Box", 'Hamper', '20.83', '25.00', '25.00']);
  });

  it('exports an id range, and refuses bad ranges with clear messages', async () => {
    const all = (await get(`/teams/${teamId}/transactions?per_page=50&direction=asc`, manager)).json().data as { transaction_id: number }[];
    const first = all[0]!.transaction_id;
    const latest = all[all.length - 1]!.transaction_id;
    const res = await get(`/teams/${teamId}/transactions/export?id-start=1&id-end=${latest}`, manager);
    expect(res.statusCode).toBe(200);
    expect(parseCsv(csvBody(res)).slice(1).map((r) => Number(r[0]))).toEqual(all.map((r) => r.transaction_id));
    const part = parseCsv(csvBody(await get(`/teams/${teamId}/transactions/export?id-start=${first + 1}&id-end=${first + 3}`, manager)));
    expect(part.slice(1).map((r) => Number(r[0]))).toEqual(all.map((r) => r.transaction_id).filter((id) => id >= first + 1 && id <= first + 3));

    const over = await get(`/teams/${teamId}/transactions/export?id-start=1&id-end=${latest + 1}`, manager);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ 'id-end': [`End ID must be at most ${latest}`] });
    const early = await get(`/teams/${teamId}/transactions/export?date-start=2019-12-31&date-end=2020-01-02`, manager);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ 'date-start': ['Start date must be on or after 01/01/2020.'] });
    const backwards = await get(`/teams/${teamId}/transactions/export?date-start=2024-02-02&date-end=2024-02-01`, manager);
    expect(backwards.json()).toMatchObject({ message: 'End date must not be before the start date.', errors: { 'date-end': ['End date must not be before the start date.'] } });
    expect((await get(`/teams/${teamId}/transactions/export`, manager)).json().errors).toEqual({ 'date-start': ['Choose a date range or an ID range.'] });
  });

  it('streams in keyset chunks: every row once, in id order, whatever the chunk size', async () => {
    const staffAccess = await resolveTeamAccess(t.deps.db, teamId, { id: associateId, isBbAdmin: true });
    const expected = (await get(`/teams/${teamId}/transactions?per_page=50&direction=asc`, manager)).json().data.map((r: { transaction_id: number }) => r.transaction_id);
    for (const chunk of [1, 4, 25, 26]) {
      const out = await exportTransactions(t.deps.db, staffAccess, 'ledger', { 'date-start': '2020-01-01', 'date-end': '2030-01-01' }, chunk);
      let text = '';
      for await (const line of out.lines) text += line;
      const rows = parseCsv(text);
      expect(rows.slice(1).map((r) => Number(r[0])), `chunk ${chunk}`).toEqual(expected);
      // The running balance of the last row is the team's balance.
      expect(Number(rows.at(-1)![9])).toBe((await balanceOf(teamId)).balance);
    }
  });
});

describe('bank transfer top-up', () => {
  it('is requested, e-mails staff and the requester, and raises the balance once when staff mark it paid twice', async () => {
    const before = await balanceOf(acme);
    const res = await api('POST', `/teams/${acme}/top-up`, manager, { amount: 2500, payment_method: 'bank-transfer' });
    expect(res.statusCode).toBe(200);
    const topUp = res.json();
    expect(topUp).toMatchObject({ amount: 2500, fee: 0, total: 2500, payment_method: 'bank-transfer', status: 'requested', paid_at: null });
    expect(await balanceOf(acme)).toEqual(before);
    expect(await outboxKinds('manager@acme.test')).toContain('top-up-requested');
    expect(await outboxKinds('support@gifthub.test')).toContain('top-up-requested-staff');

    const list = (await get('/admin/billing/top-ups?status=requested', staff)).json();
    expect(list.data.find((x: { id: number }) => x.id === topUp.id)).toMatchObject({ team_name: 'Acme Ltd', requested_by: 'Maria Manager <manager@acme.test>', repay: false });

    const [a, b] = await Promise.all([api('POST', `/admin/billing/top-ups/${topUp.id}/paid`, staff), api('POST', `/admin/billing/top-ups/${topUp.id}/paid`, staff)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toMatchObject({ status: 'paid' });
    const again = await api('POST', `/admin/billing/top-ups/${topUp.id}/paid`, staff);
    expect(again.json()).toMatchObject({ status: 'paid' });
    const after = await balanceOf(acme);
    expect(after.balance).toBeCloseTo(before.balance + 2500, 2);
    const rows = (await get(`/teams/${acme}/transactions?type=top-up&per_page=50`, manager)).json().data.filter((r: { amount: number }) => r.amount === 2500);
    expect(rows).toHaveLength(1);
    expect(await outboxKinds('manager@acme.test')).toContain('top-up-paid');

    const cancel = await api('POST', `/admin/billing/top-ups/${topUp.id}/cancel`, staff);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('This top-up request has already been paid.');
  });

  it('a cancelled request can no longer be paid', async () => {
    const topUp = (await api('POST', `/teams/${acme}/top-up`, manager, { amount: 50, payment_method: 'bank-transfer' })).json();
    const res = await api('POST', `/admin/billing/top-ups/${topUp.id}/cancel`, staff);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    const paid = await api('POST', `/admin/billing/top-ups/${topUp.id}/paid`, staff);
    expect(paid.statusCode).toBe(409);
    expect((await api('POST', '/admin/billing/top-ups/999999/paid', staff)).statusCode).toBe(404);
  });

  it('refuses bad amounts', async () => {
    for (const amount of [-5, 0, 10.001, 'abc', 100_001]) {
      const res = await api('POST', `/teams/${acme}/top-up`, manager, { amount, payment_method: 'bank-transfer' });
      expect(res.statusCode, String(amount)).toBe(422);
      expect(res.json().errors.amount).toHaveLength(1);
    }
    const noCard = await api('POST', `/teams/${acme}/top-up`, manager, { amount: 10, payment_method: 'stripe' });
    expect(noCard.json().errors).toEqual({ payment_method_id: ['Payment card is required.'] });
  });
});

describe('repay used credit', () => {
  it('pays back credit in use and records a credit repayment', async () => {
    const b = await balanceOf(acme);
    const { db } = t.deps;
    // Spend everything and £400 of the credit.
    await db.transaction((tx) => spend(tx, { teamId: acme, userId: null, type: 'marketplace', description: 'Big order', amount: Math.round((b.balance + 400) * 100), at: new Date() }));
    expect(await balanceOf(acme)).toMatchObject({ balance: 0, credit_used: 400, credit_available: 600, total_available: 600 });
    const team = (await get(`/teams/${acme}`, manager)).json();
    expect(team).toMatchObject({ balance: 0, credit_available: 600, total_available: 600 });

    const tooMuch = await api('POST', `/teams/${acme}/top-up`, manager, { amount: 500, payment_method: 'bank-transfer', repay: true });
    expect(tooMuch.json().errors).toEqual({ amount: ['Amount must be at most £400.00, the credit used.'] });
    const req = (await api('POST', `/teams/${acme}/top-up`, manager, { amount: 400, payment_method: 'bank-transfer', repay: true })).json();
    await api('POST', `/admin/billing/top-ups/${req.id}/paid`, staff);
    expect(await balanceOf(acme)).toMatchObject({ balance: 0, credit_used: 0, credit_available: 1000 });
    const row = (await get(`/teams/${acme}/transactions/recent`, manager)).json().data[0];
    expect(row).toMatchObject({ type: 'credit-repayment', amount: 400, balance_live: 0 });

    const nothing = await api('POST', `/teams/${acme}/top-up`, manager, { amount: 10, payment_method: 'bank-transfer', repay: true });
    expect(nothing.json().errors).toEqual({ amount: ['Your team has no used credit to repay.'] });
  });
});

describe('card top-up', () => {
  let gbCard: { id: number };
  beforeAll(async () => {
    gbCard = await addCard(manager, acme, '4000008260000000');
  });

  it('prices a top-up by the card country and by bank transfer', async () => {
    expect((await get(`/teams/${acme}/top-up/prices?amount=1000&payment_method=stripe&payment_method_id=${gbCard.id}`, manager)).json()).toEqual({ topUp: 1000, topUpFee: 14.4, total: 1014.4 });
    expect((await get(`/teams/${acme}/top-up/prices?amount=1000&payment_method=bank-transfer`, manager)).json()).toEqual({ topUp: 1000, topUpFee: 0, total: 1000 });
    const us = await addCard(manager, acme, '4242424242424242');
    expect((await get(`/teams/${acme}/top-up/prices?amount=1000&payment_method=stripe&payment_method_id=${us.id}`, manager)).json()).toEqual({ topUp: 1000, topUpFee: 30.07, total: 1030.07 });
    // Someone else's card is unknown.
    expect((await get(`/teams/${acme}/top-up/prices?amount=1000&payment_method=stripe&payment_method_id=${us.id}`, associate)).statusCode).toBe(404);
    await api('PUT', `/teams/${acme}/stripe/methods/${gbCard.id}`, manager, { preferred: true });
  });

  it('charges £1,014.40, raises the balance by £1,000 and records both histories; a retry with the same key charges once', async () => {
    const before = await balanceOf(acme);
    const gateway = t.deps.gateway as unknown as { count: (kind: string) => Promise<number> };
    const intents = await gateway.count('payment_intent');
    const key = { 'idempotency-key': 'top-up-gb-1' };
    const res = await api('POST', `/teams/${acme}/top-up`, manager, { amount: 1000, payment_method: 'stripe', payment_method_id: gbCard.id }, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: 1000, fee: 14.4, total: 1014.4, payment_method: 'stripe', status: 'paid' });
    const retry = await api('POST', `/teams/${acme}/top-up`, manager, { amount: 1000, payment_method: 'stripe', payment_method_id: gbCard.id }, key);
    expect(retry.json()).toEqual(res.json());
    expect(await gateway.count('payment_intent')).toBe(intents + 1);

    const after = await balanceOf(acme);
    expect(after.total_available - before.total_available).toBeCloseTo(1000, 2);
    const ledger = (await get(`/teams/${acme}/transactions/recent`, manager)).json().data[0];
    expect(ledger).toMatchObject({ type: 'top-up', amount: 1000, description: 'Top up by card (Visa •••• 0000)' });
    const direct = (await get(`/teams/${acme}/transactions/direct`, manager)).json();
    expect(direct.meta.total).toBe(1);
    expect(direct.data[0]).toMatchObject({ type: 'top-up', amount: 1014.4, payment_method: 'Visa •••• 0000', status: 'succeeded', balance: null });
    expect((await get(`/teams/${acme}/transactions/recent/direct`, manager)).json().data).toHaveLength(1);

    const csv = await get(`/teams/${acme}/transactions/direct/export?id-start=1&id-end=${direct.data[0].transaction_id}`, manager);
    const rows = parseCsv(csvBody(csv));
    expect(rows[0]).toEqual([...DIRECT_TRANSACTION_CSV_COLUMNS]);
    expect(rows[0]!.at(-1)).toBe('Payment Method');
    expect(rows[1]!.slice(8)).toEqual(['1014.40', 'Visa •••• 0000']);
    expect(csv.headers['content-disposition']).toContain('direct-transactions-acme-ids-1-to-');
    expect(await outboxKinds('manager@acme.test')).toContain('top-up-paid');
  });

  it('a declined card shows the gateway message and changes nothing in billing', async () => {
    const declined = await addCard(manager, acme, '4000000000009995');
    const before = await balanceOf(acme);
    const countBefore = (await get(`/teams/${acme}/transactions`, manager)).json().meta.total;
    const res = await api('POST', `/teams/${acme}/top-up`, manager, { amount: 100, payment_method: 'stripe', payment_method_id: declined.id });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card has insufficient funds.');
    expect(await balanceOf(acme)).toEqual(before);
    expect((await get(`/teams/${acme}/transactions`, manager)).json().meta.total).toBe(countBefore);
    expect((await get(`/teams/${acme}/transactions/direct`, manager)).json().meta.total).toBe(1);
    expect((await get('/admin/billing/top-ups?status=paid&per_page=100', staff)).json().data.filter((x: { payment_method: string }) => x.payment_method === 'stripe')).toHaveLength(1);
  });

  it('a card top-up paid earlier by payment intent is applied once', async () => {
    const pi = await api('POST', `/teams/${acme}/stripe/payment-intent`, manager, { payment_method_id: gbCard.id, raw_amount: 100, amount: 101.62, suffix: 'top-up', description: 'Top up' });
    expect(pi.statusCode).toBe(200);
    const id = pi.json().payment_intent_id;
    const body = { amount: 100, payment_method: 'stripe', payment_method_id: gbCard.id, payment_id: id };
    const first = await api('POST', `/teams/${acme}/top-up`, manager, body);
    expect(first.json()).toMatchObject({ amount: 100, total: 101.62, status: 'paid' });
    const second = await api('POST', `/teams/${acme}/top-up`, manager, body);
    expect(second.statusCode).toBe(409);
    expect((await get(`/teams/${acme}/transactions/direct`, manager)).json().meta.total).toBe(2);
  });

  it('an associate sees only their own card payments unless they hold team-finance', async () => {
    await setAssociatePermissions({ ...allPermissions, 'team-finance': false });
    try {
      expect((await get(`/teams/${acme}/transactions/direct`, associate)).json().meta.total).toBe(0);
    } finally {
      await setAssociatePermissions(allPermissions);
    }
    expect((await get(`/teams/${acme}/transactions/direct`, associate)).json().meta.total).toBe(2);
  });
});

describe('staff ledger tools', () => {
  it('shows a team ledger and balance', async () => {
    const res = (await get(`/admin/billing/teams/${acme}`, staff)).json();
    expect(res.team).toMatchObject({ id: acme, name: 'Acme Ltd', plan: 'pro' });
    expect(res.balance).toEqual(await balanceOf(acme));
    const ledger = (await get(`/admin/billing/teams/${acme}/transactions?per_page=5`, staff)).json();
    expect(ledger.data).toHaveLength(5);
    expect((await get('/admin/billing/teams/999999', staff)).statusCode).toBe(404);
  });

  it('adjusts the balance with a reason, up or down, within what credit allows', async () => {
    const before = await balanceOf(acme);
    const noReason = await api('POST', `/admin/billing/teams/${acme}/adjustments`, staff, { amount: 10, reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['Reason is required.'] });
    expect((await api('POST', `/admin/billing/teams/${acme}/adjustments`, staff, { amount: 0, reason: 'x' })).json().errors).toEqual({ amount: ['Amount must not be 0'] });

    const up = await api('POST', `/admin/billing/teams/${acme}/adjustments`, staff, { amount: 12.5, reason: 'Goodwill' });
    expect(up.json()).toMatchObject({ type: 'adjustment', amount: 12.5, description: 'Goodwill' });
    const down = await api('POST', `/admin/billing/teams/${acme}/adjustments`, staff, { amount: -2.5, reason: 'Correction' });
    expect(down.json()).toMatchObject({ amount: -2.5 });
    expect((await balanceOf(acme)).total_available).toBeCloseTo(before.total_available + 10, 2);

    const tooMuch = await api('POST', `/admin/billing/teams/${acme}/adjustments`, staff, { amount: -(before.total_available + 100), reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(billingTexts.insufficientBalance);

    // A free team holds no team balance: nothing is put on its ledger.
    const free = await api('POST', `/admin/billing/teams/${cornerId}/adjustments`, staff, { amount: 5, reason: 'Goodwill' });
    expect(free.statusCode).toBe(422);
    expect(free.json().errors).toEqual({ amount: [billingTexts.adjustmentNeedsPro] });
  });

  it('sets the credit limit, never below the credit in use', async () => {
    const { db } = t.deps;
    const b = await balanceOf(europe);
    await db.transaction((tx) => spend(tx, { teamId: europe, userId: null, type: 'marketplace', description: 'Order', amount: Math.round(b.balance * 100), at: new Date() }));
    expect((await api('PUT', `/admin/billing/teams/${europe}/credit-limit`, staff, { credit_limit: 300 })).json()).toMatchObject({ credit_limit: 300, credit_available: 300, total_available: 300 });
    await db.transaction((tx) => spend(tx, { teamId: europe, userId: null, type: 'marketplace', description: 'Order', amount: 20_000, at: new Date() }));
    const below = await api('PUT', `/admin/billing/teams/${europe}/credit-limit`, staff, { credit_limit: 199.99 });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({ credit_limit: ['Credit limit cannot be lower than the credit already used (£200.00).'] });
    expect((await api('PUT', `/admin/billing/teams/${europe}/credit-limit`, staff, { credit_limit: -1 })).json().errors).toEqual({ credit_limit: ['Credit limit must not be negative'] });
    expect((await api('PUT', `/admin/billing/teams/${europe}/credit-limit`, staff, { credit_limit: 200 })).json()).toMatchObject({ credit_used: 200, credit_available: 0, total_available: 0 });
  });
});
