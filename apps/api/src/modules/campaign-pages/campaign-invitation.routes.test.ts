import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@gifthub/shared/catalogue';
import { campaignPageTexts } from '@gifthub/shared/campaign-pages';
import { claimTexts } from '@gifthub/shared/claim-texts';
import { texts as giftTexts } from '@gifthub/shared/gifts';
import type { TTestApp } from '../../test/test-app';
import { confirmRegistration } from '../campaign-registrations/campaign-confirm.service';
import { findOption } from '../campaigns/campaigns.repository';
import { listEvents } from '../registrations/registrations.repository';
import { balanceOf, giftTestApp, outbox } from '../registrations/registrations.test-helpers';
import { campaignOf, gbAddress, invitationOf, physicalOption, publicCalls, rowOf, voucherOption } from './campaign-pages.test-helpers';

let t: TTestApp;
let pub: ReturnType<typeof publicCalls>;
let manager: string;
let staff: string;
let acme: number;
let managerId: number;
let hamper: TProduct;
let books: TProduct;

beforeAll(async () => {
  const g = await giftTestApp();
  ({ t, manager, staff, acme, managerId, hamper, books } = g);
  pub = publicCalls(t);
});
afterAll(() => t.close());

const availableOf = async (optionId: number) => (await findOption(t.deps.db, optionId))!.option.available;

