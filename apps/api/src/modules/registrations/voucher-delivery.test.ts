import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_TEMPLATE_HEADERS } from '@gifthub/shared/campaign-csv';
import type { TProduct } from '@gifthub/shared/catalogue';
import type { TTestApp } from '../../test/test-app';
import { withFailingInserts } from '../../db/test-faults';
import { tableRows } from '../../db/table-rows';
import { campaignOf, gbAddress, invitationOf, publicCalls, rowOf, voucherOption } from '../campaign-pages/campaign-pages.test-helpers';
import { confirmRegistration } from '../campaign-registrations/campaign-confirm.service';
import { multipart, MULTIPART_TYPE, setAvailable } from '../campaign-registrations/campaign-registrations.test-helpers';
import { BACKGROUND_JOBS } from '../../background-jobs';
import { giftTestApp, outbox, type TApi } from './registrations.test-helpers';
import { issueDueVouchers } from './voucher-delivery.service';
import type { TVoucherProvider } from './voucher-provider';

/** eGifts issued after the transaction that confirmed them: campaign claims approved and Multi Send rows. */
let t: TTestApp;
let api: TApi;
let pub: ReturnType<typeof publicCalls>;
let manager: string;
let staff: string;
let acme: number;
let managerId: number;
let books: TProduct;
const sandboxIssue = { current: null as TVoucherProvider['issue'] | null };
const issued: string[] = [];

beforeAll(async () => {
  ({ t, api, manager, staff, acme, managerId, books } = await giftTestApp());
  pub = publicCalls(t);
  // The provider as the app holds it, counted: each call's reference (the registration's secret).
  sandboxIssue.current = t.deps.vouchers.issue;
  t.deps.vouchers.issue = async (p) => {
    issued.push(p.reference);
    return sandboxIssue.current!(p);
  };
  await setAvailable(t, api, staff, manager, acme, 1_000_000);
});
afterAll(() => t.close());

const voucherMails = async (to: string) => (await outbox(t, staff, to)).filter((m: { kind: string }) => m.kind === 'gift-voucher');

/** A voucher campaign's invitation claimed at £20 (waiting for approval). */
async function claimedVoucher() {
  const c = await campaignOf(t, acme, { rewardType: 'voucher' });
  const option = await voucherOption(t, c.id, books);
  const email = `vera+${Date.now().toString(36)}${issued.length}@example.com`;
  const inv = await invitationOf(t, c, managerId, { type: 'voucher', email });
  const res = await pub.claim(inv.secret, { option_id: option.id, voucher_value: 20 });
  expect(res.statusCode, res.body).toBe(200);
  return { inv, email };
}

describe('eGifts issued after their confirmation', () => {
  it('an approved campaign eGift gets its code once, with one e-mail, however many runs issue it', async () => {
    const { inv, email } = await claimedVoucher();
    expect((await rowOf(t, inv.id)).voucherCode).toBeNull();
    const { outcome } = await confirmRegistration(t.deps, inv.id, { userId: managerId, name: 'Manager' });
    expect(outcome).toBe('confirmed');
    await Promise.all([issueDueVouchers(t.deps, [inv.id]), issueDueVouchers(t.deps, [inv.id])]);
    await issueDueVouchers(t.deps);
    const row = await rowOf(t, inv.id);
    expect(row.voucherCode).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(row.sentAt).not.toBeNull();
    const mails = await voucherMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(row.voucherCode);
    expect(issued.filter((r) => r === inv.secret).length).toBeGreaterThanOrEqual(1);
    // The recipient's page shows the code now.
    expect((await pub.view(inv.secret)).json()).toMatchObject({ state: 'claimed' });
  });

  it('a provider that fails leaves the gift due, and the issue-vouchers job issues it on its next run', async () => {
    const { inv, email } = await claimedVoucher();
    const working = t.deps.vouchers.issue;
    t.deps.vouchers.issue = async () => {
      throw new Error('provider down');
    };
    try {
      await confirmRegistration(t.deps, inv.id, { userId: managerId, name: 'Manager' });
      await expect(issueDueVouchers(t.deps, [inv.id])).rejects.toThrow('1 eGift(s) could not be issued');
      expect((await rowOf(t, inv.id)).voucherCode).toBeNull();
      expect(await voucherMails(email)).toHaveLength(0);
    } finally {
      t.deps.vouchers.issue = working;
    }
    const job = BACKGROUND_JOBS.find((j) => j.kind === 'issue-vouchers')!;
    await job.handler(t.deps, { id: 0, kind: job.kind, key: job.kind, payload: {}, attempts: 1, maxAttempts: 1 });
    expect((await rowOf(t, inv.id)).voucherCode).not.toBeNull();
    expect(await voucherMails(email)).toHaveLength(1);
  });

  it('Multi Send of an eGift option: a run that fails asks the provider for nothing; one that passes issues each code after its rows', async () => {
    const c = await campaignOf(t, acme, { rewardType: 'voucher' });
    const option = await voucherOption(t, c.id, books, { voucherValue: 2500, available: 1 });
    const line = (i: number) => `multi${i}.${Date.now().toString(36)}@example.com,Mo,Multi${i},${gbAddress.address_line_1},,${gbAddress.city},,${gbAddress.postcode},GB,`;
    const csv = (lines: string[]) => [CSV_TEMPLATE_HEADERS.send.join(','), ...lines].join('\n');
    const upload = (lines: string[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/gb-campaigns/${c.id}/registrations/bulk/csv`,
        headers: { ...t.as(manager), 'content-type': MULTIPART_TYPE },
        payload: multipart(csv(lines), { batch_label: 'eGift list', option_id: String(option.id), send_email: 'true' }),
      });
    // Two rows for the option's one unit are refused before the run; a run whose ledger write fails is rolled back.
    // Neither asked the provider for a voucher.
    const calls = issued.length;
    const before = await tableRows(t.deps.db);
    const refused = await upload([line(1), line(2)]);
    expect(refused.statusCode, refused.body).toBe(422);
    const failed = await withFailingInserts(t.deps.db, 'team_transactions', () => upload([line(4)]));
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(issued.length).toBe(calls);
    expect(await tableRows(t.deps.db)).toEqual(before);

    const ok = await upload([line(3)]);
    expect(ok.statusCode, ok.body).toBe(200);
    await issueDueVouchers(t.deps);
    const rows = (await api.get(`/gb-campaigns/${c.id}/registrations?per_page=10`, manager)).json().data as { id: number }[];
    expect(rows).toHaveLength(1);
    const row = await rowOf(t, rows[0]!.id);
    expect(row).toMatchObject({ registrationMethod: 'multiple', voucherValue: 2500 });
    expect(row.voucherCode).not.toBeNull();
    // Asked for this gift only (the request's own run and this one may both ask: the provider's reference is the gift's secret).
    expect(new Set(issued.slice(calls))).toEqual(new Set([row.secret]));
    expect(await voucherMails(row.email!)).toHaveLength(1);
  });
});
