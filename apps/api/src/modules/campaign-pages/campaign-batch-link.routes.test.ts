import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchTexts } from '@gifthub/shared/campaign-batches';
import { campaignPageTexts } from '@gifthub/shared/campaign-pages';
import type { TProduct } from '@gifthub/shared/catalogue';
import { claimTexts } from '@gifthub/shared/claim-texts';
import type { TTestApp } from '../../test/test-app';
import { newSecret } from '../registrations/registrations.service';
import { giftTestApp } from '../registrations/registrations.test-helpers';
import { campaignOf, gbAddress, invitationOf, physicalOption, rowOf } from './campaign-pages.test-helpers';

/** The batch link (registration_page?invite={secret}): the page view with the list's secret, and the claim from it. */
let t: TTestApp;
let acme: number;
let managerId: number;
let hamper: TProduct;
let ip = 0;

beforeAll(async () => {
  ({ t, acme, managerId, hamper } = await giftTestApp());
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url: `/api/v1${url}`, payload, remoteAddress: `10.8.${Math.floor(++ip / 250)}.${ip % 250}` });
const view = (slug: string, invite: string) => call('GET', `/public/campaigns/acme/${slug}?invite=${encodeURIComponent(invite)}`);
const claim = (slug: string, invite: string, body: object) => call('POST', `/public/campaigns/acme/${slug}/invite/${invite}/claim`, body);

/** A campaign (invite-only unless told) with one hamper and a Multi Invite list of two leads. */
async function listOf(over: Parameters<typeof campaignOf>[2] = {}, method: 'multiple-link' | 'multiple' = 'multiple-link') {
  const c = await campaignOf(t, acme, over);
  const option = await physicalOption(t, c.id, hamper);
  const secret = newSecret();
  const leads = await Promise.all([1, 2].map(() => invitationOf(t, c, managerId, { registrationMethod: method, sharedSecret: secret, batchLabel: 'Spring leads' })));
  return { c, option, secret, leads };
}

describe('the batch link page view (GET …?invite={secret})', () => {
  it("opens an invite-only campaign's page for the list's link, without naming anyone on the list", async () => {
    const { c, option, secret, leads } = await listOf();
    expect((await call('GET', `/public/campaigns/acme/${c.slug}`)).json()).toMatchObject({ state: 'closed', message: campaignPageTexts.inviteOnly });
    const res = await view(c.slug, secret);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 'campaign', kind: 'campaign', state: 'open', message: null, verification: 'none', recipient: null, options: [{ id: option.id }] });
    for (const lead of leads) expect(res.body).not.toContain(lead.email);
  });

  it('answers an unknown secret, another campaign’s list and a Multi Send list as an unknown link (404)', async () => {
    const { c } = await listOf();
    const other = await listOf();
    const send = await listOf({}, 'multiple');
    for (const [slug, invite] of [
      [c.slug, newSecret()],
      [c.slug, 'not-a-secret'],
      [c.slug, other.secret],
      [send.c.slug, send.secret],
    ] as const) {
      const res = await view(slug, invite);
      expect([res.statusCode, res.json().message], `${slug} ${invite}`).toEqual([404, campaignPageTexts.notFound]);
    }
  });

  it('shows a leaked campaign’s batch page closed, with nothing to pick', async () => {
    const { c, secret } = await listOf({ status: 'leaked' });
    expect((await view(c.slug, secret)).json()).toMatchObject({ state: 'closed', message: campaignPageTexts.closed, options: [] });
  });
});

describe('claiming from the batch link', () => {
  it('claims the lead’s own invitation once; an e-mail not on the list is told so on the E-mail field', async () => {
    const { c, option, secret, leads } = await listOf();
    const lead = leads[0]!;
    const body = { ...gbAddress, first_name: 'Lena', last_name: 'Lead', option_id: option.id };
    const stranger = await claim(c.slug, secret, { ...body, email: 'stranger@example.com' });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toMatchObject({ message: batchTexts.notOnList, errors: { email: [batchTexts.notOnList] } });
    const res = await claim(c.slug, secret, { ...body, email: lead.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'claimed' });
    expect(await rowOf(t, lead.id)).toMatchObject({ optionId: option.id, registrationMethod: 'multiple-link' });
    expect((await rowOf(t, leads[1]!.id)).optionId).toBeNull();
    const again = await claim(c.slug, secret, { ...body, email: lead.email });
    expect([again.statusCode, again.json().message]).toEqual([409, claimTexts.alreadyClaimed]);
  });

  it('refuses a claim once the campaign leaked', async () => {
    const { c, option, secret, leads } = await listOf({ status: 'leaked' });
    const res = await claim(c.slug, secret, { ...gbAddress, email: leads[0]!.email, option_id: option.id });
    expect([res.statusCode, res.json().message]).toEqual([409, campaignPageTexts.closed]);
  });
});