describe('a personal campaign invitation', () => {
  it("shows the campaign's choice: enabled options with units left, low availability at 2 or fewer, the team and the message", async () => {
    const c = await campaignOf(t, acme);
    const plenty = await physicalOption(t, c.id, hamper);
    const low = await physicalOption(t, c.id, hamper, { available: 2 });
    await physicalOption(t, c.id, hamper, { available: 0 });
    await physicalOption(t, c.id, hamper, { enabled: false });
    const unlimited = await voucherOption(t, c.id, books, { available: null });
    const inv = await invitationOf(t, c, managerId);
    const res = await pub.view(inv.secret);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      page: 'campaign',
      kind: 'invitation',
      state: 'open',
      team: { name: 'Acme Ltd', slug: 'acme' },
      campaign: { name: c.name, page_title: 'Pick a thank-you gift', page_text: 'Thanks for a great year.' },
      verification: 'none',
      recipient: { first_name: 'Ivy', last_name: inv.lastName },
      sender_name: 'Acme Manager',
      invitation_message: 'Thank you for everything!',
    });
    expect(view.options.map((o: { id: number }) => o.id)).toEqual([plenty.id, low.id, unlimited.id]);
    expect(view.options.map((o: { low_availability: boolean }) => o.low_availability)).toEqual([false, true, false]);
    expect(view.options[0].countries).toEqual(['GB', 'FR', 'DE']);
    expect(view.options[2].voucher).toMatchObject({ fixed_value: null, lower: 5, upper: 100 });
    expect((await rowOf(t, inv.id)).visitedAt).not.toBeNull();
  });

  it('claims with an option: prices from the option stored on the row, one unit taken, the inviting member told; nothing charged before approval', async () => {
    const c = await campaignOf(t, acme);
    const option = await physicalOption(t, c.id, hamper);
    const inv = await invitationOf(t, c, managerId);
    const before = await balanceOf(t, manager, acme);
    const mailsBefore = (await outbox(t, staff, 'manager@acme.test')).filter((m) => m.kind === 'campaign-claim-received').length;
    const res = await pub.claim(inv.secret, { option_id: option.id, ...gbAddress });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'claimed', outcome: 'received', message: campaignPageTexts.received, option_name: option.name });
    const row = await rowOf(t, inv.id);
    expect(row).toMatchObject({ optionId: option.id, optionName: option.name, productId: hamper.id, city: 'Bath', postcode: 'BA1 1AA', country: 'GB', confirmedAt: null, rejectedAt: null });
    expect(row.registeredAt).not.toBeNull();
    expect([row.giftIvCost, row.ppIvCost, row.shippingIvCost, row.totalIv, row.totalEv]).toEqual([3000, 420, 594, 4014, 2500 + 350 + 495]);
    expect(await availableOf(option.id)).toBe(4);
    expect((await listEvents(t.deps.db, inv.id)).map((e) => e.type)).toContain('claimed');
    expect((await outbox(t, staff, 'manager@acme.test')).filter((m) => m.kind === 'campaign-claim-received').length).toBe(mailsBefore + 1);
    expect(await balanceOf(t, manager, acme)).toBe(before);
    expect((await pub.view(inv.secret)).json()).toMatchObject({ state: 'claimed', option_name: option.name, options: [] });
    const again = await pub.claim(inv.secret, { option_id: option.id, ...gbAddress });
    expect([again.statusCode, again.json().message]).toEqual([409, claimTexts.alreadyClaimed]);
  });

  it('refuses a tampered price field and an option of another campaign, with nothing written', async () => {
    const c = await campaignOf(t, acme);
    const other = await campaignOf(t, acme);
    const option = await physicalOption(t, c.id, hamper);
    const foreign = await physicalOption(t, other.id, hamper);
    const inv = await invitationOf(t, c, managerId);
    const tampered = await pub.claim(inv.secret, { option_id: option.id, ...gbAddress, total: 0 });
    expect(tampered.statusCode).toBe(422);
    const wrong = await pub.claim(inv.secret, { option_id: foreign.id, ...gbAddress });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.option_id).toEqual(['Gift Option must be one of the listed values.']);
    const missing = await pub.claim(inv.secret, { ...gbAddress });
    expect(missing.json().errors.option_id).toEqual([campaignPageTexts.optionRequired]);
    expect((await rowOf(t, inv.id)).registeredAt).toBeNull();
    expect([await availableOf(option.id), await availableOf(foreign.id)]).toEqual([5, 5]);
  });

  it('does not offer or take an option with none left or switched off', async () => {
    const c = await campaignOf(t, acme);
    const none = await physicalOption(t, c.id, hamper, { available: 0 });
    const off = await physicalOption(t, c.id, hamper, { enabled: false });
    const inv = await invitationOf(t, c, managerId);
    for (const option of [none, off]) {
      const res = await pub.claim(inv.secret, { option_id: option.id, ...gbAddress });
      expect([res.statusCode, res.json().message]).toEqual([409, campaignPageTexts.optionUnavailable]);
    }
    expect(await availableOf(none.id)).toBe(0);
    expect((await rowOf(t, inv.id)).registeredAt).toBeNull();
  });

  it('gives the last unit to one of two racing claims; the other is told it is gone and availability never falls below 0', async () => {
    const c = await campaignOf(t, acme);
    const last = await physicalOption(t, c.id, hamper, { available: 1 });
    const [a, b] = await Promise.all([invitationOf(t, c, managerId), invitationOf(t, c, managerId)]);
    const results = await Promise.all([a, b].map((inv) => pub.claim(inv.secret, { option_id: last.id, ...gbAddress })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(campaignPageTexts.optionUnavailable);
    expect(await availableOf(last.id)).toBe(0);
    const rows = await Promise.all([a, b].map((inv) => rowOf(t, inv.id)));
    expect(rows.filter((r) => r.optionId === last.id)).toHaveLength(1);
  });

  it('ships only to GB and the countries of the option, asks for a phone outside GB and charges that shipping', async () => {
    const c = await campaignOf(t, acme);
    const option = await physicalOption(t, c.id, hamper);
    const inv = await invitationOf(t, c, managerId);
    const us = await pub.claim(inv.secret, { option_id: option.id, ...gbAddress, country: 'US', postcode: '10001' });
    expect([us.statusCode, us.json().errors.country]).toEqual([422, [giftTexts.noShipping]]);
    const noPhone = await pub.claim(inv.secret, { option_id: option.id, ...gbAddress, country: 'FR', postcode: '75001', phone: '' });
    expect(noPhone.json().errors).toEqual({ phone: ['Phone is required.'] });
    const badGb = await pub.claim(inv.secret, { option_id: option.id, ...gbAddress, postcode: 'NOPE' });
    expect(badGb.json().errors.postcode).toEqual(['Postcode must be valid.']);
    const fr = await pub.claim(inv.secret, { option_id: option.id, ...gbAddress, country: 'fr', postcode: '75001', phone: '+33 1 23 45 67 89' });
    expect(fr.statusCode).toBe(200);
    expect(await rowOf(t, inv.id)).toMatchObject({ country: 'FR', shippingIvCost: 1800, totalIv: 3000 + 420 + 1800 });
  });

  it("takes a voucher value within the option's limits and no more claims than its voucher limit", async () => {
    const c = await campaignOf(t, acme, { rewardType: 'voucher' });
    const option = await voucherOption(t, c.id, books, { voucherLimit: 1 });
    const [a, b] = await Promise.all([invitationOf(t, c, managerId, { type: 'voucher' }), invitationOf(t, c, managerId, { type: 'voucher' })]);
    const low = await pub.claim(a.secret, { option_id: option.id, voucher_value: 2 });
    expect([low.statusCode, low.json().errors.voucher_value]).toEqual([422, ['Voucher Value must be at least 5']]);
    const high = await pub.claim(a.secret, { option_id: option.id, voucher_value: 250 });
    expect(high.json().errors.voucher_value).toEqual(['Voucher Value must be at most 100']);
    const ok = await pub.claim(a.secret, { option_id: option.id, voucher_value: 20 });
    expect(ok.statusCode).toBe(200);
    expect(await rowOf(t, a.id)).toMatchObject({ type: 'voucher', voucherValue: 2000, adminIvCost: 120, totalIv: 2120 });
    const over = await pub.claim(b.secret, { option_id: option.id, voucher_value: 20 });
    expect([over.statusCode, over.json().message]).toEqual([409, campaignPageTexts.optionUnavailable]);
    expect((await rowOf(t, b.id)).registeredAt).toBeNull();
  });

  it("'No, thanks' registers without an option (shown as rejected), charges nothing and closes the link", async () => {
    const c = await campaignOf(t, acme, { autoApprove: true });
    const option = await physicalOption(t, c.id, hamper);
    const inv = await invitationOf(t, c, managerId);
    const before = await balanceOf(t, manager, acme);
    const res = await pub.decline(inv.secret);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'declined', message: campaignPageTexts.optedOut });
    expect(await rowOf(t, inv.id)).toMatchObject({ optionId: null, rejectedAt: null, confirmedAt: null, totalIv: 0 });
    expect((await rowOf(t, inv.id)).registeredAt).not.toBeNull();
    expect(await balanceOf(t, manager, acme)).toBe(before);
    expect((await pub.view(inv.secret)).json().state).toBe('declined');
    const claim = await pub.claim(inv.secret, { option_id: option.id, ...gbAddress });
    expect([claim.statusCode, claim.json().message]).toEqual([409, claimTexts.alreadyDeclined]);
    expect(await availableOf(option.id)).toBe(5);
  });

  it('an auto-approve campaign confirms the claim and charges the team balance once', async () => {
    const c = await campaignOf(t, acme, { autoApprove: true });
    const option = await physicalOption(t, c.id, hamper);
    const inv = await invitationOf(t, c, managerId);
    const before = await balanceOf(t, manager, acme);
    const res = await pub.claim(inv.secret, { option_id: option.id, ...gbAddress });
    expect(res.json()).toMatchObject({ outcome: 'confirmed', message: claimTexts.claimed });
    expect((await rowOf(t, inv.id)).confirmedAt).not.toBeNull();
    expect(await balanceOf(t, manager, acme)).toBe(before - 4014);
    expect((await confirmRegistration(t.deps, inv.id, { userId: null, name: null })).outcome).toBe('not-waiting');
    expect(await balanceOf(t, manager, acme)).toBe(before - 4014);
  });

  it('a paused, leaked or completed campaign shows a closed page and refuses claims and opt-outs', async () => {
    for (const status of ['paused', 'leaked', 'completed', 'requested'] as const) {
      const c = await campaignOf(t, acme, { status });
      const option = await physicalOption(t, c.id, hamper);
      const inv = await invitationOf(t, c, managerId);
      const view = (await pub.view(inv.secret)).json();
      expect(view).toMatchObject({ state: 'closed', options: [], message: status === 'requested' ? campaignPageTexts.notYetOpen : campaignPageTexts.closed });
      const claim = await pub.claim(inv.secret, { option_id: option.id, ...gbAddress });
      expect(claim.statusCode).toBe(409);
      const decline = await pub.decline(inv.secret);
      expect(decline.statusCode).toBe(409);
      expect((await rowOf(t, inv.id)).registeredAt).toBeNull();
      expect(await availableOf(option.id)).toBe(5);
    }
  });

  it('asks a verified link to verify first, then claims with the token', async () => {
    const c = await campaignOf(t, acme);
    const option = await physicalOption(t, c.id, hamper);
    const inv = await invitationOf(t, c, managerId, { passwordType: 'email' });
    expect((await pub.view(inv.secret)).json()).toMatchObject({ verification: 'email', recipient: null });
    const refused = await pub.claim(inv.secret, { option_id: option.id, ...gbAddress });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'verification_required']);
    const { token } = (await pub.verify(inv.secret, { email: inv.email.toUpperCase() })).json();
    const res = await pub.claim(inv.secret, { option_id: option.id, ...gbAddress, token });
    expect(res.statusCode).toBe(200);
  });
});
