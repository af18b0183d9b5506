import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionRefusals, campaignRegistrationTexts, REGISTRATION_ACTIONS, type TRegistrationAction } from '@gifthub/shared/campaign-registrations';
import type { TProduct } from '@gifthub/shared/catalogue';
import type { TTestApp } from '../../test/test-app';
import { insertRegistration } from '../registrations/registrations.repository';
import { giftTestApp, outbox, recipient, type TApi } from '../registrations/registrations.test-helpers';
import { updateTeamRow } from '../teams/teams.repository';
import { findOption, updateOption } from '../campaigns/campaigns.repository';
import { available, campaignWith, claim, HAMPER_GB_IV, hamperOption, invite, rowOf, setAvailable, setRow } from './campaign-registrations.test-helpers';

/**
 * PUT /gb-registrations/{id}: each row action in every lifecycle state (spec 1 §4). The expected table is written
 * out here, not computed from the shared rule, so a change to either shows.
 */
let t: TTestApp;
let api: TApi;
let staff: string;
let manager: string;
let associate: string;
let corner: string;
let acme: number;
let europe: number;
let hamper: TProduct;
let campaign: { id: number; options: number[] };
let sales: { id: number; options: number[] };

const BODIES: Record<TRegistrationAction, object> = {
  confirm: { action: 'confirm' },
  reject: { action: 'reject' },
  remind: { action: 'remind' },
  edit: { action: 'edit', first_name: 'Edited' },
  'note-update': { action: 'note-update', note: 'A note' },
  'sales-update': { action: 'sales-update', flag: 'demo_booked', value: true },
  'mark-as-resolved': { action: 'mark-as-resolved', resolution: 'Sent again' },
};
const put = (id: number, body: object, token = manager) => api.put(`/gb-registrations/${id}`, token, body);
const past = new Date(Date.now() - 86_400_000);

/** A registration in each state of the lifecycle, and the actions each allows on a year-round campaign. */
const STATES: Record<string, { allowed: TRegistrationAction[]; make: () => Promise<number> }> = {
  'invited by link': { allowed: ['note-update'], make: () => invite(api, manager, campaign.id) },
  'invited on the public page': {
    allowed: ['remind', 'note-update'],
    make: async () =>
      (
        await insertRegistration(t.deps.db, {
          teamId: acme,
          platform: 'gifting',
          campaignId: campaign.id,
          type: 'physical',
          registrationMethod: 'public',
          email: 'pat.public@example.com',
          firstName: 'Pat',
          secret: `public-${Date.now()}-${Math.random()}`,
          invitedAt: past,
        })
      ).id,
  },
  'waiting for approval': { allowed: ['confirm', 'reject', 'edit', 'note-update'], make: async () => (await claim(t, await invite(api, manager, campaign.id), campaign.options[0]!)).id },
  'opted out': { allowed: ['note-update'], make: async () => (await claim(t, await invite(api, manager, campaign.id), null)).id },
  confirmed: {
    allowed: ['edit', 'note-update'],
    make: async () => {
      const id = (await claim(t, await invite(api, manager, campaign.id), campaign.options[0]!)).id;
      expect((await put(id, { action: 'confirm' })).statusCode).toBe(200);
      return id;
    },
  },
  processed: { allowed: ['note-update'], make: async () => (await setRow(t, await STATES.confirmed!.make(), { processedAt: new Date() })).id },
  sent: { allowed: ['note-update'], make: async () => (await setRow(t, await STATES.processed!.make(), { sentAt: new Date(), trackingUrl: 'https://track.example/1' })).id },
  returned: { allowed: ['note-update', 'mark-as-resolved'], make: async () => (await setRow(t, await STATES.sent!.make(), { deliveryStatus: 'return', deliveryStatusDate: new Date() })).id },
  resolved: { allowed: ['note-update'], make: async () => (await setRow(t, await STATES.returned!.make(), { deliveryResolution: 'Sent again' })).id },
  rejected: {
    allowed: ['note-update'],
    make: async () => {
      const id = (await claim(t, await invite(api, manager, campaign.id), campaign.options[0]!)).id;
      expect((await put(id, { action: 'reject' })).statusCode).toBe(200);
      return id;
    },
  },
};

beforeAll(async () => {
  const g = await giftTestApp();
  ({ t, api, staff, manager, associate, corner, acme, europe, hamper } = g);
  await setAvailable(t, api, staff, manager, acme, 1_000_000);
  campaign = await campaignWith(api, { token: manager, staff, team: acme, options: [hamperOption(hamper), hamperOption(hamper, { name: 'Big Hamper', price_ev: 50, price_iv: 60 })] });
  sales = await campaignWith(api, { token: manager, staff, team: acme, body: { type: 'sales' }, options: [hamperOption(hamper)] });
});
afterAll(() => t.close());

