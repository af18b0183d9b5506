import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@gifthub/shared/catalogue';
import { campaignPageTexts } from '@gifthub/shared/campaign-pages';
import type { TTestApp } from '../../test/test-app';
import { findOption } from '../campaigns/campaigns.repository';
import { giftTestApp, type TApi } from '../registrations/registrations.test-helpers';
import { campaignOf, gbAddress, physicalOption, publicCalls } from './campaign-pages.test-helpers';

// A public or internal campaign's own page, rule by rule (spec 1 §4 Privacy and statuses, §5 disabled domains; spec 3
// §2 eligible domains): each refused with a clear 4xx and message. Decided: a domain rule covers its subdomains
// (mail.rivals.test is rivals.test), never a look-alike (notrivals.test); e-mails and domains compare case-insensitively.

let t: TTestApp;
let api: TApi;
let pub: ReturnType<typeof publicCalls>;
let manager: string;
let acme: number;
let hamper: TProduct;
let n = 0;

beforeAll(async () => {
  const g = await giftTestApp();
  ({ t, api, manager, acme, hamper } = g);
  pub = publicCalls(t);
  expect((await api.post(`/teams/${acme}/domains`, manager, { domain: 'Acme-Staff.test' })).statusCode).toBe(200);
});
afterAll(() => t.close());

const visitor = (email: string) => ({ email, ...gbAddress, first_name: 'Vic', last_name: `Rules${++n}` });
const rowsOf = (campaignId: number) => t.deps.db.query.registrations.findMany({ where: (r, { eq }) => eq(r.campaignId, campaignId) });

describe("a campaign page's rules", () => {
  it('disabled domains: case-insensitive, subdomains included, look-alikes not', async () => {
    const c = await campaignOf(t, acme, { privacy: 'public', disabledDomains: 'rivals.test' });
    const option = await physicalOption(t, c.id, hamper);
    for (const email of ['Someone@RIVALS.test', 'a@Mail.Rivals.TEST']) {
      const res = await pub.pageClaim('acme', c.slug, { option_id: option.id, ...visitor(email) });
      expect([res.statusCode, res.json().errors], email).toEqual([422, { email: [campaignPageTexts.domainDisabled] }]);
    }
    expect((await pub.pageClaim('acme', c.slug, { option_id: option.id, ...visitor('b@notrivals.test') })).statusCode).toBe(200);
    expect(await rowsOf(c.id)).toHaveLength(1);
  });

  it("eligible domains (the team's) on an internal campaign: case-insensitive, subdomains included; a public campaign takes any domain", async () => {
    const internal = await campaignOf(t, acme, { privacy: 'internal' });
    const o = await physicalOption(t, internal.id, hamper);
    const ok = await pub.pageClaim('acme', internal.slug, { option_id: o.id, ...visitor('KIM@ACME-STAFF.TEST') });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await pub.pageClaim('acme', internal.slug, { option_id: o.id, ...visitor('lee@uk.acme-staff.test') })).statusCode).toBe(200);
    for (const email of ['out@gmail.test', 'x@acme-staff.test.evil.test', 'y@notacme-staff.test']) {
      const res = await pub.pageClaim('acme', internal.slug, { option_id: o.id, ...visitor(email) });
      expect([res.statusCode, res.json().errors], email).toEqual([422, { email: [campaignPageTexts.domainNotEligible] }]);
    }
    const open = await campaignOf(t, acme, { privacy: 'public' });
    const p = await physicalOption(t, open.id, hamper);
    expect((await pub.pageClaim('acme', open.slug, { option_id: p.id, ...visitor('anyone@gmail.test') })).statusCode).toBe(200);
  });

  it('a disabled domain wins over an eligible one', async () => {
    const c = await campaignOf(t, acme, { privacy: 'internal', disabledDomains: 'contractors.acme-staff.test' });
    const o = await physicalOption(t, c.id, hamper);
    const res = await pub.pageClaim('acme', c.slug, { option_id: o.id, ...visitor('temp@contractors.acme-staff.test') });
    expect(res.json().errors).toEqual({ email: [campaignPageTexts.domainDisabled] });
  });

  it('one registration per e-mail, whatever its case, also under two concurrent requests (one unit taken)', async () => {
    const c = await campaignOf(t, acme, { privacy: 'public' });
    const a = await physicalOption(t, c.id, hamper);
    const b = await physicalOption(t, c.id, hamper);
    const res = await Promise.all([
      pub.pageClaim('acme', c.slug, { option_id: a.id, ...visitor('twin@example.test') }),
      pub.pageClaim('acme', c.slug, { option_id: b.id, ...visitor('Twin@Example.TEST') }),
    ]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(res.find((r) => r.statusCode === 409)!.json().message).toBe(campaignPageTexts.alreadyRegistered);
    expect(await rowsOf(c.id)).toHaveLength(1);
    const left = [(await findOption(t.deps.db, a.id))!.option.available, (await findOption(t.deps.db, b.id))!.option.available];
    expect(left.sort()).toEqual([4, 5]);
    const later = await pub.pageClaim('acme', c.slug, { option_id: a.id, ...visitor('TWIN@example.test') });
    expect([later.statusCode, later.json().message]).toEqual([409, campaignPageTexts.alreadyRegistered]);
  });

  it('auto-approve is forced off on a public campaign: the claim waits for the team, nothing is charged', async () => {
    const c = await campaignOf(t, acme, { privacy: 'public', autoApprove: true });
    const o = await physicalOption(t, c.id, hamper);
    const res = await pub.pageClaim('acme', c.slug, { option_id: o.id, ...visitor('wait@example.test') });
    expect(res.json()).toMatchObject({ state: 'claimed', outcome: 'received', message: campaignPageTexts.received });
    const [row] = await rowsOf(c.id);
    expect([row!.confirmedAt, row!.teamTransactionId]).toEqual([null, null]);
  });

  it('a leaked campaign stops claiming: the page is closed and a claim is refused with its reason', async () => {
    const c = await campaignOf(t, acme, { privacy: 'public', status: 'leaked' });
    const o = await physicalOption(t, c.id, hamper);
    expect((await pub.page('acme', c.slug)).json()).toMatchObject({ state: 'closed', message: campaignPageTexts.closed, options: [] });
    const res = await pub.pageClaim('acme', c.slug, { option_id: o.id, ...visitor('late@example.test') });
    expect([res.statusCode, res.json().message]).toEqual([409, campaignPageTexts.closed]);
    expect(await rowsOf(c.id)).toHaveLength(0);
  });
});
