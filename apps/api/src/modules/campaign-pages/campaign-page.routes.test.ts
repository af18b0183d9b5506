import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@gifthub/shared/catalogue';
import { campaignPageTexts } from '@gifthub/shared/campaign-pages';
import type { TTestApp } from '../../test/test-app';
import { findOption } from '../campaigns/campaigns.repository';
import { giftTestApp, type TApi } from '../registrations/registrations.test-helpers';
import { campaignOf, gbAddress, physicalOption, publicCalls, rowOf } from './campaign-pages.test-helpers';

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
  expect((await api.post(`/teams/${acme}/domains`, manager, { domain: 'acme-people.test' })).statusCode).toBe(200);
});
afterAll(() => t.close());

const visitor = (email: string) => ({ email, ...gbAddress, first_name: 'Vic', last_name: `Visitor${++n}` });

describe("a campaign's own page", () => {
  it('offers an active public campaign to anyone and registers the visitor with their pick (method public), not yet charged', async () => {
    const c = await campaignOf(t, acme, { privacy: 'public' });
    const option = await physicalOption(t, c.id, hamper, { available: 2 });
    const view = await pub.page('acme', c.slug);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ page: 'campaign', kind: 'campaign', state: 'open', message: null, verification: 'none', team: { name: 'Acme Ltd' } });
    expect(view.json().options).toMatchObject([{ id: option.id, low_availability: true }]);
    const res = await pub.pageClaim('acme', c.slug, { option_id: option.id, ...visitor('Vic@Example.com') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'claimed', outcome: 'received' });
    const rows = await t.deps.db.query.registrations.findMany({ where: (r, { eq }) => eq(r.campaignId, c.id) });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ registrationMethod: 'public', platform: 'gifting', email: 'vic@example.com', optionId: option.id, totalIv: 4014, confirmedAt: null });
    expect((await findOption(t.deps.db, option.id))!.option.available).toBe(1);
    const twice = await pub.pageClaim('acme', c.slug, { option_id: option.id, ...visitor('vic@example.com') });
    expect([twice.statusCode, twice.json().message]).toEqual([409, campaignPageTexts.alreadyRegistered]);
  });

  it("refuses the campaign's disabled e-mail domains (and their subdomains) with a clear message on the e-mail", async () => {
    const c = await campaignOf(t, acme, { privacy: 'public', disabledDomains: 'rivals.test blocked.test' });
    const option = await physicalOption(t, c.id, hamper);
    for (const email of ['a@rivals.test', 'b@mail.blocked.test']) {
      const res = await pub.pageClaim('acme', c.slug, { option_id: option.id, ...visitor(email) });
      expect([res.statusCode, res.json().errors]).toEqual([422, { email: [campaignPageTexts.domainDisabled] }]);
    }
    expect((await pub.pageClaim('acme', c.slug, { option_id: option.id, ...visitor('c@friends.test') })).statusCode).toBe(200);
  });

  it("an internal campaign takes only the team's eligible domains", async () => {
    const c = await campaignOf(t, acme, { privacy: 'internal' });
    const option = await physicalOption(t, c.id, hamper);
    const outside = await pub.pageClaim('acme', c.slug, { option_id: option.id, ...visitor('someone@gmail.test') });
    expect([outside.statusCode, outside.json().errors]).toEqual([422, { email: [campaignPageTexts.domainNotEligible] }]);
    const inside = await pub.pageClaim('acme', c.slug, { option_id: option.id, ...visitor('kim@acme-people.test') });
    expect(inside.statusCode).toBe(200);
  });

  it('asks for e-mail, first and last name, each with its message', async () => {
    const c = await campaignOf(t, acme, { privacy: 'public' });
    const option = await physicalOption(t, c.id, hamper);
    const res = await pub.pageClaim('acme', c.slug, { option_id: option.id, first_name: '', last_name: '', email: 'nope' });
    expect(res.json().errors).toEqual({ email: ['E-mail must be valid.'], first_name: ['First Name is required.'], last_name: ['Last Name is required.'] });
  });

  it('an invite-only campaign\'s page says it is by invitation only; paused, leaked, completed and requested ones are closed', async () => {
    const cases = [
      [{ privacy: 'invite' as const }, campaignPageTexts.inviteOnly],
      [{ privacy: 'public' as const, status: 'paused' as const }, campaignPageTexts.closed],
      [{ privacy: 'public' as const, status: 'leaked' as const }, campaignPageTexts.closed],
      [{ privacy: 'internal' as const, status: 'completed' as const }, campaignPageTexts.closed],
      [{ privacy: 'public' as const, status: 'requested' as const }, campaignPageTexts.notYetOpen],
    ] as const;
    for (const [over, message] of cases) {
      const c = await campaignOf(t, acme, over);
      const option = await physicalOption(t, c.id, hamper);
      expect((await pub.page('acme', c.slug)).json()).toMatchObject({ state: 'closed', message, options: [] });
      const res = await pub.pageClaim('acme', c.slug, { option_id: option.id, ...visitor('x@friends.test') });
      expect([res.statusCode, res.json().message]).toEqual([409, message]);
      expect((await findOption(t.deps.db, option.id))!.option.available).toBe(5);
    }
  });

  it('answers 404 for an unknown team or campaign, and another team cannot reach a campaign under its slug', async () => {
    const c = await campaignOf(t, acme, { privacy: 'public' });
    expect((await pub.page('acme', 'no-such-campaign')).statusCode).toBe(404);
    expect((await pub.page('corner-shop', c.slug)).statusCode).toBe(404);
    expect((await pub.pageClaim('corner-shop', c.slug, { option_id: 1, ...visitor('x@friends.test') })).statusCode).toBe(404);
  });

  it('keeps the row consistent: the stored total is the option price whatever the body says of it', async () => {
    const c = await campaignOf(t, acme, { privacy: 'public' });
    const option = await physicalOption(t, c.id, hamper);
    const tampered = await pub.pageClaim('acme', c.slug, { option_id: option.id, ...visitor('p@friends.test'), total_iv: 1 });
    expect(tampered.statusCode).toBe(422);
    const res = await pub.pageClaim('acme', c.slug, { option_id: option.id, ...visitor('p@friends.test') });
    expect(res.statusCode).toBe(200);
    const rows = await t.deps.db.query.registrations.findMany({ where: (r, { eq }) => eq(r.campaignId, c.id) });
    expect(await rowOf(t, rows[0]!.id)).toMatchObject({ totalIv: 4014, totalEv: 3345 });
  });
});