describe('row actions refused in every state that does not offer them', () => {
  for (const [state, { allowed }] of Object.entries(STATES)) {
    it(`${state}: refuses ${REGISTRATION_ACTIONS.filter((a) => !allowed.includes(a)).join(', ')}`, async () => {
      const id = await STATES[state]!.make();
      const before = await rowOf(t, id);
      const balance = await available(api, manager, acme);
      for (const action of REGISTRATION_ACTIONS.filter((a) => !allowed.includes(a))) {
        const res = await put(id, BODIES[action]);
        expect(res.statusCode, `${state} ${action}`).toBe(409);
        expect(res.json().message).toBe(actionRefusals[action]);
      }
      expect(await rowOf(t, id)).toEqual(before);
      expect(await available(api, manager, acme)).toBe(balance);
    });
  }
});

describe('row actions', () => {
  it('note-update stores the text, date and who wrote it; an empty note clears it', async () => {
    const id = await invite(api, manager, campaign.id);
    const res = await put(id, { action: 'note-update', note: '  Call before delivery  ' });
    expect(res.statusCode, res.body).toBe(200);
    const members = (await api.get(`/teams/${acme}/members?per_page=50`, manager)).json().data as { name: string; email: string }[];
    const name = members.find((m) => m.email === 'manager@acme.test')!.name;
    expect(res.json().note).toEqual({ text: 'Call before delivery', date: expect.any(String), by: name });
    expect((await put(id, { action: 'note-update', note: '' })).json().note).toBeNull();
  });

  it('sales toggles are saved for sales campaigns only', async () => {
    const id = await invite(api, manager, sales.id);
    const res = await put(id, { action: 'sales-update', flag: 'deal_closed', value: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ deal_closed: true, demo_booked: false });
    expect((await put(id, { action: 'sales-update', flag: 'demo_booked', value: true })).json()).toMatchObject({ deal_closed: true, demo_booked: true });
  });

  it('remind e-mails the recipient with the claim link', async () => {
    const id = await STATES['invited on the public page']!.make();
    const res = await put(id, { action: 'remind' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await outbox(t, staff, 'pat.public@example.com'))[0]!;
    expect(mail.kind).toBe('campaign-reminder');
    expect(mail.text).toContain('/pick-a-gift/acme/');
    expect(res.json().events.map((e: { type: string }) => e.type)).toEqual(['reminded', 'emailed']);
  });

  it('mark-as-resolved sets the resolution once', async () => {
    const id = await STATES.returned!.make();
    const res = await put(id, { action: 'mark-as-resolved', resolution: 'Replacement sent' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().delivery_resolution).toBe('Replacement sent');
    expect((await put(id, { action: 'mark-as-resolved' })).statusCode).toBe(409);
  });

  it('edit: names of a confirmed gift; a waiting claim\'s option is re-priced; a paid gift\'s option is fixed', async () => {
    const waiting = await STATES['waiting for approval']!.make();
    const res = await put(waiting, { action: 'edit', first_name: 'Rosa', option_id: campaign.options[1] });
    expect(res.statusCode, res.body).toBe(200);
    // Big Hamper: £60 + £4.20 + £5.94.
    expect(res.json()).toMatchObject({ first_name: 'Rosa', option_id: campaign.options[1], option_name: 'Big Hamper', total_iv: 70.14 });
    expect((await put(waiting, { action: 'edit', first_name: '' })).json().errors.first_name).toBeDefined();
    const confirmed = await STATES.confirmed!.make();
    expect((await put(confirmed, { action: 'edit', last_name: 'Renamed' })).json().last_name).toBe('Renamed');
    const fixed = await put(confirmed, { action: 'edit', option_id: campaign.options[1] });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().message).toBe(campaignRegistrationTexts.paidGiftFixed);
  });

  it('a rejected claim gives its unit back to the option; an edit to another option moves the unit; no unit, no move', async () => {
    const [small, big] = campaign.options as [number, number];
    const units = async (id: number) => (await findOption(t.deps.db, id))!.option.available;
    await updateOption(t.deps.db, small, { available: 5 });
    await updateOption(t.deps.db, big, { available: 1 });
    const rejected = await STATES['waiting for approval']!.make();
    expect((await put(rejected, { action: 'reject' })).statusCode).toBe(200);
    expect(await units(small)).toBe(6);
    const moved = await STATES['waiting for approval']!.make();
    expect((await put(moved, { action: 'edit', option_id: big })).statusCode).toBe(200);
    expect([await units(small), await units(big)]).toEqual([7, 0]);
    // None of the big option left: the edit is refused and nothing moves.
    const refused = await put(await STATES['waiting for approval']!.make(), { action: 'edit', option_id: big });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.option_id).toEqual([campaignRegistrationTexts.optionUnavailable]);
    expect([await units(small), await units(big)]).toEqual([7, 0]);
    await updateOption(t.deps.db, small, { available: null });
    await updateOption(t.deps.db, big, { available: null });
  });

  it('edit: only the member who registered a gift changes its address', async () => {
    // A recipient's own claim: registered by nobody in the team.
    const claimed = await STATES['waiting for approval']!.make();
    const notYours = await put(claimed, { action: 'edit', city: 'York' });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe(campaignRegistrationTexts.editAddressNotYours);
    const sent = await api.post(`/gb-campaigns/${campaign.id}/registrations`, manager, { type: 'physical', platform: 'gifting', option_id: campaign.options[0], ...recipient() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await put(sent.json().id, { action: 'edit', city: 'York' }, associate)).statusCode).toBe(403);
    const mine = await put(sent.json().id, { action: 'edit', city: 'York', postcode: 'yo1 7hh' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ city: 'York', postcode: 'YO1 7HH' });
  });

  it('new claims are gift_registrations notifications until approved: up to three by name, more in one line', async () => {
    // Acme Europe has no claims of its own: its notifications are this test's.
    const europeCampaign = await campaignWith(api, { token: manager, staff, team: europe, options: [hamperOption(hamper)] });
    const notes = async () => (await api.get(`/teams/${europe}/notifications/gift_registrations`, manager)).json().data as { id: string; title: string; link: string }[];
    expect(await notes()).toEqual([]);
    await setAvailable(t, api, staff, manager, europe, 100_000);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await claim(t, await invite(api, manager, europeCampaign.id, { first_name: `Nia${i}`, last_name: 'Notice' }), europeCampaign.options[0]!)).id);
    expect(await notes()).toEqual([{ id: 'claims-waiting', type: 'gift_registrations', title: '4 claimed gifts are waiting for your approval', text: expect.any(String), link: '/campaigns' }]);
    expect((await put(ids[0]!, { action: 'confirm' })).statusCode).toBe(200);
    const named = await notes();
    expect(named.map((n) => n.id).sort()).toEqual(ids.slice(1).map((id) => `claim-${id}`).sort());
    expect(named[0]).toMatchObject({ title: expect.stringMatching(/^Nia\d Notice has claimed a gift$/), link: `/campaigns/${europeCampaign.id}` });
  });

  it('staff sending a claimed gift e-mails the recipient the tracking link', async () => {
    const id = (await claim(t, await invite(api, manager, campaign.id, { email: 'tara.track@example.com' }), campaign.options[0]!)).id;
    expect((await put(id, { action: 'confirm' })).statusCode).toBe(200);
    expect((await api.put(`/admin/fulfilment/${id}`, staff, { action: 'processed' })).statusCode).toBe(200);
    const sent = await api.put(`/admin/fulfilment/${id}`, staff, { action: 'sent', carrier: 'Royal Mail', tracking_url: 'https://track.example/rm/42' });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = (await outbox(t, staff, 'tara.track@example.com')).find((m) => m.kind === 'campaign-gift-sent')!;
    expect(mail.text).toContain('https://track.example/rm/42');
    expect(mail.text).toContain('Royal Mail');
  });

  it('corporation 5: the associate only reads approvals; the manager approves', async () => {
    const id = await STATES['waiting for approval']!.make();
    await updateTeamRow(t.deps.db, acme, { corporationId: 5 });
    try {
      for (const action of ['confirm', 'reject'] as const) {
        const res = await put(id, BODIES[action], associate);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(campaignRegistrationTexts.approvalReadOnly);
      }
      expect((await rowOf(t, id)).confirmedAt).toBeNull();
      expect((await put(id, BODIES.confirm)).statusCode).toBe(200);
    } finally {
      await updateTeamRow(t.deps.db, acme, { corporationId: null });
    }
  });

  it('another team\'s registration and unknown ids answer 404', async () => {
    const id = await invite(api, manager, campaign.id);
    expect((await put(id, BODIES['note-update'], corner)).statusCode).toBe(404);
    expect((await api.get(`/gb-registrations/${id}`, corner)).statusCode).toBe(404);
    expect((await put(2_000_000_000, BODIES['note-update'])).statusCode).toBe(404);
    expect(HAMPER_GB_IV).toBe(4014);
  });
});
